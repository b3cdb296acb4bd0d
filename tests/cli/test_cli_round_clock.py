"""`torneo round clock start|pause|reset|show`: the round's clock from the command line, the
same one the window, the projector and the phones show."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament, published_round, scala40_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import BurracoSettings, PairingSystem, Scala40Settings


def _evening(services):
    tid = burraco_tournament(
        services, pairs=4, settings=BurracoSettings(first_round=PairingSystem.REGISTRATION)
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def test_start_pause_reset_and_show(database_url, services, capsys) -> None:
    tid = _evening(services)
    torneo = Torneo(database_url, capsys)
    shown = torneo.ok("round", "clock", "show", "-t", tid)
    assert shown == {
        "round": 1,
        "timed": True,
        "minutes": 40,
        "seconds_left": 2400,
        "running": False,
        "time_up": False,
    }
    started = torneo.ok("round", "clock", "start", "-t", tid, "--minutes", 30)
    assert started["running"] and started["minutes"] == 30
    # The window and the hall read the same clock.
    assert services.round_clock.get(tid).running
    paused = torneo.ok("round", "clock", "pause", "-t", tid)
    assert not paused["running"] and 1790 <= paused["seconds_left"] <= 1800
    said = Torneo(database_url, capsys, language="it").run("round", "clock", "show", "-t", tid)
    assert said.code == 0 and "Turno 1:" in said.out and "fermo" in said.out
    reset = torneo.ok("round", "clock", "reset", "-t", tid, "--minutes", 35)
    assert (reset["seconds_left"], reset["running"]) == (35 * 60, False)


def test_a_draft_round_and_too_many_minutes_are_refused(database_url, services, capsys) -> None:
    tid = burraco_tournament(
        services, pairs=4, settings=BurracoSettings(first_round=PairingSystem.REGISTRATION)
    )
    torneo = Torneo(database_url, capsys)
    assert (
        "no published round"
        in torneo.refused("round", "clock", "start", "-t", tid)["error"]["message"]
    )
    services.rounds.generate(tid)
    draft = torneo.refused("round", "clock", "start", "-t", tid, "-r", 1)
    assert "still a draft" in draft["error"]["message"]
    services.rounds.publish(tid, 1)
    long = torneo.refused("round", "clock", "reset", "-t", tid, "--minutes", 500)
    assert "from 1 to 240" in long["error"]["message"]
    assert not services.round_clock.get(tid).started


def test_a_round_without_a_time_limit_says_so_and_how_to_time_it(
    database_url, services, capsys
) -> None:
    tid = scala40_tournament(services, 8, Scala40Settings(minutes_per_game=None))
    published_round(services, tid)
    shown = Torneo(database_url, capsys).ok("round", "clock", "show", "-t", tid)
    assert shown["timed"] is False and shown["minutes"] is None
    assert shown["seconds_left"] is None and not shown["running"] and not shown["time_up"]
    said = Torneo(database_url, capsys, language="it").run("round", "clock", "show", "-t", tid)
    assert said.code == 0
    assert "Turno 1: senza limite di tempo" in said.out
    assert f"torneo round clock start -t {tid} -r 1 --minutes M" in said.out
    assert "45:00" not in said.out and "00:00" not in said.out

    english = Torneo(database_url, capsys)
    refused = english.refused("round", "clock", "start", "-t", tid)["error"]["message"]
    assert "Round 1 has no time limit" in refused and "--minutes" in refused
    assert "Results page" not in refused
    assert not services.round_clock.get(tid).timed

    started = english.ok("round", "clock", "start", "-t", tid, "--minutes", 50)
    assert started["timed"] and started["running"] and started["minutes"] == 50
    reset = english.ok("round", "clock", "reset", "-t", tid)
    assert (reset["timed"], reset["seconds_left"], reset["running"]) == (True, 50 * 60, False)
