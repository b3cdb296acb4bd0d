"""`torneo round clock start|pause|reset|show`: the round's clock, kept in the database, so
the window, the projector and the hall's phones show the same time left."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import CommandGroup, positive_int, round_option, tournament_option
from tournament_app.cli.words import help_text
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.rounds.clock import ClockState


def add_clock_commands(group: CommandGroup) -> None:
    """Add `round clock ...` to the `round` commands."""
    clock = group.group(
        "clock",
        help_text("round.clock"),
    )
    actions = (
        ("start", help_text("round.clock.start"), True),
        ("pause", help_text("round.clock.pause"), False),
        ("reset", help_text("round.clock.reset"), True),
        ("show", help_text("round.clock.show"), False),
    )
    for name, words, takes_minutes in actions:
        command = clock.command(name, words, clock_command)
        tournament_option(command)
        round_option(command, required=False)
        if takes_minutes:
            command.add_argument(
                "--minutes",
                type=positive_int,
                metavar="M",
                help=help_text("round.clock.options.minutes"),
            )


def clock_command(context: CliContext, options: argparse.Namespace) -> Outcome:
    """The action asked, then the clock: {"round", "running", "seconds_left", ...}."""
    clock = context.services.round_clock
    tournament_id = TournamentId(options.tournament)
    action = options.clock_command
    minutes = getattr(options, "minutes", None)
    if action == "start":
        state = clock.start(tournament_id, options.round, minutes=minutes)
    elif action == "pause":
        state = clock.pause(tournament_id, options.round)
    elif action == "reset":
        state = clock.reset(tournament_id, options.round, minutes=minutes)
    else:
        state = clock.get(tournament_id, options.round)
    return Outcome(clock_data(state), (clock_line(context, tournament_id, state),))


def clock_data(state: ClockState) -> dict[str, object]:
    """The clock as JSON ("minutes" and "seconds_left" null for an untimed round)."""
    return {
        "round": state.round_number,
        "timed": state.timed,
        "minutes": state.duration // 60 if state.duration is not None else None,
        "seconds_left": state.seconds_left() if state.timed else None,
        "running": state.running,
        "time_up": state.time_up,
    }


def clock_line(context: CliContext, tournament_id: TournamentId, state: ClockState) -> str:
    """ "Turno 2: 31:05 rimasti, in corso" / "Round 2: time is up" / "Round 2: no time
    limit", with the command that gives it one."""
    if not state.timed:
        return context.says(
            "round_clock.round_untimed", round_number=state.round_number, tournament=tournament_id
        )
    left = state.seconds_left()
    shown = f"{left // 60:02d}:{left % 60:02d}"
    if state.time_up:
        return context.says("round_clock.round_time_is_up", round_number=state.round_number)
    if state.running:
        return context.says(
            "round_clock.round_left_running", round_number=state.round_number, shown=shown
        )
    return context.says(
        "round_clock.round_left_paused", round_number=state.round_number, shown=shown
    )
