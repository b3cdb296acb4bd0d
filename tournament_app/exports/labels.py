"""The headings and fixed words printed on exported documents, in Italian and English.

Exports run without Qt, so they cannot use the GUI's translations; their vocabulary is the
sentence catalogue's (resources/i18n/messages, `export_labels.<key>`, the months
`export_months.<n>`), read once here through `tournament_app.sentence_catalogue`, which the
exports may import. Values coming from users (names, clubs, notes) are never looked up here.
"""

from __future__ import annotations

import datetime

from tournament_app.exports.documents import EntryRef, HistoryRow, Language, TournamentHeader
from tournament_app.sentence_catalogue import for_count, listed, pairs

_WORDS = pairs(
    "export_labels",
    (
        "standings",
        "standings_after",
        "final_standings",
        "tie_break",
        "round",
        "round_n",
        "round_short",
        "results_round",
        "results_final",
        "entries",
        "penalties",
        "history",
        "history_of",
        "prize_list",
        "overall",
        "seating_by_table",
        "italiana_calendar",
        "seating_alphabetical",
        "seating_by_table_final",
        "seating_alphabetical_final",
        "table_card",
        "entry_code",
        "score_card",
        "score_card_pair",
        "score_card_player",
        "score_cards",
        "place_of",
        "no_place_yet",
        "total_vp",
        "total_placement",
        "total_match_points",
        "hands",
        "placing",
        "stage_reached",
        "eliminated",
        "at_the_table",
        "movement_cards",
        "movement_card",
        "movement_of",
        "against_pair",
        "foreseen",
        "movement_then_danese",
        "movement_then_new_mitchell",
        "movement_then_other",
        "results_online",
        "scoresheet",
        "rank",
        "place",
        "number",
        "players",
        "player",
        "club",
        "category",
        "group",
        "present",
        "withdrawn",
        "withdrawn_pair",
        "place_withdrawn",
        "place_withdrawn_pair",
        "yes",
        "no",
        "vp",
        "mp",
        "mp_difference",
        "table",
        "line",
        "seat",
        "ns",
        "eo",
        "third",
        "third_line",
        "bye",
        "byes",
        "note",
        "stage",
        "place_at_table",
        "placement_points",
        "match_points",
        "game_point_difference",
        "pairs",
        "pair",
        "penalty_total",
        "director_penalty",
        "penalty_overall",
        "penalty_all_stages",
        "penalty_last_stage",
        "playing",
        "penalty_points",
        "points_taken_away",
        "points",
        "prize",
        "kind",
        "reason",
        "opponents",
        "scored",
        "conceded",
        "total",
        "running_total",
        "page_x_of_y",
        "printed_at",
        "printed_at_elided",
        "updated_at",
        "updated_at_elided",
        "date",
        "venue",
        "vp_table",
        "tie_breaks",
        "difference",
        "hand",
        "base",
        "cards",
        "hand_total",
        "turno_total",
        "signature",
        "and_above",
        "limit",
        "limit_above",
        "pairs_match",
        "pairs_match_one",
        "marks",
        "system",
        "missing",
        "no_rows",
        "made_with",
        "index",
        "back",
        "rounds",
        "partial",
        "provisional",
        "provisional_partial",
        "prize_list_provisional",
        "prize_list_provisional_note",
        "prizes_not_cumulative",
        "prizes_cumulative",
        "final",
        "penalty_vp_column",
        "penalty_mp_column",
        "penalty_note",
        "vp_taken",
        "mp_taken",
        "pk_warning",
        "pk_vp",
        "pk_mp",
        "pk_forfeit",
        "pk40_warning",
        "pk40_vp",
        "pk40_mp",
        "pk40_forfeit",
        "eliminated_at",
        "over_limit_at",
        "over_limit",
        "reached_limit_at",
        "reached_limit",
        "goes_on",
        "goes_to_final",
        "out_of_tournament",
        "seated_no_longer_goes_on",
        "unseated_now_goes_on",
        "withdrawn_note",
        "absent_note",
        "in_play",
        "timed_out",
        "forfeit_last",
        "forfeit_place",
        "forfeit_round",
        "mark_closer",
        "mark_in_hand",
        "mark_not_opened",
        "mark_eliminated",
        "mark_reentered",
        "mark_penalty",
        "result_side",
        "both_lines",
        "seat_entry",
    ),
)

_MONTHS = listed("export_months", 12)


def text(language: Language, key: str, *, count: int | None = None, **values: object) -> str:
    """The word or heading `key` in `language`, with `{placeholders}` filled from `values`;
    `count`: how many things it counts, for its `_one` where 1 reads otherwise."""
    italian, english = _WORDS[key] if count is None else for_count(_WORDS, key, count)
    template = italian if language == "it" else english
    return template.format(**values) if values else template


def withdrawn_text(language: Language, entry: EntryRef, place: str = "") -> str:
    """A withdrawn entry said so, the word agreeing with it ("Ritirata" a pair, "Ritirato" a
    player; "Withdrawn" both); with its `place` worded ("56° di 60"), the place first
    ("56° di 60 – ritirata")."""
    pair = len(entry.players) > 1
    if place:
        return text(language, "place_withdrawn_pair" if pair else "place_withdrawn", place=place)
    return text(language, "withdrawn_pair" if pair else "withdrawn")


def history_opponents(row: HistoryRow) -> str:
    """A history row's opponents as a grid shows them, then how a round not played out came
    about ("forfait EO (n. 2)"), as the score card prints it beside them."""
    return f"{row.opponents} · {row.note}" if row.note else row.opponents


def code_text(language: Language, prefix: str, code: str) -> str:
    """The word for a stored code (a penalty's kind); the code itself if this version has no
    word for it, so a newer file still prints. Pairing systems and tie-breaks arrive worded
    (`services.domain_words`)."""
    key = f"{prefix}_{code}"
    return text(language, key) if key in _WORDS else code


def date_text(language: Language, day: datetime.date | None) -> str:
    """A date written out as people read it ("29 novembre 2026" / "29 November 2026")."""
    if day is None:
        return ""
    return f"{day.day} {_MONTHS[language][day.month - 1]} {day.year}"


def moment_text(language: Language, key: str, moment: datetime.datetime) -> str:
    """When a document was made, `key` "printed_at" or "updated_at": "stampato il 6
    dicembre 2026 alle 20:54". Italian elides the article before a day read with a vowel
    ("l'8 dicembre", "l'11 dicembre"): those days take the sentence `key`_elided."""
    elided = f"{key}_elided" if moment.day in (8, 11) else key
    return text(language, elided, day=date_text(language, moment.date()), time=f"{moment:%H:%M}")


def header_subtitle(header: TournamentHeader) -> str:
    """The line under a document's title: game, date and venue."""
    parts = [header.game_name or header.game, date_text(header.language, header.date)]
    parts.append(header.venue)
    return " · ".join(part for part in parts if part)


def standings_title(header: TournamentHeader, scope: str = "") -> str:
    """ "Classifica dopo il turno 3 (provvisoria)" ("provvisoria, parziale" while results
    are missing), or the final one (`TournamentHeader.final`)."""
    title = standings_heading(
        header.language, header.round_shown, partial=header.round_partial, final=header.final
    )
    return f"{title} – {scope}" if scope else title


def standings_heading(
    language: Language, after_round: int | None, *, partial: bool, final: bool
) -> str:
    """The standings' title as printed, wherever they are shown (the projector too): the
    round they come after, "provvisoria" or "provvisoria, parziale" while that round's
    results are missing, or "Classifica finale" when they are the final ones."""
    if final:
        return text(language, "final_standings")
    title = (
        text(language, "standings")
        if after_round is None
        else text(language, "standings_after", n=after_round)
    )
    note = "provisional_partial" if partial else "provisional"
    return f"{title} ({text(language, note)})"


def prize_list_title(header: TournamentHeader) -> str:
    """ "Premiazione", or "Premiazione provvisoria" before the standings are final."""
    key = "prize_list" if header.final else "prize_list_provisional"
    return text(header.language, key)


def round_name(header: TournamentHeader, number: int) -> str:
    """ "Turno 3", or "Finale" for a scala 40 elimination's final."""
    if number == header.final_round:
        return text(header.language, "final")
    return text(header.language, "round_n", n=number)


def seating_title(header: TournamentHeader, number: int, *, alphabetical: bool = False) -> str:
    """ "Disposizione ai tavoli – turno 3" (or "– finale"), by table or alphabetical."""
    key = "seating_alphabetical" if alphabetical else "seating_by_table"
    if number == header.final_round:
        return text(header.language, f"{key}_final")
    return text(header.language, key, n=number)


def results_title(header: TournamentHeader, number: int) -> str:
    """ "Risultati del turno 3", or "Risultati della finale"."""
    if number == header.final_round:
        return text(header.language, "results_final")
    return text(header.language, "results_round", n=number)
