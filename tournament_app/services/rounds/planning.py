"""How a round is planned from the tournament as it stands: what generating it seats, and
whether a Danish draft still seats that (`rounds.checks`: a change since it was made that
moved no place leaves it as it is)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.rounds.status import active_entries, history_before, settings_of
from tournament_app.services.seating import entry_clubs, tables_of, to_seats
from tournament_app.services.settings import (
    BurracoSettings,
    PairingSystem,
    Scala40Settings,
    TournamentSettings,
)
from tournament_app.services.tally import entry_numbers, finishing_orders, listed_entries

if TYPE_CHECKING:
    from tournament_app.services.rounds.plans import Plan
    from tournament_app.storage.models import EntryRow, RoundRow, SeatRow, TournamentRow


def seats_as_generated(session: Session, row: RoundRow) -> bool:
    """Whether draft `row` seats exactly what generating it again now would (its system, the
    tournament's seed for it): a penalty that took nothing, a result typed again with the
    same figures, moved nobody. A team event, or a plan that fails now, says no."""
    from tournament_app.services.draft_seats import _byes_at_home
    from tournament_app.services.errors import ServiceError
    from tournament_app.services.teams.play import is_team_event
    from tournament_app.storage.models import RoundRow

    tournament = lookup.tournament(session, row.tournament_id)
    settings = settings_of(tournament)
    if is_team_event(settings):
        return False
    previous = session.scalar(
        select(RoundRow).where(
            RoundRow.tournament_id == row.tournament_id, RoundRow.number == row.number - 1
        )
    )
    active = active_entries(session, row.tournament_id)
    known = {member.value for member in PairingSystem}
    system = PairingSystem(row.system) if row.system in known else None
    try:
        plan = plan_round(session, tournament, settings, row.number, active, previous, system, None)
    except ServiceError:
        return False
    ids = {entry.number: entry.id for entry in active}
    again = _byes_at_home(to_seats(plan.seating, ids), plan.bye_tables, ids)

    def placed(seats: list[SeatRow]) -> list[tuple[int, str, int, int]]:
        return sorted((s.table_number, s.line, s.position, s.entry_id) for s in seats)

    return placed(again) == placed(list(row.seats))


def plan_round(
    session: Session,
    tournament: TournamentRow,
    settings: TournamentSettings,
    number: int,
    active: list[EntryRow],
    previous: RoundRow | None,
    system: PairingSystem | None,
    seed: int | None,
) -> Plan:
    """The seating of round `number` for the `active` entries as generating it gives it:
    the schedule's (or `system`'s) movement over the standings after `previous`, with
    `seed` (None: the tournament's own for that round)."""
    from tournament_app.services.burraco_standings import burraco_ranking
    from tournament_app.services.rounds.plans import burraco_plan, danese_round, scala40_plan
    from tournament_app.services.rounds.qualifiers import stage_ranking
    from tournament_app.services.teams.play import is_team_event, team_plan

    numbers = [row.number for row in active]
    chosen_seed = seed if seed is not None else settings.seed * 1000 + number
    if is_team_event(settings):
        assert isinstance(settings, BurracoSettings)
        return team_plan(session, tournament, settings, number)
    if isinstance(settings, BurracoSettings):
        history = history_before(session, tournament.id, number, settings.individual)
        order = numbers
        if not settings.individual and number > 1:
            ranking = burraco_ranking(session, tournament.id, settings, only=numbers)
            order = [row.entry for row in ranking]
        groups = {row.number: row.group_name for row in active if row.group_name}
        return burraco_plan(
            settings,
            number,
            numbers,
            history,
            standings_order=order,
            groups=groups,
            system=system,
            seed=chosen_seed,
            clubs=entry_clubs(active),
        )
    history = history_before(session, tournament.id, number, False)
    orders = finishing_orders(session, previous, settings) if previous is not None else []
    previous_tables = (
        len(tables_of(previous, entry_numbers(session, tournament.id))) if previous else 0
    )
    return scala40_plan(
        settings,
        number,
        numbers,
        history,
        previous_orders=orders,
        previous_tables=previous_tables,
        seed=chosen_seed,
        stage_ranking=(
            stage_ranking(session, tournament.id, settings, previous.number, orders)
            if previous is not None
            else None
        ),
        standings_order=(
            _standings_order(session, tournament.id, settings, numbers, previous.number)
            # The Danese seats by it; pairs, an odd count, give the bye by it too.
            if previous is not None and (danese_round(settings, number) or settings.pairs)
            else None
        ),
        groups={
            entry: listed.group
            for entry, listed in listed_entries(session, tournament.id).items()
            if listed.group
        },
    )


def _standings_order(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    players: list[int],
    after_round: int,
) -> list[int]:
    """`players` as the scala 40 standings after round `after_round` list them, best first:
    placement points, then the standings' tie-breaks and recorded draw (a Danese round)."""
    from tournament_app.services.standings.scala40_rows import scala40_rows

    entries = listed_entries(session, tournament_id)
    rows = scala40_rows(session, tournament_id, settings, entries, players, after_round)
    return [row.entry for row in rows]
