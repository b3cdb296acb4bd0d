"""Printable A4 documents: standings, prize list, seating lists, round results, entries.

Table cards and scoresheets are in `pdf_sheets` and re-exported here, so every printable
document is `tournament_app.exports.pdf.<name>_pdf(document, target)`.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, NextPageTemplate, PageBreak, Spacer

from tournament_app.exports.documents import (
    BurracoStandings,
    EntryRow,
    PrizeList,
    RoundResults,
    RoundSeating,
    Scala40Standings,
    Standings,
    TournamentHeader,
)
from tournament_app.exports.grids import (
    entries_grid,
    prize_grid,
    round_results_grid,
    seating_alphabetical_grid,
    seating_by_table_grid,
    standings_grid,
)
from tournament_app.exports.labels import (
    results_title,
    round_name,
    seating_title,
    standings_title,
    text,
)
from tournament_app.exports.pdf_layout import (
    BOLD,
    FONT,
    PORTRAIT,
    Progress,
    Target,
    build,
    grid_table,
    para,
    register_fonts,
    rules_block,
    style,
    title_block,
)
from tournament_app.exports.pdf_sheets import scoresheets_pdf, table_cards_pdf

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


def standings_pdf(
    standings: Standings | Sequence[Standings],
    target: Target,
    *,
    progress: Progress | None = None,
) -> None:
    """The ranking with the rules summary on top; landscape when the columns need it.

    Several rankings (one per group or category) print one after another, each from a new
    page with its own title.
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
        story += title_block(grid.title)
        if index == 0:
            story += rules_block(header, wide=wide)
        story.append(grid_table(grid, header.language, wide=wide))
    running_title = grids[0].title if len(grids) == 1 else standings_title(header)
    build(target, header, running_title, story, wide=wide, progress=progress)


def prize_list_pdf(prizes: PrizeList, target: Target) -> None:
    """The prize list: one section per group or category, each kept on one page if it fits."""
    header = prizes.header
    language = header.language
    title = text(language, "prize_list")
    story: list[Flowable] = title_block(title, 17)
    for section in prizes.sections:
        heading = section.title or text(language, "overall")
        grid = prize_grid(section, language, heading, prizes.points_label)
        story.append(
            KeepTogether(
                [
                    para(heading, style(13, bold=True)),
                    Spacer(1, 2 * mm),
                    grid_table(grid, language, wide=False, size=11, padding=4),
                    Spacer(1, 6 * mm),
                ]
            )
        )
    build(target, header, title, story)


def seating_pdf(seating: RoundSeating, target: Target) -> None:
    """The wall lists for a round: by table, then (new page) alphabetical by surname."""
    header = seating.header
    language = header.language
    by_table = seating_title(header, seating.round_number)
    alphabetical = seating_title(header, seating.round_number, alphabetical=True)
    table_grid = seating_by_table_grid(seating, by_table)
    name_grid = seating_alphabetical_grid(seating, alphabetical)
    # By table on landscape pages, so names stay on one line in large type; the long
    # alphabetical list on portrait pages, more names per page.
    story: list[Flowable] = [
        *title_block(by_table, 22),
        grid_table(table_grid, language, wide=True, size=16, padding=5, bold_first=True),
        NextPageTemplate(PORTRAIT),
        PageBreak(),
        *title_block(alphabetical, 20),
        grid_table(name_grid, language, wide=False, size=13, padding=4),
    ]
    build(target, header, round_name(header, seating.round_number), story, wide=True)


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
            grid, language, wide=grid.is_wide, size=9, group_by_first=header.game == "scala40"
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
        grid_table(grid, language, wide=False, size=10, padding=3),
    ]
    build(target, header, title, story)
