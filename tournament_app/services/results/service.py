"""Entering and correcting results: burraco turni and scala 40 sheets, with versions (a scala 40
sheet's writes in `sheet_entry`, double entry in `double_entry`, the table written to in
`results.tables`, a result as a value in `results.values`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from scoring.turno import Line, TurnoScore, abandoned, arbitral, bye, forfeit, played
from tournament_app.services import lookup, rules, three_pairs_results
from tournament_app.services.context import ServiceContext
from tournament_app.services.double_entry import _settle_check
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.on_first_use import OnFirstUse
from tournament_app.services.results import round_view, tie_orders
from tournament_app.services.results import values as result_values
from tournament_app.services.results.second_entries import SecondEntries
from tournament_app.services.results.tables import (
    RESULTS_CHANGED,
    TableRef,
    _burraco_table,
    _check_version,
    _result_row,
    _sheet,
    refuse_at_three,
    refuse_two_totals,
    round_sheets,
    scala40_table,
    sheet_row,
)
from tournament_app.services.results.values import (
    bye_value,
    kept_as_typed,
    result_value,
    scored_hands,
)
from tournament_app.services.rounds.status import refresh_round_status, settings_of
from tournament_app.services.seating import round_tables, table_lines
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.tally import played_rounds
from tournament_app.services.unlikely_scores import UnlikelyScoreError, unlikely_figures
from tournament_app.services.values import (
    BurracoResult,
    HandBreakdown,
    HandTotals,
    ResultKind,
    TournamentId,
)
from tournament_app.storage.audit_form import result_params
from tournament_app.storage.tables import utc_now

if TYPE_CHECKING:
    from tournament_app.services import pairs_results, sheet_entry
    from tournament_app.services.lookup import RoundFields
    from tournament_app.services.sheet_values import (
        Scala40Hand,
        Scala40PairsHand,
        Scala40PairsSheet,
        Scala40Sheet,
    )
    from tournament_app.services.values import RoundResults
    from tournament_app.storage.models import RoundRow
else:
    # The scala 40 sheets, and the scala 40 scoring they bring, load with the first sheet
    # written: never at the start of a burraco evening.
    pairs_results = OnFirstUse("tournament_app.services.pairs_results")
    sheet_entry = OnFirstUse("tournament_app.services.sheet_entry")

LINES: dict[str, Line] = {"ns": "a", "ew": "b", "both": "both"}


class ResultService(SecondEntries):
    """The scoresheets as they come back from the tables.

    Every write takes `expected_version`: None for a first entry, else the version read.
    A write over a newer version raises ConflictError naming who changed it and when."""

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
            tournament_id,
            round_number,
            table,
            expected_version,
            score,
            despite_unlikely,
            at_three=refuse_two_totals,
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
        UNLIKELY_SCORE, as for `enter_totals`, also for a line over the pack in one hand."""

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            return scored_hands(settings, hands)

        return self._write_burraco(
            tournament_id,
            round_number,
            table,
            expected_version,
            score,
            despite_unlikely,
            at_three=refuse_two_totals,
        )

    def enter_forfeit(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        absent: str,
        played: Sequence[int] | None = None,
        expected_version: int | None = None,
    ) -> BurracoResult:
        """Score a turno forfeited by the line `absent` ("ns", "ew" or "both"); at a table of
        three pairs ("ns", "ew", "c", "all"; `played`) by `three_pairs_results.forfeit_three`."""
        where = (tournament_id, round_number, table)
        if three_pairs_results.forfeit_seats_three(self._context, where, played):
            return three_pairs_results.forfeit_three(
                self._context,
                *where,
                absent=absent,
                played=played,
                expected_version=expected_version,
            )
        if absent not in LINES:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "forfeit_line", "absent": absent}
            )

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            return forfeit(rules.turno_settings(settings), late=LINES[absent]), None

        return self._write_burraco(tournament_id, round_number, table, expected_version, score)

    def enter_abandoned(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        left: str,
        expected_version: int | None = None,
    ) -> BurracoResult:
        """Score a turno the line `left` ("ns", "ew" or "both") walked out of (burraco.md):
        the pair that left gets the late pair's VP (6, or 8 with 4 hands) and 0 MP, the
        opponents the tournament's bye; both left, 0 each."""
        if left not in LINES:
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "abandoned_line", "left": left})

        def score(settings: BurracoSettings) -> tuple[TurnoScore, list[Any] | None]:
            return abandoned(rules.turno_settings(settings), left=LINES[left]), None

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

    def enter_three(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        totals: Sequence[int] | None = None,
        hands: Sequence[HandTotals | HandBreakdown] | None = None,
        expected_version: int | None = None,
        despite_unlikely: bool = False,
    ) -> BurracoResult:
        """Enter (or correct) a table of three pairs' turno: the three lines' totals (NS, EO,
        third) or its hands (`three_pairs_results.enter_three`)."""
        return three_pairs_results.enter_three(
            self._context,
            tournament_id,
            round_number,
            table,
            totals=totals,
            hands=hands,
            expected_version=expected_version,
            despite_unlikely=despite_unlikely,
        )

    def _write_burraco(
        self,
        tournament_id: int,
        round_number: int,
        table: int,
        expected_version: int | None,
        score: Any,
        despite_unlikely: bool = True,
        at_three: Any = refuse_at_three,
    ) -> BurracoResult:
        from tournament_app.storage.models import BurracoResultRow

        with self._context.writing(RESULTS_CHANGED) as work:
            target = _burraco_table(work.session, tournament_id, round_number, table)
            at_three(target, round_number)
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
            row.ns_mp, row.ew_mp = turno.mp_a, turno.mp_b
            row.ns_vp, row.ew_vp = turno.vp_a, turno.vp_b
            row.hands = kept_as_typed(row.hands, hands)
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
            work.after_commit(
                self._context.standings_memo.result_written(
                    tournament_id,
                    round_number,
                    table,
                    (turno.mp_a, turno.mp_b, turno.vp_a, turno.vp_b, None, None),
                )
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
            work.after_commit(
                self._context.standings_memo.result_written(
                    tournament_id, round_number, table, None
                )
            )

    def get(
        self, tournament_id: TournamentId, round_number: int, table: int
    ) -> BurracoResult | None:
        """A table's result, None when not entered yet (byes answer with their bye score)."""
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id, game=Game.BURRACO)
            round_row = lookup.round_(session, tournament_id, round_number)
            lines = table_lines(session, round_row, table)  # this table's seats, not the round's
            if lines is None:
                raise NotFoundError("table", table)
            settings = settings_of(tournament)
            assert isinstance(settings, BurracoSettings)
            if not lines["ew"]:
                return bye_value(round_number, table, lines, bye(rules.turno_settings(settings)))
            row = _result_row(session, TableRef(tournament, round_row, table, lines))
            return None if row is None else result_value(round_number, table, lines, row)

    def list(
        self, tournament_id: TournamentId, round_number: int | None = None
    ) -> tuple[BurracoResult, ...]:
        """Every result of a round (None: of every round), byes included, by round and table."""
        with self._context.reading() as session:
            bye_score = round_view.burraco_bye_score(session, tournament_id)
            rounds: Sequence[RoundRow | RoundFields]
            if round_number is None:
                rounds = played_rounds(session, tournament_id)
            else:
                rounds = [lookup.round_fields(session, tournament_id, round_number)]
            found: list[BurracoResult] = []
            for round_row in rounds:
                stored = result_values.stored_results(session, round_row.id)
                seated = round_tables(session, round_row)
                found += result_values.round_results(round_row, seated, stored, bye_score)
            return tuple(found)

    def round_with_results(self, tournament_id: TournamentId, round_number: int) -> RoundResults:
        """`rounds.get`, `list` and `disagreements` of one round in one reading (round_view)."""
        return round_view.round_with_results(self._context, tournament_id, round_number)

    # -- scala 40 -----------------------------------------------------------------------------

    def sheet(self, tournament_id: TournamentId, round_number: int, table: int) -> Scala40Sheet:
        """A scala 40 table's sheet, replayed through scoring (empty before the first hand)."""
        with self._context.reading() as session:
            target = scala40_table(session, tournament_id, round_number, table, published=False)
            return _sheet(target, sheet_row(session, target))

    def sheets(self, tournament_id: TournamentId, round_number: int) -> tuple[Scala40Sheet, ...]:
        """Every table's sheet in a round (a pairs bye has none: nobody plays it)."""
        with self._context.reading() as session:
            return round_sheets(session, tournament_id, round_number)

    def enter_hand(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        hand: Scala40Hand,
        *,
        expected_version: int | None = None,
        despite_unlikely: bool = False,
    ) -> Scala40Sheet:
        """Add the next hand to a sheet; TABLE_FINISHED once the table has its winner;
        UNLIKELY_SCORE for a penalty no hand can cost unless `despite_unlikely`."""
        return sheet_entry.enter_hand(
            self._context,
            tournament_id,
            round_number,
            table,
            hand,
            expected_version=expected_version,
            despite_unlikely=despite_unlikely,
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
        despite_unlikely: bool = False,
    ) -> Scala40Sheet:
        """Replace hand `index` (0-based); the later hands are replayed and must still fit.

        A correction retypes the hand's points, closer and marks: the re-entries recorded
        after it stay (they were a separate action, and a correction must not lose them);
        any `hand.reentries` given are added to them.

        A correction that takes back what put a player out brings her back into the game:
        the later hands, played without her, stay as played and she did not play them (no
        penalty); she plays on from the next hand on her corrected total. The hand corrected
        needs a figure for every player in play but those who did not play it.
        UNLIKELY_SCORE as for `enter_hand`, for the hand corrected.
        """

        return sheet_entry.correct_hand(
            self._context,
            tournament_id,
            round_number,
            table,
            index,
            hand,
            expected_version=expected_version,
            despite_unlikely=despite_unlikely,
        )

    def remove_last_hand(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        expected_version: int | None,
    ) -> Scala40Sheet:
        """Take back the last thing entered at the table, and only that: the time-out if
        time was called, else the last re-entry, else the last hand."""

        return sheet_entry.remove_last_hand(
            self._context, tournament_id, round_number, table, expected_version=expected_version
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
        return sheet_entry.reenter(
            self._context,
            tournament_id,
            round_number,
            table,
            entry,
            expected_version=expected_version,
        )

    def time_out(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        expected_version: int | None,
    ) -> Scala40Sheet:
        """Call time at a table: ranked by current totals, lowest best (no hand yet: level)."""
        return sheet_entry.time_out(
            self._context, tournament_id, round_number, table, expected_version=expected_version
        )

    # A full tie at a finished table broken by the director, or taken back (`tie_orders`).
    give_tie_order = tie_orders.give_tie_order
    take_back_tie_order = tie_orders.take_back_tie_order

    def pairs_sheet(
        self, tournament_id: TournamentId, round_number: int, table: int
    ) -> Scala40PairsSheet:
        """A scala 40 pairs table's sheet: each player's figures, game points, the result."""
        return pairs_results.pairs_sheet(self._context, tournament_id, round_number, table)

    def enter_pairs_hand(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        hand: Scala40PairsHand,
        *,
        expected_version: int | None = None,
    ) -> Scala40PairsSheet:
        """Add the next hand to a pairs table: the closer's pair wins it (a game point);
        TABLE_FINISHED once a pair has won the match."""
        return pairs_results.enter_pairs_hand(
            self._context,
            tournament_id,
            round_number,
            table,
            hand,
            expected_version=expected_version,
        )

    def correct_pairs_hand(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        index: int,
        hand: Scala40PairsHand,
        *,
        expected_version: int,
    ) -> Scala40PairsSheet:
        """Replace hand `index` (0-based) of a pairs table; the hands after it replay."""
        return pairs_results.correct_pairs_hand(
            self._context,
            tournament_id,
            round_number,
            table,
            index,
            hand,
            expected_version=expected_version,
        )

    def remove_last_pairs_event(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> Scala40PairsSheet:
        """Take back the time-out if time was called, else the last hand, at a pairs table."""
        return pairs_results.remove_last_pairs_event(
            self._context, tournament_id, round_number, table, expected_version=expected_version
        )

    def pairs_time_out(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> Scala40PairsSheet:
        """Call time at a pairs table: the pair ahead wins; level, the tournament's draw rule."""
        return pairs_results.pairs_time_out(
            self._context, tournament_id, round_number, table, expected_version=expected_version
        )


def _refuse_unlikely(
    settings: BurracoSettings,
    round_number: int,
    table: int,
    turno: TurnoScore,
    hands: list[Any] | None,
) -> None:
    """UNLIKELY_SCORE for a played turno whose figures need the director's confirmation."""
    if turno.kind is not ResultKind.PLAYED:
        return
    hand_scores = [(hand["ns"], hand["ew"]) for hand in hands or ()]
    findings = unlikely_figures(settings, turno.mp_a, turno.mp_b, hand_scores)
    if findings:
        raise UnlikelyScoreError(round_number, table, settings.hands, findings)
