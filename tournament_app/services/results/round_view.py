"""What the Results page shows of a burraco round, read in one go: its seating, its results and
its open disagreements. Three calls read the tournament and the round three times over (ten
statements); one reading sends five, a round trip each on a club's server, at every redraw of
the page and at every start, whose first page it is."""

from __future__ import annotations

from sqlalchemy.orm import Session

from scoring.turno import TurnoScore, bye
from tournament_app.services import convert, double_entry, lookup, rules
from tournament_app.services.context import ServiceContext
from tournament_app.services.results import values as result_values
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.seating import round_tables
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.values import RoundResults, TournamentId


def round_with_results(
    context: ServiceContext, tournament_id: TournamentId, round_number: int
) -> RoundResults:
    """`ResultService.round_with_results`: NOT_FOUND and WRONG_GAME as `list`."""
    with context.reading() as session:
        bye_score = burraco_bye_score(session, tournament_id)
        row = lookup.round_fields(session, tournament_id, round_number)
        seated = round_tables(session, row)
        stored = result_values.stored_results(session, row.id)
        results = result_values.round_results(row, seated, stored, bye_score)
        checks = double_entry.open_disagreements(session, tournament_id, round_number)
        return RoundResults(convert.seated_round(row, seated), tuple(results), checks)


def burraco_bye_score(session: Session, tournament_id: int) -> TurnoScore:
    """What a bye scores in the burraco tournament (its settings' turno); NOT_FOUND, and
    WRONG_GAME for a scala 40 tournament."""
    tournament = lookup.tournament_fields(session, tournament_id, game=Game.BURRACO)
    settings = settings_of(tournament)
    assert isinstance(settings, BurracoSettings)
    return bye(rules.turno_settings(settings))
