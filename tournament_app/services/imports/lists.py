"""Importing entry and registry lists from CSV and Excel files, all rows or none.

A file is read into a preview first (`imports.preview`: every problem listed, nothing
written); `import_entries` and `import_registry` then apply it through the services in one
transaction, or not at all. The reading, the columns and the problems live in the
`import_*` modules; their public names are importable from here too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.services.entries import NewEntry
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.imports.columns import (
    BARE_NAME,
    COLUMN_RULES,
    HEADINGS,
    PAIR_SEPARATOR,
    PAIR_WORDS,
    PARTNER_WORDS,
    ColumnMap,
    Field,
    find_columns,
    normalise_heading,
    recognise_heading,
    split_pair_column,
)
from tournament_app.services.imports.name_split import (
    SURNAME_PARTICLES,
    NameCuts,
    name_cuts,
    split_full_name,
    split_typed_name,
)
from tournament_app.services.imports.preview import (
    TESSERA_PATTERN,
    EnteringOf,
    EntryRow,
    ImportPreview,
    NameCutsOf,
    PlayerRow,
    preview_cells,
    preview_file,
)
from tournament_app.services.imports.problems import (
    PROBLEM_SENTENCES,
    ImportFileError,
    ImportProblem,
    RowError,
    describe_problem,
    sheet_named,
    sheets_looked_at,
)
from tournament_app.services.imports.reading import (
    ENCODINGS,
    HEADER_SEARCH_ROWS,
    decode_text,
    read_cells,
    read_csv_bytes,
    read_sheet,
)
from tournament_app.services.registry_batch import Registered
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.values import Entry, TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services


@dataclass(frozen=True)
class ImportReport:
    """What an import did: the preview it was based on and how many rows were added."""

    preview: ImportPreview
    added: int
    previewed: bool
    """True when only the preview was asked for (nothing written)."""
    registered: tuple[Registered, ...] = ()
    """A registry list's players, those of the good rows in the file's order: each added
    (or, in a preview, to be added) or already in the registry (`Registered.present`)."""
    lines: tuple[int, ...] = ()
    """The file's line of each of `registered`."""

    @property
    def present(self) -> tuple[tuple[int, Registered], ...]:
        """A registry list's players already in the registry, not added again: (line, player)."""
        return tuple(
            (line, player)
            for line, player in zip(self.lines, self.registered, strict=True)
            if player.present
        )

    @property
    def to_add(self) -> int:
        """How many players a registry list adds (or a preview would add)."""
        return sum(not player.present for player in self.registered)


class ImportFileRefused(ServiceError):
    """The whole file is unusable; `sentence(language)` says why and what to do."""

    def __init__(
        self,
        problem: ImportProblem,
        path: Path,
        detail: str = "",
        *,
        line: int = 0,
        limit: int = 0,
        sheets: tuple[str, ...] = (),
    ) -> None:
        super().__init__(
            ErrorCode.INVALID_INPUT,
            {"detail": f"{problem.value}: {path.name}", "path": str(path)},
        )
        self.problem = problem
        self.path = path
        self.detail = detail
        self.line = line
        self.limit = limit
        self.sheets = sheets
        """The sheets of a workbook looked at for headings, when none had them."""

    def sentence(self, language: str) -> str:
        """The refusal in the director's language (naming the sheets looked at, if any)."""
        said = describe_problem(
            RowError(self.line, self.problem, "", self.detail or self.path.name, self.limit),
            language,
        )
        return " ".join(part for part in (said, sheets_looked_at(self.sheets, language)) if part)


def preview_entries(services: Services, tournament_id: TournamentId, path: Path) -> ImportPreview:
    """What importing `path` into the tournament would enter, and every row's problem: the
    file's own (`preview_file`, the tournament's entries given), the players entering would
    refuse as the quick-add line does (`RegistryService.entering`: entered already, or a
    name alone that could be several namesakes), and each tessera the registry holds under
    another name than the row gives (TESSERA_NAME_MISMATCH). A one-column "Surname Name" is
    cut as the registry cuts that person (`name_split`). Nothing is written;
    ImportFileRefused for a file unusable whole."""
    tournament = services.tournaments.get(tournament_id)
    settings = tournament.settings
    pairs = not settings.individual if isinstance(settings, BurracoSettings) else settings.pairs
    # Their tesserae and their players' names may not come again (the preview lists them).
    entered = services.entries.list(tournament_id)
    preview = _preview_or_refuse(
        path,
        players_per_entry=2 if pairs else 1,
        known=(),
        entered=entered,
        cuts=lambda fulls: name_cuts(services, fulls),
        entering=lambda specs: services.registry.entering(tournament_id, specs),
    )
    return _with_card_clashes(services, preview)


def _with_card_clashes(services: Services, preview: ImportPreview) -> ImportPreview:
    """`preview` with each good row whose tessera the registry holds under another name
    moved to the problems, at that player's tessera column."""
    specs = [player.spec for row in preview.rows for player in row.players]
    clashes = iter(services.registry.card_clashes(specs))
    rows: list[EntryRow] = []
    found: list[RowError] = []
    for row in preview.rows:
        mine = [
            RowError(
                row.line,
                ImportProblem.TESSERA_NAME_MISMATCH,
                _tessera_heading(preview, index),
                player.tessera,
                holder=clash.holder,
                typed=clash.typed,
            )
            for index, player in enumerate(row.players, start=1)
            if (clash := next(clashes)) is not None
        ]
        found.extend(mine)
        if not mine:
            rows.append(row)
    if not found:
        return preview
    errors = tuple(sorted((*preview.errors, *found), key=lambda e: e.line))
    return replace(preview, rows=tuple(rows), errors=errors)


def import_entries(
    services: Services, tournament_id: TournamentId, path: Path, *, preview_only: bool = False
) -> ImportReport:
    """Enter every pair or player a file lists, in one transaction; with any row error
    (`preview_entries`), nothing is entered and the report lists every problem."""
    preview = preview_entries(services, tournament_id, path)
    if preview.errors or preview_only:
        return ImportReport(preview, 0, preview_only)
    # The services resolve each player: a known tessera enters the registry's player.
    new_entries = [
        NewEntry(
            players=tuple(player.spec for player in row.players),
            group=row.group or None,
            category=row.category or None,
        )
        for row in preview.rows
    ]
    added = services.entries.add_many(tournament_id, new_entries)
    return ImportReport(preview, len(added), False)


def import_registry(services: Services, path: Path, *, preview_only: bool = False) -> ImportReport:
    """Register every player a file lists (a tournament's list of pairs too: both players of
    each row), all or none, as entering them would meet them (`RegistryService.register_many`):
    a player the registry holds, by tessera or by name, is not added again (a second import
    of the club's list adds only its new people), and the club or tessera the line gives
    them, where the registry has none, is recorded; a tessera the registry holds under
    another name is a problem row (TESSERA_NAME_MISMATCH). The report says which players
    were there already (`ImportReport.present`); a preview, what the import would do."""
    preview = _preview_or_refuse(
        path, players_per_entry=None, known=(), cuts=lambda fulls: name_cuts(services, fulls)
    )
    preview = _with_card_clashes(services, preview)
    if preview.errors:
        return ImportReport(preview, 0, preview_only)
    lines = tuple(row.line for row in preview.rows for _player in row.players)
    specs = [player.spec for row in preview.rows for player in row.players]
    looked = services.registry.registering(specs)
    if preview_only or not any(not m.present or m.recorded for m in looked):
        # Nothing to write when every player is there with nothing to record.
        return ImportReport(preview, 0, preview_only, looked, lines)
    registered = services.registry.register_many(specs)
    added = sum(not player.present for player in registered)
    return ImportReport(preview, added, False, registered, lines)


def _tessera_heading(preview: ImportPreview, player: int) -> str:
    """The column holding the tessera of a row's `player` (1 or 2; "" when none does)."""
    meant = {"tessera", f"tessera {player}"}
    return next((heading for heading, m in preview.columns.items() if m in meant), "")


def _preview_or_refuse(
    path: Path,
    *,
    players_per_entry: int | None,
    known: Iterable[str],
    entered: Iterable[Entry] = (),
    cuts: NameCutsOf | None = None,
    entering: EnteringOf | None = None,
) -> ImportPreview:
    try:
        return preview_file(
            path,
            players_per_entry=players_per_entry,
            known_tesserae=known,
            entered=entered,
            name_cuts=cuts,
            entering=entering,
        )
    except ImportFileError as error:
        raise ImportFileRefused(
            error.code,
            path,
            error.detail,
            line=error.line,
            limit=error.limit,
            sheets=error.sheets,
        ) from error


__all__ = [
    "BARE_NAME",
    "COLUMN_RULES",
    "ENCODINGS",
    "HEADER_SEARCH_ROWS",
    "HEADINGS",
    "PAIR_SEPARATOR",
    "PAIR_WORDS",
    "PARTNER_WORDS",
    "PROBLEM_SENTENCES",
    "SURNAME_PARTICLES",
    "TESSERA_PATTERN",
    "ColumnMap",
    "EntryRow",
    "Field",
    "ImportFileError",
    "ImportFileRefused",
    "ImportPreview",
    "ImportProblem",
    "ImportReport",
    "NameCuts",
    "PlayerRow",
    "RowError",
    "decode_text",
    "describe_problem",
    "find_columns",
    "import_entries",
    "import_registry",
    "name_cuts",
    "normalise_heading",
    "preview_cells",
    "preview_entries",
    "preview_file",
    "read_cells",
    "read_csv_bytes",
    "read_sheet",
    "recognise_heading",
    "sheet_named",
    "sheets_looked_at",
    "split_full_name",
    "split_pair_column",
    "split_typed_name",
]
