"""A team event's play read from storage: the teams, their line-ups, a round of matches seated
as pairs' tables, the matches' results and the team ranking (rules in `scoring.teams`).

A team round is stored as any burraco round (seats, one scoresheet a table): match n is its
tables 2n - 1 and 2n, the home team NS at the first. Everything about teams is read back from
that, so a table's result is entered, corrected and undone as in a pairs tournament.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.pairing import BurracoRound, Table
from scoring.standings import MatchLine, StandingRow, TieBreak
from scoring.teams import (
    LineUp,
    TeamMovement,
    deciding_tie_break,
    match_lines,
    match_score,
    rank_teams,
    seat_matches,
    team_bye,
    team_round,
    team_vp_table,
)
from scoring.turno import TurnoScore
from scoring.victory_points import VictoryPointTable
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rounds.plans import Plan
from tournament_app.services.rules import scoring_errors
from tournament_app.services.seating import to_pairing
from tournament_app.services.settings import BurracoSettings, EventFormat, PairingSystem
from tournament_app.services.tally import entry_numbers
from tournament_app.services.teams.values import TeamMatch, TeamOut, TeamStanding
from tournament_app.services.values import RoundStatus
from tournament_app.storage.models import (
    EntryRow,
    RoundRow,
    TeamLineupRow,
    TeamPairRow,
    TeamRow,
    TournamentRow,
)


def is_team_event(settings: object) -> bool:
    """Whether a tournament's settings make it a team event."""
    return isinstance(settings, BurracoSettings) and settings.event_format is EventFormat.TEAMS


def team_rows(session: Session, tournament_id: int) -> list[TeamRow]:
    """The tournament's teams by number."""
    return list(
        session.scalars(
            select(TeamRow).where(TeamRow.tournament_id == tournament_id).order_by(TeamRow.number)
        )
    )


def team_of_entry(teams: Iterable[TeamRow], numbers: Mapping[int, int]) -> dict[int, int]:
    """Entry number -> the number of the team it plays for."""
    return {numbers[pair.entry_id]: team.number for team in teams for pair in team.pairs}


def team_vp(settings: BurracoSettings) -> VictoryPointTable:
    """The tournament's team VP table: its own, or Torneo's proposal for its hands."""
    if settings.team_vp_scale is not None:
        return rules.scale_to_table(settings.team_vp_scale)
    if settings.hands not in (3, 4):
        raise ServiceError(
            ErrorCode.INVALID_SETTINGS,
            {"detail": "team_vp_table_needed", "hands": settings.hands},
        )
    return team_vp_table(settings.hands)


def present_pairs(team: TeamRow, entries: Mapping[int, EntryRow]) -> list[int]:
    """The team's pairs that can be fielded (present, not withdrawn), by number, team order."""
    found = []
    for pair in team.pairs:
        row = entries.get(pair.entry_id)
        if row is not None and row.present and not row.withdrawn:
            found.append(row.number)
    return found


def withdrawn_teams(teams: Iterable[TeamRow], entries: Mapping[int, EntryRow]) -> set[int]:
    """The teams left with fewer than two pairs not withdrawn (`entries` by id): they can
    field no line-up again until a pair is reinstated. A pair merely absent leaves its team
    out of one round only, and does not count here."""
    return {
        team.number
        for team in teams
        if sum(1 for pair in team.pairs if not entries[pair.entry_id].withdrawn) < 2
    }


def team_entries(session: Session, teams: Sequence[TeamRow]) -> dict[int, EntryRow]:
    """The pairs of `teams`, by entry id."""
    ids = [pair.entry_id for team in teams for pair in team.pairs]
    return {row.id: row for row in session.scalars(select(EntryRow).where(EntryRow.id.in_(ids)))}


def team_left_short(session: Session, entry: EntryRow) -> TeamOut | None:
    """The team of `entry`, just withdrawn, when the withdrawal leaves it one pair not
    withdrawn: it can no longer field a line-up. None in a pairs tournament, for a team
    that still has two pairs (one was in reserve), or one already out before."""
    team = session.scalar(
        select(TeamRow)
        .join(TeamPairRow, TeamPairRow.team_id == TeamRow.id)
        .where(TeamPairRow.entry_id == entry.id)
    )
    if team is None:
        return None
    entries = team_entries(session, [team])
    left = sum(1 for pair in team.pairs if not entries[pair.entry_id].withdrawn)
    return TeamOut(team.number, team.name) if left == 1 else None


def lineups_for(
    session: Session, teams: Sequence[TeamRow], round_number: int
) -> dict[int, tuple[LineUp, bool]]:
    """Each team able to play: its line-up for the round and whether the director chose it
    (else its first two pairs present). A chosen line-up naming a pair no longer present
    gives way to the default."""
    entries = team_entries(session, teams)
    chosen = {
        row.team_id: row
        for row in session.scalars(
            select(TeamLineupRow).where(
                TeamLineupRow.team_id.in_([team.id for team in teams]),
                TeamLineupRow.round_number == round_number,
            )
        )
    }
    found: dict[int, tuple[LineUp, bool]] = {}
    for team in teams:
        present = present_pairs(team, entries)
        row = chosen.get(team.id)
        if row is not None:
            first, second = entries[row.first_entry_id], entries[row.second_entry_id]
            if first.number in present and second.number in present:
                found[team.number] = (LineUp(team.number, first.number, second.number), True)
                continue
        if len(present) >= 2:
            found[team.number] = (LineUp(team.number, present[0], present[1]), False)
    return found


def matches_of(pairs: BurracoRound, team_of: Mapping[int, int]) -> BurracoRound:
    """A stored round's matches (teams as the units) from its pairs' tables."""
    tables = {table.number: table for table in pairs.tables}
    matches = [
        Table((number + 1) // 2, team_of[table.ns], team_of[table.ew])
        for number, table in sorted(tables.items())
        if number % 2 == 1 and table.ns in team_of and table.ew in team_of
    ]
    byes = tuple(dict.fromkeys(team_of[entry] for entry in pairs.byes if entry in team_of))
    return BurracoRound(tuple(matches), byes)


def _pairs_round(row: RoundRow, numbers: Mapping[int, int]) -> BurracoRound:
    """A stored burraco pairs round as scoring's round (team rounds are always of pairs)."""
    pairs = to_pairing(row, numbers, individual=False)
    if not isinstance(pairs, BurracoRound):
        raise ServiceError(
            ErrorCode.STATE_REFUSED,
            {"detail": "not_a_team_event", "tournament": row.tournament_id},
        )
    return pairs


def _published(session: Session, tournament_id: int, before: int | None = None) -> list[RoundRow]:
    query = select(RoundRow).where(
        RoundRow.tournament_id == tournament_id, RoundRow.status != RoundStatus.DRAFT.value
    )
    if before is not None:
        query = query.where(RoundRow.number < before)
    return list(session.scalars(query.order_by(RoundRow.number)))


def team_plan(
    session: Session, tournament: TournamentRow, settings: BurracoSettings, number: int
) -> Plan:
    """Round `number` of a team event: the matches by the team movement, seated as pairs'
    tables by each team's line-up. A round robin follows the calendar of every team (by
    number), a team unable to field two pairs leaving its opponent the bye
    (`scoring.teams.calendar_round`). NO_MORE_ROUNDS past the schedule's rounds;
    STATE_REFUSED (too_few_teams) with fewer than two teams able to field two pairs."""
    if number > settings.rounds:
        raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": settings.rounds})
    teams = team_rows(session, tournament.id)
    lineups = lineups_for(session, teams, number)
    playing = [team.number for team in teams if team.number in lineups]
    if len(playing) < 2:
        raise ServiceError(
            ErrorCode.STATE_REFUSED, {"detail": "too_few_teams", "teams": len(playing)}
        )
    numbers = entry_numbers(session, tournament.id)
    team_of = team_of_entry(teams, numbers)
    history = [
        matches_of(_pairs_round(row, numbers), team_of)
        for row in _published(session, tournament.id, before=number)
    ]
    movement = settings.team_movement
    order = playing
    if movement is TeamMovement.ROUND_ROBIN:
        order = [team.number for team in teams]  # the calendar: every team, fixed
    elif number > 1:
        ranked = [row.entry for row in _ranking(session, tournament.id, settings, teams)]
        order = [team for team in ranked if team in lineups]
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        matches = team_round(
            movement,
            order,
            number,
            history=history,
            last_round=number == settings.rounds,
            playing=playing,
        )
        seating = seat_matches(matches, {team: lineup for team, (lineup, _) in lineups.items()})
    system = PairingSystem.ROUND_ROBIN if movement is TeamMovement.ROUND_ROBIN else None
    return Plan((system or PairingSystem.DANESE).value, seating)


def round_matches(
    session: Session, tournament_id: int, settings: BurracoSettings, round_row: RoundRow
) -> list[TeamMatch]:
    """A round's matches, each with its result once both its tables are in (a bye at once)."""
    numbers = entry_numbers(session, tournament_id)
    team_of = team_of_entry(team_rows(session, tournament_id), numbers)
    played = matches_of(_pairs_round(round_row, numbers), team_of)
    results = {row.table_number: (row.ns_mp, row.ew_mp) for row in round_row.burraco_results}
    table = team_vp(settings)
    found: list[TeamMatch] = []
    for match in played.tables:
        first, second = 2 * match.number - 1, 2 * match.number
        base = TeamMatch(round_row.number, match.number, match.ns, match.ew, (first, second))
        if first in results and second in results:
            score = match_score(results[first], results[second], table)
            base = TeamMatch(
                base.round, base.number, base.home, base.away, base.tables,
                score.mp_a, score.mp_b, score.vp_a, score.vp_b,
            )  # fmt: skip
        found.append(base)
    bye_vp = rules.turno_settings(settings).bye_vp
    for team in played.byes:
        score = team_bye(table, bye_vp)
        found.append(TeamMatch(round_row.number, 0, team, None, (), score.mp_a, 0, score.vp_a, 0))
    return found


def team_lines(session: Session, tournament_id: int, settings: BurracoSettings) -> list[MatchLine]:
    """Every complete match's lines for the ranking (a bye as a line without opponent)."""
    lines: list[MatchLine] = []
    for row in _published(session, tournament_id):
        for match in round_matches(session, tournament_id, settings, row):
            if not match.complete:
                continue
            assert match.home_mp is not None and match.away_mp is not None
            assert match.home_vp is not None and match.away_vp is not None
            if match.away is None:
                lines.append(
                    MatchLine(row.number, match.home, None, match.home_vp, match.home_mp, 0)
                )
                continue
            score = TurnoScore(match.home_mp, match.away_mp, match.home_vp, match.away_vp)
            lines += match_lines(row.number, Table(match.number, match.home, match.away), score)
    return lines


def _ranking(
    session: Session, tournament_id: int, settings: BurracoSettings, teams: Sequence[TeamRow]
) -> list[StandingRow]:
    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        return rank_teams(
            [team.number for team in teams],
            team_lines(session, tournament_id, settings),
            tie_breaks=settings.tie_breaks,
            draw_order=settings.team_draw_order or None,
        )


def team_standing_rows(
    session: Session, tournament_id: int, settings: BurracoSettings
) -> list[StandingRow]:
    """scoring's team ranking rows, ranked by `settings` (the stored ones, or those with a
    recorded draw left out)."""
    return _ranking(session, tournament_id, settings, team_rows(session, tournament_id))


def team_standings(
    session: Session, tournament_id: int, settings: BurracoSettings
) -> list[TeamStanding]:
    """The team ranking's lines: by team VP, then `settings`' tie-breaks and recorded team
    draw; each says which tie-break placed it below the team above, whether it is level
    with another awaiting a draw of lots, and whether it is withdrawn (`withdrawn_teams`)."""
    teams = team_rows(session, tournament_id)
    rows = _ranking(session, tournament_id, settings, teams)
    by_number = {team.number: team for team in teams}
    out = withdrawn_teams(teams, team_entries(session, teams))
    awaiting = awaiting_draw(rows) if TieBreak.DRAW in settings.tie_breaks else set()
    standings: list[TeamStanding] = []
    previous: StandingRow | None = None
    for row in rows:
        team = by_number[row.entry]
        decided = deciding_tie_break(previous, row)
        standings.append(
            TeamStanding(
                rank=row.rank,
                team=row.entry,
                name=team.name,
                club=team.club,
                vp=row.vp,
                mp_for=row.mp_for,
                mp_against=row.mp_against,
                mp_diff=row.mp_diff,
                played=row.played,
                byes=row.byes,
                tied=row.tied,
                withdrawn=row.entry in out,
                tie_break=decided.value if decided is not None else "",
                awaiting_draw=row.entry in awaiting,
            )
        )
        previous = row
    return standings


def awaiting_draw(rows: Sequence[StandingRow]) -> set[int]:
    """The teams sharing a place with another, both with a match or bye counted: a draw of
    lots would separate them (before any result every team is level, and nothing is)."""
    return {team for group in level_teams(rows) for team in group}


def level_teams(rows: Sequence[StandingRow]) -> list[tuple[int, ...]]:
    """The teams of `rows` sharing a place, one sorted tuple a place, best first: only teams
    with a match or a bye counted."""
    groups: dict[int, list[int]] = {}
    for row in rows:
        if row.played + row.byes:
            groups.setdefault(row.rank, []).append(row.entry)
    return [tuple(sorted(group)) for group in groups.values() if len(group) > 1]
