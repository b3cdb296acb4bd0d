"""The command line names a scala 40 penalty as scala 40 counts it (placement points taken
away, penalty points added), not in burraco's PV/PM; and a withdrawn entry is noted in the
standings table and the JSON, as in the window."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services, open_services


def _demo_afternoon(services: Services) -> int:
    """The demo scala 40 afternoon (12 players, round 1 published, two tables finished):
    made once per process and backend, and copied."""
    return int(services.demo.create_scala40_afternoon())


start, database_url = snapshot_fixtures({"afternoon": with_services(_demo_afternoon, "test")})
afternoon = state_value("afternoon")


def test_a_scala40_penalty_is_said_in_scala40_words(
    database_url: str, capsys: pytest.CaptureFixture[str], afternoon: int
) -> None:
    torneo = Torneo(database_url, capsys, language="it")
    given = torneo.run(
        "penalty", "add", "-t", afternoon, "--entry", 1, "-r", 1, "--mp", 7, "--reason", "ritardo"
    )
    assert given.code == 0, given.err
    assert "punti di penalità aggiunti" in given.out and "PM" not in given.out
    listed = torneo.run("penalty", "list", "-t", afternoon)
    assert "Punti pen." in listed.out and "punti di penalità aggiunti" in listed.out
    assert " PV " not in listed.out and " PM " not in listed.out


def test_a_withdrawn_player_is_noted_in_the_standings(
    database_url: str, capsys: pytest.CaptureFixture[str], afternoon: int
) -> None:
    """A player of a finished table withdraws: still ranked, with the note; the JSON says it."""
    services = open_services(database_url, station="test")
    try:
        finished = next(sheet for sheet in services.results.sheets(afternoon, 1) if sheet.finished)
        leaving = finished.players[0]
        services.entries.withdraw(afternoon, leaving)
    finally:
        services.close()
    torneo = Torneo(database_url, capsys, language="it")
    shown = torneo.run("standings", "-t", afternoon)
    assert shown.code == 0, shown.err
    assert "Nota" in shown.out and "ritirato" in shown.out
    rows = Torneo(database_url, capsys).ok("standings", "-t", afternoon)
    assert [r["entry"] for r in rows if r["withdrawn"]] == [leaving]


def test_an_elimination_ranks_by_the_stage_not_by_points(
    database_url: str, capsys: pytest.CaptureFixture[str], afternoon: int
) -> None:
    """The demo afternoon is a direct elimination: its standings table heads the stage
    reached "Fase" (it read "Punti", every player "1 punti") beside the place at the table
    of that stage (the stage's number is not repeated as "Ultimo turno")."""
    shown = Torneo(database_url, capsys, language="it").run("standings", "-t", afternoon)
    assert shown.code == 0, shown.err
    headings = next(line for line in shown.out.splitlines() if "Pos." in line)
    assert "Fase" in headings and "Pos. al tavolo" in headings and "Punti" not in headings
    assert "Ultimo turno" not in headings
