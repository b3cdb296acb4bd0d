"""From a list's cells to the entries it describes and every problem on its rows.

Pure (a file in, a preview out), so a director sees every problem before anything is written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.names import name_key
from tournament_app.services import user_text
from tournament_app.services.imports.columns import (
    COLUMN_RULES,
    PAIR,
    UNUSED,
    ColumnMap,
    Field,
    find_columns,
    split_pair,
)
from tournament_app.services.imports.name_split import NameCuts
from tournament_app.services.imports.problems import ImportFileError, ImportProblem, RowError
from tournament_app.services.imports.reading import read_sheet
from tournament_app.services.registry_batch import card_key, same_person
from tournament_app.services.sections import section_names, section_of
from tournament_app.services.user_text import TextRule, control_character
from tournament_app.services.values import Entry, PlayerSpec

if TYPE_CHECKING:
    from tournament_app.services.registry import Entering

# Membership numbers are letters and digits, possibly with a dash or a slash (no formula can
# hide in one); how long one may be is the tessera's text limit, as when typed.
TESSERA_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9/\-]*$")

# Where the registry cuts a file's one-column names, asked with every such cell at once.
NameCutsOf = Callable[[Sequence[str]], NameCuts]
# What entering the file's players, in order, would meet (`RegistryService.entering`).
EnteringOf = Callable[[Sequence[PlayerSpec]], "Sequence[Entering]"]


@dataclass(frozen=True)
class PlayerRow:
    """One player as read from a file."""

    surname: str
    name: str = ""
    tessera: str = ""
    club: str = ""
    category: str = ""

    @property
    def listed(self) -> str:
        """The player as an import's preview lists them, "De Luca, Gian Maria": the comma
        shows where the surname ends, which a list writing both in one column leaves to a
        guess (`name_split`)."""
        return ", ".join(part for part in (self.surname, self.name) if part)

    @property
    def spec(self) -> PlayerSpec:
        """The player as entering and registering take them."""
        return PlayerSpec(
            surname=self.surname,
            name=self.name,
            tessera=self.tessera or None,
            club=self.club or None,
            category=self.category or None,
        )


@dataclass(frozen=True)
class EntryRow:
    """One entry (a pair or a single player) as read from one line of a file."""

    line: int
    players: tuple[PlayerRow, ...]
    club: str = ""
    category: str = ""
    group: str = ""

    @property
    def categories(self) -> str:
        """The category a preview shows for the line: the entry's own when the list gives
        one, else the pair's as entering makes it from its players' when they agree (a B
        and a "b" are one section, `entries._category_of`), else each partner's in order,
        "A / B" ("–" for a partner without one)."""
        if self.category or not any(player.category for player in self.players):
            return self.category
        names = section_names(player.category for player in self.players)
        if len({section_of(names, player.category) for player in self.players}) == 1:
            return self.players[0].category
        return " / ".join(player.category or "–" for player in self.players)


@dataclass(frozen=True)
class ImportPreview:
    """What a file would import: the good rows, every problem, and the columns recognised."""

    rows: tuple[EntryRow, ...]
    errors: tuple[RowError, ...]
    columns: dict[str, str] = field(default_factory=dict)
    """Heading as written in the file -> what it was understood as ("surname", "tessera 2")."""
    sheet: str = ""
    """The sheet read, when the workbook has more than one ("" for a CSV or a lone sheet)."""

    @property
    def ok(self) -> bool:
        """True when nothing stands in the way of importing every row."""
        return not self.errors


def preview_cells(
    cells: Sequence[Sequence[str]],
    *,
    players_per_entry: int | None = None,
    known_tesserae: Iterable[str] = (),
    entered: Iterable[Entry] = (),
    name_cuts: NameCutsOf | None = None,
    entering: EnteringOf | None = None,
) -> ImportPreview:
    """Rows and per-row errors from a file's cells.

    players_per_entry: 2 for pairs, 1 for individual events, None to accept either (the
    registry). known_tesserae: membership numbers already present where the rows will go.
    entered: the tournament's entries, whose players may not be entered again by tessera
    (TESSERA_ALREADY_ENTERED, or TESSERA_NAME_MISMATCH when the line gives the card another
    name). Tesserae are compared by `registry_batch.card_key`, case aside. entering: what
    entering the file's players would meet, asked once for all of them (`_check_entered`):
    a player entered already (PLAYER_ALREADY_ENTERED), a name that could be any of several
    namesakes (PLAYER_NAMESAKES); without it, neither is looked for. name_cuts: where the
    registry cuts the names of a one-column "Surname Name" (`name_split.name_cuts`), asked
    once for the whole file; without it, every such name is cut by the guess.
    """
    cells, pair = split_pair(cells)
    columns = replace(find_columns(cells), pair=pair)
    cuts = name_cuts(_full_names(cells, columns)) if name_cuts is not None else NameCuts()
    entered = tuple(entered)
    by_card = _entered_by_card(entered)
    already = {_card(t) for t in known_tesserae if t.strip()} | set(by_card)
    seen: dict[str, int] = {}
    read: list[tuple[EntryRow, list[RowError]]] = []
    for offset, raw in enumerate(cells[columns.header_line :]):
        line = columns.header_line + offset + 1
        if not any(cell.strip() for cell in raw):
            continue
        row_errors: list[RowError] = []
        entry = _entry_from_cells(line, raw, columns, row_errors, cuts)
        _check_player_count(entry, players_per_entry, columns, row_errors)
        _check_twice_in_row(entry, columns, row_errors)
        for player_index, player in enumerate(entry.players, start=1):
            if not player.tessera:
                continue
            key = _card(player.tessera)
            heading = _heading(columns, Field.TESSERA, player_index)
            if key in by_card:
                row_errors.append(_entered_card(line, heading, player, by_card[key]))
            elif key in already:
                row_errors.append(
                    RowError(line, ImportProblem.TESSERA_ALREADY_PRESENT, heading, player.tessera)
                )
            elif seen.get(key, line) != line:
                row_errors.append(
                    RowError(
                        line,
                        ImportProblem.DUPLICATE_TESSERA,
                        heading,
                        player.tessera,
                        other=seen[key],
                    )
                )
            seen.setdefault(key, line)
        read.append((entry, row_errors))
    if entering is not None:
        _check_entered(read, entering, already, columns)
    _check_repeated(read, columns)
    rows: list[EntryRow] = []
    errors: list[RowError] = []
    for entry, row_errors in read:
        if row_errors:
            errors.extend(row_errors)
        else:
            rows.append(entry)
    if not rows and not errors:
        raise ImportFileError(ImportProblem.NO_ROWS)
    meant = {position: (known, player) for (known, player), position in columns.positions.items()}
    understood = {
        _column_named(columns, position): UNUSED
        if position not in meant
        else PAIR
        if _in_pair(columns, position)
        else _describe(*meant[position], columns)
        for position in sorted({*meant, *_unused(cells, columns)})
    }
    return ImportPreview(tuple(rows), tuple(errors), understood)


def _unused(cells: Sequence[Sequence[str]], columns: ColumnMap) -> set[int]:
    """The columns holding something on a line under the headings that the import takes for
    no field: a heading it does not know ("Note", "N."), one already taken (a third
    "Cognome"), or none at all. The preview names them, so nothing a list holds is dropped
    without a word."""
    used = set(columns.positions.values())
    return {
        position
        for row in cells[columns.header_line :]
        for position, text in enumerate(row)
        if text.strip() and position not in used and not _in_pair(columns, position)
    }


def _full_names(cells: Sequence[Sequence[str]], columns: ColumnMap) -> list[str]:
    """Every cell of the file's "Surname Name" columns, and every surname cell holding the
    whole name (`_whole_name`), for the registry to say how it cuts them."""
    fulls = [p for (known, _player), p in columns.positions.items() if known is Field.FULL_NAME]
    found = [
        row[position]
        for row in cells[columns.header_line :]
        for position in fulls
        if position < len(row) and row[position].strip()
    ]
    for player in (1, 2):
        surname = columns.positions.get((Field.SURNAME, player))
        name = columns.positions.get((Field.NAME, player))
        if surname is None:
            continue
        for row in cells[columns.header_line :]:
            cell = row[surname] if surname < len(row) else ""
            if _whole_name(cell, row[name] if name is not None and name < len(row) else ""):
                found.append(cell)
    return found


def _whole_name(surname: str, name: str) -> bool:
    """Whether a surname cell holds the whole name, cut as a one-column name is: several
    words in it and nothing in the name's ("ROSSI MARIO" typed under Cognome)."""
    return len(surname.split()) > 1 and not name.strip()


def _column_named(columns: ColumnMap, position: int) -> str:
    """A column as the preview names it: its heading as the file writes it (both halves of
    a pair column split in two are that one column, «Coppia»), and where the same heading
    stands twice (one for each partner) its spreadsheet letter too, "Cognome (C)"."""
    pair = columns.pair
    if pair is not None and _in_pair(columns, position):
        return pair.heading
    heading = columns.headings[position] if position < len(columns.headings) else ""
    if heading and columns.headings.count(heading) == 1:
        return heading
    from openpyxl.utils import get_column_letter  # the spreadsheet's own letters, when needed

    # The file's own column: those after a pair column split in two moved one along.
    shifted = pair is not None and position > pair.position
    return f"{heading} ({get_column_letter(position + (0 if shifted else 1))})".lstrip()


def _in_pair(columns: ColumnMap, position: int) -> bool:
    """Whether the column at `position` is a half of the file's pair column split in two."""
    return columns.pair is not None and position - columns.pair.position in (0, 1)


def preview_file(
    path: Path,
    *,
    players_per_entry: int | None = None,
    known_tesserae: Iterable[str] = (),
    entered: Iterable[Entry] = (),
    name_cuts: NameCutsOf | None = None,
    entering: EnteringOf | None = None,
) -> ImportPreview:
    """`preview_cells` on a CSV or .xlsx file (of a workbook, the sheet `read_sheet` finds)."""
    cells, sheet = read_sheet(path)
    preview = preview_cells(
        cells,
        players_per_entry=players_per_entry,
        known_tesserae=known_tesserae,
        entered=entered,
        name_cuts=name_cuts,
        entering=entering,
    )
    return replace(preview, sheet=sheet)


def _name_key(surname: str, name: str) -> str:
    """A player's surname and name as the services compare them (`names.name_key`): case and
    spacing do not count, nor how an accent was typed (composed Ù or U and a grave)."""
    return name_key(f"{surname} {name}")


def _card(tessera: str) -> str:
    """A tessera as the file's lines and the entries are compared: `card_key`, as the
    registry's holders are found."""
    return card_key(tessera.strip()) if tessera.strip() else ""


def _entered_by_card(entered: Iterable[Entry]) -> dict[str, tuple[int, str, str]]:
    """Each entered tessera (`_card`) -> (the entry's number, its holder's surname and name)."""
    found: dict[str, tuple[int, str, str]] = {}
    for entry in entered:
        for player in entry.players:
            if player.tessera:
                found.setdefault(_card(player.tessera), (entry.number, player.surname, player.name))
    return found


def _entered_card(
    line: int, heading: str, player: PlayerRow, holder: tuple[int, str, str]
) -> RowError:
    """A line giving a tessera already entered: that player is entered already, told as the
    name-based rows tell it; or, when the line names someone else, the card is mistyped (or
    the name), which the line must not hide by entering the card's holder."""
    number, surname, name = holder
    if same_person(player.surname, player.name, surname, name):
        return RowError(
            line, ImportProblem.TESSERA_ALREADY_ENTERED, heading, player.tessera, entry=number
        )
    return RowError(
        line,
        ImportProblem.TESSERA_NAME_MISMATCH,
        heading,
        player.tessera,
        holder=f"{surname} {name}".strip(),
        typed=_full_name(player),
    )


def _check_entered(
    read: Sequence[tuple[EntryRow, list[RowError]]],
    entering: EnteringOf,
    told: set[str],
    columns: ColumnMap,
) -> None:
    """The players entering would refuse, each listed at their line instead of the whole
    import refused: one already in an entry of the tournament (PLAYER_ALREADY_ENTERED), a
    name alone that could be any of several registered namesakes (PLAYER_NAMESAKES). The
    services say which (`entering`, the quick-add line's own rule: a line giving a club or
    a tessera an entered namesake lacks is another person), asked once for the file's
    players in order. A player whose tessera is told already (`told`) is not told twice."""
    players = [player for entry, _errors in read for player in entry.players]
    verdicts = iter(entering([player.spec for player in players]))
    for entry, errors in read:
        for index, player in enumerate(entry.players, start=1):
            verdict = next(verdicts)
            if _card(player.tessera) in told:
                continue
            heading = _player_heading(columns, index)
            if verdict.entry is not None:
                errors.append(
                    RowError(
                        entry.line,
                        ImportProblem.PLAYER_ALREADY_ENTERED,
                        heading,
                        _full_name(player),
                        entry=verdict.entry,
                    )
                )
            elif verdict.namesakes:
                errors.append(
                    RowError(
                        entry.line,
                        ImportProblem.PLAYER_NAMESAKES,
                        heading,
                        _full_name(player),
                        namesakes=verdict.namesakes,
                    )
                )


def _same_player(one: PlayerRow, other: PlayerRow) -> bool:
    """Whether two players of the file are one person to the services: the same tessera; else
    the same name when neither their cards nor their clubs tell them apart. Two namesakes of
    two clubs are two people (`registry_batch.namesake_named`), as are two different cards;
    a line giving no club (or no card) beside one that does could be that person, and
    entering meets them as one."""
    mine, theirs = _card(one.tessera), _card(other.tessera)
    if mine and theirs:
        return mine == theirs
    if _name_key(one.surname, one.name) != _name_key(other.surname, other.name):
        return False
    clubs = {name_key(one.club), name_key(other.club)}
    return len(clubs) == 1 or "" in clubs


def _player_heading(columns: ColumnMap, player: int) -> str:
    return _heading(columns, Field.SURNAME, player) or _heading(columns, Field.FULL_NAME, player)


def _full_name(player: PlayerRow) -> str:
    return " ".join(part for part in (player.surname, player.name) if part)


def _check_twice_in_row(entry: EntryRow, columns: ColumnMap, errors: list[RowError]) -> None:
    """The same player twice on one line: entering refuses the pair (player_twice_in_entry),
    and with it the whole import, so the line is listed instead, at the column that repeats:
    the tessera when both players give one (the cards are what tells them apart, "zz9" and
    "ZZ9" one card), else the name."""
    for index, player in enumerate(entry.players[1:], start=2):
        first = next((p for p in entry.players[: index - 1] if _same_player(player, p)), None)
        if first is None:
            continue
        if _card(player.tessera) and _card(first.tessera):
            column, value = _heading(columns, Field.TESSERA, index), player.tessera
        else:
            column, value = _player_heading(columns, index), _full_name(player)
        errors.append(RowError(entry.line, ImportProblem.PLAYER_TWICE_IN_ROW, column, value))


def _check_repeated(read: Sequence[tuple[EntryRow, list[RowError]]], columns: ColumnMap) -> None:
    """A player on two lines of the file (`_same_player`: the same name, and no club nor card
    telling the two apart): entering the second would meet the first, refused as a
    duplicate of an entry the import itself made (and rolled back).
    Which line is right only the director knows, so each line is listed naming the other.
    The same tessera on two lines is DUPLICATE_TESSERA's, told on the later line; a player
    already listed as entered in the tournament is not told twice."""
    lines: dict[str, list[tuple[int, PlayerRow]]] = {}
    for entry, _errors in read:
        for player in entry.players:
            lines.setdefault(_name_key(player.surname, player.name), []).append(
                (entry.line, player)
            )
    for entry, errors in read:
        entered = {e.value for e in errors if e.code is ImportProblem.PLAYER_ALREADY_ENTERED}
        for index, player in enumerate(entry.players, start=1):
            if _full_name(player) in entered:
                continue
            others = [
                line
                for line, namesake in lines[_name_key(player.surname, player.name)]
                if line != entry.line
                and _same_player(player, namesake)
                and not (player.tessera and namesake.tessera)
            ]
            if others:
                errors.append(
                    RowError(
                        entry.line,
                        ImportProblem.PLAYER_REPEATED,
                        _player_heading(columns, index),
                        _full_name(player),
                        other=others[0],
                    )
                )


def _describe(known: Field, player: int, columns: ColumnMap) -> str:
    return (
        f"{known.value} {player}"
        if columns.players() > 1 and not _shared(known, player, columns)
        else known.value
    )


def _shared(known: Field, player: int, columns: ColumnMap) -> bool:
    """Whether the column of `known` for `player` is the whole line's: the club and the group
    columns, and a list of pairs' one category column (`_entry_from_cells`)."""
    if player != 1:
        return False
    return known in {Field.CLUB, Field.GROUP} or (
        known is Field.CATEGORY and (Field.CATEGORY, 2) not in columns.positions
    )


def _heading(columns: ColumnMap, known: Field, player: int) -> str:
    position = columns.positions.get((known, player))
    return _column_named(columns, position) if position is not None else ""


def _entry_from_cells(
    line: int, raw: Sequence[str], columns: ColumnMap, errors: list[RowError], cuts: NameCuts
) -> EntryRow:
    """One EntryRow from a line's cells, noting over-long text and bad membership numbers."""
    read: dict[tuple[Field, int], str] = {}

    def too_long(value: str, rule: TextRule, position: int) -> None:
        if len(value) > rule.limit:
            heading = _column_named(columns, position)
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
            if control_character(value) is not None:
                # Listed as this row's problem: at entry the services would refuse the whole
                # list for it.
                heading = _column_named(columns, position)
                errors.append(RowError(line, ImportProblem.CONTROL_CHARACTER, heading, value))
        read[(known, player)] = value
        return value

    players: list[PlayerRow] = []
    for player in range(1, columns.players() + 1):
        surname, name = cell(Field.SURNAME, player), cell(Field.NAME, player)
        if _whole_name(surname, name):
            surname, name = cuts.split(surname)
        elif not surname:
            given = name
            surname, name = cuts.split(cell(Field.FULL_NAME, player), name)
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
                # Burraco's category is a player's: a list of pairs with one category column
                # gives both partners theirs, and the pair has it (`entries._category_of`).
                category=cell(
                    Field.CATEGORY, player if (Field.CATEGORY, player) in columns.positions else 1
                ),
            )
        )
    return EntryRow(
        line=line,
        players=tuple(players),
        club=cell(Field.CLUB, 1),
        # A column per partner is each player's own: the pair's is theirs when they agree
        # (`entries._category_of`), never the first partner's alone.
        category=cell(Field.CATEGORY, 1) if _shared(Field.CATEGORY, 1, columns) else "",
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
