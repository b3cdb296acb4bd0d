"""Card values for both games and the notation a director types."""

from __future__ import annotations

import pytest

from scoring.cards import (
    Card,
    CardErrorCode,
    InvalidCards,
    Rank,
    Suit,
    burraco_card_value,
    burraco_value,
    opening_value,
    parse_cards,
    scala40_card_penalty,
    scala40_penalty,
)


@pytest.mark.parametrize(
    ("rank", "value"),
    [
        (Rank.JOKER, 30),
        (Rank.TWO, 20),
        (Rank.ACE, 15),
        (Rank.EIGHT, 10),
        (Rank.NINE, 10),
        (Rank.TEN, 10),
        (Rank.JACK, 10),
        (Rank.QUEEN, 10),
        (Rank.KING, 10),
        (Rank.THREE, 5),
        (Rank.FOUR, 5),
        (Rank.FIVE, 5),
        (Rank.SIX, 5),
        (Rank.SEVEN, 5),
    ],
)
def test_burraco_values(rank: Rank, value: int) -> None:
    """Every rank's burraco value, as in the domain table."""
    assert burraco_card_value(Card(rank)) == value


@pytest.mark.parametrize(
    ("rank", "value"),
    [
        (Rank.JOKER, 25),
        (Rank.ACE, 11),
        (Rank.KING, 10),
        (Rank.QUEEN, 10),
        (Rank.JACK, 10),
        (Rank.TEN, 10),
        (Rank.NINE, 9),
        (Rank.FIVE, 5),
        (Rank.TWO, 2),
    ],
)
def test_scala40_penalties(rank: Rank, value: int) -> None:
    """Every rank's scala 40 penalty in hand, as in the domain table."""
    assert scala40_card_penalty(Card(rank)) == value


def test_whole_pack_is_worth_1080() -> None:
    """Two decks and four jokers are worth 1,080 burraco points."""
    deck = [Card(rank, suit) for rank in Rank if rank is not Rank.JOKER for suit in Suit]
    pack = deck * 2 + [Card(Rank.JOKER)] * 4
    assert len(pack) == 108
    assert burraco_value(pack) == 1080


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A", [Card(Rank.ACE)]),
        ("10h", [Card(Rank.TEN, Suit.HEARTS)]),
        (
            "ks qd js",
            [
                Card(Rank.KING, Suit.SPADES),
                Card(Rank.QUEEN, Suit.DIAMONDS),
                Card(Rank.JACK, Suit.SPADES),
            ],
        ),
        (
            "7♣,2♥ , 9♦",
            [
                Card(Rank.SEVEN, Suit.CLUBS),
                Card(Rank.TWO, Suit.HEARTS),
                Card(Rank.NINE, Suit.DIAMONDS),
            ],
        ),
        ("JK jolly * Joker", [Card(Rank.JOKER)] * 4),
        ("R D F", [Card(Rank.KING), Card(Rank.QUEEN), Card(Rank.JACK)]),
        (
            "Rc Dq Fp 7f",
            [
                Card(Rank.KING, Suit.HEARTS),
                Card(Rank.QUEEN, Suit.DIAMONDS),
                Card(Rank.JACK, Suit.SPADES),
                Card(Rank.SEVEN, Suit.CLUBS),
            ],
        ),
        ("Ac", [Card(Rank.ACE, Suit.CLUBS)]),
        ("Ac Ah", [Card(Rank.ACE, Suit.CLUBS), Card(Rank.ACE, Suit.HEARTS)]),
        ("Ac Ap", [Card(Rank.ACE, Suit.HEARTS), Card(Rank.ACE, Suit.SPADES)]),
        ("Ks Ff", [Card(Rank.KING, Suit.SPADES), Card(Rank.JACK, Suit.CLUBS)]),
        ("", []),
        ("  ,  ", []),
    ],
)
def test_parse_notation(text: str, expected: list[Card]) -> None:
    """Ranks, Italian letters, jokers, suits as letters or symbols, spaces or commas."""
    assert parse_cards(text) == expected


@pytest.mark.parametrize(
    ("text", "token"),
    [("K 11 Q", "11"), ("As Zz", "Zz"), ("1", "1"), ("10x", "10x"), ("JKs", "JKs"), ("K♠♠", "K♠♠")],
)
def test_bad_token_is_named(text: str, token: str) -> None:
    """A malformed token is refused and named as typed."""
    with pytest.raises(InvalidCards) as caught:
        parse_cards(text)
    assert caught.value.code is CardErrorCode.UNKNOWN_TOKEN
    assert caught.value.data["token"] == token


def test_too_many_copies() -> None:
    """A third king of spades, or a fifth joker, is not in the pack."""
    with pytest.raises(InvalidCards) as caught:
        parse_cards("Ks Ks K♠")
    assert caught.value.code is CardErrorCode.TOO_MANY_COPIES
    with pytest.raises(InvalidCards):
        parse_cards("* * * * JK")
    assert len(parse_cards("K K K")) == 3  # without suits, three kings are possible


def test_values_of_typed_hands() -> None:
    """A typed hand gives both games' values: A 2 K JK = 15+20+10+30 and 11+2+10+25."""
    cards = parse_cards("A, 2, K, JK")
    assert burraco_value(cards) == 75
    assert scala40_penalty(cards) == 48


def test_ace_alone_variant() -> None:
    """An ace left alone counts 11, or 1 with the variant; with other cards always 11."""
    assert scala40_penalty(parse_cards("A")) == 11
    assert scala40_penalty(parse_cards("A"), ace_alone_one=True) == 1
    assert scala40_penalty(parse_cards("A 5"), ace_alone_one=True) == 16


@pytest.mark.parametrize(
    ("melds", "value", "opens"),
    [
        (["Kh Ks Kd", "3s 4s 5s"], 42, True),
        (["Kh Ks Kd"], 30, False),
        (["Qh Kh Ah", "Ac 2c 3c"], 37, False),
        (["10h 10s 10d 10c"], 40, True),
        (["9h 9s 9d", "10c Jc Qc Kc"], 67, True),
        (["4h 4s 4d", "3c 4c 5c 6c 7c"], 37, False),
        (["Ah As Ad"], 33, False),
        (["Kh Ks *"], 30, False),
        (["5c * 7c"], 18, False),
        (["Qc Kc *"], 31, False),
        (["Ac 2c *"], 6, False),
    ],
)
def test_opening_examples(melds: list[str], value: int, opens: bool) -> None:
    """The opening examples of the rules (three kings + 3-4-5 = 42, ...) and jokers."""
    total = opening_value(parse_cards(meld) for meld in melds)
    assert total == value
    assert (total >= 40) is opens
