"""A whole scala 40 tournament through the command line: 24 players at tables of 4, two
stages and a final table; the ranking checked against a game played out here by hand."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo

PLAYERS = 24
LIMIT = 101
ADVANCE = 2


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def play_table(torneo: Torneo, tid: int, round_number: int, table: int, seats: list[int]):
    """Play one table to its end through `hand enter`, following a script written here:
    a chosen winner closes every hand, and each hand one more player is pushed to the limit
    (worst first). Returns the finishing order and each player's final total."""
    shift = (round_number + table) % len(seats)
    order = seats[shift:] + seats[:shift]  # order[0] wins, order[-1] goes out first
    totals = dict.fromkeys(seats, 0)
    active = list(seats)
    for hand in range(1, len(seats)):
        victim = order[len(seats) - hand]
        points = {}
        for index, player in enumerate(active):
            if player == order[0]:
                points[player] = 0
            elif player == victim:
                points[player] = LIMIT - totals[player]
            else:
                # Small penalties that never reach the limit over at most five hands.
                points[player] = 5 + 5 * ((index + hand) % 4)
        for player, value in points.items():
            totals[player] += value
        sheet = torneo.ok(
            "hand",
            "enter",
            "-t",
            tid,
            "-r",
            round_number,
            "--table",
            table,
            "--points",
            ",".join(f"{p}={v}" for p, v in points.items()),
            "--closer",
            order[0],
        )
        active.remove(victim)
        assert sheet["totals"] == {str(p): totals[p] for p in seats}
        assert victim in sheet["eliminated"]
    assert sheet["finished"] is True
    placed = sorted(sheet["placings"], key=lambda p: p["place"])
    assert [p["entry"] for p in placed] == order
    assert [p["place"] for p in placed] == list(range(1, len(seats) + 1))
    assert {p["entry"]: p["total"] for p in placed} == totals
    return order, totals


@pytest.mark.slow
def test_scala40_tournament_end_to_end(torneo: Torneo, tmp_path: Path) -> None:
    """Seat, play every table to elimination, advance the best two per table, down to a
    final table; the ranking follows stage reached, place there, then the penalty points of
    that stage (each stage a fresh game); every stage's total is still reported."""
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        "Scala 40 di Natale",
        "--limit",
        LIMIT,
        "--table-size",
        4,
        "--advance",
        ADVANCE,
        "--seed",
        3,
    )["id"]
    for number in range(1, PLAYERS + 1):
        assert (
            torneo.ok("entry", "add", "-t", tid, f"Giocatore{number:02d} Nome")["number"] == number
        )

    stage_of: dict[int, int] = {}
    place_at_last: dict[int, int] = {}
    penalty: dict[int, int] = defaultdict(int)
    last_penalty: dict[int, int] = {}
    expected_players = list(range(1, PLAYERS + 1))
    round_number = 0
    while True:
        round_number += 1
        seating = torneo.ok("round", "generate", "-t", tid)
        torneo.ok("round", "publish", "-t", tid, "-r", round_number)
        tables = {t["table"]: t["players"] for t in seating["tables"]}
        seated = sorted(p for players in tables.values() for p in players)
        assert seated == sorted(expected_players)
        sizes = sorted(len(p) for p in tables.values())
        if round_number == 1:
            assert sizes == [4] * 6
        if round_number == 2:
            assert sizes == [4] * 3  # the twelve who advanced, still at tables of four
        qualified = []
        for table, players in sorted(tables.items()):
            order, totals = play_table(torneo, tid, round_number, table, players)
            for place, player in enumerate(order, start=1):
                stage_of[player] = round_number
                place_at_last[player] = place
                penalty[player] += totals[player]
                last_penalty[player] = totals[player]
            qualified += order[:ADVANCE]
        assert torneo.ok("round", "status", "-t", tid, "-r", round_number)["missing"] == []
        if len(tables) == 1:
            break
        expected_players = qualified
        assert round_number < 5, "the stages never came down to one table"
    # Two stages, then the final table.
    assert round_number == 3
    assert torneo.refused("round", "generate", "-t", tid)["error"]["code"] == "no_more_rounds"

    def merit(player: int) -> tuple[int, int, int]:
        return (-stage_of[player], place_at_last[player], last_penalty[player])

    rows = torneo.ok("standings", "-t", tid)
    assert sorted(r["entry"] for r in rows) == list(range(1, PLAYERS + 1))
    for row in rows:
        player = row["entry"]
        better = sum(1 for other in stage_of if merit(other) < merit(player))
        assert row["rank"] == better + 1, row
        assert row["stage"] == stage_of[player]
        assert row["penalty_total"] == penalty[player]
        assert row["stage_penalty"] == last_penalty[player]
        assert row["name"] == f"Giocatore{player:02d} Nome"
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)

    # A stale correction is refused: someone corrected the final sheet meanwhile.
    final_table = next(iter(tables))
    sheet = torneo.ok("hand", "show", "-t", tid, "-r", round_number, "--table", final_table)
    assert sheet["finished"] is True
    stale = torneo.refused(
        "hand",
        "enter",
        "-t",
        tid,
        "-r",
        round_number,
        "--table",
        final_table,
        "--points",
        ",".join(f"{p}=0" for p in sheet["players"]),
        "--closer",
        sheet["players"][0],
    )
    assert stale["error"]["code"] == "table_finished"

    # Season ranking over this one tournament: the winner has the most points.
    torneo.ok("tournament", "status", "-t", tid, "finished")
    season = torneo.ok("season", "--game", "scala40")
    assert [t["id"] for t in season["tournaments"]] == [tid]
    winner = min(stage_of, key=merit)
    assert season["ranking"][0]["name"] == f"Giocatore{winner:02d} Nome"
    assert season["ranking"][0]["points"] == PLAYERS
