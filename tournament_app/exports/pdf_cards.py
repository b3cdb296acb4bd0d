"""Cards handed to the players: score cards (what an entry played, round by round) and
movement cards (where a pair goes in each round of a Mitchell).

Two cards a page (A5 halves with a cut line between them) or four (A6 quarters, a 2x2 grid
with faint cut marks), each card naming its tournament, so a card cut off its page still
says whose it is. Type is sized for reading in the hand: a four-a-page card is a little
smaller (figures 8.5 points, names and headings 7.5); `fits_four_a_page` says whether a card
fits a quarter at those sizes (the services print two a page when one does not). A card too long
for its space shrinks to fit rather than run into the next one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    Flowable,
    FrameBreak,
    HRFlowable,
    KeepInFrame,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from tournament_app.exports.card_documents import (
    MovementCard,
    MovementCards,
    ScoreCard,
    ScoreCards,
)
from tournament_app.exports.documents import HistoryRow, Language, TournamentHeader
from tournament_app.exports.grids import cell_text
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
    frame_width,
    half_height,
    quarter_size,
)
from tournament_app.exports.pdf_qr import beside_code
from tournament_app.exports.pdf_sheets import half_heading
from tournament_app.exports.pdf_tables import para, style, title_block


@dataclass(frozen=True)
class CardSize:
    """A card's room and type, in points: an A5 half or an A6 quarter of the page."""

    width: float
    height: float
    rows: float  # a row of the card, read in the hand
    headings: float  # the grid's column headings
    who: float  # "Scheda della coppia n. 7"
    names: float  # the entry's names under it
    club: float
    standing: float  # the last line: total and place
    code: float  # the results code (a long address makes small squares)
    padding: float  # either side of a cell's text

    @property
    def quarter(self) -> bool:
        """An A6 quarter: each round's opponents under its figures, the club beside the
        names, tighter spacing."""
        return self.width < frame_width(False)


def two_a_page() -> CardSize:
    return CardSize(frame_width(False), half_height(), 9.5, 8.5, 13, 12, 9.5, 12, 24 * mm, 4)


def four_a_page() -> CardSize:
    width, height = quarter_size()
    return CardSize(width, height, 8.5, 7.5, 11, 10, 8.5, 10, 13 * mm, 2.5)


def score_cards_pdf(document: ScoreCards, target: Target) -> None:
    """Every entry's score card, `document.per_page` (2 or 4) a page."""
    _cards_pdf(document, target, "score_cards", _score_card)


def movement_cards_pdf(document: MovementCards, target: Target) -> None:
    """Every pair's movement card, `document.per_page` (2 or 4) a page."""
    _cards_pdf(document, target, "movement_cards", _movement_card)


def _cards_pdf(
    document: ScoreCards | MovementCards,
    target: Target,
    title_key: str,
    story: Callable[..., list[Flowable]],
) -> None:
    """`document`'s cards, each drawn by `story`, or one card saying there are none."""
    header = document.header
    size = _size(document.per_page)
    title = text(header.language, title_key)
    cards = [_card(size, story(document, card, size)) for card in document.cards]
    if not cards:
        cards = [
            _card(size, _card_top(header, size, title_block(text(header.language, "no_rows"))))
        ]
    _build(target, header, title, cards, document.per_page)


def fits_four_a_page(document: ScoreCards, card: ScoreCard) -> bool:
    """Whether `card` fits an A6 quarter at the four-a-page type sizes, unshrunk."""
    size = four_a_page()
    story = _score_card(document, card, size)
    height = 0.0
    for flowable in story:
        _width, tall = flowable.wrap(size.width, 10_000)
        height += tall + flowable.getSpaceBefore() + flowable.getSpaceAfter()
    return height <= size.height


def _size(per_page: int) -> CardSize:
    return four_a_page() if per_page == 4 else two_a_page()


def _build(
    target: Target, header: TournamentHeader, title: str, cards: list[Flowable], per_page: int
) -> None:
    four = per_page == 4
    build(target, header, title, _one_a_frame(cards), halves=not four, quarters=four)


def _one_a_frame(cards: Sequence[Flowable]) -> list[Flowable]:
    story: list[Flowable] = []
    for index, card in enumerate(cards):
        if index:
            story.append(FrameBreak())
        story.append(card)
    return story


def _card(size: CardSize, body: list[Flowable]) -> Flowable:
    """A card filling its space (`body` from the tournament's name on), shrunk if too long."""
    return KeepInFrame(size.width, size.height, body, mode="shrink")


def _card_top(header: TournamentHeader, size: CardSize, who: list[Flowable]) -> list[Flowable]:
    """The tournament atop the card, then `who` (whose card it is), with the results code at
    their right where the tournament has one: on a half beside `who` under the heading the
    scoresheets have; on a quarter beside both, which keeps a card of many rounds whole."""
    if not size.quarter:
        return [*half_heading(header), *beside_code(who, header, size.width, size.code)]
    heading: list[Flowable] = [
        para(header.name, style(9, bold=True)),
        para(header_subtitle(header), style(7.5)),
        HRFlowable(width="100%", thickness=0.6, color=GRID_LINE, spaceBefore=1, spaceAfter=4),
    ]
    return beside_code([*heading, *who], header, size.width, size.code)


# -- score cards --------------------------------------------------------------------------------


def _score_card(document: ScoreCards, card: ScoreCard, size: CardSize) -> list[Flowable]:
    header = document.header
    language = header.language
    # A scala 40 or individual burraco entry is one player.
    key = "score_card_player" if len(card.entry.players) == 1 else "score_card_pair"
    names = card.entry.names
    if card.entry.club and size.quarter:
        # A quarter's few lines: the club beside the names.
        names = f"{names} · {card.entry.club}"
    who = [
        para(text(language, key, n=card.entry.label), style(size.who, bold=True)),
        para(names, style(size.names, leading=size.names * 1.25)),
    ]
    if card.entry.club and not size.quarter:
        who.append(para(card.entry.club, style(size.club)))
    return [
        *_card_top(header, size, who),
        Spacer(1, 2.5 * mm if not size.quarter else 1 * mm),
        _score_rows(header, card, size, pairs=document.pairs),
        Spacer(1, 3 * mm if not size.quarter else 1.5 * mm),
        para(_standing_line(document, card), style(size.standing, bold=True)),
        *([Spacer(1, 1 * mm), para(card.note, style(size.club))] if card.note else []),
    ]


def _keys(header: TournamentHeader, card: ScoreCard, *, pairs: bool, quarter: bool) -> list[str]:
    """The headings of a card's columns. Scala 40 in pairs: the match's hands ("3–1") where
    a player's place at the table stands, the opponents, the match points."""
    scala40 = header.game == "scala40"
    if scala40:
        keys = ["round", "table", "hands" if pairs else "place_at_table"]
        keys += [] if quarter else ["opponents" if pairs else "at_the_table"]
        keys += ["penalty_points"]
    else:
        keys = ["round", "table", "line", *([] if quarter else ["opponents"]), "scored"]
        keys += ["conceded"]
    # Scala 40's elimination has no points per round: no columns for them.
    if not scala40 or any(row.points is not None for row in card.rows):
        points = "match_points" if pairs else "placement_points"
        keys += [points if scala40 else "vp", "running_total"]
    return keys


def _score_rows(
    header: TournamentHeader, card: ScoreCard, size: CardSize, *, pairs: bool = False
) -> Table:
    """The card's grid: a row per round, and a closing row for what penalties took away."""
    if size.quarter:
        return _quarter_rows(header, card, size, pairs=pairs)
    language = header.language
    scala40 = header.game == "scala40"
    keys = _keys(header, card, pairs=pairs, quarter=False)
    with_points = not scala40 or any(row.points is not None for row in card.rows)
    # Each figure's column as wide as its heading's longest word or its widest figure; the
    # opponents' names take the rest.
    cells = [_score_row(header, row, None, with_points, [], 0) for row in card.rows]
    widths = [
        max(
            max(stringWidth(w, BOLD, size.headings) for w in text(language, key).split()),
            max(
                (stringWidth(str(c[i]), BOLD, size.rows) for c in cells if isinstance(c[i], str)),
                default=0,
            ),
        )
        + 2 * size.padding
        + 1
        for i, key in enumerate(keys)
    ]
    widths[3] = size.width - sum(widths) + widths[3]
    # Each heading stands like its column: centred over round, table and line, left over the
    # opponents' names, right over the figures.
    aligns = [TA_CENTER] * 3 + [TA_LEFT] + [TA_RIGHT] * (len(keys) - 4)
    rows: list[list[Any]] = [
        [
            para(text(language, key), style(size.headings, bold=True, align=align))
            for key, align in zip(keys, aligns, strict=True)
        ]
    ]
    names = style(size.rows - 0.5, leading=(size.rows - 0.5) * 1.2)
    spans: list[tuple[Any, ...]] = []
    for row in card.rows:
        rows.append(_score_row(header, row, names, with_points, spans, len(rows), size.rows))
    if len(rows) == 1:
        rows.append(["", "", "", para(text(language, "no_rows"), names), *[""] * (len(keys) - 4)])
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(
        TableStyle(
            [
                ("FONT", (0, 1), (-1, -1), FONT, size.rows),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (0, 1), (2, -1), "CENTER"),
                ("ALIGN", (4, 1), (-1, -1), "RIGHT"),
                ("FONT", (-1, 1), (-1, -1), BOLD, size.rows),
                ("GRID", (0, 0), (-1, -1), 0.5, GRID_LINE),
                ("BOX", (0, 0), (-1, -1), 1, INK),
                ("BACKGROUND", (0, 0), (-1, 0), HEADING_BACKGROUND),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, STRIPE]),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("LEFTPADDING", (0, 0), (-1, -1), size.padding),
                ("RIGHTPADDING", (0, 0), (-1, -1), size.padding),
                *spans,
            ]
        )
    )
    return grid


def _quarter_rows(
    header: TournamentHeader, card: ScoreCard, size: CardSize, *, pairs: bool = False
) -> Table:
    """A quarter card's grid: too narrow for the names beside the figures, each round is two
    lines, its figures (round, table, line or place, scores, points, running total) and
    under them, across the card, the opponents (the others at the table)."""
    language = header.language
    scala40 = header.game == "scala40"
    keys = _keys(header, card, pairs=pairs, quarter=True)
    with_points = not scala40 or any(row.points is not None for row in card.rows)
    spans: list[tuple[Any, ...]] = []
    names = style(size.rows - 1, leading=(size.rows - 1) * 1.15)
    figures = []
    for row in card.rows:
        cells = _score_row(header, row, names, with_points, [], 0, size.rows)
        figures.append((row, cells[:3], cells[3], cells[4:]))
    widths = [
        max(
            max(stringWidth(w, BOLD, size.headings) for w in text(language, key).split()),
            max(
                (
                    stringWidth(str(c), BOLD, size.rows)
                    for _row, lead, _names, tail in figures
                    for c in [[*lead, *tail][i]]
                    if isinstance(c, str) and _row.round_number is not None
                ),
                default=0,
            ),
        )
        + 2 * size.padding
        for i, key in enumerate(keys)
    ]
    spare = max(0.0, size.width - sum(widths))
    widths = [w + spare / len(widths) for w in widths]
    aligns = [TA_CENTER] * 3 + [TA_RIGHT] * (len(keys) - 3)
    rows: list[list[Any]] = [
        [
            para(text(language, key), style(size.headings, bold=True, align=align))
            for key, align in zip(keys, aligns, strict=True)
        ]
    ]
    stripes: list[tuple[Any, ...]] = []
    for row, lead, who, tail in figures:
        at = len(rows)
        if row.round_number is None:
            # What penalties took away: the words across the first columns, then the figures.
            rows.append([para(row.opponents, style(size.rows, align=TA_RIGHT)), "", "", *tail])
            spans += [("SPAN", (0, at), (2, at)), ("ALIGN", (0, at), (2, at), "RIGHT")]
            continue
        rows.append([*lead, *tail])
        rows.append([who] + [""] * (len(keys) - 1))
        spans += [
            ("SPAN", (0, at + 1), (-1, at + 1)),
            # The names' own size for the row's empty cells too, which would make it taller.
            ("FONT", (0, at + 1), (-1, at + 1), FONT, size.rows - 1, (size.rows - 1) * 1.15),
            (
                "LINEBELOW",
                (0, at),
                (-1, at),
                0.5,
                STRIPE if row.round_number % 2 == 0 else colors.white,
            ),
            ("TOPPADDING", (0, at + 1), (-1, at + 1), 0),
            ("BOTTOMPADDING", (0, at + 1), (-1, at + 1), 1),
            ("LEFTPADDING", (0, at + 1), (-1, at + 1), 3 * size.padding),
        ]
        if row.round_number % 2 == 0:
            stripes.append(("BACKGROUND", (0, at), (-1, at + 1), STRIPE))
    if not figures:
        rows.append([para(text(language, "no_rows"), names)] + [""] * (len(keys) - 1))
        spans.append(("SPAN", (0, 1), (-1, 1)))
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(
        TableStyle(
            [
                ("FONT", (0, 1), (-1, -1), FONT, size.rows),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (0, 1), (2, -1), "CENTER"),
                ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
                ("FONT", (-1, 1), (-1, -1), BOLD, size.rows),
                ("GRID", (0, 0), (-1, -1), 0.5, GRID_LINE),
                ("BOX", (0, 0), (-1, -1), 1, INK),
                ("BACKGROUND", (0, 0), (-1, 0), HEADING_BACKGROUND),
                *stripes,
                ("TOPPADDING", (0, 0), (-1, -1), 0.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                ("LEFTPADDING", (0, 0), (-1, -1), size.padding),
                ("RIGHTPADDING", (0, 0), (-1, -1), size.padding),
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
    row_type: float = 9.5,
) -> list[Any]:
    scala40 = header.game == "scala40"
    if row.round_number is None:
        # What penalties took away: the words across the first columns, then the figures.
        spans.append(("SPAN", (0, at), (3, at)))
        spans.append(("ALIGN", (0, at), (3, at), "RIGHT"))
        cells: list[Any] = [para(row.opponents, style(row_type, align=TA_RIGHT)), "", "", ""]
    else:
        cells = [
            _round_cell(header, row.round_number),
            cell_text(row.table, "int"),
            _line(header.language, row.position),
            _opponents(row, names),
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


def _opponents(row: HistoryRow, names: Any) -> Paragraph:
    """The round's opponents (the others at the table), then in bold how a round not played
    out came about ("forfait EO (n. 2)"): its figures alone would read as a game played."""
    said = escape(row.opponents)
    if row.note:
        said += f' · <font name="{BOLD}">{escape(row.note)}</font>'
    return Paragraph(said, names)


def _round_cell(header: TournamentHeader, number: int) -> str:
    """The round's number under "Turno"; a scala 40 elimination's final says "Finale"."""
    return round_name(header, number) if number == header.final_round else str(number)


def _line(language: Language, position: str) -> str:
    return text(language, "eo") if position == "EO" else position


def _standing_line(document: ScoreCards, card: ScoreCard) -> str:
    """The card's last line: the total, the stage reached where the format has one, and the
    place as the services word it ("3° di 24", "56° di 60 – ritirata")."""
    language = document.header.language
    parts = []
    if card.total is not None:
        key = "total_vp"
        if document.header.game == "scala40":
            key = "total_match_points" if document.pairs else "total_placement"
        parts.append(f"{text(language, key)}: {cell_text(card.total, 'number')}")
    if card.stage:
        stage = card.stage
        if card.eliminated:
            stage += f" ({text(language, 'eliminated')})"
        parts.append(f"{text(language, 'stage_reached')}: {stage}")
    place = card.place or text(language, "no_place_yet")
    placing = text(language, "placing")
    if not document.header.final:
        # The standings are not the final ones yet: the place may still change.
        placing += f" ({text(language, 'provisional')})"
    parts.append(f"{placing}: {place}")
    return " · ".join(parts)


# -- movement cards -----------------------------------------------------------------------------


def _movement_card(document: MovementCards, card: MovementCard, size: CardSize) -> list[Flowable]:
    header = document.header
    language = header.language
    rounds = document.rounds
    movement = text(
        language, "movement_of", system=document.system, first=rounds[0], last=rounds[-1]
    )
    quarter = size.quarter
    who = [
        para(text(language, "movement_card", n=card.entry.label), style(size.who, bold=True)),
        para(card.entry.names, style(size.names, leading=size.names * 1.25)),
        para(movement, style(size.club + 0.5)),
    ]
    keys = ["round", "table", "line", "against_pair"]
    heading_style = style(size.headings + 1.5, bold=True, align=TA_CENTER)
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
    width = size.width
    grid = Table(rows, colWidths=[width * 0.28, width * 0.24, width * 0.2, width * 0.28])
    # Large for a card read across the room; a long movement a little smaller, to stay whole.
    short = len(card.stops) <= 4
    type_size, table_size, padding = (
        ((12.0, 15.0, 2.0) if short else (10.0, 12.0, 1.0))
        if quarter
        else ((14.0, 18.0, 3.0) if short else (12.0, 15.0, 1.5))
    )
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 1), (-1, -1), FONT, type_size),
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
        ("FONT", (1, i), (1, i), FONT, type_size)
        for i, stop in enumerate(card.stops, start=1)
        if stop.table is None
    ]
    grid.setStyle(TableStyle(commands))
    notes = [text(language, "foreseen")] if not all(s.seated for s in card.stops) else []
    if document.after:
        notes.append(document.after)
    story = [*_card_top(header, size, who), Spacer(1, 2 * mm if quarter else 3 * mm), grid]
    if notes:
        gap = 2 * mm if quarter else 3 * mm
        story += [Spacer(1, gap), *(para(note, style(size.club)) for note in notes)]
    return story
