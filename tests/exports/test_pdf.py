"""Printed documents read back with a PDF text extractor: names, figures, pages, fonts."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics
from specimens import (
    BAD_NAMES,
    PAIRS,
    burraco_report,
    burraco_rounds,
    burraco_scoresheets,
    burraco_seating,
    burraco_standings,
    prize_list,
    scala40_report,
    scala40_scoresheets,
    scala40_seating,
)

from tournament_app.exports import pdf
from tournament_app.exports.documents import BurracoStandingRow, EntryRef, Player


def _pages(write, document) -> list[str]:
    stream = io.BytesIO()
    write(document, stream)
    stream.seek(0)
    return [page.extract_text() for page in PdfReader(stream).pages]


def _flat(pages: list[str]) -> str:
    """All text with every run of whitespace as one space (wrapped names join up again)."""
    return " ".join(" ".join(pages).split())


def _cells(page: str) -> list[str]:
    return [line.strip() for line in page.splitlines() if line.strip()]


DOCUMENTS = {
    "standings": (pdf.standings_pdf, burraco_standings),
    "scala40 standings": (pdf.standings_pdf, lambda lang: scala40_report(lang).standings),
    "prizes": (pdf.prize_list_pdf, prize_list),
    "seating": (pdf.seating_pdf, burraco_seating),
    "scala40 seating": (pdf.seating_pdf, scala40_seating),
    "table cards": (pdf.table_cards_pdf, burraco_seating),
    "scoresheets": (pdf.scoresheets_pdf, burraco_scoresheets),
    "scala40 scoresheets": (pdf.scoresheets_pdf, scala40_scoresheets),
    "round results": (pdf.round_results_pdf, lambda lang: burraco_rounds(lang)[0]),
    "scala40 results": (pdf.round_results_pdf, lambda lang: scala40_report(lang).rounds[0]),
}


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_document_prints_the_bad_names_literally(name: str) -> None:
    """Markup, formulas, signs and foreign letters print as typed, with no markup error."""
    write, make = DOCUMENTS[name]
    document = make("it")
    text = _flat(_pages(write, document))
    shown = [n for n in BAD_NAMES if " ".join(n.split()) in text]
    # Prizes and results show only some entries; every other document shows all ten.
    expected = {"prizes": 3, "round results": 10}.get(name, len(BAD_NAMES))
    if name == "prizes":
        assert "<b>Rossi & Figli</b>" in text and "Coppa <oro> & fiori" in text and "=1+1" in text
    else:
        assert len(shown) == expected, set(BAD_NAMES) - set(shown)


@pytest.mark.parametrize(
    ("language", "words"), [("it", "pagina {} di {}"), ("en", "page {} of {}")]
)
@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_page_says_page_x_of_y_and_names_the_tournament(
    name: str, language: str, words: str
) -> None:
    """Each page carries the tournament's name and its number out of the total."""
    write, make = DOCUMENTS[name]
    pages = _pages(write, make(language))
    printed = "stampato il" if language == "it" else "printed on"
    for number, page in enumerate(pages, start=1):
        assert words.format(number, len(pages)) in page
        assert "Torneo d'Autunno <Città & Club>" in page
        assert printed in page  # when it was printed: which copy on the wall is newer


def test_standings_rows_carry_their_figures() -> None:
    """Pair 1's row reads rank, number, names, club, 25 VP, +420, 1920, 13, 12."""
    cells = _cells(_pages(pdf.standings_pdf, burraco_standings())[0])
    start = cells.index("<b>Rossi & Figli</b> Anna – Verdi Carlo")
    assert cells[start - 2 : start] == ["1", "1"]
    assert cells[start + 1 : start + 8] == [
        "Circolo <Aurora> & Co",
        "25",
        "+420",
        "1920",
        "13",
        "12",
        "2",
    ]


def test_standings_print_the_rules_summary() -> None:
    """The VP table and the tie-breaks are on the standings."""
    text = _flat(_pages(pdf.standings_pdf, burraco_standings()))
    assert "Spareggi: PV, Differenza punti, Scontro diretto" in text
    assert "1255–1500" in text and "19–1" in text and "1505 e oltre" in text


def _long_standings(count: int):
    base = burraco_standings()
    rows = tuple(
        BurracoStandingRow(
            rank=i + 1,
            entry=EntryRef(i + 1, (Player(f"Cognome{i + 1:03d}", "Nome"),), "Circolo"),
            victory_points=300 - i,
            mp_difference=1000 - 10 * i,
            tie_break_values=(5000 - i,),
            vp_per_round=(10, 12),
        )
        for i in range(count)
    )
    return dataclasses.replace(base, rows=rows)


def test_long_tables_break_across_pages_repeating_the_heading_row() -> None:
    """150 entries take several pages; each page starts the table with its heading row."""
    pages = _pages(pdf.standings_pdf, _long_standings(150))
    assert len(pages) >= 3
    for page in pages:
        assert "Giocatori" in _cells(page)
    text = _flat(pages)
    # Every row is printed exactly once: none lost or doubled at a page break.
    for i in (1, 37, 38, 75, 150):
        assert text.count(f"Cognome{i:03d} Nome") == 1


def test_seating_has_by_table_then_alphabetical_page() -> None:
    """Page 1 by table (NS/EO), then alphabetical by surname with entry, table and line."""
    pages = _pages(pdf.seating_pdf, burraco_seating())
    assert "Disposizione ai tavoli – turno 2" in pages[0]
    alphabetical = next(p for p in pages if "ordine alfabetico" in p)
    cells = _cells(alphabetical)
    row = cells.index("Bruni Carlo")
    assert cells[row + 1 : row + 4] == ["7", "1", "EO"]
    assert cells.index("Colombo Carlo") < cells.index("Ferrari Anna") < cells.index("Łukasz Carlo")


def test_scala40_table_cards_keep_four_seats_on_one_page() -> None:
    """Three tables of four players: three cards, each with its four players."""
    pages = _pages(pdf.table_cards_pdf, scala40_seating())
    assert len(pages) == 3
    assert all(_cells(page).count("Posto 4") == 1 for page in pages)
    assert "Esposito Gino" in _cells(pages[2]) and "Romano Gino" in _cells(pages[2])


def test_table_cards_are_one_page_per_table() -> None:
    """Four tables, four cards, each with its number and both pairs."""
    pages = _pages(pdf.table_cards_pdf, burraco_seating())
    assert len(pages) == 4
    cells = _cells(pages[2])
    assert "3" in cells and "Turno 2" in cells
    assert "+39 333 Anna – -Bianchi Carlo" in _flat([pages[2]])
    assert "Nicolò D'Angelo Anna – Zoë Müller Carlo" in _flat([pages[2]])


def test_burraco_scoresheets_one_per_table_with_grid_signatures_and_vp_table() -> None:
    """A sheet per table: names, three hand rows, totals, difference, VP, signatures, VP table."""
    pages = _pages(pdf.scoresheets_pdf, burraco_scoresheets())
    assert len(pages) == 4
    first = _cells(pages[0])
    assert "Segnapunti · Turno 2 · Tavolo 1" in first
    for word in (
        "Base",
        "Carte",
        "Totale",
        "Totale turno",
        "Differenza",
        "PV",
        "Firma NS",
        "Firma EO",
    ):
        assert word in first
    hands = first[first.index("Mano") :]
    assert [c for c in hands if c.isdigit()][:3] == ["1", "2", "3"]
    assert "505–650" in first and "15–5" in first
    assert "8 · Ferrari Anna – Colombo Carlo" not in first  # table 2's pair is on its own sheet
    assert "Ferrari Anna – Colombo Carlo" in _flat([pages[1]])


def test_scala40_scoresheet_has_a_column_per_player_and_twenty_hands() -> None:
    """Four players across, hands 1-20 down, running totals, the limit and the marks."""
    pages = _pages(pdf.scoresheets_pdf, scala40_scoresheets())
    assert len(pages) == 3
    cells = _cells(pages[0])
    assert cells.count("Totale") == 4 and cells.count("Punti") == 4
    assert "20" in cells
    text = _flat([pages[0]])
    assert "Limite 101" in text and "X = eliminato" in text and "R = rientrato" in text


def test_a_scala40_round_with_tables_of_five_prints_each_sheet_on_one_page() -> None:
    """A table of 4 then a table of 5 (a round of 9 players): every page landscape, and each
    table's sheet keeps its 20 hands and its signature row on a single page."""
    four, other, *_ = scala40_scoresheets()
    five = dataclasses.replace(other, seats=(*other.seats, four.seats[0]))  # a fifth chair
    stream = io.BytesIO()
    pdf.scoresheets_pdf((four, five), stream)
    stream.seek(0)
    pages = PdfReader(stream).pages
    assert len(pages) == 2
    for page in pages:
        assert page.mediabox.width > page.mediabox.height
        cells = _cells(page.extract_text())
        assert "20" in cells and "Firma" in cells
    english = _pages(pdf.scoresheets_pdf, scala40_scoresheets("en"))
    assert "Signature" in _cells(english[0])  # whole, not broken over two lines


def test_round_results_show_each_tables_mp_and_vp() -> None:
    """Round 1 table 1: pair 1 v pair 8, 1250 v 900 MP, 13-7 VP."""
    cells = _cells(_pages(pdf.round_results_pdf, burraco_rounds()[0])[0])
    start = cells.index("Ferrari Anna – Colombo Carlo")
    assert cells[start + 1 : start + 5] == ["1250", "900", "13", "7"]


def test_documents_write_to_a_path(tmp_path: Path) -> None:
    """A path works as well as a stream."""
    target = tmp_path / "classifica.pdf"
    pdf.standings_pdf(burraco_standings(), target)
    assert PdfReader(target).pages[0].extract_text().startswith("Classifica")


def test_no_scoresheets_is_a_clear_error() -> None:
    """A round without tables has no sheets to print, and says so."""
    with pytest.raises(ValueError, match="no scoresheets"):
        pdf.scoresheets_pdf((), io.BytesIO())


def test_the_shipped_font_has_every_letter_of_the_bad_names() -> None:
    """No missing glyph: every character in the awkward names is in DejaVu Sans."""
    pdf.register_fonts()
    for font in (pdf.FONT, pdf.BOLD):
        mapping = pdfmetrics.getFont(font).face.charToGlyph
        missing = {c for name in BAD_NAMES for c in name if ord(c) not in mapping}
        assert not missing, f"{font} lacks {missing}"
    assert all(PAIRS)  # the specimens are the ones the documents above print


def test_standings_report_progress_up_to_the_end() -> None:
    """A long ranking reports progress, ending at its total."""
    seen: list[tuple[int, int]] = []
    pdf.standings_pdf(_long_standings(120), io.BytesIO(), progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_columns_nobody_filled_are_left_out() -> None:
    """No placement points (elimination format) and no prize texts: no empty columns."""
    import dataclasses

    report = scala40_report()
    rows = tuple(dataclasses.replace(r, placement_points=None) for r in report.standings.rows)
    text = _flat(_pages(pdf.standings_pdf, dataclasses.replace(report.standings, rows=rows)))
    assert "piazz." not in text and "Penalità carte" in text
    assert "piazz." in _flat(_pages(pdf.standings_pdf, report.standings))
    prizes = prize_list()
    bare = dataclasses.replace(
        prizes,
        sections=tuple(
            dataclasses.replace(s, rows=tuple(dataclasses.replace(r, prize="") for r in s.rows))
            for s in prizes.sections
        ),
    )
    assert "Premio" not in _cells(_pages(pdf.prize_list_pdf, bare)[0])
    assert "Premio" in _cells(_pages(pdf.prize_list_pdf, prizes)[0])


def test_a_pdf_into_a_missing_folder_names_the_file(tmp_path: Path) -> None:
    """The error names the file asked for; nothing is left behind."""
    target = tmp_path / "missing" / "classifica.pdf"
    with pytest.raises(FileNotFoundError) as raised:
        pdf.standings_pdf(burraco_standings(), target)
    assert raised.value.filename == str(target)


def test_seating_by_table_is_landscape_and_the_alphabetical_list_portrait() -> None:
    """Wide pages keep pairs on one line in large type; the long list runs down portrait."""
    stream = io.BytesIO()
    pdf.seating_pdf(burraco_seating(), stream)
    stream.seek(0)
    first, second = PdfReader(stream).pages
    assert first.mediabox.width > first.mediabox.height
    assert second.mediabox.width < second.mediabox.height


@pytest.mark.parametrize("hands", [2, 3, 4])
def test_a_burraco_scoresheet_keeps_to_one_page_whatever_the_hands(hands: int) -> None:
    """2, 3 or 4 hand rows, totals, signatures and the VP table fit one page per table."""
    sheets = tuple(dataclasses.replace(s, hands=hands) for s in burraco_scoresheets())
    pages = _pages(pdf.scoresheets_pdf, sheets)
    assert len(pages) == len(sheets)
    hand_rows = _cells(pages[0])[_cells(pages[0]).index("Mano") :]
    assert [c for c in hand_rows if c.isdigit()][:hands] == [str(n) for n in range(1, hands + 1)]


def test_entries_list_leaves_out_groups_when_there_are_none() -> None:
    """Categories A/B are shown; no entry has a group, so no Group column."""
    report = burraco_report("en")
    cells = _cells(
        _pages(lambda doc, target: pdf.entries_pdf(report.header, doc, target), report.entries)[0]
    )
    assert "Cat." in cells and "Group" not in cells
