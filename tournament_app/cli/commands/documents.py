"""`torneo print` and `torneo export`: the tournament's documents, PDFs to print and the results
in Excel, PDF and HTML."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tournament_app.cli.commands import federation
from tournament_app.cli.commands.standings import PLACES
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import (
    UsageError,
    leaf,
    output_file,
    positive_int,
    tournament_option,
)
from tournament_app.cli.words import help_text, says
from tournament_app.services.values import TournamentId

# `torneo print` documents: option -> what it prints.
PRINTABLES = {
    "--seating": help_text("print.seating"),
    "--table-cards": help_text("print.table_cards"),
    "--scoresheets": help_text("print.scoresheets"),
    "--round-results": help_text("print.round_results"),
    "--standings": help_text("print.standings"),
    "--prizes": help_text("print.prizes"),
    "--entries": help_text("print.entries"),
    "--cards": help_text("print.cards"),
    "--movement-cards": help_text("print.movement_cards"),
}


def register(sub: Any) -> None:
    """Add `print` and `export`."""
    printing = leaf(
        sub,
        "print",
        help_text("print"),
        print_pdfs,
    )
    tournament_option(printing)
    printing.add_argument(
        "-r",
        "--round",
        type=positive_int,
        metavar="N",
        help=help_text("print.round"),
    )
    for flag, words in PRINTABLES.items():
        printing.add_argument(flag, type=output_file, metavar="FILE.pdf", help=words)
    # Not given: the standings overall, the prizes as the services choose for the
    # tournament (`default_prize_choice`, the workbook's and the window's choice too).
    printing.add_argument(
        "--per",
        choices=("overall", "group", "category"),
        help=help_text("print.per"),
    )
    printing.add_argument("--places", type=positive_int, help=PLACES)
    printing.add_argument(
        "--entry",
        type=positive_int,
        metavar="N",
        help=help_text("print.entry"),
    )
    printing.add_argument(
        "--per-page",
        type=int,
        choices=(2, 4),
        default=2,
        help=help_text("print.per_page"),
    )
    printing.add_argument(
        "--after-round",
        type=positive_int,
        metavar="N",
        help=help_text("print.after_round"),
    )

    export = leaf(
        sub,
        "export",
        help_text("export"),
        export_files,
    )
    tournament_option(export)
    export.add_argument("--xlsx", type=output_file, metavar="FILE", help=help_text("export.xlsx"))
    export.add_argument("--pdf", type=output_file, metavar="FILE", help=help_text("export.pdf"))
    export.add_argument(
        "--html",
        type=Path,
        metavar="DIR",
        help=help_text("export.html"),
    )
    federation.add_option(export)


def export_files(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`export`: {"written": [paths]}; `--federation` alone, without a file: its document."""
    if options.federation is federation.PRINTED:
        if options.xlsx or options.pdf or options.html:
            raise UsageError(says("documents.federation_without_file_prints_its"))
        return federation.printed_outcome(context, options)
    if not (options.xlsx or options.pdf or options.html or options.federation):
        raise UsageError(says("documents.say_what_to_write_xlsx"))
    if options.federation:
        # Its name's ending checked first: a wrong one writes none of the files asked for.
        from tournament_app.services.federation import file_kind

        file_kind(options.federation)
    if not (options.xlsx or options.pdf or options.html):
        path = federation.write_file(context, options)
        return Outcome({"written": [str(path)]}, (_written_lines(context, [str(path)]),))
    from tournament_app.services.exports import export_tournament

    written = export_tournament(
        context.services,
        TournamentId(options.tournament),
        xlsx=options.xlsx,
        pdf=options.pdf,
        html=options.html,
        language=context.language,
    )
    paths = [str(path) for path in (written or ())]
    if not paths:
        paths = [str(p) for p in (options.xlsx, options.pdf, options.html) if p is not None]
    if options.federation:
        paths.append(str(federation.write_file(context, options)))
    return Outcome({"written": paths}, (_written_lines(context, paths),))


def print_pdfs(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`print`: {"written": [paths]}, one PDF per document asked for."""
    from tournament_app.services import exports
    from tournament_app.services.output_files import OutputKind, check_outputs

    asked = {flag: getattr(options, flag[2:].replace("-", "_")) for flag in PRINTABLES}
    asked = {flag: path for flag, path in asked.items() if path is not None}
    if not asked:
        documents = ", ".join(PRINTABLES)
        raise UsageError(says("documents.say_what_to_print").filled(documents=documents))
    services, language = context.services, context.language
    if options.after_round is not None:
        _check_after_round(context, options, "--standings" in asked)
    if options.entry is not None and "--cards" not in asked:
        raise UsageError(says("documents.entry_chooses_the_score_card"))
    # Every file asked for is checked before any is written.
    check_outputs(services, [(path, OutputKind.PDF) for path in asked.values()])
    tournament_id = TournamentId(options.tournament)
    round_number = options.round
    if round_number is None and asked.keys() & {
        "--seating",
        "--table-cards",
        "--scoresheets",
        "--round-results",
    }:
        round_number = services.rounds.get(tournament_id).number
    per_round = {
        "--seating": exports.seating_pdf,
        "--table-cards": exports.table_cards_pdf,
        "--scoresheets": exports.scoresheets_pdf,
        "--round-results": exports.round_results_pdf,
    }
    written = []
    notes: list[str] = []
    per_page: dict[str, int] = {}
    for flag, path in asked.items():
        if flag in per_round:
            per_round[flag](services, tournament_id, round_number, path, language=language)
        elif flag == "--standings":
            exports.standings_pdf(
                services,
                tournament_id,
                path,
                per=options.per or "overall",
                after_round=options.after_round,
                language=language,
            )
        elif flag == "--prizes":
            from tournament_app.services.prize_awards import default_prize_choice

            chosen = default_prize_choice(*services.standings.sections(tournament_id))
            exports.prize_list_pdf(
                services,
                tournament_id,
                path,
                per=options.per or chosen.per,
                places=options.places or chosen.places,
                language=language,
            )
        elif flag == "--cards":
            printed = exports.score_cards_pdf(
                services,
                tournament_id,
                path,
                entry=options.entry,
                per_page=options.per_page,
                language=language,
            )
            per_page["cards"] = printed.printed
            if printed.fewer:
                from tournament_app.services.messages import two_a_page_sentence

                notes.append(two_a_page_sentence(printed.rounds, language))
        elif flag == "--movement-cards":
            exports.movement_cards_pdf(
                services, tournament_id, path, per_page=options.per_page, language=language
            )
            per_page["movement_cards"] = options.per_page
        else:
            exports.entries_pdf(services, tournament_id, path, language=language)
        written.append(str(path))
    data: dict[str, object] = {"written": written}
    if per_page:
        data["per_page"] = per_page
    if notes:
        data["notes"] = notes
    return Outcome(data, (_written_lines(context, written), *notes))


def _check_after_round(
    context: CliContext, options: argparse.Namespace, standings_asked: bool
) -> None:
    """--after-round is for the overall standings (after a round already played: the
    services' standings refuse any other, before a file is written)."""
    if not standings_asked or options.per not in (None, "overall"):
        raise UsageError(says("documents.after_round_is_for_the"))


def _written_lines(context: CliContext, paths: list[str]) -> str:
    return "\n".join(context.says("documents.written") + path for path in paths)
