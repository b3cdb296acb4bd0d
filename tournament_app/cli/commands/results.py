"""`torneo result ...`: burraco turni, table by table (scala 40 sheets: `torneo hand ...`)."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING, Any

from tournament_app.cli.commands.double_entry import (
    add_double_entry_commands,
    disagreement_data,
    every_round_option,
    second_figures,
)
from tournament_app.cli.commands.hand_figures import hand_figures
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    refusal,
    table_options,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import said
from tournament_app.cli.words import (
    HALF_SHEET_HAND,
    HAND_TOTALS_EXAMPLE,
    NOT_HAND_TOTALS,
    NOT_MP_PAIR,
    NOT_VP_PAIR,
    help_text,
    says,
)
from tournament_app.services.score_figures import score_pair
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.table_states import TableState, round_states, state_words
from tournament_app.services.values import BurracoResult, HandTotals, RoundTable, TournamentId

if TYPE_CHECKING:
    from tournament_app.services.values import Disagreement

# A line written as the paper sheet has it: its base, then its card points after + or -.
SHEET_FIGURE = re.compile(r"([+-]?\d+)\s*([+-])\s*(\d+)")


def _line_figure(text: str) -> int | tuple[int, int]:
    """One line of a hand: its total ("455"), or its base and cards ("300+155", "-100-20")."""
    found = SHEET_FIGURE.fullmatch(text)
    if found is None:
        return whole_number(text)
    base, sign, cards = found.groups()
    return whole_number(base), whole_number(sign + cards)


def hand_totals(text: str) -> tuple[HandTotals, ...]:
    """An argparse type: "NS1:EW1,NS2:EW2,..." -> the hands' totals ("NS:EW:C" at a table of
    three pairs); each line of a hand may be its base and cards, as the paper sheet has them
    ("400+240:100+145"), kept with the totals."""
    hands: list[HandTotals] = []
    for part in text.split(","):
        if not part.strip():
            continue
        figures = part.split(":")
        if len(figures) not in (2, 3):
            raise refusal(NOT_HAND_TOTALS, part.strip())
        lines = [_line_figure(figure.strip()) for figure in figures]
        sheet = [line for line in lines if isinstance(line, tuple)]
        if sheet and len(sheet) < len(lines):
            raise refusal(HALF_SHEET_HAND, part.strip())
        if sheet:
            hands.append(HandTotals.from_sheet([b for b, _ in sheet], [c for _, c in sheet]))
            continue
        ns, ew, *third = (line for line in lines if isinstance(line, int))
        hands.append(HandTotals(ns, ew, third[0] if third else None))
    if not hands:
        raise refusal(HAND_TOTALS_EXAMPLE)
    return tuple(hands)


def vp_pair(text: str) -> tuple[int, int]:
    """An argparse type: "NS:EW" victory points."""
    ns, sep, ew = text.partition(":")
    if not sep:
        raise refusal(NOT_VP_PAIR, text)
    return whole_number(ns.strip()), whole_number(ew.strip())


def mp_pair(text: str) -> tuple[int, int]:
    """An argparse type: "NS:EW" match points (negative allowed)."""
    ns, sep, ew = text.partition(":")
    if not sep:
        raise refusal(NOT_MP_PAIR, text)
    return whole_number(ns.strip()), whole_number(ew.strip())


def register(sub: Any) -> None:
    """Add the `result` commands."""
    group = CommandGroup(
        sub,
        "result",
        help_text("result"),
    )
    for name, words, handler in (
        (
            "enter",
            help_text("result.enter"),
            enter_result,
        ),
        (
            "correct",
            help_text("result.correct"),
            correct_result,
        ),
    ):
        parser = group.command(name, words, handler)
        table_options(parser)
        how = parser.add_mutually_exclusive_group(required=True)
        how.add_argument(
            "--mp",
            nargs="+",
            type=whole_number,
            metavar="MP",
            help=help_text("result.options.mp"),
        )
        how.add_argument(
            "--hands",
            type=hand_totals,
            metavar='"NS1:EW1,..."',
            help=help_text("result.options.hands"),
        )
        how.add_argument(
            "--figures",
            type=hand_figures,
            action="append",
            metavar='"ns=KEY:N,...;ew=KEY:N,..."',
            help=help_text("result.options.hand_figures"),
        )
        how.add_argument(
            "--forfeit",
            choices=("ns", "ew", "both", "c", "all"),
            metavar="LINE",
            help=help_text("result.options.forfeit_line"),
        )
        parser.add_argument(
            "--played",
            nargs=2,
            type=whole_number,
            metavar="MP",
            help=help_text("result.options.played"),
        )
        how.add_argument(
            "--left",
            choices=("ns", "ew", "both"),
            metavar="LINE",
            help=help_text("result.options.left"),
        )
        how.add_argument(
            "--arbitral",
            type=vp_pair,
            metavar="NS_VP:EW_VP",
            help=help_text("result.options.arbitral"),
        )
        parser.add_argument(
            "--arbitral-mp",
            type=mp_pair,
            metavar="NS_MP:EW_MP",
            help=help_text("result.options.arbitral_mp"),
        )
        parser.add_argument(
            "--version",
            type=whole_number,
            metavar="V",
            help=help_text("result.options.version"),
        )
        parser.add_argument(
            "--yes",
            action="store_true",
            help=help_text("result.options.yes"),
        )
    show = group.command("show", help_text("result.show"), show_results)
    tournament_option(show)
    every_round_option(show)
    delete = group.command("delete", help_text("result.delete"), delete_result)
    table_options(delete)
    add_double_entry_commands(group)


def result_data(result: BurracoResult) -> dict[str, Any]:
    """A burraco result as JSON (single numbers for pairs, lists for individual lines)."""

    def line(numbers: tuple[int, ...]) -> int | list[int] | None:
        if not numbers:
            return None
        return numbers[0] if len(numbers) == 1 else list(numbers)

    data: dict[str, Any] = {
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
    if any(hand.base is not None for hand in result.hands):
        # The hands typed as the paper sheet has them: each line's base and cards.
        data["sheet"] = [
            None
            if hand.base is None
            else {"base": list(hand.base), "cards": list(hand.cards or ())}
            for hand in result.hands
        ]
    if result.three_pairs:
        data |= {
            "third": line(result.third),
            "third_mp": result.third_mp,
            "third_vp": result.third_vp,
            "hands": [[h.ns, h.ew, h.third] for h in result.hands],
        }
    return data


def _result_outcome(context: CliContext, result: BurracoResult) -> Outcome:
    # No stored-row version here: `result correct` reads it by itself (--json still has it).
    third = result.third_mp if result.three_pairs else None
    mp = score_pair(result.ns_mp, result.ew_mp, third)
    vp = f"{result.ns_vp}-{result.ew_vp}"
    if result.three_pairs:
        vp = f"{vp}-{result.third_vp}"
    line = context.says(
        "results.round_table_mp_vp", round=result.round, table=result.table, mp=mp, vp=vp
    )
    return Outcome(result_data(result), (line,))


def _write_result(
    context: CliContext, options: argparse.Namespace, expected_version: int | None
) -> BurracoResult:
    results = context.services.results
    where = (TournamentId(options.tournament), options.round, options.table)
    if options.played is not None and options.forfeit is None:
        raise UsageError(says("results.played_needs_forfeit"))
    if options.arbitral_mp is not None and options.arbitral is None:
        raise UsageError(says("results.arbitral_mp_needs_arbitral"))
    three = _three_lines(options)
    if three is not None:
        return results.enter_three(
            *where,
            totals=three if options.mp is not None else None,
            hands=None if options.mp is not None else (options.hands or options.figures),
            expected_version=expected_version,
            despite_unlikely=options.yes,
        )
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
    if options.figures is not None:
        return results.enter_hands(
            *where, options.figures, expected_version=expected_version, despite_unlikely=options.yes
        )
    if options.left is not None:
        return results.enter_abandoned(*where, left=options.left, expected_version=expected_version)
    if options.forfeit is not None:
        return results.enter_forfeit(
            *where,
            absent=options.forfeit,
            played=options.played,
            expected_version=expected_version,
        )
    ns_vp, ew_vp = options.arbitral
    ns_mp, ew_mp = options.arbitral_mp or (0, 0)
    return results.enter_arbitral(
        *where,
        ns_vp=ns_vp,
        ew_vp=ew_vp,
        ns_mp=ns_mp,
        ew_mp=ew_mp,
        expected_version=expected_version,
    )


def _three_lines(options: argparse.Namespace) -> tuple[int, ...] | None:
    """The figures of a table of three (three --mp totals, or hands with a third line): the
    totals, () for hands; None for a table of two's. A count of --mp other than 2 or 3 is a
    usage error."""
    if options.mp is not None:
        if len(options.mp) not in (2, 3):
            raise UsageError(
                says("results.mp_takes_two_totals_ns").filled(len_options_mp=len(options.mp))
            )
        return tuple(options.mp) if len(options.mp) == 3 else None
    hands = options.hands or options.figures or ()
    return () if any(hand.third is not None for hand in hands) else None


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
            raise UsageError(says("results.no_result_to_correct_at"))
        version = current.version
    return _result_outcome(context, _write_result(context, options, version))


def show_results(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result show`: every table of a round (or of every round announced) with where it
    stands, as the window's Results list says it (missing, entered, unlikely, conflict with
    the second entry's figures, bye), and its result when it has one; JSON lists the
    results, each with its `state` (and a conflict's `second_entry`)."""
    tournament_id = TournamentId(options.tournament)
    results = context.services.results.list(tournament_id, options.round)
    rounds = (
        (context.services.rounds.get(tournament_id, options.round),)
        if options.round is not None
        else context.services.rounds.list(tournament_id)
    )
    settings = context.services.tournaments.get(tournament_id).settings
    disagreements = context.services.results.disagreements(tournament_id, options.round)
    states = {
        (round_.number, table): state
        for round_ in rounds
        for table, state in round_states(
            round_,
            results,
            disagreements,
            settings if isinstance(settings, BurracoSettings) else None,
        ).items()
    }
    entered = {(r.round, r.table): r for r in results}
    seats = {(round_.number, seat.table): seat for round_ in rounds for seat in round_.tables}
    checks = {(d.round, d.table): d for d in disagreements}
    # The third line's columns only when a table of three pairs is among them.
    three = any(r.three_pairs for r in results)
    rows = [
        _result_row(
            context, where, entered.get(where), seats.get(where), state, three, checks.get(where)
        )
        for where, state in sorted(states.items())
    ]
    data = [
        result_data(r)
        | {"state": states[(r.round, r.table)].value}
        | _second_entry_data(checks.get((r.round, r.table)))
        for r in results
    ]
    return Outcome(data, (Table(_result_headings(context, three), rows),))


def _second_entry_data(check: Disagreement | None) -> dict[str, Any]:
    """A table in conflict's open disagreement, as `result disagreements` lists it."""
    return {} if check is None else {"second_entry": disagreement_data(check)}


def _result_headings(context: CliContext, three: bool) -> tuple[str, ...]:
    thirds = (
        (
            context.says("results.n_3rd_line"),
            context.says("results.mp_3rd"),
            context.says("results.vp_3rd"),
        )
        if three
        else ()
    )
    return (
        context.says("results.round"),
        context.says("results.table"),
        "NS",
        context.says("results.ew"),
        context.says("results.mp_ns"),
        context.says("results.mp_ew"),
        context.says("results.vp_ns"),
        context.says("results.vp_ew"),
        *thirds,
        context.says("results.kind"),
        context.says("results.state"),
    )


def _result_row(
    context: CliContext,
    where: tuple[int, int],
    result: BurracoResult | None,
    seat: RoundTable | None,
    state: TableState | None,
    three: bool,
    check: Disagreement | None,
) -> tuple[object, ...]:
    """One table's line: its result's figures, or its seats and blanks while it has none; a
    conflict's state with the second entry's figures and station, as the window's list."""
    said_state = state_words(state, context.language) if state is not None else ""
    if check is not None:
        note = context.says(
            "results.second_entry_note", figures=second_figures(check), station=check.entered_by
        )
        said_state = f"{said_state} — {note}"
    if result is None:
        ns, ew, third = (seat.ns, seat.ew, seat.third) if seat is not None else ((), (), ())
        blanks = ("",) * 4 + ((list(third), "", "") if three else ())
        return (*where, list(ns), list(ew), *blanks, "", said_state)
    return (
        *where,
        list(result.ns),
        list(result.ew),
        result.ns_mp,
        result.ew_mp,
        result.ns_vp,
        result.ew_vp,
        *((list(result.third), result.third_mp, result.third_vp) if three else ()),
        said(result.kind, context.language),
        said_state,
    )


def delete_result(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result delete`: the table becomes missing again."""
    where = (TournamentId(options.tournament), options.round, options.table)
    current = context.services.results.get(*where)
    if current is None:
        raise UsageError(says("results.this_table_has_no_result"))
    context.services.results.delete(*where, expected_version=current.version)
    return Outcome(
        {"round": options.round, "table": options.table, "deleted": True},
        (context.says("results.result_deleted"),),
    )
