"""A result's save asks the database as few questions as it can: on the club's server every
statement waits for its answer over the network, and the phones' saves at the hall come in
bursts of a whole room."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import Scala40Hand, Scala40Settings, Services


def _reads(statements: list[str], table: str) -> list[str]:
    return [s for s in statements if s.startswith("SELECT") and f" {table}." in s]


def _assert_one_read_of_tournament_and_round(sent: list[str]) -> None:
    """The save read its tournament once, its round in the same statement, and never the
    round alone."""
    tournament_reads = _reads(sent, "tournaments")
    assert len(tournament_reads) == 1, sent
    assert " rounds." in tournament_reads[0], tournament_reads
    assert [s for s in _reads(sent, "rounds") if " tournaments." not in s] == [], sent


def test_a_burraco_result_reads_its_tournament_and_round_in_one_statement(
    services: Services, sent: list[str]
) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    sent.clear()

    services.results.enter_totals(tid, 1, 1, 640, 245)

    _assert_one_read_of_tournament_and_round(sent)


def test_a_scala40_hand_reads_its_tournament_and_round_in_one_statement(
    services: Services, sent: list[str]
) -> None:
    tid = scala40_tournament(services, 8, Scala40Settings(table_size=4, limit=101))
    published_round(services, tid)
    winner, *others = services.results.sheet(tid, 1, 1).players
    sent.clear()

    services.results.enter_hand(
        tid, 1, 1, Scala40Hand(points=tuple((p, 40) for p in others), closer=winner)
    )

    _assert_one_read_of_tournament_and_round(sent)
