"""Sentences about the cards handed to the players: how many a page, and why a tournament's
score cards print two a page when four were asked for."""

from __future__ import annotations

# Said after the cards are written, when four a page were asked for and two were printed.
TWO_A_PAGE: dict[str, str] = {
    "it": (
        "Le schede di questo torneo (turni giocati: {rounds}) non si leggerebbero bene in un"
        " quarto di pagina (A6): sono state stampate 2 per pagina."
    ),
    "en": (
        "This tournament's score cards (rounds played: {rounds}) would not read well on a"
        " quarter page (A6): they were printed 2 a page."
    ),
}


def two_a_page_sentence(rounds: int, language: str = "it") -> str:
    """Why score cards asked four a page were printed two a page: `rounds` (the most rounds
    on one card) do not fit an A6 card at a size read in the hand."""
    return TWO_A_PAGE.get(language, TWO_A_PAGE["it"]).format(rounds=rounds)
