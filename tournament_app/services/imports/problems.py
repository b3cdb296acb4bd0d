"""Why an entry or registry list cannot be imported, whole or row by row, and the sentence
for each problem in Italian and English: the one wording both faces show (the window's import
dialogs and the command line's tables), from the catalogue's `import_problems.*` entries.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages.catalogue import coded_table, said, table
from tournament_app.services.messages.wording import detail_sentence
from tournament_app.services.user_text import control_character
from tournament_app.storage import limits


class ImportProblem(StrEnum):
    """Why a file or one of its rows cannot be imported; `describe_problem` words each code."""

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
    """The same membership number appears on an earlier line of the file (`other`)."""
    TESSERA_ALREADY_PRESENT = "import_tessera_already_present"
    """The membership number is already in the registry (a registry list)."""
    TESSERA_ALREADY_ENTERED = "import_tessera_already_entered"
    """The player holding the row's membership number is already in an entry of the
    tournament (`entry`)."""
    TESSERA_NAME_MISMATCH = "import_tessera_name_mismatch"
    """The registry's player holding the row's membership number (`holder`) has another name
    than the row gives (`typed`): a mistyped card, or a mistyped name, here or in the
    registry. Entering the row would enter the holder in the place of the player named."""
    PLAYER_ALREADY_ENTERED = "import_player_already_entered"
    """A player of the row, by surname and name, is already in an entry of the tournament
    (typed on the quick-add line, the same player is refused)."""
    PLAYER_NAMESAKES = "import_player_namesakes"
    """A player of the row gives no club nor tessera, and the registry holds several
    namesakes, each with a club (`namesakes`): the quick-add line refuses the name alone
    (`RegistryBatch.unsaid`), in the same words."""
    PLAYER_REPEATED = "import_player_repeated"
    """A player of the row, by surname and name, is on another line of the file too (`other`,
    both lines are listed): entering both would enter the player twice."""
    PLAYER_TWICE_IN_ROW = "import_player_twice_in_row"
    """The row names the same player twice (by name, or by tessera)."""
    TEXT_TOO_LONG = "import_text_too_long"
    """A cell holds more characters than its field takes when typed (see COLUMN_RULES)."""
    CONTROL_CHARACTER = "import_control_character"
    """A cell holds an invisible control code (NUL, BEL...), which typing refuses too."""
    TOO_LARGE = "import_too_large"
    """The file, or a part of an .xlsx once unpacked, is past its bound (`limit`, bytes)."""
    TOO_MANY_ROWS = "import_too_many_rows"
    """The file has a line past limits.IMPORT_ROWS holding something; reading stopped there."""
    ROW_TOO_LONG = "import_row_too_long"
    """A line (`line`) has more cells or characters than limits allows."""
    WRONG_ENCODING = "import_wrong_encoding"
    """A CSV's text at a line (`line`) looks read in another encoding than it was written in
    (`imports.garbled`): its accented letters would be imported wrong."""
    MISSING_TESSERA = "import_missing_tessera"
    """A member list's line has no membership number (a member is known by it)."""
    BAD_DATE = "import_bad_date"
    """A member list's validity is no date Torneo can read (`value`)."""
    NO_MEMBER_COLUMNS = "import_no_member_columns"
    """A member list without a Tessera column, or without a Surname (or Player) column."""


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
    entry: int = 0
    """For PLAYER_ALREADY_ENTERED: the number of the entry that holds the player."""
    other: int = 0
    """For PLAYER_REPEATED and DUPLICATE_TESSERA: the other line of the file naming them."""
    holder: str = ""
    """For TESSERA_NAME_MISMATCH: the registry's name for the card."""
    typed: str = ""
    """For TESSERA_NAME_MISMATCH: the name the row gives with the card."""
    namesakes: tuple[str, ...] = ()
    """For PLAYER_NAMESAKES: the registry's namesakes the row's player could be."""


class ImportFileError(Exception):
    """The whole file is unusable (wrong format, unreadable, no headings, past a bound: the
    `limit` passed and the `line` where reading stopped; for no headings in a workbook of
    several sheets, the `sheets` looked at, in the order they were)."""

    def __init__(
        self,
        code: ImportProblem,
        detail: str = "",
        *,
        line: int = 0,
        limit: int = 0,
        sheets: tuple[str, ...] = (),
    ):
        super().__init__(code.value, detail)
        self.code = code
        self.detail = detail
        self.line = line
        self.limit = limit
        self.sheets = sheets


PROBLEM_SENTENCES = coded_table("import_problems", ImportProblem)
# Said after NO_COLUMNS when a workbook's sheets were each looked at.
SHEETS_LOOKED_AT = said("import_sheets_looked_at")
SHEET_NAMED = said("import_sheet_named")
# What a registry list's import did once its rows are good (`registry_report`).
REGISTRY_SAID = table("import_registry")


def describe_problem(error: RowError, language: str = "it") -> str:
    """The sentence for one import problem in "it" or "en" (anything else: Italian), with
    what to do about it; everything it names comes with the error (the other line, the entry,
    the registry's holder and the name typed, the length and the limit, the line too long)."""
    # Imported here: the reading module imports this one for its errors.
    from tournament_app.services.imports.reading import HEADER_SEARCH_ROWS

    table = PROBLEM_SENTENCES.get(language, PROBLEM_SENTENCES["it"])
    position, character = control_character(error.value) or (0, "")
    return table[error.code].format(
        position=position,
        character=character,
        value=error.value,
        column=error.column,
        line=error.line,
        limit=counted(error.limit, language),
        megabytes=error.limit // MEGABYTE,
        cells=counted(limits.IMPORT_ROW_CELLS, language),
        characters=counted(limits.IMPORT_ROW_CHARACTERS, language),
        length=len(error.value),
        entry=error.entry,
        other=error.other,
        holder=error.holder,
        typed=error.typed,
        rows=HEADER_SEARCH_ROWS,
        refusal=_refusal(error, language),
    )


def _refusal(error: RowError, language: str) -> str:
    """What entering the row's player would refuse, in the services' own words ("" for the
    problems that are the file's own)."""
    if error.code is not ImportProblem.PLAYER_NAMESAKES:
        return ""
    refused = ServiceError(
        ErrorCode.STATE_REFUSED,
        {"detail": "player_namesakes", "player": error.value, "namesakes": list(error.namesakes)},
    )
    return detail_sentence(refused, language)


MEGABYTE = 1024 * 1024


def sheets_looked_at(sheets: tuple[str, ...], language: str) -> str:
    """The sentence naming the sheets of a workbook looked at for headings ("" for none)."""
    if not sheets:
        return ""
    language = language if language in SHEETS_LOOKED_AT else "it"
    names = ", ".join(sheet_named(sheet, language) for sheet in sheets)
    return SHEETS_LOOKED_AT[language].format(sheets=names)


def sheet_named(sheet: str, language: str) -> str:
    """A sheet's name in the language's quotation marks: «Serata 2», “Serata 2”."""
    return SHEET_NAMED[language if language in SHEET_NAMED else "it"].format(sheet=sheet)


def counted(number: int, language: str) -> str:
    """A count as the language writes it: 20.000 in Italian, 20,000 in English."""
    text = f"{number:,}"
    return text.replace(",", ".") if language != "en" else text
