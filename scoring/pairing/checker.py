"""The checker: every violation in a round (generated or hand-edited), as plain data."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import Enum

from scoring.pairing.model import Round


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
    """Every violation in ``played``, in table order; an empty list means it is sound.

    A meeting is two entries at the same table on opposite sides (burraco pairs), partners
    (individual burraco) or table-mates (scala 40). ``forbidden`` lists meetings that must not
    happen in any case (clubs kept apart). The table sizes apply to scala 40.
    """
    raise NotImplementedError
