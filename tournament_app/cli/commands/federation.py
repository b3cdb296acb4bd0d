"""`torneo export --federation`: the tournament's results for the federation, a row per player,
written to a .csv, .xlsx or .json file, or (without a file) printed as the JSON document."""

from __future__ import annotations

import argparse
from pathlib import Path

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import output_file
from tournament_app.cli.words import help_text
from tournament_app.services.values import TournamentId

PRINTED = True
"""`--federation` without a file: the document goes to the output, not to a file."""


def add_option(export: argparse.ArgumentParser) -> None:
    """Add `--federation [FILE]` to `torneo export`."""
    export.add_argument(
        "--federation",
        nargs="?",
        const=PRINTED,
        type=output_file,
        metavar="FILE",
        help=help_text("export.federation"),
    )


def printed_outcome(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`export --federation` without a file: the document as data, a table for people."""
    from tournament_app.exports.federation import federation_document, table
    from tournament_app.services.federation import federation_results

    results = federation_results(context.services, TournamentId(options.tournament))
    headings, rows = table(results)
    title = context.says("federation.results_for_the_federation")
    if results.provisional:
        title += context.says("federation.provisional")
    return Outcome(federation_document(results), (Table(headings, rows, title=title),))


def write_file(context: CliContext, options: argparse.Namespace) -> Path:
    """`export --federation FILE`: the file written, by its ending."""
    from tournament_app.services.federation import write_federation_file

    return write_federation_file(
        context.services, TournamentId(options.tournament), options.federation
    )
