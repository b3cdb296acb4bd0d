"""What a penalty's points read as, in the director's words: burraco's "-2 PV", "-100 punti";
scala 40's placement points taken away and penalty points added ("1 punto piazzamento
tolto", "20 punti di penalità aggiunti"). The command line answers a penalty given with them.

A noun after a count agrees with it: where a language says 1 otherwise than 2, the family has
a `<key>_one` beside `<key>` (as `still_open` and `schedule_warnings` do); where it does not
("-1 PV"), the one entry serves every count. 0 takes the plural in both languages."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TypeVar

from tournament_app.services.messages.catalogue import table

# Keyed <game>.<unit> (a `Game` value; "vp" or "mp", as a penalty stores them), each with
# its `_one` where 1 reads otherwise; {points} is the number.
PENALTY_AMOUNTS = table("penalty_amounts")

_Words = TypeVar("_Words")


def for_count(words: Mapping[str, _Words], key: str, count: int) -> _Words:
    """`key`'s words for `count` things: its `_one` form for 1 where the family has one."""
    if count == 1:
        one = words.get(f"{key}_one")
        if one is not None:
            return one
    return words[key]


def penalty_amount_said(game: Enum | str, unit: str, points: int, language: str) -> str:
    """`points` of a penalty's `unit` ("vp" or "mp") in `language`, as `game` counts them:
    "-2 PV", "1 punto piazzamento tolto", "20 penalty points added"."""
    words = PENALTY_AMOUNTS.get(language, PENALTY_AMOUNTS["it"])
    name = str(game.value) if isinstance(game, Enum) else game
    return for_count(words, f"{name}.{unit}", points).format(points=points)
