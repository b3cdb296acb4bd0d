"""Scala 40 in pairs on paper (issue #19): the seating lists the two pairs at each table, the
scoresheet has a column per player, pair by pair, and says how the match is won, and the
standings rank the pairs by match points with the hands won less lost; singles print as
before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.builders.tournaments import pair, scala40_tournament
from tournament_app.exports import grids
from tournament_app.services import (
    Scala40Form,
    Scala40Format,
    Scala40PairsHand,
    Scala40Settings,
    Services,
    TournamentId,
    open_services,
    reports,
)
from tournament_app.services import exports as actions

PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=2
)


@pytest.fixture
def services(sqlite_url: str) -> Iterator[Services]:
    opened = open_services(sqlite_url)
    yield opened
    opened.close()


def _played(services: Services) -> TournamentId:
    """Four pairs; at table 1 the first pair seated wins 3-0, table 2 is drawn at time."""
    tid = scala40_tournament(services, 4, PAIRS, roster=pair)
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in made.tables:
        a, b = table.players
        version = None
        closers = [(a, 1)] * 3 if table.table == 1 else [(a, 1), (b, 1)]
        for closer in closers:
            seats = [(e, m) for e in (a, b) for m in (1, 2) if (e, m) != closer]
            hand = Scala40PairsHand(closer, tuple((e, m, 10) for e, m in seats))
            version = services.results.enter_pairs_hand(
                tid, 1, table.table, hand, expected_version=version
            ).version
        if table.table == 2:
            services.results.pairs_time_out(tid, 1, 2, expected_version=version)
    return tid


def test_seating_names_the_pairs(services: Services) -> None:
    tid = _played(services)
    seating = reports.seating_document(services, tid, 1)
    grid = grids.seating_by_table_grid(seating, "Turno 1")
    assert [c.title for c in grid.columns] == ["Tavolo", "Coppia 1", "Coppia 2"]


def test_the_scoresheet_has_a_column_per_player(services: Services, tmp_path: Path) -> None:
    tid = _played(services)
    sheet = reports.scoresheet_documents(services, tid, 1)[0]
    a, b = services.rounds.get(tid, 1).tables[0].players
    assert [seat.position for seat in sheet.seats] == [f"{a}.1", f"{a}.2", f"{b}.1", f"{b}.2"]
    assert [len(seat.entry.players) for seat in sheet.seats] == [1, 1, 1, 1]
    actions.scoresheets_pdf(services, tid, 1, tmp_path / "segnapunti.pdf")
    printed = " ".join(p.extract_text() for p in PdfReader(tmp_path / "segnapunti.pdf").pages)
    assert "vince la partita chi arriva a 3 mani" in printed
    assert "Limite 101" not in printed


def test_standings_rank_pairs_by_match_points(services: Services, tmp_path: Path) -> None:
    tid = _played(services)
    document = reports.standings_document(services, tid)
    grid = grids.standings_grid(document, "Classifica")
    titles = [c.title for c in grid.columns]
    assert "Coppie" in titles and "Punti partita" in titles and "Diff. mani" in titles
    assert "Punti piazz." not in titles
    (w, lost), (d1, d2) = (t.players for t in services.rounds.get(tid, 1).tables)
    points = {row.entry.number: row.placement_points for row in document.rows}
    assert points == {w: 2, d1: 1, d2: 1, lost: 0}
    per_round = {row.entry.number: row.points_per_round for row in document.rows}
    assert per_round[d1] == (1,) and per_round[w] == (2,)
    actions.standings_pdf(services, tid, tmp_path / "classifica.pdf")
    printed = " ".join(p.extract_text() for p in PdfReader(tmp_path / "classifica.pdf").pages)
    assert "Punti partita" in printed and "a coppie" in printed


def test_singles_print_as_before(services: Services) -> None:
    tid = scala40_tournament(services, 8, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS))
    services.rounds.generate(tid)
    grid = grids.seating_by_table_grid(reports.seating_document(services, tid, 1), "Turno 1")
    assert [c.title for c in grid.columns][1] == "Posto 1"
    standings = grids.standings_grid(reports.standings_document(services, tid), "")
    titles = [c.title for c in standings.columns]
    assert "Coppie" not in titles and "Diff. mani" not in titles


def test_round_results_give_match_points(services: Services) -> None:
    """The round's results list each table's pairs with their match points, a draw 1 each."""
    tid = _played(services)
    results = reports.round_results_document(services, tid, 1)
    grid = grids.round_results_grid(results, "Turno 1")
    titles = [c.title for c in grid.columns]
    assert "Punti partita" in titles and "Coppie" in titles and "Punti piazz." not in titles
    points = {p.entry.number: p.placement_points for t in results.tables for p in t.placings}
    (w, lost), (d1, d2) = (t.players for t in services.rounds.get(tid, 1).tables)
    assert points == {w: 2, lost: 0, d1: 1, d2: 1}


def test_an_odd_count_prints_the_bye(services: Services, tmp_path: Path) -> None:
    """Five pairs: the seating list gives the fifth its bye, no scoresheet is printed for it,
    and the standings count its match points (a win by default)."""
    tid = scala40_tournament(services, 5, PAIRS, roster=pair)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    grid = grids.seating_by_table_grid(reports.seating_document(services, tid, 1), "Turno 1")
    last = grid.rows[-1]
    assert "Rossi5" in str(last[1]) and str(last[2]) == "riposo"
    assert len(reports.scoresheet_documents(services, tid, 1)) == 2
    document = reports.standings_document(services, tid)
    points = {row.entry.number: row.placement_points for row in document.rows}
    assert points[5] == 2
    per_round = {row.entry.number: row.points_per_round for row in document.rows}
    assert per_round[5] == (2,)
    actions.standings_pdf(services, tid, tmp_path / "classifica.pdf")
    actions.seating_pdf(services, tid, 1, tmp_path / "posti.pdf")
    # The pair's history says "riposo" with the bye's points, its total the standings'.
    from tournament_app.services.report_histories import entry_histories

    history = next(h for h in entry_histories(services, tid) if h.entry.number == 5)
    assert [(row.opponents, row.points, row.running_total) for row in history.rows] == [
        ("riposo", 2, 2)
    ]
