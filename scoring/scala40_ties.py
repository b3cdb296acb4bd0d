"""Full ties at a finished scala 40 table, and the director's order that breaks one.

Players eliminated in the same hand are placed by their totals, lower better; players still
in play when time is called by theirs. Those on the same total are *fully tied*: the rules
keep them tied (they share the better place, and its placement points) unless the director
breaks the tie, by a draw of cards at the table or a decision (scala40.md). A
:class:`TieOrder` is that order, best first; it names every player of one tie.

The functions here work on a finishing order (groups of players, best first, a group of
several a tie: what :meth:`scoring.scala40.TableGame.placings` returns).

>>> finishing = [("Anna",), ("Bruno", "Carla"), ("Dario",)]
>>> full_ties(finishing)
(('Bruno', 'Carla'),)
>>> check_order(finishing, ["Carla", "Bruno"])
('Carla', 'Bruno')
>>> decide(finishing, [("Carla", "Bruno")])
[('Anna',), ('Carla',), ('Bruno',), ('Dario',)]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from scoring.errors import ScoringError

P = TypeVar("P", bound=Hashable)


class TieErrorCode(Enum):
    """Why a tie order was refused."""

    GAME_NOT_OVER = "tie_game_not_over"
    """The game is still being played: who is tied is known only once it is over."""
    NOT_A_TIE = "not_a_tie"
    """The order does not name, each once, exactly the players of one full tie."""


class InvalidTieOrder(ScoringError):
    """A tie order breaks a rule; ``code`` is a :class:`TieErrorCode`."""


@dataclass(frozen=True)
class TieOrder(Generic[P]):
    """The director's order for the players of one full tie, best first."""

    order: tuple[P, ...]


def full_ties(finishing: Iterable[Sequence[P]]) -> tuple[tuple[P, ...], ...]:
    """The groups of two or more players sharing a place, best first."""
    return tuple(tuple(group) for group in finishing if len(group) > 1)


def check_order(finishing: Iterable[Sequence[P]], order: Sequence[P]) -> tuple[P, ...]:
    """``order`` as a tuple, when it names each player of one full tie once; else
    :class:`InvalidTieOrder` (``NOT_A_TIE``, with the ties in ``data["ties"]``)."""
    named = tuple(order)
    ties = full_ties(finishing)
    if len(set(named)) == len(named) and any(set(tie) == set(named) for tie in ties):
        return named
    raise InvalidTieOrder(TieErrorCode.NOT_A_TIE, order=named, ties=ties)


def decide(finishing: Iterable[Sequence[P]], orders: Iterable[Sequence[P]]) -> list[tuple[P, ...]]:
    """The finishing order with each tie an order holds every player of put in that order
    (one player a place); a tie no order holds whole stays a tie."""
    given = [list(order) for order in orders]
    decided: list[tuple[P, ...]] = []
    for group in finishing:
        order = next((o for o in given if all(p in o for p in group)), None)
        if len(group) > 1 and order is not None:
            decided.extend((p,) for p in sorted(group, key=order.index))
        else:
            decided.append(tuple(group))
    return decided
