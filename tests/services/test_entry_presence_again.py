"""Checking in (or out) an entry already so: nothing changes and nothing is logged, so the
log and undo keep to what the director really did."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import Services


def _actions(services: Services, tournament_id) -> list[str]:
    """The tournament's log, oldest first, by action."""
    return [entry.action for entry in reversed(services.audit.list(tournament_id))]


def test_checking_out_twice_logs_one_check_out(services: Services) -> None:
    """Pair 2 checked out, then checked out again (the command typed twice): the second
    answers with the entry as it is, absent, and the log holds one check-out."""
    tournament_id = burraco_tournament(services, pairs=2)
    logged = _actions(services, tournament_id)
    services.entries.set_present(tournament_id, 2, False)
    again = services.entries.set_present(tournament_id, 2, False)
    assert (again.number, again.present) == (2, False)
    assert _actions(services, tournament_id) == [*logged, "entry.absent"]
    assert not services.entries.get(tournament_id, 2).present


def test_checking_in_an_entry_present_since_its_entry_logs_nothing(services: Services) -> None:
    """An entry is present from the moment it is entered: checking it in changes nothing."""
    tournament_id = burraco_tournament(services, pairs=1)
    logged = _actions(services, tournament_id)
    assert services.entries.set_present(tournament_id, 1, True).present
    assert _actions(services, tournament_id) == logged


def test_undo_after_a_repeated_check_out_takes_back_the_check_out(services: Services) -> None:
    """Undo after the repeated command undoes what the director did, the check-out, instead
    of an empty change: pair 2 is present again."""
    tournament_id = burraco_tournament(services, pairs=2)
    services.entries.set_present(tournament_id, 2, False)
    services.entries.set_present(tournament_id, 2, False)
    undone = services.audit.undo_last(tournament_id)
    assert undone.action == "entry.absent"
    assert services.entries.get(tournament_id, 2).present


def test_another_stations_check_in_first_leaves_one_row(services: Services) -> None:
    """The desk and the director's laptop both check pair 1 back in: one row, the desk's."""
    tournament_id = burraco_tournament(services, pairs=1)
    services.entries.set_present(tournament_id, 1, False)
    desk = Services(services.database, station="desk")
    desk.entries.set_present(tournament_id, 1, True)
    assert services.entries.set_present(tournament_id, 1, True).present
    newest, before = services.audit.list(tournament_id, limit=2)
    assert (newest.action, newest.station) == ("entry.present", "desk")
    assert before.action == "entry.absent"
