"""Typing a scala 40 penalty: a number, or the cards left, summed by the card values."""

from __future__ import annotations

import pytest

from tournament_app.ui.results.scala40.sheet_model import read_penalty


@pytest.mark.parametrize(
    ("typed", "penalty"),
    [
        ("35", 35),
        ("0", 0),
        ("A K JK 7", 11 + 10 + 25 + 7),  # ace 11, king 10, joker 25, seven 7
        ("jk", 25),
        ("Q J 10 9", 10 + 10 + 10 + 9),
        ("2 3", 5),
        ("A", 11),  # the ace-alone variant is off by default
    ],
)
def test_read_penalty(typed, penalty):
    """The sum the director expects from the scala 40 card values (domain doc)."""
    assert read_penalty(typed) == penalty


@pytest.mark.parametrize("typed", ["", "  ", "-5", "Z", "A K X"])
def test_refused_penalties_say_why(typed):
    """Blank, negative or unknown cards are refused with a sentence, never a crash."""
    with pytest.raises(ValueError) as refusal:
        read_penalty(typed)
    assert str(refusal.value)


def test_unknown_card_is_named():
    """The refusal names the token that is not a card."""
    with pytest.raises(ValueError, match="X"):
        read_penalty("A K X")
