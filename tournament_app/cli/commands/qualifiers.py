"""`torneo replace-qualifier`: a scala 40 qualifier who withdraws before the next stage is
seated, replaced by the next in the ranking once the director confirms (--yes)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import leaf, positive_int, tournament_option
from tournament_app.cli.words import Text
from tournament_app.services.stage_replacements import (
    Replacement,
    replace_qualifier,
    replacement_for,
)
from tournament_app.services.values import TournamentId


def register(sub: Any) -> None:
    """Add `replace-qualifier`."""
    command = leaf(
        sub,
        "replace-qualifier",
        Text(
            "ritira un qualificato di scala 40 prima della fase successiva e fa entrare al suo"
            " posto il prossimo in classifica",
            "withdraw a scala 40 qualifier before the next stage and put the next in the"
            " ranking in their place",
        ),
        replace,
    )
    tournament_option(command)
    command.add_argument(
        "entry", type=positive_int, metavar="N", help=Text("l'iscrizione", "the entry")
    )
    command.add_argument(
        "--yes",
        action="store_true",
        help=Text(
            "conferma la sostituzione (senza, dice soltanto chi entrerebbe)",
            "confirm the replacement (without it, only say who would come in)",
        ),
    )


def replace(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`replace-qualifier`: {"stage", "withdrawn", "replacement", ..., "done"}."""
    tournament = TournamentId(options.tournament)
    if options.yes:
        done = replace_qualifier(context.services, tournament, options.entry)
        line = context.text(
            f"{_who(done.withdrawn, done.withdrawn_name)} ritirato; nella fase {done.stage + 1}"
            f" entra al suo posto {_who(done.replacement, done.replacement_name)}.",
            f"{_who(done.withdrawn, done.withdrawn_name)} withdrawn; in stage {done.stage + 1}"
            f" {_who(done.replacement, done.replacement_name)} takes the place.",
        )
        return Outcome(_data(done, done=True), (line,))
    found = replacement_for(context.services, tournament, options.entry)
    line = context.text(
        f"{_who(found.withdrawn, found.withdrawn_name)} passa alla fase {found.stage + 1}; il"
        f" prossimo in classifica è {_who(found.replacement, found.replacement_name)}. Non è"
        " cambiato nulla: aggiungi --yes per ritirarlo e far entrare l'altro al suo posto.",
        f"{_who(found.withdrawn, found.withdrawn_name)} goes on to stage {found.stage + 1};"
        f" the next in the ranking is {_who(found.replacement, found.replacement_name)}."
        " Nothing changed: add --yes to withdraw the first and put the other in the place.",
    )
    return Outcome(_data(found, done=False), (line,))


def _who(number: int, name: str) -> str:
    return f"N. {number} ({name})" if name else f"N. {number}"


def _data(found: Replacement, *, done: bool) -> dict[str, Any]:
    return {
        "stage": found.stage + 1,
        "withdrawn": found.withdrawn,
        "withdrawn_name": found.withdrawn_name,
        "replacement": found.replacement,
        "replacement_name": found.replacement_name,
        "done": done,
    }
