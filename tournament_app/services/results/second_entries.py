"""Double entry, as `ResultService` offers it: a second operator's figures checked against
the result stored, the saved figures typed again, the disagreements open (the work in
`services.double_entry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services import double_entry
from tournament_app.services.context import ServiceContext
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.sheet_values import SecondEntry
    from tournament_app.services.values import Disagreement


class SecondEntries:
    """`ResultService`'s double entry."""

    _context: ServiceContext

    def second_entry(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        ns_mp: int,
        ew_mp: int,
        third_mp: int | None = None,
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
        At a table of three pairs the third line's figure `third_mp` too (INVALID_INPUT
        without it there, or with it at a table of two).
        """
        return double_entry.second_entry(
            self._context, tournament_id, round_number, table, ns_mp, ew_mp, third_mp
        )

    def saved_typed_again(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        ns_mp: int,
        ew_mp: int,
        third_mp: int | None = None,
    ) -> SecondEntry | None:
        """The saved figures typed again with double entry off: over an open disagreement
        they confirm the first entry, closing it as `second_entry` does (its answer); with
        none open, nothing to save or log (None). Refused as `second_entry` is."""
        return double_entry.saved_typed_again(
            self._context, tournament_id, round_number, table, ns_mp, ew_mp, third_mp
        )

    def disagreements(
        self, tournament_id: TournamentId, round_number: int | None = None
    ) -> tuple[Disagreement, ...]:
        """The open double-entry disagreements of a round (None: of every round), by round
        and table, each with the second entry's figures and the result stored now."""
        return double_entry.disagreements(self._context, tournament_id, round_number)
