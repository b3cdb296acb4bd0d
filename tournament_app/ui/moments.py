"""A stored moment (an ISO UTC timestamp) as the station shows it: the Log page's times, the
Results page's double-entry disagreements."""

from __future__ import annotations

from tournament_app.services.moments import moment_text


def local_time(stamp: str, language: str) -> str:
    """An ISO UTC timestamp as the station's date and time, to the second, dated as `torneo
    log` dates it in `language` (`services.moments`: 29/11/2026 in Italian, 2026-11-29 in
    English, year first, never read as another day)."""
    return moment_text(stamp, language)
