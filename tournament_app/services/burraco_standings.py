"""The burraco standings: scoring's ranking of the stored results as the standings' lines,
read from the database or from a kept tally (`standings.memo`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from itertools import chain
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.standings import MatchTuple, PenaltyLine, StandingRow, rank_burraco_tuples
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.standings.memo import BurracoTally, Marker
from tournament_app.services.tally import (
    Listed,
    all_entries,
    burraco_lines,
    burraco_penalties,
    burraco_tables,
    bye_figures,
    listed_entries,
    played_round_numbers,
    table_lines,
)
from tournament_app.storage.models import EntryRow, RoundRow, SeatRow

if TYPE_CHECKING:
    from tournament_app.services.values import BurracoStanding, Standing


def burraco_ranking(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    *,
    only: Sequence[int] | None = None,
    after_round: int | None = None,
) -> list[StandingRow]:
    """scoring's ranking rows for the entries (all, or `only` these numbers)."""
    entries = all_entries(session, tournament_id) if only is None else tuple(only)
    penalties = burraco_penalties(session, tournament_id, settings, after_round=after_round)
    lines = burraco_lines(session, tournament_id, settings, after_round=after_round)
    return ranked(settings, entries, lines, penalties)


def ranked(
    settings: BurracoSettings,
    entries: Sequence[int],
    lines: Iterable[MatchTuple],
    penalties: Sequence[PenaltyLine],
) -> list[StandingRow]:
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        return rank_burraco_tuples(
            entries,
            lines,
            penalties,
            tie_breaks=settings.tie_breaks,
            draw_order=settings.draw_order or None,
        )


def read_tally(
    session: Session, tournament_id: int, settings: BurracoSettings, floor: int, marker: Marker
) -> BurracoTally:
    """What the tournament's overall ranking is computed from, read now (`marker`: the
    change log's, read before anything else)."""
    withdrawn, never_seated = withdrawn_entries(session, tournament_id, None)
    bye_score = bye_figures(settings)
    return BurracoTally(
        floor=floor,
        marker=marker,
        settings=settings,
        entries=listed_entries(session, tournament_id),
        withdrawn=withdrawn,
        never_seated=never_seated,
        rounds=played_round_numbers(session, tournament_id),
        tables={
            (round_number, table): (
                (ns, ew, third),
                result,
                tuple(table_lines(round_number, (ns, ew, third), result, bye_score, settings)),
            )
            for round_number, table, ns, ew, third, result in burraco_tables(
                session, tournament_id, None
            )
        },
        penalties=tuple(burraco_penalties(session, tournament_id, settings)),
    )


def tally_rows(tally: BurracoTally, only: Sequence[int] | None) -> list[Standing]:
    """The overall ranking (of `only` these entries) from a kept tally, as `_rank` ranks it
    from the database."""
    chosen = [n for n in (tally.entries if only is None else only) if n not in tally.never_seated]
    lines = chain.from_iterable(table[2] for table in tally.tables.values())
    rows = ranked(tally.settings, chosen, lines, tally.penalties)
    standings = _standings(rows, tally.entries, tally.rounds)
    return [
        replace(row, withdrawn=True) if row.entry in tally.withdrawn else row for row in standings
    ]


def withdrawn_entries(
    session: Session, tournament_id: int, after_round: int | None
) -> tuple[frozenset[int], frozenset[int]]:
    """The withdrawn entries' numbers, and the entries not ranked: those never seated in a
    played round that are withdrawn or absent (a no-show checked out before round 1 was never
    in the room: no place, no card, as a mistaken entry withdrawn)."""
    flags = session.execute(
        select(EntryRow.number, EntryRow.withdrawn, EntryRow.present).where(
            EntryRow.tournament_id == tournament_id,
            EntryRow.withdrawn.is_(True) | EntryRow.present.is_(False),
        )
    ).all()
    withdrawn = frozenset(number for number, out, _present in flags if out)
    if not flags:  # the usual evening: no second query
        return withdrawn, frozenset()
    away = {number for number, _out, _present in flags}
    rounds = played_round_numbers(session, tournament_id, after_round=after_round)
    seated = session.scalars(
        select(EntryRow.number)
        .join(SeatRow, SeatRow.entry_id == EntryRow.id)
        .join(RoundRow, RoundRow.id == SeatRow.round_id)
        .where(
            EntryRow.tournament_id == tournament_id,
            EntryRow.withdrawn.is_(True) | EntryRow.present.is_(False),
            RoundRow.tournament_id == tournament_id,
            RoundRow.number.in_(rounds),
        )
    )
    return withdrawn, frozenset(away - set(seated))


def burraco_rows(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    entries: dict[int, Listed],
    only: Sequence[int] | None,
    after_round: int | None,
) -> list[BurracoStanding]:
    # `entries` already lists every entry in number order: no need to ask for them again.
    chosen = tuple(entries) if only is None else only
    rows = burraco_ranking(session, tournament_id, settings, only=chosen, after_round=after_round)
    rounds = played_round_numbers(session, tournament_id, after_round=after_round)
    return _standings(rows, entries, rounds)


def _standings(
    rows: Sequence[StandingRow], entries: dict[int, Listed], rounds: Sequence[int]
) -> list[BurracoStanding]:
    """scoring's ranking rows as the standings' lines."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.values import BurracoStanding

    standings: list[BurracoStanding] = []
    previous: StandingRow | None = None
    for row in rows:
        entry = entries[row.entry]
        by_round = dict(row.vp_by_round)
        standings.append(
            BurracoStanding(
                rank=row.rank,
                entry=row.entry,
                names=entry.names,
                vp=row.vp,
                mp_difference=row.mp_diff,
                mp_scored=row.mp_for,
                vp_per_round=tuple([by_round.get(n) for n in rounds]),
                penalty_vp=row.penalty_vp,
                penalty_mp=row.penalty_mp,
                group=entry.group,
                category=entry.category,
                tie_break_note=_separated_by(previous, row),
            )
        )
        previous = row
    return standings


def _separated_by(previous: StandingRow | None, row: StandingRow) -> str:
    """The first tie-break that put `row` below `previous` when both have the same VP."""
    if previous is None or previous.vp != row.vp or (row.tied and previous.rank == row.rank):
        return ""
    above = dict(previous.tie_break_values)  # once, not once per tie-break
    for tie_break, value in row.tie_break_values:
        if above.get(tie_break) != value:
            return tie_break.value
    return ""
