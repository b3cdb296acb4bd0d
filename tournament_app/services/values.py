"""The plain values services return: frozen dataclasses, never ORM rows.

A scoresheet line and a result's kind are the rules' own (:class:`scoring.burraco.LineHand`,
:class:`scoring.turno.ResultKind`), named here too so the faces take every value of a result
from the services."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, NewType

from scoring.burraco import LineHand as LineHand
from scoring.turno import ResultKind as ResultKind
from tournament_app.services.settings import Game, TournamentSettings

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
class Club:
    """A club in the registry."""

    id: ClubId
    name: str


@dataclass(frozen=True)
class Player:
    """A player in the club's registry."""

    id: PlayerId
    surname: str
    name: str
    tessera: str | None = None
    club: str | None = None
    category: str | None = None

    @property
    def full_name(self) -> str:
        """Surname then name, as Italian lists print them."""
        return f"{self.surname} {self.name}".strip()


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


@dataclass(frozen=True)
class PlayerSpec:
    """A player named when entering: a registry id, or a new name (added to the registry)."""

    surname: str = ""
    name: str = ""
    player_id: PlayerId | None = None
    tessera: str | None = None
    club: str | None = None
    category: str | None = None


@dataclass(frozen=True)
class Entry:
    """A pair (burraco), or a single player (individual burraco, scala 40), in a tournament."""

    id: EntryId
    number: int
    players: tuple[Player, ...]
    group: str | None
    category: str | None
    present: bool
    withdrawn: bool
    club: str | None
    duplicate_of: tuple[int, ...] = ()
    """Numbers of other entries sharing a player (flagged, not refused, on edit)."""

    @property
    def names(self) -> str:
        """The players' names joined, e.g. "Rossi Anna - Bianchi Carlo"."""
        return " - ".join(p.full_name for p in self.players)


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


@dataclass(frozen=True)
class PairingProblem:
    """One thing a seating breaks: a scoring checker code and the entries involved."""

    code: str
    entries: tuple[int, ...]
    table: int | None = None


@dataclass(frozen=True)
class RoundCheck:
    """The checker's verdict on a round's seating."""

    problems: tuple[PairingProblem, ...]

    @property
    def ok(self) -> bool:
        """True when the seating breaks nothing."""
        return not self.problems


@dataclass(frozen=True)
class TableStatus:
    """Whether a table's result is in."""

    table: int
    entered: bool
    is_bye: bool


@dataclass(frozen=True)
class RoundProgress:
    """Tables entered and missing in a round (the status bar's "12 / 20")."""

    round: int
    status: RoundStatus
    tables: tuple[TableStatus, ...]

    @property
    def entered(self) -> tuple[int, ...]:
        """Numbers of tables whose result is in (byes count as in)."""
        return tuple(t.table for t in self.tables if t.entered)

    @property
    def missing(self) -> tuple[int, ...]:
        """Numbers of tables still waiting for a result."""
        return tuple(t.table for t in self.tables if not t.entered)


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
    table of three pairs."""

    ns: int
    ew: int
    third: int | None = None


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
class Disagreement:
    """A burraco table whose second entry (double entry) differs from the result stored: open
    until someone saves the table's result again, removes it, or re-types figures that agree."""

    round: int
    table: int
    ns_mp: int
    """The second entry's figures."""
    ew_mp: int
    first_ns_mp: int
    """The result stored now (the first entry, as it stands)."""
    first_ew_mp: int
    first_version: int
    """The result's version the second entry was compared with (an undo may have given the
    result a newer one since: correct the result with the version `results.get` reads)."""
    entered_by: str
    """The station that typed the second entry."""
    entered_at: str
    """ISO timestamp (UTC)."""
    third_mp: int | None = None
    """At a table of three pairs: the second entry's third figure (None at a table of two)."""
    first_third_mp: int | None = None
    """At a table of three pairs: the stored result's third figure."""


@dataclass(frozen=True)
class SecondEntry:
    """What a second operator's re-typing of a scoresheet found."""

    agrees: bool
    """True: the table is confirmed (any open disagreement on it is closed). False: the
    disagreement is stored, and shown on every station until the table is settled."""
    ns_mp: int
    """The second entry's figures."""
    ew_mp: int
    first: BurracoResult
    """The result it was compared with, as stored at that moment (its figures and version)."""
    third_mp: int | None = None
    """At a table of three pairs: the second entry's third figure."""


@dataclass(frozen=True)
class Scala40Hand:
    """One hand of a scala 40 sheet as entered: each seated entry's penalty points."""

    points: tuple[tuple[int, int], ...]
    """(entry number, points) for each player still in play; the closer's are 0."""
    closer: int | None
    """The entry that went out; None for a hand stopped by time."""
    in_hand: bool = False
    not_opened: tuple[int, ...] = ()
    reentries: tuple[int, ...] = ()
    """Entries re-entering after this hand (when the tournament allows it)."""


@dataclass(frozen=True)
class Scala40Placing:
    """Where a player finished at a scala 40 table."""

    entry: int
    place: int
    total: int
    eliminated_after_hand: int | None


@dataclass(frozen=True)
class Scala40Sheet:
    """A scala 40 table's sheet: hands, running totals and (when over) the finishing order."""

    round: int
    table: int
    players: tuple[int, ...]
    hands: tuple[Scala40Hand, ...]
    totals: tuple[tuple[int, int], ...]
    """(entry number, running total) per seat."""
    eliminated: tuple[int, ...]
    finished: bool
    timed_out: bool
    placings: tuple[Scala40Placing, ...]
    """Filled when the table is finished."""
    version: int


@dataclass(frozen=True)
class Scala40PairsHand:
    """One hand of a scala 40 pairs sheet as entered: who closed, each player's points."""

    closer: tuple[int, int]
    """(entry number, 1 or 2): the pair and which of its two players went out."""
    points: tuple[tuple[int, int, int], ...]
    """(entry number, 1 or 2, penalty points) for the other three players."""


@dataclass(frozen=True)
class Scala40PairsSheet:
    """A scala 40 pairs table's sheet: its hands, game points, penalty points, the result."""

    round: int
    table: int
    pairs: tuple[int, ...]
    """The two pairs' entry numbers, in seat order."""
    hands: tuple[Scala40PairsHand, ...]
    game_points: tuple[tuple[int, int], ...]
    """(entry number, hands won) per pair."""
    totals: tuple[tuple[int, int], ...]
    """(entry number, the pair's penalty points) per pair."""
    finished: bool
    timed_out: bool
    winner: int | None
    """The pair that won the match; None while it is played, and on a draw."""
    match_points: tuple[tuple[int, int], ...]
    """(entry number, match points) per pair, once the match is over."""
    version: int


@dataclass(frozen=True)
class Penalty:
    """A penalty given to an entry, in a round or overall."""

    id: PenaltyId
    entry: int
    round: int | None
    kind: PenaltyKind
    vp: int
    mp: int
    reason: str


@dataclass(frozen=True)
class BurracoStanding:
    """One row of a burraco ranking."""

    rank: int
    entry: int
    names: str
    vp: int
    mp_difference: int
    mp_scored: int
    vp_per_round: tuple[int | None, ...]
    penalty_vp: int
    group: str | None
    category: str | None
    tie_break_note: str = ""
    """Which tie-break separated this row from the one above, if any."""
    withdrawn: bool = False
    """The pair withdrew: it keeps its line but no prize (ranked only if it ever played)."""
    penalty_mp: int = 0
    """The points penalties took (a set of warnings too): the points scored and their
    difference are already net of them, so this says why they are lower."""


@dataclass(frozen=True)
class Scala40Standing:
    """One row of a scala 40 ranking."""

    rank: int
    entry: int
    name: str
    points: int
    """Placement points (placement format) or the stage reached (elimination)."""
    penalty_total: int
    """Total penalty points scored at the tables (lower is better)."""
    stage: int
    """The last round this player sat in."""
    group: str | None
    category: str | None
    withdrawn: bool = False
    """The player withdrew: they keep their line but no prize (ranked only if they played)."""
    last_place: int | None = None
    """The place at the table of the last round sat in (None before a table is over): in an
    elimination it orders the players out at the same stage, so it is shown."""
    game_point_difference: int | None = None
    """Scala 40 in pairs: game points won less lost over every match (None in singles);
    `points` are then the match points."""
    stage_penalty: int = 0
    """The penalty points scored at the table of the last round sat in: in an elimination,
    after the place there, they rank (each stage a fresh game, earlier ones never count)."""


Standing = BurracoStanding | Scala40Standing


@dataclass(frozen=True)
class Prize:
    """One line of a prize list: a place in a group or category."""

    heading: str
    """The group or category ("" for overall)."""
    place: int
    standing: Standing


@dataclass(frozen=True)
class AuditEntry:
    """One logged change: who, when, what, before and after."""

    id: AuditId
    at: str
    """ISO timestamp (UTC)."""
    station: str
    action: str
    entity: str
    tournament_id: TournamentId | None
    before: Any
    after: Any
    summary: str
    undone: bool
    params: Any = None
    """The action's parameters (`storage.audit_form`), worded when read; None on an older
    row whose prose could not be read: its `summary` is shown as stored."""
    round: int | None = None
    table: int | None = None
    """Where the change happened, when it was at a round (and a table)."""
