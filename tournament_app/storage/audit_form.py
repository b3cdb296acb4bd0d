"""The audit log's structured form: each change as an action (`AuditAction`), its parameters
(JSON) and its place (round, table), worded only when read (`services.log_words`).

Rows logged before schema 0006 hold English prose instead (`entity` "round 3 table 4", a
`summary` such as "played 1300-300 VP 17-3"). `structured` reads that prose once, in the
migration and when a tournament file of an older Torneo is imported; a row it cannot read
keeps its words (params NULL), and the log shows them as stored.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Any


class AuditAction(StrEnum):
    """Every action the services log (stored in `audit_log.action`; a refusal adds
    ".refused", a change carried by a tournament file is prefixed "imported:")."""

    TOURNAMENT_CREATE = "tournament.create"
    TOURNAMENT_EDIT = "tournament.edit"
    TOURNAMENT_STATUS = "tournament.status"
    TOURNAMENT_DELETE = "tournament.delete"
    TOURNAMENT_IMPORT_FILE = "tournament.import_file"
    VP_SCALE_SAVE = "vp_scale.save"
    VP_SCALE_DELETE = "vp_scale.delete"
    STANDINGS_DRAW = "standings.draw"
    PLAYER_ADD = "player.add"
    PLAYER_EDIT = "player.edit"
    MEMBERS_IMPORT = "members.import"
    """The member list replaced by a file's (services.members); not undone: the earlier
    list's file is the way back."""
    ENTRY_ADD = "entry.add"
    ENTRY_EDIT = "entry.edit"
    ENTRY_PRESENT = "entry.present"
    ENTRY_ABSENT = "entry.absent"
    ENTRY_WITHDRAW = "entry.withdraw"
    ENTRY_REINSTATE = "entry.reinstate"
    ENTRY_DELETE = "entry.delete"
    ENTRY_SEASON_FINAL = "entry.season_final"
    ENTRY_REPLACE_QUALIFIER = "entry.replace_qualifier"
    TEAM_ADD = "team.add"
    TEAM_REMOVE = "team.remove"
    TEAM_LINEUP = "team.lineup"
    TEAM_DRAW = "team.draw"
    """Lots drawn among teams level in the team ranking (the order drawn, team numbers)."""
    ROUND_GENERATE = "round.generate"
    ROUND_SWAP = "round.swap"
    ROUND_SWAP_TABLES = "round.swap_tables"
    ROUND_PUBLISH = "round.publish"
    ROUND_DELETE = "round.delete"
    ROUND_UNPUBLISH = "round.unpublish"
    RESULT_ENTER = "result.enter"
    RESULT_CORRECT = "result.correct"
    RESULT_DELETE = "result.delete"
    RESULT_CONFIRM = "result.confirm"
    RESULT_DISAGREE = "result.disagree"
    RESULT_SECOND_ENTRY = "result.second_entry"
    SHEET_HAND = "sheet.hand"
    SHEET_CORRECT = "sheet.correct"
    SHEET_REMOVE_HAND = "sheet.remove_hand"
    SHEET_REENTRY = "sheet.reentry"
    SHEET_TIME_OUT = "sheet.time_out"
    SHEET_TIE_ORDER = "sheet.tie_order"
    """A full tie at a finished scala 40 table ordered by the director, or taken back."""
    TABLE_ENTRY_CODES = "table_entry.codes"
    TABLE_ENTRY_WAITING = "table_entry.waiting"
    TABLE_ENTRY_ACCEPTED = "table_entry.accepted"
    TABLE_ENTRY_CONFLICT = "table_entry.conflict"
    TABLE_ENTRY_UNLIKELY = "table_entry.unlikely"
    TABLE_ENTRY_LATE = "table_entry.late"
    TABLE_ENTRY_CLOSE = "table_entry.close"
    TABLE_ENTRY_REOPEN = "table_entry.reopen"
    ROUND_CLOCK_START = "round_clock.start"
    ROUND_CLOCK_PAUSE = "round_clock.pause"
    ROUND_CLOCK_RESET = "round_clock.reset"
    PENALTY_ADD = "penalty.add"
    PENALTY_REMOVE = "penalty.remove"
    DATABASE_RESTORE = "database.restore"
    UNDO = "undo"
    WRITE = "write"
    """A write refused before it said what it was (`write.refused`)."""


REFUSED = ".refused"
IMPORTED = "imported:"

Params = dict[str, Any]
Place = tuple[int | None, int | None]
NOWHERE: Place = (None, None)


class _Pattern:
    """A regular expression compiled when first matched: only older rows' prose needs one,
    and compiling the sixteen below was a share of every start's time."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._source = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    def _pattern(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(*self._source)
        return self._compiled

    def match(self, text: str) -> re.Match[str] | None:
        return self._pattern().match(text)

    def findall(self, text: str) -> list[Any]:
        return self._pattern().findall(text)


# ---------------------------------------------------------------------------------------------
# The prose older rows hold, read once.
# "round 3 table 4" / "round 3": the one reader of a place named in text (the migration, an
# older tournament file's log, the services' words for a row or a refusal that names one).
ROUND_TABLE = _Pattern(r"^round (\d+)(?: table (\d+))?$")
RESULT = _Pattern(r"^(played|bye|forfeit|arbitral) (-?\d+)-(-?\d+) VP (-?\d+)-(-?\d+)(.*)$")
SETTLES = _Pattern(r"^; settles second entry (-?\d+)-(-?\d+) by (.+)$", re.DOTALL)
PENALTY = _Pattern(
    r"^(warning|vp|mp|forfeit|placement_points|penalty_points)"
    r"((?: -\d+ (?:VP|MP|PLACEMENT)| \+\d+ PENALTY)*): (.*)$",
    re.DOTALL,
)
POINTS = _Pattern(r" ([-+])(\d+) (VP|MP|PLACEMENT|PENALTY)")
_OPEN = r"second entry (-?\d+)-(-?\d+) by (.+)"
CONFIRM = _Pattern(
    r"^second entry (-?\d+)-(-?\d+) agrees with the first entry(?:; closes " + _OPEN + ")?$",
    re.DOTALL,
)
DISAGREE = _Pattern(
    r"^second entry (-?\d+)-(-?\d+), first entry (-?\d+)-(-?\d+)(?:; replaces " + _OPEN + ")?$",
    re.DOTALL,
)
SHEET_HAND = _Pattern(r"^hand (\d+): (.*)$", re.DOTALL)
SHEET_CORRECT = _Pattern(r"^hand (\d+) from (.*) to (.*)$", re.DOTALL)
SHEET_REENTRY = _Pattern(r"^re-entry of (\d+)$")
FIGURE = _Pattern(r"^(\d+)=(-?\d+)$")
SHEET_ACTIONS = (
    "sheet.hand",
    "sheet.correct",
    "sheet.remove_hand",
    "sheet.reentry",
    "sheet.time_out",
)
GENERATED = _Pattern(r"^([a-z0-9_]+), (\d+) seats$")
SWAPPED = _Pattern(r"^(\d+) <-> (\d+)$")
DRAWN = _Pattern(r"^\d+( \d+)*$")
STATUSES = ("registration", "running", "finished")
ROUND_CHANGES = ("round.publish", "round.unpublish", "round.delete")
UNDONE = _Pattern(r"^(\S+) #(\d+)$")
STALE = _Pattern(r"^stale version (\S+): (\S+) by (.*)$", re.DOTALL)
SCALA40_KINDS = {"placement_points": "vp", "penalty_points": "mp"}


def place_of(entity: str) -> Place:
    """(round, table) of an older row's "round 3 table 4" / "round 3"; (None, None) else."""
    match = ROUND_TABLE.match(entity)
    if match is None:
        return NOWHERE
    round_number, table_number = match.groups()
    return int(round_number), None if table_number is None else int(table_number)


def structured(action: str, entity: str, summary: str) -> tuple[Params | None, Place]:
    """An older row's parameters and place read from its prose: params None when the
    summary is not one this reads (the row keeps its words, shown as stored)."""
    own = action.removeprefix(IMPORTED)
    return _params(own, summary), place_of(entity)


def _params(action: str, summary: str) -> Params | None:
    if action.endswith(REFUSED):
        match = STALE.match(summary)
        if match is None:
            return None
        had, found, by = match.groups()
        return {"had": _version(had), "found": _version(found), "by": None if by == "?" else by}
    if action == AuditAction.UNDO:
        match = UNDONE.match(summary)
        return {"undone": match.group(1), "log_id": int(match.group(2))} if match else None
    if action in (AuditAction.RESULT_ENTER, AuditAction.RESULT_CORRECT):
        match = RESULT.match(summary)
        if match is None:
            return None
        kind, ns_mp, ew_mp, ns_vp, ew_vp, rest = match.groups()
        params: Params = {"kind": kind, "ns_mp": int(ns_mp), "ew_mp": int(ew_mp)}
        params |= {"ns_vp": int(ns_vp), "ew_vp": int(ew_vp)}
        return _with_settled(params, rest)
    if action == AuditAction.RESULT_DELETE:
        return _with_settled({}, f"; {summary}" if summary else "")
    if action == AuditAction.RESULT_CONFIRM:
        match = CONFIRM.match(summary)
        if match is None:
            return None
        ns_mp, ew_mp, *was = match.groups()
        return {"ns_mp": int(ns_mp), "ew_mp": int(ew_mp)} | _open_check("closes", was)
    if action == AuditAction.RESULT_DISAGREE:
        match = DISAGREE.match(summary)
        if match is None:
            return None
        ns_mp, ew_mp, first_ns, first_ew, *was = match.groups()
        params = {"ns_mp": int(ns_mp), "ew_mp": int(ew_mp)}
        params["first"] = {"ns_mp": int(first_ns), "ew_mp": int(first_ew)}
        return params | _open_check("replaces", was)
    if action == AuditAction.PENALTY_ADD:
        return _penalty(summary)
    if action in SHEET_ACTIONS:
        return _sheet(summary)
    if action == AuditAction.ENTRY_EDIT:
        return _entry_edit(summary)
    if action == AuditAction.PENALTY_REMOVE and not summary:
        return {}
    return _round_or_standing(action, summary)


def _entry_edit(summary: str) -> Params | None:
    """ "group B; category none; players Rossi Anna, Verdi Luca": what an entry's edit set
    ("" cleared), by field."""
    params: Params = {}
    for part in summary.split("; ") if summary else []:
        field, _, value = part.partition(" ")
        if field not in ("group", "category", "players") or field in params:
            return None
        if field == "players":
            params[field] = value.split(", ") if value else []
        else:
            params[field] = "" if value == "none" else value
    return params


def _round_or_standing(action: str, summary: str) -> Params | None:
    """A round seated ("mitchell, 24 seats"), two entries or tables swapped ("3 <-> 38"),
    published, taken back or discarded; a tournament's status; the order a draw gave."""
    if action == AuditAction.ROUND_GENERATE:
        match = GENERATED.match(summary)
        return {"system": match.group(1), "seats": int(match.group(2))} if match else None
    if action in (AuditAction.ROUND_SWAP, AuditAction.ROUND_SWAP_TABLES):
        match = SWAPPED.match(summary)
        return {"first": int(match.group(1)), "second": int(match.group(2))} if match else None
    if action in ROUND_CHANGES:
        return {} if not summary else None
    if action == AuditAction.TOURNAMENT_STATUS:
        return {"status": summary} if summary in STATUSES else None
    if action == AuditAction.STANDINGS_DRAW and DRAWN.match(summary):
        return {"order": [int(number) for number in summary.split()]}
    return None


def _open_check(key: str, groups: list[str | None]) -> Params:
    """The open disagreement a second entry closed or replaced, from its three groups."""
    ns_mp, ew_mp, by = groups
    if ns_mp is None or ew_mp is None:
        return {}
    return {key: {"ns_mp": int(ns_mp), "ew_mp": int(ew_mp), "by": by}}


def _sheet(summary: str) -> Params | None:
    """A scala 40 sheet's "hand 4: 1=0, 2=35", "hand 2 from 1=50 to 1=0", "re-entry of 3",
    "time-out"; "" for a time called (its action says it)."""
    if summary in ("", "time-out"):
        return {"time_out": True} if summary else {}
    match = SHEET_REENTRY.match(summary)
    if match:
        return {"reentry": int(match.group(1))}
    match = SHEET_CORRECT.match(summary)
    if match:
        was, now = _figures(match.group(2)), _figures(match.group(3))
        if was is None or now is None:
            return None
        return {"hand": int(match.group(1)), "from": was, "to": now}
    match = SHEET_HAND.match(summary)
    if match:
        points = _figures(match.group(2))
        return None if points is None else {"hand": int(match.group(1)), "points": points}
    return None


def _figures(text: str) -> list[list[int]] | None:
    """ "1=0, 2=35" as [[1, 0], [2, 35]] (entry number, points); None when it is not."""
    pairs = []
    for part in text.split(", ") if text else []:
        match = FIGURE.match(part)
        if match is None:
            return None
        pairs.append([int(match.group(1)), int(match.group(2))])
    return pairs


def sheet_params(
    action: str,
    before: list[dict[str, Any]],
    after: list[dict[str, Any]],
    corrected: int | None = None,
) -> Params:
    """What a scala 40 sheet's change did, from its stored events before and after: the hand
    entered (its number, entry=points), a hand corrected (from, to), the event taken back,
    a re-entry (the entry number)."""
    hands_before = [item for item in before if item.get("type") == "hand"]
    hands_after = [item for item in after if item.get("type") == "hand"]

    def points(item: dict[str, Any]) -> list[list[int]]:
        return [[int(entry), int(figure)] for entry, figure in item.get("points", [])]

    if action == AuditAction.SHEET_HAND and hands_after:
        return {"hand": len(hands_after), "points": points(hands_after[-1])}
    if action == AuditAction.SHEET_CORRECT and corrected and len(hands_after) >= corrected:
        was, now = hands_before[corrected - 1], hands_after[corrected - 1]
        return {"hand": corrected, "from": points(was), "to": points(now)}
    if action == AuditAction.SHEET_REMOVE_HAND and before:
        gone = before[-1]
        if gone.get("type") == "hand":
            return {"hand": len(hands_before), "points": points(gone)}
        if gone.get("type") == "reentry":
            return {"reentry": int(gone["entry"])}
        return {"time_out": True}
    if action == AuditAction.SHEET_REENTRY and after:
        return {"reentry": int(after[-1]["entry"])}
    return {}


def _version(text: str) -> int | None:
    """A stored version ("None" when the station had none, or the clash named none)."""
    return int(text) if text.isdigit() else None


def _with_settled(params: Params, rest: str) -> Params | None:
    """`params` with the double-entry disagreement the save closed ("; settles second entry
    640-245 by Sala 2"); None for any other tail."""
    if not rest:
        return params
    match = SETTLES.match(rest)
    if match is None:
        return None
    ns_mp, ew_mp, by = match.groups()
    return params | {"settles": {"ns_mp": int(ns_mp), "ew_mp": int(ew_mp), "by": by}}


def _penalty(summary: str) -> Params | None:
    """ "vp -2 VP: late", "warning: noise", scala 40's "penalty_points +20 PENALTY: reason"."""
    match = PENALTY.match(summary)
    if match is None:
        return None
    kind, points, reason = match.groups()
    params: Params = {"kind": SCALA40_KINDS.get(kind, kind), "vp": 0, "mp": 0, "reason": reason}
    scala40 = kind in SCALA40_KINDS
    for _sign, figure, unit in POINTS.findall(points):
        scala40 = scala40 or unit in ("PLACEMENT", "PENALTY")
        params["vp" if unit in ("VP", "PLACEMENT") else "mp"] = int(figure)
    params["scala40"] = scala40
    return params


def penalty_params(kind: str, vp: int, mp: int, reason: str, *, scala40: bool) -> Params:
    """A penalty's parameters as the services log them (points as positive numbers)."""
    return {"kind": kind, "vp": vp, "mp": mp, "reason": reason, "scala40": scala40}


def result_params(
    kind: str, mp: tuple[int, int], vp: tuple[int, int], settles: Params | None
) -> Params:
    """A burraco result's parameters: its kind, scores and VP, the disagreement it closed."""
    params: Params = {"kind": kind, "ns_mp": mp[0], "ew_mp": mp[1], "ns_vp": vp[0]}
    params["ew_vp"] = vp[1]
    return params | ({"settles": settles} if settles else {})
