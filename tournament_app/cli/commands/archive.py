"""`torneo tournament export-file / import-file`: one tournament as a single file."""

from __future__ import annotations

import argparse
from pathlib import Path

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import CommandGroup, output_file, tournament_option
from tournament_app.cli.value_words import counted
from tournament_app.cli.words import help_text, says
from tournament_app.services.values import TournamentId


def add_commands(group: CommandGroup) -> None:
    """Add `export-file` and `import-file` to the `tournament` group."""
    export = group.command(
        "export-file",
        help_text("tournament.export-file"),
        export_file,
    )
    tournament_option(export)
    export.add_argument(
        "file",
        type=output_file,
        metavar="FILE",
        help=help_text("tournament.export-file.file"),
    )
    imp = group.command(
        "import-file",
        help_text("tournament.import-file"),
        import_file,
    )
    imp.add_argument(
        "file", type=Path, metavar="FILE", help=help_text("tournament.import-file.file")
    )
    imp.add_argument(
        "--check",
        action="store_true",
        help=help_text("tournament.import-file.check"),
    )
    imp.add_argument(
        "--again",
        action="store_true",
        help=help_text("tournament.import-file.again"),
    )


def export_file(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament export-file`: {"file": path}."""
    from tournament_app.services.archive import tournament_file as archive

    path = archive.export_tournament_file(
        context.services, TournamentId(options.tournament), options.file
    )
    return Outcome({"file": str(path)}, (context.says("archive.written") + str(path),))


ENTRY, ENTRIES = says("archive.entry"), says("archive.entries")
ROUND, ROUNDS = says("archive.round"), says("archive.rounds")
TABLE_TO_CHECK = says("archive.table_to_check")
TABLES_TO_CHECK = says("archive.tables_to_check")


def import_file(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament import-file`: {"id", "name", "players_added", "players_matched"}; with
    --check, what the file holds (nothing imported)."""
    from tournament_app.services.archive import tournament_file as archive

    if options.check:
        summary = archive.file_summary(options.file)
        about = summary.get("tournament", {})
        to_check = summary["to_check"]
        language = context.language
        holds = ", ".join(
            [
                counted(summary["entries"], ENTRY, ENTRIES, language),
                counted(summary["rounds"], ROUND, ROUNDS, language),
            ]
            + ([counted(to_check, TABLE_TO_CHECK, TABLES_TO_CHECK, language)] if to_check else [])
        )
        what = f"{about.get('name')} ({about.get('game')}, {about.get('date') or '-'})"
        line = context.says(
            "archive.the_file_is_sound", name=options.file.name, what=what, holds=holds
        )
        return Outcome(summary, (line,))
    imported = archive.import_tournament_file(context.services, options.file, again=options.again)
    line = context.says_counted(
        "archive.imported_tournament_new_players_already",
        imported.players_added,
        tournament_id=imported.tournament_id,
        name=imported.name,
        players_matched=imported.players_matched,
    )
    return Outcome(
        {
            "id": imported.tournament_id,
            "name": imported.name,
            "players_added": imported.players_added,
            "players_matched": imported.players_matched,
        },
        (line,),
    )
