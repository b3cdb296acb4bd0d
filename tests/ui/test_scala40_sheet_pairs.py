"""A scala 40 pairs table on the window's sheet (issue #19): a column per player of the two
pairs, who closed marked and the others' points typed; the grid by pair, the match's hands won
and result under it; the standings rank the pairs by match points."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.builders.tournaments import pair, published_round, scala40_tournament
from tournament_app.services import Scala40Form, Scala40Format, Scala40Settings
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.results.page import ResultsPage

PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=2
)


def _open_pairs_sheet(qtbot, ui_context, pairs: int = 4):
    tid = scala40_tournament(ui_context.services, pairs, PAIRS, roster=pair)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    panel = page.scala40
    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    return tid, panel.sheet


def _play(qtbot, sheet, closer, points) -> None:
    button = sheet.pair_closers[closer]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    last = None
    for seat, typed in points.items():
        edit = sheet.pair_edits[seat]
        edit.clear()
        qtbot.keyClicks(edit, str(typed))
        last = edit
    qtbot.keyClick(last, Qt.Key.Key_Return)


def test_a_pairs_match_played_in_the_window(qtbot, ui_context) -> None:
    """Four players on the line, the hand to the closer's pair, first to 3 wins the match."""
    tid, sheet = _open_pairs_sheet(qtbot, ui_context)
    a, b = sheet.sheet.players
    assert set(sheet.pair_edits) == {(a, 1), (a, 2), (b, 1), (b, 2)}
    assert sheet.point_edits == {}  # no singles line
    assert not sheet.in_hand.isVisible()
    _play(qtbot, sheet, (a, 2), {(a, 1): 5, (b, 1): "K Q", (b, 2): 30})
    assert sheet.error.text() == ""
    assert dict(sheet.sheet.totals) == {a: 5, b: 50}
    assert "Match to 3" in sheet.outcome.text()
    assert f"pair {a}: 1 hand won, 5 penalty points; pair {b}: 0 hands won" in (
        sheet.outcome.text()
    )
    _play(qtbot, sheet, (b, 1), {(a, 1): 10, (a, 2): 10, (b, 2): 1})
    _play(qtbot, sheet, (a, 1), {(a, 2): 2, (b, 1): 3, (b, 2): 4})
    _play(qtbot, sheet, (a, 1), {(a, 2): 2, (b, 1): 3, (b, 2): 4})
    assert sheet.sheet.finished
    assert f"Pair {a}" in sheet.outcome.text() and "wins the match (2 match points)" in (
        sheet.outcome.text()
    )
    assert sheet.model.rowCount() == 5  # four hands and the totals row
    assert not any(edit.isEnabled() for edit in sheet.pair_edits.values())
    points = {row.entry: row.points for row in ui_context.services.standings.overall(tid)}
    assert (points[a], points[b]) == (2, 0)


def test_time_called_at_one_hand_each_is_a_draw_of_one_match_point(qtbot, ui_context) -> None:
    """One hand each, then time: a draw, 1 match point each (the default 2, 1, 0), said in the
    singular as a hand won is."""
    _tid, sheet = _open_pairs_sheet(qtbot, ui_context)
    a, b = sheet.sheet.players
    _play(qtbot, sheet, (a, 2), {(a, 1): 5, (b, 1): 20, (b, 2): 30})
    _play(qtbot, sheet, (b, 1), {(a, 1): 10, (a, 2): 10, (b, 2): 1})
    ui_context.dialogs.confirmations.append(True)
    sheet.timeout_button.click()
    assert sheet.sheet.finished
    assert sheet.outcome.text().startswith("A draw, 1 match point each. ")
    assert f"pair {a}: 1 hand won" in sheet.outcome.text()


def test_a_hand_without_its_closer_is_not_recorded(qtbot, ui_context) -> None:
    """No closer marked and no 0 typed: the line says so and nothing is saved."""
    _, sheet = _open_pairs_sheet(qtbot, ui_context)
    _, b = sheet.sheet.players
    for seat in sheet.pair_edits:
        sheet.pair_edits[seat].setText("7")
    qtbot.keyClick(sheet.pair_edits[(b, 2)], Qt.Key.Key_Return)
    assert "Mark who closed" in sheet.error.text()
    assert sheet.sheet.hands == ()


def test_the_standings_page_ranks_pairs(qtbot, ui_context) -> None:
    """The Standings page shows the pairs with match points and hands won less lost."""
    from tournament_app.ui.standings.page import StandingsPage

    _, sheet = _open_pairs_sheet(qtbot, ui_context)
    a, b = sheet.sheet.players
    for _ in range(3):
        _play(qtbot, sheet, (b, 1), {(a, 1): 10, (a, 2): 10, (b, 2): 1})
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    titles = [
        page.model.headerData(column, Qt.Orientation.Horizontal)
        for column in range(page.model.columnCount())
    ]
    assert {"Pair", "Match points", "Hands won − lost"} <= set(titles)
    first = page.model.rows()[0]
    assert (first.entry, first.points, first.game_point_difference) == (b, 2, 3)
    column = page.model.column_index("game_point_difference")
    row_of_a = next(i for i, row in enumerate(page.model.rows()) if row.entry == a)
    assert page.model.index(row_of_a, column).data() == "-3"


def test_a_hand_corrected_in_the_window(qtbot, ui_context) -> None:
    """Enter on a hand loads it into the line; saved, the hand goes to the right pair."""
    _, sheet = _open_pairs_sheet(qtbot, ui_context)
    a, b = sheet.sheet.players
    _play(qtbot, sheet, (a, 1), {(a, 2): 5, (b, 1): 10, (b, 2): 20})
    sheet.load_hand(0)
    assert sheet.pair_edits[(b, 2)].text() == "20"
    assert sheet.pair_closers[(a, 1)].isChecked()
    _play(qtbot, sheet, (b, 2), {(a, 1): 7, (a, 2): 5, (b, 1): 10})
    assert sheet.error.text() == ""
    assert sheet.correcting is None
    assert sheet.sheet.hands[0].closer == b and len(sheet.sheet.hands) == 1
    assert dict(sheet.sheet.totals) == {a: 12, b: 10}


def test_a_pairs_hand_recorded_reads_its_sheet_once(qtbot, ui_context, monkeypatch) -> None:
    """A pairs hand typed draws the sheet again once (with the page around it), the line
    emptied for the next hand."""
    _, sheet = _open_pairs_sheet(qtbot, ui_context)
    a, b = sheet.sheet.players
    results = ui_context.services.results
    one_sheet = results.sheet
    read: list[object] = []
    monkeypatch.setattr(results, "sheet", lambda *key: read.append(key) or one_sheet(*key))
    _play(qtbot, sheet, (a, 2), {(a, 1): 5, (b, 1): "K Q", (b, 2): 30})
    assert dict(sheet.sheet.totals) == {a: 5, b: 50}
    assert len(read) == 1
    assert all(edit.text() == "" for edit in sheet.pair_edits.values())


# The match line after each of two hands, pair A closing both: first A 1 point, B 1 and 1;
# then A 0, B 5 and 5.
STANDINGS_SAID = {
    "en": (
        "pair {a}: 1 hand won, 1 penalty point; pair {b}: 0 hands won, 2 penalty points",
        "pair {a}: 2 hands won, 1 penalty point; pair {b}: 0 hands won, 12 penalty points",
    ),
    "it": (
        "coppia {a}: 1 mano vinta, 1 punto di penalità; coppia {b}: 0 mani vinte,"
        " 2 punti di penalità",
        "coppia {a}: 2 mani vinte, 1 punto di penalità; coppia {b}: 0 mani vinte,"
        " 12 punti di penalità",
    ),
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_single_penalty_point_reads_in_the_singular(qtbot, ui_context, language) -> None:
    """1 penalty point, not "1 penalty points" ("1 punto di penalità", not "1 punti"); 0, 2
    and 12 in the plural, in both languages, beside the hands won."""
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    ui_context.language = language
    try:
        _tid, sheet = _open_pairs_sheet(qtbot, ui_context)
        a, b = sheet.sheet.players
        first, second = (said.format(a=a, b=b) for said in STANDINGS_SAID[language])
        _play(qtbot, sheet, (a, 2), {(a, 1): 1, (b, 1): 1, (b, 2): 1})
        assert sheet.outcome.text().endswith(first), sheet.outcome.text()
        # Pair A closes again, its other player left with nothing: still 1 point in all.
        _play(qtbot, sheet, (a, 1), {(a, 2): 0, (b, 1): 5, (b, 2): 5})
        assert sheet.outcome.text().endswith(second), sheet.outcome.text()
    finally:
        switcher.apply("en")
        ui_context.language = "en"


@pytest.mark.parametrize(
    ("win", "language", "said"),
    [
        (1, "en", "wins the match (1 match point)"),
        (2, "en", "wins the match (2 match points)"),
        (1, "it", "(1 punto partita)"),
        (2, "it", "(2 punti partita)"),
    ],
)
def test_the_winners_match_points_agree_with_their_number(
    qtbot, ui_context, win: int, language: str, said: str
) -> None:
    """A match to 1 hand where a win is worth `win` match points: the result reads "1 match
    point" ("1 punto partita") for 1, the plural for 2."""
    settings = replace(PAIRS, pairs_target=1, match_points=(win, 0, 0))
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    try:
        tid = scala40_tournament(ui_context.services, 4, settings, roster=pair)
        published_round(ui_context.services, tid)
        ui_context.open_tournament(tid)
        page = ResultsPage(ui_context)
        qtbot.addWidget(page)
        page.show()
        qtbot.waitExposed(page)
        qtbot.keyClicks(page.scala40.table_edit, "1")
        qtbot.keyClick(page.scala40.table_edit, Qt.Key.Key_Return)
        sheet = page.scala40.sheet
        a, b = sheet.sheet.players
        _play(qtbot, sheet, (a, 2), {(a, 1): 5, (b, 1): 20, (b, 2): 30})
        assert sheet.sheet.finished
        shown = sheet.outcome.text()
    finally:
        switcher.apply("en")
    assert said in shown
    assert "1 match points" not in shown and "1 punti partita" not in shown
