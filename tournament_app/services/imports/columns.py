"""Recognising a list's columns: which heading means which field of which player, in Italian
and English, and how many characters each field's column may hold.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from tournament_app.services import user_text
from tournament_app.services.imports.problems import ImportFileError, ImportProblem
from tournament_app.services.imports.reading import HEADER_SEARCH_ROWS
from tournament_app.services.user_text import TextRule


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
        "tessera n",
        "tessera nr",
        "tessera num",
        "tessera numero",
        "codice tessera",
        "cod tessera",
        "n tess",
        "tess",
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
        "giocatrice",
        "nominativo",
        "cognome e nome",
        "cognome nome",
        "nome e cognome",
        "player",
        "full name",
        "player name",
        "partner",
        "compagno",
    ),
    Field.CLUB: (
        "circolo",
        "club",
        "associazione",
        "societa",
        "asd",
        "affiliato",
        "circolo di appartenenza",
        "circolo appartenenza",
        "club di appartenenza",
        "associazione di appartenenza",
        "home club",
        "club name",
    ),
    Field.CATEGORY: ("categoria", "category", "cat"),
    Field.GROUP: ("girone", "gruppo", "group", "pool"),
}
# Words that name a second player when they stand alone ("partner", "Compagno/a").
PARTNER_WORDS = frozenset({"partner", "compagno", "compagna", "compagno a"})
# One column holding both partners ("Rossi Mario - Bianchi Anna"), as many club lists have.
PAIR_WORDS = frozenset({"coppia", "coppie", "giocatori", "pair", "players", "team"})
# How the two names in such a cell are separated: " - ", "/", "&", " e ", " and ", ";".
PAIR_SEPARATOR = re.compile(r"\s+-\s+|\s*[/&;+]\s*|\s+(?:e|and)\s+", re.IGNORECASE)
# "Name" alone is ambiguous in English: a full name unless a surname column exists.
BARE_NAME = "name"
# What such a column is understood as, in a preview's columns: both players' full names.
PAIR = "pair"
# What a column holding something the import takes for no field is, in a preview's columns.
UNUSED = "unused"


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
    if heading in PARTNER_WORDS:
        return Field.FULL_NAME, 2
    base, player = _player_of(heading)
    if base in PAIR_WORDS and base != heading:
        return Field.FULL_NAME, player
    return _field_of(base, player)


def _field_of(heading: str, player: int) -> tuple[Field, int] | None:
    """The field a heading without its player's mark means, for `player`."""
    if heading == BARE_NAME:
        return Field.FULL_NAME, player
    if heading in PARTNER_WORDS:
        return Field.FULL_NAME, 2
    for known, words in HEADINGS.items():
        if heading in words:
            return known, player
    return None


def _player_of(heading: str) -> tuple[str, int]:
    """A normalised heading without the mark of its player, and that player (1 without one):
    a number after it ("cognome 2", "giocatore 1°") or before it ("1° Giocatore"), or a
    letter after a known heading ("Giocatore A", "Giocatore B")."""
    after = re.fullmatch(r"(.*?)\s*([12])", heading)
    if after and after.group(1):
        return after.group(1), int(after.group(2))
    before = re.fullmatch(r"([12])\s*(.+)", heading)
    if before:
        return before.group(2), int(before.group(1))
    letter = re.fullmatch(r"(.+) ([ab])", heading)
    if letter and _field_of(letter.group(1), 1) is not None:
        return letter.group(1), 1 if letter.group(2) == "a" else 2
    return heading, 1


def _numbered(heading: str) -> bool:
    """Whether a heading names its player ("Cognome 1", "Tessera2", "Giocatore B")."""
    normalised = normalise_heading(heading)
    return normalised not in PARTNER_WORDS and _player_of(normalised)[0] != normalised


@dataclass(frozen=True)
class PairColumn:
    """One column holding both partners, split in two (`split_pair`): the first half's
    index, the second's next to it, and the heading as the file writes it ("Coppia")."""

    position: int
    heading: str


@dataclass(frozen=True)
class ColumnMap:
    """Which column index holds which (field, player)."""

    header_line: int
    headings: tuple[str, ...]
    positions: dict[tuple[Field, int], int]
    pair: PairColumn | None = None
    """The file's one column holding both partners, which the indexes see split in two."""

    def players(self) -> int:
        """How many players per row the columns describe (1 or 2)."""
        return max(player for _, player in self.positions)


def find_columns(cells: Sequence[Sequence[str]]) -> ColumnMap:
    """The heading row (within the first HEADER_SEARCH_ROWS, `heading_row`) and what each
    column means."""
    index = heading_row(cells)
    if index is None:
        raise ImportFileError(ImportProblem.NO_COLUMNS)
    row = cells[index]
    positions = _positions(row)
    # "Name" next to a surname column is the first name, not a full name.
    for player in (1, 2):
        if (Field.SURNAME, player) in positions and (Field.FULL_NAME, player) in positions:
            column = positions.pop((Field.FULL_NAME, player))
            heading = normalise_heading(row[column])
            if heading.rstrip(" 12") == BARE_NAME:
                positions.setdefault((Field.NAME, player), column)
    return ColumnMap(index + 1, tuple(row), positions)


def heading_row(cells: Sequence[Sequence[str]]) -> int | None:
    """The index of the heading row among the first HEADER_SEARCH_ROWS: of the rows naming
    the players (a surname, a full name, a pair column), the one recognising the most fields,
    the first of those alike. A heading grouping the columns above the real ones ("Giocatore
    1" over Cognome, Nome, Tessera) recognises fewer than the row under it, whose name and
    card columns are never dropped for it. None when no row names the players."""
    best, most = None, 0
    for index, row in enumerate(cells[:HEADER_SEARCH_ROWS]):
        positions = _positions(row)
        pairs = sum(normalise_heading(text) in PAIR_WORDS for text in row)
        names = (Field.SURNAME, 1) in positions or (Field.FULL_NAME, 1) in positions
        if (names or pairs) and len(positions) + 2 * pairs > most:
            best, most = index, len(positions) + 2 * pairs
    return best


def _positions(row: Sequence[str]) -> dict[tuple[Field, int], int]:
    """Which column of a heading row holds which (field, player): the first of each."""
    positions: dict[tuple[Field, int], int] = {}
    for column, text in enumerate(row):
        known = recognise_heading(text)
        if known and known in positions and known[1] == 1 and not _numbered(text):
            # The same heading again, with no number: the partner's ("Cognome, Nome,
            # Cognome, Nome", as a sheet laid out pair by pair reads).
            known = (known[0], 2)
        if known and known not in positions:
            positions[known] = column
    return positions


def split_pair_column(cells: Sequence[Sequence[str]]) -> list[list[str]]:
    """The cells with a single "Coppia" column (both partners in one cell) split into two
    player columns, "Coppia 1" and "Coppia 2"; unchanged when the names have columns."""
    return split_pair(cells)[0]


def split_pair(cells: Sequence[Sequence[str]]) -> tuple[list[list[str]], PairColumn | None]:
    """`split_pair_column`, and the column split (None when none was): the preview names
    it as the file does, never by the halves' made-up headings."""
    rows = [list(row) for row in cells]
    index = heading_row(rows)
    if index is None:
        return rows, None
    row = rows[index]
    known = [recognise_heading(text) for text in row]
    if any(k is not None and k[0] in (Field.SURNAME, Field.FULL_NAME) for k in known):
        return rows, None
    pair = next((c for c, t in enumerate(row) if normalise_heading(t) in PAIR_WORDS), None)
    if pair is None:
        return rows, None
    heading = row[pair]
    row[pair : pair + 1] = [f"{heading} 1", f"{heading} 2"]
    for data in rows[index + 1 :]:
        if pair < len(data):
            names = PAIR_SEPARATOR.split(data[pair].strip(), maxsplit=1)
            data[pair : pair + 1] = [*names, ""][:2]
    return rows, PairColumn(pair, heading)
