"""The start screen lists the club's tournaments and opens, deletes, exports and imports them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    TournamentDraft,
    open_services,
)
from tournament_app.ui.start_page import StartPage


def create(context, name: str, date: str, game: Game = Game.BURRACO) -> int:
    settings = BurracoSettings() if game is Game.BURRACO else Scala40Settings()
    draft = TournamentDraft(game=game, name=name, date=date, settings=settings)
    return int(context.services.tournaments.create(draft).id)


@pytest.fixture
def page(qtbot, ui_context):
    page = StartPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    return page


def listed(page: StartPage) -> list[tuple[str, ...]]:
    model = page.proxy
    return [
        tuple(str(model.index(r, c).data()) for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def test_an_empty_database_offers_the_demo(page) -> None:
    """With no tournament the welcome box and its demo button are shown."""
    assert page.demo_box.isVisible()
    assert page.model.rowCount() == 0
    assert not page.open_button.isEnabled()


def test_tournaments_are_listed_newest_first_with_their_facts(qtbot, page, ui_context) -> None:
    """Name, game, date, status, entries and rounds; the newest date on top."""
    older = create(ui_context, "Ottobre", "2026-10-02")
    create(ui_context, "Scala novembre", "2026-11-20", Game.SCALA40)
    ui_context.services.entries.add(
        older, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")]
    )
    assert not page.demo_box.isVisible()
    rows = listed(page)
    assert [r[0] for r in rows] == ["Scala novembre", "Ottobre"]
    assert rows[0][1] == "Scala 40" and rows[1][1] == "Burraco"
    assert rows[1][3] == "Registration"
    assert rows[1][4] == "1"  # one entry
    assert rows[1][5] == "0"  # no round yet


def test_enter_opens_the_selected_tournament(qtbot, page, ui_context) -> None:
    """Selecting a row and pressing Enter asks the window to open that tournament."""
    create(ui_context, "Ottobre", "2026-10-02")
    wanted = create(ui_context, "Novembre", "2026-11-20")
    page.view.setFocus()
    page.view.selectRow(0)
    with qtbot.waitSignal(page.open_requested) as blocker:
        qtbot.keyPress(page.view, Qt.Key.Key_Return)
    assert blocker.args == [wanted]


def test_delete_asks_and_removes(qtbot, page, ui_context) -> None:
    """Delete asks first; after Yes the tournament is gone from the list and the database."""
    create(ui_context, "Da cancellare", "2026-10-02")
    page.view.selectRow(0)
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert "Da cancellare" in ui_context.dialogs.messages("confirm")[-1]
    assert ui_context.services.tournaments.list() == ()
    assert page.model.rowCount() == 0
    assert page.demo_box.isVisible()


def test_export_then_import_into_another_database(qtbot, page, ui_context, tmp_path) -> None:
    """A tournament saved to a file is added, with its entries, to another club's database."""
    tid = create(ui_context, "Da spedire", "2026-10-02")
    ui_context.services.entries.add(
        tid, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")]
    )
    page.refresh()
    page.view.selectRow(0)
    target = tmp_path / "spedito.torneo"
    ui_context.dialogs.files_to_save.append(str(target))
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    assert target.exists()
    assert "Da spedire" in ui_context.dialogs.messages("inform")[-1]

    other = open_services(str(tmp_path / "altro.sqlite3"), station="altro")
    try:
        from tournament_app.ui.context import AppContext
        from tournament_app.ui.dialogs import ScriptedDialogs

        context2 = AppContext(
            other, dialogs=ScriptedDialogs(), settings=ui_context.settings, language="en"
        )
        page2 = StartPage(context2)
        qtbot.addWidget(page2)
        context2.dialogs.files_to_open.append(str(target))
        with qtbot.waitSignal(page2.open_requested) as blocker:
            qtbot.mouseClick(page2.import_button, Qt.MouseButton.LeftButton)
        imported = other.tournaments.get(blocker.args[0])
        assert imported.name == "Da spedire"
        assert [e.names for e in other.entries.list(imported.id)] == ["Rossi Anna - Neri Ugo"]
        assert [r[0] for r in listed(page2)] == ["Da spedire"]
    finally:
        other.close()


def test_a_file_that_is_not_a_tournament_is_refused(qtbot, page, ui_context, tmp_path) -> None:
    """Importing any other file says it is not a tournament file; nothing is added."""
    bogus = tmp_path / "note.torneo"
    bogus.write_text("not a zip", encoding="utf-8")
    ui_context.dialogs.files_to_open.append(str(bogus))
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    assert "note.torneo" in ui_context.dialogs.messages("warn")[-1]
    assert ui_context.services.tournaments.list() == ()


def test_tournament_model_passes_qt_model_tester(page, ui_context, qtmodeltester) -> None:
    """The tournament list model keeps every promise a Qt view relies on."""
    create(ui_context, "Ottobre", "2026-10-02")
    page.refresh()
    qtmodeltester.check(page.model, force_py=True)


def test_the_demo_button_makes_both_demo_tournaments(qtbot, page, ui_context) -> None:
    """On first run the demo button creates a burraco and a scala 40 tournament and opens
    the burraco one; the welcome box then goes away."""
    with qtbot.waitSignal(page.open_requested, timeout=60000) as blocker:
        qtbot.mouseClick(page.demo_button, Qt.MouseButton.LeftButton)
    games = {t.game for t in ui_context.services.tournaments.list()}
    assert games == {Game.BURRACO, Game.SCALA40}
    opened = ui_context.services.tournaments.get(blocker.args[0])
    assert opened.game is Game.BURRACO
    assert opened.entries == 16
    assert not page.demo_box.isVisible()
    assert ui_context.settings.demo_offered


def test_a_running_tournament_is_marked_finished_and_reopened(qtbot, page, ui_context) -> None:
    """Mark finished sets the status the season ranking counts; Reopen takes it back."""
    from tournament_app.services import TournamentStatus

    tid = create(ui_context, "Serata", "2026-10-02")
    for n in range(4):
        ui_context.services.entries.add(
            tid, [PlayerSpec(surname=f"R{n}", name="A"), PlayerSpec(surname=f"N{n}", name="B")]
        )
    page.refresh()
    page.view.selectRow(0)
    assert not page.finish_button.isEnabled()  # still in registration
    first = ui_context.services.rounds.generate(tid)
    ui_context.services.rounds.publish(tid, first.number)  # publishing starts the tournament
    assert page.finish_button.isEnabled()
    # Round 1 has no result yet: the director is told so and confirms.
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.finish_button, Qt.MouseButton.LeftButton)
    assert "round 1 is still in play" in ui_context.dialogs.messages("confirm")[-1]
    assert ui_context.services.tournaments.get(tid).status is TournamentStatus.FINISHED
    assert listed(page)[0][3] == "Finished"
    assert page.finish_button.text() == "Reop&en"
    qtbot.mouseClick(page.finish_button, Qt.MouseButton.LeftButton)
    assert ui_context.services.tournaments.get(tid).status is TournamentStatus.RUNNING
