"""Where a "Surname Name" written as one text ends the surname and starts the name.

Italian lists write the surname first, and either part may have several words: "De Luca Gian
Maria", "Rossi Maria Grazia", "Rossi Bianchi Mario". A person the registry already holds
settles it: the words are cut where the registry cuts that person's (`registry_cuts`), so the
line enters that person rather than making a second one cut elsewhere. Otherwise the cut is
guessed (`guessed_cut`): the leading surname particles and the one word after them are the
surname, the rest is the name. A double surname the registry does not know is guessed wrong
("Rossi" / "Bianchi Mario"): an import's preview shows the cut, and a list with its own
surname and name columns needs no guess.

One rule for an entry list's one-column names, for a registry list, and for a player typed on
the window's quick-add line or named on the command line (`split_typed_name`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING

from tournament_app.names import name_key

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tournament_app.services.core import Services

# The words that begin an Italian surname of more than one word (De Luca, Della Rovere,
# Lo Presti, D' Amico written apart), as `names.name_key` writes them. Only these: a
# surname of two words without one ("Rossi Bianchi") cannot be told from a surname and a
# name, and is left to the registry or to the list's own Cognome and Nome columns.
SURNAME_PARTICLES = frozenset(
    {
        "d'",
        "da",
        "dal",
        "dall'",
        "dalla",
        "dalle",
        "dallo",
        "de",
        "degli",
        "dei",
        "del",
        "dell'",
        "della",
        "delle",
        "dello",
        "di",
        "la",
        "le",
        "li",
        "lo",
    }
)

# Pairs of keys per statement, as the registry's batches ask them (far under the databases'
# limits on parameters).
CHUNK = 400


def guessed_cut(words: Sequence[str]) -> int:
    """How many of a name's words (surname first) the guess takes for the surname: the
    leading particles and the one word after them ("De Luca Gian Maria": 2, "Rossi Maria
    Grazia": 1). A particle and one word alone are a surname without a name ("Della Rovere":
    2), as one word alone is; only particles, the whole text."""
    particles = 0
    while particles < len(words) and name_key(words[particles]) in SURNAME_PARTICLES:
        particles += 1
    return min(particles + 1, len(words))


def chosen_cut(words: Sequence[str], registered: Iterable[int] = ()) -> int:
    """The surname's word count for `words`: the registry's cut when its people with these
    words have one (`registered`), else the guess. When registry people are cut in several
    places ("Rossi" / "Maria Grazia" and "Rossi Maria" / "Grazia" both registered), the one
    nearest the guess, the guess itself when it is one of them: the guess is how most Italian
    names are cut, and a line keeps to a person the registry has either way."""
    guess = guessed_cut(words)
    cuts = sorted(set(registered))
    if not cuts:
        return guess
    return min(cuts, key=lambda cut: (abs(cut - guess), cut))


@dataclass(frozen=True)
class NameCuts:
    """The registry's cuts of the names a list (or a typed line) gives: each name's key
    (`names.name_key`) -> the surname's word counts of the registry's people with those words.
    Empty: every name is guessed."""

    registered: Mapping[str, frozenset[int]] = field(default_factory=dict)

    def split(self, full: str, name: str = "") -> tuple[str, str]:
        """(surname, name) from a "Surname Name" text; when the list has its own name column
        (`name` given), the whole text is the surname. A comma is where the surname ends
        ("ROSSI, MARIO", "De Luca, Gian Maria"), as lists exported from a registry write it."""
        surname, comma, given = full.partition(",")
        if not name and comma and given.strip():
            return " ".join(surname.split()), " ".join(given.split())
        words = (surname if comma and not given.strip() else full).split()
        if not words:
            return "", name
        if name or len(words) == 1:
            return " ".join(words), name
        cut = chosen_cut(words, self.registered.get(name_key(" ".join(words)), ()))
        return " ".join(words[:cut]), " ".join(words[cut:])


def split_full_name(full: str, name: str = "") -> tuple[str, str]:
    """(surname, name) from a "Surname Name" text by the guess alone (`NameCuts.split` with no
    registry): "De Luca Gian Maria" -> "De Luca", "Gian Maria"."""
    return NameCuts().split(full, name)


def _candidates(full: str) -> list[tuple[str, str]]:
    """Every (surname key, name key) `full` could be cut into, the whole as a surname too."""
    words = name_key(full).split()
    if len(words) < 2:
        return []
    return [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words) + 1)]


def registry_cuts(session: Session, fulls: Iterable[str]) -> NameCuts:
    """Where the registry cuts each of `fulls`: its players whose surname and name, joined,
    are the text's words, read in a few statements for a whole list."""
    from sqlalchemy import select, tuple_

    from tournament_app.storage import tables

    wanted = sorted({pair for full in fulls for pair in _candidates(full)})
    players = tables.players
    found: dict[str, set[int]] = {}
    keys = iter(wanted)
    while chunk := list(islice(keys, CHUNK)):
        query = select(players.c.surname_key, players.c.name_key).where(
            tuple_(players.c.surname_key, players.c.name_key).in_(chunk)
        )
        for surname, name in session.execute(query):
            whole = " ".join(part for part in (surname, name) if part)
            found.setdefault(whole, set()).add(len(surname.split()))
    return NameCuts({whole: frozenset(cuts) for whole, cuts in found.items()})


def name_cuts(services: Services, fulls: Iterable[str]) -> NameCuts:
    """`registry_cuts` in a read of its own."""
    # A comma tells where the surname ends (one at the end tells nothing).
    fulls = [full.rstrip(" ,") for full in fulls if "," not in full.rstrip(" ,")]
    fulls = [full for full in fulls if len(full.split()) > 1]
    if not fulls:
        return NameCuts()
    with services.reading() as session:
        return registry_cuts(session, fulls)


def split_typed_name(services: Services, full: str) -> tuple[str, str]:
    """(surname, name) of a player typed as "Surname Name" (the window's quick-add line, the
    command line's `entry add`): the registry's cut for a person it holds, else the guess."""
    return name_cuts(services, [full]).split(full)
