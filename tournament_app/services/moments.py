"""Moments as the database keeps them, shown in the station's own time.

Every timestamp is stored in UTC without a zone (`storage.models.utc_now`), and the services
hand them on as ISO text; a director reads them against the wall clock.
"""

from __future__ import annotations

from datetime import UTC, date, datetime


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


# How each language dates a moment: Italian its usual day/month/year; English the ISO order,
# year first, which no reader takes for another day (07/12/2026 reads 7 December in London
# and July 12 in New York). Unknown languages date as Italian, as their words fall back.
DAY_FORMATS = {"it": "%d/%m/%Y", "en": "%Y-%m-%d"}


def day_text(day: date, language: str) -> str:
    """A day as `language` dates it: 07/12/2026 in Italian, 2026-12-07 in English."""
    return day.strftime(DAY_FORMATS.get(language, DAY_FORMATS["it"]))


def stored_day_text(stored: str | None, language: str) -> str:
    """A day the services keep as ISO text (a tournament's date) as `language` dates it
    (`day_text`); empty when none, unchanged when it is no date."""
    if not stored:
        return ""
    try:
        day = date.fromisoformat(stored[:10])
    except ValueError:
        return stored
    return day_text(day, language)


def moment_text(stored: datetime | str, language: str, *, seconds: bool = True) -> str:
    """A stored moment (UTC) in this computer's time, dated as `language` dates it (`day_text`)
    with the time of day, to the second unless `seconds` is False: "07/12/2026 21:40:27",
    "2026-12-07 21:40:27". Text that is no moment is returned as it is."""
    local = in_local_time(stored)
    if local is None:
        return str(stored)
    clock = f"{local:%H:%M:%S}" if seconds else f"{local:%H:%M}"
    return f"{day_text(local.date(), language)} {clock}"
