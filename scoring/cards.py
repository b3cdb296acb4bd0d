"""Cards: their values in burraco and in scala 40, and a notation parser for directors.

A director types what was left in a hand, e.g. ``"K♠ 10h, 3 JOLLY"`` or the Italian
``"Rc Dq Fp 7f"``, and gets the cards and their value.

Ranks: ``A 2 .. 10 J Q K``, Italian ``R`` (re, king), ``D`` (donna, queen), ``F`` (fante,
jack). Jokers: ``JK``, ``JOLLY``, ``JOKER``, ``*``. Suits are optional: English letters
``s h d c``, Italian ``p c q f`` (picche, cuori, quadri, fiori) or symbols ``♠ ♥ ♦ ♣``.
The letter ``c`` is clubs in English and cuori (hearts) in Italian: it reads as hearts when
the text uses another Italian-only suit letter (``p q f``) and no English-only one
(``s h d``), and as clubs otherwise. Suits never change a value. Tokens are separated by
spaces or commas; case does not matter.

>>> cards = parse_cards("K♠ 10h, 3 JOLLY")
>>> burraco_value(cards), scala40_penalty(cards)
(55, 48)
>>> parse_cards("Rc Dq")[0]
Card(rank=<Rank.KING: 13>, suit=<Suit.HEARTS: 'h'>)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from scoring.errors import ScoringError


class Rank(Enum):
    """A card's rank; the value is the rank's number (ace 1, jack 11, ...; joker 0)."""

    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def number(self) -> int:
        """The rank as a number: ace 1, 2..10, jack 11, queen 12, king 13, joker 0."""
        return int(self.value)


class Suit(Enum):
    """A French suit."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"


@dataclass(frozen=True)
class Card:
    """One card; ``suit`` is ``None`` when not given (and always for a joker)."""

    rank: Rank
    suit: Suit | None = None

    @property
    def is_joker(self) -> bool:
        """True for a joker (jolly)."""
        return self.rank is Rank.JOKER


class CardErrorCode(Enum):
    """Why a card notation was refused."""

    UNKNOWN_TOKEN = "unknown_token"
    """A token is neither a card nor a joker; ``data["token"]`` is the token as typed."""
    TOO_MANY_COPIES = "too_many_copies"
    """More copies of a card than the pack holds (108 cards: 2 of each, 4 jokers; 162 cards:
    3 of each, 6 jokers)."""


class InvalidCards(ScoringError):
    """A card notation could not be read; ``code`` is a :class:`CardErrorCode`."""


#: One French deck's burraco value: 4 suits of A 15, 2 20, 3-7 5 each, 8-K 10 each (120 a
#: suit), and its 2 jokers at 30.
DECK_VALUE = 4 * (15 + 20 + 5 * 5 + 6 * 10) + 2 * 30
#: Cards in one deck: 52 and 2 jokers.
DECK_CARDS = 54


@dataclass(frozen=True)
class Pack:
    """The cards a table plays with: ``decks`` French decks of 52 cards and 2 jokers each.

    A table of two pairs plays the 108-card pack (2 decks); a table of three pairs the 162-card
    pack (3 decks). Every pack check (copies of a card, the value of the cards in a hand) reads
    its limits here, so the two tables share the checks and differ only in the pack.

    >>> PACK_108.cards, PACK_108.value, PACK_108.pinelle, PACK_108.jokers
    (108, 1080, 8, 4)
    >>> PACK_162.cards, PACK_162.value, PACK_162.pinelle, PACK_162.jokers
    (162, 1620, 12, 6)
    """

    decks: int = 2

    @property
    def cards(self) -> int:
        """How many cards the pack holds."""
        return DECK_CARDS * self.decks

    @property
    def value(self) -> int:
        """The burraco value of every card of the pack."""
        return DECK_VALUE * self.decks

    @property
    def copies_per_card(self) -> int:
        """How many copies of one card (rank and suit) the pack holds."""
        return self.decks

    @property
    def jokers(self) -> int:
        """How many jokers (jolly) the pack holds."""
        return 2 * self.decks

    @property
    def pinelle(self) -> int:
        """How many 2s (pinelle) the pack holds."""
        return 4 * self.decks


#: The table of two pairs' pack: two French decks and four jokers.
PACK_108 = Pack(decks=2)
#: The table of three pairs' pack (burraco a sei): three decks, 12 pinelle and 6 jokers.
PACK_162 = Pack(decks=3)

_RANKS = {
    "A": Rank.ACE,
    "J": Rank.JACK,
    "F": Rank.JACK,
    "Q": Rank.QUEEN,
    "D": Rank.QUEEN,
    "K": Rank.KING,
    "R": Rank.KING,
    **{str(n): Rank(n) for n in range(2, 11)},
}
_JOKERS = {"JK", "JOLLY", "JOKER", "*"}
_SUIT_SYMBOLS = {
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
_ENGLISH = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
_ITALIAN = {"P": Suit.SPADES, "C": Suit.HEARTS, "Q": Suit.DIAMONDS, "F": Suit.CLUBS}
_TOKEN = re.compile(r"^(10|[AJFQDKR2-9])([SHDCPQF♠♤♥♡♦♢♣♧]?)$")
_SEPARATORS = re.compile(r"[\s,;]+")


def _split(text: str) -> list[tuple[str, str, str]]:
    """``(token as typed, rank part, suit part)`` for each card token; jokers have no parts."""
    parts: list[tuple[str, str, str]] = []
    for token in _SEPARATORS.split(text.strip()):
        if not token:
            continue
        upper = token.upper()
        if upper in _JOKERS:
            parts.append((token, "*", ""))
            continue
        match = _TOKEN.match(upper)
        if match is None:
            raise InvalidCards(CardErrorCode.UNKNOWN_TOKEN, token=token)
        parts.append((token, match.group(1), match.group(2)))
    return parts


def parse_cards(text: str, pack: Pack = PACK_108) -> list[Card]:
    """The cards written in ``text`` (see the module docstring for the notation).

    Raises :class:`InvalidCards` naming the first token that is not a card, or when a card
    appears more often than ``pack`` (the 108-card pack unless told) allows.
    """
    parts = _split(text)
    letters = {suit for _, _, suit in parts if suit.isalpha()}
    italian = bool(letters & {"P", "Q", "F"}) and not letters & {"S", "H", "D"}
    # Only "c" is ambiguous; every other letter means one suit whatever the language.
    letter_suits = {**_ENGLISH, **_ITALIAN} if italian else {**_ITALIAN, **_ENGLISH}
    cards: list[Card] = []
    for _, rank, suit in parts:
        if rank == "*":
            cards.append(Card(Rank.JOKER))
        else:
            cards.append(Card(_RANKS[rank], _SUIT_SYMBOLS.get(suit) or letter_suits.get(suit)))
    _check_copies(cards, parts, pack)
    return cards


def _check_copies(cards: list[Card], parts: list[tuple[str, str, str]], pack: Pack) -> None:
    """Refuse more copies of a card than the pack holds (only checkable with suits)."""
    counts = Counter(cards)
    for index, card in enumerate(cards):
        limit = pack.jokers if card.is_joker else pack.copies_per_card
        if (card.is_joker or card.suit is not None) and counts[card] > limit:
            raise InvalidCards(
                CardErrorCode.TOO_MANY_COPIES, token=parts[index][0], count=counts[card]
            )


def burraco_card_value(card: Card) -> int:
    """A card's burraco value: joker 30, 2 20, ace 15, 8 to K 10, 3 to 7 5."""
    if card.is_joker:
        return 30
    if card.rank is Rank.TWO:
        return 20
    if card.rank is Rank.ACE:
        return 15
    return 10 if card.rank.number >= 8 else 5


def burraco_value(cards: Iterable[Card]) -> int:
    """The burraco value of some cards (always a multiple of 5)."""
    return sum(burraco_card_value(card) for card in cards)


def scala40_card_penalty(card: Card) -> int:
    """A card's scala 40 penalty in hand: joker 25, ace 11, J/Q/K 10, 2-10 face value."""
    if card.is_joker:
        return 25
    if card.rank is Rank.ACE:
        return 11
    return min(card.rank.number, 10)


def scala40_penalty(cards: Iterable[Card], *, ace_alone_one: bool = False) -> int:
    """The scala 40 penalty for cards left in hand.

    With ``ace_alone_one`` (a house variant) an ace that is the only card left counts 1.
    """
    held = list(cards)
    if ace_alone_one and len(held) == 1 and held[0].rank is Rank.ACE:
        return 1
    return sum(scala40_card_penalty(card) for card in held)


#: Scala 40 opening: new melds worth at least this much in one turn.
OPENING_MINIMUM = 40


def opening_value(melds: Iterable[Iterable[Card]]) -> int:
    """The value of the melds a scala 40 player lays to open (it opens at 40 or more).

    Number cards count face value, J/Q/K 10; an ace 11 when high (Q-K-A) or in a set of aces,
    and 1 when low (A-2-3). A joker counts as the card it replaces: the set's rank in a set;
    in a run the first missing card inside the run, else the card above its top (below its
    bottom when the top is a high ace). When a joker's place is the player's choice
    and matters, pass the card it stands for instead.
    """
    return sum(_meld_value(list(meld)) for meld in melds)


def _meld_value(cards: list[Card]) -> int:
    """One opening meld's value (see :func:`opening_value`)."""
    naturals = [card.rank for card in cards if not card.is_joker]
    jokers = len(cards) - len(naturals)
    if not naturals:
        return 0
    if len(set(naturals)) == 1:
        rank = naturals[0]
        return len(cards) * (11 if rank is Rank.ACE else min(rank.number, 10))
    # A run: ace low when the run holds a 2, high otherwise (after the king).
    low_ace = Rank.TWO in naturals
    values = sorted(
        1 if r is Rank.ACE and low_ace else 14 if r is Rank.ACE else r.number for r in naturals
    )
    positions = list(values)
    for gap in range(values[0] + 1, values[-1]):
        if jokers and gap not in values:
            positions.append(gap)
            jokers -= 1
    top, bottom = values[-1], values[0]
    while jokers:
        if top < 14:
            top += 1
            positions.append(top)
        else:
            bottom -= 1
            positions.append(bottom)
        jokers -= 1
    return sum(1 if v == 1 else 11 if v == 14 else min(v, 10) for v in positions)
