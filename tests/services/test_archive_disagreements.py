"""Open double-entry disagreements travel in a tournament file: a live tournament moved from
a station's laptop to the club's server still shows each table to check, with the second
entry's figures, station and time, until the director saves the right figures."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.archive import tournament_file as archive
from tournament_app.services.archive.tournament_file import (
    ArchiveError,
    ArchiveProblem,
    export_tournament_file,
    import_tournament_file,
)


def _entered(services: Services) -> TournamentId:
    """Round 1 out (1 v 2 at table 1, 3 v 4 at table 2), both tables entered: 640-245 and
    300-200."""
    tournament_id = burraco_tournament(
        services, pairs=4, settings=BurracoSettings(first_round=PairingSystem.REGISTRATION)
    )
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245)
    services.results.enter_totals(tournament_id, 1, 2, 300, 200)
    return tournament_id


def _laptop(tmp_path: Path) -> Services:
    """The scoring station's own database, a SQLite file."""
    return open_services(f"sqlite:///{tmp_path / 'laptop.sqlite3'}", station="tavolo-3")


def _format_of(path: Path) -> tuple[int, set[str]]:
    """A file's format version and the tables it carries."""
    with zipfile.ZipFile(path) as opened:
        manifest = json.loads(opened.read("manifest.json"))
        tables = json.loads(opened.read("tournament.json"))["tables"]
    return manifest["format_version"], set(tables)


def test_an_open_disagreement_moves_with_the_tournament_and_is_settled_there(
    database_url: str, tmp_path: Path
) -> None:
    """Exported from the laptop, imported on the server: the same disagreement (figures,
    first entry, version compared, station, time); saving the right figures settles it."""
    laptop = _laptop(tmp_path)
    try:
        tournament_id = _entered(laptop)
        laptop.results.second_entry(tournament_id, 1, 1, 640, 250)  # 245 read as 250
        on_laptop = laptop.results.disagreements(tournament_id)
        path = export_tournament_file(laptop, tournament_id, tmp_path / "serata")
    finally:
        laptop.close()
    assert _format_of(path)[0] == 2

    server = open_services(database_url, station="server")
    try:
        imported = import_tournament_file(server, path).tournament_id
        (shown,) = server.results.disagreements(imported)
        assert shown == on_laptop[0]
        assert (shown.round, shown.table, shown.ns_mp, shown.ew_mp) == (1, 1, 640, 250)
        assert (shown.first_ns_mp, shown.first_ew_mp, shown.entered_by) == (640, 245, "tavolo-3")
        stored = server.results.get(imported, 1, 1)
        assert stored is not None
        server.results.enter_totals(imported, 1, 1, 640, 250, expected_version=stored.version)
        assert server.results.disagreements(imported) == ()
        assert "settles second entry 640-250 by tavolo-3" in server.audit.list(imported)[0].summary
    finally:
        server.close()


def test_a_disagreement_compared_with_an_older_version_imports_as_it_stands(
    database_url: str, tmp_path: Path
) -> None:
    """An undo since the second entry gave the result a newer version than the one compared
    (the services leave it so): the file keeps both versions, the server shows it the same,
    and a correction at the version the server reads settles it."""
    laptop = _laptop(tmp_path)
    try:
        tournament_id = _entered(laptop)
        laptop.results.second_entry(tournament_id, 1, 1, 640, 250)
        laptop.results.enter_totals(tournament_id, 1, 1, 640, 250, expected_version=1)
        laptop.audit.undo_last(tournament_id)  # the correction undone: open again
        on_laptop = laptop.results.disagreements(tournament_id)
        restored = laptop.results.get(tournament_id, 1, 1)
        assert restored is not None
        version_now = restored.version
        path = export_tournament_file(laptop, tournament_id, tmp_path / "serata")
    finally:
        laptop.close()
    assert on_laptop[0].first_version == 1 < version_now

    server = open_services(database_url, station="server")
    try:
        imported = import_tournament_file(server, path).tournament_id
        assert server.results.disagreements(imported) == on_laptop
        stored = server.results.get(imported, 1, 1)
        assert stored is not None and stored.version == version_now
        server.results.enter_totals(imported, 1, 1, 640, 245, expected_version=stored.version)
        assert server.results.disagreements(imported) == ()
    finally:
        server.close()


def test_only_a_file_with_open_disagreements_needs_a_newer_torneo(
    database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without open disagreements the file is still format 1 (no list of them), so a Torneo
    that knows only format 1 imports it whole; with one it is format 2, and that Torneo says
    to update rather than import it without the disagreement (it would pass over a table it
    does not know)."""
    laptop = _laptop(tmp_path)
    try:
        tournament_id = _entered(laptop)
        settled = export_tournament_file(laptop, tournament_id, tmp_path / "senza")
        laptop.results.second_entry(tournament_id, 1, 2, 300, 205)
        open_one = export_tournament_file(laptop, tournament_id, tmp_path / "aperta")
    finally:
        laptop.close()
    assert _format_of(settled) == (1, _format_of(open_one)[1] - {"result_checks"})
    assert _format_of(open_one)[0] == 2

    server = open_services(database_url, station="server")
    try:
        read_by_this = import_tournament_file(server, settled).tournament_id
        assert server.results.disagreements(read_by_this) == ()
        monkeypatch.setattr(archive, "FORMAT_VERSION", 1)  # a Torneo before double entry
        # The same file again, asked for as a copy (it was just imported).
        read_by_older = import_tournament_file(server, settled, again=True).tournament_id
        assert len(server.results.list(read_by_older, 1)) == 2
        before = len(server.tournaments.list())
        with pytest.raises(ArchiveError) as refused:
            import_tournament_file(server, open_one)
        assert refused.value.problem is ArchiveProblem.TOO_NEW
        assert "versione più recente di Torneo" in refused.value.sentence("it")
        assert "newer Torneo" in refused.value.sentence("en")
        assert len(server.tournaments.list()) == before
    finally:
        server.close()


def test_checking_a_file_says_how_many_tables_are_to_check(tmp_path: Path) -> None:
    """`import-file --check` (file_summary) counts the open disagreements a file brings, so a
    director moving a live evening knows tables still wait for the right figures."""
    from tournament_app.services.archive.tournament_file import file_summary

    laptop = _laptop(tmp_path)
    try:
        tournament_id = _entered(laptop)
        calm = tmp_path / "calma.torneo"
        export_tournament_file(laptop, tournament_id, calm)
        laptop.results.second_entry(tournament_id, 1, 2, 200, 300)
        disputed = tmp_path / "da-controllare.torneo"
        export_tournament_file(laptop, tournament_id, disputed)
    finally:
        laptop.close()
    assert file_summary(calm)["to_check"] == 0
    assert file_summary(disputed)["to_check"] == 1
