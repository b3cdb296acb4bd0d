"""A scala 40 ranking's rows: the tables' placings (`tally.scala40_placings`, forfeits placed
by the sheets' games), the penalties applied, ranked by `scoring.standings.rank_scala40`, and
who is still at a table of the round shown (`Scala40Standing.playing`).

In an elimination each stage is a fresh game: penalty points given in a round count in the
player's table game of that round (`sheets.counted_at_table`), so the sheet, its running total
shown "in gioco", its places, who goes on and these rows follow one game; never a stage
already over. With placement points they are a ranking penalty: on the player's total, which
breaks ties.

A player out at the limit at a table of the round shown still being played is not in play
there: they hold the place the order of elimination gives them from that hand
(`Scala40Sheet.out_places`), as one who left the table by forfeit holds the last place
there (`Scala40Sheet.left_places`, their row naming the rounds lost so:
`Scala40Standing.forfeited`). In an elimination whoever still plays that stage ranks above
them, and everyone who sat in it above everyone out in an earlier stage (`_in_play_above`).

An elimination seats in a later stage only who went on: an entry that sat at no table of a
round announced (entered late, absent) has no result and never will, so it is not ranked,
as a withdrawn entry never seated is not (`_seated`).
"""

from __future__ import annotations

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
from tournament_app.storage.models import EntryRow, PenaltyRow, RoundRow, SeatRow


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
    shown, playing, placed_early = still_playing(session, tournament_id, after_round)
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
    seated = (
        _seated(session, tournament_id, after_round) if method is Scala40Method.STAGES else None
    )
    if seated is not None:
        players = [player for player in players if player in seated]
    # Imported here, as the sheets are (`still_playing`).
    from tournament_app.services.sheets import counted_at_table

    # In an elimination the round's penalty points are in the sheets' totals already.
    in_game = (shown, set(playing)) if counted_at_table(settings) else None
    # A pairs elimination's penalty of the round in play waits on the match there.
    waiting = playing if method is Scala40Method.STAGES and in_game is None else None
    placings, points_off, forfeits = _penalised(
        [*placings, *placed_early],
        _scala40_penalties(session, tournament_id, after_round),
        in_game,
        (shown, waiting) if waiting is not None else None,
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
    if method is Scala40Method.STAGES and playing and shown is not None:
        rows = _in_play_above(rows, set(playing), shown)
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
            forfeited=forfeits.get(row.player, ()),
        )
        for row in rows
    ]


def still_playing(
    session: Session, tournament_id: int, after_round: int | None
) -> tuple[int | None, dict[int, int], list[TablePlacing]]:
    """The round shown (`after_round`, else the last one announced) when some of its tables
    are still being played, player -> running total of each player in play at those tables
    (a table not begun: 0), and the placings already decided there: those out at the limit
    (the place their elimination gave them) and those who left by forfeit (last there);
    (None, {}, []) when that round is over. What the printed standings show as "in gioco"."""
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
        return None, {}, []
    # Imported here: a burraco evening never replays a scala 40 sheet.
    from tournament_app.services.results.tables import round_sheets

    sheets = round_sheets(session, tournament_id, found.number)
    unfinished = [sheet for sheet in sheets if not sheet.finished]
    playing = {
        entry: total
        for sheet in unfinished
        for entry, total in sheet.totals
        if entry in sheet.in_play
    }
    placed = [
        TablePlacing(found.number, entry, place, dict(sheet.totals)[entry], sheet.table)
        for sheet in unfinished
        for entry, place in (*sheet.out_places, *sheet.left_places)
    ]
    return found.number, playing, placed


def _seated(session: Session, tournament_id: int, after_round: int | None) -> set[int] | None:
    """The entries that sat at a table of a round announced (up to `after_round`); None
    before one is, when nobody has sat yet and everyone waits for the draw."""
    announced = select(RoundRow.id).where(
        RoundRow.tournament_id == tournament_id, RoundRow.status != RoundStatus.DRAFT.value
    )
    if after_round is not None:
        announced = announced.where(RoundRow.number <= after_round)
    seated = set(
        session.scalars(
            select(EntryRow.number)
            .join(SeatRow, SeatRow.entry_id == EntryRow.id)
            .where(SeatRow.round_id.in_(announced))
            .distinct()
        )
    )
    return seated or None


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
    in_game: tuple[int | None, set[int]] | None = None,
    waiting: tuple[int | None, dict[int, int]] | None = None,
) -> tuple[list[TablePlacing], dict[int, int], dict[int, tuple[int, ...]]]:
    """The table placings with scala 40 penalties applied, the placement points each
    player loses, and the rounds each player lost by forfeit.

    A warning counts nothing. A forfeit puts the player last at their table of that round,
    below whoever finished last there, with no placement points for it (the others keep
    their places: a penalty never credits anyone); the forfeits also rank the player
    below anyone level on points with fewer of them (`_less_points`). Penalty points go on
    the player's total, which ranks and breaks ties: on that round's table, or on the
    player's first table when the penalty is overall or that table is still being played (a
    player with no finished table yet shows them once one is over). With `in_game` (an
    elimination: the round shown and who is in play at its tables still being played) those
    of a round the player sat in are in that table's game already (`sheets.replay`): its
    placing's total, or the running total in play. With `waiting` (a pairs elimination: the
    round shown and player -> running total at its matches still being played) a penalty of
    that round goes on that running total, the stage it counts in. Placement points taken
    away count in the placement-points format only (the services refuse them in an
    elimination).
    """
    placed = {(p.round, p.player): p for p in placings}
    first: dict[int, tuple[int, int]] = {}
    for key in sorted(placed):
        first.setdefault(key[1], key)
    points_off: dict[int, int] = {}
    forfeits: dict[int, tuple[int, ...]] = {}
    for entry, given_in, kind, vp, mp in penalties:
        key = (given_in or 0, entry)
        if kind is PenaltyKind.FORFEIT and key in placed:
            # Already last at the table: the sheet's game places a forfeit (services.forfeits).
            forfeits[entry] = tuple(sorted({*forfeits.get(entry, ()), key[0]}))
        if kind is PenaltyKind.WARNING:
            continue
        points_off[entry] = points_off.get(entry, 0) + vp
        if in_game is not None and given_in is not None:
            shown, playing = in_game
            if key in placed or (given_in == shown and entry in playing):
                continue
        if waiting is not None and given_in == waiting[0] and entry in waiting[1]:
            waiting[1][entry] += mp
            continue
        target = key if key in placed else first.get(entry)
        if mp and target is not None:
            placed[target] = replace(
                placed[target], penalty_total=placed[target].penalty_total + mp
            )
    return list(placed.values()), points_off, forfeits


def _in_play_above(rows: Sequence[Scala40Row], playing: set[int], shown: int) -> list[Scala40Row]:
    """An elimination's rows with the players still in play at round `shown` moved into
    that stage: each has sat down in it, so ranks above everyone out in an earlier stage, and
    has lost no place at their table yet, so ranks above everyone of the stage placed 2nd or
    lower (out at the limit or by forfeit at a table still played, or at a table over);
    below only those already 1st at a table of the stage that is over, a place they cannot
    better. Among themselves they keep the stage before's order and ties, ranked by their
    new places: a provisional order, the faces showing "in gioco" rather than a rank
    (`Scala40Standing.rank_shown`). The other rows are ranked again by their new places too."""
    staying = [row for row in rows if row.player not in playing]
    pulled = [row for row in rows if row.player in playing]
    at = next(
        (i for i, row in enumerate(staying) if row.stage < shown or row.last_place != 1),
        len(staying),
    )
    # Rows level before stay level, those in play among themselves too (players level
    # across the stage before's cut all went on until lots are drawn between them): each
    # group takes the rank of its first new position.
    groups: list[list[Scala40Row]] = []
    for row in [*staying[:at], *pulled, *staying[at:]]:
        last = groups[-1][0] if groups else None
        moved = row.player in playing
        if last is None or last.rank != row.rank or (last.player in playing) != moved:
            groups.append([row])
        else:
            groups[-1].append(row)
    ranked: list[Scala40Row] = []
    for group in groups:
        rank = len(ranked) + 1
        ranked += [replace(row, rank=rank, tied=len(group) > 1) for row in group]
    return ranked


def _less_points(
    rows: Sequence[Scala40Row],
    points_off: dict[int, int],
    forfeits: dict[int, tuple[int, ...]],
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
        return -row.points, len(forfeits.get(row.player, ())), row.penalty_total

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
