"""`torneo round clock start|pause|reset|show`: the round's clock, kept in the database, so
the window, the projector and the hall's phones show the same time left."""

from __future__ import annotations

import argparse

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import CommandGroup, positive_int, round_option, tournament_option
from tournament_app.cli.words import Text
from tournament_app.services.round_clock import ClockState
from tournament_app.services.values import TournamentId


def add_clock_commands(group: CommandGroup) -> None:
    """Add `round clock ...` to the `round` commands."""
    clock = group.group(
        "clock",
        Text(
            "il cronometro del turno in gioco (lo vedono proiettore e telefoni)",
            "the clock of the round in play (the projector and the phones show it)",
        ),
    )
    actions = (
        ("start", Text("avvia (o riprende) il conto alla rovescia", "start (or resume) it"), True),
        ("pause", Text("lo ferma dov'è", "stop it where it is"), False),
        ("reset", Text("torna al tempo pieno, fermo", "back to the full time, paused"), True),
        ("show", Text("il tempo che resta", "the time left"), False),
    )
    for name, help_text, takes_minutes in actions:
        command = clock.command(name, help_text, clock_command)
        tournament_option(command)
        round_option(command, required=False)
        if takes_minutes:
            command.add_argument(
                "--minutes",
                type=positive_int,
                metavar="M",
                help=Text(
                    "i minuti del turno (predefiniti: il tempo del torneo, o l'uso dei"
                    " circoli: 2 smazzate 25, 3 smazzate 40, 4 smazzate 50)",
                    "the round's minutes (default: the tournament's time, or club practice:"
                    " 2 hands 25, 3 hands 40, 4 hands 50)",
                ),
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
    return Outcome(clock_data(state), (clock_line(context, state),))


def clock_data(state: ClockState) -> dict[str, object]:
    """The clock as JSON."""
    return {
        "round": state.round_number,
        "minutes": state.duration // 60,
        "seconds_left": state.seconds_left(),
        "running": state.running,
        "time_up": state.time_up,
    }


def clock_line(context: CliContext, state: ClockState) -> str:
    """ "Turno 2: 31:05 rimasti, in corso" / "Round 2: time is up"."""
    left = state.seconds_left()
    shown = f"{left // 60:02d}:{left % 60:02d}"
    if state.time_up:
        return context.text(
            f"Turno {state.round_number}: tempo scaduto", f"Round {state.round_number}: time is up"
        )
    if state.running:
        return context.text(
            f"Turno {state.round_number}: {shown} rimasti, in corso",
            f"Round {state.round_number}: {shown} left, running",
        )
    return context.text(
        f"Turno {state.round_number}: {shown} rimasti, fermo",
        f"Round {state.round_number}: {shown} left, paused",
    )
