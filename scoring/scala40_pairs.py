"""Scala 40 in pairs (a coppie): two pairs at a table, partners opposite, a match of hands.

FISCA's tournament code plays scala 40 singles or pairs (scala40.md). In the pairs form the
pair of the player who closes a hand wins it: a game point. The match goes to the first pair
with :attr:`PairsRules.target` game points (3), or, when time is called, to the pair ahead.
The sources stop there; what this module adds is a rule a director sets (docs/scoring.md,
"Scala 40 in pairs"):

- a match level on game points when time is called is a draw (:attr:`DrawRule.DRAW`, the
  default) or goes to the pair with fewer penalty points (:attr:`DrawRule.LOWER_PENALTY`,
  still a draw when those are level too);
- a match gives match points: 2 to the winner, 1 each for a draw, 0 to the loser by default
  (:class:`MatchPoints`), the usual football-style scale; no source gives figures;
- the pairs rank by match points, then by the tie-breaks in the order given
  (:class:`PairsTieBreak`, by default game-point difference, then fewer penalty points);
- with an odd count one pair sits out each round (a bye, the fewest byes then the lowest
  ranked, as danese gives burraco pairs) and takes a win's, a draw's or no match points
  (:class:`ByeScore`, a win by default), no game points and no penalty points.

A player is a *seat*: ``(pair, 1)`` or ``(pair, 2)``, the pair's first or second player.
Every player still holds the penalty points of the cards left in hand (0 for the closer),
which add up per pair: they break a tie, never decide a hand.

>>> match = PairsMatch(("A", "B"))
>>> for closer in [("A", 1), ("B", 2), ("A", 2), ("A", 1)]:
...     result = match.record_hand(closer, {seat: 10 for seat in match.seats if seat != closer})
>>> match.game_points, match.winner, match.match_points()
({'A': 3, 'B': 1}, 'A', {'A': 2, 'B': 0})
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from scoring.errors import ScoringError
from scoring.rule_names import DEFAULT_PAIRS_TIE_BREAKS as DEFAULT_PAIRS_TIE_BREAKS
from scoring.rule_names import ByeScore as ByeScore
from scoring.rule_names import DrawRule as DrawRule
from scoring.rule_names import PairsTieBreak as PairsTieBreak

Q = TypeVar("Q", bound=Hashable)

PAIRS_AT_A_TABLE = 2
"""Two pairs at every table (scala40.md: tables of 4, partners opposite)."""


class PairsErrorCode(Enum):
    """Why a pairs match, hand or setting was refused (the values the singles game shares
    mean the same there)."""

    NOT_TWO_PAIRS = "not_two_pairs"
    """A pairs table seats exactly two different pairs."""
    BAD_SETTING = "bad_setting"
    """A target or match points that do not make sense (see :class:`PairsRules`)."""
    UNKNOWN_PLAYER = "unknown_player"
    """The player is not at this table."""
    CLOSER_WITH_POINTS = "closer_with_points"
    """The closer scores 0 for the hand."""
    NEGATIVE_POINTS = "negative_points"
    """Points left in hand cannot be negative."""
    MISSING_POINTS = "missing_points"
    """A player other than the closer has no points for the hand."""
    GAME_OVER = "game_over"
    """The match has ended (a pair reached the target, or time was called)."""


class InvalidPairsMatch(ScoringError):
    """A pairs match, hand or setting breaks a rule; ``code`` is a :class:`PairsErrorCode`."""


@dataclass(frozen=True)
class MatchPoints:
    """The match points a match gives (no source gives figures: 2, 1, 0 by default)."""

    win: int = 2
    draw: int = 1
    loss: int = 0


@dataclass(frozen=True)
class PairsRules:
    """A pairs match's rules: the game points that win it, the draw rule, the match points."""

    target: int = 3
    draw_rule: DrawRule = DrawRule.DRAW
    match_points: MatchPoints = MatchPoints()

    def __post_init__(self) -> None:
        points = self.match_points
        figures = (self.target, points.win, points.draw, points.loss)
        if any(not isinstance(value, int) or isinstance(value, bool) for value in figures):
            raise InvalidPairsMatch(PairsErrorCode.BAD_SETTING, setting="pairs")
        if self.target < 1:
            raise InvalidPairsMatch(PairsErrorCode.BAD_SETTING, setting="target", value=self.target)
        if not points.win >= points.draw >= points.loss >= 0:
            raise InvalidPairsMatch(
                PairsErrorCode.BAD_SETTING,
                setting="match_points",
                value=(points.win, points.draw, points.loss),
            )
        if not isinstance(self.draw_rule, DrawRule):
            raise InvalidPairsMatch(PairsErrorCode.BAD_SETTING, setting="draw_rule")


def bye_line(
    round_number: int, pair: Q, rules: PairsRules, score: ByeScore = ByeScore.WIN
) -> PairsLine[Q]:
    """A bye seen from the pair sitting out, for :func:`rank_pairs`: the match points
    ``score`` gives under ``rules``, no game points, no penalty points."""
    points = {
        ByeScore.WIN: rules.match_points.win,
        ByeScore.DRAW: rules.match_points.draw,
        ByeScore.NONE: 0,
    }[score]
    return PairsLine(round_number, pair, pair, points, 0, 0, 0)


Seat = tuple[Q, int]
"""A player: the pair and 1 or 2 (its first or second player)."""


@dataclass(frozen=True)
class PairsHand(Generic[Q]):
    """One hand as played: who closed, and every other player's penalty points."""

    closer: tuple[Q, int]
    penalties: tuple[tuple[tuple[Q, int], int], ...]


class PairsMatch(Generic[Q]):
    """One pairs table: two pairs, the hands played, game points, penalty points, the result.

    It answers what a singles :class:`scoring.scala40.TableGame` answers about a table
    (``is_over``, ``totals``, ``placings()``), so a table of pairs goes where a table goes.
    """

    def __init__(self, pairs: Iterable[Q], rules: PairsRules | None = None) -> None:
        self.pairs: tuple[Q, ...] = tuple(pairs)
        if len(self.pairs) != PAIRS_AT_A_TABLE or self.pairs[0] == self.pairs[1]:
            raise InvalidPairsMatch(PairsErrorCode.NOT_TWO_PAIRS, pairs=self.pairs)
        self.rules = rules or PairsRules()
        self.seats: tuple[tuple[Q, int], ...] = tuple(
            (pair, member) for pair in self.pairs for member in (1, 2)
        )
        self.hands: list[PairsHand[Q]] = []
        self.game_points: dict[Q, int] = dict.fromkeys(self.pairs, 0)
        self.totals: dict[Q, int] = dict.fromkeys(self.pairs, 0)
        """Each pair's penalty points, both players', over the hands played."""
        self.timed_out = False

    @classmethod
    def replay(
        cls,
        pairs: Iterable[Q],
        hands: Iterable[PairsHand[Q]],
        rules: PairsRules | None = None,
        *,
        timed_out: bool = False,
    ) -> PairsMatch[Q]:
        """A match rebuilt from its hands (and time called, when it was)."""
        match = cls(pairs, rules)
        for hand in hands:
            match.record_hand(hand.closer, dict(hand.penalties))
        if timed_out:
            match.time_out()
        return match

    def record_hand(
        self, closer: tuple[Q, int], penalties: Mapping[tuple[Q, int], int]
    ) -> PairsHand[Q]:
        """The next hand: ``closer`` went out, every other player holds ``penalties``.

        The closer's pair wins a game point; the closer may be left out of ``penalties``
        or given 0. Refused (nothing changes) when the match is over, a player is not at
        the table, a figure is missing or negative, or the closer has points.
        """
        if self.is_over:
            raise InvalidPairsMatch(PairsErrorCode.GAME_OVER)
        if closer not in self.seats:
            raise InvalidPairsMatch(PairsErrorCode.UNKNOWN_PLAYER, player=closer)
        for seat, points in penalties.items():
            if seat not in self.seats:
                raise InvalidPairsMatch(PairsErrorCode.UNKNOWN_PLAYER, player=seat)
            if not isinstance(points, int) or isinstance(points, bool) or points < 0:
                raise InvalidPairsMatch(PairsErrorCode.NEGATIVE_POINTS, player=seat, points=points)
        if penalties.get(closer, 0) != 0:
            raise InvalidPairsMatch(PairsErrorCode.CLOSER_WITH_POINTS, player=closer)
        missing = [seat for seat in self.seats if seat != closer and seat not in penalties]
        if missing:
            raise InvalidPairsMatch(PairsErrorCode.MISSING_POINTS, players=tuple(missing))
        hand = PairsHand(
            closer, tuple((seat, penalties.get(seat, 0)) for seat in self.seats if seat != closer)
        )
        self.hands.append(hand)
        self.game_points[closer[0]] += 1
        for (pair, _member), points in hand.penalties:
            self.totals[pair] += points
        return hand

    def time_out(self) -> None:
        """Time was called: the match ends as it stands."""
        if self.is_over:
            raise InvalidPairsMatch(PairsErrorCode.GAME_OVER)
        self.timed_out = True

    @property
    def is_over(self) -> bool:
        """A pair has the target's game points, or time was called."""
        return self.timed_out or max(self.game_points.values()) >= self.rules.target

    @property
    def eliminated(self) -> tuple[Q, ...]:
        """The losing pair once the match is over (nobody on a draw), as a table's "out"."""
        winner = self.winner
        return tuple(pair for pair in self.pairs if winner is not None and pair != winner)

    @property
    def winner(self) -> Q | None:
        """The pair that won the match; None while it is played, and on a draw."""
        if not self.is_over:
            return None
        first, second = self.pairs
        if self.game_points[first] != self.game_points[second]:
            return max(self.pairs, key=self.game_points.__getitem__)
        if (
            self.rules.draw_rule is DrawRule.LOWER_PENALTY
            and self.totals[first] != self.totals[second]
        ):
            return min(self.pairs, key=self.totals.__getitem__)
        return None

    @property
    def is_draw(self) -> bool:
        """The match is over and neither pair won it."""
        return self.is_over and self.winner is None

    def placings(self) -> list[tuple[Q, ...]]:
        """The finishing order: ``[(winner,), (loser,)]``, or both pairs tied on a draw."""
        winner = self.winner
        if winner is None:
            return [self.pairs]
        return [(winner,), tuple(pair for pair in self.pairs if pair != winner)]

    def match_points(self) -> dict[Q, int]:
        """Each pair's match points once the match is over (0 each while it is played)."""
        points = self.rules.match_points
        if not self.is_over:
            return dict.fromkeys(self.pairs, 0)
        winner = self.winner
        if winner is None:
            return dict.fromkeys(self.pairs, points.draw)
        return {pair: points.win if pair == winner else points.loss for pair in self.pairs}

    def lines(self, round_number: int) -> tuple[PairsLine[Q], PairsLine[Q]]:
        """The finished match seen from each pair, for :func:`rank_pairs`."""
        first, second = self.pairs
        points = self.match_points()
        return (
            PairsLine(
                round_number,
                first,
                second,
                points[first],
                self.game_points[first],
                self.game_points[second],
                self.totals[first],
            ),
            PairsLine(
                round_number,
                second,
                first,
                points[second],
                self.game_points[second],
                self.game_points[first],
                self.totals[second],
            ),
        )


@dataclass(frozen=True)
class PairsLine(Generic[Q]):
    """One finished match seen from one pair."""

    round: int
    pair: Q
    opponent: Q
    match_points: int
    game_points_won: int
    game_points_lost: int
    penalty_points: int


@dataclass(frozen=True)
class PairsRow(Generic[Q]):
    """One pair's line of the ranking."""

    rank: int
    """Shared by pairs level on match points and every tie-break."""
    pair: Q
    match_points: int
    game_points_won: int
    game_points_lost: int
    penalty_points: int
    matches: int

    @property
    def game_point_difference(self) -> int:
        """Game points won less game points lost."""
        return self.game_points_won - self.game_points_lost


def rank_pairs(
    lines: Iterable[PairsLine[Q]],
    *,
    pairs: Iterable[Q] = (),
    tie_breaks: Sequence[PairsTieBreak] = DEFAULT_PAIRS_TIE_BREAKS,
    order: Sequence[Q] = (),
) -> list[PairsRow[Q]]:
    """The ranking of pairs: more match points first, then ``tie_breaks`` in order.

    ``pairs`` adds pairs with no match yet (they rank with nothing). Pairs level on
    everything share a rank and are listed in ``order`` (e.g. entry numbers) when given.
    """
    totals: dict[Q, list[int]] = {pair: [0, 0, 0, 0, 0] for pair in pairs}
    for line in lines:
        row = totals.setdefault(line.pair, [0, 0, 0, 0, 0])
        row[0] += line.match_points
        row[1] += line.game_points_won
        row[2] += line.game_points_lost
        row[3] += line.penalty_points
        row[4] += 1
    listed = {pair: position for position, pair in enumerate(order)}

    def level(pair: Q) -> tuple[int, ...]:
        points, won, lost, penalty, _matches = totals[pair]
        figures = {
            PairsTieBreak.GAME_POINT_DIFFERENCE: -(won - lost),
            PairsTieBreak.GAME_POINTS_WON: -won,
            PairsTieBreak.PENALTY_POINTS: penalty,
        }
        return (-points, *(figures[tie_break] for tie_break in tie_breaks))

    ranked = sorted(totals, key=lambda pair: (level(pair), listed.get(pair, len(listed))))
    rows: list[PairsRow[Q]] = []
    for position, pair in enumerate(ranked, start=1):
        same = rows and level(rows[-1].pair) == level(pair)
        rank = rows[-1].rank if same else position
        points, won, lost, penalty, matches = totals[pair]
        rows.append(PairsRow(rank, pair, points, won, lost, penalty, matches))
    return rows
