"""The director's actions on a team event's teams (burraco a squadre): adding a team of pairs
already registered, listing and removing teams, choosing a round's line-up, and reading the
matches and the team ranking. Seating a round of matches is `RoundService.generate`'s (by
`teams.play.team_plan`); each table's result is entered as in a pairs tournament."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from scoring.teams import MAX_TEAM_PLAYERS, MIN_TEAM_PLAYERS
from tournament_app.names import name_key
from tournament_app.services import convert, lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.services.tally import entry_numbers
from tournament_app.services.teams.draw import check_draw_breaks_ties, checked_draw, merged_draw
from tournament_app.services.teams.play import (
    is_team_event,
    lineups_for,
    round_matches,
    team_entries,
    team_rows,
    team_standings,
)
from tournament_app.services.teams.values import (
    Team,
    TeamLineUp,
    TeamMatch,
    TeamPair,
    TeamStanding,
)
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.user_text import CLUB, TEAM_NAME, clean_text
from tournament_app.services.values import RoundStatus, TournamentId
from tournament_app.storage.models import (
    EntryRow,
    RoundRow,
    SeatRow,
    TeamLineupRow,
    TeamPairRow,
    TeamRow,
    TournamentRow,
)

TEAMS_CHANGED = Changes(entries=True, standings=True)
LINEUP_CHANGED = Changes(entries=True, rounds=True)
TEAMS_DRAWN = Changes(standings=True, tournaments=True)


class TeamService:
    """Teams, line-ups, matches and the team ranking of a team event."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def add(
        self, tournament_id: TournamentId, name: str, pairs: Sequence[int], *, club: str = ""
    ) -> Team:
        """A new team of 2 or 3 registered pairs (entry numbers; 4 to 6 players), numbered
        after the last. Refused (STATE_REFUSED) outside a team event; (INVALID_INPUT) with a
        name another team has, a pair given twice, not a pair or already in a team."""
        with self._context.writing(TEAMS_CHANGED) as work:
            session = work.session
            tournament = _team_event(session, tournament_id, writing=True)
            clean_name = clean_text(name, TEAM_NAME)
            clean_club = clean_text(club, CLUB)
            teams = team_rows(session, tournament_id)
            if any(name_key(team.name) == name_key(clean_name) for team in teams):
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "team_name_taken", "name": clean_name}
                )
            if not MIN_TEAM_PLAYERS <= 2 * len(pairs) <= MAX_TEAM_PLAYERS:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "team_size", "pairs": len(pairs)}
                )
            taken = {pair.entry_id: team.number for team in teams for pair in team.pairs}
            rows: list[EntryRow] = []
            for number in pairs:
                row = lookup.entry(session, tournament.id, number)
                if row in rows:
                    raise ServiceError(
                        ErrorCode.INVALID_INPUT, {"detail": "team_pair_twice", "entry": number}
                    )
                if len(row.members) != 2:
                    raise ServiceError(
                        ErrorCode.INVALID_INPUT, {"detail": "team_pair_not_pair", "entry": number}
                    )
                if row.id in taken:
                    raise ServiceError(
                        ErrorCode.INVALID_INPUT,
                        {"detail": "team_pair_taken", "entry": number, "team": taken[row.id]},
                    )
                rows.append(row)
            number = max((team.number for team in teams), default=0) + 1
            team = TeamRow(tournament_id=tournament.id, number=number, name=clean_name)
            team.club = clean_club
            team.pairs = [
                TeamPairRow(entry_id=row.id, position=position) for position, row in enumerate(rows)
            ]
            work.add(team, *team.pairs)
            work.log(
                "team.add",
                f"team {number}",
                tournament_id=tournament.id,
                summary=clean_name,
                params={"team": number, "name": clean_name},
            )
            session.flush()
            return _team(team, {row.id: row for row in rows})

    def list(self, tournament_id: TournamentId) -> tuple[Team, ...]:
        """The teams by number, each with its pairs (empty for a pairs tournament)."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            teams = team_rows(session, tournament_id)
            entries = team_entries(session, teams)
            return tuple(_team(team, entries) for team in teams)

    def remove(self, tournament_id: TournamentId, number: int) -> Team:
        """Take a team out before it has been seated (its pairs stay registered);
        STATE_REFUSED (team_seated) once a round seats one of its pairs."""
        with self._context.writing(TEAMS_CHANGED) as work:
            session = work.session
            _team_event(session, tournament_id, writing=True)
            team = _team_row(session, tournament_id, number)
            seated = session.scalar(
                select(func.min(RoundRow.number))
                .join(SeatRow, SeatRow.round_id == RoundRow.id)
                .where(SeatRow.entry_id.in_([pair.entry_id for pair in team.pairs]))
            )
            if seated is not None:
                raise ServiceError(
                    ErrorCode.STATE_REFUSED,
                    {"detail": "team_seated", "team": number, "round": seated},
                )
            gone = _team(team, team_entries(session, [team]))
            work.delete(*team.lineups, *team.pairs, team)
            work.log(
                "team.remove",
                f"team {number}",
                tournament_id=tournament_id,
                summary=gone.name,
                params={"team": number, "name": gone.name},
            )
            return gone

    def set_lineup(
        self, tournament_id: TournamentId, round_number: int, team: int, first: int, second: int
    ) -> TeamLineUp:
        """The two pairs (entry numbers) `team` fields in round `round_number`: `first` at
        the match's first table, `second` at its second. Refused once that round is published
        (lineup_round_seated), for a pair not the team's, or the same pair twice."""
        with self._context.writing(LINEUP_CHANGED) as work:
            session = work.session
            _team_event(session, tournament_id, writing=True)
            row = _team_row(session, tournament_id, team)
            if first == second:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "lineup_same_pair", "entry": first}
                )
            published = session.scalar(
                select(RoundRow.number).where(
                    RoundRow.tournament_id == tournament_id,
                    RoundRow.number == round_number,
                    RoundRow.status != RoundStatus.DRAFT.value,
                )
            )
            if published is not None:
                raise ServiceError(
                    ErrorCode.STATE_REFUSED,
                    {
                        "detail": "lineup_round_seated",
                        "round": round_number,
                        "tournament": tournament_id,
                    },
                )
            own = {lookup_number: pair.entry_id for pair, lookup_number in _numbered(session, row)}
            for entry in (first, second):
                if entry not in own:
                    raise ServiceError(
                        ErrorCode.INVALID_INPUT,
                        {"detail": "lineup_not_own", "entry": entry, "team": team},
                    )
            stored = next((x for x in row.lineups if x.round_number == round_number), None)
            if stored is None:
                stored = TeamLineupRow(team_id=row.id, round_number=round_number)
                stored.first_entry_id, stored.second_entry_id = own[first], own[second]
                work.add(stored)
            else:
                work.track(stored)
                stored.first_entry_id, stored.second_entry_id = own[first], own[second]
            work.log(
                "team.lineup",
                f"team {team}",
                tournament_id=tournament_id,
                summary=f"{first}, {second}",
                params={"team": team, "first": first, "second": second},
                place=(round_number, None),
            )
            return TeamLineUp(round_number, team, first, second, True)

    def lineups(self, tournament_id: TournamentId, round_number: int) -> tuple[TeamLineUp, ...]:
        """Every team's line-up for a round, chosen or the default; a team with fewer than two
        pairs present has none."""
        with self._context.reading() as session:
            _team_event(session, tournament_id)
            found = lineups_for(session, team_rows(session, tournament_id), round_number)
            return tuple(
                TeamLineUp(round_number, team, lineup.first, lineup.second, chosen)
                for team, (lineup, chosen) in sorted(found.items())
            )

    def matches(self, tournament_id: TournamentId, round_number: int) -> tuple[TeamMatch, ...]:
        """A round's matches with their results so far (NOT_FOUND without the round)."""
        with self._context.reading() as session:
            tournament = _team_event(session, tournament_id)
            settings = _settings(tournament)
            row = lookup.round_(session, tournament_id, round_number)
            return tuple(round_matches(session, tournament_id, settings, row))

    def standings(self, tournament_id: TournamentId) -> tuple[TeamStanding, ...]:
        """The team ranking: team VP, then the tournament's tie-breaks and the recorded team
        draw, over complete matches of every published round (`play.team_standings`)."""
        with self._context.reading() as session:
            tournament = _team_event(session, tournament_id)
            return tuple(team_standings(session, tournament_id, _settings(tournament)))

    def ties(self, tournament_id: TournamentId) -> tuple[tuple[TeamStanding, ...], ...]:
        """The teams sharing a place that a draw of lots would separate, one tuple a place,
        best first: none unless the draw is among the tournament's tie-breaks, and only teams
        with a match or a bye counted."""
        rows = self.standings(tournament_id)
        return tuple(
            tuple(row for row in rows if row.rank == rank and row.awaiting_draw)
            for rank in dict.fromkeys(row.rank for row in rows if row.awaiting_draw)
        )

    def ties_to_draw(self, tournament_id: TournamentId) -> tuple[tuple[TeamStanding, ...], ...]:
        """`ties`, for a director about to draw lots: refused (STATE_REFUSED,
        draw_not_a_tie_break) when the tie-breaks leave the draw out, even while no team is
        level."""
        with self._context.reading() as session:
            check_draw_breaks_ties(_settings(_team_event(session, tournament_id)))
        return self.ties(tournament_id)

    def draw_lots(
        self, tournament_id: TournamentId, tied: Sequence[int], *, rng: random.Random | None = None
    ) -> tuple[int, ...]:
        """Draw lots among the `tied` teams (numbers) and record the order drawn, best first,
        as `StandingsService.draw_lots` does for pairs: merged into the recorded team draw,
        which the team ranking and a Danese pairing then follow. Refused (INVALID_INPUT) for
        fewer than two teams, a team unknown or named twice; (STATE_REFUSED) when the draw is
        not among the tie-breaks, or the teams are not the whole of one place shared in the
        team ranking (judged without the draw recorded among them, so lots can be drawn
        again)."""
        chance = rng if rng is not None else random.SystemRandom()
        with self._context.writing(TEAMS_DRAWN) as work:
            tournament = _team_event(work.session, tournament_id, writing=True)
            settings = _settings(tournament)
            among = checked_draw(work.session, tournament_id, settings, tied)
            drawn = list(among)
            chance.shuffle(drawn)
            merged = merged_draw(settings.team_draw_order, drawn)
            work.track(tournament)
            tournament.settings = settings_to_json(replace(settings, team_draw_order=merged))
            work.log(
                "team.draw",
                f"tournament {tournament_id}",
                tournament_id=tournament_id,
                summary=" ".join(map(str, drawn)),
                params={"order": [int(number) for number in drawn]},
            )
        return tuple(drawn)


def _team_event(session: Session, tournament_id: int, *, writing: bool = False) -> TournamentRow:
    tournament = (
        open_tournament(session, tournament_id)
        if writing
        else lookup.tournament(session, tournament_id)
    )
    if not is_team_event(settings_of(tournament)):
        raise ServiceError(
            ErrorCode.STATE_REFUSED, {"detail": "not_a_team_event", "tournament": tournament_id}
        )
    return tournament


def _settings(tournament: TournamentRow) -> BurracoSettings:
    settings = settings_of(tournament)
    assert isinstance(settings, BurracoSettings)
    return settings


def _team_row(session: Session, tournament_id: int, number: int) -> TeamRow:
    row = session.scalar(
        select(TeamRow).where(TeamRow.tournament_id == tournament_id, TeamRow.number == number)
    )
    if row is None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "team_unknown", "team": number})
    return row


def _numbered(session: Session, team: TeamRow) -> list[tuple[TeamPairRow, int]]:
    numbers = entry_numbers(session, team.tournament_id)
    return [(pair, numbers[pair.entry_id]) for pair in team.pairs]


def _team(team: TeamRow, entries: dict[int, EntryRow]) -> Team:
    pairs = []
    for pair in team.pairs:
        row = entries[pair.entry_id]
        names = convert.entry(row).names
        pairs.append(TeamPair(row.number, names, row.present and not row.withdrawn, row.withdrawn))
    return Team(team.number, team.name, team.club, tuple(pairs))
