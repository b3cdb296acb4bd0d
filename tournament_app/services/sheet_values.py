"""The values of a scoresheet that a start never makes: what a second entry found, and the
scala 40 sheets. Kept apart from `values` because each frozen dataclass costs start-up time to
make and the first screen (the round in play's list) makes none of these; `values` still names
each of them (`from tournament_app.services.values import Scala40Hand` loads this module)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_app.services.values import BurracoResult

if TYPE_CHECKING:
    from tournament_app.services.values import Disagreement


@dataclass(frozen=True)
class SecondEntry:
    """What a second operator's re-typing of a scoresheet found."""

    agrees: bool
    """True: the table is confirmed (any open disagreement on it is closed). False: the
    disagreement is stored, and shown on every station until the table is settled."""
    ns_mp: int
    """The second entry's figures."""
    ew_mp: int
    first: BurracoResult
    """The result it was compared with, as stored at that moment (its figures and version)."""
    third_mp: int | None = None
    """At a table of three pairs: the second entry's third figure."""
    earlier: Disagreement | None = None
    """The table's open disagreement this entry closed (it agrees) or replaced (it differs),
    as it stood when compared; None when none was open."""


@dataclass(frozen=True)
class Scala40Hand:
    """One hand of a scala 40 sheet as entered: each seated entry's penalty points."""

    points: tuple[tuple[int, int], ...]
    """(entry number, points) for each player still in play; the closer's are 0."""
    closer: int | None
    """The entry that went out; None for a hand stopped by time."""
    in_hand: bool = False
    not_opened: tuple[int, ...] = ()
    reentries: tuple[int, ...] = ()
    """Entries re-entering after this hand (when the tournament allows it)."""


@dataclass(frozen=True)
class Scala40Placing:
    """Where a player finished at a scala 40 table."""

    entry: int
    place: int
    total: int
    eliminated_after_hand: int | None


@dataclass(frozen=True)
class Scala40Sheet:
    """A scala 40 table's sheet: hands, running totals and (when over) the finishing order."""

    round: int
    table: int
    players: tuple[int, ...]
    hands: tuple[Scala40Hand, ...]
    totals: tuple[tuple[int, int], ...]
    """(entry number, running total) per seat."""
    eliminated: tuple[int, ...]
    finished: bool
    timed_out: bool
    placings: tuple[Scala40Placing, ...]
    """Filled when the table is finished (a full tie the director ordered, in that order)."""
    version: int
    ties: tuple[TableTie, ...] = ()
    """Once the table is finished, the players the rules leave fully tied, best first."""
    dropped_ties: tuple[tuple[int, ...], ...] = ()
    """On the sheet a write returns: the director's orders for ties that write dropped (a
    correction, a take-back changed who is tied), each as it was given."""
    forfeited: tuple[int, ...] = ()
    """The players who left the table by forfeit (a penalty of the round), in the order
    they left: out of play from the last hand they have a figure in, last at the table."""
    left_places: tuple[tuple[int, int], ...] = ()
    """(entry, place) of each player who left by forfeit: last at the table, a place that is
    theirs from the moment they left, the table played on or not."""
    out_places: tuple[tuple[int, int], ...] = ()
    """(entry, place) of each player out at the limit, in the order they went out: the place
    the order of elimination gives them, theirs from that hand on, the table played on or not
    (a re-entry puts the player back in play)."""
    penalties: tuple[tuple[int, int], ...] = ()
    """(entry, points): the penalty points the director gave players of this table in its
    round that count in its game (an elimination: `sheets.counted_at_table`), in the order
    given; each in the last hand the player has played (`scoring.scala40_events`), already
    in `totals`."""

    @property
    def in_play(self) -> tuple[int, ...]:
        """The players still in play, by seat: neither eliminated nor gone by forfeit (the
        next hand needs a figure for each of them)."""
        out = {*self.eliminated, *self.forfeited}
        return tuple(player for player in self.players if player not in out)


@dataclass(frozen=True)
class TableTie:
    """Players a finished scala 40 table leaves fully tied: out in the same hand on the same
    total, or level when time was called. They share a place (and its placement points)
    unless the director gives their order: a draw of cards at the table, or a decision."""

    players: tuple[int, ...]
    """In seat order."""
    place: int
    """The place they share as the rules leave them."""
    total: int
    out_in_hand: int | None
    """The hand that put them out together; None: level when time was called."""
    order: tuple[int, ...] = ()
    """The director's order, best first (each then has a place of their own); () while
    tied."""


@dataclass(frozen=True)
class Scala40PairsHand:
    """One hand of a scala 40 pairs sheet as entered: who closed, each player's points."""

    closer: tuple[int, int]
    """(entry number, 1 or 2): the pair and which of its two players went out."""
    points: tuple[tuple[int, int, int], ...]
    """(entry number, 1 or 2, penalty points) for the other three players."""


@dataclass(frozen=True)
class Scala40PairsSheet:
    """A scala 40 pairs table's sheet: its hands, game points, penalty points, the result."""

    round: int
    table: int
    pairs: tuple[int, ...]
    """The two pairs' entry numbers, in seat order."""
    hands: tuple[Scala40PairsHand, ...]
    game_points: tuple[tuple[int, int], ...]
    """(entry number, hands won) per pair."""
    totals: tuple[tuple[int, int], ...]
    """(entry number, the pair's penalty points) per pair."""
    finished: bool
    timed_out: bool
    winner: int | None
    """The pair that won the match; None while it is played, and on a draw."""
    match_points: tuple[tuple[int, int], ...]
    """(entry number, match points) per pair, once the match is over."""
    version: int
