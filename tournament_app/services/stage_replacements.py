"""A scala 40 qualifier who withdraws before the next stage is seated, replaced by the next in
the ranking.

Who is next: with a cut by the stage's ranking (`stage_cuts`), the best of that ranking not
already going on; with the cut by table, the best at the withdrawn player's own table not
already going on (the table is where the place was won). Withdrawn players are passed over;
players level for that place are not chosen between: the director draws lots among them
(the recorded draw then orders them) and asks again.

Only while the next stage is not published (a draft may exist: the round check then names the
withdrawn player seated and the replacement without a seat, and the draft is made again). A
player already seated in a published stage is refused with that reason: while no table has
played the stage it goes back to draft first; a final with results has no place to hand on.
A grand final's invitee (`season.final`) who withdraws before its first round is published is
replaced the same way, by the next of the season ranking not entered (`final_replacements`).

The director confirms; the replacement is kept in the tournament's settings
(`Scala40Settings.stage_replacements`), which the cut applies (`rounds.plans.stage_entrants`),
and the log says who replaced whom.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import UnitOfWork
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.final_replacements import (
    enter_replacement,
    final_replacement,
    invitation_rules,
)
from tournament_app.services.rounds.qualifiers import stage_going_on, stage_ranking
from tournament_app.services.rounds.status import progress_of, settings_of
from tournament_app.services.seating import tables_of
from tournament_app.services.settings import Scala40Format, Scala40Settings
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.services.tally import entry_numbers, finishing_orders, listed_entries
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.values import RoundStatus, TournamentId
from tournament_app.storage.models import RoundRow

if TYPE_CHECKING:
    from tournament_app.services.core import Services


REPLACE_ACTION = "entry.replace_qualifier"
REPLACED = Changes(entries=True, rounds=True, standings=True, tournaments=True)


@dataclass(frozen=True)
class Replacement:
    """A qualifier of `stage` withdrawn, and who goes on to the next stage instead."""

    stage: int
    """The stage the place was won in; 0 for a grand final's invitation (`season`)."""
    withdrawn: int
    withdrawn_name: str
    replacement: int
    replacement_name: str
    player_id: int | None = None
    """A grand final's: the registry player entered as `replacement`."""
    season: bool = False
    """The place is a grand final's invitation, gone down the season ranking
    (`final_replacements`)."""


def proposed_replacement(
    services: Services, tournament_id: TournamentId, number: int
) -> Replacement | None:
    """Who would take entry `number`'s place in the next stage; None when it has no place
    to fill (not a scala 40 elimination, not going on, a final under way, nobody left).
    STATE_REFUSED `replacement_tied` when the next in the ranking are level, and
    `replacement_stage_published` when the player is seated in a stage published that no
    table has played (the place is handed on once it is back in draft)."""
    with services.reading() as session:
        rules = invitation_rules(session, tournament_id)
    if rules is not None:
        return final_replacement(services, tournament_id, number, rules)
    with services.reading() as session:
        try:
            return _proposal(session, tournament_id, number, offered=True)
        except _NoPlace:
            return None


def replacement_for(services: Services, tournament_id: TournamentId, number: int) -> Replacement:
    """Who would take entry `number`'s place in the next stage, changing nothing; refused
    (STATE_REFUSED naming why) as `replace_qualifier` would be."""
    with services.reading() as session:
        rules = invitation_rules(session, tournament_id)
    if rules is not None:
        return final_replacement(services, tournament_id, number, rules)
    with services.reading() as session:
        return _checked(session, tournament_id, number)


def replace_qualifier(services: Services, tournament_id: TournamentId, number: int) -> Replacement:
    """Withdraw entry `number` (if it is not already) and put the next in the ranking in its
    place in the next stage, logged as who replaced whom; refused, changing nothing, when
    there is no place to fill or nobody to fill it."""
    with services.reading() as session:
        rules = invitation_rules(session, tournament_id)
    proposed = None if rules is None else final_replacement(services, tournament_id, number, rules)
    with services.writing(REPLACED) as work:
        session = work.session
        tournament = open_tournament(session, tournament_id)
        if proposed is not None:
            if invitation_rules(session, tournament_id) is None:  # the final began meanwhile
                raise ServiceError(
                    ErrorCode.STATE_REFUSED,
                    {"detail": "replacement_not_going_on", "name": proposed.withdrawn_name},
                )
            done = enter_replacement(work, tournament_id, proposed)
            _log(work, tournament_id, done)
            return done
        found = _checked(session, tournament_id, number)
        settings = settings_of(tournament)
        assert isinstance(settings, Scala40Settings)  # _proposal: a scala 40 elimination
        entry = lookup.entry(session, tournament_id, number)
        work.track(tournament, entry)
        entry.withdrawn = True
        replaced = (found.stage, found.withdrawn, found.replacement)
        tournament.settings = settings_to_json(
            replace(settings, stage_replacements=(*settings.stage_replacements, replaced))
        )
        _log(work, tournament_id, found)
        return found


def _log(work: UnitOfWork, tournament_id: int, found: Replacement) -> None:
    """Who replaced whom, and where: a stage, or the grand final's invitation."""
    where = "the grand final" if found.season else f"stage {found.stage + 1}"
    work.log(
        REPLACE_ACTION,
        f"entry {found.withdrawn}",
        tournament_id=tournament_id,
        summary=(
            f"{found.withdrawn} {found.withdrawn_name} replaced by {found.replacement}"
            f" {found.replacement_name} in {where}"
        ),
        params={
            "stage": found.stage + 1,
            "withdrawn": found.withdrawn,
            "withdrawn_name": found.withdrawn_name,
            "replacement": found.replacement,
            "replacement_name": found.replacement_name,
            "season": found.season,
        },
    )


class _NoPlace(Exception):
    """The entry has no place in the next stage to fill; `params` the refusal's."""

    def __init__(self, params: dict[str, object]) -> None:
        super().__init__(params)
        self.params = params


def _checked(session: Session, tournament_id: int, number: int) -> Replacement:
    """`_proposal`, its having no place to fill a refusal."""
    try:
        return _proposal(session, tournament_id, number)
    except _NoPlace as reason:
        raise ServiceError(ErrorCode.STATE_REFUSED, reason.params) from None


def _proposal(
    session: Session, tournament_id: int, number: int, *, offered: bool = False
) -> Replacement:
    """Who takes entry `number`'s place; `offered`: asked after the withdrawal, as the
    window offers the place (a refusal's advice then starts from the withdrawal)."""
    tournament = lookup.tournament(session, tournament_id)
    settings = settings_of(tournament)
    names = {n: listed.names for n, listed in listed_entries(session, tournament_id).items()}
    name = names.get(number) or str(lookup.entry(session, tournament_id, number).number)
    elimination = (
        isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION
    )
    if not elimination:
        raise _NoPlace({"detail": "replacement_not_going_on", "name": name})
    assert isinstance(settings, Scala40Settings)
    rounds = list(
        session.scalars(
            select(RoundRow)
            .where(RoundRow.tournament_id == tournament_id)
            .order_by(RoundRow.number)
        )
    )
    played = [r for r in rounds if r.status != RoundStatus.DRAFT.value]
    numbers = entry_numbers(session, tournament_id)
    if not played:
        raise _NoPlace({"detail": "replacement_not_going_on", "name": name})
    stage = played[-1]
    withdrawn = {e.number for e in tournament.entries if e.withdrawn}
    seated = {p for lines in tables_of(stage, numbers).values() for p in lines["seat"]}
    if number in seated and len(played) > 1:
        _seated_already(
            session, tournament_id, stage, number, name, offered and number in withdrawn
        )
    if stage.system == "final":
        raise _NoPlace({"detail": "replacement_not_going_on", "name": name})
    if progress_of(stage, settings, numbers).missing:
        if number in seated:  # playing the stage whose cut is still open
            raise _NoPlace({"detail": "replacement_stage_open", "stage": stage.number})
        raise _NoPlace({"detail": "replacement_not_going_on", "name": name})
    going_on, _ties = stage_going_on(session, tournament_id, settings, stage)
    if number not in going_on:
        raise _NoPlace({"detail": "replacement_not_going_on", "name": name})
    for level in _candidates(session, tournament_id, settings, stage, number):
        free = [p for p in level if p not in going_on and p not in withdrawn and p != number]
        if len(free) > 1:
            tie = {
                "name": name,
                "tied": tuple(names.get(p, str(p)) for p in sorted(free)),
                "tournament": tournament_id,
                "entry": number,
            }
            # Withdrawn already (the window withdraws, then asks): the advice starts there.
            raise ServiceError(
                ErrorCode.STATE_REFUSED,
                {"detail": "replacement_tied_withdrawn", **tie}
                if number in withdrawn
                else {"detail": "replacement_tied", **tie},
            )
        if free:
            return Replacement(stage.number, number, name, free[0], names.get(free[0], ""))
    raise _NoPlace({"detail": "replacement_none_left", "name": name})


def _seated_already(
    session: Session,
    tournament_id: int,
    stage: RoundRow,
    number: int,
    name: str,
    withdrawn_first: bool,
) -> None:
    """Entry `number` already seated in `stage`, published after a cut: the place it won is
    taken, so it is handed on only with the stage back in draft (allowed while no table has
    played it: the refusal says so), and never once a final has results (nothing follows
    it). Not refused (returns) for a stage under way that is not the final: its own cut is
    the next place to hand on."""
    from tournament_app.services.rounds.publishing import unpublish_refusal_in

    if unpublish_refusal_in(session, TournamentId(tournament_id), stage.number) is None:
        where = {"name": name, "round": stage.number, "tournament": tournament_id}
        # Withdrawn already (the window withdraws, then asks): the advice starts there.
        raise ServiceError(
            ErrorCode.STATE_REFUSED,
            {"detail": "replacement_stage_published_withdrawn", **where, "entry": number}
            if withdrawn_first
            else {"detail": "replacement_stage_published", **where},
        )
    if stage.system == "final":
        raise _NoPlace({"detail": "replacement_final_started", "name": name, "round": stage.number})


def _candidates(
    session: Session, tournament_id: int, settings: Scala40Settings, stage: RoundRow, number: int
) -> list[tuple[int, ...]]:
    """The players the place goes down to, level ones together, best first: the stage's
    ranking, or (the cut by table) the withdrawn player's table."""
    orders = finishing_orders(session, stage, settings)
    ranking = stage_ranking(session, tournament_id, settings, stage.number, orders)
    if ranking is not None:
        return ranking
    for order in orders:
        if any(number in level for level in order):
            return [tuple(level) for level in order]
    return []
