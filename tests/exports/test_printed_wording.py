"""Printouts a director reads at a glance: a scala 40 list of one player a row heads its
names "Giocatore"; a burraco forfeit or walk-out says which line (and pair) it was; a
referee's score shows the VP given and no 0-0 points that read as a played draw; the scala
40 scoresheet says which number is the seat and which the entry; the seating prints on
landscape pages throughout. Every check reads the PDF back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.builders.tournaments import burraco_tournament, published_round, scala40_tournament
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import Services, open_services
from tournament_app.services import exports as actions


@pytest.fixture
def club(sqlite_url: str) -> Iterator[Services]:
    opened = open_services(sqlite_url)
    try:
        yield opened
    finally:
        opened.close()


def _header_line(text: str, first: str) -> str:
    """The printed line that starts with the column heading `first`."""
    return next(line for line in text.splitlines() if line.strip().startswith(first))


def test_scala40_lists_of_one_player_a_row_say_player(club: Services, tmp_path: Path) -> None:
    services = club
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    for language, first, word, plural in (
        ("it", "Tavolo", "Giocatore", "Giocatori"),
        ("en", "Table", "Player", "Players"),
    ):
        results = tmp_path / f"results-{language}.pdf"
        actions.round_results_pdf(services, tid, 1, results, language=language)
        heading = _header_line(pdf_text(results), first).split()
        assert word in heading and plural not in heading
        standings = tmp_path / f"standings-{language}.pdf"
        actions.standings_pdf(services, tid, standings, language=language)
        heading = _header_line(pdf_text(standings), "Pos." if language == "it" else "Rank")
        assert word in heading.split() and plural not in heading.split()


def test_burraco_pairs_keep_players(club: Services, tmp_path: Path) -> None:
    """Two players a row: the heading stays plural."""
    services = club
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    target = tmp_path / "standings.pdf"
    actions.standings_pdf(services, tid, target)
    assert "Giocatori" in _header_line(pdf_text(target), "Pos.").split()


@pytest.fixture
def unplayed(club: Services) -> tuple[Services, int, list[tuple[int, int]]]:
    """Eight pairs in round 1: EO forfeits table 1, NS walks out of table 2, the referee
    gives 12-8 VP (no points) at table 3, both pairs are late at table 4."""
    services = club
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    tables = services.rounds.get(tid, 1).tables
    services.results.enter_forfeit(tid, 1, tables[0].table, absent="ew")
    services.results.enter_abandoned(tid, 1, tables[1].table, left="ns")
    services.results.enter_arbitral(tid, 1, tables[2].table, ns_vp=12, ew_vp=8)
    services.results.enter_forfeit(tid, 1, tables[3].table, absent="both")
    return services, tid, [(t.ns[0], t.ew[0]) for t in tables]


def _rows(path: Path) -> list[list[str]]:
    """The table rows of a burraco results page: the words of each line from a table number
    on."""
    rows = []
    for line in pdf_text(path).splitlines():
        words = line.split()
        if words and words[0].isdigit() and len(words) > 6:
            rows.append(words)
    return rows


def test_forfeit_and_walk_out_name_the_line_and_pair(unplayed, tmp_path: Path) -> None:
    services, tid, lines = unplayed
    for language, forfeit, left, both, number in (
        ("it", "forfait EO", "abbandonato NS", "forfait NS ed EO", "n."),
        ("en", "forfeit EW", "abandoned NS", "forfeit NS and EW", "no."),
    ):
        target = tmp_path / f"{language}.pdf"
        actions.round_results_pdf(services, tid, 1, target, language=language)
        rows = [" ".join(words) for words in _rows(target)]
        assert rows[0].endswith(f"{forfeit} ({number} {lines[0][1]})")
        assert rows[1].endswith(f"{left} ({number} {lines[1][0]})")
        assert rows[3].endswith(both)


def test_an_arbitral_score_shows_its_vp_and_no_points(unplayed, tmp_path: Path) -> None:
    services, tid, _lines = unplayed
    # The note says it in the command line's word (test_domain_words holds the two alike).
    for language, words in (("it", "arbitrale"), ("en", "arbitral")):
        target = tmp_path / f"{language}.pdf"
        actions.round_results_pdf(services, tid, 1, target, language=language)
        row = " ".join(_rows(target)[2])
        # After the EO pair's names come the VP and the note: no "0 0" points before them.
        assert row.endswith(f"Carlo 12 8 {words}"), row


def test_scala40_sheet_heading_says_seat_and_number(club: Services, tmp_path: Path) -> None:
    services = club
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    seats = services.results.sheet(tid, 1, 1).players
    for language, words in (("it", "Posto {s} · n. {n}"), ("en", "Seat {s} · no. {n}")):
        target = tmp_path / f"{language}.pdf"
        actions.scoresheets_pdf(services, tid, 1, target, language=language)
        first_page = " ".join(pdf_text(target).split("\f")[0].split())
        for position, entry in enumerate(seats, start=1):
            assert words.format(s=position, n=entry) in first_page


@pytest.mark.parametrize("players", [8, 24])
def test_seating_prints_every_page_landscape(club: Services, tmp_path: Path, players: int) -> None:
    services = club
    tid = scala40_tournament(services, players)
    published_round(services, tid)
    target = tmp_path / "seating.pdf"
    actions.seating_pdf(services, tid, 1, target)
    pages = PdfReader(target).pages
    assert len(pages) >= 2
    assert all(page.mediabox.width > page.mediabox.height for page in pages)
