"""Why an entry or registry list cannot be imported, whole or row by row, and the sentence
for each problem in Italian and English (the CLI prints them; the GUI words the codes itself).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tournament_app.services.user_text import control_character
from tournament_app.storage import limits


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
    """The same membership number appears on an earlier line of the file (`other`)."""
    TESSERA_ALREADY_PRESENT = "import_tessera_already_present"
    """The membership number is already entered in the tournament (or in the registry)."""
    PLAYER_ALREADY_ENTERED = "import_player_already_entered"
    """A player of the row, by surname and name, is already in an entry of the tournament
    (typed on the quick-add line, the same player is refused)."""
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


class ImportFileError(Exception):
    """The whole file is unusable (wrong format, unreadable, no headings, past a bound: the
    `limit` passed and the `line` where reading stopped)."""

    def __init__(self, code: ImportProblem, detail: str = "", *, line: int = 0, limit: int = 0):
        super().__init__(code.value, detail)
        self.code = code
        self.detail = detail
        self.line = line
        self.limit = limit


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
        ImportProblem.DUPLICATE_TESSERA: (
            "La tessera {value} compare già alla riga {other}: correggila, oppure togli questa"
            " riga dal file."
        ),
        ImportProblem.TESSERA_ALREADY_PRESENT: "La tessera {value} è già registrata.",
        ImportProblem.PLAYER_ALREADY_ENTERED: (
            "{value} è già iscritto al torneo (iscrizione {entry}). Togli la riga dal file,"
            " oppure correggi o cancella l'iscrizione {entry}, e importalo di nuovo."
        ),
        ImportProblem.PLAYER_REPEATED: (
            "{value} compare anche alla riga {other} del file: lascialo in una riga sola e"
            " importa di nuovo il file."
        ),
        ImportProblem.PLAYER_TWICE_IN_ROW: (
            "{value} compare due volte in questa riga: scrivi il nome del compagno e importa di"
            " nuovo il file."
        ),
        ImportProblem.TEXT_TOO_LONG: (
            "Riga {line}, colonna «{column}»: testo troppo lungo ({length} caratteri, al massimo"
            " {limit}). Accorcialo nel file e importalo di nuovo."
        ),
        ImportProblem.CONTROL_CHARACTER: (
            "Riga {line}, colonna «{column}»: c'è un carattere invisibile ({character}, al"
            " {position}° carattere). Toglilo nel file e importalo di nuovo."
        ),
        ImportProblem.TOO_LARGE: (
            "{value} è troppo grande per un elenco di giocatori (più di {megabytes} MB):"
            " controlla di aver scelto il file giusto; se è davvero l'elenco, dividilo in più"
            " file e importali uno alla volta. Non è stato importato nulla."
        ),
        ImportProblem.TOO_MANY_ROWS: (
            "{value} ha più di {limit} righe, più di qualsiasi elenco di giocatori: controlla di"
            " aver scelto il file giusto; se è davvero l'elenco, dividilo in file di al massimo"
            " {limit} righe e importali uno alla volta. Non è stato importato nulla."
        ),
        ImportProblem.ROW_TOO_LONG: (
            "Riga {line} di {value}: troppo lunga per un elenco di giocatori (al massimo"
            " {cells} colonne e {characters} caratteri). Controlla di aver scelto il file"
            " giusto, oppure accorcia la riga e importa di nuovo il file. Non è stato importato"
            " nulla."
        ),
        ImportProblem.MISSING_TESSERA: (
            "Manca la tessera: nell'elenco dei tesserati ogni riga ne ha una. Scrivila, oppure"
            " togli la riga dal file."
        ),
        ImportProblem.BAD_DATE: (
            "Scadenza {value} non leggibile: scrivila come 31/12/2026 o 2026-12-31 (o solo"
            " l'anno, 2026), oppure lasciala vuota."
        ),
        ImportProblem.NO_MEMBER_COLUMNS: (
            "Non è un elenco di tesserati: servono almeno le colonne Tessera e Cognome (o"
            " Giocatore). Colonne possibili: Tessera, Cognome, Nome, Circolo, Categoria,"
            " Scadenza (o Valida fino al)."
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
        ImportProblem.DUPLICATE_TESSERA: (
            "Card number {value} already appears on line {other}: correct it, or remove this"
            " line from the file."
        ),
        ImportProblem.TESSERA_ALREADY_PRESENT: "Card number {value} is already registered.",
        ImportProblem.PLAYER_ALREADY_ENTERED: (
            "{value} is already entered in the tournament (entry {entry}). Remove the line"
            " from the file, or correct or delete entry {entry}, and import it again."
        ),
        ImportProblem.PLAYER_REPEATED: (
            "{value} is also on line {other} of the file: keep them on one line only and"
            " import the file again."
        ),
        ImportProblem.PLAYER_TWICE_IN_ROW: (
            "{value} appears twice on this line: write the partner's name and import the"
            " file again."
        ),
        ImportProblem.TEXT_TOO_LONG: (
            "Line {line}, column “{column}”: text too long ({length} characters, at most"
            " {limit}). Shorten it in the file and import it again."
        ),
        ImportProblem.CONTROL_CHARACTER: (
            "Line {line}, column “{column}”: it holds an invisible character ({character}, at"
            " character {position}). Remove it in the file and import it again."
        ),
        ImportProblem.TOO_LARGE: (
            "{value} is too large for a list of players (over {megabytes} MB): check that you"
            " chose the right file; if it really is the list, split it into several files and"
            " import them one at a time. Nothing was imported."
        ),
        ImportProblem.TOO_MANY_ROWS: (
            "{value} has more than {limit} lines, more than any list of players: check that you"
            " chose the right file; if it really is the list, split it into files of at most"
            " {limit} lines and import them one at a time. Nothing was imported."
        ),
        ImportProblem.ROW_TOO_LONG: (
            "Line {line} of {value}: too long for a list of players (at most {cells} columns"
            " and {characters} characters). Check that you chose the right file, or shorten"
            " the line and import the file again. Nothing was imported."
        ),
        ImportProblem.MISSING_TESSERA: (
            "The card number is missing: on the member list every line has one. Write it, or"
            " remove the line from the file."
        ),
        ImportProblem.BAD_DATE: (
            "Expiry {value} cannot be read: write it as 31/12/2026 or 2026-12-31 (or just the"
            " year, 2026), or leave it empty."
        ),
        ImportProblem.NO_MEMBER_COLUMNS: (
            "This is not a member list: it needs at least a Card (Tessera) column and a Surname"
            " (or Player) column. Known columns: Card, Surname, Name, Club, Category, Valid"
            " until (Expiry)."
        ),
    },
}


def describe_problem(error: RowError, language: str = "it") -> str:
    """The sentence for one import problem in "it" or "en" (anything else: Italian)."""
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
        cells=counted(ROW_CELLS, language),
        characters=counted(ROW_CHARACTERS, language),
        length=len(error.value),
        entry=error.entry,
        other=error.other,
    )


MEGABYTE = 1024 * 1024
# The bounds of one line, for the faces' sentences (the GUI reads no storage module).
ROW_CELLS = limits.IMPORT_ROW_CELLS
ROW_CHARACTERS = limits.IMPORT_ROW_CHARACTERS


def counted(number: int, language: str) -> str:
    """A count as the language writes it: 20.000 in Italian, 20,000 in English."""
    text = f"{number:,}"
    return text.replace(",", ".") if language != "en" else text
