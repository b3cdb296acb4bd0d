"""What a penalty's points read as, in the director's words: burraco's "-2 PV", "-100 punti";
scala 40's placement points taken away and penalty points added ("1 punto piazzamento
tolto", "20 punti di penalità aggiunti"). The command line answers a penalty given with them.

A noun after a count agrees with it: where a language says 1 otherwise than 2, the family has
a `<key>_one` beside `<key>` (as `still_open` and `schedule_warnings` do); where it does not
("-1 PV"), the one entry serves every count. 0 takes the plural in both languages."""

from __future__ import annotations

from enum import Enum

from tournament_app.sentence_catalogue import for_count
from tournament_app.services.messages.catalogue import table

# Keyed <game>.<unit> (a `Game` value; "vp" or "mp", as a penalty stores them), each with
# its `_one` where 1 reads otherwise; {points} is the number.
PENALTY_AMOUNTS = table("penalty_amounts")


def penalty_amount_said(game: Enum | str, unit: str, points: int, language: str) -> str:
    """`points` of a penalty's `unit` ("vp" or "mp") in `language`, as `game` counts them:
    "-2 PV", "1 punto piazzamento tolto", "20 penalty points added"."""
    words = PENALTY_AMOUNTS.get(language, PENALTY_AMOUNTS["it"])
    name = str(game.value) if isinstance(game, Enum) else game
    return for_count(words, f"{name}.{unit}", points).format(points=points)
