"""What the standings are computed from: every stored result as `scoring` match lines.

Burraco: each table's turno seen from each entry (a bye table gets the tournament's bye
score automatically), and the penalties; individual burraco credits each player with the
line's MP and VP. Scala 40: each finished table's placings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.stages import TablePlacing, table_placings
from scoring.standings import MatchLine, PenaltyLine
from scoring.turno import ResultKind, TurnoScore, bye
from tournament_app.services import rules
from tournament_app.services.seating import tables_of
from tournament_app.services.settings import BurracoSettings, Scala40Settings
from tournament_app.services.sheets import replay
from tournament_app.services.values import PenaltyKind, RoundStatus
from tournament_app.storage.models import (
    BurracoResultRow,
    EntryRow,
    PenaltyRow,
    RoundRow,
    Scala40SheetRow,
)


@dataclass(frozen=True)
class BurracoTally:
    """Everything a burraco ranking needs, by entry number."""

    entries: tuple[int, ...]
    matches: tuple[MatchLine, ...]
    penalties: tuple[PenaltyLine, ...]


def entry_numbers(session: Session, tournament_id: int) -> dict[int, int]:
    """Entry id -> entry number for a tournament."""
    rows = session.execute(
        select(EntryRow.id, EntryRow.number).where(EntryRow.tournament_id == tournament_id)
    ).all()
    return {row.id: row.number for row in rows}


def played_rounds(
    session: Session, tournament_id: int, *, after_round: int | None = None
) -> list[RoundRow]:
    """Published and complete rounds (drafts carry no results), in order."""
    query = (
        select(RoundRow)
        .where(
            RoundRow.tournament_id == tournament_id,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
        .order_by(RoundRow.number)
    )
    if after_round is not None:
        query = query.where(RoundRow.number <= after_round)
    return list(session.scalars(query))


def score_of(row: BurracoResultRow) -> TurnoScore:
    """A stored result as a scoring turno score (line A = NS)."""
    return TurnoScore(row.ns_mp, row.ew_mp, row.ns_vp, row.ew_vp, ResultKind(row.kind))


def burraco_tally(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    *,
    after_round: int | None = None,
) -> BurracoTally:
    """Match lines for every entered table and every bye, and the penalty lines."""
    numbers = entry_numbers(session, tournament_id)
    turno = rules.turno_settings(settings)
    matches: list[MatchLine] = []
    for round_row in played_rounds(session, tournament_id, after_round=after_round):
        results = {r.table_number: r for r in round_row.burraco_results}
        for table, lines in tables_of(round_row, numbers).items():
            if not lines["ew"]:
                for entry in lines["ns"]:
                    matches += MatchLine.from_turno(round_row.number, entry, None, bye(turno))
                continue
            result = results.get(table)
            if result is None:
                continue
            score = score_of(result)
            for player in lines["ns"]:
                matches.append(_line(round_row.number, player, lines["ew"][0], score, ns=True))
            for player in lines["ew"]:
                matches.append(_line(round_row.number, player, lines["ns"][0], score, ns=False))
    penalties: list[PenaltyLine] = []
    warnings: dict[int, int] = {}
    rows = session.scalars(
        select(PenaltyRow).where(PenaltyRow.tournament_id == tournament_id).order_by(PenaltyRow.id)
    )
    for row in rows:
        late = row.round_number is not None and row.round_number > (after_round or row.round_number)
        if late:
            continue
        entry = numbers[row.entry_id]
        if row.kind == PenaltyKind.WARNING.value:
            warnings[entry] = warnings.get(entry, 0) + 1
        penalties.append(PenaltyLine(row.round_number or 0, entry, row.vp, row.mp))
    for entry, count in warnings.items():
        vp, mp = turno.warning_penalty(count)
        if vp or mp:
            penalties.append(PenaltyLine(0, entry, vp, mp))
    return BurracoTally(tuple(sorted(numbers.values())), tuple(matches), tuple(penalties))


def _line(
    round_number: int, entry: int, opponent: int, score: TurnoScore, *, ns: bool
) -> MatchLine:
    if ns:
        return MatchLine(
            round_number, entry, opponent, score.vp_a, score.mp_a, score.mp_b, score.kind
        )
    return MatchLine(round_number, entry, opponent, score.vp_b, score.mp_b, score.mp_a, score.kind)


def scala40_placings(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    *,
    after_round: int | None = None,
) -> list[TablePlacing]:
    """The placings of every finished scala 40 table, round by round."""
    numbers = entry_numbers(session, tournament_id)
    placings: list[TablePlacing] = []
    for round_row in played_rounds(session, tournament_id, after_round=after_round):
        sheets = {s.table_number: s for s in round_row.scala40_sheets}
        for table, lines in tables_of(round_row, numbers).items():
            sheet = sheets.get(table)
            if sheet is None:
                continue
            game = replay(lines["seat"], sheet.hands, settings)
            if game.is_over:
                placings += table_placings(
                    round_row.number, game.placings(), game.totals, table=table
                )
    return placings


def finishing_orders(
    session: Session, round_row: RoundRow, settings: Scala40Settings
) -> list[Sequence[Sequence[int]]]:
    """Each finished table's finishing order in a round (entry numbers), by table."""
    numbers = entry_numbers(session, round_row.tournament_id)
    sheets: dict[int, Scala40SheetRow] = {s.table_number: s for s in round_row.scala40_sheets}
    orders: list[Sequence[Sequence[int]]] = []
    for table, lines in sorted(tables_of(round_row, numbers).items()):
        sheet = sheets.get(table)
        if sheet is not None:
            game = replay(lines["seat"], sheet.hands, settings)
            if game.is_over:
                orders.append(game.placings())
    return orders
