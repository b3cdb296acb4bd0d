"""Every `torneo` command that writes a file, pointed at a file it must not replace: the open
database, its -wal, an automatic copy in the backups folder, a text file, another program's
SQLite database. Each is refused with the sentence naming the file (exit 3, code
output_refused), the file stays byte for byte as it was, nothing else appears beside it and
the database opens with all its data. A PDF still replaces a PDF; a display station writes
only new files; a write that fails at the last step leaves the old file whole."""

from __future__ import annotations

import errno
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.builders.snapshots import sqlite_copy
from tests.cli.cli_helpers import Torneo, commands_snapshot
from tests.databases import Snapshot
from tournament_app.services import open_services

# What every test starts from: the `demo` command's tournaments, made once per process and
# backend and copied for each test.
DEMO = commands_snapshot(("demo",))


@pytest.fixture
def database_url(database_snapshot: Snapshot) -> str:
    """A copy of the demo club on each database under test (SQLite, PostgreSQL)."""
    return database_snapshot(DEMO)[0]


@pytest.fixture
def sqlite_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A copy of the demo club in a SQLite file."""
    url = f"sqlite:///{tmp_path / 'torneo-test.sqlite3'}"
    sqlite_copy(request, DEMO, url)
    return url


# Every command line that writes a file, the file's place marked by None.
WRITERS = [
    ("export", "-t", 1, "--pdf", None),
    ("export", "-t", 1, "--xlsx", None),
    ("export", "-t", 1, "--html", None),
    ("print", "-t", 1, "--seating", None),
    ("print", "-t", 1, "--table-cards", None),
    ("print", "-t", 1, "--scoresheets", None),
    ("print", "-t", 1, "--round-results", None),
    ("print", "-t", 1, "--standings", None),
    ("print", "-t", 1, "--prizes", None),
    ("print", "-t", 1, "--entries", None),
    ("tournament", "export-file", "-t", 1, None),
    ("season", "--game", "burraco", "--include-running", "--pdf", None),
    ("season", "--game", "burraco", "--include-running", "--xlsx", None),
    ("season", "--game", "burraco", "--include-running", "--html", None),
]
# A copy of the database: only a database on a file has them.
COPY = ("backup", "save", None)

# The database's own files (a database on a file), and files of other programs (any database).
DATABASE_FILES = ["database", "wal", "backup copy"]
FOREIGN_FILES = ["text file", "another program's database"]


def _command(writer: tuple[object, ...], target: Path) -> list[object]:
    return [target if part is None else part for part in writer]


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` but SQLite's -shm (shared memory, rewritten by any reader)."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not path.name.endswith("-shm")
    }


def _club(database_url: str, capsys) -> Iterator[tuple[Torneo, Path | None]]:
    """On the demo tournaments, on a file, an automatic copy in the backups folder and
    another station keeping the database open, so its -wal is there."""
    torneo = Torneo(database_url, capsys)
    station = open_services(database_url, station="sala")
    station.backup("tournament-1-round-3-published")
    station.tournaments.list()
    database = Path(database_url.removeprefix("sqlite:///")) if "sqlite" in database_url else None
    try:
        yield torneo, database
    finally:
        station.close()


@pytest.fixture
def club(database_url: str, capsys) -> Iterator[tuple[Torneo, Path | None]]:
    """The club on each database under test (SQLite, PostgreSQL)."""
    yield from _club(database_url, capsys)


@pytest.fixture
def club_on_file(sqlite_url: str, capsys) -> Iterator[tuple[Torneo, Path | None]]:
    """The club on a SQLite file."""
    yield from _club(sqlite_url, capsys)


def _target(kind: str, database: Path | None, tmp_path: Path) -> Path:
    if kind == "database":
        assert database is not None
        return database
    if kind == "wal":
        assert database is not None
        return database.with_name(database.name + "-wal")
    if kind == "backup copy":
        assert database is not None
        return sorted((database.parent / f"{database.stem}-backups").glob("*.sqlite3"))[-1]
    if kind == "text file":
        notes = tmp_path / "appunti.txt"
        notes.write_text("Quote da incassare: 12 coppie\n", encoding="utf-8")
        return notes
    other = tmp_path / "magazzino.sqlite3"
    connection = sqlite3.connect(other)
    connection.execute("CREATE TABLE articoli (nome TEXT)")
    connection.execute("INSERT INTO articoli VALUES ('mazzi di carte')")
    connection.commit()
    connection.close()
    return other


def _data(torneo: Torneo) -> tuple[object, ...]:
    return (
        torneo.ok("tournament", "list"),
        torneo.ok("standings", "-t", 1),
        torneo.ok("result", "show", "-t", 1, "-r", 1),
    )


@pytest.mark.parametrize("kind", DATABASE_FILES)
def test_no_command_writes_over_the_database_or_its_copies(club_on_file, tmp_path, kind) -> None:
    _every_writer_refused(*club_on_file, tmp_path, kind)


@pytest.mark.parametrize("kind", FOREIGN_FILES)
def test_no_command_writes_over_another_programs_file(club, tmp_path, kind) -> None:
    _every_writer_refused(*club, tmp_path, kind)


def _every_writer_refused(torneo: Torneo, database: Path | None, tmp_path: Path, kind: str) -> None:
    target = _target(kind, database, tmp_path)
    if kind == "wal":
        assert target.exists()  # the other station holds the database open
    data = _data(torneo)
    # A copy of a server's database is made on the server (its own refusal, COPIES_ON_SERVER).
    writers = WRITERS + ([COPY] if database is not None else [])
    for writer in writers:
        before = _files(tmp_path)
        result = torneo.run("--json", *_command(writer, target))
        assert result.code == 3, (writer, result.out, result.err)
        error = result.json()["error"]
        assert error["code"] == "output_refused", (writer, error)
        assert f"The file {target} was not written" in error["message"], error
        assert error["message"].endswith("Nothing changed."), error
        assert _files(tmp_path) == before, writer  # the target as it was, nothing beside it
    assert _data(torneo) == data
    if database is not None:
        connection = sqlite3.connect(database)
        try:
            assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        finally:
            connection.close()


def test_the_refusal_is_said_in_italian_too(club, tmp_path: Path) -> None:
    torneo, _ = club
    target = _target("text file", None, tmp_path)
    said = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "print", "-t", 1, "--standings", target
    )
    assert said.code == 3
    assert f"Il file {target} non è stato scritto" in said.err
    assert "un file di un altro tipo, non un PDF" in said.err
    assert "Scegli un altro nome" in said.err


def test_a_link_to_the_database_is_caught(sqlite_url: str, capsys, tmp_path: Path) -> None:
    """club.pdf, a symbolic link to the database, and a hard link to it: both refused."""
    torneo = Torneo(sqlite_url, capsys)
    database = Path(sqlite_url.removeprefix("sqlite:///"))
    (tmp_path / "club.pdf").symlink_to(database)
    os.link(database, tmp_path / "stesso.pdf")
    before = database.read_bytes()
    for name in ("club.pdf", "stesso.pdf"):
        error = torneo.refused("print", "-t", 1, "--standings", tmp_path / name)["error"]
        assert "it is the open database" in error["message"]
    assert database.read_bytes() == before
    assert (tmp_path / "club.pdf").is_symlink()


def test_a_pdf_replaces_a_pdf_but_not_a_workbook(database_url: str, capsys, tmp_path) -> None:
    """Printed again, the standings replace last time's PDF; a workbook by that name stays."""
    torneo = Torneo(database_url, capsys)
    pdf, xlsx = tmp_path / "classifica.pdf", tmp_path / "classifica.xlsx"
    torneo.ok("export", "-t", 2, "--pdf", pdf, "--xlsx", xlsx)
    torneo.ok("print", "-t", 1, "--standings", pdf)
    assert "Serata burraco" in _pdf_text(pdf)
    workbook = xlsx.read_bytes()
    refused = torneo.refused("print", "-t", 1, "--standings", xlsx)["error"]
    assert "is an Excel workbook, not a PDF" in refused["message"]
    assert xlsx.read_bytes() == workbook
    # Several files asked for at once: the refused one stops them all before any is written.
    page = pdf.read_bytes()
    torneo.refused("print", "-t", 2, "--standings", pdf, "--entries", xlsx)
    assert pdf.read_bytes() == page


def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return " ".join(page.extract_text() for page in PdfReader(path).pages)


def test_a_display_station_writes_only_new_files(database_url: str, capsys, tmp_path) -> None:
    torneo = Torneo(database_url, capsys)
    old = tmp_path / "classifica.pdf"
    torneo.ok("print", "-t", 1, "--standings", old)
    kept = old.read_bytes()
    display = torneo.run("--display", "--json", "print", "-t", 2, "--standings", old)
    assert display.code == 3
    assert "this station is display only" in display.json()["error"]["message"]
    assert old.read_bytes() == kept
    new = tmp_path / "nuova.pdf"
    assert torneo.run("--display", "print", "-t", 2, "--standings", new).code == 0
    assert new.read_bytes().startswith(b"%PDF-")


def test_a_write_failing_at_the_last_step_leaves_the_old_file(
    sqlite_url: str, capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk fills as the new file takes the old one's place: every writer leaves the old
    file (and the old web site) whole, and no scratch file behind."""
    torneo = Torneo(sqlite_url, capsys)
    out = tmp_path / "uscita"
    out.mkdir()
    made = [
        ("export", "-t", 1, "--pdf", out / "a.pdf"),
        ("export", "-t", 1, "--xlsx", out / "a.xlsx"),
        ("export", "-t", 1, "--html", out / "sito"),
        ("season", "--game", "burraco", "--include-running", "--html", out / "s.html"),
        ("tournament", "export-file", "-t", 1, out / "a.torneo"),
        ("backup", "save", out / "a.sqlite3"),
    ]
    for command in made:
        torneo.ok(*command)
    before = _files(out)

    def full_disk(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    for command in made:
        result = torneo.run(*command)
        assert result.code == 3, (command, result.err)
        assert _files(out) == before, command
