"""`torneo season`: the season ranking across the club's tournaments of one game."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tournament_app.cli.commands.tournament_draft import number_list_with_zero
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    UsageError,
    iso_date,
    leaf,
    number_list,
    output_file,
    positive_int,
    whole_number,
)
from tournament_app.cli.value_words import counted
from tournament_app.cli.words import help_text, says
from tournament_app.services.settings import Game
from tournament_app.services.values import TournamentId, TournamentStatus, TournamentSummary

if TYPE_CHECKING:
    from tournament_app.services.season.ranking import SeasonRules


TOURNAMENT, TOURNAMENTS = says("season.tournament"), says("season.tournaments")


def register(sub: Any) -> None:
    """Add `season`."""
    season = leaf(
        sub,
        "season",
        help_text("season"),
        show_season,
    )
    season.add_argument(
        "--game",
        choices=[g.value for g in Game],
        required=True,
        help=help_text("season.game"),
    )
    season.add_argument(
        "--from",
        dest="date_from",
        type=iso_date,
        metavar="YYYY-MM-DD",
        help=help_text("season.date_from"),
    )
    season.add_argument(
        "--to",
        dest="date_to",
        type=iso_date,
        metavar="YYYY-MM-DD",
        help=help_text("season.date_to"),
    )
    season.add_argument(
        "--tournaments",
        type=number_list,
        default=(),
        metavar="ID,...",
        help=help_text("season.tournaments"),
    )
    season.add_argument(
        "--leave-out",
        type=number_list,
        default=(),
        metavar="ID,...",
        help=help_text("season.leave_out"),
    )
    season.add_argument(
        "--points",
        type=number_list_with_zero,
        default=(),
        metavar="P1,P2,...",
        help=help_text("season.points"),
    )
    season.add_argument(
        "--participation",
        type=whole_number,
        default=0,
        metavar="P",
        help=help_text("season.participation"),
    )
    season.add_argument(
        "--best",
        type=positive_int,
        metavar="N",
        help=help_text("season.best"),
    )
    season.add_argument(
        "--club",
        metavar="NAME",
        help=help_text("season.club"),
    )
    season.add_argument(
        "--include-running",
        action="store_true",
        help=help_text("season.include_running"),
    )
    season.add_argument(
        "--final",
        type=positive_int,
        metavar="ID",
        help=help_text("season.final"),
    )
    season.add_argument(
        "--top",
        type=positive_int,
        metavar="N",
        help=help_text("season.top"),
    )
    season.add_argument(
        "--pdf",
        type=output_file,
        metavar="FILE",
        help=help_text("season.pdf"),
    )
    season.add_argument(
        "--xlsx",
        type=output_file,
        metavar="FILE",
        help=help_text("season.xlsx"),
    )
    season.add_argument(
        "--html",
        type=output_file,
        metavar="FILE",
        help=help_text("season.html"),
    )


def show_season(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`season`: {"tournaments": [...], "ranking": [{"rank","player","name","points",...}]}."""
    from tournament_app.services.season.final import invite_to_final
    from tournament_app.services.season.ranking import SeasonRules, season_ranking

    if options.date_from and options.date_to and options.date_from > options.date_to:
        raise UsageError(
            says("season.from_comes_after_to_the").filled(
                date_from=options.date_from, date_to=options.date_to
            )
        )
    rules = SeasonRules(
        game=Game(options.game),
        date_from=options.date_from,
        date_to=options.date_to,
        points_table=options.points,
        participation=options.participation,
        best_results=options.best,
        tournament_ids=tuple(TournamentId(i) for i in options.tournaments),
        left_out=tuple(TournamentId(i) for i in options.leave_out),
        include_running=options.include_running,
        club=options.club,
    )
    if (options.final is None) != (options.top is None):
        raise UsageError(says("season.final_and_top_go_together"))
    _check_left_out(context, rules)
    ranking = season_ranking(context.services, rules)
    data = {
        "tournaments": [
            {"id": t.id, "name": t.name, "date": t.date, "status": t.status.value}
            for t in ranking.tournaments
        ],
        "undated": [{"id": t.id, "name": t.name} for t in ranking.undated],
        "left_out": [int(t) for t in rules.left_out],
        "team_events": [{"id": t.id, "name": t.name} for t in ranking.team_events],
        "finals": [{"id": t.id, "name": t.name} for t in ranking.finals],
        "ranking": [
            {
                "rank": row.rank,
                "player": row.player_id,
                "name": row.name,
                "club": row.club,
                "points": row.points,
                "tournaments": row.tournaments,
                "wins": row.wins,
                "best_rank": row.best_rank,
                "results": [
                    {
                        "tournament": r.tournament_id,
                        "rank": r.rank,
                        "points": r.points,
                        "counted": r.counted,
                    }
                    for r in row.results
                ],
            }
            for row in ranking.rows
        ],
    }
    played = counted(len(ranking.tournaments), TOURNAMENT, TOURNAMENTS, context.language)
    title = context.says("season.season_ranking", tournaments=played)
    table = Table(
        (
            context.says("season.rank"),
            context.says("season.player"),
            context.says("season.club"),
            context.says("season.points"),
            context.says("season.played"),
            context.says("season.wins"),
            context.says("season.best"),
        ),
        [
            (r.rank, r.name, r.club, r.points, r.tournaments, r.wins, r.best_rank)
            for r in ranking.rows
        ],
        title,
    )
    # An empty ranking says why, not a heading over no rows.
    lines: list[Table | str] = (
        [table] if ranking.tournaments else [context.says("season.no_finished_tournament")]
    )
    running = [t for t in ranking.tournaments if t.status is TournamentStatus.RUNNING]
    if running:
        lines.append(context.says("season.still_running", names=_names(running)))
    if ranking.undated:
        names = _names(ranking.undated)
        lines.append(context.says("season.not_counted_for_having_no", names=names))
    if ranking.team_events:
        names = _names(ranking.team_events)
        lines.append(context.says("season.team_events_not_counted", names=names))
    if ranking.finals:
        lines.append(context.says("season.finals_not_counted", names=_names(ranking.finals)))
    if options.final is not None:
        final = invite_to_final(context.services, TournamentId(options.final), rules, options.top)
        data["final"] = {
            "id": final.tournament.id,
            "name": final.tournament.name,
            "entries": [
                {"number": number, "player": row.player_id, "name": row.name, "rank": row.rank}
                for number, row in enumerate(final.invited, start=1)
            ],
        }
        lines.append(
            context.says_counted(
                "season.entered_in_tournament_the_top",
                len(final.invited),
                id=final.tournament.id,
                name=final.tournament.name,
            )
        )
    written = _write_files(context, options, rules)
    if written:
        data["written"] = written
        lines.append("\n".join(context.says("season.written") + p for p in written))
    return Outcome(data, tuple(lines))


def _names(tournaments: Sequence[TournamentSummary]) -> str:
    return "; ".join(t.name for t in tournaments)


def _check_left_out(context: CliContext, rules: SeasonRules) -> None:
    """--leave-out names tournaments of the game, none of them also named by --tournaments:
    a mistyped number would otherwise leave nothing out without a word."""
    both = sorted(set(rules.left_out) & set(rules.tournament_ids))
    if both:
        ids = ", ".join(map(str, both))
        raise UsageError(says("season.named_and_left_out").filled(ids=ids))
    games = {t.id: t.game for t in context.services.tournaments.list()}
    unknown = sorted(t for t in set(rules.left_out) if games.get(t) is not rules.game)
    if unknown:
        ids = ", ".join(map(str, unknown))
        raise UsageError(says("season.left_out_unknown").filled(ids=ids))


def _write_files(context: CliContext, options: argparse.Namespace, rules: SeasonRules) -> list[str]:
    """Write the PDF, workbook and web page asked for; the paths written."""
    asked = [
        (options.pdf, "season_pdf"),
        (options.xlsx, "season_xlsx"),
        (options.html, "season_html"),
    ]
    if not any(path for path, _ in asked):
        return []
    from tournament_app.services import exports  # reportlab and openpyxl: only when asked
    from tournament_app.services.output_files import OutputKind, check_outputs

    kinds = {"season_pdf": OutputKind.PDF, "season_xlsx": OutputKind.XLSX}
    # Every file asked for is checked before any is written.
    check_outputs(
        context.services,
        [(path, kinds.get(function, OutputKind.HTML)) for path, function in asked if path],
    )
    written = []
    for path, function in asked:
        if path is not None:
            getattr(exports, function)(context.services, rules, path, language=context.language)
            written.append(str(path))
    return written
