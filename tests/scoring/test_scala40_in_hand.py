"""Chiusura in mano: what it does to the other players' penalties under each rule.

From /work/shared/domain/scala40.md and the rule articles in /work/shared/sources/ ("Chiusura
in mano double": the others count double what they hold; "Dans la version de la FISCA, le
joueur qui a encore toutes ses cartes en main quand l'autre ferme marque 100 points, quelle
que soit la valeur de ses cartes"; the house tables' FAQ: "la sanction peut être doublée").
Card values left in hand: joker 25, ace 11, J/Q/K 10, 2-10 their face value.

- OFF: the official rule, a chiusura in mano scores as any close.
- FISCA: a player who had opened pays twice the cards; one who had not opened pays a flat
  100, whatever the cards, not doubled.
- HOUSE: everyone but the closer pays double, the not-opened player too (the flat 100
  becomes 200, the cards held count twice).
"""

from __future__ import annotations

import pytest

from scoring.scala40 import (
    GameErrorCode,
    InHandRule,
    InvalidGame,
    LimitRule,
    NotOpenedRule,
    Scala40Rules,
    TableGame,
)

OFF, FISCA, HOUSE = InHandRule.OFF, InHandRule.FISCA, InHandRule.HOUSE
CARDS, FLAT = NotOpenedRule.CARDS_HELD, NotOpenedRule.FLAT
# Thirteen cards never laid: K Q J 10 (40) + 9 8 7 6 5 4 3 2 (44) + an ace (11) = 95.
FULL_HAND = "K Q J 10 9 8 7 6 5 4 3 2 A"
# Thirteen cards heavier than 100: two jokers (50), two aces (22), K K Q Q J J (60),
# 10 9 8 (27) = 159.
HEAVY_HAND = "JK JK A A K K Q Q J J 10 9 8"


@pytest.mark.parametrize(
    ("rule", "not_opened_rule", "in_hand", "opened_cards", "not_opened_cards", "paid"),
    [
        # A player who had opened holds K Q 5 (25); one who had not, the full hand (95).
        (OFF, CARDS, True, "K Q 5", FULL_HAND, (25, 95)),
        (OFF, FLAT, True, "K Q 5", FULL_HAND, (25, 100)),
        (FISCA, CARDS, True, "K Q 5", FULL_HAND, (50, 100)),
        (FISCA, FLAT, True, "K Q 5", FULL_HAND, (50, 100)),
        (FISCA, CARDS, True, "K Q 5", HEAVY_HAND, (50, 100)),
        (HOUSE, CARDS, True, "K Q 5", FULL_HAND, (50, 190)),
        (HOUSE, FLAT, True, "K Q 5", FULL_HAND, (50, 200)),
        # Jokers and aces count 25 and 11, then double: JK A = 36 -> 72.
        (FISCA, CARDS, True, "JK A", FULL_HAND, (72, 100)),
        (HOUSE, FLAT, True, "JK A", FULL_HAND, (72, 200)),
        # An ordinary close doubles nothing whatever the rule.
        (FISCA, CARDS, False, "K Q 5", FULL_HAND, (25, 95)),
        (FISCA, FLAT, False, "K Q 5", FULL_HAND, (25, 100)),
        (HOUSE, CARDS, False, "K Q 5", FULL_HAND, (25, 95)),
        (HOUSE, FLAT, False, "K Q 5", FULL_HAND, (25, 100)),
    ],
)
def test_what_each_player_pays(
    rule: InHandRule,
    not_opened_rule: NotOpenedRule,
    in_hand: bool,
    opened_cards: str,
    not_opened_cards: str,
    paid: tuple[int, int],
) -> None:
    """A closes (in hand or not); B had opened; C had not: the closer 0, B and C as the rule."""
    game = TableGame(["A", "B", "C"], limit=501, in_hand_rule=rule, not_opened=not_opened_rule)
    result = game.record_hand(
        closer="A",
        points={"B": opened_cards, "C": not_opened_cards},
        in_hand_close=in_hand,
        not_opened=["C"],
    )
    assert result.penalties == {"A": 0, "B": paid[0], "C": paid[1]}
    assert game.totals == result.penalties


@pytest.mark.parametrize(
    ("rule", "doubled_for"),
    [(OFF, ()), (FISCA, ("B", "D")), (HOUSE, ("B", "C", "D"))],
)
def test_whose_penalty_was_doubled(rule: InHandRule, doubled_for: tuple[str, ...]) -> None:
    """The hand says whose penalty it doubled: never the closer, under FISCA not the player
    who had not opened, under the house rule everyone else."""
    game = TableGame(["A", "B", "C", "D"], limit=501, in_hand_rule=rule, not_opened=FLAT)
    result = game.record_hand(
        closer="A", points={"B": 10, "D": 4}, in_hand_close=True, not_opened=["C"]
    )
    assert result.doubled is (rule is not OFF)
    assert result.doubled_for == doubled_for


def test_fisca_needs_no_cards_for_a_player_who_had_not_opened() -> None:
    """Under FISCA the 100 is owed whatever the cards, so none need be given, even where a
    player not opened otherwise pays the cards held; an ordinary close still needs them."""
    game = TableGame(["A", "B", "C"], limit=501, in_hand_rule=FISCA)
    result = game.record_hand(closer="A", points={"B": 7}, in_hand_close=True, not_opened=["C"])
    assert result.penalties == {"A": 0, "B": 14, "C": 100}
    with pytest.raises(InvalidGame) as caught:
        game.record_hand(closer="A", points={"B": 7}, not_opened=["C"])
    assert caught.value.code is GameErrorCode.MISSING_POINTS


def test_fisca_charges_a_player_not_opened_given_zero() -> None:
    """A 0 written for a player not opened (the paper's blank) is not a second closer: the
    100 is owed."""
    game = TableGame(["A", "B", "C"], in_hand_rule=FISCA)
    result = game.record_hand(
        closer="A", points={"B": 7, "C": 0}, in_hand_close=True, not_opened=["C"]
    )
    assert result.penalties["C"] == 100


@pytest.mark.parametrize(
    ("rule", "paid"),
    [
        # Simplified: 16 in hand counts 2; all cards in hand count 10.
        (OFF, (2, 10)),
        (FISCA, (4, 10)),
        (HOUSE, (4, 20)),
    ],
)
def test_simplified_scoring(rule: InHandRule, paid: tuple[int, int]) -> None:
    """In simplified scoring the not-opened count is 10: FISCA keeps it once, the house
    rule doubles it as everything else."""
    game = TableGame(["A", "B", "C"], limit=100, simplified=True, in_hand_rule=rule)
    result = game.record_hand(closer="A", points={"B": 16}, in_hand_close=True, not_opened=["C"])
    assert (result.penalties["B"], result.penalties["C"]) == paid


@pytest.mark.parametrize(("rule", "paid"), [(OFF, 1), (FISCA, 2), (HOUSE, 2)])
def test_an_ace_left_alone(rule: InHandRule, paid: int) -> None:
    """With the ace-alone variant a lone ace counts 1, then the chiusura in mano doubles it."""
    game = TableGame(["A", "B"], ace_alone_one=True, in_hand_rule=rule)
    result = game.record_hand(closer="A", points={"B": "A"}, in_hand_close=True)
    assert result.penalties["B"] == paid


@pytest.mark.parametrize(
    ("rule", "limit_rule", "out"),
    [
        # B 60 holds 25: 85 ordinary, 110 doubled. C 1 had not opened and holds 95: 96
        # ordinary, 101 under FISCA (the flat 100), 191 under the house rule.
        (OFF, LimitRule.REACH, ()),
        (FISCA, LimitRule.REACH, ("B", "C")),
        (FISCA, LimitRule.EXCEED, ("B",)),
        (HOUSE, LimitRule.REACH, ("B", "C")),
        (HOUSE, LimitRule.EXCEED, ("B", "C")),
    ],
)
def test_eliminated_through_a_doubled_penalty(
    rule: InHandRule, limit_rule: LimitRule, out: tuple[str, ...]
) -> None:
    """The doubled penalty counts towards the limit of 101 like any other."""
    game = TableGame(["A", "B", "C", "D"], in_hand_rule=rule, limit_rule=limit_rule)
    game.record_hand(closer="D", points={"A": 30, "B": 60, "C": 1})
    result = game.record_hand(
        closer="A",
        points={"B": "K Q 5", "C": FULL_HAND, "D": 2},
        in_hand_close=True,
        not_opened=["C"],
    )
    assert result.eliminated == out


def test_fisca_places_the_doubled_above_the_flat_hundred() -> None:
    """B (50 + 2 x 30 = 110) and C (20 + 100 = 120) go out in the same FISCA hand: the lower
    total places higher; the house rule (C 20 + 2 x 95 = 210) keeps that order, with
    different totals."""
    for rule, c_total in ((FISCA, 120), (HOUSE, 210)):
        game = TableGame(["A", "B", "C"], in_hand_rule=rule)
        game.record_hand(closer="A", points={"B": 50, "C": 20})
        game.record_hand(
            closer="A",
            points={"B": "K Q J", "C": FULL_HAND},
            in_hand_close=True,
            not_opened=["C"],
        )
        assert game.totals == {"A": 0, "B": 110, "C": c_total}
        assert game.is_over and game.placings() == [("A",), ("B",), ("C",)]


def test_replay_keeps_the_rule() -> None:
    """A game replayed from its events under the same rule gives the same penalties."""
    game = TableGame(["A", "B", "C"], in_hand_rule=FISCA)
    game.record_hand(closer="A", points={"B": 12}, in_hand_close=True, not_opened=["C"])
    again = game.without_last_event()
    assert again.totals == {"A": 0, "B": 0, "C": 0}
    replayed = TableGame.replay(["A", "B", "C"], game.events, in_hand_rule=FISCA)
    assert replayed.totals == {"A": 0, "B": 24, "C": 100}


@pytest.mark.parametrize(
    ("data", "rule"),
    [
        ({}, OFF),
        ({"in_hand_rule": "fisca"}, FISCA),
        ({"in_hand_rule": "house"}, HOUSE),
        # Rules written before the choice had a doubling switch: on was the house doubling.
        ({"in_hand_doubling": True}, HOUSE),
        ({"in_hand_doubling": False}, OFF),
    ],
)
def test_rules_read_from_data(data: dict[str, object], rule: InHandRule) -> None:
    """Rules read from plain data, the older switch included, and written back alike."""
    rules = Scala40Rules.from_dict(data)
    assert rules.in_hand_rule is rule
    assert Scala40Rules.from_dict(rules.to_dict()) == rules


@pytest.mark.parametrize("data", [{"in_hand_rule": "double"}, {"in_hand_doubling": "yes"}])
def test_unknown_rule_refused(data: dict[str, object]) -> None:
    """A rule that is not one of the three is a bad setting."""
    with pytest.raises(InvalidGame) as caught:
        Scala40Rules.from_dict(data)
    assert caught.value.code is GameErrorCode.BAD_SETTING
