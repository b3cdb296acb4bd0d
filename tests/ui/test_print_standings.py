"""The Standings page's Print…: a ranking that can be posted on the wall.

Printed to a PDF offscreen through the same painting the print preview uses, then read back:
the heading row on every page, the names whole on one line, the differences signed, empty
columns left out, the tournament named at the foot of each page with "page N of M".
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import (
    BurracoSettings,
    Game,
    NewEntry,
    PlayerSpec,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.ui.export_actions import paint_view, standings_caption
from tournament_app.ui.print_preview import view_printer
from tournament_app.ui.standings.page import StandingsPage

PAIRS = 60  # 30 tables: more rows than one page holds


def _names(number: int) -> tuple[PlayerSpec, PlayerSpec]:
    """Pair `number`: long Italian surnames, as a club's list has them."""
    return (
        PlayerSpec(surname=f"Dell'Acqua{number}", name="Mariangela"),
        PlayerSpec(surname=f"Sant'Angelo{number}", name="Giovanni"),
    )


def _evening(services: Services, *, categories: bool = False) -> TournamentId:
    """A burraco evening of PAIRS pairs, round 1 played: NS 640 - EW 245 at every table
    (with `categories`, every pair in one: "Non classificati"); the pairs entered in one
    call, as an import enters them."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Coppa d'Inverno «Città di Sant'Elia»",
            date="2026-11-30",
            settings=BurracoSettings(),
        )
    )
    category = "Non classificati" if categories else None
    services.entries.add_many(
        tournament.id,
        [NewEntry(_names(number), category=category) for number in range(1, PAIRS + 1)],
    )
    made = services.rounds.generate(tournament.id)
    services.rounds.publish(tournament.id, made.number)
    for seat in services.rounds.get(tournament.id, made.number).tables:
        services.results.enter_totals(tournament.id, made.number, seat.table, 640, 245)
    return tournament.id


def _evening_in_categories(services: Services) -> TournamentId:
    return _evening(services, categories=True)


# Each evening built once per process (on SQLite, the window's database) and copied per test.
STATES = {
    "evening": with_services(_evening, station="test"),
    "evening_in_categories": with_services(_evening_in_categories, station="test"),
}


start, ui_context = ui_snapshot_fixtures(STATES)
evening = state_value("evening")
evening_in_categories = state_value("evening_in_categories")


def _texts(path: Path) -> list[str]:
    """Each page's text as poppler reads it (pypdf took seconds a page), its blank lines
    and runs of spaces dropped, its ligatures as letters ("ﬁ" is "fi")."""
    pages = unicodedata.normalize("NFKC", pdf_text(path, layout=False)).split("\f")
    return [re.sub(r"\n+", "\n", re.sub(r"[ \t]+", " ", text)) for text in pages[:-1]]


def _printed(
    qtbot, ui_context, tid: TournamentId, tmp_path
) -> tuple[StandingsPage, PdfReader, list[str]]:
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.model.rowCount() == PAIRS)
    printer = view_printer(page.view)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    target = tmp_path / "classifica.pdf"
    printer.setOutputFileName(str(target))
    assert paint_view(printer, page.view, *standings_caption(page)) > 1
    pdf = PdfReader(str(target))
    texts = _texts(target)
    assert len(texts) == len(pdf.pages)
    return page, pdf, texts


def test_the_printed_ranking_repeats_its_heading_and_keeps_names_whole(
    qtbot, ui_context, evening, tmp_path
):
    """Page 2 starts with the column headings; every pair's names stand on one line."""
    _page, _pdf, pages = _printed(qtbot, ui_context, evening, tmp_path)
    assert 2 <= len(pages) <= 4  # 60 rows, about 30 a page; not one row broken over lines
    for text in pages:
        assert "Rank\nNo.\nPlayers\nVP\n" in text
    everything = "\n".join(pages)
    for number in range(1, PAIRS + 1):
        first, second = _names(number)
        whole = f"{first.surname} {first.name} - {second.surname} {second.name}"
        assert re.search(rf"^(?:{number} )?{re.escape(whole)}$", everything, re.M), whole


def test_the_printed_ranking_signs_the_differences_and_names_itself(
    qtbot, ui_context, evening, tmp_path
):
    """640 - 245: the 30 NS pairs gained 395 and print +395, the EW pairs -395; each page
    names the tournament, what it shows and its number; a wide table prints landscape: the
    30 NS pairs level on everything, and the 30 EW pairs, each say a draw of lots is still
    to be made, and that column does not fit beside the seven others on a portrait page."""
    _page, pdf, texts = _printed(qtbot, ui_context, evening, tmp_path)
    everything = "\n".join(texts)
    assert len(re.findall(r"\+395\b", everything)) == PAIRS // 2
    assert len(re.findall(r"-395\b", everything)) == PAIRS // 2
    assert everything.count("tied: draw of lots to be made") == PAIRS
    for number, (page, text) in enumerate(zip(pdf.pages, texts, strict=True), start=1):
        assert "Coppa d'Inverno «Città di Sant'Elia»" in text
        assert "Standings" in text and "after round 1" in text
        assert f"page {number} of {len(pdf.pages)}" in text
        box = page.mediabox
        assert box.width > box.height


def test_a_wide_ranking_prints_landscape_with_names_whole(
    qtbot, ui_context, evening_in_categories, tmp_path
):
    """A category column as well ("Non classificati"): too wide for portrait, printed
    landscape, the names still on one line."""
    _page, pdf, texts = _printed(qtbot, ui_context, evening_in_categories, tmp_path)
    everything = "\n".join(texts)
    for page, text in zip(pdf.pages, texts, strict=True):
        assert page.mediabox.width > page.mediabox.height
        assert "Cat." in text
    assert everything.count("Non classificati") == PAIRS
    first, second = _names(PAIRS)
    whole = f"{first.surname} {first.name} - {second.surname} {second.name}"
    assert re.search(rf"^(?:{PAIRS} )?{re.escape(whole)}$", everything, re.M), whole


def test_columns_nobody_fills_are_not_printed(qtbot, ui_context, evening, tmp_path):
    """Nobody withdrew, no group, no category, no penalty: those columns are not printed."""
    page, _pdf, texts = _printed(qtbot, ui_context, evening, tmp_path)
    text = texts[0]
    for heading in ("Status", "Group", "Cat.", "Pen. VP"):
        assert heading in [
            str(page.model.headerData(c, _horizontal())) for c in range(page.model.columnCount())
        ]  # the window has the column...
        assert heading not in text  # ...but it holds nothing, so the paper does not


def _horizontal():
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal
