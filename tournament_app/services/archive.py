"""The tournament file: one tournament, with the players it references, in a single file
that another Torneo database can import (to send to the federation or another club).

The file is a zip holding `manifest.json` (format name and version, the tournament's name,
a SHA-256 of the data) and `tournament.json` (the tournament's rows, table by table, as
plain JSON). Importing gives every row a new id, matches players by tessera (then by name
and club) and clubs by name, and writes everything in one audited transaction: a foreign,
corrupt or newer file is refused and nothing is written. The texts in it (names, clubs,
venue, reasons) pass the same checks as typed ones (`user_text`): a hand-edited file cannot
bring in a name the keyboard would refuse.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import DateTime, Table, insert, select
from sqlalchemy.orm import Session

from tournament_app.services import messages, user_text
from tournament_app.services.changes import Changes
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.user_text import TextRule
from tournament_app.services.values import TournamentId
from tournament_app.storage.models import (
    BurracoResultRow,
    ClubRow,
    EntryPlayerRow,
    EntryRow,
    PenaltyRow,
    PlayerRow,
    RoundRow,
    Scala40SheetRow,
    SeatRow,
    TournamentRow,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services

FORMAT_NAME = "torneo-tournament"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
DATA = "tournament.json"
SUFFIX = ".torneo"
# A tournament of 250 tables with every hand is a few MB; anything far beyond is not ours.
MAX_DATA_BYTES = 200 * 1024 * 1024

# The tables a tournament owns, parents first, and the column that ties each to its parent.
# Players and clubs are not owned: they are referenced, and matched on import.
OWNED: tuple[tuple[type[Any], str | None], ...] = (
    (TournamentRow, None),
    (EntryRow, "tournament_id"),
    (EntryPlayerRow, "entry_id"),
    (RoundRow, "tournament_id"),
    (SeatRow, "round_id"),
    (BurracoResultRow, "round_id"),
    (Scala40SheetRow, "round_id"),
    (PenaltyRow, "tournament_id"),
)
REFERENCED: tuple[type[Any], ...] = (ClubRow, PlayerRow)
ALL_TABLES: tuple[str, ...] = tuple(m.__tablename__ for m in (*REFERENCED, *(m for m, _ in OWNED)))

# Every text a director types that a tournament file carries, with the rule it is typed
# under: a hand-edited file is held to the keyboard's length limits and cleaning.
FILE_TEXTS: dict[tuple[str, str], TextRule] = {
    (TournamentRow.__tablename__, "name"): user_text.TOURNAMENT_NAME,
    (TournamentRow.__tablename__, "venue"): user_text.VENUE,
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
}
# How a refusal points at the row holding a bad text, in the file's own terms.
PLACES: dict[str, dict[str, str]] = {
    "it": {
        TournamentRow.__tablename__: "il torneo",
        ClubRow.__tablename__: "il circolo n. {position}",
        PlayerRow.__tablename__: "il giocatore n. {position}",
        EntryRow.__tablename__: "l'iscrizione {number}",
        PenaltyRow.__tablename__: "la penalità n. {position}",
        BurracoResultRow.__tablename__: "il risultato del tavolo {table_number}, turno {round}",
        Scala40SheetRow.__tablename__: "il foglio del tavolo {table_number}, turno {round}",
    },
    "en": {
        TournamentRow.__tablename__: "the tournament",
        ClubRow.__tablename__: "club no. {position}",
        PlayerRow.__tablename__: "player no. {position}",
        EntryRow.__tablename__: "entry {number}",
        PenaltyRow.__tablename__: "penalty no. {position}",
        BurracoResultRow.__tablename__: "the result of table {table_number}, round {round}",
        Scala40SheetRow.__tablename__: "the sheet of table {table_number}, round {round}",
    },
}
# How much of a refused text the sentence quotes (enough to find it, never 10,000 characters).
QUOTED_CHARACTERS = 30


class ArchiveProblem(StrEnum):
    """Why a tournament file was refused."""

    NOT_A_ZIP = "archive_not_a_zip"
    """The file is not a zip at all (so not a tournament file)."""
    FOREIGN = "archive_foreign"
    """A zip, but not written by Torneo (no manifest, or another format)."""
    TOO_NEW = "archive_too_new"
    """Written by a newer Torneo whose format this one does not know."""
    CORRUPT = "archive_corrupt"
    """Damaged: checksum, JSON or the rows' references do not hold together."""
    UNREADABLE = "archive_unreadable"
    """The file cannot be opened or written."""
    BAD_TEXT = "archive_bad_text"
    """A name or other text breaks the rule it would be typed under (see `ArchiveTextError`)."""


class ArchiveError(ServiceError):
    """A tournament file refused (or not writable); nothing was changed."""

    def __init__(self, problem: ArchiveProblem, path: Path, detail: str = "") -> None:
        super().__init__(
            ErrorCode.INVALID_INPUT,
            {"detail": f"{problem.value}: {path.name} {detail}".strip(), "path": str(path)},
        )
        self.problem = problem
        self.path = path
        self.detail = detail

    def sentence(self, language: str) -> str:
        """What went wrong and what to do, in "it" or "en"."""
        table = SENTENCES.get(language, SENTENCES["it"])
        return table[self.problem].format(name=self.path.name, detail=self.detail)


class ArchiveTextError(ArchiveError):
    """A text in the file refused by its typing rule: `refused` is the TEXT_* error the
    services would raise, `place` the row's words per language (`PLACES`) and `shown` the
    start of the text, so the sentence says which row, which field and why."""

    def __init__(
        self,
        path: Path,
        where: str,
        refused: ServiceError,
        place: dict[str, str],
        shown: str,
    ) -> None:
        super().__init__(ArchiveProblem.BAD_TEXT, path, f"{where} {refused.code.value}")
        self.refused = refused
        self.place = place
        self.shown = shown

    def sentence(self, language: str) -> str:
        """The row, a quote of the text, then the typing rule's own sentence."""
        place = self.place.get(language, self.place["it"])
        if self.shown:
            place = f"{place}, «{self.shown}»" if language == "it" else f"{place}, “{self.shown}”"
        opening = SENTENCES.get(language, SENTENCES["it"])[ArchiveProblem.BAD_TEXT]
        return f"{opening.format(name=self.path.name, detail=place)} " + messages.describe(
            self.refused, language
        )


SENTENCES: dict[str, dict[ArchiveProblem, str]] = {
    "it": {
        ArchiveProblem.NOT_A_ZIP: (
            "{name} non è un file di torneo di Torneo. Scegli il file .torneo ricevuto:"
            " nulla è stato importato."
        ),
        ArchiveProblem.FOREIGN: (
            "{name} è un archivio zip ma non un file di torneo di Torneo ({detail}). Nulla è"
            " stato importato."
        ),
        ArchiveProblem.TOO_NEW: (
            "{name} è stato scritto da una versione più recente di Torneo (formato {detail})."
            " Aggiorna Torneo per importarlo: nulla è stato importato."
        ),
        ArchiveProblem.CORRUPT: (
            "{name} è danneggiato ({detail}). Fatti rimandare il file: nulla è stato importato."
        ),
        ArchiveProblem.UNREADABLE: "Impossibile usare il file {name}: {detail}.",
        ArchiveProblem.BAD_TEXT: "Nulla è stato importato da {name}: {detail}.",
    },
    "en": {
        ArchiveProblem.NOT_A_ZIP: (
            "{name} is not a Torneo tournament file. Choose the .torneo file you received:"
            " nothing was imported."
        ),
        ArchiveProblem.FOREIGN: (
            "{name} is a zip archive but not a Torneo tournament file ({detail}). Nothing was"
            " imported."
        ),
        ArchiveProblem.TOO_NEW: (
            "{name} was written by a newer Torneo (format {detail}). Update Torneo to import"
            " it: nothing was imported."
        ),
        ArchiveProblem.CORRUPT: (
            "{name} is damaged ({detail}). Ask for the file again: nothing was imported."
        ),
        ArchiveProblem.UNREADABLE: "Cannot use the file {name}: {detail}.",
        ArchiveProblem.BAD_TEXT: "Nothing was imported from {name}: {detail}.",
    },
}


@dataclass(frozen=True)
class ImportedTournament:
    """What importing a tournament file did."""

    tournament_id: TournamentId
    name: str
    players_added: int
    players_matched: int
    """Players already in this database (same tessera, or same name and club)."""


Rows = dict[str, list[dict[str, Any]]]


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


def export_tournament_file(services: Services, tournament_id: TournamentId, path: Path) -> Path:
    """Write one tournament to `path` (".torneo" added when there is no suffix)."""
    if not path.suffix:
        path = path.with_suffix(SUFFIX)
    with services.reading() as session:
        rows = tournament_rows(session, tournament_id)
    data = json.dumps({"tables": rows}, ensure_ascii=False, sort_keys=True, indent=1).encode()
    tournament = rows[TournamentRow.__tablename__][0]
    manifest = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "torneo_version": _app_version(),
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "tournament": {
            "name": tournament["name"],
            "game": tournament["game"],
            "date": tournament["date"],
        },
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    # Written beside the target, then moved over it, so a failure never leaves half a file.
    partial = path.with_name(path.name + ".part")
    try:
        with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(MANIFEST, json.dumps(manifest, ensure_ascii=False, indent=1))
            archive.writestr(DATA, data)
        partial.replace(path)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise ArchiveError(ArchiveProblem.UNREADABLE, path, error.strerror or str(error)) from None
    return path


# ---------------------------------------------------------------------------------------------
# Import
# ---------------------------------------------------------------------------------------------


def read_tournament_file(path: Path) -> Rows:
    """The rows a tournament file holds, checked; raises ArchiveError when refused."""
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile:
        raise ArchiveError(ArchiveProblem.NOT_A_ZIP, path) from None
    except OSError as error:
        raise ArchiveError(ArchiveProblem.UNREADABLE, path, error.strerror or str(error)) from None
    with archive:
        names = set(archive.namelist())
        if MANIFEST not in names:
            raise ArchiveError(ArchiveProblem.FOREIGN, path, "no manifest.json")
        manifest = _json_member(archive, MANIFEST, path)
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT_NAME:
            raise ArchiveError(ArchiveProblem.FOREIGN, path, f"format {_format_of(manifest)}")
        version = manifest.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise ArchiveError(ArchiveProblem.CORRUPT, path, "format version missing")
        if version > FORMAT_VERSION:
            raise ArchiveError(ArchiveProblem.TOO_NEW, path, str(version))
        if DATA not in names:
            raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{DATA} missing")
        if archive.getinfo(DATA).file_size > MAX_DATA_BYTES:
            raise ArchiveError(ArchiveProblem.CORRUPT, path, "implausibly large")
        raw = _member_bytes(archive, DATA, path)
    if hashlib.sha256(raw).hexdigest() != manifest.get("sha256"):
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "checksum mismatch")
    try:
        document = json.loads(raw)
    except ValueError:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "data is not JSON") from None
    tables = document.get("tables") if isinstance(document, dict) else None
    if not isinstance(tables, dict):
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "no tables")
    _check_rows(tables, path)
    _clean_texts(tables, path)
    return tables


def import_tournament_file(services: Services, path: Path) -> ImportedTournament:
    """Add the tournament in `path` to this database, all or nothing (undoable)."""
    rows = read_tournament_file(path)
    changes = Changes(tournaments=True, registry=True, entries=True, rounds=True, results=True)
    changes |= Changes(penalties=True, standings=True)
    with services.writing(changes) as work:
        session = work.session
        new_ids: dict[str, dict[int, int]] = {}
        clubs = _match_clubs(session, rows[ClubRow.__tablename__])
        new_ids[ClubRow.__tablename__] = clubs.ids
        players = _match_players(session, rows[PlayerRow.__tablename__], clubs.ids)
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
                values = _typed_values(table, row, new_ids, path)
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
        work.log(
            "tournament.import_file",
            f"tournament {tournament_id}",
            tournament_id=tournament_id,
            summary=f"{tournament['name']} ({path.name})",
        )
    return ImportedTournament(
        TournamentId(tournament_id),
        str(tournament["name"]),
        players_added=len(players.added),
        players_matched=len(players.ids) - len(players.added),
    )


@dataclass
class _Matched:
    ids: dict[int, int]
    """Id in the file -> id in this database."""
    added: list[int]
    """Ids of rows this import inserted."""


def _match_clubs(session: Session, clubs: Sequence[dict[str, Any]]) -> _Matched:
    table = _table(ClubRow)
    matched = _Matched({}, [])
    for club in clubs:
        existing = session.execute(select(table.c.id).where(table.c.name == club["name"])).scalar()
        if existing is None:
            existing = session.execute(
                insert(table).values(name=club["name"]).returning(table.c.id)
            ).scalar_one()
            matched.added.append(existing)
        matched.ids[club["id"]] = existing
    return matched


def _match_players(
    session: Session, players: Sequence[dict[str, Any]], club_ids: dict[int, int]
) -> _Matched:
    """Players already here are reused (same tessera; else same surname, name, club and no
    tessera); the others are added."""
    table = _table(PlayerRow)
    matched = _Matched({}, [])
    for player in players:
        club = club_ids.get(player["club_id"]) if player["club_id"] is not None else None
        if player["tessera"]:
            condition = table.c.tessera == player["tessera"]
        else:
            condition = (
                (table.c.surname == player["surname"])
                & (table.c.name == player["name"])
                & (table.c.tessera.is_(None))
                & (table.c.club_id.is_(None) if club is None else table.c.club_id == club)
            )
        existing = session.execute(
            select(table.c.id).where(condition).order_by(table.c.id)
        ).scalar()
        if existing is None:
            values = {k: v for k, v in player.items() if k != "id"}
            values["club_id"] = club
            existing = session.execute(
                insert(table).values(values).returning(table.c.id)
            ).scalar_one()
            matched.added.append(existing)
        matched.ids[player["id"]] = existing
    return matched


# ---------------------------------------------------------------------------------------------
# Checking and converting rows
# ---------------------------------------------------------------------------------------------


def _check_rows(tables: dict[str, Any], path: Path) -> None:
    """Every table present, one tournament, known columns, references inside the file."""
    for name in ALL_TABLES:
        rows = tables.get(name)
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise ArchiveError(ArchiveProblem.CORRUPT, path, f"table {name} missing")
        columns = set(_table_by_name(name).c.keys())
        for row in rows:
            unknown = set(row) - columns
            if unknown:
                raise ArchiveError(ArchiveProblem.TOO_NEW, path, ", ".join(sorted(unknown)))
            if not isinstance(row.get("id"), int):
                raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{name} row without id")
    if len(tables[TournamentRow.__tablename__]) != 1:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "not exactly one tournament")
    ids = {name: {row["id"] for row in tables[name]} for name in ALL_TABLES}
    for name in ALL_TABLES:
        table = _table_by_name(name)
        for column in table.columns:
            for key in column.foreign_keys:
                target = key.column.table.name
                for row in tables[name]:
                    value = row.get(column.name)
                    if value is not None and value not in ids.get(target, set()):
                        raise ArchiveError(
                            ArchiveProblem.CORRUPT, path, f"{name}.{column.name}={value}"
                        )


def _clean_texts(tables: dict[str, Any], path: Path) -> None:
    """Each text in FILE_TEXTS trimmed and checked as if typed, in place; the first one
    refused raises ArchiveTextError (not text at all: CORRUPT)."""
    rounds = {row["id"]: row.get("number") for row in tables[RoundRow.__tablename__]}
    for (name, column), rule in FILE_TEXTS.items():
        nullable = bool(_table_by_name(name).c[column].nullable)
        for position, row in enumerate(tables[name], start=1):
            value = row.get(column)
            if value is None and (nullable or column not in row) and not rule.required:
                continue  # absent: NULL, or the column's default
            if value is not None and not isinstance(value, str):
                raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{name}.{column} is not text")
            try:
                text = user_text.clean_text(value or "", rule)
            except ServiceError as refused:
                values = {**row, "position": position, "round": rounds.get(row.get("round_id"))}
                place = {
                    language: words[name].format_map(_Unknown(values))
                    for language, words in PLACES.items()
                }
                raise ArchiveTextError(
                    path, f"{name}[{position}].{column}", refused, place, _quoted(value or "")
                ) from None
            row[column] = None if nullable and not text else text


class _Unknown(dict[str, Any]):
    """Row values for a place's words; a value the hand edit removed reads "?"."""

    def __missing__(self, key: str) -> str:
        return "?"


def _quoted(text: str) -> str:
    """The start of a refused text, safe to print: control characters shown as U+FFFD."""
    start = " ".join(text.split())[:QUOTED_CHARACTERS]
    shown = "".join(
        "\ufffd" if unicodedata.category(c) in user_text.REFUSED_CATEGORIES else c for c in start
    )
    return shown + "…" if len(" ".join(text.split())) > QUOTED_CHARACTERS else shown


def _typed_values(
    table: Table, row: dict[str, Any], new_ids: dict[str, dict[int, int]], path: Path
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
            try:
                value = datetime.fromisoformat(value)
            except ValueError:
                raise ArchiveError(
                    ArchiveProblem.CORRUPT, path, f"{table.name}.{column.name}"
                ) from None
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


def _json_member(archive: zipfile.ZipFile, name: str, path: Path) -> Any:
    try:
        return json.loads(_member_bytes(archive, name, path))
    except ValueError:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{name} is not JSON") from None


def _member_bytes(archive: zipfile.ZipFile, name: str, path: Path) -> bytes:
    try:
        return archive.read(name)
    except (zipfile.BadZipFile, OSError, EOFError) as error:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, str(error)) from None


def _format_of(manifest: Any) -> str:
    if isinstance(manifest, dict):
        return str(manifest.get("format", "?"))
    return "?"


def _app_version() -> str:
    from tournament_app import __version__

    return __version__


def file_summary(path: Path) -> dict[str, Any]:
    """What a tournament file holds (its manifest: name, game, date, versions, and how many
    entries and rounds), after checking the whole file; ArchiveError when it is refused."""
    rows = read_tournament_file(path)
    with zipfile.ZipFile(path) as archive:
        manifest = json.loads(archive.read(MANIFEST))
    return {
        **manifest,
        "entries": len(rows[EntryRow.__tablename__]),
        "rounds": len(rows[RoundRow.__tablename__]),
        "players": len(rows[PlayerRow.__tablename__]),
    }
