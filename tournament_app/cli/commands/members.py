"""`torneo members ...`: the federation's or the club's member list, imported from a file, listed,
and a tournament's entries checked against it (a missing, unknown or expired tessera flagged)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tournament_app.cli.commands.entries import PREVIEW, import_outcome
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, tournament_option
from tournament_app.cli.value_words import MEMBER_PROBLEMS
from tournament_app.cli.words import help_text
from tournament_app.services.moments import stored_day_text
from tournament_app.services.values import Entry, TournamentId


def register(sub: Any) -> None:
    """Add the `members` command."""
    group = CommandGroup(
        sub,
        "members",
        help_text("members"),
    )
    imported = group.command(
        "import",
        help_text("members.import"),
        import_members,
    )
    imported.add_argument("file", type=Path, metavar="FILE", help=help_text("members.import.file"))
    imported.add_argument("--preview", action="store_true", help=PREVIEW)
    group.command("list", help_text("members.list"), list_members)
    check = group.command(
        "check",
        help_text("members.check"),
        check_entries,
    )
    tournament_option(check)


def flagged_lines(
    context: CliContext, tournament_id: TournamentId, entries: Sequence[Entry]
) -> list[str]:
    """Under `entry list`: the entries whose tessera the member list flags (none: nothing)."""
    from tournament_app.services import members

    day = context.services.tournaments.get(tournament_id).date
    flagged = members.check_players(context.services, entries, day).by_entry()
    if not flagged:
        return []
    numbers = ", ".join(str(number) for number in sorted(flagged))
    return [
        context.says(
            "members.tesserae_to_check_no_torneo", numbers=numbers, tournament_id=tournament_id
        )
    ]


def import_members(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`members import`: {"added": n, "errors": [...]}; any bad line and nothing changes."""
    from tournament_app.services import members

    report = members.import_members(context.services, options.file, preview_only=options.preview)
    return import_outcome(context, report)


def list_members(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`members list`: every member, by surname."""
    from tournament_app.services import members

    listed = members.list_members(context.services)
    headings = (
        context.says("members.card"),
        context.says("members.surname"),
        context.says("members.name"),
        context.says("members.club"),
        context.says("members.category"),
        context.says("members.valid_until"),
    )
    rows = [
        (
            m.tessera,
            m.surname,
            m.name,
            m.club or "",
            m.category or "",
            stored_day_text(m.valid_until, context.language),
        )
        for m in listed
    ]
    if not listed:
        return Outcome(
            [],
            (context.says("members.no_member_list_import_one"),),
        )
    return Outcome(listed, (Table(headings, rows),))


def check_entries(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`members check`: {"members", "on", "flags": [...]}; the flags, for people, as a table."""
    from tournament_app.services import members

    check = members.check_entries(context.services, TournamentId(options.tournament))
    data = {
        "members": check.members,
        "on": check.on,
        "flags": [
            {
                "entry": f.entry,
                "player": f.player,
                "tessera": f.tessera,
                "problem": f.problem.value,
                "valid_until": f.valid_until,
            }
            for f in check.flags
        ],
    }
    if not check.members:
        line = context.says("members.no_member_list_to_check")
        return Outcome(data, (line,))
    if not check.flags:
        line = context.says("members.every_tessera_is_on_the", on=check.on)
        return Outcome(data, (line,))
    rows = [
        (
            f.entry,
            f.player,
            f.tessera or "",
            MEMBER_PROBLEMS[f.problem.value]
            .pick(context.language)
            .replace("{until}", f.valid_until or ""),
        )
        for f in check.flags
    ]
    title = context.says("members.tesserae_to_check_on", on=check.on)
    headings = (
        context.says("members.no"),
        context.says("members.player"),
        context.says("members.card"),
        context.says("members.problem"),
    )
    return Outcome(data, (Table(headings, rows, title=title),))
