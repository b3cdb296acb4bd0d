"""The words printed on documents: standings titles, dates, stored codes."""

from __future__ import annotations

import datetime

import pytest

from tests.exports.specimens import make_header
from tournament_app.exports.labels import code_text, date_text, standings_title


@pytest.mark.parametrize(
    ("shown", "final", "partial", "language", "expected"),
    [
        (None, False, False, "it", "Classifica (provvisoria)"),
        (2, False, False, "it", "Classifica dopo il turno 2 (provvisoria)"),
        (2, False, True, "it", "Classifica dopo il turno 2 (provvisoria, parziale)"),
        (4, True, False, "it", "Classifica finale"),
        (4, True, False, "en", "Final standings"),
        (3, False, False, "en", "Standings after round 3 (provisional)"),
    ],
)
def test_standings_title_says_how_far_the_tournament_is(
    shown, final, partial, language, expected
) -> None:
    """Final when the services say the standings are (`rounds.status.standings_final`);
    provisional before, and partial too while results are missing."""
    header = make_header(language=language, round_shown=shown, final=final, round_partial=partial)
    assert standings_title(header) == expected


def test_scope_follows_the_title() -> None:
    """A group's ranking names the group."""
    header = make_header(round_shown=2, rounds_planned=4)
    assert standings_title(header, "Girone A") == (
        "Classifica dopo il turno 2 (provvisoria) – Girone A"
    )


@pytest.mark.parametrize(("language", "expected"), [("it", "1 marzo 2027"), ("en", "1 March 2027")])
def test_dates_are_written_out(language: str, expected: str) -> None:
    """Dates read as people write them, never ISO."""
    assert date_text(language, datetime.date(2027, 3, 1)) == expected
    assert date_text(language, None) == ""


def test_unknown_codes_print_as_themselves() -> None:
    """A penalty kind a newer version added still prints (its code), a known one is worded."""
    assert code_text("it", "pk", "warning") == "ammonizione"
    assert code_text("en", "pk", "coin_toss") == "coin_toss"
