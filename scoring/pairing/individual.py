"""Individual burraco: new partnerships and tables each round, repeating as little as possible."""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.pairing.danese import first_valid_pairing
from scoring.pairing.entries import checked_entries
from scoring.pairing.golfer_designs import designs, next_design_round
from scoring.pairing.history import (
    byes_given,
    individual_opponents_met,
    meeting,
    partners_met,
)
from scoring.pairing.model import (
    IndividualRound,
    IndividualTable,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Scala40Round,
    SeatingTable,
)
from scoring.pairing.round_robin import berger_pairs

Partnership = tuple[int, int]

WHIST_EIGHT_FIRST_ROUND = (((7, 0), (1, 3)), ((2, 6), (4, 5)))
"""The first round of a whist schedule for 8 players, as positions 0-7.

Round r adds r - 1 (mod 7) to positions 0-6 while position 7 stays: over 7 rounds every
two players partner exactly once and face each other exactly twice (a whist tournament
Wh(8), developed over Z7 plus a fixed point).
"""


def individual_round(
    players: Sequence[int],
    round_number: int,
    *,
    history: Sequence[IndividualRound] = (),
    seed: int = 0,
    planned_rounds: int | None = None,
) -> IndividualRound:
    """A round of tables of four: partners repeat as little as possible, then opponents.

    When the number of players is a multiple of 4 and the round is within the first N - 1,
    the partnerships follow the Berger calendar (8 players, 7 rounds: everyone partners
    everyone exactly once). Otherwise a seeded search; repeats it could not avoid are listed
    in ``relaxed``. Players beyond a multiple of 4 sit out, fewest byes first. Pass the
    players in the same (registration) order every round: the calendar follows positions.

    When the tournament plays ``planned_rounds`` and a design where nobody meets twice lasts
    that long for the players (scala 40's: 16 players for 5 rounds, 40 for 13, ...), the
    rounds are the design's instead: no partner and no opponent ever repeats. A longer
    tournament keeps the calendar, whose partners never repeat over N - 1 rounds.
    """
    order = checked_entries(players)
    if round_number < 1:
        raise PairingError(PairingErrorCode.ROUND_OUT_OF_RANGE, round_number=round_number)
    rng = random.Random(seed)
    partnered = partners_met(history)
    faced = individual_opponents_met(history)
    rested = byes_given(history)
    byes = _sitting_out(order, len(order) % 4, rested, rng)
    active = [player for player in order if player not in byes]
    tables = _whist_eight(active, round_number, partnered)
    if tables is None and not byes and _design_lasts(len(active), planned_rounds):
        tables = _designed(active, history, rng)
    if tables is None:
        partnerships = _calendar_partnerships(active, round_number, partnered)
        if partnerships is None:
            partnerships = _fewest_repeats(active, partnered, rng)
        tables = _tables(partnerships, faced)
    relaxed = [
        Relaxation(RelaxationCode.PARTNER_REPEAT, tuple(sorted(pair)))
        for table in tables
        for pair in (table.ns, table.ew)
        if meeting(*pair) in partnered
    ]
    relaxed += [
        Relaxation(RelaxationCode.OPPONENT_REPEAT, tuple(sorted((a, b))))
        for table in tables
        for a in table.ns
        for b in table.ew
        if meeting(a, b) in faced
    ]
    relaxed += [
        Relaxation(RelaxationCode.BYE_REPEATED, (player,)) for player in byes if player in rested
    ]
    return IndividualRound(tuple(tables), tuple(byes), tuple(relaxed))


def _sitting_out(
    order: list[int], count: int, byes: dict[int, int], rng: random.Random
) -> list[int]:
    """The ``count`` players who sit out: fewest byes so far, ties by the seeded draw."""
    draw = {player: rng.random() for player in order}
    return sorted(order, key=lambda player: (byes.get(player, 0), draw[player]))[:count]


def _whist_eight(
    active: list[int], round_number: int, partnered: dict[frozenset[int], int]
) -> list[IndividualTable] | None:
    """Round ``round_number`` of the 8-player whist schedule, unless it would repeat a partner."""
    if len(active) != 8 or round_number > 7:
        return None

    def player(position: int) -> int:
        return active[position if position == 7 else (position + round_number - 1) % 7]

    tables = [
        IndividualTable(k + 1, (player(a), player(b)), (player(c), player(d)))
        for k, ((a, b), (c, d)) in enumerate(WHIST_EIGHT_FIRST_ROUND)
    ]
    if any(meeting(*pair) in partnered for table in tables for pair in (table.ns, table.ew)):
        return None
    return tables


def _design_lasts(players: int, planned_rounds: int | None) -> bool:
    found = designs(players, 4)
    return planned_rounds is not None and bool(found) and planned_rounds <= len(found[0])


def _designed(
    active: list[int], history: Sequence[IndividualRound], rng: random.Random
) -> list[IndividualTable] | None:
    """The next round of a design where nobody meets twice (scala 40's, tables of 4), the
    first two at a table partners: no partner or opponent repeats while the design lasts."""
    seated = [
        Scala40Round(tuple(SeatingTable(t.number, (*t.ns, *t.ew)) for t in played.tables))
        for played in history
    ]
    if any(played.byes for played in history):
        return None
    found = next_design_round(active, 4, seated, rng)
    if found is None:
        return None
    return [
        IndividualTable(k + 1, (table[0], table[1]), (table[2], table[3]))
        for k, table in enumerate(found)
    ]


def _calendar_partnerships(
    active: list[int], round_number: int, partnered: dict[frozenset[int], int]
) -> list[Partnership] | None:
    """The Berger round's partnerships, unless off-calendar or any of them is a repeat."""
    size = len(active)
    if size < 4 or size % 4 or round_number > size - 1:
        return None
    pairs = [(active[a - 1], active[b - 1]) for a, b in berger_pairs(size, round_number)]
    if any(meeting(*pair) in partnered for pair in pairs):
        return None
    return pairs


def _fewest_repeats(
    active: list[int], partnered: dict[frozenset[int], int], rng: random.Random
) -> list[Partnership]:
    """Partnerships in a seeded order that keep the most times any two partner again lowest."""
    order = list(active)
    rng.shuffle(order)
    ceiling = 1
    while True:
        # Forbid every two players who have partnered `ceiling` times or more.
        forbidden: dict[int, set[int]] = {}
        for pair, times in partnered.items():
            if times >= ceiling:
                a, b = sorted(pair)
                forbidden.setdefault(a, set()).add(b)
                forbidden.setdefault(b, set()).add(a)
        found = first_valid_pairing(order, forbidden)
        if found is not None:
            return found
        ceiling += 1


def _tables(
    partnerships: list[Partnership], faced: dict[frozenset[int], int]
) -> list[IndividualTable]:
    """Partnerships two by two at tables, then swapped while opponent repeats go down."""

    def cost(first: Partnership, second: Partnership) -> int:
        return sum(faced.get(meeting(a, b), 0) for a in first for b in second)

    left = list(partnerships)
    matches: list[list[Partnership]] = []
    while left:
        first = left.pop(0)
        second = min(left, key=lambda other: cost(first, other))
        left.remove(second)
        matches.append([first, second])
    improved = True
    while improved:
        improved = False
        for i in range(len(matches)):
            for j in range(i + 1, len(matches)):
                (a, b), (c, d) = matches[i], matches[j]
                now = cost(a, b) + cost(c, d)
                for x, y, z, w in ((a, c, b, d), (a, d, b, c)):
                    if cost(x, y) + cost(z, w) < now:
                        matches[i], matches[j] = [x, y], [z, w]
                        improved = True
                        break
                if improved:
                    break
            if improved:
                break
    return [IndividualTable(k + 1, ns, ew) for k, (ns, ew) in enumerate(matches)]
