"""The database tables (the schema Alembic migrates), declared as SQLAlchemy Core tables.

`storage.models` maps its ORM classes onto these. They are declared here, column by column,
and not by the classes' annotations: SQLAlchemy reads a declarative class's annotations and
builds its table from them on import, about half of what mapping the model cost a start
before its window was ready.

Enumerated values (game, status, kind) are stored as short strings; the services turn them
into enums. Dates are ISO strings so that audit snapshots and tournament files stay plain JSON.
Timestamps are UTC, stored without a zone.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

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

metadata = MetaData(naming_convention=NAMING_CONVENTION)

DERIVED = {"derived": True}
"""A column's `info` when its value is computed from the row's other columns
(`models.NAME_KEYS`): never typed, never carried in a tournament file, never compared by undo
on its own."""


def utc_now() -> datetime:
    """The current time in UTC (stored without a zone: every timestamp here is UTC)."""
    return datetime.now(UTC).replace(tzinfo=None)


def derived(column: Any) -> bool:
    """Whether a table's column is computed from the row's others (see `DERIVED`)."""
    return bool(column.info.get("derived"))


def _id() -> Column[int]:
    """The row's own number."""
    return Column("id", Integer, primary_key=True)


def _owner(name: str, target: str, ondelete: str = "CASCADE", **options: Any) -> Column[int]:
    """A required reference to `target`'s row (`tournaments.id`...)."""
    return Column(name, Integer, ForeignKey(target, ondelete=ondelete), nullable=False, **options)


def _required(name: str, *kind: Any, **options: Any) -> Column[Any]:
    """A column that always holds a value (NOT NULL)."""
    return Column(name, *kind, nullable=False, **options)


def _optional(name: str, *kind: Any, **options: Any) -> Column[Any]:
    """A column that may hold NULL."""
    return Column(name, *kind, nullable=True, **options)


clubs = Table(
    "clubs",
    metadata,
    _id(),
    _required("name", String(limits.CLUB), unique=True),
    # `names.name_key(name)`, what a typed club name is looked for by (schema 0005): one club
    # per name, "FORLÌ" and "Forlì" alike. None only for a club the upgrade to 0005 found
    # holding an older club's name under that rule (see the migration): kept, with its players.
    _optional("name_key", Text, unique=True, info=DERIVED),
)

# A registry player: tessera (membership card), surname, name, club, category.
players = Table(
    "players",
    metadata,
    _id(),
    # Indexed: the registration screen searches by surname while the director types.
    _required("surname", String(limits.SURNAME), index=True),
    _required("name", String(limits.NAME), default=""),
    _optional("tessera", String(limits.TESSERA), unique=True),
    _optional("club_id", Integer, ForeignKey("clubs.id", ondelete="SET NULL")),
    _optional("category", String(limits.CATEGORY)),
    # Schema 0005, kept by `models.name_keys` on every write: a player is matched by her
    # surname's and name's keys, and found by the search key (see tournament_app.names).
    _required("surname_key", Text, index=True, info=DERIVED),
    _required("name_key", Text, info=DERIVED),
    _required("search_key", Text, info=DERIVED),
)

# A card holder on the federation's or the club's member list (schema 0007), imported whole:
# entries are checked against it (an unknown or expired tessera is flagged), never changed by
# it. `tessera` is kept in capitals, as it is compared; `valid_until` an ISO date, None when
# the list gave none.
members = Table(
    "members",
    metadata,
    _id(),
    _required("tessera", String(limits.TESSERA), unique=True),
    _required("surname", String(limits.SURNAME)),
    _required("name", String(limits.NAME), default=""),
    _optional("club", String(limits.CLUB)),
    _optional("category", String(limits.CATEGORY)),
    _optional("valid_until", String(10)),
)

# A saved custom VP table, reusable by later tournaments.
vp_scales = Table(
    "vp_scales",
    metadata,
    _id(),
    _required("name", String(limits.VP_SCALE_NAME), unique=True),
    _required("hands", Integer),
    _required("bands", JSON),
)

# A tournament: game, name, date, venue, status and its full settings as JSON.
tournaments = Table(
    "tournaments",
    metadata,
    _id(),
    _required("game", String(16)),
    _required("name", String(limits.TOURNAMENT_NAME)),
    _optional("date", String(10)),
    _required("venue", String(limits.VENUE), default=""),
    _required("status", String(16)),
    # Read tolerantly: damaged settings text is refused for this tournament alone.
    _required("settings", TolerantJSON),
    _required("created_at", DateTime, default=utc_now),
)

# A pair or a single player entered in a tournament, by number.
entries = Table(
    "entries",
    metadata,
    _id(),
    _owner("tournament_id", "tournaments.id"),
    _required("number", Integer),
    _optional("group_name", String(limits.GROUP)),
    _optional("category", String(limits.CATEGORY)),
    _required("present", Boolean, default=True),
    _required("withdrawn", Boolean, default=False),
    UniqueConstraint("tournament_id", "number"),
)

# One player of an entry (position 0 and 1 for a pair).
entry_players = Table(
    "entry_players",
    metadata,
    _id(),
    _owner("entry_id", "entries.id"),
    _required("position", Integer),
    _owner("player_id", "players.id", ondelete="RESTRICT"),
    UniqueConstraint("entry_id", "position"),
)

# A team of a team event (schema 0011): its number, name and club; its players are the pairs
# registered in the tournament that `team_pairs` gives it (2 or 3: 4 to 6 players).
teams = Table(
    "teams",
    metadata,
    _id(),
    _owner("tournament_id", "tournaments.id"),
    _required("number", Integer),
    _required("name", String(limits.TEAM_NAME)),
    _required("club", String(limits.CLUB), default=""),
    UniqueConstraint("tournament_id", "number"),
)

# A pair (an entry) playing for a team, in the order the team lists it: a pair plays for one
# team only.
team_pairs = Table(
    "team_pairs",
    metadata,
    _id(),
    _owner("team_id", "teams.id"),
    _owner("entry_id", "entries.id", unique=True),
    _required("position", Integer),
)

# The two pairs a team fields in a round, as the director set them (none stored: its first
# two pairs). Kept by round number, so a line-up can be set before the round exists.
team_lineups = Table(
    "team_lineups",
    metadata,
    _id(),
    _owner("team_id", "teams.id"),
    _required("round_number", Integer),
    _owner("first_entry_id", "entries.id"),
    _owner("second_entry_id", "entries.id"),
    UniqueConstraint("team_id", "round_number"),
)

# A round (turno; a stage in scala 40): number, pairing system, status; `published_at` when
# it was announced (schema 0002; None for drafts and older rounds).
rounds = Table(
    "rounds",
    metadata,
    _id(),
    _owner("tournament_id", "tournaments.id"),
    _required("number", Integer),
    _required("system", String(32)),
    _required("status", String(16)),
    _required("created_at", DateTime, default=utc_now),
    _optional("published_at", DateTime),
    UniqueConstraint("tournament_id", "number"),
)

# One entry's seat in a round: table, line ("ns", "ew" or "seat" for scala 40), order.
seats = Table(
    "seats",
    metadata,
    _id(),
    _owner("round_id", "rounds.id"),
    _required("table_number", Integer),
    _required("line", String(4)),
    _required("position", Integer, default=0),
    _owner("entry_id", "entries.id"),
    UniqueConstraint("round_id", "entry_id"),
)

# A burraco table's turno: both lines' MP and VP, how it came about, optional hands. At a
# table of three pairs (schema 0010) the third line's MP and VP too; NULL at a table of two.
# `version` grows with every write so a stale correction is refused.
burraco_results = Table(
    "burraco_results",
    metadata,
    _id(),
    _owner("round_id", "rounds.id"),
    _required("table_number", Integer),
    _required("kind", String(16)),
    _required("ns_mp", Integer),
    _required("ew_mp", Integer),
    _required("ns_vp", Integer),
    _required("ew_vp", Integer),
    _optional("third_mp", Integer),
    _optional("third_vp", Integer),
    _optional("hands", JSON),
    _required("version", Integer),
    _required("updated_at", DateTime, default=utc_now),
    _required("updated_by", String(limits.STATION), default=""),
    UniqueConstraint("round_id", "table_number"),
)

# A burraco table's open disagreement (schema 0004): a second operator re-typed the
# scoresheet (double entry) and found other figures than the result stored. One open row per
# table: a newer second entry replaces it, one that agrees removes it, and every save or
# removal of the table's result settles (deletes) it in the same transaction. Kept in the
# database, not in a page, so it survives a crash and every station sees it.
result_checks = Table(
    "result_checks",
    metadata,
    _id(),
    _owner("round_id", "rounds.id"),
    _required("table_number", Integer),
    # The second entry's figures (the first entry's are the result row's); `third_mp`
    # (schema 0013) the third line's at a table of three pairs (None at a table of two).
    _required("ns_mp", Integer),
    _required("ew_mp", Integer),
    _optional("third_mp", Integer),
    # The result's version the second entry was compared with. Not named `version`: undo
    # gives versioned rows a fresh one, and this is a fact about the result, not this row.
    _required("result_version", Integer),
    _required("entered_by", String(limits.STATION)),
    _required("entered_at", DateTime, default=utc_now),
    UniqueConstraint("round_id", "table_number"),
)

# A table's code for entering its result from the players' phones (schema 0008), issued when
# the round is published with table entry on, and what the phones entered with it (`hands`,
# schema 0009: the hands a phone typed, as in `burraco_results`, None for totals; `third_mp`,
# schema 0013: the third line's total at a table of three pairs).
#
# `state`: "open" (nothing entered), "waiting" (one pair entered `ns_mp`/`ew_mp` from the
# phone `device`, the other pair has to confirm), "conflict" (the pairs disagreed, the score
# was unlikely or came late: the director decides), "accepted" (saved as the table's result),
# "closed" (the director closed entry), "reopened" (the director opened it again, nothing
# entered since). Only "open", "reopened" and "waiting" take entries.
table_entries = Table(
    "table_entries",
    metadata,
    _id(),
    _owner("round_id", "rounds.id"),
    _required("table_number", Integer),
    _required("code", String(8)),
    _required("state", String(12)),
    _optional("ns_mp", Integer),
    _optional("ew_mp", Integer),
    _optional("third_mp", Integer),
    _optional("device", String(64)),
    _optional("entered_at", DateTime),
    _optional("hands", JSON),
    UniqueConstraint("round_id", "table_number"),
    UniqueConstraint("code"),
)

# A round's clock (schema 0012): `duration_s` the time the round is given; `left_ms` the time
# left when `started_at` (running: the database's clock, UTC), or now (paused: `started_at`
# None). A moment and a remainder, never a ticking counter, so every station reads the same
# time left.
round_clocks = Table(
    "round_clocks",
    metadata,
    _id(),
    _owner("round_id", "rounds.id"),
    _required("duration_s", Integer),
    _required("left_ms", Integer),
    _optional("started_at", DateTime),
    UniqueConstraint("round_id"),
)

# A scala 40 table's sheet: its hands (JSON, replayed through scoring) and a version.
scala40_sheets = Table(
    "scala40_sheets",
    metadata,
    _id(),
    _owner("round_id", "rounds.id"),
    _required("table_number", Integer),
    _required("hands", JSON),
    _required("timed_out", Boolean, default=False),
    _required("version", Integer),
    _required("updated_at", DateTime, default=utc_now),
    _required("updated_by", String(limits.STATION), default=""),
    UniqueConstraint("round_id", "table_number"),
)

# A penalty given to an entry: kind, VP and MP taken away, the round, the reason.
penalties = Table(
    "penalties",
    metadata,
    _id(),
    _owner("tournament_id", "tournaments.id"),
    _owner("entry_id", "entries.id"),
    _optional("round_number", Integer),
    _required("kind", String(16)),
    _required("vp", Integer, default=0),
    _required("mp", Integer, default=0),
    _required("reason", Text, default=""),
    _required("created_at", DateTime, default=utc_now),
)

# One logged change: when, which station, what action on what, rows before and after.
# `before` and `after` map a table name to the rows it had (see `storage.snapshots`); undo
# puts `before` back.
audit_log = Table(
    "audit_log",
    metadata,
    _id(),
    _required("at", DateTime, default=utc_now),
    _required("station", String(limits.STATION)),
    _required("action", String(60)),
    _required("entity", String(200)),
    # Not a foreign key: the log outlives a deleted tournament (and undoes its deletion).
    _optional("tournament_id", Integer, index=True),
    _required("before", JSON),
    _required("after", JSON),
    _required("summary", Text, default=""),
    _required("undone", Boolean, default=False),
    # The structured form (schema 0006, `storage.audit_form`): the action's parameters,
    # worded when read; NULL on an older row whose prose could not be read (shown as stored).
    _optional("params", JSON),
    _optional("round_number", Integer),
    _optional("table_number", Integer),
)
