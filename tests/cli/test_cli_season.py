"""The season ranking through the command line, over tournaments played through it."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo

# Four club members with their membership cards; they play two afternoons.
MEMBERS = {"T1": "Rossi Anna", "T2": "Verdi Bruno", "T3": "Neri Carla", "T4": "Blu Dario"}


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database."""
    return Torneo(database_url, capsys)


def afternoon(torneo: Torneo, date: str, finishing: list[str]) -> int:
    """A one-table scala 40 played so the players finish in `finishing` order (tessere)."""
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        f"Scala {date}",
        "--date",
        date,
    )["id"]
    number_of = {}
    for tessera, name in MEMBERS.items():
        number_of[tessera] = torneo.ok("entry", "add", "-t", tid, name, "--tessera", tessera)[
            "number"
        ]
    table = torneo.ok("round", "generate", "-t", tid, "--publish")["tables"][0]["table"]
    order = [number_of[t] for t in finishing]
    active = list(order)
    totals = dict.fromkeys(order, 0)
    for victim in reversed(order[1:]):
        points = {p: 0 if p == order[0] else 101 - totals[p] if p == victim else 5 for p in active}
        for player, value in points.items():
            totals[player] += value
        torneo.ok(
            "hand",
            "enter",
            "-t",
            tid,
            "-r",
            1,
            "--table",
            table,
            "--closer",
            order[0],
            "--points",
            ",".join(f"{p}={v}" for p, v in points.items()),
        )
        active.remove(victim)
    torneo.ok("tournament", "status", "-t", tid, "finished")
    return tid


def two_afternoons(database_url: str) -> tuple[int, int]:
    """Two afternoons of the four members, finished: 10 January (Anna, Bruno, Carla, Dario
    in that order) and 17 January (Bruno, Carla, Anna, Dario). Made once per process and
    backend, and copied, for the season tests of every file."""
    torneo = Torneo(database_url, None)
    first = afternoon(torneo, "2026-01-10", ["T1", "T2", "T3", "T4"])
    second = afternoon(torneo, "2026-01-17", ["T2", "T3", "T1", "T4"])
    return first, second


start, database_url = snapshot_fixtures({"played": two_afternoons})
played = state_value("played")


def test_season_over_two_afternoons(torneo, played: tuple[int, int]) -> None:
    """Field-size points (4 for a win, 1 for last) summed over both afternoons per player;
    the same member is one season row because the tessera names the registry player."""
    first, second = played
    season = torneo.ok("season", "--game", "scala40")
    assert [t["id"] for t in season["tournaments"]] == [first, second]
    got = [(r["rank"], r["name"], r["points"], r["wins"]) for r in season["ranking"]]
    # Bruno 3 + 4 = 7, Anna 4 + 2 = 6, Carla 2 + 3 = 5, Dario 1 + 1 = 2.
    assert got == [
        (1, "Verdi Bruno", 7, 1),
        (2, "Rossi Anna", 6, 1),
        (3, "Neri Carla", 5, 0),
        (4, "Blu Dario", 2, 0),
    ]
    only_january_17 = torneo.ok("season", "--game", "scala40", "--from", "2026-01-15")
    assert [r["name"] for r in only_january_17["ranking"]][:2] == ["Verdi Bruno", "Neri Carla"]
    table = torneo.ok("season", "--game", "scala40", "--points", "10,5", "--participation", "1")
    assert [(r["name"], r["points"]) for r in table["ranking"]] == [
        ("Verdi Bruno", 15),
        ("Rossi Anna", 11),
        ("Neri Carla", 6),
        ("Blu Dario", 2),
    ]
    assert "Verdi Bruno" in torneo.run("season", "--game", "scala40").out
    assert torneo.ok("season", "--game", "burraco")["ranking"] == []


@pytest.mark.parametrize(
    ("language", "one", "two", "none"),
    [
        (
            "it",
            "Classifica stagionale (1 torneo)",
            "Classifica stagionale (2 tornei)",
            "Nessun torneo concluso di questo gioco in queste date: --include-running conta"
            " anche quelli ancora in corso.",
        ),
        (
            "en",
            "Season ranking (1 tournament)",
            "Season ranking (2 tournaments)",
            "No finished tournament of this game in these dates: --include-running counts"
            " those still being played too.",
        ),
    ],
)
def test_the_ranking_counts_its_tournaments_and_says_when_there_is_none(
    torneo, played: tuple[int, int], language: str, one: str, two: str, none: str
) -> None:
    """One afternoon is "1 torneo", never "1 tornei"; a season with no finished tournament
    of the game says so and how to count those still running, not a heading over no rows."""
    torneo.language = language
    assert torneo.run("season", "--game", "scala40").out.splitlines()[0] == two
    later = torneo.run("season", "--game", "scala40", "--from", "2026-01-15")
    assert later.out.splitlines()[0] == one
    empty = torneo.run("season", "--game", "burraco")
    assert empty.code == 0 and empty.out.splitlines() == [none]
