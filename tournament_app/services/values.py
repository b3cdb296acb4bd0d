"""The plain values services return: frozen dataclasses, never ORM rows.

A scoresheet line and a result's kind are the rules' own (:class:`scoring.burraco.LineHand`,
:class:`scoring.turno.ResultKind`), named here too so the faces take every value of a result
from the services. Those a start never makes are in `later_values` (and a scoresheet's in
`sheet_values`): named here all the same, each is made when first named."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from importlib import import_module
from typing import TYPE_CHECKING, Any, NewType

from scoring.burraco import LineHand as LineHand
from scoring.turno import ResultKind as ResultKind
from tournament_app.services.settings import Game, TournamentSettings

if TYPE_CHECKING:
    from tournament_app.services.later_values import AuditEntry as AuditEntry
    from tournament_app.services.later_values import BurracoStanding as BurracoStanding
    from tournament_app.services.later_values import Club as Club
    from tournament_app.services.later_values import Disagreement as Disagreement
    from tournament_app.services.later_values import Entry as Entry
    from tournament_app.services.later_values import PairingProblem as PairingProblem
    from tournament_app.services.later_values import Penalty as Penalty
    from tournament_app.services.later_values import Player as Player
    from tournament_app.services.later_values import PlayerSpec as PlayerSpec
    from tournament_app.services.later_values import Prize as Prize
    from tournament_app.services.later_values import RoundCheck as RoundCheck
    from tournament_app.services.later_values import RoundProgress as RoundProgress
    from tournament_app.services.later_values import Scala40Standing as Scala40Standing
    from tournament_app.services.later_values import Standing as Standing
    from tournament_app.services.later_values import TableStatus as TableStatus
    from tournament_app.services.schedule_checks import ScheduleWarning
    from tournament_app.services.sheet_values import Scala40Hand as Scala40Hand
    from tournament_app.services.sheet_values import Scala40PairsHand as Scala40PairsHand
    from tournament_app.services.sheet_values import Scala40PairsSheet as Scala40PairsSheet
    from tournament_app.services.sheet_values import Scala40Placing as Scala40Placing
    from tournament_app.services.sheet_values import Scala40Sheet as Scala40Sheet
    from tournament_app.services.sheet_values import SecondEntry as SecondEntry

LATER_VALUES: dict[str, str] = {
    "AuditEntry": "tournament_app.services.later_values",
    "BurracoStanding": "tournament_app.services.later_values",
    "Club": "tournament_app.services.later_values",
    "Disagreement": "tournament_app.services.later_values",
    "Entry": "tournament_app.services.later_values",
    "PairingProblem": "tournament_app.services.later_values",
    "Penalty": "tournament_app.services.later_values",
    "Player": "tournament_app.services.later_values",
    "PlayerSpec": "tournament_app.services.later_values",
    "Prize": "tournament_app.services.later_values",
    "RoundCheck": "tournament_app.services.later_values",
    "RoundProgress": "tournament_app.services.later_values",
    "Scala40Standing": "tournament_app.services.later_values",
    "Standing": "tournament_app.services.later_values",
    "TableStatus": "tournament_app.services.later_values",
    "Scala40Hand": "tournament_app.services.sheet_values",
    "Scala40PairsHand": "tournament_app.services.sheet_values",
    "Scala40PairsSheet": "tournament_app.services.sheet_values",
    "Scala40Placing": "tournament_app.services.sheet_values",
    "Scala40Sheet": "tournament_app.services.sheet_values",
    "SecondEntry": "tournament_app.services.sheet_values",
}
"""The values made when first named, never at a start, and the module each is in: a start
makes only the few its first screen shows (a frozen dataclass costs start-up time to make)."""


def __getattr__(name: str) -> Any:
    home = LATER_VALUES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value  # named once: the next lookup finds it here
    return value


TournamentId = NewType("TournamentId", int)
EntryId = NewType("EntryId", int)
PlayerId = NewType("PlayerId", int)
ClubId = NewType("ClubId", int)
PenaltyId = NewType("PenaltyId", int)
AuditId = NewType("AuditId", int)


class TournamentStatus(Enum):
    """Where a tournament is in the director's day."""

    REGISTRATION = "registration"
    RUNNING = "running"
    FINISHED = "finished"


class RoundStatus(Enum):
    """A round's life: proposed, announced to the players, every result in."""

    DRAFT = "draft"
    PUBLISHED = "published"
    COMPLETE = "complete"


#: The kinds a burraco result is stored with: every kind, a walk-out too
#: (`ResultService.enter_abandoned`).
STORED_RESULT_KINDS: tuple[ResultKind, ...] = tuple(ResultKind)


class PenaltyKind(Enum):
    """What a penalty takes away (never credited to the opponents)."""

    WARNING = "warning"
    VP = "vp"
    MP = "mp"
    FORFEIT = "forfeit"


@dataclass(frozen=True)
class TournamentSummary:
    """One line of the start screen's list."""

    id: TournamentId
    name: str
    game: Game
    date: str | None
    status: TournamentStatus
    entries: int
    rounds: int


@dataclass(frozen=True)
class Tournament:
    """A tournament with its full settings."""

    id: TournamentId
    name: str
    game: Game
    date: str | None
    venue: str
    status: TournamentStatus
    settings: TournamentSettings
    entries: int
    rounds_played: int
    """Rounds generated so far (draft, published or complete)."""
    schedule_warnings: tuple[ScheduleWarning, ...] = ()
    """Set by `create` and by `edit` given settings only: what the schedule just set should
    warn of with the entries in play (`schedule_checks`); it was saved all the same, and
    `messages.schedule_warning_sentence` words each one for the faces."""


@dataclass(frozen=True)
class RoundTable:
    """One table of a round, by entry numbers.

    Burraco pairs: `ns` and `ew` hold one number each, and `third` the third pair at a
    table of three pairs (burraco a sei; empty at a table of two); individual burraco: two
    each (the line's two players); a bye is a table with an empty `ew`. Scala 40: `players`
    holds the seats in order and `ns`/`ew` are empty.
    """

    table: int
    ns: tuple[int, ...] = ()
    ew: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    third: tuple[int, ...] = ()

    @property
    def is_bye(self) -> bool:
        """True for a burraco bye (riposo): one line seated, nobody against it."""
        return bool(self.ns) and not self.ew and not self.players


@dataclass(frozen=True)
class Round:
    """A round (turno; a stage in scala 40) with its seating."""

    tournament_id: TournamentId
    number: int
    system: str
    status: RoundStatus
    tables: tuple[RoundTable, ...]
    copy_not_made: str | None = None
    """Set by `publish` only: why the automatic copy of the database taken after publishing
    could not be made (a reason key, messages.system_reason words it). The round is published
    all the same; `messages.copy_not_made` is the warning the faces show."""
    schedule_warnings: tuple[ScheduleWarning, ...] = ()
    """Set by `generate` only: the round starts a Mitchell phase longer than the entries it
    seats allow (`schedule_checks.phase_start_warnings`). The draft is made all the same."""
    swap_broke: tuple[PairingProblem, ...] = ()
    """Set by `swap` and `swap_tables` only: the round check's problems the swap brought in
    (`rounds.checks.broken_by_edit`), which publishing will ask about or refuse; the swap is
    saved all the same, and `messages.swap_broke_sentence` is what the faces say."""


@dataclass(frozen=True)
class RoundCount:
    """How far the round being played has come, counted (the status bar's "Tables entered:
    12 / 20"): the latest round, its status, its tables with a scoresheet (byes have none)
    and how many of them are in, and how many are disputed by a second entry."""

    round: int
    status: RoundStatus
    tables: int
    entered: int
    disputed: int


@dataclass(frozen=True)
class HandBreakdown:
    """One hand of a turno: both lines' figures (and the third line's, at a table of three
    pairs)."""

    ns: LineHand
    ew: LineHand
    third: LineHand | None = None
    joker: bool = False
    """Brazilian: a joker turned up at the deal, so the hand had no trump suit."""


@dataclass(frozen=True)
class HandTotals:
    """One hand of a turno as two totals (when only the hand totals are written); three at a
    table of three pairs. Typed as the paper sheet has it (`from_sheet`), each line's base
    and card points come with them."""

    ns: int
    ew: int
    third: int | None = None
    base: tuple[int, ...] | None = None
    """Each line's base as the sheet writes it (burraco bonuses and closing, less the penalty
    for a pozzetto not taken), in line order (NS, EW, third); None for totals alone."""
    cards: tuple[int, ...] | None = None
    """Each line's card points (on the table, less in hand and an unplayed pozzetto), with
    `base`."""

    def __post_init__(self) -> None:
        if self.base is None and self.cards is None:
            return
        if self.base is None or self.cards is None or len(self.base) != len(self.cards):
            raise ValueError("a hand's base and cards go together, one of each per line")
        totals = (self.ns, self.ew) if self.third is None else (self.ns, self.ew, self.third)
        if tuple(b + c for b, c in zip(self.base, self.cards, strict=True)) != totals:
            raise ValueError("each line's base and cards add up to its total")

    @classmethod
    def from_sheet(cls, base: Sequence[int], cards: Sequence[int]) -> HandTotals:
        """A hand as the paper sheet writes it: each line's base and card points (two lines,
        or three at a table of three pairs), its totals their sums."""
        totals = [b + c for b, c in zip(base, cards, strict=True)]
        third = totals[2] if len(totals) > 2 else None
        return cls(totals[0], totals[1], third, tuple(base), tuple(cards))


@dataclass(frozen=True)
class BurracoResult:
    """A burraco table's result in one round."""

    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    kind: ResultKind
    ns_mp: int
    ew_mp: int
    ns_vp: int
    ew_vp: int
    hands: tuple[HandTotals, ...]
    """Per-hand totals when the sheet was entered hand by hand (empty for totals only)."""
    version: int
    breakdown: tuple[HandBreakdown | None, ...] = ()
    """Per hand, the figures entered line by line (None for a hand entered as two totals),
    so a correction can start from what was written."""
    third: tuple[int, ...] = ()
    """At a table of three pairs (burraco a sei): the pair on the third line; empty at a
    table of two."""
    third_mp: int | None = None
    third_vp: int | None = None
    """The third line's MP and VP at a table of three (the VP by the tournament's rule)."""

    @property
    def three_pairs(self) -> bool:
        """Whether the table seats three pairs."""
        return bool(self.third)


@dataclass(frozen=True)
class RoundResults:
    """What the Results page shows of a burraco round: its seating, its results (byes
    included once it is published) and its open double-entry disagreements."""

    round: Round
    results: tuple[BurracoResult, ...]
    disagreements: tuple[Disagreement, ...]
