"""The options of a tournament's format that `torneo tournament create` and `edit` both take:
burraco's hands, schedule, first round, pairs or individual, VP table and bye; scala 40's
table, limit, rules and format; the seed. Defined once so the two commands take the same
words (what `edit` may still change once a round is published is the services' rule)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.commands.tournament_draft import (
    number_list_with_zero,
    pairing_system,
    schedule,
)
from tournament_app.cli.parsing import number_list, positive_int, whole_number
from tournament_app.cli.words import help_text
from tournament_app.services.settings import TeamMovement


def add_burraco_format(group: Any, *, edit: bool = False) -> None:
    """Hands, rounds and schedule, pairs or individual, first round, VP table (and, for
    `create`, the bye: `edit` has it among `setting_options`)."""
    group.add_argument(
        "--hands",
        type=int,
        choices=(2, 3, 4),
        help=help_text("tournament.options.hands"),
    )
    group.add_argument(
        "--rounds",
        type=positive_int,
        metavar="N",
        help=help_text("tournament.options.rounds"),
    )
    group.add_argument(
        "--schedule",
        type=schedule,
        metavar="SYSTEM:N,...",
        help=help_text("tournament.options.schedule"),
    )
    group.add_argument(
        "--individual",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.individual"),
    )
    group.add_argument(
        "--first-round",
        type=pairing_system,
        metavar="SYSTEM",
        help=help_text("tournament.options.first_round"),
    )
    group.add_argument(
        "--vp-table",
        metavar="NAME",
        help=help_text("tournament.options.vp_table"),
    )
    group.add_argument(
        "--teams",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.teams"),
    )
    group.add_argument(
        "--team-movement",
        choices=[movement.value for movement in TeamMovement],
        help=help_text("tournament.options.team_movement"),
    )
    group.add_argument(
        "--team-vp-table",
        metavar="NAME",
        help=help_text("tournament.options.team_vp_table"),
    )
    if not edit:
        group.add_argument(
            "--bye-vp",
            type=whole_number,
            metavar="VP",
            help=help_text("tournament.create.bye_vp"),
        )
        group.add_argument(
            "--bye-mp",
            type=whole_number,
            metavar="MP",
            help=help_text("tournament.create.bye_mp"),
        )


def add_scala40_format(group: Any, *, edit: bool = False) -> None:
    """The table's rules and the tournament's format (for `create`, the older
    --in-hand-double too)."""
    group.add_argument(
        "--limit",
        type=positive_int,
        metavar="POINTS",
        help=help_text("tournament.options.limit"),
    )
    group.add_argument(
        "--table-size",
        type=whole_number,
        metavar="N",
        help=help_text("tournament.options.table_size"),
    )
    group.add_argument(
        "--out-above-limit",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.out_above_limit"),
    )
    group.add_argument(
        "--not-opened",
        choices=("cards", "100"),
        help=help_text("tournament.options.not_opened"),
    )
    if not edit:
        group.add_argument(
            "--in-hand-double",
            action="store_true",
            default=None,
            help=help_text("tournament.create.in_hand_double"),
        )
    group.add_argument(
        "--reentries",
        type=whole_number,
        metavar="N",
        help=help_text("tournament.options.reentries"),
    )
    group.add_argument(
        "--format",
        choices=("elimination", "placement"),
        help=help_text("tournament.options.format"),
    )
    group.add_argument(
        "--advance",
        type=positive_int,
        metavar="N",
        help=help_text("tournament.options.advance"),
    )
    group.add_argument(
        "--cuts",
        type=number_list,
        metavar="N1,N2,...",
        help=help_text("tournament.options.cuts"),
    )
    group.add_argument(
        "--placement-points",
        type=number_list_with_zero,
        metavar="P1,P2,...",
        help=help_text("tournament.options.placement_points"),
    )


def add_seed(parser: Any) -> None:
    """--seed: the seed every draw of the tournament starts from."""
    parser.add_argument(
        "--seed",
        type=whole_number,
        help=help_text("tournament.options.seed"),
    )
