"""Who lots can be drawn among: entries level in the standings, sharing a place a draw would
separate, and players level across a scala 40 cut in the draft round (its round check's
`tied_at_cut` problems). A draw among any others would be recorded and logged, and then decide
nothing the standings show (`StandingsService.draw_lots` refuses it).

Apart from the standings service: the round check this reads imports the service's ranking.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rounds.qualifiers import (
    TIED_AT_CUT,
    seated_against_going_on,
    seated_cut_ties,
)
from tournament_app.services.rounds.status import active_numbers
from tournament_app.services.seating import seated_numbers, to_pairing
from tournament_app.services.settings import Scala40Format, Scala40Settings, TournamentSettings
from tournament_app.services.standings.board import tied_places
from tournament_app.services.tally import entry_numbers
from tournament_app.services.values import RoundStatus, Standing
from tournament_app.storage.models import RoundRow


def level_groups(
    session: Session,
    tournament_id: int,
    settings: TournamentSettings,
    rows: Sequence[Standing],
) -> list[tuple[int, ...]]:
    """The groups of entries level in `rows` (the standings ranked by `settings`) and across
    the cut of a scala 40 elimination's draft round (by `settings`' recorded draw), each
    sorted and listed once: the standings' first, best place first."""
    groups = [tuple(sorted(row.entry for row in group)) for group in tied_places(rows)]
    groups += cut_ties(session, tournament_id, settings)
    return list(dict.fromkeys(groups))


def cut_ties(
    session: Session, tournament_id: int, settings: TournamentSettings
) -> list[tuple[int, ...]]:
    """The players the draft round's check finds tied across the cut of the stage before
    (`tied_at_cut`), with `settings`' recorded draw; none but in a scala 40 elimination with a
    draft after its first stage."""
    if (
        not isinstance(settings, Scala40Settings)
        or settings.format is not Scala40Format.ELIMINATION
    ):
        return []
    draft = session.scalar(
        select(RoundRow)
        .where(RoundRow.tournament_id == tournament_id, RoundRow.status == RoundStatus.DRAFT.value)
        .order_by(RoundRow.number.desc())
        .limit(1)
    )
    if draft is None or draft.number < 2:
        return []
    # As the round check of a draft stage finds them (rounds.checks.round_check).
    seated = seated_numbers(
        to_pairing(draft, entry_numbers(session, tournament_id), individual=False)
    )
    active = active_numbers(session, tournament_id)
    problems = [
        *seated_against_going_on(session, tournament_id, settings, draft.number, seated, active),
        *seated_cut_ties(session, tournament_id, settings, draft.number, seated),
    ]
    return [tuple(sorted(p.entries)) for p in problems if p.code == TIED_AT_CUT]


def among_level(named: Iterable[int], groups: Iterable[Sequence[int]]) -> bool:
    """Whether the entries `named` are the whole of one of the level `groups`. Some of a tie
    are not: the draw's order parts a tie only when it holds every entry of it, so lots drawn
    between two of three level entries would leave all three sharing the place."""
    wanted = set(named)
    return any(wanted == set(group) for group in groups)


def not_tied(named: Iterable[int], groups: Sequence[Sequence[int]]) -> ServiceError:
    """The refusal of a draw among entries `named` that are not level, saying which are
    (`groups`, as the standings show them now) or that nobody is."""
    numbers = ", ".join(map(str, sorted(set(named))))
    if groups:
        listed = "; ".join(", ".join(map(str, group)) for group in groups)
        params = {"detail": "draw_tied_now", "entries": numbers, "tied": listed}
    else:
        params = {"detail": "draw_nobody_tied", "entries": numbers}
    return ServiceError(ErrorCode.ENTRIES_NOT_TIED, params)
