"""Scala 40 in pairs on the command line, as the wizard sets it: `--form pairs` and the match's
rules (the game points that win it, a level match when time is called, the match points, the
pairs' tie-breaks), for `torneo tournament create` and `edit` alike. Read here only as typed
values; whether they make a playable tournament is the services' rule."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.parsing import UsageError, positive_int
from tournament_app.cli.words import help_text, says
from tournament_app.services.scala40_tables import HEAD_TO_HEAD
from tournament_app.services.settings import (
    ByeScore,
    DrawRule,
    PairsTieBreak,
    Scala40Form,
    Scala40Settings,
)

# option dest -> Scala40Settings field
PAIRS_FIELDS = {
    "form": "form",
    "pairs_target": "pairs_target",
    "pairs_draw": "pairs_draw",
    "match_points": "match_points",
    "pairs_tie_breaks": "pairs_tie_breaks",
    "pairs_bye": "pairs_bye",
}
PAIRS_TIE_BREAK_KEYS = ", ".join(tie_break.value for tie_break in PairsTieBreak)
SINGLES_TABLE = Scala40Settings().table_size


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip().lower() for part in text.split(",") if part.strip())


def add_scala40_pairs(group: Any) -> None:
    """--form and the pairs match's rules."""
    group.add_argument(
        "--form",
        choices=[form.value for form in Scala40Form],
        help=help_text("tournament.options.form"),
    )
    group.add_argument(
        "--pairs-target",
        type=positive_int,
        metavar="N",
        help=help_text("tournament.options.pairs_target"),
    )
    group.add_argument(
        "--pairs-draw",
        choices=[rule.value for rule in DrawRule],
        help=help_text("tournament.options.pairs_draw"),
    )
    group.add_argument(
        "--match-points",
        type=_names,
        metavar="WIN,DRAW,LOSS",
        help=help_text("tournament.options.match_points"),
    )
    group.add_argument(
        "--pairs-tie-breaks",
        type=_names,
        metavar="KEY,...",
        help=help_text("tournament.options.pairs_tie_breaks").filled(keys=PAIRS_TIE_BREAK_KEYS),
    )
    group.add_argument(
        "--pairs-bye",
        choices=[score.value for score in ByeScore],
        help=help_text("tournament.options.pairs_bye"),
    )


def pairs_values(options: argparse.Namespace) -> dict[str, Any]:
    """The pairs settings given (Scala40Settings field -> value)."""
    values = {
        field: getattr(options, name)
        for name, field in PAIRS_FIELDS.items()
        if getattr(options, name, None) is not None
    }
    if "form" in values:
        values["form"] = Scala40Form(values["form"])
    if "pairs_draw" in values:
        values["pairs_draw"] = DrawRule(values["pairs_draw"])
    if "pairs_bye" in values:
        values["pairs_bye"] = ByeScore(values["pairs_bye"])
    if "match_points" in values:
        values["match_points"] = _match_points(values["match_points"])
    if "pairs_tie_breaks" in values:
        known = {tie_break.value: tie_break for tie_break in PairsTieBreak}
        unknown = [name for name in values["pairs_tie_breaks"] if name not in known]
        if unknown:
            raise UsageError(
                says("pairs_options.pairs_tie_breaks_is_no").filled(
                    name=unknown[0], keys=PAIRS_TIE_BREAK_KEYS
                )
            )
        values["pairs_tie_breaks"] = tuple(known[name] for name in values["pairs_tie_breaks"])
    return values


def _match_points(parts: tuple[str, ...]) -> tuple[int, int, int]:
    """Three whole numbers, as typed ("2,1,0"); whether they make sense is the services'."""
    if len(parts) != 3 or not all(part.isdigit() and len(part) < 6 for part in parts):
        raise UsageError(says("pairs_options.match_points_takes_three_numbers"))
    win, draw, loss = (int(part) for part in parts)
    return win, draw, loss


def table_size_for_form(options: argparse.Namespace, base: Scala40Settings) -> int | None:
    """The table size a change of form brings when --table-size is not given: two pairs a
    table for pairs, the usual 4 back for singles (None: the size stays)."""
    if getattr(options, "form", None) is None or options.table_size is not None:
        return None
    pairs = Scala40Form(options.form) is Scala40Form.PAIRS
    if pairs == base.pairs and (not pairs or base.table_size == HEAD_TO_HEAD):
        return None
    return HEAD_TO_HEAD if pairs else SINGLES_TABLE
