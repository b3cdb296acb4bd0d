"""Penalties: warnings, VP or MP taken away, forfeits; never credited to the opponents."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.turno import MAX_TURNO_MP
from tournament_app.services import lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.rounds.status import refresh_round_status
from tournament_app.services.settings import (
    Game,
    Scala40Format,
    Scala40Settings,
    TournamentSettings,
)
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.tally import entry_numbers
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.unlikely_scores import penalty_vp_beyond
from tournament_app.services.user_text import PENALTY_REASON, clean_text
from tournament_app.services.values import (
    Penalty,
    PenaltyId,
    PenaltyKind,
    RoundStatus,
    TournamentId,
)
from tournament_app.storage.audit_form import penalty_params
from tournament_app.storage.models import EntryRow, PenaltyRow, RoundRow, SeatRow

PENALTIES_CHANGED = Changes(penalties=True, standings=True)
FORFEIT_CHANGED = PENALTIES_CHANGED | Changes(results=True, rounds=True)
"""A scala 40 forfeit changes its table's game too (who is in play, its order, maybe its end:
services.forfeits), so the sheets and the round's state with it; so do an elimination's
penalty points of a round (`sheets.counted_at_table`)."""


def penalty_value(row: PenaltyRow, number: int) -> Penalty:
    """A stored penalty as a plain value."""
    return Penalty(
        id=PenaltyId(row.id),
        entry=number,
        round=row.round_number,
        kind=PenaltyKind(row.kind),
        vp=row.vp,
        mp=row.mp,
        reason=row.reason,
    )


def check_penalty(kind: PenaltyKind, vp: int, mp: int, *, game: Game = Game.BURRACO) -> None:
    """The points a penalty of `kind` may take away: none for a warning, some for a -VP or
    -MP one; never negative (a penalty never credits). Burraco: MP a multiple of 5, and two
    warnings cost 1 VP in the standings. Scala 40 (`game`): its VP are placement points
    taken away, its MP penalty points added, any whole number. ServiceError naming what is
    wrong. The services check a penalty given and one read from a tournament file alike."""
    points = {"vp": vp, "mp": mp}
    if vp < 0 or mp < 0:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "penalty_negative", **points})
    if max(vp, mp) > MAX_TURNO_MP:
        # No penalty takes more than a whole turno could score (and the database and the
        # tournament file keep what is accepted here).
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "penalty_too_large", **points, "most": MAX_TURNO_MP}
        )
    if game is Game.SCALA40:
        _check_scala40_points(kind, vp, mp)
        return
    if mp % 5:
        # Its own sentence, not the scoresheet's rule: a penalty has no sum to check.
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "penalty_mp_not_multiple_of_5", "mp": mp}
        )
    if kind is PenaltyKind.WARNING and (vp or mp):
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "warning_points", **points})
    if (kind is PenaltyKind.VP and not vp) or (kind is PenaltyKind.MP and not mp):
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "penalty_without_points", "unit": kind.value}
        )


def _summary(kind: PenaltyKind, vp: int, mp: int, reason: str, game: Game) -> str:
    """The log's line for a penalty: its kind, the points it carries (none for a warning,
    which read "-0 VP -0 MP"), its reason. Scala 40 has no VP or MP: its penalties take
    placement points away or add penalty points to the player's total (with a plus), and
    say so in their own tokens (services.log.words words them)."""
    if game is Game.SCALA40:
        name = {PenaltyKind.VP: "placement_points", PenaltyKind.MP: "penalty_points"}
        points = [f"-{vp} PLACEMENT"] if vp else []
        points += [f"+{mp} PENALTY"] if mp else []
        return " ".join([name.get(kind, kind.value), *points]) + f": {reason}"
    points = [f"-{vp} VP"] if vp else []
    points += [f"-{mp} MP"] if mp else []
    return " ".join([kind.value, *points]) + f": {reason}"


def _check_scala40_points(kind: PenaltyKind, vp: int, mp: int) -> None:
    """A scala 40 penalty's points in its own words: a warning counts nothing in the
    standings, placement points taken away and penalty points added are at least 1."""
    if kind is PenaltyKind.WARNING and (vp or mp):
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "scala40_warning_points"})
    if kind is PenaltyKind.VP and not vp:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "scala40_without_placement_points"})
    if kind is PenaltyKind.MP and not mp:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "scala40_without_penalty_points"})


def needs_round(settings: TournamentSettings, kind: PenaltyKind) -> bool:
    """Whether a penalty of `kind` must name its round (the window offers no "no round" for
    it): a scala 40 forfeit (last at the player's table of one round), and in an elimination
    penalty points (each stage is a game of its own, and they count in the player's table
    game of one round: `sheets.counted_at_table`)."""
    if not isinstance(settings, Scala40Settings):
        return False
    # Imported here: only a scala 40 table's game needs the sheets' rules.
    from tournament_app.services.sheets import counted_at_table

    return kind is PenaltyKind.FORFEIT or (kind is PenaltyKind.MP and counted_at_table(settings))


def _refuse_points_without_round(session: Session, entry: EntryRow) -> None:
    """Refuse an elimination's penalty points given in no round: counted on no table's game,
    they went on the player's first table and usually ranked nothing. The sentence names the
    round the player is playing when the latest announced round seats them."""
    latest = session.scalar(
        select(RoundRow)
        .where(
            RoundRow.tournament_id == entry.tournament_id,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
        .order_by(RoundRow.number.desc())
        .limit(1)
    )
    seated = latest is not None and (
        session.scalar(
            select(SeatRow.id).where(SeatRow.round_id == latest.id, SeatRow.entry_id == entry.id)
        )
        is not None
    )
    if latest is not None and seated:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "scala40_points_round", "entry": entry.number, "round": latest.number},
        )
    raise ServiceError(
        ErrorCode.INVALID_INPUT, {"detail": "scala40_points_round_none", "entry": entry.number}
    )


def _check_scala40_kind(
    session: Session,
    settings: Scala40Settings,
    entry: EntryRow,
    kind: PenaltyKind,
    round_row: RoundRow | None,
) -> None:
    """Refuse a scala 40 penalty the standings could not apply (they apply every other one).

    Placement points taken away need the placement-points format. A forfeit puts the player
    last at their table of one round, so it needs a round the player is seated in; in an
    elimination the table's sheet plays on without them (`sheets.replay`), and who goes on
    is decided there as ever.
    """
    elimination = settings.format is Scala40Format.ELIMINATION
    if kind is PenaltyKind.VP and elimination:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "scala40_no_placement_points"})
    if kind is not PenaltyKind.FORFEIT:
        return
    if round_row is None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "scala40_forfeit_round"})
    _refuse_unseated(session, entry, round_row)


def _refuse_unseated(session: Session, entry: EntryRow, round_row: RoundRow) -> None:
    """Refuse a forfeit or penalty points of a round the player has no seat in: the table's
    game they would count in is not theirs."""
    seated = session.scalar(
        select(SeatRow.id).where(SeatRow.round_id == round_row.id, SeatRow.entry_id == entry.id)
    )
    if seated is None:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {
                "detail": "scala40_forfeit_not_seated",
                "entry": entry.number,
                "round": round_row.number,
            },
        )


def _check_table_points(
    session: Session, entry: EntryRow, round_row: RoundRow, *, forfeit: bool = False
) -> None:
    """Refuse an elimination's penalty points (or `forfeit`) of a round its table game cannot
    count (`sheets.counted_at_table`): the player has no seat in it, or the stage is over (a
    later round is announced: who went on was decided by its tables as they ended)."""
    _refuse_unseated(session, entry, round_row)
    later = session.scalar(
        select(RoundRow.number)
        .where(
            RoundRow.tournament_id == round_row.tournament_id,
            RoundRow.number > round_row.number,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
        .order_by(RoundRow.number)
        .limit(1)
    )
    if later is not None and forfeit:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "scala40_forfeit_stage_over", "round": round_row.number, "next": later},
        )
    if later is not None:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "scala40_penalty_stage_over", "round": round_row.number, "next": later},
        )


class PenaltyService:
    """Giving and taking back penalties."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def add(
        self,
        tournament_id: TournamentId,
        entry: int,
        kind: PenaltyKind,
        *,
        reason: str,
        round_number: int | None = None,
        vp: int = 0,
        mp: int = 0,
        despite_unlikely: bool = False,
    ) -> Penalty:
        """Give a penalty to an entry (by number), in a round or overall, with its reason.

        `vp`/`mp` are the points taken away (positive numbers). Two warnings cost 1 VP in
        the burraco standings. A warning carries no points of its own; a -VP/-MP penalty
        needs them. Scala 40: `vp` are placement points taken away, `mp` penalty points
        added to the player's total; a penalty its standings cannot apply is refused.
        A burraco penalty of a round taking more VP than a turno gives is refused
        (UNLIKELY_PENALTY) unless the director confirmed it (`despite_unlikely`).
        """
        text = clean_text(reason, PENALTY_REASON)
        # Scala 40 penalty points of a round may change its table's game: the sheet at once.
        at_table = kind is PenaltyKind.FORFEIT or (round_number is not None and mp > 0)
        changes = FORFEIT_CHANGED if at_table else PENALTIES_CHANGED
        with self._context.writing(changes) as work:
            session = work.session
            tournament = open_tournament(session, tournament_id)
            game = Game(tournament.game)
            check_penalty(kind, vp, mp, game=game)
            entry_row = lookup.entry(session, tournament_id, entry)
            round_row = None
            if round_number is not None:
                round_row = lookup.round_(session, tournament_id, round_number)
            settings = stored_settings(tournament)
            if isinstance(settings, Scala40Settings):
                _check_scala40_kind(session, settings, entry_row, kind, round_row)
                # Imported here: only a scala 40 table's game needs the sheets' rules.
                from tournament_app.services.sheets import counted_at_table

                elimination = settings.format is Scala40Format.ELIMINATION

                if mp and round_row is None and counted_at_table(settings):
                    _refuse_points_without_round(session, entry_row)
                if mp and round_row is not None and counted_at_table(settings):
                    _check_table_points(session, entry_row, round_row)
                elif kind is PenaltyKind.FORFEIT and round_row is not None and elimination:
                    # Who went on was decided by the stage's tables as they ended.
                    _check_table_points(session, entry_row, round_row, forfeit=True)
            elif kind is PenaltyKind.FORFEIT:
                # A burraco turno lost by forfeit gives the opponents its VP: it is the
                # table's result (Results ▸ Forfeit, or an arbitral score), and a penalty
                # never credits the opponents; stored as a penalty it counted nothing.
                raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "burraco_forfeit"})
            else:
                most = penalty_vp_beyond(settings, round_number, vp)
                if most is not None and not despite_unlikely:
                    raise ServiceError(
                        ErrorCode.UNLIKELY_PENALTY,
                        {
                            "detail": "penalty_over_turno",
                            "entry": entry,
                            "round": round_number,
                            "vp": vp,
                            "most": most,
                        },
                    )
            row = PenaltyRow(
                tournament_id=tournament_id,
                entry_id=entry_row.id,
                round_number=round_number,
                kind=kind.value,
                vp=vp,
                mp=mp,
                reason=text,
            )
            work.add(row)
            work.log(
                "penalty.add",
                f"entry {entry}",
                tournament_id=tournament_id,
                summary=_summary(kind, vp, mp, text, game),
                params=penalty_params(kind.value, vp, mp, text, scala40=game is Game.SCALA40),
            )
            session.flush()
            if at_table and round_row is not None and isinstance(settings, Scala40Settings):
                # A player leaving, or put out by penalty points, can end the table's game,
                # and with it the round.
                refresh_round_status(work, round_row, settings)
            return penalty_value(row, entry)

    def remove(self, tournament_id: TournamentId, penalty_id: PenaltyId) -> None:
        """Take a penalty back."""
        with self._context.writing(FORFEIT_CHANGED) as work:
            tournament = open_tournament(work.session, tournament_id)
            row = work.session.get(PenaltyRow, penalty_id)
            if row is None or row.tournament_id != tournament_id:
                raise NotFoundError("penalty", penalty_id)
            at_table = row.kind == PenaltyKind.FORFEIT.value or row.mp > 0
            forfeit_in = row.round_number if at_table else None
            work.delete(row)
            work.log(
                "penalty.remove",
                f"penalty {penalty_id}",
                tournament_id=tournament_id,
                params={},
            )
            settings = stored_settings(tournament)
            if forfeit_in is not None and isinstance(settings, Scala40Settings):
                # The player is back at the table, or below the limit: its game may be on
                # again.
                work.session.flush()
                round_row = work.session.scalar(
                    select(RoundRow).where(
                        RoundRow.tournament_id == tournament_id, RoundRow.number == forfeit_in
                    )
                )
                if round_row is not None:
                    refresh_round_status(work, round_row, settings)

    def list(self, tournament_id: TournamentId, *, entry: int | None = None) -> tuple[Penalty, ...]:
        """Every penalty of a tournament (or of one entry), oldest first."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            numbers = entry_numbers(session, tournament_id)
            rows = session.scalars(
                select(PenaltyRow)
                .where(PenaltyRow.tournament_id == tournament_id)
                .order_by(PenaltyRow.id)
            )
            found = [penalty_value(row, numbers[row.entry_id]) for row in rows]
            return tuple(p for p in found if entry is None or p.entry == entry)
