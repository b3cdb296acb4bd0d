"""Pairing benchmark: Danese never-again against general matching, and scala 40 seating.

The baseline solves the same Danish round as a maximum-weight matching (networkx
``max_weight_matching``, maximum cardinality) on the same allowed-pairs graph, with weights
that favour close ranks. Both results go through the checker.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import networkx as nx

from scoring.pairing import (
    BurracoRound,
    DaneseVariant,
    RematchRule,
    Scala40Round,
    Table,
    check_round,
    danese,
    scala40_seating,
)

PLAYED_ROUNDS = 10


def run(*, quick: bool = False) -> str:
    """Measure both systems and return the Markdown section for docs/benchmarks.md."""
    danish_sizes = [100, 250] if quick else [100, 250, 400, 500, 1000]
    scala_sizes = [40, 200] if quick else [40, 200, 1000]
    lines = [
        "## Pairing",
        "",
        "Reproduce: `.venv/bin/python -m bench pairing` (`--quick` for 100/250 pairs only).",
        "",
        f"### Danese never-again after {PLAYED_ROUNDS} played rounds",
        "",
        "Same standings and history for both; the baseline is networkx `max_weight_matching`",
        "(maximum cardinality) on the allowed-pairs graph, weight = pairs - rank distance.",
        'Times are the best of several runs; "valid" means the checker found nothing (every',
        "pair seated once, no rematch).",
        "",
        "| pairs | Torneo (s) | networkx baseline (s) | baseline / Torneo "
        "| Torneo valid | baseline valid |",
        "|---:|---:|---:|---:|:-:|:-:|",
    ]
    for pairs in danish_sizes:
        order, history = _danish_field(pairs)
        ours, ours_time = _best(lambda o=order, h=history: _torneo(o, h), 5)
        repeats = 1 if pairs >= 500 else 2
        theirs, theirs_time = _best(lambda o=order, h=history: _baseline(o, h), repeats)
        lines.append(
            f"| {pairs} | {ours_time:.4f} | {theirs_time:.3f} | {theirs_time / ours_time:.0f}x "
            f"| {_valid(ours, order, history)} | {_valid(theirs, order, history)} |"
        )
    lines += [
        "",
        "### Scala 40 seating, 5 rounds",
        "",
        "Tables of 4 (5 then 3 for a remainder), each round seeded and seated against all",
        "earlier rounds' table-mates.",
        "",
        "| players | total time 5 rounds (s) | slowest round (s) | repeated meetings per round |",
        "|---:|---:|---:|---|",
    ]
    for players in scala_sizes:
        total, slowest, repeats_per_round = _scala40(players)
        lines.append(
            f"| {players} | {total:.4f} | {slowest:.4f} | "
            f"{', '.join(str(r) for r in repeats_per_round)} |"
        )
    lines += [
        "",
        "Targets: 1,000-pair Danish under 0.1 s and at least 20x faster than the baseline at",
        "400 pairs; 200-player scala 40 seating with no repeats, under 1 s.",
        "",
    ]
    return "\n".join(lines)


def _danish_field(pairs: int) -> tuple[list[int], list[BurracoRound]]:
    """Standings and history after PLAYED_ROUNDS Danish rounds with random VP results."""
    rng = random.Random(pairs)
    entries = list(range(1, pairs + 1))
    scores = dict.fromkeys(entries, 0)
    history: list[BurracoRound] = []
    for _ in range(PLAYED_ROUNDS):
        order = sorted(entries, key=lambda e: (-scores[e], e))
        played = danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN)
        history.append(played)
        for table in played.tables:
            vp = rng.randint(0, 20)
            scores[table.ns] += vp
            scores[table.ew] += 20 - vp
    return sorted(entries, key=lambda e: (-scores[e], e)), history


def _torneo(order: list[int], history: list[BurracoRound]) -> BurracoRound:
    return danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN)


def _baseline(order: list[int], history: list[BurracoRound]) -> BurracoRound:
    met = {frozenset((t.ns, t.ew)) for played in history for t in played.tables}
    graph = nx.Graph()
    size = len(order)
    for i in range(size):
        for j in range(i + 1, size):
            if frozenset((order[i], order[j])) not in met:
                graph.add_edge(order[i], order[j], weight=size - (j - i))
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    rank = {entry: i for i, entry in enumerate(order)}
    pairs = sorted(
        (tuple(sorted(pair, key=rank.__getitem__)) for pair in matching), key=lambda p: rank[p[0]]
    )
    return BurracoRound(tuple(Table(i + 1, a, b) for i, (a, b) in enumerate(pairs)))


def _valid(played: BurracoRound, order: list[int], history: list[BurracoRound]) -> str:
    found = check_round(played, entries=order, history=history, forbid=RematchRule.EVER)
    return "yes" if not found else f"no ({len(found)})"


def _best(job: Callable[[], BurracoRound], repeats: int) -> tuple[BurracoRound, float]:
    """The result and the fastest of ``repeats`` timed runs."""
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = job()
        timings.append(time.perf_counter() - start)
    return result, min(timings)


def _scala40(players: int) -> tuple[float, float, list[int]]:
    entries = list(range(1, players + 1))
    history: list[Scala40Round] = []
    total = slowest = 0.0
    repeats = []
    for seed in range(5):
        start = time.perf_counter()
        seating = scala40_seating(entries, history=history, seed=seed)
        spent = time.perf_counter() - start
        total += spent
        slowest = max(slowest, spent)
        found = check_round(seating, entries=entries, history=history, forbid=RematchRule.EVER)
        repeats.append(len(found))
        history.append(seating)
    return total, slowest, repeats
