"""`torneo vp` and `torneo vp-table ...`: victory points, and the club's own VP tables
(2-hand turni and house rules need one; FIBUR's 3- and 4-hand tables are built in)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, leaf, refusal, whole_number
from tournament_app.cli.words import BANDS_EXAMPLE, NOT_BAND, help_text
from tournament_app.services.score_figures import score_pair
from tournament_app.services.settings import VictoryPointBand, VictoryPointScale


def bands(text: str) -> tuple[VictoryPointBand, ...]:
    """An argparse type: "0:10,55:11,155:12,..." -> (from MP difference, winner's VP) bands."""
    found: list[VictoryPointBand] = []
    for part in text.split(","):
        if not part.strip():
            continue
        low, sep, vp = part.partition(":")
        if not sep:
            raise refusal(NOT_BAND, part.strip())
        found.append(VictoryPointBand(whole_number(low.strip()), whole_number(vp.strip())))
    if not found:
        raise refusal(BANDS_EXAMPLE)
    return tuple(found)


def register(sub: Any) -> None:
    """Add `vp` and the `vp-table` commands."""
    vp = leaf(
        sub,
        "vp",
        help_text("vp"),
        victory_points,
    )
    which = vp.add_mutually_exclusive_group(required=True)
    which.add_argument(
        "--hands",
        type=int,
        choices=(3, 4),
        help=help_text("vp.hands"),
    )
    which.add_argument("--table", metavar="NAME", help=help_text("vp.table"))
    vp.add_argument(
        "mp_a",
        type=whole_number,
        metavar="MP_A",
        help=help_text("vp.mp_a"),
    )
    vp.add_argument("mp_b", type=whole_number, metavar="MP_B", help=help_text("vp.mp_b"))

    group = CommandGroup(
        sub,
        "vp-table",
        help_text("vp-table"),
    )
    group.command(
        "list",
        help_text("vp-table.list"),
        list_tables,
    )
    save = group.command(
        "save",
        help_text("vp-table.save"),
        save_table,
    )
    save.add_argument("--name", required=True, help=help_text("vp-table.save.name"))
    save.add_argument(
        "--hands",
        type=int,
        choices=(2, 3, 4),
        required=True,
        help=help_text("vp-table.save.hands"),
    )
    save.add_argument(
        "--bands",
        type=bands,
        required=True,
        metavar='"FROM:VP,..."',
        help=help_text("vp-table.save.bands"),
    )
    delete = group.command(
        "delete",
        help_text("vp-table.delete"),
        delete_table,
    )
    delete.add_argument("name", metavar="NAME", help=help_text("vp-table.delete.name"))


def scale_data(scale: VictoryPointScale) -> dict[str, Any]:
    """A VP table as JSON."""
    return {
        "name": scale.name,
        "hands": scale.hands,
        "bands": [
            {"from": b.min_difference, "vp": [b.winner_vp, 20 - b.winner_vp]} for b in scale.bands
        ],
    }


def _scale_table(context: CliContext, scale: VictoryPointScale) -> Table:
    ordered = sorted(scale.bands, key=lambda b: b.min_difference)
    rows = []
    for index, band in enumerate(ordered):
        upper = ordered[index + 1].min_difference - 5 if index + 1 < len(ordered) else None
        span = f"{band.min_difference}-{upper}" if upper is not None else f"{band.min_difference}+"
        rows.append((span, f"{band.winner_vp}-{20 - band.winner_vp}"))
    title = context.says("vp_tables.hands", name=scale.name, hands=scale.hands)
    return Table((context.says("vp_tables.mp_diff"), context.says("vp_tables.vp")), rows, title)


def list_tables(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`vp-table list`: [{"name", "hands", "bands": [{"from", "vp"}]}]."""
    scales = context.services.tournaments.vp_scales()
    return Outcome([scale_data(s) for s in scales], [_scale_table(context, s) for s in scales])


def save_table(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`vp-table save`: validated through scoring (bands from 0, steps of 5, VP summing 20)."""
    scale = context.services.tournaments.save_vp_scale(
        VictoryPointScale(options.name, options.hands, options.bands)
    )
    return Outcome(scale_data(scale), (_scale_table(context, scale),))


def delete_table(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`vp-table delete NAME`: {"deleted": the table as it was, "kept_by": [{"id", "name"}]}.

    Typed out, the command is the director's decision (as `tournament delete`, `entry
    delete`): no question, and undo brings it back. The services decide the rest: a name no
    saved table has is refused, naming how to list them; tournaments using the table keep
    their own copy, which the line printed says.
    """
    from tournament_app.services.messages.vp_tables import vp_table_deleted_sentence

    deleted = context.services.tournaments.delete_vp_scale(options.name)
    return Outcome(
        {
            "deleted": scale_data(deleted.scale),
            "kept_by": [{"id": kept.id, "name": kept.name} for kept in deleted.kept_by],
        },
        (vp_table_deleted_sentence(deleted, context.language),),
    )


def victory_points(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`vp`: {"vp": [A, B]} from the FIBUR table for 3 or 4 hands, or a saved table."""
    from tournament_app.services.rules import victory_points as converted

    tables = context.services.tournaments
    scale = tables.vp_scale_named(options.table) if options.table is not None else None
    hands = scale.hands if scale is not None else options.hands
    vp_a, vp_b = converted(options.mp_a, options.mp_b, hands, scale)
    return Outcome(
        {"vp": [vp_a, vp_b], "mp": [options.mp_a, options.mp_b], "hands": hands},
        (f"{score_pair(options.mp_a, options.mp_b)}  ->  {vp_a}-{vp_b}",),
    )
