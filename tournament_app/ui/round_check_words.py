"""A seating check's problems in the director's words, for the Rounds page and the publish
question: the catalogue's sentences (services.messages), the ones the command line prints,
with the window's buttons where they say what to do. No widgets."""

from __future__ import annotations

from collections.abc import Mapping

from tournament_app.services import RoundCheck
from tournament_app.services.messages import round_problem_sentence
from tournament_app.services.publish_check import NOTE_CODES, STALE_CODES, TIE_CODES

# Players tied across a scala 40 cut: lots drawn among them decide who goes on.
TIED_AT_CUT = "tied_at_cut"
# What the round check tells the director without any rule being broken (the services'
# notes, services.publish_check), the stale Danish draft and the players tied across a scala
# 40 cut: the last two shown as a warning (not "ready"), and Publish asks.
NOTES = NOTE_CODES | STALE_CODES | TIE_CODES
STALE_NOTES = STALE_CODES


def split_check(check: RoundCheck) -> tuple[RoundCheck, RoundCheck]:
    """The check's broken rules, and its notes."""
    return (
        RoundCheck(tuple(p for p in check.problems if p.code not in NOTES)),
        RoundCheck(tuple(p for p in check.problems if p.code in NOTES)),
    )


def describe_check(
    check: RoundCheck, language: str, names: Mapping[int, str] | None = None
) -> list[str]:
    """One sentence per problem the checker found in a seating, in `language` (each entry's
    number followed by its names when `names` are given)."""
    return [
        round_problem_sentence(p.code, p.entries, p.table, language, names, face="window")
        for p in check.problems
    ]
