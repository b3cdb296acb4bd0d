"""Creating, listing and editing tournaments, and the saved custom VP tables."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import TYPE_CHECKING

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from scoring.victory_points import FIBUR_3_HANDS, FIBUR_4_HANDS
from tournament_app.services import convert, lookup, rules
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.setting_edits import (
    frozen_settings as frozen_settings,
)
from tournament_app.services.setting_edits import (
    kept_defaults,
    lock_refusals,
    refuse_frozen_changes,
)
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    Scala40Settings,
    TournamentDraft,
    TournamentSettings,
    VictoryPointScale,
)
from tournament_app.services.settings_codec import (
    scale_from_json,
    scale_to_json,
    settings_to_json,
    stored_settings,
)
from tournament_app.services.user_text import TOURNAMENT_NAME, VENUE, VP_SCALE_NAME, clean_text
from tournament_app.services.values import (
    RoundStatus,
    Tournament,
    TournamentId,
    TournamentStatus,
    TournamentSummary,
)
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.services.lookup import TournamentFields
    from tournament_app.services.saved_vp_tables import DeletedVpScale
    from tournament_app.services.still_open import StillOpen
    from tournament_app.services.vp_choice import VpTableChoice
    from tournament_app.storage.models import Base, TournamentRow

TOURNAMENT_CHANGED = Changes(tournaments=True)


def new_seed() -> int:
    """A new tournament's own seed for its draws (kept with it, so a draw can be repeated):
    chosen at random, as a shared default would seat every evening's first round alike."""
    import secrets  # here: a start makes no tournament, and the module costs it time

    return secrets.randbelow(2**31 - 1) + 1


def clean_date(value: str | None) -> str | None:
    """An ISO date YYYY-MM-DD, or None (INVALID_INPUT for anything else)."""
    if value is None or value == "":
        return None
    try:
        return dt.date.fromisoformat(value).isoformat()
    except ValueError:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "date_format", "value": value}
        ) from None


def settings_match_game(game: Game, settings: TournamentSettings) -> None:
    """INVALID_SETTINGS when burraco settings are given to scala 40, or the reverse."""
    expected = BurracoSettings if game is Game.BURRACO else Scala40Settings
    if not isinstance(settings, expected):
        raise ServiceError(
            ErrorCode.INVALID_SETTINGS, {"detail": "settings_other_game", "game": game.value}
        )


# Settings a finished tournament may still change: they decide nothing about its standings.
AFTER_THE_END = frozenset({"results_url", "table_entry"})


def _only_after_the_end(row: TournamentRow, new: dict[str, object]) -> bool:
    """Whether `new` settings change only what a finished tournament may still change
    (`AFTER_THE_END`); damaged stored settings count as changed."""
    try:
        old = settings_to_json(stored_settings(row))
    except ServiceError:
        return False
    return all(old.get(key) == new.get(key) for key in (old.keys() | new.keys()) - AFTER_THE_END)


def refuse_if_finished(row: TournamentRow) -> None:
    """TOURNAMENT_FINISHED when `row` is marked finished, before anything changes.

    A finished tournament's standings are final and count in the season ranking: a result,
    hand, penalty, round or entry changed there would change them with no word. Every
    service that writes one calls this first; reopening (set_status RUNNING) lifts it, and
    undo is not checked (it can only reach a change older than the "mark finished" by
    undoing that first, which reopens the tournament).
    """
    if row.status == TournamentStatus.FINISHED.value:
        raise ServiceError(
            ErrorCode.TOURNAMENT_FINISHED,
            {"detail": "tournament_finished", "tournament": row.id, "name": row.name},
        )


def open_tournament(
    session: Session, tournament_id: int, *, game: Game | None = None
) -> TournamentRow:
    """`lookup.tournament` for a change: NOT_FOUND, WRONG_GAME, or TOURNAMENT_FINISHED."""
    row = lookup.tournament(session, tournament_id, game=game)
    refuse_if_finished(row)
    return row


class TournamentService:
    """The director's actions on whole tournaments."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def create(self, draft: TournamentDraft) -> Tournament:
        """Create a tournament from the wizard's values (settings validated through scoring).

        Raises ServiceError(INVALID_SETTINGS / INVALID_INPUT / TEXT_*) and changes nothing on
        bad values. A schedule to warn of (`schedule_checks`: more rounds than a FIBUR club
        tournament plays; no entries yet, so no Mitchell too long) is created all the same,
        its warnings in the value returned.
        """
        from tournament_app.services.schedule_checks import schedule_warnings
        from tournament_app.storage.models import TournamentRow

        name = clean_text(draft.name, TOURNAMENT_NAME)
        venue = clean_text(draft.venue, VENUE)
        date = clean_date(draft.date)
        settings_match_game(draft.game, draft.settings)
        rules.validate(draft.settings)
        with self._context.writing(TOURNAMENT_CHANGED) as work:
            row = TournamentRow(
                game=draft.game.value,
                name=name,
                date=date,
                venue=venue,
                status=TournamentStatus.REGISTRATION.value,
                settings=settings_to_json(draft.settings),
            )
            work.add(row)
            work.session.flush()
            work.log(
                "tournament.create", f"tournament {row.id}", tournament_id=row.id, summary=name
            )
            made = convert.tournament(row, entries=0, rounds=0)
            return replace(made, schedule_warnings=schedule_warnings(draft.settings, 0))

    def get(self, tournament_id: TournamentId) -> Tournament:
        """The tournament with its full settings; NotFoundError if there is none."""
        # One statement, the row and its counts: the title, the results and the start pages
        # ask for it after every change (on a server, one round trip where three took).
        with self._context.reading() as session:
            counts = _counts(tables.tournaments.c.id)
            row = lookup.tournament_fields(session, tournament_id, *counts)
            return convert.tournament(row, entries=row.entry_count, rounds=row.round_count)

    def locked_settings(self, tournament_id: TournamentId) -> tuple[str, ...]:
        """The settings the tournament can no longer change (`frozen_settings`, once a round
        is published; empty before): what the wizard greys out and `edit` refuses."""
        with self._context.reading() as session:
            row = lookup.tournament(session, tournament_id)
            if not _published_rounds(session, row.id):
                return ()
            return frozen_settings(Game(row.game))

    def locked_setting_refusals(self, tournament_id: TournamentId) -> dict[str, ServiceError]:
        """For each setting `locked_settings` names, the refusal `edit` meets changing it (what
        locks it, and the way out there is): the wizard's words on each field it greys out."""
        with self._context.reading() as session:
            row = lookup.tournament(session, tournament_id)
            return lock_refusals(session, row.id, Game(row.game))

    def entries_in_play(self, tournament_id: TournamentId) -> int:
        """How many entries the next round would seat (present, not withdrawn): the field
        `schedule_checks.schedule_warnings` checks a schedule against (the wizard asks it
        once, then checks each schedule the director sets)."""
        from tournament_app.services.schedule_checks import entries_in_play

        with self._context.reading() as session:
            return entries_in_play(session, lookup.tournament(session, tournament_id).id)

    def check_open(self, tournament_id: TournamentId) -> None:
        """TOURNAMENT_FINISHED (the refusal every change meets) when the tournament is marked
        finished, so a face can say it before asking anything; nothing otherwise."""
        with self._context.reading() as session:
            refuse_if_finished(lookup.tournament(session, tournament_id))

    def list(self) -> tuple[TournamentSummary, ...]:
        """Every tournament in the database, newest date first."""

        with self._context.reading() as session:
            # Plain columns, no ORM objects: the start reads this before its window is ready,
            # and an ORM query there would configure every mapper first.
            entry_of = tables.entries.c.tournament_id
            round_of = tables.rounds.c.tournament_id
            entries: dict[int, int] = {
                tournament: count
                for tournament, count in session.execute(
                    select(entry_of, func.count()).group_by(entry_of)
                )
            }
            rounds: dict[int, int] = {
                tournament: count
                for tournament, count in session.execute(
                    select(round_of, func.count()).group_by(round_of)
                )
            }
            rows = session.execute(select(tables.tournaments)).all()
            ordered = sorted(rows, key=lambda r: (r.date or "", r.id), reverse=True)
            return tuple(
                TournamentSummary(
                    id=TournamentId(row.id),
                    name=row.name,
                    game=Game(row.game),
                    date=row.date,
                    status=TournamentStatus(row.status),
                    entries=int(entries.get(row.id, 0)),
                    rounds=int(rounds.get(row.id, 0)),
                )
                for row in ordered
            )

    def edit(
        self,
        tournament_id: TournamentId,
        *,
        name: str | None = None,
        date: str | None = None,
        venue: str | None = None,
        settings: TournamentSettings | None = None,
    ) -> Tournament:
        """Change name, date, venue or settings (None leaves a field as it is).

        The game cannot change; settings that seat or score rounds already played
        (hands, VP table, pairs/individual, the burraco variants, scala 40 re-entries) are
        refused once a round is published. Settings whose schedule warns (`schedule_checks`,
        with the entries in play now) are saved all the same, their warnings in the value
        returned.
        """
        from tournament_app.services.schedule_checks import entries_in_play, schedule_warnings

        # Checked before the session opens: a refused text must not even start a write.
        new_name = None if name is None else clean_text(name, TOURNAMENT_NAME)
        new_venue = None if venue is None else clean_text(venue, VENUE)
        with self._context.writing(TOURNAMENT_CHANGED | Changes(standings=True)) as work:
            session = work.session
            row = lookup.tournament(session, tournament_id)
            work.track(row)
            if new_name is not None:
                row.name = new_name
            if date is not None:
                row.date = clean_date(date)
            if new_venue is not None:
                row.venue = new_venue
            if settings is not None:
                new = settings_to_json(settings)
                # Name, date and venue may still be put right, and where the results are
                # published (the standings pinned up at the end print its code); the other
                # settings decide the final standings, which a finished tournament keeps.
                if not _only_after_the_end(row, new):
                    refuse_if_finished(row)
                game = Game(row.game)
                settings_match_game(game, settings)
                published = bool(_published_rounds(session, row.id))
                try:
                    before: TournamentSettings | None = stored_settings(row)
                except ServiceError:
                    if published:
                        raise  # what the rounds played were scored with cannot be read
                    before = None  # damaged settings put right before any round counts
                if before is not None:
                    settings = kept_defaults(before, settings)
                rules.validate(settings)
                if published and before is not None:
                    refuse_frozen_changes(session, row.id, game, before, settings)
                row.settings = settings_to_json(settings)
            work.log("tournament.edit", f"tournament {row.id}", tournament_id=row.id)
            session.flush()
            value = _tournament_value(session, row)
            if settings is None:
                return value
            warned = schedule_warnings(settings, entries_in_play(session, row.id))
            return replace(value, schedule_warnings=warned)

    def set_status(self, tournament_id: TournamentId, status: TournamentStatus) -> Tournament:
        """Mark a tournament as in registration, running or finished (as it stands: the
        director's "mark finished" is `finish`, which first says what is still open)."""
        with self._context.writing(TOURNAMENT_CHANGED) as work:
            row = lookup.tournament(work.session, tournament_id)
            return _set_status(work, row, status)

    def still_open(self, tournament_id: TournamentId) -> tuple[StillOpen, ...]:
        """What the director should settle before marking the tournament finished: rounds
        in play with their tables missing, double entries disagreeing, drafts (empty: none)."""
        from tournament_app.services.still_open import still_open  # it reads through rounds

        with self._context.reading() as session:
            return still_open(session, lookup.tournament(session, tournament_id))

    def finish(self, tournament_id: TournamentId, *, despite_open: bool = False) -> Tournament:
        """Mark the tournament finished. While something is still open (`still_open`) it is
        refused with TOURNAMENT_STILL_OPEN naming it, and nothing changes, unless the
        director has been told and confirmed (`despite_open`)."""
        from tournament_app.services.still_open import StillOpenError, still_open

        with self._context.writing(TOURNAMENT_CHANGED) as work:
            row = lookup.tournament(work.session, tournament_id)
            found = still_open(work.session, row)
            if found and not despite_open:
                raise StillOpenError(row.id, row.name, found)
            return _set_status(work, row, TournamentStatus.FINISHED)

    def delete(self, tournament_id: TournamentId) -> None:
        """Delete a tournament with its entries, rounds, results and penalties (undoable)."""
        changes = Changes(
            tournaments=True,
            entries=True,
            rounds=True,
            results=True,
            penalties=True,
            standings=True,
        )
        with self._context.writing(changes) as work:
            row = lookup.tournament(work.session, tournament_id)
            children: list[Base] = []
            for entry in row.entries:
                children.append(entry)
                children.extend(entry.members)
            for round_row in row.rounds:
                children.append(round_row)
                children.extend(round_row.seats)
                children.extend(round_row.burraco_results)
                children.extend(round_row.scala40_sheets)
                # Open double-entry disagreements too: undoing the delete must bring back the
                # tables still waiting for the right figures, not show them as checked.
                children.extend(round_row.result_checks)
            children.extend(row.penalties)
            work.track(row, *children)
            work.session.delete(row)
            work.log(
                "tournament.delete", f"tournament {row.id}", tournament_id=row.id, summary=row.name
            )

    def save_vp_scale(self, scale: VictoryPointScale) -> VictoryPointScale:
        """Save (or replace, by its exact name) a custom VP table for reuse; validated through
        scoring. A name a typed one could not tell apart (`saved_vp_tables.meant`) is refused:
        FIBUR's (INVALID_INPUT `vp_table_name_builtin`) or another saved table's in other
        capitals (`vp_table_name_taken`)."""
        from tournament_app.services.saved_vp_tables import refuse_clashing_name
        from tournament_app.storage.models import VictoryPointScaleRow

        name = clean_text(scale.name, VP_SCALE_NAME)
        rules.scale_to_table(scale)
        if scale.hands not in (2, 3, 4):
            raise ServiceError(
                ErrorCode.INVALID_SETTINGS, {"detail": "turno_hands", "hands": scale.hands}
            )
        data = scale_to_json(scale)
        with self._context.writing(Changes(tournaments=True)) as work:
            refuse_clashing_name(work.session, name)
            row = work.session.scalar(
                select(VictoryPointScaleRow).where(VictoryPointScaleRow.name == name)
            )
            if row is None:
                row = VictoryPointScaleRow(name=name, hands=scale.hands, bands=data["bands"])
                work.add(row)
            else:
                work.track(row)
                row.hands = scale.hands
                row.bands = data["bands"]
            work.log("vp_scale.save", f"vp scale {name}", tournament_id=None, summary=name)
            return scale_from_json({"name": name, "hands": row.hands, "bands": row.bands})

    def vp_scales(self) -> tuple[VictoryPointScale, ...]:
        """The FIBUR tables (3 and 4 hands) followed by the saved custom ones."""
        builtin = (rules.table_to_scale(FIBUR_3_HANDS), rules.table_to_scale(FIBUR_4_HANDS))
        return builtin + self.saved_vp_scales()

    def vp_scale_named(self, name: str) -> VictoryPointScale:
        """The VP table a typed name means (`saved_vp_tables.named_scale`): FIBUR's by their
        name in either language, the saved ones by theirs, capitals and spaces aside when no
        name is written exactly so."""
        from tournament_app.services.saved_vp_tables import named_scale

        builtin = (rules.table_to_scale(FIBUR_3_HANDS), rules.table_to_scale(FIBUR_4_HANDS))
        return named_scale(builtin, self.saved_vp_scales(), name)

    def saved_vp_scales(self) -> tuple[VictoryPointScale, ...]:
        """The club's own saved VP tables, by name (what `delete_vp_scale` can delete)."""
        from tournament_app.services.saved_vp_tables import saved_scale
        from tournament_app.storage.models import VictoryPointScaleRow

        with self._context.reading() as session:
            rows = session.scalars(
                select(VictoryPointScaleRow).order_by(VictoryPointScaleRow.name)
            ).all()
            return tuple(saved_scale(row) for row in rows)

    def delete_vp_scale(self, name: str) -> DeletedVpScale:
        """Delete the club's saved VP table `name` (its exact name, else the one that differs
        only in capitals); logged, and undo brings it back.

        Safe for every tournament: each copies its table into its own settings, so the
        tournaments using one of that name keep their copy, untouched, and the answer names
        them (`DeletedVpScale.kept_by`). Refused, nothing changed: NOT_FOUND (kind
        `vp_table`, param `saved`: the saved tables' names) when no saved table is called
        so; STATE_REFUSED (detail `vp_table_builtin`) for FIBUR's tables, built in.
        """
        from tournament_app.services.saved_vp_tables import delete_saved

        wanted = clean_text(name, VP_SCALE_NAME)
        with self._context.writing(Changes(tournaments=True)) as work:
            return delete_saved(work, wanted)

    def vp_table_choice(self, hands: int) -> VpTableChoice:
        """The VP tables suiting turni of `hands` hands: FIBUR's (none for 2 hands), then
        the club's own saved for that many hands (`vp_choice`)."""
        # Imported here: only the new-tournament wizard and the settings ask for the choice.
        from tournament_app.services.vp_choice import vp_table_choice

        return vp_table_choice(hands, self.vp_scales())


def _set_status(work: UnitOfWork, row: TournamentRow, status: TournamentStatus) -> Tournament:
    work.track(row)
    row.status = status.value
    work.log(
        "tournament.status",
        f"tournament {row.id}",
        tournament_id=row.id,
        summary=status.value,
        params={"status": status.value},
    )
    return _tournament_value(work.session, row)


def _published_rounds(session: Session, tournament_id: int) -> int:
    from tournament_app.storage.models import RoundRow

    return int(
        session.scalar(
            select(func.count()).where(
                RoundRow.tournament_id == tournament_id,
                RoundRow.status != RoundStatus.DRAFT.value,
            )
        )
        or 0
    )


def _tournament_value(session: Session, row: TournamentRow | TournamentFields) -> Tournament:
    entries, rounds = session.execute(select(*_counts(row.id))).one()
    return convert.tournament(row, entries=entries, rounds=rounds)


def _counts(
    tournament_id: int | ColumnElement[int],
) -> tuple[ColumnElement[int], ColumnElement[int]]:
    """A tournament's entries and rounds counted, as the columns `entry_count` and
    `round_count`, for an id or the tournaments' id column. On the tables' columns (no
    mapper configured; see `lookup.tournament_fields`)."""
    entries, rounds = (
        select(func.count()).where(of == tournament_id).scalar_subquery().label(name)
        for of, name in (
            (tables.entries.c.tournament_id, "entry_count"),
            (tables.rounds.c.tournament_id, "round_count"),
        )
    )
    return entries, rounds
