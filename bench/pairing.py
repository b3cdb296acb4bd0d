"""Pairing benchmark: Danese never-again against general matching, and scala 40 seating.

Two baselines: the plain backtracking search of the same Danish rule (bench.danese_baseline,
no matching test, bounded in time), which must give the very same pairing; and a
maximum-weight matching (networkx ``max_weight_matching``, maximum cardinality) on the same
allowed-pairs graph, with weights that favour close ranks (a different objective: it only
shows what a general matching library costs). Every result goes through the checker.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import networkx as nx

from bench.danese_baseline import SearchBoundReached, danese_backtracking
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
# The plain backtracking search gets this long a round; networkx is not run past this size
# (1,000 pairs take about a minute, and its time grows about with the cube of the pairs).
BACKTRACKING_BOUND = 60.0
NETWORKX_LARGEST = 1000


def run(*, quick: bool = False) -> str:
    """Measure both systems and return the Markdown section for docs/benchmarks.md."""
    danish_sizes = [100, 250] if quick else [100, 250, 400, 500, 1000, 10000]
    scala_sizes = [40, 200] if quick else [40, 200, 1000]
    lines = [
        "## Pairing",
        "",
        "Reproduce: `.venv/bin/python -m bench pairing` (`--quick` for 100/250 pairs only).",
        "",
        f"### Danese never-again after {PLAYED_ROUNDS} played rounds",
        "",
        "Same standings and history for all. Plain backtracking: the rule's own depth-first",
        "search (highest unpaired entry, first partner it may meet, undo at a dead end), with",
        f'no matching test, bounded at {BACKTRACKING_BOUND:.0f} s; "same" means it gave the very',
        "same pairing as Torneo. networkx: `max_weight_matching` (maximum cardinality) on the",
        "allowed-pairs graph, weight = pairs - rank distance (a different objective).",
        'Times are the best of several runs; "valid" means the checker found nothing (every',
        "pair seated once, no rematch).",
        "",
        "| pairs | Torneo (s) | plain backtracking (s) | backtracking / Torneo | same "
        "| networkx baseline (s) | networkx / Torneo | Torneo valid | networkx valid |",
        "|---:|---:|---:|---:|:-:|---:|---:|:-:|:-:|",
    ]
    for pairs in danish_sizes:
        order, history = _danish_field(pairs)
        ours, ours_time = _best(lambda o=order, h=history: _torneo(o, h), 5)
        backtracking = _backtracking_cells(order, history, ours, ours_time)
        networkx = ("not run (hours)", "-", "-")
        if pairs <= NETWORKX_LARGEST:
            repeats = 1 if pairs >= 500 else 2
            theirs, theirs_time = _best(lambda o=order, h=history: _baseline(o, h), repeats)
            networkx = (
                f"{theirs_time:.3f}",
                f"{theirs_time / ours_time:.0f}x",
                _valid(theirs, order, history),
            )
        lines.append(
            f"| {pairs} | {ours_time:.4f} | {backtracking} | {networkx[0]} | {networkx[1]} "
            f"| {_valid(ours, order, history)} | {networkx[2]} |"
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


def _backtracking_cells(
    order: list[int], history: list[BurracoRound], ours: BurracoRound, ours_time: float
) -> str:
    """The plain backtracking search's time, ratio and sameness, or where it stopped."""

    def job(o: list[int] = order, h: list[BurracoRound] = history) -> BurracoRound:
        return danese_backtracking(
            o, history=h, variant=DaneseVariant.NEVER_AGAIN, bound=BACKTRACKING_BOUND
        )

    try:
        theirs, theirs_time = _best(job, 3 if len(order) < 10000 else 1)
    except SearchBoundReached:
        return f"over {BACKTRACKING_BOUND:.0f} | - | -"
    same = "yes" if theirs == ours else "no"
    return f"{theirs_time:.4f} | {theirs_time / ours_time:.1f}x | {same}"


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
