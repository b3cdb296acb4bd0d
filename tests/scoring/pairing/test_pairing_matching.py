"""The perfect-matching test Danish pairing relies on, against brute force."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from scoring.pairing.matching import MaximumMatching, has_perfect_matching


def brute_force(size: int, edges: set[frozenset[int]]) -> bool:
    def pair_up(left: list[int]) -> bool:
        if not left:
            return True
        first = left[0]
        return any(
            frozenset((first, other)) in edges and pair_up([v for v in left[1:] if v != other])
            for other in left[1:]
        )

    return pair_up(list(range(size)))


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, set[frozenset[int]]]:
    size = draw(st.integers(0, 11))
    pairs = [frozenset(p) for p in combinations(range(size), 2)]
    edges = draw(st.sets(st.sampled_from(pairs))) if pairs else set()
    return size, edges


@given(graphs(), st.randoms(use_true_random=False))
def test_agrees_with_brute_force(graph: tuple[int, set[frozenset[int]]], rng) -> None:  # type: ignore[no-untyped-def]
    """Any graph up to 11 vertices, neighbours in any order: the same answer as trying all."""
    size, edges = graph
    allowed = [[u for u in range(size) if frozenset((u, v)) in edges] for v in range(size)]
    for neighbours in allowed:
        rng.shuffle(neighbours)
    assert has_perfect_matching(allowed) == brute_force(size, edges)


def test_odd_cycle_needs_a_blossom() -> None:
    """A 5-cycle with a pendant vertex: matchable only through the odd cycle."""
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (4, 5)]
    allowed: list[list[int]] = [[] for _ in range(6)]
    for a, b in edges:
        allowed[a].append(b)
        allowed[b].append(a)
    assert has_perfect_matching(allowed)
    assert not has_perfect_matching([[1], [0, 2], [1], []])


@given(graphs(), st.randoms(use_true_random=False))
def test_partners_agree_with_brute_force(graph: tuple[int, set[frozenset[int]]], rng) -> None:  # type: ignore[no-untyped-def]
    """Kept matching: who may still sit with a vertex, and who may take the one bye."""
    size, edges = graph
    allowed = [[u for u in range(size) if frozenset((u, v)) in edges] for v in range(size)]
    for neighbours in allowed:
        rng.shuffle(neighbours)
    kept = MaximumMatching(allowed, [True] * size)

    def without(*gone: int) -> bool:
        rest = [v for v in range(size) if v not in gone]
        renamed = {v: k for k, v in enumerate(rest)}
        inner = {frozenset(renamed[v] for v in e) for e in edges if not e & set(gone)}
        return brute_force(len(rest), inner)

    if size % 2 == 1 and kept.unmatched() == 1:
        assert kept.partners() == [without(u) for u in range(size)]
    if size % 2 == 0 and kept.unmatched() == 0:
        for v in range(size):
            possible = kept.partners(v)
            assert [possible[u] for u in allowed[v]] == [without(v, u) for u in allowed[v]]
        v = rng.randrange(size) if size else 0
        for u in allowed[v] if size else []:
            assert kept.remove_if_perfect((v, u)) == without(v, u)
            if without(v, u):
                break
