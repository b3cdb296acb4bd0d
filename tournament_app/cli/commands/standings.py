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
    id_number,
    leaf,
    output_file,
    positive_int,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import penalty_amount, penalty_said
from tournament_app.cli.words import Text
from tournament_app.services.prize_awards import PrizeRule
from tournament_app.services.round_status import final_round
from tournament_app.services.settings import BurracoSettings, Game, Scala40Format, Scala40Settings
from tournament_app.services.values import (
    BurracoStanding,
    PenaltyKind,
    RoundStatus,
    Scala40Standing,
    Standing,
    TournamentId,
)

# `torneo print` documents: option -> what it prints.
PRINTABLES = {
    "--seating": Text(
        "gli elenchi di abbinamento del turno, per tavolo e alfabetici",
        "the round's wall lists, by table and alphabetical",
    ),
    "--table-cards": Text(
        "un cartellino per ogni tavolo del turno", "one card per table of the round"
    ),
    "--scoresheets": Text(
        "i segnapunti del turno, già compilati", "the round's pre-filled scoresheets"
    ),
    "--round-results": Text("i risultati del turno", "the round's results"),
    "--standings": Text("la classifica (vedi --per)", "the standings (see --per)"),
    "--prizes": Text(
        "la premiazione (vedi --per, --places)", "the prize list (see --per, --places)"
    ),
    "--entries": Text("l'elenco degli iscritti", "the registration list"),
}
PLACES = Text("premiati per elenco (predefinito 3)", "prizes per list (default 3)")


def register(sub: Any) -> None:
    """Add `standings`, `penalty`, `print` and `export`."""
    standings = leaf(
        sub,
        "standings",
        Text(
            "la classifica (assoluta, per girone o per categoria)",
            "the ranking (overall, per group or category)",
        ),
        show_standings,
    )
    tournament_option(standings)
    standings.add_argument(
        "--after-round",
        type=positive_int,
        metavar="N",
        help=Text("la classifica dopo il turno N", "the standings after round N"),
    )
    by = standings.add_mutually_exclusive_group()
    by.add_argument(
        "--by",
        choices=("group", "category"),
        help=Text("una classifica per girone o per categoria", "one ranking per group/category"),
    )
    by.add_argument(
        "--prizes",
        choices=("overall", "group", "category"),
        help=Text("la premiazione", "the prize list"),
    )
    standings.add_argument("--places", type=positive_int, default=3, help=PLACES)
    _register_draw(standings)

    penalty = CommandGroup(
        sub,
        "penalty",
        Text("penalità: ammonizioni, PV o punti tolti", "penalties: warnings, VP or MP taken away"),
    )
    add = penalty.command("add", Text("assegna una penalità", "give a penalty"), add_penalty)
    tournament_option(add)
    add.add_argument(
        "--entry",
        type=positive_int,
        required=True,
        metavar="NUM",
        help=Text("l'iscrizione penalizzata", "the entry penalised"),
    )
    add.add_argument(
        "-r",
        "--round",
        type=positive_int,
        metavar="N",
        help=Text("il turno della penalità", "the round of the penalty"),
    )
    add.add_argument(
        "--vp",
        type=whole_number,
        default=None,
        metavar="X",
        help=Text(
            "PV tolti (scala 40: punti piazzamento tolti)",
            "VP taken away (scala 40: placement points taken away)",
        ),
    )
    add.add_argument(
        "--mp",
        type=whole_number,
        default=None,
        metavar="Y",
        help=Text(
            "punti tolti (scala 40: punti di penalità aggiunti al totale)",
            "MP taken away (scala 40: penalty points added to the total)",
        ),
    )
    add.add_argument(
        "--kind",
        choices=[k.value for k in PenaltyKind],
        help=Text(
            "il tipo (predefinito: vp con --vp, mp con --mp, altrimenti un'ammonizione)",
            "the kind (default: vp with --vp, mp with --mp, else a warning)",
        ),
    )
    add.add_argument(
        "--reason",
        required=True,
        help=Text("il motivo, come va nel registro", "the reason, as it goes in the log"),
    )
    lst = penalty.command(
        "list", Text("le penalità di un torneo", "a tournament's penalties"), list_penalties
    )
    tournament_option(lst)
    lst.add_argument(
        "--entry",
        type=positive_int,
        metavar="NUM",
        help=Text("solo questa iscrizione", "only this entry"),
    )
    remove = penalty.command(
        "remove", Text("toglie una penalità", "take a penalty back"), remove_penalty
    )
    tournament_option(remove)
    remove.add_argument(
        "id",
        type=positive_int,
        metavar="PENALTY_ID",
        help=Text(
            "id della penalità (vedi `penalty list`)", "the penalty's id (see `penalty list`)"
        ),
    )

    printing = leaf(
        sub,
        "print",
        Text(
            "PDF da stampare: abbinamenti, cartellini, segnapunti...",
            "PDFs to print: seating, table cards, scoresheets...",
        ),
        print_pdfs,
    )
    tournament_option(printing)
    printing.add_argument(
        "-r",
        "--round",
        type=positive_int,
        metavar="N",
        help=Text("il turno (predefinito: l'ultimo)", "the round (default: the latest)"),
    )
    for flag, help_text in PRINTABLES.items():
        printing.add_argument(flag, type=output_file, metavar="FILE.pdf", help=help_text)
    printing.add_argument(
        "--per",
        choices=("overall", "group", "category"),
        default="overall",
        help=Text(
            "classifica e premiazione: assoluta, o un elenco per girone/categoria",
            "standings and prizes: overall, or one list per group/category",
        ),
    )
    printing.add_argument("--places", type=positive_int, default=3, help=PLACES)
    printing.add_argument(
        "--after-round",
        type=positive_int,
        metavar="N",
        help=Text(
            "--standings: la classifica dopo il turno N (solo assoluta)",
            "--standings: the standings after round N (overall only)",
        ),
    )

    export = leaf(
        sub,
        "export",
        Text("scrive i risultati in Excel, PDF e/o HTML", "write Excel, PDF and/or HTML results"),
        export_files,
    )
    tournament_option(export)
    export.add_argument(
        "--xlsx", type=output_file, metavar="FILE", help=Text("il file Excel", "the Excel file")
    )
    export.add_argument(
        "--pdf", type=output_file, metavar="FILE", help=Text("il file PDF", "the PDF file")
    )
    export.add_argument(
        "--html",
        type=Path,
        metavar="DIR",
        help=Text("la cartella delle pagine HTML", "the folder for the HTML pages"),
    )


def _register_draw(standings: argparse.ArgumentParser) -> None:
    """`standings draw -t ID [NUM ...]`. Its -t comes after the action word, where argparse
    cannot count it as the ranking's own: the ranking's -t is therefore not required by the
    parser, and each handler checks that a tournament was named (`_tournament`)."""
    for action in standings._actions:
        if action.dest == "tournament":
            action.required = False
    actions = standings.add_subparsers(
        title=Text("azioni", "actions"),
        help=Text("una di queste azioni", "one of these actions"),
        dest="standings_command",
        metavar="ACTION",
        required=False,
    )
    draw = leaf(
        actions,
        "draw",
        Text(
            "sorteggia l'ordine tra iscrizioni a pari merito e lo registra: decide i pari"
            " merito che nient'altro separa",
            "draw lots among tied entries and record the order: it decides ties nothing"
            " else separates",
        ),
        draw_lots,
    )
    draw.add_argument(
        "-t",
        "--tournament",
        type=id_number,
        metavar="ID",
        default=argparse.SUPPRESS,
        help=Text(
            "id del torneo (vedi `tournament list`)", "tournament id (see `tournament list`)"
        ),
    )
    draw.add_argument(
        "entries",
        nargs="*",
        type=positive_int,
        metavar="NUM",
        help=Text(
            "le iscrizioni tra cui sorteggiare (senza: ogni gruppo di pari merito della"
            " classifica)",
            "the entries to draw among (none: every group of tied entries in the standings)",
        ),
    )


def _tournament(options: argparse.Namespace, command: str) -> TournamentId:
    """The -t the command was given: `standings` and `standings draw` check it themselves,
    in the words argparse uses for a missing option."""
    if getattr(options, "tournament", None) is None:
        raise UsageError(
            Text(
                "mancano argomenti obbligatori: -t/--tournament",
                "the following arguments are required: -t/--tournament",
            ),
            command=f"torneo {command}",
        )
    return TournamentId(options.tournament)


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
            "penalty_mp": row.penalty_mp,
            "vp_per_round": list(row.vp_per_round),
            "group": row.group,
            "category": row.category,
            "tie_break": row.tie_break_note,
            "withdrawn": row.withdrawn,
        }
    return {
        "rank": row.rank,
        "entry": row.entry,
        "name": row.name,
        "points": row.points,
        "penalty_total": row.penalty_total,
        "stage": row.stage,
        "last_place": row.last_place,
        "group": row.group,
        "category": row.category,
        "withdrawn": row.withdrawn,
    }


def standings_table(
    context: CliContext,
    rows: tuple[Standing, ...],
    title: str = "",
    *,
    elimination: bool = False,
    final: int | None = None,
) -> Table:
    """A ranking as a person reads it; a Note column says who withdrew (when anyone did). A
    scala 40 elimination ranks by the stage reached, worded as the printed standings word it
    ("Final" for round `final`, "Round 2"), then the place at the table of that stage, then
    the penalty points: the three are its columns. Placement points show the points, the
    penalty points and the last round each player sat in."""
    note = [context.text("Nota", "Note")] if any(r.withdrawn for r in rows) else []
    withdrawn = context.text("ritirato", "withdrawn")

    def noted(row: Standing) -> list[str]:
        return [withdrawn if row.withdrawn else ""] if note else []

    if rows and isinstance(rows[0], Scala40Standing):
        scala = [r for r in rows if isinstance(r, Scala40Standing)]
        if elimination:
            headings = (
                context.text("Fase", "Stage"),
                context.text("Pos. al tavolo", "Place at table"),
                context.text("Penalità, tutte le fasi", "Penalty, all stages"),
            )

            def figures(r: Scala40Standing) -> tuple[object, ...]:
                if not r.stage:  # no table over yet: nothing to show
                    return ("", "", "")
                return (_stage_said(context, r.stage, final), r.last_place, r.penalty_total)
        else:
            headings = (
                context.text("Punti", "Points"),
                context.text("Penalità totali", "Total penalty"),
                context.text("Ultimo turno", "Last round"),
            )

            def figures(r: Scala40Standing) -> tuple[object, ...]:
                return (r.points, r.penalty_total, r.stage)

        return Table(
            (
                context.text("Pos.", "Rank"),
                "N.",
                context.text("Giocatore", "Player"),
                *headings,
                *note,
            ),
            [(r.rank, r.entry, r.name, *figures(r), *noted(r)) for r in scala],
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
            context.text("Diff. punti", "MP diff"),
            *[context.text(f"T{n}", f"R{n}") for n in range(1, rounds + 1)],
            *note,
        ),
        [
            (r.rank, r.entry, r.names, r.vp, r.mp_difference, *r.vp_per_round, *noted(r))
            for r in burraco
        ],
        title,
    )


def prize_rule_said(context: CliContext, rule: PrizeRule) -> str:
    """The prize list's rule, as the printed list says it."""
    if rule is PrizeRule.CUMULATIVE:
        return context.text(
            "Premi cumulabili: chi ha un premio assoluto riceve anche quello del girone o"
            " della categoria",
            "Prizes add up: an overall prize winner also takes their group's or category's",
        )
    return context.text(
        "Premi non cumulabili: chi ha un premio assoluto non ne riceve altri",
        "Prizes do not add up: an overall prize winner takes no other prize",
    )


def _stage_said(context: CliContext, stage: int, final: int | None) -> str:
    """The stage reached in words: "Finale" for the final's round, "Turno 2" otherwise."""
    if stage == final:
        return context.text("Finale", "Final")
    return context.text(f"Turno {stage}", f"Round {stage}")


def _final_of(
    context: CliContext, tournament_id: TournamentId, after_round: int | None = None
) -> int | None:
    """An elimination's final round, once played (up to `after_round` when given)."""
    played = [
        r
        for r in context.services.rounds.list(tournament_id)
        if r.status is not RoundStatus.DRAFT and (after_round is None or r.number <= after_round)
    ]
    return final_round(played)


def show_standings(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`standings`: the overall ranking (a JSON list), or per group/category, or prizes."""
    tournament_id = _tournament(options, "standings")
    service = context.services.standings
    settings = context.services.tournaments.get(tournament_id).settings
    elimination = (
        isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION
    )
    final = _final_of(context, tournament_id, options.after_round) if elimination else None
    if options.prizes:
        awards = service.prize_awards(tournament_id, per=options.prizes, places=options.places)
        prizes = awards.prizes
        data = [
            {"heading": p.heading, "place": p.place, **standing_data(p.standing)} for p in prizes
        ]
        headings: dict[str, list[Standing]] = {}
        for prize in prizes:
            headings.setdefault(prize.heading, []).append(prize.standing)
        human = [
            standings_table(
                context,
                tuple(rows),
                heading or context.text("Assoluta", "Overall"),
                elimination=elimination,
                final=final,
            )
            for heading, rows in headings.items()
        ]
        if awards.sectioned:
            human.insert(0, prize_rule_said(context, awards.rule))
        return Outcome(data, human)
    if options.by:
        parts = (
            service.by_group(tournament_id)
            if options.by == "group"
            else service.by_category(tournament_id)
        )
        return Outcome(
            {heading: [standing_data(r) for r in rows] for heading, rows in parts},
            [
                standings_table(context, rows, heading, elimination=elimination, final=final)
                for heading, rows in parts
            ],
        )
    rows = service.overall(tournament_id, after_round=options.after_round)
    table = standings_table(context, rows, elimination=elimination, final=final)
    return Outcome([standing_data(r) for r in rows], (table,))


def draw_lots(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`standings draw`: lots drawn among the entries named, or in every group of tied
    entries the standings have; {"drawn": [[entries in the order drawn], ...]}."""
    tournament_id = _tournament(options, "standings draw")
    service = context.services.standings
    if options.entries:
        groups = [tuple(options.entries)]
        _check_tied(context, tournament_id, set(options.entries))
    else:
        ties = service.ties_to_draw(tournament_id)
        groups = [tuple(row.entry for row in group) for group in ties]
        if not groups:
            said_none = context.text(
                "Nessun pari merito da sorteggiare: ogni iscrizione ha il suo posto.",
                "No tie to draw lots for: every entry has a place of its own.",
            )
            return Outcome({"drawn": []}, (said_none,))
    drawn = [service.draw_lots(tournament_id, group) for group in groups]
    names = context.services.entries.names(tournament_id)
    lines = [
        context.text("Sorteggio, in quest'ordine: ", "Lots drawn, in this order: ")
        + "; ".join(f"{number} {names.get(number, '')}".strip() for number in order)
        for order in drawn
    ]
    return Outcome({"drawn": [list(order) for order in drawn]}, ("\n".join(lines),))


def _check_tied(context: CliContext, tournament_id: TournamentId, named: set[int]) -> None:
    """Entries named for a draw must be level: in the standings (sharing a place), or across
    a scala 40 cut in the draft round. A draw among others would be recorded and logged, and
    then decide nothing the standings show."""
    services = context.services
    settings = services.tournaments.get(tournament_id).settings
    if isinstance(settings, BurracoSettings) and "draw" not in settings.tie_breaks:
        return  # the services refuse it, saying the draw is not among the tie-breaks
    groups = [{row.entry for row in group} for group in services.standings.ties(tournament_id)]
    drafts = [r for r in services.rounds.list(tournament_id) if r.status is RoundStatus.DRAFT]
    if drafts:
        check = services.rounds.check(tournament_id, drafts[-1].number)
        groups += [set(p.entries) for p in check.problems if p.code == "tied_at_cut"]
    unknown = named - set(services.entries.names(tournament_id))
    if unknown or any(named <= group for group in groups):
        return  # an entry that does not exist: the services' own refusal names it
    listed = "; ".join(", ".join(map(str, sorted(group))) for group in groups)
    numbers = ", ".join(map(str, sorted(named)))
    raise UsageError(
        Text(
            f"le iscrizioni {numbers} non sono a pari merito"
            + (f" (a pari merito ora: {listed})" if listed else " (ora nessuno è a pari merito)")
            + ": indica un gruppo di pari merito, oppure nessuna iscrizione per sorteggiarli"
            " tutti",
            f"entries {numbers} are not tied"
            + (f" (tied now: {listed})" if listed else " (nobody is tied now)")
            + ": name one group of tied entries, or none to draw among every group",
        )
    )


# -- penalties ------------------------------------------------------------------------------


def add_penalty(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`penalty add`: VP/MP taken away (or a warning) with its reason."""
    # None: not typed. A typed amount, even 0, names the kind: "--vp 0" is a slip refused as
    # "--kind vp" with no amount is, never a warning recorded in its place.
    vp = 0 if options.vp is None else options.vp
    mp = 0 if options.mp is None else options.mp
    if vp < 0 or mp < 0:
        raise UsageError(
            Text(
                "--vp e --mp sono i punti tolti: indica numeri positivi",
                "--vp and --mp are the points taken away: give positive numbers",
            )
        )
    if options.kind:
        kind = PenaltyKind(options.kind)
    elif options.vp is not None:
        kind = PenaltyKind.VP
    elif options.mp is not None:
        kind = PenaltyKind.MP
    else:
        kind = PenaltyKind.WARNING
    penalty = context.services.penalties.add(
        TournamentId(options.tournament),
        options.entry,
        kind,
        reason=options.reason,
        round_number=options.round,
        vp=vp,
        mp=mp,
    )
    game = context.services.tournaments.get(TournamentId(options.tournament)).game
    # The entry, what it costs and why, in the words of the log and the window ("-2 PV",
    # "-100 punti"); the id only where it is needed, to take the penalty back.
    round_said = (
        ""
        if penalty.round is None
        else context.text(f" (turno {penalty.round})", f" (round {penalty.round})")
    )
    line = context.text(
        f"Penalità all'iscrizione {penalty.entry}{round_said}: "
        f"{penalty_amount(penalty, game, 'it')}. Motivo: {penalty.reason}",
        f"Penalty to entry {penalty.entry}{round_said}: "
        f"{penalty_amount(penalty, game, 'en')}. Reason: {penalty.reason}",
    )
    back = context.text(
        f"Per toglierla: torneo penalty remove -t {options.tournament} {penalty.id}",
        f"To take it back: torneo penalty remove -t {options.tournament} {penalty.id}",
    )
    return Outcome(_penalty_data(penalty), (f"{line}\n{back}",))


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
    """`penalty list`: oldest first, in the words of the tournament's game."""
    tournament_id = TournamentId(options.tournament)
    game = context.services.tournaments.get(tournament_id).game
    penalties = context.services.penalties.list(tournament_id, entry=options.entry)
    scala40 = game is Game.SCALA40
    table = Table(
        (
            "Id",
            "N.",
            context.text("Turno", "Round"),
            context.text("Tipo", "Kind"),
            context.text("Punti piazz.", "Placement pts") if scala40 else context.text("PV", "VP"),
            context.text("Punti pen.", "Penalty pts") if scala40 else context.text("Punti", "MP"),
            context.text("Motivo", "Reason"),
        ),
        [
            (
                p.id,
                p.entry,
                p.round,
                penalty_said(p.kind, game, context.language),
                p.vp,
                p.mp,
                p.reason,
            )
            for p in penalties
        ],
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
        raise UsageError(
            Text(
                "indica che cosa scrivere: --xlsx FILE, --pdf FILE e/o --html CARTELLA",
                "say what to write: --xlsx FILE, --pdf FILE and/or --html DIR",
            )
        )
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
    from tournament_app.services.output_files import OutputKind, check_outputs

    asked = {flag: getattr(options, flag[2:].replace("-", "_")) for flag in PRINTABLES}
    asked = {flag: path for flag, path in asked.items() if path is not None}
    if not asked:
        documents = ", ".join(PRINTABLES)
        raise UsageError(
            Text(f"indica che cosa stampare: {documents}", f"say what to print: {documents}")
        )
    services, language = context.services, context.language
    if options.after_round is not None:
        _check_after_round(context, options, "--standings" in asked)
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
    for flag, path in asked.items():
        if flag in per_round:
            per_round[flag](services, tournament_id, round_number, path, language=language)
        elif flag == "--standings":
            exports.standings_pdf(
                services,
                tournament_id,
                path,
                per=options.per,
                after_round=options.after_round,
                language=language,
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
        written.append(str(path))
    return Outcome({"written": written}, (_written_lines(context, written),))


def _check_after_round(
    context: CliContext, options: argparse.Namespace, standings_asked: bool
) -> None:
    """--after-round is for the overall standings (after a round already played: the
    services' standings refuse any other, before a file is written)."""
    if not standings_asked or options.per != "overall":
        raise UsageError(
            Text(
                "--after-round vale per la classifica assoluta: usalo con --standings, senza"
                " --per group/category",
                "--after-round is for the overall standings: use it with --standings, without"
                " --per group/category",
            )
        )


def _written_lines(context: CliContext, paths: list[str]) -> str:
    return "\n".join(context.text("Scritto: ", "Written: ") + path for path in paths)
