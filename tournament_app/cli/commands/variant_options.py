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
from tournament_app.cli.words import Text
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
        ("--closing-bonus", Text("premio di chiusura", "the closing bonus"), 100),
        (
            "--pozzetto-penalty",
            Text("penalità di chi non ha preso il pozzetto", "the pozzetto not taken penalty"),
            100,
        ),
        (
            "--reale-bonus",
            Text("premio del burraco reale (con --burraco-reale)", "the burraco reale bonus"),
            300,
        ),
        (
            "--super-bonus",
            Text("premio del super burraco (con --burraco-reale)", "the super burraco bonus"),
            250,
        ),
    )
    for flag, words, fibur in amounts:
        group.add_argument(
            flag,
            type=whole_number,
            metavar="POINTS",
            help=Text(f"{words.it} (predefinito {fibur})", f"{words.en} (default {fibur})"),
        )
    group.add_argument(
        "--brazilian",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "burraco brasiliano: un burraco nel seme di briscola vale doppio (pulito 400,"
            " semipulito 300, sporco 200)",
            "Brazilian burraco: a burraco in the trump suit counts double (pulito 400,"
            " semipulito 300, sporco 200)",
        ),
    )


def add_burraco_seating(group: Any) -> None:
    """Who sits NS in a Danish round; the first round keeping a club's pairs apart."""
    group.add_argument(
        "--alternate-lines",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "Danese: ogni coppia prende la linea che non aveva l'ultima volta (senza: NS alla"
            " coppia più in alto in classifica)",
            "Danese: each pair takes the line it did not have the last time (without: NS to"
            " the higher ranked pair)",
        ),
    )
    group.add_argument(
        "--keep-clubs-apart",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "il primo turno mette le coppie dello stesso circolo sulla stessa linea, così non"
            " si incontrano (nemmeno nel Mitchell che segue)",
            "the first round puts pairs of the same club on the same line, so they do not meet"
            " (nor in the Mitchell that follows)",
        ),
    )


def add_three_pairs(group: Any) -> None:
    """Tables of three pairs (burraco a sei) and how they share their VP."""
    group.add_argument(
        "--three-pairs",
        choices=[when.value for when in ThreePairsTables],
        help=Text(
            "tavoli da tre coppie: never (mai: con un numero dispari una coppia riposa),"
            " when_needed (quando il numero lo richiede: un tavolo da tre invece del riposo),"
            " always (quanti più tavoli da tre possibile); col sorteggio o il Danese",
            "tables of three pairs: never (an odd count gives a pair the bye), when_needed"
            " (a table of three instead of a bye), always (as many tables of three as"
            " possible); with the draw or the Danese",
        ),
    )
    group.add_argument(
        "--three-pairs-vp",
        choices=list(THREE_PAIRS_RULES),
        help=Text(
            "PV ai tavoli da tre coppie: average (media delle due conversioni, il mezzo"
            " punto per eccesso; predefinito), average_down (il mezzo punto per difetto),"
            " sum (somma, fino a 40)",
            "VP at tables of three pairs: average (the mean of the two conversions, a half"
            " rounded up; default), average_down (a half rounded down), sum (added, up to 40)",
        ),
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
        help=Text(
            "un asso rimasto da solo in mano vale 1 (scrivendo le carte)",
            "an ace left alone in hand counts 1 (when the cards are typed)",
        ),
    )
    group.add_argument(
        "--simplified",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "conteggio semplificato: 1-15 punti in mano contano 1, 16-25 contano 2, …; chi non"
            " ha aperto 10 (di solito con --limit 100)",
            "simplified scoring: 1-15 points in hand count 1, 16-25 count 2, …; not opened 10"
            " (usually with --limit 100)",
        ),
    )
