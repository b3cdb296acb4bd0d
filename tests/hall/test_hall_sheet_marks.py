"""The hall's running scala 40 sheet writes the printed sheet's marks, with its legend's words:
C who went out, M a chiusura in mano (by the C, as on paper), N not opened, X out, R re-entered
with the total the player came back on, P the director's penalty points (scala40.md, "The table
scoresheet"); never letters of its own ("NA")."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tournament_app.hall.sheet_pages import sheet_body, sheet_view
from tournament_app.services import (
    PenaltyKind,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    hall_pages,
)

LEGENDS = {
    "it": "Segni: C = chiude · M = chiusura in mano (nessun raddoppio) · N = non aperto"
    " · X = eliminato · R = rientrato"
    " · P = punti di penalità del direttore, nel totale da questa smazzata",
    "en": "Marks: C = goes out · M = goes out in one (no doubling) · N = not opened · X = out"
    " · R = re-entered · P = the director's penalty points, in the total from this hand",
}


def _played(services: Services) -> tuple[int, tuple[int, ...]]:
    """Four players, one re-entry allowed. Hand 1: a goes out in one go, b had not opened
    (60 in hand), c is out on 110 and re-enters on 60 (b's, the highest total in play), d 5;
    then 10 penalty points to d in round 1 (counted in d's last hand, hand 1)."""
    tid = scala40_tournament(services, 4, Scala40Settings(reentries=1))
    published_round(services, tid)
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    hand = Scala40Hand(((a, 0), (b, 60), (c, 110), (d, 5)), closer=a, in_hand=True, not_opened=(b,))
    sheet = services.results.enter_hand(tid, 1, 1, hand)
    services.results.reenter(tid, 1, 1, c, expected_version=sheet.version)
    services.penalties.add(tid, d, PenaltyKind.MP, reason="ritardo", round_number=1, mp=10)
    return tid, (a, b, c, d)


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_sheet_writes_the_printed_marks(services: Services, language: str) -> None:
    tid, (a, b, c, d) = _played(services)
    data = hall_pages.hall_sheet(services, tid, 1, 1, language=language)
    view = sheet_view(language, data)
    (line,) = view.rows
    cells = {n: (cell.shown, cell.marks) for n, cell in zip(view.numbers, line.cells, strict=True)}
    assert cells == {
        a: ("0", "C M"),
        b: ("60", "N"),
        c: ("110", "X R 60"),
        d: ("5", "P +10"),
    }
    assert view.legend == LEGENDS[language]
    body = sheet_body(language, data)
    for marks in ("C M", "N", "X R 60", "P +10"):
        assert f'<span class="mark">{marks}</span>' in body
    assert "NA" not in body


def test_a_reentry_after_a_hand_sat_out_keeps_its_r(services: Services) -> None:
    """c out in hand 1 (110) sits out hand 2, then re-enters: her hand-2 cell has no figure
    and the R with the total she is back on (b's 60 + 20 = 80, the highest in play)."""
    tid = scala40_tournament(services, 4, Scala40Settings(reentries=1))
    published_round(services, tid)
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    sheet = services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 60), (c, 110), (d, 5)), closer=a)
    )
    sheet = services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 20), (d, 5)), closer=a), expected_version=sheet.version
    )
    services.results.reenter(tid, 1, 1, c, expected_version=sheet.version)
    view = sheet_view("en", hall_pages.hall_sheet(services, tid, 1, 1, language="en"))
    second = view.rows[1].cells[view.numbers.index(c)]
    assert (second.shown, second.marks) == ("", "R 80")


def test_a_placement_points_sheet_lists_no_penalty_mark(services: Services) -> None:
    """With placement points the director's penalty points are a ranking penalty, never on
    the table's sheet: its legend has no P."""
    tid = scala40_tournament(services, 4, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS))
    published_round(services, tid)
    legend = hall_pages.hall_sheet(services, tid, 1, 1, language="en").legend
    assert legend == (
        "Marks: C = goes out · M = goes out in one (no doubling) · N = not opened · X = out"
    )
