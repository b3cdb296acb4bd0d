"""A logged change's parameters (`storage.audit_form`) in the director's words: a result's
figures, a penalty's kind and points, a refusal's versions. Read from the row's numbers and
codes, never from its stored English (older rows whose prose the upgrade could not read go
to `log.words.summary_text`, as stored)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tournament_app.sentence_catalogue import for_count
from tournament_app.services.domain_words import Said
from tournament_app.services.log.words import (
    DRAWN_WORDS,
    ENTRY_FIELDS,
    PENALTY_KINDS,
    RESULT_KINDS,
    STATUSES,
    SYSTEMS,
    _filled,
    _only_row,
    result_figures,
    result_words,
    stale_words,
)
from tournament_app.services.messages.catalogue import said_pair
from tournament_app.services.messages.penalties import penalty_amount_said
from tournament_app.services.score_figures import score_pair
from tournament_app.services.values import AuditEntry
from tournament_app.storage.audit_form import REFUSED, ROUND_CHANGES, SHEET_ACTIONS, AuditAction

# A save or removal that closed a double-entry disagreement: its second entry's figures, who.
SETTLES = said_pair("log_params.settles")
# Double entry: a second operator's figures against the result stored, and the open
# disagreement they closed or replaced.
CONFIRMS = said_pair("log_params.confirms")
DIFFERS = said_pair("log_params.differs")
CLOSES = said_pair("log_params.closes")
REPLACES = said_pair("log_params.replaces")
# A scala 40 sheet's change: the hand (entry=points), a correction, a re-entry, time called.
SHEET_HAND = said_pair("log_params.sheet_hand")
SHEET_CORRECTED = said_pair("log_params.sheet_corrected")
SHEET_REENTRY = said_pair("log_params.sheet_reentry")
SHEET_TIME_OUT = said_pair("log_params.sheet_time_out")
# A full tie at a table ordered by the director, taken back, or dropped by a correction.
SHEET_TIE_ORDER = said_pair("log_params.sheet_tie_order")
SHEET_TIED_AGAIN = said_pair("log_params.sheet_tied_again")
SHEET_TIE_DROPPED = said_pair("log_params.sheet_tie_dropped")
# A season's grand final: the top N of the season ranking entered, each with their place
# (the leader alone: its `_one`).
SEASON_FINAL = said_pair("log_params.season_final")
SEASON_FINAL_ONE = said_pair("log_params.season_final_one")
SEASON_FINAL_WORDS = {"season_final": SEASON_FINAL, "season_final_one": SEASON_FINAL_ONE}
# A withdrawn qualifier and who goes on instead.
REPLACED_BY = said_pair("log_params.replaced_by")
FINAL_REPLACED_BY = said_pair("log_params.final_replaced_by")
# A penalty: what it carries, then why ("-100 punti (7 minuti di ritardo)").
PENALTY_WORDS = said_pair("log_params.penalty")


def structured_summary(
    entry: AuditEntry, params: Mapping[str, Any], language: str, *, here: bool
) -> str | None:
    """The summary of a change logged with its parameters, in `language`; None for an
    action whose parameters are not worded here (its stored summary is read instead)."""
    action = entry.action
    if action.endswith(REFUSED):
        return stale_words(
            str(params.get("had")),
            str(params.get("found")),
            str(params.get("by")),
            language,
            here=here,
        )
    if action in (AuditAction.RESULT_ENTER, AuditAction.RESULT_CORRECT) and "kind" in params:
        return _result(entry, params, language)
    if action == AuditAction.RESULT_DELETE:
        return _settles(params, language)
    if action == AuditAction.RESULT_CONFIRM and "ns_mp" in params:
        return _filled(CONFIRMS.pick(language), (_pair(params),)) + _open(
            CLOSES, params.get("closes"), language
        )
    if action == AuditAction.RESULT_DISAGREE and isinstance(params.get("first"), Mapping):
        figures = (_pair(params), _pair(params["first"]))
        return _filled(DIFFERS.pick(language), figures) + _open(
            REPLACES, params.get("replaces"), language
        )
    if action == AuditAction.TABLE_ENTRY_CONFLICT and (phones := _phones(params, language)):
        return phones
    if action in SHEET_ACTIONS or action == AuditAction.SHEET_TIE_ORDER:
        return _sheet(params, language) + _ties(params, language)
    if action == AuditAction.ENTRY_EDIT:
        return _entry_edit(params, language)
    if action == AuditAction.ROUND_GENERATE and "system" in params:
        system = str(params["system"])
        said = SYSTEMS[system].pick(language) if system in SYSTEMS else system
        return f"{said}, {params.get('seats')} {SYSTEMS['seats'].pick(language)}"
    if action in (AuditAction.ROUND_SWAP, AuditAction.ROUND_SWAP_TABLES) and "first" in params:
        return f"{params['first']} ↔ {params.get('second')}"
    if action in ROUND_CHANGES:
        return ""
    if action == AuditAction.TOURNAMENT_STATUS and "status" in params:
        status = str(params["status"])
        return STATUSES[status].pick(language) if status in STATUSES else status
    drawn = (AuditAction.STANDINGS_DRAW, AuditAction.TEAM_DRAW)
    if action in drawn and isinstance(params.get("order"), list):
        order = ", ".join(map(str, params["order"]))
        return _filled(DRAWN_WORDS.pick(language), (order,))
    if action == AuditAction.PENALTY_ADD and "kind" in params:
        return _penalty(params, language)
    if action == AuditAction.PENALTY_REMOVE:
        return ""
    if action == AuditAction.ENTRY_REPLACE_QUALIFIER and "replacement" in params:
        keys = ("withdrawn_name", "withdrawn", "replacement_name", "replacement", "stage")
        replaced = FINAL_REPLACED_BY if params.get("season") else REPLACED_BY
        return _filled(replaced.pick(language), tuple(str(params.get(k)) for k in keys))
    if action == AuditAction.ENTRY_SEASON_FINAL and isinstance(params.get("invited"), list):
        invited = ", ".join(f"{row[1]} ({row[0]})" for row in params["invited"] if len(row) > 1)
        top = params.get("top")
        final = for_count(SEASON_FINAL_WORDS, "season_final", top if isinstance(top, int) else 0)
        return _filled(final.pick(language), (str(top), invited))
    return None


def _phones(params: Mapping[str, Any], language: str) -> str:
    """A table's two phones disagreeing: the figures each sent, the first phone's first (""
    for agreed figures the services refused, logged with no first)."""
    # Its own module, with the database's reads: imported here, when first read.
    from tournament_app.services.table_entry_reads import logged_sent, sent_said

    return sent_said(logged_sent(params), language)


def _sheet(params: Mapping[str, Any], language: str) -> str:
    if "reentry" in params:
        return _filled(SHEET_REENTRY.pick(language), (str(params["reentry"]),))
    if params.get("time_out"):
        return SHEET_TIME_OUT.pick(language)
    hand = str(params.get("hand", "?"))
    if "from" in params:
        figures = (hand, _hand(params["from"]), _hand(params.get("to")))
        return _filled(SHEET_CORRECTED.pick(language), figures)
    if "points" in params:
        return _filled(SHEET_HAND.pick(language), (hand, _hand(params["points"])))
    return ""


def _ties(params: Mapping[str, Any], language: str) -> str:
    """A tie order given ("order of the tie: 12, 3"), taken back, or dropped by a
    correction (after the change's own words)."""
    if isinstance(params.get("tie_order"), list):
        return _filled(SHEET_TIE_ORDER.pick(language), (_order(params["tie_order"]),))
    if isinstance(params.get("tied_again"), list):
        return _filled(SHEET_TIED_AGAIN.pick(language), (_order(params["tied_again"]),))
    dropped = params.get("tie_orders_dropped")
    if not isinstance(dropped, list):
        return ""
    return "".join(
        "; " + _filled(SHEET_TIE_DROPPED.pick(language), (_order(order),)) for order in dropped
    )


def _order(order: object) -> str:
    return ", ".join(map(str, order)) if isinstance(order, list) else ""


def _hand(points: object) -> str:
    """A hand's points as entry=points: "1=0, 2=35"."""
    if not isinstance(points, list):
        return ""
    return ", ".join(f"{pair[0]}={pair[1]}" for pair in points if isinstance(pair, list))


def _entry_edit(params: Mapping[str, Any], language: str) -> str:
    """ "girone B; categoria nessuno; giocatori Rossi Anna, Verdi Luca"."""
    parts = []
    for field in ("group", "category"):
        if field in params:
            value = str(params[field] or "") or ENTRY_FIELDS["none"].pick(language)
            parts.append(f"{ENTRY_FIELDS[field].pick(language)} {value}")
    if isinstance(params.get("players"), list):
        names = ", ".join(map(str, params["players"]))
        parts.append(f"{ENTRY_FIELDS['players'].pick(language)} {names}")
    return "; ".join(parts)


def _pair(figures: Mapping[str, Any]) -> str:
    """A second entry's figures as the operator typed them: "640-245", at a table of three
    pairs "640-245-400"."""
    return score_pair(figures.get("ns_mp"), figures.get("ew_mp"), figures.get("third_mp"))


def _open(template: Said, check: object, language: str) -> str:
    """The open disagreement a second entry closed or replaced ("" for none)."""
    if not isinstance(check, Mapping):
        return ""
    return _filled(template.pick(language), (_pair(check), str(check.get("by"))))


def _settles(params: Mapping[str, Any], language: str) -> str:
    settles = params.get("settles")
    if not isinstance(settles, Mapping):
        return ""
    return _filled(SETTLES.pick(language), (_pair(settles), str(settles.get("by"))))


def _result(entry: AuditEntry, params: Mapping[str, Any], language: str) -> str:
    """ "giocato 1300-300 PV 17-3", at a table of three "giocato 640-245-400 PV 13-7-10"; a
    correction from the result it replaced (the row's before) to the new one; the
    disagreement it closed after "; "."""
    settles = _settles(params, language)
    tail = f"; {settles}" if settles else ""
    figures = result_figures(params, _only_row(entry.after, "burraco_results"))
    return result_words(entry, str(params["kind"]), figures, language, RESULT_KINDS) + tail


def _penalty(params: Mapping[str, Any], language: str) -> str:
    """ "-100 punti (7 minuti di ritardo)", "-1 PV, -5 punti (ritardo)", "ammonizione
    (telefono)"; scala 40 "20 punti di penalità aggiunti (carte)": the points once, as the
    command line's answer to a penalty given says them (`penalty_amount_said`), the kind
    named only when the penalty carries none. The label already says "Penalità assegnata":
    the kind before the points said "penalità" and "punti" twice."""
    kind = str(params["kind"])
    game = "scala40" if params.get("scala40") else "burraco"
    points = [
        penalty_amount_said(game, unit, figure, language)
        for unit in ("vp", "mp")
        if (figure := int(params.get(unit) or 0))
    ]
    named = PENALTY_KINDS.get(kind)
    what = ", ".join(points) or (named.pick(language) if named is not None else kind)
    reason = str(params.get("reason") or "")
    return _filled(PENALTY_WORDS.pick(language), (what, reason)) if reason else what
