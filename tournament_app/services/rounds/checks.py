"""The round check: what a round's seating breaks (someone unseated or seated twice, a forbidden
rematch, `scoring`'s checker codes) and the round check's own problems: a seated entry since
withdrawn or absent, gironi not the sizes set, a Danish draft older than the standings (and, in
a scala 40 elimination, the stage's qualifiers: `rounds.qualifiers`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from scoring.pairing import BurracoRound, RematchRule, ViolationCode, check_round
from tournament_app.services import lookup
from tournament_app.services.audit import UNDO_ACTION
from tournament_app.services.errors import ErrorCode
from tournament_app.services.publish_check import Severity, severity_of
from tournament_app.services.rounds.plans import FINAL, rematch_rule
from tournament_app.services.rounds.qualifiers import seated_against_going_on, seated_cut_ties
from tournament_app.services.rounds.status import active_numbers, history_before, settings_of
from tournament_app.services.rules import scoring_errors
from tournament_app.services.scala40_tables import SMALLEST_TABLE, smallest_table
from tournament_app.services.seating import entry_clubs, seated_numbers, to_pairing
from tournament_app.services.settings import (
    BurracoSettings,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
)
from tournament_app.services.tally import entry_numbers
from tournament_app.services.teams.play import is_team_event
from tournament_app.services.values import PairingProblem, RoundCheck, RoundStatus, TournamentId
from tournament_app.storage.models import AuditRow, EntryRow, RoundRow

if TYPE_CHECKING:
    from tournament_app.services.seating import PairingRound

# The round check's own problems (the rest are `scoring` checker codes).
SEATED_WITHDRAWN = "seated_withdrawn"
"""A draft seats entries that withdrew after it was made."""
SEATED_ABSENT = "seated_absent"
"""A draft seats entries marked absent after it was made."""
GROUPS_RESIZED = "groups_resized"
"""The gironi formed are not the sizes set (pairs present changed); `entries` holds the
sizes made, girone A first."""


SAME_CLUB = "same_club"
"""Two pairs of one club meet although the tournament keeps clubs apart: the pairing could
not avoid it without a rematch (a note, `entries` the two pairs)."""


STANDINGS_CHANGED = "standings_changed"
"""A Danish draft made before a result or penalty changed: it pairs on the standings as they
were (burraco.md: only an *announced* pairing stands after a correction)."""


# The changes that move the standings a Danish round is paired on (and the undo of one).
STANDINGS_ACTIONS = (
    "result.enter",
    "result.correct",
    "result.delete",
    "result.confirm",
    "penalty.add",
    "penalty.remove",
    "standings.draw",
)


DANISH = (PairingSystem.DANESE.value, PairingSystem.DANESE_GIRONI.value)


MOVEMENTS = (PairingSystem.MITCHELL.value, PairingSystem.ROUND_ROBIN.value)
"""Systems whose tables keep their numbers through the phase (`rounds.plans._adapt`)."""


def round_check(session: Session, tournament_id: TournamentId, number: int) -> RoundCheck:
    """What round `number`'s seating breaks (`RoundService.check`)."""
    tournament = lookup.tournament(session, tournament_id)
    settings = settings_of(tournament)
    row = lookup.round_(session, tournament_id, number)
    numbers = entry_numbers(session, tournament_id)
    individual = isinstance(settings, BurracoSettings) and settings.individual
    played = to_pairing(row, numbers, individual=individual)
    history = history_before(session, tournament_id, number, individual)
    seated = seated_numbers(played)
    expected = set(seated)
    stage = isinstance(settings, Scala40Settings) and (
        settings.format is Scala40Format.ELIMINATION and number > 1
    )
    active = active_numbers(session, tournament_id)
    # A team event seats the pairs its teams field: a pair in reserve is not missed.
    if not stage and not is_team_event(settings):
        expected |= active
    if isinstance(settings, BurracoSettings):
        forbid = rematch_rule(settings, row.system, number == settings.rounds)
    else:
        forbid = RematchRule.NONE
    with scoring_errors(ErrorCode.INVALID_INPUT):
        violations = check_round(
            played,
            entries=sorted(expected),
            history=history,
            forbid=forbid,
            min_table_size=(
                smallest_table(settings, final=row.system == FINAL)
                if isinstance(settings, Scala40Settings)
                else SMALLEST_TABLE
            ),
        )
    if row.system in MOVEMENTS:
        # A Mitchell table keeps its number all evening: after a withdrawal a table
        # stands empty or holds its NS pair's bye, so its number is not missed.
        violations = [v for v in violations if v.code is not ViolationCode.TABLE_NUMBER_GAP]
    problems: list[PairingProblem] = []
    if isinstance(settings, Scala40Settings) and stage:
        problems += seated_against_going_on(
            session, tournament_id, settings, number, seated, active
        )
        # A tie seated whole is told in a published stage too: announced with every level
        # player going on, it is still what the director must settle (back to draft, a draw).
        told = {(p.code, frozenset(p.entries)) for p in problems}
        problems += [
            tie
            for tie in seated_cut_ties(session, tournament_id, settings, number, seated)
            if (tie.code, frozenset(tie.entries)) not in told
        ]
    if row.status == RoundStatus.DRAFT.value:
        problems += _not_here(session, tournament_id, seated, active)
        if isinstance(settings, BurracoSettings):
            problems += _groups_resized(session, tournament_id, settings, row, seated)
            problems += _standings_changed(session, tournament_id, row)
    problems += [PairingProblem(v.code.value, v.entries, v.table) for v in violations]
    if isinstance(settings, BurracoSettings) and settings.keep_clubs_apart:
        problems += _same_club(session, tournament_id, played)
    return RoundCheck(tuple(problems))


def _same_club(session: Session, tournament_id: int, played: PairingRound) -> list[PairingProblem]:
    """Each table where two pairs of one club meet (`entry_clubs`: a pair of two clubs is of
    neither)."""
    if not isinstance(played, BurracoRound):
        return []
    rows = session.scalars(select(EntryRow).where(EntryRow.tournament_id == tournament_id))
    clubs = entry_clubs(list(rows))
    problems = []
    for table in played.tables:
        seated = [entry for entry in table.entries if entry in clubs]
        for index, entry in enumerate(seated):
            problems += [
                PairingProblem(SAME_CLUB, tuple(sorted((entry, other))), table.number)
                for other in seated[index + 1 :]
                if clubs[other] == clubs[entry]
            ]
    return problems


def _not_here(
    session: Session, tournament_id: int, seated: Sequence[int], active: set[int]
) -> list[PairingProblem]:
    """Seated entries that withdrew or were marked absent after the draft was made."""
    gone = set(seated) - active
    if not gone:
        return []
    rows = session.scalars(
        select(EntryRow).where(EntryRow.tournament_id == tournament_id, EntryRow.number.in_(gone))
    )
    withdrawn = tuple(sorted(r.number for r in rows if r.withdrawn))
    absent = tuple(sorted(gone - set(withdrawn)))
    problems = []
    if withdrawn:
        problems.append(PairingProblem(SEATED_WITHDRAWN, withdrawn))
    if absent:
        problems.append(PairingProblem(SEATED_ABSENT, absent))
    return problems


def _groups_resized(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    row: RoundRow,
    seated: Sequence[int],
) -> list[PairingProblem]:
    """The gironi this round forms, when their sizes are not the settings' (pairs present
    changed): the sizes made, girone A first, in `entries`."""
    if row.system != PairingSystem.DANESE_GIRONI.value or not settings.group_sizes:
        return []
    before = session.scalar(
        select(RoundRow.system).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == row.number - 1
        )
    )
    if before == PairingSystem.DANESE_GIRONI.value:
        return []  # formed by an earlier round: they stay as announced
    letters = session.scalars(
        select(EntryRow.group_name).where(
            EntryRow.tournament_id == tournament_id, EntryRow.number.in_(set(seated))
        )
    )
    made = Counter(letter for letter in letters if letter)
    sizes = tuple(made[letter] for letter in sorted(made))
    if sizes == tuple(settings.group_sizes):
        return []
    return [PairingProblem(GROUPS_RESIZED, sizes)]


def _standings_changed(session: Session, tournament_id: int, row: RoundRow) -> list[PairingProblem]:
    """A Danish draft made before a result or penalty changed (or such a change was undone),
    which generated again now would seat otherwise: its pairing rests on standings that have
    moved since. Told, not refused: a draft is not announced, so generating it again is the
    cure. A change that moved nobody (a first warning, the same figures typed again) leaves
    the draft as generating gives it, and says nothing."""
    if row.system not in DANISH or row.number < 2:
        return []
    # An undo's row names the action it took back in its summary: "result.correct #12".
    undone = [AuditRow.summary.like(f"{action} #%") for action in STANDINGS_ACTIONS]
    later = session.scalar(
        select(AuditRow.id)
        .where(
            AuditRow.tournament_id == tournament_id,
            AuditRow.at > row.created_at,
            or_(
                AuditRow.action.in_(STANDINGS_ACTIONS),
                and_(AuditRow.action == UNDO_ACTION, or_(*undone)),
            ),
        )
        .limit(1)
    )
    if later is None:
        return []
    from tournament_app.services.rounds.planning import seats_as_generated

    return [] if seats_as_generated(session, row) else [PairingProblem(STANDINGS_CHANGED, ())]


def broken_by_edit(before: RoundCheck, after: RoundCheck) -> tuple[PairingProblem, ...]:
    """What a hand's edit of a draft broke (`RoundService.swap`): the problems of its check
    after the edit (`after`) that it did not have before, those publishing asks about or
    refuses (a note breaks nothing). A problem is the same one wherever its table moved: its
    code and entries, or for one of no entry (a table's number) its table."""

    def key(problem: PairingProblem) -> tuple[object, ...]:
        return (problem.code, problem.entries or problem.table)

    known = {key(problem) for problem in before.problems}
    return tuple(
        problem
        for problem in after.problems
        if key(problem) not in known and severity_of(problem.code) is not Severity.NOTE
    )
