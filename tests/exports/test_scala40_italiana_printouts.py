"""A scala 40 all'italiana's seating as printed and exported (issue #19): each table seats
one group, and the wall list by table says which, in a Group column; other tournaments'
lists have no such column."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.builders.tournaments import scala40_tournament
from tournament_app.exports import grids
from tournament_app.services import (
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    Services,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.reports import documents as reports

ITALIANA = Scala40Settings(
    format=Scala40Format.PLACEMENT_POINTS,
    rounds=3,
    seating=Scala40Seating.ITALIANA,
    group_size=4,
)


@pytest.fixture
def services(sqlite_url: str) -> Iterator[Services]:
    opened = open_services(sqlite_url)
    yield opened
    opened.close()


def _grouped(services: Services, settings: Scala40Settings) -> int:
    tid = scala40_tournament(services, players=8, settings=settings)
    for number in range(1, 9):
        services.entries.edit(tid, number, group="Nord" if number <= 4 else "Sud")
    services.rounds.generate(tid)
    return tid


def test_the_seating_list_names_each_tables_group(services: Services, tmp_path: Path) -> None:
    tid = _grouped(services, ITALIANA)
    seating = reports.seating_document(services, tid, 1)
    assert [t.group for t in seating.tables] == ["Nord", "Sud"]
    grid = grids.seating_by_table_grid(seating, "Turno 1")
    assert [c.title for c in grid.columns][:2] == ["Tavolo", "Girone"]
    assert [row[:2] for row in grid.rows] == [(1, "Nord"), (2, "Sud")]

    actions.seating_pdf(services, tid, 1, tmp_path / "posti.pdf")
    printed = " ".join(page.extract_text() for page in PdfReader(tmp_path / "posti.pdf").pages)
    assert "Girone" in printed and "Nord" in printed and "Sud" in printed


def test_other_tournaments_have_no_group_column(services: Services) -> None:
    tid = _grouped(services, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=3))
    seating = reports.seating_document(services, tid, 1)
    assert all(t.group == "" for t in seating.tables)
    grid = grids.seating_by_table_grid(seating, "Turno 1")
    assert "Girone" not in [c.title for c in grid.columns]
