"""An entry's players in number, and whether it matches the words of a search. No widgets."""

from __future__ import annotations

from tournament_app.names import search_key
from tournament_app.services import BurracoSettings, Entry, Tournament


def players_per_entry(tournament: Tournament) -> int:
    """2 for burraco pairs and scala 40 in pairs, 1 for individual burraco and scala 40
    singles (what `services.entries` accepts)."""
    settings = tournament.settings
    if isinstance(settings, BurracoSettings):
        return 1 if settings.individual else 2
    return 2 if settings.pairs else 1


def entry_matches(entry: Entry, words: list[str]) -> bool:
    """Whether every word (`names.search_words`: case and accents aside) is in a player's
    name or tessera, or is the entry's number: "greco" finds every pair with a Greco (first
    player or second), "347" entry 347 (and a tessera holding 347), "rossi anna" the pairs
    with both words, "nicolo" a Nicolò, as the registry search finds him."""
    text = search_key(
        " ".join(f"{player.full_name} {player.tessera or ''}" for player in entry.players)
    )
    return all(word == str(entry.number) or word in text for word in words)
