"""A tournament's settings turned into `scoring` objects, and settings checked through them.

Every rule lives in `scoring`; this module only translates, and turns a `ScoringError` into
a `ServiceError` carrying the scoring code.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

from scoring.errors import ScoringError
from scoring.turno import TurnoSettings, club_awards, played
from scoring.victory_points import (
    FIBUR_3_HANDS,
    FIBUR_4_HANDS,
    VP_PER_TURNO,
    InvalidTable,
    TableErrorCode,
    VictoryPointBand,
    VictoryPointTable,
)
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.scala40_tables import (
    HEAD_TO_HEAD,
    HEAD_TO_HEAD_FINAL,
    has_remainder_choice,
)
from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    RemainderTables,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    ThreePairsTables,
    TournamentSettings,
    VictoryPointScale,
)
from tournament_app.services.settings import VictoryPointBand as ScaleBand

if TYPE_CHECKING:
    from scoring.stages import PlacementPoints

MP_STEP = 5
FIRST_ROUND_SYSTEMS = (PairingSystem.DRAW, PairingSystem.REGISTRATION)


@contextmanager
def scoring_errors(code: ErrorCode = ErrorCode.INVALID_SCORE, **params: object) -> Iterator[None]:
    """Re-raise any ScoringError inside as ServiceError(`code`) with the scoring code and data."""
    try:
        yield
    except ScoringError as error:
        details = dict(error.data)
        details.update(params)
        details.setdefault("detail", _detail(error))
        raise ServiceError(code, details, scoring_code=str(error.code.value)) from None


def _detail(error: ScoringError) -> str:
    data = ", ".join(f"{key}={value}" for key, value in error.data.items())
    return f"{error.code.value} ({data})" if data else str(error.code.value)


def vp_table(settings: BurracoSettings) -> VictoryPointTable:
    """The tournament's VP table: its custom scale, or FIBUR's for 3 or 4 hands."""
    if settings.vp_scale is not None:
        return scale_to_table(settings.vp_scale)
    if settings.hands == 4:
        return FIBUR_4_HANDS
    if settings.hands == 3:
        return FIBUR_3_HANDS
    # The rule's own sentence (SCORING) says what is missing and what to do.
    raise ServiceError(
        ErrorCode.INVALID_SETTINGS, {"hands": settings.hands}, scoring_code="no_table_for_hands"
    )


def scale_to_table(scale: VictoryPointScale) -> VictoryPointTable:
    """A services VP scale as a validated scoring table (INVALID_SETTINGS when malformed)."""
    bands = sorted(scale.bands, key=lambda band: band.min_difference)
    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        # Each band's upper edge is computed (next start - 5): checked as typed first, so
        # 303 is reported as 303, not as the 298 the band before it would end at.
        for index, band in enumerate(bands):
            if band.min_difference % MP_STEP:
                raise InvalidTable(
                    TableErrorCode.NOT_STEP_OF_5, band=index, edge=band.min_difference
                )
        return VictoryPointTable(
            name=scale.name,
            hands=scale.hands,
            bands=tuple(
                VictoryPointBand(
                    low=band.min_difference,
                    high=(bands[i + 1].min_difference - MP_STEP) if i + 1 < len(bands) else None,
                    winner_vp=band.winner_vp,
                    loser_vp=VP_PER_TURNO - band.winner_vp,
                )
                for i, band in enumerate(bands)
            ),
        )


def table_to_scale(table: VictoryPointTable) -> VictoryPointScale:
    """A scoring table as a services VP scale."""
    return VictoryPointScale(
        name=table.name,
        hands=table.hands or 0,
        bands=tuple(ScaleBand(band.low, band.winner_vp) for band in table.bands),
    )


def turno_settings(settings: BurracoSettings) -> TurnoSettings:
    """The per-turno figures: club defaults for the hands, with the director's bye score and
    forfeit VP (the present pair's MP the equivalent of its VP in the tournament's table)."""
    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        base = TurnoSettings.for_hands(settings.hands, vp_table(settings))
        if settings.bye_vp is not None:
            base = replace(base, bye_vp=settings.bye_vp)
        if settings.bye_mp is not None:
            base = replace(base, bye_mp=settings.bye_mp)
        return base.with_forfeit(settings.forfeit_present_vp, settings.forfeit_late_vp)


def victory_points(
    mp_a: int, mp_b: int, hands: int, scale: VictoryPointScale | None = None
) -> tuple[int, int]:
    """The VP two lines' MP totals earn in the VP table (`scale`, or FIBUR's for `hands`),
    refused (INVALID_SCORE) as a result entered is: MP no burraco score ends in, or beyond
    a turno's bound."""
    base = turno_settings(BurracoSettings(hands=hands, vp_scale=scale))
    with scoring_errors(ErrorCode.INVALID_SCORE):
        score = played(mp_a, mp_b, base)
    return score.vp_a, score.vp_b


def default_bye(hands: int, scale: VictoryPointScale | None = None) -> tuple[int, int]:
    """The bye's VP and MP when the director sets none, for `hands` and the VP table chosen
    (None: FIBUR's): the club's award and its equivalent MP in that table (scoring.turno),
    the figures a tournament without its own bye scores with."""
    base = turno_settings(BurracoSettings(hands=hands, vp_scale=scale))
    return base.bye_vp, base.bye_mp


def default_forfeit(hands: int) -> tuple[int, int]:
    """The forfeit's VP when the director sets none, for `hands` (2, 3 or 4; no VP table
    needed): the present pair's and the late pair's, the club's 14 and 6 (12 and 8 with 4
    hands, scoring.turno)."""
    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        return club_awards(hands)


def forfeit_vp(settings: BurracoSettings) -> tuple[int, int]:
    """The forfeit's VP a tournament plays with: the present pair's and the late pair's, its
    own or the default for its hands."""
    present, late = default_forfeit(settings.hands)
    if settings.forfeit_present_vp is not None:
        present = settings.forfeit_present_vp
    if settings.forfeit_late_vp is not None:
        late = settings.forfeit_late_vp
    return present, late


def placement_points(settings: Scala40Settings) -> PlacementPoints:
    """The scala 40 placement points table."""
    from scoring.stages import PlacementPoints  # with the first scala 40 ranking, not at a start

    with scoring_errors(ErrorCode.INVALID_SETTINGS):
        return PlacementPoints(tuple(settings.placement_points))


MAX_TABLE = 6
"""The largest scala 40 table (a final table seats up to this many)."""


def final_table_size(settings: Scala40Settings) -> int:
    """The most players a scala 40 elimination seats at one final table: a table and two
    more (tables of 4: a final of up to 6), never more than 6. Head to head is a knockout:
    semi-finals of two, and a final of 2 (3 when three go on, rather than a lone table of 3
    that would not be called the final). In pairs the final is one match: two pairs."""
    if settings.pairs:
        return 2
    if settings.table_size == HEAD_TO_HEAD:
        return HEAD_TO_HEAD_FINAL
    return min(settings.table_size + 2, MAX_TABLE)


def remainder_sizes(settings: Scala40Settings) -> tuple[int, ...] | None:
    """The remainder sizes `scoring.pairing` seats a round with (`table_sizes`' `remainder`):
    tables of 3 before tables of 5 when the director chose it at tables of 4, else None,
    the pairing library's own order (5 first at tables of 4; the evenest split otherwise)."""
    if (
        has_remainder_choice(settings.table_size)
        and settings.remainder_tables is RemainderTables.THREE_FIRST
    ):
        return (3, 5)
    return None


def validate(settings: TournamentSettings) -> None:
    """Raise ServiceError(INVALID_SETTINGS) unless the settings make a playable tournament."""
    _validate_results_url(settings.results_url)
    if isinstance(settings, BurracoSettings):
        _validate_burraco(settings)
    else:
        _validate_scala40(settings)


# A QR code holds a few hundred characters; a phone camera reads a small one best.
RESULTS_URL_LIMIT = 300
_RESULTS_URL = re.compile(r"https?://[^\s/?#.]+(\.[^\s/?#.]+)*(:\d+)?([/?#]\S*)?")


def _validate_results_url(url: str) -> None:
    """Empty, or a whole http(s) address a phone can open: the QR code printed from it must
    never lead nowhere."""
    if url and (
        len(url) > RESULTS_URL_LIMIT or not url.isprintable() or not _RESULTS_URL.fullmatch(url)
    ):
        shown = url if len(url) <= 60 else url[:57] + "…"
        raise _invalid({"detail": "results_url_invalid", "url": shown})


def _invalid(params: dict[str, object]) -> ServiceError:
    """INVALID_SETTINGS with `params`: a DETAILS key as "detail" and the values it names."""
    return ServiceError(ErrorCode.INVALID_SETTINGS, params)


def _validate_burraco(settings: BurracoSettings) -> None:
    if settings.hands not in (2, 3, 4):
        raise _invalid({"detail": "turno_hands", "hands": settings.hands})
    if not settings.schedule:
        raise _invalid({"detail": "schedule_empty"})
    for step in settings.schedule:
        if step.rounds < 1:
            raise _invalid(
                {
                    "detail": "schedule_step_rounds",
                    "system": step.system.value,
                    "rounds": step.rounds,
                }
            )
    for step in settings.schedule:
        if step.system in FIRST_ROUND_SYSTEMS:
            raise _invalid({"detail": "first_round_only", "system": step.system.value})
    if settings.first_round not in FIRST_ROUND_SYSTEMS:
        raise _invalid({"detail": "first_round_system", "system": settings.first_round.value})
    if settings.mitchell_shift < 1:
        raise _invalid({"detail": "mitchell_shift", "shift": settings.mitchell_shift})
    for size in settings.group_sizes:
        if size < 2:
            raise _invalid({"detail": "group_size", "size": size})
    for tie_break in settings.tie_breaks:
        if settings.tie_breaks.count(tie_break) > 1:
            raise _invalid({"detail": "tie_break_twice", "tie_break": tie_break.value})
    if settings.individual and settings.three_pairs is not ThreePairsTables.NEVER:
        raise _invalid({"detail": "three_pairs_individual"})
    _validate_amounts(settings)
    _validate_forfeit(settings)
    _validate_teams(settings)
    turno_settings(settings)


def _validate_forfeit(settings: BurracoSettings) -> None:
    """The forfeit's VP (burraco.md): each 0 to 20, as every VP of a turno; and the pair
    present never below the late pair, for a forfeit is the turno lost by the pair that came
    late (a club may score it level, never the other way round)."""
    for name in ("forfeit_present_vp", "forfeit_late_vp"):
        vp = getattr(settings, name)
        if vp is not None and not 0 <= vp <= VP_PER_TURNO:
            raise _invalid({"detail": "forfeit_vp", "setting": name, "vp": vp})
    present, late = forfeit_vp(settings)
    if present < late:
        raise _invalid({"detail": "forfeit_vp_order", "present": present, "late": late})


def _validate_teams(settings: BurracoSettings) -> None:
    """A team event: teams of pairs (never individual), and a team VP table for its hands
    (Torneo proposes one for 3 and 4; 2 hands need the club's own)."""
    if settings.event_format is not EventFormat.TEAMS:
        return
    if settings.individual:
        raise _invalid({"detail": "teams_individual"})
    if settings.team_vp_scale is None and settings.hands not in (3, 4):
        raise _invalid({"detail": "team_vp_table_needed", "hands": settings.hands})


BURRACO_AMOUNTS = ("closing_bonus", "pozzetto_penalty", "reale_bonus", "super_bonus")
MOST_AMOUNT = 1000
"""No house amount goes beyond this (about a whole pack, 1,080): a larger one is a typing
slip, and would push a hand past what a sheet accepts."""


def _validate_amounts(settings: BurracoSettings) -> None:
    """The house amounts: each from 0 to MOST_AMOUNT, and a multiple of 5 as every burraco
    figure is (the VP bands and the sheet's checks count in fives)."""
    for name in BURRACO_AMOUNTS:
        amount = getattr(settings, name)
        if not 0 <= amount <= MOST_AMOUNT or amount % MP_STEP:
            raise _invalid({"detail": "burraco_amount", "setting": name, "amount": amount})


def _validate_scala40(settings: Scala40Settings) -> None:
    if not 2 <= settings.table_size <= 6:
        raise _invalid({"detail": "table_size", "size": settings.table_size})
    if settings.limit <= 0:
        raise _invalid({"detail": "limit", "limit": settings.limit})
    if settings.reentries < 0:
        raise _invalid({"detail": "reentries", "reentries": settings.reentries})
    if settings.advance_per_table < 1 or settings.advance_per_table >= settings.table_size:
        raise _invalid(
            {
                "detail": "advance_per_table",
                "advance": settings.advance_per_table,
                "table_size": settings.table_size,
                "most": settings.table_size - 1,
            }
        )
    _validate_stage_cuts(settings)
    if settings.format is Scala40Format.PLACEMENT_POINTS and settings.rounds < 1:
        raise _invalid({"detail": "rounds", "rounds": settings.rounds})
    if settings.minutes_per_game is not None and settings.minutes_per_game <= 0:
        raise _invalid({"detail": "minutes_per_game", "minutes": settings.minutes_per_game})
    if settings.group_size < settings.table_size:
        group = {"size": settings.group_size, "table_size": settings.table_size}
        if settings.group_size == 1:  # "a group of 1 player"
            raise _invalid({"detail": "italiana_group_size_one", **group})
        raise _invalid({"detail": "italiana_group_size", **group})
    three_first = settings.remainder_tables is not RemainderTables.FIVE_FIRST
    if three_first and not has_remainder_choice(settings.table_size):
        # Stored, the choice would be said in the summary and printed with no effect.
        raise _invalid({"detail": "remainder_tables_table_size", "size": settings.table_size})
    placement_points(settings)
    if settings.pairs:
        _validate_pairs(settings)


def _validate_pairs(settings: Scala40Settings) -> None:
    """Scala 40 in pairs: two pairs a table, a match to at least 1, match points a win
    no fewer than a draw no fewer than a loss, each tie-break once."""
    if settings.table_size != HEAD_TO_HEAD:
        raise _invalid({"detail": "pairs_table_size", "size": settings.table_size})
    for tie_break in settings.pairs_tie_breaks:
        if settings.pairs_tie_breaks.count(tie_break) > 1:
            raise _invalid({"detail": "pairs_tie_break_twice", "name": tie_break.value})
    win, draw, loss = settings.match_points
    if settings.pairs_target < 1 or not win >= draw >= loss >= 0:
        raise _invalid(
            {
                "detail": "pairs_match",
                "target": settings.pairs_target,
                "points": f"{win}/{draw}/{loss}",
            }
        )


def italiana_default_rounds(settings: Scala40Settings) -> int:
    """The rounds an all'italiana plays unless the director says otherwise: the fewest in
    which everyone in a group of `group_size` can meet everyone (5 for 16 at tables of 4),
    the players left over seated as the tournament seats them (`remainder_sizes`)."""
    from scoring.pairing import italiana_rounds  # the pairing library: not at every start

    return italiana_rounds(
        settings.group_size, settings.table_size, remainder=remainder_sizes(settings)
    )


ITALIANA_ROUNDS_FOLLOW = ("group_size", "table_size", "remainder_tables")
"""The settings an all'italiana's default rounds are worked out from (`italiana_default_rounds`)."""


def italiana_rounds_after(
    before: Scala40Settings | None, after: Scala40Settings, *, rounds_given: bool
) -> Scala40Settings:
    """The settings an edit leaves, with the rounds an all'italiana should play: `after` (as
    the director leaves them; `before` as they were, None for a tournament being created)
    with its default rounds (`italiana_default_rounds`) when it has just become an
    all'italiana (placement points seated so) or a setting the default follows changed
    (`ITALIANA_ROUNDS_FOLLOW`); as it is when none did, when the director gave the rounds
    (`rounds_given`) or when it is no all'italiana. Asked by the wizard and by `torneo
    tournament create/edit` alike, so the two never disagree on when the rounds are worked
    out again."""
    if rounds_given or not is_italiana(after):
        return after
    was_italiana = before is not None and is_italiana(before)
    if was_italiana and all(
        getattr(before, key) == getattr(after, key) for key in ITALIANA_ROUNDS_FOLLOW
    ):
        return after
    return replace(after, rounds=italiana_default_rounds(after))


def is_italiana(settings: Scala40Settings) -> bool:
    """Whether the tournament is a placement-points all'italiana."""
    return (
        settings.format is Scala40Format.PLACEMENT_POINTS
        and settings.seating is Scala40Seating.ITALIANA
    )


def _validate_stage_cuts(settings: Scala40Settings) -> None:
    """The ranking cuts fall stage after stage to a final table (16, 8, 4): each fewer than
    the one before, the last one table's worth, none before it already a final."""
    cuts = settings.stage_cuts
    if not cuts:
        return
    listed = ", ".join(map(str, cuts))
    if any(after >= before for before, after in pairwise(cuts)):
        raise _invalid({"detail": "stage_cuts_order", "cuts": listed})
    most = final_table_size(settings)
    if not 2 <= cuts[-1] <= most:
        raise _invalid({"detail": "stage_cut_final", "last": cuts[-1], "most": most})
    early = [cut for cut in cuts[:-1] if cut <= most]
    if early:
        raise _invalid(
            {"detail": "stage_cut_early_final", "cut": early[0], "most": most, "cuts": listed}
        )
