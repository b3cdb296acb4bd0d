"""Running a slow service call off the GUI thread while a progress dialog keeps the window alive.

The call runs in a `QThread`; its result (or its exception) comes back to the GUI thread,
where the caller's `done` callback runs. The services' change announcements made from the
worker reach pages as queued signals, so pages always redraw on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget


class _Job(QObject):
    finished = Signal(object, object)  # (result, exception)

    def __init__(self, action: Callable[[], Any]) -> None:
        super().__init__()
        self.action = action

    def run(self) -> None:
        try:
            result = self.action()
        except Exception as error:  # handed back to the GUI thread, which shows it
            self.finished.emit(None, error)
            return
        self.finished.emit(result, None)


class _Receiver(QObject):
    """Lives on the GUI thread so the worker's answer is delivered there (a queued call)."""

    def __init__(self, loop: QEventLoop) -> None:
        super().__init__()
        self.loop = loop
        self.outcome: dict[str, Any] = {}

    @Slot(object, object)
    def take(self, result: Any, error: BaseException | None) -> None:
        self.outcome["result"], self.outcome["error"] = result, error
        self.loop.quit()


def run_with_progress(parent: QWidget | None, label: str, action: Callable[[], Any]) -> Any:
    """Run `action()` in a worker thread showing a busy progress dialog; return its result.

    The GUI thread keeps painting and answering while it waits (a local event loop), and any
    exception the action raised is raised again here, on the GUI thread.
    """
    progress = QProgressDialog(label, "", 0, 0, parent)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setCancelButton(None)
    progress.setMinimumDuration(300)  # quick calls never flash a dialog
    progress.setAutoClose(False)
    thread = QThread()
    job = _Job(action)
    job.moveToThread(thread)
    loop = QEventLoop()
    receiver = _Receiver(loop)
    outcome = receiver.outcome
    job.finished.connect(receiver.take, Qt.ConnectionType.QueuedConnection)
    thread.started.connect(job.run)
    thread.start()
    loop.exec()
    thread.quit()
    thread.wait()
    progress.close()
    progress.deleteLater()
    if outcome.get("error") is not None:
        raise outcome["error"]
    return outcome.get("result")
