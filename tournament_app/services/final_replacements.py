"""A grand-final invitee who withdraws before the final's first round is published, replaced
by the next in the same season ranking not already entered (`season.final`).

The ranking is the one the invitation was made from: its rules are kept in the invitation's
log row, so the place goes down that ranking, recomputed now. The next player is entered with
the next free number; players level for the place are not chosen between (the director
draws lots or enters one by hand).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.audit import log_rows
from tournament_app.services.context import UnitOfWork
from tournament_app.services.entries import EntryBatch, NewEntry, _add_entry
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.season.final import FINAL_ACTION, rules_from_params
from tournament_app.services.season.ranking import SeasonRules, season_ranking
from tournament_app.services.tally import listed_entries
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.values import PlayerId, PlayerSpec, RoundStatus, TournamentId
from tournament_app.storage.models import AuditRow, RoundRow

if TYPE_CHECKING:
    from tournament_app.services.core import Services
    from tournament_app.services.stage_replacements import Replacement


def invitation_rules(session: Session, tournament_id: int) -> SeasonRules | None:
    """The season rules this tournament's entries were invited by, while its first round is
    not published; None otherwise (entered by hand, or the final under way)."""
    started = session.scalar(
        select(RoundRow.id).where(
            RoundRow.tournament_id == tournament_id,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
    )
    if started is not None:
        return None
    params = session.scalar(
        select(AuditRow.params)
        .where(
            log_rows(session, tournament_id),
            AuditRow.action == FINAL_ACTION,
            AuditRow.undone.is_(False),
        )
        .order_by(AuditRow.id.desc())
        .limit(1)
    )
    kept = params.get("rules") if isinstance(params, dict) else None
    return rules_from_params(kept) if isinstance(kept, dict) else None


def final_replacement(
    services: Services, tournament_id: TournamentId, number: int, rules: SeasonRules
) -> Replacement:
    """The next of the season ranking not already entered, for entry `number`'s place;
    STATE_REFUSED when nobody is left (`replacement_none_left`) or the next are level
    (`final_replacement_tied`)."""
    from tournament_app.services.stage_replacements import Replacement

    with services.reading() as session:
        tournament = lookup.tournament(session, tournament_id)
        withdrawn = lookup.entry(session, tournament_id, number).withdrawn
        name = listed_entries(session, tournament_id)[number].names
        entered = {member.player_id for e in tournament.entries for member in e.members}
        highest = max((e.number for e in tournament.entries), default=0)
    free = [row for row in season_ranking(services, rules).rows if row.player_id not in entered]
    if not free:
        raise ServiceError(
            ErrorCode.STATE_REFUSED, {"detail": "replacement_none_left", "name": name}
        )
    level = [row for row in free if row.rank == free[0].rank]
    if len(level) > 1:
        # Not the stage's sentence: these players are no entries, so no recorded draw can
        # separate them; the director enters the one drawn by hand (having withdrawn the
        # invitee, as the window has already done).
        tie = {
            "name": name,
            "tied": tuple(r.name for r in level),
            "tournament": tournament_id,
            "entry": number,
        }
        raise ServiceError(
            ErrorCode.STATE_REFUSED,
            {"detail": "final_replacement_tied_withdrawn", **tie}
            if withdrawn
            else {"detail": "final_replacement_tied", **tie},
        )
    return Replacement(
        0, number, name, highest + 1, free[0].name, player_id=free[0].player_id, season=True
    )


def enter_replacement(work: UnitOfWork, tournament_id: int, found: Replacement) -> Replacement:
    """Withdraw the invitee and enter the replacement, in `work`'s transaction."""
    assert found.player_id is not None
    session = work.session
    tournament = open_tournament(session, tournament_id)
    entry = lookup.entry(session, tournament_id, found.withdrawn)
    work.track(entry)
    entry.withdrawn = True
    spec = PlayerSpec(player_id=PlayerId(found.player_id))
    batch = EntryBatch(work, tournament, [spec])
    row = _add_entry(work, batch, NewEntry((spec,), number=found.replacement))
    session.flush()
    return replace(found, replacement=row.number)
