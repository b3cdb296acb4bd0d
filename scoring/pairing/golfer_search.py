"""A seating with the fewest repeated table-mates: a swap-based tabu search.

After Dotú and Van Hentenryck's local search for the social golfer problem: from a greedy
seating, take a player who sits with an earlier table-mate, swap it with the player at
another table that lowers the repeats most (or raises them least: the search climbs out of a
dead end), and forbid moving those two back for a few steps. The best seating seen is kept.
The search counts the swaps it weighs, not seconds, so a seed gives the same seating on any
computer; its budget keeps 200 players well under a second.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

Met = Mapping[int, Mapping[int, int]]
"""Every player's earlier table-mates, with how many times they sat together."""

SWAPS_WEIGHED = 20_000
"""How many swaps the search weighs at most for one round."""

STEPS = 1_000
"""How many swaps the search makes at most for one round (small fields weigh few a step)."""

TABU_STEPS = 7
"""How many steps a player just moved may not move again (unless that beats the best)."""

NOBODY: Mapping[int, int] = {}


def repeats_at(table: list[int], met: Met) -> int:
    """The earlier meetings at one table, weighted: a third meeting counts twice."""
    total = 0
    for i, a in enumerate(table):
        mates = met.get(a, NOBODY)
        for b in table[i + 1 :]:
            total += mates.get(b, 0)
    return total


def least_repeats(tables: list[list[int]], met: Met, rng: random.Random) -> None:
    """Rearrange ``tables`` in place (their sizes kept) towards no earlier table-mates."""
    if len(tables) < 2:
        return
    cost = [repeats_at(table, met) for table in tables]
    total = sum(cost)
    best_total, best = total, [list(t) for t in tables]
    tabu: dict[int, int] = {}
    weighed = 0
    step = 0
    while total and weighed < SWAPS_WEIGHED and step < STEPS:
        step += 1
        conflicted = [
            (a, i)
            for a, table in enumerate(tables)
            if cost[a]
            for i, player in enumerate(table)
            if _clash(player, table, met, None)
        ]
        a, i = conflicted[rng.randrange(len(conflicted))]
        here_table = tables[a]
        player = here_table[i]
        mine = met.get(player, NOBODY)
        here = _clash(player, here_table, met, player)
        choice: tuple[int, int, int] | None = None
        ties = 0
        for b, away in enumerate(tables):
            if b == a:
                continue
            # Each swap's change in repeats, as `_clash` would count it (the player's with the
            # table they join and leave, the other's likewise), with the sums written out:
            # the search weighs thousands of swaps a round.
            beside_away = 0
            for x in away:
                beside_away += mine.get(x, 0)
            for j, other in enumerate(away):
                weighed += 1
                theirs = met.get(other, NOBODY)
                delta = beside_away - mine.get(other, 0) - here
                for x in here_table:
                    if x != player:
                        delta += theirs.get(x, 0)
                for x in away:
                    if x != other:
                        delta -= theirs.get(x, 0)
                allowed = tabu.get(other, 0) < step or total + delta < best_total
                if not allowed:
                    continue
                if choice is None or delta < choice[0]:
                    choice, ties = (delta, b, j), 1
                elif delta == choice[0]:
                    ties += 1
                    if rng.randrange(ties) == 0:
                        choice = (delta, b, j)
        if choice is None:
            continue
        delta, b, j = choice
        other = tables[b][j]
        tables[a][i], tables[b][j] = other, player
        cost[a] = repeats_at(tables[a], met)
        cost[b] = repeats_at(tables[b], met)
        total += delta
        tabu[player] = tabu[other] = step + TABU_STEPS + rng.randrange(3)
        if total < best_total:
            best_total, best = total, [list(t) for t in tables]
    tables[:] = best


def _clash(player: int, table: list[int], met: Met, leaving: int | None) -> int:
    # A loop, not sum() over a generator: twice as fast over a table of four, and the search
    # counts clashes for every seated player at every step.
    mates = met.get(player, NOBODY)
    total = 0
    for other in table:
        if other != leaving and other != player:
            total += mates.get(other, 0)
    return total
