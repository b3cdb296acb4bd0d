"""The member list: the federation's or the club's card holders, imported from CSV or Excel, and
a tournament's entries checked against it.

The list is imported whole and replaces the one before (the federation's list is the state of
its members; last month's is out of date), all rows or none: a file with any problem changes
nothing and every problem is listed, as the entry and registry imports do, whose reading,
columns, bounds and refusals it shares (`imports.reading`, `imports.columns`, `imports.preview`).

A player is *flagged*, never refused nor let through unsaid, when her tessera is missing, not
on the list, or valid until a day before the tournament's (today, for a tournament without a
date). Before any list is imported nothing is flagged: there is nothing to check against.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import delete, func, select

from tournament_app.services.changes import Changes
from tournament_app.services.imports.columns import UNUSED, normalise_heading
from tournament_app.services.imports.lists import (
    EntryRow,
    ImportFileRefused,
    ImportPreview,
    ImportReport,
)
from tournament_app.services.imports.preview import preview_cells
from tournament_app.services.imports.problems import (
    ImportFileError,
    ImportProblem,
    RowError,
)
from tournament_app.services.imports.reading import HEADER_SEARCH_ROWS, read_cells
from tournament_app.services.registry_batch import card_key
from tournament_app.services.values import Entry, TournamentId
from tournament_app.storage.models import MemberRow

if TYPE_CHECKING:
    from tournament_app.services.core import Services

# Headings (normalised as `imports.columns.normalise_heading` does) of the validity column.
VALIDITY_HEADINGS = frozenset(
    {
        "scadenza",
        "scadenza tessera",
        "data scadenza",
        "valida fino al",
        "valido fino al",
        "valida fino a",
        "validita",
        "validita tessera",
        "valid until",
        "valid to",
        "expiry",
        "expiry date",
        "expires",
        "expiration",
        "expiration date",
    }
)
VALIDITY = "valid_until"
"""What the validity column is understood as, in the report's columns."""
_DAY_FIRST = re.compile(r"^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})$")
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ]00:00(?::00)?)?$")
_YEAR = re.compile(r"^(\d{4})$")
MEMBERS_CHANGED = Changes(entries=True)
"""A new list changes which entries are flagged."""


@dataclass(frozen=True)
class Member:
    """A card holder on the list."""

    tessera: str
    surname: str
    name: str
    club: str | None
    category: str | None
    valid_until: str | None
    """ISO date; None: the list gave none (valid)."""


class MemberProblem(Enum):
    """Why a player of an entry is flagged."""

    NO_TESSERA = "no_tessera"
    UNKNOWN = "unknown"
    EXPIRED = "expired"


@dataclass(frozen=True)
class MemberFlag:
    """One player of an entry the member list does not vouch for."""

    entry: int
    player: str
    """Surname and name."""
    tessera: str | None
    problem: MemberProblem
    valid_until: str | None = None
    """For EXPIRED: the day the card was valid until."""


@dataclass(frozen=True)
class MemberCheck:
    """A tournament's entries against the member list."""

    members: int
    """How many members the list holds (0: none imported, nothing is flagged)."""
    on: str
    """The day checked (the tournament's, else today), ISO."""
    flags: tuple[MemberFlag, ...]

    def by_entry(self) -> dict[int, tuple[MemberFlag, ...]]:
        """Each flagged entry's flags."""
        found: dict[int, list[MemberFlag]] = {}
        for flag in self.flags:
            found.setdefault(flag.entry, []).append(flag)
        return {entry: tuple(flags) for entry, flags in found.items()}


# -- reading a list ----------------------------------------------------------------------------


def parse_validity(text: str) -> str | None:
    """The ISO day a card is valid until, from 31/12/2026, 31.12.2026, 31/12/26, 2026-12-31 (Excel's
    date cells read as 2026-12-31T00:00:00) or a year alone (FIBUR's cards run for the
    calendar year: 2026 is 2026-12-31); "" is None; ValueError for anything else."""
    text = text.strip()
    if not text:
        return None
    if match := _ISO.match(text):
        year, month, day = (int(g) for g in match.groups())
    elif match := _DAY_FIRST.match(text):
        day, month, year = (int(g) for g in match.groups())
        if len(match.group(3)) == 2:  # 31/12/26, as Excel shows a date: a card of this century
            year += 2000
    elif match := _YEAR.match(text):
        year, month, day = int(match.group(1)), 12, 31
    else:
        raise ValueError(text)
    return datetime.date(year, month, day).isoformat()


@dataclass(frozen=True)
class MemberImport:
    """What an import read (as the entry imports report it) and the members it holds."""

    report: ImportReport
    members: tuple[Member, ...]


def read_member_list(path: Path) -> MemberImport:
    """The members a file lists and every problem on its lines (nothing is written)."""
    try:
        cells = read_cells(path)
        preview = preview_cells(cells, players_per_entry=1)
    except ImportFileError as error:
        code = ImportProblem.NO_MEMBER_COLUMNS if error.code is ImportProblem.NO_COLUMNS else None
        raise ImportFileRefused(
            code or error.code,
            path,
            error.detail,
            line=error.line,
            limit=error.limit,
            sheets=error.sheets,
        ) from error
    headings = _heading_row(cells, preview)
    if not any(understood.startswith("tessera") for understood in preview.columns.values()):
        raise ImportFileRefused(ImportProblem.NO_MEMBER_COLUMNS, path)
    validity = next(
        (i for i, h in enumerate(headings) if normalise_heading(h) in VALIDITY_HEADINGS), None
    )
    columns = dict(preview.columns)
    tessera_heading = next(h for h, u in columns.items() if u.startswith("tessera"))
    if validity is not None:
        columns[headings[validity]] = VALIDITY
    errors = list(preview.errors)
    rows: list[EntryRow] = []
    members: list[Member] = []
    for row in preview.rows:
        (player,) = row.players
        raw = cells[row.line - 1]
        text = raw[validity] if validity is not None and validity < len(raw) else ""
        row_errors = []
        if not player.tessera:
            row_errors.append(RowError(row.line, ImportProblem.MISSING_TESSERA, tessera_heading))
        try:
            valid_until = parse_validity(text)
        except ValueError:
            valid_until = None
            row_errors.append(
                RowError(row.line, ImportProblem.BAD_DATE, headings[validity or 0], text)
            )
        if row_errors:
            errors.extend(row_errors)
            continue
        rows.append(row)
        members.append(
            Member(
                tessera=player.tessera.upper(),
                surname=player.surname,
                name=player.name,
                club=player.club or row.club or None,
                category=player.category or row.category or None,
                valid_until=valid_until,
            )
        )
    errors.sort(key=lambda e: e.line)
    report = ImportReport(ImportPreview(tuple(rows), tuple(errors), columns), 0, True)
    return MemberImport(report, tuple(members))


def _heading_row(cells: Sequence[Sequence[str]], preview: ImportPreview) -> tuple[str, ...]:
    """The heading row the preview found (its headings, as written, are its columns' keys;
    a column it uses for nothing may have no heading in the row)."""
    wanted = {heading for heading, meant in preview.columns.items() if meant != UNUSED}
    return next((tuple(row) for row in cells[:HEADER_SEARCH_ROWS] if wanted <= set(row)), ())


# -- the services' actions --------------------------------------------------------------------


def import_members(services: Services, path: Path, *, preview_only: bool = False) -> ImportReport:
    """Replace the member list with the one `path` holds, all of it or (with any problem in
    the file, or `preview_only`) nothing; the report lists every problem."""
    read = read_member_list(path)
    report = read.report
    if report.preview.errors or preview_only:
        return ImportReport(report.preview, 0, preview_only)
    with services.writing(MEMBERS_CHANGED) as work:
        before = work.session.scalar(select(func.count()).select_from(MemberRow)) or 0
        work.session.execute(delete(MemberRow))
        work.session.add_all(
            MemberRow(
                tessera=m.tessera,
                surname=m.surname,
                name=m.name,
                club=m.club,
                category=m.category,
                valid_until=m.valid_until,
            )
            for m in read.members
        )
        # Not a snapshot of 20,000 rows in the log: the list's file is the way back (import
        # the earlier one again), so the log says what happened and undo passes it by.
        work.log(
            "members.import",
            f"{len(read.members)} members",
            tournament_id=None,
            summary=f"{path.name} ({before} → {len(read.members)})",
            before={},
            after={},
            params={"file": path.name, "members": len(read.members), "were": before},
        )
    return ImportReport(report.preview, len(read.members), False)


def list_members(services: Services) -> tuple[Member, ...]:
    """The member list, by surname, name and tessera."""
    with services.reading() as session:
        rows = session.scalars(
            select(MemberRow).order_by(MemberRow.surname, MemberRow.name, MemberRow.tessera)
        ).all()
        return tuple(_member(row) for row in rows)


def check_entries(
    services: Services, tournament_id: TournamentId, *, today: datetime.date | None = None
) -> MemberCheck:
    """Every player of the tournament's entries whose tessera is missing, unknown or expired
    on the tournament's day (else `today`); nothing is flagged before a list is imported."""
    tournament = services.tournaments.get(tournament_id)
    return check_players(
        services, services.entries.list(tournament_id), tournament.date, today=today
    )


def check_players(
    services: Services,
    entries: Sequence[Entry],
    day: str | None,
    *,
    today: datetime.date | None = None,
) -> MemberCheck:
    """`check_entries` of entries already read (the Registration page has them), on `day`
    (ISO; None or "": `today`, else the date today)."""
    on = day or (today or datetime.date.today()).isoformat()
    with services.reading() as session:
        count = session.scalar(select(func.count()).select_from(MemberRow)) or 0
        if not count:
            return MemberCheck(0, on, ())
        wanted = {(p.tessera or "").strip().upper() for e in entries for p in e.players}
        wanted.discard("")
        # As cards are told apart (`card_key`): a list's 99 (a spreadsheet's number) is the
        # entry's 0099, read by the database without their zeros too.
        digits = {card.lstrip("0") or "0" for card in wanted if card.isdigit()}
        known = {
            card_key(str(row.tessera)): row.valid_until
            for row in session.execute(
                select(MemberRow.tessera, MemberRow.valid_until).where(
                    MemberRow.tessera.in_(wanted) | func.ltrim(MemberRow.tessera, "0").in_(digits)
                )
            )
        }
    return MemberCheck(count, on, tuple(_flags(entries, known, on)))


def _flags(entries: Sequence[Entry], known: dict[str, str | None], on: str) -> list[MemberFlag]:
    flags = []
    for entry in entries:
        for player in entry.players:
            name = f"{player.surname} {player.name}".strip()
            key = card_key((player.tessera or "").strip())
            if not player.tessera or not player.tessera.strip():
                flags.append(MemberFlag(entry.number, name, None, MemberProblem.NO_TESSERA))
            elif key not in known:
                flags.append(MemberFlag(entry.number, name, player.tessera, MemberProblem.UNKNOWN))
            elif (until := known[key]) is not None and until < on:
                flags.append(
                    MemberFlag(entry.number, name, player.tessera, MemberProblem.EXPIRED, until)
                )
    return flags


def _member(row: MemberRow) -> Member:
    return Member(row.tessera, row.surname, row.name, row.club, row.category, row.valid_until)
