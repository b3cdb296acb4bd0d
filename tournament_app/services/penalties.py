"""Penalties: warnings, VP or MP taken away, forfeits; never credited to the opponents."""

from __future__ import annotations

from sqlalchemy import select

from tournament_app.services import lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.tally import entry_numbers
from tournament_app.services.user_text import PENALTY_REASON, clean_text
from tournament_app.services.values import Penalty, PenaltyId, PenaltyKind, TournamentId
from tournament_app.storage.models import PenaltyRow

PENALTIES_CHANGED = Changes(penalties=True, standings=True)


def penalty_value(row: PenaltyRow, number: int) -> Penalty:
    """A stored penalty as a plain value."""
    return Penalty(
        id=PenaltyId(row.id),
        entry=number,
        round=row.round_number,
        kind=PenaltyKind(row.kind),
        vp=row.vp,
        mp=row.mp,
        reason=row.reason,
    )


def check_penalty(kind: PenaltyKind, vp: int, mp: int) -> None:
    """The points a penalty of `kind` may take away: none for a warning (two of them cost
    1 VP in the standings), some for a -VP or -MP one; never negative (a penalty never
    credits), MP a multiple of 5. ServiceError naming what is wrong. The services check a
    penalty given and one read from a tournament file alike."""
    points = {"vp": vp, "mp": mp}
    if vp < 0 or mp < 0:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "penalty_negative", **points})
    if mp % 5:
        raise ServiceError(ErrorCode.INVALID_SCORE, {"mp": mp}, scoring_code="mp_not_multiple_of_5")
    if kind is PenaltyKind.WARNING and (vp or mp):
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "warning_points", **points})
    if (kind is PenaltyKind.VP and not vp) or (kind is PenaltyKind.MP and not mp):
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "penalty_without_points", "unit": kind.value}
        )


class PenaltyService:
    """Giving and taking back penalties."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def add(
        self,
        tournament_id: TournamentId,
        entry: int,
        kind: PenaltyKind,
        *,
        reason: str,
        round_number: int | None = None,
        vp: int = 0,
        mp: int = 0,
    ) -> Penalty:
        """Give a penalty to an entry (by number), in a round or overall, with its reason.

        `vp`/`mp` are the points taken away (positive numbers). Two warnings cost 1 VP in
        the standings. A warning carries no points of its own; a -VP/-MP penalty needs them.
        """
        text = clean_text(reason, PENALTY_REASON)
        check_penalty(kind, vp, mp)
        with self._context.writing(PENALTIES_CHANGED) as work:
            session = work.session
            lookup.tournament(session, tournament_id)
            entry_row = lookup.entry(session, tournament_id, entry)
            if round_number is not None:
                lookup.round_(session, tournament_id, round_number)
            row = PenaltyRow(
                tournament_id=tournament_id,
                entry_id=entry_row.id,
                round_number=round_number,
                kind=kind.value,
                vp=vp,
                mp=mp,
                reason=text,
            )
            work.add(row)
            work.log(
                "penalty.add",
                f"entry {entry}",
                tournament_id=tournament_id,
                summary=f"{kind.value} -{vp} VP -{mp} MP: {text}",
            )
            session.flush()
            return penalty_value(row, entry)

    def remove(self, tournament_id: TournamentId, penalty_id: PenaltyId) -> None:
        """Take a penalty back."""
        with self._context.writing(PENALTIES_CHANGED) as work:
            row = work.session.get(PenaltyRow, penalty_id)
            if row is None or row.tournament_id != tournament_id:
                raise NotFoundError("penalty", penalty_id)
            work.delete(row)
            work.log("penalty.remove", f"penalty {penalty_id}", tournament_id=tournament_id)

    def list(self, tournament_id: TournamentId, *, entry: int | None = None) -> tuple[Penalty, ...]:
        """Every penalty of a tournament (or of one entry), oldest first."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            numbers = entry_numbers(session, tournament_id)
            rows = session.scalars(
                select(PenaltyRow)
                .where(PenaltyRow.tournament_id == tournament_id)
                .order_by(PenaltyRow.id)
            )
            found = [penalty_value(row, numbers[row.entry_id]) for row in rows]
            return tuple(p for p in found if entry is None or p.entry == entry)
