"""A scala 40 elimination's printed standings show the place at the table of each player's
last stage ("Pos. al tavolo") right after the stage, as the window and `torneo standings`
do: it is what orders the players within a stage (scala40.md: a table's players are
"placed by order of elimination (last out = 2nd)"; an elimination advances "the best N of
each table to the next stage"). So a 2nd with 115 ranks above a 3rd with 105, and two
players out on the same 105 are ordered by their places, which the column shows.

Rankings by placement points (everyone plays the same rounds) and burraco have no such
column.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tests.exports.test_closing_printouts import CARDS, _play
from tournament_app.services import (
    Game,
    PlayerSpec,
    Scala40Format,
    Scala40Settings,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry

STAGE, PLACE, TOTAL = "Fase", "Pos. al tavolo", "Penalità nell'ultima fase"

# Every table is played as test_closing_printouts plays it: seat s finishes s-th, on 0,
# 115 (out last), 105 (out at hand 2), 105 (out at hand 1).
PLACED_ON = dict(enumerate(CARDS, start=1))


def _tournament(services: Services, settings: Scala40Settings) -> tuple[int, list[tuple[int, ...]]]:
    """Eight players at two tables of 4, round 1 played; returns the tables' seats."""
    tid = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala del sabato", "2026-11-28", "Savona", settings)
    ).id
    services.entries.add_many(
        tid, [NewEntry((PlayerSpec(f"Gialli{n}", "Ivo"),)) for n in range(1, 9)]
    )
    seating = services.rounds.generate(tid, seed=5)
    services.rounds.publish(tid, 1)
    return tid, [tuple(_play(services, tid, 1, table.table)) for table in seating.tables]


@pytest.fixture
def elimination(sqlite_url: str) -> Iterator[tuple[Services, int, list[tuple[int, ...]]]]:
    """The first two of each table go on: round 1 played, the final (a table of 4) next."""
    services = open_services(sqlite_url)
    settings = Scala40Settings(format=Scala40Format.ELIMINATION, advance_per_table=2)
    tid, tables = _tournament(services, settings)
    try:
        yield services, tid, tables
    finally:
        services.close()


def _sheet(path: Path, name: str) -> tuple[list[object], list[tuple[object, ...]]]:
    """A workbook sheet's headings (row 2, under the title) and its rows."""
    rows = list(load_workbook(path)[name].iter_rows(min_row=2, values_only=True))
    return list(rows[0]), [row for row in rows[1:] if any(cell is not None for cell in row)]


def _pdf_text(path: Path) -> str:
    """A PDF's text with every run of whitespace as one space."""
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


def _page_rows(page: Path) -> list[list[str]]:
    """Each row of a web page's first table (the index's standings; the prize list's tables
    follow) as its cells' text."""
    first = re.search(r"<table.*?</table>", page.read_text("utf-8"), flags=re.S)
    assert first is not None
    rows = re.findall(r"<tr>(.*?)</tr>", first.group(0), flags=re.S)
    cells = (re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, flags=re.S) for row in rows)
    return [[re.sub(r"<[^>]+>", "", cell) for cell in row] for row in cells]


def test_after_a_stage_the_place_explains_the_order(elimination, tmp_path: Path) -> None:
    """After round 1: the winners, then the 2nds on 115, then the 3rds and 4ths, both on
    105: each row says the place its player finished at the table, next to the stage."""
    services, tid, tables = elimination
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    headings, rows = _sheet(target, "Classifica")
    assert headings.index(PLACE) == headings.index(STAGE) + 1
    column = {title: i for i, title in enumerate(headings)}
    shown = {r[column["N."]]: (r[column[STAGE]], r[column[PLACE]], r[column[TOTAL]]) for r in rows}
    for seats in tables:
        for place, player in enumerate(seats, start=1):
            assert shown[player] == ("Turno 1", place, PLACED_ON[place])
    # Ranked by the place, whatever the totals: 1, 1, 2, 2, 3, 3, 4, 4.
    assert [r[column[PLACE]] for r in rows] == [1, 1, 2, 2, 3, 3, 4, 4]


def test_after_the_final_each_player_shows_the_place_of_their_last_table(
    elimination, tmp_path: Path
) -> None:
    """The finalists show their place in the final, those out in round 1 their place
    there: a finalist 4th in the final ranks above a 3rd of round 1."""
    services, tid, tables = elimination
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    final = tuple(_play(services, tid, 2, 1))
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target, html=tmp_path / "site")
    headings, rows = _sheet(target, "Classifica")
    column = {title: i for i, title in enumerate(headings)}
    shown = [(r[column["N."]], r[column[STAGE]], r[column[PLACE]]) for r in rows]
    finalists = [(player, "Finale", place) for place, player in enumerate(final, start=1)]
    assert shown[:4] == finalists
    out = {(player, "Turno 1", place) for seats in tables for place, player in enumerate(seats, 1)}
    assert set(shown[4:]) == {row for row in out if row[2] > 2}
    assert [row[2] for row in shown[4:]] == [3, 3, 4, 4]
    # The web page: the same column in the same place, the same figures.
    page_headings, *page_rows = _page_rows(tmp_path / "site" / "index.html")
    assert page_headings.index(PLACE) == page_headings.index(STAGE) + 1
    on_page = [
        (int(r[page_headings.index("N.")]), r[page_headings.index(PLACE)]) for r in page_rows
    ]
    assert on_page == [(player, str(place)) for player, _stage, place in shown]


def test_the_printed_standings_have_the_column_in_each_language(
    elimination, tmp_path: Path
) -> None:
    services, tid, tables = elimination
    for language, words in (
        ("it", "Fase Pos. al tavolo Penalità nell'ultima fase"),
        ("en", "Stage Place at table Penalty in last stage"),
    ):
        target = tmp_path / f"{language}.pdf"
        actions.standings_pdf(services, tid, target, language=language)
        printed = _pdf_text(target)
        assert words in printed
    # A 2nd of round 1: stage, place 2, 115 on one line.
    second = services.entries.get(tid, tables[0][1]).players[0].surname
    assert f"{tables[0][1]} {second} Ivo Turno 1 2 115" in _pdf_text(tmp_path / "it.pdf")


def test_placement_points_have_no_place_at_table_column(sqlite_url: str, tmp_path: Path) -> None:
    """Ranked by placement points summed over the rounds: the place of one table orders
    nothing, so neither it nor the stage is printed."""
    services = open_services(sqlite_url)
    try:
        settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
        tid, _tables = _tournament(services, settings)
        target = tmp_path / "t.xlsx"
        actions.export_tournament(services, tid, xlsx=target, pdf=tmp_path / "t.pdf")
    finally:
        services.close()
    headings, _rows = _sheet(target, "Classifica")
    assert PLACE not in headings and STAGE not in headings
    assert PLACE not in _pdf_text(tmp_path / "t.pdf")
