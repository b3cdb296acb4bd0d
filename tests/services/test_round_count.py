"""The round being played, counted for the status bar: its tables with a scoresheet (a bye
has none), how many are in and how many a second entry disputes, without reading the
round's seating (asked after every result)."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import (
    burraco_tournament,
    play_out,
    published_round,
    scala40_tournament,
)
from tournament_app.services import ErrorCode, RoundStatus, ServiceError, TournamentId
from tournament_app.services.rounds import status as round_status


def test_no_round_yet_counts_nothing(services):
    tid = burraco_tournament(services, 8)
    assert services.rounds.count(tid) is None


def test_an_unknown_tournament_is_not_found(services):
    with pytest.raises(ServiceError) as missing:
        services.rounds.count(TournamentId(404))
    assert missing.value.code is ErrorCode.NOT_FOUND


def test_a_burraco_round_is_counted_in_one_statement(services, sent):
    """The status bar asks after every result: one round trip on a server, the tournament,
    its latest round and the three counts together."""
    tid = burraco_tournament(services, 9)
    published_round(services, tid)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    sent.clear()
    count = services.rounds.count(tid)
    assert count is not None and (count.tables, count.entered) == (4, 1)
    assert len(sent) == 1, sent


def test_a_draft_counts_its_tables_none_in(services):
    tid = burraco_tournament(services, 9)  # 4 tables and a bye
    services.rounds.generate(tid)
    count = services.rounds.count(tid)
    assert count is not None
    assert (count.round, count.status) == (1, RoundStatus.DRAFT)
    assert (count.tables, count.entered, count.disputed) == (4, 0, 0)


def test_results_entered_and_disputed_are_counted_and_the_bye_is_not(services):
    tid = burraco_tournament(services, 9)  # 4 tables with a scoresheet, and a bye
    published_round(services, tid)
    played = [t.table for t in services.rounds.get(tid, 1).tables if not t.is_bye]
    assert len(played) == 4
    for table in played[:3]:
        services.results.enter_totals(tid, 1, table, 640, 245)
    services.results.second_entry(tid, 1, played[0], 600, 245)  # differs: disputed

    count = services.rounds.count(tid)
    assert count is not None
    assert (count.round, count.status) == (1, RoundStatus.PUBLISHED)
    assert (count.tables, count.entered, count.disputed) == (4, 3, 1)

    services.results.enter_totals(tid, 1, played[3], 500, 300)
    services.results.enter_totals(tid, 1, played[0], 600, 245, expected_version=1)
    count = services.rounds.count(tid)
    assert count is not None
    assert (count.status, count.tables, count.entered, count.disputed) == (
        RoundStatus.COMPLETE,
        4,
        4,
        0,
    )


def test_the_latest_round_is_the_one_counted(services):
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 640, 245)
    published_round(services, tid)
    services.results.enter_totals(tid, 2, 1, 640, 245)
    count = services.rounds.count(tid)
    assert count is not None
    assert (count.round, count.status, count.tables, count.entered) == (
        2,
        RoundStatus.PUBLISHED,
        4,
        1,
    )


def test_a_scala40_table_counts_once_its_game_is_over(services):
    tid = scala40_tournament(services, 8)  # two tables of four
    published_round(services, tid)
    tables = [t.table for t in services.rounds.get(tid, 1).tables]
    count = services.rounds.count(tid)
    assert count is not None
    assert (count.tables, count.entered) == (2, 0)
    play_out(services, tid, 1, tables[0])
    count = services.rounds.count(tid)
    assert count is not None
    assert (count.tables, count.entered, count.disputed) == (2, 1, 0)


def test_a_scala40_pair_sitting_out_has_no_table_to_count(services):
    """Scala 40 in pairs, five pairs: two tables played, one pair resting; both tables in
    once played (the evening's builder plays them: 3-0 and 3-1)."""
    from tests.builders.pairs_evenings import five_pairs_round_one

    evening = five_pairs_round_one(services)
    count = services.rounds.count(evening.tournament)
    assert count is not None
    assert (count.round, count.tables, count.entered, count.disputed) == (1, 2, 2, 0)


def test_a_scala40_hand_replays_no_sheet_while_a_table_has_none(services, monkeypatch):
    """Whether a hand completes the round is told without replaying the round's sheets
    while a table has not started (each hand replayed every sheet of the round: the bigger
    the round, the slower each save); the last table over completes the round."""
    tid = scala40_tournament(services, 12)  # three tables of four
    published_round(services, tid)
    replayed: list[int] = []  # the tables whose sheet the round's status replayed
    entered = round_status.table_entered
    monkeypatch.setattr(
        round_status,
        "table_entered",
        lambda row, table, *a, **k: replayed.append(table) or entered(row, table, *a, **k),
    )
    play_out(services, tid, 1, 1)
    play_out(services, tid, 1, 2)
    assert replayed == []
    assert services.rounds.get(tid, 1).status is RoundStatus.PUBLISHED
    play_out(services, tid, 1, 3)
    assert services.rounds.get(tid, 1).status is RoundStatus.COMPLETE


def test_individual_burraco_counts_each_table_once(services):
    """Two players sit on each line: a table with its result is one table in, not two."""
    from tournament_app.services import BurracoSettings, PlayerSpec

    tid = burraco_tournament(services, settings=BurracoSettings(individual=True))
    for n in range(1, 17):
        services.entries.add(tid, [PlayerSpec(f"Giocatore{n}", "X")])
    published_round(services, tid)
    tables = [t.table for t in services.rounds.get(tid, 1).tables]
    for table in tables[:2]:
        services.results.enter_totals(tid, 1, table, 640, 245)
    count = services.rounds.count(tid)
    assert count is not None
    assert (count.tables, count.entered, count.disputed) == (4, 2, 0)
    for table in tables[2:]:
        services.results.enter_totals(tid, 1, table, 640, 245)
    assert services.rounds.get(tid, 1).status is RoundStatus.COMPLETE
