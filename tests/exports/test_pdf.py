"""Printed documents read back with a PDF text extractor: names, figures, pages, fonts."""

from __future__ import annotations

import dataclasses
import datetime
import io
import itertools
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from tests.exports.specimens import (
    BAD_NAMES,
    FIBUR_3,
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
from tournament_app.exports.documents import (
    BurracoStandingRow,
    EntryRef,
    Player,
    VictoryPointBand,
)


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
    printed = "stampato " if language == "it" else "printed on"  # il, or l'8 and l'11
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
    """150 entries take several pages; each page starts the table with its heading row
    (one player a row: "Giocatore")."""
    pages = _pages(pdf.standings_pdf, _long_standings(150))
    assert len(pages) >= 3
    for page in pages:
        assert "Giocatore" in _cells(page)
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


# What a burraco half-sheet must show, from the domain's FIBUR table for 3 hands a turno.
FIBUR_3_BANDS = [
    ("0–50", "10–10"),
    ("55–150", "11–9"),
    ("155–250", "12–8"),
    ("255–350", "13–7"),
    ("355–500", "14–6"),
    ("505–650", "15–5"),
    ("655–800", "16–4"),
    ("805–1000", "17–3"),
    ("1005–1250", "18–2"),
    ("1255–1500", "19–1"),
    ("1505 e oltre", "20–0"),
]
MIDDLE = 842 / 2  # an A4 page's middle, in points: where the two A5 halves are cut apart


def _runs(write, document) -> list[list[tuple[str, float, float]]]:
    """Each page's text as (words, height on the page, printed type size), in points."""
    stream = io.BytesIO()
    write(document, stream)
    stream.seek(0)
    pages = []
    for page in PdfReader(stream).pages:
        runs: list[tuple[str, float, float]] = []

        def seen(words, cm, tm, _font, size, runs=runs) -> None:
            if words.strip():
                runs.append((words.strip(), tm[5] * cm[3] + cm[5], size * tm[3] * cm[3]))

        page.extract_text(visitor_text=seen)
        pages.append(runs)
    return pages


def _halves(runs: list[tuple[str, float, float]]) -> tuple[list[str], list[str]]:
    """A page's words above and below the cut."""
    return (
        [w for w, y, _ in runs if y > MIDDLE],
        [w for w, y, _ in runs if y < MIDDLE],
    )


def _names(words: list[str]) -> str:
    return " ".join(" ".join(words).split())


def test_burraco_scoresheets_print_two_tables_a_page_each_with_grid_signatures_and_vp_table() -> (
    None
):
    """Four tables on two pages: table 1 above the cut and 2 below, then 3 and 4. Each half
    has its tournament, table, round, both pairs, the grid, both signatures, the VP table."""
    sheets = burraco_scoresheets()
    pages = _runs(pdf.scoresheets_pdf, sheets)
    assert len(pages) == 2
    halves = [half for page in pages for half in _halves(page)]
    for half, sheet in zip(halves, sheets, strict=True):
        assert "Torneo d'Autunno <Città & Club>" in half
        assert f"Segnapunti · Turno 2 · Tavolo {sheet.table}" in half
        assert sheet.ns.names in _names(half) and sheet.eo.names in _names(half)
        for word in ("Base", "Carte", "Totale", "Totale turno", "Differenza", "PV"):
            assert word in half
        assert "Firma NS" in half and "Firma EO" in half
        hands = half[half.index("Smazzata") :]
        assert [w for w in hands if w.isdigit()][:3] == ["1", "2", "3"]
        vp = half[half.index("Tabella PV FIBUR 3") :]
        for difference, points in FIBUR_3_BANDS:
            assert vp[vp.index(difference) + 1] == points
    # Another table's pairs are not on the page (table 3 is pair 3 v pair 5).
    assert "Nicolò D'Angelo Anna – Zoë Müller Carlo" not in _names(_halves(pages[0])[0])
    assert "Nicolò D'Angelo Anna – Zoë Müller Carlo" in _names(_halves(pages[1])[0])


def test_an_odd_table_leaves_the_last_lower_half_blank() -> None:
    """Three tables: two pages, table 3 above the cut and nothing below it but the footer."""
    pages = _runs(pdf.scoresheets_pdf, burraco_scoresheets()[:3])
    assert len(pages) == 2
    upper, lower = _halves(pages[1])
    assert "Segnapunti · Turno 2 · Tavolo 3" in upper
    footer = [w for w in lower if w != "✂"]  # the scissors on the cut line
    assert len(footer) == 2 and "pagina 2 di 2" in footer
    assert any(w.startswith("Torneo · stampato ") for w in footer)


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("hands", [2, 3, 4])
def test_a_burraco_half_sheet_stays_legible_and_writable_whatever_the_hands(
    hands: int, language: str
) -> None:
    """2, 3 or 4 hand rows, totals, signatures and the VP table fit each A5 half with no type
    under 8 points (nothing shrunk to fit, the 120-letter name included) and rows to write in
    at least 7 mm tall."""
    sheets = tuple(dataclasses.replace(s, hands=hands) for s in burraco_scoresheets(language))
    pages = _runs(pdf.scoresheets_pdf, sheets)
    assert len(pages) == 2
    assert min(size for page in pages for _, _, size in page) >= 8
    hand, closing = ("Smazzata", "Totale turno") if language == "it" else ("Hand", "Round total")
    for page in pages:
        for half in (
            [r for r in page if r[1] > MIDDLE],
            [r for r in page if r[1] < MIDDLE],
        ):
            words = [w for w, _, _ in half]
            start, end = words.index(hand), words.index(closing)
            rows = [y for w, y, _ in half[start:end] if w.isdigit()]
            assert [w for w in words[start:end] if w.isdigit()] == [
                str(n) for n in range(1, hands + 1)
            ]
            labels = [y for w, y, _ in half[end : end + 3]]  # turno total, difference, VP
            lines = rows + labels
            assert min(a - b for a, b in itertools.pairwise(lines)) >= 7 * 72 / 25.4


def test_a_vp_table_split_into_many_bands_prints_them_joined_on_the_half_sheet() -> None:
    """A club table with each FIBUR band split in two (21 bands, same VP either side) prints
    as the eleven FIBUR bands, so the sheet still fits its half, type unshrunk."""
    split: list[VictoryPointBand] = []
    for band in FIBUR_3:
        if band.high is None or band.high == band.low:
            split.append(band)
        else:
            split += [
                dataclasses.replace(band, high=band.low),
                dataclasses.replace(band, low=band.low + 5),
            ]
    sheets = burraco_scoresheets()
    header = sheets[0].header
    header = dataclasses.replace(
        header, rules=dataclasses.replace(header.rules, vp_bands=tuple(split))
    )
    pages = _runs(pdf.scoresheets_pdf, tuple(dataclasses.replace(s, header=header) for s in sheets))
    assert len(pages) == 2
    assert min(size for page in pages for _, _, size in page) >= 8
    for page in pages:
        for half in _halves(page):
            vp = half[half.index("Tabella PV FIBUR 3") :]
            vp = vp[vp.index("Differenza") + 2 :]  # the bands under the heading row
            printed = list(zip(vp[::2], vp[1::2], strict=False))[: len(FIBUR_3_BANDS)]
            assert printed == FIBUR_3_BANDS
            assert "0–0" not in vp and "5–50" not in vp


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
    assert "piazz." not in text and "Penalità totali" in text
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


def test_seating_by_table_and_the_alphabetical_list_are_both_landscape() -> None:
    """Wide pages keep pairs on one line in large type; one orientation for the document."""
    stream = io.BytesIO()
    pdf.seating_pdf(burraco_seating(), stream)
    stream.seek(0)
    pages = PdfReader(stream).pages
    assert len(pages) >= 2
    assert all(page.mediabox.width > page.mediabox.height for page in pages)


def test_entries_list_leaves_out_groups_when_there_are_none() -> None:
    """Categories A/B are shown; no entry has a group, so no Group column."""
    report = burraco_report("en")
    cells = _cells(
        _pages(lambda doc, target: pdf.entries_pdf(report.header, doc, target), report.entries)[0]
    )
    assert "Cat." in cells and "Group" not in cells


@pytest.mark.parametrize(
    ("day", "printed"),
    [
        (6, "stampato il 6 dicembre 2026 alle 20:54"),
        (8, "stampato l'8 dicembre 2026 alle 20:54"),
        (11, "stampato l'11 dicembre 2026 alle 20:54"),
        (28, "stampato il 28 dicembre 2026 alle 20:54"),
    ],
)
def test_the_footer_says_the_day_with_its_article(day: int, printed: str) -> None:
    """Every page's footer: "l'8", "l'11" (otto, undici), "il" for the other days."""
    from tournament_app.exports.labels import moment_text

    assert moment_text("it", "printed_at", datetime.datetime(2026, 12, day, 20, 54)) == printed
