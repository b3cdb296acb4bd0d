"""Standings: burraco pairs ranked by VP with ordered tie-breaks; scala 40 players by stage.

Burraco: :func:`rank_burraco` ranks entries by total VP (penalties deducted), then by an
ordered, configurable list of :class:`TieBreak` (default: MP difference, MP scored,
head-to-head, a recorded draw). Every tie-break value used is kept on the row, so a printed
ranking can show why two pairs are in that order. Groups (gironi) and categories are ranked
by passing only their entries. :func:`rank_burraco_tuples` ranks the same turni given as
plain tuples (:data:`MatchTuple`), for callers reading thousands of them from storage.

Scala 40: :func:`rank_scala40` ranks players by placement points, tie-broken by lower penalty
total, or (an elimination) by the stage reached, the place at that stage's table and the lower
penalty points scored in that stage; then a recorded draw. Each stage is a fresh game: the
penalties of earlier stages never decide a place, and players who share a place at one table
of their last stage stay level.

>>> matches = [
...     MatchLine(1, entry=1, opponent=2, vp=14, mp_for=640, mp_against=245),
...     MatchLine(1, entry=2, opponent=1, vp=6, mp_for=245, mp_against=640),
... ]
>>> [(row.rank, row.entry, row.vp, row.mp_diff) for row in rank_burraco([1, 2], matches)]
[(1, 1, 14, 395), (2, 2, 6, -395)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from scoring.errors import ScoringError
from scoring.rule_names import DEFAULT_TIE_BREAKS, TieBreak
from scoring.stages import DEFAULT_PLACEMENT_POINTS, PlacementPoints, TablePlacing
from scoring.turno import ResultKind, TurnoScore

__all__ = [
    "DEFAULT_TIE_BREAKS",
    "InvalidStandings",
    "MatchLine",
    "MatchTuple",
    "PenaltyLine",
    "Scala40Method",
    "Scala40Row",
    "StandingRow",
    "StandingsErrorCode",
    "TablePlacing",
    "TieBreak",
    "rank_burraco",
    "rank_burraco_tuples",
    "rank_scala40",
]


class StandingsErrorCode(Enum):
    """Why a ranking was refused."""

    DUPLICATE_ENTRY = "duplicate_entry"
    """An entry (or player) is listed twice."""
    DUPLICATE_MATCH = "duplicate_match"
    """Two match lines for the same entry in the same round."""
    DUPLICATE_TIE_BREAK = "duplicate_tie_break"
    """A tie-break appears twice in the list."""


class InvalidStandings(ScoringError):
    """A ranking input breaks a rule; ``code`` is a :class:`StandingsErrorCode`."""


MatchTuple = tuple[int, int, int | None, int, int, int]
"""A :class:`MatchLine` as a plain tuple: round, entry, opponent, VP, MP for, MP against.

What :func:`rank_burraco_tuples` reads; the result kind is left out because no ranking
criterion looks at it.
"""


@dataclass(frozen=True, slots=True)
class MatchLine:
    """One entry's result in one round (a turno seen from that entry's side).

    ``opponent`` is ``None`` for a bye. MP are the MP scored and conceded in the turno.
    """

    round: int
    entry: int
    opponent: int | None
    vp: int
    mp_for: int
    mp_against: int
    kind: ResultKind = ResultKind.PLAYED

    @staticmethod
    def from_turno(
        round: int, entry_a: int, entry_b: int | None, score: TurnoScore
    ) -> tuple[MatchLine, ...]:
        """Both sides' lines of a turno (one line for a bye, where ``entry_b`` is ``None``)."""
        line_a = MatchLine(round, entry_a, entry_b, score.vp_a, score.mp_a, score.mp_b, score.kind)
        if entry_b is None:
            return (line_a,)
        line_b = MatchLine(round, entry_b, entry_a, score.vp_b, score.mp_b, score.mp_a, score.kind)
        return line_a, line_b

    def as_tuple(self) -> MatchTuple:
        """This line as :func:`rank_burraco_tuples` reads it."""
        return (self.round, self.entry, self.opponent, self.vp, self.mp_for, self.mp_against)


@dataclass(frozen=True)
class PenaltyLine:
    """VP and/or MP deducted from one entry for one round; never credited to anyone."""

    round: int
    entry: int
    vp: int = 0
    mp: int = 0


@dataclass(frozen=True)
class StandingRow:
    """One entry's line in the burraco ranking.

    ``vp``, ``mp_for`` and ``mp_diff`` are net of penalties (``penalty_vp``, ``penalty_mp``).
    ``tie_break_values`` holds, in the tie-break order, every value computed for this row:
    MP figures always, head-to-head and draw only when a tie needed them. ``tied`` is true
    when the row shares its rank (no tie-break separated it).
    """

    rank: int
    entry: int
    vp: int
    mp_for: int
    mp_against: int
    mp_diff: int
    vp_by_round: tuple[tuple[int, int], ...]
    """``(round, vp)`` pairs in round order, penalties not deducted."""
    tie_break_values: tuple[tuple[TieBreak, int], ...]
    penalty_vp: int = 0
    penalty_mp: int = 0
    played: int = 0
    """Turni with an opponent (played, forfeited, abandoned, arbitral)."""
    byes: int = 0
    tied: bool = False

    def tie_break(self, tie_break: TieBreak) -> int | None:
        """The value of one tie-break for this row, if it was computed."""
        return dict(self.tie_break_values).get(tie_break)


@dataclass(slots=True)
class _Tally:
    """Running totals of one entry while the ranking is built.

    Its VP and turni played are not counted line by line: ``rounds`` holds every line's VP
    once, so they follow from it.
    """

    mp_for: int = 0
    mp_against: int = 0
    penalty_vp: int = 0
    penalty_mp: int = 0
    byes: int = 0
    rounds: dict[int, int] = field(default_factory=dict)
    """Round -> VP, in the order the lines came."""
    met: dict[int, int] = field(default_factory=dict)
    """Opponent -> VP won against it."""


# A sort key per criterion (higher sorts first) over a tied group, or None when the criterion
# cannot separate that group (head-to-head among entries that did not all meet, for example).
_Keyer = Callable[[Sequence[int]], dict[int, int] | None]


def _keyer(stat: Callable[[int], int], sign: int) -> _Keyer:
    """A criterion from a per-entry figure (``sign`` -1 when lower is better)."""

    def keys(group: Sequence[int]) -> dict[int, int]:
        return {entry: sign * stat(entry) for entry in group}

    return keys


def _drawn(draw_order: Sequence[int] | None) -> _Keyer:
    """The draw as a criterion: earlier in ``draw_order`` is better; only if it holds all."""

    def keys(group: Sequence[int]) -> dict[int, int] | None:
        if draw_order is None or any(e not in draw_order for e in group):
            return None
        order = list(draw_order)
        return {e: len(order) - order.index(e) for e in group}

    return keys


def _order(
    group: list[int],
    criteria: Sequence[tuple[TieBreak | None, _Keyer]],
    shown: dict[int, dict[TieBreak, int]],
) -> list[list[int]]:
    """Split ``group`` into ordered tie groups, applying ``criteria`` one after another."""
    if len(group) == 1 or not criteria:
        return [group]
    tie_break, keyer = criteria[0]
    keys = keyer(group)
    if keys is None:
        return _order(group, criteria[1:], shown)
    if tie_break in (TieBreak.HEAD_TO_HEAD, TieBreak.DRAW):
        for entry in group:
            shown[entry][tie_break] = keys[entry]
    # One pass into buckets (each keeps the group's order): scanning the group once per
    # distinct value was quadratic in the entries.
    buckets: dict[int, list[int]] = {}
    for entry in group:
        buckets.setdefault(keys[entry], []).append(entry)
    result: list[list[int]] = []
    for value in sorted(buckets, reverse=True):
        result.extend(_order(buckets[value], criteria[1:], shown))
    return result


def rank_burraco(
    entries: Iterable[int],
    matches: Iterable[MatchLine],
    penalties: Iterable[PenaltyLine] = (),
    *,
    tie_breaks: Sequence[TieBreak] = DEFAULT_TIE_BREAKS,
    draw_order: Sequence[int] | None = None,
) -> list[StandingRow]:
    """Rank ``entries`` by VP, then by ``tie_breaks`` in order; best first.

    For a group (girone) or a category pass only its entries: their totals still count every
    match, and head-to-head looks only at matches among tied entries of that subset. Entries
    level after every tie-break share a rank (1, 2, 2, 4) and are marked ``tied``, unless
    ``draw_order`` (entries in the drawn order, best first) holds all of them and
    :attr:`TieBreak.DRAW` is in ``tie_breaks``.
    """
    return rank_burraco_tuples(
        entries,
        (match.as_tuple() for match in matches),
        penalties,
        tie_breaks=tie_breaks,
        draw_order=draw_order,
    )


def rank_burraco_tuples(
    entries: Iterable[int],
    matches: Iterable[MatchTuple],
    penalties: Iterable[PenaltyLine] = (),
    *,
    tie_breaks: Sequence[TieBreak] = DEFAULT_TIE_BREAKS,
    draw_order: Sequence[int] | None = None,
) -> list[StandingRow]:
    """:func:`rank_burraco` over :data:`MatchTuple` lines, the same rows for the same turni.

    For callers that read thousands of lines from storage: building a :class:`MatchLine`
    for each cost more than ranking them.
    """
    chosen = list(entries)
    if len(set(chosen)) != len(chosen):
        raise InvalidStandings(StandingsErrorCode.DUPLICATE_ENTRY, entries=tuple(chosen))
    if len(set(tie_breaks)) != len(tie_breaks):
        raise InvalidStandings(StandingsErrorCode.DUPLICATE_TIE_BREAK)
    tallies = {entry: _Tally() for entry in chosen}
    # Once per line, 11,000 times for 1,000 pairs x 11 rounds: kept to the least per line
    # (VP totals and turni played follow from `rounds` afterwards).
    for round_, entry, opponent, vp, mp_for, mp_against in matches:
        tally = tallies.get(entry)
        if tally is None:
            continue
        rounds = tally.rounds
        if round_ in rounds:
            raise InvalidStandings(StandingsErrorCode.DUPLICATE_MATCH, entry=entry, round=round_)
        rounds[round_] = vp
        tally.mp_for += mp_for
        tally.mp_against += mp_against
        if opponent is None:
            tally.byes += 1
        else:
            met = tally.met
            met[opponent] = met.get(opponent, 0) + vp
    for penalty in penalties:
        if penalty.entry in tallies:
            tallies[penalty.entry].penalty_vp += penalty.vp
            tallies[penalty.entry].penalty_mp += penalty.mp

    net_vp = {e: sum(t.rounds.values()) - t.penalty_vp for e, t in tallies.items()}
    scored = {e: t.mp_for - t.penalty_mp for e, t in tallies.items()}
    conceded = {e: t.mp_against for e, t in tallies.items()}
    difference = {e: scored[e] - conceded[e] for e in chosen}
    stats: dict[TieBreak, dict[int, int]] = {
        TieBreak.MP_DIFF: difference,
        TieBreak.MP_SCORED: scored,
        TieBreak.MP_AGAINST: conceded,
    }

    def head_to_head(group: Sequence[int]) -> dict[int, int] | None:
        met = {a: tallies[a].met for a in group}
        if any(b not in met[a] for a in group for b in group if a != b):
            return None
        return {a: sum(met[a][b] for b in group if b != a) for a in group}

    criteria: list[tuple[TieBreak | None, _Keyer]] = [(None, _keyer(net_vp.__getitem__, 1))]
    for tie_break in tie_breaks:
        if tie_break in stats:
            sign = -1 if tie_break is TieBreak.MP_AGAINST else 1
            criteria.append((tie_break, _keyer(stats[tie_break].__getitem__, sign)))
        elif tie_break is TieBreak.HEAD_TO_HEAD:
            criteria.append((tie_break, head_to_head))
        else:
            criteria.append((tie_break, _drawn(draw_order)))

    shown: dict[int, dict[TieBreak, int]] = {entry: {} for entry in chosen}
    groups = _order(chosen, criteria, shown)
    # Nearly every row needed no head-to-head or draw: its values are the MP figures alone,
    # the same tie-breaks on each such row, so they are not looked for one by one.
    figures = [(tb, stats[tb]) for tb in tie_breaks if tb in stats]
    rows: list[StandingRow] = []
    rank = 1
    for group in groups:
        for entry in group:
            tally = tallies[entry]
            extra = shown[entry]
            if extra:
                values = tuple(
                    (tb, stats[tb][entry] if tb in stats else extra[tb])
                    for tb in tie_breaks
                    if tb in stats or tb in extra
                )
            else:
                values = tuple([(tb, figure[entry]) for tb, figure in figures])
            rows.append(
                StandingRow(
                    rank=rank,
                    entry=entry,
                    vp=net_vp[entry],
                    mp_for=scored[entry],
                    mp_against=tally.mp_against,
                    mp_diff=difference[entry],
                    vp_by_round=tuple(sorted(tally.rounds.items())),
                    tie_break_values=values,
                    penalty_vp=tally.penalty_vp,
                    penalty_mp=tally.penalty_mp,
                    played=len(tally.rounds) - tally.byes,
                    byes=tally.byes,
                    tied=len(group) > 1,
                )
            )
        rank += len(group)
    return rows


class Scala40Method(Enum):
    """How scala 40 players are ranked across rounds."""

    PLACEMENT_POINTS = "placement_points"
    """By placement points summed over the rounds, then lower penalty total."""
    STAGES = "stages"
    """By the last stage (round) reached, then the place there, then the lower penalty points
    scored in that stage, between players from different tables (never between players
    level at one table); earlier stages' penalties count for nothing."""


@dataclass(frozen=True)
class Scala40Row:
    """One player's line in a scala 40 ranking (see :func:`rank_scala40`)."""

    rank: int
    player: int
    points: int
    """Placement points summed over the rounds."""
    stage: int
    """The last round the player played in (0 if none)."""
    last_place: int | None
    """The place at the table of that last round."""
    penalty_total: int
    """Penalty totals summed over every table played (the placement-points tie-break: lower
    is better)."""
    tables: int
    tied: bool = False
    draw_position: int | None = None
    """The player's position in the recorded draw, when the draw separated a tie."""
    stage_penalty: int = 0
    """The penalty total at the table of the last round played (an elimination's tie-break
    after the place there: lower is better)."""


def _penalty_across_tables(penalty: dict[int, int], table: dict[int, int | None]) -> _Keyer:
    """Lower penalty points of the last stage first, over a group level on stage and place,
    never splitting players who share that place at one table.

    Players level at one table of their last stage (time called with equal totals, or out in
    the same hand on the same total) are a full tie: scala40.md keeps it "unless the director
    breaks it", and the table sheet names them both 1st. They share a rank and the recorded
    draw decides (the standings offer it); the points of earlier stages, games at other
    tables, never separate them.

    Players with the same place at *different* tables were never compared at one table:
    the lower penalty points in that stage, the domain's tie-break for rankings across
    tables, decide between them (each stage is a fresh game, so only its points count). A
    player from another table whose points fall within those of a level block (or equal one
    of them) cannot be put above or below the whole block without splitting it, so they stay
    level with it too; the draw decides. A table unknown (None) counts as a table of its own.
    """

    def keys(group: Sequence[int]) -> dict[int, int]:
        blocks: dict[object, list[int]] = {}
        for player in group:
            at = table.get(player)
            blocks.setdefault(player if at is None else ("table", at), []).append(player)
        spans = sorted(
            (min(penalty[p] for p in block), max(penalty[p] for p in block), block)
            for block in blocks.values()
        )
        result: dict[int, int] = {}
        cluster, reach = 0, None
        for low, high, block in spans:
            if reach is not None and low > reach:
                cluster += 1  # clear of every block before: a place of its own
            reach = high if reach is None else max(reach, high)
            result.update(dict.fromkeys(block, -cluster))
        return result

    return keys


def rank_scala40(
    players: Iterable[int],
    placings: Iterable[TablePlacing],
    *,
    method: Scala40Method = Scala40Method.PLACEMENT_POINTS,
    placement_points: PlacementPoints = DEFAULT_PLACEMENT_POINTS,
    draw_order: Sequence[int] | None = None,
) -> list[Scala40Row]:
    """Rank scala 40 players over the rounds played; best first.

    With placement points: more points first, then lower penalty total. With stages: the
    later stage reached first, then the better place at that stage, then the lower penalty
    points scored in that stage, but only between players from different tables
    (:func:`_penalty_across_tables`).
    Players still level share a rank unless ``draw_order`` holds all of them.
    """
    chosen = list(players)
    if len(set(chosen)) != len(chosen):
        raise InvalidStandings(StandingsErrorCode.DUPLICATE_ENTRY, entries=tuple(chosen))
    wanted = set(chosen)
    points = dict.fromkeys(chosen, 0)
    penalty = dict.fromkeys(chosen, 0)
    tables = dict.fromkeys(chosen, 0)
    last: dict[int, tuple[int, int]] = {}
    last_table: dict[int, int | None] = {}
    last_penalty = dict.fromkeys(chosen, 0)
    seen: set[tuple[int, int]] = set()
    for placing in placings:
        if placing.player not in wanted:
            continue
        if (placing.round, placing.player) in seen:
            raise InvalidStandings(
                StandingsErrorCode.DUPLICATE_MATCH, entry=placing.player, round=placing.round
            )
        seen.add((placing.round, placing.player))
        points[placing.player] += placement_points.for_place(placing.place)
        penalty[placing.player] += placing.penalty_total
        tables[placing.player] += 1
        if placing.player not in last or placing.round > last[placing.player][0]:
            last[placing.player] = (placing.round, placing.place)
            last_table[placing.player] = placing.table
            last_penalty[placing.player] = placing.penalty_total

    def stat(figure: Callable[[int], int]) -> tuple[TieBreak | None, _Keyer]:
        return None, _keyer(figure, 1)

    def stage(p: int) -> int:
        return last.get(p, (0, 0))[0]

    criteria: list[tuple[TieBreak | None, _Keyer]] = []
    if method is Scala40Method.STAGES:
        criteria += [
            stat(stage),
            stat(lambda p: -last.get(p, (0, 0))[1]),
            (None, _penalty_across_tables(last_penalty, last_table)),
        ]
    else:
        criteria += [stat(points.__getitem__), stat(lambda p: -penalty[p])]
    criteria.append((TieBreak.DRAW, _drawn(draw_order)))
    shown: dict[int, dict[TieBreak, int]] = {p: {} for p in chosen}
    rows: list[Scala40Row] = []
    rank = 1
    for group in _order(chosen, criteria, shown):
        for p in group:
            rows.append(
                Scala40Row(
                    rank=rank,
                    player=p,
                    points=points[p],
                    stage=stage(p),
                    last_place=last[p][1] if p in last else None,
                    penalty_total=penalty[p],
                    tables=tables[p],
                    stage_penalty=last_penalty[p],
                    tied=len(group) > 1,
                    draw_position=(
                        list(draw_order).index(p) + 1
                        if draw_order is not None and TieBreak.DRAW in shown[p]
                        else None
                    ),
                )
            )
        rank += len(group)
    return rows
