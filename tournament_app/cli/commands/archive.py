"""`torneo tournament export-file / import-file`: one tournament as a single file."""

from __future__ import annotations

import argparse
from pathlib import Path

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import CommandGroup, output_file, tournament_option
from tournament_app.cli.value_words import counted
from tournament_app.cli.words import Text
from tournament_app.services import archive
from tournament_app.services.values import TournamentId


def add_commands(group: CommandGroup) -> None:
    """Add `export-file` and `import-file` to the `tournament` group."""
    export = group.command(
        "export-file",
        Text(
            "scrive un torneo (con i suoi giocatori) in un file .torneo",
            "write one tournament (with its players) to a .torneo file",
        ),
        export_file,
    )
    tournament_option(export)
    export.add_argument(
        "file",
        type=output_file,
        metavar="FILE",
        help=Text("il file da scrivere", "the file to write"),
    )
    imp = group.command(
        "import-file",
        Text("aggiunge il torneo di un file .torneo", "add the tournament in a .torneo file"),
        import_file,
    )
    imp.add_argument(
        "file", type=Path, metavar="FILE", help=Text("il file .torneo", "the .torneo file")
    )
    imp.add_argument(
        "--check",
        action="store_true",
        help=Text(
            "controlla soltanto il file e dice che cosa contiene",
            "only check the file and say what it holds",
        ),
    )
    imp.add_argument(
        "--again",
        action="store_true",
        help=Text(
            "importa come copia un torneo già importato da questo stesso file",
            "import as a copy a tournament already imported from this same file",
        ),
    )


def export_file(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament export-file`: {"file": path}."""
    path = archive.export_tournament_file(
        context.services, TournamentId(options.tournament), options.file
    )
    return Outcome({"file": str(path)}, (context.text("Scritto: ", "Written: ") + str(path),))


ENTRY, ENTRIES = Text("iscrizione", "entry"), Text("iscrizioni", "entries")
ROUND, ROUNDS = Text("turno", "round"), Text("turni", "rounds")
TABLE_TO_CHECK = Text(
    "tavolo da ricontrollare (secondo inserimento)", "table to check (second entry)"
)
TABLES_TO_CHECK = Text(
    "tavoli da ricontrollare (secondo inserimento)", "tables to check (second entry)"
)


def import_file(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament import-file`: {"id", "name", "players_added", "players_matched"}; with
    --check, what the file holds (nothing imported)."""
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
        line = context.text(
            f"{options.file.name}: {what}, {holds}. File integro.",
            f"{options.file.name}: {what}, {holds}. The file is sound.",
        )
        return Outcome(summary, (line,))
    imported = archive.import_tournament_file(context.services, options.file, again=options.again)
    line = context.text(
        f"Importato il torneo {imported.tournament_id}: {imported.name} ({imported.players_added}"
        f" giocatori nuovi, {imported.players_matched} già in archivio)",
        f"Imported tournament {imported.tournament_id}: {imported.name} ({imported.players_added}"
        f" new players, {imported.players_matched} already known)",
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
