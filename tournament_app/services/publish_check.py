"""Publishing a draft round: which of its check's problems are mere notes, which need the
director's confirmation, which refuse it whatever the answer. Decided once, here.

The window asks with a dialog, the command line wants `--yes`; `rounds.publish` refuses with
`PublishUnconfirmedError` (listing what needs confirming) until one of them says so, so a face
that forgets to ask cannot announce a seating that breaks rules, or a Danish pairing made on
standings that have moved since (burraco.md: only an announced pairing stands after a
correction).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from tournament_app.services.errors import ErrorCode, ServiceError

if TYPE_CHECKING:
    from tournament_app.services.values import PairingProblem, RoundCheck

# Told, never asked: nothing is broken by them (gironi formed to the pairs present; players
# level across a scala 40 cut all go on until lots are drawn).
# Two pairs of one club meeting where the tournament keeps clubs apart: the pairing could not
# avoid it without a rematch, and the setting asks no more.
NOTE_CODES = frozenset({"groups_resized", "tied_at_cut", "same_club"})
# A Danish draft paired on standings that have moved since it was made.
STALE_CODES = frozenset({"standings_changed"})
# Seating entries no longer playing: publishing is refused whatever the answer.
REFUSE_CODES = frozenset({"seated_withdrawn", "seated_absent"})


class Severity(Enum):
    """What a problem of a draft's check does to publishing it."""

    NOTE = "note"
    """Said, and publishing goes ahead."""
    ASK = "ask"
    """Published only when the director confirms (a rule broken, a stale Danish draft)."""
    REFUSE = "refuse"
    """Never published as it is (an entry seated that no longer plays)."""


def severity_of(code: str) -> Severity:
    """How a round check's problem code bears on publishing: anything not known to be a note
    or a refusal is a broken rule, asked about."""
    if code in REFUSE_CODES:
        return Severity.REFUSE
    if code in NOTE_CODES:
        return Severity.NOTE
    return Severity.ASK


@dataclass(frozen=True)
class PublishProblem:
    """One problem of a draft's check, with what it does to publishing."""

    problem: PairingProblem
    severity: Severity


@dataclass(frozen=True)
class PublishCheck:
    """A draft's check as publishing reads it, in the check's order."""

    round: int
    problems: tuple[PublishProblem, ...]

    def of(self, severity: Severity) -> tuple[PairingProblem, ...]:
        """The problems of one severity."""
        return tuple(p.problem for p in self.problems if p.severity is severity)

    @property
    def notes(self) -> tuple[PairingProblem, ...]:
        return self.of(Severity.NOTE)

    @property
    def to_confirm(self) -> tuple[PairingProblem, ...]:
        """What the director must confirm before the draft is published."""
        return self.of(Severity.ASK)

    @property
    def refused(self) -> tuple[PairingProblem, ...]:
        return self.of(Severity.REFUSE)

    @property
    def stale(self) -> bool:
        """A Danish draft made before the standings it pairs on changed."""
        return any(p.problem.code in STALE_CODES for p in self.problems)

    @property
    def broken(self) -> tuple[PairingProblem, ...]:
        """The rules the seating breaks (what needs confirming, the stale draft aside)."""
        return tuple(p for p in self.to_confirm if p.code not in STALE_CODES)


def publish_check(number: int, check: RoundCheck) -> PublishCheck:
    """Round `number`'s check read for publishing."""
    return PublishCheck(
        number, tuple(PublishProblem(p, severity_of(p.code)) for p in check.problems)
    )


class PublishUnconfirmedError(ServiceError):
    """A draft published without the confirmation its problems need (`to_confirm`, the
    round check's problems); nothing was published."""

    def __init__(self, tournament: int, checked: PublishCheck) -> None:
        super().__init__(
            ErrorCode.ROUND_NEEDS_CONFIRMATION,
            {
                "tournament": tournament,
                "round": checked.round,
                "problems": checked.to_confirm,
                "stale": checked.stale,
            },
        )
        self.check = checked
