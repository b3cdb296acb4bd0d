"""The workbook as a spreadsheet program draws it, read back with openpyxl: one named sans face
in every cell, columns as wide as their names and clubs (long ones wrapped), headings wrapped
and over their numbers, places as numbers, and the rules on a sheet of their own."""

from __future__ import annotations

import dataclasses
import io
import re
import zipfile
from typing import Any

from openpyxl import load_workbook
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from tests.builders.tournaments import burraco_tournament, published_round
from tests.exports.specimens import LONG_NAME, burraco_report, burraco_standings, scala40_report
from tournament_app.exports.documents import (
    BurracoStandingRow,
    BurracoTableResult,
    EntryRef,
    EntryRow,
    Player,
    RoundResults,
    TournamentReport,
)
from tournament_app.exports.excel import write_workbook
from tournament_app.services import exports as actions

LONG_CLUB = "Amici del Pozzetto / Circolo Burraco Sud"  # 40 characters, cut before
# The audit's clubs: the first, 52 characters, was wrapped onto two lines it did not need.
CLUBS = (
    "Circolo Burraco Sant'Agostino di Castelfranco Emilia",
    "A.S.D. Burraco Club Città di Reggio nell'Emilia",
    "Burraco & Dintorni Forlì",
    "Circolo Aurora",
)
SURNAMES = (
    "Brambilla", "Castiglioni Della Rovere", "D'Alessandro-Franceschini", "Esposito",
    "De Santis-Marchetti", "Galli", "Zanzottera", "Ferraris-Cavalieri", "Lo Giudice",
)  # fmt: skip
GIVEN = ("Ludovica Beatrice", "Gian Francesco", "Anna Maria", "Ugo", "Maria Grazia", "Luca")


def sixty_pairs_report() -> TournamentReport:
    """The burraco specimen with 60 pairs of long names from the audit's clubs (pair 60's first
    player the 120-character name, which does need more lines) over two rounds of 30 tables."""
    report = burraco_report("it")
    pairs = tuple(
        EntryRef(
            n,
            (
                Player(LONG_NAME if n == 60 else SURNAMES[n % 9], GIVEN[n % 6]),
                Player(SURNAMES[(n * 4 + 1) % 9], GIVEN[(n * 5 + 2) % 6]),
            ),
            CLUBS[n % 4],
        )
        for n in range(1, 61)
    )
    rows = tuple(
        BurracoStandingRow(n, pair, 61 - n, 600 - 20 * n, (3000 - 20 * n,), (13, 48 - n))
        for n, pair in enumerate(pairs, start=1)
    )
    rounds = tuple(
        RoundResults(report.header, number, tables, system="Mitchell")
        for number, tables in enumerate(
            [  # 1250 against 900 MP: 350, 13-7 VP in the FIBUR 3-hand table
                tuple(
                    BurracoTableResult(t, pairs[2 * t - 2], pairs[2 * t - 1], 1250, 900, 13, 7)
                    for t in range(1, 31)
                )
            ]
            * 2,
            start=1,
        )
    )
    return dataclasses.replace(
        report,
        standings=dataclasses.replace(burraco_standings("it"), rows=rows),
        rounds=rounds,
        entries=tuple(EntryRow(pair, category="A") for pair in pairs),
    )


def _bytes(report) -> bytes:
    stream = io.BytesIO()
    write_workbook(report, stream)
    return stream.getvalue()


def _load(report):
    return load_workbook(io.BytesIO(_bytes(report)))


def _with_long_club(report):
    """The report with pair 2 playing for a 40-character club."""
    standings = report.standings
    rows = list(standings.rows)
    second = rows[1]
    rows[1] = dataclasses.replace(second, entry=dataclasses.replace(second.entry, club=LONG_CLUB))
    return dataclasses.replace(report, standings=dataclasses.replace(standings, rows=tuple(rows)))


def _headings(sheet) -> dict[str, object]:
    return {c.value: c for c in sheet[2] if c.value}


def test_every_cell_is_in_one_named_sans_face() -> None:
    """Titles, headings, names and numbers: all Arial, none left to a program's default (a
    serif face in LibreOffice); the workbook's default face is Arial too, for cells typed
    later. Titles and headings are bold."""
    for make in (burraco_report, scala40_report):
        data = _bytes(make("it"))
        workbook = load_workbook(io.BytesIO(data))
        for sheet in workbook:
            faces = {
                cell.font.name
                for row in sheet.iter_rows()
                for cell in row
                if cell.value is not None
            }
            assert faces == {"Arial"}, sheet.title
            assert sheet["A1"].font.bold and sheet["A1"].font.size >= 12
            assert all(c.font.bold for c in sheet[2] if c.value)
        styles = zipfile.ZipFile(io.BytesIO(data)).read("xl/styles.xml").decode()
        first_font = re.search(r"<font>.*?</font>", styles, re.S)
        assert first_font and 'val="Arial"' in first_font.group(0)


def test_names_and_clubs_have_the_width_they_need_long_ones_wrap() -> None:
    """A 40-character club gets a column as wide as itself (before: 24, cut at "Circolo B");
    the 120-character name is held to a bound and wraps onto more lines instead."""
    sheet = _load(_with_long_club(burraco_report("it")))["Classifica"]
    headings = _headings(sheet)
    club = headings["Circolo"].column_letter
    players = headings["Giocatori"].column_letter
    assert sheet.column_dimensions[club].width >= 36
    # Held well short of the long name's own width (some 140 digits), so it wraps.
    assert 30 <= sheet.column_dimensions[players].width <= 80
    long_row = next(r for r in sheet.iter_rows(min_row=3) if LONG_NAME[:20] in str(r[2].value))
    assert long_row[2].alignment.wrap_text
    short_row = next(r for r in sheet.iter_rows(min_row=3) if "Ferrari" in str(r[2].value))
    assert not short_row[2].alignment.wrap_text  # fits: one line, no wrapping needed
    # A number column is as narrow as its figures and its heading allow.
    assert sheet.column_dimensions[headings["Pos."].column_letter].width < 8


def test_headings_wrap_and_sit_over_their_column() -> None:
    """Each heading wraps between words instead of running into the next ("Diff.
    puntiPunti fatti"); over numbers it is right-aligned like them, over names left."""
    sheet = _load(burraco_report("it"))["Classifica"]
    headings = _headings(sheet)
    assert all(c.alignment.wrap_text for c in headings.values())
    for numeric in ("Pos.", "N.", "PV", "Diff. punti", "Punti fatti", "T1", "T2"):
        assert headings[numeric].alignment.horizontal == "right", numeric
    for words in ("Giocatori", "Circolo"):
        assert headings[words].alignment.horizontal in (None, "general", "left"), words
    # The heading row is tall enough for a heading on two lines ("Diff." over "punti").
    assert sheet.row_dimensions[2].height >= 2 * 12


def test_a_scala40_place_is_a_number_shown_with_its_degree_sign() -> None:
    """The history's "2°" is the number 2 (sortable, summable), still shown "2°"; a forfeit's
    "ultimo" stays a word, right-aligned among the places."""
    report = scala40_report("it")
    places = ["2°", "ultimo", *(f"{h.rows[0].position}°" for h in report.histories[2:])]
    histories = tuple(
        dataclasses.replace(h, rows=(dataclasses.replace(h.rows[0], position=place),))
        for h, place in zip(report.histories, places, strict=True)
    )
    sheet = _load(dataclasses.replace(report, histories=histories))["Storico"]
    place = _headings(sheet)["Pos."]
    assert place.alignment.horizontal == "right"
    cells = [row[place.column - 1] for row in sheet.iter_rows(min_row=3)]
    assert cells[0].value == 2 and cells[0].data_type == "n"
    assert "°" in cells[0].number_format
    assert cells[1].value == "ultimo" and cells[1].alignment.horizontal == "right"


def test_an_english_place_is_a_number_shown_as_english_writes_it() -> None:
    """The English history's "2nd", "3rd", "11th", "21st": numbers, each shown as written."""
    report = scala40_report("en")
    written = ["2nd", "3rd", "11th", "21st"]
    places = [*written, *(f"{h.rows[0].position}th" for h in report.histories[4:])]
    histories = tuple(
        dataclasses.replace(h, rows=(dataclasses.replace(h.rows[0], position=place),))
        for h, place in zip(report.histories, places, strict=True)
    )
    sheet = _load(dataclasses.replace(report, histories=histories))["History"]
    place = _headings(sheet)["Place"]
    cells = [row[place.column - 1] for row in sheet.iter_rows(min_row=3)][:4]
    assert [c.value for c in cells] == [2, 3, 11, 21]
    assert [c.number_format for c in cells] == ['0"nd"', '0"rd"', '0"th"', '0"st"']


def test_the_rules_sheet_holds_the_tie_breaks_and_the_vp_table() -> None:
    """The tie-break line the PDF prints under the title, and the VP table a band a row."""
    workbook = _load(burraco_report("it"))
    assert workbook.sheetnames[-1] == "Regole"
    rows = [r for r in workbook["Regole"].iter_rows(min_row=3, values_only=True)]
    assert rows[0] == ("Spareggi", "PV, Differenza punti, Scontro diretto")
    assert ("0–50", "10–10") in rows and ("1505 e oltre", "20–0") in rows
    assert ("Diff. punti", "PV vincente–perdente") in rows
    english = _load(burraco_report("en"))
    assert english.sheetnames[-1] == "Rules"
    assert next(english["Rules"].iter_rows(min_row=3, values_only=True))[0] == "Tie-breaks"


def test_the_rules_sheet_words_the_settings_as_the_printed_standings(services, tmp_path) -> None:
    """A tournament made through the services: each setting on the rules sheet reads as on
    the standings PDF ("Smazzate per turno: 3"), a setting a row beside its value."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    workbook_path, pdf_path = tmp_path / "t.xlsx", tmp_path / "t.pdf"
    actions.workbook_xlsx(services, tid, workbook_path)
    actions.standings_pdf(services, tid, pdf_path)
    rows = list(load_workbook(workbook_path)["Regole"].iter_rows(min_row=3, values_only=True))
    settings = dict(rows[: rows.index((None, None))])  # the VP table after an empty row
    assert settings["Smazzate per turno"] == "3"
    assert settings["PV del riposo"] and settings["Calendario"].startswith("Mitchell")
    printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf_path).pages)
    for setting, value in settings.items():
        assert f"{setting}: {value}" in printed, setting


def test_names_beside_numbers_start_indented() -> None:
    """A name right of a right-aligned entry number starts a little in, so "13 Rinaldi"
    never reads as one (and "N. NS" beside "NS" as one heading). The cells say left as
    well: LibreOffice draws no indent on a cell aligned "general" (the audit's
    "9Brambilla"). A club after the names needs no such gap."""
    sheet = _load(burraco_report("it"))["Classifica"]
    headings = _headings(sheet)
    players = headings["Giocatori"]
    cells = [players, *(row[players.column - 1] for row in sheet.iter_rows(min_row=3))]
    assert all(c.alignment.indent >= 1 and c.alignment.horizontal == "left" for c in cells)
    assert not headings["Circolo"].alignment.indent


def test_the_title_wraps_over_the_tables_width() -> None:
    """The long title (standings, tournament, game, date, venue) wraps within the table's
    columns instead of running past them, where it widened the printed page and shrank a
    narrow table on it."""
    sheet = _load(scala40_report("it"))["Iscritti"]
    merged = [str(r) for r in sheet.merged_cells.ranges]
    last = sheet.cell(row=2, column=sheet.max_column).column_letter
    assert merged == [f"A1:{last}1"]
    assert sheet["A1"].alignment.wrap_text
    assert sheet.row_dimensions[1].height >= 2 * 16  # two lines of the title's type


def _digits(text: str) -> float:
    """`text`'s width in Arial 10 (Helvetica's widths, which reportlab has) in widths of the
    digit 0, the unit of a column's width."""
    return float(stringWidth(text, "Helvetica", 10) / stringWidth("0", "Helvetica", 10))


def _needs_two_lines(sheet: Any, cell: Any) -> bool:
    """A column `w` wide holds `w` digits, less a point of margin a side (0.5 of a digit in
    all) and, for an indented cell, the indent's three spaces (1.5 digits): a text wider
    than that takes a second line even in LibreOffice, which draws at the face's own widths
    (Excel, whose unit is a little narrower, wraps a little sooner still)."""
    width = sheet.column_dimensions[cell.column_letter].width
    room = width - 0.5 - (1.5 if cell.alignment.indent else 0)
    return isinstance(cell.value, str) and _digits(cell.value) > room


def test_a_row_is_taller_than_a_line_only_where_a_text_needs_two() -> None:
    """60 pairs of long names from clubs of up to 52 characters: the 52-character club is on
    one line (it was wrapped and its row made two lines tall though it fits, so rows came
    out double height with blank space at random); a row is taller than a line exactly
    where one of its texts is too wide for its column, pair 60's 120-character name; that
    text is set to wrap, whole."""
    workbook = _load(sixty_pairs_report())
    assert _digits(CLUBS[0]) > 40  # as wide as the club that was wrapped before
    one_line = 12.75 + 3  # points: a line of Arial 10 and the row's margin
    for title in ("Classifica", "Turno 1", "Turno 2", "Iscritti"):
        sheet = workbook[title]
        tall = []
        for row in sheet.iter_rows(min_row=3):
            height = sheet.row_dimensions[row[0].row].height or 12.75
            needing = [c for c in row if _needs_two_lines(sheet, c)]
            assert (height > one_line) == bool(needing), (title, [c.value for c in row])
            assert all(c.alignment.wrap_text for c in needing), title
            tall += [row[0].row] if needing else []
        # Not a test that cannot fail: pair 60's row holds a text that does need two lines.
        long_rows = [
            row[0].row
            for row in sheet.iter_rows(min_row=3)
            if any(LONG_NAME in str(c.value) for c in row)
        ]
        assert long_rows and set(long_rows) <= set(tall), title
        clubs = [c for row in sheet.iter_rows(min_row=3) for c in row if c.value == CLUBS[0]]
        assert clubs or title.startswith("Turno"), title  # a round's sheet names no clubs
        assert all(not _needs_two_lines(sheet, c) for c in clubs), title
