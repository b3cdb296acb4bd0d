"""The Log page's undo asks about the change the services will take back, and nothing else:
the log's newest row may be an undo, which undo passes over (dayafter #2). Two stations on
one file; the detail pane shows before and after in words, not the database's JSON."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import open_services
from tournament_app.ui.log_page import LogPage


def evening(ui_context):
    """Sala 2 enters table 1 (900-500); this station enters table 2 (800-600), then corrects
    it to 600-800."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    other = open_services(ui_context.database, station="Sala 2")
    try:
        other.results.enter_totals(tid, 1, 1, 900, 500)
    finally:
        other.close()
    services.results.enter_totals(tid, 1, 2, 800, 600)
    services.results.enter_totals(tid, 1, 2, 600, 800, expected_version=1)
    ui_context.open_tournament(tid)
    return tid


def press_undo(qtbot, page, ui_context) -> str:
    """Undo, answered Yes; returns the question asked."""
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    return ui_context.dialogs.messages("confirm")[-1]


def figures(ui_context, tid, table):
    found = [r for r in ui_context.services.results.list(tid, 1) if r.table == table]
    return (found[0].ns_mp, found[0].ew_mp) if found else None


def test_each_undo_names_exactly_the_change_it_takes_back(qtbot, ui_context) -> None:
    tid = evening(ui_context)
    page = LogPage(ui_context)
    qtbot.addWidget(page)

    asked = press_undo(qtbot, page, ui_context)
    assert "Result corrected: from 800-600" in asked and "to 600-800" in asked
    assert "round 1, table 2" in asked
    assert figures(ui_context, tid, 2) == (800, 600)  # the correction, and only it, undone

    # The newest row is now the undo itself: the question must name the entry of table 2.
    asked = press_undo(qtbot, page, ui_context)
    assert "Result entered: played 800-600" in asked and "round 1, table 2" in asked
    assert "Undone" not in asked
    assert figures(ui_context, tid, 2) is None
    assert figures(ui_context, tid, 1) == (900, 500)  # Sala 2's result untouched

    asked = press_undo(qtbot, page, ui_context)
    assert "Sala 2" in asked and "played 900-500" in asked and "round 1, table 1" in asked
    assert figures(ui_context, tid, 1) is None


def test_the_button_is_off_when_only_undos_are_left(qtbot, ui_context) -> None:
    """Every real change undone: the undo rows left on top are nothing to undo."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    ui_context.open_tournament(tid)
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    while page.undo_button.isEnabled():
        press_undo(qtbot, page, ui_context)
    page.reload()
    assert page.model.rows()[0].action == "undo"
    assert services.audit.next_undoable(tid) is None
    assert not page.undo_button.isEnabled()


def test_the_detail_pane_shows_a_correction_in_words(qtbot, ui_context) -> None:
    evening(ui_context)
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.reload()
    page.view.setCurrentIndex(page.model.index(0, 0))
    text = page.detail.toPlainText()
    before, after = text.split("After:")
    assert "Table 2: NS 800 — EW 600" in before
    assert "Table 2: NS 600 — EW 800" in after
    for raw in ("{", "ns_mp", "null", "updated_at", "round_id"):
        assert raw not in text


def test_undo_past_a_member_list_says_the_latest_cannot_be_undone(
    qtbot, ui_context, tmp_path
) -> None:
    """A member list imported last: the question says that change cannot be undone, then
    names the older one Yes takes back; the list stays."""
    from tests.builders.federation import FEDERATION_CSV
    from tournament_app.services.members import import_members, list_members

    tid = evening(ui_context)
    members = tmp_path / "tesserati.csv"
    members.write_text(FEDERATION_CSV, encoding="utf-8")
    import_members(ui_context.services, members)
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.whole_database.setChecked(True)

    asked = press_undo(qtbot, page, ui_context)
    assert asked.startswith("The latest change cannot be undone: Member list imported")
    assert "Result corrected: from 800-600" in asked
    assert figures(ui_context, tid, 2) == (800, 600)
    assert list_members(ui_context.services)
