"""The sentences for every error code, in Italian and English: what went wrong, what to do.

No Qt here: used by the command line and the GUI alike. A refusal's sentence, its detail's and
a rule of the game's are in one gettext catalogue per language (resources/i18n/messages/*.po,
read by `catalogue.sentence`); the words around them are kept by area (`edits`, `tournaments`,
`rounds`, `results`, `files`, `databases`, `game_rules`; the words a detail names its values
with in `detail_words`); `wording` turns a refusal into its sentence. Everything is imported
from here.
"""

from __future__ import annotations

from tournament_app.services.messages.cards import two_a_page_sentence
from tournament_app.services.messages.catalogue import (
    DETAILS,
    LANGUAGES,
    MESSAGES,
    SCORING,
    sentence,
)
from tournament_app.services.messages.databases import (
    SERVER_CODES,
    SERVER_FAILED,
    SERVER_GONE,
    SYSTEM_REASONS,
)
from tournament_app.services.messages.detail_words import DETAIL_WORDS, LIST_AND
from tournament_app.services.messages.edits import (
    CONFLICT_CURES,
    FIELDS,
    KINDS,
    NAMED_KINDS,
    NOT_FOUND_BY_NAME,
    PLACES,
)
from tournament_app.services.messages.files import (
    ARCHIVE_DETAIL_SIZES,
    ARCHIVE_DETAILS,
    ARCHIVE_FIELDS,
    ARCHIVE_REASONS,
    ARCHIVE_ROW,
    ARCHIVE_VALUES,
)
from tournament_app.services.messages.game_rules import (
    LINE_NAMES,
    NOTHING_SAVED,
    SCORING_OPENINGS,
    SCORING_VALUE_ORDER,
    SCORING_VALUES,
)
from tournament_app.services.messages.results import (
    ALREADY_ENTERED,
    ENTRY_LINE,
    ENTRY_LINE_FIGURES,
    ENTRY_STATES,
    UNLIKELY,
)
from tournament_app.services.messages.rounds import (
    COPY_NOT_MADE,
    FINAL_PLAYED,
    PUBLISH_UNCONFIRMED,
    QUALIFIERS_CHANGED,
    ROUND_PROBLEMS,
    SWAPPED_DRAFT_UNCONFIRMED,
)
from tournament_app.services.messages.schedule import (
    SCHEDULE_WARNINGS,
    schedule_text,
    schedule_warning_sentence,
)
from tournament_app.services.messages.tournaments import (
    STILL_OPEN,
    STILL_OPEN_REFUSED,
    VP_TABLE_NEEDED,
)
from tournament_app.services.messages.wording import (
    advised,
    copy_not_made,
    describe,
    detail_sentence,
    publish_unconfirmed_lines,
    qualifiers_changed_sentence,
    round_problem_sentence,
    scoring_sentence,
    still_open_sentence,
    swapped_draft_sentence,
    system_reason,
    table_runs,
    unlikely_sentence,
    vp_table_needed_sentence,
    why_off,
)

__all__ = [
    "ALREADY_ENTERED",
    "ARCHIVE_DETAILS",
    "ARCHIVE_DETAIL_SIZES",
    "ARCHIVE_FIELDS",
    "ARCHIVE_REASONS",
    "ARCHIVE_ROW",
    "ARCHIVE_VALUES",
    "CONFLICT_CURES",
    "COPY_NOT_MADE",
    "DETAILS",
    "DETAIL_WORDS",
    "ENTRY_LINE",
    "ENTRY_LINE_FIGURES",
    "ENTRY_STATES",
    "FIELDS",
    "FINAL_PLAYED",
    "KINDS",
    "LANGUAGES",
    "LINE_NAMES",
    "LIST_AND",
    "MESSAGES",
    "NAMED_KINDS",
    "NOTHING_SAVED",
    "NOT_FOUND_BY_NAME",
    "PLACES",
    "PUBLISH_UNCONFIRMED",
    "QUALIFIERS_CHANGED",
    "ROUND_PROBLEMS",
    "SCHEDULE_WARNINGS",
    "SCORING",
    "SCORING_OPENINGS",
    "SCORING_VALUES",
    "SCORING_VALUE_ORDER",
    "SERVER_CODES",
    "SERVER_FAILED",
    "SERVER_GONE",
    "STILL_OPEN",
    "STILL_OPEN_REFUSED",
    "SWAPPED_DRAFT_UNCONFIRMED",
    "SYSTEM_REASONS",
    "UNLIKELY",
    "VP_TABLE_NEEDED",
    "advised",
    "copy_not_made",
    "describe",
    "detail_sentence",
    "publish_unconfirmed_lines",
    "qualifiers_changed_sentence",
    "round_problem_sentence",
    "schedule_text",
    "schedule_warning_sentence",
    "scoring_sentence",
    "sentence",
    "still_open_sentence",
    "swapped_draft_sentence",
    "system_reason",
    "table_runs",
    "two_a_page_sentence",
    "unlikely_sentence",
    "vp_table_needed_sentence",
    "why_off",
]
