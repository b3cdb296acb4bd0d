"""Perfect matchings (Edmonds' blossom algorithm, plain Python).

Danish pairing asks whether a tentative table leaves the entries still unpaired a complete
pairing. Vertices are 0..n-1, ``allowed[v]`` their neighbours. ``MaximumMatching`` keeps one
matching and answers each such question with a single augmenting search instead of a whole
new matching, which bounds the search on dense histories.
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


class MaximumMatching:
    """A maximum matching of the vertices still in the graph, kept as vertices leave it."""

    def __init__(self, allowed: Sequence[Sequence[int]], present: Sequence[bool]) -> None:
        size = len(allowed)
        self._allowed = allowed
        self._present = list(present)
        self._match = [-1] * size
        match = self._match
        for v in range(size):
            if self._present[v] and match[v] == -1:
                for u in allowed[v]:
                    if self._present[u] and match[u] == -1:
                        match[u], match[v] = v, u
                        break
        for root in range(size):
            if self._present[root] and match[root] == -1:
                _augment(allowed, match, root, self._present)

    def unmatched(self) -> int:
        """How many vertices still in the graph the matching leaves out."""
        return sum(1 for v, here in enumerate(self._present) if here and self._match[v] == -1)

    def mate(self, vertex: int) -> int:
        """The vertex matched with ``vertex`` (-1 for none)."""
        return self._match[vertex]

    def partners(self, vertex: int | None = None, *, first: int = -1) -> list[bool]:
        """For each vertex u, whether the graph without ``vertex`` and u has a perfect matching.

        The matching must be perfect (then ``vertex`` is named), or leave exactly one vertex
        out (then ``vertex`` is None and the answer is about removing u alone). One search,
        cut short (the rest of the answer then incomplete) as soon as ``first`` is found.
        """
        if vertex is None:
            root = next(v for v, here in enumerate(self._present) if here and self._match[v] == -1)
            _, _, outer = _search(self._allowed, self._match, root, self._present, first)
            return outer
        root = self._match[vertex]
        self._present[vertex] = False
        self._match[root] = -1
        try:
            _, _, outer = _search(self._allowed, self._match, root, self._present, first)
        finally:
            self._present[vertex] = True
            self._match[root] = vertex
        return outer

    def remove_if_perfect(self, vertices: Sequence[int]) -> bool:
        """Whether the graph without ``vertices`` has a perfect matching.

        When it has, the vertices leave the graph and the matching becomes one of the rest;
        otherwise nothing changes. The matching must be maximum and leave at
        most one vertex out, so each freed partner needs one augmenting search.
        """
        saved = list(self._match)
        match = self._match
        freed = []
        for v in vertices:
            self._present[v] = False
        for v in vertices:
            partner = match[v]
            match[v] = -1
            if partner != -1:
                match[partner] = -1
                if self._present[partner]:
                    freed.append(partner)
        perfect = (
            all(match[v] != -1 or _augment(self._allowed, match, v, self._present) for v in freed)
            and self.unmatched() == 0
        )
        if perfect:
            return True
        for v in vertices:
            self._present[v] = True
        self._match[:] = saved
        return perfect


def _augment(
    allowed: Sequence[Sequence[int]],
    match: list[int],
    root: int,
    present: Sequence[bool] | None = None,
) -> bool:
    """Find an augmenting path from ``root`` and flip it; False when there is none.

    Vertices with ``present[v]`` false are out of the graph.
    """
    end, parent, _ = _search(allowed, match, root, present)
    if end == -1:
        return False
    _flip(match, parent, end)
    return True


def _search(
    allowed: Sequence[Sequence[int]],
    match: list[int],
    root: int,
    present: Sequence[bool] | None,
    wanted: int = -1,
) -> tuple[int, list[int], list[bool]]:
    """Grow the alternating tree from the unmatched ``root`` (Edmonds).

    Returns the unmatched vertex an augmenting path reaches (-1 for none), the tree's parent
    links, and which vertices are outer (reached from ``root`` by an even alternating path,
    blossoms included): with no augmenting path, exactly those the root's removal leaves
    replaceable (Gallai-Edmonds). The search stops early once ``wanted`` is outer.
    """
    size = len(allowed)
    parent = [-1] * size
    base = list(range(size))
    in_tree = [False] * size
    in_tree[root] = True
    queue = [root]
    members: dict[int, list[int]] = {}
    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        for to in allowed[v]:
            if (present is not None and not present[to]) or base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                # An odd cycle: contract the blossom onto its base, moving only the members
                # of the bases on the cycle (not scanning every vertex).
                stem = _common_base(match, parent, base, v, to)
                in_blossom: set[int] = set()
                _mark_path(match, parent, base, in_blossom, v, stem, to)
                _mark_path(match, parent, base, in_blossom, to, stem, v)
                joined = members.setdefault(stem, [stem])
                for old_base in in_blossom:
                    if old_base == stem:
                        continue
                    for i in members.pop(old_base, [old_base]):
                        base[i] = stem
                        joined.append(i)
                        if not in_tree[i]:
                            in_tree[i] = True
                            queue.append(i)
                if wanted != -1 and in_tree[wanted]:
                    return -1, parent, in_tree
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    return to, parent, in_tree
                in_tree[match[to]] = True
                queue.append(match[to])
                if match[to] == wanted:
                    return -1, parent, in_tree
    return -1, parent, in_tree


def _common_base(match: list[int], parent: list[int], base: list[int], a: int, b: int) -> int:
    seen = set()
    while True:
        a = base[a]
        seen.add(a)
        if match[a] == -1:
            break
        a = parent[match[a]]
    while True:
        b = base[b]
        if b in seen:
            return b
        b = parent[match[b]]


def _mark_path(
    match: list[int],
    parent: list[int],
    base: list[int],
    in_blossom: set[int],
    v: int,
    stem: int,
    child: int,
) -> None:
    while base[v] != stem:
        in_blossom.add(base[v])
        in_blossom.add(base[match[v]])
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
