"""The Brazilian variant's joker mark (issue 19): a burraco in the trump suit counts double
(burraco.md: pulito 400, semipulito 300, sporco 200), and when the card turned at the deal is
a joker the hand has no trump suit and is scored as usual (the sources' Brazilian variant:
"la donne se joue sans couleur de référence et avec le décompte normal"). A hand's sheet marks
it; the mark is kept with the hand and refuses burraco in trumps."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.three_pairs import seven_pairs_brazilian
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    HandBreakdown,
    HandTotals,
    LineHand,
    PairingSystem,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe

NOTHING = HandTotals(0, 0)


def _fibur(services: Services) -> TournamentId:
    settings = BurracoSettings(first_round=PairingSystem.REGISTRATION)
    tid = burraco_tournament(services, pairs=4, settings=settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


STATES = {"brazilian": with_services(seven_pairs_brazilian), "fibur": with_services(_fibur)}
start, database_url = snapshot_fixtures(STATES)
brazilian = state_value("brazilian")
fibur = state_value("fibur")

# NS closes with a pulito and a sporco, 240 on the table; EW a sporco, 180 on the table.
CLOSES = LineHand(clean=1, dirty=1, closed=True, melded=240)
SPORCO = LineHand(dirty=1, melded=180)


def test_a_hand_with_a_joker_turned_up_scores_no_trumps(
    services: Services, brazilian: TournamentId
) -> None:
    """200 + 100 + 100 + 240 = 640 and 100 + 180 = 280, as without the variant; the mark is
    kept with the hand and comes back with the sheet."""
    hand = HandBreakdown(ns=CLOSES, ew=SPORCO, joker=True)
    result = services.results.enter_hands(brazilian, 1, 1, [hand, NOTHING, NOTHING])
    assert result.hands[0] == HandTotals(640, 280)
    stored = services.results.get(brazilian, 1, 1)
    assert stored is not None and stored.breakdown[0] == hand and stored.breakdown[0].joker


def test_burraco_in_trumps_with_a_joker_turned_up_are_refused(
    services: Services, brazilian: TournamentId
) -> None:
    trumps = LineHand(clean=1, trump_clean=1, dirty=1, closed=True, melded=240)
    hand = HandBreakdown(ns=trumps, ew=SPORCO, joker=True)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(brazilian, 1, 1, [hand, NOTHING, NOTHING])
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert refused.value.scoring_code == "no_trump_suit"
    assert "nessun burraco vale doppio" in describe(refused.value, "it")
    assert "no burraco counts double" in describe(refused.value, "en")
    assert services.results.get(brazilian, 1, 1) is None


def test_without_the_mark_the_trumps_count_double(
    services: Services, brazilian: TournamentId
) -> None:
    """The same pulito in trumps: 400 + 100 + 100 + 240 = 840."""
    trumps = LineHand(clean=1, trump_clean=1, dirty=1, closed=True, melded=240)
    result = services.results.enter_hands(
        brazilian, 1, 1, [HandBreakdown(ns=trumps, ew=SPORCO), NOTHING, NOTHING]
    )
    assert result.hands[0] == HandTotals(840, 280)


def test_a_table_of_three_marks_the_joker_too(services: Services, brazilian: TournamentId) -> None:
    """The third line's pulito counts 200 with the joker turned up."""
    third = LineHand(clean=1, melded=60)
    hand = HandBreakdown(ns=CLOSES, ew=SPORCO, third=third, joker=True)
    nothing = HandTotals(0, 0, 0)
    result = services.results.enter_three(brazilian, 1, 3, hands=[hand, nothing, nothing])
    assert result.hands[0] == HandTotals(640, 280, 260)
    stored = services.results.get(brazilian, 1, 3)
    assert stored is not None and stored.breakdown[0].joker


def test_the_mark_needs_the_brazilian_variant(services: Services, fibur: TournamentId) -> None:
    hand = HandBreakdown(ns=CLOSES, ew=SPORCO, joker=True)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(fibur, 1, 1, [hand, NOTHING, NOTHING])
    assert refused.value.scoring_code == "joker_not_brazilian"
    assert "variante brasiliana" in describe(refused.value, "it")
    assert services.results.get(fibur, 1, 1) is None


def test_the_mark_travels_in_a_tournament_file(
    services: Services, brazilian: TournamentId, tmp_path
) -> None:
    from tournament_app.services.archive.tournament_file import (
        export_tournament_file,
        import_tournament_file,
    )

    hand = HandBreakdown(ns=CLOSES, ew=SPORCO, joker=True)
    services.results.enter_hands(brazilian, 1, 1, [hand, NOTHING, NOTHING])
    path = tmp_path / "brasiliano.torneo"
    export_tournament_file(services, brazilian, path)
    copy = import_tournament_file(services, path, again=True).tournament_id
    stored = services.results.get(copy, 1, 1)
    assert stored is not None and stored.breakdown[0] == hand
