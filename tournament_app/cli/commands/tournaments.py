"""`torneo tournament ...`: create, list, show, edit and finish tournaments (the options read
into a new tournament: `tournament_draft`)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tournament_app.cli.commands import format_options, setting_options
from tournament_app.cli.commands.tournament_draft import (
    PRIZE_RULE_HELP,
    PRIZE_RULES,
    RESULTS_URL_HELP,
    build_draft,
    edited_settings,
)
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, UsageError, tournament_option
from tournament_app.cli.setting_words import setting_rows
from tournament_app.cli.value_words import said
from tournament_app.cli.words import help_text, says
from tournament_app.services.messages import still_open_sentence
from tournament_app.services.moments import stored_day_text
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.values import Round, Tournament, TournamentId, TournamentStatus

if TYPE_CHECKING:
    from tournament_app.services.still_open import StillOpen


def register(sub: Any) -> None:
    """Add the `tournament` commands."""
    group = CommandGroup(
        sub,
        "tournament",
        help_text("tournament"),
    )

    create = group.command("create", help_text("tournament.create"), create_tournament)
    create.add_argument(
        "--game",
        choices=[g.value for g in Game],
        required=True,
        help=help_text("tournament.create.game"),
    )
    create.add_argument("--name", required=True, help=help_text("tournament.create.name"))
    create.add_argument("--date", metavar="YYYY-MM-DD", help=help_text("tournament.create.date"))
    create.add_argument("--venue", default="", help=help_text("tournament.create.venue"))
    create.add_argument("--prizes", choices=tuple(PRIZE_RULES), help=PRIZE_RULE_HELP)
    create.add_argument("--results-url", metavar="URL", help=RESULTS_URL_HELP)
    burraco = create.add_argument_group(help_text("tournament.create.group_burraco_options"))
    format_options.add_burraco_format(burraco)
    setting_options.add_burraco_options(burraco)
    scala = create.add_argument_group(help_text("tournament.create.group_scala_40_options"))
    setting_options.add_scala40_options(scala)
    setting_options.add_italiana_options(scala)
    format_options.add_scala40_format(scala)
    format_options.add_seed(create)

    group.command(
        "list",
        help_text("tournament.list"),
        list_tournaments,
    )

    show = group.command(
        "show",
        help_text("tournament.show"),
        show_tournament,
    )
    tournament_option(show)

    edit = group.command(
        "edit",
        help_text("tournament.edit"),
        edit_tournament,
    )
    tournament_option(edit)
    edit.add_argument("--name", help=help_text("tournament.edit.name"))
    edit.add_argument("--date", metavar="YYYY-MM-DD", help=help_text("tournament.edit.date"))
    edit.add_argument("--venue", help=help_text("tournament.edit.venue"))
    edit.add_argument("--prizes", choices=tuple(PRIZE_RULES), help=PRIZE_RULE_HELP)
    burraco = edit.add_argument_group(help_text("tournament.edit.group_burraco_options"))
    format_options.add_burraco_format(burraco, edit=True)
    setting_options.add_burraco_options(burraco, bye=True)
    scala = edit.add_argument_group(help_text("tournament.edit.group_scala_40_options"))
    setting_options.add_scala40_options(scala)
    setting_options.add_italiana_options(scala)
    format_options.add_scala40_format(scala, edit=True)
    format_options.add_seed(edit)
    edit.add_argument("--results-url", metavar="URL", help=RESULTS_URL_HELP)
    edit.add_argument(
        "--table-entry",
        choices=("on", "off"),
        help=help_text("tournament.edit.table_entry"),
    )

    status = group.command(
        "status",
        help_text("tournament.status"),
        set_status,
    )
    tournament_option(status)
    status.add_argument(
        "status",
        choices=[s.value for s in TournamentStatus],
        help=help_text("tournament.status.status"),
    )
    status.add_argument(
        "--yes",
        action="store_true",
        help=help_text("tournament.status.yes"),
    )

    delete = group.command(
        "delete",
        help_text("tournament.delete"),
        delete_tournament,
    )
    tournament_option(delete)

    from tournament_app.cli.commands import archive

    archive.add_commands(group)


def create_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament create`: {"id": ...}."""
    draft = build_draft(options)
    if options.vp_table is not None and isinstance(draft.settings, BurracoSettings):
        scale = context.services.tournaments.vp_scale_named(options.vp_table)
        hands = options.hands if options.hands is not None else scale.hands
        draft = replace(draft, settings=replace(draft.settings, vp_scale=scale, hands=hands))
    if options.team_vp_table is not None and isinstance(draft.settings, BurracoSettings):
        team_scale = context.services.tournaments.vp_scale_named(options.team_vp_table)
        draft = replace(draft, settings=replace(draft.settings, team_vp_scale=team_scale))
    tournament = context.services.tournaments.create(draft)
    line = context.says("tournaments.tournament_created", id=tournament.id, name=tournament.name)
    data, warnings = warned({"id": tournament.id}, context, tournament.id, tournament)
    return Outcome(data, (line,), warnings)


def warned(
    data: dict[str, Any],
    context: CliContext,
    tournament_id: int,
    made: Tournament | Round,
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """`data` with the schedule's warnings the services returned with `made` (a tournament
    created or edited, a round generated) under "schedule_warnings", and their sentences for
    stderr; `data` as it is, and no sentence, when there are none."""
    from tournament_app.services.messages import schedule_warning_sentence

    said = [
        schedule_warning_sentence(warning, context.language, "cli", tournament_id)
        for warning in made.schedule_warnings
    ]
    if not said:
        return data, ()
    listed = [
        {
            "code": warning.code.value,
            "rounds": warning.rounds,
            "allowed": warning.allowed,
            "message": sentence,
        }
        for warning, sentence in zip(made.schedule_warnings, said, strict=True)
    ]
    return {**data, "schedule_warnings": listed}, tuple(said)


def list_tournaments(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament list`: [{"id","name","game","status"}, ...]."""
    rows = context.services.tournaments.list()
    data = [
        {
            "id": t.id,
            "name": t.name,
            "game": t.game.value,
            "status": t.status.value,
            "date": t.date,
            "entries": t.entries,
            "rounds": t.rounds,
        }
        for t in rows
    ]
    headings = (
        context.says("tournaments.id"),
        context.says("tournaments.name"),
        context.says("tournaments.game"),
        context.says("tournaments.date"),
        context.says("tournaments.status"),
        context.says("tournaments.entries"),
        context.says("tournaments.rounds"),
    )
    table = Table(
        headings,
        [
            (
                t.id,
                t.name,
                said(t.game, context.language),
                stored_day_text(t.date, context.language),
                said(t.status, context.language),
                t.entries,
                t.rounds,
            )
            for t in rows
        ],
    )
    return Outcome(data, (table,))


def tournament_data(tournament: Tournament) -> dict[str, Any]:
    """A tournament as JSON: its fields and its full settings."""
    from tournament_app.cli.output import to_jsonable

    return {
        "id": tournament.id,
        "name": tournament.name,
        "game": tournament.game.value,
        "date": tournament.date,
        "venue": tournament.venue,
        "status": tournament.status.value,
        "entries": tournament.entries,
        "rounds_played": tournament.rounds_played,
        "settings": to_jsonable(tournament.settings),
    }


def show_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament show`: the tournament and its settings."""
    tournament = context.services.tournaments.get(TournamentId(options.tournament))
    data = tournament_data(tournament)
    lines = [
        f"{tournament.id}  {tournament.name}  ({said(tournament.game, context.language)})",
        context.says(
            "tournaments.date_venue_status",
            date=stored_day_text(tournament.date, context.language) or "-",
            venue=tournament.venue or "-",
            status=said(tournament.status, context.language),
        ),
        context.says(
            "tournaments.entries_rounds_generated",
            entries=tournament.entries,
            rounds=tournament.rounds_played,
        ),
    ]
    settings = Table(
        (context.says("tournaments.setting"), context.says("tournaments.value")),
        setting_rows(tournament.settings, context.language),
    )
    return Outcome(data, ("\n".join(lines), settings))


def edit_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament edit`: change name, date, venue, the prize rule or any setting the wizard
    changes, as its pages would (refused by the services as the wizard's Finish is: a setting
    frozen once a round is published, an unplayable one)."""
    tournament_id = TournamentId(options.tournament)
    current = context.services.tournaments.get(tournament_id)
    scale = None
    if options.vp_table is not None and current.game is Game.BURRACO:
        scale = context.services.tournaments.vp_scale_named(options.vp_table)
    settings = edited_settings(options, current.settings, scale)
    if options.team_vp_table is not None and isinstance(settings, BurracoSettings):
        settings = replace(
            settings,
            team_vp_scale=context.services.tournaments.vp_scale_named(options.team_vp_table),
        )
    if options.results_url is not None:
        settings = replace(settings or current.settings, results_url=options.results_url.strip())
    if options.table_entry is not None:
        settings = replace(settings or current.settings, table_entry=options.table_entry == "on")
    if options.name is None and options.date is None and options.venue is None and settings is None:
        raise UsageError(says("tournaments.nothing_to_change_give_name"))
    tournament = context.services.tournaments.edit(
        tournament_id,
        name=options.name,
        date=options.date,
        venue=options.venue,
        settings=settings,
    )
    data, warnings = warned(tournament_data(tournament), context, tournament.id, tournament)
    return Outcome(data, (context.says("tournaments.saved"),), warnings)


def set_status(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament status`: mark the tournament's status. Finished is refused while business
    is still open (services.still_open, listed), unless --yes: then the list is printed as
    what was left."""
    tournament_id, status = TournamentId(options.tournament), TournamentStatus(options.status)
    tournaments = context.services.tournaments
    left: tuple[StillOpen, ...] = ()
    if status is TournamentStatus.FINISHED:
        left = tournaments.still_open(tournament_id) if options.yes else ()
        tournament = tournaments.finish(tournament_id, despite_open=options.yes)
    else:
        tournament = tournaments.set_status(tournament_id, status)
    human = [f"{tournament.name}: {said(tournament.status, context.language)}"]
    if left:
        human.append(context.says("tournaments.left_open"))
        human += [
            "- " + still_open_sentence(item.kind.value, item.round, item.tables, context.language)
            for item in left
        ]
    return Outcome(
        {
            "id": tournament.id,
            "status": tournament.status.value,
            "still_open": still_open_data(left),
        },
        ("\n".join(human),),
    )


def still_open_data(found: tuple[StillOpen, ...]) -> list[dict[str, Any]]:
    """Open items as JSON: {"kind", "round", "tables"}."""
    return [
        {"kind": item.kind.value, "round": item.round, "tables": list(item.tables)}
        for item in found
    ]


def delete_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament delete`: remove the tournament with everything in it."""
    context.services.tournaments.delete(TournamentId(options.tournament))
    return Outcome(
        {"deleted": options.tournament},
        (context.says("tournaments.deleted", tournament=options.tournament),),
    )
