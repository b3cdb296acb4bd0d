"""The services' stored words (a game, a status, a pairing system, a kind of result or
penalty) as the command line's human output writes them, in the words the window uses.

JSON output keeps the stored words, which scripts compare; a word not listed here (a newer
Torneo's) is shown as stored rather than refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from enum import Enum
from typing import TYPE_CHECKING

from tournament_app.cli.words import Text, text_family, text_pairs
from tournament_app.services import domain_words
from tournament_app.services.domain_words import Said
from tournament_app.services.messages.penalties import penalty_amount_said
from tournament_app.services.moments import moment_text
from tournament_app.services.settings import Game
from tournament_app.services.values import Penalty, PenaltyKind

if TYPE_CHECKING:
    from tournament_app.services.backups import DatabaseCopy


def _as_the_services_say(words: dict[str, Said]) -> dict[str, Text]:
    """One concept's words from the services' catalogue (`services.domain_words`), so the
    command line, the window and the exports never name one thing two ways."""
    return {value: Text(said.it, said.en) for value, said in words.items()}


_PENALTY_KINDS = tuple(kind.value for kind in PenaltyKind)
PENALTY_KINDS = text_pairs("cli_value_words.penalty_kinds", _PENALTY_KINDS)
SCALA40_PENALTY_KINDS = text_pairs("cli_value_words.scala40_penalty_kinds", _PENALTY_KINDS)

WORDS: dict[str, dict[str, Text]] = {
    "Game": _as_the_services_say(domain_words.GAMES),
    "TournamentStatus": _as_the_services_say(domain_words.TOURNAMENT_STATUSES),
    "RoundStatus": _as_the_services_say(domain_words.ROUND_STATUSES),
    "ResultKind": _as_the_services_say(domain_words.RESULT_KINDS),
    "PenaltyKind": PENALTY_KINDS,
    # The same kinds in a scala 40 tournament: its VP are placement points taken away, its
    # MP penalty points added to the player's total (services.penalties).
    "Scala40PenaltyKind": SCALA40_PENALTY_KINDS,
    # A round's seating system, as `Round.system` stores it.
    "system": _as_the_services_say(domain_words.SEATINGS),
}


def said(value: Enum, language: str) -> str:
    """An enum member of the services in `language`'s words."""
    words = WORDS.get(type(value).__name__, {})
    stored = str(value.value)
    return words[stored].pick(language) if stored in words else stored


def penalty_said(kind: PenaltyKind, game: Game, language: str) -> str:
    """A penalty's kind in `language`'s words, as its game counts it."""
    if game is Game.SCALA40:
        return WORDS["Scala40PenaltyKind"][kind.value].pick(language)
    return said(kind, language)


def penalty_amount(penalty: Penalty, game: Game, language: str) -> str:
    """What a penalty costs in `language`: its points as the services word them ("-2 PV",
    "1 punto piazzamento tolto"), or its kind when it carries none of its own (a warning, a
    scala 40 forfeit)."""
    said = [
        penalty_amount_said(game, unit, points, language)
        for unit, points in (("vp", penalty.vp), ("mp", penalty.mp))
        if points
    ]
    if penalty.kind in (PenaltyKind.WARNING, PenaltyKind.FORFEIT):
        said.insert(0, penalty_said(penalty.kind, game, language))
    return ", ".join(said)


# How each flag of `members check` reads beside the player ({until}: the date it expired);
# the JSON keeps the stored word. Read from the catalogue, not from `MemberProblem`: its module
# (and `EntryState`'s) loads SQLAlchemy, which a command's start must not pay for
# (tests/services/test_catalogue_families.py holds the words and the values together).
MEMBER_PROBLEMS = text_family("cli_value_words.member_problems")

# A table's phone entry (`hall codes`), each state the services give it.
ENTRY_STATES = text_family("cli_value_words.entry_states")

# A scala 40 sheet's legend (the printed sheet's, exports/labels.py `mark_*`), letter first
# as on paper, in the order the legend lists them: each mark as the sheet shows it.
SHEET_MARKS = text_pairs(
    "cli_value_words.sheet_marks", ("C", "M", "N", "X", "R", "P", "doubled", "sat_out")
)
SHEET_MARK_WORDS = {
    {"doubled": "×2", "sat_out": "—"}.get(key, key): text for key, text in SHEET_MARKS.items()
}


def system_said(system: str, language: str) -> str:
    """A round's seating system in `language`'s words."""
    word = WORDS["system"].get(system)
    return word.pick(language) if word is not None else system


# Why an automatic copy of the database was taken, as its file name says.
COPY_REASONS = text_pairs(
    "cli_value_words.copy_reasons",
    ("round-published", "of-tournament", "tournament-gone", "before-upgrade", "before-restore"),
)


def copy_reason(copy: DatabaseCopy, language: str, names: Mapping[int, str]) -> str:
    """Why `copy` was taken, in `language`, naming the tournament by `names` (id -> name; a
    tournament no longer in the database by its id); the stored words for a reason not
    known."""
    from tournament_app.services.backups import CopyReason

    if copy.why is CopyReason.ROUND_PUBLISHED:
        said = COPY_REASONS["round-published"].pick(language).format(round=copy.round)
        if copy.tournament is None:
            return said
        name = names.get(copy.tournament) or COPY_REASONS["tournament-gone"].pick(language).format(
            id=copy.tournament
        )
        return COPY_REASONS["of-tournament"].pick(language).format(reason=said, tournament=name)
    if copy.why is CopyReason.BEFORE_UPGRADE:
        return COPY_REASONS["before-upgrade"].pick(language)
    if copy.why is CopyReason.BEFORE_RESTORE:
        return COPY_REASONS["before-restore"].pick(language)
    return copy.reason


def local_moment(moment: datetime | str, language: str, *, seconds: bool = False) -> str:
    """A stored UTC moment (a datetime or its ISO text) in this computer's time, dated as the
    window's log dates it (`services.moments.moment_text`: 29/11/2026 17:25 in Italian,
    2026-11-29 17:25 in English); text that is no moment unchanged."""
    return moment_text(moment, language, seconds=seconds)


def counted(count: int, one: Text, many: Text, language: str) -> str:
    """`count` and its noun in `language`, singular for 1: "1 riga", "3 righe". The nouns
    are Texts of the noun alone ("riga"/"row", "righe"/"rows")."""
    noun = one if count == 1 else many
    return f"{count} {noun.pick(language)}"


def column_said(heading: str, understood: str, language: str) -> str:
    """A recognised column as the director reads it: «Cognome 1» → cognome del giocatore 1,
    in the services' words (the window's too)."""
    from tournament_app.services.messages.import_columns import column_taken_as

    return column_taken_as(heading, understood, language)
