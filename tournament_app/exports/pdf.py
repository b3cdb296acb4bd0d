"""Printable A4 documents: standings, prize list, seating lists, round results, entries.

Table cards and scoresheets are in `pdf_sheets` and re-exported here, so every printable
document is `tournament_app.exports.pdf.<name>_pdf(document, target)`.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import (
    Flowable,
    KeepTogether,
    PageBreak,
    Spacer,
    Table,
    TableStyle,
)

from tournament_app.exports.documents import (
    BurracoStandings,
    EntryRow,
    Language,
    PrizeList,
    PrizeSection,
    RoundResults,
    RoundSeating,
    Scala40Standings,
    Standings,
    TableSeating,
    TournamentHeader,
)
from tournament_app.exports.grids import (
    Cell,
    Grid,
    entries_grid,
    prize_grid,
    round_results_grid,
    seating_alphabetical_grid,
    seating_by_table_grid,
    standings_grid,
)
from tournament_app.exports.labels import (
    prize_list_title,
    results_title,
    round_name,
    seating_title,
    standings_title,
    text,
)
from tournament_app.exports.pdf_fitting import one_line
from tournament_app.exports.pdf_pages import (
    BOLD,
    FONT,
    PageScope,
    Progress,
    Target,
    build,
    frame_height,
    frame_width,
    register_fonts,
)
from tournament_app.exports.pdf_qr import beside_code
from tournament_app.exports.pdf_sheets import scoresheets_pdf, table_cards_pdf
from tournament_app.exports.pdf_tables import (
    grid_table,
    paged_grid_table,
    para,
    rules_lines_block,
    style,
    title_block,
    vp_block,
)
from tournament_app.exports.workbook_prizes import prize_rule_lines

__all__ = [
    "BOLD",
    "FONT",
    "entries_pdf",
    "prize_list_pdf",
    "register_fonts",
    "round_results_pdf",
    "scoresheets_pdf",
    "seating_pdf",
    "standings_pdf",
    "table_cards_pdf",
]

# ---------------------------------------------------------------------------------------------
# The documents
# ---------------------------------------------------------------------------------------------

# A standings' or prize list's title, read from across the room as the seating list's is.
WALL_TITLE = 18


def standings_pdf(
    standings: Standings | Sequence[Standings],
    target: Target,
    *,
    progress: Progress | None = None,
) -> None:
    """The ranking with the rules summary on top; landscape when the columns need it.

    Several rankings (one per group or category) print one after another, each from a new
    page with its own title, named in the header of each of its pages and numbered on its own.
    """
    rankings = (
        [standings]
        if isinstance(standings, BurracoStandings | Scala40Standings)
        else list(standings)
    )
    if not rankings:
        raise ValueError("no standings to print")
    header = rankings[0].header
    grids = [standings_grid(s, standings_title(header, s.scope)) for s in rankings]
    wide = any(g.is_wide for g in grids)
    story: list[Flowable] = []
    for index, grid in enumerate(grids):
        if index:
            story.append(PageBreak())
        if len(grids) > 1:
            # Each category's or group's ranking is posted on its own: every page of it names
            # it in the header and counts its own pages.
            story.append(PageScope(grid.title))
        if index == 0:
            # The results code beside the title and rules: a phone opens them from the wall.
            # The VP table takes the page's width: under the code, not beside it.
            heading = [*title_block(grid.title, WALL_TITLE), *rules_lines_block(header)]
            story += beside_code(heading, header, frame_width(wide))
            story += vp_block(header, wide=wide)
        else:
            story += title_block(grid.title, WALL_TITLE)
        story.append(paged_grid_table(grid, header.language, wide=wide, padding=2.2, wall=True))
    running_title = grids[0].title if len(grids) == 1 else standings_title(header)
    build(target, header, running_title, story, wide=wide, progress=progress)


def prize_list_pdf(prizes: PrizeList, target: Target) -> None:
    """The prize list: one section per group or category, each kept on one page if it fits."""
    header = prizes.header
    language = header.language
    title = prize_list_title(header)
    story: list[Flowable] = title_block(title, WALL_TITLE)
    story += [para(line, style(11, bold=True)) for line in prize_rule_lines(prizes)]
    story += [Spacer(1, 4 * mm)] if prize_rule_lines(prizes) else []
    # Every list with the same columns, widths and type, fitted once over all their rows: a
    # category's list does not squeeze its club where the one above it did not.
    rows = tuple(row for section in prizes.sections for row in section.rows)
    every = PrizeSection("", rows)
    lists = prize_grid(every, language, title, prizes.points_label, prizes.penalty_label)
    start = 0
    for section in prizes.sections:
        heading = section.title or text(language, "overall")
        stop = start + len(section.rows)
        grid = Grid(heading, lists.columns, lists.rows[start:stop])
        start = stop
        table = grid_table(grid, language, wide=False, padding=3, wall=True, fitted_to=lists)
        story.append(
            KeepTogether(
                [para(heading, style(13, bold=True)), Spacer(1, 2 * mm), table, Spacer(1, 6 * mm)]
            )
        )
    build(target, header, title, story)


def seating_pdf(seating: RoundSeating, target: Target) -> None:
    """The wall lists for a round: by table, then (new page) alphabetical by surname."""
    header = seating.header
    language = header.language
    by_table = seating_title(header, seating.round_number)
    alphabetical = seating_title(header, seating.round_number, alphabetical=True)
    name_grid = seating_alphabetical_grid(seating, alphabetical)
    # Landscape throughout, so names stay on one line in large type and the document prints
    # and posts one way up (the alphabetical list follows on pages of its own).
    heading = beside_code(title_block(alphabetical, 20), header, frame_width(True))
    story: list[Flowable] = [
        *_by_table_pages(seating, by_table),
        PageBreak(),
        *heading,
        *_alphabetical(name_grid, language, heading),
    ]
    build(target, header, round_name(header, seating.round_number), story, wide=True)


# The alphabetical seating list's type: read from a metre, as the standings' names are.
NAMES_SIZES = (13, 12.5, 12)
COLUMNS_GAP = 10 * mm


def _alphabetical(grid: Grid, language: Language, heading: list[Flowable]) -> list[Flowable]:
    """The names in two columns a page, down the left then down the right, where each name
    fits on one line across half the page in `NAMES_SIZES` (a field of 120 on four sheets,
    not eight; the largest type of those that take the fewest); else down the page.
    `heading` is above the first page's columns."""
    half = (frame_width(True) - COLUMNS_GAP) / 2
    sizes = [s for s in NAMES_SIZES if one_line(grid, half, s, 3)]
    if not sizes or not grid.rows:
        return [grid_table(grid, language, wide=True, size=13, padding=4)]
    width, height = frame_width(True), frame_height(True)
    room = height - sum(f.wrap(width, height)[1] for f in heading) - 1
    return min((_two_columns(grid, language, s, room) for s in sizes), key=len)


def _two_columns(grid: Grid, language: Language, size: float, room: float) -> list[Flowable]:
    """`_alphabetical`'s pages in `size` type, `room` points high on the first page."""
    half = (frame_width(True) - COLUMNS_GAP) / 2

    def column(rows: tuple[tuple[Cell, ...], ...]) -> Table:
        part = Grid(grid.title, grid.columns, rows)
        return grid_table(
            part, language, wide=True, size=size, padding=3, across=half, fitted_to=grid
        )

    whole = column(grid.rows)
    whole.wrap(half, 1e6)
    top, *heights = whole._rowHeights  # the heading's, then each name's
    pages: list[Flowable] = []
    start = 0
    while start < len(heights):
        parts: list[Flowable | str] = []
        for _ in range(2):
            stop, tall = start, top
            while stop < len(heights) and (stop == start or tall + heights[stop] <= room):
                tall += heights[stop]
                stop += 1
            if stop > start:
                parts.append(column(grid.rows[start:stop]))
            start = stop
        together = Table([[*parts, ""][:2]], colWidths=[half + COLUMNS_GAP, half], hAlign="LEFT")
        flush = [(f"{side}PADDING", (0, 0), (-1, -1), 0) for side in ("LEFT", "RIGHT", "TOP")]
        together.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), *flush]))
        pages += [PageBreak(), together] if pages else [together]
        room = frame_height(True) - 1
    return pages


def calendar_pdf(rounds: tuple[RoundSeating, ...], target: Target) -> None:
    """A scala 40 all'italiana's whole calendar: every round's tables by table, each round
    from a new page (what the director posts before play)."""
    header = rounds[0].header
    story: list[Flowable] = []
    for seating in rounds:
        if story:
            story.append(PageBreak())
        story += _by_table_pages(seating, seating_title(header, seating.round_number))
    build(target, header, text(header.language, "italiana_calendar"), story, wide=True)


def _by_table_pages(seating: RoundSeating, title: str) -> list[Flowable]:
    """The by-table wall list: its title, then the tables in large type.

    When the tables seat different numbers (a scala 40 round with a table of five), each
    page is a table of its own with a column for each seat its tables use, as many tables as
    fit: a page of tables of four has no empty fifth column squeezing the names. The type is
    a little smaller when that saves a page.
    """
    language = seating.header.language
    heading = beside_code(title_block(title, 22), seating.header, frame_width(True))

    def drawn(tables: tuple[TableSeating, ...], byes: bool, size: float) -> Table:
        grid = seating_by_table_grid(seating, title, tables, byes=byes)
        return grid_table(
            grid, language, wide=True, size=size, padding=5, bold_first=True, pairs_apart=True
        )

    if len({tuple(s.position for s in t.seats) for t in seating.tables}) <= 1:
        # One layout (burraco's NS/EO): one table running across the pages.
        return [*heading, drawn(seating.tables, True, 16)]
    width, height = frame_width(True), frame_height(True)
    first_room = height - sum(f.wrap(width, height)[1] for f in heading)

    def paged(size: float) -> list[Table]:
        pages: list[Table] = []
        tables, room = seating.tables, first_room
        while tables:
            count = 1  # at least one table a page, however tall
            while count < len(tables):
                larger = drawn(tables[: count + 1], count + 1 == len(tables), size)
                if larger.wrap(width, height)[1] > room:
                    break
                count += 1
            pages.append(drawn(tables[:count], count == len(tables), size))
            tables, room = tables[count:], height
        return pages

    pages = paged(16)
    if len(pages) > 1:
        smaller = paged(14)
        pages = smaller if len(smaller) < len(pages) else pages
    story: list[Flowable] = list(heading)
    for index, page in enumerate(pages):
        story += [PageBreak(), page] if index else [page]
    return story


def round_results_pdf(results: RoundResults, target: Target) -> None:
    """Every table's MP and VP (burraco) or finishing order (scala 40) in one round."""
    header = results.header
    language = header.language
    title = results_title(header, results.round_number)
    grid = round_results_grid(results, title)
    heading = f"{title} – {results.system}" if results.system else title
    story = [
        *title_block(heading),
        grid_table(
            grid,
            language,
            wide=grid.is_wide,
            size=9,
            group_by_first=header.game == "scala40",
            pairs_apart=True,
        ),
    ]
    build(target, header, title, story, wide=grid.is_wide)


def entries_pdf(header: TournamentHeader, entries: Sequence[EntryRow], target: Target) -> None:
    """The registration list (for checking names and clubs at the desk)."""
    language = header.language
    title = text(language, "entries")
    grid = entries_grid(tuple(entries), language, title)
    story = [
        *title_block(f"{title} ({len(entries)})"),
        grid_table(grid, language, wide=False, size=10, padding=3, pairs_apart=True),
    ]
    build(target, header, title, story)
