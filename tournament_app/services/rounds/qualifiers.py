"""Who goes on from a scala 40 elimination stage, and what a stage's seating breaks against it:
players seated who no longer go on, players going on without a seat, a tie across the cut that
no recorded draw settles (problems of the round check, `rounds.checks`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import TypeGuard

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.context import ServiceContext
from tournament_app.services.forfeits import round_calls
from tournament_app.services.rounds.plans import CutTie, stage_entrants
from tournament_app.services.rounds.status import active_numbers, progress_of, settings_of
from tournament_app.services.seating import seated_numbers, tables_of, to_pairing
from tournament_app.services.settings import Scala40Format, Scala40Settings, TournamentSettings
from tournament_app.services.sheets import replay
from tournament_app.services.standings.scala40_rows import scala40_rows
from tournament_app.services.tally import entry_numbers, finishing_orders, listed_entries
from tournament_app.services.values import PairingProblem, RoundCheck, RoundStatus, TournamentId
from tournament_app.storage.models import RoundRow

TIED_AT_CUT = "tied_at_cut"
"""Players tied across a scala 40 cut all go on (no recorded draw); `table` is their table
in the stage before. In a draft: lots can be drawn and the draft generated again."""

TIED_AT_CUT_UNSTARTED = "tied_at_cut_unstarted"
"""`TIED_AT_CUT` in a published stage nobody has played: lots can be drawn once it is back to
draft."""

TIED_AT_CUT_STARTED = "tied_at_cut_started"
"""`TIED_AT_CUT` in a stage already being played: it is played as seated."""


DRAWN_OUT_AT_CUT = "drawn_out_at_cut"
"""Seated in a scala 40 stage, but put out by lots drawn after it was seated among players
tied across the cut of the stage before (no hand changed); `table` is their table there. In a
draft: generated again, it seats who the draw put through."""

DRAWN_OUT_AT_CUT_UNSTARTED = "drawn_out_at_cut_unstarted"
"""`DRAWN_OUT_AT_CUT` in a published stage nobody has played: back to draft, then generated
again."""

DRAWN_OUT_AT_CUT_STARTED = "drawn_out_at_cut_started"
"""`DRAWN_OUT_AT_CUT` in a stage already being played: it is played as seated."""


NO_LONGER_QUALIFIES = "no_longer_qualifies"
"""Seated in a scala 40 stage but no longer going on from their table of the stage before
(a hand there was corrected after this stage was seated); `table` is that table."""


NOW_QUALIFIES = "now_qualifies"
"""Present players going on from a table of the stage before (`table`) who have no seat in
this stage: a correction there changed who goes on."""


class FollowingRound(Enum):
    """How far the round seated after a corrected scala 40 stage has gone, which decides what
    the director can still do about who goes on (the value names the catalogue's
    `qualifiers_changed` sentence)."""

    DRAFT = "draft"
    """A draft: generated again, it seats who goes on now."""
    UNSTARTED = "unstarted"
    """Published, but no table has played it: back to draft, then generated again."""
    STARTED = "started"
    """A table has played it: it is played as seated."""


# A tie across the cut, and a player a later draw put out, worded as far as the stage has gone.
_TIED = {
    FollowingRound.DRAFT: TIED_AT_CUT,
    FollowingRound.UNSTARTED: TIED_AT_CUT_UNSTARTED,
    FollowingRound.STARTED: TIED_AT_CUT_STARTED,
}
_DRAWN_OUT = {
    FollowingRound.DRAFT: DRAWN_OUT_AT_CUT,
    FollowingRound.UNSTARTED: DRAWN_OUT_AT_CUT_UNSTARTED,
    FollowingRound.STARTED: DRAWN_OUT_AT_CUT_STARTED,
}


@dataclass(frozen=True)
class QualifiersNotice:
    """A change to a scala 40 stage changed who goes on to round `round`, already seated:
    the problems of that round's seating against who goes on now, and how far it has gone."""

    tournament: TournamentId
    round: int
    state: FollowingRound
    problems: tuple[PairingProblem, ...]


def qualifiers_changed(
    context: ServiceContext, tournament_id: TournamentId, number: int
) -> RoundCheck:
    """`RoundService.qualifiers_changed`: the stage after round `number` against who goes on now."""
    with context.reading() as session:
        changed = _changed_after(session, tournament_id, number)
        return RoundCheck(changed[0] if changed else ())


def qualifiers_notice(
    context: ServiceContext, tournament_id: TournamentId, number: int
) -> QualifiersNotice | None:
    """`RoundService.qualifiers_notice`: `qualifiers_changed` with how far the stage after
    round `number` has gone; None when who goes on to it has not changed."""
    with context.reading() as session:
        changed = _changed_after(session, tournament_id, number)
        if changed is None or not changed[0]:
            return None
        problems, following = changed
        return QualifiersNotice(tournament_id, following.number, how_far(following), problems)


def how_far(row: RoundRow) -> FollowingRound:
    """How far round `row` has gone: a draft, published and unplayed, or started."""
    # Imported here: publishing imports the round check, which imports this module.
    from tournament_app.services.rounds.publishing import _started_tables

    if row.status == RoundStatus.DRAFT.value:
        return FollowingRound.DRAFT
    return FollowingRound.STARTED if _started_tables(row) else FollowingRound.UNSTARTED


def _changed_after(
    session: Session, tournament_id: TournamentId, number: int
) -> tuple[tuple[PairingProblem, ...], RoundRow] | None:
    """The stage after round `number` of an elimination against who goes on now, and that
    stage; None when there is none (not an elimination, or not seated yet)."""
    settings = settings_of(lookup.tournament(session, tournament_id))
    if not _elimination(settings):
        return None
    following = session.scalar(
        select(RoundRow).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == number + 1
        )
    )
    if following is None:
        return None
    numbers = entry_numbers(session, tournament_id)
    seated = seated_numbers(to_pairing(following, numbers, individual=False))
    active = active_numbers(session, tournament_id)
    changed = seated_against_going_on(session, tournament_id, settings, number + 1, seated, active)
    # A draw is no change to the stage's results: the round check tells of it.
    return tuple(p for p in changed if p.code not in _DRAWN_OUT.values()), following


def going_on(context: ServiceContext, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
    """`RoundService.going_on`: who goes on from stage `number`'s finished tables."""
    with context.reading() as session:
        settings = settings_of(lookup.tournament(session, tournament_id))
        if not _elimination(settings):
            return ()
        stage = lookup.round_(session, tournament_id, number)
        going_on, _ties = stage_going_on(session, tournament_id, settings, stage)
        return tuple(going_on)


def ties_at_cut(
    context: ServiceContext, tournament_id: TournamentId, number: int
) -> tuple[int, ...]:
    """`RoundService.ties_at_cut`: the players of stage `number` level across its cut."""
    with context.reading() as session:
        settings = settings_of(lookup.tournament(session, tournament_id))
        if not _elimination(settings):
            return ()
        stage = lookup.round_(session, tournament_id, number)
        _going_on, ties = stage_going_on(session, tournament_id, settings, stage)
        return tuple(sorted({player for tie in ties for player in tie.players}))


def _elimination(settings: TournamentSettings) -> TypeGuard[Scala40Settings]:
    """Whether `settings` make a scala 40 elimination (stages with a cut)."""
    return isinstance(settings, Scala40Settings) and (settings.format is Scala40Format.ELIMINATION)


def stage_ranking(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    stage: int,
    orders: Sequence[Sequence[Sequence[int]]],
) -> list[tuple[int, ...]] | None:
    """The ranking a cut by the stage's ranking (`stage_cuts`) takes its best from: the
    players of stage `stage`'s finished tables (`orders`), level ones together, best first,
    as the standings after that stage rank them (place at their table, then lower
    penalty in that stage with the director's points, a recorded draw); None for a cut by
    table."""
    if not settings.stage_cuts or settings.format is not Scala40Format.ELIMINATION:
        return None
    players = [player for order in orders for level in order for player in level]
    rows = scala40_rows(
        session, tournament_id, settings, listed_entries(session, tournament_id), players, stage
    )
    ranking: dict[int, list[int]] = {}
    for row in rows:
        ranking.setdefault(row.rank, []).append(row.entry)
    return [tuple(level) for _rank, level in sorted(ranking.items())]


def stage_going_on(
    session: Session, tournament_id: int, settings: Scala40Settings, stage: RoundRow
) -> tuple[list[int], list[CutTie]]:
    """Who goes on from `stage`'s finished tables, and the ties across its cut that no
    recorded draw settles (`rounds.plans.stage_entrants` by table or by the ranking)."""
    orders = finishing_orders(session, stage, settings)
    ranking = stage_ranking(session, tournament_id, settings, stage.number, orders)
    return stage_entrants(settings, orders, ranking, stage=stage.number)


def seated_cut_ties(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    number: int,
    seated: Sequence[int],
) -> list[PairingProblem]:
    """Players tied across the cut of the stage before, more of them seated in stage `number`
    than the cut lets through (no recorded draw settled it): their table of that stage in
    `table`. The code says what can still be done as far as stage `number` has gone: lots
    drawn in a draft (`TIED_AT_CUT`), back to draft first (`TIED_AT_CUT_UNSTARTED`), nothing
    once a table has played it (`TIED_AT_CUT_STARTED`)."""
    previous = session.scalar(
        select(RoundRow).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == number - 1
        )
    )
    if previous is None:
        return []
    orders = finishing_orders(session, previous, settings)
    tables = sorted(tables_of(previous, entry_numbers(session, tournament_id)))
    _going_on, ties = stage_going_on(session, tournament_id, settings, previous)
    here = set(seated)
    crowded = [tie for tie in ties if len(here.intersection(tie.players)) > tie.places]
    if not crowded:
        return []
    code = _TIED[how_far(lookup.round_(session, tournament_id, number))]
    return [
        PairingProblem(
            code,
            tie.players,
            tables[tie.table] if tie.table is not None and len(tables) == len(orders) else None,
        )
        for tie in crowded
    ]


def seated_against_going_on(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    number: int,
    seated: Sequence[int],
    active: set[int],
) -> list[PairingProblem]:
    """Stage `number` against who goes on now from each finished table of the stage before:
    players seated who no longer go on, present players going on with no seat (by table of
    that stage). A table whose game is no longer over says nothing: who goes on is open."""
    previous = session.scalar(
        select(RoundRow).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == number - 1
        )
    )
    if previous is None:
        return []
    sheets = {sheet.table_number: sheet for sheet in previous.scala40_sheets}
    here = set(seated)
    stage = lookup.round_(session, tournament_id, number)
    if settings.stage_cuts:
        return _ranking_qualifiers_changed(
            session, tournament_id, settings, previous, stage, here, active
        )
    problems: list[PairingProblem] = []
    forfeits, given = round_calls(previous, session)
    for table, lines in sorted(tables_of(previous, entry_numbers(session, tournament_id)).items()):
        sheet = sheets.get(table)
        if sheet is None and not set(forfeits).intersection(lines["seat"]):
            continue
        hands = sheet.hands if sheet is not None else []
        game = replay(lines["seat"], hands, settings, forfeits=forfeits, penalties=given)
        if not game.is_over:
            continue
        # Table by table, as the stage was made: a tie is settled where it is.
        going_on = set(stage_entrants(settings, [game.placings()], stage=number - 1)[0])
        out = sorted(here.intersection(lines["seat"]) - going_on)
        missing = sorted(going_on.intersection(active) - here)
        if out:
            undrawn = replace(settings, draw_order=())
            _all, ties = stage_entrants(undrawn, [game.placings()], stage=number - 1)
            problems += _put_out(out, ties, table, stage)
        if missing:
            problems.append(PairingProblem(NOW_QUALIFIES, tuple(missing), table))
    return problems


def _ranking_qualifiers_changed(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    previous: RoundRow,
    stage: RoundRow,
    seated: set[int],
    active: set[int],
) -> list[PairingProblem]:
    """`seated_against_going_on` for a cut by the stage's ranking: the whole stage against the
    whole ranking (no table: `table` None), and only once every table of it is over (until
    then who goes on is open). A tie straddling the cut that the seating splits (some of
    the level players seated, some not) is said as well, naming them all: the seated ones
    may well be those a draw would pick, so the director learns a draw is due, or, once
    `stage` is published or played, that it can only be drawn back in draft or not at all."""
    numbers = entry_numbers(session, tournament_id)
    if progress_of(previous, settings, numbers).missing:
        return []
    going_on, ties = stage_going_on(session, tournament_id, settings, previous)
    out = sorted(seated - set(going_on))
    missing = sorted(set(going_on).intersection(active) - seated)
    problems: list[PairingProblem] = []
    if out:
        undrawn = replace(settings, draw_order=())
        _all, level = stage_going_on(session, tournament_id, undrawn, previous)
        problems += _put_out(out, level, None, stage)
    if missing:
        problems.append(PairingProblem(NOW_QUALIFIES, tuple(missing), None))
    # All of a tie seated is the tie going on whole (`seated_cut_ties` tells of it).
    tied = _TIED[how_far(stage)]
    problems += [
        PairingProblem(tied, tie.players, None)
        for tie in ties
        if set(tie.players).intersection(active) - seated
    ]
    return problems


def _put_out(
    out: Sequence[int], undrawn: Sequence[CutTie], table: int | None, stage: RoundRow
) -> list[PairingProblem]:
    """Players seated in `stage` who no longer go on from the stage before, with the reason:
    a recorded draw among players level across its cut (those of a tie the stage before
    has without the draw, `undrawn`), or else a change to its hands; `table` their table
    there (None: the stage's ranking)."""
    level = {player for tie in undrawn for player in tie.players}
    drawn = tuple(player for player in out if player in level)
    corrected = tuple(player for player in out if player not in level)
    problems = []
    if corrected:
        problems.append(PairingProblem(NO_LONGER_QUALIFIES, corrected, table))
    if drawn:
        problems.append(PairingProblem(_DRAWN_OUT[how_far(stage)], drawn, table))
    return problems
