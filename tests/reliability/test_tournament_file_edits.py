"""Hand edits of a tournament file that change nothing the tournament means (ids renumbered,
defaults left out, a time with its zone, a second entry against an older version): the file
imports and reads back as the sound file does. docs/reliability.md lists every case."""

from __future__ import annotations

import copy
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.reliability.file_damage import (
    BURRACO,
    Edit,
    damaged,
    evening_files,
    row_of,
)
from tests.reliability.reliability_helpers import undocumented
from tests.reliability.tournament_files import Exported, read_everything, write_file
from tournament_app.services import open_services
from tournament_app.services.archive.tournament_file import import_tournament_file
from tournament_app.storage.models import Base, RoundRow


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> list[Exported]:
    return evening_files(tmp_path_factory)[0]


def _renumbered(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Every id (and every reference to it) made negative or huge: ids are the file's own."""

    def new(old: int) -> int:
        return -old if old % 2 else 2**31 - 1 - old

    for name, rows in tables.items():
        references = {
            column.name
            for column in Base.metadata.tables[name].columns
            if column.foreign_keys or column.primary_key
        }
        for row in rows:
            for column in references & set(row):
                if row[column] is not None:
                    row[column] = new(row[column])


def _defaults_dropped(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Keys the schema fills in left out: the venue, a seat's position, every created_at."""
    del tables["tournaments"][0]["venue"]
    for name in ("rounds", "penalties"):
        for row in tables[name]:
            del row["created_at"]


def _zoned_time(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["rounds"][0]["published_at"] = "2026-10-04T21:30:00+02:00"


def _result_undone_since(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Round 2 table 1's result at version 3, its disagreement still compared with 1: an
    undo of a correction re-inserts the result with a fresh version and the disagreement
    as it was."""
    row_of(tables, "burraco_results", round_id=2, table_number=1)["version"] = 3


IMPORTED: dict[str, Edit] = {
    "ids renumbered (negative and huge ids throughout)": _renumbered,
    "keys with a default left out (venue, created_at)": _defaults_dropped,
    "a time with a time zone": _zoned_time,
    "a second entry compared with an older version of its result (as an undo leaves it)": (
        _result_undone_since
    ),
}


@pytest.mark.parametrize("case", IMPORTED)
def test_a_harmless_edit_imports(
    case: str, exported: list[Exported], tmp_path: Path, sqlite_url: str
) -> None:
    """Edits that change nothing the tournament means import, and read back as the sound
    file does (same standings, same seating, the same disagreement open)."""
    services = open_services(sqlite_url, station="federation")
    try:
        manifest, document = copy.deepcopy(exported[BURRACO])
        sound = import_tournament_file(services, write_file(tmp_path, manifest, document))
        edited = import_tournament_file(
            services, damaged(exported, BURRACO, IMPORTED[case], tmp_path), again=True
        )
        read_everything(services, edited.tournament_id)
        assert services.standings.overall(edited.tournament_id) == services.standings.overall(
            sound.tournament_id
        )
        assert [r.tables for r in services.rounds.list(edited.tournament_id)] == [
            r.tables for r in services.rounds.list(sound.tournament_id)
        ]
        open_ones = services.results.disagreements(sound.tournament_id)
        assert services.results.disagreements(edited.tournament_id) == open_ones != ()
        if case == "a time with a time zone":  # kept as every time is: UTC, no zone
            with services.engine.connect() as connection:
                published = connection.execute(
                    select(RoundRow.published_at).where(
                        RoundRow.tournament_id == edited.tournament_id, RoundRow.number == 1
                    )
                ).scalar_one()
            assert published == datetime(2026, 10, 4, 19, 30)
    finally:
        services.close()


# -- the log beside the rows (log.json) ----------------------------------------------------------


def test_docs_list_every_case() -> None:
    """docs/reliability.md names every harmless edit tried here."""
    assert undocumented([*IMPORTED]) == []
