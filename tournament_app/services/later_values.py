"""The values the services return that a start never makes: a registry's players and clubs, a
tournament's entries, a round's checks and progress, a second entry's disagreement, penalties,
rankings, prizes and the log's entries. Kept apart from `values` because each frozen dataclass
costs start-up time to make, and the first screen (the round in play's list) makes none of
these; `values` still names each of them (`from tournament_app.services.values import Entry`
loads this module), as it does the scoresheets' (`sheet_values`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tournament_app.services.teams.values import TeamOut
    from tournament_app.services.values import (
        AuditId,
        ClubId,
        EntryId,
        PenaltyId,
        PenaltyKind,
        PlayerId,
        RoundStatus,
        TournamentId,
    )


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
    team_out: TeamOut | None = None
    """Set by `withdraw` only, in a team event: the team this withdrawal left with fewer than
    two pairs in play, out of the next rounds (`messages.teams.team_out_sentence` warns)."""

    @property
    def names(self) -> str:
        """The players' names joined, e.g. "Rossi Anna - Bianchi Carlo"."""
        return " - ".join(p.full_name for p in self.players)


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
    playing: int | None = None
    """At a table of the round shown still being played: the running total there (in an
    elimination with that round's penalty points on it, which count in that stage only);
    None otherwise, and for a player out there at the limit or by forfeit (they hold their
    place there already). The place there is not known yet: the standings say "in gioco"
    with this figure rather than a rank (`rank` only keeps the row's place in the order, a
    provisional one: in an elimination above everyone placed 2nd or lower in that stage)."""
    forfeited: tuple[int, ...] = ()
    """The rounds (up to the one shown) in which the player left the table by forfeit, last
    at it ("ultimo al tavolo – turno perso a tavolino"): the round shown's too while its
    table is still played, the place there being theirs already."""

    @property
    def rank_shown(self) -> int | None:
        """The rank a page, the command line or the printout shows: none while the player is
        at a table of the round shown still being played (`playing`), whose place there is
        not known yet; `rank` then only keeps the row's place in the ranking and would read
        as a standing already decided."""
        return None if self.playing is not None else self.rank

    @property
    def penalty_so_far(self) -> int:
        """Every penalty point the player has scored up to now: those of the tables over
        (`penalty_total`) and, at a table still being played, the running total there.
        The placement ranking counts them all, so the figure shown beside it must too (the
        total alone left out the round in play, and every face added it by itself)."""
        return self.penalty_total + (self.playing or 0)


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
