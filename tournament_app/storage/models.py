"""The database tables as SQLAlchemy 2.0 typed ORM classes, mapped onto the Core tables of
`storage.tables` (the schema Alembic migrates, declared there column by column).

Each class names its columns' types for the type checker only (`if TYPE_CHECKING`): SQLAlchemy
takes the columns from the table, and reading annotations at import was about half of what
mapping these classes cost every start.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, event, inspect
from sqlalchemy.orm import DeclarativeBase, Mapped, Mapper, relationship

from tournament_app.names import name_key, search_key
from tournament_app.storage import tables

# Where the services have always found them.
from tournament_app.storage.tables import derived as derived
from tournament_app.storage.tables import utc_now as utc_now

if TYPE_CHECKING:
    from datetime import datetime


class Base(DeclarativeBase):
    """The base of every table."""

    metadata = tables.metadata


class ClubRow(Base):
    """A club in the registry."""

    __tablename__ = "clubs"
    __table__ = tables.clubs

    if TYPE_CHECKING:
        id: Mapped[int]
        name: Mapped[str]
        name_key: Mapped[str | None]


class PlayerRow(Base):
    """A registry player: tessera (membership card), surname, name, club, category."""

    __tablename__ = "players"
    __table__ = tables.players

    if TYPE_CHECKING:
        id: Mapped[int]
        surname: Mapped[str]
        name: Mapped[str]
        tessera: Mapped[str | None]
        club_id: Mapped[int | None]
        category: Mapped[str | None]
        surname_key: Mapped[str]
        name_key: Mapped[str]
        search_key: Mapped[str]

    club: Mapped[ClubRow | None] = relationship(lazy="joined")


class MemberRow(Base):
    """A card holder on the federation's or the club's member list (schema 0007), imported
    whole: entries are checked against it (an unknown or expired tessera is flagged), never
    changed by it. `tessera` is kept in capitals, as it is compared; `valid_until` an ISO
    date, None when the list gave none."""

    __tablename__ = "members"
    __table__ = tables.members

    if TYPE_CHECKING:
        id: Mapped[int]
        tessera: Mapped[str]
        surname: Mapped[str]
        name: Mapped[str]
        club: Mapped[str | None]
        category: Mapped[str | None]
        valid_until: Mapped[str | None]


class VictoryPointScaleRow(Base):
    """A saved custom VP table, reusable by later tournaments."""

    __tablename__ = "vp_scales"
    __table__ = tables.vp_scales

    if TYPE_CHECKING:
        id: Mapped[int]
        name: Mapped[str]
        hands: Mapped[int]
        bands: Mapped[list[Any]]


class TournamentRow(Base):
    """A tournament: game, name, date, venue, status and its full settings as JSON."""

    __tablename__ = "tournaments"
    __table__ = tables.tournaments

    if TYPE_CHECKING:
        id: Mapped[int]
        game: Mapped[str]
        name: Mapped[str]
        date: Mapped[str | None]
        venue: Mapped[str]
        status: Mapped[str]
        settings: Mapped[dict[str, Any]]
        created_at: Mapped[datetime]

    entries: Mapped[list[EntryRow]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan", order_by="EntryRow.number"
    )
    rounds: Mapped[list[RoundRow]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan", order_by="RoundRow.number"
    )
    penalties: Mapped[list[PenaltyRow]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan", order_by="PenaltyRow.id"
    )


class EntryRow(Base):
    """A pair or a single player entered in a tournament, by number."""

    __tablename__ = "entries"
    __table__ = tables.entries

    if TYPE_CHECKING:
        id: Mapped[int]
        tournament_id: Mapped[int]
        number: Mapped[int]
        group_name: Mapped[str | None]
        category: Mapped[str | None]
        present: Mapped[bool]
        withdrawn: Mapped[bool]

    tournament: Mapped[TournamentRow] = relationship(back_populates="entries")
    members: Mapped[list[EntryPlayerRow]] = relationship(
        back_populates="entry",
        cascade="all, delete-orphan",
        order_by="EntryPlayerRow.position",
        lazy="selectin",
    )


class EntryPlayerRow(Base):
    """One player of an entry (position 0 and 1 for a pair)."""

    __tablename__ = "entry_players"
    __table__ = tables.entry_players

    if TYPE_CHECKING:
        id: Mapped[int]
        entry_id: Mapped[int]
        position: Mapped[int]
        player_id: Mapped[int]

    entry: Mapped[EntryRow] = relationship(back_populates="members")
    player: Mapped[PlayerRow] = relationship(lazy="joined")


class TeamRow(Base):
    """A team of a team event (schema 0011): its number, name and club; its players are the
    pairs registered in the tournament that `TeamPairRow` gives it (2 or 3: 4 to 6 players)."""

    __tablename__ = "teams"
    __table__ = tables.teams

    if TYPE_CHECKING:
        id: Mapped[int]
        tournament_id: Mapped[int]
        number: Mapped[int]
        name: Mapped[str]
        club: Mapped[str]

    pairs: Mapped[list[TeamPairRow]] = relationship(
        back_populates="team",
        cascade="all, delete-orphan",
        order_by="TeamPairRow.position",
        lazy="selectin",
    )
    lineups: Mapped[list[TeamLineupRow]] = relationship(
        back_populates="team", cascade="all, delete-orphan"
    )


class TeamPairRow(Base):
    """A pair (an entry) playing for a team, in the order the team lists it: a pair plays
    for one team only."""

    __tablename__ = "team_pairs"
    __table__ = tables.team_pairs

    if TYPE_CHECKING:
        id: Mapped[int]
        team_id: Mapped[int]
        entry_id: Mapped[int]
        position: Mapped[int]

    team: Mapped[TeamRow] = relationship(back_populates="pairs")


class TeamLineupRow(Base):
    """The two pairs a team fields in a round, as the director set them (none stored: its
    first two pairs). Kept by round number, so a line-up can be set before the round exists."""

    __tablename__ = "team_lineups"
    __table__ = tables.team_lineups

    if TYPE_CHECKING:
        id: Mapped[int]
        team_id: Mapped[int]
        round_number: Mapped[int]
        first_entry_id: Mapped[int]
        second_entry_id: Mapped[int]

    team: Mapped[TeamRow] = relationship(back_populates="lineups")


class RoundRow(Base):
    """A round (turno; a stage in scala 40): number, pairing system, status."""

    __tablename__ = "rounds"
    __table__ = tables.rounds

    if TYPE_CHECKING:
        id: Mapped[int]
        tournament_id: Mapped[int]
        number: Mapped[int]
        system: Mapped[str]
        status: Mapped[str]
        created_at: Mapped[datetime]
        published_at: Mapped[datetime | None]

    tournament: Mapped[TournamentRow] = relationship(back_populates="rounds")
    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="round",
        cascade="all, delete-orphan",
        order_by="(SeatRow.table_number, SeatRow.line, SeatRow.position)",
    )
    burraco_results: Mapped[list[BurracoResultRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan"
    )
    scala40_sheets: Mapped[list[Scala40SheetRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan"
    )
    result_checks: Mapped[list[ResultCheckRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan"
    )
    table_entries: Mapped[list[TableEntryRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan"
    )
    clock: Mapped[RoundClockRow | None] = relationship(
        back_populates="round", cascade="all, delete-orphan"
    )


class SeatRow(Base):
    """One entry's seat in a round: table, line ("ns", "ew" or "seat" for scala 40), order."""

    __tablename__ = "seats"
    __table__ = tables.seats

    if TYPE_CHECKING:
        id: Mapped[int]
        round_id: Mapped[int]
        table_number: Mapped[int]
        line: Mapped[str]
        position: Mapped[int]
        entry_id: Mapped[int]

    round: Mapped[RoundRow] = relationship(back_populates="seats")


class BurracoResultRow(Base):
    """A burraco table's turno: both lines' MP and VP, how it came about, optional hands.

    At a table of three pairs (schema 0010) the third line's MP and VP too; NULL at a table
    of two. `version` grows with every write so a stale correction is refused.
    """

    __tablename__ = "burraco_results"
    __table__ = tables.burraco_results

    if TYPE_CHECKING:
        id: Mapped[int]
        round_id: Mapped[int]
        table_number: Mapped[int]
        kind: Mapped[str]
        ns_mp: Mapped[int]
        ew_mp: Mapped[int]
        ns_vp: Mapped[int]
        ew_vp: Mapped[int]
        third_mp: Mapped[int | None]
        third_vp: Mapped[int | None]
        hands: Mapped[list[Any] | None]
        version: Mapped[int]
        updated_at: Mapped[datetime]
        updated_by: Mapped[str]

    round: Mapped[RoundRow] = relationship(back_populates="burraco_results")

    __mapper_args__ = {"version_id_col": tables.burraco_results.c.version}  # noqa: RUF012 (SQLAlchemy reads it)


class ResultCheckRow(Base):
    """A burraco table's open disagreement (schema 0004): a second operator re-typed the
    scoresheet (double entry) and found other figures than the result stored.

    One open row per table: a newer second entry replaces it, one that agrees removes it, and
    every save or removal of the table's result settles (deletes) it in the same transaction.
    Kept in the database, not in a page, so it survives a crash and every station sees it.
    """

    __tablename__ = "result_checks"
    __table__ = tables.result_checks

    if TYPE_CHECKING:
        id: Mapped[int]
        round_id: Mapped[int]
        table_number: Mapped[int]
        ns_mp: Mapped[int]
        ew_mp: Mapped[int]
        third_mp: Mapped[int | None]
        result_version: Mapped[int]
        entered_by: Mapped[str]
        entered_at: Mapped[datetime]

    round: Mapped[RoundRow] = relationship(back_populates="result_checks")


class TableEntryRow(Base):
    """A table's code for entering its result from the players' phones (schema 0008), issued
    when the round is published with table entry on, and what the phones entered with it.

    `state`: "open" (nothing entered), "waiting" (one pair entered `ns_mp`/`ew_mp` from the
    phone `device`, the other pair has to confirm), "conflict" (the pairs disagreed, the score
    was unlikely or came late: the director decides), "accepted" (saved as the table's
    result), "closed" (the director closed entry), "reopened" (the director opened it again,
    nothing entered since). Only "open", "reopened" and "waiting" take entries.
    """

    __tablename__ = "table_entries"
    __table__ = tables.table_entries

    if TYPE_CHECKING:
        id: Mapped[int]
        round_id: Mapped[int]
        table_number: Mapped[int]
        code: Mapped[str]
        state: Mapped[str]
        ns_mp: Mapped[int | None]
        ew_mp: Mapped[int | None]
        third_mp: Mapped[int | None]
        device: Mapped[str | None]
        entered_at: Mapped[datetime | None]
        hands: Mapped[list[Any] | None]

    round: Mapped[RoundRow] = relationship(back_populates="table_entries")


class RoundClockRow(Base):
    """A round's clock (schema 0012): `duration_s` the time the round is given; `left_ms`
    the time left when `started_at` (running: the database's clock, UTC), or now (paused:
    `started_at` None). A moment and a remainder, never a ticking counter, so every station
    reads the same time left."""

    __tablename__ = "round_clocks"
    __table__ = tables.round_clocks

    if TYPE_CHECKING:
        id: Mapped[int]
        round_id: Mapped[int]
        duration_s: Mapped[int]
        left_ms: Mapped[int]
        started_at: Mapped[datetime | None]

    round: Mapped[RoundRow] = relationship(back_populates="clock")


class Scala40SheetRow(Base):
    """A scala 40 table's sheet: its hands (JSON, replayed through scoring) and a version."""

    __tablename__ = "scala40_sheets"
    __table__ = tables.scala40_sheets

    if TYPE_CHECKING:
        id: Mapped[int]
        round_id: Mapped[int]
        table_number: Mapped[int]
        hands: Mapped[list[Any]]
        timed_out: Mapped[bool]
        version: Mapped[int]
        updated_at: Mapped[datetime]
        updated_by: Mapped[str]

    round: Mapped[RoundRow] = relationship(back_populates="scala40_sheets")

    __mapper_args__ = {"version_id_col": tables.scala40_sheets.c.version}  # noqa: RUF012 (SQLAlchemy reads it)


class PenaltyRow(Base):
    """A penalty given to an entry: kind, VP and MP taken away, the round, the reason."""

    __tablename__ = "penalties"
    __table__ = tables.penalties

    if TYPE_CHECKING:
        id: Mapped[int]
        tournament_id: Mapped[int]
        entry_id: Mapped[int]
        round_number: Mapped[int | None]
        kind: Mapped[str]
        vp: Mapped[int]
        mp: Mapped[int]
        reason: Mapped[str]
        created_at: Mapped[datetime]

    tournament: Mapped[TournamentRow] = relationship(back_populates="penalties")


class AuditRow(Base):
    """One logged change: when, which station, what action on what, rows before and after.

    `before` and `after` map a table name to the rows it had (see `storage.snapshots`);
    undo puts `before` back.
    """

    __tablename__ = "audit_log"
    __table__ = tables.audit_log

    if TYPE_CHECKING:
        id: Mapped[int]
        at: Mapped[datetime]
        station: Mapped[str]
        action: Mapped[str]
        entity: Mapped[str]
        tournament_id: Mapped[int | None]
        before: Mapped[dict[str, Any]]
        after: Mapped[dict[str, Any]]
        summary: Mapped[str]
        undone: Mapped[bool]
        params: Mapped[dict[str, Any] | None]
        round_number: Mapped[int | None]
        table_number: Mapped[int | None]


# ---------------------------------------------------------------------------------------------
# Name keys: computed here, in Python, for every write (see tournament_app.names)
# ---------------------------------------------------------------------------------------------

NAME_KEYS: dict[str, dict[str, tuple[Callable[[str], str], tuple[str, ...]]]] = {
    ClubRow.__tablename__: {"name_key": (name_key, ("name",))},
    PlayerRow.__tablename__: {
        "surname_key": (name_key, ("surname",)),
        "name_key": (name_key, ("name",)),
        "search_key": (search_key, ("surname", "name", "tessera")),
    },
}
"""Table -> derived column -> (the rule, the columns it is computed from)."""


def name_keys(table: str, values: Mapping[str, Any]) -> dict[str, str]:
    """The name keys of a row of `table` from its column values (none for other tables).
    Statements written without the ORM (undo, a tournament file's players) take them here."""
    return {
        key: rule(" ".join(str(values.get(column) or "") for column in sources))
        for key, (rule, sources) in NAME_KEYS.get(table, {}).items()
    }


def _keep_name_keys(mapper: Mapper[Any], connection: Connection, target: Any) -> None:
    """Before an ORM insert or update: the keys from the row's values. An update recomputes
    only the keys whose columns changed, so a key the upgrade left empty stays so."""
    state = inspect(target)
    table = target.__tablename__
    values = {column: getattr(target, column) for column in mapper.columns.keys()}  # noqa: SIM118
    for key, value in name_keys(table, values).items():
        _, sources = NAME_KEYS[table][key]
        if state.persistent and not any(state.attrs[c].history.has_changes() for c in sources):
            continue
        setattr(target, key, value)


for _model in (ClubRow, PlayerRow):
    event.listen(_model, "before_insert", _keep_name_keys)
    event.listen(_model, "before_update", _keep_name_keys)
