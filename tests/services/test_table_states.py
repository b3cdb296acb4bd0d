"""Where a round's table stands (services.table_states): decided once by the services, from
the table, its result, its open disagreement and the tournament's rule for unlikely scores,
and worded from the catalogue; the Results page shows the same state."""

from __future__ import annotations

import pytest

from tournament_app.services import BurracoSettings, ResultKind
from tournament_app.services.table_states import TableState, state_words, table_state
from tournament_app.services.values import BurracoResult, Disagreement, HandTotals, RoundTable

SEAT = RoundTable(table=3, ns=(5,), ew=(6,))
SETTINGS = BurracoSettings()


def _result(ns_mp: int, ew_mp: int, hands: tuple[HandTotals, ...] = ()) -> BurracoResult:
    return BurracoResult(3, 3, (5,), (6,), ResultKind.PLAYED, ns_mp, ew_mp, 15, 5, hands, 1)


def test_a_bye_is_a_bye_with_or_without_its_score() -> None:
    bye = RoundTable(table=9, ns=(7,))
    assert table_state(bye, None, None, SETTINGS) is TableState.BYE
    assert table_state(bye, _result(0, 0), None, SETTINGS) is TableState.BYE


def test_a_table_without_a_result_is_missing() -> None:
    assert table_state(SEAT, None, None, SETTINGS) is TableState.MISSING


def test_a_likely_result_is_entered() -> None:
    assert table_state(SEAT, _result(1300, 300), None, SETTINGS) is TableState.ENTERED


def test_unlikely_totals_are_flagged_by_the_tournaments_rule() -> None:
    """3500 to 0 in a turno of three hands: far past the VP table's last band."""
    assert table_state(SEAT, _result(3500, 0), None, SETTINGS) is TableState.FLAGGED
    assert table_state(SEAT, _result(3500, 0), None, None) is TableState.ENTERED


def test_a_turno_entered_hand_by_hand_was_checked_hand_by_hand() -> None:
    hands = (HandTotals(1200, 0), HandTotals(1200, 0), HandTotals(1100, 0))
    assert table_state(SEAT, _result(3500, 0, hands), None, SETTINGS) is TableState.ENTERED


def test_an_open_disagreement_is_a_conflict_before_anything_else() -> None:
    check = Disagreement(3, 3, 1300, 310, 1300, 300, 1, "cassa", "2026-12-05T21:00:00+00:00")
    assert table_state(SEAT, _result(3500, 0), check, SETTINGS) is TableState.CONFLICT


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("it", ["mancante", "inserito", "da verificare", "discordante", "riposo"]),
        ("en", ["missing", "entered", "flagged", "conflict", "bye"]),
    ],
)
def test_each_state_has_its_words(language: str, words: list[str]) -> None:
    assert [state_words(state, language) for state in TableState] == words
