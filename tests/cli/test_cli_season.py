"""The season ranking through the command line, over tournaments played through it."""

from __future__ import annotations

import pytest

from tests.builders.seasons import evenings_and_team_event
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
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
    play_table(torneo, tid, [number_of[t] for t in finishing])
    return tid


def play_table(torneo: Torneo, tid: int, order: list[int]) -> None:
    """Play a one-table scala 40 so its entries finish in `order` (numbers), and finish it."""
    table = torneo.ok("round", "generate", "-t", tid, "--publish")["tables"][0]["table"]
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


def two_afternoons(database_url: str) -> tuple[int, int]:
    """Two afternoons of the four members, finished: 10 January (Anna, Bruno, Carla, Dario
    in that order) and 17 January (Bruno, Carla, Anna, Dario). Made once per process and
    backend, and copied, for the season tests of every file."""
    torneo = Torneo(database_url, None)
    first = afternoon(torneo, "2026-01-10", ["T1", "T2", "T3", "T4"])
    second = afternoon(torneo, "2026-01-17", ["T2", "T3", "T1", "T4"])
    return first, second


start, database_url = snapshot_fixtures(
    {"played": two_afternoons, "autumn": with_services(evenings_and_team_event)}
)
played = state_value("played")
autumn = state_value("autumn")


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


def test_leave_out_drops_a_tournament_from_the_season(torneo, played: tuple[int, int]) -> None:
    """--leave-out the first afternoon: the ranking is the second one's alone, by field size
    (Bruno 4, Carla 3, Anna 2, Dario 1)."""
    first, second = played
    season = torneo.ok("season", "--game", "scala40", "--leave-out", first)
    assert [t["id"] for t in season["tournaments"]] == [second]
    assert season["left_out"] == [first]
    assert [(r["name"], r["points"]) for r in season["ranking"]] == [
        ("Verdi Bruno", 4),
        ("Neri Carla", 3),
        ("Rossi Anna", 2),
        ("Blu Dario", 1),
    ]


def test_leave_out_refuses_what_it_cannot_leave_out(torneo, played: tuple[int, int]) -> None:
    """A number that is no tournament of the game, or one --tournaments also names: a usage
    error saying what to do, not a season that silently leaves nothing out."""
    first, _second = played
    unknown = torneo.run("season", "--game", "scala40", "--leave-out", 99)
    assert unknown.code == 2
    assert "--leave-out 99: no tournament of this game has that number" in unknown.err
    other_game = torneo.run("season", "--game", "burraco", "--leave-out", first)
    assert other_game.code == 2 and f"--leave-out {first}: no tournament" in other_game.err
    both = torneo.run("season", "--game", "scala40", "--tournaments", first, "--leave-out", first)
    assert both.code == 2
    assert f"--tournaments and --leave-out both name {first}" in both.err


def test_the_grand_final_is_left_out_of_its_season(torneo, played: tuple[int, int]) -> None:
    """The final made with `season --final` (dated inside the season, as its afternoons)
    holds the top 4 by rank: 1 Bruno, 2 Anna, 3 Carla, 4 Dario. Played (Dario, Carla, Anna,
    Bruno), it does not change the season (Bruno 7, Anna 6, Carla 5, Dario 2) and is named;
    named with --tournaments it counts: Anna 6 + 2 = 8, Bruno 7 + 1 = 8 (one win each, best
    place 1, three played: level), Carla 5 + 3 = 8 (no win), Dario 2 + 4 = 6."""
    first, second = played
    final = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Finale", "--date", "2026-01-31"
    )["id"]
    invited = torneo.ok("season", "--game", "scala40", "--final", final, "--top", 4)["final"]
    assert [e["name"] for e in invited["entries"]] == [
        "Verdi Bruno",
        "Rossi Anna",
        "Neri Carla",
        "Blu Dario",
    ]
    play_table(torneo, final, [4, 3, 2, 1])
    season = torneo.ok("season", "--game", "scala40")
    assert [t["id"] for t in season["tournaments"]] == [first, second]
    assert season["finals"] == [{"id": final, "name": "Finale"}]
    assert [(r["name"], r["points"]) for r in season["ranking"]] == [
        ("Verdi Bruno", 7),
        ("Rossi Anna", 6),
        ("Neri Carla", 5),
        ("Blu Dario", 2),
    ]
    said = torneo.run("season", "--game", "scala40").out.splitlines()
    assert said[-1] == (
        "Grand finals are not counted, each being a competition of its own: Finale (to count"
        " one, name it with --tournaments beside the others)"
    )
    counted = torneo.ok("season", "--game", "scala40", "--tournaments", f"{first},{second},{final}")
    assert counted["finals"] == []
    assert [(r["rank"], r["name"], r["points"]) for r in counted["ranking"]] == [
        (1, "Rossi Anna", 8),
        (1, "Verdi Bruno", 8),
        (3, "Neri Carla", 8),
        (4, "Blu Dario", 6),
    ]


@pytest.mark.parametrize(
    ("language", "running", "teams"),
    [
        (
            "en",
            "Still being played, points provisional: Ottobre",
            "Team events are not counted, each being a competition of its own: Campionato a"
            " squadre (to count one, name it with --tournaments beside the others)",
        ),
        (
            "it",
            "In corso, punti provvisori: Ottobre",
            "I tornei a squadre non contano, essendo ciascuno una gara a sé: Campionato a"
            " squadre (per contarne uno, indicalo con --tournaments insieme agli altri tornei)",
        ),
    ],
)
def test_a_team_event_is_said_to_be_left_out(torneo, autumn, language, running, teams) -> None:
    """Two pairs evenings (the second still running) and a team event: the ranking counts the
    evenings, says the second is provisional and the team event is not counted."""
    settembre, ottobre, team_event = autumn
    season = torneo.ok("season", "--game", "burraco", "--include-running")
    assert [t["id"] for t in season["tournaments"]] == [settembre, ottobre]
    assert season["team_events"] == [{"id": team_event, "name": "Campionato a squadre"}]
    torneo.language = language
    said = torneo.run("season", "--game", "burraco", "--include-running").out.splitlines()
    assert said[-3:] == [running, "", teams]
