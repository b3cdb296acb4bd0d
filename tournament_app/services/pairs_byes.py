"""Scala 40 in pairs, an odd count: which pair sits out a round, and the all'italiana of pairs.

Two pairs a table leave one pair without a match when the count is odd. The rule is in
docs/pairing.md ("Scala 40 in pairs: the bye"): by the draw or the Danese, the pair with the
fewest byes so far, the lowest ranked of those; in an elimination, the best ranked pair of
the round (it goes on to the next round, a knockout's bye); all'italiana, the Berger calendar
of each group (a group with an odd count has one pair resting each round, each pair once
before any pair a second time). What the bye is worth is the tournament's `pairs_bye`.
Pure functions over entry numbers; `rounds/plans.py` and `italiana.py` call them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scoring.pairing import Scala40Round, round_robin
from scoring.pairing.history import fewest_byes_lowest, table_mates_met
from scoring.pairing.scala40 import seated_with_repeats
from tournament_app.services.settings import Scala40Format, Scala40Settings


def ranked(players: Sequence[int], standings_order: Sequence[int] | None) -> list[int]:
    """`players` best first by the standings after the round before; anyone the standings do
    not list yet sits below those they do, by entry number (round 1: entry number order)."""
    present = set(players)
    order = [p for p in standings_order or players if p in present]
    return order + sorted(present - set(order))


def pairs_bye(
    settings: Scala40Settings,
    players: Sequence[int],
    standings_order: Sequence[int] | None,
    history: Sequence[Scala40Round],
) -> int:
    """The pair that sits out a round of the draw, the Danese or an elimination (an odd
    count): in an elimination the best ranked (round 1: the first by entry number), else
    the fewest byes so far and, of those, the lowest ranked."""
    order = ranked(players, standings_order)
    if settings.format is Scala40Format.ELIMINATION:
        return order[0]
    return fewest_byes_lowest(order, history)


def italiana_pairs_round(
    number: int,
    players: Sequence[int],
    groups: Mapping[int, str],
    history: Sequence[Scala40Round],
) -> tuple[Scala40Round, dict[int, str]]:
    """Round `number` of an all'italiana of pairs: in each group (`groups`, entry number ->
    letter) the Berger calendar's round over the pairs round 1 seated there, in entry order
    (`scoring.pairing.round_robin`: everyone meets everyone once, an odd group's phantom
    gives the bye), for the `players` present. A pair whose opponent is absent, or who
    arrived after round 1 (it joins the group with a pair left over, else the smallest),
    plays another such pair of its group; one left over rests, the fewest byes first.

    Returns the seating (tables numbered from 1, group after group) and every present
    pair's group."""
    present = set(players)
    entrants = set(groups)
    if history:
        entrants = {p for t in history[0].tables for p in t.players} | set(history[0].byes)
    letters = sorted({groups[p] for p in entrants if p in groups})
    members = {g: sorted(p for p in entrants if groups.get(p) == g) for g in letters}
    tables: dict[str, list[list[int]]] = {g: [] for g in letters}
    left: dict[str, list[int]] = {g: [] for g in letters}
    for letter in letters:
        calendar = round_robin(members[letter], number)
        for table in calendar.tables:
            seated = [p for p in (table.ns, table.ew) if p in present]
            if len(seated) == 2:
                tables[letter].append(seated)
            else:
                left[letter] += seated
        left[letter] += [p for p in calendar.byes if p in present]
    joined = {p: groups[p] for p in players if p in groups and p in entrants}
    for late in sorted(p for p in players if p not in joined):
        here = {g: sum(p in present for p in members[g]) for g in letters}
        letter = groups.get(late) or min(
            letters or [""], key=lambda g: (len(left.get(g, [])) % 2 == 0, here.get(g, 0))
        )
        tables.setdefault(letter, [])
        left.setdefault(letter, []).append(late)
        joined[late] = letter
    byes: list[int] = []
    for letter, loose in left.items():
        loose.sort()
        if len(loose) % 2:
            rest = fewest_byes_lowest(loose, history)
            byes.append(rest)
            loose.remove(rest)
        tables[letter] += [loose[i : i + 2] for i in range(0, len(loose), 2)]
    in_order = [table for letter in sorted(tables) for table in tables[letter]]
    seating = seated_with_repeats(in_order, table_mates_met(history))
    return Scala40Round(seating.tables, seating.relaxed, tuple(byes)), joined
