"""Scala 40 all'italiana: which groups play and the round the schedule gives, fitted to who
is here. Pure functions over entry numbers; `rounds.py` loads and stores.

The schedule (`scoring.pairing.italiana_schedule`) is drawn once from the tournament's seed
over the groups round 1 seated, so every round of it is known from the start
(`planned_schedule`, what a printed calendar shows) and round N is the schedule's round N.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scoring.pairing import (
    Scala40Round,
    italiana_schedule,
    split_groups_by_draw,
)
from scoring.pairing.history import table_mates_met
from scoring.pairing.scala40 import seated_with_repeats
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.pairs_byes import italiana_pairs_round
from tournament_app.services.rules import scoring_errors
from tournament_app.services.settings import Scala40Settings

SCALA40_ITALIANA = "scala40_italiana"
"""The stored system of a round seated by the all'italiana schedule."""

SMALLEST_TABLE = 3
"""A table left with fewer players (the others absent or withdrawn) is split among its
group's other tables: scala 40 is played 3 to 6 at a table in a tournament."""


@dataclass(frozen=True)
class PlannedTable:
    """One table of an all'italiana's schedule: its number, its group, its players."""

    table: int
    group: str
    players: tuple[int, ...]


def italiana(settings: Scala40Settings) -> bool:
    """Whether the tournament is a placement-points all'italiana (`rules.is_italiana`)."""
    return rules.is_italiana(settings)


def first_groups(
    settings: Scala40Settings, players: Sequence[int], groups: Mapping[int, str]
) -> dict[int, str]:
    """The groups round 1 plays in: the entries' own (given at registration) when every
    player has one, else drawn from the tournament's seed into groups of about
    `group_size` (A, B, ...). Some with a group and some without is refused: Torneo would
    either overrule the director's groups or guess where the others go."""
    given = {player: groups[player] for player in players if groups.get(player)}
    if len(given) == len(players):
        return given
    if given:
        missing = ", ".join(str(player) for player in players if player not in given)
        raise ServiceError(
            ErrorCode.PAIRING_FAILED, {"detail": "italiana_groups_partial", "missing": missing}
        )
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        drawn = split_groups_by_draw(players, settings.group_size, settings.seed)
    return {player: chr(ord("A") + i) for i, group in enumerate(drawn) for player in group}


def planned_schedule(
    settings: Scala40Settings, groups: Mapping[int, str], played: Sequence[Scala40Round] = ()
) -> tuple[Scala40Round, ...]:
    """Every round of the all'italiana for the players in `groups` (entry number -> group),
    each group's tables after the one before it in the groups' order.

    The schedule drawn before round 1 while the rounds `played` followed it; once one did
    not (seats swapped by hand, the rounds or the group size changed since), the rounds
    played as they were and the rest planned again around them."""
    letters = sorted(set(groups.values()))
    by_group = [sorted(p for p, letter in groups.items() if letter == g) for g in letters]
    with scoring_errors(ErrorCode.PAIRING_FAILED):
        drawn = italiana_schedule(
            by_group,
            settings.rounds,
            table_size=settings.table_size,
            remainder=rules.remainder_sizes(settings),
            seed=settings.seed,
        )
        if _followed(drawn, played):
            return drawn
        return italiana_schedule(
            by_group,
            settings.rounds,
            table_size=settings.table_size,
            remainder=rules.remainder_sizes(settings),
            seed=settings.seed,
            played=played,
        )


def _followed(drawn: Sequence[Scala40Round], played: Sequence[Scala40Round]) -> bool:
    """Whether every round `played` sat the tables `drawn` planned for it, but for the
    players not there (absent, withdrawn) and what that moved (a table split)."""
    if len(played) > len(drawn):
        return False
    for planned, actual in zip(drawn, played, strict=False):
        seated = {p for table in actual.tables for p in table.players}
        expected = {frozenset(p for p in t.players if p in seated) for t in planned.tables}
        if {frozenset(t.players) for t in actual.tables} - expected:
            return False
    return True


def italiana_round(
    settings: Scala40Settings,
    number: int,
    players: Sequence[int],
    history: Sequence[Scala40Round],
    groups: Mapping[int, str],
) -> tuple[Scala40Round, dict[int, str] | None]:
    """Round `number` of the all'italiana for the `players` present, and the groups the
    entries then have when the round changes them (round 1 forms them; a late arrival
    joins one), else None.

    The schedule is over round 1's players in their groups. A player absent or withdrawn
    since leaves a seat empty; a table left with fewer than 3 is split among its group's
    smallest tables. A player round 1 did not seat (a late arrival) sits at the smallest
    table and joins its group. Tables are numbered from 1 again; earlier table-mates met
    again are in `relaxed`, as in any scala 40 seating.
    """
    if settings.pairs:
        starting = number == 1 or not history
        given = first_groups(settings, players, groups) if starting else groups
        seating, letters = italiana_pairs_round(number, players, given, history)
        changed = starting or any(groups.get(p) != letter for p, letter in letters.items())
        return seating, letters if changed else None
    if number == 1 or not history:
        formed = first_groups(settings, players, groups)
        planned = planned_schedule(settings, formed)
        return planned[0], formed
    first = [p for table in history[0].tables for p in table.players]
    planned = planned_schedule(settings, {p: groups.get(p) or "" for p in first}, history)
    present = set(players)
    tables: list[tuple[str, list[int]]] = [
        (groups.get(t.players[0]) or "", [p for p in t.players if p in present])
        for t in planned[number - 1].tables
    ]
    _close_small_tables(tables)
    seated = {p for _, table in tables for p in table}
    joined: dict[int, str] = {}
    for late in (p for p in players if p not in seated):
        open_tables = [(g, t) for g, t in tables if t] or [("", [])]
        group, smallest = min(open_tables, key=lambda gt: len(gt[1]))
        if not smallest:
            tables.append((group, smallest))
        smallest.append(late)
        joined[late] = group
    kept = [table for _, table in tables if table]
    if not joined:
        return _with_repeats(kept, history), None
    # A late arrival joins the group whose table it sits at; everyone else keeps theirs.
    letters = {p: groups[p] for p in players if groups.get(p)} | joined
    return _with_repeats(kept, history), letters


def whole_schedule(
    settings: Scala40Settings,
    round_one: Sequence[int] | None,
    present: Sequence[int],
    groups: Mapping[int, str],
    played: Sequence[Scala40Round] = (),
) -> tuple[tuple[PlannedTable, ...], ...]:
    """Every round of the all'italiana as planned, to print before play: over the players
    round 1 seated (`round_one`), or before round 1 over those `present` in the groups
    round 1 would form (drawn from the seed when the entries have none); the rounds
    `played` (published) as `planned_schedule` keeps them. Refused (STATE_REFUSED) for a
    tournament not played all'italiana."""
    if not italiana(settings):
        raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "not_italiana"})
    if round_one is None:
        letters = first_groups(settings, present, groups)
    else:
        letters = {player: groups.get(player) or "" for player in round_one}
    if settings.pairs:
        calendar = [
            italiana_pairs_round(n, list(letters), letters, ())[0]
            for n in range(1, settings.rounds + 1)
        ]
    else:
        calendar = list(planned_schedule(settings, letters, played))
    return tuple(
        tuple(
            PlannedTable(table.number, letters[table.players[0]], table.players)
            for table in planned.tables
        )
        for planned in calendar
    )


def _close_small_tables(tables: list[tuple[str, list[int]]]) -> None:
    """Split each table left with fewer than `SMALLEST_TABLE` players among its group's
    other tables, smallest first, while one has room (`rules.MAX_TABLE`)."""
    for group, table in tables:
        if not table or len(table) >= SMALLEST_TABLE:
            continue
        others = [t for g, t in tables if g == group and t is not table and t]
        while table and others:
            room = min(others, key=len)
            if len(room) >= rules.MAX_TABLE:
                break
            room.append(table.pop())


def _with_repeats(tables: list[list[int]], history: Sequence[Scala40Round]) -> Scala40Round:
    return seated_with_repeats(tables, table_mates_met(history))
