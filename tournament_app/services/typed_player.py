"""A player typed on one line, as the window's quick-add fields take them: "Rossi Mario", and,
to tell apart a namesake or to record what the registry lacks, the card and the club typed
with the name: "Rossi Mario 0012345", "Rossi Mario (Aurora)", "Rossi Mario 0012345 (Aurora)".

A word of figures (maybe with capitals, or two letters before them: FB100, fb-5) is a card,
as is any word with a figure typed alone; a text in brackets at the end is the club; the rest
is the name, cut as the registry cuts that person (`split_typed_name`). A card typed alone
names the registry player holding it, as cards are told apart (`card_key`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.values import PlayerSpec

if TYPE_CHECKING:
    from tournament_app.services.core import Services


def _is_card(word: str) -> bool:
    """A card as clubs write them: figures, maybe with capitals or a prefix of two letters
    (0012345, FB100, RM-77, fb-5). A word with more small letters and a figure ("Giocatore2",
    "Uno3", a list's stand-ins) stays a name's."""
    if not any(ch.isdigit() for ch in word):
        return False
    letters = [ch for ch in word if ch.isalpha()]
    return len(letters) <= 2 or not any(ch.islower() for ch in letters)


def _club_apart(typed: str) -> tuple[str, str | None]:
    """The line without its club, and the club: the text in brackets at its end (brackets
    inside it kept: "(A.S.D. Burraco Club (Napoli))"), or after a bracket left open
    ("Rossi Mario (Aurora"); None when there is none."""
    start = typed.find("(")
    if start < 0:
        return typed, None
    if typed.endswith(")"):
        depth = 0
        for index in range(len(typed) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(typed[index], 0)
            if depth == 0:
                start = index
                break
        inside = typed[start + 1 : -1]
    else:
        inside = typed[start + 1 :]
    club = " ".join(inside.split())
    return typed[:start].rstrip(), club or None


def typed_player(
    services: Services, text: str, *, tessera: str | None = None, club: str | None = None
) -> PlayerSpec | None:
    """The player `text` names (None when it is empty): a name with its card and club, or a
    card alone (its holder). `tessera`, `club`: given apart (the command line's --tessera
    and --club), as if typed with the name. INVALID_INPUT when it gives two cards, a card
    nobody holds with no name, or a club with no name."""
    typed = " ".join(text.split())
    if not typed and not tessera:
        return None
    typed, bracketed = _club_apart(typed)
    club = club or bracketed
    words = typed.split()
    alone = len(words) == 1 and any(ch.isdigit() for ch in typed)  # "fb100": a card anyway
    cards = [word for word in words if alone or _is_card(word)]
    given = [tessera.strip()] if tessera and tessera.strip() else []
    cards += given
    name = " ".join(word for word in words if not (alone or _is_card(word)))
    if len(cards) > 1:
        said = " ".join([text.strip(), *given])
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "typed_two_cards", "typed": said, "cards": cards}
        )
    tessera = cards[0] if cards else None
    if not name:
        if tessera is None:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "typed_club_alone", "club": club}
            )
        holder = services.registry.card_holder(tessera)
        if holder is None:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "typed_card_unknown", "tessera": tessera}
            )
        return PlayerSpec(player_id=holder.id)
    # Imported here: only a typed name needs the registry's cuts.
    from tournament_app.services.imports.name_split import split_typed_name

    surname, first = split_typed_name(services, name)
    return PlayerSpec(surname=surname, name=first, tessera=tessera, club=club)
