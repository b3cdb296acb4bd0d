"""`torneo hand tie-order`: a full tie at a finished scala 40 table, shown, broken by the
director's order (a draw of cards at the table, or a decision) or taken back.

Without --order or --back it says who is tied and how to give their order; --order gives it,
best first (the placings, placement points and who goes on follow); --back takes it back
(they are tied again), naming the tie with --order when orders were given for several. The
services decide who is tied and whether an order fits (`services.table_ties`)."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from tournament_app.cli.commands.rounds import qualifiers_warning
from tournament_app.cli.commands.sheet_output import sheet_outcome, tie_data, who
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import CommandGroup, number_list, table_options
from tournament_app.cli.words import help_text
from tournament_app.services.sheet_values import TableTie
from tournament_app.services.values import Scala40Sheet, TournamentId


def register_tie_order(hand: CommandGroup) -> None:
    """Add `hand tie-order`."""
    tie = hand.command("tie-order", help_text("hand.tie_order"), tie_order)
    table_options(tie)
    tie.add_argument(
        "--order",
        type=number_list,
        default=(),
        metavar="NUM,...",
        help=help_text("hand.tie_order.order"),
    )
    tie.add_argument("--back", action="store_true", help=help_text("hand.tie_order.back"))


def tie_order(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand tie-order`: the table's ties; with --order their order given; with --back the
    order taken back."""
    tournament_id = TournamentId(options.tournament)
    results = context.services.results
    current = results.sheet(tournament_id, options.round, options.table)
    names = context.services.entries.names(tournament_id)
    if not options.order and not options.back:
        return _ties_outcome(context, options, current, names)
    if options.back:
        sheet = results.take_back_tie_order(
            tournament_id,
            options.round,
            options.table,
            options.order,
            expected_version=current.version,
        )
        # The tie that had an order and has none now.
        again = next((t for t in current.ties if t.order and _unordered(sheet, t)), None)
        said = (
            context.says(
                "hand_ties.tied_again",
                players=_players(again.players, names),
                place=again.place,
            )
            if again is not None
            else ""
        )
    else:
        sheet = results.give_tie_order(
            tournament_id,
            options.round,
            options.table,
            options.order,
            expected_version=current.version,
        )
        said = context.says(
            "hand_ties.order_given",
            table=options.table,
            order=_players(options.order, names),
        )
    outcome = sheet_outcome(context, tournament_id, sheet)
    # An elimination: said at once when the order changed who goes on to a stage seated.
    warning = qualifiers_warning(context, tournament_id, options.round)
    data = {**outcome.data, **({"warnings": list(warning)} if warning else {})}
    return Outcome(data, (*([said] if said else []), *outcome.human, *warning))


def _unordered(sheet: Scala40Sheet, tie: TableTie) -> bool:
    """Whether `tie` has no order on `sheet` (the one --back just took back)."""
    return any(t.players == tie.players and not t.order for t in sheet.ties)


def _ties_outcome(
    context: CliContext,
    options: argparse.Namespace,
    sheet: Scala40Sheet,
    names: Mapping[int, str],
) -> Outcome:
    """The table's ties in words, and how to give or take back their order."""
    data = {"table": sheet.table, "finished": sheet.finished, "ties": tie_data(sheet)}
    if not sheet.finished:
        return Outcome(data, (context.says("hand_ties.still_played", table=sheet.table),))
    if not sheet.ties:
        return Outcome(data, (context.says("hand_ties.no_tie", table=sheet.table),))
    where = {"tournament": options.tournament, "round": sheet.round, "table": sheet.table}
    lines: list[str] = []
    for tie in sheet.ties:
        players = _players(tie.players, names)
        if tie.out_in_hand is not None:
            lines.append(
                context.says(
                    "hand_ties.out_together",
                    players=players,
                    hand=tie.out_in_hand,
                    total=tie.total,
                    place=tie.place,
                )
            )
        else:
            lines.append(
                context.says(
                    "hand_ties.level_at_time", players=players, total=tie.total, place=tie.place
                )
            )
        if tie.order:
            order = _players(tie.order, names)
            back = ",".join(map(str, tie.players)) if len(sheet.ties) > 1 else ""
            lines.append(context.says("hand_ties.ordered", order=order, **where) + _named(back))
        else:
            example = ",".join(map(str, tie.players))
            lines.append(context.says("hand_ties.give_order", example=example, **where))
    return Outcome(data, tuple(lines))


def _named(players: str) -> str:
    """`--back`'s tie named (several ties ordered at the table): " --order 12,3"."""
    return f" --order {players}" if players else ""


def _players(entries: tuple[int, ...], names: Mapping[int, str]) -> str:
    return ", ".join(who(entry, names) for entry in entries)
