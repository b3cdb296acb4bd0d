"""The tournament file: one tournament, with the players it references, in a single file
that another Torneo database can import (to send to the federation or another club).

The file is a zip holding `manifest.json` (format name and version, the tournament's name,
a SHA-256 of the data) and `tournament.json` (the tournament's rows, table by table, as
plain JSON). Importing gives every row a new id, meets the players and clubs in this
database's registry as entering them would (`archive.matching`: by tessera, else by name, a
club given here or not), and writes everything in one audited transaction: a foreign,
corrupt or newer file is refused and nothing is written. Before anything is written, every
row is checked (`archive.checks`, by the rules of `archive.rules`): whatever bytes a file
holds, it imports cleanly or is refused with a sentence naming the row and the field
(`archive.errors`). The texts in it (names, clubs, venue, reasons) pass the same checks as
typed ones (`user_text`), the settings the same codec and validation as a director's.

The rows carried are everything a director typed and confirmed: besides the tournament,
entries, rounds, seats, results, scala 40 sheets and penalties, each table's open
double-entry disagreement (`result_checks`), with the station and time of the second entry
and the result version it was compared with. Versions travel as they are (a result's too),
so after an import `results.disagreements` shows each against the same result, and saving
the right figures settles it.

Format versions: a reader refuses a file whose `format_version` is above its own
(`FORMAT_VERSION`) as a newer Torneo's, reads any older one down to 1, and refuses anything
else (0, -1, 1.5, "2", none) as damage. Format 2 added the open
disagreements. It had to be a new version: a Torneo reading format 1 passes over a table it
does not know (only an unknown column is refused), so it would have imported such a file
and dropped the disagreements, the tables then looking checked; with format 2 it says to
update Torneo instead. An export writes the lowest version that carries what the file holds
(`archive.rules.SINCE`): a tournament without open disagreements is still format 1, and
opens in an older Torneo. A format 1 file reads as having none. Format 3 added a team event's
teams, their pairs and line-ups (`teams`, `team_pairs`, `team_lineups`), for the same reason:
an older Torneo would import the pairs and lose the teams. This Torneo refuses a table
it does not know as a newer Torneo's too (`archive.checks`), never passing over it.

The log: `log.json` holds the tournament's changes as its log keeps them (time, station,
action, what it touched, summary, before and after, undone), oldest first, with its own
SHA-256 in the manifest (`log_sha256`), so the federation sees who corrected what. It needs
no new format version: every reader reads only the members it knows, so an older Torneo
imports such a file whole and passes over the log, losing nothing else. A file without
`log.json` (older, or from a database with no log) imports as before; one whose log does
not match its checksum or is not as Torneo writes it is refused like damaged rows. Imported,
each change becomes a row of this log marked as the other database's (`IMPORTED_PREFIX`),
with its station and time, oldest first, under the import's own row: shown in words, never
undone. Its before and after are renumbered as the import renumbers the rows (a row the file
does not hold, deleted there before the export, reads as no id), so who sat where reads from
this database's entries.
"""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import DateTime, Table, insert, select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.archive.checks import check_log, check_manifest, check_tables
from tournament_app.services.archive.errors import (
    ArchiveError,
    ArchiveProblem,
    ArchiveRowError,
    ArchiveTextError,
    quoted,
)
from tournament_app.services.archive.matching import match_clubs, match_players
from tournament_app.services.archive.origin import FINGERPRINT, refuse_again
from tournament_app.services.archive.reading import (
    format_version,
    json_member,
    member,
    open_archive,
    plain_json,
)
from tournament_app.services.archive.rules import ALL_TABLES, FILE_TEXTS, OWNED, SINCE
from tournament_app.services.audit import IMPORTED_PREFIX, log_rows, log_start
from tournament_app.services.changes import Changes
from tournament_app.services.errors import NotFoundError
from tournament_app.services.output_files import OutputKind, check_output, write_output
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.values import TournamentId
from tournament_app.storage import limits
from tournament_app.storage.audit_form import structured
from tournament_app.storage.errors import IS_A_FOLDER, file_reason
from tournament_app.storage.models import (
    AuditRow,
    ClubRow,
    EntryPlayerRow,
    EntryRow,
    PenaltyRow,
    PlayerRow,
    ResultCheckRow,
    RoundRow,
    TournamentRow,
    derived,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services

FORMAT_NAME = "torneo-tournament"
FORMAT_VERSION = 3
"""The newest format this Torneo reads (see the module docstring)."""
MANIFEST = "manifest.json"
DATA = "tournament.json"
LOG = "log.json"
LOG_CHECKSUM = "log_sha256"
SUFFIX = ".torneo"

__all__ = [
    "ALL_TABLES",
    "FILE_TEXTS",
    "ArchiveError",
    "ArchiveProblem",
    "ArchiveRowError",
    "ArchiveTextError",
    "ImportedTournament",
    "export_tournament_file",
    "file_summary",
    "import_tournament_file",
    "read_tournament_file",
]


@dataclass(frozen=True)
class ImportedTournament:
    """What importing a tournament file did."""

    tournament_id: TournamentId
    name: str
    players_added: int
    players_matched: int
    """Players already in this database (`archive.matching`: by tessera, or by name)."""


Rows = dict[str, list[dict[str, Any]]]
Log = list[dict[str, Any]]
"""A tournament's changes, oldest first, as log.json holds them."""


# ---------------------------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------------------------


def tournament_rows(session: Session, tournament_id: int) -> Rows:
    """Every row of one tournament and of the players and clubs it references, as JSON."""
    rows: Rows = {}
    ids: dict[str, list[int]] = {TournamentRow.__tablename__: [tournament_id]}
    for model, parent_column in OWNED:
        table = _table(model)
        if parent_column is None:
            condition = table.c.id == tournament_id
        else:
            parent = _parent_table(table, parent_column)
            condition = table.c[parent_column].in_(ids.get(parent, []))
        found = [
            _plain_row(table, r)
            for r in session.execute(select(table).where(condition).order_by(table.c.id)).mappings()
        ]
        rows[table.name] = found
        ids[table.name] = [row["id"] for row in found]
    if not rows[TournamentRow.__tablename__]:
        raise NotFoundError("tournament", tournament_id)
    player_ids = sorted({row["player_id"] for row in rows[EntryPlayerRow.__tablename__]})
    players_table = _table(PlayerRow)
    players = [
        _plain_row(players_table, r)
        for r in session.execute(
            select(players_table)
            .where(players_table.c.id.in_(player_ids))
            .order_by(players_table.c.id)
        ).mappings()
    ]
    club_ids = sorted({row["club_id"] for row in players if row["club_id"] is not None})
    clubs_table = _table(ClubRow)
    clubs = [
        _plain_row(clubs_table, r)
        for r in session.execute(
            select(clubs_table).where(clubs_table.c.id.in_(club_ids)).order_by(clubs_table.c.id)
        ).mappings()
    ]
    return {ClubRow.__tablename__: clubs, PlayerRow.__tablename__: players, **rows}


def tournament_log(session: Session, tournament_id: int) -> Log:
    """The tournament's changes as its log keeps them, oldest first (`audit.log_rows`:
    from its creation, never an earlier tournament's with the same id; with every restore of
    the database since)."""
    if log_start(session, tournament_id) is None:
        return []
    query = select(AuditRow).where(log_rows(session, tournament_id)).order_by(AuditRow.id)
    return [
        {
            "at": row.at.isoformat(),
            "station": row.station,
            "action": row.action,
            "entity": row.entity,
            "summary": row.summary,
            "before": row.before,
            "after": row.after,
            "undone": row.undone,
            "params": row.params,
            "round": row.round_number,
            "table": row.table_number,
        }
        for row in session.scalars(query)
    ]


def export_tournament_file(services: Services, tournament_id: TournamentId, path: Path) -> Path:
    """Write one tournament, with its log, to `path` (".torneo" added when there is no
    suffix)."""
    if not path.name or path.is_dir():
        # "" or a folder: no file name to write (and none to give a suffix to).
        raise ArchiveError(ArchiveProblem.UNREADABLE, path, IS_A_FOLDER)
    if not path.suffix:
        path = path.with_suffix(SUFFIX)
    check_output(services, path, OutputKind.TORNEO)  # before the database is read
    with services.reading() as session:
        # Settings damaged in the database would make a file no Torneo imports: said now.
        stored_settings(lookup.tournament(session, tournament_id))
        rows = tournament_rows(session, tournament_id)
        log = tournament_log(session, tournament_id)
    # The lowest format carrying these rows: an older Torneo opens a file it can read whole.
    version = max((since for name, since in SINCE.items() if rows[name]), default=1)
    rows = {name: found for name, found in rows.items() if SINCE.get(name, 1) <= version}
    data = json.dumps({"tables": rows}, ensure_ascii=False, sort_keys=True, indent=1).encode()
    logged = json.dumps({"log": log}, ensure_ascii=False, sort_keys=True, indent=1).encode()
    tournament = rows[TournamentRow.__tablename__][0]
    manifest = {
        "format": FORMAT_NAME,
        "format_version": version,
        "torneo_version": _app_version(),
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "tournament": {
            "name": tournament["name"],
            "game": tournament["game"],
            "date": tournament["date"],
        },
        "sha256": hashlib.sha256(data).hexdigest(),
        LOG_CHECKSUM: hashlib.sha256(logged).hexdigest(),
    }

    def write(scratch: Path) -> None:
        with zipfile.ZipFile(scratch, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(MANIFEST, json.dumps(manifest, ensure_ascii=False, indent=1))
            archive.writestr(DATA, data)
            archive.writestr(LOG, logged)

    try:
        return write_output(services, path, OutputKind.TORNEO, write)
    except OSError as error:
        raise ArchiveError(ArchiveProblem.UNREADABLE, path, file_reason(error)) from None


# ---------------------------------------------------------------------------------------------
# Import
# ---------------------------------------------------------------------------------------------


def read_tournament_file(path: Path) -> Rows:
    """The rows a tournament file holds, checked; raises ArchiveError when refused."""
    return _read(path)[1]


def _read(path: Path) -> tuple[dict[str, Any], Rows, Log]:
    """The file's checked manifest fields, its checked, cleaned rows and its log (empty when
    the file has none): whatever the bytes, these or an ArchiveError naming what is wrong."""
    with open_archive(path) as archive:
        names = set(archive.namelist())
        if MANIFEST not in names:
            raise ArchiveError(ArchiveProblem.FOREIGN, path, "no manifest.json")
        manifest = json_member(archive, MANIFEST, path, limits.TOURNAMENT_MANIFEST_BYTES)
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT_NAME:
            raise ArchiveError(ArchiveProblem.FOREIGN, path, f"format {_format_of(manifest)}")
        version = format_version(manifest, path, FORMAT_VERSION)
        if DATA not in names:
            raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{DATA} missing")
        raw = member(archive, DATA, path, limits.TOURNAMENT_DATA_BYTES)
        logged = _log_bytes(archive, manifest, path)
    if hashlib.sha256(raw).hexdigest() != manifest.get("sha256"):
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "checksum mismatch")
    if logged is not None and hashlib.sha256(logged).hexdigest() != manifest.get(LOG_CHECKSUM):
        raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{LOG} checksum mismatch")
    shown = check_manifest(manifest, path)
    document = plain_json(raw, DATA, path)
    tables = document.get("tables") if isinstance(document, dict) else None
    if not isinstance(tables, dict):
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "no tables")
    check_tables(tables, path, version)
    log = [] if logged is None else check_log(plain_json(logged, LOG, path), path)
    about = {
        **shown,
        "format": FORMAT_NAME,
        "format_version": version,
        "sha256": manifest["sha256"],
    }
    return about, tables, log


def _log_bytes(archive: zipfile.ZipFile, manifest: dict[str, Any], path: Path) -> bytes | None:
    """log.json's bytes; None when the file carries no log (an older Torneo's, or one with
    none). A manifest naming a log the zip lacks, or a log the manifest has no checksum of,
    is damage."""
    names = set(archive.namelist())
    if LOG not in names and LOG_CHECKSUM not in manifest:
        return None
    if LOG not in names:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{LOG} missing")
    return member(archive, LOG, path, limits.TOURNAMENT_DATA_BYTES)


def import_tournament_file(
    services: Services, path: Path, *, again: bool = False
) -> ImportedTournament:
    """Add the tournament in `path` to this database, all or nothing (undoable).

    ALREADY_IMPORTED when a file with the same content was imported before and its
    tournament is still here, unless `again` (a copy is wanted: `archive.origin`)."""
    about, rows, log = _read(path)
    changes = Changes(tournaments=True, registry=True, entries=True, rounds=True, results=True)
    changes |= Changes(penalties=True, standings=True)
    with services.writing(changes) as work:
        session = work.session
        if not again:
            refuse_again(session, about["sha256"], path.name)
        new_ids: dict[str, dict[int, int]] = {}
        clubs = match_clubs(work, rows[ClubRow.__tablename__])
        new_ids[ClubRow.__tablename__] = clubs.ids
        players = match_players(work, path, rows, clubs)
        new_ids[PlayerRow.__tablename__] = players.ids
        inserted: list[tuple[type[Any], list[int]]] = [
            (ClubRow, clubs.added),
            (PlayerRow, players.added),
        ]
        for model, _ in OWNED:
            table = _table(model)
            new_ids[table.name] = {}
            added: list[int] = []
            for row in rows[table.name]:
                values = _typed_values(table, row, new_ids)
                new_id = session.execute(
                    insert(table).values(values).returning(table.c.id)
                ).scalar_one()
                new_ids[table.name][row["id"]] = new_id
                added.append(new_id)
            inserted.append((model, added))
        for model, ids in inserted:
            if ids:
                work.add(*session.scalars(select(model).where(model.id.in_(ids))).all())
        tournament = rows[TournamentRow.__tablename__][0]
        tournament_id = new_ids[TournamentRow.__tablename__][tournament["id"]]
        # The other database's history first, oldest first, so the import's own row (written
        # when this write ends) is the newest: undo takes back the import, never what the
        # other database did.
        for change in log:
            session.add(_imported_change(change, tournament_id, new_ids))
        session.flush()
        work.log(
            "tournament.import_file",
            f"tournament {tournament_id}",
            tournament_id=tournament_id,
            summary=f"{tournament['name']} ({path.name})",
            params={FINGERPRINT: about["sha256"]},
        )
    return ImportedTournament(
        TournamentId(tournament_id),
        str(tournament["name"]),
        players_added=len(players.added),
        players_matched=len(players.ids) - len(players.added),
    )


def _imported_change(
    change: dict[str, Any], tournament_id: int, new_ids: dict[str, dict[int, int]]
) -> AuditRow:
    """One change of the file's log as a row of this log: the other database's, for reading
    (`IMPORTED_PREFIX`), its ids renumbered as the import renumbered the rows."""
    action = str(change["action"])
    params = change.get("params")
    round_number, table_number = change.get("round"), change.get("table")
    if params is None and round_number is None:
        # A file of an older Torneo: its words read once, as the upgrade read this log's.
        params, (round_number, table_number) = structured(
            action, change["entity"], change["summary"]
        )
    return AuditRow(
        at=datetime.fromisoformat(change["at"]),  # checked: archive_values._moment
        station=change["station"],
        action=action if action.startswith(IMPORTED_PREFIX) else IMPORTED_PREFIX + action,
        entity=_renumbered_entity(change["entity"], new_ids),
        tournament_id=tournament_id,
        before=_renumbered_snapshot(change["before"], new_ids),
        after=_renumbered_snapshot(change["after"], new_ids),
        summary=change["summary"],
        undone=change["undone"],
        params=params,
        round_number=round_number,
        table_number=table_number,
    )


# What a change touched, when the services name it by a row's id ("penalty 12").
_ENTITY_ID = re.compile(r"^(tournament|penalty|player) (\d+)$")
_ENTITY_TABLES = {
    "tournament": TournamentRow.__tablename__,
    "penalty": PenaltyRow.__tablename__,
    "player": PlayerRow.__tablename__,
}


def _renumbered_entity(entity: str, new_ids: dict[str, dict[int, int]]) -> str:
    """ "tournament 3" as this database numbers it; a row the file does not hold (deleted
    there) keeps the words as they were."""
    match = _ENTITY_ID.match(entity)
    if match is None:
        return entity
    kind, number = match.groups()
    new = new_ids.get(_ENTITY_TABLES[kind], {}).get(int(number))
    return entity if new is None else f"{kind} {new}"


def _renumbered_snapshot(snapshot: dict[str, Any], new_ids: dict[str, dict[int, int]]) -> Any:
    """A logged before or after with the ids of the rows the import renumbered (a row's own
    and its references) as this database has them; an id the file does not hold (a row
    deleted there before the export) as null, never a row of this database. A table the file
    does not carry keeps its rows as they were."""
    renumbered: dict[str, Any] = {}
    for name, rows in snapshot.items():
        if name not in new_ids:
            renumbered[name] = rows
            continue
        references = {"id": name} | {
            column.name: key.column.table.name
            for column in _table_by_name(name).columns
            for key in column.foreign_keys
        }
        renumbered[name] = [
            {
                key: _new_id(value, new_ids.get(references[key], {}))
                if key in references and value is not None
                else value
                for key, value in row.items()
            }
            for row in rows
        ]
    return renumbered


def _new_id(value: Any, ids: dict[int, int]) -> int | None:
    return ids.get(value) if isinstance(value, int) and not isinstance(value, bool) else None


# ---------------------------------------------------------------------------------------------
# Converting rows
# ---------------------------------------------------------------------------------------------


def _typed_values(
    table: Table, row: dict[str, Any], new_ids: dict[str, dict[int, int]]
) -> dict[str, Any]:
    """A row from the file ready to insert: no id, references renumbered, dates as dates."""
    values: dict[str, Any] = {}
    for column in table.columns:
        if column.name == "id" or column.name not in row:
            continue
        value = row[column.name]
        for key in column.foreign_keys:
            if value is not None:
                value = new_ids[key.column.table.name][value]
        if isinstance(column.type, DateTime) and isinstance(value, str):
            value = datetime.fromisoformat(value)  # checked: archive_values._moment
        values[column.name] = value
    return values


def _plain_row(table: Table, row: Any) -> dict[str, Any]:
    return {
        column.name: (
            row[column.name].isoformat()
            if isinstance(row[column.name], datetime)
            else row[column.name]
        )
        for column in table.columns
        if not derived(column)  # computed again on import, from the names the file carries
    }


def _table(model: type[Any]) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


def _table_by_name(name: str) -> Table:
    from tournament_app.storage.models import Base

    return Base.metadata.tables[name]


def _parent_table(table: Table, column: str) -> str:
    (key,) = table.c[column].foreign_keys
    return str(key.column.table.name)


def _format_of(manifest: Any) -> str:
    if isinstance(manifest, dict):
        return quoted(str(manifest.get("format", "?")))
    return "?"


def _app_version() -> str:
    from tournament_app import __version__

    return __version__


def file_summary(path: Path) -> dict[str, Any]:
    """What a tournament file holds (its manifest: name, game, date, versions, and how many
    entries and rounds), after checking the whole file; ArchiveError when it is refused.
    Only the manifest's known fields, each checked: anything else a hand put there is not
    shown."""
    manifest, rows, log = _read(path)
    return {
        **manifest,
        "entries": len(rows[EntryRow.__tablename__]),
        "rounds": len(rows[RoundRow.__tablename__]),
        "players": len(rows[PlayerRow.__tablename__]),
        # Tables a second entry disputes: worth knowing before moving a live evening.
        "to_check": len(rows.get(ResultCheckRow.__tablename__, ())),
        "changes": len(log),
    }
