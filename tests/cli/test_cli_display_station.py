"""Every `torneo` command on a display station (`--display`): it reads, or it is refused with
the read-only sentence and a non-zero exit, and the database is unchanged row for row (and,
for a file, byte for byte, its copies too).

The commands are found by walking the parser, so a command added later is tried here too: it
fails `test_every_command_has_a_command_line` until it is given a plausible command line
below. A command line is plausible when, without `--display`, it does what it says on a copy
of the same database (`test_the_refused_command_lines_are_real_changes`).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import shutil
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine
from sqlalchemy.pool import NullPool

from tests.builders.rows import every_row
from tournament_app.cli.main import EXIT_OK, build_parser, run_cli
from tournament_app.services import (
    BurracoSettings,
    EventFormat,
    Game,
    PairingSystem,
    PenaltyKind,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    ScheduleStep,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.archive.tournament_file import export_tournament_file
from tournament_app.services.settings import Scala40Form, Scala40Format, Scala40Seating

READ_ONLY = "This station is display only"
BURRACO, SCALA40 = 1, 2  # the demo's tournaments, made first in a new database
DRAFT, PUBLISHED, ENTRIES, REENTRIES = 3, 4, 5, 6  # made next (`_fill`)
STAGE_PLAYED = 7  # a scala 40 elimination whose stage 1 is over (`_stage_played`)
QUALIFIER = 1  # the entry going on from its table 1 there
ITALIANA = 8  # a scala 40 all'italiana of eight players in one group, nothing played yet
TEAMS = 9  # a team event: teams 1 and 2 played round 1, team 3 not seated, pairs 7-8 free
PAIRS = 10  # scala 40 in pairs: pairs 1 and 2 at table 1 of round 1, published, no hand yet
TIED = 11  # scala 40, players 1-4 at table 1 of round 1, time called before a hand: all tied
SAVED_VP_TABLE = "Tabella salvata"  # a VP table of the club's (`_fill`)


def commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[str]:
    """Every command line's command words ("round publish"): each leaf of the parser, and a
    command whose own subcommands are optional (`standings`, `standings draw`)."""
    groups = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if path and not (groups and all(group.required for group in groups)):
        yield " ".join(path)
    for group in groups:
        for name, child in group.choices.items():
            yield from commands(child, (*path, name))


@dataclass(frozen=True)
class Club:
    """The demo database a display station is pointed at, and what the command lines name."""

    url: str
    file: Path | None
    folder: Path
    open_table: int
    sheet_table: int
    sheet_players: tuple[int, ...]
    penalty: int
    eliminated: int
    """A player out at the re-entries tournament's table 1."""


def command_lines(club: Club) -> dict[str, list[str]]:
    """A plausible command line for every command (without the global options)."""
    files = club.folder
    closer, *others = club.sheet_players
    points = ",".join(f"{player}=10" for player in others) + f",{closer}=0"
    return {
        "version": [],
        "tournament create": ["--game", "burraco", "--name", "Nuovo"],
        "tournament list": [],
        "tournament show": ["-t", f"{BURRACO}"],
        "tournament edit": ["-t", f"{BURRACO}", "--name", "Rinominato"],
        "tournament status": ["-t", f"{BURRACO}", "finished", "--yes"],
        "tournament delete": ["-t", f"{BURRACO}"],
        "tournament export-file": ["-t", f"{BURRACO}", str(files / _new("serata.torneo"))],
        "tournament import-file": [str(files / "scala40.torneo")],
        "entry add": ["-t", f"{BURRACO}", "Nuova Anna", "Nuova Bruno"],
        "entry import": ["-t", f"{SCALA40}", str(files / "iscritti.csv")],
        "entry list": ["-t", f"{BURRACO}"],
        "entry withdraw": ["-t", f"{BURRACO}", "2"],
        "entry delete": ["-t", f"{ENTRIES}", "1"],
        "entry present": ["-t", f"{BURRACO}", "1", "--absent"],
        "entry edit": ["-t", f"{BURRACO}", "1", "--group", "B"],
        "registry search": [],
        "registry add": ["Neri", "Paola"],
        "registry edit": ["1", "--surname", "Cambiato"],
        "registry import": [str(files / "iscritti.csv")],
        "members import": [str(files / "iscritti.csv")],
        "members list": [],
        "members check": ["-t", f"{BURRACO}"],
        "round generate": ["-t", f"{ENTRIES}"],
        "round show": ["-t", f"{BURRACO}"],
        "round publish": ["-t", f"{DRAFT}", "--round", "1"],
        "round swap": ["-t", f"{DRAFT}", "1", "2", "--round", "1"],
        "round check": ["-t", f"{BURRACO}"],
        "round status": ["-t", f"{BURRACO}"],
        "round delete": ["-t", f"{DRAFT}", "--round", "1"],
        "round unpublish": ["-t", f"{PUBLISHED}", "--round", "1"],
        "result enter": [
            *("-t", f"{BURRACO}", "-r", "3", "--table", f"{club.open_table}"),
            *("--mp", "640", "245"),
        ],
        "result correct": [
            *("-t", f"{BURRACO}", "-r", "1", "--table", "1", "--mp", "700", "200"),
        ],
        "result show": ["-t", f"{BURRACO}"],
        "result delete": ["-t", f"{BURRACO}", "-r", "1", "--table", "1"],
        "result check": [
            *("-t", f"{BURRACO}", "-r", "1", "--table", "1", "--mp", "700", "200"),
        ],
        "result disagreements": ["-t", f"{BURRACO}"],
        "hand enter": [
            *("-t", f"{SCALA40}", "-r", "1", "--table", f"{club.sheet_table}"),
            *("--points", points, "--closer", f"{closer}"),
        ],
        "hand correct": [
            *("-t", f"{SCALA40}", "-r", "1", "--table", f"{club.sheet_table}", "--index", "1"),
            *("--points", points, "--closer", f"{closer}"),
        ],
        "hand show": ["-t", f"{SCALA40}", "-r", "1", "--table", f"{club.sheet_table}"],
        "hand remove": ["-t", f"{SCALA40}", "-r", "1", "--table", f"{club.sheet_table}"],
        "hand timeout": ["-t", f"{SCALA40}", "-r", "1", "--table", f"{club.sheet_table}"],
        "hand enter-pairs": [
            *("-t", f"{PAIRS}", "-r", "1", "--table", "1", "--closer", "1.1"),
            *("--points", "1.2=5,2.1=10,2.2=20"),
        ],
        "hand show-pairs": ["-t", f"{PAIRS}", "-r", "1", "--table", "1"],
        "hand tie-order": ["-t", f"{TIED}", "-r", "1", "--table", "1", "--order", "4,3,2,1"],
        "hand reenter": [
            *("-t", f"{REENTRIES}", "-r", "1", "--table", "1", "--entry", f"{club.eliminated}"),
        ],
        "standings": ["-t", f"{BURRACO}"],
        "standings draw": ["-t", f"{BURRACO}"],
        "penalty add": [
            *("-t", f"{BURRACO}", "--entry", "1", "--kind", "warning", "--reason", "Telefono"),
        ],
        "penalty list": ["-t", f"{BURRACO}"],
        "team add": ["-t", f"{TEAMS}", "Nuova", "--pairs", "7,8"],
        "team list": ["-t", f"{TEAMS}"],
        "team remove": ["-t", f"{TEAMS}", "3"],
        "team lineup": ["-t", f"{TEAMS}", "-r", "2", "1", "2", "1"],
        "team lineups": ["-t", f"{TEAMS}", "-r", "2"],
        "team matches": ["-t", f"{TEAMS}", "-r", "1"],
        "team standings": ["-t", f"{TEAMS}"],
        "team draw": ["-t", f"{TEAMS}"],
        "team print": ["-t", f"{TEAMS}", "-r", "1", str(files / _new("squadre.pdf"))],
        "penalty remove": ["-t", f"{BURRACO}", f"{club.penalty}"],
        "print": ["-t", f"{BURRACO}", "--standings", str(files / _new("classifica.pdf"))],
        "export": ["-t", f"{BURRACO}", "--xlsx", str(files / _new("risultati.xlsx"))],
        "log": [],
        "undo": [],
        "demo": [],
        "season": ["--game", "burraco", "--include-running"],
        "hall": ["-t", f"{BURRACO}", "--host", "127.0.0.1", "--port", "0", "--stop-after", "1"],
        "replace-qualifier": ["-t", f"{STAGE_PLAYED}", f"{QUALIFIER}", "--yes"],
        "round schedule": ["-t", f"{ITALIANA}"],
        # Round 3's clock runs (`_fill`), round 2's was never started.
        "round clock start": ["-t", f"{BURRACO}", "-r", "2"],
        "round clock pause": ["-t", f"{BURRACO}", "-r", "3"],
        "round clock reset": ["-t", f"{BURRACO}", "--minutes", "30"],
        "round clock show": ["-t", f"{BURRACO}"],
        "vp": ["640", "245", "--hands", "3"],
        "vp-table list": [],
        "vp-table save": ["--name", "Del circolo", "--hands", "3", "--bands", "0:10,35:11"],
        "vp-table delete": [SAVED_VP_TABLE],
        "backup list": [],
        "backup save": [str(files / _new("copia.sqlite3"))],
        "backup restore": ["1"],
    }


def _new(name: str) -> str:
    """A file name no earlier command line wrote (exports write where they are told)."""
    return f"{uuid.uuid4().hex[:8]}-{name}"


ALL_COMMANDS = sorted(set(commands(build_parser())))
# A server database has no copies listed by Torneo: those two are refused for that reason
# before the station's (they write nothing either way).
SERVER_REFUSALS = {"backup list", "backup restore"}


def _backends() -> list[str]:
    if os.environ.get("TORNEO_TEST_PG_URL") or os.environ.get("CI") == "true":
        return ["sqlite", "postgresql"]
    return ["sqlite"]


def _fill(url: str, folder: Path) -> Club:
    """The demo tournaments, a penalty, round 3's clock running, a copy (round 1
    published), and the files the import commands read."""
    director = open_services(url, station="direttore")
    try:
        director.demo.create_all()
        penalty = director.penalties.add(BURRACO, 1, PenaltyKind.VP, reason="Ritardo", vp=1).id
        director.round_clock.start(BURRACO, 3)
        open_table = next(
            table.table
            for table in director.rounds.get(BURRACO, 3).tables
            if not table.is_bye and director.results.get(BURRACO, 3, table.table) is None
        )
        sheet = next(s for s in director.results.sheets(SCALA40, 1) if not s.finished)
        if director.database.path is not None:
            director.backup(f"tournament-{BURRACO}-round-1-published")
        export_tournament_file(director, SCALA40, folder / "scala40")
    finally:
        director.close()
    eliminated = _more_tournaments(url)
    _stage_played(url)
    _italiana(url)
    _teams(url)
    _pairs(url)
    _tied(url)
    _director(url, "vp-table", "save", "--name", SAVED_VP_TABLE, "--hands", 3, "--bands", "0:10")
    with (folder / "iscritti.csv").open("w", encoding="utf-8", newline="") as stream:
        writer = csv.writer(stream, delimiter=";")
        writer.writerows([["Cognome", "Nome", "Tessera"], ["Gialli", "Rita", "T-900"]])
    path = Path(url.removeprefix("sqlite:///")) if url.startswith("sqlite") else None
    return Club(
        url, path, folder, open_table, sheet.table, tuple(sheet.players), penalty, eliminated
    )


def _teams(url: str) -> None:
    """A team event of eight pairs: teams 1 (pairs 1, 2) and 2 (3, 4) seated in round 1,
    team 3 (5, 6) added after it, pairs 7 and 8 in no team."""
    director = open_services(url, station="direttore")
    try:
        settings = BurracoSettings(
            event_format=EventFormat.TEAMS,
            schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
        )
        tournament = director.tournaments.create(
            TournamentDraft(Game.BURRACO, "Squadre", settings=settings)
        ).id
        assert tournament == TEAMS
        for number in range(1, 9):
            director.entries.add(
                tournament,
                [PlayerSpec(f"Squadra{number}", "Ada"), PlayerSpec(f"Altro{number}", "Bo")],
            )
        director.teams.add(tournament, "Assi", [1, 2])
        director.teams.add(tournament, "Bassotti", [3, 4])
        director.rounds.generate(tournament)
        director.rounds.publish(tournament, 1)
        director.teams.add(tournament, "Cuori", [5, 6])
    finally:
        director.close()


def _italiana(url: str) -> None:
    """Eight scala 40 players in group A, seated all'italiana: its calendar is known before
    round 1 (`round schedule` reads it)."""
    director = open_services(url, station="direttore")
    try:
        settings = Scala40Settings(
            format=Scala40Format.PLACEMENT_POINTS, seating=Scala40Seating.ITALIANA, rounds=3
        )
        tournament = director.tournaments.create(
            TournamentDraft(Game.SCALA40, "All'italiana", settings=settings)
        ).id
        assert tournament == ITALIANA
        for number in range(1, 9):
            director.entries.add(tournament, [PlayerSpec(f"Girone{number}", "Ada")], group="A")
    finally:
        director.close()


def _pairs(url: str) -> None:
    """Two scala 40 pairs at one table, round 1 published (`hand enter-pairs` writes)."""
    director = open_services(url, station="direttore")
    try:
        settings = Scala40Settings(
            form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS
        )
        tournament = director.tournaments.create(
            TournamentDraft(Game.SCALA40, "Coppie", settings=settings)
        ).id
        assert tournament == PAIRS
        for number in (1, 2):
            director.entries.add(
                tournament,
                [PlayerSpec(f"Coppia{number}", "Ada"), PlayerSpec(f"Coppia{number}", "Ugo")],
            )
        director.rounds.publish(tournament, director.rounds.generate(tournament).number)
    finally:
        director.close()


def _tied(url: str) -> None:
    """Four scala 40 players at table 1 of round 1, time called before any hand: all four
    level on 0, a full tie the director may order (`hand tie-order`)."""
    director = open_services(url, station="direttore")
    try:
        tournament = director.tournaments.create(
            TournamentDraft(Game.SCALA40, "Pari merito", settings=Scala40Settings())
        ).id
        assert tournament == TIED
        for number in range(1, 5):
            director.entries.add(tournament, [PlayerSpec(f"Pari{number}", "Lia")])
        director.rounds.publish(tournament, director.rounds.generate(tournament).number)
        director.results.time_out(tournament, 1, 1, expected_version=None)
    finally:
        director.close()


def _stage_played(url: str) -> None:
    """Eight scala 40 players, stage 1 played out at both tables (the first seat wins, the
    others go out in turn): entry QUALIFIER goes on, the next at its table could replace it."""
    director = open_services(url, station="direttore")
    try:
        tournament = director.tournaments.create(
            TournamentDraft(Game.SCALA40, "Eliminazione", settings=Scala40Settings())
        ).id
        assert tournament == STAGE_PLAYED
        for number in range(1, 9):
            director.entries.add(tournament, [PlayerSpec(f"Fase{number}", "Gino")])
        seating = director.rounds.generate(tournament)
        director.rounds.publish(tournament, seating.number)
        for table in seating.tables:
            first = QUALIFIER if QUALIFIER in table.players else table.players[0]
            others = [p for p in table.players if p != first]
            version = None
            for out in others:
                playing = others[others.index(out) :]
                points = tuple((p, 101 if p == out else 10) for p in playing)
                version = director.results.enter_hand(
                    tournament,
                    1,
                    table.table,
                    Scala40Hand(points=points, closer=first),
                    expected_version=version,
                ).version
        assert QUALIFIER in director.rounds.going_on(tournament, 1)
    finally:
        director.close()


def _director(url: str, *args: object) -> dict[str, Any]:
    """`torneo --json ...` from the director's station; its output."""
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(["--db", url, "--json", *map(str, args)], stdout=out, stderr=err)
    assert code == EXIT_OK, err.getvalue()
    return json.loads(out.getvalue())


def _entries(url: str, tournament: int, players: Iterable[list[list[str]]]) -> None:
    """The entries (each its players' surname and name), numbered in turn as `entry add`
    numbers them: one station for them all, a command each being no part of what is tried."""
    director = open_services(url, station="direttore")
    try:
        for entry in players:
            director.entries.add(
                TournamentId(tournament), [PlayerSpec(surname, name) for surname, name in entry]
            )
    finally:
        director.close()


def _more_tournaments(url: str) -> int:
    """Burraco tournaments with a draft round (3), a published round nobody played (4),
    entries only (5), and a scala 40 with re-entries where a player is out (6); returns
    that player's number."""
    for name, generate in (
        ("Bozza", ["round", "generate"]),
        ("Pubblicato", None),
        ("Iscritti", []),
    ):
        tid = _director(url, "tournament", "create", "--game", "burraco", "--name", name)["id"]
        _entries(url, tid, [[[f"Rossi{n}", "Anna"], [f"Verdi{n}", "Luca"]] for n in range(1, 9)])
        if generate is None:
            _director(url, "round", "generate", "-t", tid, "--publish")
        elif generate:
            _director(url, *generate, "-t", tid)
    tid = _director(
        url, "tournament", "create", "--game", "scala40", "--name", "Rientri", "--reentries", 1
    )["id"]
    assert tid == REENTRIES
    _entries(url, tid, [[[f"Giocatore{number}", "X"]] for number in range(1, 5)])
    seating = _director(url, "round", "generate", "-t", tid, "--publish")
    first, second, third, fourth = seating["tables"][0]["players"]
    where = ["-t", tid, "-r", 1, "--table", seating["tables"][0]["table"]]
    _director(
        url,
        "hand",
        "enter",
        *where,
        "--points",
        f"{first}=0,{second}=20,{third}=30,{fourth}=40",
        "--closer",
        first,
    )
    sheet = _director(
        url,
        "hand",
        "enter",
        *where,
        "--points",
        f"{first}=10,{second}=0,{third}=5,{fourth}=70",
        "--closer",
        second,
    )
    assert sheet["eliminated"] == [fourth]
    return int(fourth)


@pytest.fixture(scope="module")
def file_club(tmp_path_factory: pytest.TempPathFactory) -> Club:
    """The club in a SQLite file, built once for the module: the display station's commands
    and the director's copies of it (`test_the_refused_command_lines_are_real_changes`)."""
    folder = tmp_path_factory.mktemp("display-sqlite")
    return _fill(f"sqlite:///{folder / 'club.sqlite3'}", folder)


@pytest.fixture(scope="module", params=_backends())
def club(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Club]:
    """One database per backend for every command: a display station changes nothing, so
    each command finds it as it was built (a command that wrote fails its own test, and every
    later one)."""
    if request.param == "sqlite":
        yield request.getfixturevalue("file_club")
        return
    folder = tmp_path_factory.mktemp(f"display-{request.param}")
    # A migrated server database of the process's reused ones (tests/pg_reuse.py): empty, its
    # counters back at 1, so the tournaments get the numbers above.
    reused = request.getfixturevalue("_postgres_reused")
    name = reused.take()
    try:
        yield _fill(reused.url(name), folder)
    finally:
        reused.give_back(name)


@pytest.fixture(scope="module")
def rows_engine(club: Club) -> Iterator[Engine]:
    """What the tests read the club's rows with, one per backend: a server connection kept
    between reads; for the file, none held open while a station's command runs."""
    engine = create_engine(club.url, poolclass=NullPool if club.file else None)
    yield engine
    engine.dispose()


@pytest.fixture(scope="module")
def built_rows(rows_engine: Engine) -> dict[str, list[str]]:
    """Every row of the club's database as built, read once per backend."""
    return every_row(rows_engine)


def files(club: Club) -> dict[str, bytes]:
    """The database file and its copies, byte for byte (SQLite only)."""
    if club.file is None:
        return {}
    found = [club.file, *sorted(club.file.parent.glob(f"{club.file.stem}-backups/*"))]
    return {str(path): path.read_bytes() for path in found if not path.name.endswith("-shm")}


def test_every_command_has_a_command_line(tmp_path: Path) -> None:
    """A command added to the parser needs a plausible command line above."""
    club = Club("sqlite://", None, tmp_path, 1, 1, (1, 2), 1, 4)
    assert set(ALL_COMMANDS) == set(command_lines(club))
    assert {"backup restore", "standings", "standings draw", "round publish"} <= set(ALL_COMMANDS)


# The exit code of each command line on the display station, as the test of that command
# saw it: the same command line on the same database, not run again by
# `test_the_refused_command_lines_are_real_changes`.
_DISPLAY_EXITS: dict[tuple[str, str], int] = {}


@pytest.mark.parametrize("command", ALL_COMMANDS)
def test_a_display_station_reads_or_refuses(
    club: Club, rows_engine: Engine, built_rows: dict[str, list[str]], command: str
) -> None:
    line = command_lines(club).get(command)
    assert line is not None, f"give `torneo {command}` a plausible command line"
    rows, bytes_before = built_rows, files(club)
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(
        ["--display", "--db", club.url, "--lang", "en", *command.split(), *line],
        stdout=out,
        stderr=err,
    )
    _DISPLAY_EXITS[club.url, command] = code
    if code != EXIT_OK:
        if club.file is None and command in SERVER_REFUSALS:
            assert "pg_dump" in err.getvalue()
        else:
            assert READ_ONLY in err.getvalue(), f"exit {code}: {err.getvalue()}"
    assert every_row(rows_engine) == rows
    assert files(club) == bytes_before


def _everything(folder: Path) -> list[str]:
    """Every file under `folder`, by name (a copy saved, an export written)."""
    return sorted(str(path) for path in folder.rglob("*"))


def _display_exit(club: Club, command: str, line: list[str]) -> int:
    """The display station's exit code for `command` on the club's database."""
    if (club.url, command) not in _DISPLAY_EXITS:  # this test run alone, or on another worker
        out, err = io.StringIO(), io.StringIO()
        argv = ["--display", "--db", club.url, *command.split(), *line]
        _DISPLAY_EXITS[club.url, command] = run_cli(argv, stdout=out, stderr=err)
    return _DISPLAY_EXITS[club.url, command]


def test_the_refused_command_lines_are_real_changes(file_club: Club, tmp_path: Path) -> None:
    """Each command line a display station refuses, run by the director on a copy of the
    same database (its copies too), succeeds and changes it: the refusal stood in front of a
    real change, not a mistyped command line."""
    assert file_club.file is not None
    refused, failures = [], []
    for command in ALL_COMMANDS:
        line = command_lines(file_club)[command]
        if _display_exit(file_club, command, line) == EXIT_OK:
            continue
        refused.append(command)
        place = tmp_path / command.replace(" ", "-")
        place.mkdir()
        copy = place / file_club.file.name
        shutil.copyfile(file_club.file, copy)
        shutil.copytree(
            file_club.file.with_name(f"{file_club.file.stem}-backups"),
            place / f"{file_club.file.stem}-backups",
        )
        url = f"sqlite:///{copy}"
        engine = create_engine(url)
        before = every_row(engine), _everything(tmp_path), _everything(file_club.folder)
        out, err = io.StringIO(), io.StringIO()
        code = run_cli(
            ["--db", url, "--lang", "en", *command.split(), *line], stdout=out, stderr=err
        )
        after = every_row(engine), _everything(tmp_path), _everything(file_club.folder)
        if code != EXIT_OK or after == before:
            failures.append(f"{command}: exit {code} {err.getvalue().strip()}")
        engine.dispose()
    assert failures == [], "\n".join(failures)
    assert len(refused) > 30
