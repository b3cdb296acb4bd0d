"""The audit trail: a row per mutation in the same transaction, and undo of the last change."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, pair
from tournament_app.services import Changes, ErrorCode, ServiceError, Services, open_services


def test_every_mutation_writes_one_audit_row(services: Services) -> None:
    """Create, add entry, edit, withdraw: four rows, newest first, with the station's name."""
    tournament_id = burraco_tournament(services, pairs=1)
    services.entries.edit(tournament_id, 1, group="A")
    services.entries.withdraw(tournament_id, 1)
    actions = [row.action for row in services.audit.list(tournament_id)]
    assert actions == ["entry.withdraw", "entry.edit", "entry.add", "tournament.create"]
    assert {row.station for row in services.audit.list()} == {"test-station"}


def test_a_refused_action_writes_no_audit_row(services: Services) -> None:
    """An error leaves neither data nor log behind."""
    tournament_id = burraco_tournament(services, pairs=1)
    before = services.audit.list()
    with pytest.raises(ServiceError):
        services.entries.edit(tournament_id, 1, players=[])
    assert services.audit.list() == before


def test_undo_reverts_the_last_change_only(services: Services) -> None:
    """Undo of a withdrawal brings the entry back; the earlier group edit stays."""
    tournament_id = burraco_tournament(services, pairs=1)
    services.entries.edit(tournament_id, 1, group="A")
    services.entries.withdraw(tournament_id, 1)
    undone = services.audit.undo_last(tournament_id)
    assert undone.action == "entry.withdraw"
    entry = services.entries.get(tournament_id, 1)
    assert (entry.withdrawn, entry.group) == (False, "A")
    assert services.audit.list()[0].action == "undo"
    services.audit.undo_last(tournament_id)
    assert services.entries.get(tournament_id, 1).group is None


def test_undo_of_an_addition_removes_it(services: Services) -> None:
    """Undoing an entry's addition removes the entry and the players it added."""
    tournament_id = burraco_tournament(services, pairs=1)
    services.entries.add(tournament_id, pair(2))  # on its own: the builder enters in one go
    services.audit.undo_last(tournament_id)
    assert [e.number for e in services.entries.list(tournament_id)] == [1]
    assert len(services.registry.search("")) == 2


def test_nothing_to_undo(services: Services) -> None:
    """An empty log answers NOTHING_TO_UNDO."""
    with pytest.raises(ServiceError) as caught:
        services.audit.undo_last()
    assert caught.value.code is ErrorCode.NOTHING_TO_UNDO


def test_undo_refuses_when_another_station_changed_the_row_since(
    services: Services, database_url: str
) -> None:
    """If the row changed outside the logged change, undo is a CONFLICT and changes nothing."""
    tournament_id = burraco_tournament(services, pairs=1)
    services.entries.edit(tournament_id, 1, group="A")
    # The row changes behind the log's back (a tool, or a station writing without services).
    from sqlalchemy import update

    from tournament_app.storage.models import EntryRow

    with services.engine.begin() as connection:
        connection.execute(update(EntryRow).values(group_name="B"))
    with pytest.raises(ServiceError) as caught:
        services.audit.undo_last(tournament_id)
    assert caught.value.code is ErrorCode.CONFLICT
    assert services.entries.get(tournament_id, 1).group == "B"


def test_listeners_hear_what_changed(services: Services) -> None:
    """A subscribed view hears entries changed after an entry is added, not before commit."""
    heard: list[Changes] = []
    services.subscribe(heard.append)
    burraco_tournament(services, pairs=1)
    assert heard[0].tournaments and not heard[0].entries
    assert heard[1].entries
    assert services.last_changes == heard[-1]


def test_two_stations_sign_their_own_rows(database_url: str) -> None:
    """Each station's name is written on its own audit rows."""
    first = open_services(database_url, station="cassa")
    second = open_services(database_url, station="tavolo-2")
    try:
        tournament_id = burraco_tournament(first, pairs=1)
        second.entries.edit(tournament_id, 1, group="B")
        stations = [row.station for row in first.audit.list(tournament_id)]
        assert stations == ["tavolo-2", "cassa", "cassa"]
    finally:
        first.close()
        second.close()


def test_a_refused_stale_write_is_logged_but_never_undone(database_url: str) -> None:
    """The log shows the refused attempt with its station; undo skips it and undoes the
    winning correction."""
    from tournament_app.services import BurracoSettings, ConflictError, PairingSystem

    cassa = open_services(database_url, station="cassa")
    sala = open_services(database_url, station="sala")
    try:
        tournament_id = burraco_tournament(
            cassa, pairs=4, settings=BurracoSettings(first_round=PairingSystem.REGISTRATION)
        )
        cassa.rounds.generate(tournament_id)
        cassa.rounds.publish(tournament_id, 1)
        cassa.results.enter_totals(tournament_id, 1, 1, 300, 200)
        cassa.results.enter_totals(tournament_id, 1, 1, 640, 245, expected_version=1)
        with pytest.raises(ConflictError):
            sala.results.enter_totals(tournament_id, 1, 1, 0, 500, expected_version=1)
        latest = cassa.audit.list(tournament_id)[0]
        assert (latest.action, latest.station, latest.entity) == (
            "result.correct.refused",
            "sala",
            "round 1 table 1",
        )
        undone = cassa.audit.undo_last(tournament_id)
        assert undone.action == "result.correct"
        stored = cassa.results.get(tournament_id, 1, 1)
        assert stored is not None and stored.ns_mp == 300
    finally:
        cassa.close()
        sala.close()
