"""Rounds already seated when an earlier result is corrected.

Scala 40 elimination: the result of a table *is* who goes on, so a hand corrected after the
next stage was seated can leave there a player who no longer qualifies: the round check and
the correction itself say so (the result stands; the director decides). Burraco Danese: a
pairing announced stands after a correction (burraco.md), but a draft is not announced, so
the check says the standings moved since it was made. After the final, generating again is
refused in the director's words.
"""

from __future__ import annotations

import pytest

from tests.builders.corrections import codes, correct_hand_four, danese_draft, final_seated, hand
from tests.builders.tournaments import burraco_tournament, play_out
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    PenaltyKind,
    RoundStatus,
    ScheduleStep,
    ServiceError,
    Services,
)
from tournament_app.services.messages import describe
from tournament_app.services.rounds.qualifiers import FollowingRound


@pytest.mark.parametrize("publish", [True, False], ids=["published", "draft"])
def test_a_correction_that_changes_who_goes_on_is_named_by_the_check(
    services: Services, publish: bool
) -> None:
    """Before the correction the final (d and table 2's winner) is sound; after it, a wins
    table 1: the check of round 2 names d (seated, no longer goes on from table 1) and a
    (goes on, no seat). The seating and the corrected result stay as they are."""
    tid, seats, other = final_seated(services, publish=publish)
    a, _b, _c, d = seats
    assert services.rounds.check(tid, 2).ok
    assert services.rounds.qualifiers_changed(tid, 1).ok
    correct_hand_four(services, tid, seats)
    found = codes(services, tid, 2)
    assert found["no_longer_qualifies"] == ((d,), 1)
    assert found["now_qualifies"] == ((a,), 1)
    changed = services.rounds.qualifiers_changed(tid, 1)
    assert {(p.code, p.entries, p.table) for p in changed.problems} == {
        ("no_longer_qualifies", (d,), 1),
        ("now_qualifies", (a,), 1),
    }
    final = services.rounds.get(tid, 2)
    assert sorted(final.tables[0].players) == sorted([d, other])
    assert services.results.sheet(tid, 1, 1).placings[0].entry == a


@pytest.mark.parametrize(
    ("publish", "hand_played", "state"),
    [
        (False, False, FollowingRound.DRAFT),
        (True, False, FollowingRound.UNSTARTED),
        (True, True, FollowingRound.STARTED),
    ],
    ids=["draft", "published", "started"],
)
def test_the_notice_says_how_far_the_stage_after_has_gone(
    services: Services, publish: bool, hand_played: bool, state: FollowingRound
) -> None:
    """What the director is told after the correction depends on the final: a draft is
    generated again; published with nothing played, it can go back to draft; once a hand of
    it is written, it is played as seated. The notice names the final, who is out and who is
    in. Before the correction there is nothing to tell."""
    tid, seats, _other = final_seated(services, publish=publish)
    a, _b, _c, d = seats
    if hand_played:
        first, second = services.rounds.get(tid, 2).tables[0].players
        services.results.enter_hand(tid, 2, 1, hand({first: 0, second: 30}, first))
    assert services.rounds.qualifiers_notice(tid, 1) is None
    correct_hand_four(services, tid, seats)
    notice = services.rounds.qualifiers_notice(tid, 1)
    assert notice is not None
    assert (notice.tournament, notice.round, notice.state) == (tid, 2, state)
    assert {(p.code, p.entries, p.table) for p in notice.problems} == {
        ("no_longer_qualifies", (d,), 1),
        ("now_qualifies", (a,), 1),
    }
    # Nothing after the final: a correction of it tells nothing.
    assert services.rounds.qualifiers_notice(tid, 2) is None


def test_a_draft_stage_generated_again_seats_who_goes_on_now(services: Services) -> None:
    tid, seats, other = final_seated(services, publish=False)
    correct_hand_four(services, tid, seats)
    services.rounds.generate(tid)
    assert sorted(services.rounds.get(tid, 2).tables[0].players) == sorted([seats[0], other])
    assert services.rounds.check(tid, 2).ok


def test_a_correction_that_leaves_the_winner_says_nothing(services: Services) -> None:
    """Hand 1 of table 1 retyped with c on 65, not 60: c is out on 110 instead of 105, d
    still wins table 1, and the final seated is still right."""
    tid, seats, _other = final_seated(services, publish=True)
    a, b, c, d = seats
    version = services.results.sheet(tid, 1, 1).version
    services.results.correct_hand(
        tid, 1, 1, 0, hand({a: 0, b: 50, c: 65, d: 40}, a), expected_version=version
    )
    assert services.rounds.check(tid, 2).ok
    assert services.rounds.qualifiers_changed(tid, 1).ok
    assert services.rounds.qualifiers_notice(tid, 1) is None


def test_after_the_final_generating_says_the_final_was_played(services: Services) -> None:
    tid, _seats, _other = final_seated(services, publish=True)
    play_out(services, tid, 2, 1)
    assert services.rounds.get(tid, 2).status is RoundStatus.COMPLETE
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tid)
    assert refused.value.code is ErrorCode.NO_MORE_ROUNDS
    italian = refused.value.sentence("it")  # type: ignore[attr-defined]
    english = refused.value.sentence("en")  # type: ignore[attr-defined]
    assert "finale è stata giocata" in italian and "turno 2" in italian
    assert "calendario" not in italian
    assert "final has been played" in english and "schedule" not in english
    # a burraco schedule keeps its own words
    burraco = burraco_tournament(
        services, 4, BurracoSettings(schedule=(ScheduleStep(PairingSystem.DANESE, 1),))
    )
    services.rounds.generate(burraco)
    services.rounds.publish(burraco, 1, copy=False)
    for table in (1, 2):
        services.results.enter_totals(burraco, 1, table, 700, 300)
    with pytest.raises(ServiceError) as schedule_over:
        services.rounds.generate(burraco)
    assert "calendario" in describe(schedule_over.value, "it")


# -- Danese: a draft made before a correction ------------------------------------------------


def test_a_danish_draft_made_before_a_correction_is_noted(services: Services) -> None:
    """The draft is sound when made; table 1 corrected (the score was on the wrong line):
    the check notes that the standings changed and the round should be generated again;
    generated again, the note is gone."""
    tid = danese_draft(services)
    assert services.rounds.check(tid, 2).ok
    result = services.results.get(tid, 1, 1)
    services.results.enter_totals(tid, 1, 1, 600, 1200, expected_version=result.version)
    assert codes(services, tid, 2) == {"standings_changed": ((), None)}
    services.rounds.generate(tid)
    assert services.rounds.check(tid, 2).ok


@pytest.mark.parametrize("change", ["same figures", "first warning", "undone"])
def test_a_change_that_moves_nobody_leaves_a_danish_draft_ready(
    services: Services, change: str
) -> None:
    """A result typed again with its own figures, a first warning (it takes nothing), a
    correction undone: generating again would seat the same, so the draft is not called out
    of date and is published without asking."""
    tid = danese_draft(services)
    drafted = services.rounds.get(tid, 2).tables
    result = services.results.get(tid, 1, 1)
    if change == "same figures":
        services.results.enter_totals(tid, 1, 1, 1200, 600, expected_version=result.version)
    elif change == "first warning":
        services.penalties.add(tid, 1, PenaltyKind.WARNING, reason="cellulare", round_number=1)
    else:
        services.results.enter_totals(tid, 1, 1, 600, 1200, expected_version=result.version)
        services.audit.undo_last(tid)
    assert services.rounds.check(tid, 2).ok
    assert not services.rounds.publish_check(tid, 2).stale
    services.rounds.publish(tid, 2, copy=False)
    assert services.rounds.get(tid, 2).tables == drafted


def test_a_change_after_a_draft_swapped_by_hand_is_noted(services: Services) -> None:
    """A draft the director changed by hand no longer seats what generating gives: after a
    change the note stays (it may be out of date), never the other way round."""
    tid = danese_draft(services)
    services.rounds.swap(tid, 2, 1, 3)
    services.penalties.add(tid, 1, PenaltyKind.WARNING, reason="cellulare", round_number=1)
    assert codes(services, tid, 2).get("standings_changed") == ((), None)


def test_a_published_danish_round_stands_after_a_correction(services: Services) -> None:
    """burraco.md: a pairing already announced stands; the check of a published round
    does not ask to pair it again."""
    tid = danese_draft(services)
    services.rounds.publish(tid, 2, copy=False)
    result = services.results.get(tid, 1, 1)
    services.results.enter_totals(tid, 1, 1, 600, 1200, expected_version=result.version)
    assert services.rounds.check(tid, 2).ok


def test_hand_swaps_in_a_draft_are_known(services: Services) -> None:
    tid = danese_draft(services)
    assert not services.rounds.swapped_by_hand(tid, 2)
    services.rounds.swap(tid, 2, 1, 3)
    assert services.rounds.swapped_by_hand(tid, 2)
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tid)  # the swap would be lost: not without the director
    assert refused.value.code is ErrorCode.DRAFT_SWAPPED_BY_HAND
    assert services.rounds.swapped_by_hand(tid, 2)
    services.rounds.generate(tid, despite_swaps=True)  # made again: the swap went with it
    assert not services.rounds.swapped_by_hand(tid, 2)
