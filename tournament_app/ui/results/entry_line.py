"""The quick line's figures: a typed figure read, why figures look unlikely, why a line was
refused. No widgets."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament_app.services import BurracoSettings, ErrorCode, ServiceError, messages
from tournament_app.services.messages import unlikely_sentence
from tournament_app.services.unlikely_scores import unlikely_figures
from tournament_app.ui.context import AppContext


def unlikely_words(
    language: str,
    settings: BurracoSettings,
    ns_mp: int,
    ew_mp: int,
    hand_scores: Sequence[tuple[int, int]] = (),
) -> list[str]:
    """Why the figures look unlikely (not impossible), by the services' rule and words."""
    return [
        unlikely_sentence(found, settings.hands, language)
        for found in unlikely_figures(settings, ns_mp, ew_mp, hand_scores)
    ]


def refusal_text(context: AppContext, error: ServiceError) -> str:
    """The sentence for a refused result, the services' own: impossible figures (the rule
    broken, with the table and the figure) and a database that did not answer are said as
    the quick line has them, kept as typed for Enter to try again."""
    if error.code in (ErrorCode.INVALID_SCORE, ErrorCode.DATABASE_WRITE_FAILED):
        return messages.describe(error, context.language, face="line")
    return context.describe_error(error)


def choose_a_table_first() -> str:
    """The refusal of a table action with no table typed or selected (or a bye's)."""
    return QCoreApplication.translate("ResultsPage", "Choose a table first (type it or select it).")


def parse_points(text: str) -> int | None:
    """A typed MP figure ("640", "-35", " 1 080 ") as an int; None when it is not a number."""
    cleaned = text.replace(" ", "").replace(".", "").replace("\u2212", "-")
    if cleaned in ("", "-", "+"):
        return None
    try:
        return int(cleaned)
    except ValueError:
        return None
