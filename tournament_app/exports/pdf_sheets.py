"""Paper used at the tables: table cards and pre-filled scoresheets (burraco, scala 40)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import (
    Flowable,
    FrameBreak,
    KeepInFrame,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from tournament_app.exports.documents import (
    BurracoScoresheet,
    EntryRef,
    Language,
    RoundSeating,
    RulesSummary,
    Scala40Scoresheet,
    Scoresheet,
    TableSeating,
    TournamentHeader,
    VictoryPointBand,
)
from tournament_app.exports.labels import header_subtitle, round_name, text
from tournament_app.exports.pdf_pages import (
    BOLD,
    FONT,
    GRID_LINE,
    HEADING_BACKGROUND,
    INK,
    STRIPE,
    Target,
    build,
    frame_height,
    frame_width,
    half_height,
)
from tournament_app.exports.pdf_qr import entry_block, results_code
from tournament_app.exports.pdf_tables import fitting_para, para, style, title_block, vp_table


def table_cards_pdf(
    seating: RoundSeating,
    target: Target,
    *,
    entry_codes: Mapping[int, tuple[str, str]] | None = None,
) -> None:
    """One landscape page per table: the number huge, the round, who sits where; with
    `entry_codes` (table: its code, the hall's address), the code to enter the result by
    phone, typed and as a QR code opening the hall's entry page with it."""
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
                width,
                frame_height(True),
                _table_card(seating, table, width)
                + entry_block(seating.header.language, (entry_codes or {}).get(table.table), width),
                mode="shrink",
            )
        )
    if not story:
        story = title_block(text(language, "no_rows"))
    build(target, header, round_name(header, seating.round_number), story, wide=True)


def _table_card(seating: RoundSeating, table: TableSeating, width: float) -> list[Flowable]:
    language = seating.header.language
    label = style(26, align=TA_CENTER)
    # Two lines leave room for the biggest number; a scala 40 table of 4-6 needs the space.
    big = 200 if len(table.seats) <= 2 else 150
    positions = {
        "NS": text(language, "ns"),
        "EO": text(language, "eo"),
        "C": text(language, "third"),
    }
    # Scala 40 in pairs: each of the table's two places is a pair ("Coppia 1", "Coppia 2").
    seat_word = text(language, "pair" if seating.pairs else "seat")
    rows = [
        [
            positions.get(seat.position, f"{seat_word} {seat.position}"),
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
    number: Flowable = Paragraph(
        str(table.table), style(big, bold=True, align=TA_CENTER, leading=big)
    )
    code = results_code(seating.header)
    if code is not None:
        # The results code in the corner, the number still in the middle of the card.
        side = code.wrap(width, big)[0]
        number = Table([["", number, code]], colWidths=[side, width - 2 * side, side])
        number.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                    ("TOPPADDING", (0, 0), (-1, -1), 0),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                ]
            )
        )
    return [
        para(text(language, "table_card"), label),
        Spacer(1, 2 * mm),
        number,
        Spacer(1, 8 * mm),
        para(round_name(seating.header, seating.round_number), label),
        Spacer(1, 5 * mm),
        seats,
    ]


def scoresheets_pdf(
    sheets: Sequence[Scoresheet],
    target: Target,
    *,
    entry_codes: Mapping[int, tuple[str, str]] | None = None,
) -> None:
    """Pre-filled scoresheets for every table of a round: burraco two a page (A5 halves to
    cut apart), scala 40 one a page; with `entry_codes` (table: its code, the hall's
    address), a burraco sheet carries its table's code to enter the result by phone."""
    if not sheets:
        raise ValueError("no scoresheets to print: the round has no tables")
    header = sheets[0].header
    language = header.language
    title = f"{text(language, 'scoresheet')} – {round_name(header, sheets[0].round_number)}"
    burraco = [sheet for sheet in sheets if isinstance(sheet, BurracoScoresheet)]
    if len(burraco) == len(sheets):
        # Clubs print every table's sheet every round: two to a page halves a 250-table
        # evening's paper. An odd last table leaves the lower half blank.
        halves: list[Flowable] = []
        for index, half in enumerate(burraco):
            if index:
                halves.append(FrameBreak())
            # Shrunk only if names too long for any sheet would push it into the next half.
            code = (entry_codes or {}).get(half.table)
            entry = entry_block(language, code, frame_width(False), size=SHEET_CODE, small=True)
            halves.append(
                KeepInFrame(
                    frame_width(False), half_height(), _burraco_sheet(half) + entry, mode="shrink"
                )
            )
        build(target, header, title, halves, halves=True)
        return
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
    build(target, header, title, story, wide=wide)


def _sheet_title(
    header: TournamentHeader, round_number: int, table: int, size: float = 17
) -> list[Flowable]:
    language = header.language
    words = (
        f"{text(language, 'scoresheet')} · {round_name(header, round_number)} · "
        f"{text(language, 'table')} {table}"
    )
    return title_block(words, size)


# A burraco sheet fills an A5 half (see scoresheets_pdf): these keep it legible and writable.
SHEET_TYPE = 9  # points: the sheet's words, read across the table
WRITING_ROW = 8 * mm  # a cell filled in by hand: room for a four-figure score in biro
HEADING_ROW = 5.5 * mm  # printed words only
SIGNATURE_ROW = 10 * mm
VP_TYPE = 8  # the VP table, a column beside the grid
GUTTER = 4 * mm  # between the grid and the VP table
SHEET_CODE = 18 * mm  # the table's entry code on a sheet: read by a phone over the table


def _burraco_sheet(sheet: BurracoScoresheet) -> list[Flowable]:
    """One table's segnapunti for an A5 half: whose it is, the two pairs, the grid with the
    signatures under it and the VP table beside it."""
    language = sheet.header.language
    width = frame_width(False)
    names = style(9.5, leading=11.5)
    pairs = Table(
        [
            [text(language, key), str(ref.label), para(ref.names, names)]
            for key, ref in _lines(sheet)
        ],
        colWidths=[12 * mm, 14 * mm, width - 26 * mm],
    )
    pairs.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (1, -1), BOLD, 10),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("BOX", (0, 0), (-1, -1), 0.8, GRID_LINE),
                ("LINEBELOW", (0, 0), (-1, -2), 0.4, GRID_LINE),
                ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5),
            ]
        )
    )
    vp: Flowable | str = ""
    vp_width = 0.0
    if sheet.header.rules.vp_bands:
        vp = vp_table(
            _merged_bands(sheet.header.rules), language, width=width, size=VP_TYPE, down=True
        )
        vp_width = vp.wrap(width, half_height())[0]
    left = width - vp_width - GUTTER if vp_width else width
    written: list[Flowable] = [_burraco_grid(sheet, left), Spacer(1, 2 * mm)]
    if sheet.vp_rule:  # a table of three: how its VP are shared, stated on the sheet
        written += [para(sheet.vp_rule, style(7, leading=8.5)), Spacer(1, 1 * mm)]
    written.append(_signatures(language, left, [key for key, _ in _lines(sheet)]))
    body = Table([[written, vp]], colWidths=[width - vp_width, vp_width])
    body.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return [
        *half_heading(sheet.header),
        *_sheet_title(sheet.header, sheet.round_number, sheet.table, 13),
        pairs,
        Spacer(1, 2.5 * mm),
        body,
    ]


def half_heading(header: TournamentHeader) -> list[Flowable]:
    """The tournament atop each half: a sheet cut off its page still says whose it is."""
    width = frame_width(False)
    lines = Table(
        [[para(header.name, style(10, bold=True))], [para(header_subtitle(header), style(8))]],
        colWidths=[width],
    )
    lines.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
                ("LINEBELOW", (0, -1), (-1, -1), 0.6, GRID_LINE),
            ]
        )
    )
    return [lines, Spacer(1, 2.5 * mm)]


def _merged_bands(rules: RulesSummary) -> RulesSummary:
    """Neighbouring bands that give the same VP as one band, same differences, same VP: a
    table never prints longer than VP 10 to 20, eleven bands, however a club split it."""
    bands: list[VictoryPointBand] = []
    for band in rules.vp_bands:
        if bands and (bands[-1].winner, bands[-1].loser) == (band.winner, band.loser):
            bands[-1] = dataclasses.replace(bands[-1], high=band.high)
        else:
            bands.append(band)
    return dataclasses.replace(rules, vp_bands=tuple(bands))


def _lines(sheet: BurracoScoresheet) -> list[tuple[str, EntryRef]]:
    """The sheet's lines, each by its word's key: NS and EO, and the third at a table of
    three pairs."""
    lines = [("ns", sheet.ns), ("eo", sheet.eo)]
    return lines + ([("third", sheet.third)] if sheet.third is not None else [])


def _burraco_grid(sheet: BurracoScoresheet, width: float) -> Table:
    """Per hand and line base, cards and hand total; then turno totals, difference (at a
    table of two), VP."""
    language = sheet.header.language
    lines = _lines(sheet)
    count = len(lines)
    base, cards, total = text(language, "base"), text(language, "cards"), text(language, "total")
    hand = text(language, "hand")
    # A table of three has no one difference: each pair's VP come from its two meetings.
    keys = ("turno_total", "difference", "vp") if count == 2 else ("turno_total", "vp")
    closing = [text(language, key) for key in keys]
    blank = [""] * (3 * count)
    heading = [""]
    for key, ref in lines:
        heading += [f"{text(language, key)} · {ref.label}", "", ""]
    rows: list[list[str]] = [heading, [hand, *([base, cards, total] * count)]]
    rows += [[str(n), *blank] for n in range(1, sheet.hands + 1)]
    rows += [[label, *blank] for label in closing]
    # The labels stay on one line (6-point paddings either side), the cells share the rest.
    first = max(pdfmetrics.stringWidth(w, BOLD, SHEET_TYPE) for w in [hand, *closing]) + 14
    column = (width - first) / (3 * count)
    type_size = SHEET_TYPE if count == 2 else SHEET_TYPE - 1.5
    grid = Table(
        rows,
        colWidths=[first] + [column] * (3 * count),
        rowHeights=[HEADING_ROW] * 2 + [WRITING_ROW] * (len(rows) - 2),
    )
    last = len(rows) - 1
    closed = last - len(closing) + 1  # the first closing row
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, type_size),
        ("FONT", (0, 0), (-1, 1), BOLD, type_size),
        ("FONT", (0, closed), (0, last), BOLD, type_size),
        ("ALIGN", (0, 0), (-1, 1), "CENTER"),
        ("ALIGN", (0, 2), (0, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("GRID", (0, 0), (-1, -1), 0.6, GRID_LINE),
        ("BOX", (0, 0), (-1, -1), 1.2, INK),
        ("LINEABOVE", (0, closed), (-1, closed), 1.2, INK),
        ("BACKGROUND", (0, 0), (-1, 1), HEADING_BACKGROUND),
    ]
    for line in range(count):
        first_cell, last_cell = 1 + 3 * line, 3 + 3 * line
        commands += [
            ("SPAN", (first_cell, 0), (last_cell, 0)),
            ("BACKGROUND", (last_cell, 2), (last_cell, closed - 1), STRIPE),
        ]
        if line < count - 1:
            commands.append(("LINEAFTER", (last_cell, 0), (last_cell, -1), 1.2, INK))
        for row, key in enumerate(keys, start=closed):
            if key != "difference":
                commands.append(("SPAN", (first_cell, row), (last_cell, row)))
    if "difference" in keys:
        commands.append(("SPAN", (1, closed + 1), (-1, closed + 1)))
    grid.setStyle(TableStyle(commands))
    return grid


def _signatures(language: Language, width: float, keys: Sequence[str] = ("ns", "eo")) -> Table:
    """A line to sign for each pair, under the grid."""
    labels = [f"{text(language, 'signature')} {text(language, line)}" for line in keys]
    label = max(pdfmetrics.stringWidth(w, BOLD, SHEET_TYPE) for w in labels) + 14
    line = width / len(keys) - label
    cells: list[str] = []
    widths: list[float] = []
    for name in labels:
        cells += [name, ""]
        widths += [label, line]
    signatures = Table([cells], colWidths=widths, rowHeights=[SIGNATURE_ROW])
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), BOLD, SHEET_TYPE),
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ("LEFTPADDING", (0, 0), (0, 0), 0),
    ]
    for index in range(len(keys)):
        commands.append(("LINEBELOW", (2 * index + 1, 0), (2 * index + 1, 0), 0.8, INK))
        if index:
            commands.append(("ALIGN", (2 * index, 0), (2 * index, 0), "RIGHT"))
    signatures.setStyle(TableStyle(commands))
    return signatures


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
            [  # "Posto 1 · n. 10" over the names: which number is the seat, which the entry
                fitting_para(
                    text(language, "seat_entry", seat=seat.position, number=seat.entry.number),
                    pair - 16,
                    9,
                ),
                fitting_para(seat.entry.names, pair - 16, 9),
            ],
            "",
        ]
        sub_row += [text(language, "points"), text(language, "total")]
    rows: list[list[Any]] = [heading_row, sub_row]
    rows += [[str(n)] + [""] * (2 * players) for n in range(1, sheet.hand_rows + 1)]
    # "Signature" in English is wider than the hand column (less its 6-point paddings): its
    # type shrinks to fit.
    rows.append([fitting_para(text(language, "signature"), first - 14, 8)] + [""] * (2 * players))
    widths = [first] + [pair * 0.45, pair * 0.55] * players
    limit = (
        text(language, "pairs_match", count=sheet.pairs_target, n=sheet.pairs_target)
        if sheet.pairs_target
        else text(language, "limit_above" if sheet.out_above else "limit", n=sheet.limit)
    )
    marks = " · ".join(f"{mark} = {meaning}" for mark, meaning in sheet.marks)
    legend = f"{limit} · {text(language, 'marks')}: {marks}" if marks else limit
    above = [*_sheet_title(sheet.header, sheet.round_number, sheet.table), para(legend, style(9))]
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
