"""Burraco ranking invariants over random results."""

from __future__ import annotations

from itertools import pairwise
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from scoring.standings import MatchLine, rank_burraco, rank_burraco_tuples
from scoring.turno import TurnoSettings, played

THREE = TurnoSettings.for_hands(3)
mp = st.integers(-40, 300).map(lambda n: n * 5)


@st.composite
def tournaments(draw: st.DrawFn) -> tuple[list[int], list[MatchLine]]:
    """Some pairs and a few rounds of random turni between them."""
    entries = list(range(1, draw(st.integers(2, 8)) + 1))
    lines: list[MatchLine] = []
    for rnd in range(1, draw(st.integers(1, 4)) + 1):
        order = draw(st.permutations(entries))
        for a, b in zip(order[::2], order[1::2], strict=False):
            lines += MatchLine.from_turno(rnd, a, b, played(draw(mp), draw(mp), THREE))
    return entries, lines


@given(data=tournaments(), shuffle=st.randoms(use_true_random=False))
def test_ranking_properties(data: tuple[list[int], list[MatchLine]], shuffle: Random) -> None:
    """VP never rise down the table, ranks follow positions, input order does not matter;
    the same turni as plain tuples give the very same rows."""
    entries, lines = data
    rows = rank_burraco(entries, lines)
    assert rank_burraco_tuples(entries, [m.as_tuple() for m in lines]) == rows
    assert sorted(row.entry for row in rows) == entries
    assert all(a.vp >= b.vp for a, b in pairwise(rows))
    for position, row in enumerate(rows, start=1):
        assert row.rank <= position
        if not row.tied:
            assert row.rank == position
    shuffled = list(lines)
    shuffle.shuffle(shuffled)
    again = rank_burraco(list(reversed(entries)), shuffled)
    assert {r.entry: r.rank for r in again} == {r.entry: r.rank for r in rows}
    # Every turno hands out exactly 20 VP, so the totals add up to 20 per turno played.
    assert sum(row.vp for row in rows) == 20 * (len(lines) // 2)
