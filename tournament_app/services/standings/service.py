"""Standings: overall, per group, per category, and the prize list."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache

from sqlalchemy import BindParameter, Row, Select, bindparam, distinct, func, select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.burraco_standings import (
    burraco_rows,
    read_tally,
    tally_rows,
    withdrawn_entries,
)
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.prize_awards import PrizeAwards
from tournament_app.services.rounds.status import is_final_stage, standings_final
from tournament_app.services.settings import BurracoSettings, TournamentSettings
from tournament_app.services.settings_codec import settings_to_json, stored_settings
from tournament_app.services.standings.board import (
    StandingsBoard,
    check_prize_request,
    draw_breaks_ties,
    tied_places,
)
from tournament_app.services.standings.memo import (
    BurracoTally,
    read_floor_and_marker,
)
from tournament_app.services.standings.scala40_rows import scala40_rows
from tournament_app.services.tally import Listed, listed_entries
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.values import (
    Prize,
    RoundStatus,
    Standing,
    TournamentId,
    TournamentStatus,
)
from tournament_app.storage.models import RoundRow, SeatRow, TournamentRow


class StandingsService:
    """Rankings computed through scoring from the stored results and penalties."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def overall(
        self, tournament_id: TournamentId, *, after_round: int | None = None
    ) -> tuple[Standing, ...]:
        """The ranking after `after_round` (None: every result in so far).

        Burraco: BurracoStanding rows by VP and the tournament's tie-breaks.
        Scala 40: Scala40Standing rows by stage reached or placement points. Refused after
        a round not published (it would be the standings after the last round played, under
        the wrong title).
        """
        with self._context.reading() as session:
            if after_round is not None:
                _check_played(session, tournament_id, after_round)
            return tuple(self._rank(session, tournament_id, None, after_round))

    def by_group(self, tournament_id: TournamentId) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per group (girone), ranks restarting at 1 in each."""
        return self._split(tournament_id, lambda entry: entry.group)

    def by_category(
        self, tournament_id: TournamentId
    ) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per category, ranks restarting at 1 in each."""
        return self._split(tournament_id, lambda entry: entry.category)

    def sections(self, tournament_id: TournamentId) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The groups and the categories, each in order, named as `by_group` and
        `by_category` name their rankings: what the Standings page offers to rank apart.
        NOT_FOUND when there is no such tournament."""
        with self._context.reading() as session:
            entries = listed_entries(session, tournament_id, checked=True).values()
        groups = sorted({e.group for e in entries if e.group})
        categories = sorted({e.category for e in entries if e.category})
        return tuple(groups), tuple(categories)

    def prizes(
        self, tournament_id: TournamentId, *, per: str = "overall", places: int = 3
    ) -> tuple[Prize, ...]:
        """The prize list's prizes, as `prize_awards` decides them."""
        return self.prize_awards(tournament_id, per=per, places=places).prizes

    def prize_awards(
        self, tournament_id: TournamentId, *, per: str = "overall", places: int = 3
    ) -> PrizeAwards:
        """The prize list: the first `places` overall, then (per "group" or "category") the
        first `places` of each, under the tournament's rule (`prizes_cumulative`; by default
        prizes do not add up and a section's go to those not already awarded)."""
        check_prize_request(per, places)
        sections: tuple[tuple[str, tuple[Standing, ...]], ...] = ()
        if per == "group":
            sections = self.by_group(tournament_id)
        elif per == "category":
            sections = self.by_category(tournament_id)
        return self.board(tournament_id).prize_awards(per=per, places=places, sections=sections)

    def board(self, tournament_id: TournamentId) -> StandingsBoard:
        """The overall ranking with the ties a draw would separate and the prize rule, from
        one ranking: what the Standings page and the projector show, computed once."""
        with self._context.reading() as session:
            kept: list[BurracoTally] = []
            rows = tuple(self._rank(session, tournament_id, None, None, kept))
            # A tally ranked as it stands holds the settings as they stand: nothing was
            # written since it was read, so they are not read again after every result.
            settings = (
                kept[0].settings
                if kept
                else stored_settings(lookup.tournament(session, tournament_id))
            )
            last = session.execute(_last_announced(), {"tournament_id": tournament_id}).first()
        return StandingsBoard(
            tournament_id,
            rows,
            draw_breaks_ties=draw_breaks_ties(settings),
            prizes_cumulative=settings.prizes_cumulative,
            after_round=last.number if last is not None else None,
            partial=last is not None and last.status == RoundStatus.PUBLISHED.value,
            final=_final(settings, last),
        )

    def record_draw(self, tournament_id: TournamentId, order: Sequence[int]) -> None:
        """Record the draw that breaks ties nothing else separates: entry numbers, best first.

        Every entry number must exist and appear once (INVALID_INPUT otherwise).
        """
        with self._context.writing(Changes(standings=True, tournaments=True)) as work:
            tournament = open_tournament(work.session, tournament_id)
            drawn = tuple(order)
            _check_drawn(work.session, tournament_id, drawn)
            settings = stored_settings(tournament)
            _record_draw(work, tournament, replace(settings, draw_order=drawn), drawn)

    def draw_lots(
        self,
        tournament_id: TournamentId,
        tied: Sequence[int],
        *,
        rng: random.Random | None = None,
    ) -> tuple[int, ...]:
        """Draw lots among the `tied` entries and record the order drawn, best first.

        The order is merged into the recorded draw (`merged_draw`): these entries take, as a
        group, the place the first of them had, so earlier draws among other entries still
        separate theirs and an entry drawn before them stays before them. Refused
        (INVALID_INPUT) for fewer than two entries, an entry not in the tournament or named
        twice; (STATE_REFUSED) in a burraco tournament whose tie-breaks do not include the
        draw (it would separate nothing); (ENTRIES_NOT_TIED) when the entries are not all in
        one group level in the standings or across a scala 40 cut in the draft round
        (`standings.level`), judged without the draw recorded among them, so a group drawn
        before can be drawn again.
        """
        chance = rng if rng is not None else random.SystemRandom()
        with self._context.writing(Changes(standings=True, tournaments=True)) as work:
            tournament = open_tournament(work.session, tournament_id)
            among = tuple(tied)
            if len(among) < 2:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "draw_too_few", "count": len(among)}
                )
            _check_drawn(work.session, tournament_id, among)
            settings = stored_settings(tournament)
            if not draw_breaks_ties(settings):
                raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "draw_not_a_tie_break"})
            self._check_level(work.session, tournament_id, settings, among)
            drawn = list(among)
            chance.shuffle(drawn)
            merged = merged_draw(settings.draw_order, drawn)
            _record_draw(work, tournament, replace(settings, draw_order=merged), drawn)
        return tuple(drawn)

    def ties_to_draw(self, tournament_id: TournamentId) -> tuple[tuple[Standing, ...], ...]:
        """`ties`, for a director about to draw lots: refused (STATE_REFUSED) in a burraco
        tournament whose tie-breaks leave the draw out, where a draw would separate nothing,
        even while nobody is level."""
        settings = self._settings_of(tournament_id)
        if not draw_breaks_ties(settings):
            raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "draw_not_a_tie_break"})
        return self.ties(tournament_id)

    def _settings_of(self, tournament_id: TournamentId) -> TournamentSettings:
        with self._context.reading() as session:
            return stored_settings(lookup.tournament(session, tournament_id))

    def ties(self, tournament_id: TournamentId) -> tuple[tuple[Standing, ...], ...]:
        """The rows of the overall standings that share a rank and that a draw would
        separate, one tuple per rank, best rank first.

        Only entries with a result count: before any result everyone is level, and a draw
        made then would decide ties that have not happened yet. Burraco: none unless the
        draw is among the tournament's tie-breaks.
        """
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id)
            settings = stored_settings(tournament)
            if not draw_breaks_ties(settings):
                return ()
            rows = self._rank(session, tournament_id, None, None)
        return tied_places(rows)

    # -- helpers ------------------------------------------------------------------------------

    def _check_level(
        self,
        session: Session,
        tournament_id: TournamentId,
        settings: TournamentSettings,
        among: Sequence[int],
    ) -> None:
        """Refuses a draw among entries not all in one level group (`standings.level`), judged
        with the draw recorded among them left out: once drawn, the standings part them, and
        drawing them again must stay possible."""
        # Imported here: the round check it reads imports this module.
        from tournament_app.services.standings.level import among_level, level_groups, not_tied

        def level(judged: TournamentSettings) -> list[tuple[int, ...]]:
            rows = self._rank(session, tournament_id, None, None, settings=judged)
            return level_groups(session, tournament_id, judged, rows)

        undrawn = tuple(number for number in settings.draw_order if number not in among)
        if among_level(among, level(replace(settings, draw_order=undrawn))):
            return
        raise not_tied(among, level(settings))

    def _split(
        self, tournament_id: TournamentId, key: Callable[[Listed], str | None]
    ) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per value of `key`, a group or category as `listed_entries` names its
        section: "b" typed for some entries and "B" for others are one section."""
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
        kept: list[BurracoTally] | None = None,
        *,
        settings: TournamentSettings | None = None,
    ) -> list[Standing]:
        """The ranking; the burraco tally it was ranked from is added to `kept`. `settings`:
        those to rank by when not the stored ones (a recorded draw left out)."""
        if after_round is None:
            tally = self._kept_tally(session, tournament_id)
            if tally is not None:
                if kept is not None:
                    kept.append(tally)
                if isinstance(settings, BurracoSettings):
                    tally = replace(tally, settings=settings)
                return tally_rows(tally, only)
        if settings is None:
            settings = stored_settings(lookup.tournament(session, tournament_id))
        entries = listed_entries(session, tournament_id)
        withdrawn, never_seated = withdrawn_entries(session, tournament_id, after_round)
        # A withdrawn entry that never sat at a table (a mistaken entry, one that never came)
        # has no result to rank: it is left out rather than listed last with nothing.
        chosen = [n for n in (entries if only is None else only) if n not in never_seated]
        rows: list[Standing]
        if isinstance(settings, BurracoSettings):
            rows = list(
                burraco_rows(session, tournament_id, settings, entries, chosen, after_round)
            )
        else:
            rows = list(
                scala40_rows(session, tournament_id, settings, entries, chosen, after_round)
            )
        return [replace(row, withdrawn=True) if row.entry in withdrawn else row for row in rows]

    def _kept_tally(self, session: Session, tournament_id: int) -> BurracoTally | None:
        """The burraco tournament's tally as it is now: kept when nothing was written since,
        else read (and kept); None for a scala 40 tournament."""
        memo = self._context.standings_memo
        tally = memo.current(session, tournament_id)
        if tally is not None:
            return tally
        # The marker first: whatever is written while the rest is read moves it again.
        floor, marker = read_floor_and_marker(session)
        settings = stored_settings(lookup.tournament(session, tournament_id))
        if not isinstance(settings, BurracoSettings):
            return None
        tally = read_tally(session, tournament_id, settings, floor, marker)
        memo.keep(tournament_id, tally)
        return tally


def _check_played(session: Session, tournament_id: int, after_round: int) -> None:
    """Refuses standings after a round not published yet (or of a tournament that has none);
    after round 0 is everybody before any result."""
    lookup.tournament(session, tournament_id)
    played = set(
        session.scalars(
            select(RoundRow.number).where(
                RoundRow.tournament_id == tournament_id,
                RoundRow.status != RoundStatus.DRAFT.value,
            )
        )
    )
    if after_round == 0 or after_round in played:
        return
    if not played:
        raise NotFoundError("round", after_round)
    raise ServiceError(
        ErrorCode.STATE_REFUSED,
        {"detail": "round_not_played", "round": after_round, "last": max(played)},
    )


def _check_drawn(session: Session, tournament_id: int, drawn: Sequence[int]) -> None:
    """Refuses a draw naming an entry the tournament does not have, or one entry twice."""
    known = set(listed_entries(session, tournament_id))
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


def _record_draw(
    work: UnitOfWork, tournament: TournamentRow, settings: TournamentSettings, drawn: Sequence[int]
) -> None:
    """Store the settings holding a draw, and log the order just drawn."""
    work.track(tournament)
    tournament.settings = settings_to_json(settings)
    work.log(
        "standings.draw",
        f"tournament {tournament.id}",
        tournament_id=tournament.id,
        summary=" ".join(map(str, drawn)),
        params={"order": [int(number) for number in drawn]},
    )


def merged_draw(recorded: Sequence[int], drawn: Sequence[int]) -> tuple[int, ...]:
    """The recorded draw with `drawn` put in, as a group, where the first of them stood (at
    the end if none had been drawn): only their order among themselves changes. Appending
    them would move an entry drawn before them, but not drawn now, ahead of them."""
    group = set(drawn)
    kept = [number for number in recorded if number not in group]
    first = next((i for i, number in enumerate(recorded) if number in group), len(recorded))
    at = sum(1 for number in recorded[:first] if number not in group)
    return (*kept[:at], *drawn, *kept[at:])


def _final(settings: TournamentSettings, last: Row[int, str, int, int, str] | None) -> bool:
    """Whether the standings after the last round announced are the final ones
    (`rounds.status.standings_final`)."""
    if last is None:
        return False
    number, status, newest, tables, tournament_status = last
    return standings_final(
        settings,
        number,
        complete=status == RoundStatus.COMPLETE.value,
        concluded=tournament_status == TournamentStatus.FINISHED.value,
        final=number if number == newest and is_final_stage(number, tables) else None,
    )


@cache
def _last_announced() -> Select[int, str, int, int, str]:
    """The number and state of the last round announced to the players (published or
    complete), with what says whether the standings after it are final (`_final`): the
    newest round, a draft too, its tables and the tournament's status. Built once: every
    ranking a page shows reads it (see `lookup._tournament_and_round`)."""
    tournament_id: BindParameter[int] = bindparam("tournament_id")
    tables = (
        select(func.count(distinct(SeatRow.table_number)))
        .where(SeatRow.round_id == RoundRow.id)
        .scalar_subquery()
    )
    return (
        select(
            RoundRow.number,
            RoundRow.status,
            lookup.newest_round_number(tournament_id).label("newest"),
            tables.label("tables"),
            TournamentRow.status.label("tournament_status"),
        )
        .join(TournamentRow, TournamentRow.id == RoundRow.tournament_id)
        .where(
            RoundRow.tournament_id == tournament_id,
            RoundRow.number == lookup.newest_round_number(tournament_id, announced=True),
        )
    )
