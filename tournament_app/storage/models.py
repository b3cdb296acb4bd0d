"""The database tables as SQLAlchemy 2.0 typed ORM classes (the schema Alembic migrates).

Enumerated values (game, status, kind) are stored as short strings; the services turn them
into enums. Dates are ISO strings so that audit snapshots and tournament files stay plain JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Boolean,
    Connection,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    event,
    inspect,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, Mapper, mapped_column, relationship

from tournament_app.names import name_key, search_key
from tournament_app.storage import limits
from tournament_app.storage.stored_json import TolerantJSON

# Named constraints, because Alembic's batch mode on SQLite can only alter what has a name.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utc_now() -> datetime:
    """The current time in UTC (stored without a zone: every timestamp here is UTC)."""
    return datetime.now(UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    """The base of every table."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON, list[Any]: JSON}


DERIVED = {"derived": True}
"""A column's `info` when its value is computed from the row's other columns (`NAME_KEYS`):
never typed, never carried in a tournament file, never compared by undo on its own."""


def derived(column: Any) -> bool:
    """Whether a table's column is computed from the row's others (see `DERIVED`)."""
    return bool(column.info.get("derived"))


class ClubRow(Base):
    """A club in the registry."""

    __tablename__ = "clubs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(limits.CLUB), unique=True)
    name_key: Mapped[str | None] = mapped_column(Text, unique=True, info=DERIVED)
    """`names.name_key(name)`, what a typed club name is looked for by (schema 0005): one
    club per name, "FORLÌ" and "Forlì" alike. None only for a club the upgrade to 0005 found
    holding an older club's name under that rule (see the migration): kept, with its players."""


class PlayerRow(Base):
    """A registry player: tessera (membership card), surname, name, club, category."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # Indexed: the registration screen searches by surname while the director types.
    surname: Mapped[str] = mapped_column(String(limits.SURNAME), index=True)
    name: Mapped[str] = mapped_column(String(limits.NAME), default="")
    tessera: Mapped[str | None] = mapped_column(String(limits.TESSERA), unique=True)
    club_id: Mapped[int | None] = mapped_column(ForeignKey("clubs.id", ondelete="SET NULL"))
    category: Mapped[str | None] = mapped_column(String(limits.CATEGORY))
    # Schema 0005, kept by `name_keys` on every write: a player is matched by her surname's
    # and name's keys, and found by the search key (see tournament_app.names).
    surname_key: Mapped[str] = mapped_column(Text, index=True, info=DERIVED)
    name_key: Mapped[str] = mapped_column(Text, info=DERIVED)
    search_key: Mapped[str] = mapped_column(Text, info=DERIVED)

    club: Mapped[ClubRow | None] = relationship(lazy="joined")


class MemberRow(Base):
    """A card holder on the federation's or the club's member list (schema 0007), imported
    whole: entries are checked against it (an unknown or expired tessera is flagged), never
    changed by it. `tessera` is kept in capitals, as it is compared; `valid_until` an ISO
    date, None when the list gave none."""

    __tablename__ = "members"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tessera: Mapped[str] = mapped_column(String(limits.TESSERA), unique=True)
    surname: Mapped[str] = mapped_column(String(limits.SURNAME))
    name: Mapped[str] = mapped_column(String(limits.NAME), default="")
    club: Mapped[str | None] = mapped_column(String(limits.CLUB))
    category: Mapped[str | None] = mapped_column(String(limits.CATEGORY))
    valid_until: Mapped[str | None] = mapped_column(String(10))


class VictoryPointScaleRow(Base):
    """A saved custom VP table, reusable by later tournaments."""

    __tablename__ = "vp_scales"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(limits.VP_SCALE_NAME), unique=True)
    hands: Mapped[int] = mapped_column(Integer)
    bands: Mapped[list[Any]] = mapped_column(JSON)


class TournamentRow(Base):
    """A tournament: game, name, date, venue, status and its full settings as JSON."""

    __tablename__ = "tournaments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16))
    name: Mapped[str] = mapped_column(String(limits.TOURNAMENT_NAME))
    date: Mapped[str | None] = mapped_column(String(10))
    venue: Mapped[str] = mapped_column(String(limits.VENUE), default="")
    status: Mapped[str] = mapped_column(String(16))
    # Read tolerantly: damaged settings text is refused for this tournament alone.
    settings: Mapped[dict[str, Any]] = mapped_column(TolerantJSON)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)

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
    __table_args__ = (UniqueConstraint("tournament_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    group_name: Mapped[str | None] = mapped_column(String(limits.GROUP))
    category: Mapped[str | None] = mapped_column(String(limits.CATEGORY))
    present: Mapped[bool] = mapped_column(Boolean, default=True)
    withdrawn: Mapped[bool] = mapped_column(Boolean, default=False)

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
    __table_args__ = (UniqueConstraint("entry_id", "position"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))

    entry: Mapped[EntryRow] = relationship(back_populates="members")
    player: Mapped[PlayerRow] = relationship(lazy="joined")


class TeamRow(Base):
    """A team of a team event (schema 0011): its number, name and club; its players are the
    pairs registered in the tournament that `TeamPairRow` gives it (2 or 3: 4 to 6 players)."""

    __tablename__ = "teams"
    __table_args__ = (UniqueConstraint("tournament_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(limits.TEAM_NAME))
    club: Mapped[str] = mapped_column(String(limits.CLUB), default="")

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

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"), unique=True)
    position: Mapped[int] = mapped_column(Integer)

    team: Mapped[TeamRow] = relationship(back_populates="pairs")


class TeamLineupRow(Base):
    """The two pairs a team fields in a round, as the director set them (none stored: its
    first two pairs). Kept by round number, so a line-up can be set before the round exists."""

    __tablename__ = "team_lineups"
    __table_args__ = (UniqueConstraint("team_id", "round_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"))
    round_number: Mapped[int] = mapped_column(Integer)
    first_entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"))
    second_entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"))

    team: Mapped[TeamRow] = relationship(back_populates="lineups")


class RoundRow(Base):
    """A round (turno; a stage in scala 40): number, pairing system, status."""

    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("tournament_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    system: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)
    published_at: Mapped[datetime | None] = mapped_column(DateTime)
    """When the round was announced (schema 0002; None for drafts and older rounds)."""

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
    __table_args__ = (UniqueConstraint("round_id", "entry_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    line: Mapped[str] = mapped_column(String(4))
    position: Mapped[int] = mapped_column(Integer, default=0)
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"))

    round: Mapped[RoundRow] = relationship(back_populates="seats")


class BurracoResultRow(Base):
    """A burraco table's turno: both lines' MP and VP, how it came about, optional hands.

    At a table of three pairs (schema 0010) the third line's MP and VP too; NULL at a table
    of two. `version` grows with every write so a stale correction is refused.
    """

    __tablename__ = "burraco_results"
    __table_args__ = (UniqueConstraint("round_id", "table_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    ns_mp: Mapped[int] = mapped_column(Integer)
    ew_mp: Mapped[int] = mapped_column(Integer)
    ns_vp: Mapped[int] = mapped_column(Integer)
    ew_vp: Mapped[int] = mapped_column(Integer)
    third_mp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    third_vp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    hands: Mapped[list[Any] | None] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)
    updated_by: Mapped[str] = mapped_column(String(limits.STATION), default="")

    round: Mapped[RoundRow] = relationship(back_populates="burraco_results")

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 (SQLAlchemy reads it)


class ResultCheckRow(Base):
    """A burraco table's open disagreement (schema 0004): a second operator re-typed the
    scoresheet (double entry) and found other figures than the result stored.

    One open row per table: a newer second entry replaces it, one that agrees removes it, and
    every save or removal of the table's result settles (deletes) it in the same transaction.
    Kept in the database, not in a page, so it survives a crash and every station sees it.
    """

    __tablename__ = "result_checks"
    __table_args__ = (UniqueConstraint("round_id", "table_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    ns_mp: Mapped[int] = mapped_column(Integer)
    """The second entry's figures (the first entry's are the result row's)."""
    ew_mp: Mapped[int] = mapped_column(Integer)
    third_mp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """Schema 0013: the third line's figure at a table of three pairs (None at a table of two)."""
    result_version: Mapped[int] = mapped_column(Integer)
    """The result's version the second entry was compared with. Not named `version`: undo
    gives versioned rows a fresh one, and this is a fact about the result, not this row."""
    entered_by: Mapped[str] = mapped_column(String(limits.STATION))
    entered_at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)

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
    __table_args__ = (UniqueConstraint("round_id", "table_number"), UniqueConstraint("code"))

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    code: Mapped[str] = mapped_column(String(8))
    state: Mapped[str] = mapped_column(String(12))
    ns_mp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    ew_mp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    third_mp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """Schema 0013: the third line's total a phone typed at a table of three pairs."""
    device: Mapped[str | None] = mapped_column(String(64), nullable=True)
    entered_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    hands: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    """Schema 0009: the hands a phone typed (as `BurracoResultRow.hands`), None for totals."""

    round: Mapped[RoundRow] = relationship(back_populates="table_entries")


class RoundClockRow(Base):
    """A round's clock (schema 0012): `duration_s` the time the round is given; `left_ms`
    the time left when `started_at` (running: the database's clock, UTC), or now (paused:
    `started_at` None). A moment and a remainder, never a ticking counter, so every station
    reads the same time left."""

    __tablename__ = "round_clocks"
    __table_args__ = (UniqueConstraint("round_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    duration_s: Mapped[int] = mapped_column(Integer)
    left_ms: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)

    round: Mapped[RoundRow] = relationship(back_populates="clock")


class Scala40SheetRow(Base):
    """A scala 40 table's sheet: its hands (JSON, replayed through scoring) and a version."""

    __tablename__ = "scala40_sheets"
    __table_args__ = (UniqueConstraint("round_id", "table_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_number: Mapped[int] = mapped_column(Integer)
    hands: Mapped[list[Any]] = mapped_column(JSON)
    timed_out: Mapped[bool] = mapped_column(Boolean, default=False)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)
    updated_by: Mapped[str] = mapped_column(String(limits.STATION), default="")

    round: Mapped[RoundRow] = relationship(back_populates="scala40_sheets")

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 (SQLAlchemy reads it)


class PenaltyRow(Base):
    """A penalty given to an entry: kind, VP and MP taken away, the round, the reason."""

    __tablename__ = "penalties"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"))
    round_number: Mapped[int | None] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    vp: Mapped[int] = mapped_column(Integer, default=0)
    mp: Mapped[int] = mapped_column(Integer, default=0)
    reason: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)

    tournament: Mapped[TournamentRow] = relationship(back_populates="penalties")


class AuditRow(Base):
    """One logged change: when, which station, what action on what, rows before and after.

    `before` and `after` map a table name to the rows it had (see `storage.snapshots`);
    undo puts `before` back.
    """

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime, default=utc_now)
    station: Mapped[str] = mapped_column(String(limits.STATION))
    action: Mapped[str] = mapped_column(String(60))
    entity: Mapped[str] = mapped_column(String(200))
    # Not a foreign key: the log outlives a deleted tournament (and undoes its deletion).
    tournament_id: Mapped[int | None] = mapped_column(Integer, index=True)
    before: Mapped[dict[str, Any]] = mapped_column(JSON)
    after: Mapped[dict[str, Any]] = mapped_column(JSON)
    summary: Mapped[str] = mapped_column(Text, default="")
    undone: Mapped[bool] = mapped_column(Boolean, default=False)
    # The structured form (schema 0006, `storage.audit_form`): the action's parameters, worded
    # when read; NULL on an older row whose prose could not be read (shown as stored).
    params: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    round_number: Mapped[int | None] = mapped_column(Integer)
    table_number: Mapped[int | None] = mapped_column(Integer)


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
