"""`torneo hall`: the hall service, one tournament on the players' phones, until Ctrl+C."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    UsageError,
    leaf,
    positive_int,
    tournament_option,
    whole_number,
)
from tournament_app.cli.value_words import ENTRY_STATES, counted
from tournament_app.cli.words import help_text, says
from tournament_app.services.score_figures import score_pair
from tournament_app.services.settings import Game
from tournament_app.services.values import TournamentId

LARGEST_PORT = 65535
DEFAULT_PORT = 8080  # hall.server.DEFAULT_PORT, kept here so `--help` needs no aiohttp
EVERY_INTERFACE = "0.0.0.0"

BAD_PORT = says("hall.bad_port")
PORT_TAKEN = says("hall.port_taken")
SERVING = says("hall.serving")
STOP_HINT = says("hall.stop_hint")
DISPLAY_TAKES_NO_ENTRIES = says("hall.display_takes_no_entries")
STOPPED = says("hall.stopped")
ACTIONS = ("serve", "codes", "close-entry", "reopen-entry")
NO_ROUND = says("hall.no_round")
NEEDS_ADDRESS = says("hall.needs_address")
CODES_TITLE = says("hall.codes_title")
CLOSED = says("hall.closed")
TABLE_NOUN, TABLES_NOUN = says("hall.table_noun"), says("hall.tables_noun")
REOPENED = says("hall.reopened")
NONE_REOPENED = says("hall.reopened_none")
LEFT_CLOSED = says("hall.left_closed")
PROCESSES_NOT_HERE = says("hall.processes_not_here")
TOO_MANY_PROCESSES = says("hall.too_many_processes")
HOST_NOT_HERE = says("hall.host_not_here")


def register(sub: Any) -> None:
    """Add `hall`."""
    hall = leaf(
        sub,
        "hall",
        help_text("hall"),
        serve_hall,
    )
    hall.add_argument(
        "action",
        nargs="?",
        choices=ACTIONS,
        default="serve",
        help=help_text("hall.action"),
    )
    tournament_option(hall)
    hall.add_argument(
        "--round",
        type=positive_int,
        metavar="N",
        help=help_text("hall.round"),
    )
    hall.add_argument(
        "--table",
        type=positive_int,
        metavar="T",
        help=help_text("hall.table"),
    )
    hall.add_argument(
        "--cards",
        metavar="FILE.pdf",
        help=help_text("hall.cards"),
    )
    hall.add_argument(
        "--sheets",
        metavar="FILE.pdf",
        help=help_text("hall.sheets"),
    )
    hall.add_argument(
        "--address",
        metavar="URL",
        help=help_text("hall.address"),
    )
    hall.add_argument(
        "--port",
        type=whole_number,
        default=DEFAULT_PORT,
        metavar="P",
        help=help_text("hall.port"),
    )
    hall.add_argument(
        "--host",
        default=EVERY_INTERFACE,
        metavar="HOST",
        help=help_text("hall.host"),
    )
    hall.add_argument(
        "--processes",
        type=positive_int,
        default=1,
        metavar="N",
        help=help_text("hall.processes"),
    )
    hall.add_argument(
        "--stop-after",
        type=positive_int,
        metavar="SECONDS",
        help=help_text("hall.stop_after"),
    )


def _round(context: CliContext, options: argparse.Namespace) -> int:
    if options.round is not None:
        return int(options.round)
    published = context.services.rounds.numbers(TournamentId(options.tournament), published=True)
    if not published:
        raise UsageError(NO_ROUND)
    return published[-1]


def table_codes(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hall codes`: the round's table codes (issued now where missing) and each table's
    phone entry: in burraco the totals the phones sent, in scala 40 the hands on the sheet
    (the keeper enters them one by one), as `table_entry.codes` reads them."""
    # Imported here: `torneo --help` loads no database library.
    from tournament_app.services.table_entry_reads import sent_said

    tournament_id = TournamentId(options.tournament)
    number = _round(context, options)
    services = context.services
    codes = services.table_entry.codes(tournament_id, number)
    language = context.language
    scala40 = services.tournaments.get(tournament_id).game is Game.SCALA40
    rows = [
        (
            c.table,
            c.code,
            ENTRY_STATES[c.state.value].pick(language),
            c.hands
            if c.hands is not None
            # A conflict: what each phone sent, not only the second one's totals.
            else sent_said(c.sent, language) or _figures(c.ns_mp, c.ew_mp, c.third_mp),
        )
        for c in codes
    ]
    headings = (
        context.says("hall.table"),
        context.says("hall.code"),
        context.says("hall.state"),
        context.says("hall.hands_on_the_sheet")
        if scala40
        else context.says("hall.totals_from_the_phone"),
    )
    data = {
        "round": number,
        "codes": [
            {
                "table": c.table,
                "code": c.code,
                "state": c.state.value,
                "ns_mp": c.ns_mp,
                "ew_mp": c.ew_mp,
                **({"hands": c.hands} if c.hands is not None else {}),
                # Each phone's totals (a third pair's where there is one).
                **(
                    {"sent": [[f for f in figures if f is not None] for figures in c.sent]}
                    if c.sent
                    else {}
                ),
                **({"third_mp": c.third_mp} if c.three_pairs else {}),
            }
            for c in codes
        ],
    }
    title = CODES_TITLE.filled(round=number).pick(language)
    if options.cards or options.sheets:
        address = (options.address or "").strip()
        if not address.startswith(("http://", "https://")) or len(address) > 200:
            raise UsageError(NEEDS_ADDRESS)
        from tournament_app.services import exports

        printed = (("cards", exports.table_cards_pdf), ("sheets", exports.scoresheets_pdf))
        for key, write in printed:
            target = getattr(options, key)
            if target:
                write(
                    context.services,
                    tournament_id,
                    number,
                    target,
                    language=language,
                    hall_address=address,
                )
                data[key] = target
    return Outcome(data, (Table(headings, rows, title),))


def close_entry(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hall close-entry`: no more phone entries for a table or the whole round."""
    tournament_id = TournamentId(options.tournament)
    number = _round(context, options)
    closed = context.services.table_entry.close(tournament_id, number, options.table)
    tables = counted(closed, TABLE_NOUN, TABLES_NOUN, context.language)
    said = CLOSED.filled(round=number, tables=tables).pick(context.language)
    return Outcome({"round": number, "closed": closed}, (said,))


def reopen_entry(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hall reopen-entry`: phone entry open again for a table or every closed table."""
    tournament_id = TournamentId(options.tournament)
    number = _round(context, options)
    reopened = context.services.table_entry.reopen(tournament_id, number, options.table)
    language = context.language
    tables = ", ".join(str(table) for table in reopened.tables)
    said = [
        REOPENED.filled(round=number, tables=tables).pick(language)
        if reopened.tables
        else NONE_REOPENED.filled(round=number).pick(language)
    ]
    if reopened.with_result:
        left = ", ".join(str(table) for table in reopened.with_result)
        said.append(LEFT_CLOSED.filled(tables=left).pick(language))
    data = {
        "round": number,
        "reopened": list(reopened.tables),
        "closed_with_result": list(reopened.with_result),
    }
    return Outcome(data, tuple(said))


def _figures(ns: int | None, ew: int | None, third: int | None) -> str:
    """What a table's phone sent, "640-245" ("" while nothing)."""
    return "" if ns is None or ew is None else score_pair(ns, ew, third)


def serve_hall(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hall`: serve the tournament until Ctrl+C (the tables' phone entries through services
    of their own, every page read-only); `hall codes`, `hall close-entry` and
    `hall reopen-entry` too."""
    if options.action == "codes":
        return table_codes(context, options)
    if options.action == "close-entry":
        return close_entry(context, options)
    if options.action == "reopen-entry":
        return reopen_entry(context, options)
    from tournament_app.hall.processes import MOST_PROCESSES, HallProcesses, shares_port
    from tournament_app.hall.server import HallStartError

    if not 0 <= options.port <= LARGEST_PORT:
        raise UsageError(BAD_PORT.filled(port=options.port))
    if options.processes > MOST_PROCESSES:
        raise UsageError(
            TOO_MANY_PROCESSES.filled(processes=options.processes, most=MOST_PROCESSES)
        )
    if options.processes > 1 and not shares_port():
        raise UsageError(PROCESSES_NOT_HERE.filled(processes=options.processes))
    # Every process reads through display-station services and writes the tables' phone
    # entries (`/enter`) through services of its own, on the database the command was given;
    # a display station's hall writes nothing, so it takes no entries.
    display = bool(getattr(options, "display", False))
    server = HallProcesses(
        context.database,
        TournamentId(options.tournament),
        host=options.host,
        port=options.port,
        processes=options.processes,
        entries=not display,
    )
    try:
        server.start()
    except HallStartError as error:
        server.stop()
        if error.foreign_host:
            raise UsageError(HOST_NOT_HERE.filled(host=error.host, reason=error.reason)) from None
        raise UsageError(
            PORT_TAKEN.filled(host=error.host, port=error.port, reason=error.reason)
        ) from None
    except BaseException:
        server.stop()
        raise
    addresses = server.addresses()
    name = server.tournament_name
    if getattr(options, "json", False):
        sys.stdout.write(json.dumps({"addresses": list(addresses)}) + "\n")
    else:
        lines = [SERVING.filled(name=name).pick(context.language) + ":"]
        lines += [f"  {address}" for address in addresses]
        if display:
            lines.append(DISPLAY_TAKES_NO_ENTRIES.pick(context.language))
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
