"""Lots drawn among teams level in the team ranking (`TeamService.draw_lots`): who they may
be drawn among, by the same rule as the pairs' draw (`StandingsService.draw_lots`,
`standings.level`), and the recorded team draw they are merged into.

The order drawn is kept in the settings (`BurracoSettings.team_draw_order`, team numbers best
first), apart from the pairs' own draw: a team event ranks its pairs too, and numbers teams
and pairs each from 1."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from sqlalchemy.orm import Session

from scoring.standings import TieBreak
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import BurracoSettings

# The pairs' rule of where a group newly drawn goes in the recorded order, shared.
from tournament_app.services.standings.service import merged_draw
from tournament_app.services.teams.play import level_teams, team_rows, team_standing_rows

__all__ = ["check_draw_breaks_ties", "checked_draw", "merged_draw"]


def check_draw_breaks_ties(settings: BurracoSettings) -> None:
    """Refuse (STATE_REFUSED, draw_not_a_tie_break) a draw the tie-breaks leave out: it would
    separate no team."""
    if TieBreak.DRAW not in settings.tie_breaks:
        raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "draw_not_a_tie_break"})


def checked_draw(
    session: Session, tournament_id: int, settings: BurracoSettings, tied: Sequence[int]
) -> tuple[int, ...]:
    """The teams `tied` to draw lots among, once checked: at least two (team_draw_too_few),
    each a team of the tournament (team_unknown) named once (team_draw_twice), the draw a
    tie-break, and together the whole of one place shared in the team ranking, judged
    without the draw recorded among them (team_draw_not_tied, team_draw_nobody_tied)."""
    among = tuple(tied)
    if len(among) < 2:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "team_draw_too_few", "count": len(among)}
        )
    known = {team.number for team in team_rows(session, tournament_id)}
    for number in among:
        if number not in known:
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "team_unknown", "team": number})
        if among.count(number) > 1:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "team_draw_twice", "team": number}
            )
    check_draw_breaks_ties(settings)
    undrawn = tuple(number for number in settings.team_draw_order if number not in among)
    judged = replace(settings, team_draw_order=undrawn)
    groups = level_teams(team_standing_rows(session, tournament_id, judged))
    if set(among) in [set(group) for group in groups]:
        return among
    named = ", ".join(map(str, sorted(among)))
    now = level_teams(team_standing_rows(session, tournament_id, settings))
    if not now:
        raise ServiceError(
            ErrorCode.STATE_REFUSED, {"detail": "team_draw_nobody_tied", "teams": named}
        )
    listed = "; ".join(", ".join(map(str, group)) for group in now)
    raise ServiceError(
        ErrorCode.STATE_REFUSED, {"detail": "team_draw_not_tied", "teams": named, "tied": listed}
    )
