"""A damaged or foreign file given as the database or as a tournament file is refused with a
message naming it; the file is left as it was and the app keeps working."""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import sqlite3
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.reliability.reliability_helpers import (
    assert_clear_refusal,
    database_snapshot,
    published_burraco,
    undocumented,
)
from tournament_app.services import ErrorCode, ServiceError, Services, TournamentId, open_services
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)

PAGE = 4096


def _digests(folder: Path) -> dict[str, str]:
    """Every file in `folder` and its backups by content, but SQLite's -shm/-wal companions:
    reading a WAL database read-only may create them (the -wal empty, checked apart)."""
    return {
        path.name: hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not path.name.endswith(("-shm", "-wal"))
    }


# The sound database's bytes and tournament, made once per process: the tests are about the
# files they then spoil or open, not about making a database.
_SOUND: list[tuple[bytes, TournamentId]] = []


def _sound_database(path: Path) -> TournamentId:
    """A Torneo database with twenty pairs and ten results, checkpointed into the main file
    (a copy of the one made the first time)."""
    if not _SOUND:
        tournament = _make_sound_database(path)
        _SOUND.append((path.read_bytes(), tournament))
        return tournament
    data, tournament = _SOUND[0]
    path.write_bytes(data)
    return tournament


def _make_sound_database(path: Path) -> TournamentId:
    services = open_services(str(path))
    tournament = TournamentId(published_burraco(services, 20))
    for table in range(1, 11):
        services.results.enter_totals(tournament, 1, table, 500, 300)
    services.close()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return tournament


def _text_file(path: Path) -> None:
    path.write_text("Cognome;Nome\nRossi;Anna\n", encoding="utf-8")


def _zip_file(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("manifest.json", "{}")


def _other_program(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE contatti (nome TEXT, telefono TEXT)")
    connection.execute("INSERT INTO contatti VALUES ('Anna', '055 123')")
    connection.commit()
    connection.close()


def _newer_torneo(path: Path) -> None:
    _sound_database(path)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = '9999_dal_futuro'")
    connection.commit()
    connection.close()


def _truncated(path: Path) -> None:
    _sound_database(path)
    with path.open("r+b") as stream:
        stream.truncate(path.stat().st_size // 2)


def _header_page_wiped(path: Path) -> None:
    _sound_database(path)
    with path.open("r+b") as stream:
        stream.seek(100)
        stream.write(b"\0" * (PAGE - 100))


def _a_folder(path: Path) -> None:
    path.mkdir()


DATABASE_CASES: dict[str, Callable[[Path], None]] = {
    "a CSV file": _text_file,
    "a zip file": _zip_file,
    "another program's SQLite": _other_program,
    "a newer Torneo's database": _newer_torneo,
    "a Torneo database cut in half": _truncated,
    "a Torneo database with its first page wiped": _header_page_wiped,
    "a folder": _a_folder,
}


@pytest.mark.parametrize("case", DATABASE_CASES)
def test_a_bad_database_file_is_refused_and_left_alone(tmp_path: Path, case: str) -> None:
    """Refused with a sentence naming the file (or its schema); no byte of it changes, no
    backup is made, no journal written; a sound database opens right after."""
    bad = tmp_path / "ricevuto" / "archivio.sqlite3"
    bad.parent.mkdir()
    DATABASE_CASES[case](bad)
    before = _digests(bad.parent)
    with pytest.raises(ServiceError) as refused:
        open_services(str(bad))
    named = "9999_dal_futuro" if case == "a newer Torneo's database" else str(bad)
    assert_clear_refusal(refused.value, named)
    assert _digests(bad.parent) == before
    wal = Path(f"{bad}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    good = tmp_path / "buono.sqlite3"
    tournament = _sound_database(good)
    services = open_services(str(good))
    try:
        assert len(services.results.list(tournament, 1)) == 10
    finally:
        services.close()


def _damaged_in_the_middle(path: Path) -> None:
    _sound_database(path)
    with path.open("r+b") as stream:
        stream.seek(3 * PAGE)
        stream.write(os.urandom(10 * PAGE))


def test_a_database_damaged_in_the_middle_is_refused_with_a_message(tmp_path: Path) -> None:
    """Pages in the middle overwritten: refused when opened, or each action refused clearly."""
    bad = tmp_path / "archivio.sqlite3"
    _damaged_in_the_middle(bad)
    try:
        services = open_services(str(bad))
    except ServiceError as refused:
        assert refused.code is ErrorCode.DATABASE_DAMAGED
        assert_clear_refusal(refused, str(bad))
        return
    try:
        with pytest.raises(ServiceError):
            services.tournaments.list()
    finally:
        services.close()


# -- tournament files ------------------------------------------------------------------------


def _exported(services: Services, tmp_path: Path) -> Path:
    tournament = TournamentId(published_burraco(services, 8))
    services.results.enter_totals(tournament, 1, 1, 640, 245)
    return export_tournament_file(services, tournament, tmp_path / "serata.torneo")


def _bitflip(data: bytes) -> bytes:
    """The export with its data member changed, the zip still valid (checksum must catch)."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for name in source.namelist():
            member = source.read(name)
            if name != "manifest.json":
                member = member.replace(b"640", b"645", 1)
            target.writestr(name, member)
    return out.getvalue()


def _hand_edited(data: bytes, surname: str) -> bytes:
    """The export with a player's surname replaced and the checksum recomputed, as a hand
    edit by someone who knows the format (or another program) would leave it."""
    source = zipfile.ZipFile(io.BytesIO(data))
    document = json.loads(source.read("tournament.json"))
    document["tables"]["players"][0]["surname"] = surname
    tables = json.dumps(document, ensure_ascii=False).encode()
    manifest = json.loads(source.read("manifest.json"))
    manifest["sha256"] = hashlib.sha256(tables).hexdigest()
    return _zip_of(
        {
            "manifest.json": json.dumps(manifest).encode(),
            "tournament.json": tables,
            "log.json": source.read("log.json"),
        }
    )


TOURNAMENT_FILE_CASES: dict[str, Callable[[bytes, Path], bytes]] = {
    "an empty file": lambda good, db: b"",
    "random bytes": lambda good, db: os.urandom(5000),
    "a Torneo database": lambda good, db: db.read_bytes(),
    "a zip of something else": lambda good, db: _zip_of({"foto.jpg": b"\xff\xd8\xff"}),
    "a file cut in half": lambda good, db: good[: len(good) // 2],
    "a score changed by hand": lambda good, db: _bitflip(good),
    "a 10,000-character surname put in by hand": lambda good, db: _hand_edited(good, "R" * 10_000),
    "a NUL put in a surname by hand": lambda good, db: _hand_edited(good, "Ros\x00si"),
}


def _zip_of(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return out.getvalue()


@pytest.mark.parametrize("case", TOURNAMENT_FILE_CASES)
def test_a_bad_tournament_file_is_refused_and_nothing_written(
    sqlite_url: str, tmp_path: Path, case: str
) -> None:
    """Refused with a sentence naming the file; the database is exactly as before; the sound
    file imports right after."""
    services = open_services(sqlite_url)
    try:
        good = _exported(services, tmp_path)
        assert services.database.path is not None
        bad = tmp_path / "ricevuto.torneo"
        bad.write_bytes(TOURNAMENT_FILE_CASES[case](good.read_bytes(), services.database.path))
        before = database_snapshot(services.engine)
        with pytest.raises(ServiceError) as refused:
            import_tournament_file(services, bad)
        assert_clear_refusal(refused.value, bad.name)
        assert database_snapshot(services.engine) == before
        imported = import_tournament_file(services, good)
        assert services.results.get(imported.tournament_id, 1, 1).ns_mp == 640  # type: ignore[union-attr]
    finally:
        services.close()


def test_a_folder_as_tournament_file_is_refused(sqlite_url: str, tmp_path: Path) -> None:
    """A folder picked by mistake: refused with a message, nothing written."""
    services = open_services(sqlite_url)
    try:
        folder = tmp_path / "cartella.torneo"
        folder.mkdir()
        with pytest.raises(ServiceError) as refused:
            import_tournament_file(services, folder)
        assert_clear_refusal(refused.value, folder.name)
    finally:
        services.close()


def test_copying_a_sound_database_keeps_it_openable(tmp_path: Path) -> None:
    """The control case for the damaged files above: a plain copy opens with its results."""
    original = tmp_path / "originale.sqlite3"
    tournament = _sound_database(original)
    copy = tmp_path / "copia.sqlite3"
    shutil.copyfile(original, copy)
    services = open_services(str(copy))
    try:
        assert len(services.results.list(tournament, 1)) == 10
    finally:
        services.close()


def test_docs_list_every_case() -> None:
    """docs/reliability.md names every damaged or foreign file tried here."""
    assert undocumented([*DATABASE_CASES, *TOURNAMENT_FILE_CASES]) == []
