"""`torneo replace-qualifier`: who would come in, and with --yes the replacement made."""

from __future__ import annotations

from tests.builders.tournaments import scala40_tournament
from tests.cli.cli_helpers import Torneo
from tests.services.test_scala40_ranking_cut import CLUB, _stage
from tournament_app.services import open_services


def test_without_yes_it_only_says_who_with_yes_it_replaces(database_url, capsys) -> None:
    """The proposal changes nothing; --yes withdraws the qualifier and seats the next."""
    services = open_services(database_url, station="test")
    try:
        tournament = scala40_tournament(services, 40, CLUB)
        tables = _stage(services, tournament, 1, [200 + t for t in range(1, 11)])
    finally:
        services.close()
    leaving, next_best = tables[0][0], tables[6][1]
    torneo = Torneo(database_url, capsys)
    said = torneo.run("replace-qualifier", "-t", tournament, leaving)
    assert said.code == 0
    assert "has a place in stage 2" in said.out and "--yes" in said.out
    assert f"the next in the ranking is N. {next_best}" in said.out
    assert not any(e["withdrawn"] for e in torneo.ok("entry", "list", "-t", tournament))
    done = torneo.ok("replace-qualifier", "-t", tournament, leaving, "--yes")
    assert (done["withdrawn"], done["replacement"], done["stage"], done["done"]) == (
        leaving,
        next_best,
        2,
        True,
    )
    seated = torneo.ok("round", "generate", "-t", tournament)["tables"]
    players = {p for table in seated for p in table["players"]}
    assert next_best in players and leaving not in players
    refused = torneo.refused("replace-qualifier", "-t", tournament, tables[9][3], "--yes")
    assert "has no place in the next stage" in refused["error"]["message"]
