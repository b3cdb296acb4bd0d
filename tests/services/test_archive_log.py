"""The log travels in the tournament file (dayafter #9): a federation or club importing it
sees who corrected what, when, from which station, before and after (burraco.md: "Every
correction is kept with who, when, before and after"); read only: undo never takes back the
other database's changes, nor passes the import to reach them."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PenaltyKind,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    file_summary,
    import_tournament_file,
)
from tournament_app.services.log.details import details_read
from tournament_app.services.log.words import change_text


def _evening(folder: Path) -> Path:
    """A burraco evening on a club's SQLite file, two stations at work: Sala 1 enters table
    1 as 1300-300 and corrects it to 300-1300 (the score on the wrong line), Sala 2 enters
    table 2; a VP penalty to pair 2 and pair 4 withdrawn. Exported with its log."""
    url = f"sqlite:///{folder / 'club.sqlite3'}"
    sala1 = open_services(url, station="Sala 1")
    sala2 = open_services(url, station="Sala 2")
    try:
        tournament = sala1.tournaments.create(
            TournamentDraft(Game.BURRACO, "Serata del lunedì", settings=BurracoSettings(seed=3))
        )
        for number in range(1, 5):
            sala1.entries.add(
                tournament.id,
                [PlayerSpec(f"Rossi{number}", "Anna"), PlayerSpec(f"Verdi{number}", "Luca")],
            )
        sala1.rounds.generate(tournament.id)
        first, second = sala1.rounds.publish(tournament.id, 1).tables
        sala1.results.enter_totals(tournament.id, 1, first.table, 1300, 300)
        sala1.results.enter_totals(tournament.id, 1, first.table, 300, 1300, expected_version=1)
        sala2.results.enter_totals(tournament.id, 1, second.table, 800, 700)
        sala1.penalties.add(tournament.id, 2, PenaltyKind.VP, reason="ritardo", vp=1)
        sala1.entries.withdraw(tournament.id, 4)
        return export_tournament_file(sala1, tournament.id, folder / "serata.torneo")
    finally:
        sala1.close()
        sala2.close()


def _federation(url: str) -> Services:
    """The federation's database, which already holds a tournament of its own (so the
    imported rows get ids other than the club's)."""
    services = open_services(url, station="federazione")
    own = services.tournaments.create(TournamentDraft(Game.BURRACO, "Coppa federale"))
    services.entries.add(own.id, [PlayerSpec("Neri", "Ada"), PlayerSpec("Bianchi", "Ugo")])
    return services


def _log_lines(url: str, tournament: TournamentId, *extra: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    command = ["--db", url, "--lang", "it", "log", "-t", str(tournament), *extra]
    assert run_cli(command, stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def test_the_log_travels_with_the_file_and_reads_as_it_did(
    database_url: str, tmp_path: Path
) -> None:
    path = _evening(tmp_path)
    club = open_services(f"sqlite:///{tmp_path / 'club.sqlite3'}", station="Sala 1")
    try:
        sent = club.audit.list(TournamentId(1))
    finally:
        club.close()
    federation = _federation(database_url)
    try:
        imported = import_tournament_file(federation, path)
        tournament = imported.tournament_id
        assert tournament != 1
        log = federation.audit.list(tournament)
        # The import on top, then the club's changes, newest first, as the club logged them:
        # same stations, same times, same undone marks.
        assert log[0].action == "tournament.import_file"
        assert log[0].station == "federazione"
        carried = log[1:]
        assert [(e.at, e.station, e.undone) for e in carried] == [
            (e.at, e.station, e.undone) for e in sent
        ]
        words = [change_text(e, "it") for e in carried]
        assert all(w.startswith("(dal file) ") for w in words), words
        correction = next(e for e in carried if e.action.endswith("result.correct"))
        assert correction.station == "Sala 1"
        assert "Risultato corretto: da 1300-300" in change_text(correction, "it")
        assert "a 300-1300" in change_text(correction, "it")
        assert change_text(correction, "en").startswith("(from the file) Result corrected")
        before, after = details_read(federation, correction, "it")
        assert "NS 1300 — EO 300" in before and "NS 300 — EO 1300" in after
        entered = [e for e in carried if e.action.endswith("result.enter")]
        assert {e.station for e in entered} == {"Sala 1", "Sala 2"}
        assert any("Penalità assegnata" in w and "ritardo" in w for w in words), words
        withdrawal = next(e for e in carried if e.action.endswith("entry.withdraw"))
        assert change_text(withdrawal, "it") == "(dal file) Iscrizione ritirata"
        # Who sat where reads from this tournament's entries (the club's ids renumbered).
        generated = next(e for e in carried if e.action.endswith("round.generate"))
        _, seats = details_read(federation, generated, "it")
        seated = sorted(
            int(number)
            for line in seats.splitlines()
            if line.startswith("Tavolo")
            for number in line.replace("NS", "").replace("EO", "").split(":")[1].split("—")
        )
        assert seated == [1, 2, 3, 4]
        # The command line lists them with station and words.
        printed = _log_lines(database_url, tournament, "--details")
        assert "(dal file) Risultato corretto: da 1300-300" in printed
        assert "Sala 2" in printed
        assert "Torneo importato da file" in printed
    finally:
        federation.close()


def test_undo_stops_at_the_import(database_url: str, tmp_path: Path) -> None:
    """Undo takes back the import, then nothing of the club's history: with the tournament
    gone, the federation's own last change is next, never a club's change."""
    path = _evening(tmp_path)
    federation = _federation(database_url)
    try:
        imported = import_tournament_file(federation, path)
        tournament = imported.tournament_id
        upcoming = federation.audit.next_undoable(tournament)
        assert upcoming is not None and upcoming.action == "tournament.import_file"
        federation.audit.undo_last(tournament, expected=upcoming.id)
        assert federation.audit.next_undoable(tournament) is None
        with pytest.raises(ServiceError) as refused:
            federation.audit.undo_last(tournament)
        assert refused.value.code is ErrorCode.NOTHING_TO_UNDO
        whole = federation.audit.next_undoable()
        assert whole is not None and whole.action == "entry.add"
        assert whole.tournament_id != tournament
        # The club's history stays in the log as it was: nothing of it was undone here.
        carried = [e for e in federation.audit.list() if e.action.startswith("imported:")]
        assert carried and not any(e.undone for e in carried if "correct" in e.action)
    finally:
        federation.close()


def test_a_file_without_a_log_imports_as_before(database_url: str, tmp_path: Path) -> None:
    """A file written before the log travelled (no log.json, no log checksum) imports; its
    log is the import alone. A file with a log stays the format version it was, so an older
    Torneo, which reads only the members it knows, still imports it (without the log)."""
    path = _evening(tmp_path)
    with zipfile.ZipFile(path) as source:
        manifest = json.loads(source.read("manifest.json"))
        data = source.read("tournament.json")
        assert json.loads(source.read("log.json"))["log"]
    assert manifest["format_version"] == 1  # no open disagreement: the oldest format
    manifest.pop("log_sha256")
    older = tmp_path / "vecchio.torneo"
    with zipfile.ZipFile(older, "w") as out:
        out.writestr("manifest.json", json.dumps(manifest))
        out.writestr("tournament.json", data)
    assert file_summary(older)["changes"] == 0
    assert file_summary(path)["changes"] > 5
    federation = _federation(database_url)
    try:
        imported = import_tournament_file(federation, older)
        log = federation.audit.list(imported.tournament_id)
        assert [e.action for e in log] == ["tournament.import_file"]
        assert [r.kind for r in federation.results.list(imported.tournament_id, 1)]
    finally:
        federation.close()


def test_a_file_imported_twice_keeps_the_first_club_s_history(tmp_path: Path) -> None:
    """Imported, exported again and imported elsewhere: the club's changes stay marked as
    another database's (never undoable), the first import's own row now among them."""
    path = _evening(tmp_path)
    first = open_services(f"sqlite:///{tmp_path / 'first.sqlite3'}", station="regione")
    try:
        imported = import_tournament_file(first, path)
        again = export_tournament_file(first, imported.tournament_id, tmp_path / "again.torneo")
    finally:
        first.close()
    second = open_services(f"sqlite:///{tmp_path / 'second.sqlite3'}", station="federazione")
    try:
        tournament = import_tournament_file(second, again).tournament_id
        log = second.audit.list(tournament)
        assert log[0].action == "tournament.import_file"
        assert log[1].action == "imported:tournament.import_file"
        assert log[1].station == "regione"
        assert all(e.action.startswith("imported:") and "imported:imported" not in e.action
                   for e in log[1:])  # fmt: skip
        assert change_text(log[2], "it").startswith("(dal file) ")
        assert not change_text(log[2], "it").startswith("(dal file) (dal file)")
    finally:
        second.close()
