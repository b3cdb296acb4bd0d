"""Paper used at the tables: table cards and pre-filled scoresheets (burraco, scala 40)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepInFrame,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from tournament_app.exports.documents import (
    BurracoScoresheet,
    Language,
    RoundSeating,
    Scala40Scoresheet,
    Scoresheet,
    TableSeating,
)
from tournament_app.exports.labels import text
from tournament_app.exports.pdf_layout import (
    BOLD,
    FONT,
    GRID_LINE,
    HEADING_BACKGROUND,
    INK,
    STRIPE,
    Target,
    build,
    fitting_para,
    frame_height,
    frame_width,
    para,
    style,
    title_block,
    vp_table,
)


def table_cards_pdf(seating: RoundSeating, target: Target) -> None:
    """One landscape page per table: the number huge, the round, who sits where."""
    header = seating.header
    language = header.language
    width = frame_width(True)
    story: list[Flowable] = []
    for index, table in enumerate(seating.tables):
        if index:
            story.append(PageBreak())
        # Shrunk as a whole if six seats or long names would not fit: one card, one page.
        story.append(
            KeepInFrame(
                width, frame_height(True), _table_card(seating, table, width), mode="shrink"
            )
        )
    if not story:
        story = title_block(text(language, "no_rows"))
    build(target, header, text(language, "round_n", n=seating.round_number), story, wide=True)


def _table_card(seating: RoundSeating, table: TableSeating, width: float) -> list[Flowable]:
    language = seating.header.language
    label = style(26, align=TA_CENTER)
    # Two lines leave room for the biggest number; a scala 40 table of 4-6 needs the space.
    big = 200 if len(table.seats) <= 2 else 150
    positions = {"NS": text(language, "ns"), "EO": text(language, "eo")}
    rows = [
        [
            positions.get(seat.position, f"{text(language, 'seat')} {seat.position}"),
            str(seat.entry.number),
            para(seat.entry.names, style(18, leading=23)),
        ]
        for seat in table.seats
    ]
    seats = Table(rows, colWidths=[32 * mm, 22 * mm, width - 54 * mm])
    seats.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (1, -1), BOLD, 18),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("LINEABOVE", (0, 0), (-1, 0), 0.8, GRID_LINE),
                ("LINEBELOW", (0, 0), (-1, -1), 0.8, GRID_LINE),
                ("TOPPADDING", (0, 0), (-1, -1), 5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 7),
            ]
        )
    )
    return [
        para(text(language, "table_card"), label),
        Spacer(1, 2 * mm),
        Paragraph(str(table.table), style(big, bold=True, align=TA_CENTER, leading=big)),
        Spacer(1, 8 * mm),
        para(text(language, "round_n", n=seating.round_number), label),
        Spacer(1, 5 * mm),
        seats,
    ]


def scoresheets_pdf(sheets: Sequence[Scoresheet], target: Target) -> None:
    """Pre-filled scoresheets, one per page, for every table of a round."""
    if not sheets:
        raise ValueError("no scoresheets to print: the round has no tables")
    header = sheets[0].header
    language = header.language
    story: list[Flowable] = []
    # One page shape for the round: landscape as soon as one scala 40 table seats five or six
    # (tables of 4 and 5 mix in one round, in any order).
    wide = any(isinstance(sheet, Scala40Scoresheet) and len(sheet.seats) > 4 for sheet in sheets)
    for index, sheet in enumerate(sheets):
        if index:
            story.append(PageBreak())
        if isinstance(sheet, BurracoScoresheet):
            story += _burraco_sheet(sheet)
        else:
            story += _scala40_sheet(sheet, wide)
    title = (
        f"{text(language, 'scoresheet')} – {text(language, 'round_n', n=sheets[0].round_number)}"
    )
    build(target, header, title, story, wide=wide)


def _sheet_title(language: Language, round_number: int, table: int) -> list[Flowable]:
    words = (
        f"{text(language, 'scoresheet')} · {text(language, 'round_n', n=round_number)} · "
        f"{text(language, 'table')} {table}"
    )
    return title_block(words, 17)


def _burraco_sheet(sheet: BurracoScoresheet) -> list[Flowable]:
    language = sheet.header.language
    width = frame_width(False)
    ns, eo = text(language, "ns"), text(language, "eo")
    names = style(11, leading=14)
    pairs = Table(
        [
            [ns, str(sheet.ns.label), para(sheet.ns.names, names)],
            [eo, str(sheet.eo.label), para(sheet.eo.names, names)],
        ],
        colWidths=[14 * mm, 14 * mm, width - 28 * mm],
    )
    pairs.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (1, -1), BOLD, 12),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("BOX", (0, 0), (-1, -1), 0.8, GRID_LINE),
                ("LINEBELOW", (0, 0), (-1, 0), 0.4, GRID_LINE),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    base, cards, total = text(language, "base"), text(language, "cards"), text(language, "total")
    hand = text(language, "hand")
    rows: list[list[str]] = [
        ["", f"{ns} · {sheet.ns.label}", "", "", f"{eo} · {sheet.eo.label}", "", ""],
        [hand, base, cards, total, base, cards, total],
    ]
    rows += [[str(n), "", "", "", "", "", ""] for n in range(1, sheet.hands + 1)]
    rows.append([text(language, "turno_total"), "", "", "", "", "", ""])
    rows.append([text(language, "difference"), "", "", "", "", "", ""])
    rows.append([text(language, "vp"), "", "", "", "", "", ""])
    first = 30 * mm
    column = (width - first) / 6
    grid = Table(
        rows,
        colWidths=[first] + [column] * 6,
        rowHeights=[7 * mm, 7 * mm] + [11 * mm] * (len(rows) - 2),
    )
    last = len(rows) - 1
    grid.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), FONT, 10),
                ("FONT", (0, 0), (-1, 1), BOLD, 10),
                ("FONT", (0, last - 2), (0, last), BOLD, 10),
                ("SPAN", (1, 0), (3, 0)),
                ("SPAN", (4, 0), (6, 0)),
                ("SPAN", (1, last - 2), (3, last - 2)),
                ("SPAN", (4, last - 2), (6, last - 2)),
                ("SPAN", (1, last - 1), (6, last - 1)),
                ("SPAN", (1, last), (3, last)),
                ("SPAN", (4, last), (6, last)),
                ("ALIGN", (0, 0), (-1, 1), "CENTER"),
                ("ALIGN", (0, 2), (0, -1), "CENTER"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("GRID", (0, 0), (-1, -1), 0.6, GRID_LINE),
                ("BOX", (0, 0), (-1, -1), 1.2, INK),
                ("LINEAFTER", (3, 0), (3, -1), 1.2, INK),
                ("LINEABOVE", (0, last - 2), (-1, last - 2), 1.2, INK),
                ("BACKGROUND", (0, 0), (-1, 1), HEADING_BACKGROUND),
                ("BACKGROUND", (3, 2), (3, last - 3), STRIPE),
                ("BACKGROUND", (6, 2), (6, last - 3), STRIPE),
            ]
        )
    )
    signatures = Table(
        [[f"{text(language, 'signature')} {ns}", "", f"{text(language, 'signature')} {eo}", ""]],
        colWidths=[24 * mm, width / 2 - 30 * mm, 24 * mm, width / 2 - 18 * mm],
        rowHeights=[14 * mm],
    )
    signatures.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), BOLD, 10),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                ("LINEBELOW", (1, 0), (1, 0), 0.8, INK),
                ("LINEBELOW", (3, 0), (3, 0), 0.8, INK),
            ]
        )
    )
    story: list[Flowable] = [
        *_sheet_title(language, sheet.round_number, sheet.table),
        pairs,
        Spacer(1, 6 * mm),
        grid,
        Spacer(1, 4 * mm),
        signatures,
        Spacer(1, 8 * mm),
    ]
    if sheet.header.rules.vp_bands:
        story.append(CondPageBreak(25 * mm))
        story.append(vp_table(sheet.header.rules, language, width=width, size=9))
    return story


HAND_ROW = 8.2 * mm  # room to write a three-figure penalty by hand
NARROWEST_HAND_ROW = 5.5 * mm  # below this, handwriting no longer fits: the sheet runs on


def _scala40_sheet(sheet: Scala40Scoresheet, wide: bool) -> list[Flowable]:
    language = sheet.header.language
    width = frame_width(wide)
    players = max(1, len(sheet.seats))
    first = 17 * mm  # wide enough for "Signature" in 7-point bold
    pair = (width - first) / players
    heading_row: list[Any] = [text(language, "hand")]
    sub_row: list[str] = [""]
    for seat in sheet.seats:
        heading_row += [
            fitting_para(f"{seat.position} · {seat.entry.number} {seat.entry.names}", pair - 16, 9),
            "",
        ]
        sub_row += [text(language, "points"), text(language, "total")]
    rows: list[list[Any]] = [heading_row, sub_row]
    rows += [[str(n)] + [""] * (2 * players) for n in range(1, sheet.hand_rows + 1)]
    # "Signature" in English is wider than the hand column (less its 6-point paddings): its
    # type shrinks to fit.
    rows.append([fitting_para(text(language, "signature"), first - 14, 8)] + [""] * (2 * players))
    widths = [first] + [pair * 0.45, pair * 0.55] * players
    limit = text(language, "limit", n=sheet.limit)
    marks = " · ".join(f"{mark} = {meaning}" for mark, meaning in sheet.marks)
    legend = f"{limit} · {text(language, 'marks')}: {marks}" if marks else limit
    above = [*_sheet_title(language, sheet.round_number, sheet.table), para(legend, style(9))]
    above.append(Spacer(1, 3 * mm))
    heading = Table([heading_row], colWidths=widths)
    fixed = sum(f.wrap(width, frame_height(wide))[1] for f in [*above, heading])
    # The hand rows share what the page leaves, so the signatures stay on the table's page.
    room = frame_height(wide) - fixed - 6 * mm - 13 * mm - 2 * mm
    hand_row = max(NARROWEST_HAND_ROW, min(HAND_ROW, room / max(1, sheet.hand_rows)))
    heights = [None, 6 * mm] + [hand_row] * sheet.hand_rows + [13 * mm]
    table = Table(rows, colWidths=widths, rowHeights=heights, repeatRows=2)
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, 9),
        ("FONT", (0, 0), (-1, 1), BOLD, 8),
        ("FONT", (0, -1), (0, -1), BOLD, 8),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (0, 0), (-1, -1), 0.5, GRID_LINE),
        ("BOX", (0, 0), (-1, -1), 1.2, INK),
        ("BACKGROUND", (0, 0), (-1, 1), HEADING_BACKGROUND),
    ]
    for place in range(players):
        left, right = 1 + 2 * place, 2 + 2 * place
        commands += [
            ("SPAN", (left, 0), (right, 0)),
            ("SPAN", (left, len(rows) - 1), (right, len(rows) - 1)),
            ("LINEBEFORE", (left, 0), (left, -1), 1.2, INK),
            ("BACKGROUND", (right, 2), (right, len(rows) - 2), STRIPE),
        ]
    table.setStyle(TableStyle(commands))
    return [*above, table]
