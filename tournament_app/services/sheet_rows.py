"""A scala 40 sheet as the director reads it: what each player paid in each hand, with marks.

The stored sheet keeps each hand as typed (the cards' value, 0 or nothing for a player who
had not opened on the flat 100). What a player paid also depends on the rules: a player not
opened on the flat rule pays 100; a chiusura in mano doubles the others' penalties, under
FISCA's rule but for a player who had not opened (a flat 100, once), under the house rule
for everyone (200 on the flat rule). The window and the command line both show the paid
figure, so both read it here; and both read the closer of a typed hand by the paper rule
(the one with 0) from here, so they accept the same hands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from scoring.cards import Card, scala40_penalty
from scoring.errors import ScoringError
from scoring.scala40 import Event, Hand, ReEntry, TableGame, TimeOut
from scoring.scala40_events import with_forfeits, with_penalties
from tournament_app.services.errors import ServiceError
from tournament_app.services.settings import InHandClose, NotOpenedRule, Scala40Settings
from tournament_app.services.sheets import counted_at_table, scala40_rules
from tournament_app.services.values import Scala40Hand, Scala40Sheet


class SheetMark(Enum):
    """A mark the table scoresheet puts by a figure, as the keeper writes it on paper
    (scala40.md, "The table scoresheet"), in the order a legend lists them."""

    CLOSER = "C"
    IN_HAND = "M"
    """The closer went out in one go (chiusura in mano), whatever the rule makes of it."""
    NOT_OPENED = "N"
    ELIMINATED = "X"
    REENTERED = "R"
    """Written with the total the player came back on: "R 63"."""
    PENALTY = "P"
    """The director's penalty points, in the total from this hand, written with them: "P +20".
    Never the keeper's: the blank printed sheet leaves it out of its legend."""


def sheet_marks(settings: Scala40Settings) -> tuple[SheetMark, ...]:
    """Every mark a sheet of a tournament with these settings can show (`SheetCell.marks`):
    a pairs table only who closed; a chiusura in mano under any rule (any closer may go out
    in one go, and every face lets it be marked: the rule says only what it does to the
    others); a re-entry only where the tournament allows one; the director's penalty points
    where they count in the table's game (`sheets.counted_at_table`)."""
    if settings.pairs:
        return (SheetMark.CLOSER,)
    shown = {
        SheetMark.REENTERED: settings.reentries > 0,
        SheetMark.PENALTY: counted_at_table(settings),
    }
    return tuple(m for m in SheetMark if shown.get(m, True))


@dataclass(frozen=True)
class SheetCell:
    """One player in one hand: the figure paid and the marks the paper sheet puts by it."""

    paid: int | None
    """What the hand added to the player's total; None when the player was out of it, or
    did not play it (`sat_out`)."""
    typed: int | None
    """The figure before doubling (100 for a player not opened on the flat rule)."""
    doubled: bool
    """Paid twice the typed figure (chiusura in mano with doubling; never the closer, nor
    under FISCA's rule a player who had not opened)."""
    closer: bool
    in_hand: bool
    """The closer went out in one go (chiusura in mano)."""
    not_opened: bool
    eliminated: bool
    """Went out in this hand (X)."""
    back_on: int | None
    """Re-entered after this hand, on this total (R); None when not."""
    sat_out: bool = False
    """In play but did not play this hand ("—"): it was played while a mistake, corrected
    since, had put the player out; no penalty, and they play on from the next hand."""
    added: int | None = None
    """Penalty points the director gave the player in the round, counted in this hand (the
    last they played: `scoring.scala40_events.with_penalties`): in the total, not in `paid`;
    None when none."""

    @property
    def marks(self) -> tuple[SheetMark, ...]:
        """The paper sheet's marks by this figure, in the legend's order."""
        on = {
            SheetMark.CLOSER: self.closer,
            SheetMark.IN_HAND: self.in_hand,
            SheetMark.NOT_OPENED: self.not_opened,
            SheetMark.ELIMINATED: self.eliminated,
            SheetMark.REENTERED: self.back_on is not None,
            SheetMark.PENALTY: self.added is not None,
        }
        return tuple(mark for mark in SheetMark if on[mark])

    @property
    def written(self) -> tuple[str, ...]:
        """The marks as the sheet writes them by the figure: each letter, R with the total
        the player came back on ("R 63"), P with the director's points ("P +20")."""
        figures = {SheetMark.REENTERED: self.back_on, SheetMark.PENALTY: f"+{self.added}"}
        return tuple(
            f"{mark.value} {figures[mark]}" if mark in figures else mark.value
            for mark in self.marks
        )


@dataclass(frozen=True)
class SheetRow:
    """One row of the sheet: a hand's penalties and the totals after it."""

    number: int
    hand: Scala40Hand
    penalties: dict[int, int]
    totals: dict[int, int]
    eliminated: tuple[int, ...]
    doubled: bool
    """A chiusura in mano under a doubling rule."""
    reentered: dict[int, int]
    """The players who re-entered after this hand, with the total each came back on."""
    sat_out: tuple[int, ...] = ()
    """Players in play who did not play this hand (see `SheetCell.sat_out`)."""
    doubled_for: tuple[int, ...] = ()
    """The players whose penalty the hand doubled."""
    added: dict[int, int] | None = None
    """The director's penalty points counted in this hand, by player (in `totals`)."""

    def cell(self, player: int) -> SheetCell:
        """What the player paid in this hand, and its marks."""
        paid = self.penalties.get(player)
        closer = self.hand.closer == player
        doubled = paid is not None and player in self.doubled_for
        typed = None if paid is None else paid // 2 if doubled else paid
        return SheetCell(
            paid=paid,
            typed=typed,
            doubled=doubled,
            closer=closer,
            in_hand=closer and self.hand.in_hand,
            not_opened=paid is not None and player in self.hand.not_opened,
            eliminated=player in self.eliminated,
            back_on=self.reentered.get(player),
            sat_out=player in self.sat_out,
            added=(self.added or {}).get(player),
        )


@dataclass(frozen=True)
class ReplayedSheet:
    """A sheet replayed through the rules: its rows, and where the eliminated stand."""

    rows: list[SheetRow]
    out_places: dict[int, int]
    """The place each eliminated player holds as the game stands (final once it ends)."""


def replay_sheet(sheet: Scala40Sheet, settings: Scala40Settings) -> ReplayedSheet:
    """The sheet's hands replayed through the rules, so each row shows penalties and totals."""
    if settings.pairs:
        return _pairs_rows(sheet)
    # Stored hands were checked when entered: one in play with no figure did not play the
    # hand (services.sheets' note), so every player is excused here.
    events: list[Event[int]] = []
    for hand in sheet.hands:
        if hand.closer is not None:
            events.append(
                Hand(hand.closer, hand.points, hand.in_hand, hand.not_opened, sheet.players)
            )
        events += [ReEntry(entry) for entry in hand.reentries]
    back_on: list[dict[int, int]] = []  # per hand, who re-entered after it, on what total
    try:
        game: TableGame[int] = TableGame.from_rules(sheet.players, scala40_rules(settings))
        for event in with_forfeits(with_penalties(events, sheet.penalties), sheet.forfeited):
            if isinstance(event, ReEntry) and back_on:
                # Step by step, so the row can show the total each re-entry came back on.
                back_on[-1][event.player] = game.reenter(event.player)
                continue
            game.apply(event)
            if isinstance(event, Hand):
                back_on.append({})
        if sheet.timed_out:
            game.apply(TimeOut())
        for tie in sheet.ties:
            if tie.order:  # the director's order places them, as in the sheet's placings
                game.break_tie(tie.order)
    except (ScoringError, ServiceError):
        # The services replay the same hands when reading the sheet; a refusal is reported
        # there, so here the rows are simply left empty.
        return ReplayedSheet([], {})
    rows = []
    hands = [h for h in sheet.hands if h.closer is not None]
    for hand, reentered, result in zip(hands, back_on, game.history, strict=False):
        rows.append(
            SheetRow(
                number=result.number,
                hand=hand,
                penalties=dict(result.penalties),
                totals=dict(result.totals),
                eliminated=result.eliminated,
                doubled=result.doubled,
                reentered=reentered,
                sat_out=result.sat_out,
                doubled_for=result.doubled_for,
                added=dict(result.added) or None,
            )
        )
    places: dict[int, int] = {}
    position = 1
    for group in game.placings():
        for player in group:
            places[player] = position
        position += len(group)
    return ReplayedSheet(rows, {p: places[p] for p in game.eliminated})


def _pairs_rows(sheet: Scala40Sheet) -> ReplayedSheet:
    """A pairs table by pair (`sheets._pairs_as_sheet`): each hand what each pair's players
    held together, the closer's pair marked, running totals; nobody is eliminated (the pair
    that loses the match is the table's second)."""
    totals = dict.fromkeys(sheet.players, 0)
    rows = []
    for number, hand in enumerate(sheet.hands, start=1):
        penalties = dict(hand.points)
        for pair, points in penalties.items():
            totals[pair] = totals.get(pair, 0) + points
        rows.append(SheetRow(number, hand, penalties, dict(totals), (), False, {}))
    return ReplayedSheet(rows, {})


def not_opened_pays_flat(settings: Scala40Settings, *, in_hand: bool) -> bool:
    """Whether a player not opened pays a flat amount in a hand, so needs no figure (a blank
    is taken as 0): on the flat 100, in simplified scoring, or in a chiusura in mano under
    FISCA's rule."""
    fisca = in_hand and settings.in_hand_close is InHandClose.FISCA
    # Simplified scoring counts a player not opened 10, whatever the cards.
    return fisca or settings.simplified or settings.not_opened is NotOpenedRule.FLAT_100


def held_penalty(settings: Scala40Settings, cards: Iterable[Card]) -> int:
    """The penalty of the cards a player was left with, as typed on the sheet: with the
    ace-alone variant an ace that is the only card left counts 1 (scala40.md)."""
    return scala40_penalty(cards, ace_alone_one=settings.ace_alone_one)


@dataclass(frozen=True)
class CloserRead:
    """Who closed a typed hand, read as on paper: the closer is the one with 0."""

    closer: int | None
    """The closer, or None when the hand cannot be recorded (see `zeros`)."""
    zeros: tuple[int, ...]
    """With a closer marked: the others typed 0 (only the closer scores 0). With none
    marked: every player typed 0 (none: mark who closed; more than one: which of them?)."""


def read_closer(
    typed: Mapping[int, int | None], marked: int | None, not_opened: Iterable[int] = ()
) -> CloserRead:
    """The closer of a typed hand: the one marked, else the only player given 0.

    `typed` maps each player in the hand to the figure typed (None when not a plain number).
    A player not opened is never read as the closer: on the flat rule their 0 or blank means
    the flat amount.
    """
    skip = set(not_opened)
    zeros = tuple(p for p, value in typed.items() if value == 0 and p != marked and p not in skip)
    if marked is not None:
        return CloserRead(None if zeros else marked, zeros)
    if len(zeros) == 1:
        return CloserRead(zeros[0], ())
    return CloserRead(None, zeros)


class TakeBack(Enum):
    """What `remove_last_hand` takes back: only the last thing entered."""

    TIME_OUT = "time_out"
    REENTRY = "reentry"
    HAND = "hand"


@dataclass(frozen=True)
class LastEntered:
    """The last thing entered at a table, as a take-back names it."""

    kind: TakeBack
    entry: int | None = None
    """The player whose re-entry goes (REENTRY)."""
    hand: int | None = None
    """The hand's number, 1 for the first (HAND)."""


def last_entered(sheet: Scala40Sheet) -> LastEntered | None:
    """What a take-back removes: the time-out, else the last re-entry, else the last hand;
    None when the sheet is empty."""
    if sheet.timed_out:
        return LastEntered(TakeBack.TIME_OUT)
    if not sheet.hands:
        return None
    last = sheet.hands[-1]
    if last.reentries:
        return LastEntered(TakeBack.REENTRY, entry=last.reentries[-1])
    return LastEntered(TakeBack.HAND, hand=len(sheet.hands))
