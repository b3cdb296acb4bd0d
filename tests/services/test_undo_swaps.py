"""Undo of a hand-made swap in a draft round (ui.md §4 "swap two entries by hand", §12 "undo
the last change"): the seating comes back exactly as it was, and the change before the swap
(the draft's generation) can then be undone too. The swap exchanges seats that a round holds
once per entry, which once made every undo of it fail and blocked every undo before it."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament, pair
from tournament_app.services import ErrorCode, ServiceError, Services, TournamentId
from tournament_app.services.values import Round, RoundTable


def _draft(services: Services) -> TournamentId:
    """Six pairs, the sixth added on its own (the builder enters in one go), round 1
    generated as a draft (three tables)."""
    tournament = burraco_tournament(services, 5)
    services.entries.add(tournament, pair(6))
    services.rounds.generate(tournament)
    return tournament


# The tests asking for `draft` start from their own copy of `_draft`, made once a
# process and database; the others from an empty database.
start, database_url = snapshot_fixtures({"draft": with_services(_draft)})
draft = state_value("draft")


def _seating(round_: Round) -> list[RoundTable]:
    return sorted(round_.tables, key=lambda table: table.table)


def _table_of(round_: Round, entry: int) -> tuple[int, str]:
    """Where an entry sits: its table and line."""
    for table in round_.tables:
        if entry in table.ns:
            return table.table, "ns"
        if entry in table.ew:
            return table.table, "ew"
    raise AssertionError(f"entry {entry} not seated")


def test_undo_of_an_entry_swap_gives_the_seats_back_then_undoes_the_draft(
    services: Services,
    draft: TournamentId,
) -> None:
    tournament = draft
    drafted = services.rounds.get(tournament, 1)
    where_1, where_2 = _table_of(drafted, 1), _table_of(drafted, 2)
    swapped = services.rounds.swap(tournament, 1, 1, 2)
    # The swap did exchange them: entry 1 sits where entry 2 sat, and the other way round.
    assert (_table_of(swapped, 1), _table_of(swapped, 2)) == (where_2, where_1)

    undone = services.audit.undo_last(tournament)

    assert undone.action == "round.swap"
    assert _seating(services.rounds.get(tournament, 1)) == _seating(drafted)
    # The change before the swap is now the last one, and it comes back out too.
    assert services.audit.undo_last(tournament).action == "round.generate"
    assert services.rounds.list(tournament) == ()


def test_undo_of_a_table_swap_gives_the_tables_back_then_undoes_the_draft(
    services: Services,
    draft: TournamentId,
) -> None:
    tournament = draft
    drafted = services.rounds.get(tournament, 1)
    by_number = {table.table: table for table in drafted.tables}
    swapped = services.rounds.swap_tables(tournament, 1, 1, 3)
    moved = {table.table: table for table in swapped.tables}
    assert (moved[1].ns, moved[1].ew) == (by_number[3].ns, by_number[3].ew)
    assert (moved[3].ns, moved[3].ew) == (by_number[1].ns, by_number[1].ew)

    assert services.audit.undo_last(tournament).action == "round.swap_tables"

    assert _seating(services.rounds.get(tournament, 1)) == _seating(drafted)
    assert services.audit.undo_last(tournament).action == "round.generate"
    assert services.rounds.list(tournament) == ()


def test_two_swaps_undone_one_by_one(services: Services, draft: TournamentId) -> None:
    """Each undo takes back one swap: after the first the seating is the one in between."""
    tournament = draft
    drafted = services.rounds.get(tournament, 1)
    between = services.rounds.swap(tournament, 1, 1, 2)
    services.rounds.swap_tables(tournament, 1, 1, 2)

    services.audit.undo_last(tournament)
    assert _seating(services.rounds.get(tournament, 1)) == _seating(between)
    services.audit.undo_last(tournament)
    assert _seating(services.rounds.get(tournament, 1)) == _seating(drafted)


def test_the_undone_swap_is_no_longer_undone_twice(services: Services, draft: TournamentId) -> None:
    """After the swap and the draft are undone there is nothing left of round 1, and the
    entries' own changes are next: undo goes on down the log."""
    tournament = draft
    services.rounds.swap(tournament, 1, 3, 4)
    services.audit.undo_last(tournament)
    services.audit.undo_last(tournament)
    assert services.audit.undo_last(tournament).action == "entry.add"
    assert [entry.number for entry in services.entries.list(tournament)] == [1, 2, 3, 4, 5]


def test_a_published_round_still_refuses_a_swap(services: Services, draft: TournamentId) -> None:
    """Unchanged: only a draft takes a swap (and so only a draft's swap is ever undone)."""
    tournament = draft
    services.rounds.publish(tournament, 1)
    with pytest.raises(ServiceError) as refused:
        services.rounds.swap(tournament, 1, 1, 2)
    assert refused.value.code is ErrorCode.ROUND_PUBLISHED
