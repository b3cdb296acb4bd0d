"""A seating check's problems in the director's words, for the Rounds page, the publish question
and the scala 40 sheet (whose corrections can change who goes on). No widgets."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tournament_app.services import RoundCheck
from tournament_app.services.publish_check import NOTE_CODES, STALE_CODES


def _tr(text: str) -> str:
    return QCoreApplication.translate("RoundsPage", text)


# -- words shared by the round pages ----------------------------------------------------------


PROBLEM_TEXT = {
    "seated_twice": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} is seated twice"),
    "not_seated": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} is not seated"),
    "unknown_entry": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} is not registered"),
    "forbidden_rematch": QT_TRANSLATE_NOOP("RoundsPage", "entries {entries} already met"),
    # two pairs of one club meet where the tournament keeps clubs apart (a note)
    "same_club": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "table {table}: pairs {entries} of the same club meet (no other pairing kept them"
        " apart without a rematch)",
    ),
    "empty_table": QT_TRANSLATE_NOOP("RoundsPage", "table {table} is empty"),
    "underfull_table": QT_TRANSLATE_NOOP("RoundsPage", "table {table} has too few players"),
    "overfull_table": QT_TRANSLATE_NOOP("RoundsPage", "table {table} has too many players"),
    "bye_twice": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} would get a second bye"),
    "table_number_gap": QT_TRANSLATE_NOOP("RoundsPage", "table numbers skip {table}"),
    "duplicate_table_number": QT_TRANSLATE_NOOP("RoundsPage", "table {table} appears twice"),
    # the round check's own (services.rounds): a draft outdated by the registration page
    "seated_withdrawn": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "entry {entries} has withdrawn since the draft was made: generate the round again",
    ),
    "seated_absent": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "entry {entries} is marked absent: mark it present on the Registration page,"
        " or generate the round again",
    ),
    "groups_resized": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "the group sizes set do not add up to the pairs present, so the groups have {entries}"
        " pairs (girone A first): for other sizes, change them in Tournament settings and"
        " generate the round again",
    ),
    "tied_at_cut": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "players {entries} tied for the last place going on from table {table}, so all of"
        " them go on: press Draw lots among the tied to decide who goes on",
    ),
    # a scala 40 stage seated before a hand of the stage before was corrected
    "no_longer_qualifies": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} no longer goes on from table {table} of the round before (a hand"
        " there was corrected after this round was seated)",
    ),
    "now_qualifies": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} now goes on from table {table} of the round before, but has no"
        " seat in this round",
    ),
    # the same with no table: a cut by the stage's ranking (describe_check)
    "tied_at_cut_ranking": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "players {entries} tied for the last place going on from the ranking of the round"
        " before, so all of them go on: press Draw lots among the tied to decide who goes on",
    ),
    "no_longer_qualifies_ranking": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} no longer goes on from the ranking of the round before (a hand"
        " there was corrected after this round was seated)",
    ),
    "now_qualifies_ranking": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} now goes on from the ranking of the round before, but has no seat"
        " in this round",
    ),
    # a Danish draft made before a result or a penalty changed
    "standings_changed": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "a result or a penalty has changed since this draft was made, so the pairing may"
        " follow the standings as they were: generate the round again",
    ),
}


# Players tied across a scala 40 cut: lots drawn among them decide who goes on.
TIED_AT_CUT = "tied_at_cut"
# What the round check tells the director without any rule being broken (the services'
# notes, services.publish_check), and the stale Danish draft: shown as a warning (not
# "ready"), and Publish asks.
NOTES = NOTE_CODES | STALE_CODES
STALE_NOTES = STALE_CODES
# A correction of the stage before changed who goes on to this scala 40 stage.
QUALIFICATION = frozenset({"no_longer_qualifies", "now_qualifies"})


def split_check(check: RoundCheck) -> tuple[RoundCheck, RoundCheck]:
    """The check's broken rules, and its notes."""
    return (
        RoundCheck(tuple(p for p in check.problems if p.code not in NOTES)),
        RoundCheck(tuple(p for p in check.problems if p.code in NOTES)),
    )


def describe_check(check: RoundCheck, names: Mapping[int, str] | None = None) -> list[str]:
    """One sentence per problem the checker found in a seating (each entry's number followed
    by its names when `names` are given)."""
    lines = []
    named = names or {}
    for problem in check.problems:
        template = PROBLEM_TEXT.get(problem.code)
        if problem.table is None:
            # No table: a cut by the stage's ranking, worded without one.
            template = PROBLEM_TEXT.get(f"{problem.code}_ranking", template)
        entries = ", ".join(f"{e} {named.get(e, '')}".strip() for e in problem.entries)
        if template is None:
            lines.append(f"{problem.code}: {entries}")
            continue
        text = _tr(template).replace("{entries}", entries)
        lines.append(text.replace("{table}", str(problem.table or "")))
    return lines


def qualifiers_text(
    check: RoundCheck, number: int, *, draft: bool, names: Mapping[int, str] | None = None
) -> str:
    """What to tell the director when a correction changed who goes on to scala 40 round
    `number`, already seated: who, and what they can do (the result stands as corrected)."""
    listed = "; ".join(describe_check(check, names))
    if draft:
        text = QCoreApplication.translate(
            "RoundsPage",
            "The correction changes who goes on to round {0}, already drafted: {1}. The result"
            " stays as corrected; generate round {0} again on the Rounds page so it seats who"
            " goes on now.",
        )
    else:
        # What can be done: before any table of it has played, the round goes back to
        # draft and is seated again (services.rounds.unpublish); once started, it stays.
        text = QCoreApplication.translate(
            "RoundsPage",
            "The correction changes who goes on to round {0}, already published: {1}. The"
            " result stays as corrected and the seating of round {0} does not change by"
            " itself. While no table of round {0} has played, press Back to draft on the"
            " Rounds page, then Generate next round, so it seats who goes on now; once it"
            " has started, it is played as seated. If the correction was wrong, undo it"
            " (Undo last change on the Log page).",
        )
    return text.replace("{0}", str(number)).replace("{1}", listed)
