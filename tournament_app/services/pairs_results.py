"""Scala 40 in pairs, the director's actions and the ranking: a pairs table's sheet read and
written hand by hand (who closed, each player's penalty points), and the ranking of pairs by
match points and the tournament's tie-breaks (`scoring.scala40_pairs`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.scala40_pairs import PairsLine, rank_pairs
from tournament_app.services import sheet_entry
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.pairs_sheets import (
    Stored,
    bye_points,
    pairs_hand_to_stored,
    pairs_replay,
    pairs_sheet_value,
)
from tournament_app.services.results.tables import TableRef, scala40_table, sheet_row
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.tally import Listed, played_sheets, played_tables
from tournament_app.services.values import (
    PenaltyKind,
    Scala40PairsHand,
    Scala40PairsSheet,
    Scala40Standing,
    TournamentId,
)
from tournament_app.storage.models import (
    EntryRow,
    PenaltyRow,
    Scala40SheetRow,
)


def _pairs_sheet(target: TableRef, row: Scala40SheetRow | None) -> Scala40PairsSheet:
    settings = settings_of(target.tournament)
    assert isinstance(settings, Scala40Settings)
    if not settings.pairs:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "singles_hand_needed"})
    return pairs_sheet_value(
        target.round.number,
        target.number,
        target.lines["seat"],
        list(row.hands) if row is not None else [],
        settings,
        row.version if row is not None else 0,
    )


def pairs_sheet(
    context: ServiceContext, tournament_id: TournamentId, round_number: int, table: int
) -> Scala40PairsSheet:
    """`ResultService.pairs_sheet`: a pairs table's sheet (empty before the first hand)."""
    with context.reading() as session:
        target = scala40_table(session, tournament_id, round_number, table, published=False)
        return _pairs_sheet(target, sheet_row(session, target))


def enter_pairs_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    hand: Scala40PairsHand,
    *,
    expected_version: int | None = None,
) -> Scala40PairsSheet:
    """`ResultService.enter_pairs_hand`: the next hand added to a pairs table's sheet."""
    return _write_pairs(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.hand",
        lambda stored, timed_out: [*stored, *pairs_hand_to_stored(hand)],
        entered=True,
    )


def correct_pairs_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    index: int,
    hand: Scala40PairsHand,
    *,
    expected_version: int,
) -> Scala40PairsSheet:
    """`ResultService.correct_pairs_hand`: hand `index` (0-based) replaced, the hands after
    it replayed (a correction that ends the match before a later hand is refused, naming it)."""

    def change(stored: Stored, timed_out: bool) -> Stored:
        positions = [i for i, item in enumerate(stored) if item["type"] == "hand"]
        if not 0 <= index < len(positions):
            raise NotFoundError("hand", index + 1)
        at = positions[index]
        return [*stored[:at], *pairs_hand_to_stored(hand), *stored[at + 1 :]]

    return _write_pairs(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.correct",
        change,
        corrected=index + 1,
    )


def remove_last_pairs_event(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    *,
    expected_version: int,
) -> Scala40PairsSheet:
    """`ResultService.remove_last_pairs_event`: the time-out, else the last hand, taken back."""

    return _write_pairs(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.remove_hand",
        sheet_entry.without_last_event,
    )


def pairs_time_out(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    *,
    expected_version: int,
) -> Scala40PairsSheet:
    """`ResultService.pairs_time_out`: time called; the pair ahead wins, level by the rule."""
    return _write_pairs(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.time_out",
        lambda stored, timed_out: [*stored, {"type": "timeout"}],
    )


def pairs_lines(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    *,
    after_round: int | None = None,
) -> list[PairsLine[int]]:
    """Every finished match seen from each pair, then every bye (an odd count: the pair
    sitting out a published round, worth what `pairs_bye` says), round by round."""
    lines: list[PairsLine[int]] = []
    for round_number, _table, seats, hands in played_sheets(session, tournament_id, after_round):
        match = pairs_replay(seats, hands, settings)
        if match.is_over:
            lines += match.lines(round_number)
    points = bye_points(settings)
    for round_number, tables in played_tables(
        session, tournament_id, after_round=after_round
    ).items():
        for table in tables.values():
            if not table["seat"]:
                lines += [
                    PairsLine(round_number, pair, pair, points, 0, 0, 0) for pair in table["ns"]
                ]
    return lines


def pairs_rows(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    entries: dict[int, Listed],
    only: Sequence[int] | None,
    after_round: int | None,
) -> list[Scala40Standing]:
    """The ranking of pairs (`only` some of them) after `after_round`: match points (less
    any taken away by a penalty), then the tournament's tie-breaks; penalty points a
    penalty gives go on the pair's penalty points. Pairs still level share a rank, listed by
    the recorded draw, else by entry number."""
    pairs = list(entries) if only is None else list(only)
    chosen = set(pairs)
    matches = [
        line
        for line in pairs_lines(session, tournament_id, settings, after_round=after_round)
        if line.pair in chosen
    ]
    lines = [*matches, *_penalty_lines(session, tournament_id, chosen, after_round)]
    order = [*settings.draw_order, *sorted(pairs)]
    rows = rank_pairs(lines, pairs=pairs, tie_breaks=settings.pairs_tie_breaks, order=order)
    return [
        Scala40Standing(
            rank=row.rank,
            entry=row.pair,
            name=entries[row.pair].names,
            points=row.match_points,
            penalty_total=row.penalty_points,
            stage=max((line.round for line in matches if line.pair == row.pair), default=0),
            group=entries[row.pair].group,
            category=entries[row.pair].category,
            game_point_difference=row.game_point_difference,
        )
        for row in rows
    ]


def _penalty_lines(
    session: Session, tournament_id: int, pairs: set[int], after_round: int | None
) -> list[PairsLine[int]]:
    """The tournament's penalties as lines of no match: match points taken away (a
    penalty's VP), penalty points added (its MP); a warning counts nothing."""
    rows = session.execute(
        select(
            EntryRow.number, PenaltyRow.round_number, PenaltyRow.kind, PenaltyRow.vp, PenaltyRow.mp
        )
        .join(EntryRow, EntryRow.id == PenaltyRow.entry_id)
        .where(PenaltyRow.tournament_id == tournament_id)
        .order_by(PenaltyRow.id)
    )
    lines: list[PairsLine[int]] = []
    for entry, given_in, kind, vp, mp in rows:
        late = given_in is not None and after_round is not None and given_in > after_round
        if late or entry not in pairs or kind == PenaltyKind.WARNING.value:
            continue
        # Not a match: it moves match points and penalty points only.
        lines.append(PairsLine(given_in or 0, entry, entry, -vp, 0, 0, mp))
    return lines


def _write_pairs(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    expected_version: int | None,
    action: str,
    change: Any,
    **options: Any,
) -> Scala40PairsSheet:
    """`sheet_entry.write_sheet` for a pairs table: its events, told and shown as a pairs
    sheet."""
    written: Scala40PairsSheet = sheet_entry.write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        action,
        change,
        pairs=True,
        render=_pairs_sheet,
        **options,
    )
    return written
