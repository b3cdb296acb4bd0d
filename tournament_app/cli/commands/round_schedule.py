"""`torneo round schedule`: every round of a scala 40 all'italiana as planned from the start,
table by table with its group, to print or post before play."""

from __future__ import annotations

import argparse

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, tournament_option
from tournament_app.cli.words import help_text
from tournament_app.services.values import TournamentId


def add_schedule_command(group: CommandGroup) -> None:
    """Add `round schedule` to the `round` commands."""
    schedule = group.command(
        "schedule",
        help_text("round.schedule"),
        show_schedule,
    )
    tournament_option(schedule)
    schedule.add_argument(
        "--pdf",
        metavar="FILE",
        help=help_text("round.schedule.pdf"),
    )


def show_schedule(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round schedule`: [{"round": N, "tables": [{"table", "group", "players"}]}]."""
    tournament_id = TournamentId(options.tournament)
    if options.pdf:
        # Imported here: the printouts' libraries would cost every command's start ~0.2 s.
        from tournament_app.services.exports import calendar_pdf

        calendar_pdf(
            context.services,
            tournament_id,
            options.pdf,
            language="en" if context.language == "en" else "it",
        )
    planned = context.services.rounds.italiana_schedule(tournament_id)
    names = context.services.entries.names(tournament_id)
    headings = (
        context.says("round_schedule.table"),
        context.says("round_schedule.group"),
        context.says("round_schedule.players"),
    )
    data = [
        {
            "round": number,
            "tables": [
                {"table": t.table, "group": t.group, "players": list(t.players)} for t in tables
            ],
        }
        for number, tables in enumerate(planned, start=1)
    ]
    human = [
        Table(
            headings,
            [
                (t.table, t.group, ", ".join(f"{p} {names.get(p, '')}".strip() for p in t.players))
                for t in tables
            ],
            title=context.says("round_schedule.round", number=number),
        )
        for number, tables in enumerate(planned, start=1)
    ]
    return Outcome(data, human)
