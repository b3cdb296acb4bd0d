"""Scala 40 sheets: stored events replayed through `scoring.scala40.TableGame`.

A sheet is kept as the list of what happened at the table, in order: hands, re-entries and
a time-out. The game (totals, eliminations, placings) is always rebuilt by replaying them, so
a corrected hand recomputes everything after it.

A stored hand was checked when it was entered: every player then in play has a figure in it.
So a player in play who has none was out when it was played, and is in play again only
because a correction of an earlier hand took back what put her out: she did not play that
hand (no penalty, shown as such on the sheet), and plays on from the next one. Only the hand
being written is held to every player in play (`replay`'s `checked`).

Once the table is over, the director's order for a full tie (players out in the same hand on
the same total, or level when time was called) is stored after the events, one
``{"type": "tie_order", "order": [...]}`` per tie, best first; replayed, it places them
(`scoring.scala40_ties`). A write keeps such an order only while it still names a full tie of
the game as it now ends (`kept_tie_orders`): a correction that changes who is tied drops it.

What the director decides about a player at the table is not on the sheet but among the
round's penalties (`services.forfeits`), and every replay takes it along: who left by forfeit,
and in an elimination the penalty points given (`counted_at_table`), which count in the
table's game as `scoring.scala40_events.with_penalties` places them. A hand being added starts
from the totals with every penalty given so far on them: a player one put out has no figure in
it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from scoring.scala40 import (
    Event,
    Forfeit,
    Hand,
    InHandRule,
    LimitRule,
    NotOpenedRule,
    PenaltyPoints,
    ReEntry,
    Scala40Rules,
    TableGame,
    TimeOut,
)
from scoring.scala40_events import with_forfeits, with_penalties
from scoring.scala40_pairs import PairsMatch
from scoring.scala40_ties import TieOrder
from scoring.stages import places
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.pairs_sheets import pairs_replay, pairs_sheet_value
from tournament_app.services.rules import scoring_errors
from tournament_app.services.settings import InHandClose, Scala40Format, Scala40Settings
from tournament_app.services.settings import NotOpenedRule as SettingsNotOpened
from tournament_app.services.sheet_values import TableTie
from tournament_app.services.values import (
    Scala40Hand,
    Scala40PairsSheet,
    Scala40Placing,
    Scala40Sheet,
)

Stored = list[dict[str, Any]]
#: (entry, points): penalty points the director gave players of a round, in the order given.
GivenPoints = Sequence[tuple[int, int]]
# The tournament's chiusura in mano choice as the table's scoring rule.
IN_HAND_RULES = {
    InHandClose.OFF: InHandRule.OFF,
    InHandClose.FISCA: InHandRule.FISCA,
    InHandClose.HOUSE: InHandRule.HOUSE,
}


def scala40_rules(settings: Scala40Settings) -> Scala40Rules:
    """The table rules from the tournament's settings."""
    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        return Scala40Rules(
            limit=settings.limit,
            limit_rule=LimitRule.REACH if settings.out_at_limit else LimitRule.EXCEED,
            not_opened=(
                NotOpenedRule.FLAT
                if settings.not_opened is SettingsNotOpened.FLAT_100
                else NotOpenedRule.CARDS_HELD
            ),
            in_hand_rule=IN_HAND_RULES[settings.in_hand_close],
            ace_alone_one=settings.ace_alone_one,
            simplified=settings.simplified,
            reentry=settings.reentries > 0,
            max_reentries=max(settings.reentries, 1),
        )


def counted_at_table(settings: Scala40Settings) -> bool:
    """Whether penalty points given in a round count in the player's table game there: in an
    elimination, where each stage is a fresh game played to the limit (scala40.md), so a
    player they bring to the limit is out of that table. With placement points they are a
    ranking penalty instead (the tie-break total: `standings.scala40_rows`), and a pairs
    match is decided by hands won."""
    return settings.format is Scala40Format.ELIMINATION and not settings.pairs


def hand_to_stored(hand: Scala40Hand) -> Stored:
    """A hand as entered, as stored events (the hand, then its re-entries). A player given
    twice is refused before anything else: which figure was meant (the closer's 0 or not)
    is not the services' to guess, and replaying would keep only one."""
    seen: dict[int, int] = {}
    for entry, points in hand.points:
        if entry in seen:
            raise ServiceError(
                ErrorCode.INVALID_INPUT,
                {
                    "detail": "hand_player_twice",
                    "entry": entry,
                    "first": seen[entry],
                    "second": points,
                },
            )
        seen[entry] = points
    if hand.closer is None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_without_closer"})
    events: Stored = [
        {
            "type": "hand",
            "closer": hand.closer,
            "points": [[entry, points] for entry, points in hand.points],
            "in_hand": hand.in_hand,
            "not_opened": list(hand.not_opened),
        }
    ]
    events += [{"type": "reentry", "entry": entry} for entry in hand.reentries]
    return events


def to_events(
    stored: Stored,
    *,
    excused: Collection[int] = (),
    checked: int | None = None,
    may_miss: Collection[int] = (),
) -> list[Event[int]]:
    """Stored events as scoring events. Every hand excuses `excused` (the table's players:
    see the module's note) but hand number `checked` (1 for the first), the one being
    written, which excuses only `may_miss`."""
    events: list[Event[int]] = []
    number = 0
    for item in stored:
        if item["type"] == "hand":
            number += 1
            events.append(
                Hand(
                    closer=int(item["closer"]),
                    points=tuple((int(e), int(p)) for e, p in item["points"]),
                    in_hand_close=bool(item["in_hand"]),
                    not_opened=tuple(int(e) for e in item["not_opened"]),
                    excused=tuple(may_miss if number == checked else excused),
                )
            )
        elif item["type"] == "reentry":
            events.append(ReEntry(int(item["entry"])))
        elif item["type"] == TIE_ORDER:
            events.append(TieOrder(tuple(int(e) for e in item["order"])))
        else:
            events.append(TimeOut())
    return events


TIE_ORDER = "tie_order"
TieOrders = list[tuple[int, ...]]


def split_tie_orders(stored: Stored) -> tuple[Stored, TieOrders]:
    """A sheet's events (hands, re-entries, the time-out) and, apart, the director's
    orders for its full ties (stored after them)."""
    events = [item for item in stored if item["type"] != TIE_ORDER]
    orders = [tuple(int(e) for e in item["order"]) for item in stored if item["type"] == TIE_ORDER]
    return events, orders


def with_tie_orders(events: Stored, orders: TieOrders) -> Stored:
    """The events to store: the sheet's, then the tie orders."""
    return [*events, *({"type": TIE_ORDER, "order": list(order)} for order in orders)]


def kept_tie_orders(
    game: TableGame[int] | PairsMatch[int], orders: TieOrders
) -> tuple[TieOrders, TieOrders]:
    """(kept, dropped): the orders that still name every player of a full tie of `game` as
    it now ends, and those that no longer do (it is played again, or others are tied). A
    player who left by forfeit is no longer in the tie: the order of the others is kept,
    as stored, so taking the forfeit back finds it whole."""
    ties = {frozenset(tie) for tie in game.ties} if isinstance(game, TableGame) else set()
    left = set(game.forfeited) if isinstance(game, TableGame) else set()
    kept = [order for order in orders if frozenset(order) - left in ties]
    return kept, [order for order in orders if order not in kept]


def tie_params(action: str, before: TieOrders, after: TieOrders) -> dict[str, Any]:
    """What a write did to the tie orders, for the log: the order given ("tie_order"), an
    order taken back ("tied_again"), orders a correction dropped ("tie_orders_dropped")."""
    gone = [list(order) for order in before if order not in after]
    given = [list(order) for order in after if order not in before]
    if action != "sheet.tie_order":
        return {"tie_orders_dropped": gone} if gone else {}
    if given:
        return {"tie_order": given[0]}
    return {"tied_again": gone[0]} if gone else {}


def untyped(players: Sequence[int], hand: Scala40Hand) -> frozenset[int]:
    """The players with nothing in `hand`: not the closer, no points, not marked not opened
    (those out when it was played, and those who did not play it)."""
    typed = {hand.closer, *(entry for entry, _ in hand.points), *hand.not_opened}
    return frozenset(player for player in players if player not in typed)


def back_after_forfeit(
    forfeits: Collection[int], stored: Stored, new: Stored
) -> tuple[int, int, int] | None:
    """A player who left the table by forfeit, given a figure in the hand `new` adds to
    `stored` though gone before the hand before it (none of theirs in it): (the player, the
    last hand they played, 0 for none; the hand). Who left does not come back to the table;
    one who played the hand before may have played this one too and left after it (a
    forfeit given before its hand was typed)."""
    before, after = hands_of(stored), hands_of(new)
    if len(after) != len(before) + 1:
        return None
    number = len(after)
    for entry in forfeits:
        if untyped((entry,), after[-1]):
            continue
        last = max(
            (n for n, hand in enumerate(before, start=1) if not untyped((entry,), hand)),
            default=0,
        )
        back_on = any(entry in hand.reentries for hand in before[max(last - 1, 0) :])
        if last < number - 1 and not back_on:
            return entry, last, number
    return None


def hands_of(stored: Stored) -> list[Scala40Hand]:
    """The hands as entered, each with the re-entries that followed it."""
    hands: list[Scala40Hand] = []
    for item in stored:
        if item["type"] == "hand":
            hands.append(
                Scala40Hand(
                    points=tuple((int(e), int(p)) for e, p in item["points"]),
                    closer=int(item["closer"]),
                    in_hand=bool(item["in_hand"]),
                    not_opened=tuple(int(e) for e in item["not_opened"]),
                )
            )
        elif item["type"] == "reentry" and hands:
            last = hands[-1]
            hands[-1] = Scala40Hand(
                last.points,
                last.closer,
                last.in_hand,
                last.not_opened,
                (*last.reentries, int(item["entry"])),
            )
    return hands


def stored_from_hands(hands: Sequence[Scala40Hand], timed_out: bool) -> Stored:
    """Events from hands (with their re-entries), and the time-out when called."""
    stored: Stored = []
    for hand in hands:
        stored += hand_to_stored(hand)
    if timed_out:
        stored.append({"type": "timeout"})
    return stored


def replay(
    players: Sequence[int],
    stored: Stored,
    settings: Scala40Settings,
    *,
    checked: int | None = None,
    may_miss: Collection[int] = (),
    forfeits: Collection[int] = (),
    penalties: GivenPoints = (),
    entered: bool = False,
) -> TableGame[int] | PairsMatch[int]:
    """The table's game rebuilt from its events; INVALID_SCORE when one breaks a rule.

    `checked`: the number of the hand being written (entered or corrected), which must have
    a figure for every player in play but those in `may_miss`; a player in play with none in
    another hand did not play it (see the module's note). `forfeits`: the round's players
    who forfeited (`forfeits`; those of other tables are ignored), each leaving the table
    after the last hand they have a figure in (`scoring.scala40_events.with_forfeits`): no
    later hand needs their points, and they are last at the table. `penalties`: the round's
    penalty points (`forfeits.round_calls`), counted in the game where
    `counted_at_table` says so (those of other tables ignored); `entered`: the last hand is
    the one being added, which starts from the totals with them on. A pairs tournament's
    table is a match of two pairs (`players` its entries), every hand checked whole."""
    if settings.pairs:
        return pairs_replay(players, stored, settings)
    rules = scala40_rules(settings)
    counted = table_penalties(players, penalties, settings)
    events = table_events(
        players, stored, forfeits, counted, checked=checked, may_miss=may_miss, entered=entered
    )
    with scoring_errors(ErrorCode.INVALID_SCORE):
        game: TableGame[int] = TableGame.from_rules(players, rules)
        for event in events:
            if (
                isinstance(event, TieOrder)
                and counted
                and frozenset(event.order) not in {frozenset(tie) for tie in game.ties}
            ):
                # Penalty points given since the order changed who is tied: it no longer
                # applies (the next write of the sheet drops it, `kept_tie_orders`).
                continue
            game.apply(event)
        return game


def table_penalties(
    players: Sequence[int], penalties: GivenPoints, settings: Scala40Settings
) -> tuple[tuple[int, int], ...]:
    """The penalty points of a round that count in this table's game: its players', where
    `counted_at_table`."""
    if not counted_at_table(settings):
        return ()
    return tuple((entry, points) for entry, points in penalties if entry in players and points)


def table_events(
    players: Sequence[int],
    stored: Stored,
    forfeits: Collection[int],
    penalties: GivenPoints = (),
    *,
    checked: int | None = None,
    may_miss: Collection[int] = (),
    entered: bool = False,
) -> list[Event[int]]:
    """A table's stored events as scoring events (`to_events`), with the forfeits of its
    players where they left and the penalty points counting in its game (`penalties`, the
    table's own) where `with_penalties` puts them; with `entered`, as the sheet stood before
    its last hand, the one being added."""
    events = to_events(stored, excused=players, checked=checked, may_miss=may_miss)
    split = len(events)
    if entered:
        split = max((i for i, event in enumerate(events) if isinstance(event, Hand)), default=0)
    events = with_penalties(events[:split], penalties) + events[split:]
    return with_forfeits(events, [entry for entry in forfeits if entry in players])


def first_broken_hand(
    players: Sequence[int],
    stored: Stored,
    settings: Scala40Settings,
    *,
    checked: int | None = None,
    may_miss: Collection[int] = (),
    forfeits: Collection[int] = (),
    penalties: GivenPoints = (),
) -> int | None:
    """The number of the first hand the table's events no longer fit (None: all fit),
    replaying them hand by hand: what a correction of an earlier hand can break."""
    number = 0
    for end, item in enumerate(stored, start=1):
        if item["type"] != "hand":
            continue
        number += 1
        try:
            replay(
                players,
                stored[:end],
                settings,
                checked=checked,
                may_miss=may_miss,
                forfeits=forfeits,
                penalties=penalties,
            )
        except ServiceError:
            return number
    return None


def sheet_value(
    round_number: int,
    table: int,
    players: Sequence[int],
    stored: Stored,
    settings: Scala40Settings,
    version: int,
    forfeits: Collection[int] = (),
    penalties: GivenPoints = (),
) -> Scala40Sheet:
    """The sheet as the director sees it: hands, running totals, who is out, the placings
    (`forfeits` and `penalties`: the round's, see `replay`).

    A pairs table is shown by pair (`players` its two entries): each hand the pairs' penalty
    points and the closer's pair, the totals the pairs', the placings the match's result
    (`pairs_sheet` has the game points and each player's figure)."""
    if settings.pairs:
        return _pairs_as_sheet(
            pairs_sheet_value(round_number, table, players, stored, settings, version)
        )
    game = replay(players, stored, settings, forfeits=forfeits, penalties=penalties)
    assert isinstance(game, TableGame)
    counted = table_penalties(players, penalties, settings)
    eliminated_after: dict[int, int | None] = dict.fromkeys(players, None)
    hand_number = 0
    for result_or_event in _walk(players, stored, settings, forfeits, counted):
        kind, value = result_or_event
        if kind == "hand":
            hand_number += 1
            for entry in value:
                eliminated_after[entry] = hand_number
        else:
            eliminated_after[value[0]] = None
    totals = game.totals
    placings: tuple[Scala40Placing, ...] = ()
    placed = places(game.placings())
    if game.is_over:
        placings = tuple(
            Scala40Placing(entry, place, totals[entry], eliminated_after[entry])
            for entry, place in placed.items()
        )
    return Scala40Sheet(
        round=round_number,
        table=table,
        players=tuple(players),
        hands=tuple(hands_of(stored)),
        totals=tuple((entry, totals[entry]) for entry in players),
        eliminated=game.eliminated,
        finished=game.is_over,
        timed_out=game.timed_out,
        placings=placings,
        version=version,
        ties=_ties(game, players, eliminated_after),
        forfeited=game.forfeited,
        penalties=counted,
        left_places=tuple((entry, placed[entry]) for entry in game.forfeited),
        out_places=tuple((entry, placed[entry]) for entry in game.eliminated),
    )


def _ties(
    game: TableGame[int], players: Sequence[int], eliminated_after: dict[int, int | None]
) -> tuple[TableTie, ...]:
    """The game's full ties as the sheet shows them, each with the director's order."""
    shared = places(game.rules_placings())
    orders = {frozenset(order): order for order in game.tie_orders}
    totals = game.totals
    return tuple(
        TableTie(
            players=tuple(p for p in players if p in tie),
            place=shared[tie[0]],
            total=totals[tie[0]],
            out_in_hand=eliminated_after[tie[0]],
            order=orders.get(frozenset(tie), ()),
        )
        for tie in game.ties
    )


def _walk(
    players: Sequence[int],
    stored: Stored,
    settings: Scala40Settings,
    forfeits: Collection[int],
    penalties: GivenPoints,
) -> list[tuple[str, tuple[int, ...]]]:
    """Per event: ("hand", players it eliminated) or ("reentry", (player,))."""
    rules = scala40_rules(settings)
    game: TableGame[int] = TableGame.from_rules(players, rules)
    walked: list[tuple[str, tuple[int, ...]]] = []
    for event in table_events(players, stored, forfeits, penalties):
        if isinstance(event, Hand):
            game.apply(event)
            walked.append(("hand", game.history[-1].eliminated))
        elif isinstance(event, ReEntry):
            game.reenter(event.player)
            walked.append(("reentry", (event.player,)))
        elif isinstance(event, TimeOut | Forfeit | PenaltyPoints):
            game.apply(event)
    return walked


def _pairs_as_sheet(sheet: Scala40PairsSheet) -> Scala40Sheet:
    """A pairs sheet by pair, in the singles sheet's shape (what every face reads)."""
    totals = dict(sheet.totals)
    hands = []
    for hand in sheet.hands:
        points = dict.fromkeys(sheet.pairs, 0)
        for entry, _member, figure in hand.points:
            points[entry] = points.get(entry, 0) + figure
        hands.append(Scala40Hand(points=tuple(points.items()), closer=hand.closer[0]))
    placings: tuple[Scala40Placing, ...] = ()
    if sheet.finished:
        if sheet.winner is None:
            order = [(pair, 1) for pair in sheet.pairs]
        else:
            order = [(pair, 1 if pair == sheet.winner else 2) for pair in sheet.pairs]
        placings = tuple(
            Scala40Placing(pair, place, totals[pair], None)
            for pair, place in sorted(order, key=lambda o: o[1])
        )
    return Scala40Sheet(
        round=sheet.round,
        table=sheet.table,
        players=sheet.pairs,
        hands=tuple(hands),
        totals=sheet.totals,
        eliminated=(),  # a pair is never out: the match's loser is the table's second
        finished=sheet.finished,
        timed_out=sheet.timed_out,
        placings=placings,
        version=sheet.version,
    )
