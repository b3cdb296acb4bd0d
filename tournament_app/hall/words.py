"""The hall's own sentences, in Italian and English: the labels of the exported documents
(`exports.labels`) name the columns; these name what only the hall says."""

from __future__ import annotations

from tournament_app.exports.documents import Language
from tournament_app.sentence_catalogue import for_count, pairs

_WORDS = pairs(
    "hall_words",
    (
        "my_table",
        "standings",
        "seating",
        "results",
        "history",
        "number_prompt",
        "show",
        "not_a_number",
        "not_seated",
        "table_n",
        "line_word",
        "seat_word",
        "bye_round",
        "partner",
        "pair_word",
        "your_pair",
        "opponents",
        "at_table",
        "in_play",
        "complete",
        "my_history",
        "nothing_yet",
        "updated_at",
        "offline",
        "other_language",
        "no_such_page",
        "rank_of",
        "entry_title",
        "entry_off",
        "entry_code",
        "entry_ns",
        "entry_ew",
        "entry_send",
        "entry_how",
        "entry_table",
        "entry_figures",
        "entry_third",
        "entry_figures_three",
        "entry_waiting",
        "entry_state_waiting",
        "entry_saved",
        "entry_result_in",
        "entry_conflict",
        "entry_not_saved",
        "entry_unlikely",
        "entry_late",
        "entry_closed",
        "entry_reopened",
        "entry_not_numbers",
        "entry_too_many",
        "entry_foreign",
        "entry_too_long",
        "sheet_title",
        "sheet_of",
        "sheet_hand",
        "sheet_total",
        "sheet_empty",
        "sheet_finished",
        "sheet_out",
        "sheet_live_link",
        "sheet_no_table",
        "hand_title",
        "hand_points",
        "hand_closer",
        "hand_not_opened",
        "hand_reenters",
        "hand_in_hand",
        "hand_send",
        "hand_how",
        "keeper_code",
        "keeper_open",
        "keeper_how",
        "pairs_pair",
        "pairs_how",
        "pairs_legend",
        "pairs_standing",
        "pairs_in_play",
        "pairs_in_play_one",
        "pairs_won",
        "pairs_draw",
        "hand_saved",
        "hand_saved_over",
        "hand_reentered",
        "hand_reenter_button",
        "hand_changed",
        "sheet_change_hand",
        "sheet_change_corrected",
        "sheet_change_removed",
        "sheet_change_other",
        "sheet_change_phone",
        "sheet_change_unknown",
        "hand_unlikely",
        "hand_ns",
        "hand_ew",
        "hand_c",
        "hand_detail",
        "hand_clean",
        "hand_semiclean",
        "hand_dirty",
        "hand_reale",
        "hand_super",
        "hand_trump_clean",
        "hand_trump_semiclean",
        "hand_trump_dirty",
        "hand_melded",
        "hand_in_hand_points",
        "hand_pozzetto_unplayed",
        "hand_line_closed",
        "hand_pozzetto_taken",
        "hand_joker",
        "hands_link",
        "hands_title",
        "hands_how",
        "hands_how_three",
        "hands_not_numbers",
        "hand_base_cards",
        "hand_sign",
        "hands_sheet_missing",
        "hands_sheet_missing_three",
        "hands_two_ways",
        "hands_shown_legend",
        "team_own",
        "team_against",
        "team_other_table",
        "clock_left",
        "clock_paused",
        "clock_up",
    ),
)


def hall_text(language: Language, key: str, *, count: int | None = None, **values: object) -> str:
    """The hall's sentence `key` in `language`, `{placeholders}` filled from `values`;
    `count`: how many things it counts, for its `_one` where 1 reads otherwise."""
    italian, english = _WORDS[key] if count is None else for_count(_WORDS, key, count)
    template = italian if language == "it" else english
    return template.format(**values) if values else template


def keys() -> tuple[str, ...]:
    """Every sentence the hall has (the tests check each has both languages)."""
    return tuple(_WORDS)


def pick_language(asked: str | None, remembered: str | None, accept: str) -> Language:
    """The page's language: the switch link's choice, else the one the player chose before
    (a cookie), else the first of Italian and English the browser prefers, else Italian."""
    for choice in (asked, remembered):
        if choice in ("it", "en"):
            return "en" if choice == "en" else "it"
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(accept.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        ranked.append((-weight, index, tag.strip().lower()[:2]))
    for weight, _, tag in sorted(ranked):
        if weight < 0 and tag in ("it", "en"):
            return "en" if tag == "en" else "it"
    return "it"


def hall_words(language: Language, *keys: str) -> dict[str, str]:
    """The sentences `keys` in `language`, by key, for a page's template to place."""
    return {key: hall_text(language, key) for key in keys}
