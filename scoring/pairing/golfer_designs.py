"""Known seatings where nobody meets twice (social-golfer designs), built from finite fields.

A design seats ``players`` (points 0..players-1) at tables of ``table_size`` for as many
rounds as it has; two points share a table at most once across all its rounds. Torneo seats
round 1 as the design's first round (the players shuffled by the seed onto its points) and
reads the same points back from round 1's seating to carry the design on.

- Transversal: ``s`` columns of ``q`` points, ``q`` a prime power >= ``s``; round ``m`` seats
  at table ``b`` the points ``(c, b + m * x_c)``: ``q`` rounds, one more (the columns) when
  ``q == s``, which is the affine plane AG(2, q) (16 players at tables of 4 for 5 rounds).
- Cyclic: the same over the integers mod ``k`` for any ``k``, keeping only rounds whose
  differences no column step divides (all ``k`` when ``k`` is prime to 2..s-1).
- Either followed by a design for one column's players, played in every column at once.
- PG(3, 3)'s 130 lines in 13 spreads (a packing, stored): 40 players at tables of
  4 for 13 rounds, every pair meeting exactly once.
- AG(3, 4)'s lines in their 21 directions: 64 players at tables of 4 for 21 rounds.
- The Hermitian unital of PG(2, 9), resolved (stored): 28 players at tables of 4 for 9 rounds.
- A resolvable 4-GDD of type 2^16 (stored): 32 players at tables of 4 for 10 rounds.
- A base round developed mod 7: 24 players at tables of 4 for 7 rounds.
- 1-rotational designs: 3m + 1 players (52, 76, 88, 112, 124, 148, 160, 184) for m rounds;
  100 players for 33 rounds from a stored base round of 8 tables (its symbols turned).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import product
from math import gcd

from scoring.pairing.model import Scala40Round

Design = tuple[tuple[tuple[int, ...], ...], ...]
"""Rounds of tables of points; the tables of a round partition the points."""


def designs(players: int, table_size: int) -> tuple[Design, ...]:
    """Every design Torneo can build for ``players`` at tables of ``table_size``, the one
    with most rounds first (empty when none applies)."""
    if table_size < 2 or players % table_size or players < 2 * table_size:
        return ()
    return _designs(players, table_size)


@cache
def _designs(players: int, table_size: int) -> tuple[Design, ...]:
    found: list[Design] = []
    if table_size == 4 and players == 40:
        found.append(_stored(PG33_PACKING))
    if table_size == 4 and (players - 1) // 3 in ROTATIONAL_PAIRS and players % 3 == 1:
        found.append(_one_rotational((players - 1) // 3))
    if table_size == 4 and players == 100:
        found.append(_one_rotational_turned(33, BASE_100))
    if table_size == 4 and players == 24:
        found.append(_developed(BASE_24, 7))
    if table_size == 4 and players == 28:
        found.append(_stored(UNITAL_28))
    if table_size == 4 and players == 32:
        found.append(_stored(GDD_32))
    if table_size == 4 and players == 64:
        found.append(_ag34_lines())
    rows = players // table_size
    if _prime_power(rows) and rows >= table_size:
        found.append(_with_columns(_transversal(table_size, rows), table_size, rows))
    cyclic = _cyclic(table_size, rows)
    if len(cyclic) > 1:
        found.append(_with_columns(cyclic, table_size, rows))
    return tuple(design[:MOST_ROUNDS] for design in sorted(found, key=len, reverse=True))


MOST_ROUNDS = 64
"""Rounds kept of a design: more than any evening plays (1,000 players have 126)."""


def _with_columns(design: Design, columns: int, rows: int) -> Design:
    """``design`` and, since two players of one column never meet in it, the rounds of a
    design for a column's ``rows`` players played in every column at once (32 players: 8
    rounds and 1; 64: 16 and AG(2, 4)'s 5; 128: 32 and 32 players' 10)."""
    if len(design) > rows or rows % columns:  # the columns are a round already, or no split
        return design
    inner = designs(rows, columns)
    # Without a design, a column still splits into tables once (8 players: 2 tables of 4).
    split = (tuple(tuple(range(t, t + columns)) for t in range(0, rows, columns)),)
    extra = tuple(
        tuple(tuple(c * rows + p for p in table) for c in range(columns) for table in tables)
        for tables in (inner[0] if inner else split)
    )
    return design + extra


def _prime_power(q: int) -> bool:
    return q > 1 and any(q == p**e for p in range(2, q + 1) if _is_prime(p) for e in range(1, 8))


def _is_prime(p: int) -> bool:
    return p > 1 and all(p % d for d in range(2, int(p**0.5) + 1))


@cache
def _field(q: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Addition and multiplication tables of GF(q): elements are base-p digit vectors of a
    polynomial, reduced by the first monic polynomial of degree e that leaves no zero
    divisors (that is, an irreducible one)."""
    p = next(d for d in range(2, q + 1) if q % d == 0)
    e = 1
    while p**e < q:
        e += 1

    def digits(n: int) -> list[int]:
        return [(n // p**i) % p for i in range(e)]

    def number(ds: list[int]) -> int:
        return sum(d * p**i for i, d in enumerate(ds))

    add = tuple(
        tuple(
            number([(x + y) % p for x, y in zip(digits(a), digits(b), strict=True)])
            for b in range(q)
        )
        for a in range(q)
    )
    for tail in product(range(p), repeat=e):
        # x^e = -(tail) : the reduction of the polynomial x^e + tail.
        def multiply(a: int, b: int, tail: tuple[int, ...] = tail) -> int:
            prod = [0] * (2 * e - 1)
            for i, x in enumerate(digits(a)):
                for j, y in enumerate(digits(b)):
                    prod[i + j] = (prod[i + j] + x * y) % p
            for k in range(2 * e - 2, e - 1, -1):
                top, prod[k] = prod[k], 0
                for i, t in enumerate(tail):
                    prod[k - e + i] = (prod[k - e + i] - top * t) % p
            return number(prod[:e])

        mul = tuple(tuple(multiply(a, b) for b in range(q)) for a in range(q))
        if all(mul[a][b] for a in range(1, q) for b in range(1, q)):
            return add, mul
    raise AssertionError(f"no field of order {q}")  # pragma: no cover - q is a prime power


def _transversal(columns: int, q: int) -> Design:
    add, mul = _field(q)
    rounds = [
        tuple(tuple(c * q + add[b][mul[m][c]] for c in range(columns)) for b in range(q))
        for m in range(q)
    ]
    if columns == q:
        rounds.append(tuple(tuple(c * q + y for y in range(q)) for c in range(columns)))
    return tuple(rounds)


def _cyclic(columns: int, k: int) -> Design:
    chosen: list[int] = []
    barred = [False] * k
    for m in range(k):
        if barred[m]:
            continue
        chosen.append(m)
        # Another round r repeats a pair of m's when d * (r - m) = 0 (mod k) for a column
        # step d: r = m modulo k / gcd(k, d).
        for d in range(1, columns):
            for r in range(m % (k // gcd(k, d)), k, k // gcd(k, d)):
                barred[r] = True
    return tuple(
        tuple(tuple(c * k + (b + c * m) % k for c in range(columns)) for b in range(k))
        for m in chosen
    )


def _ag34_lines() -> Design:
    add, mul = _field(4)

    def point(v: tuple[int, ...]) -> int:
        return v[0] * 16 + v[1] * 4 + v[2]

    directions = [
        v
        for v in product(range(4), repeat=3)
        if any(v) and v[next(i for i in range(3) if v[i])] == 1
    ]
    rounds = []
    for d in directions:
        seen: set[int] = set()
        tables = []
        for v in product(range(4), repeat=3):
            if point(v) in seen:
                continue
            line = tuple(
                sorted(
                    point(tuple(add[x][mul[t][y]] for x, y in zip(v, d, strict=True)))
                    for t in range(4)
                )
            )
            seen.update(line)
            tables.append(line)
        rounds.append(tuple(tables))
    return tuple(rounds)


def _developed(base: tuple[tuple[int, ...], ...], modulus: int) -> Design:
    """Rounds from a base round over ``Z_modulus x {0, 1, 2}`` (point ``s * modulus + x``)
    and fixed points beyond: round ``r`` adds ``r`` to every ``x``."""
    finite = 3 * modulus

    def moved(p: int, r: int) -> int:
        return p if p >= finite else p - p % modulus + (p % modulus + r) % modulus

    return tuple(tuple(tuple(moved(p, r) for p in table) for table in base) for r in range(modulus))


ROTATIONAL_PAIRS = {
    5: ((1, 2),),
    13: ((1, 5), (2, 3), (4, 6)),
    17: ((1, 4), (2, 8), (3, 5), (6, 7)),
    25: ((1, 2), (3, 9), (4, 12), (5, 10), (6, 8), (7, 11)),
    29: ((1, 2), (3, 13), (4, 8), (5, 10), (6, 12), (7, 14), (9, 11)),
    37: ((1, 2), (3, 7), (4, 15), (5, 18), (6, 14), (8, 13), (9, 16), (10, 12), (11, 17)),
    41: (
        (1, 2), (3, 8), (4, 14), (5, 20), (6, 18), (7, 15), (9, 11), (10, 17), (12, 16),
        (13, 19),
    ),
    49: (
        (1, 2), (3, 5), (4, 15), (6, 20), (7, 22), (8, 24), (9, 18), (10, 14), (11, 17),
        (12, 19), (13, 23), (16, 21),
    ),
    53: (
        (1, 2), (3, 5), (4, 13), (6, 25), (7, 23), (8, 21), (9, 19), (10, 16), (11, 22),
        (12, 26), (14, 18), (15, 20), (17, 24),
    ),
    61: (
        (1, 2), (3, 5), (4, 9), (6, 22), (7, 25), (8, 27), (10, 30), (11, 26), (12, 19),
        (13, 23), (14, 20), (15, 24), (16, 28), (17, 21), (18, 29),
    ),
}  # fmt: skip
"""For ``m``: 1..(m-1)/2 in pairs {x, u} whose classes +-(u - x), +-(u + x) are each nonzero
class of Z_m once (found by a backtracking search; none exists for m a multiple of 3)."""


def _one_rotational(m: int) -> Design:
    """3m + 1 players at tables of 4 for m rounds (the most possible), every pair meeting
    once: points Z_m x {0, 1, 2} and one fixed point. The base round seats the fixed point
    with the three 0s, and for each pair {x, u} of ``ROTATIONAL_PAIRS`` and each two symbols
    (a, b) in turn (0-1, 1-2, 2-0) the table {+-x of a, +-u of b}. The pairs {x, -x} of one
    symbol have the differences +-2x, every nonzero one once; a table of two symbols has the
    differences +-(u - x), +-(u + x), so over the pairs every nonzero one once and the fixed
    table the 0: developed mod m, every two points meet exactly once."""
    tables: list[tuple[int, ...]] = [(0, m, 2 * m, 3 * m)]
    for a, b in ((0, 1), (1, 2), (2, 0)):
        for x, u in ROTATIONAL_PAIRS[m]:
            tables.append((a * m + x, a * m + m - x, b * m + u, b * m + m - u))
    return _developed(tuple(tables), m)


def _one_rotational_turned(m: int, base: tuple[tuple[tuple[int, int], ...], ...]) -> Design:
    """3m + 1 players at tables of 4 for m rounds, every pair meeting once, when m is a
    multiple of 3 (no ``ROTATIONAL_PAIRS`` then): points Z_m x {0, 1, 2} and a fixed one.
    The base round seats the fixed point with the three 0s, then each table of ``base``
    ((x, symbol) points) three times, its symbols turned 0 -> 1 -> 2 -> 0. ``base`` holds
    every nonzero x once, under some symbol, so the base round seats everyone once; its
    differences (x - y within a symbol up to sign, and from a symbol to the next) are every
    one once, so developed mod m every two points meet exactly once."""
    tables: list[tuple[int, ...]] = [(0, m, 2 * m, 3 * m)]
    for turn in range(3):
        for table in base:
            tables.append(tuple((symbol + turn) % 3 * m + x for x, symbol in table))
    return _developed(tuple(tables), m)


BASE_100 = (
    ((3, 1), (24, 2), (6, 1), (4, 0)),
    ((12, 2), (8, 2), (15, 0), (32, 2)),
    ((25, 1), (2, 0), (11, 2), (30, 1)),
    ((14, 2), (16, 1), (10, 1), (17, 1)),
    ((28, 0), (13, 2), (23, 2), (1, 2)),
    ((7, 1), (20, 0), (18, 0), (26, 1)),
    ((9, 0), (31, 2), (27, 0), (19, 1)),
    ((5, 2), (22, 2), (29, 1), (21, 1)),
)
"""100 players at tables of 4 for 33 rounds (a resolvable (100, 4, 1) design, the most
rounds possible): the base of ``_one_rotational_turned(33, ...)``, (x, symbol) points of
Z_33 x {0, 1, 2}. Found by a simulated-annealing search over those conditions (every
difference once); the tests check the design it gives."""


BASE_24 = (
    (0, 1, 3, 13),
    (8, 9, 11, 14),
    (2, 17, 18, 20),
    (4, 12, 16, 21),
    (5, 7, 15, 22),
    (6, 10, 19, 23),
)
"""24 players at tables of 4 for 7 rounds (the most possible): a resolvable 4-GDD of type
3^8 on ``Z_7 x {0, 1, 2}`` and 3 fixed points. Each symbol's three at one table, {0, 1, 3},
is a difference set of Z_7; the mixed differences between two symbols are 1..6 once each, so
developed mod 7 every two players meet once, except the three of a group (``x`` under the
three symbols, or the fixed points), who never do. Found by a search over those conditions."""


def _stored(rounds: tuple[str, ...]) -> Design:
    """A stored design: a round a string, its tables separated by commas."""
    return tuple(
        tuple(tuple(int(p) for p in table.split()) for table in spread.split(","))
        for spread in rounds
    )


PG33_PACKING = (
    (
        "0 1 2 3,4 13 22 31,5 16 26 36,6 19 30 38,7 15 27 39,"
        "8 18 28 32,9 21 23 34,10 14 29 35,11 17 24 37,12 20 25 33"
    ),
    (
        "0 4 5 6,1 13 16 19,2 22 26 30,3 31 36 38,7 17 29 32,"
        "8 20 24 34,9 14 25 39,10 21 27 33,11 15 28 35,12 18 23 37"
    ),
    (
        "0 10 11 12,1 15 18 21,2 32 36 37,3 24 26 28,4 16 25 34,"
        "5 19 29 39,6 14 22 33,7 20 23 35,8 17 30 31,9 13 27 38"
    ),
    (
        "0 7 8 9,1 14 17 20,2 31 35 39,3 23 25 30,4 18 27 36,"
        "5 21 28 38,6 13 24 32,10 16 22 37,11 19 26 33,12 15 29 34"
    ),
    (
        "0 13 14 15,1 5 8 11,2 24 25 29,3 32 34 39,4 19 28 37,"
        "6 16 27 35,7 18 30 33,9 20 22 36,10 17 23 38,12 21 26 31"
    ),
    (
        "0 16 17 18,1 4 7 10,2 33 34 38,3 22 27 29,5 14 24 31,"
        "6 20 28 39,8 19 23 36,9 15 26 37,11 21 25 32,12 13 30 35"
    ),
    (
        "0 37 38 39,1 6 9 12,2 23 27 28,3 13 18 20,4 17 26 35,"
        "5 15 22 32,7 21 24 36,8 16 29 33,10 19 25 31,11 14 30 34"
    ),
    (
        "0 31 32 33,1 23 26 29,2 15 16 20,3 5 7 12,4 21 30 39,"
        "6 17 25 36,8 14 27 37,9 19 24 35,10 13 28 34,11 18 22 38"
    ),
    (
        "0 22 23 24,1 31 34 37,2 6 7 11,3 14 16 21,4 20 29 38,"
        "5 18 25 35,8 13 26 39,9 17 28 33,10 15 30 36,12 19 27 32"
    ),
    (
        "0 25 26 27,1 32 35 38,2 13 17 21,3 6 8 10,4 15 24 33,"
        "5 20 30 37,7 19 22 34,9 18 29 31,11 16 23 39,12 14 28 36"
    ),
    (
        "0 19 20 21,1 22 25 28,2 4 8 12,3 33 35 37,5 17 27 34,"
        "6 15 23 31,7 14 26 38,9 16 30 32,10 18 24 39,11 13 29 36"
    ),
    (
        "0 28 29 30,1 33 36 39,2 5 9 10,3 15 17 19,4 14 23 32,"
        "6 18 26 34,7 13 25 37,8 21 22 35,11 20 27 31,12 16 24 38"
    ),
    (
        "0 34 35 36,1 24 27 30,2 14 18 19,3 4 9 11,5 13 23 33,"
        "6 21 29 37,7 16 28 31,8 15 25 38,10 20 26 32,12 17 22 39"
    ),
)
"""PG(3, 3)'s 130 lines in 13 spreads of 10, points numbered 0..39 in the lexicographic order of
their normalised coordinates (first non-zero one 1). Found by an exact-cover search: the 8424
spreads enumerated, then 13 of them covering every line once (Algorithm X, 22 nodes); the
tests check it is a packing, so every two of the 40 players share one of its tables once."""


def next_design_round(
    players: Sequence[int], table_size: int, history: Sequence[Scala40Round], rng: random.Random
) -> list[list[int]] | None:
    """The next round of a design the earlier rounds followed, or ``None``.

    Round 1 (no history) is the first round of the design with most rounds, the players
    shuffled by ``rng`` onto its points in table and seat order. A later round reads those
    points back from round 1's seating, checks that every earlier round is a different round
    of the same design, and seats its first unused round (tables and seats shuffled); any
    change of players or seats, a design run out, gives ``None``: the search takes over.
    """
    found = designs(len(players), table_size)
    if not found:
        return None
    if not history:
        order = list(players)
        rng.shuffle(order)
        return [[order[p] for p in table] for table in found[0][0]]
    for index, design in enumerate(found):
        point = _points(design, history[0], set(players))
        if point is None:
            continue
        used = _rounds_used(_round_of_table(len(players), table_size, index), history, point)
        if used is None:
            continue
        unused = next((r for r in range(len(design)) if r not in used), None)
        if unused is None:
            return None
        player = {p: name for name, p in point.items()}
        tables = [[player[p] for p in table] for table in design[unused]]
        rng.shuffle(tables)
        for table in tables:
            rng.shuffle(table)
        return tables
    return None


@cache
def _round_of_table(players: int, table_size: int, index: int) -> dict[frozenset[int], int]:
    """Which round of design ``index`` seats each of its tables (read once per design)."""
    design = designs(players, table_size)[index]
    return {frozenset(table): r for r, tables in enumerate(design) for table in tables}


def _points(design: Design, first: Scala40Round, players: set[int]) -> dict[int, int] | None:
    """Each player's point, read from round 1 seated as the design's first round."""
    seated = sorted(first.tables, key=lambda table: table.number)
    blocks = design[0]
    if len(seated) != len(blocks):
        return None
    point: dict[int, int] = {}
    for table, block in zip(seated, blocks, strict=True):
        if len(table.players) != len(block):
            return None
        point.update(zip(table.players, block, strict=True))
    return point if set(point) == players and len(point) == len(players) else None


def _rounds_used(
    rounds: dict[frozenset[int], int], history: Sequence[Scala40Round], point: dict[int, int]
) -> set[int] | None:
    """The design's rounds the history played, or ``None`` when a round is not one of them
    (or one was played twice)."""
    used: set[int] = set()
    for played in history:
        which = set()
        for table in played.tables:
            key = frozenset(point.get(p, -1) for p in table.players)
            if key not in rounds:
                return None
            which.add(rounds[key])
        if len(which) != 1 or which & used:
            return None
        used |= which
    return used


UNITAL_28 = (
    ("0 1 2 3,4 5 6 7,8 9 10 11,12 13 14 15,16 17 18 19,20 21 26 27,22 23 24 25"),
    ("0 4 19 23,1 7 8 14,2 13 16 26,3 11 21 24,5 9 18 20,6 12 25 27,10 15 17 22"),
    ("0 6 9 14,1 15 20 24,2 11 18 27,3 4 17 25,5 10 23 26,7 13 19 21,8 12 16 22"),
    ("0 8 17 27,1 4 11 13,2 5 19 22,3 12 20 23,6 15 16 21,7 9 25 26,10 14 18 24"),
    ("0 5 11 12,1 9 21 22,2 6 17 24,3 14 19 26,4 10 16 20,7 15 23 27,8 13 18 25"),
    ("0 7 16 24,1 10 19 27,2 14 20 25,3 5 8 15,4 12 18 21,6 11 22 26,9 13 17 23"),
    ("0 10 21 25,1 12 17 26,2 4 9 15,3 7 18 22,5 13 24 27,6 8 19 20,11 14 16 23"),
    ("0 13 20 22,1 6 18 23,2 7 10 12,3 9 16 27,4 8 24 26,5 14 17 21,11 15 19 25"),
    ("0 15 18 26,1 5 16 25,2 8 21 23,3 6 10 13,4 14 22 27,7 11 17 20,9 12 19 24"),
)
"""The Hermitian unital of PG(2, 9) (its 28 points x^4 + y^4 + z^4 = 0, its 63 secant lines
of 4 points) in 9 rounds of 7 tables: 28 players at tables of 4 for 9 rounds, every pair
meeting once. The points are numbered in the lexicographic order of their normalised
coordinates over GF(9); the rounds were found as for PG(3, 3): the 63 partitions of the
points into 7 blocks enumerated, then 9 of them covering every block once."""


GDD_32 = (
    ("0 5 18 23,1 4 19 22,2 7 16 21,3 6 17 20,8 10 25 27,9 11 24 26,12 15 28 31,13 14 29 30"),
    ("0 6 25 31,1 7 24 30,2 5 8 15,3 4 9 14,10 12 19 21,11 13 18 20,16 23 27 28,17 22 26 29"),
    ("0 9 20 29,1 8 21 28,2 13 23 24,3 12 22 25,4 10 17 31,5 11 16 30,6 15 18 27,7 14 19 26"),
    ("0 15 21 26,1 14 20 27,2 11 22 31,3 10 23 30,4 13 16 25,5 12 17 24,6 8 19 29,7 9 18 28"),
    ("0 7 10 13,1 6 11 12,2 4 27 29,3 5 26 28,8 14 17 23,9 15 16 22,18 21 25 30,19 20 24 31"),
    ("0 3 16 19,1 2 17 18,4 6 21 23,5 7 20 22,8 13 26 31,9 12 27 30,10 15 24 29,11 14 25 28"),
    ("0 8 22 30,1 5 25 29,2 10 20 28,3 7 27 31,4 12 18 26,6 14 16 24,9 13 17 21,11 15 19 23"),
    ("0 4 24 28,1 9 23 31,2 6 26 30,3 11 21 29,5 13 19 27,7 15 17 25,8 12 16 20,10 14 18 22"),
    ("0 11 17 27,1 10 16 26,2 9 19 25,3 8 18 24,4 15 20 30,5 14 21 31,6 13 22 28,7 12 23 29"),
    ("0 2 12 14,1 3 13 15,4 7 8 11,5 6 9 10,16 18 29 31,17 19 28 30,20 23 25 26,21 22 24 27"),
)
"""32 players at tables of 4 for 10 rounds (the most possible): a resolvable 4-GDD of type
2^16. Every player meets 30 of the other 31 once and never the one of their pair ``{2v, 2v + 1}``.
Point ``2v + i`` is ``(v, i)``, ``v`` in GF(16) (``x^4 = x + 1``, ``v`` read in binary); the
design is kept by the group of order 24 that adds to ``v`` an element of the subfield GF(4),
multiplies ``v`` by a cube root of unity and swaps ``i``, which moves the rounds in orbits of
6, 2, 1 and 1. Found by a SAT search (each pair outside the 16 groups at one table exactly once,
the group imposed, the rounds' orbits 6 + 2 + 1 + 1) which answered in a second."""
