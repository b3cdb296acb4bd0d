"""The window's hall service switch: started, its address and QR code shown, stopped."""

from __future__ import annotations

import socket
import urllib.request

from PySide6.QtWidgets import QMenu

from tests.builders.tournaments import burraco_tournament, published_round
from tests.exports.pdf_reading import qr_codes
from tournament_app.ui.hall_dialog import HallDialog

WAIT_MS = 10_000


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _refused(port: int) -> bool:
    """Nothing listens on `port` any more."""
    with socket.socket() as probe:
        probe.settimeout(5)
        try:
            probe.connect(("127.0.0.1", port))
        except ConnectionRefusedError:
            return True
    return False


def test_the_switch_starts_the_service_shows_its_address_and_stops_it(qtbot, ui_context, tmp_path):
    """On: the address (this computer only, in the test) and a QR code; the page answers
    there. Off: the address goes and the port is let go."""
    tid = burraco_tournament(ui_context.services, 4, name="Serata in sala")
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.everywhere.setChecked(False)
    port = _free_port()
    dialog.port.setValue(port)

    dialog.switch.click()
    qtbot.waitUntil(lambda: dialog.server is not None, timeout=WAIT_MS)

    address = f"http://127.0.0.1:{port}/"
    assert address in dialog.addresses.text()
    picture = tmp_path / "qr.png"
    assert dialog.qr.pixmap().save(str(picture))
    assert qr_codes(picture) == [address]
    assert dialog.switch.isChecked() and not dialog.port.isEnabled()
    with urllib.request.urlopen(address, timeout=5) as answer:
        assert "Serata in sala" in answer.read().decode("utf-8")

    dialog.switch.click()

    assert dialog.server is None
    assert dialog.addresses.text() == ""
    assert dialog.port.isEnabled() and not dialog.switch.isChecked()
    assert _refused(port)


def test_the_switch_without_a_tournament_says_to_open_one(qtbot, ui_context):
    """With no tournament open the switch stays off and says why."""
    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)

    dialog.switch.click()

    assert dialog.server is None and not dialog.switch.isChecked()
    assert "tournament" in dialog.state.text()


def test_a_port_in_use_is_said_and_the_switch_stays_off(qtbot, ui_context):
    """A port another program holds: the sentence names it, nothing runs."""
    tid = burraco_tournament(ui_context.services, 4)
    ui_context.open_tournament(tid)
    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.everywhere.setChecked(False)
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        dialog.port.setValue(holder.getsockname()[1])

        dialog.switch.click()
        qtbot.waitUntil(lambda: dialog.switch.isEnabled(), timeout=WAIT_MS)

        assert dialog.server is None and not dialog.switch.isChecked()
        assert str(holder.getsockname()[1]) in dialog.state.text()


def test_the_view_menu_opens_the_switch_and_closing_the_window_stops_the_service(qtbot, ui_context):
    """View › Hall service… opens the switch; the window closed, the service stops."""
    from tournament_app.ui.main_window.window import MainWindow

    tid = burraco_tournament(ui_context.services, 4)
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tid)
    view = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&View")
    (action,) = [a for a in view.actions() if a.text() == "&Hall service…"]

    action.trigger()
    dialog = window.hall
    assert dialog is not None and dialog.isVisible()
    dialog.everywhere.setChecked(False)
    port = _free_port()
    dialog.port.setValue(port)
    dialog.switch.click()
    qtbot.waitUntil(lambda: dialog.server is not None, timeout=WAIT_MS)

    window.close()

    assert dialog.server is None
    assert _refused(port)


def test_the_switch_speaks_the_language_chosen_while_it_is_open(qtbot, ui_context):
    """Switching the interface to Italian retranslates the open dialog."""
    from tournament_app.ui.i18n import LanguageSwitcher

    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)
    languages = LanguageSwitcher()
    assert languages.apply("it")
    try:
        ui_context.changes.language_changed.emit("it")

        assert dialog.switch.text() == "Avvia il servizio in sala"
        assert dialog.windowTitle() == "Servizio in sala"
    finally:
        languages.apply("en")
