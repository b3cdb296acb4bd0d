"""What changes a scala 40 table, as values: a hand, a re-entry, time called, a forfeit.

:class:`scoring.scala40.TableGame` is fed these (and :class:`scoring.scala40_ties.TieOrder`,
the director's order for a full tie) and keeps them, so a stored game is rebuilt by replaying
them in order.

A **forfeit** (the player leaves the table, or the director rules them out of it) puts the
player last at the table: out of play from that moment, whatever their total, placed below
every player eliminated, the others' places closing up. A sheet records hands, not the
moment someone left, so :func:`with_forfeits` puts each forfeit where the sheet shows it: after
the last hand the player has a figure in. The hands before it keep the player's points; the
hands after it have none for them, and need none.

>>> events = [Hand("A", (("B", 20), ("C", 30))), Hand("B", (("A", 10),))]
>>> with_forfeits(events, ["C"])[1]
Forfeit(players=('C',))
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from scoring.cards import Card
from scoring.scala40_ties import TieOrder

P = TypeVar("P", bound=Hashable)

#: What a non-closing player's cards in hand can be given as: their penalty value, the cards
#: in notation (``"K Q JK"``), or the cards themselves.
CardsLeft = int | str | Sequence[Card]


@dataclass(frozen=True)
class Hand(Generic[P]):
    """One hand as entered: the closer, each other player's cards left, the marks."""

    closer: P
    points: tuple[tuple[P, CardsLeft], ...]
    in_hand_close: bool = False
    """Chiusura in mano: the closer laid all 13 cards at once."""
    not_opened: tuple[P, ...] = ()
    excused: tuple[P, ...] = ()
    """Players who may have no figure in this hand: one in play with none did not play it
    (see :meth:`scoring.scala40.TableGame.record_hand`)."""

    def names(self, player: P) -> bool:
        """Whether the player has a figure in this hand: the closer, points, not opened."""
        return (
            player == self.closer
            or player in self.not_opened
            or any(p == player for p, _ in self.points)
        )


@dataclass(frozen=True)
class ReEntry(Generic[P]):
    """An eliminated player re-entered the game (rientro)."""

    player: P


@dataclass(frozen=True)
class TimeOut:
    """Time was called: the game ends and is ranked by current totals."""


@dataclass(frozen=True)
class Forfeit(Generic[P]):
    """Players left the table together (a forfeit): last at the table, out of play."""

    players: tuple[P, ...]


#: Everything that changes a game, in the order it happened (a :class:`TieOrder`, the
#: director's order for a full tie, only once it is over).
Event = Hand[P] | ReEntry[P] | TimeOut | Forfeit[P] | TieOrder[P]


def with_forfeits(events: Sequence[Event[P]], forfeits: Iterable[P]) -> list[Event[P]]:
    """``events`` with each player of ``forfeits`` leaving the table where the sheet shows
    it: after the last hand they have a figure in (and the re-entries that followed it), or
    before the first hand when they have none. Players leaving at the same moment leave
    together (one :class:`Forfeit`, the order given). A tie order naming a player who left
    keeps the others' order (a tie of one is no tie: dropped): the forfeit takes the player
    out of the tie, it does not reorder the rest."""
    leaving = list(dict.fromkeys(forfeits))
    if not leaving:
        return list(events)
    at: dict[int, list[P]] = {}
    for player in leaving:
        last = max(
            (i for i, e in enumerate(events) if isinstance(e, Hand) and e.names(player)),
            default=-1,
        )
        where = last + 1
        while last >= 0 and where < len(events) and isinstance(events[where], ReEntry):
            where += 1
        at.setdefault(where, []).append(player)
    gone = set(leaving)
    placed: list[Event[P]] = []
    for index in range(len(events) + 1):
        if index in at:
            placed.append(Forfeit(tuple(at[index])))
        if index == len(events):
            break
        event = events[index]
        if isinstance(event, TieOrder):
            kept = tuple(p for p in event.order if p not in gone)
            if len(kept) < 2:
                continue
            event = TieOrder(kept)
        placed.append(event)
    return placed
