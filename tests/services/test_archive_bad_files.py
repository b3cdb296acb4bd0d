"""Tournament files not as Torneo wrote them: foreign, corrupt or newer files refused with
their reason, texts edited by hand held to the rules they would be typed under, and
`import-file --check` showing the manifest as checked; nothing written by a refusal."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.builders.archive_files import autumn_cup, rewrite
from tests.builders.archive_files import blank_sqlite as blank_sqlite_in
from tests.builders.snapshots import started, with_services
from tests.databases import Snapshot
from tournament_app.services import open_services
from tournament_app.services.archive.tournament_file import (
    ArchiveError,
    ArchiveProblem,
    export_tournament_file,
    import_tournament_file,
    read_tournament_file,
)
from tournament_app.storage.models import Base

# The tests asking for `made_tournament` start from a copy of `autumn_cup`'s database (made
# at station "test", as theirs), built once; the others from an empty database.
STATES = {"made_tournament": with_services(autumn_cup, station="test")}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def made_tournament(start: tuple[str, Any]) -> int:
    """`autumn_cup`'s tournament."""
    return start[1]


@pytest.fixture
def blank_sqlite(_sqlite_template: Path, tmp_path: Path) -> Any:
    """`blank_sqlite(name)`: the URL of a new, empty SQLite database `name` in tmp_path."""
    return blank_sqlite_in(_sqlite_template, tmp_path)


def _bad_files(good: Path, folder: Path) -> dict[str, tuple[Path, ArchiveProblem]]:
    text = folder / "notes.torneo"
    text.write_text("not a zip at all")
    other_zip = folder / "photos.zip"
    with zipfile.ZipFile(other_zip, "w") as out:
        out.writestr("photo.jpg", b"\xff\xd8")
    truncated = folder / "truncated.torneo"
    truncated.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    data = zipfile.ZipFile(good).read("tournament.json")
    tampered = data.replace(b"Rossi", b"Russo")
    return {
        "text": (text, ArchiveProblem.NOT_A_ZIP),
        "other zip": (other_zip, ArchiveProblem.FOREIGN),
        "other format": (
            rewrite(good, folder / "f.torneo", manifest=lambda m: {**m, "format": "x"}),
            ArchiveProblem.FOREIGN,
        ),
        "newer": (
            rewrite(good, folder / "n.torneo", manifest=lambda m: {**m, "format_version": 99}),
            ArchiveProblem.TOO_NEW,
        ),
        "tampered": (rewrite(good, folder / "t.torneo", data=tampered), ArchiveProblem.CORRUPT),
        "truncated": (truncated, ArchiveProblem.NOT_A_ZIP),
    }


@pytest.mark.parametrize(
    "case", ["text", "other zip", "other format", "newer", "tampered", "truncated"]
)
def test_foreign_or_corrupt_files_are_refused_and_change_nothing(
    case, made_tournament, database_url, tmp_path: Path
) -> None:
    """Each bad file is refused with its reason, worded in both languages; nothing added."""
    services = open_services(database_url, station="test")
    try:
        tid = made_tournament
        good = export_tournament_file(services, tid, tmp_path / "good.torneo")
        path, problem = _bad_files(good, tmp_path)[case]
        players_before = services.registry.search("")
        with pytest.raises(ArchiveError) as caught:
            import_tournament_file(services, path)
        assert caught.value.problem is problem
        assert path.name in caught.value.sentence("it")
        assert path.name in caught.value.sentence("en")
        assert [t.id for t in services.tournaments.list()] == [tid]
        assert services.registry.search("") == players_before
    finally:
        services.close()


def test_references_outside_the_file_are_corrupt(
    tmp_path: Path, made_tournament, database_url
) -> None:
    """A checksum-consistent file whose rows point at missing rows is still refused."""
    services = open_services(database_url, station="test")
    try:
        tid = made_tournament
        good = export_tournament_file(services, tid, tmp_path / "good.torneo")
    finally:
        services.close()
    document = json.loads(zipfile.ZipFile(good).read("tournament.json"))
    document["tables"]["entry_players"][0]["player_id"] = 999_999
    data = json.dumps(document).encode()
    bad = rewrite(
        good,
        tmp_path / "dangling.torneo",
        manifest=lambda m: {**m, "sha256": hashlib.sha256(data).hexdigest()},
        data=data,
    )
    with pytest.raises(ArchiveError) as caught:
        read_tournament_file(bad)
    assert caught.value.problem is ArchiveProblem.CORRUPT


def _hand_edited(good: Path, target: Path, edit) -> Path:
    """`good` with its data changed by `edit(tables)` and the checksum made to match, as a
    careful hand edit (or another program writing the format) would leave it."""
    document = json.loads(zipfile.ZipFile(good).read("tournament.json"))
    edit(document["tables"])
    data = json.dumps(document, ensure_ascii=False).encode()
    digest = hashlib.sha256(data).hexdigest()
    return rewrite(good, target, manifest=lambda m: {**m, "sha256": digest}, data=data)


def _every_row(services) -> dict[str, list[tuple[Any, ...]]]:
    from sqlalchemy import select

    with services.engine.connect() as connection:
        return {
            table.name: [tuple(row) for row in connection.execute(select(table))]
            for table in Base.metadata.sorted_tables
        }


def _set(table: str, column: str, value, *, where=lambda row: True):
    def edit(tables) -> None:
        row = next(r for r in tables[table] if where(r))
        row[column] = value

    return edit


def _is_rossi(row) -> bool:
    return row["surname"] == "Rossi"


# (the edit, the code the typing rule gives, words each sentence must hold: it, then en)
HAND_EDITS = {
    "a surname of 10,000 characters": (
        _set("players", "surname", "R" * 10_000, where=_is_rossi),
        "text_too_long",
        ("il giocatore n.", "cognome", "10000", "150"),
        ("player no.", "surname", "10000", "150"),
    ),
    "a surname one past the limit": (
        _set("players", "surname", "R" * 151, where=_is_rossi),
        "text_too_long",
        ("cognome", "151", "150"),
        ("surname", "151", "150"),
    ),
    "a NUL in the tournament's name": (
        _set("tournaments", "name", "Coppa\x00d'autunno"),
        "text_control_character",
        ("il torneo", "nome del torneo", "U+0000"),
        ("the tournament", "tournament name", "U+0000"),
    ),
    "a bell character in a club": (
        _set("clubs", "name", "Aurora\x07"),
        "text_control_character",
        ("il circolo n. 1", "circolo", "U+0007"),
        ("club no. 1", "club", "U+0007"),
    ),
    "a group of 41 characters on entry 1": (
        _set("entries", "group_name", "G" * 41, where=lambda row: row["number"] == 1),
        "text_too_long",
        ("l'iscrizione 1", "girone", "40"),
        ("entry 1", "group", "40"),
    ),
    "a surname emptied": (
        _set("players", "surname", "   ", where=_is_rossi),
        "text_required",
        ("il giocatore n.", "cognome"),
        ("player no.", "surname"),
    ),
}


@pytest.mark.parametrize("case", HAND_EDITS)
def test_a_text_the_keyboard_would_refuse_refuses_the_whole_file(
    case, made_tournament, database_url, tmp_path: Path
) -> None:
    """Refused with a sentence naming the file, the row and the field, in Italian and
    English; not one row written (players, clubs, tournament, audit)."""
    from tournament_app.services.archive.tournament_file import ArchiveTextError, file_summary

    edit, code, italian, english = HAND_EDITS[case]
    services = open_services(database_url, station="test")
    try:
        good = export_tournament_file(services, made_tournament, tmp_path / "g.torneo")
        bad = _hand_edited(good, tmp_path / "ritoccato.torneo", edit)
        before = _every_row(services)
        with pytest.raises(ArchiveTextError) as caught:
            import_tournament_file(services, bad)
        assert caught.value.problem is ArchiveProblem.BAD_TEXT
        assert caught.value.refused.code.value == code
        for language, words in (("it", italian), ("en", english)):
            sentence = caught.value.sentence(language)
            assert "ritoccato.torneo" in sentence and "{" not in sentence
            for word in words:
                assert word in sentence, (word, sentence)
            assert "R" * 40 not in sentence  # a quote of the text, never all of it
        assert _every_row(services) == before
        with pytest.raises(ArchiveTextError):
            file_summary(bad)  # `import-file --check` says the same before importing
    finally:
        services.close()


def test_a_number_where_a_name_goes_is_a_damaged_file(
    made_tournament, database_url, tmp_path: Path
) -> None:
    """Not text at all: refused as damaged, naming the field, nothing written."""
    services = open_services(database_url, station="test")
    try:
        good = export_tournament_file(services, made_tournament, tmp_path / "g.torneo")
        bad = _hand_edited(good, tmp_path / "n.torneo", _set("players", "surname", 12345))
        before = _every_row(services)
        with pytest.raises(ArchiveError) as caught:
            import_tournament_file(services, bad)
        assert caught.value.problem is ArchiveProblem.CORRUPT
        italian, english = caught.value.sentence("it"), caught.value.sentence("en")
        for word in ("il giocatore n. 1", "«cognome»", "deve essere un testo", "12345"):
            assert word in italian, (word, italian)
        for word in ("player no. 1", "“surname”", "must be text", "12345"):
            assert word in english, (word, english)
        assert _every_row(services) == before
    finally:
        services.close()


def test_a_hand_edit_within_the_rules_imports_cleaned_as_typing_would(
    made_tournament, database_url, tmp_path: Path, blank_sqlite: Any
) -> None:
    """A surname of exactly 150 characters comes in whole; stray spaces and a tab around
    and inside a club name are tidied as the registration form tidies them; an emptied
    optional category becomes no category."""
    services = open_services(database_url, station="test")
    longest = "R" * 150

    def edit(tables) -> None:
        _set("players", "surname", longest, where=_is_rossi)(tables)
        tables["clubs"][0]["name"] = "  Circolo\t  Aurora "
        tables["entries"][0]["category"] = " "

    try:
        tid = made_tournament
        good = export_tournament_file(services, tid, tmp_path / "g.torneo")
    finally:
        services.close()
    target = open_services(blank_sqlite("other.sqlite3"), station="federation")
    try:
        imported = import_tournament_file(target, _hand_edited(good, tmp_path / "ok.torneo", edit))
        (player,) = target.registry.search(longest)
        assert (player.surname, player.club) == (longest, "Circolo Aurora")
        first = target.entries.list(imported.tournament_id)[0]
        assert first.category is None
    finally:
        target.close()


def test_every_text_column_a_file_carries_has_its_rule() -> None:
    """A text column added to a tournament's tables later must be given its typing rule
    (FILE_TEXTS), or a hand-edited file could fill it with anything. The name keys are not
    carried: the import computes them from the names."""
    from sqlalchemy import String

    from tournament_app.services.archive.tournament_file import ALL_TABLES, FILE_TEXTS
    from tournament_app.storage import limits
    from tournament_app.storage.models import derived

    sized = {v for k, v in vars(limits).items() if k.isupper() and isinstance(v, int)}
    texts = {
        (name, column.name)
        for name in ALL_TABLES
        for column in Base.metadata.tables[name].columns
        if isinstance(column.type, String)
        and (column.type.length is None or column.type.length in sized)
        and not derived(column)
    }
    assert texts == set(FILE_TEXTS)


def test_every_refusal_a_file_can_get_is_worded_in_both_languages() -> None:
    """Each reason the checks give, each column they can name and each row they can point
    at has its words in Italian and English: a refusal never shows a raw key (or fails to
    word itself, which would reach the director as a crash)."""
    import re

    from tournament_app.services import messages
    from tournament_app.services.archive import checks as archive_checks
    from tournament_app.services.archive import play_checks as archive_play_checks
    from tournament_app.services.archive import values as archive_values
    from tournament_app.services.archive.errors import PLACES
    from tournament_app.services.archive.rules import ALL_TABLES, FILE_COLUMNS
    from tournament_app.services.settings import Game

    source = "".join(
        Path(module.__file__).read_text(encoding="utf-8")
        for module in (archive_checks, archive_values, archive_play_checks)
    )
    reasons = set(re.findall(r'_Wrong\(\s*"([a-z_]+)"', source))
    reasons |= {f"other_game_{game.value}" for game in Game}
    # reasons chosen before the call: named in a conditional or handed to _culprit
    reasons |= set(re.findall(r'"(draw_(?:twice|unknown)|dangling(?:_number)?)"', source))
    reasons |= set(re.findall(r'_culprit\(game, data, "([a-z_]+)"', source))
    assert {"dangling", "draw_twice", "invalid_setting", "unreadable_setting"} <= reasons
    columns = {column for table in FILE_COLUMNS.values() for column in table}
    columns |= {"tournament", "torneo_version", "exported_at"}  # the manifest's
    for language in ("it", "en"):
        assert reasons <= set(messages.ARCHIVE_REASONS[language]), language
        assert columns <= set(messages.ARCHIVE_FIELDS[language]), language
        assert {*ALL_TABLES, "file", "manifest"} <= set(PLACES[language]), language
    assert set(messages.ARCHIVE_REASONS["it"]) == set(messages.ARCHIVE_REASONS["en"])


def test_check_shows_the_manifest_as_checked(made_tournament, database_url, tmp_path: Path) -> None:
    """`import-file --check` (file_summary) shows the manifest's name tidied as typing tidies
    it, the export time as written, and nothing a hand added to the manifest."""
    from tournament_app.services.archive.tournament_file import file_summary

    services = open_services(database_url, station="test")
    try:
        good = export_tournament_file(services, made_tournament, tmp_path / "g.torneo")
    finally:
        services.close()
    written = json.loads(zipfile.ZipFile(good).read("manifest.json"))

    def edit(manifest):
        about = {**manifest["tournament"], "name": "  Coppa\td'autunno   – Forlì "}
        return {**manifest, "tournament": about, "note": "<script>" * 1000}

    summary = file_summary(rewrite(good, tmp_path / "m.torneo", manifest=edit))
    assert summary["tournament"] == {
        "name": "Coppa d'autunno – Forlì",
        "game": "burraco",
        "date": "2026-10-04",
    }
    assert summary["exported_at"] == written["exported_at"]
    assert "note" not in summary
    assert (summary["entries"], summary["rounds"], summary["players"]) == (3, 0, 6)
