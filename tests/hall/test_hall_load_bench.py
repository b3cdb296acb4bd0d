"""The hall's load benchmark runs end to end at tiny sizes: its phones read pages and follow
the live stream, its tables enter and confirm, and its checks find every result once."""

from __future__ import annotations

from bench import hall_load


def test_hall_load_runs_and_finds_every_result_once(database_url) -> None:
    """Every table enters and confirms within the run (its second pair 0.1 to 0.3 s after
    the first, not the full run's 2 to 8 s), while the phones read and follow."""
    outcome = hall_load.run_once(
        database_url, "test", tables=3, phones=4, seconds=1.2, confirm=(0.1, 0.3)
    )
    assert outcome.problems == [] and outcome.entry_errors == []
    assert outcome.entries == 6
    assert sorted(outcome.confirmed_at) == [1, 2, 3]
    assert sorted(outcome.seen_at) == [1, 2, 3]
    # Each confirmation's time to the director split: waiting, the save, after it.
    assert sorted(outcome.saved) == [1, 2, 3]
    waiting, saving, after = outcome.split()
    assert len(waiting) == len(after) == 3 and min(saving) > 0
    assert outcome.pages and outcome.page_errors == 0
    section = hall_load.report([outcome], quick=True)
    assert "| test |" in section and "ok |" in section
    assert "- test: confirmed → director, split" in section


def test_the_checks_notice_a_table_without_its_result(database_url) -> None:
    """A table whose phones never confirmed is reported, not passed over."""
    from tournament_app.services import TournamentId, open_services

    tid = hall_load.build_event(database_url, 2)
    services = open_services(database_url)
    try:
        codes = {c.table: c.code for c in services.table_entry.codes(TournamentId(tid), 1)}
        ns, ew = hall_load.figures(1)
        services.results.enter_totals(TournamentId(tid), 1, 1, ns, ew)
        outcome = hall_load.Outcome("test", 2, 0, 1.0)
        hall_load._check(services, TournamentId(tid), codes, outcome)
    finally:
        services.close()
    assert any("no result at tables [2]" in problem for problem in outcome.problems)
