"""The workbook's prize list sheet: the prizes as the printed prize list awards them, one table
for every section (a column says whose ranking each prize comes from: "Assoluta", "Cat. B"),
so the sheet sorts and filters as a list; under it, as the PDF says under its title, whether
the list is provisional and whether prizes add up.
"""

from __future__ import annotations

from tournament_app.exports.documents import Language, PrizeList, PrizeSection
from tournament_app.exports.grids import Column, Grid, prize_grid
from tournament_app.exports.labels import prize_list_title, text


def prizes_sheet_name(language: Language) -> str:
    return text(language, "prize_list")


def prizes_grid(prizes: PrizeList) -> Grid:
    """Every section's prizes in one grid, the section first; the stage, points and penalty
    columns only where the ranking has them, as on the printed list."""
    language = prizes.header.language
    every = PrizeSection("", tuple(row for section in prizes.sections for row in section.rows))
    grid = prize_grid(
        every, language, prize_list_title(prizes.header), prizes.points_label, prizes.penalty_label
    )
    sections = [s.title or text(language, "overall") for s in prizes.sections for _ in s.rows]
    return Grid(
        grid.title,
        (Column(text(language, "standings"), "text", 12), *grid.columns),
        tuple((section, *row) for section, row in zip(sections, grid.rows, strict=True)),
    )


def prize_rule_lines(prizes: PrizeList) -> tuple[str, ...]:
    """What the list says of itself, on paper under its title and in the workbook under the
    sheet: provisional while the standings are not final, and whether prizes add up where
    groups or categories have prizes of their own."""
    language = prizes.header.language
    lines = (text(language, "prize_list_provisional_note"),) if prizes.provisional else ()
    if prizes.cumulative is None:
        return lines
    rule = "prizes_cumulative" if prizes.cumulative else "prizes_not_cumulative"
    return (*lines, text(language, rule))
