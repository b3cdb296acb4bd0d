"""Sentences about the cards handed to the players: how many a page, and why a tournament's
score cards print two a page when four were asked for."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said

# Said after the cards are written, when four a page were asked for and two were printed.
TWO_A_PAGE = said("cards.two_a_page")


def two_a_page_sentence(rounds: int, language: str = "it") -> str:
    """Why score cards asked four a page were printed two a page: `rounds` (the most rounds
    on one card) do not fit an A6 card at a size read in the hand."""
    return TWO_A_PAGE.get(language, TWO_A_PAGE["it"]).format(rounds=rounds)
