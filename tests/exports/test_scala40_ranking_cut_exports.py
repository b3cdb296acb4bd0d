"""A scala 40 elimination cut by the stage's ranking (scala40.md, club practice: "a ranking
after each day; 40 -> 16 -> 8 -> final"), as the printouts show it.

Twelve players at three tables of 4, over 151 out, the best 4 of the stage's ranking go to
the final table. The stage ranks by place at the table, then by the lower total penalty:
the three winners, then the best of the three 2nds. A round's results say who goes on
("in finale", "eliminato"); once the final is seated they say who sits in it, and when a
correction made after that changes the ranking, they say both (the posted results must not
name a finalist who never sat at the final). The rules line says how players go through.
"""

from __future__ import annotations

import re
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

CLUB = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(4,))
NOTE = "Note"


def _hands(seats: tuple[int, ...], winner: int, second: int) -> list[Scala40Hand]:
    """Seat order = places. Hand 1: the third seat closes, the first pays `winner`, the
    fourth 160 (over 151: 4th); hand 2: the first closes, the third pays 160 (3rd); hand 3:
    the first closes, the second pays enough to end on `second` (out: 2nd), more than one hand
    can cost: entered as the director confirms it."""
    a, b, c, d = seats
    return [
        Scala40Hand(points=((a, winner), (b, 1), (d, 160)), closer=c),
        Scala40Hand(points=((b, 1), (c, 160)), closer=a),
        Scala40Hand(points=((b, second - 2),), closer=a),
    ]


@pytest.fixture
def stage_one(sqlite_url: str) -> Iterator[tuple[Services, int, list[tuple[int, ...]]]]:
    """Stage 1 played: table t's winner ends on t points, its 2nd on 200 + t. So the 4 of
    the final are the three winners and table 1's 2nd (201, the lowest of the 2nds)."""
    services = open_services(sqlite_url)
    tid = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala del martedì", "2026-12-01", "Savona", CLUB)
    ).id
    services.entries.add_many(
        tid, [NewEntry((PlayerSpec(f"Rossi{n}", "Ugo"),)) for n in range(1, 13)]
    )
    seating = services.rounds.generate(tid, seed=7)
    services.rounds.publish(tid, 1)
    tables = []
    for index, table in enumerate(seating.tables, start=1):
        sheet = services.results.sheet(tid, 1, table.table)
        version = sheet.version or None
        for hand in _hands(sheet.players, index, 200 + index):
            sheet = services.results.enter_hand(
                tid, 1, table.table, hand, expected_version=version, despite_unlikely=True
            )
            version = sheet.version
        assert sheet.finished
        tables.append(sheet.players)
    try:
        yield services, tid, tables
    finally:
        services.close()


def _workbook_notes(path: Path, name: str) -> dict[int, str]:
    """Entry number -> its note on a workbook sheet (headings on row 2, under the title)."""
    rows = list(load_workbook(path)[name].iter_rows(min_row=2, values_only=True))
    headings = list(rows[0])
    return {
        row[headings.index("N.")]: row[headings.index(NOTE)] or ""
        for row in rows[1:]
        if row[headings.index("N.")] is not None
    }


def _page_notes(page: Path) -> dict[int, str]:
    """Entry number -> its note on a round's web page."""
    rows = re.findall(r"<tr>(.*?)</tr>", page.read_text("utf-8"), flags=re.S)
    cells = [
        [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
        for row in rows
    ]
    headings, *body = cells
    return {int(row[headings.index("N.")]): row[headings.index(NOTE)] for row in body}


def _pdf_text(path: Path) -> str:
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


def _verdict(note: str) -> str:
    """The going-on part of a note (before what happened at the table)."""
    return note.split(" · ")[0]


def test_a_stage_cut_by_the_ranking_prints_and_exports(stage_one, tmp_path: Path) -> None:
    services, tid, tables = stage_one
    winners = {seats[0] for seats in tables}
    going_on = winners | {tables[0][1]}
    actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx", html=tmp_path / "site")
    actions.round_results_pdf(services, tid, 1, tmp_path / "r1.pdf")
    for notes in (
        _workbook_notes(tmp_path / "t.xlsx", "Turno 1"),
        _page_notes(tmp_path / "site" / "turno-1.html"),
    ):
        assert len(notes) == 12
        for player, note in notes.items():
            expected = "passa al turno 2" if player in going_on else "eliminato"
            assert _verdict(note) == expected, player
    printed = _pdf_text(tmp_path / "r1.pdf")
    assert printed.count("passa al turno 2") == 4
    assert printed.count("eliminato") == 8


def _seat_the_final_then_correct(services: Services, tid: int, tables) -> tuple[int, int]:
    """The final seated and announced; then table 1's last hand is corrected so its 2nd ends
    on 210, above table 2's 2nd (202), who now has the fourth place of the ranking."""
    final = services.rounds.generate(tid)
    assert final.system == "final"
    services.rounds.publish(tid, 2)
    first_second, second_second = tables[0][1], tables[1][1]
    assert first_second in final.tables[0].players
    table = services.rounds.get(tid, 1).tables[0].table
    sheet = services.results.sheet(tid, 1, table)
    assert sheet.players == tables[0]
    services.results.correct_hand(
        tid,
        1,
        table,
        2,
        _hands(tables[0], 1, 210)[2],
        expected_version=sheet.version,
        despite_unlikely=True,
    )
    assert second_second in services.rounds.going_on(tid, 1)
    return first_second, second_second


def test_after_a_correction_the_notes_follow_the_final_as_seated(stage_one, tmp_path: Path) -> None:
    services, tid, tables = stage_one
    seated, now_first = _seat_the_final_then_correct(services, tid, tables)
    winners = {seats[0] for seats in tables}
    actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx", html=tmp_path / "site")
    for notes in (
        _workbook_notes(tmp_path / "t.xlsx", "Turno 1"),
        _page_notes(tmp_path / "site" / "turno-1.html"),
    ):
        for player in winners:
            assert _verdict(notes[player]) == "in finale"
        # Sat at the final: the results say so, and that the ranking now says otherwise.
        assert _verdict(notes[seated]) == "in finale (ora non passerebbe più)"
        # Never sat there: out, though the corrected ranking would have taken them.
        assert _verdict(notes[now_first]) == "eliminato (ora passerebbe)"
        others = set(notes) - winners - {seated, now_first}
        assert {_verdict(notes[player]) for player in others} == {"eliminato"}
    # The same in print and in English.
    actions.round_results_pdf(services, tid, 1, tmp_path / "it.pdf")
    printed = _pdf_text(tmp_path / "it.pdf")
    assert printed.count("in finale (ora non passerebbe più)") == 1
    assert printed.count("eliminato (ora passerebbe)") == 1
    actions.round_results_pdf(services, tid, 1, tmp_path / "en.pdf", language="en")
    english = _pdf_text(tmp_path / "en.pdf")
    assert english.count("goes to the final (would no longer go on now)") == 1
    assert english.count("out of the tournament (would go on now)") == 1


def test_before_the_final_is_announced_the_ranking_says_who_goes_on(
    stage_one, tmp_path: Path
) -> None:
    """A draft is the director's own business: the results follow the corrected ranking."""
    services, tid, tables = stage_one
    services.rounds.generate(tid)
    table = services.rounds.get(tid, 1).tables[0].table
    sheet = services.results.sheet(tid, 1, table)
    services.results.correct_hand(
        tid,
        1,
        table,
        2,
        _hands(tables[0], 1, 210)[2],
        expected_version=sheet.version,
        despite_unlikely=True,
    )
    actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx")
    notes = _workbook_notes(tmp_path / "t.xlsx", "Turno 1")
    assert _verdict(notes[tables[1][1]]) == "in finale"
    assert _verdict(notes[tables[0][1]]) == "eliminato"


@pytest.mark.parametrize(
    ("cuts", "language", "words"),
    [
        ((4,), "it", "Passano dalla classifica: 4 (4 al tavolo finale)"),
        ((4,), "en", "Go through from the ranking: 4 (4 at the final table)"),
        ((8, 4), "it", "Passano dalla classifica: 8, 4 (4 al tavolo finale)"),
        ((16, 8, 4), "en", "Go through from the ranking: 16, 8, 4 (4 at the final table)"),
    ],
)
def test_the_rules_line_says_the_ranking_cuts(
    sqlite_url: str, tmp_path: Path, cuts, language, words
) -> None:
    services = open_services(sqlite_url)
    try:
        settings = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=cuts)
        tid = services.tournaments.create(
            TournamentDraft(Game.SCALA40, "Scala", "2026-12-01", "", settings)
        ).id
        actions.standings_pdf(services, tid, tmp_path / "s.pdf", language=language)
        actions.results_site(services, tid, tmp_path / "site", language=language)
    finally:
        services.close()
    printed = _pdf_text(tmp_path / "s.pdf")
    assert words in printed
    assert "per tavolo" not in printed and "per table" not in printed
    assert words in (tmp_path / "site" / "index.html").read_text("utf-8")
