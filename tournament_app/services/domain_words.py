"""The domain's names in Italian and English, each worded once: a game, a pairing system (and
the other ways a round is seated), a tie-break, a scala 40 format, a tournament's and a round's
status, how a table's result came about.

The window, the command line, the change log, refusals (`messages.DETAIL_WORDS`) and the
exported documents all look these up here, so a system is never "Danish" on paper and
"Danese" on screen. A name reads as a heading or a value in a list starts ("Round robin");
a sentence that needs it in lower case lowers it itself.

A value not listed (a newer Torneo's, read from a file) is shown as stored rather than refused.

The words are the sentence catalogue's (resources/i18n/messages, `games.<value>`,
`systems.<value>`, ...), read once as `Said` pairs in the order listed here (the order lists and
menus show them in).
"""

from __future__ import annotations

from enum import Enum

from scoring.standings import TieBreak
from tournament_app.services.messages.catalogue import Said as Said
from tournament_app.services.messages.catalogue import said_pair, said_pairs
from tournament_app.services.settings import (
    BurracoSettings,
    ByeScore,
    DrawRule,
    EventFormat,
    Game,
    PairingSystem,
    PairsTieBreak,
    Scala40Form,
    Scala40Format,
    TournamentSettings,
)
from tournament_app.services.values import ResultKind, RoundStatus, TournamentStatus

GAMES = said_pairs("games", (Game.BURRACO.value, Game.SCALA40.value))

SYSTEMS = said_pairs(
    "systems",
    (
        PairingSystem.DRAW.value,
        PairingSystem.REGISTRATION.value,
        PairingSystem.MITCHELL.value,
        PairingSystem.DANESE.value,
        PairingSystem.DANESE_GIRONI.value,
        PairingSystem.ROUND_ROBIN.value,
    ),
)
# How a round is seated besides the pairing systems (`Round.system`, from round_plans).
SEATINGS = said_pairs(
    "seatings", ("individual", "scala40", "scala40_danese", "scala40_italiana", "final"), SYSTEMS
)

TIE_BREAKS = said_pairs(
    "tie_breaks",
    (
        TieBreak.MP_DIFF.value,
        TieBreak.MP_SCORED.value,
        TieBreak.MP_AGAINST.value,
        TieBreak.HEAD_TO_HEAD.value,
        TieBreak.DRAW.value,
    ),
)

FORMATS = said_pairs(
    "formats", (Scala40Format.ELIMINATION.value, Scala40Format.PLACEMENT_POINTS.value)
)

# Scala 40 singles or in pairs (a coppie), its level match when time is called, and what
# separates pairs level on match points.
SCALA40_FORMS = said_pairs("scala40_forms", (Scala40Form.SINGLES.value, Scala40Form.PAIRS.value))
PAIRS_DRAWS = said_pairs("pairs_draws", (DrawRule.DRAW.value, DrawRule.LOWER_PENALTY.value))
PAIRS_BYES = said_pairs("pairs_byes", tuple(score.value for score in ByeScore))
PAIRS_TIE_BREAKS = said_pairs(
    "pairs_tie_breaks",
    (
        PairsTieBreak.GAME_POINT_DIFFERENCE.value,
        PairsTieBreak.GAME_POINTS_WON.value,
        PairsTieBreak.PENALTY_POINTS.value,
    ),
)

TOURNAMENT_STATUSES = said_pairs(
    "tournament_statuses",
    (
        TournamentStatus.REGISTRATION.value,
        TournamentStatus.RUNNING.value,
        TournamentStatus.FINISHED.value,
    ),
)

ROUND_STATUSES = said_pairs(
    "round_statuses",
    (RoundStatus.DRAFT.value, RoundStatus.PUBLISHED.value, RoundStatus.COMPLETE.value),
)

RESULT_KINDS = said_pairs(
    "result_kinds",
    (
        ResultKind.PLAYED.value,
        ResultKind.BYE.value,
        ResultKind.FORFEIT.value,
        ResultKind.ABANDONED.value,
        ResultKind.ARBITRAL.value,
    ),
)


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


def round_system(settings: TournamentSettings, number: int, system: str) -> str:
    """The system a round is named by: its own (`Round.system`), except the first round of
    a pairs schedule opening with a Mitchell. Seated by draw or by registration order as
    every first round is, it stores that method; yet it is the Mitchell's first round (the
    movement starts from its seating) and the schedule counts it so ("Mitchell ×3"), as a
    later Mitchell phase's first round, drawn too, is stored and named "Mitchell"."""
    first_methods = (PairingSystem.DRAW.value, PairingSystem.REGISTRATION.value)
    if (
        number == 1
        and system in first_methods
        and isinstance(settings, BurracoSettings)
        and not settings.individual
        and settings.event_format is EventFormat.PAIRS
        and settings.schedule
        and settings.schedule[0].system is PairingSystem.MITCHELL
    ):
        return PairingSystem.MITCHELL.value
    return system


def round_system_name(settings: TournamentSettings, number: int, system: str, language: str) -> str:
    """A round's system as every face names it (`round_system`, worded by `system_name`)."""
    return system_name(round_system(settings, number, system), language)


def tie_break_name(tie_break: TieBreak | str, language: str) -> str:
    """A tie-break after VP, as the settings list them ("Scontro diretto")."""
    return _named(TIE_BREAKS, tie_break, language)


SEPARATED_BY = said_pair("tie_break_notes.separated_by")


def separated_by(tie_break: TieBreak | str, language: str) -> str:
    """Which tie-break put a row of the ranking below the one above it, as the ranking's
    Tie-break column says it on every face ("by MP scored", "per scontro diretto"); "" for
    none (the rows differ in VP)."""
    if not tie_break:
        return ""
    name = in_sentence(tie_break_name(tie_break, language))
    return SEPARATED_BY.pick(language).replace("{0}", name)


AWAITING_DRAW = said_pair("tie_break_notes.awaiting_draw")


def tie_break_said(tie_break: TieBreak | str, language: str, *, awaiting_draw: bool) -> str:
    """A row's Tie-break cell, on the Standings page and the printed standings: which
    tie-break put it below the row above (`separated_by`), and for an entry level on
    everything with another while a draw of lots is still to separate them
    (`standings.board.awaiting_draw`), that: they share the place until it is made."""
    said = [separated_by(tie_break, language)] if tie_break else []
    if awaiting_draw:
        said.append(AWAITING_DRAW.pick(language))
    return "; ".join(said)


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
