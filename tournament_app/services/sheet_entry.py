"""A scala 40 table's sheet written hand by hand: a hand added or corrected (the later hands
replayed), the last event taken back, a re-entry, time called; each write checked by the rules
of the game as the whole sheet replays. The director's orders for the table's full ties
(`table_ties`) are kept by every write while they still fit (`sheets.kept_tie_orders`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, TypeVar

from scoring.errors import ScoringError
from scoring.scala40 import TableGame
from scoring.scala40_plausibility import unlikely_penalties
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.forfeits import round_calls
from tournament_app.services.log.summaries import sheet_summary
from tournament_app.services.results.tables import (
    RESULTS_CHANGED,
    TableRef,
    _check_version,
    _sheet,
    scala40_table,
    sheet_row,
)
from tournament_app.services.rounds.status import refresh_round_status, settings_of
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.sheets import (
    Stored,
    TieOrders,
    back_after_forfeit,
    first_broken_hand,
    hand_to_stored,
    hands_of,
    kept_tie_orders,
    replay,
    scala40_rules,
    split_tie_orders,
    stored_from_hands,
    tie_params,
    untyped,
    with_tie_orders,
)
from tournament_app.services.unlikely_scores import UnlikelyScoreError
from tournament_app.services.values import Scala40Hand, Scala40Sheet, TournamentId
from tournament_app.storage.audit_form import sheet_params
from tournament_app.storage.models import Scala40SheetRow, utc_now

_Sheet = TypeVar("_Sheet")
# What a write does to the table's tie orders, from the game it leaves (`table_ties`).
OrderTies = Callable[[Any, TieOrders], TieOrders]
_REENTRY_CODES = {"reentry_not_allowed", "reentry_limit", "not_eliminated"}


@contextmanager
def _sheet_errors(table: int) -> Iterator[None]:
    """scala 40 rule errors as the right service codes (re-entry, finished table, score);
    a finished table's refusal names the table (the rules do not know its number)."""
    try:
        yield
    except ServiceError as error:
        code = error.scoring_code or ""
        if code in _REENTRY_CODES:
            error.code = ErrorCode.REENTRY_NOT_ALLOWED
        elif code == "game_over":
            error.code = ErrorCode.TABLE_FINISHED
            error.params.setdefault("table", table)
        raise
    except ScoringError as error:  # pragma: no cover - replay already wraps these
        raise ServiceError(ErrorCode.INVALID_SCORE, scoring_code=str(error.code.value)) from None


def enter_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    hand: Scala40Hand,
    *,
    expected_version: int | None = None,
    despite_unlikely: bool = False,
) -> Scala40Sheet:
    """`ResultService.enter_hand`: the next hand added to a sheet."""
    return write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.hand",
        lambda stored, timed_out: stored + hand_to_stored(hand),
        entered=True,
        despite_unlikely=despite_unlikely,
    )


def correct_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    index: int,
    hand: Scala40Hand,
    *,
    expected_version: int,
    despite_unlikely: bool = False,
) -> Scala40Sheet:
    """`ResultService.correct_hand`: hand `index` (0-based) replaced."""

    def change(stored: Stored, timed_out: bool) -> Stored:
        hands = hands_of(stored)
        if not 0 <= index < len(hands):
            raise NotFoundError("hand", index + 1)
        kept = hands[index].reentries
        added = tuple(entry for entry in hand.reentries if entry not in kept)
        hands[index] = replace(hand, reentries=(*kept, *added))
        return stored_from_hands(hands, timed_out)

    return write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.correct",
        change,
        corrected=index + 1,
        despite_unlikely=despite_unlikely,
    )


def without_last_event(stored: Stored, timed_out: bool) -> Stored:
    """A sheet's stored events less the last one (a hand, a re-entry or the time-out)."""
    if not stored:
        raise NotFoundError("hand", 1)
    return stored[:-1]


def remove_last_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    *,
    expected_version: int | None,
) -> Scala40Sheet:
    """`ResultService.remove_last_hand`: the last event taken back."""

    return write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.remove_hand",
        without_last_event,
        pairs=None,
    )


def reenter(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    entry: int,
    *,
    expected_version: int,
) -> Scala40Sheet:
    """`ResultService.reenter`: an eliminated player back in."""
    return write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.reentry",
        lambda stored, timed_out: [*stored, {"type": "reentry", "entry": entry}],
    )


def time_out(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    *,
    expected_version: int | None,
) -> Scala40Sheet:
    """`ResultService.time_out`: time called at a table. Before its first hand too
    (`expected_version` None: nothing stored yet): the table is ranked by current totals
    (scala40.md, "Time limit"), every one 0, so all are level, a full tie kept as the rules
    keep one (a pairs match: a draw)."""
    return write_sheet(
        context,
        tournament_id,
        round_number,
        table,
        expected_version,
        "sheet.time_out",
        lambda stored, timed_out: [*stored, {"type": "timeout"}],
        pairs=None,
    )


def write_sheet(
    context: ServiceContext,
    tournament_id: int,
    round_number: int,
    table: int,
    expected_version: int | None,
    action: str,
    change: Any,
    *,
    corrected: int | None = None,
    entered: bool = False,
    pairs: bool | None = False,
    render: Callable[[TableRef, Scala40SheetRow | None], _Sheet] = _sheet,  # type: ignore[assignment]
    order_ties: OrderTies | None = None,
    despite_unlikely: bool = True,
) -> _Sheet:
    """Write the table's events as `change` makes them from the stored ones; with
    `corrected` (a hand's number), a later hand the correction no longer fits is named.

    The hand written (`corrected`, or the last one when `entered`) needs a figure for
    every player in play; the others were checked when entered, and one in play with
    none there did not play it (services.sheets).

    `pairs`: the form the change is for (None: either, as taking back or calling time);
    a hand of the other form is refused naming the form the tournament plays. `render`:
    the sheet returned (`services.pairs_results` gives a pairs sheet).

    `change` sees the events without the tie orders. `order_ties` gives the tie orders
    from the game the write leaves and those stored (`table_ties`); without it, those that
    no longer fit are dropped, and the sheet returned names them (`dropped_ties`).

    Unless `despite_unlikely`, UNLIKELY_SCORE when the hand written charges a player more
    than any hand can cost (`scoring.scala40_plausibility`): nothing is saved until the
    director confirms (the window asks, the command line wants --yes, a phone cannot)."""
    with context.writing(RESULTS_CHANGED) as work:
        target = scala40_table(work.session, tournament_id, round_number, table, published=True)
        settings = settings_of(target.tournament)
        assert isinstance(settings, Scala40Settings)
        if pairs is not None and pairs != settings.pairs:
            if settings.pairs:
                raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "pairs_hand_needed"})
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "singles_hand_needed"})
        row = sheet_row(work.session, target)
        work.attempting(
            action,
            f"round {round_number} table {table}",
            tournament_id=tournament_id,
            place=(round_number, table),
        )
        _check_version(f"R{round_number} T{table}", row, expected_version)
        stored, orders = split_tie_orders(list(row.hands) if row is not None else [])
        timed_out = row.timed_out if row is not None else False
        # Whoever left the table by forfeit needs no figure once gone (services.forfeits).
        # In an elimination the round's penalty points count in the game too (services.sheets).
        forfeits, given = ((), ()) if settings.pairs else round_calls(target.round, work.session)
        with _sheet_errors(table):
            new = change(stored, timed_out)
            seat = target.lines["seat"]
            if entered:
                _refuse_back_after_forfeit(target, stored, new, forfeits)
            checked, may_miss = _checked_hand(seat, stored, new, corrected, entered)
            try:
                game = replay(
                    seat,
                    new,
                    settings,
                    checked=checked,
                    may_miss=may_miss,
                    forfeits=forfeits,
                    penalties=given,
                    entered=entered,
                )
            except ServiceError as refused:
                later = first_broken_hand(
                    seat,
                    new,
                    settings,
                    checked=checked,
                    may_miss=may_miss,
                    forfeits=forfeits,
                    penalties=given,
                )
                if corrected is None or later is None or later <= corrected:
                    raise
                # The corrected hand is right; it is a later one that no longer fits
                # (a player wrongly put out now plays on with no points typed there).
                raise ServiceError(
                    ErrorCode.STATE_REFUSED,
                    {
                        "detail": "correction_breaks_later_hand",
                        "hand": corrected,
                        "later": later,
                        "tournament": tournament_id,
                        "round": round_number,
                        "table": table,
                    },
                ) from refused
        if not despite_unlikely and checked is not None and isinstance(game, TableGame):
            findings = unlikely_penalties(scala40_rules(settings), game.history[checked - 1])
            if findings:
                raise UnlikelyScoreError(round_number, table, 0, tuple(findings))
        if order_ties is None:
            kept, dropped = kept_tie_orders(game, orders)
        else:
            kept, dropped = order_ties(game, orders), []
        if row is None:
            row = Scala40SheetRow(round_id=target.round.id, table_number=table)
            work.add(row)
        else:
            work.track(row)
        row.hands = with_tie_orders(new, kept)
        row.timed_out = any(item["type"] == "timeout" for item in new)
        row.updated_by = context.station
        row.updated_at = utc_now()
        refresh_round_status(work, target.round, settings, table)
        work.log(
            action,
            f"round {round_number} table {table}",
            tournament_id=tournament_id,
            summary=sheet_summary(action, stored, new, corrected, orders, kept),
            params=sheet_params(action, stored, new, corrected) | tie_params(action, orders, kept),
            place=(round_number, table),
        )
        work.session.flush()
        sheet = render(target, row)
        if dropped and isinstance(sheet, Scala40Sheet):
            return replace(sheet, dropped_ties=tuple(dropped))
        return sheet


def _refuse_back_after_forfeit(
    target: TableRef, stored: Stored, new: Stored, forfeits: Sequence[int]
) -> None:
    """INVALID_SCORE (forfeited_player_points) for a hand giving points to a player who
    had left the table by forfeit before it (`sheets.back_after_forfeit`)."""
    seat = target.lines["seat"]
    back = back_after_forfeit([e for e in forfeits if e in seat], stored, new)
    if back is not None:
        entry, _last, hand = back
        raise ServiceError(
            ErrorCode.INVALID_SCORE,
            {
                "detail": "forfeited_player_points",
                "entry": entry,
                "previous": hand - 1,
                "hand": hand,
                "round": target.round.number,
                "tournament": target.tournament.id,
            },
        )


def _checked_hand(
    seat: Sequence[int], stored: Stored, new: Stored, corrected: int | None, entered: bool
) -> tuple[int | None, frozenset[int]]:
    """The hand a sheet write must check for every player in play (its number, None for
    none) and who may have no figure there: a hand corrected keeps who did not play it."""
    if corrected is not None:
        return corrected, untyped(seat, hands_of(stored)[corrected - 1])
    if entered:
        return len(hands_of(new)), frozenset()
    return None, frozenset()
