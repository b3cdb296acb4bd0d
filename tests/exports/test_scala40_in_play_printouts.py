"""Scala 40 printouts while a table is still being played, and numbers that must not run
together: the players at the unfinished table are "in gioco" with their running totals (not
joint last on 0), the penalty column of an elimination says it adds every stage, and the
alphabetical seating says "posto 2" beside table 1 (never a bare "1 2", read as 12), with
a rule after every right-aligned number on the PDF page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tournament_app.services import (
    Game,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry


@pytest.fixture
def half_played(sqlite_url: str) -> Iterator[tuple[Services, int, list[int], dict[int, int]]]:
    """Eight players, an elimination at two tables of 4, round 1 published. Table 1 is over:
    its first seat closes every hand; the fourth goes out at hand 1 on 105, the third at hand
    2 on 105, the second at hand 3 on 115. Table 2 has played one hand: its first seat closed
    (0), the others hold 20, 35 and 50. Yields services, tournament, table 1's seats and
    table 2's running totals."""
    services = open_services(sqlite_url)
    tournament = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala del sabato", "2026-12-05", "Genova", Scala40Settings())
    )
    services.entries.add_many(
        tournament.id, [NewEntry((PlayerSpec(f"Verdi{n}", "Gino"),)) for n in range(1, 9)]
    )
    seating = services.rounds.generate(tournament.id, seed=5)
    services.rounds.publish(tournament.id, 1)
    first, other = (t.table for t in seating.tables)
    winner, second, third, fourth = services.results.sheet(tournament.id, 1, first).players
    version = None
    for points in (
        ((second, 10), (third, 10), (fourth, 105)),
        ((second, 10), (third, 95)),
        ((second, 95),),
    ):
        sheet = services.results.enter_hand(
            tournament.id, 1, first, Scala40Hand(points, winner), expected_version=version
        )
        version = sheet.version
    assert sheet.finished
    lead, *rest = services.results.sheet(tournament.id, 1, other).players
    running = dict(zip(rest, (20, 35, 50), strict=True))
    services.results.enter_hand(tournament.id, 1, other, Scala40Hand(tuple(running.items()), lead))
    running[lead] = 0
    try:
        yield services, tournament.id, [winner, second, third, fourth], running
    finally:
        services.close()


def _sheet(path: Path, name: str) -> tuple[tuple[object, ...], list[tuple[object, ...]]]:
    """A workbook sheet's headings (row 2, under the title) and its rows."""
    rows = list(load_workbook(path)[name].iter_rows(min_row=2, values_only=True))
    return rows[0], [row for row in rows[1:] if any(cell is not None for cell in row)]


def test_players_at_a_table_still_playing_are_in_play_with_their_totals(
    half_played, tmp_path: Path
) -> None:
    """Table 1's players keep their places (1st to 4th by the order they went out); table
    2's have no place yet, say "in gioco" and show what they hold so far."""
    services, tid, (winner, second, third, fourth), running = half_played
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    headings, rows = _sheet(target, "Classifica")
    column = {title: i for i, title in enumerate(headings)}
    total = column["Penalità nell'ultima fase"]
    by_entry = {row[column["N."]]: row for row in rows}
    for player, place, penalty in ((winner, 1, 0), (second, 2, 115), (third, 3, 105)):
        row = by_entry[player]
        assert (row[column["Fase"]], row[column["Pos. al tavolo"]], row[total]) == (
            "Turno 1",
            place,
            penalty,
        )
    for player, held in running.items():
        row = by_entry[player]
        assert (row[column["Pos."]], row[column["Fase"]], row[total]) == (None, "in gioco", held)
    assert by_entry[fourth][column["Pos."]] is not None


def test_the_pdf_says_provisional_on_every_page_and_in_play(half_played, tmp_path: Path) -> None:
    """The printed standings: provisional and partial in the title on every page, the
    players still at their table "in gioco", the penalty heading says what it adds."""
    services, tid, _table_1, running = half_played
    target = tmp_path / "classifica.pdf"
    actions.standings_pdf(services, tid, target, language="en")
    pages = [page.extract_text() for page in PdfReader(target).pages]
    assert all("Standings after round 1 (provisional, partial)" in page for page in pages)
    text = "\n".join(pages)
    assert "Penalty in last stage" in text
    assert text.count("playing") == len(running)


def test_the_alphabetical_seating_labels_the_seat(half_played, tmp_path: Path) -> None:
    """Each player's line says the table and "posto N" apart, as the seating by table has
    them; in the workbook and on the page."""
    services, tid, _table_1, _running = half_played
    seats = {
        player: (table.table, position)
        for table in services.rounds.get(tid, 1).tables
        for position, player in enumerate(table.players, start=1)
    }
    target = tmp_path / "posti.pdf"
    actions.seating_pdf(services, tid, 1, target)
    text = "\n".join(
        page.extract_text(extraction_mode="layout") for page in PdfReader(target).pages
    )
    alphabetical = text.split("ordine alfabetico")[1]
    for player, (table, seat) in seats.items():
        # Names stand in two columns down the page: a line may hold one of each.
        name = f"Verdi{player} Gino"
        line = next(x for x in alphabetical.splitlines() if name in x)
        after = line.split(name)[1].split()
        assert after[1:4] == [str(table), "posto", str(seat)], line
