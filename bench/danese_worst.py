"""Danish pairing worst cases: a search for slow histories, timed against the old search.

Histories come from families meant to make the search work hardest: Danish rounds played
with random results (the usual shape), rounds of random meetings, round-robin blocks (whole
groups that met each other, so the bottom of the standings cannot pair among itself), a
bottom block that met itself with the rest random, and odd counts (a bye) of each. The
worst of each family is then pushed further by swapping standings positions while it gets
slower. Every input is paired by Torneo and by the search Torneo used before
(bench.danese_baseline), side by side, and the two pairings must be the same.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hypothesis import HealthCheck, Phase, given, settings, target
from hypothesis import strategies as st

from bench.danese_baseline import danese_before
from scoring.pairing import BurracoRound, DaneseVariant, Table, danese

TARGET = 0.1
"""Seconds: no Danish round of up to 250 pairs after up to 20 rounds may take longer."""

Case = tuple[list[int], list[BurracoRound]]


@dataclass
class Timed:
    family: str
    pairs: int
    rounds: int
    ours: float
    before: float
    same: bool


def run(*, quick: bool = False) -> str:
    """Search, sweep and time; return the Markdown section for docs/benchmarks.md."""
    rng = random.Random(18)
    examples, most_pairs = (40, 100) if quick else (500, 250)
    climbs = 10 if quick else 40
    worst = []
    for label, timer in (("Torneo", _ours), ("before", _before)):
        found = _search_shapes(examples, most_pairs, timer)
        for _, shape in sorted(found.values(), key=lambda f: -f[0]):
            timed = _worst_of_family(shape, rng, climbs, timer)
            timed.family = f"{timed.family} (slowest for {label})"
            worst.append(timed)
    sweep = _sweep(250 if not quick else 100, 20 if not quick else 8)
    sweep_odd = _sweep(249 if not quick else 99, 20 if not quick else 8)
    dense = _dense(200 if not quick else 60, 150 if not quick else 40)
    camps = _camps(101 if not quick else 31, 100 if not quick else 30)
    everybody = _camps(201 if not quick else 61, 0)
    lines = [
        "## Danese worst cases",
        "",
        "Reproduce: `.venv/bin/python -m bench danese_worst` (`--quick` for small sizes).",
        "",
        "Torneo's Danish search against the search it used before (a new perfect-matching",
        "test per tentative table and per bye candidate), on the same standings and history;",
        'best of 3 runs each. "Same" means both gave the very same pairing. Target: every',
        f"round of up to 250 pairs after up to 20 rounds under {TARGET:.1f} s.",
        "",
        "### Slowest history found per family (up to 250 pairs, 20 rounds)",
        "",
        "Hypothesis draws the shape of a history (family, pairs, rounds, block size, seed)",
        "and `target` steers it towards the slowest, once timing Torneo and once the search",
        "before; the slowest of each family is then pushed further by swapping standings",
        "positions. Families: Danish rounds played with random results; rounds of random",
        "meetings; round-robin blocks (whole groups that met each other); a bottom block",
        "that met itself, the rest at random; a girone whose members met each other.",
        "",
        "| family | pairs | rounds | Torneo (s) | before (s) | before / Torneo | same | target |",
        "|---|---:|---:|---:|---:|---:|:-:|:-:|",
    ]
    lines += [_row(timed) for timed in worst]
    lines += [
        "",
        "### Danish rounds played one after another (never-again, random results)",
        "",
        "Slowest round of the run; the 200-pair row goes far past 20 rounds, where the",
        "allowed opponents are few and rematches start.",
        "",
        "| family | pairs | rounds | Torneo (s) | before (s) | before / Torneo | same | target |",
        "|---|---:|---:|---:|---:|---:|:-:|:-:|",
        _row(sweep),
        _row(sweep_odd),
        _row(dense, target=False),
        "",
        "### Dead ends: the documented fallback (next bye candidate, then relaxing the rule)",
        "",
        "Two camps whose members all met each other: the bye must come from the larger camp,",
        "ranked first, so every lower-ranked candidate fails; and a field where everybody met",
        "everybody, so never-again has no valid pairing at all and the rule is relaxed.",
        "",
        "| family | pairs | rounds | Torneo (s) | before (s) | before / Torneo | same | target |",
        "|---|---:|---:|---:|---:|---:|:-:|:-:|",
        _row(camps, target=False),
        _row(everybody, target=False),
        "",
    ]
    slowest = max([*worst, sweep, sweep_odd], key=lambda t: t.ours)
    verdict = "met" if slowest.ours < TARGET else "NOT met"
    lines += [
        f"Target {verdict}: the slowest round up to 250 x 20 took {slowest.ours:.4f} s "
        f"({slowest.family}, {slowest.pairs} pairs). Dense history, {dense.pairs} pairs after "
        f"{dense.rounds} rounds: {dense.ours:.4f} s (before: {dense.before:.3f} s).",
        "",
    ]
    return "\n".join(lines)


def _row(timed: Timed, *, target: bool = True) -> str:
    ratio = timed.before / timed.ours if timed.ours else float("inf")
    verdict = ("met" if timed.ours < TARGET else "NOT met") if target else "(not bound)"
    return (
        f"| {timed.family} | {timed.pairs} | {timed.rounds} | {timed.ours:.4f} "
        f"| {timed.before:.4f} | {ratio:.1f}x | {'yes' if timed.same else 'NO'} | {verdict} |"
    )


FAMILIES = ("played", "random meetings", "blocks", "bottom block", "girone")


@dataclass(frozen=True)
class Shape:
    """What a history looks like: hypothesis draws these and steers towards slow ones."""

    family: str
    pairs: int
    rounds: int
    block: int
    seed: int

    def name(self) -> str:
        if self.family in ("blocks", "bottom block", "girone"):
            return f"{self.family} of {self.block}"
        return self.family

    def case(self) -> Case:
        rng = random.Random(self.seed)
        if self.family == "played":
            return _played(self.pairs, self.rounds, rng)
        if self.family == "random meetings":
            return _random_rounds(self.pairs, self.rounds, rng)
        if self.family == "blocks":
            return _blocks(self.pairs, self.block, self.rounds, rng)
        if self.family == "bottom block":
            return _bottom(self.pairs, self.block, self.rounds, rng)
        return _blocks(self.block, self.block, self.rounds, rng)


def _search_shapes(
    examples: int, most_pairs: int, timer: Callable[[Case], float]
) -> dict[str, tuple[float, Shape]]:
    """Hypothesis explores shapes, ``target`` steering it to those ``timer`` finds slowest;
    the slowest seen per family comes back."""
    slowest: dict[str, tuple[float, Shape]] = {}
    shapes = st.builds(
        Shape,
        family=st.sampled_from(FAMILIES),
        pairs=st.integers(2, most_pairs),
        rounds=st.integers(0, 20),
        block=st.integers(2, 42),
        seed=st.integers(0, 2**32 - 1),
    )

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.generate, Phase.target],
        suppress_health_check=list(HealthCheck),
    )
    @given(shapes)
    def explore(shape: Shape) -> None:
        spent = timer(shape.case())
        target(spent)
        if spent > slowest.get(shape.family, (-1.0, shape))[0]:
            slowest[shape.family] = (spent, shape)

    explore()
    return slowest


def _worst_of_family(
    shape: Shape, rng: random.Random, climbs: int, timer: Callable[[Case], float]
) -> Timed:
    """The shape's case, made slower by swapping standings positions while it gets slower."""
    order, history = shape.case()
    slowest = timer((order, history))
    for _ in range(climbs):
        a = rng.randrange(len(order))
        b = min(a + 1, len(order) - 1) if rng.random() < 0.5 else rng.randrange(len(order))
        changed = list(order)
        changed[a], changed[b] = changed[b], changed[a]
        spent = timer((changed, history))
        if spent > slowest:
            slowest, order = spent, changed
    timed = _compare(shape.name(), order, history)
    timed.rounds = shape.rounds
    return timed


def _ours(case: Case) -> float:
    order, history = case
    return _best(lambda: danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN), 2)[1]


def _before(case: Case) -> float:
    order, history = case
    return _best(
        lambda: danese_before(order, history=history, variant=DaneseVariant.NEVER_AGAIN), 2
    )[1]


def _compare(name: str, order: list[int], history: list[BurracoRound]) -> Timed:
    ours, ours_time = _best(
        lambda: danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN), 3
    )
    theirs, their_time = _best(
        lambda: danese_before(order, history=history, variant=DaneseVariant.NEVER_AGAIN), 3
    )
    same = _pairs(ours) == _pairs(theirs) and ours.byes == theirs.byes
    return Timed(name, len(order), len(history), ours_time, their_time, same)


def _pairs(played: BurracoRound) -> list[tuple[int, int]]:
    return sorted(tuple(sorted((t.ns, t.ew))) for t in played.tables)  # type: ignore[misc]


def _best(job: Callable[[], BurracoRound], repeats: int) -> tuple[BurracoRound, float]:
    timings = []
    result = None
    for _ in range(repeats):
        start = time.perf_counter()
        result = job()
        timings.append(time.perf_counter() - start)
    assert result is not None
    return result, min(timings)


def _sweep(pairs: int, rounds: int) -> Timed:
    """Play ``rounds`` Danish rounds; the slowest round, timed both ways."""
    *_, inputs = _play(pairs, rounds, random.Random(pairs))
    worst = max(inputs, key=_ours)
    timed = _compare("", *worst)
    timed.family = f"played round by round, {pairs}"
    timed.rounds = rounds
    return timed


def _dense(pairs: int, rounds: int) -> Timed:
    """Standings and history after ``rounds`` never-again rounds: the dense late case."""
    order, history, _ = _play(pairs, rounds, random.Random(pairs))
    return _compare(f"dense late history, {pairs}", order, history)


def _camps(upper: int, lower: int) -> Timed:
    """Two camps, each a finished round robin; the upper camp ranks first."""
    camp_a = list(range(1, upper + 1))
    camp_b = list(range(upper + 1, upper + lower + 1))
    groups = [camp for camp in (camp_a, camp_b) if camp]
    history = _round_robin(groups, max(len(g) + len(g) % 2 - 1 for g in groups))
    label = f"two camps, {upper} + {lower}" if lower else "everybody met everybody"
    return _compare(label, camp_a + camp_b, history)


def _play(
    pairs: int, rounds: int, rng: random.Random
) -> tuple[list[int], list[BurracoRound], list[Case]]:
    """Never-again rounds with random results; the inputs of every round as well."""
    entries = list(range(1, pairs + 1))
    scores = dict.fromkeys(entries, 0)
    history: list[BurracoRound] = []
    inputs: list[Case] = []
    for _ in range(rounds):
        order = sorted(entries, key=lambda e: (-scores[e], e))
        inputs.append((order, list(history)))
        played = danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN)
        history.append(played)
        for table in played.tables:
            vp = rng.randint(0, 20)
            scores[table.ns] += vp
            scores[table.ew] += 20 - vp
    return sorted(entries, key=lambda e: (-scores[e], e)), history, inputs


def _played(pairs: int, rounds: int, rng: random.Random) -> Case:
    order, history, _ = _play(pairs, rounds, rng)
    return order, history


def _random_rounds(pairs: int, rounds: int, rng: random.Random) -> Case:
    """``rounds`` rounds of random meetings (a random bye with an odd count)."""
    entries = list(range(1, pairs + 1))
    history = [_round_of(rng.sample(entries, pairs)) for _ in range(rounds)]
    return rng.sample(entries, pairs), history


def _blocks(pairs: int, block: int, rounds: int, rng: random.Random) -> Case:
    """Round robin inside consecutive blocks of ``block`` entries."""
    entries = list(range(1, pairs + 1))
    groups = [entries[k : k + block] for k in range(0, pairs, block)]
    history = _round_robin(groups, rounds)
    order = list(entries)
    if rng.random() < 0.5:
        order = [e for k in range(block) for group in groups for e in group[k : k + 1]]
    return order, history


def _bottom(pairs: int, block: int, rounds: int, rng: random.Random) -> Case:
    """The bottom ``block`` of the standings met each other; the others met at random."""
    entries = list(range(1, pairs + 1))
    top, bottom = entries[: max(0, pairs - block)], entries[max(0, pairs - block) :]
    history = _round_robin([bottom], rounds)
    merged = []
    for played in history:
        others = _round_of(rng.sample(top, len(top)))
        merged.append(BurracoRound(played.tables + others.tables, played.byes + others.byes))
    return entries, merged


def _round_of(shuffled: Sequence[int]) -> BurracoRound:
    tables = tuple(
        Table(k // 2 + 1, shuffled[k], shuffled[k + 1]) for k in range(0, len(shuffled) - 1, 2)
    )
    return BurracoRound(tables, (shuffled[-1],) if len(shuffled) % 2 else ())


def _round_robin(groups: Sequence[Sequence[int]], rounds: int) -> list[BurracoRound]:
    """Circle-method rounds inside each group (a phantom gives the bye in odd groups)."""
    history = []
    for number in range(rounds):
        tables: list[Table] = []
        byes: list[int] = []
        for group in groups:
            seats: list[int | None] = [*group, None] if len(group) % 2 else list(group)
            size = len(seats)
            if number >= size - 1:
                continue
            turned = [seats[0], *(seats[1:][number:] + seats[1:][:number])]
            for k in range(size // 2):
                a, b = turned[k], turned[size - 1 - k]
                if a is None or b is None:
                    byes.append(a if b is None else b)  # type: ignore[arg-type]
                else:
                    tables.append(Table(len(tables) + 1, a, b))
        history.append(BurracoRound(tuple(tables), tuple(byes)))
    return history
