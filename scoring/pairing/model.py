"""The values a pairing produces: tables, rounds, and what a generator had to relax.

Every round is a frozen value. A generator that cannot meet every rule still returns a
complete round and lists in ``relaxed`` each rule it broke and for whom, never silently.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NewType

from scoring.errors import ScoringError

EntryId = NewType("EntryId", int)
"""An entry's id: a pair in burraco pairs, a player in individual burraco and scala 40."""


class RelaxationCode(Enum):
    """Which rule a generator broke because it could not be met."""

    REMATCH = "rematch"
    """Two entries meet again although the pairing rule forbade it."""
    BYE_REPEATED = "bye_repeated"
    """An entry gets a second bye because every entry has had one (or no other fit)."""
    KEEP_APART = "keep_apart"
    """Two entries of the same club or group meet (or sit on opposite Mitchell lines)."""
    MITCHELL_REPEAT = "mitchell_repeat"
    """A Mitchell round seats an EO pair against an NS pair it met in an earlier round."""
    PARTNER_REPEAT = "partner_repeat"
    """Individual burraco: two players are partners again."""
    OPPONENT_REPEAT = "opponent_repeat"
    """Individual burraco: two players face each other again."""
    TABLE_MATE_REPEAT = "table_mate_repeat"
    """Scala 40: two players share a table again."""


@dataclass(frozen=True, slots=True)
class Relaxation:
    """One broken rule: its code and the entries it concerns (sorted)."""

    code: RelaxationCode
    entries: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Table:
    """A burraco pairs table: the pair on the NS line against the pair on the EO line, and at
    a table of three pairs (burraco a sei) a third pair on the third line."""

    number: int
    ns: int
    ew: int
    third: int | None = None

    @property
    def entries(self) -> tuple[int, ...]:
        """Every pair at the table, NS first, the third line's last."""
        if self.third is None:
            return (self.ns, self.ew)
        return (self.ns, self.ew, self.third)


@dataclass(frozen=True, slots=True)
class BurracoRound:
    """One round of a pairs tournament: its tables, the entries with a bye, what was relaxed.

    ``byes`` holds one entry at most per pairing group (several with danese a gironi or
    round robin in groups).
    """

    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()
    relaxed: tuple[Relaxation, ...] = ()

    @property
    def bye(self) -> int | None:
        """The entry with the bye when there is one at most (``None`` without a bye)."""
        if len(self.byes) > 1:
            raise PairingError(PairingErrorCode.SEVERAL_BYES, byes=self.byes)
        return self.byes[0] if self.byes else None

    def table_of(self, entry: int) -> Table | None:
        """The table where ``entry`` sits, ``None`` when it has the bye or is absent."""
        for table in self.tables:
            if entry in table.entries:
                return table
        return None


@dataclass(frozen=True, slots=True)
class IndividualTable:
    """An individual burraco table: two partnerships of two players each."""

    number: int
    ns: tuple[int, int]
    ew: tuple[int, int]

    @property
    def players(self) -> tuple[int, int, int, int]:
        """The four players, NS partners first."""
        return (*self.ns, *self.ew)


@dataclass(frozen=True, slots=True)
class IndividualRound:
    """One round of an individual burraco tournament: tables and the players sitting out."""

    tables: tuple[IndividualTable, ...]
    byes: tuple[int, ...] = ()
    relaxed: tuple[Relaxation, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatingTable:
    """A scala 40 table and the players seated at it, in seat order."""

    number: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Scala40Round:
    """One scala 40 seating: every player at exactly one table, but for ``byes``: in pairs
    (two pairs a table) an odd count leaves one pair sitting out the round."""

    tables: tuple[SeatingTable, ...]
    relaxed: tuple[Relaxation, ...] = ()
    byes: tuple[int, ...] = ()


Round = BurracoRound | IndividualRound | Scala40Round
"""Any round the checker and the manual edits accept."""


def seats(played: Round) -> list[tuple[int | None, int]]:
    """Every seat of a round as (table number, entry); a bye is a seat at no table."""
    found: list[tuple[int | None, int]] = []
    for table in played.tables:
        players = table.entries if isinstance(table, Table) else table.players
        found += [(table.number, player) for player in players]
    found += [(None, entry) for entry in played.byes]
    return found


class PairingErrorCode(Enum):
    """Why a pairing could not be produced at all (as opposed to produced with relaxations)."""

    NO_ENTRIES = "no_entries"
    """There is nobody to pair."""
    DUPLICATE_ENTRY = "duplicate_entry"
    """The same entry id appears twice in the input."""
    UNKNOWN_ENTRY = "unknown_entry"
    """An id given (manual seating, a swap, a group tag) is not among the entries."""
    UNKNOWN_TABLE = "unknown_table"
    """A table number given to a swap is not in the round."""
    ROUND_OUT_OF_RANGE = "round_out_of_range"
    """A round number below 1 (or beyond what the system allows)."""
    BAD_STEP = "bad_step"
    """A Mitchell step that is not a positive whole number."""
    LINE_SIZES = "line_sizes"
    """Mitchell lines whose sizes differ by more than the one bye seat on the EO line."""
    MANUAL_INCOMPLETE = "manual_incomplete"
    """A hand-made first round leaves more than one entry without a table."""
    GROUP_SIZES = "group_sizes"
    """Group sizes that do not add up to the number of entries, or a size below 1."""
    CANNOT_SEAT = "cannot_seat"
    """No mix of the table sizes allowed seats exactly this many players."""
    SEED_REQUIRED = "seed_required"
    """A draw was asked for without a seed, so it could not be reproduced."""
    HISTORY_MISMATCH = "history_mismatch"
    """The rounds given as history are not exactly the rounds before the one asked for."""
    PHASE_ORDER_REQUIRED = "phase_order_required"
    """Gironi or italiana past their phase's first round need the order that fixed the groups."""
    SEVERAL_BYES = "several_byes"
    """``BurracoRound.bye`` asked of a round with more than one bye."""


class PairingError(ScoringError):
    """A pairing cannot be produced: ``code`` (a `PairingErrorCode`) and the data involved."""
