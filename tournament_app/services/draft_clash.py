"""Two stations generating the same round at the same moment: the one whose draft landed
second is told who made the draft it now sees, not that the database refused a duplicate."""

from __future__ import annotations

from sqlalchemy import select

from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ConflictError
from tournament_app.services.values import RoundStatus
from tournament_app.storage.models import AuditRow, RoundRow

SAVE_CLASHED = "save_clashed"


def drafted_meanwhile(
    context: ServiceContext, clash: ConflictError, tournament_id: int, number: int
) -> ConflictError:
    """The CONFLICT to raise for a generation of round `number` refused at commit: when
    another station's draft of that round is there now, DETAILS "draft_made_meanwhile" naming
    the station and the round ("round_published_meanwhile" when that station published it
    too); any other clash as it was."""
    if clash.params.get("detail") != SAVE_CLASHED:
        return clash
    with context.reading() as session:
        made = session.scalar(
            select(RoundRow.status).where(
                RoundRow.tournament_id == tournament_id, RoundRow.number == number
            )
        )
        # Published meanwhile (`round generate --publish` on the other station): who
        # published it, and the round is no draft to look at but the round in play.
        published = made is not None and made != RoundStatus.DRAFT.value
        station = session.scalar(
            select(AuditRow.station)
            .where(
                AuditRow.tournament_id == tournament_id,
                AuditRow.action == ("round.publish" if published else "round.generate"),
                AuditRow.entity == f"round {number}",
            )
            .order_by(AuditRow.id.desc())
            .limit(1)
        )
    if made is None:
        return clash
    meanwhile = ConflictError(f"round {number}", expected_version=None, current_version=None)
    who = station or "?"
    meanwhile.params = {"detail": "draft_made_meanwhile", "round": number, "station": who}
    if published:
        meanwhile.params = {"detail": "round_published_meanwhile", "round": number, "station": who}
    return meanwhile
