"""A figure the rules refuse on the Results page's quick line is the one marked and selected:
the red frame and the cursor on the wrong figure (NS, EW, or a table of three's third line),
so the director types the fix over it, never over the good figure beside it; the services'
sentence names its line. In both languages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import (
    burraco_tournament,
    published_round,
    sixteen_pairs_round_one,
    type_line,
)
from tests.builders.snapshots import opened_tournament, started, with_services
from tournament_app.services import BurracoSettings, PairingSystem, ScheduleStep, ThreePairsTables
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.results.page import ResultsPage

STATES = {"evening": with_services(sixteen_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


evening = opened_tournament("evening")

# How each language opens the refusal and names a line and a figure (the catalogue's
# scoring_openings, line_names and scoring_values).
OPENING = {
    "en": "Invalid score ({0} line, MP {1}): ",
    "it": "Punteggio non valido (linea {0}, punti {1}): ",
}
LINES = {
    "en": {"ns": "NS", "ew": "EW", "third": "3rd"},
    "it": {"ns": "NS", "ew": "EO", "third": "3ª"},
}
NOT_MULTIPLE = {
    "en": "every burraco score is a multiple of 5",
    "it": "a burraco ogni punteggio è un multiplo di 5",
}


@pytest.fixture(params=["en", "it"])
def language(request, qapp, ui_context) -> Iterator[str]:
    languages = LanguageSwitcher()
    languages.apply(request.param)
    ui_context.language = request.param
    try:
        yield request.param
    finally:
        languages.apply("en")


def shown_page(qtbot, context) -> ResultsPage:
    page = ResultsPage(context)
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    page.focus_entry()
    return page


def marked(page: ResultsPage) -> list[str]:
    """The quick line's fields framed in red."""
    fields = {"table": page.table_edit, "ns": page.ns_edit, "ew": page.ew_edit}
    return [name for name, edit in fields.items() if "#b00020" in edit.styleSheet()]


@pytest.mark.parametrize(
    ("ns", "ew", "wrong", "figure"),
    [
        (900, 643, "ew", 643),  # the audit's line: table 4, 900, 643
        (641, 245, "ns", 641),
        (643, 643, "ns", 643),  # both wrong: the first, NS, then EW's turn
    ],
)
def test_the_wrong_figure_is_marked_and_selected(
    qtbot, ui_context, evening, language, ns, ew, wrong, figure
) -> None:
    page = shown_page(qtbot, ui_context)
    type_line(qtbot, page, 4, ns, ew)
    said = page.error_label.text()
    opening = OPENING[language].replace("{0}", LINES[language][wrong]).replace("{1}", str(figure))
    assert said.startswith(opening), said
    assert NOT_MULTIPLE[language] in said
    field = getattr(page, f"{wrong}_edit")
    assert marked(page) == [wrong]
    assert page.focusWidget() is field
    assert field.selectedText() == str(figure)
    assert ui_context.services.results.get(evening, 1, 4) is None


def test_the_fix_is_typed_over_the_wrong_figure_and_saved(qtbot, ui_context, evening) -> None:
    """900, 643 refused: typing 640 replaces the EW figure selected (NS keeps its 900), and
    Enter saves 900-640."""
    page = shown_page(qtbot, ui_context)
    type_line(qtbot, page, 4, 900, 643)
    qtbot.keyClicks(page.focusWidget(), "640")
    assert (page.ns_edit.text(), page.ew_edit.text()) == ("900", "640")
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)
    saved = ui_context.services.results.get(evening, 1, 4)
    assert (saved.ns_mp, saved.ew_mp) == (900, 640)
    assert marked(page) == []


def test_a_figure_no_turno_scores_is_marked_where_it_was_typed(
    qtbot, ui_context, evening, language
) -> None:
    """EW 90000 (beyond any turno's 40,000: an extra zero): EW is marked, its line named."""
    page = shown_page(qtbot, ui_context)
    type_line(qtbot, page, 2, 640, 90000)
    assert marked(page) == ["ew"]
    assert page.focusWidget() is page.ew_edit and page.ew_edit.selectedText() == "90000"
    opening = OPENING[language].replace("{0}", LINES[language]["ew"]).replace("{1}", "90000")
    assert page.error_label.text().startswith(opening.split(", ")[0])
    assert ui_context.services.results.get(evening, 1, 2) is None


def test_at_a_table_of_three_the_third_figure_is_marked(qtbot, ui_context, language) -> None:
    """Seven pairs, 5 v 6 v 7 at table 3: 640, 245, 403 refused on the third line's field."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.WHEN_NEEDED,
    )
    tid = burraco_tournament(ui_context.services, 7, settings)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = shown_page(qtbot, ui_context)
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "3")
    for edit, figure in ((page.ns_edit, "640"), (page.ew_edit, "245"), (page.third_edit, "403")):
        qtbot.keyClicks(edit, figure)
    qtbot.keyClick(page.third_edit, Qt.Key.Key_Return)
    said = page.error_label.text()
    # Said by the services' save, which names where too: round 1, table 3.
    where = {"en": "round 1, table 3, ", "it": "turno 1, tavolo 3, "}[language]
    opening = OPENING[language].replace("{0}", LINES[language]["third"]).replace("{1}", "403")
    assert said.startswith(opening.replace("(", f"({where}")), said
    assert "#b00020" in page.third_edit.styleSheet()
    assert marked(page) == []  # neither NS nor EW
    assert page.focusWidget() is page.third_edit
    assert page.third_edit.selectedText() == "403"
    assert ui_context.services.results.get(tid, 1, 3) is None
