"""`torneo backup ...`: the database's automatic copies, a copy saved anywhere (a nightly
script copying to the club's NAS), and going back to one of the automatic copies."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, output_file, positive_int
from tournament_app.cli.value_words import copy_reason, local_moment
from tournament_app.cli.words import help_text

if TYPE_CHECKING:
    from tournament_app.services.backups import DatabaseCopy


def register(sub: Any) -> None:
    """Add `backup list`, `backup save` and `backup restore`."""
    group = CommandGroup(
        sub,
        "backup",
        help_text("backup"),
    )
    group.command(
        "list",
        help_text("backup.list"),
        list_copies,
    )
    save = group.command(
        "save",
        help_text("backup.save"),
        save_copy,
    )
    save.add_argument(
        "file",
        type=output_file,
        metavar="FILE",
        help=help_text("backup.save.file"),
    )
    restore = group.command(
        "restore",
        help_text("backup.restore"),
        restore_copy_command,
    )
    restore.add_argument(
        "number",
        type=positive_int,
        metavar="N",
        help=help_text("backup.restore.number"),
    )


def _when(copy: DatabaseCopy, language: str) -> str:
    """The local date and time a copy was taken, dated as the log dates it in `language`
    (29/11/2026 17:25, 2026-11-29 17:25)."""
    return local_moment(copy.taken_at, language)


def _tournament_names(context: CliContext) -> dict[int, str]:
    """The tournaments' names by id, to say which tournament's round a copy was taken at."""
    return {summary.id: summary.name for summary in context.services.tournaments.list()}


def copy_data(number: int, copy: DatabaseCopy) -> dict[str, Any]:
    """One copy as JSON."""
    return {
        "number": number,
        "file": str(copy.path),
        "taken_at": copy.taken_at.isoformat(timespec="seconds"),
        "reason": copy.reason,
        "round": copy.round,
        "tournament": copy.tournament,
        "size": copy.size,
    }


def list_copies(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`backup list`: [{"number", "file", "taken_at", "reason", "round", "size"}, ...]."""
    copies = context.services.backups.list()
    names = _tournament_names(context)
    table = Table(
        (
            "N.",
            context.says("copies.when"),
            context.says("copies.why"),
            "KB",
            "File",
        ),
        [
            (
                number,
                _when(copy, context.language),
                copy_reason(copy, context.language, names),
                max(1, round(copy.size / 1024)),
                copy.path.name,
            )
            for number, copy in enumerate(copies, start=1)
        ],
    )
    return Outcome([copy_data(n, c) for n, c in enumerate(copies, start=1)], (table,))


def save_copy(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`backup save FILE`: {"file"}."""
    saved = context.services.backups.save_copy(Path(options.file))
    return Outcome(
        {"file": str(saved)},
        (context.says("copies.copy_saved", saved=saved),),
    )


def restore_copy_command(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`backup restore N`: {"restored", "previous"} (the copy gone back to, and the copy of
    the database as it was)."""
    from tournament_app.services import restore_copy
    from tournament_app.services.errors import NotFoundError

    copies = context.services.backups.list()
    if options.number > len(copies):
        raise NotFoundError("copy", options.number)
    chosen = copies[options.number - 1]
    why = copy_reason(chosen, context.language, _tournament_names(context))
    # Refused on a display station; the restore is first in the restored database's log.
    safety = restore_copy(context.services, chosen)
    when = _when(chosen, context.language)
    return Outcome(
        {"restored": str(chosen.path), "previous": str(safety)},
        (context.says("copies.database_taken_back_to_the", when=when, why=why, name=safety.name),),
    )
