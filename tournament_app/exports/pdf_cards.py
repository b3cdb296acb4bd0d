"""Cards handed to the players: score cards (what an entry played, round by round) and
movement cards (where a pair goes in each round of a Mitchell).

Two cards a page, A5 halves with a cut line between them, each card naming its tournament,
so a card cut off its page still says whose it is; a card too long for its half shrinks to
fit rather than run into the next one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, FrameBreak, KeepInFrame, Spacer, Table, TableStyle

from tournament_app.exports.card_documents import (
    MovementCard,
    MovementCards,
    ScoreCard,
    ScoreCards,
)
from tournament_app.exports.documents import HistoryRow, Language, TournamentHeader
from tournament_app.exports.grids import cell_text
from tournament_app.exports.labels import is_final, round_name, text
from tournament_app.exports.pdf_pages import (
    BOLD,
    FONT,
    GRID_LINE,
    HEADING_BACKGROUND,
    INK,
    STRIPE,
    Target,
    build,
    frame_width,
    half_height,
)
from tournament_app.exports.pdf_qr import beside_code
from tournament_app.exports.pdf_sheets import half_heading
from tournament_app.exports.pdf_tables import para, style, title_block

CARD_TYPE = 9.5  # points: the rows of a card, read in the hand
HEADING_TYPE = 8.5
CELL_PADDING = 4  # points either side of a cell's text
CODE = 24 * mm  # the results code on a card, read close up (a long address makes small squares)


def score_cards_pdf(document: ScoreCards, target: Target) -> None:
    """Every entry's score card, two a page."""
    header = document.header
    title = text(header.language, "score_cards")
    halves = [_card(header, _score_card(document, card)) for card in document.cards]
    if not halves:
        halves = [_card(header, title_block(text(header.language, "no_rows")))]
    build(target, header, title, _in_halves(halves), halves=True)


def movement_cards_pdf(document: MovementCards, target: Target) -> None:
    """Every pair's movement card, two a page."""
    header = document.header
    title = text(header.language, "movement_cards")
    halves = [_card(header, _movement_card(document, card)) for card in document.cards]
    if not halves:
        halves = [_card(header, title_block(text(header.language, "no_rows")))]
    build(target, header, title, _in_halves(halves), halves=True)


def _in_halves(cards: Sequence[Flowable]) -> list[Flowable]:
    story: list[Flowable] = []
    for index, card in enumerate(cards):
        if index:
            story.append(FrameBreak())
        story.append(card)
    return story


def _card(header: TournamentHeader, body: list[Flowable]) -> Flowable:
    """A card filling its half: the tournament on top, then `body`, shrunk if too long."""
    return KeepInFrame(
        frame_width(False), half_height(), [*half_heading(header), *body], mode="shrink"
    )


# -- score cards --------------------------------------------------------------------------------


def _score_card(document: ScoreCards, card: ScoreCard) -> list[Flowable]:
    header = document.header
    language = header.language
    # A scala 40 or individual burraco entry is one player.
    key = "score_card_player" if len(card.entry.players) == 1 else "score_card_pair"
    who = [
        para(text(language, key, n=card.entry.label), style(13, bold=True)),
        para(card.entry.names, style(12, leading=15)),
    ]
    if card.entry.club:
        who.append(para(card.entry.club, style(9.5)))
    return [
        *_beside_code(who, header),
        Spacer(1, 2.5 * mm),
        _score_rows(header, card),
        Spacer(1, 3 * mm),
        para(_standing_line(document, card), style(12, bold=True)),
    ]


def _beside_code(flowables: list[Flowable], header: TournamentHeader) -> list[Flowable]:
    """`flowables` with the results code at their right, where the tournament has one."""
    return beside_code(flowables, header, frame_width(False), CODE)


def _score_rows(header: TournamentHeader, card: ScoreCard) -> Table:
    """The card's grid: a row per round, and a closing row for what penalties took away."""
    language = header.language
    scala40 = header.game == "scala40"
    if scala40:
        keys = ["round", "table", "place_at_table", "at_the_table", "penalty_points"]
    else:
        keys = ["round", "table", "line", "opponents", "scored", "conceded"]
    # Scala 40's elimination has no points per round: no columns for them.
    with_points = not scala40 or any(row.points is not None for row in card.rows)
    if with_points:
        keys += ["placement_points" if scala40 else "vp", "running_total"]
    # Each figure's column as wide as its heading's longest word or its widest figure; the
    # opponents' names take the rest.
    cells = [_score_row(header, row, None, with_points, [], 0) for row in card.rows]
    widths = [
        max(
            max(stringWidth(w, BOLD, HEADING_TYPE) for w in text(language, key).split()),
            max(
                (stringWidth(str(c[i]), BOLD, CARD_TYPE) for c in cells if isinstance(c[i], str)),
                default=0,
            ),
        )
        + 2 * CELL_PADDING
        + 1
        for i, key in enumerate(keys)
    ]
    widths[3] = frame_width(False) - sum(widths) + widths[3]
    # Each heading stands like its column: centred over round, table and line, left over the
    # opponents' names, right over the figures.
    aligns = [TA_CENTER] * 3 + [TA_LEFT] + [TA_RIGHT] * (len(keys) - 4)
    rows: list[list[Any]] = [
        [
            para(text(language, key), style(HEADING_TYPE, bold=True, align=align))
            for key, align in zip(keys, aligns, strict=True)
        ]
    ]
    names = style(CARD_TYPE - 0.5, leading=(CARD_TYPE - 0.5) * 1.2)
    spans: list[tuple[Any, ...]] = []
    for row in card.rows:
        rows.append(_score_row(header, row, names, with_points, spans, len(rows)))
    if len(rows) == 1:
        rows.append(["", "", "", para(text(language, "no_rows"), names), *[""] * (len(keys) - 4)])
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(
        TableStyle(
            [
                ("FONT", (0, 1), (-1, -1), FONT, CARD_TYPE),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (0, 1), (2, -1), "CENTER"),
                ("ALIGN", (4, 1), (-1, -1), "RIGHT"),
                ("FONT", (-1, 1), (-1, -1), BOLD, CARD_TYPE),
                ("GRID", (0, 0), (-1, -1), 0.5, GRID_LINE),
                ("BOX", (0, 0), (-1, -1), 1, INK),
                ("BACKGROUND", (0, 0), (-1, 0), HEADING_BACKGROUND),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, STRIPE]),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
                ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
                *spans,
            ]
        )
    )
    return grid


def _score_row(
    header: TournamentHeader,
    row: HistoryRow,
    names: Any,
    with_points: bool,
    spans: list[tuple[Any, ...]],
    at: int,
) -> list[Any]:
    scala40 = header.game == "scala40"
    if row.round_number is None:
        # What penalties took away: the words across the first columns, then the figures.
        spans.append(("SPAN", (0, at), (3, at)))
        spans.append(("ALIGN", (0, at), (3, at), "RIGHT"))
        cells: list[Any] = [para(row.opponents, style(CARD_TYPE, align=TA_RIGHT)), "", "", ""]
    else:
        cells = [
            _round_cell(header, row.round_number),
            cell_text(row.table, "int"),
            _line(header.language, row.position),
            para(row.opponents, names),
        ]
    cells.append(cell_text(row.score_for, "signed" if row.round_number is None else "int"))
    if not scala40:
        cells.append(cell_text(row.score_against, "int"))
    if with_points:
        cells += [
            cell_text(row.points, "signed" if row.round_number is None else "number"),
            cell_text(row.running_total, "number"),
        ]
    return cells


def _round_cell(header: TournamentHeader, number: int) -> str:
    """The round's number under "Turno"; a scala 40 elimination's final says "Finale"."""
    return round_name(header, number) if number == header.final_round else str(number)


def _line(language: Language, position: str) -> str:
    return text(language, "eo") if position == "EO" else position


def _standing_line(document: ScoreCards, card: ScoreCard) -> str:
    """The card's last line: the total, the stage reached where the format has one, and the
    place ("3° di 24"); a withdrawn entry is said so rather than placed."""
    language = document.header.language
    parts = []
    if card.total is not None:
        key = "total_placement" if document.header.game == "scala40" else "total_vp"
        parts.append(f"{text(language, key)}: {cell_text(card.total, 'number')}")
    if card.stage:
        stage = card.stage
        if card.eliminated:
            stage += f" ({text(language, 'eliminated')})"
        parts.append(f"{text(language, 'stage_reached')}: {stage}")
    if card.withdrawn:
        place = text(language, "withdrawn")
    elif card.rank is None:
        place = text(language, "no_place_yet")
    else:
        place = text(language, "place_of", place=card.rank, of=document.entrants)
    placing = text(language, "placing")
    if not is_final(document.header):
        # The standings are not the final ones yet: the place may still change.
        placing += f" ({text(language, 'provisional')})"
    parts.append(f"{placing}: {place}")
    return " · ".join(parts)


# -- movement cards -----------------------------------------------------------------------------


def _movement_card(document: MovementCards, card: MovementCard) -> list[Flowable]:
    header = document.header
    language = header.language
    rounds = document.rounds
    movement = text(
        language, "movement_of", system=document.system, first=rounds[0], last=rounds[-1]
    )
    who = [
        para(text(language, "movement_card", n=card.entry.label), style(13, bold=True)),
        para(card.entry.names, style(12, leading=15)),
        para(movement, style(10)),
    ]
    keys = ["round", "table", "line", "against_pair"]
    heading_style = style(10, bold=True, align=TA_CENTER)
    rows: list[list[Any]] = [[para(text(language, key), heading_style) for key in keys]]
    for stop in card.stops:
        if stop.table is None and stop.opponents is None:
            rows.append([round_name(header, stop.round_number), text(language, "bye"), "", ""])
        else:
            rows.append(
                [
                    round_name(header, stop.round_number),
                    cell_text(stop.table, "int"),
                    stop.line,
                    cell_text(stop.opponents, "text"),
                ]
            )
    width = frame_width(False)
    grid = Table(rows, colWidths=[width * 0.28, width * 0.24, width * 0.2, width * 0.28])
    # Large for a card read across the room; a long movement a little smaller, to stay whole.
    size, table_size, padding = (14, 18, 3) if len(card.stops) <= 4 else (12, 15, 1.5)
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 1), (-1, -1), FONT, size),
        ("FONT", (1, 1), (1, -1), BOLD, table_size),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (0, 0), (-1, -1), 0.5, GRID_LINE),
        ("BOX", (0, 0), (-1, -1), 1, INK),
        ("BACKGROUND", (0, 0), (-1, 0), HEADING_BACKGROUND),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding + 2),
    ]
    commands += [
        ("FONT", (1, i), (1, i), FONT, size)
        for i, stop in enumerate(card.stops, start=1)
        if stop.table is None
    ]
    grid.setStyle(TableStyle(commands))
    notes = [text(language, "foreseen")] if not all(s.seated for s in card.stops) else []
    if document.after:
        notes.append(document.after)
    story = [*_beside_code(who, header), Spacer(1, 3 * mm), grid]
    if notes:
        story += [Spacer(1, 3 * mm), *(para(note, style(9.5)) for note in notes)]
    return story
