"""`torneo team ...`: a team event made, played and ranked from the command line alone.
Figures worked out by hand from the team table (3 hands: 0-100 is 10-10, 505-700 is 13-7)."""

from __future__ import annotations

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo


def _team_event(torneo: Torneo) -> int:
    """Eight pairs in four teams (Assi 1-2, Bassotti 3-4, Cuori 5-6, Denari 7-8), round robin
    over three rounds."""
    made = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Squadre", "--teams",
        "--schedule", "italiana:3",
    )  # fmt: skip
    tid = made["id"]
    for number in range(1, 9):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Bianchi{number} Carlo")
    for name, pairs in (("Assi", "1,2"), ("Bassotti", "3,4"), ("Cuori", "5,6")):
        torneo.ok("team", "add", "-t", tid, name, "--pairs", pairs, "--club", "Sud")
    torneo.ok("team", "add", "-t", tid, "Denari", "--pairs", "7,8")
    return tid


def _team_event_snapshot(database_url: str) -> int:
    """`_team_event` on a fresh database: built once per process and backend, and copied."""
    return _team_event(Torneo(database_url, None))


start, database_url = snapshot_fixtures({"team_event": _team_event_snapshot})
team_event = state_value("team_event")


def test_a_team_event_from_creation_to_the_team_ranking(
    database_url: str, team_event: int, capsys
) -> None:
    """Round 1 is Berger's 1 v 4 and 2 v 3; team 4 fields 8 then 7; match 1 ends 1140-545
    (13-7), match 2 900-900 (10-10)."""
    torneo = Torneo(database_url, capsys)
    tid = team_event
    assert [t["name"] for t in torneo.ok("team", "list", "-t", tid)] == [
        "Assi", "Bassotti", "Cuori", "Denari",
    ]  # fmt: skip
    torneo.ok("team", "lineup", "-t", tid, "-r", 1, 4, 8, 7)
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "--round", 1)
    for table, ns, ew in ((1, 640, 245), (2, 300, 500), (3, 500, 400), (4, 500, 400)):
        torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", table, "--mp", ns, ew)
    matches = torneo.ok("team", "matches", "-t", tid, "-r", 1)
    assert [
        (m["home"], m["away"], m["tables"], m["home_mp"], m["away_mp"], m["home_vp"])
        for m in matches
    ] == [(1, 4, [1, 2], 1140, 545, 13), (2, 3, [3, 4], 900, 900, 10)]
    # As a person reads them: each team by number and name, the MP as one figure.
    said = torneo.run("team", "matches", "-t", tid, "-r", 1).out.splitlines()
    assert said[2].split()[3:] == ["1.", "Assi", "4.", "Denari", "1140-545", "13-7"]
    ranking = torneo.ok("team", "standings", "-t", tid)
    assert [(r["team"], r["vp"], r["mp_diff"]) for r in ranking] == [
        (1, 13, 595), (2, 10, 0), (3, 10, 0), (4, 7, -595),
    ]  # fmt: skip


def test_the_team_table_reads_in_italian(database_url: str, team_event: int, capsys) -> None:
    """The human output of `team standings` in Italian heads its columns in Italian."""
    torneo = Torneo(database_url, capsys, language="it")
    tid = team_event
    shown = torneo.run("team", "standings", "-t", tid)
    assert shown.code == 0
    assert "Squadra" in shown.out and "Assi" in shown.out and "Diff. punti" in shown.out


def test_a_pairs_tournament_refuses_teams_in_the_language(database_url: str, capsys) -> None:
    """A team added to a pairs tournament: refused, saying how to make a team event."""
    torneo = Torneo(database_url, capsys, language="it")
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Coppie")["id"]
    for number in (1, 2):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Bianchi{number} Carlo")
    error = torneo.refused("team", "add", "-t", tid, "Assi", "--pairs", "1,2")["error"]
    assert "a squadre" in error["message"] and "--teams" in error["message"]


def test_the_format_is_shown_with_the_settings(database_url: str, team_event: int, capsys) -> None:
    """`tournament show` names the format, the movement and the proposed team table."""
    torneo = Torneo(database_url, capsys, language="it")
    tid = team_event
    shown = torneo.run("tournament", "show", "-t", tid)
    assert "a squadre" in shown.out
    assert "Girone all'italiana ×" in shown.out
    assert "proposta di Torneo" in shown.out


def _round_one_level(torneo: Torneo, tid: int) -> None:
    """Round 1 played: 1 beats 4 1140-545 (13-7); 2 and 3 each win a table 500-400 on the
    same deals, 900-900 (10-10): level on every figure."""
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "--round", 1)
    for table, ns, ew in ((1, 640, 245), (2, 300, 500), (3, 500, 400), (4, 500, 400)):
        torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", table, "--mp", ns, ew)


def _row(out: str, name: str) -> str:
    return next(line for line in out.splitlines() if f" {name} " in f" {line} ")


def test_lots_are_drawn_among_level_teams(database_url: str, team_event: int, capsys) -> None:
    """The ranking says 2 and 3 await a draw; `team draw` draws them, and the team placed
    below is then placed by the draw, as the pairs' Tie-break column says it; with no tie
    left, nothing to draw."""
    torneo = Torneo(database_url, capsys)
    tid = team_event
    _round_one_level(torneo, tid)
    shown = torneo.run("team", "standings", "-t", tid).out
    assert "Tie-break" in shown.splitlines()[0]
    for name in ("Bassotti", "Cuori"):
        row = _row(shown, name)
        assert row.split()[0] == "2=" and "draw of lots to be made" in row
    (drawn,) = torneo.ok("team", "draw", "-t", tid)["drawn"]
    assert sorted(drawn) == [2, 3]
    ranking = torneo.ok("team", "standings", "-t", tid)
    assert [(r["rank"], r["team"], r["tie_break"]) for r in ranking][1:3] == [
        (2, drawn[0], ""),
        (3, drawn[1], "draw"),
    ]
    shown = torneo.run("team", "standings", "-t", tid).out
    below = "Bassotti" if drawn[1] == 2 else "Cuori"
    row = _row(shown, below)
    assert row.split()[0] == "3" and row.endswith("by draw (recorded)")
    again = torneo.run("team", "draw", "-t", tid)
    assert again.out.strip() == "No tie to draw lots for: every team has a place of its own."


def test_a_pair_withdrawn_from_a_team_of_two_warns(
    database_url: str, team_event: int, capsys
) -> None:
    """Pair 7 of Denari withdrawn: done, with the warning on stderr saying how to bring the
    team back; the team ranking then notes Denari withdrawn."""
    torneo = Torneo(database_url, capsys)
    tid = team_event
    withdrawn = torneo.run("entry", "withdraw", "-t", tid, 7)
    assert withdrawn.code == 0
    assert "Team 4 (Denari) now has only one pair in play" in withdrawn.err
    assert f"torneo entry withdraw -t {tid} 7 --back" in withdrawn.err
    shown = torneo.run("team", "standings", "-t", tid).out
    assert shown.splitlines()[0].split()[-1] == "Note"
    assert _row(shown, "Denari").split()[-1] == "withdrawn"
    assert "withdrawn" not in _row(shown, "Assi")
