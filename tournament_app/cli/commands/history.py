"""`torneo log`, `torneo undo`, `torneo demo`: the change log and the demo tournaments."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table, to_jsonable
from tournament_app.cli.parsing import id_number, leaf, positive_int
from tournament_app.cli.setting_words import YES_NO
from tournament_app.cli.value_words import local_moment
from tournament_app.cli.words import help_text
from tournament_app.services.values import AuditEntry, TournamentId

ONLY_THIS_TOURNAMENT = help_text("common.tournament_only")


def register(sub: Any) -> None:
    """Add `log`, `undo` and `demo`."""
    log = leaf(
        sub,
        "log",
        help_text("log"),
        show_log,
    )
    log.add_argument("-t", "--tournament", type=id_number, metavar="ID", help=ONLY_THIS_TOURNAMENT)
    log.add_argument(
        "--limit",
        type=positive_int,
        default=30,
        help=help_text("log.limit"),
    )
    log.add_argument(
        "--details",
        action="store_true",
        help=help_text("log.details"),
    )

    undo = leaf(sub, "undo", help_text("undo"), undo_last)
    undo.add_argument("-t", "--tournament", type=id_number, metavar="ID", help=ONLY_THIS_TOURNAMENT)
    undo.add_argument("--yes", action="store_true", help=help_text("undo.yes"))

    leaf(
        sub,
        "demo",
        help_text("demo"),
        create_demo,
    )


def audit_data(entry: AuditEntry) -> dict[str, Any]:
    """One change as JSON."""
    return {
        "id": entry.id,
        "at": entry.at,
        "station": entry.station,
        "action": entry.action,
        "entity": entry.entity,
        "tournament": entry.tournament_id,
        "summary": entry.summary,
        "params": to_jsonable(entry.params),
        "round": entry.round,
        "table": entry.table,
        "undone": entry.undone,
        "before": to_jsonable(entry.before),
        "after": to_jsonable(entry.after),
    }


def _tournament(context: CliContext, options: argparse.Namespace) -> TournamentId | None:
    """The tournament -t names (None: every one); NOT_FOUND, as every other command says,
    when there is no such tournament (the log would list nothing, as if nothing changed)."""
    if options.tournament is None:
        return None
    tournament = TournamentId(options.tournament)
    context.services.tournaments.get(tournament)
    return tournament


def show_log(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`log`: who changed what and when, in the words of the window's Log page
    (services.log_words); the JSON keeps the stored action codes and summaries."""
    from tournament_app.services.log.details import details_read
    from tournament_app.services.log.words import change_text, place_text
    from tournament_app.services.stations import station_text

    tournament = _tournament(context, options)
    entries = context.services.audit.list(tournament, limit=options.limit)
    language = context.language
    headings = [
        "Id",
        context.says("history.when"),
        context.says("history.station"),
        context.says("history.what"),
        context.says("history.where"),
        context.says("history.undone"),
    ]
    rows: list[list[object]] = [
        [
            e.id,
            local_moment(e.at, language, seconds=True),
            station_text(e.station, language),
            change_text(e, language),
            place_text(e, language),
            YES_NO[e.undone].pick(language),
        ]
        for e in entries
    ]
    if options.details:
        headings += [context.says("history.before"), context.says("history.after")]
        for row, entry in zip(rows, entries, strict=True):
            # In words, as the window's detail pane, its lines run on in one cell ("; ");
            # --json keeps the rows.
            row += [
                "; ".join(line.strip() for line in side.splitlines())
                for side in details_read(context.services, entry, language)
            ]
    return Outcome([audit_data(e) for e in entries], (Table(headings, rows),))


def undo_last(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`undo`: the latest change not yet undone is reverted, named as its undo row in the log
    names it ("Annullato: risultato corretto (turno 1, tavolo 3)")."""
    from tournament_app.services.log.words import undo_text

    tournament = _tournament(context, options)
    # Refused when a newer change undo cannot take back stands in the way, unless --yes.
    entry = context.services.audit.undo_last(tournament, despite=options.yes)
    line = undo_text(entry.action, entry, context.language)
    return Outcome(audit_data(entry), (line,))


def create_demo(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`demo`: {"ids": [...]}."""
    ids = context.services.demo.create_all()
    return Outcome(
        {"ids": list(ids)},
        (context.says("history.demo_tournaments_created") + ", ".join(str(i) for i in ids),),
    )
