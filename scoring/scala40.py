"""One scala 40 table played to elimination (or time): hands, totals, eliminations, placings.

A :class:`TableGame` is built from its players and rules and fed hands with
:meth:`TableGame.record_hand`. Every change is also kept as a value (:class:`Hand`,
:class:`ReEntry`, :class:`TimeOut`, ...: :mod:`scoring.scala40_events`) in
:attr:`TableGame.events`, so a stored game is rebuilt
with :meth:`TableGame.replay` and a mistake undone by replaying all but the last event.

>>> game = TableGame(["Anna", "Bruno", "Carla"])
>>> result = game.record_hand(closer="Anna", points={"Bruno": 60, "Carla": "K Q 10 JK 9"})
>>> game.totals
{'Anna': 0, 'Bruno': 60, 'Carla': 64}
>>> result = game.record_hand(closer="Bruno", points={"Anna": 30, "Carla": 40})
>>> result.eliminated, game.is_over
(('Carla',), False)
>>> result = game.record_hand(closer="Anna", points={"Bruno": 45})
>>> game.is_over, game.placings()
(True, [('Anna',), ('Bruno',), ('Carla',)])
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

from scoring.cards import parse_cards, scala40_penalty
from scoring.errors import ScoringError
from scoring.scala40_events import CardsLeft as CardsLeft
from scoring.scala40_events import Event as Event
from scoring.scala40_events import Forfeit as Forfeit
from scoring.scala40_events import Hand as Hand
from scoring.scala40_events import HandResult as HandResult
from scoring.scala40_events import PenaltyPoints as PenaltyPoints
from scoring.scala40_events import ReEntry as ReEntry
from scoring.scala40_events import TimeOut as TimeOut
from scoring.scala40_ties import (
    InvalidTieOrder,
    TieErrorCode,
    TieOrder,
    check_order,
    decide,
    full_ties,
)

P = TypeVar("P", bound=Hashable)


class LimitRule(Enum):
    """When a total eliminates a player."""

    REACH = "reach"
    """Out on reaching or passing the limit (``>=``), the official rule."""
    EXCEED = "exceed"
    """Out only on passing it (``>``)."""


class NotOpenedRule(Enum):
    """What a player who had not opened pays."""

    CARDS_HELD = "cards_held"
    """The value of all the cards held (the official rule)."""
    FLAT = "flat"
    """A flat amount (100 by default), whatever the cards."""


class InHandRule(Enum):
    """What a chiusura in mano (the closer lays all 13 cards at once, not having opened
    before) does to the other players' penalties."""

    OFF = "off"
    """Nothing: it scores as any other close (the official rule)."""
    FISCA = "fisca"
    """FISCA's variant: the penalty of every player who had opened is doubled; a player who
    had not opened (still holds every card) pays the flat not-opened amount (100 by
    default; 10 in simplified scoring), whatever the cards and not doubled."""
    HOUSE = "house"
    """The house doubling: every other player's penalty is doubled, a not-opened player's
    too (the flat 100 becomes 200, or the cards held count twice)."""


class GameErrorCode(Enum):
    """Why a scala 40 game or hand was refused."""

    TOO_FEW_PLAYERS = "too_few_players"
    """A table needs at least 2 players."""
    DUPLICATE_PLAYER = "duplicate_player"
    """A player is seated twice."""
    BAD_SETTING = "bad_setting"
    """A limit or amount that must be positive is not, or an option has a wrong type."""
    UNKNOWN_PLAYER = "unknown_player"
    """The player is not at this table."""
    PLAYER_ELIMINATED = "player_eliminated"
    """A hand gives points to (or closes for) a player already eliminated."""
    TWO_CLOSERS = "two_closers"
    """A player other than the closer has no points: only one player can go out."""
    CLOSER_WITH_POINTS = "closer_with_points"
    """The closer scores 0 for the hand."""
    CLOSER_NOT_OPENED = "closer_not_opened"
    """The closer is listed among the players who had not opened."""
    NEGATIVE_POINTS = "negative_points"
    """Points left in hand cannot be negative."""
    MISSING_POINTS = "missing_points"
    """An active player (not the closer) has no points for the hand."""
    GAME_OVER = "game_over"
    """The game has ended (one player left, or time was called)."""
    REENTRY_NOT_ALLOWED = "reentry_not_allowed"
    """Re-entry is off for this game."""
    REENTRY_LIMIT = "reentry_limit"
    """The player has used every re-entry allowed."""
    NOT_ELIMINATED = "not_eliminated"
    """Only an eliminated player can re-enter."""


class InvalidGame(ScoringError):
    """A scala 40 game or hand breaks a rule; ``code`` is a :class:`GameErrorCode`."""


@dataclass(frozen=True)
class Scala40Rules:
    """A table's scoring rules; the defaults are the official ones (all variants off).

    Variants: ``limit_rule`` ``EXCEED``; ``not_opened`` ``FLAT`` (``not_opened_flat``,
    100); ``in_hand_rule`` (what a chiusura in mano does, :class:`InHandRule`);
    ``ace_alone_one`` (an ace left alone counts 1, when cards are given); ``simplified``
    (1-15 points count 1, 16-25 count 2, ...; a player who had not opened counts
    ``simplified_not_opened``, 10); ``reentry`` (up to ``max_reentries`` times per player).
    """

    limit: int = 101
    limit_rule: LimitRule = LimitRule.REACH
    not_opened: NotOpenedRule = NotOpenedRule.CARDS_HELD
    not_opened_flat: int = 100
    in_hand_rule: InHandRule = InHandRule.OFF
    ace_alone_one: bool = False
    simplified: bool = False
    simplified_not_opened: int = 10
    reentry: bool = False
    max_reentries: int = 1

    def __post_init__(self) -> None:
        for name in ("limit", "not_opened_flat", "simplified_not_opened", "max_reentries"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise InvalidGame(GameErrorCode.BAD_SETTING, setting=name, value=value)
        for name in ("ace_alone_one", "simplified", "reentry"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidGame(GameErrorCode.BAD_SETTING, setting=name)
        if (
            not isinstance(self.limit_rule, LimitRule)
            or not isinstance(self.not_opened, NotOpenedRule)
            or not isinstance(self.in_hand_rule, InHandRule)
        ):
            raise InvalidGame(GameErrorCode.BAD_SETTING, setting="rule")

    def is_out(self, total: int) -> bool:
        """True when ``total`` eliminates a player."""
        if self.limit_rule is LimitRule.REACH:
            return total >= self.limit
        return total > self.limit

    def to_dict(self) -> dict[str, Any]:
        """The rules as plain JSON-ready data (enums by value)."""
        data = asdict(self)
        data["limit_rule"] = self.limit_rule.value
        data["not_opened"] = self.not_opened.value
        data["in_hand_rule"] = self.in_hand_rule.value
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Scala40Rules:
        """Rules from :meth:`to_dict`'s form (missing keys take the default).

        The form before :class:`InHandRule` had ``in_hand_doubling`` (true: every other
        penalty doubled), read as :attr:`InHandRule.HOUSE`, which is what it did.
        """
        try:
            values = dict(data)
            if "in_hand_doubling" in values:
                doubling = values.pop("in_hand_doubling")
                if not isinstance(doubling, bool):
                    raise InvalidGame(GameErrorCode.BAD_SETTING, setting="in_hand_doubling")
                values.setdefault("in_hand_rule", "house" if doubling else "off")
            if "in_hand_rule" in values:
                values["in_hand_rule"] = InHandRule(values["in_hand_rule"])
            if "limit_rule" in values:
                values["limit_rule"] = LimitRule(values["limit_rule"])
            if "not_opened" in values:
                values["not_opened"] = NotOpenedRule(values["not_opened"])
            return cls(**values)
        except (TypeError, ValueError) as error:
            if isinstance(error, ScoringError):
                raise
            raise InvalidGame(GameErrorCode.BAD_SETTING, reason=repr(error)) from None


def simplified_points(value: int) -> int:
    """The simplified-scoring count of ``value`` points: 1-15 are 1, 16-25 are 2, ..."""
    if value <= 0:
        return 0
    if value <= 15:
        return 1
    return 2 + (value - 16) // 10


class TableGame(Generic[P]):
    """A scala 40 table: players, their totals, the hands played, eliminations and placings.

    ``players`` are names or ids (any hashable values), in seat order. Keyword options are
    the fields of :class:`Scala40Rules`.
    """

    def __init__(
        self,
        players: Iterable[P],
        limit: int = 101,
        *,
        limit_rule: LimitRule = LimitRule.REACH,
        not_opened: NotOpenedRule = NotOpenedRule.CARDS_HELD,
        not_opened_flat: int = 100,
        in_hand_rule: InHandRule = InHandRule.OFF,
        ace_alone_one: bool = False,
        simplified: bool = False,
        simplified_not_opened: int = 10,
        reentry: bool = False,
        max_reentries: int = 1,
    ) -> None:
        self._players: tuple[P, ...] = tuple(players)
        if len(self._players) < 2:
            raise InvalidGame(GameErrorCode.TOO_FEW_PLAYERS, players=len(self._players))
        if len(set(self._players)) != len(self._players):
            raise InvalidGame(GameErrorCode.DUPLICATE_PLAYER, players=self._players)
        self.rules = Scala40Rules(
            limit=limit,
            limit_rule=limit_rule,
            not_opened=not_opened,
            not_opened_flat=not_opened_flat,
            in_hand_rule=in_hand_rule,
            ace_alone_one=ace_alone_one,
            simplified=simplified,
            simplified_not_opened=simplified_not_opened,
            reentry=reentry,
            max_reentries=max_reentries,
        )
        self._totals: dict[P, int] = dict.fromkeys(self._players, 0)
        # Elimination batches in order; a batch is the players one hand put out.
        self._out: list[list[P]] = []
        # Forfeit batches in order: the players who left the table together.
        self._left: list[list[P]] = []
        self._reentries: dict[P, int] = dict.fromkeys(self._players, 0)
        self._events: list[Event[P]] = []
        self._history: list[HandResult[P]] = []
        self._timed_out = False
        self._tie_orders: list[tuple[P, ...]] = []

    @classmethod
    def from_rules(cls, players: Iterable[P], rules: Scala40Rules) -> TableGame[P]:
        """A new game with the given rules."""
        return cls(players, **asdict(rules))

    @classmethod
    def replay(
        cls, players: Iterable[P], events: Iterable[Event[P]], **options: Any
    ) -> TableGame[P]:
        """A game rebuilt from its stored events (hands, re-entries, time-out), in order."""
        game: TableGame[P] = cls(players, **options)
        for event in events:
            game.apply(event)
        return game

    def apply(self, event: Event[P]) -> None:
        """Apply one stored event (what :meth:`replay` does for each)."""
        if isinstance(event, Hand):
            self.record_hand(
                closer=event.closer,
                points=dict(event.points),
                in_hand_close=event.in_hand_close,
                not_opened=event.not_opened,
                excused=event.excused,
                added=event.added,
            )
        elif isinstance(event, PenaltyPoints):
            self.penalise(event.player, event.points)
        elif isinstance(event, ReEntry):
            self.reenter(event.player)
        elif isinstance(event, TieOrder):
            self.break_tie(event.order)
        elif isinstance(event, Forfeit):
            self.forfeit(event.players)
        else:
            self.time_out()

    def without_last_event(self) -> TableGame[P]:
        """The game as it was before its last event (undo), as a new game."""
        return TableGame.replay(self._players, self._events[:-1], **asdict(self.rules))

    # -- what the game is now ---------------------------------------------------------------

    @property
    def players(self) -> tuple[P, ...]:
        """The players in seat order."""
        return self._players

    @property
    def totals(self) -> dict[P, int]:
        """Each player's penalty total (a copy)."""
        return dict(self._totals)

    @property
    def eliminated(self) -> tuple[P, ...]:
        """Players currently out, in the order they went out."""
        return tuple(player for batch in self._out for player in batch)

    @property
    def forfeited(self) -> tuple[P, ...]:
        """Players who left the table by forfeit, in the order they left."""
        return tuple(player for batch in self._left for player in batch)

    @property
    def active(self) -> tuple[P, ...]:
        """Players still in play, in seat order."""
        out = {*self.eliminated, *self.forfeited}
        return tuple(player for player in self._players if player not in out)

    @property
    def reentries(self) -> dict[P, int]:
        """How many times each player has re-entered."""
        return dict(self._reentries)

    @property
    def events(self) -> tuple[Event[P], ...]:
        """Every hand, re-entry, time-out and forfeit so far: what :meth:`replay` needs."""
        return tuple(self._events)

    @property
    def history(self) -> tuple[HandResult[P], ...]:
        """The result of every hand, in order (the rows of the table scoresheet)."""
        return tuple(self._history)

    @property
    def timed_out(self) -> bool:
        """True when time was called."""
        return self._timed_out

    @property
    def is_over(self) -> bool:
        """True when one player is left or time was called."""
        return self._timed_out or len(self.active) <= 1

    @property
    def winner(self) -> P | None:
        """The winner once the game is over, unless players share first place."""
        if not self.is_over:
            return None
        first = self.placings()[0]
        return first[0] if len(first) == 1 else None

    @property
    def ties(self) -> tuple[tuple[P, ...], ...]:
        """Once the game is over, the players the rules leave fully tied (out in the same
        hand on the same total, or level when time was called), a group per shared place,
        best first, whether or not the director ordered them; () while it is played."""
        return full_ties(self.rules_placings()) if self.is_over else ()

    @property
    def tie_orders(self) -> tuple[tuple[P, ...], ...]:
        """The director's orders for full ties (:meth:`break_tie`), best first each."""
        return tuple(self._tie_orders)

    def placings(self, *, tie_order: Sequence[P] | None = None) -> list[tuple[P, ...]]:
        """The finishing order, best first; each item is a group of tied players.

        Players in play come first, by total (lower better); then the eliminated, last out
        first; then those who left by forfeit, last to leave first (:meth:`forfeit`);
        players out in the same hand (or leaving together) by total, a full tie kept unless the
        director ordered it (:meth:`break_tie`), or ``tie_order`` (an order, best first,
        used instead of those) names every player of it. Before the game ends this is the
        order as it stands.
        """
        orders = self._tie_orders if tie_order is None else [tie_order]
        return decide(self.rules_placings(), orders)

    def rules_placings(self) -> list[tuple[P, ...]]:
        """The finishing order as the rules leave it, full ties kept."""
        order = _by_total(self.active, self._totals)
        for batch in (*reversed(self._out), *reversed(self._left)):
            order.extend(_by_total(batch, self._totals))
        return order

    # -- changing the game ------------------------------------------------------------------

    def record_hand(
        self,
        *,
        closer: P,
        points: Mapping[P, CardsLeft],
        in_hand_close: bool = False,
        not_opened: Iterable[P] = (),
        excused: Iterable[P] = (),
        added: Iterable[tuple[P, int]] = (),
    ) -> HandResult[P]:
        """Record one hand and return what it did.

        ``points`` maps each other player in play to the cards left in hand: their value,
        their notation or the cards (the closer may be left out or given 0). A player in
        ``not_opened`` pays by the not-opened rule and may be left out of ``points`` when that
        rule does not need the cards (flat amount, simplified scoring, or a chiusura in mano
        under FISCA's rule, which charges the flat amount whatever the cards).

        A player in ``excused`` who is in play and has nothing in the hand (no points, not
        the closer, not marked not opened) did not play it: the hand was played without them
        while a mistake, corrected since, had put them out. They pay nothing for it and stay
        in play (:attr:`HandResult.sat_out`). Anyone else in play with nothing is refused.

        ``added`` are penalty points the director gave players in play, counted in this hand
        (:func:`scoring.scala40_events.with_penalties`): on their total before the hand puts
        anyone out, so a player they bring to the limit is out in it (the closer too).
        """
        if self.is_over:
            raise InvalidGame(GameErrorCode.GAME_OVER)
        not_opened_set = tuple(dict.fromkeys(not_opened))
        active = self.active
        director: dict[P, int] = {}
        for player, extra in added:
            self._check_in_play(player, active)
            director[player] = director.get(player, 0) + self._value(player, extra)
        for player in (closer, *points, *not_opened_set):
            self._check_in_play(player, active)
        if closer in not_opened_set:
            raise InvalidGame(GameErrorCode.CLOSER_NOT_OPENED, player=closer)
        rules = self.rules
        doubled = in_hand_close and rules.in_hand_rule is not InHandRule.OFF
        # FISCA's chiusura in mano: a player who had not opened pays the flat amount, once.
        fisca = in_hand_close and rules.in_hand_rule is InHandRule.FISCA
        doubled_for: list[P] = []
        typed = {closer, *points, *not_opened_set}
        sat_out = tuple(p for p in dict.fromkeys(excused) if p in active and p not in typed)
        penalties: dict[P, int] = {}
        for player in active:
            if player in sat_out:
                continue
            if player == closer:
                if player in points and self._value(player, points[player]) != 0:
                    raise InvalidGame(
                        GameErrorCode.CLOSER_WITH_POINTS, player=player, points=points[player]
                    )
                penalties[player] = 0
                continue
            flat = player in not_opened_set and (
                fisca or rules.simplified or rules.not_opened is NotOpenedRule.FLAT
            )
            if flat:
                penalty = rules.simplified_not_opened if rules.simplified else rules.not_opened_flat
            else:
                if player not in points:
                    raise InvalidGame(GameErrorCode.MISSING_POINTS, player=player)
                value = self._value(player, points[player])
                if value == 0:
                    raise InvalidGame(GameErrorCode.TWO_CLOSERS, closer=closer, other=player)
                penalty = simplified_points(value) if rules.simplified else value
            if doubled and not (fisca and player in not_opened_set):
                penalty *= 2
                doubled_for.append(player)
            penalties[player] = penalty
        for player, penalty in (*penalties.items(), *director.items()):
            self._totals[player] += penalty
        out = [
            p for p in active if (p != closer or p in director) and rules.is_out(self._totals[p])
        ]
        if out:
            self._out.append(out)
        self._events.append(
            Hand(
                closer,
                tuple(points.items()),
                in_hand_close,
                tuple(not_opened_set),
                sat_out,
                tuple(director.items()),
            )
        )
        result = HandResult(
            number=len(self._history) + 1,
            closer=closer,
            penalties=penalties,
            totals=self.totals,
            eliminated=tuple(out),
            doubled=doubled,
            not_opened=tuple(not_opened_set),
            is_over=self.is_over,
            placings=tuple(self.placings()),
            sat_out=sat_out,
            doubled_for=tuple(doubled_for),
            added=director,
        )
        self._history.append(result)
        return result

    def reenter(self, player: P) -> int:
        """Bring an eliminated player back with the highest total in play; returns it.

        Only with the re-entry variant, up to ``max_reentries`` times per player, and while
        the game is on (it ends as soon as one player is left).
        """
        if not self.rules.reentry:
            raise InvalidGame(GameErrorCode.REENTRY_NOT_ALLOWED, player=player)
        if player not in self._totals:
            raise InvalidGame(GameErrorCode.UNKNOWN_PLAYER, player=player)
        if self.is_over:
            raise InvalidGame(GameErrorCode.GAME_OVER)
        if player not in self.eliminated:
            raise InvalidGame(GameErrorCode.NOT_ELIMINATED, player=player)
        if self._reentries[player] >= self.rules.max_reentries:
            raise InvalidGame(
                GameErrorCode.REENTRY_LIMIT, player=player, limit=self.rules.max_reentries
            )
        self._totals[player] = max(self._totals[p] for p in self.active)
        self._out = [[p for p in batch if p != player] for batch in self._out]
        self._out = [batch for batch in self._out if batch]
        self._reentries[player] += 1
        self._events.append(ReEntry(player))
        return self._totals[player]

    def penalise(self, player: P, points: int) -> None:
        """Penalty points the director gave a player before their first hand at the table
        (:class:`PenaltyPoints`): on their total from now on; a total at the limit puts them
        out, after whoever is out already. At any moment, once the game is over too."""
        if player not in self._totals:
            raise InvalidGame(GameErrorCode.UNKNOWN_PLAYER, player=player)
        self._totals[player] += self._value(player, points)
        if player in self.active and self.rules.is_out(self._totals[player]):
            self._out.append([player])
        self._events.append(PenaltyPoints(player, points))

    def time_out(self) -> None:
        """Call time: the game ends and is ranked by current totals."""
        if self.is_over:
            raise InvalidGame(GameErrorCode.GAME_OVER)
        self._timed_out = True
        self._events.append(TimeOut())

    def forfeit(self, players: Iterable[P]) -> None:
        """Players leave the table together (a forfeit): out of play from now on, whatever
        their total, and last at the table, below every player eliminated (the others'
        places close up). At any moment, once the game is over too; a tie order naming them
        keeps the others' order."""
        left = tuple(dict.fromkeys(players))
        for player in left:
            if player not in self._totals:
                raise InvalidGame(GameErrorCode.UNKNOWN_PLAYER, player=player)
            if player in self.forfeited:
                raise InvalidGame(GameErrorCode.PLAYER_ELIMINATED, player=player)
        self._out = [kept for batch in self._out if (kept := [p for p in batch if p not in left])]
        self._left.append(list(left))
        orders = (tuple(p for p in order if p not in left) for order in self._tie_orders)
        self._tie_orders = [order for order in orders if len(order) > 1]
        self._events.append(Forfeit(left))

    def break_tie(self, order: Sequence[P]) -> None:
        """The director's order, best first, for the players of one full tie (:attr:`ties`)
        once the game is over: a draw of cards at the table, or a decision. It replaces an
        order given before for the same players. :class:`scoring.scala40_ties.InvalidTieOrder`
        while the game is on, or for an order that is not one tie's players, each once."""
        if not self.is_over:
            raise InvalidTieOrder(TieErrorCode.GAME_NOT_OVER)
        given = check_order(self.rules_placings(), order)
        self._tie_orders = [o for o in self._tie_orders if set(o) != set(given)] + [given]
        self._events.append(TieOrder(given))

    # -- helpers ----------------------------------------------------------------------------

    def _check_in_play(self, player: P, active: tuple[P, ...]) -> None:
        if player not in self._totals:
            raise InvalidGame(GameErrorCode.UNKNOWN_PLAYER, player=player)
        if player not in active:
            raise InvalidGame(GameErrorCode.PLAYER_ELIMINATED, player=player)

    def _value(self, player: P, cards: CardsLeft) -> int:
        """The penalty value of what a player had left (before variants)."""
        if isinstance(cards, bool):
            raise InvalidGame(GameErrorCode.NEGATIVE_POINTS, player=player, points=cards)
        if isinstance(cards, int):
            if cards < 0:
                raise InvalidGame(GameErrorCode.NEGATIVE_POINTS, player=player, points=cards)
            return cards
        held = parse_cards(cards) if isinstance(cards, str) else list(cards)
        return scala40_penalty(held, ace_alone_one=self.rules.ace_alone_one)


def _by_total(players: Iterable[P], totals: Mapping[P, int]) -> list[tuple[P, ...]]:
    """Players grouped by equal total, lowest first (seat order inside a group)."""
    listed = list(players)
    return [
        tuple(p for p in listed if totals[p] == total)
        for total in sorted({totals[p] for p in listed})
    ]
