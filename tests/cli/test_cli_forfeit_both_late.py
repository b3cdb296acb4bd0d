"""`result enter --forfeit both`: both pairs of a table arrived too late, each takes the late
pair's VP and no MP (burraco.md, "Byes, lateness, penalties"); the refusal of an unknown line
names only lines the option takes."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, published_round
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def test_both_pairs_late_take_six_vp_each_and_no_mp(services: Services, torneo: Torneo) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0].table
    given = torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", table, "--forfeit", "both")
    assert (given["kind"], given["ns_vp"], given["ew_vp"]) == ("forfeit", 6, 6)
    assert (given["ns_mp"], given["ew_mp"]) == (0, 0)


def test_the_lines_the_refusal_offers_are_the_ones_the_option_takes(
    services: Services, torneo: Torneo
) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0].table
    refused = torneo.refused(
        "result", "enter", "-t", tid, "-r", 1, "--table", table, "--forfeit", "all"
    )
    assert "say NS, EW or both" in refused["error"]["message"]
    help_text = torneo.run("result", "enter", "--help").out
    assert "or both when both pairs are late" in " ".join(help_text.split())
