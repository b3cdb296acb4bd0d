"""What each column of a tournament file must hold: the data the checks of
`archive.checks` run on.

`FILE_COLUMNS` gives every column of every table a file carries its rule, read from the
schema (type, NULL allowed, default, reference) and completed by what the schema cannot say:
the typing rule of a director's text (`FILE_TEXTS`), the words an enumerated column takes in
each game (`CHOICES`), the least a number may be (`MINIMUMS`), the form of a JSON column
(`SHAPES`). A column none of them covers stops this module from loading, so a column added to
the schema later cannot travel in a file unchecked. A table added to the file later names the
format version that first carried it (`SINCE`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum, StrEnum
from typing import Any

from sqlalchemy import JSON, Boolean, Column, DateTime, Integer, Table
from sqlalchemy.types import TypeDecorator

from tournament_app.services import user_text
from tournament_app.services.italiana import SCALA40_ITALIANA
from tournament_app.services.rounds.plans import FINAL, INDIVIDUAL, SCALA40, SCALA40_DANESE
from tournament_app.services.settings import Game, PairingSystem
from tournament_app.services.user_text import TextRule
from tournament_app.services.values import (
    STORED_RESULT_KINDS,
    PenaltyKind,
    RoundStatus,
    TournamentStatus,
)
from tournament_app.storage.models import (
    AuditRow,
    Base,
    BurracoResultRow,
    ClubRow,
    EntryPlayerRow,
    EntryRow,
    PenaltyRow,
    PlayerRow,
    ResultCheckRow,
    RoundRow,
    Scala40SheetRow,
    SeatRow,
    TeamLineupRow,
    TeamPairRow,
    TeamRow,
    TournamentRow,
    derived,
)

# The tables a tournament owns, parents first, and the column that ties each to its parent.
# Players and clubs are not owned: they are referenced, and matched on import.
OWNED: tuple[tuple[type[Any], str | None], ...] = (
    (TournamentRow, None),
    (EntryRow, "tournament_id"),
    (EntryPlayerRow, "entry_id"),
    (RoundRow, "tournament_id"),
    (SeatRow, "round_id"),
    (BurracoResultRow, "round_id"),
    (ResultCheckRow, "round_id"),
    (Scala40SheetRow, "round_id"),
    (PenaltyRow, "tournament_id"),
    (TeamRow, "tournament_id"),
    (TeamPairRow, "team_id"),
    (TeamLineupRow, "team_id"),
)
REFERENCED: tuple[type[Any], ...] = (ClubRow, PlayerRow)
ALL_TABLES: tuple[str, ...] = tuple(m.__tablename__ for m in (*REFERENCED, *(m for m, _ in OWNED)))
# The format version that first carried each table (any other: 1). A file of an older format
# has no list for it, read as no rows; an export writes the lowest version that carries what
# the file holds (archive.export_tournament_file), so a tournament without such rows still
# opens in a Torneo that knows only the older format, and one with them is refused there as
# newer instead of losing them: a Torneo before format 2 passes over a table it does not know.
SINCE: dict[str, int] = {
    ResultCheckRow.__tablename__: 2,
    # A team event's teams: a Torneo before format 3 would drop them and keep the pairs.
    TeamRow.__tablename__: 3,
    TeamPairRow.__tablename__: 3,
    TeamLineupRow.__tablename__: 3,
}

TOURNAMENTS = TournamentRow.__tablename__
ROUNDS = RoundRow.__tablename__
ENTRIES = EntryRow.__tablename__
# The widest integer every database under Torneo stores in an Integer column (PostgreSQL's
# INTEGER is 32 bits): a larger number would fail inside the insert, not here.
SMALLEST = -(2**31)
LARGEST = 2**31 - 1

# Every text a director types that a tournament file carries, with the rule it is typed
# under: a hand-edited file is held to the keyboard's length limits and cleaning.
FILE_TEXTS: dict[tuple[str, str], TextRule] = {
    (TOURNAMENTS, "name"): user_text.TOURNAMENT_NAME,
    (TOURNAMENTS, "venue"): user_text.VENUE,
    # Optional on a player, but a club row exists only for its name.
    (ClubRow.__tablename__, "name"): replace(user_text.CLUB, required=True),
    (PlayerRow.__tablename__, "surname"): user_text.SURNAME,
    (PlayerRow.__tablename__, "name"): user_text.NAME,
    (PlayerRow.__tablename__, "tessera"): user_text.TESSERA,
    (PlayerRow.__tablename__, "category"): user_text.CATEGORY,
    (EntryRow.__tablename__, "group_name"): user_text.GROUP,
    (EntryRow.__tablename__, "category"): user_text.CATEGORY,
    (PenaltyRow.__tablename__, "reason"): user_text.PENALTY_REASON,
    # The station that signed a result: stamped, never empty when written by a station, but
    # the column's default ("") is a value older rows may hold.
    (BurracoResultRow.__tablename__, "updated_by"): replace(user_text.STATION, required=False),
    (Scala40SheetRow.__tablename__, "updated_by"): replace(user_text.STATION, required=False),
    # The station that typed a second entry: always stamped (the column has no default), so
    # never empty, as the station's own name never is.
    (ResultCheckRow.__tablename__, "entered_by"): user_text.STATION,
    (TeamRow.__tablename__, "name"): user_text.TEAM_NAME,
    (TeamRow.__tablename__, "club"): user_text.CLUB,
}


def _words(kind: type[Enum]) -> tuple[str, ...]:
    return tuple(str(member.value) for member in kind)


# The words an enumerated column takes, the same in both games or per game: what the
# services read back (an unknown status or line would fail every screen that shows it).
CHOICES: dict[tuple[str, str], tuple[str, ...] | dict[Game, tuple[str, ...]]] = {
    (TOURNAMENTS, "game"): _words(Game),
    (TOURNAMENTS, "status"): _words(TournamentStatus),
    (RoundRow.__tablename__, "status"): _words(RoundStatus),
    (RoundRow.__tablename__, "system"): {
        Game.BURRACO: (*_words(PairingSystem), INDIVIDUAL),
        Game.SCALA40: (SCALA40, SCALA40_DANESE, SCALA40_ITALIANA, FINAL),
    },
    # "c": the third pair at a table of three pairs (burraco a sei).
    (SeatRow.__tablename__, "line"): {
        Game.BURRACO: ("ns", "ew", "c"),
        Game.SCALA40: ("seat",),
    },
    (BurracoResultRow.__tablename__, "kind"): tuple(kind.value for kind in STORED_RESULT_KINDS),
    (PenaltyRow.__tablename__, "kind"): _words(PenaltyKind),
}
# Texts that are dates (YYYY-MM-DD), read as the tournament form reads them.
DATES = frozenset({(TOURNAMENTS, "date")})
# The least a number may be where the services never write less: numbers and tables count
# from 1, positions from 0, a stored result's version (and the one a second entry was
# compared with) from 1; penalty points are taken away,
# so they are written positive.
MINIMUMS: dict[tuple[str, str], int] = {
    (EntryRow.__tablename__, "number"): 1,
    (EntryPlayerRow.__tablename__, "position"): 0,
    (RoundRow.__tablename__, "number"): 1,
    (SeatRow.__tablename__, "table_number"): 1,
    (SeatRow.__tablename__, "position"): 0,
    (BurracoResultRow.__tablename__, "table_number"): 1,
    (BurracoResultRow.__tablename__, "version"): 1,
    (ResultCheckRow.__tablename__, "table_number"): 1,
    (ResultCheckRow.__tablename__, "result_version"): 1,
    (Scala40SheetRow.__tablename__, "table_number"): 1,
    (Scala40SheetRow.__tablename__, "version"): 1,
    (PenaltyRow.__tablename__, "round_number"): 1,
    (PenaltyRow.__tablename__, "vp"): 0,
    (PenaltyRow.__tablename__, "mp"): 0,
    (TeamRow.__tablename__, "number"): 1,
    (TeamPairRow.__tablename__, "position"): 0,
    (TeamLineupRow.__tablename__, "round_number"): 1,
}
# Results that only a tournament of one game has (double entry is burraco's).
GAME_TABLES: dict[str, Game] = {
    BurracoResultRow.__tablename__: Game.BURRACO,
    ResultCheckRow.__tablename__: Game.BURRACO,
    Scala40SheetRow.__tablename__: Game.SCALA40,
    TeamRow.__tablename__: Game.BURRACO,
    TeamPairRow.__tablename__: Game.BURRACO,
    TeamLineupRow.__tablename__: Game.BURRACO,
}
# Columns holding another row's number rather than its id: (table, column) -> (table, column).
NUMBER_REFERENCES: dict[tuple[str, str], tuple[str, str]] = {
    (PenaltyRow.__tablename__, "round_number"): (RoundRow.__tablename__, "number"),
}
# A result (or a second entry of one) belongs to a table seated in its round: these
# columns must match a seat's.
SEATED: tuple[str, ...] = (
    BurracoResultRow.__tablename__,
    ResultCheckRow.__tablename__,
    Scala40SheetRow.__tablename__,
)


# -- the form of JSON columns -------------------------------------------------------------------


@dataclass(frozen=True)
class ListOf:
    """A JSON list, each item of the form `item`."""

    item: Shape


@dataclass(frozen=True)
class Maybe:
    """null, or `shape`."""

    shape: Shape


@dataclass(frozen=True)
class Obj:
    """A JSON object with exactly these keys (those in `optional` may be left out)."""

    fields: Mapping[str, Shape]
    optional: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Tagged:
    """An object whose `key` names which of `variants` (each the rest of its keys) it is."""

    key: str
    variants: Mapping[str, Obj]


Shape = type | tuple["Shape", ...] | ListOf | Maybe | Obj | Tagged
"""`int`, `bool`, `str`, `dict` (any object), a tuple (a list of exactly those items), or one
of the classes above."""

# One line of a burraco hand broken down (result_values._line_to_json writes it).
_LINE = Obj(
    {
        "clean": int,
        "semi_clean": int,
        "dirty": int,
        "closed": bool,
        "pozzetto_taken": bool,
        "table_points": int,
        "hand_points": int,
        "pozzetto_unplayed_points": int,
        "reale": int,
        "super_burraco": int,
        "trump_clean": int,
        "trump_semi_clean": int,
        "trump_dirty": int,
    },
    # Written only when the variant scored.
    optional=frozenset(
        {"reale", "super_burraco", "trump_clean", "trump_semi_clean", "trump_dirty"}
    ),
)
# What the services write in each JSON column: a burraco result's hands (totals, and the
# breakdown when it was entered), a scala 40 sheet's events (sheets.hand_to_stored,
# pairs_sheets.pairs_hand_to_stored). The
# settings are an object here, then read through their own codec.
SHAPES: dict[tuple[str, str], Shape] = {
    (TOURNAMENTS, "settings"): dict,
    (BurracoResultRow.__tablename__, "hands"): ListOf(
        Obj(
            {
                "ns": int,
                "ew": int,
                "c": int,  # a table of three pairs' third line
                # "joker": a Brazilian hand whose turned card was a joker (no trump suit).
                "detail": Maybe(
                    Obj(
                        {"ns": _LINE, "ew": _LINE, "c": _LINE, "joker": bool},
                        optional=frozenset({"c", "joker"}),
                    )
                ),
                # A hand typed as the paper sheet has it: each line's base and card points.
                "base": ListOf(int),
                "cards": ListOf(int),
            },
            optional=frozenset({"detail", "c", "base", "cards"}),
        )
    ),
    (Scala40SheetRow.__tablename__, "hands"): ListOf(
        Tagged(
            "type",
            {
                "hand": Obj(
                    {
                        "closer": int,
                        "points": ListOf((int, int)),
                        "in_hand": bool,
                        "not_opened": ListOf(int),
                        # A pairs table's hand (pairs_sheets): who of the closer's pair
                        # went out, and each player's figure.
                        "member": int,
                        "players": ListOf((int, int, int)),
                    },
                    optional=frozenset({"member", "players"}),
                ),
                "reentry": Obj({"entry": int}),
                "timeout": Obj({}),
                # The director's order for a full tie at the finished table (table_ties).
                "tie_order": Obj({"order": ListOf(int)}),
            },
        )
    ),
}


# -- every column's rule ------------------------------------------------------------------------


class Kind(StrEnum):
    """What a column holds in the file."""

    INTEGER = "integer"
    TEXT = "text"
    """A director's text, cleaned by its typing rule."""
    CHOICE = "choice"
    BOOLEAN = "boolean"
    DATE = "date"
    MOMENT = "moment"
    """A date and time, ISO 8601."""
    JSON = "json"


@dataclass(frozen=True)
class ColumnRule:
    """What one column of a file's table must hold."""

    kind: Kind
    required: bool
    """The key must be in the row: the column has no default to fill it in."""
    nullable: bool
    minimum: int = SMALLEST
    text: TextRule | None = None
    choices: Mapping[Game | None, tuple[str, ...]] = field(default_factory=dict)
    """Per game; the key None when the words are the same in both."""
    shape: Shape | None = None
    target: str | None = None
    """The table a reference points into (by id)."""
    fill: Any = None
    """What an absent key stands for (the column's plain default, or NULL), written into the
    row so the import reads every key; `KEEP_ABSENT` for a default computed on insert."""


KEEP_ABSENT = object()


def _rule(table: Table, column: Column[Any]) -> ColumnRule:
    """A column's rule from the schema and the tables above; a column none of them covers
    stops the import module from loading, so a new column cannot slip in unchecked."""
    key = (table.name, column.name)
    targets = [reference.column.table.name for reference in column.foreign_keys]
    required = bool(column.primary_key) or (
        not column.nullable and column.default is None and column.server_default is None
    )
    default: Any = column.default
    fill = None if default is None else default.arg if default.is_scalar else KEEP_ABSENT
    plain = ColumnRule(Kind.INTEGER, required=required, nullable=bool(column.nullable), fill=fill)
    if key in FILE_TEXTS:
        return replace(plain, kind=Kind.TEXT, text=FILE_TEXTS[key])
    if key in CHOICES:
        words = CHOICES[key]
        choices: dict[Game | None, tuple[str, ...]] = (
            {None: words}
            if isinstance(words, tuple)
            else {game: allowed for game, allowed in words.items()}
        )
        return replace(plain, kind=Kind.CHOICE, choices=choices)
    if key in DATES:
        return replace(plain, kind=Kind.DATE)
    if isinstance(column.type, Boolean):
        return replace(plain, kind=Kind.BOOLEAN)
    if isinstance(column.type, DateTime):
        return replace(plain, kind=Kind.MOMENT)
    if isinstance(column.type, Integer):
        return replace(
            plain, minimum=MINIMUMS.get(key, SMALLEST), target=targets[0] if targets else None
        )
    stored = column.type.impl_instance if isinstance(column.type, TypeDecorator) else column.type
    if isinstance(stored, JSON) and key in SHAPES:
        return replace(plain, kind=Kind.JSON, shape=SHAPES[key])
    raise LookupError(f"{table.name}.{column.name}: a tournament file's column without a rule")


def table_named(name: str) -> Table:
    return Base.metadata.tables[name]


FILE_COLUMNS: dict[str, dict[str, ColumnRule]] = {
    name: {
        column.name: _rule(table_named(name), column)
        for column in table_named(name).columns
        if not derived(column)
    }
    for name in ALL_TABLES
}
"""Table -> column -> rule, for every column a tournament file carries (not the name keys:
the import computes them from the names, never trusting a file's)."""
# The manifest's words about the tournament, shown by `import-file --check` before the data:
# held to the rules of the columns they repeat.
MANIFEST_TOURNAMENT = {
    name: replace(FILE_COLUMNS[TOURNAMENTS][name], required=True)
    for name in ("name", "game", "date")
}
MANIFEST_MOMENT = ColumnRule(Kind.MOMENT, required=False, nullable=True)

# The log carried beside the rows (log.json, `archive`): each change as the sending database
# logged it, read only here. Its texts are a station's name (typed as one) and the services'
# own codes and words, held to what the log's columns store.
LOG = "log"
LOG_COLUMNS: dict[str, ColumnRule] = {
    "at": ColumnRule(Kind.MOMENT, required=True, nullable=False),
    "station": ColumnRule(Kind.TEXT, required=True, nullable=False, text=user_text.STATION),
    "action": ColumnRule(Kind.JSON, required=True, nullable=False, shape=str),
    "entity": ColumnRule(Kind.JSON, required=True, nullable=False, shape=str),
    "summary": ColumnRule(Kind.JSON, required=True, nullable=False, shape=str),
    "before": ColumnRule(Kind.JSON, required=True, nullable=False, shape=dict),
    "after": ColumnRule(Kind.JSON, required=True, nullable=False, shape=dict),
    "undone": ColumnRule(Kind.BOOLEAN, required=True, nullable=False),
    # The structured form (schema 0006); a file of an older Torneo has only the words above,
    # read once on import (`storage.audit_form.structured`).
    "params": ColumnRule(Kind.JSON, required=False, nullable=True, shape=dict),
    "round": ColumnRule(Kind.INTEGER, required=False, nullable=True, minimum=1),
    "table": ColumnRule(Kind.INTEGER, required=False, nullable=True, minimum=1),
}
LOG_ACTION = re.compile(r"[a-z0-9_.]+")
"""What an action code is made of (`result.correct`, `penalty.add`)."""
# What the log's columns hold (PostgreSQL refuses a longer text inside the insert).
LOG_LIMITS = {
    name: int(getattr(AuditRow.__table__.c[name].type, "length", 0) or 0)
    for name in ("action", "entity")
}
VERSION_PATTERN = re.compile(r"[0-9A-Za-z.+-]{1,40}")
