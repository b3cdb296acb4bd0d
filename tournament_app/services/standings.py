"""Standings: overall, per group, per category, and the prize list."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from sqlalchemy.orm import Session

from scoring.standings import Scala40Method, StandingRow, rank_burraco_tuples, rank_scala40
from tournament_app.services import lookup, rules
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import BurracoSettings, Game, Scala40Format, Scala40Settings
from tournament_app.services.settings_codec import settings_from_json, settings_to_json
from tournament_app.services.tally import (
    Listed,
    all_entries,
    burraco_lines,
    burraco_penalties,
    listed_entries,
    played_round_numbers,
    scala40_placings,
)
from tournament_app.services.values import (
    BurracoStanding,
    Prize,
    Scala40Standing,
    Standing,
    TournamentId,
)

PRIZE_KINDS = ("overall", "group", "category")


def burraco_ranking(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    *,
    only: Sequence[int] | None = None,
    after_round: int | None = None,
) -> list[StandingRow]:
    """scoring's ranking rows for the entries (all, or `only` these numbers)."""
    entries = all_entries(session, tournament_id) if only is None else tuple(only)
    penalties = burraco_penalties(session, tournament_id, settings, after_round=after_round)
    lines = burraco_lines(session, tournament_id, settings, after_round=after_round)
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        return rank_burraco_tuples(
            entries,
            lines,
            penalties,
            tie_breaks=rules.tie_breaks(settings),
            draw_order=settings.draw_order or None,
        )


class StandingsService:
    """Rankings computed through scoring from the stored results and penalties."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def overall(
        self, tournament_id: TournamentId, *, after_round: int | None = None
    ) -> tuple[Standing, ...]:
        """The ranking after `after_round` (None: every result in so far).

        Burraco: BurracoStanding rows by VP and the tournament's tie-breaks.
        Scala 40: Scala40Standing rows by stage reached or placement points.
        """
        with self._context.reading() as session:
            return tuple(self._rank(session, tournament_id, None, after_round))

    def by_group(self, tournament_id: TournamentId) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per group (girone), ranks restarting at 1 in each."""
        return self._split(tournament_id, lambda entry: entry.group)

    def by_category(
        self, tournament_id: TournamentId
    ) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per category, ranks restarting at 1 in each."""
        return self._split(tournament_id, lambda entry: entry.category)

    def prizes(
        self, tournament_id: TournamentId, *, per: str = "overall", places: int = 3
    ) -> tuple[Prize, ...]:
        """The prize list: the first `places` overall, or per "group" or per "category"."""
        if per not in PRIZE_KINDS:
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "prizes_per", "asked": per})
        if places < 1:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "prize_places", "places": places}
            )
        if per == "overall":
            sections: tuple[tuple[str, tuple[Standing, ...]], ...] = (
                ("", self.overall(tournament_id)),
            )
        elif per == "group":
            sections = self.by_group(tournament_id)
        else:
            sections = self.by_category(tournament_id)
        return tuple(
            Prize(heading, row.rank, row)
            for heading, rows in sections
            for row in rows
            if row.rank <= places
        )

    def record_draw(self, tournament_id: TournamentId, order: Sequence[int]) -> None:
        """Record the draw that breaks ties nothing else separates: entry numbers, best first.

        Every entry number must exist and appear once (INVALID_INPUT otherwise).
        """
        with self._context.writing(Changes(standings=True, tournaments=True)) as work:
            tournament = lookup.tournament(work.session, tournament_id)
            known = set(listed_entries(work.session, tournament_id))
            drawn = tuple(order)
            unknown = [number for number in drawn if number not in known]
            if unknown:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "draw_unknown_entry", "entry": unknown[0]}
                )
            twice = [number for number in drawn if drawn.count(number) > 1]
            if twice:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "draw_entry_twice", "entry": twice[0]}
                )
            settings = settings_from_json(Game(tournament.game), tournament.settings)
            work.track(tournament)
            tournament.settings = settings_to_json(replace(settings, draw_order=drawn))
            work.log(
                "standings.draw",
                f"tournament {tournament_id}",
                tournament_id=tournament_id,
                summary=" ".join(map(str, drawn)),
            )

    # -- helpers ------------------------------------------------------------------------------

    def _split(
        self, tournament_id: TournamentId, key: Callable[[Listed], str | None]
    ) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        with self._context.reading() as session:
            entries = listed_entries(session, tournament_id)
            headings = sorted({key(e) for e in entries.values() if key(e)}, key=str)
            return tuple(
                (
                    str(heading),
                    tuple(
                        self._rank(
                            session,
                            tournament_id,
                            [n for n, e in entries.items() if key(e) == heading],
                            None,
                        )
                    ),
                )
                for heading in headings
            )

    def _rank(
        self,
        session: Session,
        tournament_id: int,
        only: Sequence[int] | None,
        after_round: int | None,
    ) -> list[Standing]:
        tournament = lookup.tournament(session, tournament_id)
        settings = settings_from_json(Game(tournament.game), tournament.settings)
        entries = listed_entries(session, tournament_id)
        if isinstance(settings, BurracoSettings):
            return list(_burraco_rows(session, tournament_id, settings, entries, only, after_round))
        return list(_scala40_rows(session, tournament_id, settings, entries, only, after_round))


def _burraco_rows(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    entries: dict[int, Listed],
    only: Sequence[int] | None,
    after_round: int | None,
) -> list[BurracoStanding]:
    # `entries` already lists every entry in number order: no need to ask for them again.
    chosen = tuple(entries) if only is None else only
    rows = burraco_ranking(session, tournament_id, settings, only=chosen, after_round=after_round)
    rounds = played_round_numbers(session, tournament_id, after_round=after_round)
    standings: list[BurracoStanding] = []
    previous: StandingRow | None = None
    for row in rows:
        entry = entries[row.entry]
        by_round = dict(row.vp_by_round)
        standings.append(
            BurracoStanding(
                rank=row.rank,
                entry=row.entry,
                names=entry.names,
                vp=row.vp,
                mp_difference=row.mp_diff,
                mp_scored=row.mp_for,
                vp_per_round=tuple(by_round.get(n) for n in rounds),
                penalty_vp=row.penalty_vp,
                group=entry.group,
                category=entry.category,
                tie_break_note=_separated_by(previous, row),
            )
        )
        previous = row
    return standings


def _separated_by(previous: StandingRow | None, row: StandingRow) -> str:
    """The first tie-break that put `row` below `previous` when both have the same VP."""
    if previous is None or previous.vp != row.vp or (row.tied and previous.rank == row.rank):
        return ""
    for tie_break, value in row.tie_break_values:
        if previous.tie_break(tie_break) != value:
            return tie_break.value
    return ""


def _scala40_rows(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    entries: dict[int, Listed],
    only: Sequence[int] | None,
    after_round: int | None,
) -> list[Scala40Standing]:
    placings = scala40_placings(session, tournament_id, settings, after_round=after_round)
    method = (
        Scala40Method.STAGES
        if settings.format is Scala40Format.ELIMINATION
        else Scala40Method.PLACEMENT_POINTS
    )
    players = list(entries) if only is None else list(only)
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        rows = rank_scala40(
            players,
            placings,
            method=method,
            placement_points=rules.placement_points(settings),
            draw_order=settings.draw_order or None,
        )
    return [
        Scala40Standing(
            rank=row.rank,
            entry=row.player,
            name=entries[row.player].names,
            points=row.points if method is Scala40Method.PLACEMENT_POINTS else row.stage,
            penalty_total=row.penalty_total,
            stage=row.stage,
            group=entries[row.player].group,
            category=entries[row.player].category,
        )
        for row in rows
    ]
