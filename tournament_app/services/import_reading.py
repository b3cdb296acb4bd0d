"""Reading a list's cells from CSV and Excel files, in the encodings club PCs produce.

Formulas are read as the text written, never evaluated.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from tournament_app.services.import_problems import ImportFileError, ImportProblem

# How far down a sheet the heading row may sit (clubs often put a title above it).
HEADER_SEARCH_ROWS = 10
# Tried in this order on each line of a CSV (Latin-1 decodes anything, so it comes last).
ENCODINGS = ("utf-8", "cp1252", "latin-1")


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
