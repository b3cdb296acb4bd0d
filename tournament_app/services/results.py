"""Entering and correcting results: burraco turni and scala 40 sheets, with versions."""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import (
    BurracoResult,
    HandBreakdown,
    HandTotals,
    Scala40Hand,
    Scala40Sheet,
    TournamentId,
)


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
    ) -> BurracoResult:
        """Enter (or correct) a table's turno totals; the VP come from the tournament's table.

        INVALID_SCORE (with the scoring code) for figures that break a rule, e.g. not a
        multiple of 5; RESULT_FOR_BYE for a bye table; ROUND_NOT_PUBLISHED for a draft.
        """
        raise NotImplementedError

    def enter_hands(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        hands: Sequence[HandTotals | HandBreakdown],
        *,
        expected_version: int | None = None,
    ) -> BurracoResult:
        """Enter (or correct) a sheet hand by hand: totals per hand or the full breakdown.

        The count of hands must match the tournament's; each hand is checked by scoring.
        """
        raise NotImplementedError

    def enter_forfeit(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        *,
        absent: str,
        expected_version: int | None = None,
    ) -> BurracoResult:
        """Score a turno forfeited by the line `absent` ("ns" or "ew") with the default scores."""
        raise NotImplementedError

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
        raise NotImplementedError

    def delete(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> None:
        """Remove a table's result (it becomes missing again)."""
        raise NotImplementedError

    def get(
        self, tournament_id: TournamentId, round_number: int, table: int
    ) -> BurracoResult | None:
        """A table's result, None when not entered yet (byes answer with their bye score)."""
        raise NotImplementedError

    def list(
        self, tournament_id: TournamentId, round_number: int | None = None
    ) -> tuple[BurracoResult, ...]:
        """Every result of a round (None: of every round), byes included, by round and table."""
        raise NotImplementedError

    # -- scala 40 -----------------------------------------------------------------------------

    def sheet(self, tournament_id: TournamentId, round_number: int, table: int) -> Scala40Sheet:
        """A scala 40 table's sheet, replayed through scoring (empty before the first hand)."""
        raise NotImplementedError

    def sheets(self, tournament_id: TournamentId, round_number: int) -> tuple[Scala40Sheet, ...]:
        """Every table's sheet in a round."""
        raise NotImplementedError

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
        raise NotImplementedError

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
        """Replace hand `index` (0-based); the later hands are replayed and must still fit."""
        raise NotImplementedError

    def remove_last_hand(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> Scala40Sheet:
        """Take back the last hand entered (and a time-out, if one was called after it)."""
        raise NotImplementedError

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
        raise NotImplementedError

    def time_out(
        self, tournament_id: TournamentId, round_number: int, table: int, *, expected_version: int
    ) -> Scala40Sheet:
        """Call time at a table: it is ranked by current totals, lowest best."""
        raise NotImplementedError
