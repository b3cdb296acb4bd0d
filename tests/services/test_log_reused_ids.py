"""A tournament's log holds only its own changes, though ids are reused: SQLite gives a
deleted tournament's id (or an undone import's) to the next one. The audit trail keeps every
row; the new tournament's log, `torneo log`, its file's log.json and undo start at its own
creation (or import)."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from tournament_app.cli.main import run_cli
from tournament_app.services import (
    ErrorCode,
    Game,
    PlayerSpec,
    ServiceError,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)


def _log_printed(url: str, tournament: TournamentId) -> str:
    out, err = io.StringIO(), io.StringIO()
    command = ["--db", url, "--lang", "it", "log", "-t", str(tournament), "--limit", "500"]
    assert run_cli(command, stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def _file_log(path: Path) -> list[dict[str, object]]:
    with zipfile.ZipFile(path) as archive:
        log: list[dict[str, object]] = json.loads(archive.read("log.json"))["log"]
    return log


def test_a_new_tournament_on_a_deleted_ones_id_has_only_its_own_log(
    database_url: str, tmp_path: Path
) -> None:
    services = open_services(database_url, station="Sala 1")
    try:
        old = services.tournaments.create(TournamentDraft(Game.BURRACO, "Vecchia"))
        services.entries.add(old.id, [PlayerSpec("Rossi", "Mario"), PlayerSpec("Bianchi", "Anna")])
        services.tournaments.delete(old.id)
        new = services.tournaments.create(TournamentDraft(Game.BURRACO, "Nuova"))
        if database_url.startswith("sqlite"):
            assert new.id == old.id  # the case at hand: SQLite reuses the id
        services.entries.add(new.id, [PlayerSpec("Verdi", "Luca"), PlayerSpec("Neri", "Ada")])

        log = services.audit.list(new.id)
        assert [e.action for e in log] == ["entry.add", "tournament.create"]
        assert log[-1].summary == "Nuova"
        assert services.audit.count(new.id) == 2
        assert not any("Rossi" in str(e) or "Vecchia" in str(e) for e in log)
        # The audit trail itself keeps the deleted tournament's rows.
        everything = [e.summary for e in services.audit.list()]
        assert everything.count("Vecchia") == 2  # created, deleted

        printed = _log_printed(database_url, new.id)
        assert "Torneo creato: Nuova" in printed
        assert "Vecchia" not in printed and "Torneo eliminato" not in printed

        sent = _file_log(export_tournament_file(services, new.id, tmp_path / "nuova.torneo"))
        assert [row["action"] for row in sent] == ["tournament.create", "entry.add"]
        assert "Rossi" not in json.dumps(sent) and "Vecchia" not in json.dumps(sent)

        # Undo takes back the new tournament's changes, its creation last, never the deletion
        # of the old one (which would bring "Vecchia" back).
        assert services.audit.undo_last(new.id).action == "entry.add"
        upcoming = services.audit.next_undoable(new.id)
        assert upcoming is not None and upcoming.action == "tournament.create"
        services.audit.undo_last(new.id, expected=upcoming.id)
        assert services.audit.next_undoable(new.id) is None
        with pytest.raises(ServiceError) as refused:
            services.audit.undo_last(new.id)
        assert refused.value.code is ErrorCode.NOTHING_TO_UNDO
        assert services.tournaments.list() == ()
    finally:
        services.close()


def test_importing_again_after_undoing_the_import_lists_the_file_once(
    database_url: str, tmp_path: Path
) -> None:
    club = open_services(f"sqlite:///{tmp_path / 'club.sqlite3'}", station="Sala 1")
    try:
        tournament = club.tournaments.create(TournamentDraft(Game.BURRACO, "Serata"))
        for number in (1, 2):
            club.entries.add(
                tournament.id,
                [PlayerSpec(f"Rossi{number}", "Anna"), PlayerSpec(f"Neri{number}", "Ugo")],
            )
        club.entries.withdraw(tournament.id, 2)
        path = export_tournament_file(club, tournament.id, tmp_path / "serata.torneo")
    finally:
        club.close()
    changes = ["tournament.create", "entry.add", "entry.add", "entry.withdraw"]

    federation = open_services(database_url, station="federazione")
    try:
        first = import_tournament_file(federation, path).tournament_id
        upcoming = federation.audit.next_undoable(first)
        assert upcoming is not None and upcoming.action == "tournament.import_file"
        federation.audit.undo_last(first, expected=upcoming.id)
        again = import_tournament_file(federation, path).tournament_id
        if database_url.startswith("sqlite"):
            assert again == first  # the case at hand: the undone import's id, reused

        log = federation.audit.list(again)
        assert [e.action for e in log] == [
            "tournament.import_file",
            *(f"imported:{action}" for action in reversed(changes)),
        ]
        assert not any(e.undone for e in log)
        assert federation.audit.count(again) == len(changes) + 1
        assert _log_printed(database_url, again).count("(dal file)") == len(changes)

        sent = _file_log(export_tournament_file(federation, again, tmp_path / "again.torneo"))
        assert [row["action"] for row in sent] == [
            *(f"imported:{action}" for action in changes),
            "tournament.import_file",
        ]

        # Undo takes back this import, and nothing of the first one.
        upcoming = federation.audit.next_undoable(again)
        assert upcoming is not None and upcoming.action == "tournament.import_file"
        assert upcoming.id == log[0].id
        federation.audit.undo_last(again, expected=upcoming.id)
        assert federation.audit.next_undoable(again) is None
    finally:
        federation.close()
