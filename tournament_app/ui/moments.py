"""A stored moment (an ISO UTC timestamp) as the station shows it: the Log page's times, the
Results page's double-entry disagreements."""

from __future__ import annotations

from tournament_app.services.moments import in_local_time
from tournament_app.ui.i18n import format_date


def local_time(stamp: str) -> str:
    """An ISO UTC timestamp as the station's date and time, to the second, the date written
    as every other date on screen (29/11/2026 in Italian)."""
    moment = in_local_time(stamp)
    if moment is None:
        return stamp
    return f"{format_date(moment.date().isoformat())} {moment:%H:%M:%S}"
