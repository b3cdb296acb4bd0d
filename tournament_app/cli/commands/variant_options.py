"""The house variants that `torneo tournament create` and `edit` take, as the wizard sets
them: burraco's closing bonus, pozzetto penalty, reale and super amounts and the Brazilian
trump suit, the Danese's alternating lines, a club's pairs kept apart and tables of three pairs
with their VP rule; scala 40's ace alone and simplified scoring.
Read here only as typed values; whether they make a playable tournament (amounts of 0 or
more, in fives) is the services' rule."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.parsing import whole_number
from tournament_app.cli.words import help_text
from tournament_app.services.settings import THREE_PAIRS_VP_RULES as THREE_PAIRS_RULES
from tournament_app.services.settings import ThreePairsTables

# option dest -> BurracoSettings field
BURRACO_VARIANT_FIELDS = {
    "closing_bonus": "closing_bonus",
    "pozzetto_penalty": "pozzetto_penalty",
    "reale_bonus": "reale_bonus",
    "super_bonus": "super_bonus",
    "brazilian": "brazilian",
    "alternate_lines": "alternate_lines",
    "keep_clubs_apart": "keep_clubs_apart",
    "three_pairs": "three_pairs",
    "three_pairs_vp": "three_pairs_vp",
}
# option dest -> Scala40Settings field
SCALA40_VARIANT_FIELDS = {
    "ace_alone": "ace_alone_one",
    "simplified": "simplified",
}


def add_burraco_variants(group: Any) -> None:
    """The amounts of the hand's bonuses and penalty, and the Brazilian variant."""
    amounts = (
        ("--closing-bonus", "closing_bonus", 100),
        ("--pozzetto-penalty", "pozzetto_penalty", 100),
        ("--reale-bonus", "reale_bonus", 300),
        ("--super-bonus", "super_bonus", 250),
    )
    for flag, name, fibur in amounts:
        group.add_argument(
            flag,
            type=whole_number,
            metavar="POINTS",
            help=help_text(f"tournament.options.{name}").filled(default=str(fibur)),
        )
    group.add_argument(
        "--brazilian",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.brazilian"),
    )


def add_burraco_seating(group: Any) -> None:
    """Who sits NS in a Danish round; the first round keeping a club's pairs apart."""
    group.add_argument(
        "--alternate-lines",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.alternate_lines"),
    )
    group.add_argument(
        "--keep-clubs-apart",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.keep_clubs_apart"),
    )


def add_three_pairs(group: Any) -> None:
    """Tables of three pairs (burraco a sei) and how they share their VP."""
    group.add_argument(
        "--three-pairs",
        choices=[when.value for when in ThreePairsTables],
        help=help_text("tournament.options.three_pairs"),
    )
    group.add_argument(
        "--three-pairs-vp",
        choices=list(THREE_PAIRS_RULES),
        help=help_text("tournament.options.three_pairs_vp"),
    )


def three_pairs_values(values: dict[str, Any]) -> dict[str, Any]:
    """The typed words of the two options as the settings' values."""
    if "three_pairs" in values:
        values["three_pairs"] = ThreePairsTables(values["three_pairs"])
    if "three_pairs_vp" in values:
        values["three_pairs_vp"] = THREE_PAIRS_RULES[values["three_pairs_vp"]]
    return values


def add_scala40_variants(group: Any) -> None:
    """The ace alone and the simplified scoring."""
    group.add_argument(
        "--ace-alone",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.ace_alone"),
    )
    group.add_argument(
        "--simplified",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.simplified"),
    )
