"""A logged change's before and after in words, as the Log page's detail pane and `torneo log
--details` show them: each row the change touched in words, never the database's JSON (a
burraco result, a scala 40 sheet hand by hand, a round's seats table by table, a tournament by
the settings the change touched, any other row as "name: value").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from tournament_app.services import domain_words
from tournament_app.services.audit import is_imported
from tournament_app.services.errors import ServiceError
from tournament_app.services.log.summaries import hand_figures
from tournament_app.services.log.words import (
    PENALTY_KINDS,
    RESULT_KINDS,
    STATUSES,
    SYSTEMS,
    _filled,
    _only_row,
    _rows,
    result_figures,
)
from tournament_app.services.messages.catalogue import said_pair, said_pairs
from tournament_app.services.setting_words import NONE, YES_NO, setting_name, setting_values
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import OLDER_SETTINGS, settings_from_json
from tournament_app.services.values import AuditEntry
from tournament_app.storage.audit_form import place_of

if TYPE_CHECKING:  # the services import the log's words (their summaries): no cycle at run time
    from tournament_app.services import Services


TABLE = said_pair("log_details.table")
TABLE_RESULT = said_pair("log_details.table_result")
# A table of three pairs: the third line's total and VP after EW's.
TABLE_RESULT_THREE = said_pair("log_details.table_result_three")
TABLE_KIND = said_pair("log_details.table_kind")
SHEET_HAND = said_pair("log_details.sheet_hand")
# A burraco hand typed as the paper sheet has it: each line's base and cards.
SHEET_LINE = said_pair("log_details.sheet_line")
SHEET_REENTRY = said_pair("log_details.sheet_reentry")
SHEET_TIME_OUT = said_pair("log_details.sheet_time_out")
SHEET_TIE_ORDER = said_pair("log_details.sheet_tie_order")
NOTHING = said_pair("log_details.nothing")
# A round's seats, table by table (`details_text`); a lone line is the bye's table.
ROUND_LINE = said_pair("log_details.round_line")
SEATED = said_pair("log_details.seated")
PAIRED = said_pair("log_details.paired")
NS_ALONE = said_pair("log_details.ns_alone")
EW_ALONE = said_pair("log_details.ew_alone")


# Before and after, as the Log page's detail pane and `torneo log --details` show them: each
# row the change touched in words, never the database's JSON.
TOURNAMENT_FIELDS = said_pairs(
    "log_details.tournament_fields", ("name", "date", "venue", "status", "game")
)
# Column names of the other rows a change can touch, for the plain "name: value" lines.
COLUMN_WORDS = said_pairs(
    "log_details.column_words",
    (
        "number",
        "group_name",
        "category",
        "present",
        "withdrawn",
        "surname",
        "name",
        "tessera",
        "round_number",
        "table_number",
        "line",
        "position",
        "kind",
        "vp",
        "mp",
        "reason",
        "system",
        "status",
        "ns_mp",
        "ew_mp",
        "entered_by",
        "hands",
    ),
)
# A seat's line as a row stores it.
LINES = said_pairs("log_details.lines", ("ns", "ew", "seat", "c"))
# Stored codes among the values of those rows (a round's status, a seat's line...).
VALUE_WORDS = {
    "status": STATUSES | domain_words.ROUND_STATUSES,
    "system": SYSTEMS,
    "line": LINES,
    "kind": PENALTY_KINDS | RESULT_KINDS,
}
# What no director reads: row numbers of the database, stamps, versions, name keys.
HIDDEN = re.compile(r"^(id|version|updated_by|at|.*_id|.*_at|.*_key|result_version)$")


def details_text(
    entry: AuditEntry, language: str, numbers: Mapping[int, int] | None = None
) -> tuple[str, str]:
    """The change's before and after in words, one line a row ("—" for nothing): a
    burraco result "Tavolo 3: NS 1300 — EO 300, PV 17–3", a scala 40 sheet hand by hand,
    a round's seats table by table "Tavolo 1: NS 5 — EO 11" (a swap by the tables it
    changed), a tournament by the settings the change touched, any other row as "name:
    value". `numbers` maps entry id to entry number (`seat_numbers`): a seat row holds the
    entry's id only, which no director knows; without it a seat reads "?"."""
    before = _snapshot_lines(entry.before, entry.after, language, numbers or {})
    after = _snapshot_lines(entry.after, entry.before, language, numbers or {})
    nothing = NOTHING.pick(language)
    return "\n".join(before) or nothing, "\n".join(after) or nothing


def seat_numbers(services: Services, entry: AuditEntry) -> dict[int, int]:
    """Entry id -> entry number, what `details_text` needs to say who sits where when the
    logged change touched a round's seats (empty otherwise: nothing read); empty too when
    the tournament is gone since (a deleted tournament's log)."""
    if entry.tournament_id is None or not (
        _rows(entry.before, "seats") or _rows(entry.after, "seats")
    ):
        return {}
    try:
        listed = services.entries.list(entry.tournament_id)
    except ServiceError:
        return {}
    return {row.id: row.number for row in listed}


def details_read(services: Services, entry: AuditEntry, language: str) -> tuple[str, str]:
    """`details_text` with what the log row alone cannot say, read from the database: who
    sits where (a seat row holds the entry's id only), and a published round's tables (its
    row holds the status only; a publish not undone has the seats it announced, since a
    published round's seats cannot change)."""
    before, after = details_text(entry, language, seat_numbers(services, entry))
    if is_imported(entry.action):
        # Another database's change: its rows renumbered on import (`archive`), so who sat
        # where reads from this tournament's entries; what the round holds now is not what
        # that change announced there (it may have been taken back since).
        return before, after
    number = entry.round if entry.round is not None else _published_round(entry.entity)
    if entry.action != "round.publish" or entry.undone or not number:
        return before, after
    if entry.tournament_id is None:
        return before, after
    try:
        announced = services.rounds.get(entry.tournament_id, number)
    except ServiceError:
        return before, after
    seats: list[Mapping[str, Any]] = [
        {"table_number": table.table, "line": line, "position": position, "entry_id": number}
        for table in announced.tables
        for line, numbers in (("ns", table.ns), ("ew", table.ew), ("seat", table.players))
        for position, number in enumerate(numbers)
    ]
    itself = {int(seat["entry_id"]): int(seat["entry_id"]) for seat in seats}
    return before, "\n".join([after, *_seat_lines(seats, [], language, itself)])


def _published_round(entity: str) -> int | None:
    """The round an older row names alone ("round 3"), as a publish names it."""
    round_number, table_number = place_of(entity)
    return round_number if table_number is None else None


def _snapshot_lines(
    snapshot: object, other: object, language: str, numbers: Mapping[int, int]
) -> list[str]:
    if not isinstance(snapshot, Mapping):
        return []
    lines: list[str] = []
    for table in snapshot:
        rows = _rows(snapshot, table)
        if table == "seats":
            lines += _seat_lines(rows, _rows(other, "seats"), language, numbers)
        elif table == "rounds":
            # "Turno 2: Mitchell, bozza" above its tables; published: "Turno 2: pubblicato".
            lines += _round_lines(rows, _rows(other, "rounds"), language)
        elif table == "burraco_results":
            for row in rows:
                lines += [_burraco_line(row, language), *_base_cards_lines(row, language)]
        elif table == "scala40_sheets":
            for row in rows:
                lines += _sheet_lines(row, language)
        elif table == "table_entries":
            # Its own words (`table_entry`): imported here, when first read.
            from tournament_app.services.table_entry import entry_line

            lines += [entry_line(row, language) for row in rows]
        elif table == "tournaments":
            lines += [
                f"{name}: {value}" for name, value in _tournament_side(snapshot, other, language)
            ]
        else:
            lines += _plain_lines(rows, _rows(other, table), language)
    return lines


def _burraco_line(row: Mapping[str, Any], language: str) -> str:
    table = str(row.get("table_number", "?"))
    kind = str(row.get("kind", "played"))
    if kind != "played" and kind in RESULT_KINDS:
        head = _filled(TABLE_KIND.pick(language), (table, RESULT_KINDS[kind].pick(language)))
    else:
        head = _filled(TABLE.pick(language), (table,))
    (ns, ew, *third), (ns_vp, ew_vp, *third_vp) = result_figures(row)
    if third:
        figures = (ns, ew, *third, ns_vp, ew_vp, *third_vp)
        return _filled(TABLE_RESULT_THREE.pick(language), (head, *map(str, figures)))
    figures = (ns, ew, ns_vp, ew_vp)
    return _filled(TABLE_RESULT.pick(language), (head, *map(str, figures)))


def _base_cards_lines(row: Mapping[str, Any], language: str) -> list[str]:
    """The hands typed as the paper sheet has them, under their table: "Hand 1: NS base 400,
    cards 240 — EW base 100, cards 145" (none for hands typed otherwise)."""
    said = []
    for number, hand in enumerate(row.get("hands") or [], start=1):
        base, cards = hand.get("base") or (), hand.get("cards") or ()
        parts = [
            _filled(SHEET_LINE.pick(language), (LINES[key].pick(language), str(b), str(c)))
            for key, b, c in zip(("ns", "ew", "c"), base, cards, strict=False)
        ]
        if parts:
            hand_words = (str(number), " — ".join(parts))
            said.append("  " + _filled(SHEET_HAND.pick(language), hand_words))
    return said


def _round_lines(
    rows: list[Mapping[str, Any]], others: list[Mapping[str, Any]], language: str
) -> list[str]:
    """A round by its number, its system and status (only what differs from the other side
    when the round is on both)."""
    by_id = {row.get("id"): row for row in others}
    lines = []
    for row in rows:
        against = by_id.get(row.get("id"), {})
        said = [
            _coded(key, row.get(key), language)
            for key in ("system", "status")
            if key in row and against.get(key) != row.get(key)
        ]
        if said:
            number = str(row.get("number", "?"))
            lines.append(_filled(ROUND_LINE.pick(language), (number, ", ".join(said))))
    return lines


def _seat_lines(
    rows: list[Mapping[str, Any]],
    others: list[Mapping[str, Any]],
    language: str,
    numbers: Mapping[int, int],
) -> list[str]:
    """A round's seats as one line a table, "Tavolo 1: NS 5 — EO 11" (scala 40: "Tavolo 1:
    3, 5, 7, 9"; a burraco table with one line is the bye's). When the other side has seats
    too (a swap, its undo) only the tables that differ: the seat rows are deleted and made
    again, so they are compared by what each table holds, not by their ids."""
    mine, theirs = _tables(rows, language, numbers), _tables(others, language, numbers)
    return [
        _filled(SEATED.pick(language), (str(table), said))
        for table, said in sorted(mine.items())
        if not theirs or theirs.get(table) != said
    ]


def _tables(
    rows: list[Mapping[str, Any]], language: str, numbers: Mapping[int, int]
) -> dict[int, str]:
    """Table number -> who sits there, in words."""
    lines: dict[int, dict[str, list[tuple[int, str]]]] = {}
    for row in rows:
        entry = row.get("entry_id")
        number = numbers.get(entry) if isinstance(entry, int) else None
        seat = (int(row.get("position") or 0), "?" if number is None else str(number))
        line = lines.setdefault(int(row.get("table_number") or 0), {})
        line.setdefault(str(row.get("line")), []).append(seat)

    def who(seats: list[tuple[int, str]]) -> str:
        return ", ".join(number for _, number in sorted(seats))

    said: dict[int, str] = {}
    for table, by_line in lines.items():
        if "ns" in by_line or "ew" in by_line:
            ns, ew = by_line.get("ns"), by_line.get("ew")
            if ns and ew:
                said[table] = _filled(PAIRED.pick(language), (who(ns), who(ew)))
            else:
                alone = NS_ALONE if ns else EW_ALONE
                said[table] = _filled(alone.pick(language), (who(ns or ew or []),))
        else:
            said[table] = who([seat for seats in by_line.values() for seat in seats])
    return said


def _sheet_lines(row: Mapping[str, Any], language: str) -> list[str]:
    lines = [_filled(TABLE.pick(language), (str(row.get("table_number")),))]
    number = 0
    for item in row.get("hands") or []:
        if item.get("type") == "hand":
            number += 1
            lines.append(_filled(SHEET_HAND.pick(language), (str(number), hand_figures(item))))
        elif item.get("type") == "reentry":
            lines.append(_filled(SHEET_REENTRY.pick(language), (str(item.get("entry")),)))
        elif item.get("type") == "timeout":
            lines.append(SHEET_TIME_OUT.pick(language))
        elif item.get("type") == "tie_order":
            order = ", ".join(map(str, item.get("order") or []))
            lines.append(_filled(SHEET_TIE_ORDER.pick(language), (order,)))
    return ["  " + line if position else line for position, line in enumerate(lines)]


def _tournament_side(snapshot: object, other: object, language: str) -> list[tuple[str, str]]:
    """(name, value) of one side of a tournament's change: only what differs from the other
    side when there is one (a settings edit), everything when there is not (created)."""
    row = _only_row(snapshot, "tournaments")
    if row is None:
        return []
    against = _only_row(other, "tournaments")
    return list(_tournament_values(row, against, language))


def _tournament_changes(before: object, after: object, language: str) -> list[tuple[str, str]]:
    """The names of what a tournament's edit changed, with the new value."""
    row, was = _only_row(after, "tournaments"), _only_row(before, "tournaments")
    if row is None or was is None:
        return []
    return [
        (name[:1].lower() + name[1:], value)
        for name, value in _tournament_values(row, was, language)
    ]


def _tournament_values(
    row: Mapping[str, Any], against: Mapping[str, Any] | None, language: str
) -> Iterator[tuple[str, str]]:
    for key, words in TOURNAMENT_FIELDS.items():
        if key in row and (against is None or against.get(key) != row.get(key)):
            yield words.pick(language), _coded(key, row.get(key), language)
    settings = row.get("settings") or {}
    others = (against or {}).get("settings") or {}
    said = _settings_said(row, language)
    was = _settings_said(against, language) if against is not None else {}
    # Also a setting only the other side stores, as this side's settings stand for it.
    keys = [*settings, *(key for key in others if key not in settings and key in said)]
    for key in keys:
        value = settings.get(key)
        if against is not None and (key not in settings or key not in others):
            # Stored on one side only: an older Torneo's setting, read into a newer one
            # (shown by that one), or a newer one an edit stored for the first time, which
            # changed only if its words did.
            if key in OLDER_SETTINGS or (key in said and was.get(key) == said[key]):
                continue
        elif against is not None and others.get(key) == value:
            continue
        name = setting_name(key, language)
        yield name[:1].upper() + name[1:], said.get(key) or _value(value, language)


def _settings_said(row: Mapping[str, Any], language: str) -> dict[str, str]:
    """A tournament row's settings in the words `torneo tournament show` and the wizard use
    (`setting_words`), by stored key: what the evening plays with, so a default left unstored
    reads as the table or bye it stands for. Empty for settings this Torneo cannot read (a
    damaged row): those values are shown as stored."""
    try:
        game = Game(row.get("game"))
        return setting_values(settings_from_json(game, row.get("settings") or {}), language)
    except (ServiceError, ValueError):
        return {}


def _coded(key: str, value: object, language: str) -> str:
    """A stored value in words: a code of `VALUE_WORDS` by its column, the rest plain."""
    words = VALUE_WORDS.get(key, {})
    if isinstance(value, str) and value in words:
        return words[value].pick(language)
    return _value(value, language)


def _value(value: object, language: str) -> str:
    if value is None or value == "":
        return NOTHING.pick(language)
    if isinstance(value, bool):
        return YES_NO[value].pick(language)
    if isinstance(value, list):
        return ", ".join(map(str, value)) or NONE.pick(language)
    return str(value)


def _plain_lines(
    rows: list[Mapping[str, Any]], others: list[Mapping[str, Any]], language: str
) -> list[str]:
    """Rows of any other table as "name: value, ...", without ids and stamps; a row also on
    the other side by only what differs (an entry's group B, not its number again)."""
    by_id = {row.get("id"): row for row in others}
    lines = []
    for row in rows:
        against = by_id.get(row.get("id"))
        shown = [
            (key, value)
            for key, value in row.items()
            if not HIDDEN.match(key) and (against is None or against.get(key) != value)
        ]
        if shown:
            lines.append(
                ", ".join(
                    f"{COLUMN_WORDS[key].pick(language) if key in COLUMN_WORDS else key}: "
                    f"{_coded(key, value, language)}"
                    for key, value in shown
                )
            )
    return lines
