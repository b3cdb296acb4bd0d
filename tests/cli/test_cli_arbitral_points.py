"""`result enter --arbitral` with the referee's MP as well as VP, as the window's dialog takes
them: the MP count in the standings' points, and the options are worded when misused."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, published_round
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def test_the_referee_gives_vp_and_mp_and_the_standings_count_the_mp(
    services: Services, torneo: Torneo
) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0]
    where = ["-t", tid, "-r", 1, "--table", table.table]
    given = torneo.ok("result", "enter", *where, "--arbitral", "12:8", "--arbitral-mp", "300:-150")
    assert (given["kind"], given["ns_vp"], given["ew_vp"]) == ("arbitral", 12, 8)
    assert (given["ns_mp"], given["ew_mp"]) == (300, -150)
    stored = services.results.get(tid, 1, table.table)
    assert (stored.ns_mp, stored.ew_mp, stored.ns_vp, stored.ew_vp) == (300, -150, 12, 8)


def test_without_mp_the_referees_score_keeps_zero_mp(services: Services, torneo: Torneo) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0].table
    given = torneo.ok(
        "result", "enter", "-t", tid, "-r", 1, "--table", table, "--arbitral", "10:10"
    )
    assert (given["ns_mp"], given["ew_mp"], given["ns_vp"], given["ew_vp"]) == (0, 0, 10, 10)


def test_mp_without_vp_or_malformed_is_refused_in_words(services: Services, torneo: Torneo) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0].table
    where = ["-t", tid, "-r", 1, "--table", table]
    alone = torneo.run("result", "enter", *where, "--mp", 640, 245, "--arbitral-mp", "300:150")
    assert alone.code == 2
    assert "--arbitral-mp goes with --arbitral" in alone.err
    malformed = torneo.run("result", "enter", *where, "--arbitral", "12:8", "--arbitral-mp", "300")
    assert malformed.code == 2
    assert 'expected "NS_MP:EW_MP"' in malformed.err
    odd = torneo.run("result", "enter", *where, "--arbitral", "12:8", "--arbitral-mp", "302:0")
    assert odd.code != 0
    assert services.results.get(tid, 1, table) is None
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    said = italian.run("result", "enter", *where, "--mp", 640, 245, "--arbitral-mp", "300:150")
    assert "--arbitral-mp va con --arbitral" in said.err
