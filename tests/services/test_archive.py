"""The tournament file: one tournament exported, imported elsewhere, identical; its import
undone, announced; an export refused without a file name. Files not as Torneo wrote them:
test_archive_bad_files.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.builders.archive_files import autumn_cup, played_both_games, rewrite
from tests.builders.archive_files import blank_sqlite as blank_sqlite_in
from tests.builders.snapshots import started, with_services
from tests.databases import Snapshot
from tournament_app.services import (
    BurracoSettings,
    Game,
    PairingSystem,
    PlayerSpec,
    Scala40Settings,
    TournamentDraft,
    open_services,
)
from tournament_app.services.archive.tournament_file import (
    ArchiveError,
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


def test_round_trip_into_another_database_is_exact(
    database_url, tmp_path: Path, blank_sqlite: Any
) -> None:
    """Exported, imported into an empty database, exported again: the same rows."""
    source = open_services(database_url, station="club-a")
    try:
        tid = autumn_cup(source)
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


def test_played_tournaments_round_trip(database_url, tmp_path: Path, blank_sqlite: Any) -> None:
    """Rounds, seats, results with hands, penalties and scala 40 sheets come back the same,
    and so do the standings."""
    source = open_services(database_url, station="club-a")
    try:
        ids = played_both_games(source)
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


def test_a_scala40_table_ended_by_a_forfeit_travels(
    database_url, tmp_path: Path, blank_sqlite: Any
) -> None:
    """scala40.md: a forfeit puts the player last at the table, out of play from the last
    hand they have points in. Hand 1: a closes, b 20, c 30, d 40; d forfeits; hand 2: a
    closes, b 90 and c 80, both out on 110 in the same hand: the game is over (only a is
    left), b and c share 2nd, d 4th; the director orders c before b. The file is read
    back and imported with the table as it ended: a 1st, c 2nd, b 3rd, d 4th (it was
    refused as corrupt: replayed without the forfeit, d was still in play and the tie order
    came before the game was over)."""
    from tournament_app.services import PenaltyKind, Scala40Hand

    source = open_services(database_url, station="club-a")
    try:
        tid = source.tournaments.create(
            TournamentDraft(Game.SCALA40, "Scala a tavolino", settings=Scala40Settings(seed=1))
        ).id
        for number in range(1, 5):
            source.entries.add(tid, [PlayerSpec(f"Gioc{number}", "C")])
        source.rounds.generate(tid)
        seated = source.rounds.publish(tid, 1).tables[0]
        a, b, c, d = seated.players
        first = Scala40Hand(points=((a, 0), (b, 20), (c, 30), (d, 40)), closer=a)
        sheet = source.results.enter_hand(tid, 1, seated.table, first)
        source.penalties.add(tid, d, PenaltyKind.FORFEIT, round_number=1, reason="lascia")
        second = Scala40Hand(points=((a, 0), (b, 90), (c, 80)), closer=a)
        sheet = source.results.enter_hand(
            tid, 1, seated.table, second, expected_version=sheet.version
        )
        sheet = source.results.give_tie_order(
            tid, 1, seated.table, (c, b), expected_version=sheet.version
        )
        path = export_tournament_file(source, tid, tmp_path / "tavolino.torneo")
        standings = source.standings.overall(tid)
    finally:
        source.close()
    read_tournament_file(path)
    target = open_services(blank_sqlite("other.sqlite3"), station="federation")
    try:
        imported = import_tournament_file(target, path).tournament_id
        arrived = target.results.sheet(imported, 1, seated.table)
        assert arrived.finished and arrived.forfeited == (d,)
        assert [(p.entry, p.place) for p in arrived.placings] == [(a, 1), (c, 2), (b, 3), (d, 4)]
        assert arrived.placings == sheet.placings
        assert target.standings.overall(imported) == standings
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


@pytest.fixture(scope="module")
def embedded_club(
    _sqlite_template: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[list[Path], list[Any]]:
    """A club's SQLite database with `played_both_games`: its two files and their standings,
    made once for both backends' tests (they only read the files)."""
    folder = tmp_path_factory.mktemp("club")
    source = open_services(
        blank_sqlite_in(_sqlite_template, folder)("club.sqlite3"), station="club"
    )
    try:
        ids = played_both_games(source)
        files = [export_tournament_file(source, tid, folder / f"t{tid}") for tid in ids]
        return files, [source.standings.overall(tid) for tid in ids]
    finally:
        source.close()


def test_from_an_embedded_database_into_the_shared_one(
    embedded_club: tuple[list[Path], list[Any]], database_url, tmp_path: Path
) -> None:
    """A club's SQLite tournament imports into the database under test (PostgreSQL too)."""
    files, standings = embedded_club
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
        bad = rewrite(good, tmp_path / "n.torneo", manifest=lambda m: {**m, "format_version": 9})
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
