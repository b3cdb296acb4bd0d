"""`torneo hall codes` and `close-entry` for a scala 40 tournament whose score keepers write
the sheets from a phone: each table's code, closed by the director from the command line."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import ErrorCode, Scala40Settings, ServiceError


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
