"""Standings posted on the wall are read from a metre: the names, the place and the figure that
ranks print in type about the seating list's size (at least 12 pt), read back from the printed
page (poppler's word boxes: a word's box is as tall as its type); long accented names and
clubs wrap between words, every word whole; no column runs into the next; 250 pairs still
make a pile of pages a director can pin up, each with its heading, "pagina X di Y" and the
provisional mark."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

from bench.exports import standings
from tests.exports.pdf_reading import pdf_text
from tests.exports.pdf_words import Word, page_words
from tests.exports.specimens import prize_list, scala40_report
from tournament_app.exports.documents import BurracoStandings, EntryRef, Player
from tournament_app.exports.pdf import prize_list_pdf, standings_pdf
from tournament_app.exports.teams import TeamDocument, TeamLine, team_pdf

READABLE = 12.0  # points: the least type a name, a place or a VP is read in from a metre

# Long, accented and hyphenated: a pair of these does not fit one line at reading size.
HOSTILE = (
    Player("Dell'Acqua-Santangelo", "Maria Antonietta"),
    Player("Çelik Ðorđević", "Łukasz"),
    Player("Østergård", "Zoë"),
    Player("Bonaventura Castelfranchi", "Giovanbattista"),
    Player("Nicolò D'Angelo", "Mariagrazia"),
    Player("Sant'Elia-Bevilacqua", "Ruggero"),
)
CLUBS = ("Circolo Ricreativo Culturale Sant'Anna di Borgo San Dalmazzo", "Club La Pinella", "")


def _hostile(document: BurracoStandings) -> BurracoStandings:
    rows = tuple(
        dataclasses.replace(
            row,
            entry=EntryRef(
                row.entry.number,
                (HOSTILE[row.rank % 6], HOSTILE[(row.rank * 5 + 1) % 6]),
                CLUBS[row.rank % 3],
            ),
        )
        for row in document.rows
    )
    return dataclasses.replace(document, rows=rows)


def _provisional(document: BurracoStandings) -> BurracoStandings:
    """The same ranking after round 5 of 11, so it is marked provisional."""
    header = dataclasses.replace(document.header, round_shown=5, final=False)
    return dataclasses.replace(document, header=header)


def _pages(path: Path) -> list[str]:
    return pdf_text(path).split("\f")[:-1]


def _sized(words: list[Word], wanted: set[str]) -> list[float]:
    """The type size of each printed word that is one of `wanted` (to a hundredth of a point:
    12 pt type reads back as 11.99999...)."""
    return [round(w.bottom - w.top, 2) for w in words if w.text in wanted]


def _under(words: list[Word], heading: str) -> list[float]:
    """The type size of each figure right-aligned under `heading`."""
    top = next(w for w in words if w.text == heading)
    return [
        w.bottom - w.top
        for w in words
        if w.top > top.bottom and abs(w.right - top.right) < 1.5 and w.text.isdigit()
    ]


def _name_words(document: BurracoStandings) -> set[str]:
    players = (p for row in document.rows for p in row.entry.players)
    return {word for player in players for word in player.full_name.split()}


def _assert_no_overlap(words: list[Word]) -> None:
    """Words on one line never run into each other: no cell spills into the next column."""
    lines: dict[int, list[Word]] = {}
    for word in words:
        lines.setdefault(round(word.bottom), []).append(word)
    for line in lines.values():
        line.sort(key=lambda w: w.left)
        for before, after in itertools.pairwise(line):
            assert after.left >= before.right - 0.5, (before, after)


def test_sixteen_pairs_print_names_place_and_vp_at_reading_size(tmp_path: Path) -> None:
    document = standings(16, 4)
    path = tmp_path / "standings.pdf"
    standings_pdf(document, path)
    words = page_words(path)
    names = _sized(words, _name_words(document))
    assert names and min(names) >= READABLE, sorted(set(names))
    for heading in ("Pos.", "PV"):  # the place and the VP: the figures under each heading
        figures = _under(words, heading)
        assert len(figures) == 16 and min(figures) >= READABLE, (heading, sorted(set(figures)))
    assert len(_pages(path)) == 1  # sixteen pairs on one sheet
    _assert_no_overlap(words)


def test_long_accented_names_wrap_whole_at_reading_size(tmp_path: Path) -> None:
    """40 pairs of long names and a club of 60 characters: each word printed whole, in
    reading type, and no column runs into the next on any page."""
    document = _hostile(standings(40, 6))
    path = tmp_path / "standings.pdf"
    standings_pdf(document, path)
    pages = _pages(path)
    printed = {w for page in pages for w in page.split()}
    wanted = _name_words(document) | {w for club in CLUBS for w in club.split()}
    assert wanted <= printed, wanted - printed
    for page in range(1, len(pages) + 1):
        words = page_words(path, page)
        names = _sized(words, _name_words(document))
        assert names and min(names) >= READABLE, (page, sorted(set(names)))
        _assert_no_overlap(words)


def test_partners_of_two_clubs_print_each_club_whole_on_its_line(tmp_path: Path) -> None:
    """A pair from two clubs, too long for one line beside the names: the cell breaks between
    the clubs ("Circolo Ricreativo Culturale Amici del Pozzetto /" over "Club La Pinella"), not
    inside the second."""
    document = _hostile(standings(16, 3))
    two_clubs = "Circolo Ricreativo Culturale Amici del Pozzetto / Club La Pinella"
    rows = tuple(
        dataclasses.replace(row, entry=dataclasses.replace(row.entry, club=two_clubs))
        for row in document.rows
    )
    path = tmp_path / "standings.pdf"
    standings_pdf(dataclasses.replace(document, rows=rows), path)
    pages = [page_words(path, number) for number in range(1, len(_pages(path)) + 1)]

    def lines_of(text: str) -> list[tuple[int, int]]:
        return sorted(
            (number, round(w.bottom))
            for number, words in enumerate(pages)
            for w in words
            if w.text == text
        )

    pinella = lines_of("Pinella")
    assert len(pinella) == 16
    assert lines_of("Club") == lines_of("La") == pinella  # the second club on one line
    assert lines_of("/") == lines_of("Pozzetto") != pinella  # the first ends with the slash
    for words in pages:
        _assert_no_overlap(words)


def test_250_pairs_make_a_sane_pile_each_page_headed_numbered_and_provisional(
    tmp_path: Path,
) -> None:
    document = _provisional(standings(250, 11))
    path = tmp_path / "standings.pdf"
    standings_pdf(document, path)
    pages = _pages(path)
    # At least 14 pairs a page: 250 pairs on no more than 18 sheets.
    assert len(pages) <= 18, len(pages)
    for number, page in enumerate(pages, start=1):
        assert "Giocatori" in page and "PV" in page  # the heading row, repeated
        assert f"pagina {number} di {len(pages)}" in page
        assert "provvisoria" in page
    for number in (1, len(pages) // 2, len(pages)):
        words = page_words(path, number)
        names = _sized(words, _name_words(document))
        assert names and min(names) >= READABLE, (number, sorted(set(names)))
        _assert_no_overlap(words)
    printed = {w for page in pages for w in page.split()}
    assert _name_words(document) <= printed


def test_scala40_standings_prize_list_and_team_ranking_print_names_at_reading_size(
    tmp_path: Path,
) -> None:
    scala40 = scala40_report().standings
    prizes = prize_list()
    teams = TeamDocument(
        header=prizes.header,
        language="it",
        vp_table="FIBUR squadre",
        lines=(
            TeamLine(1, False, "1. Assi di Sant'Anna", "Circolo Sud", 33, 2400, 1700, 700, 2),
            TeamLine(2, False, "2. Bassotti Østergård", "", 27, 1800, 2100, -300, 2),
        ),
    )
    printed = {
        "scala40.pdf": (standings_pdf, scala40, {"Esposito", "Romano", "Gino"}),
        "prizes.pdf": (prize_list_pdf, prizes, {"Verdi", "Bruni"}),
        "teams.pdf": (team_pdf, teams, {"Assi", "Bassotti"}),
    }
    for name, (write, document, wanted) in printed.items():
        path = tmp_path / name
        write(document, path)  # type: ignore[operator]
        sizes = _sized(page_words(path), wanted)
        assert sizes and min(sizes) >= READABLE, (name, sorted(set(sizes)))
