"""Scala 40 pairs sheets: a table's stored hands replayed through `scoring.scala40_pairs`.

A pairs table keeps its hands in the same `scala40_sheets` row as a singles table, as events
of the same shape (a hand, the time-out), so taking back the last event, calling time, the
log and a tournament file treat both alike. A pairs hand adds who of the closer's pair went
out (`member`) and every player's figure (`players`); its `points` are the pairs' penalty
points for the hand, what the change log shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scoring.scala40_pairs import MatchPoints, PairsMatch, PairsRules, bye_line
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rules import scoring_errors
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.values import Scala40PairsHand, Scala40PairsSheet

Stored = list[dict[str, Any]]


def pairs_rules(settings: Scala40Settings) -> PairsRules:
    """The match rules from the tournament's settings."""
    win, draw, loss = settings.match_points
    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        return PairsRules(
            target=settings.pairs_target,
            draw_rule=settings.pairs_draw,
            match_points=MatchPoints(win=win, draw=draw, loss=loss),
        )


def bye_points(settings: Scala40Settings) -> int:
    """The match points of a pair's bye (an odd count) under the tournament's `pairs_bye`."""
    return bye_line(0, 0, pairs_rules(settings), settings.pairs_bye).match_points


def pairs_hand_to_stored(hand: Scala40PairsHand) -> Stored:
    """A pairs hand as entered, as its stored event."""
    closer_pair, member = hand.closer
    totals: dict[int, int] = {}
    for entry, _member, points in hand.points:
        totals[entry] = totals.get(entry, 0) + points
    totals.setdefault(closer_pair, 0)
    return [
        {
            "type": "hand",
            "closer": closer_pair,
            "member": member,
            "points": [[entry, points] for entry, points in sorted(totals.items())],
            "players": [[entry, seat, points] for entry, seat, points in hand.points],
            "in_hand": False,
            "not_opened": [],
        }
    ]


def pairs_hands_of(stored: Stored) -> list[Scala40PairsHand]:
    """The hands as entered."""
    return [
        Scala40PairsHand(
            closer=(int(item["closer"]), int(item.get("member", 1))),
            points=tuple((int(e), int(m), int(p)) for e, m, p in item.get("players", [])),
        )
        for item in stored
        if item["type"] == "hand"
    ]


def pairs_replay(
    pairs: Sequence[int], stored: Stored, settings: Scala40Settings
) -> PairsMatch[int]:
    """The table's match rebuilt from its events; INVALID_SCORE when one breaks a rule
    (a table seating other than two pairs included)."""
    rules = pairs_rules(settings)
    with scoring_errors(ErrorCode.INVALID_SCORE):
        match: PairsMatch[int] = PairsMatch(pairs, rules)
        for item in stored:
            if item["type"] == "hand":
                hand = pairs_hands_of([item])[0]
                match.record_hand(hand.closer, {(e, m): p for e, m, p in hand.points})
            elif item["type"] == "timeout":
                match.time_out()
            else:
                # A re-entry: pairs have none (the services refuse one at a pairs table).
                raise ServiceError(ErrorCode.INVALID_SCORE, {"detail": "pairs_hand_needed"})
        return match


def pairs_sheet_value(
    round_number: int,
    table: int,
    pairs: Sequence[int],
    stored: Stored,
    settings: Scala40Settings,
    version: int,
) -> Scala40PairsSheet:
    """The sheet as the director sees it: hands, game points, penalty points, the result."""
    match = pairs_replay(pairs, stored, settings)
    points = match.match_points()
    return Scala40PairsSheet(
        round=round_number,
        table=table,
        pairs=tuple(pairs),
        hands=tuple(pairs_hands_of(stored)),
        game_points=tuple((pair, match.game_points[pair]) for pair in pairs),
        totals=tuple((pair, match.totals[pair]) for pair in pairs),
        finished=match.is_over,
        timed_out=match.timed_out,
        winner=match.winner,
        match_points=tuple((pair, points[pair]) for pair in pairs),
        version=version,
    )
