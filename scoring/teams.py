"""Team events (burraco a squadre): a match, its two tables, its VP, the movements, the ranking.

A team fields two of its pairs in each round (its line-up). A match sets the home team's two
pairs against the away team's two at two tables with the lines swapped: the home team's first
pair sits NS at the match's first table against the away team's first pair, and its second
pair sits EW at the second table against the away team's second pair. A team so plays both
lines of the same deal set, which is what makes the match fair.

The match result is the sum of both tables' differences (the home team's MP minus the away
team's), converted by a team VP table (``scoring.victory_points.TEAM_3_HANDS`` and
``TEAM_4_HANDS``: Torneo's proposal until FIBUR's official values are sourced; any club table
in the same form will do).

The movements pair teams exactly as pairs are paired, with teams as the units: round robin on
the Berger tables, Danese (modificato: not last round's opponent) and never-again (a Swiss
without rematches). A round robin's calendar is drawn once for the event, over every team: a
team that cannot field two pairs in a round leaves its opponent of the calendar the bye, and
nobody else moves. A pairing's ``Table`` here is a match: ``ns`` the home team, ``ew`` the
away team. The ranking is :func:`scoring.standings.rank_burraco` over the teams' match lines,
with the tie-breaks as data.

>>> home, away = LineUp(team=1, first=11, second=12), LineUp(team=2, first=21, second=22)
>>> match_tables(Table(1, 1, 2), home, away)
(Table(number=1, ns=11, ew=21, third=None), Table(number=2, ns=22, ew=12, third=None))
>>> score = match_score((640, 245), (300, 500), TEAM_3_HANDS)
>>> (score.mp_a, score.mp_b, score.vp_a, score.vp_b)
(1140, 545, 13, 7)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from scoring.errors import ScoringError
from scoring.pairing.danese import DaneseVariant, danese
from scoring.pairing.model import BurracoRound, Table
from scoring.pairing.round_robin import round_robin
from scoring.standings import (
    DEFAULT_TIE_BREAKS,
    MatchLine,
    PenaltyLine,
    StandingRow,
    TieBreak,
    rank_burraco,
)
from scoring.team_movement import TeamMovement
from scoring.turno import ResultKind, TurnoScore
from scoring.victory_points import TEAM_3_HANDS, TEAM_4_HANDS, VictoryPointTable

__all__ = [
    "MAX_TEAM_PLAYERS",
    "MIN_TEAM_PLAYERS",
    "TEAM_3_HANDS",
    "TEAM_4_HANDS",
    "TEAM_TIE_BREAKS",
    "InvalidTeams",
    "LineUp",
    "TeamErrorCode",
    "TeamMovement",
    "calendar_round",
    "check_team_size",
    "deciding_tie_break",
    "default_lineup",
    "match_lines",
    "match_score",
    "match_tables",
    "rank_teams",
    "seat_matches",
    "team_bye",
    "team_round",
    "team_vp_table",
]

#: A team has 4 to 6 players: two pairs to field, and a third pair at most in reserve.
MIN_TEAM_PLAYERS = 4
MAX_TEAM_PLAYERS = 6

#: The team ranking's default order after VP: the same as the pairs' (MP difference, MP
#: scored, head-to-head, a recorded draw); a tournament may store its own list.
TEAM_TIE_BREAKS: tuple[TieBreak, ...] = DEFAULT_TIE_BREAKS


class TeamErrorCode(Enum):
    """Why a team line-up, match or seating was refused."""

    TEAM_SIZE = "team_size"
    """A team of fewer than 4 or more than 6 players (or an odd count: players come in pairs)."""
    LINEUP_PAIRS = "lineup_pairs"
    """A line-up that does not field two different pairs of its own team."""
    NO_LINEUP = "no_lineup"
    """A team in a match has no line-up for the round."""
    PAIR_TWICE = "pair_twice"
    """The same pair fielded by two teams, or twice in one round."""
    NO_TEAM_TABLE = "no_team_table"
    """Team matches of a number of hands with no team VP table (none is proposed for 2)."""


class InvalidTeams(ScoringError):
    """A team input breaks a rule; ``code`` is a :class:`TeamErrorCode`."""


@dataclass(frozen=True, slots=True)
class LineUp:
    """The two pairs a team fields in a round: ``first`` at the match's first table (NS for
    the home team), ``second`` at its second table (EW for the home team)."""

    team: int
    first: int
    second: int

    def __post_init__(self) -> None:
        if self.first == self.second:
            raise InvalidTeams(TeamErrorCode.LINEUP_PAIRS, team=self.team, pairs=(self.first,))

    @property
    def pairs(self) -> tuple[int, int]:
        """The two pairs fielded, first table's first."""
        return (self.first, self.second)


def check_team_size(team: int, players: int) -> None:
    """Refuse a team of other than 4 or 6 players (two pairs, or three with one in reserve)."""
    if not MIN_TEAM_PLAYERS <= players <= MAX_TEAM_PLAYERS or players % 2:
        raise InvalidTeams(TeamErrorCode.TEAM_SIZE, team=team, players=players)


def default_lineup(team: int, pairs: Sequence[int]) -> LineUp:
    """The line-up a team fields when the director names none: its first two pairs, in the
    order they were registered."""
    if len(pairs) < 2:
        raise InvalidTeams(TeamErrorCode.LINEUP_PAIRS, team=team, pairs=tuple(pairs))
    return LineUp(team, pairs[0], pairs[1])


def match_tables(match: Table, home: LineUp, away: LineUp) -> tuple[Table, Table]:
    """The two pairs' tables of a match, numbered ``2n - 1`` and ``2n`` for match ``n``.

    At the first table the home team's first pair sits NS against the away team's first
    pair; at the second the lines are swapped: the away team's second pair NS, the home
    team's second pair EW.
    """
    first = Table(2 * match.number - 1, home.first, away.first)
    second = Table(2 * match.number, away.second, home.second)
    return first, second


def seat_matches(matches: BurracoRound, lineups: Mapping[int, LineUp]) -> BurracoRound:
    """A round of team matches seated as pairs' tables, by each team's line-up.

    A team with the bye gives its two fielded pairs the bye. What the team pairing relaxed
    stays on the team round (it is about teams, not pairs).
    """
    tables: list[Table] = []
    byes: list[int] = []
    seen: set[int] = set()

    def fielded(team: int) -> LineUp:
        lineup = lineups.get(team)
        if lineup is None:
            raise InvalidTeams(TeamErrorCode.NO_LINEUP, team=team)
        for pair in lineup.pairs:
            if pair in seen:
                raise InvalidTeams(TeamErrorCode.PAIR_TWICE, team=team, pair=pair)
            seen.add(pair)
        return lineup

    for match in matches.tables:
        tables += match_tables(match, fielded(match.ns), fielded(match.ew))
    for team in matches.byes:
        byes += fielded(team).pairs
    return BurracoRound(tuple(sorted(tables, key=lambda t: t.number)), tuple(byes))


def team_vp_table(hands: int) -> VictoryPointTable:
    """The team VP table proposed for turni of ``hands`` hands (3 or 4)."""
    tables = {3: TEAM_3_HANDS, 4: TEAM_4_HANDS}
    if hands not in tables:
        raise InvalidTeams(TeamErrorCode.NO_TEAM_TABLE, hands=hands)
    return tables[hands]


def match_score(
    first_table: tuple[int, int], second_table: tuple[int, int], table: VictoryPointTable
) -> TurnoScore:
    """A match's score from its two tables' MP, each given as (NS MP, EW MP).

    Line A is the home team (NS at the first table, EW at the second): its MP are the first
    table's NS and the second table's EW; the VP come from the summed difference.
    """
    home = first_table[0] + second_table[1]
    away = first_table[1] + second_table[0]
    vp_home, vp_away = table.convert(home, away)
    return TurnoScore(home, away, vp_home, vp_away, ResultKind.PLAYED)


def team_bye(table: VictoryPointTable, vp: int) -> TurnoScore:
    """A team's riposo: ``vp`` VP and their equivalent MP in the team table."""
    return TurnoScore(table.min_difference_for(vp), 0, vp, 0, ResultKind.BYE)


def team_round(
    movement: TeamMovement,
    teams: Sequence[int],
    round_number: int,
    *,
    history: Sequence[BurracoRound] = (),
    last_round: bool = False,
    playing: Iterable[int] | None = None,
) -> BurracoRound:
    """The matches of round ``round_number``: a ``Table`` per match, home team on ``ns``.

    ``teams`` is, for a round robin, every team of the event in registration order (its
    Berger positions; ``playing`` those able to field two pairs this round, None for all: see
    :func:`calendar_round`), and for Danese and never-again the teams playing, by the team
    standings, best first (the first round's order is the caller's: registration or a draw).
    ``history`` holds the earlier rounds' matches.
    """
    if movement is TeamMovement.ROUND_ROBIN:
        return calendar_round(teams, round_number, playing)
    variant = (
        DaneseVariant.MODIFICATO if movement is TeamMovement.DANESE else DaneseVariant.NEVER_AGAIN
    )
    return danese(teams, history=history, variant=variant, last_round=last_round)


def calendar_round(
    teams: Sequence[int], round_number: int, playing: Iterable[int] | None = None
) -> BurracoRound:
    """Round ``round_number`` of the round robin's calendar over every team of the event
    (``teams``, registration order), for the teams ``playing`` (None: all of them).

    The calendar is the event's, fixed from its first round: a team that cannot field two
    pairs (withdrawn, absent) does not make it again over the others, which would bring back
    matches already played and leave some never met. Its match is not played, and its
    opponent has the bye; matches are numbered on in calendar order.

    >>> calendar_round([1, 2, 3, 4, 5, 6], 1, playing=[1, 2, 3, 4, 6])
    BurracoRound(tables=(Table(number=1, ns=1, ew=6, third=None), \
Table(number=2, ns=3, ew=4, third=None)), byes=(2,), relaxed=())
    """
    drawn = round_robin(teams, round_number)
    if playing is None:
        return drawn
    able = set(playing)
    matches: list[Table] = []
    byes = [team for team in drawn.byes if team in able]
    for match in drawn.tables:
        if match.ns in able and match.ew in able:
            matches.append(Table(len(matches) + 1, match.ns, match.ew))
        else:
            byes += [team for team in (match.ns, match.ew) if team in able]
    return BurracoRound(tuple(matches), tuple(byes))


def match_lines(round_number: int, match: Table, score: TurnoScore) -> tuple[MatchLine, ...]:
    """Both teams' lines of a match in the ranking (home team as line A)."""
    return MatchLine.from_turno(round_number, match.ns, match.ew, score)


def rank_teams(
    teams: Sequence[int],
    lines: Iterable[MatchLine],
    penalties: Iterable[PenaltyLine] = (),
    *,
    tie_breaks: Sequence[TieBreak] = TEAM_TIE_BREAKS,
    draw_order: Sequence[int] | None = None,
) -> list[StandingRow]:
    """The team ranking: total team VP, then the tie-breaks in order (MP are match totals)."""
    return rank_burraco(teams, lines, penalties, tie_breaks=tie_breaks, draw_order=draw_order)


def deciding_tie_break(previous: StandingRow | None, row: StandingRow) -> TieBreak | None:
    """The tie-break that put ``row`` below ``previous`` (the row above it in the ranking)
    when both have the same VP: the first whose values differ; None when their VP differ,
    for the first row, and for a row sharing its place (nothing separated them)."""
    if previous is None or previous.vp != row.vp or (row.tied and previous.rank == row.rank):
        return None
    above = dict(previous.tie_break_values)
    for tie_break, value in row.tie_break_values:
        if above.get(tie_break) != value:
            return tie_break
    return None
