"""Publishing a draft round: which of its check's problems are mere notes, which need the
director's confirmation, which refuse it whatever the answer. Decided once, here.

The window asks with a dialog, the command line wants `--yes`; `rounds.publish` refuses with
`PublishUnconfirmedError` (listing what needs confirming) until one of them says so, so a face
that forgets to ask cannot announce a seating that breaks rules, a Danish pairing made on
standings that have moved since (burraco.md: only an announced pairing stands after a
correction), or a scala 40 stage seating every player level across the cut before lots are
drawn among them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from tournament_app.services.errors import ErrorCode, ServiceError

if TYPE_CHECKING:
    from tournament_app.services.values import PairingProblem, RoundCheck

# Told, never asked: nothing is broken by them (gironi formed to the pairs present).
# Two pairs of one club meeting where the tournament keeps clubs apart: the pairing could not
# avoid it without a rematch, and the setting asks no more. A scala 40 stage already being
# played after a tie across the cut (or a draw made after it was seated): played as seated.
NOTE_CODES = frozenset(
    {"groups_resized", "same_club", "tied_at_cut_started", "drawn_out_at_cut_started"}
)
# A Danish draft paired on standings that have moved since it was made.
STALE_CODES = frozenset({"standings_changed"})
# Players level across a scala 40 cut, all seated because no draw settles who goes on: lots
# are drawn first, or the director confirms that all of them go on (scala40.md: a full tie
# stays tied unless the director breaks it).
TIE_CODES = frozenset({"tied_at_cut"})
# Seating entries no longer playing: publishing is refused whatever the answer.
REFUSE_CODES = frozenset({"seated_withdrawn", "seated_absent"})


class Severity(Enum):
    """What a problem of a draft's check does to publishing it."""

    NOTE = "note"
    """Said, and publishing goes ahead."""
    ASK = "ask"
    """Published only when the director confirms (a rule broken, a stale Danish draft, a
    tie across a scala 40 cut not drawn)."""
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
    def tied(self) -> tuple[PairingProblem, ...]:
        """Players level across a scala 40 cut, all seated while no draw settles it."""
        return tuple(p for p in self.to_confirm if p.code in TIE_CODES)

    @property
    def broken(self) -> tuple[PairingProblem, ...]:
        """The rules the seating breaks (what needs confirming, the stale draft and the ties
        across the cut aside)."""
        return tuple(p for p in self.to_confirm if p.code not in STALE_CODES | TIE_CODES)


def publish_check(number: int, check: RoundCheck) -> PublishCheck:
    """Round `number`'s check read for publishing."""
    return PublishCheck(
        number, tuple(PublishProblem(p, severity_of(p.code)) for p in check.problems)
    )


def told_after_publishing(before: PublishCheck, after: PublishCheck) -> PublishCheck:
    """What publishing a draft leaves to tell the director: the draft's problems (`before`),
    but a tie across a scala 40 cut as the round, now published, reads it (`after`: back to
    draft before lots can be drawn, the draft's way on no longer open), with anything else
    the published round's check finds."""
    kept = [p for p in before.problems if p.problem.code not in TIE_CODES]
    added = [p for p in after.problems if p not in kept]
    return PublishCheck(before.round, (*kept, *added))


class PublishUnconfirmedError(ServiceError):
    """A draft published without the confirmation its problems need (`to_confirm`, the
    round check's problems); nothing was published."""

    def __init__(self, tournament: int, checked: PublishCheck, *, drafted: bool = False) -> None:
        """`drafted`: the draft was generated by the same command (`round generate
        --publish`), so it is kept, though nothing was published."""
        super().__init__(
            ErrorCode.ROUND_NEEDS_CONFIRMATION,
            {
                "tournament": tournament,
                "round": checked.round,
                "problems": checked.to_confirm,
                "stale": checked.stale,
                "drafted": drafted,
            },
        )
        self.check = checked
