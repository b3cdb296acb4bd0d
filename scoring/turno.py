"""The result of one turno (round) between two pairs: played, bye, forfeit, abandoned, arbitral.

A :class:`TurnoScore` is what a pairing's row in the standings needs: both lines' MP and
VP and how the result came about. :class:`TurnoSettings` holds the per-tournament figures
(hands per turno, VP table, bye and forfeit scores, late-arrival and warning penalties), with
the club defaults of the domain doc from :meth:`TurnoSettings.for_hands`.

"Equivalent MP" (for a bye, a forfeit, a warning penalty) is the lower edge of the band that
gives those VP in the tournament's table: 14 VP in the FIBUR 3-hand table start at an MP
difference of 355, which is the bye's +355 MP.

>>> settings = TurnoSettings.for_hands(3)
>>> played(640, 245, settings)
TurnoScore(mp_a=640, mp_b=245, vp_a=14, vp_b=6, kind=<ResultKind.PLAYED: 'played'>)
>>> bye(settings)
TurnoScore(mp_a=355, mp_b=0, vp_a=14, vp_b=0, kind=<ResultKind.BYE: 'bye'>)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Literal

from scoring.errors import ScoringError
from scoring.victory_points import (
    FIBUR_3_HANDS,
    FIBUR_4_HANDS,
    MP_STEP,
    VP_PER_TURNO,
    VictoryPointTable,
)

Line = Literal["a", "b", "both"]

#: The most a line can score in one hand, generously: the double pack is 108 cards, at most
#: 15 burraco of 7, each at most 400 (a Brazilian pulito), plus the 1,080 of the cards and
#: the closing: 7,180; rounded up, so a house variant never meets it.
MAX_HAND_MP = 10_000
#: The most a line's turno total can be, either sign: 4 hands (the most a turno has) at
#: MAX_HAND_MP. A figure beyond it is a typing slip (an extra zero), refused at entry; it
#: also keeps every stored MP far inside a 32-bit database column (what a tournament file
#: is checked against, services.archive_rules.LARGEST), so what is accepted always exports.
MAX_TURNO_MP = 4 * MAX_HAND_MP


class ResultKind(Enum):
    """How a turno's score came about; the one kind every layer names (the services store
    ``value``, the words of a result in the database and in tournament files).

    The services store every kind (a walk-out scored with :func:`abandoned` too).
    """

    PLAYED = "played"
    """Both pairs played; VP from the MP difference."""
    BYE = "bye"
    """Riposo: line A had no opponent (odd number of pairs)."""
    FORFEIT = "forfeit"
    """A pair arrived more than the allowed minutes late; the turno was not played."""
    ABANDONED = "abandoned"
    """A pair (or both) left during the turno."""
    ARBITRAL = "arbitral"
    """The director set the MP and VP (a hand could not be rebuilt)."""


class LateArrival(Enum):
    """What a late arrival costs, by how many minutes late."""

    ON_TIME = "on_time"
    WARNING = "warning"
    """Up to the warning limit (5 minutes): a warning."""
    MP_PENALTY = "mp_penalty"
    """Beyond the warning limit, up to the forfeit limit (10 minutes): an MP penalty."""
    FORFEIT = "forfeit"
    """Beyond the forfeit limit: the turno is lost by forfeit."""


class TurnoErrorCode(Enum):
    """Why a turno result was refused."""

    UNSUPPORTED_HANDS = "unsupported_hands"
    """Turni have 2, 3 or 4 hands."""
    NO_TABLE_FOR_HANDS = "no_table_for_hands"
    """No built-in VP table for that many hands (2 hands): pass a custom one."""
    WRONG_HAND_COUNT = "wrong_hand_count"
    """The per-hand figures do not match the turno's number of hands."""
    MP_NOT_MULTIPLE_OF_5 = "mp_not_multiple_of_5"
    """An MP figure is not a multiple of 5."""
    MP_OUT_OF_RANGE = "mp_out_of_range"
    """An MP figure is beyond :data:`MAX_TURNO_MP` (either sign): no turno can score it."""
    VP_OUT_OF_RANGE = "vp_out_of_range"
    """A VP figure is below 0 or above 20."""
    BAD_LINE = "bad_line"
    """The line named is not ``"a"``, ``"b"`` or ``"both"``."""
    NEGATIVE_SETTING = "negative_setting"
    """A setting that must be zero or more (a penalty, a VP award) is negative."""
    MALFORMED = "malformed"
    """The dictionary form of the settings lacks a key or holds a wrong value."""


class InvalidTurno(ScoringError):
    """A turno result or setting breaks a rule; ``code`` is a :class:`TurnoErrorCode`."""


@dataclass(frozen=True)
class TurnoScore:
    """Both lines' MP and VP for one turno, and how they came about.

    For a bye, line A is the pair with the bye and line B is nobody (0 MP, 0 VP).
    """

    mp_a: int
    mp_b: int
    vp_a: int
    vp_b: int
    kind: ResultKind = ResultKind.PLAYED

    def swapped(self) -> TurnoScore:
        """The same result seen from line B (for a score written on the wrong line)."""
        return replace(self, mp_a=self.mp_b, mp_b=self.mp_a, vp_a=self.vp_b, vp_b=self.vp_a)


@dataclass(frozen=True)
class TurnoSettings:
    """The per-tournament figures a turno result needs (see :meth:`for_hands` for defaults)."""

    hands: int
    vp_table: VictoryPointTable
    bye_vp: int
    bye_mp: int
    forfeit_present_vp: int
    """VP for the pair that was present when the other forfeited (the club's 70% / 60% of
    20, or the tournament's own: :meth:`with_forfeit`)."""
    forfeit_present_mp: int
    forfeit_late_vp: int
    """VP for the pair that forfeited by arriving late, or that left (the club's 6 / 8, or the
    tournament's own)."""
    late_warning_minutes: int = 5
    """Up to this many minutes late: a warning."""
    late_forfeit_minutes: int = 10
    """More than this many minutes late: forfeit; in between: :attr:`late_mp_penalty`."""
    late_mp_penalty: int = 100
    warnings_per_penalty: int = 2
    """Every this many warnings cost :attr:`warning_penalty_vp` and :attr:`warning_penalty_mp`."""
    warning_penalty_vp: int = 1
    warning_penalty_mp: int = 0

    def __post_init__(self) -> None:
        if self.hands not in (2, 3, 4):
            raise InvalidTurno(TurnoErrorCode.UNSUPPORTED_HANDS, hands=self.hands)
        for name in (
            "bye_vp",
            "forfeit_present_vp",
            "forfeit_late_vp",
            "late_mp_penalty",
            "warning_penalty_vp",
            "warning_penalty_mp",
            "late_warning_minutes",
            "late_forfeit_minutes",
        ):
            if getattr(self, name) < 0:
                raise InvalidTurno(
                    TurnoErrorCode.NEGATIVE_SETTING, setting=name, value=getattr(self, name)
                )
        if self.warnings_per_penalty < 1:
            raise InvalidTurno(
                TurnoErrorCode.NEGATIVE_SETTING,
                setting="warnings_per_penalty",
                value=self.warnings_per_penalty,
            )
        for name in ("bye_vp", "forfeit_present_vp", "forfeit_late_vp"):
            _check_vp(getattr(self, name))

    @classmethod
    def for_hands(cls, hands: int, vp_table: VictoryPointTable | None = None) -> TurnoSettings:
        """The club defaults for turni of ``hands`` hands.

        3 hands (and 2): bye 14 VP, forfeit 14 VP to the present pair and 6 to the late one;
        4 hands: bye 12 VP, forfeit 12 / 8. MP are the equivalent MP in ``vp_table`` (the
        FIBUR table for 3 and 4 hands; 2 hands need a custom table). Two warnings cost 1 VP
        and its equivalent MP; 5-10 minutes late cost 100 MP.
        """
        award, late = club_awards(hands)
        if vp_table is None:
            if hands == 2:
                raise InvalidTurno(TurnoErrorCode.NO_TABLE_FOR_HANDS, hands=hands)
            vp_table = FIBUR_3_HANDS if hands == 3 else FIBUR_4_HANDS
        award_mp = vp_table.min_difference_for(award)
        return cls(
            hands=hands,
            vp_table=vp_table,
            bye_vp=award,
            bye_mp=award_mp,
            forfeit_present_vp=award,
            forfeit_present_mp=award_mp,
            forfeit_late_vp=late,
            warning_penalty_vp=1,
            warning_penalty_mp=vp_table.min_difference_for(VP_PER_TURNO // 2 + 1),
        )

    def with_forfeit(
        self, present_vp: int | None = None, late_vp: int | None = None
    ) -> TurnoSettings:
        """These settings with a tournament's own forfeit VP (None: as they are): the present
        pair's MP follow its VP, the equivalent MP in the VP table, as :meth:`for_hands` gives
        them to the club's award.

        >>> three = TurnoSettings.for_hands(3).with_forfeit(15, 5)
        >>> three.forfeit_present_vp, three.forfeit_present_mp, three.forfeit_late_vp
        (15, 505, 5)
        """
        present = self.forfeit_present_vp if present_vp is None else present_vp
        late = self.forfeit_late_vp if late_vp is None else late_vp
        _check_vp(present, late)  # before the table is asked for the VP's MP
        mp = (
            self.forfeit_present_mp
            if present_vp is None
            else self.vp_table.min_difference_for(present)
        )
        return replace(
            self, forfeit_present_vp=present, forfeit_present_mp=mp, forfeit_late_vp=late
        )

    def late_arrival(self, minutes: float) -> LateArrival:
        """What arriving ``minutes`` late costs (limits inclusive: exactly 5 is a warning)."""
        if minutes <= 0:
            return LateArrival.ON_TIME
        if minutes <= self.late_warning_minutes:
            return LateArrival.WARNING
        if minutes <= self.late_forfeit_minutes:
            return LateArrival.MP_PENALTY
        return LateArrival.FORFEIT

    def warning_penalty(self, warnings: int) -> tuple[int, int]:
        """The (VP, MP) that ``warnings`` warnings cost in all (to deduct, never to credit)."""
        times = max(warnings, 0) // self.warnings_per_penalty
        return times * self.warning_penalty_vp, times * self.warning_penalty_mp

    def to_dict(self) -> dict[str, Any]:
        """The settings as plain JSON-ready data (the VP table included)."""
        return {
            "hands": self.hands,
            "vp_table": self.vp_table.to_dict(),
            "bye_vp": self.bye_vp,
            "bye_mp": self.bye_mp,
            "forfeit_present_vp": self.forfeit_present_vp,
            "forfeit_present_mp": self.forfeit_present_mp,
            "forfeit_late_vp": self.forfeit_late_vp,
            "late_warning_minutes": self.late_warning_minutes,
            "late_forfeit_minutes": self.late_forfeit_minutes,
            "late_mp_penalty": self.late_mp_penalty,
            "warnings_per_penalty": self.warnings_per_penalty,
            "warning_penalty_vp": self.warning_penalty_vp,
            "warning_penalty_mp": self.warning_penalty_mp,
        }

    @classmethod
    def from_dict(cls, data: Any) -> TurnoSettings:
        """Settings from :meth:`to_dict`'s form; raises :class:`InvalidTurno` (or a table error)."""
        try:
            fields = dict(data)
            fields["vp_table"] = VictoryPointTable.from_dict(fields["vp_table"])
            for key, value in fields.items():
                if key != "vp_table" and (not isinstance(value, int) or isinstance(value, bool)):
                    raise InvalidTurno(TurnoErrorCode.MALFORMED, key=key)
            return cls(**fields)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, ScoringError):
                raise
            raise InvalidTurno(TurnoErrorCode.MALFORMED, reason=repr(error)) from None


def club_awards(hands: int) -> tuple[int, int]:
    """The club's VP for a turno of ``hands`` hands lost by forfeit (burraco.md): the present
    pair's, 70% of the 20 (60% with 4 hands), which is the bye's too, and the late pair's.

    >>> club_awards(3), club_awards(4)
    ((14, 6), (12, 8))
    """
    if hands not in (2, 3, 4):
        raise InvalidTurno(TurnoErrorCode.UNSUPPORTED_HANDS, hands=hands)
    award = 12 if hands == 4 else 14
    return award, VP_PER_TURNO - award


def check_mp(*values: int) -> None:
    """Refuse an MP total that no turno can score: beyond MAX_TURNO_MP or not a multiple of 5."""
    for value in values:
        if abs(value) > MAX_TURNO_MP:
            raise InvalidTurno(TurnoErrorCode.MP_OUT_OF_RANGE, mp=value, limit=MAX_TURNO_MP)
        if value % MP_STEP:
            raise InvalidTurno(TurnoErrorCode.MP_NOT_MULTIPLE_OF_5, mp=value)


def check_lines(*totals: int) -> None:
    """`check_mp` for one table's line totals in their order (A, B, then C at a table of three
    pairs); a refusal also names the line holding the figure (``line``: "a", "b" or "c"), so
    the director is sent to the figure to write again, not to its neighbour."""
    for line, total in zip("abc", totals, strict=False):
        try:
            check_mp(total)
        except InvalidTurno as error:
            raise InvalidTurno(error.code, line=line, **error.data) from None


def _check_vp(*values: int) -> None:
    for value in values:
        if not 0 <= value <= VP_PER_TURNO:
            raise InvalidTurno(TurnoErrorCode.VP_OUT_OF_RANGE, vp=value)


def played(mp_a: int, mp_b: int, settings: TurnoSettings) -> TurnoScore:
    """A played turno from the two lines' MP totals; VP through the settings' table. A total
    no turno scores is refused naming its line (`check_lines`)."""
    check_lines(mp_a, mp_b)
    vp_a, vp_b = settings.vp_table.convert(mp_a, mp_b)
    return TurnoScore(mp_a, mp_b, vp_a, vp_b, ResultKind.PLAYED)


def played_hands(hands: Iterable[tuple[int, int]], settings: TurnoSettings) -> TurnoScore:
    """A played turno from the per-hand ``(line A, line B)`` scores; their count must match."""
    figures = list(hands)
    if len(figures) != settings.hands:
        raise InvalidTurno(
            TurnoErrorCode.WRONG_HAND_COUNT, expected=settings.hands, given=len(figures)
        )
    for a, b in figures:
        check_mp(a, b)
    return played(sum(a for a, _ in figures), sum(b for _, b in figures), settings)


def bye(settings: TurnoSettings) -> TurnoScore:
    """The riposo: line A gets the bye VP and MP; line B is nobody."""
    return TurnoScore(settings.bye_mp, 0, settings.bye_vp, 0, ResultKind.BYE)


def _check_line(line: str) -> None:
    if line not in ("a", "b", "both"):
        raise InvalidTurno(TurnoErrorCode.BAD_LINE, line=line)


def forfeit(settings: TurnoSettings, *, late: Line) -> TurnoScore:
    """A turno lost by late arrival (``late`` names the late line, or ``"both"``).

    The present pair gets the forfeit VP (the club's 14, or 12 with 4 hands) and their
    equivalent MP; the late pair gets the late VP (6, or 8) and 0 MP, so its MP difference is
    minus the present pair's. When both pairs are late each gets the late VP and 0 MP.
    """
    _check_line(late)
    if late == "both":
        vp = settings.forfeit_late_vp
        return TurnoScore(0, 0, vp, vp, ResultKind.FORFEIT)
    score = TurnoScore(
        settings.forfeit_present_mp,
        0,
        settings.forfeit_present_vp,
        settings.forfeit_late_vp,
        ResultKind.FORFEIT,
    )
    return score if late == "b" else score.swapped()


def abandoned(settings: TurnoSettings, *, left: Line) -> TurnoScore:
    """A turno one pair (or both) walked out of.

    The pair that left gets the late-pair VP (6 or 8) and 0 MP; the opponents get the bye
    score (VP and MP). When both left, both get 0 VP and 0 MP.
    """
    _check_line(left)
    if left == "both":
        return TurnoScore(0, 0, 0, 0, ResultKind.ABANDONED)
    score = TurnoScore(
        settings.bye_mp,
        0,
        settings.bye_vp,
        settings.forfeit_late_vp,
        ResultKind.ABANDONED,
    )
    return score if left == "b" else score.swapped()


def arbitral(mp_a: int, mp_b: int, vp_a: int, vp_b: int) -> TurnoScore:
    """A score the director set; VP 0-20 each (they need not sum to 20), MP multiples of 5."""
    check_mp(mp_a, mp_b)
    _check_vp(vp_a, vp_b)
    return TurnoScore(mp_a, mp_b, vp_a, vp_b, ResultKind.ARBITRAL)
