"""Scala 40 penalties as the workbook and the club's web page show them (scala40.md,
Tournaments: placement points 4-2-1-0, tie-broken by lower total penalty points).

A forfeit ("turno perso a tavolino: ultimo al tavolo") puts the player last at the table,
the others' places closing up, with the last place's points (0), in the round's results and
in the points per round as in the standings; penalty points are added to the total (+50),
placement points taken away (-1), worded as scala 40 counts them, not as burraco's PV; a
placement-points ranking has no stage column (everyone played the same rounds), an
elimination keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tests.builders.snapshots import sqlite_copy, with_services
from tournament_app.services import (
    DEFAULT_STATION,
    Game,
    PenaltyKind,
    PlayerSpec,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry

FORFEIT_NOTE = "ultimo al tavolo – turno perso a tavolino"


def _evening(services: Services) -> tuple[int, list[int]]:
    """Eight players at two tables of 4, round 1 played. Table 1 finishes in seat order:
    the first seat closes every hand (0); the fourth goes out at hand 1 with 105, the third
    at hand 2 with 105, the second at hand 3 with 115. Then its winner loses the round by
    forfeit, the second has 1 placement point taken away, the third 50 penalty points
    added. Returns the tournament and table 1's seats, winner first."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tournament = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala del giovedì", "2026-11-29", "Genova", settings)
    )
    services.entries.add_many(
        tournament.id, [NewEntry((PlayerSpec(f"Verdi{n}", "Gino"),)) for n in range(1, 9)]
    )
    seating = services.rounds.generate(tournament.id, seed=3)
    services.rounds.publish(tournament.id, 1)
    first, other = (t.table for t in seating.tables)
    seats = list(services.results.sheet(tournament.id, 1, first).players)
    winner, second, third, fourth = seats
    hands = (
        ((second, 10), (third, 10), (fourth, 105)),
        ((second, 10), (third, 95)),
        ((second, 95),),
    )
    _enter(services, tournament.id, first, winner, hands)
    # The other table: its first seat wins, the three others out together at 120 (2nd).
    lead, *rest = services.results.sheet(tournament.id, 1, other).players
    _enter(services, tournament.id, other, lead, [tuple((n, 40) for n in rest)] * 3)
    add = services.penalties.add
    add(tournament.id, winner, PenaltyKind.FORFEIT, round_number=1, reason="abbandono")
    add(tournament.id, second, PenaltyKind.VP, vp=1, round_number=1, reason="lento")
    add(tournament.id, third, PenaltyKind.MP, mp=50, round_number=1, reason="carta scoperta")
    return tournament.id, seats


@pytest.fixture
def evening(
    request: pytest.FixtureRequest, sqlite_url: str
) -> Iterator[tuple[Services, int, list[int]]]:
    """`_evening` (played once a process, each test given its own copy of the file):
    (services, tournament, table 1's seats winner first)."""
    build = with_services(_evening, DEFAULT_STATION)  # the station open_services names
    tournament, seats = sqlite_copy(request, build, sqlite_url)
    services = open_services(sqlite_url)
    try:
        yield services, tournament, seats
    finally:
        services.close()


def _enter(services: Services, tournament_id: int, table: int, closer: int, hands) -> None:
    version = None
    for points in hands:
        sheet = services.results.enter_hand(
            tournament_id, 1, table, Scala40Hand(tuple(points), closer), expected_version=version
        )
        version = sheet.version
    assert sheet.finished


def _sheet(path: Path, name: str) -> tuple[tuple[object, ...], list[tuple[object, ...]]]:
    """A workbook sheet's headings (row 2, under the title) and its rows."""
    rows = list(load_workbook(path)[name].iter_rows(min_row=2, values_only=True))
    return rows[0], [row for row in rows[1:] if any(cell is not None for cell in row)]


def test_the_round_results_put_the_forfeit_last_at_the_table(evening, tmp_path: Path) -> None:
    services, tid, (winner, second, third, fourth) = evening
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    headings, rows = _sheet(target, "Turno 1")
    column = {title: i for i, title in enumerate(headings)}
    table = [r for r in rows if r[column["N."]] in (winner, second, third, fourth)]
    # The winner is 4th of 4, the last place's 0 points, the reason in the notes; the
    # others move up a place each (4-2-1 points).
    shown = [
        (r[column["N."]], r[column["Pos."]], r[column["Punti piazz."]], r[column["Note"]])
        for r in table
    ]
    assert shown[:3] == [
        (second, 1, 4, "eliminato alla smazzata 3"),
        (third, 2, 2, "eliminato alla smazzata 2"),
        (fourth, 3, 1, "eliminato alla smazzata 1"),
    ]
    assert shown[3] == (winner, 4, 0, FORFEIT_NOTE)


def test_the_standings_rank_the_forfeit_last_and_their_points_add_up(
    evening, tmp_path: Path
) -> None:
    services, tid, (winner, second, third, fourth) = evening
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    headings, rows = _sheet(target, "Classifica")
    assert "Fase" not in headings  # everyone played round 1: a stage would say nothing
    column = {title: i for i, title in enumerate(headings)}
    by_entry = {r[column["N."]]: r for r in rows}
    # Last, below the one who came last of the others (now 3rd, 1 point).
    assert rows[-1][column["N."]] == winner
    assert rows[-2][column["N."]] == fourth
    assert by_entry[winner][column["T1"]] == 0
    assert by_entry[winner][column["Punti piazz."]] == 0
    # 4 for the 1st place the forfeit left him, 1 taken away: the figures add up.
    second_row = by_entry[second]
    assert (second_row[column["T1"]], second_row[column["Punti tolti"]]) == (4, -1)
    assert second_row[column["Punti piazz."]] == 3
    # The 50 penalty points go on the third's total: 105 + 50, shown beside it.
    assert by_entry[third][column["Penalità arbitro"]] == 50
    assert by_entry[third][column["Penalità totali"]] == 155


def test_the_history_says_last_with_no_points_for_the_forfeit(evening, tmp_path: Path) -> None:
    services, tid, (winner, *_) = evening
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    headings, rows = _sheet(target, "Storico")
    column = {title: i for i, title in enumerate(headings)}
    (row,) = [r for r in rows if r[column["N."]] == winner]
    assert (row[column["Pos."]], row[column["Punti piazz."]]) == ("ultimo", 0)


def test_the_penalties_are_worded_as_scala40_counts_them(evening, tmp_path: Path) -> None:
    services, tid, (winner, second, third, _fourth) = evening
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    headings, rows = _sheet(target, "Penalità")
    assert "PV" not in headings
    column = {title: i for i, title in enumerate(headings)}
    shown = {
        r[column["N."]]: (r[column["Tipo"]], r[column["Punti piazz."]], r[column["Punti pen."]])
        for r in rows
    }
    assert shown[third] == ("punti di penalità", None, 50)  # added to the total
    assert shown[second] == ("punti piazzamento tolti", -1, None)
    assert shown[winner] == ("turno perso a tavolino: ultimo al tavolo", None, None)
    # Excel shows the added points with their sign, as the penalties dialog does.
    sheet = load_workbook(target)["Penalità"]
    added = next(c for row in sheet.iter_rows(min_row=3) for c in row if c.value == 50)
    assert added.number_format.startswith("+")


def test_the_web_page_says_plus_50_and_no_pv(evening, tmp_path: Path) -> None:
    services, tid, _seats = evening
    actions.results_site(services, tid, tmp_path / "site")
    page = (tmp_path / "site" / "index.html").read_text("utf-8")
    penalties = page[page.index("<h2>Penalità") :]
    assert ">+50<" in penalties and ">-1<" in penalties
    assert "PV" not in penalties and "-50" not in penalties
    assert "Fase" not in page


def test_an_elimination_keeps_its_stage_and_has_no_placement_points(
    sqlite_url: str, tmp_path: Path
) -> None:
    """An elimination ranks by the stage reached: the column stays, worded; it has no
    placement points, so its penalties list has no column for them."""
    services = open_services(sqlite_url)
    try:
        tid = services.demo.create_scala40_afternoon()
        player = services.standings.overall(tid)[0].entry
        services.penalties.add(tid, player, PenaltyKind.MP, mp=7, round_number=1, reason="x")
        target = tmp_path / "t.xlsx"
        actions.export_tournament(services, tid, xlsx=target)
    finally:
        services.close()
    headings, rows = _sheet(target, "Classifica")
    stage = headings.index("Fase")
    # The demo is in its first round; players at tables still playing are "in gioco".
    assert {r[stage] for r in rows} - {None} == {"Turno 1", "in gioco"}
    headings, rows = _sheet(target, "Penalità")
    assert "Punti piazz." not in headings and "Punti pen." in headings
    assert [r[headings.index("Punti pen.")] for r in rows] == [7]


# The director's penalty points in a round's results. The standings count them on the
# player's total (tie-break: the lower total penalty points), so the round's results show
# them beside the card penalty the players signed, which stays as signed, with the total
# the standings count; a penalty given in another round belongs to that round's results.

CARDS, DIRECTOR, TOTAL = "Penalità carte", "Penalità arbitro", "Totale"


def _round_two(services: Services, tid: int, fourth: int) -> None:
    """Round 2 seated and still being played; the director adds 30 to the fourth there."""
    services.rounds.generate(tid, seed=3)
    services.rounds.publish(tid, 2)
    services.penalties.add(tid, fourth, PenaltyKind.MP, mp=30, round_number=2, reason="ritardo")


def _round_rows(path: Path, round_number: int) -> dict[object, dict[object, object]]:
    """A round's results in the workbook: entry number -> {heading: cell}."""
    headings, rows = _sheet(path, f"Turno {round_number}")
    return {row[headings.index("N.")]: dict(zip(headings, row, strict=True)) for row in rows}


def test_the_round_results_show_the_directors_points_beside_the_signed_cards(
    evening, tmp_path: Path
) -> None:
    services, tid, (winner, second, third, fourth) = evening
    _round_two(services, tid, fourth)
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    first = _round_rows(target, 1)
    # The cards stay as the sheet says (out at hand 2 with 10 + 95); the +50 stands beside
    # them, and the round's total is what the standings count.
    assert (first[third][CARDS], first[third][DIRECTOR], first[third][TOTAL]) == (105, 50, 155)
    standings = {r.entry: r for r in services.standings.overall(tid, after_round=1)}
    assert standings[third].penalty_total == 105 + 50
    # The forfeit and the placement point taken away add no penalty points; the fourth's
    # +30 is round 2's.
    for n in (winner, second, fourth):
        assert first[n][DIRECTOR] is None
        assert first[n][TOTAL] == first[n][CARDS]
    assert first[fourth][TOTAL] == 105
    playing = _round_rows(target, 2)[fourth]  # still at 0 on round 2's sheet
    assert (playing[CARDS], playing[DIRECTOR], playing[TOTAL]) == (0, 30, 30)
    # Excel shows the added points with their sign, as the penalties list does.
    sheet = load_workbook(target)["Turno 1"]
    added = next(c for row in sheet.iter_rows(min_row=3) for c in row if c.value == 50)
    assert added.number_format.startswith("+")


def test_a_round_without_directors_points_has_no_column_for_them(
    sqlite_url: str, tmp_path: Path
) -> None:
    services = open_services(sqlite_url)
    try:
        tid = services.demo.create_scala40_afternoon()
        target = tmp_path / "t.xlsx"
        actions.export_tournament(services, tid, xlsx=target)
    finally:
        services.close()
    headings, _rows = _sheet(target, "Turno 1")
    assert CARDS in headings and DIRECTOR not in headings and TOTAL not in headings


def _pdf_text(path: Path) -> str:
    """A PDF's text with every run of whitespace as one space."""
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


def test_the_printed_round_results_show_the_directors_points(evening, tmp_path: Path) -> None:
    services, tid, (_winner, _second, third, fourth) = evening
    _round_two(services, tid, fourth)
    first, second = tmp_path / "r1.pdf", tmp_path / "r2.pdf"
    actions.round_results_pdf(services, tid, 1, first)
    actions.round_results_pdf(services, tid, 2, second)
    printed = _pdf_text(first)
    assert f"{CARDS} {DIRECTOR} {TOTAL}" in printed
    # The third's row: 2nd (the winner's forfeit moved him up), number and name, 105 signed
    # for, +50 added, 155 in all.
    name = services.entries.get(tid, third).players[0].surname
    assert f"2 {third} {name} Gino 105 +50 155" in printed
    assert "+30" not in printed
    assert "+30" in _pdf_text(second)
    english = tmp_path / "en.pdf"
    actions.round_results_pdf(services, tid, 1, english, language="en")
    assert "Card penalty Director's penalty Total" in _pdf_text(english)


def _page_rows(page: Path) -> list[list[str]]:
    """Each table row of a web page as its cells' text."""
    rows = re.findall(r"<tr>(.*?)</tr>", page.read_text("utf-8"), flags=re.S)
    cells = (re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, flags=re.S) for row in rows)
    return [[re.sub(r"<[^>]+>", "", cell) for cell in row] for row in cells]


def test_the_web_page_shows_the_directors_points(evening, tmp_path: Path) -> None:
    services, tid, (winner, _second, third, fourth) = evening
    _round_two(services, tid, fourth)
    actions.results_site(services, tid, tmp_path / "site")
    headings, *rows = _page_rows(tmp_path / "site" / "turno-1.html")
    first = {row[headings.index("N.")]: dict(zip(headings, row, strict=True)) for row in rows}
    assert (first[str(third)][DIRECTOR], first[str(third)][TOTAL]) == ("+50", "155")
    assert first[str(fourth)][DIRECTOR] == "" and first[str(winner)][DIRECTOR] == ""
    headings, *rows = _page_rows(tmp_path / "site" / "turno-2.html")
    (playing,) = [row for row in rows if row[headings.index("N.")] == str(fourth)]
    assert playing[headings.index(DIRECTOR)] == "+30"
