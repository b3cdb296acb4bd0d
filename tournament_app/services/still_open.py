"""What is still open in a tournament: the business a director should settle (or knowingly
leave) before marking it finished.

A finished tournament's standings are final and count in the season ranking, so marking one
finished while a round is still being played, a double entry still disagrees or a draft waits
to be published would freeze standings nobody has read as final. `still_open` decides it once,
as typed values; each face words them (`messages.still_open_sentence`) and asks its own way:
the window with a question, the command line by refusing without `--yes`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rounds.status import progress_of, settings_of
from tournament_app.services.tally import entry_numbers
from tournament_app.services.values import RoundStatus
from tournament_app.storage.models import ResultCheckRow, RoundRow, TournamentRow


class OpenKind(Enum):
    """What kind of business is open."""

    ROUND_IN_PLAY = "round_in_play"
    """A published round not complete: `tables` have no result yet."""
    DOUBLE_ENTRY_CONFLICT = "double_entry_conflict"
    """A second operator's figures differ from the result stored at `tables`."""
    DRAFT = "draft"
    """A round drafted and never published."""


@dataclass(frozen=True)
class StillOpen:
    """One open item of a tournament, in round order."""

    kind: OpenKind
    round: int
    tables: tuple[int, ...] = ()


def still_open(session: Session, tournament: TournamentRow) -> tuple[StillOpen, ...]:
    """The tournament's open business, by round: tables without a result in a round in
    play, tables whose double entry disagrees, drafts. Empty when nothing is open."""
    settings = settings_of(tournament)
    numbers = entry_numbers(session, tournament.id)
    disputed: dict[int, list[int]] = {}
    for number, table in session.execute(
        select(RoundRow.number, ResultCheckRow.table_number)
        .join(RoundRow, RoundRow.id == ResultCheckRow.round_id)
        .where(RoundRow.tournament_id == tournament.id)
        .order_by(RoundRow.number, ResultCheckRow.table_number)
    ):
        disputed.setdefault(number, []).append(table)
    rounds = session.scalars(
        select(RoundRow).where(RoundRow.tournament_id == tournament.id).order_by(RoundRow.number)
    )
    found: list[StillOpen] = []
    for row in rounds:
        if row.status == RoundStatus.DRAFT.value:
            found.append(StillOpen(OpenKind.DRAFT, row.number))
            continue
        missing = progress_of(row, settings, numbers).missing
        if missing:
            found.append(StillOpen(OpenKind.ROUND_IN_PLAY, row.number, missing))
        if row.number in disputed:
            found.append(
                StillOpen(OpenKind.DOUBLE_ENTRY_CONFLICT, row.number, tuple(disputed[row.number]))
            )
    return tuple(found)


class StillOpenError(ServiceError):
    """Marking finished refused: `still_open` names what is open (worded by
    `messages.describe`, each face saying how to confirm). Nothing was changed."""

    def __init__(self, tournament: int, name: str, found: tuple[StillOpen, ...]) -> None:
        super().__init__(
            ErrorCode.TOURNAMENT_STILL_OPEN,
            {"tournament": tournament, "name": name, "still_open": found},
        )
        self.still_open = found
