"""What every station reads again after any change, its own or another station's: the
tournament for the title and the pages, the round's clock. On the club's server each
statement is a round trip the window waits for, after every result typed anywhere."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, enter_every_table, published_round


def test_the_tournament_is_read_with_its_counts_in_one_statement(services, sent) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    sent.clear()
    tournament = services.tournaments.get(tid)
    assert (tournament.entries, tournament.rounds_played) == (8, 1)
    assert len(sent) == 1, sent


def test_the_clock_reads_the_databases_time_with_the_tournament(services, sent) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    services.round_clock.start(tid, minutes=40)
    sent.clear()
    clock = services.round_clock.get(tid)
    assert clock.running and 39 * 60_000 < clock.left_ms <= 40 * 60_000
    time_alone = [s for s in sent if " FROM " not in s]
    assert time_alone == [], sent


def test_the_clock_reads_its_tournament_round_and_time_in_one_statement(services, sent) -> None:
    """What every station, the projector and every phone in the hall read again after any
    change: one statement, one round trip on the club's server (it took three)."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    services.round_clock.start(tid, minutes=40)
    enter_every_table(services, tid, 1, 400, 250)
    services.rounds.generate(tid)  # round 2 drafted: the clock stays on round 1's
    for number in (None, 1):
        sent.clear()
        clock = services.round_clock.get(tid, number)
        assert (clock.round_number, clock.running, clock.duration) == (1, True, 40 * 60)
        assert len(sent) == 1, sent


def test_a_rounds_results_are_read_with_its_seating_in_one_reading(services, sent) -> None:
    """What the Results page redraws: the round, its results (the bye's too) and its open
    disagreements, as the three calls give them, reading the tournament and the round once
    (the three calls read each three times)."""
    tid = burraco_tournament(services, 9)  # four tables and a bye
    published_round(services, tid)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.enter_totals(tid, 1, 2, 300, 300)
    services.results.second_entry(tid, 1, 2, 305, 300)  # disputed
    sent.clear()
    shown = services.results.round_with_results(tid, 1)
    assert len([s for s in sent if " FROM tournaments" in s]) == 1, sent
    assert len([s for s in sent if " FROM rounds " in s or s.endswith(" FROM rounds")]) == 1, sent
    assert shown.round == services.rounds.get(tid, 1)
    assert shown.results == services.results.list(tid, 1)
    assert shown.disagreements == services.results.disagreements(tid, 1)
    assert len(shown.results) == 3 and len(shown.disagreements) == 1  # two tables, the bye


def test_the_names_and_the_round_numbers_are_one_statement_each(services, sent) -> None:
    """What the Results page, the Rounds page and the projector read on every redraw; each
    checks its tournament in the same statement."""
    tid = burraco_tournament(services, 8)
    empty = burraco_tournament(services, 0, name="Serata senza coppie")
    sent.clear()
    assert services.entries.names(empty) == {}
    assert services.rounds.numbers(empty) == ()
    assert len(sent) == 2, sent
    published_round(services, tid)
    enter_every_table(services, tid, 1, 400, 250)
    services.rounds.generate(tid)  # round 2 drafted
    sent.clear()
    names = services.entries.names(tid)
    assert list(names) == list(range(1, 9))
    assert all(" - " in pair for pair in names.values())
    assert services.rounds.numbers(tid) == (1, 2)
    assert services.rounds.numbers(tid, published=True) == (1,)
    assert len(sent) == 3, sent


def test_names_and_round_numbers_of_no_tournament_are_refused(services) -> None:
    from tournament_app.services import ErrorCode, ServiceError, TournamentId

    for read in (services.entries.names, services.rounds.numbers):
        with pytest.raises(ServiceError) as missing:
            read(TournamentId(404))
        assert missing.value.code is ErrorCode.NOT_FOUND


def test_the_standings_filters_groups_and_categories_in_one_statement(services, sent) -> None:
    """What the Standings page offers to rank apart, read after every change: each group
    and category once, in order, none for entries without one."""
    from tournament_app.services import ErrorCode, ServiceError, TournamentId

    tid = burraco_tournament(services, 6)
    for number, group, category in ((1, "B", "C"), (2, "A", "C"), (3, "B", None), (4, "A", "B")):
        services.entries.edit(tid, number, group=group, category=category)
    sent.clear()
    assert services.standings.sections(tid) == (("A", "B"), ("B", "C"))
    assert len(sent) == 1, sent
    empty = burraco_tournament(services, 0, name="Serata senza coppie")
    assert services.standings.sections(empty) == ((), ())
    with pytest.raises(ServiceError) as missing:
        services.standings.sections(TournamentId(404))
    assert missing.value.code is ErrorCode.NOT_FOUND


def test_a_scala40_rounds_sheets_are_read_in_statements_that_do_not_grow_with_its_tables(
    services, sent
) -> None:
    """The Results page reads every sheet of the round after any change at any station: read
    table by table it was three statements a table (150 round trips on a server for 50
    tables). Each sheet is the one read alone, hands, version and all."""
    from tests.builders.tournaments import play_out, scala40_tournament
    from tournament_app.services import ErrorCode, Scala40Hand, ServiceError

    counts = []
    for players in (8, 40):
        tid = scala40_tournament(services, players, name=f"Scala {players}")
        number = published_round(services, tid)
        tables = [t.table for t in services.rounds.get(tid, number).tables]
        play_out(services, tid, number, tables[0])
        sheet = services.results.sheet(tid, number, tables[1])
        closer, *others = sheet.players
        services.results.enter_hand(
            tid,
            number,
            tables[1],
            Scala40Hand(points=tuple((p, 25) for p in others), closer=closer),
        )
        sent.clear()
        sheets = services.results.sheets(tid, number)
        counts.append(len(sent))
        assert sheets == tuple(services.results.sheet(tid, number, t) for t in tables)
        assert sheets[0].finished and len(sheets[1].hands) == 1 and sheets[1].version == 1
        assert [len(s.hands) for s in sheets[2:]] == [0] * (len(tables) - 2)
    assert counts[0] == counts[1] <= 4, counts
    burraco = burraco_tournament(services, 4)
    with pytest.raises(ServiceError) as wrong:
        services.results.sheets(burraco, 1)
    assert wrong.value.code is ErrorCode.WRONG_GAME
    with pytest.raises(ServiceError) as missing:
        services.results.sheets(tid, 9)
    assert missing.value.code is ErrorCode.NOT_FOUND
