"""The tournaments a season ranking leaves out unless the director counts them: those that are
competitions of their own rather than one more of the club's evenings.

- A team event (burraco a squadre): its result is the teams' ranking, not the pairs'; a pair
  ranking read from it would give a point to the reserve pair that played one round and
  points to pairs that withdrew, and one event of seven teams would put its players at the
  top of a season of pair evenings.
- A grand final made from a season ranking (`season.final`: its entries invited from the
  ranking, as its log says): counted in the season it closes, it would reward the finalists
  twice, and the season it was drawn from would change once it is played.

The director counts one all the same by naming it (`SeasonRules.tournament_ids`, the command
line's --tournaments) or ticking it in the window (`SeasonRules.also_counted`). A final made
by hand (a new tournament, the top entered one by one) is not known as one: the director
leaves it out (the window's tick, --leave-out).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING

from sqlalchemy import select

from tournament_app.services.audit import IMPORTED_PREFIX, log_rows
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.teams.play import is_team_event
from tournament_app.services.values import TournamentId
from tournament_app.storage.models import AuditRow, TournamentRow

if TYPE_CHECKING:
    from tournament_app.services.core import Services

FINAL_ACTION = "entry.season_final"
"""The log row of the entries invited from the season ranking (`season.final`)."""


class Apart(Enum):
    """Why a tournament is left out of a season ranking unless the director counts it."""

    TEAM_EVENT = "team_event"
    GRAND_FINAL = "grand_final"


def set_apart(services: Services, ids: Iterable[TournamentId]) -> dict[TournamentId, Apart]:
    """Which of the tournaments `ids` are competitions of their own, and why."""
    wanted = list(dict.fromkeys(ids))
    if not wanted:
        return {}
    found: dict[TournamentId, Apart] = {}
    with services.reading() as session:
        rows = session.scalars(select(TournamentRow).where(TournamentRow.id.in_(wanted))).all()
        for row in rows:
            tid = TournamentId(row.id)
            if is_team_event(stored_settings(row)):
                found[tid] = Apart.TEAM_EVENT
                continue
            invited = session.scalar(
                select(AuditRow.id)
                .where(
                    log_rows(session, row.id),
                    AuditRow.tournament_id == row.id,
                    # A final carried here by a tournament file keeps its invitation, imported.
                    AuditRow.action.in_((FINAL_ACTION, IMPORTED_PREFIX + FINAL_ACTION)),
                    AuditRow.undone.is_(False),
                )
                .limit(1)
            )
            if invited is not None:
                found[tid] = Apart.GRAND_FINAL
    return found
