"""A full tie at a finished scala 40 table broken by the director, or taken back.

The rules leave players out in the same hand on the same total, or level when time was
called, tied: they share the better place and its placement points, the place after them
goes to nobody, and at an elimination's cut they all go on (scala40.md: "a full tie stays
tied unless the director breaks it"). The director may break such a tie by a draw of cards at
the table or a decision: `give_tie_order` stores the order, best first, and the table's
placings, its placement points, who goes on and every printed order follow it. It is logged
("sheet.tie_order") and taken back by `take_back_tie_order` (they are tied again) or by
undoing the change. A later write that changes who is tied drops it (`sheet_entry`).

Which players are tied, and whether an order fits, is decided here: the faces show the
table's ties (`Scala40Sheet.ties`) and pass the order typed or chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scoring.scala40 import TableGame
from scoring.stages import places
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.sheet_entry import OrderTies, write_sheet
from tournament_app.services.sheets import Stored, TieOrders
from tournament_app.services.values import Scala40Sheet, TournamentId


def give_tie_order(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    order: Sequence[int],
    *,
    expected_version: int,
) -> Scala40Sheet:
    """`ResultService.give_tie_order`: the director's order, best first, for the players of
    one full tie at a finished table (it replaces an order given before for them).

    Refused (STATE_REFUSED): a table still being played, a table with no full tie, a pairs
    table (a match level at time-out follows the tournament's draw rule); (INVALID_INPUT) an
    order naming a player twice, or one that is not exactly the players of one tie (the
    refusal names them)."""
    given = tuple(order)

    def ordered(game: Any, orders: TieOrders) -> TieOrders:
        tie = _the_tie(game, given, table)
        return [o for o in orders if set(o) != set(tie)] + [given]

    return _write(context, tournament_id, round_number, table, expected_version, ordered)


def take_back_tie_order(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    players: Sequence[int] = (),
    *,
    expected_version: int,
) -> Scala40Sheet:
    """`ResultService.take_back_tie_order`: the order given for a tie taken back, so its
    players are tied again. `players` names the tie (any order); none: the table's only
    ordered tie. Refused (STATE_REFUSED) when no order was given for it, (INVALID_INPUT) when
    orders were given for several ties and `players` does not say which."""
    named = set(players)

    def back(game: Any, orders: TieOrders) -> TieOrders:
        _refuse_pairs(game)
        chosen = [o for o in orders if set(o) == named] if named else list(orders)
        if not chosen:
            raise ServiceError(
                ErrorCode.STATE_REFUSED, {"detail": "tie_order_none", "table": table}
            )
        if len(chosen) > 1:
            raise ServiceError(
                ErrorCode.INVALID_INPUT,
                {
                    "detail": "tie_order_which",
                    "table": table,
                    "ordered": [_listed(o) for o in chosen],
                },
            )
        return [o for o in orders if o != chosen[0]]

    return _write(context, tournament_id, round_number, table, expected_version, back)


def _write(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    expected_version: int,
    order_ties: OrderTies,
) -> Scala40Sheet:
    def unchanged(stored: Stored, timed_out: bool) -> Stored:
        return stored

    sheet: Scala40Sheet = write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.tie_order",
        unchanged,
        pairs=None,
        order_ties=order_ties,
    )
    return sheet


def _the_tie(game: Any, order: tuple[int, ...], table: int) -> tuple[int, ...]:
    """The full tie `order` names every player of, each once; else the refusal saying why."""
    _refuse_pairs(game)
    assert isinstance(game, TableGame)
    if not game.is_over:
        raise ServiceError(
            ErrorCode.STATE_REFUSED, {"detail": "tie_order_table_playing", "table": table}
        )
    if not game.ties:
        raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "tie_order_no_tie", "table": table})
    twice = [entry for entry in order if order.count(entry) > 1]
    if twice:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "tie_order_twice", "entry": twice[0]}
        )
    for tie in game.ties:
        if set(tie) == set(order):
            return tie
    # The tie the order has most players of (the first, when it has none of any).
    nearest = max(game.ties, key=lambda tie: len(set(tie) & set(order)))
    raise ServiceError(
        ErrorCode.INVALID_INPUT,
        {
            "detail": "tie_order_not_the_tie",
            "table": table,
            "named": list(order),
            "tied": list(nearest),
            "place": places(game.rules_placings())[nearest[0]],
        },
    )


def _refuse_pairs(game: Any) -> None:
    if not isinstance(game, TableGame):
        raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "tie_order_pairs"})


def _listed(order: Sequence[int]) -> str:
    return "-".join(map(str, order))
