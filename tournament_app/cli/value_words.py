"""The services' stored words (a game, a status, a pairing system, a kind of result or
penalty) as the command line's human output writes them, in the words the window uses.

JSON output keeps the stored words, which scripts compare; a word not listed here (a newer
Torneo's) is shown as stored rather than refused.
"""

from __future__ import annotations

from enum import Enum

from tournament_app.cli.words import Text

WORDS: dict[str, dict[str, Text]] = {
    "Game": {
        "burraco": Text("burraco", "burraco"),
        "scala40": Text("scala 40", "scala 40"),
    },
    "TournamentStatus": {
        "registration": Text("iscrizioni", "registration"),
        "running": Text("in corso", "running"),
        "finished": Text("concluso", "finished"),
    },
    "RoundStatus": {
        "draft": Text("bozza", "draft"),
        "published": Text("pubblicato", "published"),
        "complete": Text("completo", "complete"),
    },
    "ResultKind": {
        "played": Text("giocato", "played"),
        "bye": Text("riposo", "bye"),
        "forfeit": Text("forfait", "forfeit"),
        "arbitral": Text("arbitrale", "arbitral"),
    },
    "PenaltyKind": {
        "warning": Text("ammonizione", "warning"),
        "vp": Text("PV tolti", "VP taken away"),
        "mp": Text("PM tolti", "MP taken away"),
        "forfeit": Text("forfait", "forfeit"),
    },
    # A round's seating system, as `Round.system` stores it.
    "system": {
        "draw": Text("sorteggio", "draw"),
        "registration": Text("ordine di iscrizione", "registration order"),
        "mitchell": Text("Mitchell", "Mitchell"),
        "danese": Text("Danese", "Danese"),
        "danese_gironi": Text("Danese a gironi", "Danese a gironi"),
        "round_robin": Text("all'italiana", "round robin"),
        "scala40": Text("disposizione scala 40", "scala 40 seating"),
        "final": Text("tavolo finale", "final table"),
        "individual": Text("individuale (compagni a rotazione)", "individual (partners change)"),
    },
}


def said(value: Enum, language: str) -> str:
    """An enum member of the services in `language`'s words."""
    words = WORDS.get(type(value).__name__, {})
    stored = str(value.value)
    return words[stored].pick(language) if stored in words else stored


def system_said(system: str, language: str) -> str:
    """A round's seating system in `language`'s words."""
    word = WORDS["system"].get(system)
    return word.pick(language) if word is not None else system
