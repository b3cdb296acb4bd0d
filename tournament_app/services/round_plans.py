"""Which seating the next round gets: the schedule's system run through `scoring.pairing`.

Pure functions over plain values (entry numbers, earlier rounds); `rounds.py` loads and stores.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scoring.pairing import (
    BurracoRound,
    FirstRoundMethod,
    IndividualRound,
    MitchellMovement,
    NsRule,
    Relaxation,
    RematchRule,
    Scala40Round,
    SeatingTable,
    Table,
    danese,
    first_round,
    individual_round,
    round_robin_groups,
    scala40_seating,
    split_groups,
)
from scoring.pairing import DaneseVariant as PairingDanese
from scoring.stages import advance
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rules import scoring_errors
from tournament_app.services.seating import PairingRound, seated_numbers
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
)

MAX_TABLE = 6
"""The largest scala 40 table (a final table seats up to this many)."""
FINAL = "final"
SCALA40 = "scala40"
INDIVIDUAL = "individual"


@dataclass(frozen=True)
class Plan:
    """A round's seating and the name of the system that made it."""

    system: str
    seating: PairingRound
    groups: Mapping[int, str] | None = None
    """Entry number -> girone letter, when this round forms the groups."""


def schedule_position(settings: BurracoSettings, number: int) -> tuple[PairingSystem, int]:
    """The system pairing round `number` and its place (1-based) within its phase."""
    start = 1
    for step in settings.schedule:
        if number < start + step.rounds:
            return step.system, number - start + 1
        start += step.rounds
    raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": settings.rounds})


def _need(entries: Sequence[int], needed: int) -> None:
    if len(entries) < needed:
        raise ServiceError(
            ErrorCode.NOT_ENOUGH_ENTRIES, {"needed": needed, "present": len(entries)}
        )


def burraco_plan(
    settings: BurracoSettings,
    number: int,
    active: Sequence[int],
    history: Sequence[PairingRound],
    *,
    standings_order: Sequence[int],
    groups: Mapping[int, str],
    system: PairingSystem | None,
    seed: int,
) -> Plan:
    """The seating of burraco round `number` for the `active` entries (numbers, sorted).

    `standings_order` ranks the active entries (for Danish rounds); `groups` holds the
    gironi already formed. `system` overrides the schedule for this round.
    """
    if number > settings.rounds:
        raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": settings.rounds})
    if settings.individual:
        _need(active, 4)
        past = [r for r in history if isinstance(r, IndividualRound)]
        with scoring_errors(ErrorCode.PAIRING_FAILED):
            return Plan(INDIVIDUAL, individual_round(active, number, history=past, seed=seed))
    _need(active, 2)
    scheduled, in_phase = schedule_position(settings, number)
    chosen = system or scheduled
    past_pairs = [r for r in history if isinstance(r, BurracoRound)]
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        if chosen in (PairingSystem.DRAW, PairingSystem.REGISTRATION) or (
            number == 1 and chosen is not PairingSystem.ROUND_ROBIN
        ):
            method = settings.first_round if chosen is scheduled else chosen
            return Plan(method.value, _first(active, method, seed))
        if chosen is PairingSystem.MITCHELL:
            return Plan(chosen.value, _mitchell(settings, active, past_pairs, in_phase, seed))
        if chosen is PairingSystem.ROUND_ROBIN:
            pools = _pools(active, groups)
            return Plan(chosen.value, _adapt(round_robin_groups(pools, in_phase), active))
        last = number == settings.rounds
        if chosen is PairingSystem.DANESE:
            seating = _danese(settings, [standings_order], past_pairs, last)
            return Plan(chosen.value, seating)
        # Danese a gironi: the groups are cut from the standings when the phase starts.
        if in_phase == 1 or not all(entry in groups for entry in active):
            sizes = _group_sizes(settings, len(standings_order))
            cut = split_groups(standings_order, sizes)
            letters = {entry: chr(ord("A") + i) for i, group in enumerate(cut) for entry in group}
        else:
            letters = {entry: groups[entry] for entry in active}
        ordered = [
            [entry for entry in standings_order if letters[entry] == letter]
            for letter in sorted(set(letters.values()))
        ]
        return Plan(chosen.value, _danese(settings, ordered, past_pairs, last), letters)


def _first(active: Sequence[int], method: PairingSystem, seed: int) -> BurracoRound:
    how = (
        FirstRoundMethod.REGISTRATION
        if method is PairingSystem.REGISTRATION
        else FirstRoundMethod.DRAW
    )
    return first_round(active, method=how, seed=seed)


def _mitchell(
    settings: BurracoSettings,
    active: Sequence[int],
    history: Sequence[BurracoRound],
    in_phase: int,
    seed: int,
) -> BurracoRound:
    """Round `in_phase` of the movement started by the phase's first round."""
    if in_phase == 1 or len(history) < in_phase - 1:
        return _first(active, PairingSystem.DRAW, seed)
    start = history[len(history) - (in_phase - 1)]
    movement = MitchellMovement.from_first_round(start, step=settings.mitchell_shift)
    return _adapt(movement.round(in_phase), active)


def _adapt(played: BurracoRound, active: Sequence[int]) -> BurracoRound:
    """A movement's round fitted to who is here: absent entries leave, their opponents and
    late arrivals pair among themselves at new tables; one left over has the bye."""
    present = set(active)
    kept: list[tuple[int, int]] = []
    alone: list[int] = []
    for table in sorted(played.tables, key=lambda t: t.number):
        if table.ns in present and table.ew in present:
            kept.append((table.ns, table.ew))
        else:
            alone += [e for e in table.entries if e in present]
    alone += [entry for entry in played.byes if entry in present]
    seated = set(seated_numbers(played))
    alone += [entry for entry in active if entry not in seated]
    pairs = kept + [(alone[i], alone[i + 1]) for i in range(0, len(alone) - 1, 2)]
    byes = (alone[-1],) if len(alone) % 2 else ()
    tables = tuple(Table(i, ns, ew) for i, (ns, ew) in enumerate(pairs, start=1))
    return BurracoRound(tables, byes, played.relaxed)


def _pools(active: Sequence[int], groups: Mapping[int, str]) -> list[list[int]]:
    """Round robin pools: the groups when every entry has one, else everyone together."""
    if active and all(entry in groups for entry in active):
        letters = sorted({groups[entry] for entry in active})
        return [[e for e in active if groups[e] == letter] for letter in letters]
    return [list(active)]


def _group_sizes(settings: BurracoSettings, count: int) -> list[int]:
    """The gironi sizes: the settings' when they add up to `count`, else two halves."""
    if settings.group_sizes and sum(settings.group_sizes) == count:
        return list(settings.group_sizes)
    half = (count + 1) // 2
    return [half, count - half] if count - half else [half]


def _danese(
    settings: BurracoSettings,
    groups: Sequence[Sequence[int]],
    history: Sequence[BurracoRound],
    last_round: bool,
) -> BurracoRound:
    variant = PairingDanese(settings.danese_variant.value)
    tables: list[Table] = []
    byes: list[int] = []
    relaxed: list[Relaxation] = []
    for group in groups:
        if not group:
            continue
        part = danese(
            group,
            history=history,
            variant=variant,
            last_round=last_round,
            ns_rule=NsRule.HIGHER_RANKED,
            first_table=len(tables) + 1,
        )
        tables += part.tables
        byes += part.byes
        relaxed += part.relaxed
    return BurracoRound(tuple(tables), tuple(byes), tuple(relaxed))


def scala40_plan(
    settings: Scala40Settings,
    number: int,
    active: Sequence[int],
    history: Sequence[PairingRound],
    *,
    previous_orders: Sequence[Sequence[Sequence[int]]],
    previous_tables: int,
    seed: int,
) -> Plan:
    """The seating of scala 40 round `number`.

    Elimination: round 1 seats everyone present, each later round the best of each table of
    the round before (players tied across the cut go on by the recorded draw, or all of them
    without one), down to one final table.
    Placement points: every round reseats everyone present, avoiding earlier table-mates.
    """
    past = [r for r in history if isinstance(r, Scala40Round)]
    if settings.format is Scala40Format.PLACEMENT_POINTS:
        if number > settings.rounds:
            raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": settings.rounds})
        players = list(active)
    elif number == 1:
        players = list(active)
    else:
        if previous_tables <= 1:
            raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": number - 1})
        players = []
        for finishing in previous_orders:  # table by table: a tie is settled where it is
            with scoring_errors(ErrorCode.PAIRING_FAILED):
                going_on = advance([finishing], per_table=settings.advance_per_table)
            # Players tied across the cut: the recorded draw picks who fills the open
            # places; without one, all of them go on rather than the software choosing.
            undecided = list(going_on.undecided)
            if undecided and all(p in settings.draw_order for p in undecided):
                undecided.sort(key=settings.draw_order.index)
                undecided = undecided[: going_on.open_places]
            players += [*going_on.qualified, *undecided]
        players.sort()
    _need(players, 2)
    final = len(players) <= min(settings.table_size + 2, MAX_TABLE)
    if settings.format is Scala40Format.ELIMINATION and number > 1 and final:
        return Plan(FINAL, Scala40Round((SeatingTable(1, tuple(players)),)))
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        seating = scala40_seating(players, table_size=settings.table_size, history=past, seed=seed)
    return Plan(SCALA40, seating)


def rematch_rule(settings: BurracoSettings, system: str, last_round: bool) -> RematchRule:
    """Which earlier meetings the checker forbids for a burraco round seated by `system`."""
    if system == PairingSystem.DANESE.value or system == PairingSystem.DANESE_GIRONI.value:
        if settings.danese_variant is DaneseVariant.PURO:
            return RematchRule.NONE
        if settings.danese_variant is DaneseVariant.NEVER_AGAIN:
            return RematchRule.EVER
        return RematchRule.NONE if last_round else RematchRule.PREVIOUS_ROUND
    if system in (PairingSystem.MITCHELL.value, PairingSystem.ROUND_ROBIN.value):
        return RematchRule.EVER
    return RematchRule.NONE
