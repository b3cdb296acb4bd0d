"""`torneo result ...` (burraco turni) and `torneo hand ...` (scala 40 sheets)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import Any

from tournament_app.cli.commands.rounds import qualifiers_warning
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    number_list,
    positive_int,
    refusal,
    round_option,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import said
from tournament_app.cli.words import (
    ENTRY_POINTS_EXAMPLE,
    HAND_TOTALS_EXAMPLE,
    NOT_ENTRY_CARDS,
    NOT_ENTRY_POINTS,
    NOT_HAND_TOTALS,
    NOT_VP_PAIR,
    Text,
)
from tournament_app.services.errors import ServiceError
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.sheet_rows import (
    LastEntered,
    ReplayedSheet,
    SheetCell,
    SheetRow,
    TakeBack,
    last_entered,
    read_closer,
    replay_sheet,
)
from tournament_app.services.values import (
    BurracoResult,
    HandTotals,
    Scala40Hand,
    Scala40Sheet,
    TournamentId,
)


def hand_totals(text: str) -> tuple[HandTotals, ...]:
    """An argparse type: "NS1:EW1,NS2:EW2,..." -> the hands' totals."""
    hands: list[HandTotals] = []
    for part in text.split(","):
        if not part.strip():
            continue
        ns, sep, ew = part.partition(":")
        if not sep:
            raise refusal(NOT_HAND_TOTALS, part.strip())
        hands.append(HandTotals(whole_number(ns.strip()), whole_number(ew.strip())))
    if not hands:
        raise refusal(HAND_TOTALS_EXAMPLE)
    return tuple(hands)


def entry_points(text: str) -> tuple[tuple[int, int], ...]:
    """An argparse type: "NUM=PTS,NUM=PTS,..." -> ((entry, points), ...)."""
    pairs: list[tuple[int, int]] = []
    for part in text.split(","):
        if not part.strip():
            continue
        number, sep, points = part.partition("=")
        if not sep:
            raise refusal(NOT_ENTRY_POINTS, part.strip())
        pairs.append((positive_int(number.strip()), whole_number(points.strip())))
    if not pairs:
        raise refusal(ENTRY_POINTS_EXAMPLE)
    return tuple(pairs)


def entry_cards(text: str) -> tuple[int, str]:
    """An argparse type: "NUM=CARDS" -> (entry, the cards as written). The cards are read
    by the command (`_hand`), which can say what is wrong with them in the chosen language."""
    number, sep, cards = text.partition("=")
    if not sep:
        raise refusal(NOT_ENTRY_CARDS, text)
    return positive_int(number.strip()), cards.strip()


def cards_penalty(number: int, cards: str) -> int:
    """The scala 40 penalty of the cards a player was left with; a card that is not one is
    a usage error naming it, in both languages."""
    from scoring.cards import parse_cards, scala40_penalty
    from scoring.errors import ScoringError
    from tournament_app.services.messages import scoring_sentence

    try:
        return scala40_penalty(parse_cards(cards))
    except ScoringError as error:
        code = str(getattr(error.code, "value", error.code))
        params = dict(getattr(error, "data", None) or {})
        italian, english = (
            scoring_sentence(code, language, **params) or str(error) for language in ("it", "en")
        )
        raise UsageError(
            Text(f"--cards {number}={cards}: {italian}", f"--cards {number}={cards}: {english}")
        ) from None


def vp_pair(text: str) -> tuple[int, int]:
    """An argparse type: "NS:EW" victory points."""
    ns, sep, ew = text.partition(":")
    if not sep:
        raise refusal(NOT_VP_PAIR, text)
    return whole_number(ns.strip()), whole_number(ew.strip())


def _where(parser: argparse.ArgumentParser) -> None:
    tournament_option(parser)
    round_option(parser, required=True)
    parser.add_argument(
        "--table",
        type=positive_int,
        required=True,
        metavar="T",
        help=Text("numero del tavolo", "table number"),
    )


def register(sub: Any) -> None:
    """Add the `result` and `hand` commands."""
    group = CommandGroup(
        sub,
        "result",
        Text("risultati del burraco, tavolo per tavolo", "burraco results, table by table"),
    )
    for name, help_text, handler in (
        (
            "enter",
            Text("inserisce il segnapunti di un tavolo", "enter a table's scoresheet"),
            enter_result,
        ),
        (
            "correct",
            Text(
                "corregge il risultato già inserito di un tavolo",
                "correct a table's result already entered",
            ),
            correct_result,
        ),
    ):
        parser = group.command(name, help_text, handler)
        _where(parser)
        how = parser.add_mutually_exclusive_group(required=True)
        how.add_argument(
            "--mp",
            nargs=2,
            type=whole_number,
            metavar=("NS_MP", "EW_MP"),
            help=Text("i punti totali del turno di NS ed EO", "the turno's MP totals of NS and EW"),
        )
        how.add_argument(
            "--hands",
            type=hand_totals,
            metavar='"NS1:EW1,..."',
            help=Text("i punti smazzata per smazzata", "the points hand by hand"),
        )
        how.add_argument(
            "--forfeit",
            choices=("ns", "ew"),
            metavar="LINE",
            help=Text("forfait: la linea assente (ns o ew)", "forfeit: the absent line (ns or ew)"),
        )
        how.add_argument(
            "--arbitral",
            type=vp_pair,
            metavar="NS_VP:EW_VP",
            help=Text("i PV decisi dall'arbitro", "the referee's VP"),
        )
        parser.add_argument(
            "--version",
            type=whole_number,
            metavar="V",
            help=Text(
                "la versione che hai letto (rifiutato se nel frattempo qualcuno l'ha cambiata)",
                "the version you read (refused if someone changed it since)",
            ),
        )
        parser.add_argument(
            "--yes",
            action="store_true",
            help=Text(
                "salva anche un punteggio improbabile (senza --yes viene rifiutato e spiegato)",
                "save an unlikely score too (without --yes it is refused and explained)",
            ),
        )
    show = group.command("show", Text("i risultati di un turno", "a round's results"), show_results)
    tournament_option(show)
    round_option(show, required=False)
    delete = group.command(
        "delete", Text("toglie il risultato di un tavolo", "remove a table's result"), delete_result
    )
    _where(delete)

    hand = CommandGroup(
        sub,
        "hand",
        Text("i fogli della scala 40, smazzata per smazzata", "scala 40 sheets, hand by hand"),
    )
    enter = hand.command(
        "enter",
        Text("inserisce la prossima smazzata di un tavolo", "enter the next hand of a table"),
        enter_hand,
    )
    _where(enter)
    _hand_options(enter)
    correct = hand.command(
        "correct",
        Text("sostituisce una smazzata già inserita", "replace a hand already entered"),
        correct_hand,
    )
    _where(correct)
    correct.add_argument(
        "--index",
        type=positive_int,
        required=True,
        help=Text("numero della smazzata (1 = la prima)", "hand number (1 = first)"),
    )
    _hand_options(correct)
    sheet = hand.command("show", Text("il foglio di un tavolo", "a table's sheet"), show_sheet)
    _where(sheet)
    undo = hand.command(
        "remove",
        Text(
            "toglie solo l'ultima cosa inserita a un tavolo: il tempo scaduto, un rientro o"
            " l'ultima smazzata",
            "take back only the last thing entered at a table: the time-out, a re-entry or"
            " the last hand",
        ),
        remove_hand,
    )
    _where(undo)
    timeout = hand.command(
        "timeout",
        Text(
            "tempo scaduto: il tavolo si classifica sui totali attuali",
            "call time: rank the table by current totals",
        ),
        time_out,
    )
    _where(timeout)
    reenter = hand.command(
        "reenter",
        Text(
            "fa rientrare un giocatore eliminato (rientro)",
            "bring an eliminated player back (rientro)",
        ),
        reenter_player,
    )
    _where(reenter)
    reenter.add_argument(
        "--entry",
        type=positive_int,
        required=True,
        metavar="NUM",
        help=Text("il giocatore che rientra", "the player coming back"),
    )


def _hand_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--points",
        type=entry_points,
        default=(),
        metavar='"NUM=PTS,..."',
        help=Text(
            "la penalità di ogni giocatore nella smazzata (0 a chi chiude)",
            "each player's penalty for the hand (0 for the closer)",
        ),
    )
    parser.add_argument(
        "--cards",
        type=entry_cards,
        action="append",
        default=[],
        metavar='"NUM=CARDS"',
        help=Text(
            'le carte rimaste in mano a un giocatore, sommate per lui (per esempio "12=A K JK 7")',
            'the cards a player was left with, summed for them (e.g. "12=A K JK 7")',
        ),
    )
    parser.add_argument(
        "--closer",
        type=positive_int,
        metavar="NUM",
        help=Text(
            "chi ha chiuso (da omettere se si è fermato per tempo)",
            "who went out (omit if time stopped it)",
        ),
    )
    parser.add_argument(
        "--in-hand",
        action="store_true",
        help=Text("chiusura in mano", "went out in one go (chiusura in mano)"),
    )
    parser.add_argument(
        "--not-opened",
        type=number_list,
        default=(),
        metavar="NUM,...",
        help=Text("i giocatori che non hanno aperto", "the players who never opened"),
    )
    parser.add_argument(
        "--reenter",
        type=number_list,
        default=(),
        metavar="NUM,...",
        help=Text(
            "i giocatori eliminati che rientrano con questa smazzata",
            "eliminated players who re-enter with this hand",
        ),
    )


# -- burraco --------------------------------------------------------------------------------


def result_data(result: BurracoResult) -> dict[str, Any]:
    """A burraco result as JSON (single numbers for pairs, lists for individual lines)."""

    def line(numbers: tuple[int, ...]) -> int | list[int] | None:
        if not numbers:
            return None
        return numbers[0] if len(numbers) == 1 else list(numbers)

    return {
        "round": result.round,
        "table": result.table,
        "ns": line(result.ns),
        "ew": line(result.ew),
        "kind": result.kind.value,
        "ns_mp": result.ns_mp,
        "ew_mp": result.ew_mp,
        "ns_vp": result.ns_vp,
        "ew_vp": result.ew_vp,
        "hands": [[h.ns, h.ew] for h in result.hands],
        "version": result.version,
    }


def _result_outcome(context: CliContext, result: BurracoResult) -> Outcome:
    # No stored-row version here: `result correct` reads it by itself (--json still has it).
    line = context.text(
        f"Turno {result.round} tavolo {result.table}: punti {result.ns_mp}-{result.ew_mp},"
        f" PV {result.ns_vp}-{result.ew_vp}",
        f"Round {result.round} table {result.table}: MP {result.ns_mp}-{result.ew_mp},"
        f" VP {result.ns_vp}-{result.ew_vp}",
    )
    return Outcome(result_data(result), (line,))


def _write_result(
    context: CliContext, options: argparse.Namespace, expected_version: int | None
) -> BurracoResult:
    results = context.services.results
    where = (TournamentId(options.tournament), options.round, options.table)
    if options.mp is not None:
        return results.enter_totals(
            *where,
            options.mp[0],
            options.mp[1],
            expected_version=expected_version,
            despite_unlikely=options.yes,
        )
    if options.hands is not None:
        return results.enter_hands(
            *where, options.hands, expected_version=expected_version, despite_unlikely=options.yes
        )
    if options.forfeit is not None:
        return results.enter_forfeit(
            *where, absent=options.forfeit, expected_version=expected_version
        )
    ns_vp, ew_vp = options.arbitral
    return results.enter_arbitral(
        *where, ns_vp=ns_vp, ew_vp=ew_vp, expected_version=expected_version
    )


def enter_result(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result enter`: a first entry (refused as a conflict if the table already has one)."""
    return _result_outcome(context, _write_result(context, options, options.version))


def correct_result(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result correct`: over the version given, or the one just read."""
    version = options.version
    if version is None:
        current = context.services.results.get(
            TournamentId(options.tournament), options.round, options.table
        )
        if current is None:
            raise UsageError(
                Text(
                    "a questo tavolo non c'è ancora un risultato da correggere: usa `result enter`",
                    "no result to correct at this table yet: use `result enter`",
                )
            )
        version = current.version
    return _result_outcome(context, _write_result(context, options, version))


def show_results(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result show`: every result of a round (or of every round)."""
    results = context.services.results.list(TournamentId(options.tournament), options.round)
    table = Table(
        (
            context.text("Turno", "Round"),
            context.text("Tavolo", "Table"),
            "NS",
            context.text("EO", "EW"),
            context.text("Punti NS", "MP NS"),
            context.text("Punti EO", "MP EW"),
            context.text("PV NS", "VP NS"),
            context.text("PV EO", "VP EW"),
            context.text("Tipo", "Kind"),
        ),
        [
            (
                r.round,
                r.table,
                list(r.ns),
                list(r.ew),
                r.ns_mp,
                r.ew_mp,
                r.ns_vp,
                r.ew_vp,
                said(r.kind, context.language),
            )
            for r in results
        ],
    )
    return Outcome([result_data(r) for r in results], (table,))


def delete_result(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result delete`: the table becomes missing again."""
    where = (TournamentId(options.tournament), options.round, options.table)
    current = context.services.results.get(*where)
    if current is None:
        raise UsageError(
            Text(
                "questo tavolo non ha un risultato da eliminare",
                "this table has no result to delete",
            )
        )
    context.services.results.delete(*where, expected_version=current.version)
    return Outcome(
        {"round": options.round, "table": options.table, "deleted": True},
        (context.text("Risultato eliminato.", "Result deleted."),),
    )


# -- scala 40 -------------------------------------------------------------------------------


def sheet_data(sheet: Scala40Sheet, replayed: ReplayedSheet | None = None) -> dict[str, Any]:
    """A scala 40 sheet as JSON: each hand as typed and, replayed through the rules, what
    each player paid (doubled, the flat 100) and who re-entered after it on what total."""
    # Every stored hand has its closer, so the replayed rows are the hands, in order.
    rows: list[SheetRow | None] = [None] * len(sheet.hands)
    if replayed is not None and len(replayed.rows) == len(sheet.hands):
        rows = list(replayed.rows)
    return {
        "round": sheet.round,
        "table": sheet.table,
        "players": list(sheet.players),
        "hands": [
            {
                "points": {str(n): p for n, p in hand.points},
                "closer": hand.closer,
                "in_hand": hand.in_hand,
                "not_opened": list(hand.not_opened),
                "reentries": list(hand.reentries),
                **_paid_data(row),
            }
            for hand, row in zip(sheet.hands, rows, strict=True)
        ],
        "totals": {str(n): total for n, total in sheet.totals},
        "eliminated": list(sheet.eliminated),
        "finished": sheet.finished,
        "timed_out": sheet.timed_out,
        "placings": [
            {
                "entry": p.entry,
                "place": p.place,
                "total": p.total,
                "eliminated_after_hand": p.eliminated_after_hand,
            }
            for p in sheet.placings
        ],
        "version": sheet.version,
    }


def _paid_data(row: SheetRow | None) -> dict[str, Any]:
    if row is None:
        return {}
    return {
        "paid": {str(n): p for n, p in row.penalties.items()},
        "doubled": row.doubled,
        "doubled_for": list(row.doubled_for),
        "reentered": {str(n): total for n, total in row.reentered.items()},
        "did_not_play": list(row.sat_out),
    }


def sheet_outcome(context: CliContext, tournament_id: TournamentId, sheet: Scala40Sheet) -> Outcome:
    """A sheet as JSON and as the paper sheet's grid (a column per player): in each hand the
    figure paid (doubled, 100 for not opened on the flat rule), with the paper's marks."""
    settings = context.services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    replayed = replay_sheet(sheet, settings)
    headings = [context.text("Mano", "Hand"), *[str(n) for n in sheet.players]]
    rows: list[list[object]] = []
    used: set[str] = set()
    for row in replayed.rows:
        cells = [row.cell(n) for n in sheet.players]
        rows.append([row.number, *[_cell_text(context, cell, used) for cell in cells]])
    totals = dict(sheet.totals)
    out = set(sheet.eliminated)
    if out:
        used.add("X")
    rows.append(
        [
            context.text("Totale", "Total"),
            *[f"{totals.get(n, 0)}{' X' if n in out else ''}" for n in sheet.players],
        ]
    )
    human: list[Table | str] = [
        Table(
            headings,
            rows,
            context.text(
                f"Turno {sheet.round} tavolo {sheet.table}",
                f"Round {sheet.round} table {sheet.table}",
            ),
        )
    ]
    legend = [context.text(*MARKS[mark]) for mark in MARKS if mark in used]
    if legend:
        human.append(", ".join(legend))
    if sheet.finished:
        order = ", ".join(
            f"{p.place}. {p.entry}" for p in sorted(sheet.placings, key=lambda p: p.place)
        )
        human.append(context.text(f"Classifica del tavolo: {order}", f"Table order: {order}"))
    return Outcome(sheet_data(sheet, replayed), human)


# The printed sheet's legend (exports/labels.py, `mark_*`), letter first as on paper.
MARKS: dict[str, tuple[str, str]] = {
    "C": ("C chiude", "C goes out"),
    "M": ("M chiusura in mano", "M goes out in one"),
    "N": ("N non aperto", "N not opened"),
    "X": ("X eliminato", "X out"),
    "R": ("R n rientrato con n punti", "R n re-entered on n points"),
    "×2": ("(n×2) penalità raddoppiata", "(n×2) penalty doubled"),
    "—": (
        "— non ha giocato la smazzata (era fuori per un errore corretto poi)",
        "— did not play the hand (out by a mistake corrected since)",
    ),
}


def _cell_text(context: CliContext, cell: SheetCell, used: set[str]) -> str:
    """One player's hand as the paper sheet has it: "50 (25×2)", "0 C M", "200 (100×2) N X",
    "R 63" (back in on 63 after this hand), "—" (did not play it); the marks used are added
    to `used`."""
    parts: list[str] = []
    if cell.sat_out:
        used.add("—")
        return "—"
    if cell.paid is not None:
        parts.append(f"{cell.paid} ({cell.typed}×2)" if cell.doubled else str(cell.paid))
        if cell.doubled:
            used.add("×2")
        for mark, on in (
            ("C", cell.closer),
            ("M", cell.in_hand),
            ("N", cell.not_opened),
            ("X", cell.eliminated),
        ):
            if on:
                parts.append(mark)
                used.add(mark)
    if cell.back_on is not None:
        parts.append(f"R {cell.back_on}")
        used.add("R")
    return " ".join(parts)


def _hand(context: CliContext, options: argparse.Namespace, in_play: Iterable[int]) -> Scala40Hand:
    """The hand given on the command line; `in_play`: the players whose 0 can mark the
    closer (those still in, or those of the hand corrected), as the window's entry line."""
    points = dict(options.points)
    for number, cards in options.cards:
        if number in points:
            raise UsageError(
                Text(
                    f"il giocatore {number} ha sia --points sia --cards: indicane uno",
                    f"player {number} is given both --points and --cards: give one",
                )
            )
        points[number] = cards_penalty(number, cards)
    if not points:
        raise UsageError(
            Text(
                "indica la penalità di ogni giocatore con --points (o --cards)",
                "give each player's penalty with --points (or --cards)",
            )
        )
    return Scala40Hand(
        points=tuple(points.items()),
        closer=_closer(context, options, {n: points[n] for n in in_play if n in points}),
        in_hand=options.in_hand,
        not_opened=options.not_opened,
        reentries=options.reenter,
    )


def _closer(context: CliContext, options: argparse.Namespace, points: dict[int, int]) -> int | None:
    """--closer, else the only player given 0 (as on paper, and in the window); a 0 for
    anyone else is refused naming them. None when nobody is marked: the services say so."""
    read = read_closer(points, options.closer, options.not_opened)
    if read.closer is not None or not read.zeros:
        return read.closer
    tournament_id = TournamentId(options.tournament)
    names = {e.number: e.names for e in context.services.entries.list(tournament_id)}
    named = ", ".join(f"{n} {names.get(n, '')}".strip() for n in read.zeros)
    if options.closer is not None:
        raise UsageError(
            Text(
                f"solo chi ha chiuso fa 0: scrivi i punti di {named}",
                f"only the player who closed scores 0: give the points of {named}",
            )
        )
    raise UsageError(
        Text(
            f"{named} hanno tutti 0, ma solo chi ha chiuso fa 0: indica chi ha chiuso con"
            " --closer e scrivi i punti degli altri",
            f"{named} all have 0, but only the player who closed scores 0: give who closed"
            " with --closer and the others' points",
        )
    )


def _current(context: CliContext, options: argparse.Namespace) -> Scala40Sheet:
    return context.services.results.sheet(
        TournamentId(options.tournament), options.round, options.table
    )


def enter_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand enter`: the next hand, over the sheet as it stands now."""
    current = _current(context, options)
    # Over: nobody is in play (the window's entry line is off); the services say it is over.
    in_play = (
        [] if current.finished else [n for n in current.players if n not in current.eliminated]
    )
    sheet = context.services.results.enter_hand(
        TournamentId(options.tournament),
        options.round,
        options.table,
        _hand(context, options, in_play),
        expected_version=current.version if current.hands else None,
    )
    return sheet_outcome(context, TournamentId(options.tournament), sheet)


def correct_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand correct`: replace hand --index; later hands are replayed."""
    tournament_id = TournamentId(options.tournament)
    current = _current(context, options)
    corrected = current.hands[options.index - 1] if options.index <= len(current.hands) else None
    in_play = [n for n, _ in corrected.points] if corrected else current.players
    try:
        sheet = context.services.results.correct_hand(
            tournament_id,
            options.round,
            options.table,
            options.index - 1,
            _hand(context, options, in_play),
            expected_version=current.version,
        )
    except ServiceError as error:
        if error.params.get("detail") == "correction_breaks_later_hand":
            raise LaterHandNoLongerFits(error, options) from error
        raise
    outcome = sheet_outcome(context, tournament_id, sheet)
    back = _back_in_play(context, tournament_id, current, sheet)
    # Scala 40 elimination: said at once when the correction changed who goes on to a stage
    # already seated (the result stands; the director decides).
    warning = qualifiers_warning(context, tournament_id, options.round)
    if not warning and not back:
        return outcome
    data = {**outcome.data, **({"warnings": list(warning)} if warning else {})}
    return Outcome(data, (*outcome.human, *back, *warning))


def _back_in_play(
    context: CliContext, tournament_id: TournamentId, before: Scala40Sheet, after: Scala40Sheet
) -> tuple[str, ...]:
    """One line per player a correction brought back into the game (out before it, in play
    after): the total they play on with, and the hands they did not play ("—")."""
    back = [n for n in before.eliminated if n not in after.eliminated]
    if not back:
        return ()
    settings = context.services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    rows = replay_sheet(after, settings).rows
    names = {e.number: e.names for e in context.services.entries.list(tournament_id)}
    totals = dict(after.totals)
    lines = []
    for entry in back:
        who = f"{entry} {names.get(entry, '')}".strip()
        missed = [str(row.number) for row in rows if entry in row.sat_out]
        listed = ", ".join(missed)
        if not missed:
            lines.append(
                context.text(
                    f"{who} torna in gioco con {totals[entry]} punti.",
                    f"{who} is back in the game on {totals[entry]} points.",
                )
            )
        elif len(missed) == 1:
            lines.append(
                context.text(
                    f"{who} torna in gioco con {totals[entry]} punti. La smazzata {listed},"
                    " giocata senza questo giocatore, resta com'è: non l'ha giocata (—,"
                    " nessuna penalità). Gioca dalla prossima smazzata.",
                    f"{who} is back in the game on {totals[entry]} points. Hand {listed},"
                    " played without this player, stays as it is: not played by them (—, no"
                    " penalty). They play from the next hand.",
                )
            )
        else:
            lines.append(
                context.text(
                    f"{who} torna in gioco con {totals[entry]} punti. Le smazzate {listed},"
                    " giocate senza questo giocatore, restano come sono: non le ha giocate"
                    " (—, nessuna penalità). Gioca dalla prossima smazzata.",
                    f"{who} is back in the game on {totals[entry]} points. Hands {listed},"
                    " played without this player, stay as they are: not played by them (—,"
                    " no penalty). They play from the next hand.",
                )
            )
    return tuple(lines)


class LaterHandNoLongerFits(ServiceError):
    """`hand correct` refused because a later hand no longer fits the corrected one (a
    player it now puts out plays on there, the game now ends sooner, a re-entry no longer
    applies): what to do, in the command line's words (the window names its buttons)."""

    def __init__(self, error: ServiceError, options: argparse.Namespace) -> None:
        super().__init__(error.code, error.params, scoring_code=error.scoring_code)
        self.hand = int(error.params["hand"])
        self.later = int(error.params["later"])
        self.where = f"-t {options.tournament} -r {options.round} --table {options.table}"

    def sentence(self, language: str) -> str:
        """The refusal and the way out, in "it" or "en"."""
        hand, later, where = self.hand, self.later, self.where
        if language == "en":
            return (
                f"Corrected this way, hand {hand} changes who is still in play and hand"
                f" {later} no longer fits: a player it now puts out plays on there, or the"
                " game now ends sooner, or a re-entry no longer applies. Nothing was saved."
                f" To correct it, take back the hands from {later} on (torneo hand remove"
                f" {where}, once per hand, from the last), correct hand {hand} (torneo hand"
                f" correct {where} --index {hand} ...) and enter the others again as played"
                f" (torneo hand enter {where} ...), without whoever is now out."
            )
        return (
            f"Corretta così, la smazzata {hand} cambia chi resta in gioco e la smazzata"
            f" {later} non torna più: vi gioca chi ora risulta eliminato, o la partita ora"
            " finisce prima, o un rientro non ha più senso. Non è stato salvato nulla. Per"
            f" correggerla togli le smazzate dalla {later} in poi (torneo hand remove {where},"
            f" una volta per smazzata, dall'ultima), correggi la {hand} (torneo hand correct"
            f" {where} --index {hand} ...) e reinserisci le altre come giocate (torneo hand"
            f" enter {where} ...), senza chi ora è fuori."
        )


def show_sheet(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand show`: the table's sheet."""
    return sheet_outcome(context, TournamentId(options.tournament), _current(context, options))


def remove_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand remove`: the last thing entered taken back, and said (a time-out taken back
    leaves the grid as it was, so the grid alone would not show it went)."""
    last = last_entered(_current(context, options))
    outcome = _versioned(context, options, context.services.results.remove_last_hand)
    if last is None:  # the services refuse an empty sheet; nothing reaches here
        return outcome
    said_line = _taken_back_text(context, options, last)
    data = {**outcome.data, "taken_back": _taken_back_data(last)}
    return Outcome(data, (said_line, *outcome.human))


def _taken_back_data(last: LastEntered) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": last.kind.value}
    if last.entry is not None:
        data["entry"] = last.entry
    if last.hand is not None:
        data["hand"] = last.hand
    return data


def _taken_back_text(context: CliContext, options: argparse.Namespace, last: LastEntered) -> str:
    """What went, worded as the window's take-back question names it."""
    if last.kind is TakeBack.TIME_OUT:
        return context.text(
            f"Tolto il tempo scaduto dichiarato al tavolo {options.table}: le smazzate"
            " inserite restano come sono.",
            f"Time-out called at table {options.table} taken back: the hands entered stay as"
            " they are.",
        )
    if last.kind is TakeBack.REENTRY:
        tournament_id = TournamentId(options.tournament)
        names = {e.number: e.names for e in context.services.entries.list(tournament_id)}
        who = f"{last.entry} {names.get(last.entry or 0, '')}".strip()
        return context.text(
            f"Tolto il rientro di {who}: il giocatore torna eliminato.",
            f"Re-entry of {who} taken back: the player is out again.",
        )
    return context.text(
        f"Tolta la smazzata {last.hand}: i suoi punti escono dai totali.",
        f"Hand {last.hand} taken back: its points come off the totals.",
    )


def time_out(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand timeout`: time called at the table."""
    return _versioned(context, options, context.services.results.time_out)


def _versioned(
    context: CliContext, options: argparse.Namespace, action: Callable[..., Scala40Sheet]
) -> Outcome:
    """Run a sheet action over the version just read, and print the sheet it leaves."""
    current = _current(context, options)
    sheet = action(
        TournamentId(options.tournament),
        options.round,
        options.table,
        expected_version=current.version,
    )
    return sheet_outcome(context, TournamentId(options.tournament), sheet)


def reenter_player(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand reenter`: an eliminated player comes back with the worst active total."""
    current = _current(context, options)
    sheet = context.services.results.reenter(
        TournamentId(options.tournament),
        options.round,
        options.table,
        options.entry,
        expected_version=current.version,
    )
    return sheet_outcome(context, TournamentId(options.tournament), sheet)
