"""While the red line says the server is out of reach, every action a page runs through the
window's context is refused at once in words, never left to wait on a hung server; a file is
always within reach."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import BurracoSettings, Game, TournamentDraft, open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.settings import Settings

DRAFT = TournamentDraft(
    game=Game.BURRACO, name="Serata", date="2026-12-05", settings=BurracoSettings()
)


def _context(database: str, tmp_path: Path) -> AppContext:
    return AppContext(
        open_services(database, station="sala"),
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="sala",
        language="en",
        database=database,
    )


def test_an_action_while_the_server_is_out_of_reach_is_refused_at_once(
    qapp, server_database: str, tmp_path: Path
) -> None:
    """The red line up: the action is never called, the director reads that the server does
    not answer; once it answers again the same action goes through."""
    context = _context(server_database, tmp_path)
    try:
        called = []
        context.set_reachable(False, "server_timeout")
        assert (
            context.run(None, lambda: called.append(context.services.tournaments.create(DRAFT)))
            is None
        )
        assert called == []
        assert "server" in context.dialogs.messages("warn")[-1].lower()
        assert context.services.tournaments.list() == ()
        context.set_reachable(True)
        context.run(None, lambda: context.services.tournaments.create(DRAFT))
        assert [t.name for t in context.services.tournaments.list()] == ["Serata"]
    finally:
        context.close()


def test_a_file_is_always_within_reach(qapp, tmp_path: Path) -> None:
    """On a SQLite file there is no server to wait for: the action runs."""
    context = _context(str(tmp_path / "club.sqlite3"), tmp_path)
    try:
        context.set_reachable(False, "server_timeout")
        context.run(None, lambda: context.services.tournaments.create(DRAFT))
        assert [t.name for t in context.services.tournaments.list()] == ["Serata"]
    finally:
        context.close()
