"""A tournament whose settings, as stored in the database, are damaged: text cut short in a
SQLite file (a bad disk, an edit by hand), or on PostgreSQL (which checks JSON as it is
written) a value that is no settings object. Reading that tournament, its standings, its
exports and its tournament file is refused with a sentence naming it and saying what to do,
in Italian and English, nothing changed; the list of tournaments and every other tournament
keep working."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.reliability.reliability_helpers import database_snapshot, snapshot_changes
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    NewEntry,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.archive.tournament_file import export_tournament_file
from tournament_app.services.exports import export_tournament
from tournament_app.services.messages import describe

DAMAGED_NAME = "Serata rotta"
CUT_SHORT = '{"individual": false, "hands": 3, "sched'


@dataclass
class Club:
    services: Services
    damaged: TournamentId
    sound: TournamentId
    url: str


def _tournament(services: Services, name: str) -> TournamentId:
    tournament = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name=name, settings=BurracoSettings())
    ).id
    services.entries.add_many(
        tournament,
        [
            NewEntry((PlayerSpec(f"Rossi{n}", "Anna"), PlayerSpec(f"Bianchi{n}", "Carlo")))
            for n in range(1, 5)
        ],
    )
    return tournament


@pytest.fixture
def club(database_url: str) -> Iterator[Club]:
    """Two tournaments; the first one's settings damaged behind the services' back."""
    services = open_services(database_url, station="cassa")
    damaged = _tournament(services, DAMAGED_NAME)
    sound = _tournament(services, "Serata buona")
    stored = CUT_SHORT
    if services.engine.dialect.name == "postgresql":
        stored = json.dumps(CUT_SHORT)  # the nearest PostgreSQL lets be written: a JSON text
    with services.engine.begin() as connection:
        connection.execute(
            text("UPDATE tournaments SET settings = :stored WHERE id = :id"),
            {"stored": stored, "id": damaged},
        )
    try:
        yield Club(services, damaged, sound, database_url)
    finally:
        services.close()


def _assert_damaged(error: ServiceError) -> None:
    assert error.code is ErrorCode.SETTINGS_DAMAGED
    italian, english = describe(error, "it"), describe(error, "en")
    assert f"«{DAMAGED_NAME}»" in italian and "danneggiate" in italian
    assert f"“{DAMAGED_NAME}”" in english and "damaged" in english
    assert "copia" in italian and "copy of the database" in english


def test_reading_the_damaged_tournament_is_refused_by_name(club: Club, tmp_path: Path) -> None:
    """The tournament, its standings, entering a pair, its exports and its tournament file:
    each refused naming it, nothing written anywhere."""
    services, damaged = club.services, club.damaged
    out = tmp_path / "out"
    out.mkdir()
    before = database_snapshot(services.engine)
    attempts = {
        "get": lambda: services.tournaments.get(damaged),
        "standings": lambda: services.standings.overall(damaged),
        "entry": lambda: services.entries.add(
            damaged, [PlayerSpec("Neri", "Ugo"), PlayerSpec("Blu", "Rino")]
        ),
        "export": lambda: export_tournament(services, damaged, xlsx=out / "c.xlsx"),
        "file": lambda: export_tournament_file(services, damaged, out / "s.torneo"),
        "round": lambda: services.rounds.generate(damaged),
    }
    for name, attempt in attempts.items():
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.code is ErrorCode.SETTINGS_DAMAGED, name
        _assert_damaged(refused.value)
    assert snapshot_changes(before, database_snapshot(services.engine)) == {}
    assert list(out.iterdir()) == []


def test_the_rest_of_the_database_keeps_working(club: Club) -> None:
    """The list shows both tournaments; the other one reads and ranks as before."""
    services = club.services
    names = {summary.name for summary in services.tournaments.list()}
    assert names == {DAMAGED_NAME, "Serata buona"}
    assert services.tournaments.get(club.sound).settings == BurracoSettings()
    assert len(services.standings.overall(club.sound)) == 4


@pytest.mark.parametrize(
    "command",
    [
        ("tournament", "show"),
        ("standings",),
        ("export", "--xlsx", "classifica.xlsx"),
        ("tournament", "export-file", "serata.torneo"),
    ],
    ids=["show", "standings", "export", "export-file"],
)
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_command_line_names_the_damaged_tournament(
    club: Club, capsys, tmp_path: Path, monkeypatch, command: tuple[str, ...], language: str
) -> None:
    """Exit 3 with the sentence naming the tournament, no traceback, no file written."""
    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.chdir(out)
    words, *rest = command
    args = [words, *rest[:1]] if words == "tournament" else [words]
    files = rest[1:] if words == "tournament" else rest
    code = run_cli(["--db", club.url, "--lang", language, *args, "-t", str(club.damaged), *files])
    captured = capsys.readouterr()
    assert code == 3, captured.err
    assert "Traceback" not in captured.err
    assert DAMAGED_NAME in captured.err
    assert list(out.iterdir()) == []
