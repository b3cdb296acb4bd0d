"""The one catalogue: each area's sentence tables merged, per language, into the tables the
refusals are looked up in (an error code, a detail key, a rule of the game's code is in one area
only)."""

from __future__ import annotations

from typing import TypeVar

from tournament_app.services.errors import ErrorCode
from tournament_app.services.messages import (
    databases,
    edits,
    entries,
    files,
    game_rules,
    members,
    results,
    round_clock,
    rounds,
    tournaments,
)

LANGUAGES = ("it", "en")

_Key = TypeVar("_Key")


def _merged(*areas: dict[str, dict[_Key, str]]) -> dict[str, dict[_Key, str]]:
    """The areas' tables as one, per language; a key two areas both word is a mistake."""
    merged: dict[str, dict[_Key, str]] = {}
    for language in LANGUAGES:
        sentences: dict[_Key, str] = {}
        for area in areas:
            twice = sentences.keys() & area[language].keys()
            if twice:
                raise ValueError(f"worded twice in {language}: {sorted(map(str, twice))}")
            sentences.update(area[language])
        merged[language] = sentences
    return merged


MESSAGES: dict[str, dict[ErrorCode, str]] = _merged(
    edits.MESSAGES,
    entries.MESSAGES,
    tournaments.MESSAGES,
    rounds.MESSAGES,
    results.MESSAGES,
    files.MESSAGES,
    databases.MESSAGES,
    members.MESSAGES,
    round_clock.MESSAGES,
)
DETAILS: dict[str, dict[str, str]] = _merged(
    files.DETAILS,
    databases.DETAILS,
    results.DETAILS,
    entries.DETAILS,
    rounds.DETAILS,
    tournaments.DETAILS,
    edits.DETAILS,
    members.DETAILS,
    round_clock.DETAILS,
)
SCORING: dict[str, dict[str, str]] = _merged(game_rules.SCORING, rounds.SCORING)
