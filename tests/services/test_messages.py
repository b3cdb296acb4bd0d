"""Every error code has an Italian and an English sentence, filled in from its data."""

from __future__ import annotations

import pytest

from tournament_app.services import ConflictError, ErrorCode, NotFoundError, ServiceError
from tournament_app.services.messages import LANGUAGES, MESSAGES, describe


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_code_has_a_sentence(language: str) -> None:
    """No code is left without words in either language."""
    assert set(MESSAGES[language]) == set(ErrorCode)


@pytest.mark.parametrize("code", list(ErrorCode))
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_sentence_never_shows_a_raw_slot(code: ErrorCode, language: str) -> None:
    """Even without data the sentence reads cleanly (a missing value shows as "?")."""
    sentence = describe(ServiceError(code), language)
    assert sentence and "{" not in sentence and "}" not in sentence


def test_the_sentence_carries_the_data() -> None:
    """Names and numbers from the error appear in the words, in both languages."""
    missing = NotFoundError("table", 17)
    assert describe(missing, "it").startswith("Il tavolo 17 non esiste")
    assert describe(missing, "en").startswith("Table 17 does not exist")
    stale = ConflictError("R2 T5", expected_version=1, current_version=2, changed_by="cassa")
    # "R2 T5" is the services' shorthand; the director reads the table and round in words.
    where = {"it": "Il tavolo 5 del turno 2", "en": "Table 5 of round 2"}
    for language in LANGUAGES:
        assert "cassa" in describe(stale, language)
        assert describe(stale, language).startswith(where[language])


def test_an_unknown_language_falls_back_to_italian() -> None:
    """Italian first: any other language asked gets the Italian sentence."""
    error = ServiceError(ErrorCode.NOTHING_TO_UNDO)
    assert describe(error, "fr") == describe(error, "it")


def test_a_conflict_says_when_in_this_computers_time(monkeypatch) -> None:
    """The database keeps UTC without a zone; a director in Rome reads the hour on the wall
    clock (one ahead in November), not the stored one."""
    import time

    monkeypatch.setenv("TZ", "Europe/Rome")
    time.tzset()
    try:
        for stored in ("2026-11-29T17:18:19", "2026-11-29T17:18:19+00:00"):
            stale = ConflictError(
                "R2 T5",
                expected_version=1,
                current_version=2,
                changed_by="Sala 2",
                changed_at=stored,
            )
            assert "da Sala 2 alle 18:18:19 " in describe(stale, "it")
            assert "by Sala 2 at 18:18:19 " in describe(stale, "en")
        unknown = ConflictError(
            "R2 T5", expected_version=1, current_version=2, changed_by="?", changed_at="?"
        )
        # Nothing stored says who or when: the sentence says neither, never "da ? alle ?".
        assert "?" not in describe(unknown, "it")
        assert "modificato nel frattempo" in describe(unknown, "it")
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
