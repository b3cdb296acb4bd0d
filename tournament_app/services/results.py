"""Entering and correcting results: burraco turni and scala 40 sheets, with versions."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import and_, select
from sqlalchemy.orm import Session

from scoring.burraco import BurracoRules, score_hand
from scoring.burraco import LineHand as ScoringLineHand
from scoring.errors import ScoringError
from scoring.turno import Line, TurnoScore, arbitral, bye, forfeit, played, played_hands
from tournament_app.services import lookup, rules
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ConflictError, ErrorCode, NotFoundError, ServiceError
from tournament_app.services.log_summaries import sheet_summary
from tournament_app.services.round_status import refresh_round_status, settings_of
from tournament_app.services.seating import table_lines, tables_of
from tournament_app.services.settings import BurracoSettings, Game, Scala40Settings
from tournament_app.services.sheets import (
    Stored,
    first_broken_hand,
    hand_to_stored,
    hands_of,
    replay,
    sheet_value,
    stored_from_hands,
    untyped,
)
from tournament_app.services.tally import entry_numbers, played_rounds
from tournament_app.services.tournaments import open_tournament, refuse_if_finished
from tournament_app.services.unlikely_scores import UnlikelyScoreError, unlikely_figures
from tournament_app.services.values import (
    BurracoResult,
    Disagreement,
    HandBreakdown,
    HandTotals,
    LineHand,
    ResultKind,
    RoundStatus,
    Scala40Hand,
    Scala40Sheet,
    SecondEntry,
    TournamentId,
)
from tournament_app.storage.audit_form import Params, result_params, sheet_params
from tournament_app.storage.models import (
    BurracoResultRow,
    ResultCheckRow,
    RoundRow,
    Scala40SheetRow,
    TournamentRow,
    utc_now,
)

RESULTS_CHANGED = Changes(results=True, standings=True, rounds=True)
# A second entry changes no score: only what the results pages show about a table, and
# whether its round reads complete.
CHECKS_CHANGED = Changes(results=True, rounds=True)
CONFIRM_ACTION = "result.confirm"
DISAGREE_ACTION = "result.disagree"
LINES: dict[str, Line] = {"ns": "a", "ew": "b", "both": "both"}
_REENTRY_CODES = {"reentry_not_allowed", "reentry_limit", "not_eliminated"}


@dataclass
class _Table:
    """A table being written to: its tournament, settings, round, seats and stored row."""

    tournament: TournamentRow
    round: RoundRow
    number: int
    lines: dict[str, list[int]]


def burraco_rules(settings: BurracoSettings) -> BurracoRules:
    """The hand-scoring rules for the tournament's house variants."""
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        return BurracoRules(
            semiclean=not settings.no_semipulito,
            # One house variant brings both (burraco.md: reale 300, super burraco 250).
            reale_bonus=300 if settings.burraco_reale else None,
            super_bonus=250 if settings.burraco_reale else None,
        )


def scoring_line(line: LineHand) -> ScoringLineHand:
    """A scoresheet line as the rules library's line (what `score_hand` takes)."""
    return ScoringLineHand(
        melded=line.table_points,
        in_hand=line.hand_points,
        clean=line.clean,
        semiclean=line.semi_clean,
        dirty=line.dirty,
        closed=line.closed,
        pozzetto_taken=line.pozzetto_taken,
        pozzetto_unplayed=line.pozzetto_unplayed_points,
        reale=line.reale,
        super_burraco=line.super_burraco,
    )


def _line_to_json(line: LineHand) -> dict[str, Any]:
    # The house variant's counts only when there are any: a file of an ordinary evening
    # stays readable by a Torneo that predates them.
    variant = {
        key: count
        for key, count in (("reale", line.reale), ("super_burraco", line.super_burraco))
        if count
    }
    return {
        "clean": line.clean,
        "semi_clean": line.semi_clean,
        "dirty": line.dirty,
        "closed": line.closed,
        "pozzetto_taken": line.pozzetto_taken,
        "table_points": line.table_points,
        "hand_points": line.hand_points,
        "pozzetto_unplayed_points": line.pozzetto_unplayed_points,
    } | variant


def _line_from_json(data: dict[str, Any]) -> LineHand:
    return LineHand(
        clean=int(data["clean"]),
        semi_clean=int(data["semi_clean"]),
        dirty=int(data["dirty"]),
        closed=bool(data["closed"]),
        pozzetto_taken=bool(data["pozzetto_taken"]),
        table_points=int(data["table_points"]),
        hand_points=int(data["hand_points"]),
        pozzetto_unplayed_points=int(data["pozzetto_unplayed_points"]),
        reale=int(data.get("reale", 0)),
        super_burraco=int(data.get("super_burraco", 0)),
    )


def _breakdown(hand: dict[str, Any]) -> HandBreakdown | None:
    detail = hand.get("detail")
    if not detail:
        return None
    return HandBreakdown(_line_from_json(detail["ns"]), _line_from_json(detail["ew"]))


def result_value(
    round_number: int, table: int, lines: dict[str, list[int]], row: BurracoResultRow
) -> BurracoResult:
    """A stored burraco result as a plain value."""
    return BurracoResult(
        round=round_number,
        table=table,
        ns=tuple(lines["ns"]),
        ew=tuple(lines["ew"]),
        kind=ResultKind(row.kind),
        ns_mp=row.ns_mp,
        ew_mp=row.ew_mp,
        ns_vp=row.ns_vp,
        ew_vp=row.ew_vp,
        hands=tuple(HandTotals(int(h["ns"]), int(h["ew"])) for h in row.hands or ()),
        version=row.version,
        breakdown=tuple(_breakdown(h) for h in row.hands or ()),
    )


def bye_value(
    round_number: int, table: int, lines: dict[str, list[int]], score: TurnoScore
) -> BurracoResult:
    """A bye table's automatic score as a result value (version 0: never stored)."""
    return BurracoResult(
        round=round_number,
        table=table,
        ns=tuple(lines["ns"]),
        ew=(),
        kind=ResultKind.BYE,
        ns_mp=score.mp_a,
        ew_mp=0,
        ns_vp=score.vp_a,
        ew_vp=0,
        hands=(),
        version=0,
    )


def _check_version(
    what: str, row: BurracoResultRow | Scala40SheetRow | None, expected: int | None
) -> None:
    """ConflictError unless the stored version is the one the caller read."""
    current = row.version if row is not None else None
    if current != expected:
        raise ConflictError(
            what,
            expected_version=expected,
            current_version=current,
            changed_by=row.updated_by if row is not None else None,
            changed_at=row.updated_at.isoformat(timespec="seconds") if row is not None else None,
        )


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


class ResultService:
    """The scoresheets as they come back from the tables.

    Every write takes `expected_version`: None for a first entry, else the version read.
    A write over a newer version raises ConflictError naming who changed it and when.
    """

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    # -- burraco ------------------------------------------------------------------------------

    def enter_totals(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        ns_mp: int,
        ew_mp: int,
        *,
        expected_version: int | None = None,
        despite_unlikely: bool = False,
    ) -> BurracoResult:
        """Enter (or correct) a table's turno totals; the VP come from the tournament's table.

        INVALID_SCORE (with the scoring code) for figures that break a rule, e.g. not a
        multiple of 5; RESULT_FOR_BYE for a bye table; ROUND_NOT_PUBLISHED for a draft;
        UNLIKELY_SCORE for unlikely figures (`unlikely_scores`) unless `despite_unlikely`.
        """

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            return played(ns_mp, ew_mp, rules.turno_settings(settings)), None

        return self._write_burraco(
            tournament_id, round_number, table, expected_version, score, despite_unlikely
        )

    def enter_hands(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        hands: Sequence[HandTotals | HandBreakdown],
        *,
        expected_version: int | None = None,
        despite_unlikely: bool = False,
    ) -> BurracoResult:
        """Enter (or correct) a sheet hand by hand: totals per hand or the full breakdown.

        The count of hands must match the tournament's; each hand is checked by scoring.
        UNLIKELY_SCORE, as for `enter_totals`, also for a line over the pack in one hand.
        """

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            hand_rules = burraco_rules(settings)
            figures: list[tuple[int, int]] = []
            stored: list[Any] = []
            for index, hand in enumerate(hands, start=1):
                if isinstance(hand, HandBreakdown):
                    with rules.scoring_errors(hand=index):
                        ns, ew = score_hand(
                            scoring_line(hand.ns), scoring_line(hand.ew), hand_rules
                        )
                    detail: dict[str, Any] | None = {
                        "ns": _line_to_json(hand.ns),
                        "ew": _line_to_json(hand.ew),
                    }
                else:
                    ns, ew, detail = hand.ns, hand.ew, None
                figures.append((ns, ew))
                stored.append({"ns": ns, "ew": ew, "detail": detail})
            return played_hands(figures, rules.turno_settings(settings)), stored

        return self._write_burraco(
            tournament_id, round_number, table, expected_version, score, despite_unlikely
        )

    def enter_forfeit(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        absent: str,
        expected_version: int | None = None,
    ) -> BurracoResult:
        """Score a turno forfeited by the line `absent` ("ns", "ew" or "both") by default."""
        if absent not in LINES:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "forfeit_line", "absent": absent}
            )

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            return forfeit(rules.turno_settings(settings), late=LINES[absent]), None

        return self._write_burraco(tournament_id, round_number, table, expected_version, score)

    def enter_arbitral(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        ns_vp: int,
        ew_vp: int,
        ns_mp: int = 0,
        ew_mp: int = 0,
        expected_version: int | None = None,
    ) -> BurracoResult:
        """Record the referee's score for a turno that cannot be rebuilt."""

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            return arbitral(ns_mp, ew_mp, ns_vp, ew_vp), None

        return self._write_burraco(tournament_id, round_number, table, expected_version, score)

    def _write_burraco(
        self,
        tournament_id: int,
        round_number: int,
        table: int,
        expected_version: int | None,
        score: Any,
        despite_unlikely: bool = True,
    ) -> BurracoResult:
        with self._context.writing(RESULTS_CHANGED) as work:
            target = _burraco_table(work.session, tournament_id, round_number, table)
            settings = settings_of(target.tournament)
            assert isinstance(settings, BurracoSettings)
            with rules.scoring_errors(round=round_number, table=table):
                turno, hands = score(settings)
            if not despite_unlikely:
                _refuse_unlikely(settings, round_number, table, turno, hands)
            row = _result_row(work.session, target)
            work.attempting(
                "result.correct" if expected_version is not None else "result.enter",
                f"round {round_number} table {table}",
                tournament_id=tournament_id,
                place=(round_number, table),
            )
            _check_version(f"R{round_number} T{table}", row, expected_version)
            if row is None:
                row = BurracoResultRow(round_id=target.round.id, table_number=table)
                work.add(row)
            else:
                work.track(row)
            row.kind = turno.kind.value
            row.ns_mp, row.ew_mp, row.ns_vp, row.ew_vp = (
                turno.mp_a,
                turno.mp_b,
                turno.vp_a,
                turno.vp_b,
            )
            row.hands = hands
            row.updated_by = self._context.station
            row.updated_at = utc_now()
            settled, settles = _settle_check(work, target)
            refresh_round_status(work, target.round, settings)
            work.log(
                "result.correct" if expected_version is not None else "result.enter",
                f"round {round_number} table {table}",
                tournament_id=tournament_id,
                summary=(
                    f"{turno.kind.value} {turno.mp_a}-{turno.mp_b} VP {turno.vp_a}-{turno.vp_b}"
                    f"{settled}"
                ),
                params=result_params(
                    turno.kind.value, (turno.mp_a, turno.mp_b), (turno.vp_a, turno.vp_b), settles
                ),
                place=(round_number, table),
            )
            work.session.flush()
            return result_value(round_number, table, target.lines, row)

    def delete(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> None:
        """Remove a table's result (it becomes missing again)."""
        with self._context.writing(RESULTS_CHANGED) as work:
            target = _burraco_table(work.session, tournament_id, round_number, table)
            row = _result_row(work.session, target)
            work.attempting(
                "result.delete",
                f"round {round_number} table {table}",
                tournament_id=tournament_id,
                place=(round_number, table),
            )
            _check_version(f"R{round_number} T{table}", row, expected_version)
            assert row is not None
            work.delete(row)
            settled, settles = _settle_check(work, target)
            refresh_round_status(work, target.round, settings_of(target.tournament))
            work.log(
                "result.delete",
                f"round {round_number} table {table}",
                tournament_id=tournament_id,
                summary=settled.removeprefix("; "),
                params={"settles": settles} if settles else {},
                place=(round_number, table),
            )

    def second_entry(
        self, tournament_id: TournamentId, round_number: int, table: int, ns_mp: int, ew_mp: int
    ) -> SecondEntry:
        """A second operator's re-typing of a table's scoresheet (double entry), checked
        against the result stored; the result itself never changes here.

        Figures that agree confirm the table: any open disagreement on it is closed. Figures
        that differ are kept as the table's open disagreement (replacing an earlier one) until
        the result is saved again or removed, so every station sees it and a crash loses
        nothing. Both are logged. Refused as `enter_totals` refuses (NOT_FOUND, RESULT_FOR_BYE,
        ROUND_NOT_PUBLISHED, INVALID_SCORE, WRONG_GAME), and with NO_FIRST_ENTRY before the
        table has a result, NOT_A_SCORESHEET for a forfeit or arbitral one. CONFLICT when
        another station changed the result during the comparison (SQLite; PostgreSQL waits).
        """
        with self._context.writing(CHECKS_CHANGED) as work:
            target = _burraco_table(work.session, tournament_id, round_number, table)
            settings = settings_of(target.tournament)
            assert isinstance(settings, BurracoSettings)
            # Figures no save would take cannot be the right ones: say so now, not later.
            with rules.scoring_errors(round=round_number, table=table):
                played(ns_mp, ew_mp, rules.turno_settings(settings))
            entity = f"round {round_number} table {table}"
            work.attempting(
                "result.second_entry",
                entity,
                tournament_id=tournament_id,
                place=(round_number, table),
            )
            # Locked on PostgreSQL: a correction from another station waits for this check to
            # commit, then settles it, instead of leaving it open against figures now gone.
            row = _result_row(work.session, target, lock=True)
            where = {"round": round_number, "table": table}
            if row is None:
                raise ServiceError(ErrorCode.NO_FIRST_ENTRY, where)
            if row.kind != ResultKind.PLAYED.value:
                raise ServiceError(ErrorCode.NOT_A_SCORESHEET, where)
            first = result_value(round_number, table, target.lines, row)
            check = _check_row(work.session, target)
            earlier = _check_words(check)
            open_check = _check_params(check)
            params: Params = {"ns_mp": ns_mp, "ew_mp": ew_mp}
            agrees = (first.ns_mp, first.ew_mp) == (ns_mp, ew_mp)
            if agrees:
                if check is not None:
                    work.delete(check)
                action = CONFIRM_ACTION
                summary = f"second entry {ns_mp}-{ew_mp} agrees with the first entry"
                summary += f"; closes {earlier}" if earlier else ""
                params |= {"closes": open_check} if open_check else {}
            else:
                if check is None:
                    check = ResultCheckRow(round_id=target.round.id, table_number=table)
                    work.add(check)
                else:
                    work.track(check)
                check.ns_mp, check.ew_mp = ns_mp, ew_mp
                check.result_version = first.version
                check.entered_by = self._context.station
                check.entered_at = utc_now()
                action = DISAGREE_ACTION
                summary = f"second entry {ns_mp}-{ew_mp}, first entry {first.ns_mp}-{first.ew_mp}"
                summary += f"; replaces {earlier}" if earlier else ""
                params["first"] = {"ns_mp": first.ns_mp, "ew_mp": first.ew_mp}
                params |= {"replaces": open_check} if open_check else {}
            _check_unchanged(work.session, target, first)
            refresh_round_status(work, target.round, settings)
            work.log(
                action,
                entity,
                tournament_id=tournament_id,
                summary=summary,
                params=params,
                place=(round_number, table),
            )
            return SecondEntry(agrees=agrees, ns_mp=ns_mp, ew_mp=ew_mp, first=first)

    def disagreements(
        self, tournament_id: TournamentId, round_number: int | None = None
    ) -> tuple[Disagreement, ...]:
        """The open double-entry disagreements of a round (None: of every round), by round
        and table, each with the second entry's figures and the result stored now."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id, game=Game.BURRACO)
            query = (
                select(ResultCheckRow, BurracoResultRow, RoundRow.number)
                .join(RoundRow, RoundRow.id == ResultCheckRow.round_id)
                .join(
                    BurracoResultRow,
                    and_(
                        BurracoResultRow.round_id == ResultCheckRow.round_id,
                        BurracoResultRow.table_number == ResultCheckRow.table_number,
                    ),
                )
                .where(RoundRow.tournament_id == tournament_id)
                .order_by(RoundRow.number, ResultCheckRow.table_number)
            )
            if round_number is not None:
                lookup.round_(session, tournament_id, round_number)  # NOT_FOUND if none
                query = query.where(RoundRow.number == round_number)
            return tuple(
                Disagreement(
                    round=number,
                    table=check.table_number,
                    ns_mp=check.ns_mp,
                    ew_mp=check.ew_mp,
                    first_ns_mp=result.ns_mp,
                    first_ew_mp=result.ew_mp,
                    first_version=check.result_version,
                    entered_by=check.entered_by,
                    entered_at=check.entered_at.isoformat(timespec="seconds"),
                )
                for check, result, number in session.execute(query)
            )

    def get(
        self, tournament_id: TournamentId, round_number: int, table: int
    ) -> BurracoResult | None:
        """A table's result, None when not entered yet (byes answer with their bye score)."""
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id, game=Game.BURRACO)
            round_row = lookup.round_(session, tournament_id, round_number)
            lines = tables_of(round_row, entry_numbers(session, tournament_id)).get(table)
            if lines is None:
                raise NotFoundError("table", table)
            settings = settings_of(tournament)
            assert isinstance(settings, BurracoSettings)
            if not lines["ew"]:
                return bye_value(round_number, table, lines, bye(rules.turno_settings(settings)))
            row = next((r for r in round_row.burraco_results if r.table_number == table), None)
            return None if row is None else result_value(round_number, table, lines, row)

    def list(
        self, tournament_id: TournamentId, round_number: int | None = None
    ) -> tuple[BurracoResult, ...]:
        """Every result of a round (None: of every round), byes included, by round and table."""
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id, game=Game.BURRACO)
            settings = settings_of(tournament)
            assert isinstance(settings, BurracoSettings)
            bye_score = bye(rules.turno_settings(settings))
            numbers = entry_numbers(session, tournament_id)
            if round_number is not None:
                rounds = [lookup.round_(session, tournament_id, round_number)]
            else:
                rounds = played_rounds(session, tournament_id)
            found: list[BurracoResult] = []
            for round_row in rounds:
                results = {r.table_number: r for r in round_row.burraco_results}
                for table, lines in sorted(tables_of(round_row, numbers).items()):
                    if not lines["ew"]:
                        if round_row.status != RoundStatus.DRAFT.value:
                            found.append(bye_value(round_row.number, table, lines, bye_score))
                    elif table in results:
                        found.append(result_value(round_row.number, table, lines, results[table]))
            return tuple(found)

    # -- scala 40 -----------------------------------------------------------------------------

    def sheet(self, tournament_id: TournamentId, round_number: int, table: int) -> Scala40Sheet:
        """A scala 40 table's sheet, replayed through scoring (empty before the first hand)."""
        with self._context.reading() as session:
            target = _scala40_table(session, tournament_id, round_number, table, published=False)
            return _sheet(target, _sheet_row(session, target))

    def sheets(self, tournament_id: TournamentId, round_number: int) -> tuple[Scala40Sheet, ...]:
        """Every table's sheet in a round."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id, game=Game.SCALA40)
            round_row = lookup.round_(session, tournament_id, round_number)
            numbers = entry_numbers(session, tournament_id)
            return tuple(
                _sheet(target, _sheet_row(session, target))
                for target in (
                    _scala40_table(session, tournament_id, round_number, table, published=False)
                    for table in sorted(tables_of(round_row, numbers))
                )
            )

    def enter_hand(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        hand: Scala40Hand,
        *,
        expected_version: int | None = None,
    ) -> Scala40Sheet:
        """Add the next hand to a sheet; TABLE_FINISHED once the table has its winner."""
        return self._write_sheet(
            tournament_id,
            round_number,
            table,
            expected_version,
            "sheet.hand",
            lambda stored, timed_out: stored + hand_to_stored(hand),
            entered=True,
        )

    def correct_hand(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        index: int,
        hand: Scala40Hand,
        *,
        expected_version: int,
    ) -> Scala40Sheet:
        """Replace hand `index` (0-based); the later hands are replayed and must still fit.

        A correction retypes the hand's points, closer and marks: the re-entries recorded
        after it stay (they were a separate action, and a correction must not lose them);
        any `hand.reentries` given are added to them.

        A correction that takes back what put a player out brings her back into the game:
        the later hands, played without her, stay as played and she did not play them (no
        penalty); she plays on from the next hand on her corrected total. The hand corrected
        needs a figure for every player in play but those who did not play it.
        """

        def change(stored: Stored, timed_out: bool) -> Stored:
            hands = hands_of(stored)
            if not 0 <= index < len(hands):
                raise NotFoundError("hand", index + 1)
            kept = hands[index].reentries
            added = tuple(entry for entry in hand.reentries if entry not in kept)
            hands[index] = replace(hand, reentries=(*kept, *added))
            return stored_from_hands(hands, timed_out)

        return self._write_sheet(
            tournament_id,
            round_number,
            table,
            expected_version,
            "sheet.correct",
            change,
            corrected=index + 1,
        )

    def remove_last_hand(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> Scala40Sheet:
        """Take back the last thing entered at the table, and only that: the time-out if
        time was called, else the last re-entry, else the last hand."""

        def change(stored: Stored, timed_out: bool) -> Stored:
            if not stored:
                raise NotFoundError("hand", 1)
            return stored[:-1]

        return self._write_sheet(
            tournament_id, round_number, table, expected_version, "sheet.remove_hand", change
        )

    def reenter(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        entry: int,
        *,
        expected_version: int,
    ) -> Scala40Sheet:
        """Bring an eliminated player back (rientro) with the worst active total, if allowed."""
        return self._write_sheet(
            tournament_id,
            round_number,
            table,
            expected_version,
            "sheet.reentry",
            lambda stored, timed_out: [*stored, {"type": "reentry", "entry": entry}],
        )

    def time_out(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> Scala40Sheet:
        """Call time at a table: it is ranked by current totals, lowest best."""
        return self._write_sheet(
            tournament_id,
            round_number,
            table,
            expected_version,
            "sheet.time_out",
            lambda stored, timed_out: [*stored, {"type": "timeout"}],
        )

    def _write_sheet(
        self,
        tournament_id: int,
        round_number: int,
        table: int,
        expected_version: int | None,
        action: str,
        change: Any,
        *,
        corrected: int | None = None,
        entered: bool = False,
    ) -> Scala40Sheet:
        """Write the table's events as `change` makes them from the stored ones; with
        `corrected` (a hand's number), a later hand the correction no longer fits is named.

        The hand written (`corrected`, or the last one when `entered`) needs a figure for
        every player in play; the others were checked when entered, and one in play with
        none there did not play it (services.sheets)."""
        with self._context.writing(RESULTS_CHANGED) as work:
            target = _scala40_table(
                work.session, tournament_id, round_number, table, published=True
            )
            settings = settings_of(target.tournament)
            assert isinstance(settings, Scala40Settings)
            row = _sheet_row(work.session, target)
            work.attempting(
                action,
                f"round {round_number} table {table}",
                tournament_id=tournament_id,
                place=(round_number, table),
            )
            _check_version(f"R{round_number} T{table}", row, expected_version)
            stored: Stored = list(row.hands) if row is not None else []
            timed_out = row.timed_out if row is not None else False
            with _sheet_errors(table):
                new = change(stored, timed_out)
                seat = target.lines["seat"]
                checked, may_miss = _checked_hand(seat, stored, new, corrected, entered)
                try:
                    replay(seat, new, settings, checked=checked, may_miss=may_miss)
                except ServiceError as refused:
                    later = first_broken_hand(
                        seat, new, settings, checked=checked, may_miss=may_miss
                    )
                    if corrected is None or later is None or later <= corrected:
                        raise
                    # The corrected hand is right; it is a later one that no longer fits
                    # (a player wrongly put out now plays on with no points typed there).
                    raise ServiceError(
                        ErrorCode.INVALID_INPUT,
                        {
                            "detail": "correction_breaks_later_hand",
                            "hand": corrected,
                            "later": later,
                        },
                    ) from refused
            if row is None:
                row = Scala40SheetRow(round_id=target.round.id, table_number=table)
                work.add(row)
            else:
                work.track(row)
            row.hands = new
            row.timed_out = any(item["type"] == "timeout" for item in new)
            row.updated_by = self._context.station
            row.updated_at = utc_now()
            refresh_round_status(work, target.round, settings)
            work.log(
                action,
                f"round {round_number} table {table}",
                tournament_id=tournament_id,
                summary=sheet_summary(action, stored, new, corrected),
                params=sheet_params(action, stored, new, corrected),
                place=(round_number, table),
            )
            work.session.flush()
            return _sheet(target, row)


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


def _refuse_unlikely(
    settings: BurracoSettings,
    round_number: int,
    table: int,
    turno: TurnoScore,
    hands: list[Any] | None,
) -> None:
    """UNLIKELY_SCORE for a played turno whose figures need the director's confirmation."""
    if turno.kind.value != ResultKind.PLAYED.value:
        return
    hand_scores = [(hand["ns"], hand["ew"]) for hand in hands or ()]
    findings = unlikely_figures(settings, turno.mp_a, turno.mp_b, hand_scores)
    if findings:
        raise UnlikelyScoreError(round_number, table, settings.hands, findings)


def _burraco_table(session: Session, tournament_id: int, round_number: int, table: int) -> _Table:
    # Only changes look a table up here: a finished tournament refuses them all.
    tournament = open_tournament(session, tournament_id, game=Game.BURRACO)
    round_row = lookup.round_(session, tournament_id, round_number)
    lines = table_lines(session, round_row, table)
    if lines is None:
        raise NotFoundError("table", table)
    if round_row.status == RoundStatus.DRAFT.value:
        raise ServiceError(ErrorCode.ROUND_NOT_PUBLISHED, {"round": round_number})
    if not lines["ew"]:
        raise ServiceError(ErrorCode.RESULT_FOR_BYE, {"round": round_number, "table": table})
    return _Table(tournament, round_row, table, lines)


def _result_row(session: Session, target: _Table, *, lock: bool = False) -> BurracoResultRow | None:
    query = select(BurracoResultRow).where(
        BurracoResultRow.round_id == target.round.id,
        BurracoResultRow.table_number == target.number,
    )
    if lock:
        # FOR UPDATE on PostgreSQL (SQLite has no row locks and ignores it); the row is read
        # again even if this Session holds it, as whoever held the lock may have changed it.
        query = query.with_for_update().execution_options(populate_existing=True)
    return session.scalar(query)


def _check_row(session: Session, target: _Table) -> ResultCheckRow | None:
    """The table's open disagreement (double entry), None when there is none."""
    return session.scalar(
        select(ResultCheckRow).where(
            ResultCheckRow.round_id == target.round.id,
            ResultCheckRow.table_number == target.number,
        )
    )


def _check_words(check: ResultCheckRow | None) -> str:
    """An open disagreement as the audit summary names it ("" for none)."""
    if check is None:
        return ""
    return f"second entry {check.ns_mp}-{check.ew_mp} by {check.entered_by}"


def _check_params(check: ResultCheckRow | None) -> Params | None:
    """An open disagreement as the log's parameters name it (None for none)."""
    if check is None:
        return None
    return {"ns_mp": check.ns_mp, "ew_mp": check.ew_mp, "by": check.entered_by}


def _settle_check(work: UnitOfWork, target: _Table) -> tuple[str, Params | None]:
    """Close the table's open disagreement: saving or removing its result is the director's
    answer to it. Returns what the audit summary adds ("" when none was open) and the
    disagreement closed as the log's parameters (None).

    The result row's change is flushed first: on PostgreSQL that waits for a second entry
    holding the row, whose disagreement the query below then sees and closes.
    """
    work.session.flush()
    check = _check_row(work.session, target)
    if check is None:
        return "", None
    words, settles = _check_words(check), _check_params(check)
    work.delete(check)
    return f"; settles {words}", settles


def _check_unchanged(session: Session, target: _Table, compared: BurracoResult) -> None:
    """CONFLICT if the result changed while a second entry was compared with it.

    PostgreSQL's row lock already prevents it; SQLite reads outside the write lock, which
    the flush takes, so the result is read again under it.
    """
    session.flush()
    row = _result_row(session, target, lock=True)
    _check_version(f"R{target.round.number} T{target.number}", row, compared.version)


def _scala40_table(
    session: Session, tournament_id: int, round_number: int, table: int, *, published: bool
) -> _Table:
    tournament = lookup.tournament(session, tournament_id, game=Game.SCALA40)
    if published:  # a change (a read passes published=False): not in a finished tournament
        refuse_if_finished(tournament)
    round_row = lookup.round_(session, tournament_id, round_number)
    lines = table_lines(session, round_row, table)
    if lines is None:
        raise NotFoundError("table", table)
    if published and round_row.status == RoundStatus.DRAFT.value:
        raise ServiceError(ErrorCode.ROUND_NOT_PUBLISHED, {"round": round_number})
    return _Table(tournament, round_row, table, lines)


def _sheet_row(session: Session, target: _Table) -> Scala40SheetRow | None:
    return session.scalar(
        select(Scala40SheetRow).where(
            Scala40SheetRow.round_id == target.round.id,
            Scala40SheetRow.table_number == target.number,
        )
    )


def _sheet(target: _Table, row: Scala40SheetRow | None) -> Scala40Sheet:
    settings = settings_of(target.tournament)
    assert isinstance(settings, Scala40Settings)
    return sheet_value(
        target.round.number,
        target.number,
        target.lines["seat"],
        list(row.hands) if row is not None else [],
        settings,
        row.version if row is not None else 0,
    )
