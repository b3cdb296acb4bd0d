"""Invariants over random fields and histories: seated once, no avoidable rematch, fair byes,
the same seed giving the same round."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from scoring.pairing import (
    BurracoRound,
    DaneseVariant,
    FirstRoundMethod,
    RelaxationCode,
    RematchRule,
    Scala40Round,
    Table,
    ViolationCode,
    check_round,
    danese,
    first_round,
    individual_round,
    mitchell_from_lines,
    scala40_seating,
)
from tests.scoring.pairing.reference import backtracking_first_pairing

STRUCTURE = {
    ViolationCode.SEATED_TWICE,
    ViolationCode.NOT_SEATED,
    ViolationCode.UNKNOWN_ENTRY,
    ViolationCode.EMPTY_TABLE,
    ViolationCode.UNDERFULL_TABLE,
    ViolationCode.OVERFULL_TABLE,
    ViolationCode.TABLE_NUMBER_GAP,
    ViolationCode.DUPLICATE_TABLE_NUMBER,
}


def random_history(entries: list[int], rounds: int, seed: int) -> list[BurracoRound]:
    """Rounds of random tables (and a random bye when odd), as if paired by hand."""
    rng = random.Random(seed)
    history = []
    for _ in range(rounds):
        order = list(entries)
        rng.shuffle(order)
        byes = (order.pop(),) if len(order) % 2 else ()
        tables = tuple(Table(i + 1, order[2 * i], order[2 * i + 1]) for i in range(len(order) // 2))
        history.append(BurracoRound(tables, byes))
    return history


fields = st.tuples(
    st.integers(1, 11),  # entries
    st.integers(0, 6),  # rounds already played
    st.integers(0, 10**6),  # history seed
    st.sampled_from(list(DaneseVariant)),
)


@given(fields)
def test_danese_seats_everyone_once_avoids_rematches_and_rests_fairly(
    field: tuple[int, int, int, DaneseVariant],
) -> None:
    """Against random histories: sound round; a rematch only when no valid pairing existed."""
    count, played, seed, variant = field
    entries = list(range(1, count + 1))
    history = random_history(entries, played, seed)
    standings = list(entries)
    random.Random(seed + 1).shuffle(standings)
    result = danese(standings, history=history, variant=variant)
    found = check_round(result, entries=entries, history=history)
    assert not [v for v in found if v.code in STRUCTURE]

    rested = {b for r in history for b in r.byes}
    fair = [e for e in standings if e not in rested]
    if count % 2:
        assert (result.byes[0] in fair) or not fair
    strict = {
        DaneseVariant.PURO: RematchRule.NONE,
        DaneseVariant.MODIFICATO: RematchRule.PREVIOUS_ROUND,
        DaneseVariant.NEVER_AGAIN: RematchRule.EVER,
    }[variant]
    rematches = check_round(result, entries=entries, history=history, forbid=strict)
    rematches = [v for v in rematches if v.code is ViolationCode.FORBIDDEN_REMATCH]
    forbidden = (
        {
            frozenset((t.ns, t.ew))
            for r in (history if strict is RematchRule.EVER else history[-1:])
            for t in r.tables
        }
        if strict is not RematchRule.NONE
        else set()
    )
    avoidable = any(
        backtracking_first_pairing([e for e in standings if e != bye], forbidden) is not None
        for bye in (fair or standings if count % 2 else [None])
    )
    reported = [r for r in result.relaxed if r.code is RelaxationCode.REMATCH]
    if avoidable:
        assert rematches == [] and reported == []
    else:
        assert len(reported) == len(rematches) > 0
    second_rest = [r for r in result.relaxed if r.code is RelaxationCode.BYE_REPEATED]
    assert bool(second_rest) == bool(count % 2 and not fair)


@given(st.integers(1, 30), st.integers(1, 5), st.integers(0, 1000))
def test_mitchell_within_its_limit_never_repeats(pairs: int, step: int, seed: int) -> None:
    """Every round up to max_rounds: sound, no meeting twice, no second bye."""
    first = first_round(list(range(1, pairs + 1)), method=FirstRoundMethod.DRAW, seed=seed)
    movement = mitchell_from_lines(
        [t.ns for t in first.tables], [t.ew for t in first.tables] + list(first.byes), step=step
    )
    history: list[BurracoRound] = []
    for k in range(1, movement.max_rounds + 1):
        current = movement.round(k)
        assert (
            check_round(
                current, entries=range(1, pairs + 1), history=history, forbid=RematchRule.EVER
            )
            == []
        )
        history.append(current)


@given(
    st.integers(3, 60),
    st.integers(0, 4),
    st.integers(0, 10**6),
    st.sampled_from([(5, 3), (3, 5), (3,), (6, 5, 3)]),
)
def test_scala40_seating_is_sound_reported_and_reproducible(
    count: int, rounds: int, seed: int, remainder: tuple[int, ...]
) -> None:
    """Every player seated once at tables of 3-6; every repeat listed; same seed, same seating."""
    players = list(range(1, count + 1))
    history: list[Scala40Round] = []
    for r in range(rounds + 1):
        try:
            current = scala40_seating(players, history=history, seed=seed + r, remainder=remainder)
        except ValueError:
            # Some counts cannot be seated with this remainder (e.g. 41 with tables of 6 only).
            return
        assert current == scala40_seating(
            players, history=history, seed=seed + r, remainder=remainder
        )
        found = check_round(current, entries=players, history=history, forbid=RematchRule.EVER)
        assert not [v for v in found if v.code in STRUCTURE]
        assert len(found) == len(current.relaxed)
        history.append(current)


@given(st.integers(4, 24), st.integers(1, 8), st.integers(0, 1000))
def test_individual_rounds_are_sound(count: int, rounds: int, seed: int) -> None:
    """Each round seats every player once (or rests count mod 4 of them)."""
    players = list(range(1, count + 1))
    history = []
    for number in range(1, rounds + 1):
        current = individual_round(players, number, history=history, seed=seed)
        assert current == individual_round(players, number, history=history, seed=seed)
        found = check_round(current, entries=players, history=history)
        assert not [v for v in found if v.code in STRUCTURE]
        assert len(current.byes) == count % 4
        history.append(current)


@given(st.integers(1, 40), st.integers(0, 10**6), st.integers(1, 6))
def test_first_round_draw_is_sound_and_reproducible(count: int, seed: int, clubs: int) -> None:
    """With clubs kept apart: everyone seated once; meetings inside a club only if reported."""
    entries = list(range(1, count + 1))
    tags = {e: f"club{e % clubs}" for e in entries if e % 3}
    result = first_round(entries, method=FirstRoundMethod.DRAW, seed=seed, keep_apart=tags)
    assert result == first_round(entries, method=FirstRoundMethod.DRAW, seed=seed, keep_apart=tags)
    assert check_round(result, entries=entries) == []
    same_club = [t for t in result.tables if t.ns in tags and tags.get(t.ew) == tags[t.ns]]
    assert len(result.relaxed) == len(same_club)
