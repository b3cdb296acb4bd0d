"""The hall's sentences and the page's language."""

from __future__ import annotations

import re

import pytest

from tournament_app.hall.words import _WORDS, pick_language

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


@pytest.mark.parametrize("key", sorted(_WORDS))
def test_every_sentence_has_both_languages_with_the_same_placeholders(key):
    """Italian and English each say it, filling the same values."""
    italian, english = _WORDS[key]
    assert italian.strip() and english.strip()
    assert sorted(PLACEHOLDER.findall(italian)) == sorted(PLACEHOLDER.findall(english))


@pytest.mark.parametrize(
    ("asked", "remembered", "accept", "chosen"),
    [
        (None, None, "", "it"),
        (None, None, "en-US,en;q=0.9", "en"),
        (None, None, "de-DE,de;q=0.9,en;q=0.8,it;q=0.7", "en"),
        (None, None, "en;q=0.4,it;q=0.8", "it"),
        (None, None, "fr-FR", "it"),
        (None, None, "en;q=abc,it", "it"),
        (None, "en", "it-IT", "en"),
        ("it", "en", "en-US", "it"),
        ("xx", None, "en", "en"),
    ],
)
def test_the_page_language(asked, remembered, accept, chosen):
    """The switch's choice, else the remembered one, else the browser's first of it/en."""
    assert pick_language(asked, remembered, accept) == chosen
