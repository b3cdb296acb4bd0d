"""`torneo replace-qualifier`: a scala 40 qualifier who withdraws before the next stage is
seated, replaced by the next in the ranking once the director confirms (--yes)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import leaf, positive_int, tournament_option
from tournament_app.cli.words import help_text
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.stage_replacements import Replacement


def register(sub: Any) -> None:
    """Add `replace-qualifier`."""
    command = leaf(
        sub,
        "replace-qualifier",
        help_text("replace-qualifier"),
        replace,
    )
    tournament_option(command)
    command.add_argument(
        "entry", type=positive_int, metavar="N", help=help_text("replace-qualifier.entry")
    )
    command.add_argument(
        "--yes",
        action="store_true",
        help=help_text("replace-qualifier.yes"),
    )


def replace(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`replace-qualifier`: {"stage", "withdrawn", "replacement", ..., "season", "done"}."""
    from tournament_app.services.stage_replacements import replace_qualifier, replacement_for

    tournament = TournamentId(options.tournament)
    if options.yes:
        done = replace_qualifier(context.services, tournament, options.entry)
        out, instead = (
            _who(done.withdrawn, done.withdrawn_name),
            _who(done.replacement, done.replacement_name),
        )
        where = _where(context, done)
        line = context.says(
            "qualifiers.withdrawn_takes_the_place", out=out, where=where, instead=instead
        )
        return Outcome(_data(done, done=True), (line,))
    found = replacement_for(context.services, tournament, options.entry)
    out, instead = (
        _who(found.withdrawn, found.withdrawn_name),
        _who(found.replacement, found.replacement_name),
    )
    where = _where(context, found)
    line = context.says("qualifiers.has_a_place_the_next", out=out, where=where, instead=instead)
    return Outcome(_data(found, done=False), (line,))


def _where(context: CliContext, found: Replacement) -> str:
    if found.season:
        return context.says("qualifiers.in_the_grand_final")
    return context.says("qualifiers.in_stage", found_stage_1=found.stage + 1)


def _who(number: int, name: str) -> str:
    return f"N. {number} ({name})" if name else f"N. {number}"


def _data(found: Replacement, *, done: bool) -> dict[str, Any]:
    return {
        "stage": found.stage + 1,
        "withdrawn": found.withdrawn,
        "withdrawn_name": found.withdrawn_name,
        "replacement": found.replacement,
        "replacement_name": found.replacement_name,
        "season": found.season,
        "done": done,
    }
