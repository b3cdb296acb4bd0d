"""Why something is greyed out, said before the director tries it: the refusal's own words,
but not the "nothing changed" that answers an attempt (a locked field's tooltip in the
wizard, the Rounds page's Back to draft)."""

from __future__ import annotations

import pytest

from tournament_app.services import ErrorCode, ServiceError
from tournament_app.services.messages import describe, why_off

LOCKED = ServiceError(
    ErrorCode.STATE_REFUSED,
    {"detail": "frozen_round_not_played", "round": 2, "setting": "hands"},
)


@pytest.mark.parametrize(
    ("language", "attempt_tail", "locked_words"),
    [
        ("it", "Non è cambiato nulla.", "turno 2"),
        ("en", "Nothing changed.", "round 2"),
    ],
)
def test_a_locked_setting_says_why_without_answering_an_attempt(
    language: str, attempt_tail: str, locked_words: str
) -> None:
    refused = describe(LOCKED, language)
    assert refused.endswith(attempt_tail)
    reason = why_off(LOCKED, language)
    assert attempt_tail not in reason
    assert locked_words in reason
    assert reason.endswith(".") and not reason.endswith("..")
    # The same sentence otherwise: the tooltip and the refusal never drift apart.
    assert refused.startswith(reason.removesuffix("."))


def test_a_refusal_without_an_attempt_tail_reads_the_same() -> None:
    started = ServiceError(ErrorCode.ROUND_STARTED, {"round": 1, "tables": "2, 3"})
    for language in ("it", "en"):
        assert why_off(started, language) == describe(started, language)
