"""The tournament file: one tournament exported, imported elsewhere, identical; bad files
refused with nothing written."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.databases import Snapshot, copy_sqlite
from tournament_app.services import (
    BurracoSettings,
    Game,
    PairingSystem,
    PlayerSpec,
    Scala40Settings,
    ScheduleStep,
    TournamentDraft,
    open_services,
)
from tournament_app.services.archive import (
    ArchiveError,
    ArchiveProblem,
    export_tournament_file,
    import_tournament_file,
    read_tournament_file,
)
from tournament_app.storage.models import Base


def canonical(tables: dict[str, list[dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
    """The file's rows with every id (and reference) replaced by the row's position, so two
    databases' exports of the same tournament compare equal."""
    positions = {
        name: {row["id"]: index for index, row in enumerate(rows)} for name, rows in tables.items()
    }
    out: dict[str, list[dict[str, Any]]] = {}
    for name, rows in tables.items():
        table = Base.metadata.tables[name]
        references = {
            column.name: next(iter(column.foreign_keys)).column.table.name
            for column in table.columns
            if column.foreign_keys
        }
        out[name] = [
            {
                key: (
                    positions[name][value]
                    if key == "id"
                    else positions[references[key]].get(value)
                    if key in references and value is not None
                    else value
                )
                for key, value in row.items()
            }
            for row in rows
        ]
    return out


def _make_tournament(services) -> int:
    """A burraco tournament with custom settings, players with and without tessera."""
    tournament = services.tournaments.create(
        TournamentDraft(
            Game.BURRACO,
            "Coppa d'autunno – Forlì",
            date="2026-10-04",
            venue="Circolo Aurora",
            settings=BurracoSettings(
                hands=4,
                schedule=(
                    ScheduleStep(PairingSystem.MITCHELL, 2),
                    ScheduleStep(PairingSystem.DANESE, 2),
                ),
                bye_vp=13,
                seed=7,
            ),
        )
    )
    services.entries.add(
        tournament.id,
        [
            PlayerSpec("Rossi", "Mario", tessera="T1", club="Aurora", category="A"),
            PlayerSpec("Bianchi", "Anna", tessera="T2", club="Aurora"),
        ],
        group="A",
        category="A",
    )
    services.entries.add(
        tournament.id,
        [PlayerSpec("Niccolò", "Zoë"), PlayerSpec("Verdi", "Luca", club="Stella")],
    )
    services.entries.add(
        tournament.id, [PlayerSpec("Neri", "Sara", tessera="T3"), PlayerSpec("Blu", "Ugo")]
    )
    services.entries.withdraw(tournament.id, 3)
    return tournament.id


# The tests asking for `made_tournament` start from a copy of `_make_tournament`'s database
# (made at station "test", as theirs), built once; the others from an empty database.
STATES = {"made_tournament": with_services(_make_tournament, station="test")}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def made_tournament(start: tuple[str, Any]) -> int:
    """`_make_tournament`'s tournament."""
    return start[1]


@pytest.fixture
def blank_sqlite(_sqlite_template: Path, tmp_path: Path) -> Any:
    """`blank_sqlite(name)`: the URL of a new, empty SQLite database `name` in tmp_path (a
    copy of the migrated template, as opening a new file would make it)."""
    return lambda name: f"sqlite:///{copy_sqlite(_sqlite_template, tmp_path / name)}"


def test_round_trip_into_another_database_is_exact(
    database_url, tmp_path: Path, blank_sqlite: Any
) -> None:
    """Exported, imported into an empty database, exported again: the same rows."""
    source = open_services(database_url, station="club-a")
    try:
        tid = _make_tournament(source)
        first = export_tournament_file(source, tid, tmp_path / "coppa")
        before = source.tournaments.get(tid)
        entries_before = source.entries.list(tid)
    finally:
        source.close()
    assert first.name == "coppa.torneo"

    target = open_services(blank_sqlite("other.sqlite3"), station="federation")
    try:
        target.registry.add("Altro", "Giocatore", tessera="X9")
        imported = import_tournament_file(target, first)
        assert imported.name == "Coppa d'autunno – Forlì"
        assert (imported.players_added, imported.players_matched) == (6, 0)
        after = target.tournaments.get(imported.tournament_id)
        assert (after.name, after.date, after.venue, after.status, after.settings) == (
            before.name,
            before.date,
            before.venue,
            before.status,
            before.settings,
        )
        entries_after = target.entries.list(imported.tournament_id)
        strip = [
            (e.number, e.names, e.club, e.group, e.category, e.withdrawn) for e in entries_after
        ]
        assert strip == [
            (e.number, e.names, e.club, e.group, e.category, e.withdrawn) for e in entries_before
        ]
        second = export_tournament_file(target, imported.tournament_id, tmp_path / "again.torneo")
    finally:
        target.close()
    assert canonical(read_tournament_file(first)) == canonical(read_tournament_file(second))


def test_import_into_the_same_database_matches_players(
    made_tournament, database_url, tmp_path: Path
) -> None:
    """Players already known (same tessera, or same name and club) are reused, not copied."""
    services = open_services(database_url, station="test")
    try:
        tid = made_tournament
        path = export_tournament_file(services, tid, tmp_path / "copy.torneo")
        imported = import_tournament_file(services, path)
        assert (imported.players_added, imported.players_matched) == (0, 6)
        assert imported.tournament_id != tid
        assert len(services.tournaments.list()) == 2
        assert len(services.registry.search("Rossi")) == 1
    finally:
        services.close()


def test_scala40_settings_travel_too(database_url, tmp_path: Path) -> None:
    """A scala 40 tournament's options come back as they were."""
    services = open_services(database_url, station="test")
    try:
        settings = Scala40Settings(limit=151, out_at_limit=False, reentries=1, advance_per_table=2)
        tournament = services.tournaments.create(
            TournamentDraft(Game.SCALA40, "Scala", settings=settings)
        )
        path = export_tournament_file(services, tournament.id, tmp_path / "scala.torneo")
        imported = import_tournament_file(services, path)
        assert services.tournaments.get(imported.tournament_id).settings == settings
    finally:
        services.close()


def test_scala40_penalty_points_travel_though_not_a_multiple_of_5(
    database_url, tmp_path: Path
) -> None:
    """Scala 40 penalty points are any whole number (burraco MP go by fives): a file holding
    7 of them is read as the services gave them, not refused."""
    from tournament_app.services import PenaltyKind

    services = open_services(database_url, station="test")
    try:
        tid = services.demo.create_scala40_afternoon()
        services.penalties.add(tid, 1, PenaltyKind.MP, reason="ritardo", round_number=1, mp=7)
        path = export_tournament_file(services, tid, tmp_path / "scala.torneo")
        imported = import_tournament_file(services, path)
        (penalty,) = services.penalties.list(imported.tournament_id)
        assert (penalty.entry, penalty.kind, penalty.mp) == (1, PenaltyKind.MP, 7)
    finally:
        services.close()


def test_a_burraco_reale_counted_on_a_sheet_travels(database_url, tmp_path: Path) -> None:
    """The house variant's counts go in the file with the hand and come back as typed."""
    from tournament_app.services import HandBreakdown, HandTotals, LineHand

    services = open_services(database_url, station="test")
    try:
        settings = BurracoSettings(first_round=PairingSystem.REGISTRATION, burraco_reale=True)
        tournament = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Reale", settings=settings)
        )
        for surname in ("Rossi", "Bianchi"):
            services.entries.add(tournament.id, [PlayerSpec(surname), PlayerSpec(surname + "2")])
        services.rounds.generate(tournament.id)
        services.rounds.publish(tournament.id, 1)
        hand = HandBreakdown(
            ns=LineHand(closed=True, melded=200, reale=1),
            ew=LineHand(melded=150, super_burraco=1),
        )
        services.results.enter_hands(
            tournament.id, 1, 1, [hand, HandTotals(0, 0), HandTotals(0, 0)]
        )
        path = export_tournament_file(services, tournament.id, tmp_path / "reale.torneo")
        imported = import_tournament_file(services, path)
        result = services.results.get(imported.tournament_id, 1, 1)
        assert result is not None and result.breakdown[0] == hand
    finally:
        services.close()


def _rewrite(path: Path, target: Path, *, manifest=None, data: bytes | None = None) -> Path:
    """A copy of a tournament file with its manifest or data replaced (its log as it was)."""
    with zipfile.ZipFile(path) as source:
        original_manifest = json.loads(source.read("manifest.json"))
        original_data = source.read("tournament.json")
        log = source.read("log.json")
    with zipfile.ZipFile(target, "w") as out:
        document = manifest(original_manifest) if manifest else original_manifest
        out.writestr("manifest.json", json.dumps(document))
        out.writestr("tournament.json", data if data is not None else original_data)
        out.writestr("log.json", log)
    return target


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
            _rewrite(good, folder / "f.torneo", manifest=lambda m: {**m, "format": "x"}),
            ArchiveProblem.FOREIGN,
        ),
        "newer": (
            _rewrite(good, folder / "n.torneo", manifest=lambda m: {**m, "format_version": 99}),
            ArchiveProblem.TOO_NEW,
        ),
        "tampered": (_rewrite(good, folder / "t.torneo", data=tampered), ArchiveProblem.CORRUPT),
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
    import hashlib

    services = open_services(database_url, station="test")
    try:
        tid = made_tournament
        good = export_tournament_file(services, tid, tmp_path / "good.torneo")
    finally:
        services.close()
    document = json.loads(zipfile.ZipFile(good).read("tournament.json"))
    document["tables"]["entry_players"][0]["player_id"] = 999_999
    data = json.dumps(document).encode()
    bad = _rewrite(
        good,
        tmp_path / "dangling.torneo",
        manifest=lambda m: {**m, "sha256": hashlib.sha256(data).hexdigest()},
        data=data,
    )
    with pytest.raises(ArchiveError) as caught:
        read_tournament_file(bad)
    assert caught.value.problem is ArchiveProblem.CORRUPT


def _played(services) -> list[int]:
    """A burraco round with results (totals and per hand) and a penalty, and a scala 40
    table with hands: everything a tournament file must carry."""
    from tournament_app.services import HandTotals, PenaltyKind, Scala40Hand

    burraco = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Giocato", settings=BurracoSettings(seed=3))
    )
    for number in range(1, 6):
        services.entries.add(
            burraco.id, [PlayerSpec(f"Uno{number}", "A"), PlayerSpec(f"Due{number}", "B")]
        )
    services.rounds.generate(burraco.id)
    played = services.rounds.publish(burraco.id, 1)
    tables = [t.table for t in played.tables if not t.is_bye]
    services.results.enter_totals(burraco.id, 1, tables[0], 1290, 870)
    services.results.enter_hands(
        burraco.id,
        1,
        tables[1],
        [HandTotals(640, 245), HandTotals(-100, 500), HandTotals(330, 215)],
    )
    services.penalties.add(burraco.id, 2, PenaltyKind.VP, reason="ritardo", round_number=1, vp=1)

    scala = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala giocata", settings=Scala40Settings(seed=1))
    )
    for number in range(1, 5):
        services.entries.add(scala.id, [PlayerSpec(f"Gioc{number}", "C")])
    services.rounds.generate(scala.id)
    seated = services.rounds.publish(scala.id, 1).tables[0]
    a, b, c, d = seated.players
    services.results.enter_hand(
        scala.id,
        1,
        seated.table,
        Scala40Hand(points=((a, 0), (b, 20), (c, 35), (d, 101)), closer=a),
    )
    return [burraco.id, scala.id]


def test_played_tournaments_round_trip(database_url, tmp_path: Path, blank_sqlite: Any) -> None:
    """Rounds, seats, results with hands, penalties and scala 40 sheets come back the same,
    and so do the standings."""
    source = open_services(database_url, station="club-a")
    try:
        ids = _played(source)
        files = [export_tournament_file(source, tid, tmp_path / f"t{tid}") for tid in ids]
        standings = [source.standings.overall(tid) for tid in ids]
        sheet = source.results.sheets(ids[1], 1)
    finally:
        source.close()
    target = open_services(blank_sqlite("other.sqlite3"), station="federation")
    try:
        for path, before in zip(files, standings, strict=True):
            imported = import_tournament_file(target, path)
            assert target.standings.overall(imported.tournament_id) == before
            again = export_tournament_file(target, imported.tournament_id, tmp_path / "x.torneo")
            assert canonical(read_tournament_file(again)) == canonical(read_tournament_file(path))
        assert target.results.sheets(imported.tournament_id, 1) == sheet
    finally:
        target.close()


def test_import_is_undoable(
    made_tournament, database_url, tmp_path: Path, blank_sqlite: Any
) -> None:
    """Undo right after an import removes the tournament and the players it added."""
    services = open_services(database_url, station="test")
    try:
        tid = made_tournament
        path = export_tournament_file(services, tid, tmp_path / "t.torneo")
    finally:
        services.close()
    target = open_services(blank_sqlite("other.sqlite3"), station="test")
    try:
        import_tournament_file(target, path)
        target.audit.undo_last()
        assert target.tournaments.list() == ()
        assert target.registry.search("") == ()
    finally:
        target.close()


def test_from_an_embedded_database_into_the_shared_one(
    database_url, tmp_path: Path, blank_sqlite: Any
) -> None:
    """A club's SQLite tournament imports into the database under test (PostgreSQL too)."""
    source = open_services(blank_sqlite("club.sqlite3"), station="club")
    try:
        ids = _played(source)
        files = [export_tournament_file(source, tid, tmp_path / f"t{tid}") for tid in ids]
        standings = [source.standings.overall(tid) for tid in ids]
    finally:
        source.close()
    target = open_services(database_url, station="federation")
    try:
        for path, before in zip(files, standings, strict=True):
            imported = import_tournament_file(target, path)
            assert target.standings.overall(imported.tournament_id) == before
            again = export_tournament_file(target, imported.tournament_id, tmp_path / "y.torneo")
            assert canonical(read_tournament_file(again)) == canonical(read_tournament_file(path))
    finally:
        target.close()


def test_an_import_is_announced_once_committed_and_a_refusal_not_at_all(
    made_tournament, database_url, tmp_path: Path
) -> None:
    """The open screens refresh after an import (the listeners hear it, as after any
    action); a refused file announces nothing, since nothing changed."""
    services = open_services(database_url, station="test")
    heard = []
    try:
        good = export_tournament_file(services, made_tournament, tmp_path / "g.torneo")
        bad = _rewrite(good, tmp_path / "n.torneo", manifest=lambda m: {**m, "format_version": 9})
        services.subscribe(heard.append)
        with pytest.raises(ArchiveError):
            import_tournament_file(services, bad)
        assert heard == []
        imported = import_tournament_file(services, good)
        assert len(heard) == 1
        assert heard[0].tournaments and heard[0].entries and heard[0].registry
        assert services.audit.list(imported.tournament_id)[0].action == "tournament.import_file"
    finally:
        services.close()


# -- texts edited by hand: held to the rules they would be typed under ------------------------


def _hand_edited(good: Path, target: Path, edit) -> Path:
    """`good` with its data changed by `edit(tables)` and the checksum made to match, as a
    careful hand edit (or another program writing the format) would leave it."""
    import hashlib

    document = json.loads(zipfile.ZipFile(good).read("tournament.json"))
    edit(document["tables"])
    data = json.dumps(document, ensure_ascii=False).encode()
    digest = hashlib.sha256(data).hexdigest()
    return _rewrite(good, target, manifest=lambda m: {**m, "sha256": digest}, data=data)


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
    from tournament_app.services.archive import ArchiveTextError, file_summary

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

    from tournament_app.services.archive import ALL_TABLES, FILE_TEXTS
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

    from tournament_app.services import (
        archive_checks,
        archive_play_checks,
        archive_values,
        messages,
    )
    from tournament_app.services.archive_errors import PLACES
    from tournament_app.services.archive_rules import ALL_TABLES, FILE_COLUMNS
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
    from tournament_app.services.archive import file_summary

    services = open_services(database_url, station="test")
    try:
        good = export_tournament_file(services, made_tournament, tmp_path / "g.torneo")
    finally:
        services.close()
    written = json.loads(zipfile.ZipFile(good).read("manifest.json"))

    def edit(manifest):
        about = {**manifest["tournament"], "name": "  Coppa\td'autunno   – Forlì "}
        return {**manifest, "tournament": about, "note": "<script>" * 1000}

    summary = file_summary(_rewrite(good, tmp_path / "m.torneo", manifest=edit))
    assert summary["tournament"] == {
        "name": "Coppa d'autunno – Forlì",
        "game": "burraco",
        "date": "2026-10-04",
    }
    assert summary["exported_at"] == written["exported_at"]
    assert "note" not in summary
    assert (summary["entries"], summary["rounds"], summary["players"]) == (3, 0, 6)


@pytest.mark.parametrize("target", ["", "folder"])
def test_exporting_to_no_file_name_is_refused_in_words(
    made_tournament, database_url, tmp_path: Path, target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An empty name (the working folder) or a folder given where a file name belongs: refused
    with the reason in words, nothing written (the fuzz test found a traceback for "")."""
    monkeypatch.chdir(tmp_path)
    services = open_services(database_url, station="test")
    try:
        tid = made_tournament
        (tmp_path / "folder").mkdir()
        with pytest.raises(ArchiveError) as refused:
            export_tournament_file(services, tid, Path(target))
        assert "è una cartella, non un file" in refused.value.sentence("it")
        assert "it is a folder, not a file" in refused.value.sentence("en")
        assert sorted(p.name for p in tmp_path.iterdir() if p.suffix in (".torneo", ".part")) == []
    finally:
        services.close()
