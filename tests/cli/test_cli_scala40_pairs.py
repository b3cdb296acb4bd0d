"""Scala 40 in pairs on the command line (issue #19): `tournament create --form pairs`, pairs
entered, two pairs a table, `hand enter-pairs` by who closed and each player's points,
`hand timeout`, `hand show-pairs`, and the ranking of pairs in `standings`."""

from __future__ import annotations

from tests.cli.cli_helpers import Torneo
from tournament_app.services import DrawRule, PairsTieBreak, Scala40Form, Services, TournamentId


def _pairs_evening(torneo: Torneo, pairs: int = 4, *options: object) -> TournamentId:
    made = torneo.ok(
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        "Coppie del giovedì",
        "--form",
        "pairs",
        "--format",
        "placement",
        "--rounds",
        2,
        *options,
    )
    tournament_id = TournamentId(made["id"])
    for number in range(1, pairs + 1):
        torneo.ok("entry", "add", "-t", tournament_id, f"Rossi{number} Anna", f"Neri{number} Ugo")
    return tournament_id


def test_create_with_the_pairs_form(database_url: str, services: Services, capsys) -> None:
    """--form pairs makes a pairs tournament at two pairs a table, with the match's rules."""
    torneo = Torneo(database_url, capsys)
    tournament_id = _pairs_evening(
        torneo,
        0,
        "--pairs-target",
        2,
        "--pairs-draw",
        "lower_penalty",
        "--match-points",
        "3,1,0",
        "--pairs-tie-breaks",
        "penalty_points,gp_diff",
    )
    settings = services.tournaments.get(tournament_id).settings
    assert settings.form is Scala40Form.PAIRS and settings.table_size == 2
    assert (settings.pairs_target, settings.pairs_draw) == (2, DrawRule.LOWER_PENALTY)
    assert settings.match_points == (3, 1, 0)
    assert settings.pairs_tie_breaks == (
        PairsTieBreak.PENALTY_POINTS,
        PairsTieBreak.GAME_POINT_DIFFERENCE,
    )


def test_bad_pairs_options_are_usage(database_url: str, capsys) -> None:
    """Match points not three numbers, an unknown tie-break: refused, nothing created."""
    torneo = Torneo(database_url, capsys)
    for options in (("--match-points", "2,1"), ("--pairs-tie-breaks", "luck")):
        result = torneo.run(
            "tournament", "create", "--game", "scala40", "--name", "X", "--form", "pairs", *options
        )
        assert result.code == 2, result.err
    assert "--match-points" in result.err or "luck" in result.err
    assert torneo.ok("tournament", "list") == []


def test_an_evening_in_pairs(database_url: str, capsys) -> None:
    """Seat, enter hands by player, call time, read the sheet and the ranking of pairs."""
    torneo = Torneo(database_url, capsys)
    tournament_id = _pairs_evening(torneo)
    made = torneo.ok("round", "generate", "-t", tournament_id)
    tables = [table["players"] for table in made["tables"]]
    assert len(tables) == 2 and all(len(players) == 2 for players in tables)
    torneo.ok("round", "publish", "-t", tournament_id, "-r", 1)
    (a, b), (c, d) = tables
    where = ("-t", tournament_id, "-r", 1, "--table")
    # Table 1: pair a wins 3-0.
    for closer, other in ((f"{a}.1", f"{a}.2"), (f"{a}.2", f"{a}.1"), (f"{a}.1", f"{a}.2")):
        points = f"{other}=5,{b}.1=20,{b}.2=30"
        sheet = torneo.ok("hand", "enter-pairs", *where, 1, "--closer", closer, "--points", points)
    assert sheet["finished"] and sheet["winner"] == a
    assert sheet["game_points"] == {str(a): 3, str(b): 0}
    assert sheet["match_points"] == {str(a): 2, str(b): 0}
    assert sheet["penalty_points"] == {str(a): 15, str(b): 150}
    # `hand show` (and the printed sheet) gives the table by pair: what each pair held.
    by_pair = torneo.ok("hand", "show", *where, 1)
    assert by_pair["players"] == [a, b] and by_pair["hands"][0]["closer"] == a
    assert by_pair["hands"][0]["paid"] == {str(a): 5, str(b): 50}
    assert by_pair["totals"] == {str(a): 15, str(b): 150}
    # Table 2: 1-1 when time is called, a draw.
    torneo.ok("hand", "enter-pairs", *where, 2, "--closer", f"{c}.1", "--points",
              f"{c}.2=1,{d}.1=2,{d}.2=3")  # fmt: skip
    torneo.ok("hand", "enter-pairs", *where, 2, "--closer", f"{d}.2", "--points",
              f"{c}.1=4,{c}.2=5,{d}.1=6")  # fmt: skip
    timed = torneo.ok("hand", "timeout", *where, 2)
    assert timed["finished"] and timed["timed_out"]
    shown = torneo.ok("hand", "show-pairs", *where, 2)
    assert shown["winner"] is None and shown["match_points"] == {str(c): 1, str(d): 1}
    said = torneo.run("hand", "show-pairs", *where, 2).out
    assert f"Pair {c}: 1 hand won, " in said and f"Pair {d}: 1 hand won, " in said, said
    assert "A draw: 1 match point to each pair." in said, said
    assert shown["hands"][1] == {
        "closer": f"{d}.2",
        "winner": d,
        "points": {f"{c}.1": 4, f"{c}.2": 5, f"{d}.1": 6},
    }
    rows = torneo.ok("standings", "-t", tournament_id)
    assert [(row["entry"], row["points"]) for row in rows][:1] == [(a, 2)]
    assert {row["entry"]: row["game_point_difference"] for row in rows} == {
        a: 3,
        b: -3,
        c: 0,
        d: 0,
    }
    human = torneo.run("standings", "-t", tournament_id).out
    assert "Match points" in human and "Game-point diff" in human and "Pair" in human


def test_a_hand_by_player_refused_with_the_way(database_url: str, capsys) -> None:
    """A malformed player is usage; a singles hand at a pairs table says to write it by pair."""
    torneo = Torneo(database_url, capsys)
    tournament_id = _pairs_evening(torneo, 2)
    torneo.ok("round", "generate", "-t", tournament_id)
    torneo.ok("round", "publish", "-t", tournament_id, "-r", 1)
    where = ("-t", tournament_id, "-r", 1, "--table", 1)
    wrong = torneo.run("hand", "enter-pairs", *where, "--closer", "1.3", "--points", "1.2=4")
    assert wrong.code == 2 and "ENTRY.N" in wrong.err
    italian = Torneo(database_url, capsys, language="it")
    refused = italian.refused("hand", "enter", *where, "--points", "1=0,2=30")
    assert "è un torneo a coppie" in refused["error"]["message"]
