"""The change log in the director's words, in Italian and English: what each action the
services log is called, how a refusal and an undo are composed from it, the words of the
services' short summaries, and what a change touched ("round 3 table 4"). A change's before
and after in words is `log.details`; the summaries the services store, `log.summaries`.

Plain pairs (no Qt here): the window's Log page and `torneo log` / `torneo undo` both read
them, so an action is worded once for both faces. The log itself keeps the stored codes and
English summaries (JSON output and the database show those); only what a director reads is
put in words here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import Any

from tournament_app.sentence_catalogue import for_count
from tournament_app.services import domain_words
from tournament_app.services.audit import IMPORTED_PREFIX, UNDO_ACTION, is_imported
from tournament_app.services.context import REFUSED_SUFFIX
from tournament_app.services.domain_words import Said
from tournament_app.services.messages.catalogue import said_pair, said_pairs
from tournament_app.services.score_figures import score_pair
from tournament_app.services.values import AuditEntry
from tournament_app.storage.audit_form import place_of, structured

# Every action the services log, in the director's words: a new action is one line here.
# tests/ui/test_log_page_words.py walks the services' `log(...)`/`attempting(...)` calls and
# fails on a missing one.
ACTION_WORDS = said_pairs(
    "log_words.action_words",
    (
        "tournament.create",
        "tournament.edit",
        "tournament.status",
        "tournament.delete",
        "tournament.import_file",
        "vp_scale.save",
        "vp_scale.delete",
        "standings.draw",
        "player.add",
        "player.edit",
        "members.import",
        "entry.add",
        "entry.edit",
        "entry.present",
        "entry.absent",
        "entry.withdraw",
        "entry.reinstate",
        "entry.delete",
        "team.add",
        "team.remove",
        "team.lineup",
        "team.draw",
        "entry.replace_qualifier",
        "entry.season_final",
        "round.generate",
        "round.swap",
        "round.swap_tables",
        "round.publish",
        "round.delete",
        "round.unpublish",
        "result.enter",
        "result.correct",
        "result.delete",
        "result.confirm",
        "result.disagree",
        "result.second_entry",
        "sheet.hand",
        "sheet.correct",
        "sheet.remove_hand",
        "sheet.reentry",
        "sheet.time_out",
        "sheet.tie_order",
        "table_entry.codes",
        "table_entry.waiting",
        "table_entry.accepted",
        "table_entry.conflict",
        "table_entry.unlikely",
        "table_entry.late",
        "table_entry.close",
        "table_entry.reopen",
        "round_clock.start",
        "round_clock.pause",
        "round_clock.reset",
        "penalty.add",
        "penalty.remove",
        "database.restore",
        "write",
        "result.second_entry.refused",
    ),
)
UNDO_WORDS = said_pair("log_words.undo_words")
# A change made in the database a tournament file came from (`archive`): its words, marked.
IMPORTED_WORDS = said_pair("log_words.imported_words")
REFUSED_WORDS = said_pair("log_words.refused_words")
UNDONE_TARGET = re.compile(r"^(\S+) #\d+$")
"""The summary of an undo row: the action undone and its log id ("result.disagree #42")."""
STALE = re.compile(r"^stale version (\S+): (\S+) by (.*)$")
"""A refusal's summary: the version this station had, the one it found, and who wrote that."""
STALE_WORDS = said_pair("log_words.stale_words")
# The station had seen no result yet (it was entering one) when another station saved it.
ALREADY_WORDS = said_pair("log_words.already_words")
# The same, when the version that won was saved by the station refused (twice the same
# command, an old window left open): no other station was involved.
REFUSED_HERE_WORDS = said_pair("log_words.refused_here_words")
STALE_HERE_WORDS = said_pair("log_words.stale_here_words")
ALREADY_HERE_WORDS = said_pair("log_words.already_here_words")


# The words the services put in their short summaries, by the action that wrote them, stored
# in English and shown in the director's language. Only whole lowercase words of the action's
# own vocabulary change, so names (tournaments, players, penalty reasons) pass untouched.
RESULT_KINDS = domain_words.RESULT_KINDS
# Double entry: "second entry 640-250, first entry 640-245 version 1; replaces ...",
# "... agrees with version 2; closes ...", a save's "...; settles second entry ... by Sala 2".
DOUBLE_ENTRY = said_pairs(
    "log_words.double_entry",
    (
        "second entry",
        "first entry",
        "agrees with the first entry",
        "agrees with",
        "replaces",
        "closes",
        "settles",
        "version",
        "by",
    ),
)
# How round.generate names the seating ("mitchell, 24 seats"): the services' names of the
# PairingSystem values and of round_plans' other seatings, and the word "seats".
GENERATED_SEATS = said_pair("log_words.generated_seats")
SYSTEMS = domain_words.SEATINGS | {"seats": GENERATED_SEATS}
STATUSES = domain_words.TOURNAMENT_STATUSES
# "vp -2 VP -0 MP: late": the kind, then the points taken away, then the director's reason.
PENALTY_KINDS = said_pairs("log_words.penalty_kinds", ("warning", "vp", "mp", "forfeit"))
# The points' names in "played 220-280 VP 9-11" and "vp -2 VP -0 MP" (Italian: PV, punti).
POINTS = said_pairs("log_words.points", ("VP", "MP"))
# Scala 40's penalties (services.penalties._summary): "penalty_points +20 PENALTY: reason",
# "placement_points -1 PLACEMENT: reason". Older rows say "mp +20 MP" (worded as above). The
# points' nouns after 1: PENALTY_one, PLACEMENT_one ("-1 punto piazzamento").
SCALA40_PENALTIES = said_pairs(
    "log_words.scala40_penalties",
    ("penalty_points", "placement_points", "PENALTY", "PLACEMENT", "PENALTY_one", "PLACEMENT_one"),
)
# "torneo-…-round-3-published.sqlite3; previous database kept as torneo-…-before-restore…"
# (the file names stay as they are on disk).
RESTORE = said_pairs("log_words.restore", ("previous database kept as", "damaged database kept as"))
# A scala 40 sheet's summaries (`sheet_summary`): "hand 4: 1=0, 2=35" (entry number=points),
# "hand 4 from 1=50, 2=0 to 1=0, 2=50", "re-entry of 3", "time-out".
SHEET = said_pairs("log_words.sheet", ("hand", "from", "to", "re-entry of", "time-out"))
# An entry's edit (`entry_edit_summary`): "group B; category Over 60; players Rossi Anna, ..."
ENTRY_FIELDS = said_pairs("log_words.entry_fields", ("group", "category", "players", "none"))
SUMMARY_WORDS: dict[str, dict[str, Said]] = {
    "sheet.hand": SHEET,
    "sheet.correct": SHEET,
    "sheet.remove_hand": SHEET,
    "sheet.reentry": SHEET,
    "entry.edit": ENTRY_FIELDS,
    "result.enter": RESULT_KINDS | DOUBLE_ENTRY | POINTS,
    "result.correct": RESULT_KINDS | DOUBLE_ENTRY | POINTS,
    "result.delete": DOUBLE_ENTRY,
    "result.confirm": DOUBLE_ENTRY,
    "result.disagree": DOUBLE_ENTRY,
    "round.generate": SYSTEMS,
    "tournament.status": STATUSES,
    "penalty.add": PENALTY_KINDS | POINTS | SCALA40_PENALTIES,
    "database.restore": RESTORE,
}

# Where a change happened (`AuditEntry.round`, `.table`).
ROUND_TABLE_WORDS = said_pair("log_words.round_table_words")
ROUND_WORDS = said_pair("log_words.round_words")
# How the services name what a change touched, and the same in words (a place, "round 3
# table 4", is read by `storage.audit_form.place_of`: rows whose place a tournament file of an
# older Torneo carried as text only).
ENTITY_WORDS = said_pairs(
    "log_words.entities",
    (
        "entry",
        "entries",
        "entries_one",
        "penalty",
        "player",
        "players",
        "members",
        "members_one",
        "tournament",
        "vp_scale",
    ),
)
# Each a pattern of the services' English and its key; a count ("3 entries") is said with
# the key's `_one` for 1 (older rows of a season final with one invited say "1 entries").
ENTITY_PATTERNS = (
    (re.compile(r"^entry (\d+)$"), "entry"),
    (re.compile(r"^(\d+) entries$"), "entries"),
    (re.compile(r"^penalty (\d+)$"), "penalty"),
    (re.compile(r"^player (\d+)$"), "player"),
    (re.compile(r"^(\d+) players$"), "players"),
    (re.compile(r"^(\d+) members$"), "members"),
    (re.compile(r"^tournament (\d+)$"), "tournament"),
    (re.compile(r"^vp scale (.+)$"), "vp_scale"),
)
COUNTED_ENTITIES = frozenset({"entries", "players", "members"})


def _filled(template: str, values: tuple[str, ...]) -> str:
    """A template's {0}, {1}... replaced by `values` (replace, not format: a name may hold
    braces)."""
    for position, value in enumerate(values):
        template = template.replace("{" + str(position) + "}", value)
    return template


@cache
def _word_pattern(action: str) -> re.Pattern[str] | None:
    words = SUMMARY_WORDS.get(action)
    if not words:
        return None
    # Longest first, so "danese_gironi" is taken whole before "danese" could match inside it.
    return re.compile(
        r"\b(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")\b"
    )


DRAWN = re.compile(r"^\d+( \d+)+$")
DRAWN_WORDS = said_pair("log_words.drawn_words")


def summary_text(summary: str, action: str, language: str) -> str:
    """The services' summary of an `action` with its vocabulary in `language` (numbers and
    names untouched)."""
    if action.endswith(REFUSED_SUFFIX):
        return _stale_text(summary, language)
    if action in ("standings.draw", "team.draw") and DRAWN.match(summary):
        # The order drawn, stored as bare numbers ("4 5 1"), read as one.
        return _filled(DRAWN_WORDS.pick(language), (", ".join(summary.split()),))
    if action in ("round.swap", "round.swap_tables"):
        # Stored "3 <-> 38" (plain ASCII for the JSON and the terminal's log).
        return summary.replace(" <-> ", " ↔ ")
    pattern = _word_pattern(action)
    if pattern is None:
        return summary
    words = SUMMARY_WORDS[action]
    return pattern.sub(lambda match: words[match.group(1)].pick(language), summary)


def _stale_text(summary: str, language: str, *, here: bool = False) -> str:
    """A refusal's "stale version 1: 2 by Sala 1" in `language`; "" when the clash was found
    at commit and neither version is known ("None: None by ?"). `here`: the version found
    was saved by the station refused (no other station is named)."""
    match = STALE.match(summary)
    if match is None:
        return summary
    had, found, by = match.groups()
    return stale_words(had, found, by, language, here=here)


def stale_words(had: str, found: str, by: str, language: str, *, here: bool = False) -> str:
    """A refusal's versions in words: the one this station had ("None": it had seen none),
    the one it found, who saved that; "" when the clash names neither."""
    if found == "None" or by in ("?", "None"):
        return ""
    if here:
        template = ALREADY_HERE_WORDS if had == "None" else STALE_HERE_WORDS
    else:
        template = ALREADY_WORDS if had == "None" else STALE_WORDS
    return _filled(template.pick(language), (had, found, by))


def _lower_first(text: str) -> str:
    """A label made part of a sentence: "Result corrected" -> "result corrected" (an acronym
    like "VP" keeps its capitals)."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and first.isupper():
        return text
    return text[:1].lower() + text[1:]


def action_label(action: str, language: str) -> str | None:
    """An action's label in `language`, refusals composed from what was tried; None for an
    action not worded here."""
    words = ACTION_WORDS.get(action)
    if words is not None:
        return words.pick(language)
    if action.endswith(REFUSED_SUFFIX):
        tried = action_label(action.removesuffix(REFUSED_SUFFIX), language)
        if tried is not None:
            return REFUSED_WORDS.pick(language).replace("{0}", _lower_first(tried))
    return None


def change_text(entry: AuditEntry, language: str) -> str:
    """A logged change in the director's words, with the services' short summary; one the
    tournament file brought from another database worded as it was there, marked so."""
    if is_imported(entry.action):
        said = change_text(_as_logged_there(entry), language)
        return IMPORTED_WORDS.pick(language).replace("{0}", said)
    if entry.action == UNDO_ACTION:
        undone = (entry.params or {}).get("undone")
        if isinstance(undone, str) and action_label(undone, language) is not None:
            return undo_text(undone, entry, language)
        match = UNDONE_TARGET.match(entry.summary)
        if match and action_label(match.group(1), language) is not None:
            return undo_text(match.group(1), entry.entity, language)
        return UNDO_WORDS.pick(language).replace("{0}", entry.summary)
    label = action_label(entry.action, language)
    here = _refused_here(entry)
    if here:
        tried = action_label(entry.action.removesuffix(REFUSED_SUFFIX), language)
        if tried is not None:
            label = REFUSED_HERE_WORDS.pick(language).replace("{0}", _lower_first(tried))
    summary = _summary(entry, language, here=here)
    if label is None:
        return summary or entry.action
    return f"{label}: {summary}" if summary else label


def _as_logged_there(entry: AuditEntry) -> AuditEntry:
    """An imported change as the database it came from logged it (its own action)."""
    return replace(entry, action=entry.action.removeprefix(IMPORTED_PREFIX))


def _refused_here(entry: AuditEntry) -> bool:
    """A refusal whose winning version this same station had saved ("... by Sala 1" logged
    by Sala 1)."""
    if not entry.action.endswith(REFUSED_SUFFIX):
        return False
    if isinstance(entry.params, Mapping):
        return entry.params.get("by") == entry.station
    match = STALE.match(entry.summary)
    return match is not None and match.group(3) == entry.station


def _summary(entry: AuditEntry, language: str, *, here: bool) -> str:
    """The summary part of `change_text`: a result with its figures from before to after, a
    settings edit by the settings it changed, the rest as `summary_text` words it."""
    params = entry.params
    if not isinstance(params, Mapping) and entry.action == "penalty.add":
        # An older row's prose ("mp -100 MP: late") read as a penalty is now logged, so it
        # is worded as a new row is (word for word it said "penalty" and "points" twice).
        params = structured(entry.action, entry.entity, entry.summary)[0]
    if isinstance(params, Mapping):
        # Its own module (words from this one): imported here, when first read.
        from tournament_app.services.log.params import structured_summary

        worded = structured_summary(entry, params, language, here=here)
        if worded is not None:
            return worded
    if entry.summary == entry.action:
        return ""
    if entry.action.endswith(REFUSED_SUFFIX):
        return _stale_text(entry.summary, language, here=here)
    if entry.action in ("result.enter", "result.correct"):
        worded = _result_summary(entry, language)
        if worded is not None:
            return worded
    if entry.action == "tournament.edit" and not entry.summary:
        # The tournament's row before and after says which settings changed (worded by the
        # details' module, which reads this one's words: imported here, when first read).
        from tournament_app.services.log.details import _tournament_changes

        names = [name for name, _ in _tournament_changes(entry.before, entry.after, language)]
        return ", ".join(names)
    return summary_text(entry.summary, entry.action, language)


def undo_text(action: str, entity: str | AuditEntry, language: str) -> str:
    """What undoing an `action` on `entity` (the change's row, or an older row's words) took
    back, as the undo's row in the log says it: "Undone: result corrected (round 1, table 3)"."""
    label = action_label(action, language)
    if label is None:
        return UNDO_WORDS.pick(language).replace("{0}", action)
    what = _lower_first(label)
    where = entity if isinstance(entity, str) else place_text(entity, language)
    if where:
        what += f" ({entity_text(where, language) if isinstance(entity, str) else where})"
    return UNDO_WORDS.pick(language).replace("{0}", what)


def place_text(entry: AuditEntry, language: str) -> str:
    """Where a change happened in `language`: its round and table when it has them (stored
    as numbers), else what it touched as its row names it ("entry 5")."""
    if entry.round is not None:
        return place_words(entry.round, entry.table, language)
    return entity_text(entry.entity, language)


def place_words(round_number: int, table_number: int | None, language: str) -> str:
    """A round, or a round's table, in `language`: "turno 3 tavolo 4"."""
    if table_number is not None:
        return _filled(ROUND_TABLE_WORDS.pick(language), (str(round_number), str(table_number)))
    return _filled(ROUND_WORDS.pick(language), (str(round_number),))


def entity_text(entity: str, language: str) -> str:
    """What a change touched ("round 3 table 4") in `language`; a name not known as it is."""
    round_number, table_number = place_of(entity)
    if round_number is not None:
        return place_words(round_number, table_number, language)
    for pattern, key in ENTITY_PATTERNS:
        match = pattern.match(entity)
        if match:
            count = int(match.group(1)) if key in COUNTED_ENTITIES else None
            template = ENTITY_WORDS[key] if count is None else for_count(ENTITY_WORDS, key, count)
            return _filled(template.pick(language), match.groups())
    return entity


# ---------------------------------------------------------------------------------------------
# Results in figures. The services store "played 1300-300 VP 17-3", at a table of three pairs
# "played 640-245-400 VP 13-7-10" (a negative score stays "1200--35"); the director reads each
# score whole, a negative one in brackets: 1200-(-35).
RESULT_SUMMARY = re.compile(
    r"^(\w+) (-?\d+)-(-?\d+)(?:-(-?\d+))? VP (-?\d+)-(-?\d+)(?:-(-?\d+))?(.*)$", re.DOTALL
)
FROM_TO = said_pair("log_words.from_to")
FIGURES = said_pair("log_words.figures")
Figures = tuple[tuple[object, ...], tuple[object, ...]]
"""A result's MP and VP, line by line: NS and EW, and the third line's at a table of three."""


def result_figures(row: Mapping[str, Any], also: Mapping[str, Any] | None = None) -> Figures:
    """A result's (MP, VP) as a row or a log's parameters hold them: NS's and EW's, then the
    third line's where the result has one (`also`, the row the change wrote, gives it when
    `row` lacks it). A row logged before tables of three, or at a table of two, has two."""
    scores = [row.get("ns_mp"), row.get("ew_mp")]
    vp = [row.get("ns_vp"), row.get("ew_vp")]
    third = row if row.get("third_mp") is not None or also is None else also
    if third.get("third_mp") is not None:
        scores.append(third.get("third_mp"))
        vp.append("?" if third.get("third_vp") is None else third.get("third_vp"))
    return tuple(scores), tuple(vp)


def _figures(kind: str, figures: Figures, lang: str) -> str:
    """ "1300-300 (PV 17-3)", at a table of three "640-245-400 (PV 13-7-10)", the kind
    named when it is not a played turno."""
    scores, vp = figures
    text = _filled(FIGURES.pick(lang), (score_pair(*scores), "-".join(map(str, vp))))
    if kind != "played" and kind in RESULT_KINDS:
        text = f"{RESULT_KINDS[kind].pick(lang)} {text}"
    return text


def result_words(
    entry: AuditEntry, kind: str, figures: Figures, language: str, words: Mapping[str, Said]
) -> str:
    """ "giocato 1300-300 PV 17-3" (three of each at a table of three); a correction from
    the result it replaced (the row's before) to the new one: "da 1800-3305-25 (PV 10-20-0)
    a 1800-3305-30 (PV 10-20-0)", every figure either side."""
    was = _only_row(entry.before, "burraco_results")
    if entry.action == "result.correct" and was is not None:
        old = _figures(str(was.get("kind")), result_figures(was), language)
        return _filled(FROM_TO.pick(language), (old, _figures(kind, figures, language)))
    kind_word = words[kind].pick(language) if kind in words else kind
    scores, vp = figures
    points = POINTS["VP"].pick(language)
    return f"{kind_word} {score_pair(*scores)} {points} {'-'.join(map(str, vp))}"


def _result_summary(entry: AuditEntry, language: str) -> str | None:
    """A result's summary read from its stored words, with whole scores. None when the
    summary is not a result's."""
    match = RESULT_SUMMARY.match(entry.summary)
    if match is None:
        return None
    kind, ns, ew, third, ns_vp, ew_vp, third_vp, rest = match.groups()
    if (third is None) != (third_vp is None):
        return None
    scores, vp = (ns, ew, third), (ns_vp, ew_vp, third_vp)
    figures = (scores, vp) if third is not None else (scores[:2], vp[:2])
    tail = summary_text(rest, entry.action, language) if rest else ""
    words = SUMMARY_WORDS[entry.action]
    return result_words(entry, kind, figures, language, words) + tail


def _rows(snapshot: object, table: str) -> list[Mapping[str, Any]]:
    if not isinstance(snapshot, Mapping):
        return []
    rows = snapshot.get(table) or []
    return [row for row in rows if isinstance(row, Mapping)]


def _only_row(snapshot: object, table: str) -> Mapping[str, Any] | None:
    rows = _rows(snapshot, table)
    return rows[0] if len(rows) == 1 else None
