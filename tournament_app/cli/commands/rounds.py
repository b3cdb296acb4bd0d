"""`torneo round ...`: generate, show, swap, check, publish (and unpublish) rounds; see what is
missing."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.commands.round_clock import add_clock_commands
from tournament_app.cli.commands.round_schedule import add_schedule_command
from tournament_app.cli.commands.tournament_draft import pairing_system
from tournament_app.cli.commands.tournaments import warned
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import EXIT_FOUND, Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    positive_int,
    round_option,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import said, system_said
from tournament_app.cli.words import help_text
from tournament_app.services.domain_words import round_system
from tournament_app.services.messages import (
    copy_not_made,
    qualifiers_changed_sentence,
    round_problem_sentence,
)
from tournament_app.services.publish_check import (
    PublishCheck,
    PublishUnconfirmedError,
    Severity,
    told_after_publishing,
)
from tournament_app.services.values import (
    PairingProblem,
    Round,
    RoundStatus,
    RoundTable,
    TournamentId,
)


def register(sub: Any) -> None:
    """Add the `round` commands."""
    group = CommandGroup(sub, "round", help_text("round"))

    generate = group.command(
        "generate",
        help_text("round.generate"),
        generate_round,
    )
    tournament_option(generate)
    generate.add_argument(
        "--system",
        type=pairing_system,
        help=help_text("round.generate.system"),
    )
    generate.add_argument(
        "--seed",
        type=whole_number,
        help=help_text("round.generate.seed"),
    )
    generate.add_argument(
        "--publish", action="store_true", help=help_text("round.generate.publish")
    )
    generate.add_argument(
        "--yes",
        action="store_true",
        help=help_text("round.generate.yes"),
    )

    show = group.command("show", help_text("round.show"), show_round)
    add_schedule_command(group)
    add_clock_commands(group)
    tournament_option(show)
    round_option(show, required=False)

    publish = group.command("publish", help_text("round.publish"), publish_round)
    tournament_option(publish)
    round_option(publish, required=False)
    publish.add_argument(
        "--yes",
        "--force",
        dest="yes",
        action="store_true",
        help=help_text("round.publish.yes"),
    )

    swap = group.command(
        "swap",
        help_text("round.swap"),
        swap_entries,
    )
    tournament_option(swap)
    round_option(swap, required=False)
    swap.add_argument(
        "first",
        type=positive_int,
        metavar="NUM1",
        help=help_text("round.swap.first"),
    )
    swap.add_argument(
        "second",
        type=positive_int,
        metavar="NUM2",
        help=help_text("round.swap.second"),
    )
    swap.add_argument(
        "--tables",
        action="store_true",
        help=help_text("round.swap.tables"),
    )

    check = group.command(
        "check",
        help_text("round.check"),
        check_round,
    )
    tournament_option(check)
    round_option(check, required=False)

    status = group.command(
        "status",
        help_text("round.status"),
        round_status,
    )
    tournament_option(status)
    round_option(status, required=False)

    delete = group.command("delete", help_text("round.delete"), delete_round)
    tournament_option(delete)
    round_option(delete, required=False)

    unpublish = group.command(
        "unpublish",
        help_text("round.unpublish"),
        unpublish_round,
    )
    tournament_option(unpublish)
    round_option(unpublish, required=False)


def table_data(table: RoundTable) -> dict[str, Any]:
    """One table as JSON: burraco `ns`/`ew` entry numbers (null `ew` for a bye; lists for
    individual burraco), scala 40 `players`."""
    if table.players:
        return {"table": table.table, "players": list(table.players)}

    def line(numbers: tuple[int, ...]) -> int | list[int] | None:
        if not numbers:
            return None
        return numbers[0] if len(numbers) == 1 else list(numbers)

    data = {"table": table.table, "ns": line(table.ns), "ew": line(table.ew), "bye": table.is_bye}
    if table.third:  # a table of three pairs
        data["third"] = line(table.third)
    return data


def round_data(round_: Round) -> dict[str, Any]:
    """A round as JSON, the shape `round show` prints."""
    return {
        "round": round_.number,
        "system": round_.system,
        "status": round_.status.value,
        "tables": [table_data(t) for t in round_.tables],
    }


def round_outcome(context: CliContext, round_: Round) -> Outcome:
    """A round's seating for JSON and as a table with names."""
    names = {e.number: e.names for e in context.services.entries.list(round_.tournament_id)}
    settings = context.services.tournaments.get(round_.tournament_id).settings
    system = system_said(round_system(settings, round_.number, round_.system), context.language)
    status = said(round_.status, context.language)
    title = context.says("rounds.round", number=round_.number, system=system, status=status)
    scala = any(t.players for t in round_.tables)
    # A bye (a pair or a scala 40 pair sitting out) is said where the table's number stands:
    # the number the round keeps for it is no table of the room, nor of the results.
    rest = context.says("rounds.bye")
    if scala:
        table = Table(
            (context.says("rounds.table"), context.says("rounds.players")),
            [
                (
                    rest if t.is_bye else t.table,
                    "; ".join(f"{n} {names.get(n, '?')}" for n in t.players or t.ns),
                )
                for t in round_.tables
            ],
            title,
        )
    else:
        # A third column only when the round has a table of three pairs.
        three = any(t.third for t in round_.tables)
        table = Table(
            (context.says("rounds.table"), "NS", context.says("rounds.ew"))
            + ((context.says("rounds.n_3rd_line"),) if three else ()),
            [
                (
                    rest if t.is_bye else t.table,
                    _line_text(t.ns, names, rest),
                    "" if t.is_bye else _line_text(t.ew, names, rest),
                )
                + ((_line_text(t.third, names, "—") if t.third else "",) if three else ())
                for t in round_.tables
            ],
            title,
        )
    data = round_data(round_)
    if round_.copy_not_made is None:
        return Outcome(data, (table,))
    warning = copy_not_made(round_.number, round_.copy_not_made, context.language, face="cli")
    data["warning"] = {"code": "copy_not_made", "message": warning}
    return Outcome(data, (table,), (warning,))


def _line_text(numbers: tuple[int, ...], names: dict[int, str], empty: str) -> str:
    if not numbers:
        return f"({empty})"
    return " + ".join(f"{n} {names.get(n, '?')}" for n in numbers)


def latest_round_number(context: CliContext, tournament_id: TournamentId, given: int | None) -> int:
    """The round named, or the latest one (NotFoundError from the services if none)."""
    if given is not None:
        return given
    return context.services.rounds.get(tournament_id).number


def generate_round(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round generate`: the new draft, as `round show` prints it. With --publish, published
    at once as `round publish` does (its notes printed); a draft whose publishing needs
    confirming is refused as `round publish` refuses it, saying the draft is kept."""
    tournament_id = TournamentId(options.tournament)
    rounds = context.services.rounds
    round_ = rounds.generate(
        tournament_id, system=options.system, seed=options.seed, despite_swaps=options.yes
    )
    warned_of = round_
    said: list[str] = []
    if options.publish:
        checked = rounds.publish_check(tournament_id, round_.number)
        try:
            round_ = rounds.publish(tournament_id, round_.number)
        except PublishUnconfirmedError as refused:
            raise PublishUnconfirmedError(tournament_id, refused.check, drafted=True) from None
        said = _published_lines(context, checked, tournament_id, round_.number)
    outcome = round_outcome(context, round_)
    human = (*outcome.human, *(("\n".join(said),) if said else ()))
    # A Mitchell phase this round starts, too long for the pairs it seats: said on stderr.
    data, warnings = warned(outcome.data, context, tournament_id, warned_of)
    return Outcome(data, human, (*outcome.warnings, *warnings))


def show_round(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round show`: {"round": N, "tables": [...]}."""
    return round_outcome(
        context, context.services.rounds.get(TournamentId(options.tournament), options.round)
    )


def problem_sentences(
    problems: tuple[PairingProblem, ...],
    language: str,
    names: dict[int, str] | None = None,
    tournament: TournamentId | None = None,
    round_number: int | None = None,
) -> list[str]:
    """Each problem of round `round_number`'s check in words (entries named when `names` are
    given), what to do as commands for `tournament`."""
    return [
        round_problem_sentence(
            p.code,
            p.entries,
            p.table,
            language,
            names,
            face="cli",
            tournament=tournament,
            round_number=round_number,
        )
        for p in problems
    ]


def problem_data(
    problem: PairingProblem,
    language: str,
    tournament: TournamentId | None,
    round_number: int | None,
) -> dict[str, object]:
    """A round check's problem as `--json` gives it: its code, entries, table and sentence."""
    return {
        "code": problem.code,
        "entries": list(problem.entries),
        "table": problem.table,
        "message": problem_sentences((problem,), language, None, tournament, round_number)[0],
    }


def qualifiers_warning(
    context: CliContext, tournament_id: TournamentId, round_number: int
) -> tuple[str, ...]:
    """After a change to a scala 40 stage's results: the warning (one line) when it changed
    who goes on to the stage after it, already seated; nothing otherwise. Players are named
    by number and name: the director must find them at the tables."""
    notice = context.services.rounds.qualifiers_notice(tournament_id, round_number)
    if notice is None:
        return ()
    names = context.services.entries.names(tournament_id)
    return (qualifiers_changed_sentence(notice, context.language, names, face="cli"),)


def publish_round(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round publish`: results can then be entered. A draft the services want confirmed (a
    rule broken, a stale Danish draft) is refused unless --yes (then published, its problems
    printed); notes are printed."""
    tournament_id = TournamentId(options.tournament)
    number = latest_round_number(context, tournament_id, options.round)
    rounds = context.services.rounds
    draft = rounds.get(tournament_id, number)
    # A published round is refused by the services themselves (ROUND_PUBLISHED).
    checked = (
        rounds.publish_check(tournament_id, number) if draft.status is RoundStatus.DRAFT else None
    )
    outcome = round_outcome(context, rounds.publish(tournament_id, number, despite=options.yes))
    said = _published_lines(context, checked, tournament_id, number) if checked else []
    human = (*outcome.human, *(("\n".join(said),) if said else ()))
    return Outcome(outcome.data, human, outcome.warnings)


def _published_lines(
    context: CliContext, checked: PublishCheck, tournament_id: TournamentId, number: int
) -> list[str]:
    """What publishing draft `number` (its check before: `checked`) leaves to tell, as the
    round now published reads it: a tie across the cut says to take it back to draft first."""
    after = context.services.rounds.publish_check(tournament_id, number)
    told = told_after_publishing(checked, after)
    return _checked_lines(context, told, context.says("rounds.warning"), tournament_id, number)


def _checked_lines(
    context: CliContext,
    checked: PublishCheck,
    opening: str,
    tournament_id: TournamentId,
    round_number: int,
    names: dict[int, str] | None = None,
) -> list[str]:
    """A draft's problems (what needs confirming or refuses it, each opened so), then its
    notes ("Nota: ")."""
    serious = tuple(p.problem for p in checked.problems if p.severity is not Severity.NOTE)
    language = context.language
    said = [
        opening + sentence
        for sentence in problem_sentences(serious, language, names, tournament_id, round_number)
    ]
    said += [
        context.says("rounds.note") + sentence
        for sentence in problem_sentences(
            checked.notes, language, names, tournament_id, round_number
        )
    ]
    return said


def swap_entries(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round swap`: two entries (or with --tables two tables) change places."""
    tournament_id = TournamentId(options.tournament)
    number = latest_round_number(context, tournament_id, options.round)
    rounds = context.services.rounds
    swap = rounds.swap_tables if options.tables else rounds.swap
    swapped = swap(tournament_id, number, options.first, options.second)
    outcome = round_outcome(context, swapped)
    if not swapped.swap_broke:
        return outcome
    # What the swap broke, said as the window says it after the same swap.
    from tournament_app.services.messages.swaps import swap_broke_sentence

    names = context.services.entries.names(tournament_id)
    said = swap_broke_sentence(
        number, swapped.swap_broke, context.language, names, "cli", tournament_id
    )
    broke = [problem_data(p, context.language, tournament_id, number) for p in swapped.swap_broke]
    return Outcome({**outcome.data, "swap_broke": broke}, (*outcome.human, said))


def check_round(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round check`: {"round", "ok", "problems": [...]}; exit 4 (`EXIT_FOUND`) when a problem
    needs settling (one publishing asks to confirm or refuses), 0 when sound or only notes."""
    tournament_id = TournamentId(options.tournament)
    number = latest_round_number(context, tournament_id, options.round)
    checked = context.services.rounds.publish_check(tournament_id, number)
    verdict = checked.problems
    data = {
        "round": number,
        "ok": not verdict,
        "problems": [
            {
                **problem_data(p.problem, context.language, tournament_id, number),
                "severity": p.severity.value,
            }
            for p in verdict
        ],
    }
    if not verdict:
        return Outcome(data, (context.says("rounds.the_seating_is_sound"),))
    names = context.services.entries.names(tournament_id)
    said = _checked_lines(
        context, checked, context.says("rounds.problem"), tournament_id, number, names
    )
    found = any(p.severity is not Severity.NOTE for p in verdict)
    return Outcome(data, ("\n".join(said),), exit_code=EXIT_FOUND if found else 0)


def round_status(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round status`: {"round", "status", "entered": [...], "missing": [...]}."""
    progress = context.services.rounds.progress(TournamentId(options.tournament), options.round)
    data = {
        "round": progress.round,
        "status": progress.status.value,
        "entered": list(progress.entered),
        "missing": list(progress.missing),
    }
    missing = ", ".join(str(t) for t in progress.missing) or "-"
    status = said(progress.status, context.language)
    lines = (
        context.says_counted(
            "rounds.round_tables_entered_missing",
            len(progress.tables),
            round=progress.round,
            status=status,
            len_progress_entered=len(progress.entered),
            missing=missing,
        ),
    )
    return Outcome(data, lines)


def delete_round(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round delete`: a draft is thrown away."""
    tournament_id = TournamentId(options.tournament)
    number = latest_round_number(context, tournament_id, options.round)
    context.services.rounds.delete_draft(tournament_id, number)
    return Outcome(
        {"deleted": number},
        (context.says("rounds.draft_round_deleted", number=number),),
    )


def unpublish_round(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`round unpublish`: a published round no table has played yet goes back to draft (to
    swap or generate again), as `round show` prints it, with what to do next."""
    tournament_id = TournamentId(options.tournament)
    number = latest_round_number(context, tournament_id, options.round)
    outcome = round_outcome(context, context.services.rounds.unpublish(tournament_id, number))
    said = context.says("rounds.round_is_a_draft_again", number=number, tournament_id=tournament_id)
    return Outcome(outcome.data, (*outcome.human, said))
