"""A table's result confirmed from the phones reaches the window that runs the hall at once:
its pages hear the change on the window's thread, without waiting for the next look at the
log (every 3 s)."""

from __future__ import annotations

import socket
import threading

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.services import BurracoSettings, Changes
from tournament_app.ui.hall_dialog import HallDialog

WAIT_MS = 10_000


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_confirmed_entry_is_heard_by_the_windows_pages(qtbot, ui_context) -> None:
    tid = burraco_tournament(ui_context.services, 4, settings=BurracoSettings(table_entry=True))
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.everywhere.setChecked(False)
    dialog.port.setValue(_free_port())
    dialog.switch.click()
    qtbot.waitUntil(lambda: dialog.server is not None, timeout=WAIT_MS)
    server = dialog.server
    assert server is not None and server.writer is not None
    code = next(c.code for c in ui_context.services.table_entry.codes(tid, 1) if c.table == 1)
    heard: list[tuple[object, bool]] = []
    main = threading.get_ident()
    ui_context.changes.changed.connect(
        lambda changes: heard.append((changes, threading.get_ident() == main))
    )

    def phones() -> None:  # the hall's own thread saves what the phones entered
        server.writer.table_entry.enter(tid, code, 640, 245, device="a" * 32)
        server.writer.table_entry.enter(tid, code, 640, 245, device="b" * 32)

    worker = threading.Thread(target=phones)
    worker.start()
    worker.join(10)
    qtbot.waitUntil(
        lambda: any(isinstance(c, Changes) and c.results for c, _ in heard), timeout=1000
    )
    assert all(on_window_thread for _, on_window_thread in heard)
    assert ui_context.services.results.get(tid, 1, 1) is not None
    dialog.switch.click()
