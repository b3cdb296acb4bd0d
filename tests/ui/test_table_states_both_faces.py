"""Where each table of a round stands reads the same in the window's Results list and in
`torneo result show`: missing, entered, unlikely (flagged), in conflict, bye, from the one
decision of the services (`services.table_states`) and the catalogue's words."""

from __future__ import annotations

import re

import pytest

from tests.builders.snapshots import ui_snapshot_fixtures, with_services
from tests.builders.tournaments import burraco_tournament, published_round
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services, TournamentId
from tournament_app.ui.results.page import ResultsPage


def _every_state(services: Services) -> tuple[TournamentId, int]:
    """9 pairs, round 1 published: one table entered, one unlikely (3500-0, saved as
    confirmed), one whose second entry differs, one missing, and the bye; the bye's table."""
    tid = burraco_tournament(services, 9)
    published_round(services, tid)
    seats = services.rounds.get(tid, 1).tables
    bye = next(seat.table for seat in seats if seat.is_bye)
    entered, unlikely, disputed, _missing = [seat.table for seat in seats if not seat.is_bye]
    services.results.enter_totals(tid, 1, entered, 640, 245)
    services.results.enter_totals(tid, 1, unlikely, 3500, 0, despite_unlikely=True)
    services.results.enter_totals(tid, 1, disputed, 300, 200)
    services.results.second_entry(tid, 1, disputed, 310, 200)
    return tid, bye


start, ui_context = ui_snapshot_fixtures({"evening": with_services(_every_state, station="test")})


@pytest.fixture
def evening(start):
    context, value = start
    context.open_tournament(value[0])
    return value


def _window_states(qtbot, context) -> dict[int, str]:
    """The Status column of the Results list, table by table."""
    page = ResultsPage(context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    column = page.model.column_index("state")
    return {
        line.seat.table: str(page.model.data(page.model.index(row, column)))
        for row, line in enumerate(page.model.rows())
    }


def _command_line_states(context, capsys, tournament: int) -> dict[int, str]:
    """The State column of `torneo result show`, table by table (the last column)."""
    said = Torneo(context.database, capsys).run("result", "show", "-t", tournament, "-r", 1)
    assert said.code == 0, said.err
    rows = [line for line in said.out.splitlines()[2:] if line.strip()]
    return {int(line.split()[1]): re.split(r"\s{2,}", line.strip())[-1] for line in rows}


def test_the_window_and_the_command_line_say_the_same_state_of_each_table(
    qtbot, capsys, ui_context, evening
) -> None:
    tournament, bye = evening
    window = _window_states(qtbot, ui_context)
    command_line = _command_line_states(ui_context, capsys, tournament)
    assert sorted(command_line) == sorted(window) == [1, 2, 3, 4, 5]
    # Every state is here once; either face may add a note after its words (" — NS has
    # 3500", the conflict's second entry).
    states = {table: said.split(" — ")[0] for table, said in command_line.items()}
    assert sorted(states.values()) == ["bye", "conflict", "entered", "flagged", "missing"]
    assert states[bye] == "bye"
    for table, state in states.items():
        assert window[table].split(" — ")[0] == state, (table, window[table])
    conflict = next(said for said in command_line.values() if said.startswith("conflict"))
    assert conflict == "conflict — second entry 310-200 (test)"
    # JSON lists the results (a missing table has none), each with its state.
    listed = Torneo(ui_context.database, capsys).ok("result", "show", "-t", tournament, "-r", 1)
    assert {r["table"]: r["state"] for r in listed} == {
        table: state for table, state in states.items() if state != "missing"
    }
