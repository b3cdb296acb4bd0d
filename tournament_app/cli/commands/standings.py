"""`torneo standings`, `penalty ...`, `print`, `export`: rankings and what comes out of them."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    leaf,
    positive_int,
    tournament_option,
    whole_number,
)
from tournament_app.services.values import (
    BurracoStanding,
    PenaltyKind,
    Scala40Standing,
    Standing,
    TournamentId,
)

# `torneo print` documents: option -> what it prints.
PRINTABLES = {
    "--seating": "the round's wall lists, by table and alphabetical",
    "--table-cards": "one card per table of the round",
    "--scoresheets": "the round's pre-filled scoresheets",
    "--round-results": "the round's results",
    "--standings": "the standings (see --per)",
    "--prizes": "the prize list (see --per, --places)",
    "--entries": "the registration list",
}


def register(sub: Any) -> None:
    """Add `standings`, `penalty`, `print` and `export`."""
    standings = leaf(
        sub, "standings", "the ranking (overall, per group or category)", show_standings
    )
    tournament_option(standings)
    standings.add_argument("--after-round", type=positive_int, metavar="N")
    by = standings.add_mutually_exclusive_group()
    by.add_argument("--by", choices=("group", "category"), help="one ranking per group/category")
    by.add_argument("--prizes", choices=("overall", "group", "category"), help="the prize list")
    standings.add_argument("--places", type=positive_int, default=3, help="prizes per list")

    penalty = CommandGroup(sub, "penalty", "penalties: warnings, VP or MP taken away")
    add = penalty.command("add", "give a penalty", add_penalty)
    tournament_option(add)
    add.add_argument("--entry", type=positive_int, required=True, metavar="NUM")
    add.add_argument("-r", "--round", type=positive_int, metavar="N")
    add.add_argument("--vp", type=whole_number, default=0, metavar="X", help="VP taken away")
    add.add_argument("--mp", type=whole_number, default=0, metavar="Y", help="MP taken away")
    add.add_argument("--kind", choices=[k.value for k in PenaltyKind])
    add.add_argument("--reason", required=True)
    lst = penalty.command("list", "a tournament's penalties", list_penalties)
    tournament_option(lst)
    lst.add_argument("--entry", type=positive_int, metavar="NUM")
    remove = penalty.command("remove", "take a penalty back", remove_penalty)
    tournament_option(remove)
    remove.add_argument("id", type=positive_int, metavar="PENALTY_ID")

    printing = leaf(sub, "print", "PDFs to print: seating, table cards, scoresheets...", print_pdfs)
    tournament_option(printing)
    printing.add_argument("-r", "--round", type=positive_int, metavar="N", help="default: latest")
    for flag, help_text in PRINTABLES.items():
        printing.add_argument(flag, type=Path, metavar="FILE.pdf", help=help_text)
    printing.add_argument(
        "--per",
        choices=("overall", "group", "category"),
        default="overall",
        help="standings and prizes: overall, or one list per group/category",
    )
    printing.add_argument("--places", type=positive_int, default=3, help="prizes per list")

    export = leaf(sub, "export", "write Excel, PDF and/or HTML results", export_files)
    tournament_option(export)
    export.add_argument("--xlsx", type=Path, metavar="FILE")
    export.add_argument("--pdf", type=Path, metavar="FILE")
    export.add_argument("--html", type=Path, metavar="DIR")


# -- standings ------------------------------------------------------------------------------


def standing_data(row: Standing) -> dict[str, Any]:
    """One ranking row as JSON (burraco and scala 40 have their own columns)."""
    if isinstance(row, BurracoStanding):
        return {
            "rank": row.rank,
            "entry": row.entry,
            "names": row.names,
            "vp": row.vp,
            "mp_diff": row.mp_difference,
            "mp_scored": row.mp_scored,
            "penalty_vp": row.penalty_vp,
            "vp_per_round": list(row.vp_per_round),
            "group": row.group,
            "category": row.category,
            "tie_break": row.tie_break_note,
        }
    return {
        "rank": row.rank,
        "entry": row.entry,
        "name": row.name,
        "points": row.points,
        "penalty_total": row.penalty_total,
        "stage": row.stage,
        "group": row.group,
        "category": row.category,
    }


def standings_table(context: CliContext, rows: tuple[Standing, ...], title: str = "") -> Table:
    """A ranking as a person reads it."""
    if rows and isinstance(rows[0], Scala40Standing):
        scala = [r for r in rows if isinstance(r, Scala40Standing)]
        return Table(
            (
                context.text("Pos.", "Rank"),
                "N.",
                context.text("Giocatore", "Player"),
                context.text("Punti", "Points"),
                context.text("Penalità", "Penalty pts"),
                context.text("Fase", "Stage"),
            ),
            [(r.rank, r.entry, r.name, r.points, r.penalty_total, r.stage) for r in scala],
            title,
        )
    burraco = [r for r in rows if isinstance(r, BurracoStanding)]
    rounds = max((len(r.vp_per_round) for r in burraco), default=0)
    return Table(
        (
            context.text("Pos.", "Rank"),
            "N.",
            context.text("Coppia", "Pair")
            if any(" - " in r.names for r in burraco)
            else context.text("Giocatore", "Player"),
            context.text("PV", "VP"),
            context.text("Diff. MP", "MP diff"),
            *[context.text(f"T{n}", f"R{n}") for n in range(1, rounds + 1)],
        ),
        [(r.rank, r.entry, r.names, r.vp, r.mp_difference, *r.vp_per_round) for r in burraco],
        title,
    )


def show_standings(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`standings`: the overall ranking (a JSON list), or per group/category, or prizes."""
    tournament_id = TournamentId(options.tournament)
    service = context.services.standings
    if options.prizes:
        prizes = service.prizes(tournament_id, per=options.prizes, places=options.places)
        data = [
            {"heading": p.heading, "place": p.place, **standing_data(p.standing)} for p in prizes
        ]
        headings: dict[str, list[Standing]] = {}
        for prize in prizes:
            headings.setdefault(prize.heading, []).append(prize.standing)
        human = [
            standings_table(context, tuple(rows), heading or context.text("Assoluta", "Overall"))
            for heading, rows in headings.items()
        ]
        return Outcome(data, human)
    if options.by:
        parts = (
            service.by_group(tournament_id)
            if options.by == "group"
            else service.by_category(tournament_id)
        )
        return Outcome(
            {heading: [standing_data(r) for r in rows] for heading, rows in parts},
            [standings_table(context, rows, heading) for heading, rows in parts],
        )
    rows = service.overall(tournament_id, after_round=options.after_round)
    return Outcome([standing_data(r) for r in rows], (standings_table(context, rows),))


# -- penalties ------------------------------------------------------------------------------


def add_penalty(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty add`: VP/MP taken away (or a warning) with its reason."""
    if options.vp < 0 or options.mp < 0:
        raise UsageError("--vp and --mp are the points taken away: give positive numbers")
    if options.kind:
        kind = PenaltyKind(options.kind)
    elif options.vp:
        kind = PenaltyKind.VP
    elif options.mp:
        kind = PenaltyKind.MP
    else:
        kind = PenaltyKind.WARNING
    penalty = context.services.penalties.add(
        TournamentId(options.tournament),
        options.entry,
        kind,
        reason=options.reason,
        round_number=options.round,
        vp=options.vp,
        mp=options.mp,
    )
    line = context.text(
        f"Penalità {penalty.id} a {penalty.entry}: {penalty.kind.value}",
        f"Penalty {penalty.id} to {penalty.entry}: {penalty.kind.value}",
    )
    return Outcome(_penalty_data(penalty), (line,))


def _penalty_data(penalty: Any) -> dict[str, Any]:
    return {
        "id": penalty.id,
        "entry": penalty.entry,
        "round": penalty.round,
        "kind": penalty.kind.value,
        "vp": penalty.vp,
        "mp": penalty.mp,
        "reason": penalty.reason,
    }


def list_penalties(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty list`: oldest first."""
    penalties = context.services.penalties.list(
        TournamentId(options.tournament), entry=options.entry
    )
    table = Table(
        (
            "Id",
            "N.",
            context.text("Turno", "Round"),
            context.text("Tipo", "Kind"),
            context.text("PV", "VP"),
            "MP",
            context.text("Motivo", "Reason"),
        ),
        [(p.id, p.entry, p.round, p.kind.value, p.vp, p.mp, p.reason) for p in penalties],
    )
    return Outcome([_penalty_data(p) for p in penalties], (table,))


def remove_penalty(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty remove`: taken back."""
    from tournament_app.services.values import PenaltyId

    context.services.penalties.remove(TournamentId(options.tournament), PenaltyId(options.id))
    return Outcome({"removed": options.id}, (context.text("Penalità tolta.", "Penalty removed."),))


# -- export ---------------------------------------------------------------------------------


def export_files(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`export`: {"written": [paths]}."""
    if not (options.xlsx or options.pdf or options.html):
        raise UsageError("say what to write: --xlsx FILE, --pdf FILE and/or --html DIR")
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
    return Outcome({"written": paths}, (_written_lines(context, paths),))


def print_pdfs(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`print`: {"written": [paths]}, one PDF per document asked for."""
    from tournament_app.services import exports
    from tournament_app.services.errors import ErrorCode, ServiceError

    asked = {flag: getattr(options, flag[2:].replace("-", "_")) for flag in PRINTABLES}
    asked = {flag: path for flag, path in asked.items() if path is not None}
    if not asked:
        raise UsageError("say what to print: " + ", ".join(PRINTABLES))
    services, language = context.services, context.language
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
    for flag, path in asked.items():
        try:
            if flag in per_round:
                per_round[flag](services, tournament_id, round_number, path, language=language)
            elif flag == "--standings":
                exports.standings_pdf(
                    services, tournament_id, path, per=options.per, language=language
                )
            elif flag == "--prizes":
                exports.prize_list_pdf(
                    services,
                    tournament_id,
                    path,
                    per=options.per,
                    places=options.places,
                    language=language,
                )
            else:
                exports.entries_pdf(services, tournament_id, path, language=language)
        except ValueError as error:  # e.g. prizes per group in a tournament without groups
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": str(error)}) from None
        written.append(str(path))
    return Outcome({"written": written}, (_written_lines(context, written),))


def _written_lines(context: CliContext, paths: list[str]) -> str:
    return "\n".join(context.text("Scritto: ", "Written: ") + path for path in paths)
