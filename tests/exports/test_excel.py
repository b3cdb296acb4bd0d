"""The tournament workbook reads back with the right sheets, numbers, names and print setup."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.exports.specimens import BAD_NAMES, burraco_report, scala40_report
from tournament_app.exports.excel import write_workbook


def _load(report):
    stream = io.BytesIO()
    write_workbook(report, stream)
    stream.seek(0)
    return load_workbook(stream)


def _column(sheet, heading: str) -> list:
    headings = [c.value for c in sheet[2]]
    index = headings.index(heading)
    return [row[index] for row in sheet.iter_rows(min_row=3, values_only=True)]


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("it", ["Classifica", "Turno 1", "Turno 2", "Iscritti", "Penalità", "Storico", "Regole"]),
        ("en", ["Standings", "Round 1", "Round 2", "Entries", "Penalties", "History", "Rules"]),
    ],
)
def test_sheets_follow_the_language(language: str, names: list[str]) -> None:
    """One sheet for the standings, one per round, entries, penalties, history and rules."""
    assert _load(burraco_report(language)).sheetnames == names


def test_standings_hold_real_numbers() -> None:
    """VP, MP difference and VP per round are numbers, so a director can sort and sum them."""
    sheet = _load(burraco_report("it"))["Classifica"]
    assert [c.value for c in sheet[2]][:6] == [
        "Pos.",
        "N.",
        "Giocatori",
        "Circolo",
        "PV",
        "Diff. punti",
    ]
    first = sheet[3]
    assert first[0].value == 1 and first[0].data_type == "n"
    # Pair 1 (13 + 12 = 25 VP, +420) leads the hand-made ranking.
    assert first[1].value == 1
    assert first[4].value == 25 and first[4].data_type == "n"
    assert first[5].value == 420 and first[5].number_format == "+0;-0;0"
    assert _column(sheet, "T1")[0] == 13 and _column(sheet, "T2")[0] == 12
    assert sum(v for v in _column(sheet, "PV")) == 25 + 25 + 20 + 22 + 17 + 17 + 14 + 20


def test_round_sheet_has_mp_and_vp_per_table() -> None:
    """Round 1, table 2: 1600 against 1060 MP gives 15-5 VP."""
    sheet = _load(burraco_report("it"))["Turno 1"]
    table_two = next(row for row in sheet.iter_rows(min_row=3, values_only=True) if row[0] == 2)
    assert table_two[5:9] == (1600, 1060, 15, 5)


def test_missing_sheet_and_bye_stay_empty_not_zero() -> None:
    """A missing result is an empty cell (not 0); the bye says so in the EO column."""
    rows = list(_load(burraco_report("it"))["Turno 2"].iter_rows(min_row=3, values_only=True))
    missing = next(r for r in rows if r[0] == 2)
    assert missing[5:9] == (None, None, None, None)
    bye = next(r for r in rows if r[0] is None)
    assert bye[4] == "riposo" and bye[7] == 14


@pytest.mark.parametrize("make", [burraco_report, scala40_report])
def test_bad_names_are_literal_text_never_formulas(make) -> None:
    """Every awkward name comes back exactly as typed and as a text cell."""
    workbook = _load(make("it"))
    texts = {}
    for sheet in workbook:
        for row in sheet.iter_rows():
            for cell in row:
                if isinstance(cell.value, str):
                    texts[cell.value] = cell
                assert cell.data_type != "f", f"{sheet.title}!{cell.coordinate} became a formula"
    joined = "\n".join(texts)
    for name in BAD_NAMES:
        assert name in joined
    leading = [cell for value, cell in texts.items() if value.startswith(("=", "+", "-", "@"))]
    assert leading, "the specimens hold names starting with = + - @"
    assert all(cell.data_type == "s" and cell.quotePrefix for cell in leading)


def test_sheets_freeze_and_repeat_their_headings_and_fit_the_width() -> None:
    """Headings stay visible and print on every page; wide sheets print landscape; the
    margins are narrow (openpyxl's own, an inch top and bottom, three quarters a side, left
    a landscape page a fifth shorter and the table smaller on it)."""
    workbook = _load(burraco_report("it"))
    for sheet in workbook:
        assert sheet.freeze_panes == "A3"
        assert sheet.print_title_rows == "$1:$2"
        assert sheet.page_setup.fitToWidth == 1 and sheet.page_setup.fitToHeight == 0
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        margins = sheet.page_margins
        assert margins.left <= 0.5 and margins.right <= 0.5, sheet.title
        assert margins.top <= 0.75 and margins.bottom <= 0.75, sheet.title
        # The caption above and the page number below sit inside those margins.
        assert margins.header < margins.top and margins.footer < margins.bottom
    assert workbook["Turno 1"].page_setup.orientation == "landscape"
    # Filter buttons over the heading row and every data row: 9 columns (Pos. to T2),
    # 8 pairs in rows 3 to 10; a sheet with no rows (no penalties in scala 40) has none.
    assert workbook["Classifica"].auto_filter.ref == "A2:I10"
    assert workbook["Penalità"].auto_filter.ref == "A2:G4"
    assert _load(scala40_report("it"))["Penalità"].auto_filter.ref is None
    assert workbook["Iscritti"].page_setup.orientation == "portrait"


def test_column_widths_fit_the_longest_name_up_to_a_limit() -> None:
    """The players column is wide enough for ordinary names, capped for the 120-character one."""
    sheet = _load(burraco_report("it"))["Classifica"]
    assert 30 <= sheet.column_dimensions["C"].width <= 80  # the long name: some 140 digits
    assert sheet.column_dimensions["A"].width < 10


def test_scala40_standings_show_stage_points_and_totals() -> None:
    """Scala 40: stage reached, placement points and penalty total, as numbers."""
    sheet = _load(scala40_report("en"))["Standings"]
    headings = [c.value for c in sheet[2]]
    assert headings[4:7] == ["Stage", "Placement pts", "Total penalty"]
    top = [row for row in sheet.iter_rows(min_row=3, values_only=True)][:3]
    # Table winners (4 placement points, 40 card penalty) come first.
    assert [(r[5], r[6]) for r in top] == [(4, 40)] * 3


def test_writes_to_a_path_and_reports_progress(tmp_path: Path) -> None:
    """A file path works as well as a stream; progress counts every sheet."""
    seen: list[tuple[int, int]] = []
    target = tmp_path / "torneo.xlsx"
    write_workbook(
        burraco_report("it"), target, progress=lambda done, total: seen.append((done, total))
    )
    assert load_workbook(target).sheetnames[0] == "Classifica"
    assert seen[-1] == (7, 7) and len(seen) == 7


def test_group_sheets_get_names_excel_accepts() -> None:
    """A group named with / [ ] : * ? and a clash with another sheet still gets a valid name."""
    import dataclasses

    report = burraco_report("it")
    odd = dataclasses.replace(report.standings, scope="Girone A/B: [1]*?")
    clash = dataclasses.replace(report.standings, scope="Classifica")
    long = dataclasses.replace(report.standings, scope="Categoria " + "X" * 40)
    workbook = _load(dataclasses.replace(report, extra_standings=(odd, clash, long)))
    names = workbook.sheetnames
    assert names[:4] == ["Classifica", "Girone A B 1", "Classifica (2)", "Categoria " + "X" * 21]
    assert all(len(n) <= 31 for n in names)


def test_an_unwritable_target_names_the_file_and_leaves_nothing(tmp_path: Path) -> None:
    """A missing folder fails with the chosen file's name; no scratch file is left behind."""
    target = tmp_path / "missing" / "torneo.xlsx"
    with pytest.raises(FileNotFoundError) as raised:
        write_workbook(burraco_report("it"), target)
    assert raised.value.filename == str(target)
    assert not (tmp_path / "missing").exists()


def test_writing_over_an_old_workbook_replaces_it_whole(tmp_path: Path) -> None:
    """Exporting again over last round's file leaves exactly the new workbook, no leftovers."""
    target = tmp_path / "torneo.xlsx"
    target.write_bytes(b"an old file")
    write_workbook(scala40_report("it"), target)
    assert load_workbook(target).sheetnames[0] == "Classifica"
    assert [p.name for p in tmp_path.iterdir()] == ["torneo.xlsx"]


def test_history_sheet_lists_each_entrys_rounds_with_running_totals() -> None:
    """Pair 4: table 4 in round 1 (700-700, 10 VP), the bye in round 2 (14 VP, 24 in all)."""
    sheet = _load(burraco_report("it"))["Storico"]
    assert [c.value for c in sheet[2]] == [
        "N.", "Giocatori", "Turno", "Tavolo", "Linea", "Avversari", "Fatti", "Subiti", "PV",
        "Progressivo",
    ]  # fmt: skip
    rows = [r for r in sheet.iter_rows(min_row=3, values_only=True) if r[0] == 4]
    assert [(r[2], r[3], r[6], r[7], r[8], r[9]) for r in rows] == [
        (1, 4, 700, 700, 10, 10),
        (2, None, 355, None, 14, 24),
    ]
    assert rows[1][5] == "riposo"
