"""The start screen asks about a tournament file imported before: a copy, the one already
here, or nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_app.services import Scala40Settings, TournamentDraft
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.settings import Game
from tournament_app.ui.start_page import StartPage

COPY, EXISTING = "Import it again as a copy", "Open the existing one"


@pytest.fixture
def imported_once(qtbot, ui_context, tmp_path):
    """The start page, a file and the tournament it was already imported as."""
    services = ui_context.services
    draft = TournamentDraft(Game.SCALA40, "Coppa", date="2026-12-05", settings=Scala40Settings())
    source = services.tournaments.create(draft).id
    path = export_tournament_file(services, source, tmp_path / "coppa.torneo")
    first = import_tournament_file(services, path).tournament_id
    page = StartPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    ui_context.dialogs.files_to_open.append(str(path))
    return page, int(first)


def test_the_question_names_the_earlier_import(qtbot, ui_context, imported_once) -> None:
    """Cancelled, nothing is added; the question named the tournament already imported."""
    page, first = imported_once
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    asked = ui_context.dialogs.asked[-1]
    assert asked["choices"] == [COPY, EXISTING]
    assert f"already imported as “Coppa” (tournament {first}) on " in asked["label"]
    assert asked["label"].endswith(
        "Nothing was imported: import it again as a copy, or open the existing one."
    )
    assert len(ui_context.services.tournaments.list()) == 2
    assert ui_context.dialogs.messages("warn") == []


def test_open_the_existing_one(qtbot, ui_context, imported_once) -> None:
    """Choosing the one already here opens it and imports nothing."""
    page, first = imported_once
    ui_context.dialogs.choices.append(EXISTING)
    with qtbot.waitSignal(page.open_requested) as opened:
        qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    assert opened.args == [first]
    assert len(ui_context.services.tournaments.list()) == 2


def test_import_again_as_a_copy(qtbot, ui_context, imported_once) -> None:
    """Choosing a copy imports the file once more and opens the copy."""
    page, first = imported_once
    ui_context.dialogs.choices.append(COPY)
    with qtbot.waitSignal(page.open_requested) as opened:
        qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    assert opened.args[0] != first
    assert len(ui_context.services.tournaments.list()) == 3
    assert "Coppa" in ui_context.dialogs.messages("inform")[-1]


def test_a_double_clicked_file_opens_the_existing_one_when_chosen(qtbot, ui_context, tmp_path):
    """Started on a file imported before, "open the existing one" leaves that tournament
    open, not the one open last time."""
    from tournament_app.ui.main_window.window import MainWindow

    services = ui_context.services
    draft = TournamentDraft(Game.SCALA40, "Coppa", date="2026-12-05", settings=Scala40Settings())
    source = services.tournaments.create(draft).id
    path = export_tournament_file(services, source, tmp_path / "coppa.torneo")
    first = int(import_tournament_file(services, path).tournament_id)
    ui_context.settings.set_last_tournament(ui_context.database, int(source))
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    ui_context.dialogs.choices.append(EXISTING)
    assert not window.import_tournament_file(str(path))
    assert ui_context.tournament_id == first
    assert len(services.tournaments.list()) == 2
