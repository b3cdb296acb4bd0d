"""Scala 40 hand penalties no hand can cost, asked about before they are saved.

Worked out by hand from /work/shared/domain/scala40.md ("The game, as far as scoring goes"):

- Each player holds 13 cards; the 108-card pack is two French decks and 4 jokers. The dearest
  13 cards a player can be left with: the 4 jokers at 25 (100), the 8 aces at 11 (88: 4 suits
  in each of the 2 decks), which makes 12 cards and 188; the 13th is the dearest card left,
  a 10, J, Q or K at 10. So a hand can cost at most 198.
- Chiusura in mano: the others' penalty is doubled, 396 at most; under FISCA's rule a player
  who had not opened pays a flat 100, not doubled; the house doubling doubles that flat 100
  too (200), or the cards held (396).
- The flat 100 for a player who had not opened: 100, whatever the cards.
- Simplified scoring: 1-15 points count 1, 16-25 count 2, and so on up by tens: 186-195
  count 19 and 196-205 count 20, so 198 counts 20 (and 205 too: it cannot be told apart once
  counted); a player who had not opened counts 10 (Torneo's setting, the domain's "all cards
  in hand count 10").
"""

from __future__ import annotations

import pytest

from scoring.plausibility import UnlikelyCode
from scoring.scala40 import InHandRule, NotOpenedRule, Scala40Rules, TableGame
from scoring.scala40_plausibility import MOST_IN_HAND, most_charged, unlikely_penalties

OFFICIAL = Scala40Rules()
FLAT = Scala40Rules(not_opened=NotOpenedRule.FLAT)
FISCA = Scala40Rules(in_hand_rule=InHandRule.FISCA)
HOUSE = Scala40Rules(in_hand_rule=InHandRule.HOUSE)
HOUSE_FLAT = Scala40Rules(in_hand_rule=InHandRule.HOUSE, not_opened=NotOpenedRule.FLAT)
SIMPLIFIED = Scala40Rules(simplified=True, limit=100)
SIMPLIFIED_HOUSE = Scala40Rules(simplified=True, limit=100, in_hand_rule=InHandRule.HOUSE)


def test_thirteen_cards_are_worth_at_most_198() -> None:
    assert MOST_IN_HAND == 4 * 25 + 8 * 11 + 10 == 198


# (rules, chiusura in mano, had not opened, the most that hand can cost the player)
CEILINGS = [
    (OFFICIAL, False, False, 198),
    (OFFICIAL, False, True, 198),  # the official rule: the value of the cards held
    (OFFICIAL, True, False, 198),  # no doubling rule: a chiusura in mano is any close
    (FLAT, False, True, 100),
    (FLAT, False, False, 198),
    (FISCA, True, False, 396),
    (FISCA, True, True, 100),  # FISCA: flat 100, not doubled, whatever the cards
    (FISCA, False, True, 198),  # no chiusura in mano: the cards held
    (HOUSE, True, False, 396),
    (HOUSE, True, True, 396),  # the cards held, doubled
    (HOUSE_FLAT, True, True, 200),  # the flat 100, doubled
    (SIMPLIFIED, False, False, 20),
    (SIMPLIFIED, False, True, 10),
    (SIMPLIFIED_HOUSE, True, False, 40),
    (SIMPLIFIED_HOUSE, True, True, 20),
]


@pytest.mark.parametrize(("rules", "in_hand", "not_opened", "most"), CEILINGS)
def test_the_most_a_hand_can_cost(rules, in_hand, not_opened, most) -> None:
    assert most_charged(rules, in_hand=in_hand, not_opened=not_opened) == most


def _findings(rules: Scala40Rules, typed: int, *, in_hand: bool = False, not_opened=False):
    """Anna closes; Bruno is left with 10; Carla with `typed` (or had not opened)."""
    game = TableGame.from_rules(["Anna", "Bruno", "Carla"], rules)
    hand = game.record_hand(
        closer="Anna",
        points={"Bruno": 10, "Carla": typed},
        in_hand_close=in_hand,
        not_opened=["Carla"] if not_opened else [],
    )
    return [(f.code, f.player, f.value, f.limit, f.hand) for f in unlikely_penalties(rules, hand)]


# (rules, the figure typed for Carla, chiusura in mano, Carla had not opened, what is asked)
EDGES = [
    (OFFICIAL, 45, False, False, None),
    (OFFICIAL, 198, False, False, None),  # the most exactly: saved without a question
    (OFFICIAL, 199, False, False, (199, 198)),  # one past it: asked
    (OFFICIAL, 450, False, False, (450, 198)),  # 45 typed 450
    (OFFICIAL, 199, False, True, (199, 198)),  # not opened, paying the cards held
    (FLAT, 450, False, True, None),  # not opened on the flat rule: 100, whatever is typed
    (FISCA, 198, True, False, None),  # 396 exactly
    (FISCA, 199, True, False, (398, 396)),  # the next figure a doubled hand can charge
    (FISCA, 450, True, True, None),  # FISCA's flat 100 for the player not opened
    (HOUSE, 198, True, True, None),
    (HOUSE, 199, True, True, (398, 396)),
    (HOUSE_FLAT, 450, True, True, None),  # 200: the flat 100 doubled
    (SIMPLIFIED, 205, False, False, None),  # counts 20, as 198 does
    (SIMPLIFIED, 206, False, False, (21, 20)),
    (SIMPLIFIED_HOUSE, 198, True, False, None),  # 20, doubled: 40
    (SIMPLIFIED_HOUSE, 206, True, False, (42, 40)),
]


@pytest.mark.parametrize(("rules", "typed", "in_hand", "not_opened", "asked"), EDGES)
def test_a_penalty_past_the_most_is_asked_about(rules, typed, in_hand, not_opened, asked) -> None:
    """Each finding names the hand, the player, what they would pay and the most."""
    expected = [] if asked is None else [(UnlikelyCode.PENALTY_OVER_HAND, "Carla", *asked, 1)]
    assert _findings(rules, typed, in_hand=in_hand, not_opened=not_opened) == expected


def test_every_player_past_the_most_is_named_in_seat_order() -> None:
    game = TableGame(["Anna", "Bruno", "Carla", "Dario"])
    game.record_hand(closer="Anna", points={"Bruno": 30, "Carla": 40, "Dario": 20})
    hand = game.record_hand(closer="Bruno", points={"Anna": 300, "Carla": 45, "Dario": 250})
    found = [(f.player, f.value, f.hand) for f in unlikely_penalties(game.rules, hand)]
    assert found == [("Anna", 300, 2), ("Dario", 250, 2)]
