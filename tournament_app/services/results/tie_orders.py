"""`ResultService`'s actions on a full tie at a finished scala 40 table (`table_ties`), bound
in its body. Kept light: the scala 40 sheets, and their scoring, load with the first call."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tournament_app.services.results.service import ResultService
    from tournament_app.services.sheet_values import Scala40Sheet
    from tournament_app.services.values import TournamentId


def give_tie_order(
    self: ResultService,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    order: Sequence[int],
    *,
    expected_version: int,
) -> Scala40Sheet:
    """Break a full tie at a finished table by the director's `order`, best first (a draw
    of cards at the table, or a decision): its players each take a place of their own, and
    the placings, placement points and who goes on follow (`table_ties.give_tie_order`)."""
    from tournament_app.services import table_ties

    return table_ties.give_tie_order(
        self._context, tournament_id, round_number, table, order, expected_version=expected_version
    )


def take_back_tie_order(
    self: ResultService,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    players: Sequence[int] = (),
    *,
    expected_version: int,
) -> Scala40Sheet:
    """Take back the order given for a tie (named by its `players`; none: the only one), so
    they are tied again (`table_ties.take_back_tie_order`)."""
    from tournament_app.services import table_ties

    return table_ties.take_back_tie_order(
        self._context,
        tournament_id,
        round_number,
        table,
        players,
        expected_version=expected_version,
    )
