"""A player typed on one line, as the window's quick-add fields take them: "Rossi Mario", and,
to tell apart a namesake or to record what the registry lacks, the card and the club typed
with the name: "Rossi Mario 0012345", "Rossi Mario (Aurora)", "Rossi Mario 0012345 (Aurora)".

A word of figures (maybe with capitals: FB100) is a card, as is any word with a figure typed
alone; a text in brackets at the end is the club; the rest is the name, cut as the registry
cuts that person (`split_typed_name`). A card typed alone names the registry player holding
it, as cards are told apart (`card_key`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.values import PlayerSpec

if TYPE_CHECKING:
    from tournament_app.services.core import Services

# The club, in brackets at the end of the line (the rest before it).
_CLUB = re.compile(r"^(?P<rest>.*?)\s*\((?P<club>[^()]*)\)$")


def _is_card(word: str) -> bool:
    """A card as clubs write them: figures, maybe with capitals (0012345, FB100, RM-77). A
    word with small letters and a figure ("Giocatore2", a list's stand-in) stays a name's."""
    return any(ch.isdigit() for ch in word) and not any(ch.islower() for ch in word)


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
    bracketed = _CLUB.match(typed)
    if bracketed is not None and bracketed["club"].strip():
        typed, club = bracketed["rest"], club or bracketed["club"].strip()
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
