"""Scala 40 hand penalties no hand can cost: the director is asked before they are saved.

A player pays for a hand the cards left in it, and nobody holds more than the 13 cards dealt
(scala40.md: 13 cards each, the 108-card pack). So one hand can cost a player at most the
dearest 13 cards of the pack, as the table's rules charge them: doubled by a chiusura in mano
where the rule doubles, the flat amount for a player who had not opened where a rule charges
one, simplified scoring's count. A figure above that is a typing slip (45 typed 450, which
puts the player out at once) far more often than a house rule the program does not know; like
burraco's unlikely scores (`scoring.plausibility`) it comes back as a finding, and the
application asks before saving it.

>>> from scoring.scala40 import InHandRule
>>> MOST_IN_HAND
198
>>> most_charged(Scala40Rules(in_hand_rule=InHandRule.HOUSE), in_hand=True, not_opened=False)
396
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import cache
from typing import TypeVar

from scoring.cards import PACK_108, Card, Pack, Rank, scala40_card_penalty
from scoring.plausibility import Unlikely, UnlikelyCode
from scoring.scala40 import HandResult, Scala40Rules, TableGame

P = TypeVar("P", bound=Hashable)

#: The cards each player is dealt, and so the most anyone holds when another goes out.
HAND_CARDS = 13


def most_in_hand(pack: Pack = PACK_108, cards: int = HAND_CARDS) -> int:
    """The most `cards` cards of `pack` are worth in a scala 40 hand: its dearest ones, taken
    from every card the pack holds (each joker, then each ace, then the 10-valued cards)."""
    values = sorted(
        (
            scala40_card_penalty(Card(rank))
            for rank in Rank
            for _ in range(pack.jokers if rank is Rank.JOKER else 4 * pack.copies_per_card)
        ),
        reverse=True,
    )
    return sum(values[:cards])


#: The most 13 cards of the 108-card pack are worth in hand (the tests work it out by hand).
MOST_IN_HAND = most_in_hand()


@cache
def most_charged(rules: Scala40Rules, *, in_hand: bool, not_opened: bool) -> int:
    """The most one hand can charge a player under `rules`: what the table's own rules make
    of the dearest 13 cards (`MOST_IN_HAND`), for a player who had or had not opened, in a
    chiusura in mano (`in_hand`) or not. Asked of the rules rather than worked out again
    here, so a ceiling can never disagree with what a hand is charged."""
    game: TableGame[str] = TableGame.from_rules(("closer", "player"), rules)
    charged = game.record_hand(
        closer="closer",
        points={"player": MOST_IN_HAND},
        in_hand_close=in_hand,
        not_opened=("player",) if not_opened else (),
    )
    return charged.penalties["player"]


def unlikely_penalties(rules: Scala40Rules, hand: HandResult[P]) -> list[Unlikely]:
    """Findings for one hand as the table charged it: each player, in seat order, who pays
    more than any hand can cost them under `rules`; empty when every figure can be.

    >>> game = TableGame(["Anna", "Bruno", "Carla"])
    >>> hand = game.record_hand(closer="Anna", points={"Bruno": 45, "Carla": 450})
    >>> [(f.player, f.value, f.limit) for f in unlikely_penalties(game.rules, hand)]
    [('Carla', 450, 198)]
    """
    found = []
    for player, paid in hand.penalties.items():
        # A chiusura in mano changes a charge only under a doubling rule, which marks the hand.
        most = most_charged(rules, in_hand=hand.doubled, not_opened=player in hand.not_opened)
        if paid > most:
            found.append(
                Unlikely(
                    UnlikelyCode.PENALTY_OVER_HAND, paid, most, hand=hand.number, player=player
                )
            )
    return found
