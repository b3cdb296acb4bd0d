"""What changes a scala 40 table, as values: a hand, a re-entry, time called, a forfeit,
penalty points the director gave; and what a hand did (:class:`HandResult`).

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

**Penalty points** the director gives a player at the table (a penalty of the round) go on
the player's running total from the moment they are given: the next hand starts from it, and a
total they bring to the limit puts the player out. The sheet does not record that moment
either, so :func:`with_penalties` counts them in the last hand the player has a figure in
(:attr:`Hand.added`): one given before a hand is entered is on the total that hand starts from
(a player it put out has no figure in the later hands), one given while the player plays on
lands on the total where it would have (penalty and hand points only ever add), and one given
once the table's hands are all in counts in the player's last hand, where it may change the
places. A player it brings to the limit is out in that hand, with whoever else went out in it
(the lower total placing higher), the closer too. Before the player's first hand they stand
alone (:class:`PenaltyPoints`): on the total the first hand starts from.

>>> with_penalties(events, [("C", 15)])[0].added
(('C', 15),)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
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
    added: tuple[tuple[P, int], ...] = ()
    """Penalty points the director gave players of this hand, counted in it
    (:func:`with_penalties`): on their total before the hand puts anyone out."""

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


@dataclass(frozen=True)
class PenaltyPoints(Generic[P]):
    """Penalty points the director gave a player who has played no hand at the table yet: on
    their total from the start (a total at the limit puts them out before the first hand)."""

    player: P
    points: int


#: Everything that changes a game, in the order it happened (a :class:`TieOrder`, the
#: director's order for a full tie, only once it is over).
Event = Hand[P] | ReEntry[P] | TimeOut | Forfeit[P] | PenaltyPoints[P] | TieOrder[P]


@dataclass(frozen=True)
class HandResult(Generic[P]):
    """What one hand did: each player's penalty, the totals after it, who went out."""

    number: int
    """1 for the first hand of the game."""
    closer: P
    penalties: Mapping[P, int]
    """The penalty charged to each player in play (0 for the closer)."""
    totals: Mapping[P, int]
    """Every player's total after the hand."""
    eliminated: tuple[P, ...]
    """Players this hand eliminated."""
    doubled: bool
    """A chiusura in mano under a doubling rule (FISCA's or the house's): see `doubled_for`
    for whose penalty it doubled."""
    not_opened: tuple[P, ...]
    is_over: bool
    placings: tuple[tuple[P, ...], ...] = ()
    """The finishing order as it stands after the hand (see
    :meth:`scoring.scala40.TableGame.placings`)."""
    sat_out: tuple[P, ...] = ()
    """Players in play who did not play the hand (excused): no penalty, not in `penalties`."""
    doubled_for: tuple[P, ...] = ()
    """The players whose penalty this hand doubled (never the closer; under FISCA's rule
    never a player who had not opened)."""
    added: Mapping[P, int] = field(default_factory=dict)
    """The director's penalty points counted in this hand (:attr:`Hand.added`), by player:
    in `totals`, not in `penalties`."""


def with_penalties(
    events: Sequence[Event[P]], penalties: Iterable[tuple[P, int]]
) -> list[Event[P]]:
    """``events`` with each ``(player, points)`` of ``penalties`` counted in the last hand the
    player has a figure in (:attr:`Hand.added`, a player's points of one hand added up), or
    before every event when they have none (a :class:`PenaltyPoints`, in the order given)."""
    placed = list(events)
    ahead: list[Event[P]] = []
    for player, points in penalties:
        last = max(
            (i for i, e in enumerate(placed) if isinstance(e, Hand) and e.names(player)),
            default=-1,
        )
        if last < 0:
            ahead.append(PenaltyPoints(player, points))
            continue
        hand = placed[last]
        assert isinstance(hand, Hand)
        summed = dict(hand.added)
        summed[player] = summed.get(player, 0) + points
        placed[last] = replace(hand, added=tuple(summed.items()))
    return [*ahead, *placed]


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
