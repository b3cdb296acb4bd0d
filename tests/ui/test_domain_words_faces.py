"""The window, the command line and the exported documents name a tournament's settings with
the same words: a pairing system, a tie-break, the VP table, in Italian and in English."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QComboBox, QWizard

from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    Game,
    PairingSystem,
    ScheduleStep,
    TournamentDraft,
    exports,
)
from tournament_app.services.settings import TieBreak
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY

# Written out here, as a director reads them: the expected words never come from the code.
WORDS = {
    "it": {
        "schedule": "Mitchell ×3 + Danese a gironi ×1",
        "gironi": "Danese a gironi",
        "tie_breaks": "Meno punti subiti, Scontro diretto",
        "vp_table": "FIBUR 3 smazzate",
    },
    "en": {
        "schedule": "Mitchell ×3 + Danish in groups ×1",
        "gironi": "Danish in groups",
        "tie_breaks": "Fewer MP conceded, Head-to-head",
        "vp_table": "FIBUR 3 hands",
    },
}


@pytest.fixture
def tournament_id(ui_context) -> int:
    settings = BurracoSettings(
        schedule=(
            ScheduleStep(PairingSystem.MITCHELL, 3),
            ScheduleStep(PairingSystem.DANESE_GIRONI, 1),
        ),
        tie_breaks=(TieBreak.MP_AGAINST, TieBreak.HEAD_TO_HEAD),
    )
    draft = TournamentDraft(game=Game.BURRACO, name="Gironi", date="2026-12-07", settings=settings)
    return ui_context.services.tournaments.create(draft).id


def _flat(text: str) -> str:
    """Text read back with its line breaks and runs of spaces as single spaces."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def _window(qtbot, ui_context, tournament_id: int, language: str) -> tuple[str, str]:
    """The wizard's summary and the schedule editor's combo box for the gironi step."""
    ui_context.language = language
    tournament = ui_context.services.tournaments.get(tournament_id)
    wizard = NewTournamentWizard(ui_context, tournament=tournament)
    qtbot.addWidget(wizard)
    wizard.show()
    for _page in range(3):
        wizard.button(QWizard.WizardButton.NextButton).click()
    assert wizard.currentId() == PAGE_SUMMARY
    combo = wizard.format_page.schedule.grid.cellWidget(1, 0)
    assert isinstance(combo, QComboBox)
    return _flat(wizard.summary_page.text.text()), combo.currentText()


def _command_line(capsys, database: str, tournament_id: int, language: str) -> str:
    capsys.readouterr()
    code = run_cli(
        ["--db", database, "--lang", language, "tournament", "show", "-t", str(tournament_id)]
    )
    out = capsys.readouterr().out
    assert code == 0, out
    return _flat(out)


def _pdf(ui_context, tournament_id: int, language: str, folder: Path) -> str:
    target = folder / f"classifica-{language}.pdf"
    exports.standings_pdf(ui_context.services, tournament_id, target, language=language)
    return _flat(" ".join(page.extract_text() for page in PdfReader(str(target)).pages))


@pytest.mark.parametrize("language", ["it", "en"])
def test_window_command_line_and_pdf_say_the_same_words(
    qtbot, capsys, ui_context, tournament_id, tmp_path, language
) -> None:
    """The schedule, the tie-breaks and the VP table read alike on the three faces."""
    expected = WORDS[language]
    summary, combo = _window(qtbot, ui_context, tournament_id, language)
    shown = _command_line(capsys, ui_context.database, tournament_id, language)
    printed = _pdf(ui_context, tournament_id, language, tmp_path)

    assert combo == expected["gironi"]
    for face, text in (("window", summary), ("command line", shown), ("pdf", printed)):
        for key in ("schedule", "tie_breaks", "vp_table"):
            assert expected[key] in text, (face, key, text)


def test_the_round_results_name_a_round_by_the_same_system(qtbot, ui_context, tmp_path) -> None:
    """A round seated all'italiana: the rounds page's title and the printed results agree."""
    from tournament_app.services import PlayerSpec

    services = ui_context.services
    settings = BurracoSettings(schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),))
    draft = TournamentDraft(game=Game.BURRACO, name="Girone", date="2026-12-07", settings=settings)
    tid = services.tournaments.create(draft).id
    for number in range(1, 5):
        services.entries.add(
            tid,
            [
                PlayerSpec(surname=f"Rossi{number}", name="Anna"),
                PlayerSpec(surname=f"Neri{number}", name="Luca"),
            ],
        )
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, made.number)
    assert services.rounds.get(tid, made.number).system == PairingSystem.ROUND_ROBIN.value

    from tournament_app.ui.rounds.page import RoundsPage

    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: "Round robin" in page.title.text())

    for language, word in (("en", "Round robin"), ("it", "All'italiana")):
        target = tmp_path / f"risultati-{language}.pdf"
        exports.round_results_pdf(services, tid, made.number, target, language=language)
        printed = _flat(" ".join(p.extract_text() for p in PdfReader(str(target)).pages))
        assert word in printed, printed
        assert "round_robin" not in printed


def test_the_wizard_choices_read_as_tournament_show_words_them(qtbot, capsys, ui_context) -> None:
    """An Italian director: the Danese variant and the not-opened rule are offered in the
    words `tournament show` prints for the tournament they make."""
    from tournament_app.services import NotOpenedRule, Scala40Settings

    ui_context.language = "it"
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    danese = [
        wizard.format_page.danese.itemText(i) for i in range(wizard.format_page.danese.count())
    ]
    assert danese[0] == "Modificato: niente rivincita del turno precedente"
    not_opened = wizard.scala40_page.not_opened
    assert [not_opened.itemText(i) for i in range(not_opened.count())] == [
        "il valore delle carte in mano",
        "100 fissi",
    ]
    settings = Scala40Settings(not_opened=NotOpenedRule.FLAT_100)
    draft = TournamentDraft(game=Game.SCALA40, name="Scala", date="2026-12-07", settings=settings)
    tid = ui_context.services.tournaments.create(draft).id
    shown = _command_line(capsys, ui_context.database, tid, "it")
    assert re.search(r"Non aperto 100 fissi\b", shown), shown
