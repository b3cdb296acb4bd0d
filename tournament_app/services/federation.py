"""A tournament's results for the federation: one row per player, written as CSV, xlsx or JSON.

A pair's two players each have a row (the same place, number and VP): the federation keeps
its records per member, by tessera, so a row per tessera is what it adds up without splitting
a pair's cell. The file is provisional until the director marks the tournament finished: its
`stato` column says so on every row (and the JSON once), so a file sent early is never taken
for the final one. The format is in docs/federation.md and `exports.federation`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_app.exports import federation as federation_file
from tournament_app.exports.federation import FederationResults, FederationRow
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.output_files import OutputKind, check_output, write_output_bytes
from tournament_app.services.values import (
    BurracoStanding,
    Entry,
    Scala40Standing,
    TournamentId,
    TournamentStatus,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services

# The file's kinds by the name's ending (a name without one is refused, not guessed).
FILE_KINDS = {".csv": OutputKind.CSV, ".xlsx": OutputKind.XLSX, ".json": OutputKind.JSON}
_WRITERS = {
    OutputKind.CSV: federation_file.federation_csv,
    OutputKind.XLSX: federation_file.federation_xlsx,
    OutputKind.JSON: federation_file.federation_json,
}


def federation_results(services: Services, tournament_id: TournamentId) -> FederationResults:
    """The tournament's ranking, a row per player of each ranked entry, in ranking order
    (a pair's players in the order entered)."""
    tournament = services.tournaments.get(tournament_id)
    entries = {entry.number: entry for entry in services.entries.list(tournament_id)}
    rows: list[FederationRow] = []
    for standing in services.standings.overall(tournament_id):
        entry = entries[standing.entry]
        rows.extend(_player_rows(standing, entry))
    return FederationResults(
        tournament=tournament.name,
        date=tournament.date,
        game="scala40" if tournament.game.value == "scala40" else "burraco",
        provisional=tournament.status is not TournamentStatus.FINISHED,
        rows=tuple(rows),
    )


def _player_rows(standing: BurracoStanding | Scala40Standing, entry: Entry) -> list[FederationRow]:
    figures: dict[str, Any]
    if isinstance(standing, BurracoStanding):
        figures = {"vp": standing.vp, "mp_difference": standing.mp_difference}
    else:
        figures = {"points": standing.points, "penalty_points": standing.penalty_total}
    return [
        FederationRow(
            place=standing.rank,
            entry=entry.number,
            tessera=player.tessera or "",
            surname=player.surname,
            name=player.name,
            club=player.club or entry.club or "",
            # The category the tournament ranked the entry in; else the player's own.
            category=entry.category or player.category or "",
            withdrawn=standing.withdrawn,
            **figures,
        )
        for player in entry.players
    ]


def file_kind(path: Path) -> OutputKind:
    """What a federation file named `path` is, by its ending: .csv, .xlsx or .json;
    refused (INVALID_INPUT, federation_file_kind) otherwise, before anything is read."""
    kind = FILE_KINDS.get(path.suffix.lower())
    if kind is None:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "federation_file_kind", "path": str(path)},
        )
    return kind


def write_federation_file(services: Services, tournament_id: TournamentId, path: Path) -> Path:
    """Write the federation's results file at `path`, as its ending says (CSV, xlsx, JSON),
    through `output_files` (never over the database or a file of another kind)."""
    kind = file_kind(path)
    check_output(services, path, kind)
    results = federation_results(services, tournament_id)
    return write_output_bytes(services, path, kind, _WRITERS[kind](results))
