"""The automatic copies belong to one database: the one just taken is kept whatever the names
of the others say (copies named by a clock set ahead), a database shares its copies' folder
with a namesake of another extension without sharing its copies, a name with brackets finds
its copies, and a copy is not opened as the database to be changed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.services import (
    ErrorCode,
    ServiceError,
    Services,
    TournamentId,
    copies_of,
    open_services,
    recover_from_copy,
    restore_copy,
)
from tournament_app.services import restores as restores_module
from tournament_app.services.messages import describe
from tournament_app.storage.backups import DEFAULT_KEEP, backup_folder, backup_sqlite

AHEAD = "20300101-0000{:02d}-000000-tournament-1-round-3-published"
"""Copies named by a computer whose clock was set years ahead."""


def _evening(database: Path, name: str = "Serata di prova") -> TournamentId:
    """Eight pairs, round 1 published (its copy taken), its four tables entered."""
    services = open_services(str(database), station="Sala 1")
    try:
        tid = burraco_tournament(services, 8, name=name)
        published_round(services, tid)
        for table in range(1, 5):
            services.results.enter_totals(tid, 1, table, 640, 245)
    finally:
        services.close()
    return tid


def _entered(database: Path, tid: TournamentId) -> int:
    """The results of round 1 a file holds, read as a display station reads it."""
    services = open_services(str(database), station="controllo", read_only=True)
    try:
        return len(services.results.list(tid, 1))
    finally:
        services.close()


def _names(database: Path) -> list[str]:
    services = open_services(str(database), station="controllo", read_only=True)
    try:
        return [summary.name for summary in services.tournaments.list()]
    finally:
        services.close()


def _copies_ahead(database: Path) -> list[Path]:
    """Ten copies of `database` as it is, named years ahead, in place of the copies it had."""
    folder = backup_folder(database)
    (taken, *_) = sorted(folder.glob("*.sqlite3"))
    ahead = [folder / f"{database.stem}-{AHEAD.format(n)}.sqlite3" for n in range(1, 11)]
    for path in ahead:
        shutil.copyfile(taken, path)
    for path in folder.iterdir():
        if path not in ahead:
            path.unlink()
    return ahead


def test_the_copy_of_a_round_published_is_kept_beside_copies_named_ahead(tmp_path: Path) -> None:
    database = tmp_path / "t.sqlite3"
    tid = _evening(database)
    _copies_ahead(database)
    services = open_services(str(database), station="Sala 1")
    try:
        published_round(services, tid)
        listed = services.backups.list()
    finally:
        services.close()
    assert len(listed) == DEFAULT_KEEP
    (published,) = [copy for copy in listed if copy.round == 2]
    assert published.path.exists()


def test_copies_named_ahead_go_first_so_a_copy_taken_now_outlives_the_next_step(
    tmp_path: Path,
) -> None:
    """Ten copies named years ahead; two more copies taken now, one step each: the first is
    still there after the second (the copies named ahead went first, one a step)."""
    database = tmp_path / "t.sqlite3"
    _evening(database)
    ahead = _copies_ahead(database)
    first = backup_sqlite(database, reason="one", keep=DEFAULT_KEEP)
    second = backup_sqlite(database, reason="two", keep=DEFAULT_KEEP)
    assert first.exists() and second.exists()
    assert sum(path.exists() for path in ahead) == DEFAULT_KEEP - 2
    assert not ahead[0].exists() and not ahead[1].exists()


def test_going_back_keeps_the_database_as_it_was_beside_copies_named_ahead(
    tmp_path: Path,
) -> None:
    """Ten copies named years ahead, a result typed, then back to the oldest listed: the copy
    of the database as it was is there, listed, and holds the result."""
    database = tmp_path / "t.sqlite3"
    tid = _evening(database)
    ahead = _copies_ahead(database)
    services = open_services(str(database), station="Sala 1")
    try:
        chosen = services.backups.list()[-1]
        assert chosen.path == ahead[0]
        safety = restore_copy(services, chosen)
    finally:
        services.close()
    assert safety.exists()
    assert _entered(safety, tid) == 4
    assert safety in [copy.path for copy in copies_of(database)]
    assert len(copies_of(database)) == DEFAULT_KEEP


def test_going_back_is_refused_when_the_copy_of_the_present_is_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another station's rotation (or a sync tool) deletes the copy of the database as it is,
    just taken: the database is not taken back without it, and says so."""
    database = tmp_path / "t.sqlite3"
    tid = _evening(database)
    taken = backup_sqlite

    def taken_then_deleted(path: Path, **options: object) -> Path:
        made = taken(path, **options)  # type: ignore[arg-type]
        made.unlink()
        return made

    monkeypatch.setattr(restores_module, "backup_sqlite", taken_then_deleted)
    services = open_services(str(database), station="Sala 1")
    try:
        (published,) = services.backups.list()
        with pytest.raises(ServiceError) as refused:
            restore_copy(services, published)
    finally:
        services.close()
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params["detail"] == "safety_copy_missing"
    italian, english = describe(refused.value, "it"), describe(refused.value, "en")
    assert "non è stato riportato indietro" in italian and "Non è cambiato nulla." in italian
    assert "was not taken back" in english and "Nothing changed." in english
    assert _entered(database, tid) == 4
    assert [copy.path for copy in copies_of(database)] == [published.path]


def test_two_databases_of_one_name_keep_their_copies_apart(tmp_path: Path) -> None:
    """`torneo.sqlite3` and last season's `torneo.db` in one folder: each lists, restores and
    rotates its own copies, never the other's."""
    club, season = tmp_path / "torneo.sqlite3", tmp_path / "torneo.db"
    club_tid = _evening(club, "Serata del club")
    _evening(season, "Stagione 2025")
    assert backup_folder(club) == backup_folder(season)  # one folder, as before
    (club_copy,) = copies_of(club)
    (season_copy,) = copies_of(season)
    assert club_copy.path != season_copy.path
    # Twelve more of last season's: its rotation leaves the club's copy alone.
    for number in range(12):
        backup_sqlite(season, reason=f"extra-{number}")
    assert len(copies_of(season)) == DEFAULT_KEEP
    assert [copy.path for copy in copies_of(club)] == [club_copy.path]
    services = open_services(str(club), station="Sala 1")
    try:
        (listed,) = services.backups.list()
        restore_copy(services, listed)
    finally:
        services.close()
    assert _names(club) == ["Serata del club"]
    assert _entered(club, club_tid) == 0  # back to round 1's publication


def _damage(database: Path) -> None:
    """Every page past the first two overwritten, as a failing disk would."""
    page = 4096
    size = database.stat().st_size
    with database.open("r+b") as stream:
        stream.seek(2 * page)
        stream.write(bytes(range(256)) * ((size - 2 * page) // 256))


def test_a_damaged_database_is_offered_its_own_copy_not_its_namesakes(tmp_path: Path) -> None:
    """The club's file damaged: the copy offered in its place is its own, though the other
    database of the same name took a newer one."""
    club, season = tmp_path / "torneo.sqlite3", tmp_path / "torneo.db"
    club_tid = _evening(club, "Serata del club")
    (own,) = copies_of(club)
    _evening(season, "Stagione 2025")
    _damage(club)
    with pytest.raises(ServiceError) as refused:
        open_services(str(club))
    assert refused.value.code is ErrorCode.DATABASE_DAMAGED
    assert copies_of(club) == (own,)
    recover_from_copy(club, own, station="Sala 1", read_only=False)
    assert _names(club) == ["Serata del club"]
    assert _entered(club, club_tid) == 0


def test_a_name_with_brackets_lists_restores_and_rotates_its_copies(tmp_path: Path) -> None:
    database = tmp_path / "Torneo [2025] è.sqlite3"
    tid = _evening(database)
    services = open_services(str(database), station="Sala 1")
    try:
        (published,) = services.backups.list()
        assert published.round == 1
        restore_copy(services, published)
        for number in range(12):
            services.backup(f"extra-{number}")
    finally:
        services.close()
    assert _entered(database, tid) == 0
    assert len(copies_of(database)) == DEFAULT_KEEP
    assert len(list(backup_folder(database).glob("*.sqlite3"))) == DEFAULT_KEEP


def test_an_automatic_copy_is_not_opened_to_be_changed(tmp_path: Path) -> None:
    """Opened as the database (`torneo --db` a copy, File > Open): refused in words saying
    what to do, the copy byte for byte as it was, no copies' folder made inside; a display
    station still opens it to look."""
    database = tmp_path / "t.sqlite3"
    tid = _evening(database)
    (published,) = copies_of(database)
    before = published.path.read_bytes()
    with pytest.raises(ServiceError) as refused:
        open_services(str(published.path), station="Sala 1")
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params["detail"] == "database_is_a_copy"
    italian, english = describe(refused.value, "it"), describe(refused.value, "en")
    assert str(published.path) in italian and str(published.path) in english
    assert "copie automatiche" in italian and "Copie di sicurezza" in italian
    assert "automatic copies" in english and "Copies of the database" in english
    assert "sola visualizzazione" in italian and "display only" in english
    assert published.path.read_bytes() == before
    assert sorted(p.name for p in backup_folder(database).iterdir()) == [published.path.name]
    assert _entered(published.path, tid) == 0


def test_a_link_to_an_automatic_copy_is_refused_as_the_copy(tmp_path: Path) -> None:
    database = tmp_path / "t.sqlite3"
    _evening(database)
    (published,) = copies_of(database)
    link = tmp_path / "serata.sqlite3"
    link.symlink_to(published.path)
    with pytest.raises(ServiceError) as refused:
        open_services(str(link), station="Sala 1")
    assert refused.value.params["detail"] == "database_is_a_copy"


def test_a_copy_moved_out_of_its_folder_opens_as_a_database(tmp_path: Path) -> None:
    """The way out the refusal names: copied elsewhere under another name, it is a database."""
    database = tmp_path / "t.sqlite3"
    tid = _evening(database)
    (published,) = copies_of(database)
    moved = tmp_path / "serata-di-prova.sqlite3"
    shutil.copyfile(published.path, moved)
    services: Services = open_services(str(moved), station="casa")
    try:
        services.results.enter_totals(tid, 1, 1, 640, 245)
    finally:
        services.close()
    assert _entered(moved, tid) == 1
