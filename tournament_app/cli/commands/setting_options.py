"""The settings the wizard sets that `torneo tournament create` and `edit` take too: the
Danese variant, the Mitchell step, group sizes, the tie-break order, the forfeit's VP, the
burraco house variants, the bye (edit), a scala 40 game's minutes and chiusura in mano rule,
the tables that take the players tables of 4 leave over, and how a placement-points
tournament seats rounds 2 onwards. Read here only as typed values; whether they make a
playable tournament is the services' rule (`services.rules.validate`), the same the
wizard's Finish meets."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tournament_app.cli.commands import pairs_options, variant_options
from tournament_app.cli.parsing import UsageError, whole_number
from tournament_app.cli.words import Text, help_text, says
from tournament_app.services.domain_words import game_name
from tournament_app.services.messages.catalogue import Said
from tournament_app.services.setting_words import (
    IN_HAND_CLOSE,
    REMAINDER_TABLES,
    SCALA40_SEATINGS,
)
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    Game,
    InHandClose,
    RemainderTables,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    TieBreak,
    TournamentSettings,
)
from tournament_app.services.settings_codec import tie_breaks_named

# option dest -> BurracoSettings field
BURRACO_FIELDS = {
    "danese": "danese_variant",
    "mitchell_shift": "mitchell_shift",
    "groups": "group_sizes",
    "tie_breaks": "tie_breaks",
    "semipulito": "no_semipulito",
    "burraco_reale": "burraco_reale",
    "forfeit_present_vp": "forfeit_present_vp",
    "forfeit_late_vp": "forfeit_late_vp",
    **variant_options.BURRACO_VARIANT_FIELDS,
}
# The values --tie-breaks takes, as the settings store them.
TIE_BREAK_KEYS = ", ".join(tie_break.value for tie_break in TieBreak)
# option dest -> Scala40Settings field
SCALA40_FIELDS = {
    "minutes": "minutes_per_game",
    "in_hand_close": "in_hand_close",
    "remainder_tables": "remainder_tables",
    "seating": "seating",
    "keep_apart": "keep_apart",
    "group_size": "group_size",
    **variant_options.SCALA40_VARIANT_FIELDS,
    **pairs_options.PAIRS_FIELDS,
}
# options `edit` takes beyond these (create has them already)
BYE_FIELDS = {"bye_vp": "bye_vp", "bye_mp": "bye_mp"}


def _sizes(text: str) -> tuple[int, ...]:
    """Group sizes as typed ("8,8,6"; "" or "halves": two halves); each a whole number, the
    services deciding whether it is a size a group can have."""
    if text.strip().lower() in ("", "halves", "meta", "metà"):
        return ()
    return tuple(whole_number(part.strip()) for part in text.replace(";", ",").split(",") if part)


def _names(text: str) -> tuple[str, ...]:
    """Tie-break keys in order ("mp_diff,head_to_head,draw"); the services know which exist
    (`burraco_values` asks them)."""
    return tuple(part.strip().lower() for part in text.split(",") if part.strip())


def add_burraco_options(group: Any, *, bye: bool = False) -> None:
    """The wizard's burraco settings not otherwise on the command line (with `bye`, the bye's
    VP and MP too: `edit` has no other way to them)."""
    group.add_argument(
        "--danese",
        choices=[variant.value for variant in DaneseVariant],
        help=help_text("tournament.options.danese"),
    )
    group.add_argument(
        "--mitchell-shift",
        type=whole_number,
        metavar="N",
        help=help_text("tournament.options.mitchell_shift"),
    )
    group.add_argument(
        "--groups",
        type=_sizes,
        metavar="N1,N2,...",
        help=help_text("tournament.options.groups"),
    )
    group.add_argument(
        "--tie-breaks",
        type=_names,
        metavar="KEY,...",
        help=help_text("tournament.options.tie_breaks").filled(keys=TIE_BREAK_KEYS),
    )
    group.add_argument(
        "--semipulito",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.semipulito"),
    )
    group.add_argument(
        "--burraco-reale",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.burraco_reale"),
    )
    for name in ("forfeit_present_vp", "forfeit_late_vp"):
        group.add_argument(
            "--" + name.replace("_", "-"),
            type=whole_number,
            metavar="VP",
            help=help_text(f"tournament.options.{name}"),
        )
    variant_options.add_burraco_variants(group)
    variant_options.add_burraco_seating(group)
    variant_options.add_three_pairs(group)
    if bye:
        group.add_argument(
            "--bye-vp",
            type=whole_number,
            metavar="VP",
            help=help_text("tournament.edit.bye_vp"),
        )
        group.add_argument(
            "--bye-mp",
            type=whole_number,
            metavar="MP",
            help=help_text("tournament.edit.bye_mp"),
        )


def _choices_in_words(choices: Mapping[Any, Said]) -> Text:
    """An option's typed values each with its words, in either language: "five = prima da 5,
    poi da 3; three = ..."."""
    return Text(
        *(
            "; ".join(
                f"{choice.value} = {words.pick(language)}" for choice, words in choices.items()
            )
            for language in ("it", "en")
        )
    )


def add_scala40_options(group: Any) -> None:
    """The wizard's scala 40 settings not otherwise on the command line."""
    group.add_argument(
        "--minutes",
        type=whole_number,
        metavar="N",
        help=help_text("tournament.options.minutes"),
    )
    for option, key, field, choices in (
        ("--in-hand-close", "in_hand_close", "rules", IN_HAND_CLOSE),
        ("--remainder-tables", "remainder_tables", "choices", REMAINDER_TABLES),
        ("--seating", "seating", "seatings", SCALA40_SEATINGS),
    ):
        group.add_argument(
            option,
            choices=[choice.value for choice in choices],
            help=help_text(f"tournament.options.{key}").filled(
                **{field: _choices_in_words(choices)}
            ),
        )
    group.add_argument(
        "--keep-apart",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=help_text("tournament.options.keep_apart"),
    )
    variant_options.add_scala40_variants(group)
    pairs_options.add_scala40_pairs(group)


def add_italiana_options(group: Any) -> None:
    """The all'italiana's own setting (--seating italiana): the players per group Torneo
    draws when the entries have no group of their own."""
    group.add_argument(
        "--group-size",
        type=whole_number,
        metavar="N",
        help=help_text("tournament.options.group_size"),
    )


def burraco_values(options: argparse.Namespace, *, bye: bool = False) -> dict[str, Any]:
    """The burraco settings given (BurracoSettings field -> value)."""
    fields = BURRACO_FIELDS | (BYE_FIELDS if bye else {})
    values = {
        field: getattr(options, name)
        for name, field in fields.items()
        if getattr(options, name, None) is not None
    }
    if "danese_variant" in values:
        values["danese_variant"] = DaneseVariant(values["danese_variant"])
    if "no_semipulito" in values:
        values["no_semipulito"] = not values["no_semipulito"]
    if "tie_breaks" in values:
        values["tie_breaks"] = tie_breaks_named(values["tie_breaks"])
    return variant_options.three_pairs_values(values)


def scala40_values(options: argparse.Namespace) -> dict[str, Any]:
    """The scala 40 settings given (Scala40Settings field -> value). `create`'s older
    --in-hand-double is FISCA's doubling, the rule a doubling tournament gets unless told."""
    values = {
        field: getattr(options, name)
        for name, field in SCALA40_FIELDS.items()
        if getattr(options, name, None) is not None
    }
    values |= pairs_options.pairs_values(options)
    if "in_hand_close" in values:
        values["in_hand_close"] = InHandClose(values["in_hand_close"])
    if "seating" in values:
        values["seating"] = Scala40Seating(values["seating"])
    if "remainder_tables" in values:
        values["remainder_tables"] = RemainderTables(values["remainder_tables"])
    if getattr(options, "in_hand_double", False):
        if "in_hand_close" in values:
            raise UsageError(says("setting_options.in_hand_double_and_in"))
        values["in_hand_close"] = InHandClose.FISCA
    return values


def check_seating(options: argparse.Namespace, settings: Scala40Settings) -> None:
    """Refuse, as usage, --seating or --keep-apart where the tournament would not use it: an
    elimination (it seats the best of each stage, not by the standings), or --keep-apart
    with the draw (which already avoids earlier table-mates)."""
    given = [
        f"--{name.replace('_', '-')}"
        for name in ("seating", "keep_apart")
        if getattr(options, name, None) is not None
    ]
    if given and settings.format is Scala40Format.ELIMINATION:
        flags = ", ".join(given)
        raise UsageError(says("setting_options.is_for_a_placement_points").filled(flags=flags))
    if settings.keep_apart and settings.seating is Scala40Seating.DRAW and "--keep-apart" in given:
        raise UsageError(says("setting_options.keep_apart_is_for_the"))


def misplaced(options: argparse.Namespace, burraco: bool) -> list[str]:
    """The options of these given for a tournament of the other game."""
    other = SCALA40_FIELDS if burraco else BURRACO_FIELDS | BYE_FIELDS
    return [name for name in other if getattr(options, name, None) is not None]


def edited_settings(
    options: argparse.Namespace, settings: TournamentSettings
) -> TournamentSettings | None:
    """`settings` with the options given applied (None: none given); an option of the other
    game is refused as usage, the rest left to the services' rules."""
    burraco = isinstance(settings, BurracoSettings)
    wrong = misplaced(options, burraco)
    if wrong:
        flags = ", ".join("--" + name.replace("_", "-") for name in wrong)
        game = Game.BURRACO if burraco else Game.SCALA40
        raise UsageError(
            says("setting_options.not_an_option_for_a").filled(
                flags=flags, game=Text(*(game_name(game, language) for language in ("it", "en")))
            )
        )
    values = burraco_values(options, bye=True) if burraco else scala40_values(options)
    edited = replace(settings, **values) if values else None
    if isinstance(edited, Scala40Settings):
        check_seating(options, edited)
    return edited
