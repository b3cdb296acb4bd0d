"""The checks every text a director types goes through before it is written.

Each field has a rule (its name in messages, its length limit from `storage.limits`, whether
it may be empty). Surrounding whitespace is trimmed and runs of spaces, tabs and line breaks
become one space; what is left must fit the limit and hold no control character (a NUL
pasted from another program is refused by PostgreSQL and invisible on paper).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.storage import limits

# Unicode categories refused: control characters (NUL, BEL, DEL, C1 codes) and lone
# surrogates, which no database encoding can store.
REFUSED_CATEGORIES = frozenset({"Cc", "Cs"})


@dataclass(frozen=True)
class TextRule:
    """What one text field accepts: `field` names it in messages (see `messages.FIELDS`)."""

    field: str
    limit: int
    required: bool = False


SURNAME = TextRule("surname", limits.SURNAME, required=True)
NAME = TextRule("name", limits.NAME)
TESSERA = TextRule("tessera", limits.TESSERA)
CLUB = TextRule("club", limits.CLUB)
CATEGORY = TextRule("category", limits.CATEGORY)
GROUP = TextRule("group", limits.GROUP)
# A team's name (team events): worded as a name is.
TEAM_NAME = TextRule("name", limits.TEAM_NAME, required=True)
TOURNAMENT_NAME = TextRule("tournament_name", limits.TOURNAMENT_NAME, required=True)
VENUE = TextRule("venue", limits.VENUE)
VP_SCALE_NAME = TextRule("vp_scale_name", limits.VP_SCALE_NAME, required=True)
PENALTY_REASON = TextRule("penalty_reason", limits.PENALTY_REASON, required=True)
STATION = TextRule("station", limits.STATION, required=True)

RULES = (
    SURNAME,
    NAME,
    TESSERA,
    CLUB,
    CATEGORY,
    GROUP,
    TOURNAMENT_NAME,
    VENUE,
    VP_SCALE_NAME,
    PENALTY_REASON,
    STATION,
)
"""Every rule, so the messages can be checked to word each field."""


def control_character(text: str) -> tuple[int, str] | None:
    """The first refused character of `text`: its position (from 1) and its code as U+XXXX;
    None when there is none."""
    for position, character in enumerate(text, start=1):
        if unicodedata.category(character) in REFUSED_CATEGORIES:
            return position, f"U+{ord(character):04X}"
    return None


def clean_text(value: str, rule: TextRule) -> str:
    """`value` trimmed and with its inner whitespace collapsed, checked against `rule`.

    Raises ServiceError: TEXT_REQUIRED when a required field is empty, TEXT_TOO_LONG
    (params field, limit, length) when it is longer than the limit, TEXT_CONTROL_CHARACTER
    (params field, position, character as U+XXXX) when it holds an invisible control code.
    """
    text = " ".join(value.split())
    if not text and rule.required:
        raise ServiceError(ErrorCode.TEXT_REQUIRED, {"field": rule.field})
    found = control_character(text)
    if found is not None:
        position, character = found
        raise ServiceError(
            ErrorCode.TEXT_CONTROL_CHARACTER,
            {"field": rule.field, "position": position, "character": character},
        )
    if len(text) > rule.limit:
        raise ServiceError(
            ErrorCode.TEXT_TOO_LONG,
            {"field": rule.field, "limit": rule.limit, "length": len(text)},
        )
    return text


def optional_text(value: str | None, rule: TextRule) -> str | None:
    """`clean_text` for a field that may be left out: None when absent or empty."""
    if value is None:
        return None
    return clean_text(value, rule) or None
