"""A published round taken back to draft (services.rounds.unpublish): the way to act when a
scala 40 correction changes who goes on to a stage already announced, before anyone plays it.
Only while no table has played (a round in play keeps the seating announced, ui.md), logged
and undone like every change."""

from __future__ import annotations

import pytest

from tests.builders.corrections import correct_hand_four, final_seated, hand
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    RoundStatus,
    ServiceError,
    Services,
    TournamentStatus,
)
from tournament_app.services.messages import describe


def _players(services: Services, tid, number: int) -> set[int]:
    return {p for table in services.rounds.get(tid, number).tables for p in table.players}


def test_after_a_correction_the_final_goes_back_to_draft_and_seats_who_goes_on_now(
    services: Services,
) -> None:
    """Table 1 of round 1 was won by d (fourth seat); hand 4 corrected, a wins it. The final,
    published with d and nobody playing yet, goes back to draft; generated again it seats a
    in place of d, and it can be published again."""
    tid, (a, _b, _c, d), other = final_seated(services, publish=True)
    assert _players(services, tid, 2) == {d, other}
    correct_hand_four(services, tid, [a, _b, _c, d])
    assert services.rounds.started_tables(tid, 2) == ()

    back = services.rounds.unpublish(tid, 2)

    assert back.status is RoundStatus.DRAFT
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    assert services.audit.list(tid)[0].action == "round.unpublish"
    services.rounds.generate(tid)
    assert _players(services, tid, 2) == {a, other}
    assert services.rounds.check(tid, 2).problems == ()
    assert services.rounds.publish(tid, 2, copy=False).status is RoundStatus.PUBLISHED


def test_undo_publishes_the_round_again_as_it_was(services: Services) -> None:
    tid, _seats, _other = final_seated(services, publish=True)
    seated = services.rounds.get(tid, 2).tables
    services.rounds.unpublish(tid, 2)
    services.audit.undo_last(tid)
    again = services.rounds.get(tid, 2)
    assert again.status is RoundStatus.PUBLISHED
    assert again.tables == seated


def test_a_scala40_sheet_opened_and_emptied_again_does_not_count_as_played(
    services: Services,
) -> None:
    """A hand entered at the final then taken back: nothing is written at the table any
    more, so the round can still go back to draft."""
    tid, _seats, _other = final_seated(services, publish=True)
    x, y = services.results.sheet(tid, 2, 1).players
    sheet = services.results.enter_hand(tid, 2, 1, hand({y: 40}, x))
    assert services.rounds.started_tables(tid, 2) == (1,)
    services.results.remove_last_hand(tid, 2, 1, expected_version=sheet.version)
    assert services.rounds.started_tables(tid, 2) == ()
    assert services.rounds.unpublish(tid, 2).status is RoundStatus.DRAFT


def test_a_round_a_table_has_played_stays_published(services: Services) -> None:
    """A hand at the final: refused with a sentence naming the table, nothing changed."""
    tid, _seats, _other = final_seated(services, publish=True)
    x, y = services.results.sheet(tid, 2, 1).players
    services.results.enter_hand(tid, 2, 1, hand({y: 40}, x))
    with pytest.raises(ServiceError) as refused:
        services.rounds.unpublish(tid, 2)
    assert refused.value.code is ErrorCode.ROUND_STARTED
    said = describe(refused.value, "it")
    assert said.startswith("Il turno 2 è già iniziato") and "ai tavoli 1)" in said
    assert "non torna in bozza" in said
    assert "Dato non valido" not in said and "Correggilo e riprova" not in said
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_a_burraco_result_at_one_table_keeps_the_round_published(services: Services) -> None:
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    services.results.enter_totals(tid, 1, 3, 900, 400)
    with pytest.raises(ServiceError) as refused:
        services.rounds.unpublish(tid, 1)
    said = describe(refused.value, "en")
    assert said.startswith("Round 1 has already started") and "tables 3)" in said
    assert services.rounds.get(tid, 1).status is RoundStatus.PUBLISHED


def test_a_burraco_round_nobody_played_goes_back_to_draft_and_can_be_swapped(
    services: Services,
) -> None:
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    with pytest.raises(ServiceError):
        services.rounds.swap(tid, 1, 1, 2)  # published: the seating is announced
    services.rounds.unpublish(tid, 1)
    first, second = (t.ns[0] for t in services.rounds.get(tid, 1).tables[:2])
    swapped = services.rounds.swap(tid, 1, first, second)
    assert swapped.tables[0].ns == (second,)


def test_a_draft_is_refused_in_words(services: Services) -> None:
    tid = scala40_tournament(services, 8)
    services.rounds.generate(tid)
    with pytest.raises(ServiceError) as refused:
        services.rounds.unpublish(tid, 1)
    assert refused.value.code is ErrorCode.ROUND_ALREADY_DRAFT
    said = describe(refused.value, "en")
    assert said.startswith("Round 1 is a draft already: swap its seats (Swap on the Rounds page)")
    assert "Invalid value" not in said


def test_a_finished_tournament_keeps_its_rounds(services: Services) -> None:
    tid, _seats, _other = final_seated(services, publish=True)
    services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    with pytest.raises(ServiceError) as refused:
        services.rounds.unpublish(tid, 2)
    assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_a_face_knows_before_asking_whether_a_round_can_go_back_to_draft(
    services: Services,
) -> None:
    """`unpublish_refusal` is the refusal `unpublish` would raise, by the same rule, and
    changes nothing: ROUND_ALREADY_DRAFT for a draft, none for a round nobody has played,
    ROUND_STARTED naming the tables played (in runs), none again once their results are
    taken out, TOURNAMENT_FINISHED once finished."""
    tid = burraco_tournament(services, 16)
    services.rounds.generate(tid)
    draft = services.rounds.unpublish_refusal(tid, 1)
    assert draft is not None and draft.code is ErrorCode.ROUND_ALREADY_DRAFT
    services.rounds.publish(tid, 1, copy=False)
    assert services.rounds.unpublish_refusal(tid, 1) is None
    for table in (1, 2, 3, 4, 7):
        services.results.enter_totals(tid, 1, table, 640, 245)
    started = services.rounds.unpublish_refusal(tid, 1)
    assert started is not None and started.code is ErrorCode.ROUND_STARTED
    with pytest.raises(ServiceError) as refused:
        services.rounds.unpublish(tid, 1)
    assert (refused.value.code, refused.value.params) == (started.code, started.params)
    assert "results or hands at tables 1–4, 7)" in describe(started, "en")
    assert describe(started, "en", face="cli") == describe(started, "en")
    assert services.rounds.get(tid, 1).status is RoundStatus.PUBLISHED
    for table in (1, 2, 3, 4, 7):
        version = services.results.get(tid, 1, table).version
        services.results.delete(tid, 1, table, expected_version=version)
    assert services.rounds.unpublish_refusal(tid, 1) is None
    services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    finished = services.rounds.unpublish_refusal(tid, 1)
    assert finished is not None and finished.code is ErrorCode.TOURNAMENT_FINISHED
