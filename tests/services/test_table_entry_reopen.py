"""Phone entry reopened by the director: for a table closed by mistake or one that is to enter
again, or for every table the director closed; never over a result already in, and a code
only ever for its own table and round."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import burraco_tournament, published_round, scala40_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.log.details import details_read
from tournament_app.services.messages import describe
from tournament_app.services.table_entry import EntryState
from tournament_app.services.values import Scala40Hand


def _evening(services: Services) -> tuple[int, dict[int, str]]:
    """Four pairs, table entry on, round 1 out (tables 1 and 2) with its codes."""
    tid = burraco_tournament(
        services,
        pairs=4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=True),
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid, {c.table: c.code for c in services.table_entry.codes(tid, 1)}


def _scala40_table(services: Services) -> tuple[int, str]:
    """Four scala 40 players at one table, table entry on, round 1 out; the table's code."""
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True))
    published_round(services, tid)
    return tid, services.table_entry.codes(tid, 1)[0].code


STATES = {
    "evening": with_services(_evening),
    "scala40_table": with_services(_scala40_table),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def evening(start: tuple[str, Any]) -> tuple[TournamentId, dict[int, str]]:
    tid, codes = start[1]
    return TournamentId(tid), codes


@pytest.fixture
def scala40_table(start: tuple[str, Any]) -> tuple[TournamentId, str]:
    tid, code = start[1]
    return TournamentId(tid), code


def _states(services: Services, tid: TournamentId, round_number: int = 1) -> dict[int, str]:
    return {c.table: c.state.value for c in services.table_entry.entries(tid, round_number)}


def _refused(call: Any) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        call()
    return refused.value


def test_one_closed_table_reopened_takes_entries_again_and_the_log_says_who(
    services: Services, evening
) -> None:
    tid, codes = evening
    services.table_entry.close(tid, 1)
    reopened = services.table_entry.reopen(tid, 1, 2)
    assert (reopened.round_number, reopened.tables, reopened.with_result) == (1, (2,), ())
    assert _states(services, tid) == {1: "closed", 2: "reopened"}
    # Table 2's code works again, for table 2 only: table 1 stays closed.
    entered = services.table_entry.enter(tid, codes[2], 300, 200, device="ns")
    assert (entered.round_number, entered.table, entered.state) == (1, 2, EntryState.WAITING)
    refused = _refused(lambda: services.table_entry.enter(tid, codes[1], 300, 200, device="ns"))
    assert refused.code is ErrorCode.TABLE_ENTRY_CLOSED
    row = next(r for r in services.audit.list(tid) if r.action == "table_entry.reopen")
    assert row.station == "test-station"
    assert (row.round, row.table, row.params["tables"]) == (1, 2, [2])
    before, after = details_read(services, row, "it")
    assert "chiuso" in before and after == f"Tavolo 2 (codice {codes[2]}): riaperto"


def test_reopening_clears_what_the_phones_entered_so_both_pairs_enter_again(
    services: Services, evening
) -> None:
    tid, codes = evening
    services.table_entry.enter(tid, codes[2], 640, 245, device="ns")
    assert services.table_entry.enter(tid, codes[2], 600, 285, device="ew").state.value == (
        "conflict"
    )
    services.table_entry.reopen(tid, 1, 2)
    (table_two,) = [c for c in services.table_entry.entries(tid, 1) if c.table == 2]
    assert (table_two.ns_mp, table_two.ew_mp) == (None, None)
    # The east-west phone now enters first: it waits, it does not conflict with old figures.
    again = services.table_entry.enter(tid, codes[2], 600, 285, device="ew")
    assert again.state is EntryState.WAITING
    saved = services.table_entry.enter(tid, codes[2], 600, 285, device="ns")
    assert saved.state is EntryState.ACCEPTED
    result = services.results.get(tid, 1, 2)
    assert result is not None and (result.ns_mp, result.ew_mp) == (600, 285)


def test_reopening_for_everyone_reopens_the_closed_tables_only(services: Services, evening) -> None:
    tid, codes = evening
    services.table_entry.enter(tid, codes[2], 640, 245, device="ns")
    services.table_entry.enter(tid, codes[2], 600, 285, device="ew")  # in conflict
    services.table_entry.close(tid, 1)
    services.results.enter_totals(tid, 1, 1, 300, 200)  # the director enters table 1
    reopened = services.table_entry.reopen(tid, 1)
    # Table 1 has its result and stays closed, named; table 2 waits for the director.
    assert (reopened.tables, reopened.with_result) == ((), (1,))
    assert _states(services, tid) == {1: "closed", 2: "conflict"}
    services.table_entry.reopen(tid, 1, 2)
    services.table_entry.close(tid, 1)
    assert services.table_entry.reopen(tid, 1).tables == (2,)
    assert _states(services, tid) == {1: "closed", 2: "reopened"}


def test_a_table_whose_result_is_in_is_refused_in_words_until_the_result_is_removed(
    services: Services, evening
) -> None:
    tid, codes = evening
    services.table_entry.enter(tid, codes[1], 640, 245, device="ns")
    services.table_entry.enter(tid, codes[1], 640, 245, device="ew")
    logged = len(services.audit.list(tid))
    refused = _refused(lambda: services.table_entry.reopen(tid, 1, 1))
    assert refused.code is ErrorCode.TABLE_RESULT_IN
    assert "Risultati" in describe(refused, "it") and "toglilo" in describe(refused, "it")
    assert "correct it on the Results page, or remove it first" in describe(refused, "en")
    command_line = describe(refused, "en", face="cli")
    assert "correct it with torneo result correct, or remove it first" in command_line
    assert _states(services, tid)[1] == "accepted" and len(services.audit.list(tid)) == logged
    # The code of the accepted result stays refused.
    closed = _refused(lambda: services.table_entry.enter(tid, codes[1], 600, 0, device="x"))
    assert closed.code is ErrorCode.TABLE_ENTRY_CLOSED
    # The director removes the result: now the table may enter it again from its phones.
    result = services.results.get(tid, 1, 1)
    assert result is not None
    services.results.delete(tid, 1, 1, expected_version=result.version)
    assert services.table_entry.reopen(tid, 1, 1).tables == (1,)
    assert services.table_entry.enter(tid, codes[1], 600, 285, device="ns").state.value == (
        "waiting"
    )


def test_an_open_table_a_table_without_a_code_and_a_draft_are_refused(
    services: Services, evening
) -> None:
    tid, _ = evening
    already = _refused(lambda: services.table_entry.reopen(tid, 1, 1))
    assert already.code is ErrorCode.TABLE_ENTRY_OPEN
    assert "niente da riaprire" in describe(already, "it")
    assert _refused(lambda: services.table_entry.reopen(tid, 1, 9)).code is ErrorCode.NOT_FOUND
    services.table_entry.close(tid, 1)
    services.rounds.unpublish(tid, 1)
    draft = _refused(lambda: services.table_entry.reopen(tid, 1, 1))
    assert draft.code is ErrorCode.ROUND_NOT_PUBLISHED
    assert _states(services, tid) == {1: "closed", 2: "closed"}


def test_a_reopened_code_is_for_its_own_round_never_another(services: Services, evening) -> None:
    tid, first = evening
    services.table_entry.close(tid, 1)
    services.results.enter_totals(tid, 1, 1, 300, 200)
    services.results.enter_totals(tid, 1, 2, 300, 200)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    second = {c.table: c.code for c in services.table_entry.codes(tid, 2)}
    services.table_entry.close(tid, 2)
    assert services.table_entry.reopen(tid, 2).tables == (1, 2)
    # Round 1's codes stay closed; round 2's enter round 2's tables.
    for code in first.values():
        refused = _refused(lambda c=code: services.table_entry.enter(tid, c, 640, 245, device="a"))
        assert refused.code is ErrorCode.TABLE_ENTRY_CLOSED and refused.params["round"] == 1
    entered = services.table_entry.enter(tid, second[1], 640, 245, device="a")
    assert (entered.round_number, entered.table) == (2, 1)
    assert _states(services, tid, 1) == {1: "closed", 2: "closed"}


def test_a_display_station_cannot_reopen(database_url: str, services: Services, evening) -> None:
    tid, _ = evening
    services.table_entry.close(tid, 1)
    display = open_services(database_url, station="proiettore", read_only=True)
    try:
        refused = _refused(lambda: display.table_entry.reopen(tid, 1, 1))
    finally:
        display.close()
    assert refused.code is ErrorCode.READ_ONLY_STATION
    assert _states(services, tid) == {1: "closed", 2: "closed"}


def test_a_scala40_keeper_goes_on_with_the_sheet_until_the_game_is_over(
    services: Services, scala40_table
) -> None:
    tid, code = scala40_table
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    sheets = services.table_sheets

    def hand(points: dict[int, str]) -> Scala40Hand:
        return sheets.typed_hand(tid, code, points, marked=None)

    sheet = sheets.enter_hand(tid, code, hand({a: "0", b: "20", c: "10", d: "5"}), version=0)
    services.table_entry.close(tid, 1, 1)
    assert services.table_entry.reopen(tid, 1, 1).tables == (1,)
    # The hands entered before stay on the sheet; the keeper carries on from them.
    sheet = sheets.enter_hand(
        tid, code, hand({a: "0", b: "150", c: "150", d: "150"}), version=sheet.version
    )
    assert sheet.finished and len(sheet.hands) == 2
    refused = _refused(lambda: services.table_entry.reopen(tid, 1, 1))
    assert refused.code is ErrorCode.TABLE_RESULT_IN
