"""Where prints and exports are proposed: the folder the director used last, else a Torneo
folder in Documents, never the system's temporary folder; named after the tournament and the
round in the window's words, so next week's files do not overwrite this week's."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

import tournament_app.ui.export_actions as export_actions
from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.export_actions import file_name
from tournament_app.ui.rounds.page import RoundsPage
from tournament_app.ui.settings import Settings
from tournament_app.ui.standings.page import StandingsPage
from tournament_app.ui.start_page import StartPage


@dataclass
class ProposingDialogs(ScriptedDialogs):
    """Scripted dialogs that also record the path each file picker proposed."""

    proposed: list[Path] = field(default_factory=list)

    def save_file(self, parent, caption, filters, directory="", *, confirm_overwrite=True):
        self.proposed.append(Path(directory))
        return super().save_file(
            parent, caption, filters, directory, confirm_overwrite=confirm_overwrite
        )


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A home folder of the test's own, whose Documents the pickers propose."""
    folder = tmp_path / "home"
    (folder / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / ".config"))
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    return folder


@pytest.fixture
def context(qapp, tmp_path, home):
    database = str(tmp_path / "club.sqlite3")
    context = AppContext(
        open_services(database, station="test"),
        dialogs=ProposingDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="test",
        language="en",
        database=database,
    )
    yield context
    context.close()


def test_the_first_printout_is_proposed_in_documents_named_after_tournament_and_round(
    qtbot, context, home
):
    """Scoresheets of round 1 of "Serata del giovedì" (26 November 2026): proposed as
    Documents/Torneo/"Serata del giovedì 2026-11-26 - round 1 - scoresheets.pdf"."""
    tid = burraco_tournament(context.services, 8)
    context.open_tournament(tid)
    page = RoundsPage(context)
    qtbot.addWidget(page)
    page.generate_next()
    qtbot.mouseClick(page.findChild(QPushButton, "scoresheets_pdf"), Qt.MouseButton.LeftButton)
    expected = (
        home / "Documents" / "Torneo" / "Serata del giovedì 2026-11-26 - round 1 - scoresheets.pdf"
    )
    assert context.dialogs.proposed == [expected]
    assert expected.parent.is_dir()  # created, so the picker opens there


def test_the_next_file_is_proposed_where_the_director_saved_the_last(qtbot, context, tmp_path):
    """Saved once on a USB stick: the standings and the prize list are proposed there too,
    the standings named after the round they follow, and so are the next runs' (Settings)."""
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    tid = burraco_tournament(context.services, 4)
    published_round(context.services, tid)
    context.open_tournament(tid)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    context.dialogs.files_to_save.append(str(stick / "classifica.pdf"))
    assert export_actions.write_standings_pdf(page) == stick / "classifica.pdf"
    export_actions.write_prize_list_pdf(page)  # cancelled: nothing queued
    assert context.dialogs.proposed[1] == (stick / "Serata del giovedì 2026-11-26 - prize list.pdf")
    assert context.dialogs.proposed[0].name == (
        "Serata del giovedì 2026-11-26 - round 1 - standings.pdf"
    )
    assert Settings(context.settings.path).export_folder == stick


def test_a_folder_gone_since_is_not_proposed(qtbot, context, home, tmp_path):
    """The stick used last time is not plugged in: Documents/Torneo again."""
    context.settings.export_folder = tmp_path / "unplugged"
    tid = burraco_tournament(context.services, 4)
    context.open_tournament(tid)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    export_actions.export_everything(page)
    assert context.dialogs.proposed == [
        home / "Documents" / "Torneo" / "Serata del giovedì 2026-11-26.xlsx"
    ]


def test_export_tournament_file_is_proposed_beside_the_printouts(qtbot, context, home):
    """File ▸ Export tournament file…: Documents/Torneo, not the program's folder."""
    tid = burraco_tournament(context.services, 4)
    page = StartPage(context)
    qtbot.addWidget(page)
    page.refresh()
    page.view.selectRow(0)
    assert page.selected().id == tid
    page.export_selected()
    assert context.dialogs.proposed == [
        home / "Documents" / "Torneo" / "Serata del giovedì 2026-11-26.torneo"
    ]


def test_file_names_hold_no_character_windows_refuses():
    """A tournament named with a slash, a colon, quotes or a question mark still names a
    file Windows can write; a device name gets a mark."""
    name = file_name('Coppa 1/2: "finale"?', "round 3", "standings", suffix=".pdf")
    assert name == "Coppa 1-2 finale - round 3 - standings.pdf"
    assert not set('<>:"/\\|?*') & set(name.removesuffix(".pdf"))
    assert file_name("CON", suffix=".xlsx") == "CON_.xlsx"
    assert file_name("  ", suffix=".xlsx") == "Torneo.xlsx"
