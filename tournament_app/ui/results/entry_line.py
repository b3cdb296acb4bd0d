"""The quick line's figures: a typed figure read, why figures look unlikely, why a line was
refused. No widgets."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tournament_app.services import BurracoSettings, ErrorCode, ServiceError, messages
from tournament_app.services.messages import unlikely_sentence
from tournament_app.services.unlikely_scores import unlikely_figures
from tournament_app.ui.context import AppContext


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultsPage", text)


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


SCORING_REASONS = {
    "mp_not_multiple_of_5": QT_TRANSLATE_NOOP(
        "ResultsPage", "every burraco score is a multiple of 5"
    ),
    "wrong_hand_count": QT_TRANSLATE_NOOP(
        "ResultsPage", "the number of hands does not match the tournament"
    ),
}


def refusal_text(context: AppContext, error: ServiceError) -> str:
    """The sentence for a refused result: the rule broken when scoring named it."""
    reason = SCORING_REASONS.get(error.scoring_code or "")
    if error.code is ErrorCode.INVALID_SCORE and reason is not None:
        return QCoreApplication.translate(
            "ResultsPage", "Refused: {0}. Check the scoresheet and type it again."
        ).replace("{0}", _tr(reason))
    if error.code is ErrorCode.DATABASE_WRITE_FAILED:
        # The quick line keeps what was typed: once the database answers, Enter saves it.
        return messages.describe(error, context.language, face="line")
    return context.describe_error(error)


def parse_points(text: str) -> int | None:
    """A typed MP figure ("640", "-35", " 1 080 ") as an int; None when it is not a number."""
    cleaned = text.replace(" ", "").replace(".", "").replace("\u2212", "-")
    if cleaned in ("", "-", "+"):
        return None
    try:
        return int(cleaned)
    except ValueError:
        return None
