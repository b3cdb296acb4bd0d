"""Reading a list's cells from CSV and Excel files, in the encodings club PCs produce.

Formulas are read as the text written, never evaluated. Reading is bounded (`limits`): the
file's size, each part of an .xlsx once unpacked, the lines, each line's cells and
characters; past a bound the file is refused with the bound named, before the rest is read.
Empty cells at the end of a line (a trailing separator, Excel's padding) are dropped. A CSV
whose letters look read in the wrong encoding is refused (`garbled`).
"""

from __future__ import annotations

import csv
import io
import zipfile
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from tournament_app.services.imports.garbled import garbled_cell
from tournament_app.services.imports.problems import ImportFileError, ImportProblem
from tournament_app.storage import limits
from tournament_app.storage.file_bounds import TooLarge, check_file, check_members, read_bytes

# How far down a sheet the heading row may sit (clubs often put a title above it).
HEADER_SEARCH_ROWS = 10
# Tried in this order on each line of a CSV (Latin-1 decodes anything, so it comes last).
ENCODINGS = ("utf-8", "cp1252", "latin-1")
# The separators a CSV may use: Italian Excel writes ';', its "Unicode text" a tab.
DELIMITERS = ";\t,|"
# What openpyxl raises on a damaged .xlsx, from the zip to the XML (ParseError is a
# SyntaxError): the file is unreadable, whichever part broke.
XLSX_DAMAGE = (
    OSError,
    EOFError,
    KeyError,
    ValueError,
    TypeError,
    IndexError,
    AttributeError,
    SyntaxError,
    zipfile.BadZipFile,
    zlib.error,
)


class SheetCells(NamedTuple):
    """A file's cells as text, row by row, and the sheet they were read from: its name when
    the workbook has more than one sheet, else "" (a CSV, a workbook of one sheet)."""

    cells: list[list[str]]
    sheet: str = ""


def read_cells(path: Path) -> list[list[str]]:
    """The file's cells as text, row by row; raises ImportFileError when it cannot be read."""
    return read_sheet(path).cells


def read_sheet(path: Path) -> SheetCells:
    """`read_cells`, with the name of the sheet read when the workbook has several."""
    suffix = path.suffix.lower()
    if suffix in {".csv", ".txt", ".tsv"}:
        try:
            raw = read_bytes(path, limits.IMPORT_FILE_BYTES)
        except TooLarge as error:
            raise ImportFileError(ImportProblem.TOO_LARGE, path.name, limit=error.limit) from None
        except OSError as error:
            raise ImportFileError(ImportProblem.UNREADABLE, _unreadable(path, error)) from error
        return SheetCells(_not_garbled(read_csv_bytes(raw, name=path.name), raw))
    if suffix in {".xlsx", ".xlsm"}:
        return _read_xlsx(path)
    raise ImportFileError(ImportProblem.UNSUPPORTED_FORMAT, path.suffix or path.name)


def _unreadable(path: Path, error: OSError) -> str:
    """The file's name, with the system's reason when it gives one in words."""
    reason = error.strerror if error.errno is not None else None
    return f"{path.name} ({reason})" if reason else path.name


def decode_text(raw: bytes) -> str:
    """Text from bytes in the encodings club PCs produce: UTF-16 (Excel's "Unicode text",
    with its byte order mark), UTF-8 (with or without BOM), else Windows-1252 (Excel's "CSV"
    on Italian Windows), else Latin-1, which never fails.

    Decided line by line: a list pieced together from two sources can mix a UTF-8 line
    with a Windows-1252 one, and decoding it whole as Windows-1252 would garble every
    accented UTF-8 name ("Niccolò" -> "NiccolÃ²") without a word.
    """
    utf16 = _utf16(raw)
    if utf16 is not None:
        return raw.decode(utf16, errors="replace").removeprefix("\ufeff")
    raw = raw.removeprefix(b"\xef\xbb\xbf")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(_decode_line(line) for line in raw.splitlines(keepends=True))


def _utf16(raw: bytes) -> str | None:
    """The UTF-16 codec `raw` is written in, by its byte order mark or, without one, by the
    zero bytes every Latin letter carries on one side; None for an 8-bit text."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    head = raw[:200]
    if len(head) < 4 or len(head) % 2:
        return None
    if head[1::2].count(0) > len(head) // 4 and not head[0::2].count(0):
        return "utf-16-le"
    if head[0::2].count(0) > len(head) // 4 and not head[1::2].count(0):
        return "utf-16-be"
    return None


def _decode_line(line: bytes) -> str:
    for encoding in ENCODINGS:
        try:
            return line.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def read_csv_bytes(raw: bytes, *, name: str = "") -> list[list[str]]:
    """CSV cells from raw bytes, the separator found from the headings (Italian Excel writes
    ';', its "Unicode text" a tab). `name` is the file's, for the refusals."""
    text = decode_text(raw)
    sample = list(_lines(text, name, HEADER_SEARCH_ROWS))
    reader = csv.reader(_lines(text, name), delimiter=_delimiter(sample))
    try:
        return kept_rows(reader, name)
    except csv.Error as error:
        raise ImportFileError(ImportProblem.UNREADABLE, name) from error


def _not_garbled(rows: list[list[str]], raw: bytes) -> list[list[str]]:
    """`rows`, read from `raw`, unless their letters look read in the wrong encoding
    (`garbled_cell`): WRONG_ENCODING then, at the first such text, and nothing is imported.
    A file without headings is no list at all, and is refused for that first."""
    garbled = garbled_cell(rows, eight_bit=_eight_bit(raw))
    if garbled is None:
        return rows
    _headings(rows)
    line, value = garbled
    raise ImportFileError(ImportProblem.WRONG_ENCODING, value, line=line)


def _eight_bit(raw: bytes) -> bool:
    """Whether `raw` is read in an 8-bit code page (`decode_text`): neither UTF-16 nor UTF-8."""
    if _utf16(raw) is not None:
        return False
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def _lines(text: str, name: str, count: int | None = None) -> Iterator[str]:
    """The text's lines (at most `count`), each refused past limits.IMPORT_ROW_CHARACTERS."""
    for number, line in enumerate(io.StringIO(text, newline=""), start=1):
        if count is not None and number > count:
            return
        if len(line.rstrip("\r\n")) > limits.IMPORT_ROW_CHARACTERS:
            raise ImportFileError(
                ImportProblem.ROW_TOO_LONG, name, line=number, limit=limits.IMPORT_ROW_CHARACTERS
            )
        yield line


def _delimiter(sample: list[str]) -> str:
    """The separator under which the first lines show a heading row; else the most used."""
    used = sorted(DELIMITERS, key=lambda d: -sum(line.count(d) for line in sample))
    for delimiter in used:
        try:
            _headings(
                [[cell.strip() for cell in row] for row in csv.reader(sample, delimiter=delimiter)]
            )
        except (ImportFileError, csv.Error):
            continue
        return delimiter
    return used[0] if any(used[0] in line for line in sample) else ","


def kept_rows(rows: Iterable[Iterable[object]], name: str) -> list[list[str]]:
    """The rows' cells as text, empty cells at a line's end dropped, within the bounds: a
    line past limits.IMPORT_ROWS holding anything is TOO_MANY_ROWS, a line with too many
    cells or characters ROW_TOO_LONG. Empty lines after the last are not kept."""
    kept: list[list[str]] = []
    empty = 0
    searched = False
    for number, row in enumerate(rows, start=1):
        cells = [_cell_text(value) for value in row]
        while cells and not cells[-1]:
            cells.pop()
        if not cells:
            empty += 1
            continue
        if number > limits.IMPORT_ROWS:
            raise ImportFileError(ImportProblem.TOO_MANY_ROWS, name, limit=limits.IMPORT_ROWS)
        too_wide = len(cells) > limits.IMPORT_ROW_CELLS
        if too_wide or sum(len(cell) for cell in cells) > limits.IMPORT_ROW_CHARACTERS:
            raise ImportFileError(ImportProblem.ROW_TOO_LONG, name, line=number)
        kept.extend([] for _ in range(empty))
        empty = 0
        kept.append(cells)
        # At least, not exactly: the blank lines kept before a row can carry the count past
        # HEADER_SEARCH_ROWS in one step, and a file without headings was then read to its end.
        if not searched and len(kept) >= HEADER_SEARCH_ROWS:
            _headings(kept)  # a file with none (a photo renamed .csv) is read no further
            searched = True
    return kept


def _headings(rows: list[list[str]]) -> None:
    """NO_COLUMNS unless the first lines hold a heading row."""
    from tournament_app.services.imports.columns import find_columns, split_pair_column

    find_columns(split_pair_column(rows[:HEADER_SEARCH_ROWS]))


def _read_xlsx(path: Path) -> SheetCells:
    """Cells of the sheet holding the list, streamed; formulas are kept as their text, never
    evaluated.

    The sheet is the one the workbook opens on (Excel's active sheet) when its first lines
    hold a heading row, else the first, in order, that does: a director keeps this evening's
    pairs on the sheet they were last looking at, and an older list may sit on sheet 1. With
    none, NO_COLUMNS names the sheets looked at. Only HEADER_SEARCH_ROWS lines of each sheet
    are read to choose.
    """
    from openpyxl import load_workbook

    try:
        check_file(path, limits.IMPORT_FILE_BYTES)
        with zipfile.ZipFile(path) as archive:
            check_members(archive, limits.XLSX_MEMBER_BYTES)
        # data_only=False: a cell holding "=HYPERLINK(...)" comes back as that text.
        workbook = load_workbook(path, read_only=True, data_only=False)
    except TooLarge as error:
        raise ImportFileError(ImportProblem.TOO_LARGE, path.name, limit=error.limit) from None
    except XLSX_DAMAGE as error:
        raise ImportFileError(ImportProblem.UNREADABLE, path.name) from error
    try:
        sheets = workbook.worksheets  # chart sheets hold no cells and are not among them
        if not sheets:
            raise ImportFileError(ImportProblem.UNREADABLE, path.name)
        active = workbook.active
        order = [active, *(s for s in sheets if s is not active)] if active in sheets else sheets
        refused: list[ImportFileError] = []
        sheet = next((s for s in order if _has_headings(s, path.name, refused)), None)
        if sheet is None:
            if refused:  # a sheet past a bound: that, not the headings, is what to fix
                raise refused[0]
            if len(sheets) < 2:
                raise ImportFileError(ImportProblem.NO_COLUMNS)
            raise ImportFileError(ImportProblem.NO_COLUMNS, sheets=tuple(s.title for s in order))
        cells = kept_rows(_sheet_rows(sheet), path.name)
        return SheetCells(cells, sheet.title if len(sheets) > 1 else "")
    except XLSX_DAMAGE as error:
        raise ImportFileError(ImportProblem.UNREADABLE, path.name) from error
    finally:
        workbook.close()


def _sheet_rows(sheet: Any, count: int | None = None) -> Iterator[tuple[object, ...]]:
    """The sheet's values row by row (the first `count` only when given), streamed.

    One column past the bound: a value there is a line too long, not a column dropped (and a
    sheet declaring 16,384 columns is not padded to them)."""
    return sheet.iter_rows(  # type: ignore[no-any-return]
        values_only=True, max_row=count, max_col=limits.IMPORT_ROW_CELLS + 1
    )


def _has_headings(sheet: Any, name: str, refused: list[ImportFileError]) -> bool:
    """Whether the sheet's first lines hold a heading row the importer recognises; a sheet
    whose first lines are past a bound is not, and its refusal is added to `refused`."""
    try:
        _headings(kept_rows(_sheet_rows(sheet, HEADER_SEARCH_ROWS), name))
    except ImportFileError as error:
        if error.code is not ImportProblem.NO_COLUMNS:
            refused.append(error)
        return False
    return True


def _cell_text(value: object) -> str:
    """A spreadsheet value as the text a director typed (12345.0 -> "12345")."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if hasattr(value, "isoformat"):
        return str(value.isoformat())
    return str(value).strip()
