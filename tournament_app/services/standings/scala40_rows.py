"""A scala 40 ranking's rows: the tables' placings (`tally.scala40_placings`, forfeits placed
by the sheets' games), the penalties applied, ranked by `scoring.standings.rank_scala40`, and
who is still at a table of the round shown (`Scala40Standing.playing`).

In an elimination each stage is a fresh game: a penalty given in a round counts in that
round's stage only. While the player's table of that round is played it waits there, on the
running total the standings show as "in gioco", never on a stage already over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from itertools import groupby

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.stages import TablePlacing
from scoring.standings import Scala40Method, Scala40Row, rank_scala40
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode
from tournament_app.services.pairs_results import pairs_rows
from tournament_app.services.settings import Scala40Format, Scala40Settings
from tournament_app.services.tally import Listed, scala40_placings
from tournament_app.services.values import PenaltyKind, RoundStatus, Scala40Standing
from tournament_app.storage.models import EntryRow, PenaltyRow, RoundRow


def scala40_rows(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    entries: dict[int, Listed],
    only: Sequence[int] | None,
    after_round: int | None,
) -> list[Scala40Standing]:
    """The scala 40 standings rows of `entries` (`only` some of them) after `after_round`:
    the one ranking the standings show and a cut by the stage's ranking goes by (rounds).
    Pairs playing rounds (not an elimination) rank by match points (`pairs_results`). Each
    player at a table of the round shown still being played has its `playing` figure."""
    shown, playing = still_playing(session, tournament_id, after_round)
    if settings.pairs and settings.format is Scala40Format.PLACEMENT_POINTS:
        paired = pairs_rows(session, tournament_id, settings, entries, only, after_round)
        return [replace(r, playing=playing.get(r.entry)) for r in paired]
    placings = scala40_placings(session, tournament_id, settings, after_round=after_round)
    method = (
        Scala40Method.STAGES
        if settings.format is Scala40Format.ELIMINATION
        else Scala40Method.PLACEMENT_POINTS
    )
    players = list(entries) if only is None else list(only)
    # An elimination's penalty of the round in play waits on the table there (`playing`).
    waiting = playing if method is Scala40Method.STAGES else None
    placings, points_off, forfeits = _penalised(
        placings, _scala40_penalties(session, tournament_id, after_round), shown, waiting
    )
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        rows = rank_scala40(
            players,
            placings,
            method=method,
            placement_points=rules.placement_points(settings),
            draw_order=settings.draw_order or None,
        )
    if method is Scala40Method.PLACEMENT_POINTS and (any(points_off.values()) or forfeits):
        rows = _less_points(rows, points_off, forfeits, settings.draw_order)
    return [
        Scala40Standing(
            rank=row.rank,
            entry=row.player,
            name=entries[row.player].names,
            points=row.points if method is Scala40Method.PLACEMENT_POINTS else row.stage,
            penalty_total=row.penalty_total,
            stage=row.stage,
            group=entries[row.player].group,
            category=entries[row.player].category,
            last_place=row.last_place,
            stage_penalty=row.stage_penalty,
            playing=playing.get(row.player),
        )
        for row in rows
    ]


def still_playing(
    session: Session, tournament_id: int, after_round: int | None
) -> tuple[int | None, dict[int, int]]:
    """The round shown (`after_round`, else the last one announced) when some of its tables
    are still being played, and player -> running total at those tables (a table not begun:
    0); (None, {}) when that round is over. What the printed standings show as "in gioco"."""
    query = (
        select(RoundRow.number, RoundRow.status)
        .where(RoundRow.tournament_id == tournament_id, RoundRow.status != RoundStatus.DRAFT.value)
        .order_by(RoundRow.number.desc())
        .limit(1)
    )
    if after_round is not None:
        query = query.where(RoundRow.number <= after_round)
    found = session.execute(query).first()
    if found is None or found.status != RoundStatus.PUBLISHED.value:
        return None, {}
    # Imported here: a burraco evening never replays a scala 40 sheet.
    from tournament_app.services.results.tables import round_sheets

    sheets = round_sheets(session, tournament_id, found.number)
    return found.number, {
        entry: total for sheet in sheets if not sheet.finished for entry, total in sheet.totals
    }


_Scala40Penalty = tuple[int, int | None, PenaltyKind, int, int]
"""A scala 40 penalty as the standings read it: entry, round (None: overall), kind, the
placement points (its VP) and the penalty points (its MP) it gives."""


def _scala40_penalties(
    session: Session, tournament_id: int, after_round: int | None
) -> list[_Scala40Penalty]:
    """The tournament's penalties, oldest first; those of rounds after `after_round` left out."""
    rows = session.execute(
        select(
            EntryRow.number, PenaltyRow.round_number, PenaltyRow.kind, PenaltyRow.vp, PenaltyRow.mp
        )
        .join(EntryRow, EntryRow.id == PenaltyRow.entry_id)
        .where(PenaltyRow.tournament_id == tournament_id)
        .order_by(PenaltyRow.id)
    )
    return [
        (entry, given_in, PenaltyKind(kind), vp, mp)
        for entry, given_in, kind, vp, mp in rows
        if given_in is None or after_round is None or given_in <= after_round
    ]


def _penalised(
    placings: Sequence[TablePlacing],
    penalties: Sequence[_Scala40Penalty],
    shown: int | None = None,
    waiting: dict[int, int] | None = None,
) -> tuple[list[TablePlacing], dict[int, int], Counter[int]]:
    """The table placings with scala 40 penalties applied, the placement points each
    player loses, and how many rounds each player lost by forfeit.

    A warning counts nothing. A forfeit puts the player last at their table of that round,
    below whoever finished last there, with no placement points for it (the others keep
    their places: a penalty never credits anyone); the forfeits also rank the player
    below anyone level on points with fewer of them (`_less_points`). Penalty points go on the
    player's total, which ranks and breaks ties: on that round's table, or on the player's
    first table when the penalty is overall or that table is still being played (a player
    with no finished table yet shows them once one is over). With `waiting` (an elimination:
    player -> running total at a table of round `shown` still being played) a penalty of
    that round goes on that running total instead, the stage it counts in. Placement points
    taken away count in the placement-points format only (the services refuse them in an
    elimination).
    """
    placed = {(p.round, p.player): p for p in placings}
    first: dict[int, tuple[int, int]] = {}
    for key in sorted(placed):
        first.setdefault(key[1], key)
    points_off: dict[int, int] = {}
    forfeits: Counter[int] = Counter()
    for entry, given_in, kind, vp, mp in penalties:
        key = (given_in or 0, entry)
        if kind is PenaltyKind.FORFEIT and key in placed:
            # Already last at the table: the sheet's game places a forfeit (services.forfeits).
            forfeits[entry] += 1
        if kind is PenaltyKind.WARNING:
            continue
        points_off[entry] = points_off.get(entry, 0) + vp
        if waiting is not None and given_in == shown and entry in waiting and key not in placed:
            waiting[entry] += mp
            continue
        target = key if key in placed else first.get(entry)
        if mp and target is not None:
            placed[target] = replace(
                placed[target], penalty_total=placed[target].penalty_total + mp
            )
    return list(placed.values()), points_off, forfeits


def _less_points(
    rows: Sequence[Scala40Row],
    points_off: dict[int, int],
    forfeits: Counter[int],
    draw_order: Sequence[int],
) -> list[Scala40Row]:
    """`rank_scala40`'s placement-points ranking again with the penalties: more points
    (the points taken away off) first, then fewer rounds lost by forfeit, then the lower
    penalty total, then the recorded draw when it holds every player of a tie; players
    still level share a rank.

    The forfeits come before the total: a forfeit earns the 0 points of the last place, and
    a player who forfeited after winning the table has a low total, which would otherwise
    put them above the player who really came last there ("ultimo al tavolo")."""
    net = [replace(row, points=row.points - points_off.get(row.player, 0)) for row in rows]

    def level(row: Scala40Row) -> tuple[int, int, int]:
        return -row.points, forfeits[row.player], row.penalty_total

    ranked: list[Scala40Row] = []
    for _, grouped in groupby(sorted(net, key=level), key=level):
        group = list(grouped)
        rank = len(ranked) + 1
        if len(group) > 1 and all(row.player in draw_order for row in group):
            group.sort(key=lambda row: draw_order.index(row.player))
            ranked += [
                replace(
                    row,
                    rank=rank + i,
                    tied=False,
                    draw_position=draw_order.index(row.player) + 1,
                )
                for i, row in enumerate(group)
            ]
        else:
            ranked += [
                replace(row, rank=rank, tied=len(group) > 1, draw_position=None) for row in group
            ]
    return ranked
