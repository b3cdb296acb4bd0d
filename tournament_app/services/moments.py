"""Moments as the database keeps them, shown in the station's own time.

Every timestamp is stored in UTC without a zone (`storage.models.utc_now`), and the services
hand them on as ISO text; a director reads them against the wall clock.
"""

from __future__ import annotations

from datetime import UTC, datetime


def in_local_time(stored: datetime | str) -> datetime | None:
    """`stored` (a datetime or its ISO text, UTC with or without its zone) in this computer's
    time zone; None for text that is no moment (a "?" standing for one unknown)."""
    if isinstance(stored, str):
        try:
            stored = datetime.fromisoformat(stored.replace("Z", "+00:00"))
        except ValueError:
            return None
    if stored.tzinfo is None:
        stored = stored.replace(tzinfo=UTC)
    return stored.astimezone()
