"""The results page when the database cannot take a write: the director reads why, the line
typed stays in the form, and pressing Enter again once the fault is gone saves it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.reliability.reliability_helpers import each_connection, published_burraco
from tournament_app.services import Services, TournamentId, open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.settings import Settings


@contextmanager
def _locked(services: Services) -> Iterator[None]:
    """Another program holds the write lock; the services wait only a moment for it."""
    assert services.database.path is not None
    other = sqlite3.connect(services.database.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with each_connection(services, "PRAGMA busy_timeout=200"):
            yield
    finally:
        other.execute("ROLLBACK")
        other.close()


FAULTS: dict[str, Callable[[Services], AbstractContextManager[None]]] = {
    "read-only file": lambda s: each_connection(s, "PRAGMA query_only=ON"),
    "locked by another program": _locked,
}


@pytest.fixture
def evening(qapp: object, tmp_path: Path) -> Iterator[tuple[AppContext, TournamentId]]:
    """The window's context over a SQLite file: 16 pairs, round 1 published, open."""
    database = str(tmp_path / "serata.sqlite3")
    services = open_services(database, station="cassa")
    tournament = TournamentId(published_burraco(services, 16))
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="cassa",
        language="en",
        database=database,
    )
    context.open_tournament(tournament)
    yield context, tournament
    context.close()


@pytest.mark.parametrize("fault", FAULTS)
def test_a_failed_save_keeps_the_line_typed(
    qtbot: object, evening: tuple[AppContext, TournamentId], fault: str
) -> None:
    """Table 1, 640, 245, Enter under the fault: not saved, the reason shown (naming the
    database), the three fields still hold what was typed; Enter again afterwards saves."""
    context, tournament = evening
    page = ResultsPage(context)
    qtbot.addWidget(page)  # type: ignore[attr-defined]
    page.show()
    page.focus_entry()
    with FAULTS[fault](context.services):
        page.table_edit.selectAll()
        qtbot.keyClicks(page.table_edit, "1")  # type: ignore[attr-defined]
        qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        qtbot.keyClicks(page.ns_edit, "640")  # type: ignore[attr-defined]
        qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
        qtbot.keyClicks(page.ew_edit, "245")  # type: ignore[attr-defined]
        qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)  # type: ignore[attr-defined]
        shown = page.error_label.text() + " ".join(context.dialogs.messages())  # type: ignore[attr-defined]
        assert "serata.sqlite3" in shown, shown
        assert (page.table_edit.text(), page.ns_edit.text(), page.ew_edit.text()) == (
            "1",
            "640",
            "245",
        )
    assert context.services.results.get(tournament, 1, 1) is None
    page.ew_edit.setFocus()
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    saved = context.services.results.get(tournament, 1, 1)
    assert saved is not None and (saved.ns_mp, saved.ew_mp) == (640, 245)
