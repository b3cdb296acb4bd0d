"""`torneo hall codes` and `close-entry` for a scala 40 tournament whose score keepers write
the sheets from a phone: each table's code, closed by the director from the command line."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import ErrorCode, Scala40Hand, Scala40Settings, ServiceError
from tournament_app.services.results.service import ResultService


def test_scala40_codes_and_closing_them(database_url, services, capsys) -> None:
    tid = scala40_tournament(services, 8)
    torneo = Torneo(database_url, capsys)
    torneo.ok("tournament", "edit", "-t", tid, "--table-entry", "on")
    published_round(services, tid)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, Scala40Settings) and settings.table_entry
    codes = torneo.ok("hall", "codes", "-t", tid)["codes"]
    assert [row["table"] for row in codes] == [1, 2]
    assert services.table_sheets.keeper_table(tid, codes[1]["code"]).table == 2
    assert torneo.ok("hall", "close-entry", "-t", tid, "--table", 2)["closed"] == 1
    with pytest.raises(ServiceError) as refused:
        services.table_sheets.keeper_table(tid, codes[1]["code"])
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    assert services.table_sheets.keeper_table(tid, codes[0]["code"]).table == 1


@pytest.mark.parametrize(
    ("language", "heading", "burraco_heading"),
    [("it", "Mani nel foglio", "Totali dal telefono"), ("en", "Hands on the sheet", "Totals")],
)
def test_scala40_codes_count_the_hands_on_each_sheet(
    database_url, services, capsys, monkeypatch, language, heading, burraco_heading
) -> None:
    """A scala 40 keeper enters hands, not totals: the last column is headed for hands and
    counts those on each table's sheet (table 1 has two, table 2 none), as the services'
    codes count them (the command line reads no sheet to count them itself)."""
    tid = scala40_tournament(services, 8, Scala40Settings(table_entry=True))
    published_round(services, tid)
    seats = services.results.sheet(tid, 1, 1).players
    for _ in range(2):
        points = tuple((seat, 0 if seat == seats[0] else 10) for seat in seats)
        version = services.results.sheet(tid, 1, 1).version or None
        services.results.enter_hand(
            tid, 1, 1, Scala40Hand(points, closer=seats[0]), expected_version=version
        )

    def counted_here(*args: object, **kwargs: object) -> None:
        raise AssertionError("the command line read a sheet to count its hands")

    monkeypatch.setattr(ResultService, "sheet", counted_here)
    monkeypatch.setattr(ResultService, "sheets", counted_here)
    shown = Torneo(database_url, capsys, language=language).run("hall", "codes", "-t", tid)
    assert shown.code == 0
    head = next(line for line in shown.out.splitlines() if heading in line)
    assert burraco_heading not in head
    rows = [line.split() for line in shown.out.splitlines() if line.strip()[:1].isdigit()]
    assert [(row[0], row[-1]) for row in rows] == [("1", "2"), ("2", "0")]
    listed = Torneo(database_url, capsys).ok("hall", "codes", "-t", tid)["codes"]
    assert [row["hands"] for row in listed] == [2, 0]
