"""A tournament file's rows checked before one is written: whatever the file holds, its rows
come out fit to insert (texts cleaned as typing cleans them, settings re-encoded as the
services write them) or the whole file is refused with a sentence naming the row, the field
and what is wrong (`archive.errors`).

Each column is checked by its rule (`archive.rules.FILE_COLUMNS`); then, across rows: every
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

One value by its rule is `archive.values`; the play (tables, scores, disagreements, penalties)
`archive.play_checks`; the refusal naming a row `archive.refusals`.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from sqlalchemy import PrimaryKeyConstraint
from sqlalchemy import UniqueConstraint as Unique

from tournament_app.services import rules, user_text
from tournament_app.services.archive.errors import (
    ArchiveError,
    ArchiveProblem,
    ArchiveTextError,
    Plain,
    bounded,
    quoted,
)
from tournament_app.services.archive.play_checks import _check_penalties, _check_play
from tournament_app.services.archive.refusals import _Refusals, _Wrong
from tournament_app.services.archive.rules import (
    ALL_TABLES,
    FILE_COLUMNS,
    GAME_TABLES,
    KEEP_ABSENT,
    LOG,
    LOG_ACTION,
    LOG_COLUMNS,
    LOG_LIMITS,
    MANIFEST_MOMENT,
    MANIFEST_TOURNAMENT,
    NUMBER_REFERENCES,
    SEATED,
    SINCE,
    TOURNAMENTS,
    VERSION_PATTERN,
    ListOf,
    table_named,
)
from tournament_app.services.archive.values import _checked, check_shape
from tournament_app.services.audit import IMPORTED_PREFIX
from tournament_app.services.errors import ServiceError
from tournament_app.services.settings import BurracoSettings, Game, Scala40Settings
from tournament_app.services.settings_codec import (
    OLDER_SETTINGS,
    settings_from_json,
    settings_to_json,
)
from tournament_app.services.user_text import control_character
from tournament_app.storage.models import EntryRow, SeatRow


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
    except ServiceError as problem:
        # A tie-break Torneo does not know is read as a setting the rules refuse, as every
        # other setting a director could not choose.
        unknown = problem.params.get("detail") == "tie_break_unknown"
        reason = "invalid_setting" if unknown else "unreadable_setting"
        culprit = _culprit(game, data, reason, validate=False)
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
    if isinstance(settings, Scala40Settings):
        for _stage, *replaced in settings.stage_replacements:
            for number in replaced:
                if number not in entries:
                    raise refused(_Wrong("replacement_unknown", value=number))
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
