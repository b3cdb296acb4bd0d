"""Whether a graph has a perfect matching (Edmonds' blossom algorithm, plain Python).

Danish pairing asks this of the entries still unpaired, to know whether a tentative table
leaves a complete pairing possible. Vertices are 0..n-1, ``allowed[v]`` their neighbours.
"""

from __future__ import annotations

from collections.abc import Sequence


def has_perfect_matching(allowed: Sequence[Sequence[int]]) -> bool:
    """Whether every vertex can be matched to an allowed neighbour at once."""
    size = len(allowed)
    if size % 2:
        return False
    match = [-1] * size
    # A greedy start leaves few augmenting paths to search.
    for v in range(size):
        if match[v] == -1:
            for u in allowed[v]:
                if match[u] == -1:
                    match[u], match[v] = v, u
                    break
    for root in range(size):
        # A vertex left unmatched by an augmenting search stays unmatched in every maximum
        # matching (Edmonds), so one failure settles it.
        if match[root] == -1 and not _augment(allowed, match, root):
            return False
    return True


def _augment(allowed: Sequence[Sequence[int]], match: list[int], root: int) -> bool:
    """Find an augmenting path from ``root`` and flip it; False when there is none."""
    size = len(allowed)
    parent = [-1] * size
    base = list(range(size))
    in_tree = [False] * size
    in_tree[root] = True
    queue = [root]
    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        for to in allowed[v]:
            if base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                # An odd cycle: contract the blossom onto its base.
                stem = _common_base(match, parent, base, v, to)
                in_blossom = [False] * size
                _mark_path(match, parent, base, in_blossom, v, stem, to)
                _mark_path(match, parent, base, in_blossom, to, stem, v)
                for i in range(size):
                    if in_blossom[base[i]]:
                        base[i] = stem
                        if not in_tree[i]:
                            in_tree[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    _flip(match, parent, to)
                    return True
                in_tree[match[to]] = True
                queue.append(match[to])
    return False


def _common_base(match: list[int], parent: list[int], base: list[int], a: int, b: int) -> int:
    seen = [False] * len(match)
    while True:
        a = base[a]
        seen[a] = True
        if match[a] == -1:
            break
        a = parent[match[a]]
    while True:
        b = base[b]
        if seen[b]:
            return b
        b = parent[match[b]]


def _mark_path(
    match: list[int],
    parent: list[int],
    base: list[int],
    in_blossom: list[bool],
    v: int,
    stem: int,
    child: int,
) -> None:
    while base[v] != stem:
        in_blossom[base[v]] = in_blossom[base[match[v]]] = True
        parent[v] = child
        child = match[v]
        v = parent[match[v]]


def _flip(match: list[int], parent: list[int], end: int) -> None:
    v = end
    while v != -1:
        previous = parent[v]
        after = match[previous]
        match[v], match[previous] = previous, v
        v = after
