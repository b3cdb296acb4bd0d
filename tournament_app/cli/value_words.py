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

from tournament_app.cli.words import Text
from tournament_app.services.backups import CopyReason
from tournament_app.services.messages import DETAIL_WORDS
from tournament_app.services.moments import in_local_time

if TYPE_CHECKING:
    from tournament_app.services.backups import DatabaseCopy


def _as_refusals_say(kind: str) -> dict[str, Text]:
    """The services' own words for a game or a pairing system (`messages.DETAIL_WORDS`, the
    names refusals give them), so a table and a refusal never name one thing two ways."""
    return {
        value: Text(italian, DETAIL_WORDS["en"][kind][value])
        for value, italian in DETAIL_WORDS["it"][kind].items()
    }


WORDS: dict[str, dict[str, Text]] = {
    "Game": _as_refusals_say("game"),
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
        **_as_refusals_say("system"),
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


# Why an automatic copy of the database was taken, as its file name says.
COPY_REASONS = {
    "round-published": Text("turno {round} pubblicato", "round {round} published"),
    "of-tournament": Text("{reason} ({tournament})", "{reason} ({tournament})"),
    "tournament-gone": Text("torneo {id}", "tournament {id}"),
    "before-upgrade": Text("prima dell'aggiornamento di Torneo", "before Torneo's upgrade"),
    "before-restore": Text("prima di tornare a una copia", "before going back to a copy"),
}


def copy_reason(copy: DatabaseCopy, language: str, names: Mapping[int, str]) -> str:
    """Why `copy` was taken, in `language`, naming the tournament by `names` (id -> name; a
    tournament no longer in the database by its id); the stored words for a reason not
    known."""
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


def local_moment(moment: datetime | str, *, seconds: bool = False) -> str:
    """A stored UTC moment (a datetime or its ISO text) in this computer's time, dated as the
    window dates it in both languages (29/11/2026 17:25); text that is no moment unchanged."""
    local = in_local_time(moment)
    if local is None:
        return str(moment)
    return local.strftime("%d/%m/%Y %H:%M:%S" if seconds else "%d/%m/%Y %H:%M")
