"""Check-in on the Registration page when another station did it first: nothing is changed
or logged twice, and the page shows the entry as it is."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import Services
from tournament_app.ui.registration.page import RegistrationPage


def test_a_check_in_made_at_the_desk_first_is_shown_and_logged_once(qtbot, ui_context) -> None:
    """Pair 1 shown absent here, checked in meanwhile at the desk: ticking it here logs
    nothing more, and the box is ticked, as the pair is."""
    tid = burraco_tournament(ui_context.services, 1)
    ui_context.services.entries.set_present(tid, 1, False)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    desk = Services(ui_context.services.database, station="desk")
    desk.entries.set_present(tid, 1, True)  # not announced to this window
    logged = len(ui_context.services.audit.list(tid))
    present = page.model.column_index("present")
    box = page.proxy.index(0, present)
    assert box.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    page.view.selectRow(0)
    page.toggle_present()
    box = page.proxy.index(0, present)
    assert box.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert len(ui_context.services.audit.list(tid)) == logged
    assert "Entries: 1, present: 1" in page.counts.text()
    assert ui_context.dialogs.messages("warn") == ui_context.dialogs.messages("error") == []
