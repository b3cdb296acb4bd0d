"""Which seating the next round gets: the schedule's system run through `scoring.pairing`.

Pure functions over plain values (entry numbers, earlier rounds); `rounds.py` loads and stores.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

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
    scala40_danese,
    scala40_seating,
    split_groups,
)
from scoring.pairing import DaneseVariant as PairingDanese
from scoring.pairing.history import opponents_met, previous_opponents
from scoring.pairing.three_pairs import needs_three, with_tables_of_three
from scoring.stages import advance
from tournament_app.services import messages, rules
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.italiana import SCALA40_ITALIANA, italiana, italiana_round
from tournament_app.services.pairs_byes import pairs_bye, ranked
from tournament_app.services.rules import scoring_errors
from tournament_app.services.seating import seated_numbers
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    PairingSystem,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
)

if TYPE_CHECKING:
    from tournament_app.services.seating import PairingRound

MAX_TABLE = rules.MAX_TABLE
"""The largest scala 40 table (a final table seats up to this many)."""
FINAL = "final"
SCALA40 = "scala40"
SCALA40_DANESE = "scala40_danese"
INDIVIDUAL = "individual"


@dataclass(frozen=True)
class Plan:
    """A round's seating and the name of the system that made it."""

    system: str
    seating: PairingRound
    groups: Mapping[int, str] | None = None
    """Entry number -> girone letter, when this round forms the groups."""
    bye_tables: Mapping[int, int] = field(default_factory=dict)
    """Entry number -> the table where a pair sits out, when that is its own table (a
    Mitchell NS pair whose opponent is gone); other byes sit after the last table."""


class FinalPlayed(ServiceError):
    """Another round asked for after a scala 40 elimination's final table (or its only
    table): NO_MORE_ROUNDS, in the director's words ("la finale è stata giocata"), not the
    burraco schedule's ("allunga il calendario"): an elimination has no calendar."""

    def __init__(self, final: int) -> None:
        super().__init__(ErrorCode.NO_MORE_ROUNDS, {"rounds": final, "round": final})
        self.final = final

    def sentence(self, language: str) -> str:
        """The refusal in "it" or "en"."""
        template = messages.FINAL_PLAYED.get(language, messages.FINAL_PLAYED["it"])
        return template.replace("{round}", str(self.final))


@dataclass(frozen=True)
class CutTie:
    """Players tied across the cut of a scala 40 stage, not settled by a recorded draw."""

    table: int | None
    """The position (0-based) of their table among the stage's finished tables; None for
    a tie in the stage's ranking (an overall cut, `Scala40Settings.stage_cuts`)."""
    players: tuple[int, ...]
    places: int
    """How many of them the cut lets through."""


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


#: The movements that seat tables of three pairs (`scoring.pairing.three_pairs`): a
#: Mitchell's lines, a round robin's and gironi's schedules are built for tables of two.
THREE_PAIRS_SYSTEMS = frozenset(
    {PairingSystem.DRAW, PairingSystem.REGISTRATION, PairingSystem.DANESE}
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
    clubs: Mapping[int, str] | None = None,
) -> Plan:
    """The seating of burraco round `number` for the `active` entries (numbers, sorted).

    `standings_order` ranks the active entries (for Danish rounds); `groups` holds the
    gironi already formed. `system` overrides the schedule for this round. `clubs` (entry ->
    its club) are kept apart by the first round when the tournament says so. Tables of three
    pairs where the tournament seats them and the count needs them (PAIRING_FAILED when the
    round's movement cannot seat one: a Mitchell, a round robin, gironi).
    """
    plan = _burraco_plan(
        settings,
        number,
        active,
        history,
        standings_order=standings_order,
        groups=groups,
        system=system,
        seed=seed,
        clubs=clubs,
    )
    when = settings.three_pairs
    if settings.individual or not needs_three(len(active), when):
        return plan
    chosen = system or schedule_position(settings, number)[0]
    if chosen not in THREE_PAIRS_SYSTEMS or not isinstance(plan.seating, BurracoRound):
        raise ServiceError(
            ErrorCode.PAIRING_FAILED,
            {
                "detail": "three_pairs_movement",
                "round": number,
                "system": chosen.value,
                "count": len(active),
                "when": when.value,
            },
        )
    past = [r for r in history if isinstance(r, BurracoRound)]
    # Tables of three keep the movement's rematch rule: never again, else not last round's.
    rule = rematch_rule(settings, plan.system, number == settings.rounds)
    avoid = [opponents_met(past)] if rule is RematchRule.EVER else []
    avoid += [previous_opponents(past)] if rule is not RematchRule.NONE else []
    seating = with_tables_of_three(plan.seating, when, opponents_met(past), avoid=avoid)
    return replace(plan, seating=seating)


def _burraco_plan(
    settings: BurracoSettings,
    number: int,
    active: Sequence[int],
    history: Sequence[PairingRound],
    *,
    standings_order: Sequence[int],
    groups: Mapping[int, str],
    system: PairingSystem | None,
    seed: int,
    clubs: Mapping[int, str] | None = None,
) -> Plan:
    tags = dict(clubs or {}) if settings.keep_clubs_apart else {}
    if number > settings.rounds:
        raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": settings.rounds})
    if settings.individual:
        _need(active, 4)
        past = [r for r in history if isinstance(r, IndividualRound)]
        with scoring_errors(ErrorCode.PAIRING_FAILED):
            return Plan(
                INDIVIDUAL,
                individual_round(
                    active, number, history=past, seed=seed, planned_rounds=settings.rounds
                ),
            )
    _need(active, 2)
    scheduled, in_phase = schedule_position(settings, number)
    chosen = system or scheduled
    past_pairs = [r for r in history if isinstance(r, BurracoRound)]
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        if chosen in (PairingSystem.DRAW, PairingSystem.REGISTRATION) or (
            number == 1 and chosen is not PairingSystem.ROUND_ROBIN
        ):
            method = settings.first_round if chosen is scheduled else chosen
            return Plan(method.value, _first(active, method, seed, tags))
        if chosen is PairingSystem.MITCHELL:
            if in_phase == 1 or len(past_pairs) < in_phase - 1:
                return Plan(chosen.value, _first(active, PairingSystem.DRAW, seed, tags))
            seating, byes = _mitchell(settings, active, past_pairs, in_phase)
            return Plan(chosen.value, seating, bye_tables=byes)
        if chosen is PairingSystem.ROUND_ROBIN:
            pools = _pools(active, groups)
            seating, byes = _adapt(round_robin_groups(pools, in_phase), active)
            return Plan(chosen.value, seating, bye_tables=byes)
        last = number == settings.rounds
        if chosen is PairingSystem.DANESE:
            seating = _danese(settings, [standings_order], past_pairs, last, tags)
            return Plan(chosen.value, seating)
        # Danese a gironi: the groups are cut from the standings when the phase starts.
        if in_phase == 1 or not all(entry in groups for entry in active):
            sizes = group_sizes(settings.group_sizes, len(standings_order))
            cut = split_groups(standings_order, sizes)
            letters = {entry: chr(ord("A") + i) for i, group in enumerate(cut) for entry in group}
        else:
            letters = {entry: groups[entry] for entry in active}
        ordered = [
            [entry for entry in standings_order if letters[entry] == letter]
            for letter in sorted(set(letters.values()))
        ]
        return Plan(chosen.value, _danese(settings, ordered, past_pairs, last, tags), letters)


def _first(
    active: Sequence[int], method: PairingSystem, seed: int, clubs: Mapping[int, str]
) -> BurracoRound:
    how = (
        FirstRoundMethod.REGISTRATION
        if method is PairingSystem.REGISTRATION
        else FirstRoundMethod.DRAW
    )
    present = set(active)
    tags = {entry: club for entry, club in clubs.items() if entry in present}
    return first_round(active, method=how, seed=seed, keep_apart=tags)


def _mitchell(
    settings: BurracoSettings,
    active: Sequence[int],
    history: Sequence[BurracoRound],
    in_phase: int,
) -> tuple[BurracoRound, dict[int, int]]:
    """Round `in_phase` of the movement started by the phase's first round."""
    start = history[len(history) - (in_phase - 1)]
    movement = MitchellMovement.from_first_round(start, step=settings.mitchell_shift)
    return _adapt(movement.round(in_phase), active)


def mitchell_round(
    settings: BurracoSettings, start: BurracoRound, active: Sequence[int], in_phase: int
) -> tuple[tuple[Table, ...], tuple[int, ...]]:
    """Round `in_phase` of the Mitchell movement `start` began, for the `active` entries as
    they are now: the tables and the byes a movement card foresees (the round seated later
    is this, unless someone withdraws or arrives before it)."""
    movement = MitchellMovement.from_first_round(start, step=settings.mitchell_shift)
    seating, _ = _adapt(movement.round(in_phase), active)
    return seating.tables, seating.byes


def round_robin_round(
    active: Sequence[int], groups: Mapping[int, str], in_phase: int
) -> tuple[tuple[Table, ...], tuple[int, ...]]:
    """Round `in_phase` of an all'italiana for the `active` entries as they are now (in
    their gironi when every one has one), as `burraco_plan` will seat it."""
    seating, _ = _adapt(round_robin_groups(_pools(active, groups), in_phase), active)
    return seating.tables, seating.byes


def _adapt(played: BurracoRound, active: Sequence[int]) -> tuple[BurracoRound, dict[int, int]]:
    """A movement's round fitted to who is here, and where a pair left alone sits out.

    Every table keeps its number: NS pairs stay at their table all evening (burraco.md), and
    the table cards and the movement card say so. A pair whose opponent withdrew or is absent
    plays, at its own table, a pair with no table (the movement's bye, a late arrival), else
    another pair left alone (who comes to its table); one still left sits out at its own
    table. Pairs with no table pair among themselves at tables left empty, then after the
    last; one left over has the bye there.
    """
    present = set(active)
    tables: list[Table] = []
    # (entry, its table this round, whether it sits NS there), table order
    alone: list[tuple[int, int, bool]] = []
    for table in sorted(played.tables, key=lambda t: t.number):
        if table.ns in present and table.ew in present:
            tables.append(table)
            continue
        if table.ns in present:
            alone.append((table.ns, table.number, True))
        if table.ew in present:
            alone.append((table.ew, table.number, False))
    seated = set(seated_numbers(played))
    loose = [entry for entry in played.byes if entry in present]
    loose += [entry for entry in active if entry not in seated]
    byes: list[int] = []
    bye_tables: dict[int, int] = {}
    while alone:
        entry, number, ns = alone.pop(0)
        if loose:
            other = loose.pop(0)
        elif alone:
            other, at, other_ns = alone.pop(0)
            if other_ns and not ns:  # the NS pair stays home, the EO pair comes to it
                entry, other, number, ns = other, entry, at, True
        else:
            byes.append(entry)
            bye_tables[entry] = number
            break
        tables.append(Table(number, entry, other) if ns else Table(number, other, entry))
    used = {table.number for table in tables} | set(bye_tables.values())
    empty = sorted({table.number for table in played.tables} - used)
    last = max(used | set(empty), default=0)
    for first, second in zip(loose[0::2], loose[1::2], strict=False):
        number = empty.pop(0) if empty else (last := last + 1)
        tables.append(Table(number, first, second))
    if len(loose) % 2:
        byes.append(loose[-1])
    tables.sort(key=lambda t: t.number)
    return BurracoRound(tuple(tables), tuple(byes), played.relaxed), bye_tables


def _pools(active: Sequence[int], groups: Mapping[int, str]) -> list[list[int]]:
    """Round robin pools: the groups when every entry has one, else everyone together."""
    if active and all(entry in groups for entry in active):
        letters = sorted({groups[entry] for entry in active})
        return [[e for e in active if groups[e] == letter] for letter in letters]
    return [list(active)]


def group_sizes(wanted: Sequence[int], count: int) -> list[int]:
    """The gironi sizes for `count` pairs: the director's `wanted` sizes (two halves when
    none are set), adjusted when they no longer add up (a pair withdrew, is absent or came
    late) rather than dropped: the director's groups stay, one pair fewer in the largest, one
    more in the smallest (the lowest of equal groups: 8, 8, 8 for 23 pairs is 8, 8, 7). A
    group left with fewer than 2 pairs joins the one above: it could not play."""
    if not wanted:
        half = (count + 1) // 2
        return [half, count - half] if count - half else [half]
    sizes = list(wanted)
    while sum(sizes) > count:
        largest = max(range(len(sizes)), key=lambda i: (sizes[i], i))
        sizes[largest] -= 1
    while sum(sizes) < count:
        smallest = min(range(len(sizes)), key=lambda i: (sizes[i], -i))
        sizes[smallest] += 1
    while len(sizes) > 1 and min(sizes) < 2:
        small = max(i for i, size in enumerate(sizes) if size < 2)
        moved = sizes.pop(small)
        sizes[max(small - 1, 0)] += moved
    return sizes


def _danese(
    settings: BurracoSettings,
    groups: Sequence[Sequence[int]],
    history: Sequence[BurracoRound],
    last_round: bool,
    clubs: Mapping[int, str],
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
            ns_rule=NsRule.ALTERNATE if settings.alternate_lines else NsRule.HIGHER_RANKED,
            first_table=len(tables) + 1,
            keep_apart={entry: clubs[entry] for entry in group if entry in clubs},
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
    stage_ranking: Sequence[Sequence[int]] | None = None,
    standings_order: Sequence[int] | None = None,
    groups: Mapping[int, str] | None = None,
) -> Plan:
    """The seating of scala 40 round `number`.

    Elimination: round 1 seats everyone present, each later round the best of each table of
    the round before, or with `stage_cuts` the best of that stage's ranking (`stage_ranking`:
    its players, level ones together, best first); players tied across the cut go on by the
    recorded draw, or all of them without one; down to one final table.
    Placement points: every round reseats everyone present, avoiding earlier table-mates;
    or, with the Danese seating, every round after the first seats them at tables by
    `standings_order` (the standings after the round before, best first); or, all'italiana,
    the round its schedule gives each group (`groups`: every entry's group, withdrawn ones
    included, as registration or round 1 left them; `services.italiana`).
    """
    past = [r for r in history if isinstance(r, Scala40Round)]
    if settings.format is Scala40Format.PLACEMENT_POINTS:
        if number > settings.rounds:
            raise ServiceError(ErrorCode.NO_MORE_ROUNDS, {"rounds": settings.rounds})
        players = list(active)
    elif number == 1:
        players = list(active)
        if settings.stage_cuts:
            _cut_below_field(settings, 1, len(players))
    else:
        if previous_tables <= 1:
            raise FinalPlayed(number - 1)
        if settings.stage_cuts and stage_ranking is not None:
            _cut_below_field(settings, number - 1, sum(len(level) for level in stage_ranking))
        going_on, _ties = stage_entrants(settings, previous_orders, stage_ranking, stage=number - 1)
        # A player who withdrew (or is marked absent) after qualifying is not seated.
        present = set(active)
        players = sorted(player for player in going_on if player in present)
    _need(players, 2)
    final = len(players) <= rules.final_table_size(settings)
    byes: tuple[int, ...] = ()
    if settings.pairs and len(players) % 2 and not italiana(settings):
        byes = (pairs_bye(settings, players, standings_order, past),)
        players = [player for player in players if player not in byes]
    if settings.format is Scala40Format.ELIMINATION and number > 1 and final:
        return Plan(FINAL, Scala40Round((SeatingTable(1, tuple(players)),)))
    if italiana(settings):
        seating, formed = italiana_round(settings, number, players, past, groups or {})
        return Plan(SCALA40_ITALIANA, seating, formed)
    if danese_round(settings, number):
        with scoring_errors(ErrorCode.PAIRING_FAILED):
            by_rank = scala40_danese(
                ranked(players, standings_order),
                table_size=settings.table_size,
                remainder=rules.remainder_sizes(settings),
                history=past,
                keep_apart=settings.keep_apart,
            )
        return Plan(SCALA40_DANESE, replace(by_rank, byes=byes))
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        seating = scala40_seating(
            players,
            table_size=settings.table_size,
            remainder=rules.remainder_sizes(settings),
            history=past,
            seed=seed,
        )
    return Plan(SCALA40, replace(seating, byes=byes))


def danese_round(settings: Scala40Settings, number: int) -> bool:
    """Whether scala 40 round `number` is seated by the standings (the Danese seating of a
    placement-points tournament, from round 2: round 1 is always a draw)."""
    return (
        settings.format is Scala40Format.PLACEMENT_POINTS
        and settings.seating is Scala40Seating.DANESE
        and number > 1
    )


def _cut_below_field(settings: Scala40Settings, stage: int, players: int) -> None:
    """INVALID_SETTINGS when the ranking cut after `stage` lets through as many players as
    play it, or more: it would cut nobody (40 -> 16 set for an evening of 12)."""
    cut = stage_cut(settings, stage)
    if cut >= players:
        raise ServiceError(
            ErrorCode.INVALID_SETTINGS,
            {"detail": "stage_cut_field", "round": stage, "cut": cut, "players": players},
        )


def stage_cut(settings: Scala40Settings, stage: int) -> int:
    """How many of stage `stage`'s ranking go on (`stage_cuts`; past its end, the last
    number again: a tie at the last cut left too many for one final table)."""
    cuts = settings.stage_cuts
    return cuts[min(stage, len(cuts)) - 1]


def stage_entrants(
    settings: Scala40Settings,
    previous_orders: Sequence[Sequence[Sequence[int]]],
    ranking: Sequence[Sequence[int]] | None = None,
    *,
    stage: int = 1,
) -> tuple[list[int], list[CutTie]]:
    """Who goes on from a scala 40 stage's finished tables, and the ties across a cut that
    no recorded draw settles.

    By table (the default): the best `advance_per_table` of each table, a tie settled where
    it is. By the stage's ranking (`stage_cuts`): the best `stage_cut(settings, stage)` of
    `ranking`, the stage's players best first with level ones together (as the standings
    rank them after the stage: place at their table, then lower penalty in that stage), which the
    caller must give.

    Players tied across the cut: the recorded draw picks who fills the open places; without
    one, all of them go on rather than the software choosing, and the tie is returned so the
    round check can tell the director.
    """
    if settings.stage_cuts:
        if ranking is None:
            raise ValueError("a cut by the stage's ranking needs the ranking (stage_ranking)")
        # A pair's bye (a table it alone finished) goes on whatever the ranking: a
        # knockout's bye (`pairs_byes`); the others share the places left.
        byes = [order[0][0] for order in previous_orders if len(order) == 1 == len(order[0])]
        rest = [tuple(p for p in level if p not in byes) for level in ranking]
        places = stage_cut(settings, stage) - len(byes)
        cut, left = _ranking_cut([level for level in rest if level], places, settings.draw_order)
        return _replaced([*byes, *cut], settings, stage), left
    players: list[int] = []
    ties: list[CutTie] = []
    for index, finishing in enumerate(previous_orders):
        with scoring_errors(ErrorCode.PAIRING_FAILED):
            going_on = advance([finishing], per_table=settings.advance_per_table)
        undecided = list(going_on.undecided)
        if undecided and all(p in settings.draw_order for p in undecided):
            undecided.sort(key=settings.draw_order.index)
            undecided = undecided[: going_on.open_places]
        elif undecided:
            ties.append(CutTie(index, tuple(sorted(undecided)), going_on.open_places))
        players += [*going_on.qualified, *undecided]
    return _replaced(players, settings, stage), ties


def _replaced(players: list[int], settings: Scala40Settings, stage: int) -> list[int]:
    """`players` with each qualifier of `stage` who withdrew before the next stage was seated
    in the place of the replacement the director confirmed (`stage_replacements`)."""
    for replaced_stage, out, instead in settings.stage_replacements:
        if replaced_stage == stage and out in players and instead not in players:
            players = [instead if player == out else player for player in players]
    return players


def _ranking_cut(
    ranking: Sequence[Sequence[int]], cut: int, draw_order: Sequence[int]
) -> tuple[list[int], list[CutTie]]:
    """The best `cut` of a stage's ranking (groups of level players, best first). A group
    straddling the cut is a tie as at a table's cut: the recorded draw fills the open
    places when it holds all of them, else all of them go on and the tie is returned."""
    players: list[int] = []
    ties: list[CutTie] = []
    for group in ranking:
        room = cut - len(players)
        if room <= 0:
            break
        level = list(group)
        if len(level) > room:
            if all(player in draw_order for player in level):
                level = sorted(level, key=list(draw_order).index)[:room]
            else:
                ties.append(CutTie(None, tuple(sorted(level)), room))
        players += level
    return players, ties


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
