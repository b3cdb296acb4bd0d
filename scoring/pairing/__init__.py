"""Pairing and movements for burraco pairs, individual burraco and scala 40.

Inputs are plain values: entry ids (ints) in registration or standings order, and the
earlier rounds as history. Every generator returns a frozen round; what it could not
satisfy is listed in the round's ``relaxed``. `check_round` finds every violation in any
round, generated or hand-edited. The rules are in docs/pairing.md.
"""

from scoring.pairing.checker import RematchRule, Violation, ViolationCode, check_round
from scoring.pairing.danese import DaneseVariant, NsRule, danese, danese_gironi, split_groups
from scoring.pairing.edits import swap_entries, swap_tables
from scoring.pairing.first_round import FirstRoundMethod, first_round
from scoring.pairing.individual import individual_round
from scoring.pairing.mitchell import (
    MitchellMovement,
    MitchellRepeatWarning,
    mitchell,
    mitchell_from_lines,
)
from scoring.pairing.model import (
    BurracoRound,
    EntryId,
    IndividualRound,
    IndividualTable,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Round,
    Scala40Round,
    SeatingTable,
    Table,
)
from scoring.pairing.next_round import PairingSettings, next_round, schedule_warnings
from scoring.pairing.round_robin import berger_pairs, round_robin, round_robin_groups
from scoring.pairing.scala40 import scala40_seating, table_sizes
from scoring.pairing.scala40_danese import danese_table_sizes, scala40_danese
from scoring.pairing.scala40_italiana import (
    italiana_rounds,
    italiana_schedule,
    meetings_bound,
    pair_meetings,
    split_groups_by_draw,
)
from scoring.pairing.schedule import (
    PairingSystem,
    Phase,
    PhaseRound,
    Schedule,
    ScheduleError,
    ScheduleErrorCode,
)

__all__ = [
    "BurracoRound",
    "DaneseVariant",
    "EntryId",
    "FirstRoundMethod",
    "IndividualRound",
    "IndividualTable",
    "MitchellMovement",
    "MitchellRepeatWarning",
    "NsRule",
    "PairingError",
    "PairingErrorCode",
    "PairingSettings",
    "PairingSystem",
    "Phase",
    "PhaseRound",
    "Relaxation",
    "RelaxationCode",
    "RematchRule",
    "Round",
    "Scala40Round",
    "Schedule",
    "ScheduleError",
    "ScheduleErrorCode",
    "SeatingTable",
    "Table",
    "Violation",
    "ViolationCode",
    "berger_pairs",
    "check_round",
    "danese",
    "danese_gironi",
    "danese_table_sizes",
    "first_round",
    "individual_round",
    "italiana_rounds",
    "italiana_schedule",
    "meetings_bound",
    "mitchell",
    "mitchell_from_lines",
    "next_round",
    "pair_meetings",
    "round_robin",
    "round_robin_groups",
    "scala40_danese",
    "scala40_seating",
    "schedule_warnings",
    "split_groups",
    "split_groups_by_draw",
    "swap_entries",
    "swap_tables",
    "table_sizes",
]
