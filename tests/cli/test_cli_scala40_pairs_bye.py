"""Scala 40 in pairs with an odd count on the command line (issue #19): `--pairs-bye` kept,
`round generate` gives one pair the bye, `round show` says so, the standings count it."""

from __future__ import annotations

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo
from tournament_app.services import ByeScore, Services, TournamentId


def _five_pairs(torneo: Torneo, *options: object) -> TournamentId:
    made = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Coppie dispari",
        "--form", "pairs", "--format", "placement", "--rounds", 3, *options,
    )  # fmt: skip
    tournament_id = TournamentId(made["id"])
    for number in range(1, 6):
        torneo.ok("entry", "add", "-t", tournament_id, f"Rossi{number} Anna", f"Neri{number} Ugo")
    return tournament_id


def _five_pairs_snapshot(database_url: str) -> TournamentId:
    """`_five_pairs` as made by default: once per process and backend, and copied."""
    return _five_pairs(Torneo(database_url, None))


start, database_url = snapshot_fixtures({"five_pairs": _five_pairs_snapshot})
five_pairs = state_value("five_pairs")


def test_create_with_the_bye_setting(database_url: str, services: Services, capsys) -> None:
    torneo = Torneo(database_url, capsys)
    tournament_id = _five_pairs(torneo, "--pairs-bye", "draw")
    assert services.tournaments.get(tournament_id).settings.pairs_bye is ByeScore.DRAW
    torneo.ok("tournament", "edit", "-t", tournament_id, "--pairs-bye", "none")
    assert services.tournaments.get(tournament_id).settings.pairs_bye is ByeScore.NONE
    shown = Torneo(database_url, capsys, language="it").run(
        "tournament", "show", "-t", tournament_id
    )
    assert "nessun punto partita" in shown.out


def test_generate_and_show_the_bye(database_url: str, five_pairs: TournamentId, capsys) -> None:
    torneo = Torneo(database_url, capsys)
    tournament_id = five_pairs
    made = torneo.ok("round", "generate", "-t", tournament_id)
    byes = [table for table in made["tables"] if table.get("bye")]
    played = [table["players"] for table in made["tables"] if not table.get("bye")]
    assert [table["ns"] for table in byes] == [5]
    assert sorted(p for players in played for p in players) == [1, 2, 3, 4]
    torneo.ok("round", "publish", "-t", tournament_id, "-r", 1)
    # The pair sitting out is listed as the bye, where a table's number stands: the number
    # the round keeps for it (3) is no table of the room.
    english = torneo.run("round", "show", "-t", tournament_id, "-r", 1).out
    (resting,) = [line for line in english.splitlines() if "5 Rossi5" in line]
    assert resting.split()[0] == "bye" and "3" not in resting.split()
    italian = Torneo(database_url, capsys, language="it")
    shown = italian.run("round", "show", "-t", tournament_id, "-r", 1).out
    (resting,) = [line for line in shown.splitlines() if "5 Rossi5" in line]
    assert resting.split()[0] == "riposo"
    rows = torneo.ok("standings", "-t", tournament_id)
    assert {row["entry"]: row["points"] for row in rows}[5] == 2


def test_swap_the_bye_table_with_a_table(
    database_url: str, five_pairs: TournamentId, capsys
) -> None:
    """`round swap --tables` naming the bye: the pair resting and the table's first pair
    change places (it was refused as an unknown table)."""
    torneo = Torneo(database_url, capsys)
    tournament_id = five_pairs
    made = torneo.ok("round", "generate", "-t", tournament_id)
    before = {table["table"]: table for table in made["tables"]}
    first = before[1]["players"][0]
    swapped = torneo.ok("round", "swap", "-t", tournament_id, "--tables", "1", "3")
    after = {table["table"]: table for table in swapped["tables"]}
    assert after[3]["ns"] == first and after[1]["players"] == [5, before[1]["players"][1]]
