"""A tournament file's rows checked before one is written: whatever the file holds, its rows
come out fit to insert (texts cleaned as typing cleans them, settings re-encoded as the
services write them) or the whole file is refused with a sentence naming the row, the field
and what is wrong (`archive_errors`).

Each column is checked by its rule (`archive_rules.FILE_COLUMNS`); then, across rows: every
unique key of the schema, references inside the file, each result for a table seated in its
round, the settings through the services' own codec and validation, every table of every
round as the services read it back and each stored score through the rules of the game; each
open double-entry disagreement for a table that is not a bye and has a result in the file,
with figures a save would take, compared with a version that result has reached; each
penalty's points as giving it takes them. A table
this Torneo does not know is refused as a newer Torneo's, never passed over.

The log beside the rows (`check_log`): each change with its time, station, action code, what
it touched, summary, before and after (objects of lists of rows) and whether it was undone,
each held to what the log's columns store.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import PrimaryKeyConstraint
from sqlalchemy import UniqueConstraint as Unique

from scoring.turno import arbitral, played
from tournament_app.services import rules, user_text
from tournament_app.services.archive_errors import (
    ArchiveError,
    ArchiveProblem,
    ArchiveRowError,
    ArchiveTextError,
    Plain,
    bounded,
    place_words,
    quoted,
)
from tournament_app.services.archive_rules import (
    ALL_TABLES,
    ENTRIES,
    FILE_COLUMNS,
    GAME_TABLES,
    KEEP_ABSENT,
    LARGEST,
    LOG,
    LOG_ACTION,
    LOG_COLUMNS,
    LOG_LIMITS,
    MANIFEST_MOMENT,
    MANIFEST_TOURNAMENT,
    NUMBER_REFERENCES,
    ROUNDS,
    SEATED,
    SINCE,
    SMALLEST,
    TOURNAMENTS,
    VERSION_PATTERN,
    ColumnRule,
    Kind,
    ListOf,
    Maybe,
    Obj,
    Shape,
    Tagged,
    table_named,
)
from tournament_app.services.audit import IMPORTED_PREFIX
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.penalties import check_penalty
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.settings_codec import (
    OLDER_SETTINGS,
    settings_from_json,
    settings_to_json,
)
from tournament_app.services.sheets import replay
from tournament_app.services.tournaments import clean_date
from tournament_app.services.user_text import control_character
from tournament_app.services.values import PenaltyKind
from tournament_app.storage.models import (
    BurracoResultRow,
    EntryRow,
    PenaltyRow,
    ResultCheckRow,
    Scala40SheetRow,
    SeatRow,
)


class _Wrong(Exception):
    """What is wrong with one value: a key of `messages.ARCHIVE_REASONS` and its values."""

    def __init__(self, reason: str, **values: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.values = values


TEXT_CODES = (ErrorCode.TEXT_TOO_LONG, ErrorCode.TEXT_REQUIRED, ErrorCode.TEXT_CONTROL_CHARACTER)


@dataclass
class _Refusals:
    """Turns what is wrong in one file into the refusal naming its row (worded only when
    raised: the row's words need the rounds' and entries' numbers, read then)."""

    path: Path
    tables: dict[str, Any]

    def refusal(
        self,
        wrong: _Wrong | ServiceError,
        name: str,
        position: int = 0,
        row: Any = None,
        column: str | None = None,
        *,
        problem: ArchiveProblem = ArchiveProblem.CORRUPT,
    ) -> ArchiveError:
        place = self.place(name, position, row)
        where = f"{name}[{position}]" + (f".{column}" if column else "")
        if isinstance(wrong, _Wrong):
            return ArchiveRowError(
                self.path, where, place, column, wrong.reason, wrong.values, problem=problem
            )
        value = row.get(column) if isinstance(row, dict) and column else None
        if wrong.code in TEXT_CODES:
            shown_text = quoted(value) if isinstance(value, str) else ""
            return ArchiveTextError(self.path, where, wrong, place, shown_text)
        return ArchiveRowError(self.path, where, place, column, "refused", refused=wrong)

    def place(self, name: str, position: int, row: Any) -> dict[str, str]:
        """The row's words per language (`PLACES`), from its own numbers where they are
        sound, else from its place in the file."""
        values: dict[str, Any] = {}
        if isinstance(row, dict):
            values |= {key: value for key, value in row.items() if _is_int(value)}
            for key, table, column in (
                ("round", ROUNDS, "round_id"),
                ("entry", ENTRIES, "entry_id"),
            ):
                number = self.numbers(table).get(row[column]) if _is_int(row.get(column)) else None
                if number is not None:
                    values[key] = number
        values["nth"] = position
        return place_words(name, values)

    def numbers(self, name: str) -> dict[Any, Any]:
        """Id -> number of the rows of `name` that have both as integers."""
        rows = self.tables.get(name)
        if not isinstance(rows, list):
            return {}
        return {
            row["id"]: row["number"]
            for row in rows
            if isinstance(row, dict) and _is_int(row.get("id")) and _is_int(row.get("number"))
        }


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_tables(tables: dict[str, Any], path: Path, version: int) -> None:
    """Check and clean a file's tables in place; raise ArchiveError (or a subclass) naming
    the first thing wrong. `version`: the file's format version (a table it came before has
    no rows)."""
    refusals = _Refusals(path, tables)
    unknown_tables = sorted(set(tables) - set(ALL_TABLES))
    if unknown_tables:  # a newer Torneo's rows, or a hand's: never passed over in silence
        wrong = _Wrong("unknown_table", value=unknown_tables[0])
        raise refusals.refusal(wrong, "file", problem=ArchiveProblem.TOO_NEW)
    for name in ALL_TABLES:
        if name not in tables and version < SINCE.get(name, 1):
            tables[name] = []
        rows = tables.get(name)
        if not isinstance(rows, list):
            raise refusals.refusal(_Wrong("no_rows", table=Plain(name)), "file")
        for position, row in enumerate(rows, start=1):
            if not isinstance(row, dict):
                raise refusals.refusal(_Wrong("not_a_row", value=row), name, position)
            unknown = sorted(set(row) - set(FILE_COLUMNS[name]))
            if unknown:  # a newer Torneo's column, or a hand's: the sentence says both
                wrong = _Wrong("unknown_field", value=unknown[0])
                raise refusals.refusal(wrong, name, position, row, problem=ArchiveProblem.TOO_NEW)
    if len(tables[TOURNAMENTS]) != 1:
        raise refusals.refusal(_Wrong("one_tournament", count=len(tables[TOURNAMENTS])), "file")
    _check_row(refusals, TOURNAMENTS, 1, None, ("game",))
    game = Game(tables[TOURNAMENTS][0]["game"])
    for name in ALL_TABLES:
        for position in range(1, len(tables[name]) + 1):
            _check_row(refusals, name, position, game, tuple(FILE_COLUMNS[name]))
    _check_unique(refusals)
    _check_references(refusals, game)
    _check_settings(refusals, game)
    _check_play(refusals, game)
    _check_penalties(refusals, game)


def check_log(document: Any, path: Path) -> list[dict[str, Any]]:
    """The changes of a file's log (log.json: {"log": [...]}, oldest first), checked and
    cleaned; raise ArchiveError naming the first change that is not as Torneo writes one."""
    rows = document.get(LOG) if isinstance(document, dict) else None
    refusals = _Refusals(path, {LOG: rows})
    if not isinstance(rows, list):
        raise refusals.refusal(_Wrong("no_rows", table=Plain(LOG)), "log_file")
    for position, row in enumerate(rows, start=1):
        if not isinstance(row, dict):
            raise refusals.refusal(_Wrong("not_a_row", value=row), LOG, position)
        unknown = sorted(set(row) - set(LOG_COLUMNS))
        if unknown:  # a newer Torneo's, or a hand's: the sentence says both
            wrong = _Wrong("unknown_field", value=unknown[0])
            raise refusals.refusal(wrong, LOG, position, row, problem=ArchiveProblem.TOO_NEW)
        for column, rule in LOG_COLUMNS.items():
            try:
                row[column] = _checked(row, column, rule, None)
                _check_logged(column, row[column])
            except (_Wrong, ServiceError) as problem:
                raise refusals.refusal(problem, LOG, position, row, column) from None
    return rows


def _check_logged(column: str, value: Any) -> None:
    """What a log's column holds beyond its type: an action a code, what it touched within
    its column, texts with no character a database refuses (line breaks and tabs are a
    summary's), before and after each a snapshot: table name -> list of rows."""
    if column == "action":
        code = value.removeprefix(IMPORTED_PREFIX)  # carried on from an earlier import
        if not LOG_ACTION.fullmatch(code) or len(IMPORTED_PREFIX + code) > LOG_LIMITS[column]:
            raise _Wrong("malformed")
    if column == "entity" and len(value) > LOG_LIMITS[column]:
        raise _Wrong("malformed")
    if column in ("entity", "summary") and control_character(
        value.replace("\n", " ").replace("\t", " ").replace("\r", " ")
    ):
        raise _Wrong("malformed")
    if column in ("before", "after"):
        for table, rows in value.items():
            check_shape(rows, ListOf(dict), f".{quoted(str(table))}")


def check_manifest(manifest: dict[str, Any], path: Path) -> dict[str, Any]:
    """The manifest's fields `import-file --check` shows, checked: the tournament's name,
    game and date by their columns' rules, the Torneo version and export time by form."""
    refusals = _Refusals(path, {})
    about = manifest.get("tournament")
    if not isinstance(about, dict):
        wrong = _Wrong("missing") if about is None else _Wrong("not_a_row", value=about)
        raise refusals.refusal(wrong, "manifest", column="tournament")
    cleaned: dict[str, Any] = {}
    for column, rule in MANIFEST_TOURNAMENT.items():
        try:
            cleaned[column] = _checked(about, column, rule, None)
        except (_Wrong, ServiceError) as problem:
            raise refusals.refusal(problem, "manifest", 0, about, column) from None
    version = manifest.get("torneo_version")
    if version is not None and not (
        isinstance(version, str) and VERSION_PATTERN.fullmatch(version)
    ):
        wrong = _Wrong("not_a_version", value=version)
        raise refusals.refusal(wrong, "manifest", column="torneo_version")
    try:  # checked as a time, shown as written (with its zone)
        _checked(manifest, "exported_at", MANIFEST_MOMENT, None)
    except _Wrong as wrong:
        raise refusals.refusal(wrong, "manifest", column="exported_at") from None
    exported = manifest.get("exported_at")
    return {"torneo_version": version, "exported_at": exported, "tournament": cleaned}


def _check_row(
    refusals: _Refusals, name: str, position: int, game: Game | None, columns: tuple[str, ...]
) -> None:
    """Check and clean, in place, `columns` of row `position` (from 1) of table `name`."""
    row = refusals.tables[name][position - 1]
    rules_of = FILE_COLUMNS[name]
    for column in columns:
        rule = rules_of[column]
        if column not in row and not rule.required:
            if rule.fill is KEEP_ABSENT:
                continue
            row[column] = rule.fill
        try:
            row[column] = _checked(row, column, rule, game)
        except (_Wrong, ServiceError) as problem:
            raise refusals.refusal(problem, name, position, row, column) from None


def _checked(row: dict[str, Any], column: str, rule: ColumnRule, game: Game | None) -> Any:
    """`row[column]` as it will be written; raises _Wrong, or for a text the TEXT_*
    ServiceError typing it would raise."""
    absent = column not in row
    if absent and rule.required:
        raise _Wrong("missing")
    value = row.get(column)
    if rule.kind is Kind.TEXT:
        assert rule.text is not None
        if value is None and (rule.nullable or absent) and not rule.text.required:
            return None  # absent: NULL, or the column's default
        if value is not None and not isinstance(value, str):
            raise _Wrong("not_text", value=value)
        text = user_text.clean_text(value or "", rule.text)
        return None if rule.nullable and not text else text
    if value is None:
        if rule.nullable or absent:
            return None
        raise _Wrong("empty")
    if rule.kind is Kind.INTEGER:
        if not _is_int(value):
            raise _Wrong("not_integer", value=value)
        if not rule.minimum <= value <= LARGEST:
            raise _Wrong("out_of_range", value=value, minimum=rule.minimum, maximum=LARGEST)
    elif rule.kind is Kind.BOOLEAN:
        if not isinstance(value, bool):
            raise _Wrong("not_boolean", value=value)
    elif rule.kind is Kind.CHOICE:
        allowed = rule.choices.get(None) or rule.choices.get(game, ())
        if not isinstance(value, str) or value not in allowed:
            raise _Wrong("unknown_value", value=value, choices=Plain(", ".join(allowed)))
    elif rule.kind is Kind.DATE:
        return _date(value)
    elif rule.kind is Kind.MOMENT:
        return _moment(value)
    else:
        assert rule.shape is not None
        check_shape(value, rule.shape)
    return value


def _date(value: Any) -> str | None:
    """A date YYYY-MM-DD read as the tournament form reads it (empty: no date)."""
    try:
        if isinstance(value, str):
            return clean_date(value)
    except ServiceError:
        pass
    raise _Wrong("not_a_date", value=value)


def _moment(value: Any) -> str:
    """An ISO date and time as the database keeps it: UTC, without a zone."""
    try:
        moment = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        moment = None
    if moment is None:
        raise _Wrong("not_a_moment", value=value)
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return moment.isoformat()


def check_shape(value: Any, shape: Shape, where: str = "") -> None:
    """Raise _Wrong("malformed") unless `value` has the form `shape` describes; `where` (a
    JSON path such as "[2].points[0]") says where inside the value it first does not."""
    if shape is int:
        if not _is_int(value) or not SMALLEST <= value <= LARGEST:
            raise _malformed(where)
    elif isinstance(shape, type):
        if not isinstance(value, shape):
            raise _malformed(where)
    elif isinstance(shape, tuple):
        if not isinstance(value, list) or len(value) != len(shape):
            raise _malformed(where)
        for index, (item, part) in enumerate(zip(value, shape, strict=True)):
            check_shape(item, part, f"{where}[{index}]")
    elif isinstance(shape, ListOf):
        if not isinstance(value, list):
            raise _malformed(where)
        for index, item in enumerate(value):
            check_shape(item, shape.item, f"{where}[{index}]")
    elif isinstance(shape, Maybe):
        if value is not None:
            check_shape(value, shape.shape, where)
    elif isinstance(shape, Tagged):
        tag = value.get(shape.key) if isinstance(value, dict) else None
        variant = shape.variants.get(tag) if isinstance(tag, str) else None
        if variant is None:
            raise _malformed(f"{where}.{shape.key}")
        check_shape(value, Obj({shape.key: str, **variant.fields}, variant.optional), where)
    else:
        if not isinstance(value, dict):
            raise _malformed(where)
        missing = sorted(set(shape.fields) - shape.optional - set(value))
        if missing:
            raise _malformed(f"{where}.{missing[0]}")
        for key, item in value.items():
            if key not in shape.fields:
                raise _malformed(f"{where}.{quoted(str(key))}")
            check_shape(item, shape.fields[key], f"{where}.{key}")


def _malformed(where: str) -> _Wrong:
    if not where:
        return _Wrong("malformed")
    return _Wrong("malformed_at", where=Plain(where.removeprefix(".")))


def _check_unique(refusals: _Refusals) -> None:
    """No two rows share what the schema keeps unique (ids, an entry's number, a table's
    result in a round, a tessera...); NULLs never clash, as in SQL."""
    for name in ALL_TABLES:
        for constraint in table_named(name).constraints:
            if not isinstance(constraint, PrimaryKeyConstraint | Unique):
                continue
            columns = [column.name for column in constraint.columns]
            seen: set[tuple[Any, ...]] = set()
            for position, row in enumerate(refusals.tables[name], start=1):
                key = tuple(row.get(column) for column in columns)
                if None in key:
                    continue
                if key in seen:
                    wrong = _Wrong("repeated", value=key[-1])
                    raise refusals.refusal(wrong, name, position, row, columns[-1])
                seen.add(key)


def _check_references(refusals: _Refusals, game: Game) -> None:
    """Every reference lands on a row of the file; results only of the tournament's game,
    each for a table seated in its round."""
    tables = refusals.tables
    known: dict[tuple[str, str], set[Any]] = {}
    for name in ALL_TABLES:
        for column, rule in FILE_COLUMNS[name].items():
            if rule.target is not None:
                known[(name, column)] = {row["id"] for row in tables[rule.target]}
    for (name, column), (target, by) in NUMBER_REFERENCES.items():
        known[(name, column)] = {row[by] for row in tables[target]}
    for (name, column), values in known.items():
        for position, row in enumerate(tables[name], start=1):
            value = row.get(column)
            if value is not None and value not in values:
                reason = "dangling_number" if (name, column) in NUMBER_REFERENCES else "dangling"
                raise refusals.refusal(_Wrong(reason, value=value), name, position, row, column)
    for name, only in GAME_TABLES.items():
        if tables[name] and game is not only:
            wrong = _Wrong(f"other_game_{game.value}")
            raise refusals.refusal(wrong, name, 1, tables[name][0])
    seated = {(seat["round_id"], seat["table_number"]) for seat in tables[SeatRow.__tablename__]}
    for name in SEATED:
        for position, row in enumerate(tables[name], start=1):
            if (row["round_id"], row["table_number"]) not in seated:
                raise refusals.refusal(_Wrong("no_table"), name, position, row, "table_number")


def _check_settings(refusals: _Refusals, game: Game) -> None:
    """The settings read by the services' codec and validated as a director's would be;
    written back as the codec writes them, so what is stored is what the services read."""
    row = refusals.tables[TOURNAMENTS][0]
    data: dict[str, Any] = row["settings"]

    def refused(problem: _Wrong | ServiceError) -> ArchiveError:
        return refusals.refusal(problem, TOURNAMENTS, 1, row, "settings")

    try:
        settings = settings_from_json(game, data)
    except ServiceError:
        culprit = _culprit(game, data, "unreadable_setting", validate=False)
        raise refused(culprit or _Wrong("unreadable_settings")) from None
    encoded = settings_to_json(settings)
    for key, value in data.items():
        if key in OLDER_SETTINGS and key not in encoded:
            # An older Torneo's switch, read into its newer setting (checked there).
            if not isinstance(value, bool):
                raise refused(_Wrong("unreadable_setting", key=key, value=value))
            continue
        if key not in encoded:
            raise refused(_Wrong("unknown_setting", key=key))
        if encoded[key] != value:  # read as something else ("no" as true, 3.5 as 3)
            raise refused(_Wrong("unreadable_setting", key=key, value=value))
    try:
        rules.validate(settings)
    except ServiceError as problem:
        if problem.scoring_code:  # a rule of the game (a VP table's bands): its own words
            raise refused(bounded(problem)) from None
        culprit = _culprit(game, data, "invalid_setting", validate=True)
        raise refused(culprit or bounded(problem)) from None
    if isinstance(settings, BurracoSettings) and settings.vp_scale is not None:
        try:
            name = user_text.clean_text(settings.vp_scale.name, user_text.VP_SCALE_NAME)
        except ServiceError as problem:
            raise ArchiveTextError(
                refusals.path,
                f"{TOURNAMENTS}.settings.vp_scale.name",
                problem,
                refusals.place(TOURNAMENTS, 1, row),
                quoted(settings.vp_scale.name),
            ) from None
        settings = replace(settings, vp_scale=replace(settings.vp_scale, name=name))
    entries = set(refusals.numbers(EntryRow.__tablename__).values())
    drawn: set[int] = set()
    for number in settings.draw_order:
        if number not in entries or number in drawn:
            raise refused(_Wrong("draw_twice" if number in drawn else "draw_unknown", value=number))
        drawn.add(number)
    row["settings"] = settings_to_json(settings)


def _culprit(game: Game, data: dict[str, Any], reason: str, *, validate: bool) -> _Wrong | None:
    """The setting to blame: the one whose removal (its default instead) lets the settings
    be read (and, with `validate`, pass the validation). Named so, rather than in the
    services' words, which quote the value in Python's notation. None when no single setting
    is to blame (only a combination breaks)."""
    for key, value in data.items():
        try:
            settings = settings_from_json(game, {k: v for k, v in data.items() if k != key})
            if validate:
                rules.validate(settings)
        except ServiceError:
            continue
        return _Wrong(reason, key=key, value=value)
    return None


def _check_play(refusals: _Refusals, game: Game) -> None:
    """Every table of every round as the services read it back. Burraco: a played table has
    one pair (two players, individual) on each line, a bye only NS, each stored result's
    figures pass the referee's checks (the loosest any result is stored under) and each open
    disagreement passes `_check_disagreements`. Scala 40: every table replays, with its sheet
    or none yet, under the tournament's settings."""
    tables = refusals.tables
    settings = settings_from_json(game, tables[TOURNAMENTS][0]["settings"])
    entries = refusals.numbers(EntryRow.__tablename__)
    rounds = {row["id"]: (position, row) for position, row in enumerate(tables[ROUNDS], 1)}
    seated: dict[tuple[int, int], dict[str, list[tuple[int, int]]]] = {}
    for seat in tables[SeatRow.__tablename__]:
        lines = seated.setdefault((seat["round_id"], seat["table_number"]), {})
        lines.setdefault(seat["line"], []).append((seat["position"], entries[seat["entry_id"]]))
    if isinstance(settings, BurracoSettings):
        each = 2 if settings.individual else 1
        for (round_id, table), lines in sorted(seated.items()):
            ns, ew = len(lines.get("ns", ())), len(lines.get("ew", ()))
            if not ns or (ew and (ns, ew) != (each, each)):
                wrong = _Wrong("table_lines", table=table, ns=ns, ew=ew, each=each)
                raise refusals.refusal(wrong, ROUNDS, *rounds[round_id])
        for name in (BurracoResultRow.__tablename__, ResultCheckRow.__tablename__):
            for position, row in enumerate(tables[name], start=1):
                if "ew" not in seated[(row["round_id"], row["table_number"])]:
                    # The services refuse a result (or a second entry) for a bye, its score
                    # being automatic, and the standings would pass over it: one here is the
                    # file's, not a station's.
                    raise refusals.refusal(_Wrong("result_for_bye"), name, position, row)
        for position, row in enumerate(tables[BurracoResultRow.__tablename__], start=1):
            with _scored(refusals, BurracoResultRow.__tablename__, position, row, rounds):
                arbitral(row["ns_mp"], row["ew_mp"], row["ns_vp"], row["ew_vp"])
        _check_disagreements(refusals, settings, rounds)
        return
    sheets = {
        (row["round_id"], row["table_number"]): (position, row)
        for position, row in enumerate(tables[Scala40SheetRow.__tablename__], start=1)
    }
    for (round_id, table), lines in sorted(seated.items()):
        players = [number for _, number in sorted(lines["seat"])]
        sheet = sheets.get((round_id, table))
        try:
            replay(players, sheet[1]["hands"] if sheet else [], settings)
        except ServiceError as problem:
            if sheet is None:
                raise refusals.refusal(bounded(problem), ROUNDS, *rounds[round_id]) from None
            name = Scala40SheetRow.__tablename__
            raise refusals.refusal(bounded(problem), name, *sheet, "hands") from None


def _check_penalties(refusals: _Refusals, game: Game) -> None:
    """Each penalty's points as `penalties.check_penalty` takes them when one is given: a
    warning with points, a -VP penalty of 0 VP or MP not a multiple of 5 would count in
    the standings as no station could have written it."""
    for position, row in enumerate(refusals.tables[PenaltyRow.__tablename__], start=1):
        try:
            check_penalty(PenaltyKind(row["kind"]), row["vp"], row["mp"], game=game)
        except ServiceError as problem:
            raise refusals.refusal(problem, PenaltyRow.__tablename__, position, row) from None


@contextmanager
def _scored(
    refusals: _Refusals,
    name: str,
    position: int,
    row: dict[str, Any],
    rounds: dict[int, tuple[int, dict[str, Any]]],
) -> Iterator[None]:
    """A stored score checked by the rules of the game inside: what they refuse, refuses
    row `position` of `name` with the rule's own sentence (round and table named)."""
    number = rounds[row["round_id"]][1]["number"]
    try:
        with rules.scoring_errors(round=number, table=row["table_number"]):
            yield
    except ServiceError as problem:
        raise refusals.refusal(bounded(problem), name, position, row) from None


def _check_disagreements(
    refusals: _Refusals, settings: BurracoSettings, rounds: dict[int, tuple[int, dict[str, Any]]]
) -> None:
    """Each open double-entry disagreement (`results.second_entry`) as the services leave
    one: about a result the file holds (without it `results.disagreements` would never show
    it), with figures a save would take (the check the services made before keeping them),
    compared with a version that result has reached. The import keeps every result's version
    as the file has it, so one compared with an older version (an undo since gave the result
    a newer one) stays as the services left it; one compared with a later version than the
    result has was never written by a Torneo."""
    name = ResultCheckRow.__tablename__
    results = {
        (row["round_id"], row["table_number"]): row
        for row in refusals.tables[BurracoResultRow.__tablename__]
    }
    turno = rules.turno_settings(settings)
    for position, row in enumerate(refusals.tables[name], start=1):
        result = results.get((row["round_id"], row["table_number"]))
        if result is None:
            raise refusals.refusal(_Wrong("no_first_entry"), name, position, row)
        with _scored(refusals, name, position, row, rounds):
            played(row["ns_mp"], row["ew_mp"], turno)
        if row["result_version"] > result["version"]:
            wrong = _Wrong("compared_later", value=row["result_version"], version=result["version"])
            raise refusals.refusal(wrong, name, position, row, "result_version")
