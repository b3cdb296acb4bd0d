"""A tournament file imported before: recognised by its content, asked about before a copy.

A file's identity is the SHA-256 of its tournament rows (`tournament.json`), which the
manifest already carries: the same tournament exported twice without a change in between
gives the same fingerprint, and any change (a result, an entry) a new one. It is kept in the
import's own log row (`params["file_sha256"]`), so no column and no new file format are
needed: an import whose tournament still exists, and was not undone, is the earlier one.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services.audit import IMPORT_ACTION
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.values import TournamentId
from tournament_app.storage.models import AuditRow, TournamentRow

FINGERPRINT = "file_sha256"
"""The key of the import's log params holding the file's fingerprint."""


@dataclass(frozen=True)
class EarlierImport:
    """A tournament this database already holds from a file with the same content."""

    tournament_id: TournamentId
    name: str
    imported_at: str
    """ISO moment (UTC) of the earlier import."""


def earlier_import(session: Session, fingerprint: str) -> EarlierImport | None:
    """The newest import of a file with this fingerprint whose tournament is still here."""
    rows = session.execute(
        select(AuditRow.tournament_id, AuditRow.at, AuditRow.params)
        .where(AuditRow.action == IMPORT_ACTION, AuditRow.undone.is_(False))
        .order_by(AuditRow.id.desc())
    )
    for tournament_id, at, params in rows:
        if not isinstance(params, dict) or params.get(FINGERPRINT) != fingerprint:
            continue
        tournament = session.get(TournamentRow, tournament_id) if tournament_id else None
        if tournament is not None:
            return EarlierImport(TournamentId(tournament.id), tournament.name, at.isoformat())
    return None


def refuse_again(session: Session, fingerprint: str, file_name: str) -> None:
    """ALREADY_IMPORTED when this database holds the file's tournament from an earlier
    import: the director chooses a copy (`again`), the one already here, or nothing."""
    found = earlier_import(session, fingerprint)
    if found is not None:
        raise ServiceError(
            ErrorCode.ALREADY_IMPORTED,
            {
                "file": file_name,
                "name": found.name,
                "tournament": int(found.tournament_id),
                "imported_at": found.imported_at,
            },
        )
