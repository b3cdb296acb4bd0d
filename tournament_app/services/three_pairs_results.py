"""A table of three pairs' result (burraco a sei): three lines' totals, or their hands, turned
into each pair's VP by the tournament's rule (`scoring.three_pairs`) and stored with the third
line's MP and VP beside NS's and EO's (schema 0010).

A forfeit there is scored by its own rule (`forfeit_three`); what a table of two has and a
table of three does not (a walk-out, an arbitral score) is refused with the sentence saying
what to do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scoring.cards import PACK_162
from scoring.plausibility import unlikely_hands, unlikely_lines
from scoring.three_pairs import (
    PAIRS_AT_TABLE,
    InvalidThreePairs,
    ThreePairsErrorCode,
    forfeit_at_three,
    forfeit_with_meeting,
    score_three_detail,
    three_lines,
    three_pairs_turno,
)
from scoring.turno import InvalidTurno, ResultKind, TurnoErrorCode, check_lines, check_mp
from tournament_app.services import lookup, rules
from tournament_app.services.context import ServiceContext
from tournament_app.services.double_entry import _settle_check
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.results.tables import (
    RESULTS_CHANGED,
    _burraco_table,
    _check_version,
    _result_row,
)
from tournament_app.services.results.values import (
    _line_to_json,
    burraco_rules,
    joker_mark,
    result_value,
    sheet_figures,
)
from tournament_app.services.rounds.status import refresh_round_status, settings_of
from tournament_app.services.seating import table_lines
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.unlikely_scores import UnlikelyScoreError
from tournament_app.services.values import BurracoResult, HandBreakdown, HandTotals
from tournament_app.storage.audit_form import result_params
from tournament_app.storage.tables import utc_now

Figures = tuple[tuple[int, int, int], list[Any] | None]
"""The three lines' MP totals and the hands as stored (None when entered as totals)."""


def _totals(mps: Sequence[int]) -> Figures:
    three_lines(mps)
    check_lines(*mps)  # a figure refused names its line (NS, EW or the third)
    return (mps[0], mps[1], mps[2]), None


def scored_three_hands(
    hands: Sequence[HandTotals | HandBreakdown], settings: BurracoSettings
) -> Figures:
    """A table of three's hands as its sheet scores them (each hand three lines, checked by
    the table of three's rules, their count the tournament's): the three totals and the hands
    as stored."""
    if len(hands) != settings.hands:
        raise InvalidTurno(
            TurnoErrorCode.WRONG_HAND_COUNT, expected=settings.hands, given=len(hands)
        )
    hand_rules = burraco_rules(settings)
    stored: list[Any] = []
    sums = [0] * PAIRS_AT_TABLE
    for index, hand in enumerate(hands, start=1):
        if hand.third is None:
            raise InvalidThreePairs(ThreePairsErrorCode.NOT_THREE_LINES, given=2, hand=index)
        detail: dict[str, Any] | None = None
        if isinstance(hand, HandBreakdown):
            lines = (hand.ns, hand.ew, hand.third)
            with rules.scoring_errors(hand=index):
                scored = score_three_detail(lines, hand_rules, no_trump=hand.joker)
                scores = [s.total for s in scored]
            detail = {
                key: _line_to_json(line) for key, line in zip(("ns", "ew", "c"), lines, strict=True)
            } | joker_mark(hand)
            sheet: dict[str, Any] = {}
        else:
            scores = [hand.ns, hand.ew, hand.third]
            sheet = sheet_figures(hand, hand_rules, index)
            check_mp(*scores)
        for line in range(PAIRS_AT_TABLE):
            sums[line] += scores[line]
        # The stored hand's breakdown (its key as a table of two's), not a refusal's detail.
        stored.append(dict(ns=scores[0], ew=scores[1], c=scores[2], detail=detail) | sheet)
    a, b, c = sums
    return (a, b, c), stored


def enter_three(
    context: ServiceContext,
    tournament_id: int,
    round_number: int,
    table: int,
    *,
    totals: Sequence[int] | None = None,
    hands: Sequence[HandTotals | HandBreakdown] | None = None,
    expected_version: int | None = None,
    despite_unlikely: bool = False,
) -> BurracoResult:
    """Enter (or correct) a table of three's turno: the three lines' `totals` (NS, EO, third)
    or its `hands`; each pair's VP by the tournament's VP table and its rule for tables of
    three. INVALID_INPUT (two_lines_needed) at a table of two; INVALID_SCORE for figures a
    rule refuses; UNLIKELY_SCORE as for a table of two unless `despite_unlikely`."""

    def score(settings: BurracoSettings) -> Scored:
        if hands is None:
            mps, stored = _totals(totals or ())
        else:
            mps, stored = scored_three_hands(hands, settings)
        pairs = three_pairs_turno(mps, rules.vp_table(settings), settings.three_pairs_vp)
        if not despite_unlikely:
            _refuse_unlikely(settings, round_number, table, mps, stored)
        vps = (pairs[0].vp, pairs[1].vp, pairs[2].vp)
        return ResultKind.PLAYED, mps, vps, stored

    where = (tournament_id, round_number, table)
    return _write_three(context, where, score, expected_version)


#: The lines a forfeit at a table of three may name as absent, and what each names.
ABSENT_AT_THREE: dict[str, tuple[bool, bool, bool]] = {
    "ns": (True, False, False),
    "ew": (False, True, False),
    "c": (False, False, True),
    "all": (True, True, True),
}


def forfeit_three(
    context: ServiceContext,
    tournament_id: int,
    round_number: int,
    table: int,
    *,
    absent: str,
    played: Sequence[int] | None = None,
    expected_version: int | None = None,
) -> BurracoResult:
    """Score a table of three's turno forfeited by the line `absent` ("ns", "ew", "c", or
    "all" when no pair played) by `scoring.three_pairs.forfeit_at_three`: the present pairs
    the forfeit VP and MP, the absent the late VP. When the two present pairs played each
    other, `played` holds their totals in line order and their meeting is converted by the
    VP table (`scoring.three_pairs.forfeit_with_meeting`). INVALID_INPUT
    (forfeit_line_at_three) for another word, (forfeit_played_all) for totals when nobody
    came, (two_lines_needed) at a table of two."""
    if absent not in ABSENT_AT_THREE:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "forfeit_line_at_three", "absent": absent}
        )
    if played is not None and absent == "all":
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "forfeit_played_all"})

    def score(settings: BurracoSettings) -> Scored:
        turno = rules.turno_settings(settings)
        if played is not None:
            a, b, c = forfeit_with_meeting(
                ABSENT_AT_THREE[absent].index(True),
                played,
                rules.vp_table(settings),
                present_vp=turno.forfeit_present_vp,
                late_vp=turno.forfeit_late_vp,
                rule=settings.three_pairs_vp,
            )
            return ResultKind.FORFEIT, (a[0], b[0], c[0]), (a[1], b[1], c[1]), None
        a, b, c = forfeit_at_three(
            ABSENT_AT_THREE[absent],
            present_mp=turno.forfeit_present_mp,
            present_vp=turno.forfeit_present_vp,
            late_vp=turno.forfeit_late_vp,
            rule=settings.three_pairs_vp,
        )
        return ResultKind.FORFEIT, (a[0], b[0], c[0]), (a[1], b[1], c[1]), None

    where = (tournament_id, round_number, table)
    return _write_three(context, where, score, expected_version)


def seats_three(context: ServiceContext, tournament_id: int, round_number: int, table: int) -> bool:
    """Whether the round's table seats three pairs (a forfeit there is scored by its rule)."""
    with context.reading() as session:
        lines = table_lines(session, lookup.round_(session, tournament_id, round_number), table)
        return bool(lines and lines["c"])


def forfeit_seats_three(
    context: ServiceContext, where: tuple[int, int, int], played: Sequence[int] | None
) -> bool:
    """Whether a forfeit at the table `where` (tournament, round, table) is scored by the rule
    for three pairs. READ_ONLY_STATION on a display station before the table is read;
    INVALID_INPUT (forfeit_played_at_two) for the present pairs' totals at a table of two,
    where a forfeit means no game was played."""
    if context.read_only:
        raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": context.station})
    if seats_three(context, *where):
        return True
    if played is not None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "forfeit_played_at_two"})
    return False


Scored = tuple[ResultKind, tuple[int, int, int], tuple[int, int, int], list[Any] | None]
"""How a table of three's turno came about, its three MP and VP, and its hands as stored."""


def _write_three(
    context: ServiceContext,
    where: tuple[int, int, int],
    score: Callable[[BurracoSettings], Scored],
    expected_version: int | None,
) -> BurracoResult:
    """Write the turno `score` makes of the tournament's settings to the table of three."""
    from tournament_app.storage.models import BurracoResultRow

    tournament_id, round_number, table = where
    with context.writing(RESULTS_CHANGED) as work:
        target = _burraco_table(work.session, tournament_id, round_number, table)
        if not target.lines["c"]:
            raise ServiceError(
                ErrorCode.INVALID_INPUT,
                {"detail": "two_lines_needed", "round": round_number, "table": table},
            )
        settings = settings_of(target.tournament)
        assert isinstance(settings, BurracoSettings)
        with rules.scoring_errors(round=round_number, table=table):
            kind, mps, vps, stored = score(settings)
        row = _result_row(work.session, target)
        action = "result.correct" if expected_version is not None else "result.enter"
        place = f"round {round_number} table {table}"
        work.attempting(action, place, tournament_id=tournament_id, place=(round_number, table))
        _check_version(f"R{round_number} T{table}", row, expected_version)
        if row is None:
            row = BurracoResultRow(round_id=target.round.id, table_number=table)
            work.add(row)
        else:
            work.track(row)
        row.kind = kind.value
        row.ns_mp, row.ew_mp, row.third_mp = mps
        row.ns_vp, row.ew_vp, row.third_vp = vps
        row.hands = stored
        row.updated_by = context.station
        row.updated_at = utc_now()
        settled, settles = _settle_check(work, target)
        refresh_round_status(work, target.round, settings)
        params = result_params(kind.value, mps[:2], vps[:2], settles)
        work.log(
            action,
            place,
            tournament_id=tournament_id,
            summary=(
                f"{kind.value} {mps[0]}-{mps[1]}-{mps[2]} VP {vps[0]}-{vps[1]}-{vps[2]}{settled}"
            ),
            params=params | {"third_mp": mps[2], "third_vp": vps[2]},
            place=(round_number, table),
        )
        work.session.flush()
        return result_value(round_number, table, target.lines, row)


def _refuse_unlikely(
    settings: BurracoSettings,
    round_number: int,
    table: int,
    mps: tuple[int, int, int],
    stored: list[Any] | None,
) -> None:
    """UNLIKELY_SCORE for figures beyond three packs or far beyond the VP table."""
    hand_scores = [(hand["ns"], hand["ew"], hand["c"]) for hand in stored or ()]
    last_band_low = rules.vp_table(settings).bands[-1].low
    findings = (
        *unlikely_hands(hand_scores, PACK_162),
        *unlikely_lines(mps, hands=settings.hands, last_band_low=last_band_low, pack=PACK_162),
    )
    if findings:
        error = UnlikelyScoreError(round_number, table, settings.hands, findings)
        error.params["three_pairs"] = True
        raise error
