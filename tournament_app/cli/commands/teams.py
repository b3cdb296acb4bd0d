"""`torneo team ...`: a team event's teams (burraco a squadre), their line-ups, the matches of
a round and the team ranking. Rounds are generated and table results entered as for pairs
(`round generate`, `result enter`)."""

from __future__ import annotations

import argparse
from dataclasses import asdict
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    number_list,
    positive_int,
    round_option,
    tournament_option,
)
from tournament_app.cli.words import help_text
from tournament_app.services.score_figures import score_pair
from tournament_app.services.values import TournamentId


def register(sub: Any) -> None:
    """Add `team add`, `list`, `remove`, `lineup`, `lineups`, `matches` and `standings`."""
    team = CommandGroup(
        sub,
        "team",
        help_text("team"),
    )
    add = team.command(
        "add",
        help_text("team.add"),
        add_team,
    )
    tournament_option(add)
    add.add_argument("name", metavar="NAME", help=help_text("team.add.name"))
    add.add_argument(
        "--pairs",
        type=number_list,
        required=True,
        metavar="NUM,...",
        help=help_text("team.add.pairs"),
    )
    add.add_argument("--club", metavar="CLUB", default="", help=help_text("team.add.club"))
    listed = team.command("list", help_text("team.list"), list_teams)
    tournament_option(listed)
    remove = team.command(
        "remove",
        help_text("team.remove"),
        remove_team,
    )
    tournament_option(remove)
    remove.add_argument(
        "number", type=positive_int, metavar="NUMBER", help=help_text("team.remove.number")
    )
    lineup = team.command(
        "lineup",
        help_text("team.lineup"),
        set_lineup,
    )
    tournament_option(lineup)
    round_option(lineup, required=True)
    lineup.add_argument(
        "team", type=positive_int, metavar="NUMBER", help=help_text("team.lineup.team")
    )
    lineup.add_argument(
        "first",
        type=positive_int,
        metavar="NUM1",
        help=help_text("team.lineup.first"),
    )
    lineup.add_argument(
        "second",
        type=positive_int,
        metavar="NUM2",
        help=help_text("team.lineup.second"),
    )
    lineups = team.command(
        "lineups",
        help_text("team.lineups"),
        show_lineups,
    )
    tournament_option(lineups)
    round_option(lineups, required=True)
    matches = team.command(
        "matches",
        help_text("team.matches"),
        show_matches,
    )
    tournament_option(matches)
    round_option(matches, required=True)
    standings = team.command("standings", help_text("team.standings"), show_standings)
    tournament_option(standings)
    printed = team.command(
        "print",
        help_text("team.print"),
        print_teams,
    )
    tournament_option(printed)
    printed.add_argument("file", metavar="FILE", help=help_text("team.print.file"))
    printed.add_argument(
        "-r",
        "--round",
        type=positive_int,
        metavar="N",
        help=help_text("team.print.round"),
    )
    printed.add_argument(
        "--no-standings",
        action="store_true",
        help=help_text("team.print.no_standings"),
    )


def add_team(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team add`: {"number", "name", "club", "pairs"}."""
    made = context.services.teams.add(
        TournamentId(options.tournament), options.name, options.pairs, club=options.club
    )
    pairs = ", ".join(str(pair.entry) for pair in made.pairs)
    line = context.says("teams.team_added_pairs", number=made.number, name=made.name, pairs=pairs)
    return Outcome(asdict(made), (line,))


def list_teams(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team list`: [{"number", "name", "club", "pairs": [{"entry", "names", "present"}]}]."""
    teams = context.services.teams.list(TournamentId(options.tournament))
    rows = [
        (team.number, team.name, team.club, pair.entry, pair.names)
        for team in teams
        for pair in team.pairs
    ]
    headings = (
        context.says("teams.team"),
        context.says("teams.name"),
        context.says("teams.club"),
        context.says("teams.pair"),
        context.says("teams.players"),
    )
    return Outcome([asdict(team) for team in teams], (Table(headings, rows),))


def remove_team(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team remove`: the team taken out."""
    gone = context.services.teams.remove(TournamentId(options.tournament), options.number)
    line = context.says("teams.team_removed", number=gone.number, name=gone.name)
    return Outcome(asdict(gone), (line,))


def set_lineup(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team lineup`: the two pairs a team fields in a round."""
    chosen = context.services.teams.set_lineup(
        TournamentId(options.tournament), options.round, options.team, options.first, options.second
    )
    line = context.says(
        "teams.round_team_pair_at_the",
        round=chosen.round,
        team=chosen.team,
        first=chosen.first,
        second=chosen.second,
    )
    return Outcome(asdict(chosen), (line,))


def show_lineups(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team lineups`: every team's two pairs for a round, chosen or by default."""
    found = context.services.teams.lineups(TournamentId(options.tournament), options.round)
    headings = (
        context.says("teams.team"),
        context.says("teams.first_table"),
        context.says("teams.second_table"),
        context.says("teams.chosen"),
    )
    yes, no = context.says("teams.yes"), context.says("teams.no_first_two")
    rows = [(x.team, x.first, x.second, yes if x.chosen else no) for x in found]
    return Outcome([asdict(x) for x in found], (Table(headings, rows),))


def show_matches(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team matches`: each match, its tables and, once both are in, MP and team VP."""
    tournament_id = TournamentId(options.tournament)
    found = context.services.teams.matches(tournament_id, options.round)
    # Each team by number and name, as the printed matches name them ("1. Assi").
    teams = context.services.teams.list(tournament_id)
    named = {team.number: f"{team.number}. {team.name}" for team in teams}
    headings = (
        context.says("teams.match"),
        context.says("teams.tables"),
        context.says("teams.home"),
        context.says("teams.away"),
        context.says("teams.mp"),
        context.says("teams.vp"),
    )
    rest = context.says("teams.bye")
    rows = []
    for match in found:
        mp = "" if match.home_mp is None else score_pair(match.home_mp, match.away_mp)
        vp = "" if match.home_vp is None else f"{match.home_vp}-{match.away_vp}"
        tables = ", ".join(map(str, match.tables))
        home = named.get(match.home, str(match.home))
        away = rest if match.away is None else named.get(match.away, str(match.away))
        rows.append((match.number or "", tables, home, away, mp, vp))
    data = [asdict(match) | {"complete": match.complete} for match in found]
    return Outcome(data, (Table(headings, rows),))


def show_standings(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team standings`: the team ranking by team VP, then the tie-breaks."""
    rows = context.services.teams.standings(TournamentId(options.tournament))
    headings = (
        context.says("teams.rank"),
        context.says("teams.team"),
        context.says("teams.name"),
        context.says("teams.vp"),
        context.says("teams.mp_diff"),
        context.says("teams.matches"),
    )
    table = [
        (
            f"{row.rank}=" if row.tied else row.rank,
            row.team,
            row.name,
            row.vp,
            row.mp_diff,
            row.played,
        )
        for row in rows
    ]
    return Outcome([asdict(row) for row in rows], (Table(headings, table),))


def print_teams(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team print`: {"path"}, the file written."""
    from tournament_app.services.teams.reports import write_team_report

    written = write_team_report(
        context.services,
        TournamentId(options.tournament),
        options.file,
        round_number=options.round,
        standings=not options.no_standings,
        language=context.language,
    )
    line = context.says("teams.written", written=written)
    return Outcome({"path": str(written)}, (line,))
