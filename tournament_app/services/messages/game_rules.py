"""Words around the rules of the game's sentences (which are in the catalogue,
resources/i18n/messages, under rule.<code>): how a refusal opens, the values it names, the
lines' names."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode
from tournament_app.services.messages.catalogue import coded_table, said, table

# How a scoring sentence opens, by the kind of refusal that carries it.
SCORING_OPENINGS = coded_table("scoring_openings", ErrorCode)


NOTHING_SAVED = said("nothing_saved")


# The values a scoring error carries, named in words so the director sees which one is wrong.
SCORING_VALUES = table("scoring_values")

# The order they are named in: where the sentence happened first, then the figures.
SCORING_VALUE_ORDER = (
    "round",
    "table",
    "hand",
    "line",
    "player",
    "mp",
    "vp",
    "value",
    "points",
    "low",
    "edge",
    "expected",
    "given",
    "limit",
    "band",
)


LINE_NAMES = table("line_names")
