"""Where a round's table stands on the Results list: its scoresheet missing, entered, entered
but unlikely (flagged), disputed by a second entry (conflict), or a bye. Decided here, once,
from what the services read (the table, its result, its open disagreement, the tournament's
settings); the faces show it in the catalogue's words (`table_states.<state>`)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING

from tournament_app.services.messages.catalogue import table
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.unlikely_scores import unlikely_figures
from tournament_app.services.values import Round, RoundStatus, RoundTable

if TYPE_CHECKING:
    from tournament_app.services.values import BurracoResult, Disagreement


class TableState(Enum):
    """Where a table's scoresheet is."""

    MISSING = "missing"
    ENTERED = "entered"
    FLAGGED = "flagged"
    """Entered, but the figures are unlikely (confirmed by the director at entry)."""
    CONFLICT = "conflict"
    """A second operator's entry differs from the result stored (open in the database until
    the table is saved again, removed or confirmed)."""
    BYE = "bye"


# Each state in words, by its value.
TABLE_STATES = table("table_states")


def table_state(
    seat: RoundTable,
    result: BurracoResult | None,
    disagreement: Disagreement | None,
    settings: BurracoSettings | None,
) -> TableState:
    """The state of `seat`'s table: a bye, no result yet, an open disagreement over it, or a
    result whose totals the tournament's rule finds unlikely (a turno entered hand by hand
    was checked hand by hand when saved)."""
    if seat.is_bye:
        return TableState.BYE
    if result is None:
        return TableState.MISSING
    if disagreement is not None:
        return TableState.CONFLICT
    if (
        settings is not None
        and not result.hands
        and unlikely_figures(settings, result.ns_mp, result.ew_mp)
    ):
        return TableState.FLAGGED
    return TableState.ENTERED


def round_states(
    round_: Round,
    results: Iterable[BurracoResult],
    disagreements: Iterable[Disagreement],
    settings: BurracoSettings | None,
) -> dict[int, TableState]:
    """Each table of `round_` by number, in the round's order, with its state as the Results
    list shows it (`results` and `disagreements` may hold other rounds' too). A draft has
    none: nobody plays it, so no table of it is missing."""
    if round_.status is RoundStatus.DRAFT:
        return {}
    entered = {r.table: r for r in results if r.round == round_.number}
    disputed = {d.table: d for d in disagreements if d.round == round_.number}
    return {
        seat.table: table_state(seat, entered.get(seat.table), disputed.get(seat.table), settings)
        for seat in round_.tables
    }


def state_words(state: TableState, language: str) -> str:
    """`state` in `language`'s words ("mancante")."""
    return TABLE_STATES["it" if language == "it" else "en"][state.value]
