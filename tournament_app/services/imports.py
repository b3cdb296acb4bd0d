"""Reading entry and registry lists from CSV and Excel files, with a per-row error report.

The reading is pure (a file in, a preview out) so a director sees every problem before
anything is written; applying a preview is all-or-nothing (see `apply_entry_import` and
`apply_registry_import`).
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.services import user_text
from tournament_app.services.entries import NewEntry
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.user_text import TextRule
from tournament_app.services.values import PlayerId, PlayerSpec, TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services

# How far down a sheet the heading row may sit (clubs often put a title above it).
HEADER_SEARCH_ROWS = 10
# Membership numbers are letters and digits, possibly with a dash or a slash (no formula can
# hide in one); how long one may be is the tessera's text limit, as when typed.
TESSERA_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9/\-]*$")
# Tried in this order on each line of a CSV (Latin-1 decodes anything, so it comes last).
ENCODINGS = ("utf-8", "cp1252", "latin-1")


class ImportProblem(StrEnum):
    """Why a file or one of its rows cannot be imported; the UI and CLI word each code."""

    UNSUPPORTED_FORMAT = "import_unsupported_format"
    """The file is neither CSV nor .xlsx (an old .xls must be saved as .xlsx first)."""
    UNREADABLE = "import_unreadable"
    """The file could not be opened or is not the format its name says."""
    NO_COLUMNS = "import_no_columns"
    """No heading row with a surname or player column was found."""
    NO_ROWS = "import_no_rows"
    """The file has headings but no data rows."""
    MISSING_NAME = "import_missing_name"
    """A player has no surname (or full name)."""
    MISSING_PARTNER = "import_missing_partner"
    """A pairs tournament row names one player only."""
    TOO_MANY_PLAYERS = "import_too_many_players"
    """An individual tournament row names a partner."""
    BAD_TESSERA = "import_bad_tessera"
    """A membership number has characters other than letters, digits, '-' or '/'."""
    DUPLICATE_TESSERA = "import_duplicate_tessera"
    """The same membership number appears twice in the file."""
    TESSERA_ALREADY_PRESENT = "import_tessera_already_present"
    """The membership number is already entered in the tournament (or in the registry)."""
    TEXT_TOO_LONG = "import_text_too_long"
    """A cell holds more characters than its field takes when typed (see COLUMN_RULES)."""


class Field(StrEnum):
    """A column the importer understands."""

    TESSERA = "tessera"
    SURNAME = "surname"
    NAME = "name"
    FULL_NAME = "full_name"
    CLUB = "club"
    CATEGORY = "category"
    GROUP = "group"


# The text rule (and so the length limit from `storage.limits`) of the field each column
# fills: an imported cell may be exactly as long as the same field typed by hand. A full-name
# cell has none of its own: it is split, and its surname and name parts obey theirs.
COLUMN_RULES: dict[Field, TextRule] = {
    Field.TESSERA: user_text.TESSERA,
    Field.SURNAME: user_text.SURNAME,
    Field.NAME: user_text.NAME,
    Field.CLUB: user_text.CLUB,
    Field.CATEGORY: user_text.CATEGORY,
    Field.GROUP: user_text.GROUP,
}

# Headings (normalised: lower case, no accents or punctuation) that mean each field.
# Italian first, then English; a trailing player number ("cognome 2") is handled apart.
HEADINGS: dict[Field, tuple[str, ...]] = {
    Field.TESSERA: (
        "tessera",
        "n tessera",
        "num tessera",
        "numero tessera",
        "nr tessera",
        "tessera fibur",
        "tessera fisca",
        "card",
        "card number",
        "membership",
        "membership number",
        "member number",
        "member id",
    ),
    Field.SURNAME: ("cognome", "surname", "last name", "family name", "lastname"),
    Field.NAME: ("nome", "first name", "given name", "firstname", "forename"),
    Field.FULL_NAME: (
        "giocatore",
        "nominativo",
        "cognome e nome",
        "nome e cognome",
        "player",
        "full name",
        "player name",
        "partner",
        "compagno",
    ),
    Field.CLUB: ("circolo", "club", "associazione", "societa", "asd", "affiliato"),
    Field.CATEGORY: ("categoria", "category", "cat"),
    Field.GROUP: ("girone", "gruppo", "group", "pool"),
}
# Words that name a second player when they stand alone ("partner", "compagno").
PARTNER_WORDS = frozenset({"partner", "compagno"})
# One column holding both partners ("Rossi Mario - Bianchi Anna"), as many club lists have.
PAIR_WORDS = frozenset({"coppia", "coppie", "giocatori", "pair", "players", "team"})
# How the two names in such a cell are separated: " - ", "/", "&", " e ", " and ", ";".
PAIR_SEPARATOR = re.compile(r"\s+-\s+|\s*[/&;+]\s*|\s+(?:e|and)\s+", re.IGNORECASE)
# "Name" alone is ambiguous in English: a full name unless a surname column exists.
BARE_NAME = "name"


@dataclass(frozen=True)
class PlayerRow:
    """One player as read from a file."""

    surname: str
    name: str = ""
    tessera: str = ""
    club: str = ""
    category: str = ""


@dataclass(frozen=True)
class EntryRow:
    """One entry (a pair or a single player) as read from one line of a file."""

    line: int
    players: tuple[PlayerRow, ...]
    club: str = ""
    category: str = ""
    group: str = ""


@dataclass(frozen=True)
class RowError:
    """One problem found in the file: the line (1-based, as a spreadsheet shows it), a code,
    the column heading concerned and the offending value."""

    line: int
    code: ImportProblem
    column: str = ""
    value: str = ""
    limit: int = 0
    """For TEXT_TOO_LONG: how many characters the column takes."""


@dataclass(frozen=True)
class ImportPreview:
    """What a file would import: the good rows, every problem, and the columns recognised."""

    rows: tuple[EntryRow, ...]
    errors: tuple[RowError, ...]
    columns: dict[str, str] = field(default_factory=dict)
    """Heading as written in the file -> what it was understood as ("surname", "tessera 2")."""

    @property
    def ok(self) -> bool:
        """True when nothing stands in the way of importing every row."""
        return not self.errors


# ---------------------------------------------------------------------------------------------
# Reading cells
# ---------------------------------------------------------------------------------------------


def read_cells(path: Path) -> list[list[str]]:
    """The file's cells as text, row by row; raises ImportFileError when it cannot be read."""
    suffix = path.suffix.lower()
    if suffix in {".csv", ".txt", ".tsv"}:
        try:
            raw = path.read_bytes()
        except OSError as error:
            detail = f"{path.name} ({error.strerror})" if error.strerror else path.name
            raise ImportFileError(ImportProblem.UNREADABLE, detail) from error
        return read_csv_bytes(raw)
    if suffix in {".xlsx", ".xlsm"}:
        return _read_xlsx(path)
    raise ImportFileError(ImportProblem.UNSUPPORTED_FORMAT, path.suffix or path.name)


class ImportFileError(Exception):
    """The whole file is unusable (wrong format, unreadable, no headings)."""

    def __init__(self, code: ImportProblem, detail: str = "") -> None:
        super().__init__(code.value, detail)
        self.code = code
        self.detail = detail


def decode_text(raw: bytes) -> str:
    """Text from bytes in the encodings club PCs produce: UTF-8 (with or without BOM), else
    Windows-1252 (Excel's "CSV" on Italian Windows), else Latin-1, which never fails.

    Decided line by line: a list pieced together from two sources can mix a UTF-8 line
    with a Windows-1252 one, and decoding it whole as Windows-1252 would garble every
    accented UTF-8 name ("Niccolò" -> "NiccolÃ²") without a word.
    """
    raw = raw.removeprefix(b"\xef\xbb\xbf")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(_decode_line(line) for line in raw.splitlines(keepends=True))


def _decode_line(line: bytes) -> str:
    for encoding in ENCODINGS:
        try:
            return line.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def read_csv_bytes(raw: bytes) -> list[list[str]]:
    """CSV cells from raw bytes, guessing the delimiter (Italian Excel writes ';')."""
    text = decode_text(raw)
    sample = "\n".join(text.splitlines()[:HEADER_SEARCH_ROWS])
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, delimiters=";,\t|")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    return [[cell.strip() for cell in row] for row in reader]


def _read_xlsx(path: Path) -> list[list[str]]:
    """Cells of the first sheet; formulas are kept as their text, never evaluated."""
    import zipfile

    from openpyxl import load_workbook

    try:
        # data_only=False: a cell holding "=HYPERLINK(...)" comes back as that text.
        workbook = load_workbook(path, read_only=True, data_only=False)
    except (OSError, KeyError, ValueError, zipfile.BadZipFile) as error:
        raise ImportFileError(ImportProblem.UNREADABLE, path.name) from error
    try:
        sheet = workbook.worksheets[0]
        return [[_cell_text(value) for value in row] for row in sheet.iter_rows(values_only=True)]
    finally:
        workbook.close()


def _cell_text(value: object) -> str:
    """A spreadsheet value as the text a director typed (12345.0 -> "12345")."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if hasattr(value, "isoformat"):
        return str(value.isoformat())
    return str(value).strip()


# ---------------------------------------------------------------------------------------------
# Recognising columns
# ---------------------------------------------------------------------------------------------


def normalise_heading(text: str) -> str:
    """A heading reduced for matching: no accents, lower case, punctuation as spaces."""
    folded = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch)).lower()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain).split())


def recognise_heading(text: str) -> tuple[Field, int] | None:
    """The field a heading means and the player it belongs to (1 or 2), or None."""
    heading = normalise_heading(text)
    if not heading:
        return None
    player = 1
    match = re.fullmatch(r"(.*?)\s*([12])", heading)
    if match and match.group(1):
        heading, player = match.group(1), int(match.group(2))
    if heading in PARTNER_WORDS:
        return Field.FULL_NAME, 2
    if heading in PAIR_WORDS and match:
        return Field.FULL_NAME, player
    if heading == BARE_NAME:
        return Field.FULL_NAME, player
    for known, words in HEADINGS.items():
        if heading in words:
            return known, player
    return None


@dataclass(frozen=True)
class ColumnMap:
    """Which column index holds which (field, player)."""

    header_line: int
    headings: tuple[str, ...]
    positions: dict[tuple[Field, int], int]

    def players(self) -> int:
        """How many players per row the columns describe (1 or 2)."""
        return max(player for _, player in self.positions)


def find_columns(cells: Sequence[Sequence[str]]) -> ColumnMap:
    """The heading row (within the first HEADER_SEARCH_ROWS) and what each column means."""
    for index, row in enumerate(cells[:HEADER_SEARCH_ROWS]):
        positions: dict[tuple[Field, int], int] = {}
        for column, text in enumerate(row):
            known = recognise_heading(text)
            if known and known not in positions:
                positions[known] = column
        if (Field.SURNAME, 1) in positions or (Field.FULL_NAME, 1) in positions:
            # "Name" next to a surname column is the first name, not a full name.
            for player in (1, 2):
                if (Field.SURNAME, player) in positions and (Field.FULL_NAME, player) in positions:
                    column = positions.pop((Field.FULL_NAME, player))
                    heading = normalise_heading(row[column])
                    if heading.rstrip(" 12") == BARE_NAME:
                        positions.setdefault((Field.NAME, player), column)
            return ColumnMap(index + 1, tuple(row), positions)
    raise ImportFileError(ImportProblem.NO_COLUMNS)


# ---------------------------------------------------------------------------------------------
# Building the preview
# ---------------------------------------------------------------------------------------------


def preview_cells(
    cells: Sequence[Sequence[str]],
    *,
    players_per_entry: int | None = None,
    known_tesserae: Iterable[str] = (),
) -> ImportPreview:
    """Rows and per-row errors from a file's cells.

    players_per_entry: 2 for pairs, 1 for individual events, None to accept either (the
    registry). known_tesserae: membership numbers already present where the rows will go.
    """
    cells = split_pair_column(cells)
    columns = find_columns(cells)
    already = {t.strip().upper() for t in known_tesserae if t.strip()}
    seen: dict[str, int] = {}
    rows: list[EntryRow] = []
    errors: list[RowError] = []
    for offset, raw in enumerate(cells[columns.header_line :]):
        line = columns.header_line + offset + 1
        if not any(cell.strip() for cell in raw):
            continue
        row_errors: list[RowError] = []
        entry = _entry_from_cells(line, raw, columns, row_errors)
        _check_player_count(entry, players_per_entry, columns, row_errors)
        for player_index, player in enumerate(entry.players, start=1):
            if not player.tessera:
                continue
            key = player.tessera.upper()
            heading = _heading(columns, Field.TESSERA, player_index)
            if key in already:
                row_errors.append(
                    RowError(line, ImportProblem.TESSERA_ALREADY_PRESENT, heading, player.tessera)
                )
            elif key in seen:
                row_errors.append(
                    RowError(line, ImportProblem.DUPLICATE_TESSERA, heading, player.tessera)
                )
            seen.setdefault(key, line)
        if row_errors:
            errors.extend(row_errors)
        else:
            rows.append(entry)
    if not rows and not errors:
        raise ImportFileError(ImportProblem.NO_ROWS)
    understood = {
        columns.headings[position]: _describe(known, player, columns.players())
        for (known, player), position in sorted(columns.positions.items(), key=lambda kv: kv[1])
    }
    return ImportPreview(tuple(rows), tuple(errors), understood)


def split_pair_column(cells: Sequence[Sequence[str]]) -> list[list[str]]:
    """The cells with a single "Coppia" column (both partners in one cell) split into two
    player columns, "Coppia 1" and "Coppia 2"; unchanged when the names have columns."""
    rows = [list(row) for row in cells]
    for index, row in enumerate(rows[:HEADER_SEARCH_ROWS]):
        known = [recognise_heading(text) for text in row]
        if any(k is not None and k[0] in (Field.SURNAME, Field.FULL_NAME) for k in known):
            return rows
        pair = next((c for c, t in enumerate(row) if normalise_heading(t) in PAIR_WORDS), None)
        if pair is None:
            continue
        heading = row[pair]
        row[pair : pair + 1] = [f"{heading} 1", f"{heading} 2"]
        for data in rows[index + 1 :]:
            if pair < len(data):
                names = PAIR_SEPARATOR.split(data[pair].strip(), maxsplit=1)
                data[pair : pair + 1] = [*names, ""][:2]
        return rows
    return rows


def preview_file(
    path: Path,
    *,
    players_per_entry: int | None = None,
    known_tesserae: Iterable[str] = (),
) -> ImportPreview:
    """`preview_cells` on a CSV or .xlsx file."""
    return preview_cells(
        read_cells(path), players_per_entry=players_per_entry, known_tesserae=known_tesserae
    )


def _describe(known: Field, player: int, players: int) -> str:
    shared = known in {Field.CLUB, Field.GROUP} and player == 1
    return f"{known.value} {player}" if players > 1 and not shared else known.value


def _heading(columns: ColumnMap, known: Field, player: int) -> str:
    position = columns.positions.get((known, player))
    return columns.headings[position] if position is not None else ""


def _entry_from_cells(
    line: int, raw: Sequence[str], columns: ColumnMap, errors: list[RowError]
) -> EntryRow:
    """One EntryRow from a line's cells, noting over-long text and bad membership numbers."""
    read: dict[tuple[Field, int], str] = {}

    def too_long(value: str, rule: TextRule, position: int) -> None:
        if len(value) > rule.limit:
            heading = columns.headings[position]
            errors.append(RowError(line, ImportProblem.TEXT_TOO_LONG, heading, value, rule.limit))

    def cell(known: Field, player: int = 1) -> str:
        # Read (and judged) once: a shared club cell fills both players and the entry.
        if (known, player) in read:
            return read[(known, player)]
        position = columns.positions.get((known, player))
        value = ""
        if position is not None and position < len(raw):
            value = " ".join(raw[position].split())
            if known in COLUMN_RULES:
                too_long(value, COLUMN_RULES[known], position)
        read[(known, player)] = value
        return value

    players: list[PlayerRow] = []
    for player in range(1, columns.players() + 1):
        surname, name = cell(Field.SURNAME, player), cell(Field.NAME, player)
        if not surname:
            given = name
            surname, name = split_full_name(cell(Field.FULL_NAME, player), name)
            full = columns.positions.get((Field.FULL_NAME, player))
            if full is not None:
                too_long(surname, user_text.SURNAME, full)
                if not given:
                    too_long(name, user_text.NAME, full)
        tessera = cell(Field.TESSERA, player)
        if tessera and not TESSERA_PATTERN.match(tessera):
            errors.append(
                RowError(
                    line,
                    ImportProblem.BAD_TESSERA,
                    _heading(columns, Field.TESSERA, player),
                    tessera,
                )
            )
        if not (surname or name or tessera):
            continue  # an empty partner block: judged by the player count check
        if not surname:
            heading = _heading(columns, Field.SURNAME, player) or _heading(
                columns, Field.FULL_NAME, player
            )
            errors.append(RowError(line, ImportProblem.MISSING_NAME, heading, name or tessera))
        players.append(
            PlayerRow(
                surname=surname,
                name=name,
                tessera=tessera,
                club=cell(Field.CLUB, player) or cell(Field.CLUB, 1),
                category=cell(Field.CATEGORY, player),
            )
        )
    return EntryRow(
        line=line,
        players=tuple(players),
        club=cell(Field.CLUB, 1),
        category=cell(Field.CATEGORY, 1),
        group=cell(Field.GROUP, 1),
    )


def _check_player_count(
    entry: EntryRow, expected: int | None, columns: ColumnMap, errors: list[RowError]
) -> None:
    if not entry.players:
        heading = _heading(columns, Field.SURNAME, 1) or _heading(columns, Field.FULL_NAME, 1)
        errors.append(RowError(entry.line, ImportProblem.MISSING_NAME, heading))
        return
    if expected == 2 and len(entry.players) < 2:
        heading = _heading(columns, Field.SURNAME, 2) or _heading(columns, Field.FULL_NAME, 2)
        errors.append(RowError(entry.line, ImportProblem.MISSING_PARTNER, heading))
    if expected == 1 and len(entry.players) > 1:
        heading = _heading(columns, Field.SURNAME, 2) or _heading(columns, Field.FULL_NAME, 2)
        errors.append(
            RowError(entry.line, ImportProblem.TOO_MANY_PLAYERS, heading, entry.players[1].surname)
        )


def split_full_name(full: str, name: str = "") -> tuple[str, str]:
    """(surname, name) from a "Surname Name" cell, the order of Italian entry lists.

    The last word is taken as the name ("De Luca Anna" -> "De Luca", "Anna"); when the file
    has its own name column, the whole cell is the surname.
    """
    words = full.split()
    if not words:
        return "", name
    if name or len(words) == 1:
        return " ".join(words), name
    return " ".join(words[:-1]), words[-1]


# ---------------------------------------------------------------------------------------------
# Applying a file: all rows or none
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportReport:
    """What an import did: the preview it was based on and how many rows were added."""

    preview: ImportPreview
    added: int
    previewed: bool
    """True when only the preview was asked for (nothing written)."""


class ImportFileRefused(ServiceError):
    """The whole file is unusable; `sentence(language)` says why and what to do."""

    def __init__(self, problem: ImportProblem, path: Path, detail: str = "") -> None:
        super().__init__(
            ErrorCode.INVALID_INPUT,
            {"detail": f"{problem.value}: {path.name}", "path": str(path)},
        )
        self.problem = problem
        self.path = path
        self.detail = detail

    def sentence(self, language: str) -> str:
        """The refusal in the director's language."""
        return describe_problem(
            RowError(0, self.problem, "", self.detail or self.path.name), language
        )


def import_entries(
    services: Services, tournament_id: TournamentId, path: Path, *, preview_only: bool = False
) -> ImportReport:
    """Enter every pair or player a file lists, in one transaction; with any row error,
    nothing is entered and the report lists every problem."""
    tournament = services.tournaments.get(tournament_id)
    pairs = isinstance(tournament.settings, BurracoSettings) and not tournament.settings.individual
    present = [
        player.tessera
        for entry in services.entries.list(tournament_id)
        for player in entry.players
        if player.tessera
    ]
    preview = _preview_or_refuse(path, players_per_entry=2 if pairs else 1, known=present)
    if preview.errors or preview_only:
        return ImportReport(preview, 0, preview_only)
    # The services resolve each player: a known tessera enters the registry's player.
    new_entries = [
        NewEntry(
            players=tuple(_player_spec(player) for player in row.players),
            group=row.group or None,
            category=row.category or None,
        )
        for row in preview.rows
    ]
    added = services.entries.add_many(tournament_id, new_entries)
    return ImportReport(preview, len(added), False)


def import_registry(services: Services, path: Path, *, preview_only: bool = False) -> ImportReport:
    """Add every player a file lists to the registry, all or none; players whose tessera is
    already registered are reported, not added twice."""
    preview = _preview_or_refuse(path, players_per_entry=1, known=())
    registered = _registry_ids(services, preview.rows)
    if registered:
        heading = next((h for h, m in preview.columns.items() if m.startswith("tessera")), "")
        clashes = [
            RowError(row.line, ImportProblem.TESSERA_ALREADY_PRESENT, heading, player.tessera)
            for row in preview.rows
            for player in row.players
            if player.tessera.upper() in registered
        ]
        rows = tuple(
            row
            for row in preview.rows
            if not any(p.tessera.upper() in registered for p in row.players)
        )
        errors = tuple(sorted((*preview.errors, *clashes), key=lambda e: e.line))
        preview = ImportPreview(rows, errors, preview.columns)
    if preview.errors or preview_only:
        return ImportReport(preview, 0, preview_only)
    specs = [_player_spec(player) for row in preview.rows for player in row.players]
    added = services.registry.add_many(specs)
    return ImportReport(preview, len(added), False)


def _preview_or_refuse(
    path: Path, *, players_per_entry: int, known: Iterable[str]
) -> ImportPreview:
    try:
        return preview_file(path, players_per_entry=players_per_entry, known_tesserae=known)
    except ImportFileError as error:
        raise ImportFileRefused(error.code, path, error.detail) from error


def _registry_ids(services: Services, rows: Iterable[EntryRow]) -> dict[str, PlayerId]:
    """Registry players already holding the tesserae named in the rows (upper-cased key)."""
    found: dict[str, PlayerId] = {}
    for row in rows:
        for player in row.players:
            key = player.tessera.upper()
            if not key or key in found:
                continue
            for candidate in services.registry.search(player.tessera, limit=50):
                if (candidate.tessera or "").upper() == key:
                    found[key] = candidate.id
    return found


def _player_spec(player: PlayerRow) -> PlayerSpec:
    return PlayerSpec(
        surname=player.surname,
        name=player.name,
        tessera=player.tessera or None,
        club=player.club or None,
        category=player.category or None,
    )


# ---------------------------------------------------------------------------------------------
# Sentences
# ---------------------------------------------------------------------------------------------

PROBLEM_SENTENCES: dict[str, dict[ImportProblem, str]] = {
    "it": {
        ImportProblem.UNSUPPORTED_FORMAT: (
            "Formato {value} non supportato: salva il file come .xlsx o CSV e riprova."
        ),
        ImportProblem.UNREADABLE: (
            "Impossibile leggere {value}: controlla che il file esista e sia un CSV o un .xlsx"
            " integro."
        ),
        ImportProblem.NO_COLUMNS: (
            "Nessuna intestazione riconosciuta: serve almeno una colonna Cognome (o Giocatore)."
            " Colonne possibili: Cognome, Nome, Tessera, Circolo, Categoria, Girone; per le"
            " coppie Cognome 1, Nome 1, Cognome 2, Nome 2, oppure una colonna Coppia"
            ' ("Rossi Mario - Bianchi Anna").'
        ),
        ImportProblem.NO_ROWS: "Il file ha le intestazioni ma nessuna riga di dati.",
        ImportProblem.MISSING_NAME: "Manca il cognome del giocatore.",
        ImportProblem.MISSING_PARTNER: "Manca il compagno: in un torneo a coppie servono due"
        " giocatori per riga.",
        ImportProblem.TOO_MANY_PLAYERS: (
            "Torneo individuale: la riga nomina un secondo giocatore ({value})."
        ),
        ImportProblem.BAD_TESSERA: ("Tessera {value} non valida: solo lettere, cifre, '-' e '/'."),
        ImportProblem.DUPLICATE_TESSERA: "La tessera {value} compare già in una riga precedente.",
        ImportProblem.TESSERA_ALREADY_PRESENT: "La tessera {value} è già registrata.",
        ImportProblem.TEXT_TOO_LONG: (
            "Riga {line}, colonna «{column}»: testo troppo lungo ({length} caratteri, al massimo"
            " {limit}). Accorcialo nel file e importalo di nuovo."
        ),
    },
    "en": {
        ImportProblem.UNSUPPORTED_FORMAT: (
            "Format {value} is not supported: save the file as .xlsx or CSV and try again."
        ),
        ImportProblem.UNREADABLE: (
            "Cannot read {value}: check that the file exists and is a sound CSV or .xlsx."
        ),
        ImportProblem.NO_COLUMNS: (
            "No heading recognised: at least a Surname (or Player) column is needed. Known"
            " columns: Surname, Name, Card, Club, Category, Group; for pairs Surname 1,"
            ' Name 1, Surname 2, Name 2, or one Pair column ("Smith John - Brown Mary").'
        ),
        ImportProblem.NO_ROWS: "The file has headings but no data rows.",
        ImportProblem.MISSING_NAME: "The player's surname is missing.",
        ImportProblem.MISSING_PARTNER: "The partner is missing: a pairs tournament needs two"
        " players per row.",
        ImportProblem.TOO_MANY_PLAYERS: (
            "Individual tournament: the row names a second player ({value})."
        ),
        ImportProblem.BAD_TESSERA: (
            "Card number {value} is invalid: only letters, digits, '-' and '/'."
        ),
        ImportProblem.DUPLICATE_TESSERA: "Card number {value} already appears on an earlier line.",
        ImportProblem.TESSERA_ALREADY_PRESENT: "Card number {value} is already registered.",
        ImportProblem.TEXT_TOO_LONG: (
            "Line {line}, column “{column}”: text too long ({length} characters, at most"
            " {limit}). Shorten it in the file and import it again."
        ),
    },
}


def describe_problem(error: RowError, language: str = "it") -> str:
    """The sentence for one import problem in "it" or "en" (anything else: Italian)."""
    table = PROBLEM_SENTENCES.get(language, PROBLEM_SENTENCES["it"])
    return table[error.code].format(
        value=error.value,
        column=error.column,
        line=error.line,
        limit=error.limit,
        length=len(error.value),
    )
