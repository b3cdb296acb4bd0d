"""`torneo result check` and `torneo result disagreements`: double entry on the command line.

A second operator types a table's turno totals again; the services compare them with the
result saved (`results.second_entry`) and keep a mismatch as the table's open disagreement,
seen by every station, until the result is saved again or removed. These commands hand the
figures over and say what the services found, as the window's Results page does with its
Second operator box; they decide nothing themselves."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    positive_int,
    table_options,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import local_moment
from tournament_app.cli.words import help_text, says
from tournament_app.services.score_figures import score_pair
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.sheet_values import SecondEntry
    from tournament_app.services.values import Disagreement


def add_double_entry_commands(group: CommandGroup) -> None:
    """Add `result check` and `result disagreements` to the `result` commands."""
    check = group.command("check", help_text("result.check"), check_result)
    table_options(check)
    check.add_argument(
        "--mp",
        nargs="+",
        type=whole_number,
        required=True,
        metavar="MP",
        help=help_text("result.options.mp"),
    )
    listing = group.command("disagreements", help_text("result.disagreements"), list_disagreements)
    tournament_option(listing)
    every_round_option(listing)


def every_round_option(parser: argparse.ArgumentParser) -> None:
    """-r/--round N, optional: without it, every round."""
    parser.add_argument(
        "-r",
        "--round",
        type=positive_int,
        metavar="N",
        help=help_text("result.options.every_round"),
    )


def disagreement_data(disagreement: Disagreement) -> dict[str, Any]:
    """An open disagreement as JSON: the second entry's figures, the result's now
    (`first_...`), the version compared and who typed the second entry when (UTC); the
    third line's figures only at a table of three pairs, as a result's JSON has them."""
    data: dict[str, Any] = {
        "round": disagreement.round,
        "table": disagreement.table,
        "ns_mp": disagreement.ns_mp,
        "ew_mp": disagreement.ew_mp,
    }
    if disagreement.third_mp is not None:
        data["third_mp"] = disagreement.third_mp
    data |= {"first_ns_mp": disagreement.first_ns_mp, "first_ew_mp": disagreement.first_ew_mp}
    if disagreement.first_third_mp is not None:
        data["first_third_mp"] = disagreement.first_third_mp
    return data | {
        "first_version": disagreement.first_version,
        "entered_by": disagreement.entered_by,
        "entered_at": disagreement.entered_at,
    }


def second_figures(disagreement: Disagreement) -> str:
    """The second entry's figures as one: "640-250", "640-250-400" at a table of three."""
    return score_pair(disagreement.ns_mp, disagreement.ew_mp, disagreement.third_mp)


def _totals(mp: list[int]) -> tuple[int, int, int | None]:
    """--mp's figures: NS and EW, and the third line's at a table of three pairs."""
    if len(mp) not in (2, 3):
        raise UsageError(says("results.mp_takes_two_totals_ns").filled(len_options_mp=len(mp)))
    return mp[0], mp[1], mp[2] if len(mp) == 3 else None


def check_result(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result check`: the second operator's totals for a table, checked by the services; a
    mismatch is a finding, not a refusal (exit 0 either way, `agrees` says which)."""
    tournament_id = TournamentId(options.tournament)
    ns_mp, ew_mp, third_mp = _totals(options.mp)
    check = context.services.results.second_entry(
        tournament_id, options.round, options.table, ns_mp, ew_mp, third_mp
    )
    return Outcome(
        _check_data(options, check), (_check_line(context, tournament_id, options, check),)
    )


def _check_data(options: argparse.Namespace, check: SecondEntry) -> dict[str, Any]:
    first, earlier = check.first, check.earlier
    data: dict[str, Any] = {
        "round": options.round,
        "table": options.table,
        "agrees": check.agrees,
        "ns_mp": check.ns_mp,
        "ew_mp": check.ew_mp,
    }
    if check.third_mp is not None:
        data["third_mp"] = check.third_mp
    data |= {"first_ns_mp": first.ns_mp, "first_ew_mp": first.ew_mp}
    if first.three_pairs:
        data["first_third_mp"] = first.third_mp
    return data | {
        "first_version": first.version,
        "earlier": None if earlier is None else disagreement_data(earlier),
    }


def _check_line(
    context: CliContext,
    tournament_id: TournamentId,
    options: argparse.Namespace,
    check: SecondEntry,
) -> str:
    where = {"round": options.round, "table": options.table}
    typed = score_pair(check.ns_mp, check.ew_mp, check.third_mp)
    if not check.agrees:
        first = check.first
        saved = score_pair(first.ns_mp, first.ew_mp, first.third_mp if first.three_pairs else None)
        return context.says(
            "double_entry.differs", **where, first=saved, second=typed, tournament=tournament_id
        )
    earlier = check.earlier  # the disagreement this entry closed, if one was open
    if earlier is None:
        return context.says("double_entry.confirmed", **where, mp=typed)
    return context.says(
        "double_entry.confirmed_closing",
        **where,
        mp=typed,
        second=second_figures(earlier),
        station=earlier.entered_by,
    )


def list_disagreements(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`result disagreements`: the tables of a round (of every round without -r) whose
    second entry differs from their result, both figures side by side; JSON lists them
    (an empty list when none is open)."""
    tournament_id = TournamentId(options.tournament)
    found = context.services.results.disagreements(tournament_id, options.round)
    data = [disagreement_data(d) for d in found]
    if not found:
        if options.round is None:
            return Outcome(data, (context.says("double_entry.none_open"),))
        return Outcome(data, (context.says("double_entry.none_open_round", round=options.round),))
    headings = (
        context.says("results.round"),
        context.says("results.table"),
        context.says("double_entry.first_entry"),
        context.says("double_entry.second_entry"),
        context.says("history.station"),
        context.says("history.when"),
    )
    rows = [
        (
            d.round,
            d.table,
            score_pair(d.first_ns_mp, d.first_ew_mp, d.first_third_mp),
            second_figures(d),
            d.entered_by,
            local_moment(d.entered_at, context.language, seconds=True),
        )
        for d in found
    ]
    advice = context.says("double_entry.settle_each", tournament=tournament_id)
    return Outcome(data, (Table(headings, rows), advice))
