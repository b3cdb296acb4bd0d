"""Scala 40 at tables of 2 (head to head) as a format of its own, decided once for the
wizard, the command line and the round check.

A head-to-head tournament seats every table with two players; an odd count takes one table
of 3 (the seating's nearest split), never a bye: scala 40 has no bye score, and a director
would rather every player play every round. Its placement points default to 2 for the
winner and 0 for the loser (a place beyond the figures, the 3rd at the table of 3, gets 0).
An elimination at tables of 2 is a knockout, down to a final of two.
"""

from __future__ import annotations

from dataclasses import replace

from tournament_app.services.settings import Scala40Settings

HEAD_TO_HEAD = 2
"""Players at a head-to-head table."""

SMALLEST_TABLE = 3
"""The smallest scala 40 table of a round at larger tables (a final may seat 2)."""

HEAD_TO_HEAD_FINAL = 3
"""The most players a head-to-head elimination seats at its final (`rules.final_table_size`):
two, or three when three go on."""

HEAD_TO_HEAD_POINTS = (2, 0)
"""Placement points at tables of 2: 1st, 2nd."""

REMAINDER_TABLE_SIZE = 4
"""The one table size whose players left over sit at tables of 5 or of 3 as the director
chooses (`remainder_tables`): any other size spreads the players evenly on its own."""


def smallest_table(settings: Scala40Settings, *, final: bool = False) -> int:
    """The fewest players a table of a round may seat: 2 at a head-to-head tournament and at
    a final, else 3 (a table of 2 beside tables of 4 is a seating mistake)."""
    return HEAD_TO_HEAD if final or settings.table_size == HEAD_TO_HEAD else SMALLEST_TABLE


def default_placement_points(table_size: int) -> tuple[int, ...]:
    """The placement points a tournament at tables of `table_size` starts with."""
    if table_size == HEAD_TO_HEAD:
        return HEAD_TO_HEAD_POINTS
    return Scala40Settings().placement_points


def has_remainder_choice(table_size: int) -> bool:
    """Whether the director chooses the tables that take the players left over at tables of
    `table_size` (tables of 4 only: the wizard shows the choice, the services accept it)."""
    return table_size == REMAINDER_TABLE_SIZE


def with_table_size(settings: Scala40Settings, table_size: int) -> Scala40Settings:
    """`settings` played at tables of `table_size`: placement points left at the default of
    the old size become the new size's default (as the wizard shows them when the size
    changes); points the director wrote stay. Away from tables of 4 the tables taking the
    players left over go back to the default, as the wizard hides the choice there."""
    if table_size == settings.table_size:
        return settings
    points = settings.placement_points
    if tuple(points) == default_placement_points(settings.table_size):
        points = default_placement_points(table_size)
    remainder = settings.remainder_tables
    if not has_remainder_choice(table_size):
        remainder = Scala40Settings().remainder_tables
    return replace(
        settings, table_size=table_size, placement_points=points, remainder_tables=remainder
    )
