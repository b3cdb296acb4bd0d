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
from tournament_app.services.domain_words import tie_break_said
from tournament_app.services.score_figures import score_pair
from tournament_app.services.teams.values import TeamStanding
from tournament_app.services.values import TournamentId


def register(sub: Any) -> None:
    """Add `team add`, `list`, `remove`, `lineup`, `lineups`, `matches`, `standings`,
    `draw` and `print`."""
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
    draw = team.command("draw", help_text("team.draw"), draw_lots)
    tournament_option(draw)
    draw.add_argument(
        "teams", nargs="*", type=positive_int, metavar="NUM", help=help_text("team.draw.teams")
    )
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
    """`team standings`: the team ranking by team VP, then the tie-breaks; as the pairs'
    standings, a Tie-break column says which one placed a team below another level on VP
    (or that a draw of lots is awaited), and a Note column which teams are withdrawn, each
    only when some row has something in it."""
    rows = context.services.teams.standings(TournamentId(options.tournament))
    said = {
        row.team: tie_break_said(row.tie_break, context.language, awaiting_draw=row.awaiting_draw)
        for row in rows
    }
    withdrawn = context.says("standings.withdrawn")

    def tie_break(row: TeamStanding) -> str:
        return said[row.team]

    def note(row: TeamStanding) -> str:
        return withdrawn if row.withdrawn else ""

    extras = [
        (heading, figure)
        for heading, figure in (
            (context.says("standings.tie_break"), tie_break),
            (context.says("standings.note"), note),
        )
        if any(figure(row) for row in rows)
    ]
    headings = (
        context.says("teams.rank"),
        context.says("teams.team"),
        context.says("teams.name"),
        context.says("teams.vp"),
        context.says("teams.mp_diff"),
        context.says("teams.matches"),
        *(heading for heading, _ in extras),
    )
    table = [
        (
            f"{row.rank}=" if row.tied else row.rank,
            row.team,
            row.name,
            row.vp,
            row.mp_diff,
            row.played,
            *(figure(row) for _, figure in extras),
        )
        for row in rows
    ]
    return Outcome([asdict(row) for row in rows], (Table(headings, table),))


def draw_lots(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`team draw`: lots drawn among the teams named, or in every place shared in the team
    ranking; {"drawn": [[teams in the order drawn], ...]}. The services refuse teams that
    are not level, saying who is."""
    tournament_id = TournamentId(options.tournament)
    service = context.services.teams
    if options.teams:
        groups = [tuple(options.teams)]
    else:
        groups = [tuple(row.team for row in group) for group in service.ties_to_draw(tournament_id)]
        if not groups:
            return Outcome({"drawn": []}, (context.says("teams.no_tie_to_draw_lots"),))
    drawn = [service.draw_lots(tournament_id, group) for group in groups]
    names = {team.number: team.name for team in service.list(tournament_id)}
    lines = [
        context.says("standings.lots_drawn_in_this_order")
        + "; ".join(f"{number}. {names.get(number, '')}" for number in order)
        for order in drawn
    ]
    return Outcome({"drawn": [list(order) for order in drawn]}, ("\n".join(lines),))


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
