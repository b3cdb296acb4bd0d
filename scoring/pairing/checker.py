"""The checker: every violation in a round (generated or hand-edited), as plain data."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from scoring.pairing.history import meeting
from scoring.pairing.model import IndividualTable, Round, Scala40Round, Table, seats


class ViolationCode(Enum):
    """What is wrong in a round."""

    SEATED_TWICE = "seated_twice"
    """An entry appears in more than one seat (a bye counts as a seat)."""
    NOT_SEATED = "not_seated"
    """An entry to be paired has no seat and no bye."""
    UNKNOWN_ENTRY = "unknown_entry"
    """A seat holds an id that is not among the entries."""
    FORBIDDEN_REMATCH = "forbidden_rematch"
    """Two entries meet although the rematch rule (or ``forbidden``) says they must not."""
    EMPTY_TABLE = "empty_table"
    """A scala 40 table with nobody at it."""
    UNDERFULL_TABLE = "underfull_table"
    """A scala 40 table with fewer players than ``min_table_size``."""
    OVERFULL_TABLE = "overfull_table"
    """A scala 40 table with more players than ``max_table_size``."""
    BYE_TWICE = "bye_twice"
    """An entry gets a bye although it had one in an earlier round."""
    TABLE_NUMBER_GAP = "table_number_gap"
    """Table numbers are not 1, 2, 3, ... without gaps."""
    DUPLICATE_TABLE_NUMBER = "duplicate_table_number"
    """Two tables carry the same number."""


class RematchRule(Enum):
    """Which earlier meetings the checker treats as forbidden."""

    NONE = "none"
    PREVIOUS_ROUND = "previous_round"
    EVER = "ever"


@dataclass(frozen=True, slots=True)
class Violation:
    """One thing wrong: its code, the entries involved (sorted) and the table, if any."""

    code: ViolationCode
    entries: tuple[int, ...] = ()
    table: int | None = None


def check_round(
    played: Round,
    *,
    entries: Collection[int],
    history: Sequence[Round] = (),
    forbid: RematchRule = RematchRule.NONE,
    forbidden: Collection[frozenset[int]] = (),
    min_table_size: int = 3,
    max_table_size: int = 6,
) -> list[Violation]:
    """Every violation in ``played``; an empty list means the round is sound.

    Violations come grouped: table numbers, seats, scala 40 table sizes, rematches (in table
    order), byes.

    A meeting is two entries at the same table on opposite sides (burraco pairs), partners
    (individual burraco) or table-mates (scala 40). ``forbidden`` lists meetings that must not
    happen in any case (clubs kept apart). The table sizes apply to scala 40.
    """
    known = set(entries)
    violations: list[Violation] = []
    violations += _table_numbers(played)
    violations += _seats(played, known)
    if isinstance(played, Scala40Round):
        violations += _table_sizes(played, min_table_size, max_table_size)
    earlier = _meetings_forbidden_by(history, forbid) | set(forbidden)
    for number, pair in _meetings(played):
        if pair in earlier:
            violations.append(Violation(ViolationCode.FORBIDDEN_REMATCH, _sorted(pair), number))
    had_bye = {entry for round_ in history for entry in round_.byes}
    violations += [
        Violation(ViolationCode.BYE_TWICE, (entry,)) for entry in played.byes if entry in had_bye
    ]
    return violations


def _sorted(entries: Collection[int]) -> tuple[int, ...]:
    return tuple(sorted(entries))


def _seats(played: Round, known: set[int]) -> list[Violation]:
    found: list[Violation] = []
    where: dict[int, list[int | None]] = {}
    for number, entry in seats(played):
        where.setdefault(entry, []).append(number)
    for entry, numbers in where.items():
        table = next((n for n in numbers if n is not None), None)
        if len(numbers) > 1:
            found.append(Violation(ViolationCode.SEATED_TWICE, (entry,), table))
        if entry not in known:
            found.append(Violation(ViolationCode.UNKNOWN_ENTRY, (entry,), table))
    found += [
        Violation(ViolationCode.NOT_SEATED, (entry,)) for entry in sorted(known - where.keys())
    ]
    return found


def _table_numbers(played: Round) -> list[Violation]:
    numbers = [table.number for table in played.tables]
    found = [
        Violation(ViolationCode.DUPLICATE_TABLE_NUMBER, table=number)
        for number in sorted(set(numbers))
        if numbers.count(number) > 1
    ]
    expected = set(range(1, len(set(numbers)) + 1))
    found += [
        Violation(ViolationCode.TABLE_NUMBER_GAP, table=number)
        for number in sorted(set(numbers) - expected)
    ]
    return found


def _table_sizes(played: Scala40Round, smallest: int, largest: int) -> list[Violation]:
    found: list[Violation] = []
    for table in played.tables:
        size = len(table.players)
        if size == 0:
            found.append(Violation(ViolationCode.EMPTY_TABLE, table=table.number))
        elif size < smallest:
            found.append(
                Violation(ViolationCode.UNDERFULL_TABLE, _sorted(table.players), table.number)
            )
        elif size > largest:
            found.append(
                Violation(ViolationCode.OVERFULL_TABLE, _sorted(table.players), table.number)
            )
    return found


def _meetings(played: Round) -> list[tuple[int, frozenset[int]]]:
    """The meetings a round makes, with their table: opponents, partners or table-mates."""
    found: list[tuple[int, frozenset[int]]] = []
    for table in played.tables:
        if isinstance(table, Table):
            found += [(table.number, meeting(a, b)) for a, b in combinations(table.entries, 2)]
        elif isinstance(table, IndividualTable):
            found += [(table.number, meeting(*table.ns)), (table.number, meeting(*table.ew))]
        else:
            found += [(table.number, meeting(a, b)) for a, b in combinations(table.players, 2)]
    return [(number, pair) for number, pair in found if len(pair) == 2]


def _meetings_forbidden_by(history: Sequence[Round], rule: RematchRule) -> set[frozenset[int]]:
    if rule is RematchRule.NONE:
        return set()
    rounds = history if rule is RematchRule.EVER else history[-1:]
    return {pair for played in rounds for _, pair in _meetings(played)}
