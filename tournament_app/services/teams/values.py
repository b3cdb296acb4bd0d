"""What the team services return (burraco a squadre): plain values, entries by number."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TeamPair:
    """A pair playing for a team: its entry number and its players' names; `present` whether
    it can be fielded (checked in, not withdrawn), `withdrawn` whether it left the event."""

    entry: int
    names: str
    present: bool = True
    withdrawn: bool = False


@dataclass(frozen=True)
class Team:
    """A team of a team event: number, name, club and its pairs in the team's order."""

    number: int
    name: str
    club: str
    pairs: tuple[TeamPair, ...]

    @property
    def players(self) -> int:
        """How many players the team has (two a pair)."""
        return 2 * len(self.pairs)


@dataclass(frozen=True)
class TeamLineUp:
    """The two pairs a team fields in a round; `chosen` False when it is the default (the
    team's first two pairs present)."""

    round: int
    team: int
    first: int
    second: int
    chosen: bool


@dataclass(frozen=True)
class TeamMatch:
    """A match of a round: the home team (NS at the first table) against the away team (None
    for a bye), its two tables and, once both are in, the match's MP and team VP."""

    round: int
    number: int
    home: int
    away: int | None
    tables: tuple[int, ...]
    home_mp: int | None = None
    away_mp: int | None = None
    home_vp: int | None = None
    away_vp: int | None = None

    @property
    def complete(self) -> bool:
        """Whether the match has its result (both tables in, or a bye)."""
        return self.home_vp is not None


@dataclass(frozen=True)
class TeamStanding:
    """A team's line in the team ranking (VP and MP net of nothing: teams have no penalties
    of their own; a pair's penalty stays in the pairs' ranking)."""

    rank: int
    team: int
    name: str
    club: str
    vp: int
    mp_for: int
    mp_against: int
    mp_diff: int
    played: int
    byes: int
    tied: bool
    withdrawn: bool = False
    """Fewer than two of its pairs are left that are not withdrawn: it fields no line-up in
    the next rounds (its calendar opponent has the bye), as a withdrawn pair is marked in
    the pairs' ranking; its matches played stay."""
    tie_break: str = ""
    """The tie-break that put it below the team above with the same VP (a `TieBreak` value,
    worded by `domain_words.separated_by`); "" when their VP differ or nothing did."""
    awaiting_draw: bool = False
    """Level on every figure with another team that has played, while a draw of lots
    (`TeamService.draw_lots`) is still to separate them: they share the place until then."""


@dataclass(frozen=True)
class TeamOut:
    """A team a withdrawal left with fewer than two pairs in play: it can no longer field a
    line-up, so it is out of the next rounds (`messages.teams.team_out_sentence` warns)."""

    team: int
    name: str
