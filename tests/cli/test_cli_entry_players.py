"""`torneo entry edit --players`: a pair's partner replaced or a mistyped name put right from
the command line, as the Registration page's Edit entry does: the names as `entry add` takes
them, --tessera matched by position, the count the tournament wants, a player of another entry
refused, nothing changed by a refusal, and the results of an entry that has played kept with
it. Both databases."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import snapshot_fixtures
from tests.cli.cli_helpers import Torneo, commands_snapshot, expected_vp
from tournament_app.services import TournamentId, open_services

PAIRS = [("Rossi", "Verdi"), ("Bianchi", "Neri"), ("Gallo", "Conti"), ("Ferri", "Sala")]
ADD_PAIRS = tuple(
    ("entry", "add", "-t", 1, f"{first} Anna", f"{second} Luca", "--club", "Aurora")
    for first, second in PAIRS
)
STATES = {
    "registered": commands_snapshot(
        ("tournament", "create", "--game", "burraco", "--name", "Serata"), *ADD_PAIRS
    ),
    "seated": commands_snapshot(
        ("tournament", "create", "--game", "burraco", "--name", "Serata"),
        *ADD_PAIRS,
        ("round", "generate", "-t", 1, "--publish"),
    ),
}
start, database_url = snapshot_fixtures(STATES)


@pytest.fixture
def torneo(database_url: str, capsys: pytest.CaptureFixture[str]) -> Torneo:
    return Torneo(database_url, capsys)


@pytest.fixture
def registered(start: tuple[str, Any]) -> int:
    """A burraco pairs tournament: entries 1-4, Rossi Anna - Verdi Luca first."""
    return int(start[1]["id"])


@pytest.fixture
def seated(start: tuple[str, Any]) -> int:
    """The same four pairs, round 1 published (two tables, no results yet)."""
    return int(start[1]["id"])


def _names(torneo: Torneo, tid: int) -> dict[int, str]:
    return {e["number"]: e["names"] for e in torneo.ok("entry", "list", "-t", tid)}


BEFORE = {
    1: "Rossi Anna - Verdi Luca",
    2: "Bianchi Anna - Neri Luca",
    3: "Gallo Anna - Conti Luca",
    4: "Ferri Anna - Sala Luca",
}


def test_a_partner_is_replaced_and_read_back(torneo: Torneo, registered: int) -> None:
    """Verdi Luca out, Moro Carla in: the list and the services name the new pair, Rossi Anna
    is the same registry player as before, and Verdi Luca stays in the registry."""
    (rossi_before, _) = torneo.ok("entry", "list", "-t", registered)[0]["players"]
    edited = torneo.ok(
        "entry", "edit", "-t", registered, 1, "--players", "Rossi Anna", "Moro Carla"
    )
    assert edited["number"] == 1 and edited["names"] == "Rossi Anna - Moro Carla"
    assert _names(torneo, registered) == {**BEFORE, 1: "Rossi Anna - Moro Carla"}
    rossi, moro = torneo.ok("entry", "list", "-t", registered)[0]["players"]
    assert rossi["id"] == rossi_before["id"] and rossi["club"] == "Aurora"
    assert (moro["surname"], moro["name"]) == ("Moro", "Carla")
    assert [p["surname"] for p in torneo.ok("registry", "search", "Verdi")] == ["Verdi"]
    services = open_services(torneo.database_url, station="test")
    try:
        entry = services.entries.get(TournamentId(registered), 1)
    finally:
        services.close()
    assert entry.names == "Rossi Anna - Moro Carla"


def test_a_mistyped_name_is_put_right(torneo: Torneo, registered: int) -> None:
    """The partner written Nery instead of Neri: retyped, the pair reads right."""
    torneo.ok("entry", "add", "-t", registered, "Costa Ugo", "Nery Pia")
    torneo.ok("entry", "edit", "-t", registered, 5, "--players", "Costa Ugo", "Neri Pia")
    assert _names(torneo, registered)[5] == "Costa Ugo - Neri Pia"


@pytest.mark.parametrize(
    ("names", "given"),
    [(("Rossi Anna",), 1), (("Rossi Anna", "Moro Carla", "Sala Pio"), 3)],
    ids=["one name", "three names"],
)
def test_a_wrong_number_of_names_is_refused(
    torneo: Torneo, registered: int, names: tuple[str, ...], given: int
) -> None:
    """A pair is two players: refused (exit 3) saying so, and the entry is as it was."""
    refused = torneo.refused("entry", "edit", "-t", registered, 1, "--players", *names)
    message = refused["error"]["message"]
    assert "2 players (a pair)" in message and f"players given: {given}" in message
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    said = italian.run("entry", "edit", "-t", registered, 1, "--players", *names)
    assert said.code == 3
    assert "ogni iscrizione è di 2 giocatori (una coppia)" in said.err
    assert f"giocatori indicati: {given}" in said.err
    assert _names(torneo, registered) == BEFORE
    assert torneo.ok("registry", "search", "Moro") == []  # no player made on the way


@pytest.mark.parametrize(
    ("create", "one", "two"),
    [
        (("--game", "scala40"), "ok", "refused"),
        (("--game", "scala40", "--form", "pairs"), "refused", "ok"),
        (("--game", "burraco", "--individual"), "ok", "refused"),
    ],
    ids=["scala 40 singles", "scala 40 pairs", "individual burraco"],
)
def test_the_count_each_tournament_wants(
    torneo: Torneo, create: tuple[str, ...], one: str, two: str
) -> None:
    """One player an entry for scala 40 singles and individual burraco, two for scala 40
    pairs: the right count is taken, the other refused."""
    tid = torneo.ok("tournament", "create", "--name", "Pomeriggio", *create)["id"]
    first = ("Primo Ada", "Secondo Bea")[: 1 if one == "ok" else 2]
    torneo.ok("entry", "add", "-t", tid, *first)
    for outcome, names in ((one, ("Terzo Ciro",)), (two, ("Terzo Ciro", "Quarto Dino"))):
        if outcome == "ok":
            assert torneo.ok("entry", "edit", "-t", tid, 1, "--players", *names)["names"] == (
                " - ".join(names)
            )
        else:
            message = torneo.refused("entry", "edit", "-t", tid, 1, "--players", *names)
            assert f"players given: {len(names)}" in message["error"]["message"]


def test_a_player_of_another_entry_is_refused(torneo: Torneo, registered: int) -> None:
    """Neri Luca plays in entry 2: putting him in entry 1 is refused, naming him and entry 2,
    and neither entry changes."""
    refused = torneo.refused(
        "entry", "edit", "-t", registered, 1, "--players", "Rossi Anna", "Neri Luca"
    )
    message = refused["error"]["message"]
    assert "Neri Luca is already in entry 2" in message and "nothing changed" in message
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    said = italian.run("entry", "edit", "-t", registered, 1, "--players", "Rossi Anna", "Neri Luca")
    assert said.code == 3
    assert "Neri Luca è già nell'iscrizione 2" in said.err and "non è cambiato niente" in said.err
    assert _names(torneo, registered) == BEFORE


def test_the_same_player_twice_is_refused(torneo: Torneo, registered: int) -> None:
    refused = torneo.refused(
        "entry", "edit", "-t", registered, 1, "--players", "Moro Carla", "Moro Carla"
    )
    assert "twice" in refused["error"]["message"]
    assert _names(torneo, registered) == BEFORE


def test_tessera_is_matched_by_position(torneo: Torneo, registered: int) -> None:
    """The first --tessera is the first name's, the second the second's; a card the registry
    knows enters that very player, with the club the registry has for them."""
    known = torneo.ok("registry", "add", "Moro", "Carla", "--tessera", "FI-77", "--club", "Stella")
    edited = torneo.ok(
        "entry",
        "edit",
        "-t",
        registered,
        1,
        "--players",
        "Moro Carla",
        "Lupo Dario",
        "--tessera",
        "FI-77",
        "--tessera",
        "FI-78",
    )
    moro, lupo = edited["players"]
    assert (moro["id"], moro["club"], moro["tessera"]) == (known["id"], "Stella", "FI-77")
    assert (lupo["surname"], lupo["tessera"]) == ("Lupo", "FI-78")
    too_many = torneo.run(
        "entry", "edit", "-t", registered, 2, "--players", "Bianchi Anna", "Neri Luca",
        "--tessera", "A1", "--tessera", "A2", "--tessera", "A3",
    )  # fmt: skip
    assert too_many.code == 2 and "more --tessera than names" in too_many.err
    assert _names(torneo, registered)[2] == BEFORE[2]


def test_club_goes_to_the_new_player_only(torneo: Torneo, registered: int) -> None:
    """--club Stella: the new partner is of Stella, Rossi Anna who stays is still of Aurora
    (the same player, not a namesake made for Stella)."""
    edited = torneo.ok(
        "entry", "edit", "-t", registered, 1, "--players", "Rossi Anna", "Moro Carla",
        "--club", "Stella",
    )  # fmt: skip
    rossi, moro = edited["players"]
    assert (rossi["club"], moro["club"]) == ("Aurora", "Stella")
    assert len(torneo.ok("registry", "search", "Rossi")) == 1


def test_tessera_or_club_without_players_is_refused(torneo: Torneo, registered: int) -> None:
    for option in (("--tessera", "FI-1"), ("--club", "Stella")):
        said = torneo.run("entry", "edit", "-t", registered, 1, *option, "--group", "B")
        assert said.code == 2 and "give --players too" in said.err
    nothing = torneo.run("entry", "edit", "-t", registered, 1)
    assert nothing.code == 2 and "give --players, --group or --category" in nothing.err
    assert [e["group"] for e in torneo.ok("entry", "list", "-t", registered)] == [None] * 4


def test_group_and_category_alone_and_with_players(torneo: Torneo, registered: int) -> None:
    alone = torneo.ok("entry", "edit", "-t", registered, 2, "--group", "B")
    assert (alone["group"], alone["names"]) == ("B", BEFORE[2])
    torneo.ok("entry", "edit", "-t", registered, 2, "--category", "C")
    both = torneo.ok(
        "entry", "edit", "-t", registered, 3, "--players", "Gallo Anna", "Moro Carla",
        "--group", "A", "--category", "B",
    )  # fmt: skip
    assert (both["names"], both["group"], both["category"]) == ("Gallo Anna - Moro Carla", "A", "B")
    listed = {e["number"]: e for e in torneo.ok("entry", "list", "-t", registered)}
    assert (listed[2]["group"], listed[2]["category"], listed[2]["names"]) == ("B", "C", BEFORE[2])
    assert (listed[3]["group"], listed[3]["category"]) == ("A", "B")


def test_an_entry_that_has_played_keeps_its_results(torneo: Torneo, seated: int) -> None:
    """Round 1 played; the partner of one pair is replaced: its table's result, its VP and MP
    and its place in the standings are what they were, under the new names; undo brings
    the old partner back."""
    tables = torneo.ok("round", "show", "-t", seated, "-r", 1)["tables"]
    scores = [(920, 310), (455, 620)]
    for table, (ns_mp, ew_mp) in zip(tables, scores, strict=True):
        where = ("-t", seated, "-r", 1, "--table", table["table"])
        torneo.ok("result", "enter", *where, "--mp", ns_mp, ew_mp)
    expected = {}
    for table, (ns_mp, ew_mp) in zip(tables, scores, strict=True):
        ns_vp, ew_vp = expected_vp(ns_mp, ew_mp)
        expected[table["ns"]] = (ns_vp, ns_mp - ew_mp)
        expected[table["ew"]] = (ew_vp, ew_mp - ns_mp)
    results = torneo.ok("result", "show", "-t", seated, "-r", 1)
    winner = tables[0]["ns"]  # 920 to 310
    torneo.ok("entry", "edit", "-t", seated, winner, "--players", "Moro Carla", "Lupo Dario")
    assert torneo.ok("result", "show", "-t", seated, "-r", 1) == results
    rows = {r["entry"]: r for r in torneo.ok("standings", "-t", seated)}
    assert {n: (r["vp"], r["mp_diff"]) for n, r in rows.items()} == expected
    assert rows[winner]["rank"] == 1 and rows[winner]["names"] == "Moro Carla - Lupo Dario"
    torneo.ok("undo")
    assert _names(torneo, seated)[winner] == BEFORE[winner]
    assert torneo.ok("result", "show", "-t", seated, "-r", 1) == results


def test_undo_gives_the_last_pair_its_players_back(torneo: Torneo, registered: int) -> None:
    """The pair entered last, both players retyped, twice: each undo puts the players before
    it back, the last pair's too (whose rows are the newest of the database)."""
    torneo.ok("entry", "edit", "-t", registered, 4, "--players", "Moro Carla", "Lupo Dario")
    torneo.ok("entry", "edit", "-t", registered, 4, "--players", "Moro Carla", "Pini Ezio")
    torneo.ok("undo")
    assert _names(torneo, registered)[4] == "Moro Carla - Lupo Dario"
    torneo.ok("undo")
    assert _names(torneo, registered) == BEFORE
    assert torneo.ok("registry", "search", "Lupo") == []  # the players it made go with it


def test_what_it_says_in_italian_and_english(torneo: Torneo, registered: int) -> None:
    """The entry as it is now, and what its players were when they changed."""
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    said = italian.run(
        "entry", "edit", "-t", registered, 1, "--players", "Rossi Anna", "Moro Carla"
    )
    assert said.code == 0
    lines = said.out.splitlines()
    assert lines[0] == "Iscrizione 1 modificata (prima: Rossi Anna - Verdi Luca)."
    assert "Giocatori" in said.out and "Girone" in said.out
    assert any(line.split()[:5] == ["1", "Rossi", "Anna", "-", "Moro"] for line in lines)
    said = torneo.run("entry", "edit", "-t", registered, 1, "--group", "B")
    assert said.out.splitlines()[0] == "Entry 1 changed."
    row = next(line for line in said.out.splitlines() if line.strip().startswith("1 "))
    assert "Rossi Anna - Moro Carla" in row and row.split()[-1] == "B"
    said = torneo.run("entry", "edit", "-t", registered, 2, "--players", "Bianchi Anna", "Sala Pio")
    assert said.out.splitlines()[0] == "Entry 2 changed (before: Bianchi Anna - Neri Luca)."
