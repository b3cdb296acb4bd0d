"""The domain's names in Italian and English, each worded once: a game, a pairing system (and
the other ways a round is seated), a tie-break, a scala 40 format, a tournament's and a round's
status, how a table's result came about.

The window, the command line, the change log, refusals (`messages.DETAIL_WORDS`) and the
exported documents all look these up here, so a system is never "Danish" on paper and
"Danese" on screen. A name reads as a heading or a value in a list starts ("Round robin");
a sentence that needs it in lower case lowers it itself.

A value not listed (a newer Torneo's, read from a file) is shown as stored rather than refused.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from scoring.standings import TieBreak
from tournament_app.services.settings import (
    DrawRule,
    Game,
    PairingSystem,
    PairsTieBreak,
    Scala40Form,
    Scala40Format,
)
from tournament_app.services.values import ResultKind, RoundStatus, TournamentStatus


class Said(NamedTuple):
    """One text in both languages, Italian first as everywhere in Torneo."""

    it: str
    en: str

    def pick(self, language: str) -> str:
        """The text in `language` (Italian for anything but "en", as `messages` falls back)."""
        return self.en if language == "en" else self.it


GAMES: dict[str, Said] = {
    Game.BURRACO.value: Said("burraco", "burraco"),
    Game.SCALA40.value: Said("scala 40", "scala 40"),
}

SYSTEMS: dict[str, Said] = {
    PairingSystem.DRAW.value: Said("Sorteggio", "Draw"),
    PairingSystem.REGISTRATION.value: Said("Ordine di iscrizione", "Registration order"),
    PairingSystem.MITCHELL.value: Said("Mitchell", "Mitchell"),
    PairingSystem.DANESE.value: Said("Danese", "Danish"),
    PairingSystem.DANESE_GIRONI.value: Said("Danese a gironi", "Danish in groups"),
    PairingSystem.ROUND_ROBIN.value: Said("All'italiana", "Round robin"),
}
# How a round is seated besides the pairing systems (`Round.system`, from round_plans).
SEATINGS: dict[str, Said] = {
    **SYSTEMS,
    "individual": Said("Individuale (compagni a rotazione)", "Individual (partners change)"),
    "scala40": Said("Disposizione scala 40", "Scala 40 seating"),
    "scala40_danese": Said("Danese (per classifica)", "Danish (by the standings)"),
    "scala40_italiana": Said("All'italiana (gironi)", "All'italiana (groups)"),
    "final": Said("Tavolo finale", "Final table"),
}

TIE_BREAKS: dict[str, Said] = {
    TieBreak.MP_DIFF.value: Said("Differenza punti", "MP difference"),
    TieBreak.MP_SCORED.value: Said("Punti fatti", "MP scored"),
    TieBreak.MP_AGAINST.value: Said("Meno punti subiti", "Fewer MP conceded"),
    TieBreak.HEAD_TO_HEAD.value: Said("Scontro diretto", "Head-to-head"),
    TieBreak.DRAW.value: Said("Sorteggio (registrato)", "Draw (recorded)"),
}

FORMATS: dict[str, Said] = {
    Scala40Format.ELIMINATION.value: Said("eliminazione", "elimination"),
    Scala40Format.PLACEMENT_POINTS.value: Said("punti piazzamento", "placement points"),
}

# Scala 40 singles or in pairs (a coppie), its level match when time is called, and what
# separates pairs level on match points.
SCALA40_FORMS: dict[str, Said] = {
    Scala40Form.SINGLES.value: Said("singolo", "singles"),
    Scala40Form.PAIRS.value: Said("a coppie", "pairs"),
}
PAIRS_DRAWS: dict[str, Said] = {
    DrawRule.DRAW.value: Said("pareggio", "a draw"),
    DrawRule.LOWER_PENALTY.value: Said(
        "vince la coppia con meno punti di penalità", "the pair with fewer penalty points wins"
    ),
}
PAIRS_TIE_BREAKS: dict[str, Said] = {
    PairsTieBreak.GAME_POINT_DIFFERENCE.value: Said(
        "Differenza mani vinte e perse", "Game-point difference"
    ),
    PairsTieBreak.GAME_POINTS_WON.value: Said("Mani vinte", "Game points won"),
    PairsTieBreak.PENALTY_POINTS.value: Said("Meno punti di penalità", "Fewer penalty points"),
}

TOURNAMENT_STATUSES: dict[str, Said] = {
    TournamentStatus.REGISTRATION.value: Said("iscrizioni", "registration"),
    TournamentStatus.RUNNING.value: Said("in corso", "running"),
    TournamentStatus.FINISHED.value: Said("concluso", "finished"),
}

ROUND_STATUSES: dict[str, Said] = {
    RoundStatus.DRAFT.value: Said("bozza", "draft"),
    RoundStatus.PUBLISHED.value: Said("pubblicato", "published"),
    RoundStatus.COMPLETE.value: Said("completo", "complete"),
}

RESULT_KINDS: dict[str, Said] = {
    ResultKind.PLAYED.value: Said("giocato", "played"),
    ResultKind.BYE.value: Said("riposo", "bye"),
    ResultKind.FORFEIT.value: Said("forfait", "forfeit"),
    # A pair (or both) left during the turno (ResultService.enter_abandoned).
    ResultKind.ABANDONED.value: Said("abbandonato", "abandoned"),
    ResultKind.ARBITRAL.value: Said("arbitrale", "arbitral"),
}


def _named(words: dict[str, Said], value: Enum | str, language: str) -> str:
    stored = str(value.value) if isinstance(value, Enum) else value
    word = words.get(stored)
    return word.pick(language) if word is not None else stored


def game_name(game: Game | str, language: str) -> str:
    """A game as a sentence names it: "burraco", "scala 40"."""
    return _named(GAMES, game, language)


def system_name(system: PairingSystem | str, language: str) -> str:
    """How a round is seated: a pairing system ("Danese a gironi" / "Danish in groups"), or
    a round's other seatings (individual, scala 40, the final table)."""
    return _named(SEATINGS, system, language)


def tie_break_name(tie_break: TieBreak | str, language: str) -> str:
    """A tie-break after VP, as the settings list them ("Scontro diretto")."""
    return _named(TIE_BREAKS, tie_break, language)


def format_name(scala40_format: Scala40Format | str, language: str) -> str:
    """A scala 40 tournament's format: "eliminazione", "punti piazzamento"."""
    return _named(FORMATS, scala40_format, language)


def scala40_form_name(form: Scala40Form | str, language: str) -> str:
    """Scala 40 singles or in pairs: "singolo", "a coppie"."""
    return _named(SCALA40_FORMS, form, language)


def pairs_tie_break_name(tie_break: PairsTieBreak | str, language: str) -> str:
    """A tie-break of a ranking of pairs after match points ("Meno punti di penalità")."""
    return _named(PAIRS_TIE_BREAKS, tie_break, language)


def tournament_status_name(status: TournamentStatus | str, language: str) -> str:
    """Where a tournament is: "iscrizioni", "in corso", "concluso"."""
    return _named(TOURNAMENT_STATUSES, status, language)


def round_status_name(status: RoundStatus | str, language: str) -> str:
    """A round's (and so its tables') state: "bozza", "pubblicato", "completo"."""
    return _named(ROUND_STATUSES, status, language)


def result_kind_name(kind: ResultKind | str, language: str) -> str:
    """How a table's result came about: "giocato", "riposo", "forfait", "arbitrale"."""
    return _named(RESULT_KINDS, kind, language)


def by_value(words: dict[str, Said], language: str) -> dict[str, str]:
    """One concept's words in `language` by stored value, for tables keyed so
    (`messages.DETAIL_WORDS`)."""
    return {value: said.pick(language) for value, said in words.items()}


def capitalised(word: str) -> str:
    """A name as a cell or a heading starts it: "In corso", "Scala 40"."""
    return word[:1].upper() + word[1:]


def in_sentence(name: str) -> str:
    """A name as a sentence carries it after its first word ("per scontro diretto"); one
    opening with an abbreviation ("MP scored") as it is."""
    if name[1:2].isupper():
        return name
    return name[:1].lower() + name[1:]
