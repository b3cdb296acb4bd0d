"""Slow, obviously-correct reference implementations the tests compare against."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def backtracking_first_pairing(
    order: Sequence[int], forbidden: Collection[frozenset[int]]
) -> list[tuple[int, int]] | None:
    """The rule as docs/pairing.md states it: plain depth-first search in standings order."""
    if not order:
        return []
    top, rest = order[0], order[1:]
    for partner in rest:
        if frozenset((top, partner)) in forbidden:
            continue
        tail = backtracking_first_pairing([e for e in rest if e != partner], forbidden)
        if tail is not None:
            return [(top, partner), *tail]
    return None
