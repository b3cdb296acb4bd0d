"""A short name prints on one line wherever the page has the room: the headings over figures
("Punti piazz.", "Penalità totali", "Tavolo") wrap and get smaller, down to 7 pt, rather than
take the width the names need. Read back from the printed page (pdftotext -layout: a name on
one line reads whole on a line of the text; -bbox: each word's box, as tall as its type).
Names wrap only where the page truly has no room (test_wall_standings' long names)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.exports.pdf_reading import pdf_text
from tests.exports.pdf_words import page_words
from tests.exports.specimens import make_header
from tournament_app.exports.documents import (
    BurracoStandingRow,
    BurracoStandings,
    EntryRef,
    Player,
    RoundSeating,
    Scala40StandingRow,
    Scala40Standings,
    Seat,
    TableSeating,
)
from tournament_app.exports.pdf import seating_pdf, standings_pdf

# Short names, as most clubs' players have them: "Rossi Niccolò" is 13 characters.
NAMES = (
    Player("Rossi", "Niccolò"),
    Player("Bianchi", "Anna"),
    Player("Verdi", "Luca"),
    Player("Neri", "Paola"),
    Player("Gallo", "Marco"),
    Player("Conti", "Sara"),
    Player("Greco", "Ugo"),
    Player("Russo", "Ada"),
    Player("Ferri", "Lia"),
    Player("Mori", "Eva"),
)
# Seated by table, four to a table in 16 pt type across a landscape page.
SEATED = (
    Player("Esposito", "Giovanni"),
    Player("Colombo", "Federica"),
    Player("Marchetti", "Alberto"),
    Player("Ferraro", "Vittoria"),
    Player("Santoro", "Emanuele"),
    Player("Mancini", "Gabriella"),
    Player("Lombardi", "Rocco"),
    Player("Barbieri", "Carla"),
)
CLUB = "Circolo Aurora"
LEAST_HEADING = 7.0  # points: the least type a heading over figures prints in


def _whole(path: Path, name: str) -> bool:
    """`name` printed on one line: its words one after another on a line of the page."""
    pattern = r" +".join(re.escape(word) for word in name.split())
    return re.search(pattern, pdf_text(path)) is not None


def _scala40(language: str, *, pairs: bool = False) -> Scala40Standings:
    """Eight entries after five rounds of placement points (or match points, in pairs), with
    a club, a penalty that took a point away, the director's penalty points and a player
    who withdrew: every optional column a scala 40 standings has, on a portrait page."""
    rows = tuple(
        Scala40StandingRow(
            rank=i + 1,
            entry=EntryRef(i + 1, (NAMES[i], NAMES[9 - i]) if pairs else (NAMES[i],), CLUB),
            stage_reached="",
            placement_points=12 - i,
            penalty_total=100 + 20 * i,
            points_per_round=(4, 4, 2, 1, 1),
            points_taken_away=-1 if i == 2 else None,
            director_penalty=50 if i == 3 else None,
            withdrawn=i == 7,
            game_point_difference=40 - 10 * i if pairs else None,
        )
        for i in range(8)
    )
    header = make_header("scala40", language, round_shown=5, rounds_planned=5, final=True)
    return Scala40Standings(header, rows, rounds=(1, 2, 3, 4, 5), pairs=pairs)


@pytest.mark.parametrize("language", ["it", "en"])
def test_scala40_standings_print_each_players_name_on_one_line(
    language: str, tmp_path: Path
) -> None:
    document = _scala40(language)
    path = tmp_path / "classifica.pdf"
    standings_pdf(document, path)
    for player in NAMES[:8]:
        assert _whole(path, player.full_name), (player.full_name, pdf_text(path))
    # The headings over figures that made way: every word printed whole, in type no smaller
    # than 7 pt.
    words = page_words(path)
    rules = next(w for w in words if w.text in {"Spareggi:", "Tie-breaks:"})
    first = next(w for w in words if w.text in {"Pos.", "Rank"})
    body = next(w for w in words if w.text == "1" and w.top > first.bottom)  # rank 1
    headings = [w for w in words if w.top > rules.bottom and w.bottom < body.top]
    expected = {
        "it": "Pos. N. Giocatore Circolo Note Punti piazz. Punti tolti Penalità arbitro "
        "Penalità totali T1 T2 T3 T4 T5",
        "en": "Rank No. Player Club Notes Placement pts Pts taken away Director's penalty "
        "Total penalty R1 R2 R3 R4 R5",
    }[language]
    assert sorted(w.text for w in headings) == sorted(expected.split())
    assert min(w.bottom - w.top for w in headings) >= LEAST_HEADING


def test_scala40_pairs_standings_print_each_pair_on_one_line(tmp_path: Path) -> None:
    document = _scala40("en", pairs=True)
    path = tmp_path / "standings.pdf"
    standings_pdf(document, path)
    for row in document.rows:
        assert _whole(path, row.entry.names), (row.entry.names, pdf_text(path))


def test_burraco_standings_print_each_pair_on_one_line(tmp_path: Path) -> None:
    """Eight pairs of short names after six rounds, one withdrawn, with a VP penalty
    column: a portrait page with room for every pair on one line."""
    rows = tuple(
        BurracoStandingRow(
            i + 1,
            EntryRef(i + 1, (NAMES[i], NAMES[9 - i])),
            40 - 2 * i,
            300 - 50 * i,
            (1200 - 10 * i, -1 if i == 4 else 0),
            (10, 8, 8, 7, 7, 6),
            withdrawn=i == 7,
        )
        for i in range(8)
    )
    header = make_header("burraco", "en", round_shown=6, rounds_planned=6, final=True)
    document = BurracoStandings(
        header, rows, rounds=(1, 2, 3, 4, 5, 6), tie_break_names=("MP scored", "Pen. VP")
    )
    path = tmp_path / "standings.pdf"
    standings_pdf(document, path)
    for row in rows:
        assert _whole(path, row.entry.names), (row.entry.names, pdf_text(path))


def test_scala40_seating_by_table_prints_each_name_on_one_line(tmp_path: Path) -> None:
    """Two tables of four: the by-table list's seat columns hold "1 · Esposito Giovanni"
    each on one line; the heading over the table numbers makes way."""
    entries = [EntryRef(i + 1, (player,)) for i, player in enumerate(SEATED)]
    tables = tuple(
        TableSeating(t + 1, tuple(Seat(str(s + 1), entries[4 * t + s]) for s in range(4)))
        for t in range(2)
    )
    path = tmp_path / "tavoli.pdf"
    seating_pdf(RoundSeating(make_header("scala40"), 1, tables), path)
    by_table = pdf_text(path).split("\f")[0]
    for entry in entries:
        name = entry.names
        assert re.search(r" +".join(map(re.escape, name.split())), by_table), (name, by_table)
