"""`torneo penalty ...`: penalties given, listed and taken back."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    positive_int,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import penalty_amount, penalty_said
from tournament_app.cli.words import help_text, says
from tournament_app.services.settings import Game
from tournament_app.services.values import PenaltyKind, TournamentId


def register(sub: Any) -> None:
    """Add `penalty add`, `penalty list` and `penalty remove`."""
    penalty = CommandGroup(
        sub,
        "penalty",
        help_text("penalty"),
    )
    add = penalty.command("add", help_text("penalty.add"), add_penalty)
    tournament_option(add)
    add.add_argument(
        "--entry",
        type=positive_int,
        required=True,
        metavar="NUM",
        help=help_text("penalty.add.entry"),
    )
    add.add_argument(
        "-r",
        "--round",
        type=positive_int,
        metavar="N",
        help=help_text("penalty.add.round"),
    )
    add.add_argument(
        "--vp",
        type=whole_number,
        default=None,
        metavar="X",
        help=help_text("penalty.add.vp"),
    )
    add.add_argument(
        "--mp",
        type=whole_number,
        default=None,
        metavar="Y",
        help=help_text("penalty.add.mp"),
    )
    add.add_argument(
        "--kind",
        choices=[k.value for k in PenaltyKind],
        help=help_text("penalty.add.kind"),
    )
    add.add_argument(
        "--reason",
        required=True,
        help=help_text("penalty.add.reason"),
    )
    add.add_argument(
        "--yes",
        action="store_true",
        help=help_text("penalty.add.yes"),
    )
    lst = penalty.command("list", help_text("penalty.list"), list_penalties)
    tournament_option(lst)
    lst.add_argument(
        "--entry",
        type=positive_int,
        metavar="NUM",
        help=help_text("penalty.list.entry"),
    )
    remove = penalty.command("remove", help_text("penalty.remove"), remove_penalty)
    tournament_option(remove)
    remove.add_argument(
        "id",
        type=positive_int,
        metavar="PENALTY_ID",
        help=help_text("penalty.remove.id"),
    )


def add_penalty(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty add`: VP/MP taken away (or a warning) with its reason."""
    # None: not typed. A typed amount, even 0, names the kind: "--vp 0" is a slip refused as
    # "--kind vp" with no amount is, never a warning recorded in its place.
    vp = 0 if options.vp is None else options.vp
    mp = 0 if options.mp is None else options.mp
    if vp < 0 or mp < 0:
        raise UsageError(says("penalties.vp_and_mp_are_the"))
    if options.kind:
        kind = PenaltyKind(options.kind)
    elif options.vp is not None:
        kind = PenaltyKind.VP
    elif options.mp is not None:
        kind = PenaltyKind.MP
    else:
        kind = PenaltyKind.WARNING
    penalty = context.services.penalties.add(
        TournamentId(options.tournament),
        options.entry,
        kind,
        reason=options.reason,
        round_number=options.round,
        vp=vp,
        mp=mp,
        despite_unlikely=options.yes,
    )
    game = context.services.tournaments.get(TournamentId(options.tournament)).game
    # The entry, what it costs and why, in the words of the log and the window ("-2 PV",
    # "-100 punti"); the id only where it is needed, to take the penalty back.
    round_said = (
        "" if penalty.round is None else context.says("penalties.round", round=penalty.round)
    )
    line = context.says(
        "penalties.penalty_to_entry",
        entry=penalty.entry,
        round_said=round_said,
        amount=penalty_amount(penalty, game, context.language),
        reason=penalty.reason,
    )
    back = context.says(
        "penalties.to_take_it_back_torneo", tournament=options.tournament, id=penalty.id
    )
    return Outcome(_penalty_data(penalty), (f"{line}\n{back}",))


def _penalty_data(penalty: Any) -> dict[str, Any]:
    return {
        "id": penalty.id,
        "entry": penalty.entry,
        "round": penalty.round,
        "kind": penalty.kind.value,
        "vp": penalty.vp,
        "mp": penalty.mp,
        "reason": penalty.reason,
    }


def list_penalties(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty list`: oldest first, in the words of the tournament's game."""
    tournament_id = TournamentId(options.tournament)
    game = context.services.tournaments.get(tournament_id).game
    penalties = context.services.penalties.list(tournament_id, entry=options.entry)
    scala40 = game is Game.SCALA40
    table = Table(
        (
            "Id",
            "N.",
            context.says("penalties.round_heading"),
            context.says("penalties.kind"),
            context.says("penalties.placement_pts") if scala40 else context.says("penalties.vp"),
            context.says("penalties.penalty_pts") if scala40 else context.says("penalties.mp"),
            context.says("penalties.reason"),
        ),
        [
            (
                p.id,
                p.entry,
                p.round,
                penalty_said(p.kind, game, context.language),
                p.vp,
                p.mp,
                p.reason,
            )
            for p in penalties
        ],
    )
    return Outcome([_penalty_data(p) for p in penalties], (table,))


def remove_penalty(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty remove`: taken back."""
    from tournament_app.services.values import PenaltyId

    context.services.penalties.remove(TournamentId(options.tournament), PenaltyId(options.id))
    return Outcome({"removed": options.id}, (context.says("penalties.penalty_removed"),))
