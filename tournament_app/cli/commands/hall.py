"""`torneo hall`: the hall service, one tournament on the players' phones, until Ctrl+C."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import (
    UsageError,
    leaf,
    positive_int,
    tournament_option,
    whole_number,
)
from tournament_app.cli.words import Text
from tournament_app.services.values import TournamentId

LARGEST_PORT = 65535
DEFAULT_PORT = 8080  # hall.server.DEFAULT_PORT, kept here so `--help` needs no aiohttp
EVERY_INTERFACE = "0.0.0.0"

BAD_PORT = Text(
    "la porta {port} non esiste: scegli un numero da 1 a 65535 (0: una porta libera qualsiasi)",
    "there is no port {port}: choose a number from 1 to 65535 (0: any free port)",
)
PORT_TAKEN = Text(
    "il servizio non può ascoltare su {host}:{port} ({reason}): scegli un'altra porta con"
    " --port, o chiudi il programma che la usa",
    "the service cannot listen on {host}:{port} ({reason}): choose another port with --port,"
    " or close the program using it",
)
SERVING = Text(
    "Servizio in sala di «{name}»: i giocatori aprono nel browser del telefono",
    'Hall service of "{name}": players open on their phone\'s browser',
)
STOP_HINT = Text("Ctrl+C per fermarlo.", "Ctrl+C to stop it.")
STOPPED = Text("Servizio in sala fermato.", "Hall service stopped.")


def register(sub: Any) -> None:
    """Add `hall`."""
    hall = leaf(
        sub,
        "hall",
        Text(
            "il servizio in sala: tavoli, classifica e risultati sui telefoni dei giocatori,"
            " finché non si preme Ctrl+C",
            "the hall service: tables, standings and results on the players' phones, until Ctrl+C",
        ),
        serve_hall,
    )
    tournament_option(hall)
    hall.add_argument(
        "--port",
        type=whole_number,
        default=DEFAULT_PORT,
        metavar="P",
        help=Text(
            "la porta (predefinita 8080; 0: una libera qualsiasi)",
            "the port (default 8080; 0: any free one)",
        ),
    )
    hall.add_argument(
        "--host",
        default=EVERY_INTERFACE,
        metavar="HOST",
        help=Text(
            "l'indirizzo su cui ascoltare (predefinito 0.0.0.0: tutte le reti del computer;"
            " 127.0.0.1: solo questo computer)",
            "the address to listen on (default 0.0.0.0: every network of this computer;"
            " 127.0.0.1: this computer only)",
        ),
    )
    hall.add_argument(
        "--stop-after",
        type=positive_int,
        metavar="SECONDS",
        help=Text(
            "fermalo da solo dopo tanti secondi (predefinito: solo con Ctrl+C)",
            "stop by itself after this many seconds (default: only on Ctrl+C)",
        ),
    )


def _text(template: Text, **values: object) -> Text:
    return Text(template.it.format(**values), template.en.format(**values))


def serve_hall(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hall`: serve the tournament read-only until Ctrl+C."""
    from tournament_app.hall.server import (
        HallServer,
        HallStartError,
        open_entry_services,
        open_hall_services,
    )

    if not 0 <= options.port <= LARGEST_PORT:
        raise UsageError(_text(BAD_PORT, port=options.port))
    tournament_id = TournamentId(options.tournament)
    services = open_hall_services(context.database)
    # The tables' phone entries (`/enter`) write through services of their own.
    server = HallServer(
        services,
        tournament_id,
        host=options.host,
        port=options.port,
        owns_services=True,
        writer=open_entry_services(context.database),
    )
    try:
        server.start()
    except HallStartError as error:
        server.stop()
        raise UsageError(
            _text(PORT_TAKEN, host=error.host, port=error.port, reason=error.reason)
        ) from None
    except BaseException:
        server.stop()
        raise
    addresses = server.addresses()
    name = server.tournament_name
    if getattr(options, "json", False):
        sys.stdout.write(json.dumps({"addresses": list(addresses)}) + "\n")
    else:
        lines = [_text(SERVING, name=name).pick(context.language) + ":"]
        lines += [f"  {address}" for address in addresses]
        lines.append(STOP_HINT.pick(context.language))
        sys.stdout.write("\n".join(lines) + "\n")
    sys.stdout.flush()
    stop_at = None if options.stop_after is None else time.monotonic() + options.stop_after
    try:
        while server.running and (stop_at is None or time.monotonic() < stop_at):
            time.sleep(0.1 if stop_at is not None else 0.5)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return Outcome(
        {"stopped": True, "addresses": list(addresses)}, (STOPPED.pick(context.language),)
    )
