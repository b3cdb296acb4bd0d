"""Marking a tournament finished with something still open: the services say what (a round
in play and its tables missing, a double entry disagreeing, a draft) and refuse until the
director confirms; the command line prints the same list and needs --yes."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.cli.cli_helpers import Torneo
from tests.databases import Snapshot
from tests.services.still_open_cases import CASES
from tournament_app.services import (
    ErrorCode,
    ServiceError,
    TournamentId,
    TournamentStatus,
)
from tournament_app.services.messages import describe


def found(items) -> tuple:
    return tuple((item.kind.value, item.round, item.tables) for item in items)


@pytest.fixture
def built(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, TournamentId]:
    """A copy of the database the test's case builds (built once per process and backend, at
    station "test"), and its tournament; "round in play" for a test without a case."""
    case = request.node.callspec.params.get("case", "round in play")
    return database_snapshot(with_services(CASES[case].build, station="test"))


@pytest.fixture
def database_url(built: tuple[str, TournamentId]) -> str:
    return built[0]


@pytest.fixture
def tid(built: tuple[str, TournamentId]) -> TournamentId:
    return built[1]


@pytest.mark.parametrize("case", list(CASES))
def test_the_services_say_what_is_open_and_refuse_until_confirmed(services, tid, case) -> None:
    expected = CASES[case]
    assert found(services.tournaments.still_open(tid)) == expected.found
    if not expected.found:
        assert services.tournaments.finish(tid).status is TournamentStatus.FINISHED
        return
    with pytest.raises(ServiceError) as refused:
        services.tournaments.finish(tid)
    assert refused.value.code is ErrorCode.TOURNAMENT_STILL_OPEN
    sentence = describe(refused.value, "en")
    for line in expected.lines:
        assert f"- {line}" in sentence
    assert services.tournaments.get(tid).status is TournamentStatus.RUNNING  # nothing changed
    finished = services.tournaments.finish(tid, despite_open=True)
    assert finished.status is TournamentStatus.FINISHED


@pytest.mark.parametrize("case", list(CASES))
def test_the_command_line_lists_the_same_and_needs_yes(database_url, tid, capsys, case) -> None:
    expected = CASES[case]
    torneo = Torneo(database_url, capsys)
    if not expected.found:
        assert torneo.ok("tournament", "status", "-t", tid, "finished")["status"] == "finished"
        return
    said = torneo.run("tournament", "status", "-t", tid, "finished")
    assert said.code == 3
    for line in expected.lines:
        assert f"- {line}" in said.err
    assert "--yes" in said.err
    refused = torneo.refused("tournament", "status", "-t", tid, "finished")
    assert refused["error"]["code"] == "tournament_still_open"
    listed = [(i["kind"], i["round"], tuple(i["tables"])) for i in refused["still_open"]]
    assert tuple(listed) == expected.found
    assert torneo.ok("tournament", "show", "-t", tid)["status"] == "running"  # unchanged
    done = torneo.run("tournament", "status", "-t", tid, "finished", "--yes")
    assert done.code == 0, done.err
    for line in expected.lines:
        assert f"- {line}" in done.out  # what was left open, said once more
    assert torneo.ok("tournament", "show", "-t", tid)["status"] == "finished"


def test_the_lines_are_italian_for_an_italian_director(services, tid) -> None:
    with pytest.raises(ServiceError) as refused:
        services.tournaments.finish(tid)
    sentence = describe(refused.value, "it", face="cli")
    assert "- il turno 1 è ancora in gioco: mancano i risultati dei tavoli 3, 4" in sentence
    assert "--yes" in sentence
