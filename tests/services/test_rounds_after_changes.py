"""Rounds when the room changes under the director: a pair withdraws or is marked absent
after a draft was made or mid-movement, the gironi no longer add up, players tie across a
scala 40 cut. The round check says what changed and what to do; publishing refuses a draft
that seats someone who is not playing."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.ties import tie_at_the_cut
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    RoundStatus,
    Scala40Settings,
    ScheduleStep,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe
from tournament_app.services.rounds.plans import group_sizes

REGISTRATION = BurracoSettings(first_round=PairingSystem.REGISTRATION)


def _tables(round_) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    return [(t.table, t.ns, t.ew) for t in round_.tables]


def _codes(services: Services, tournament_id: TournamentId, number: int) -> dict[str, tuple]:
    check = services.rounds.check(tournament_id, number)
    return {p.code: (p.entries, p.table) for p in check.problems}


def _play(services: Services, tournament_id: TournamentId, number: int) -> None:
    """Publish round `number` and enter every table (NS 700, EO 300)."""
    services.rounds.publish(tournament_id, number)
    for table in services.rounds.get(tournament_id, number).tables:
        if not table.is_bye:
            services.results.enter_totals(tournament_id, number, table.table, 700, 300)


# -- a draft seating a pair withdrawn or marked absent since --------------------------------


def test_a_pair_withdrawn_after_the_draft_is_named_and_the_draft_cannot_be_published(
    services: Services,
) -> None:
    """10 pairs; round 2 is drafted, then pair 7 withdraws. The check names pair 7 (the
    director must generate again), publishing is refused and leaves the draft as it was;
    generated again, the round seats the 9 others and publishes."""
    tournament_id = burraco_tournament(services, pairs=10, settings=REGISTRATION)
    services.rounds.generate(tournament_id)
    _play(services, tournament_id, 1)
    services.rounds.generate(tournament_id)
    assert services.rounds.check(tournament_id, 2).ok
    services.entries.withdraw(tournament_id, 7)

    assert _codes(services, tournament_id, 2) == {"seated_withdrawn": ((7,), None)}
    with pytest.raises(ServiceError) as refused:
        services.rounds.publish(tournament_id, 2)
    # The draft is what stands in the way, not a value typed: no "correct it and try again".
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "La bozza del turno 2 fa sedere iscrizioni ritirate o segnate assenti (7), quindi non"
        " si pubblica: genera di nuovo il turno («Genera il turno successivo» nella pagina"
        " Turni) oppure segna di nuovo presenti quelle assenti (nella pagina Registrazione),"
        " poi pubblicalo. Non è cambiato nulla."
    )
    assert describe(refused.value, "en", face="cli") == (
        f"The draft of round 2 seats entries that have withdrawn or are marked absent (7), so"
        f" it is not published: generate the round again (torneo round generate -t"
        f" {tournament_id}) or mark the absent ones present again (torneo entry present -t ID NUM),"
        f" then publish it. Nothing changed."
    )
    assert services.rounds.get(tournament_id, 2).status is RoundStatus.DRAFT

    again = services.rounds.generate(tournament_id)
    seated = {n for t in again.tables for n in t.ns + t.ew}
    assert seated == set(range(1, 11)) - {7}
    assert services.rounds.check(tournament_id, 2).ok
    assert services.rounds.publish(tournament_id, 2).status is RoundStatus.PUBLISHED


def test_a_pair_marked_absent_after_the_draft_is_named_too(services: Services) -> None:
    """Round 1 drafted for 8 pairs, then pair 3 is marked absent: the check says so apart
    from a withdrawal (marking it present again is a fix); present again, all is well."""
    tournament_id = burraco_tournament(services, pairs=8, settings=REGISTRATION)
    services.rounds.generate(tournament_id)
    services.entries.set_present(tournament_id, 3, False)
    assert _codes(services, tournament_id, 1) == {"seated_absent": ((3,), None)}
    with pytest.raises(ServiceError):
        services.rounds.publish(tournament_id, 1)
    services.entries.set_present(tournament_id, 3, True)
    assert services.rounds.check(tournament_id, 1).ok
    services.rounds.publish(tournament_id, 1)


def test_a_pair_withdrawn_after_publishing_is_history_not_a_problem(services: Services) -> None:
    """A published round seated pair 2 when it was playing: its withdrawal afterwards does not
    make that round's check complain."""
    tournament_id = burraco_tournament(services, pairs=8, settings=REGISTRATION)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.entries.withdraw(tournament_id, 2)
    assert services.rounds.check(tournament_id, 1).ok


# -- Danese a gironi when the pairs present changed ----------------------------------------

GIRONI = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(
        ScheduleStep(PairingSystem.MITCHELL, 2),
        ScheduleStep(PairingSystem.DANESE_GIRONI, 2),
    ),
    group_sizes=(8, 8, 8),
)


def _groups(services: Services, tournament_id: TournamentId, seated: set[int]) -> list[int]:
    letters = Counter(e.group for e in services.entries.list(tournament_id) if e.number in seated)
    return [letters[letter] for letter in sorted(letters)]


def _gironi_after_the_mitchell(services: Services) -> TournamentId:
    """24 pairs in groups 8, 8, 8; the two Mitchell rounds played."""
    tournament_id = burraco_tournament(services, pairs=24, settings=GIRONI)
    for number in (1, 2):
        services.rounds.generate(tournament_id)
        _play(services, tournament_id, number)
    return tournament_id


def test_gironi_keep_the_directors_groups_when_a_pair_withdrew(
    services: Services, gironi_after_the_mitchell: TournamentId
) -> None:
    """24 pairs, groups 8, 8, 8 (burraco.md: girone A, B, C of given sizes). A pair withdraws
    after the Mitchell: 23 remain, so three groups of 8, 8, 7 (not two halves), each playing
    within itself, and the check tells the director the groups made."""
    tournament_id = gironi_after_the_mitchell
    services.entries.withdraw(tournament_id, 5)
    third = services.rounds.generate(tournament_id)
    seated = {n for t in third.tables for n in t.ns + t.ew}
    assert _groups(services, tournament_id, seated) == [8, 8, 7]
    group = {e.number: e.group for e in services.entries.list(tournament_id)}
    for table in third.tables:
        if not table.is_bye:
            assert group[table.ns[0]] == group[table.ew[0]]
    problems = services.rounds.check(tournament_id, 3).problems
    assert [(p.code, p.entries) for p in problems] == [("groups_resized", (8, 8, 7))]


def test_gironi_as_set_raise_no_notice(
    services: Services, gironi_after_the_mitchell: TournamentId
) -> None:
    """Nobody withdrew: the groups are the 8, 8, 8 set, and the check has nothing to say."""
    tournament_id = gironi_after_the_mitchell
    third = services.rounds.generate(tournament_id)
    seated = {n for t in third.tables for n in t.ns + t.ew}
    assert _groups(services, tournament_id, seated) == [8, 8, 8]
    assert services.rounds.check(tournament_id, 3).ok


def test_gironi_take_a_late_pair_in_the_last_group(services: Services) -> None:
    """Groups 4, 4 set, and a ninth pair joins after round 1: 4, 5, not two halves of 5, 4
    nor a refusal; the check says so."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(
            ScheduleStep(PairingSystem.MITCHELL, 1),
            ScheduleStep(PairingSystem.DANESE_GIRONI, 1),
        ),
        group_sizes=(4, 4),
    )
    tournament_id = burraco_tournament(services, pairs=9, settings=settings)
    services.entries.set_present(tournament_id, 9, False)
    services.rounds.generate(tournament_id)
    _play(services, tournament_id, 1)
    services.entries.set_present(tournament_id, 9, True)
    second = services.rounds.generate(tournament_id)
    seated = {n for t in second.tables for n in t.ns + t.ew}
    assert _groups(services, tournament_id, seated) == [4, 5]
    assert _codes(services, tournament_id, 2) == {"groups_resized": ((4, 5), None)}


# -- Mitchell after a withdrawal: NS pairs keep their tables ------------------------------


def _mitchell_without_pair_4(services: Services) -> TournamentId:
    """12 pairs, Mitchell x4 after a first round by registration; rounds 1 and 2 played,
    then pair 4 (EO) withdraws."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 4),),
    )
    tournament_id = burraco_tournament(services, pairs=12, settings=settings)
    for number in (1, 2):
        services.rounds.generate(tournament_id)
        _play(services, tournament_id, number)
    services.entries.withdraw(tournament_id, 4)
    return tournament_id


def test_mitchell_ns_pairs_keep_their_tables_after_a_withdrawal(
    services: Services, mitchell_without_pair_4: TournamentId
) -> None:
    """12 pairs by registration: NS 1, 3, ... 11 at tables 1-6, EO 2, 4, ... 12; EO move one
    table up a round. Pair 4 (EO) withdraws before round 3: every NS pair stays at its table
    (burraco.md), and the NS pair that would meet pair 4 sits out at its own table: NS 7 at
    table 4 in round 3, NS 9 at table 5 in round 4. The check finds nothing wrong."""
    tournament_id = mitchell_without_pair_4
    third = services.rounds.generate(tournament_id)
    assert _tables(third) == [
        (1, (1,), (10,)),
        (2, (3,), (12,)),
        (3, (5,), (2,)),
        (4, (7,), ()),
        (5, (9,), (6,)),
        (6, (11,), (8,)),
    ]
    assert services.rounds.check(tournament_id, 3).ok
    _play(services, tournament_id, 3)
    assert services.rounds.progress(tournament_id, 3).missing == ()
    assert services.rounds.get(tournament_id, 3).status is RoundStatus.COMPLETE

    fourth = services.rounds.generate(tournament_id)
    assert _tables(fourth) == [
        (1, (1,), (8,)),
        (2, (3,), (10,)),
        (3, (5,), (12,)),
        (4, (7,), (2,)),
        (5, (9,), ()),
        (6, (11,), (6,)),
    ]
    assert services.rounds.check(tournament_id, 4).ok


def test_a_swap_keeps_the_mitchell_bye_at_its_table(
    services: Services, mitchell_without_pair_4: TournamentId
) -> None:
    """In the draft of round 3 above, swapping two EO pairs leaves NS 7 sitting out at its own
    table 4, not moved after the last table."""
    tournament_id = mitchell_without_pair_4
    services.rounds.generate(tournament_id)
    swapped = services.rounds.swap(tournament_id, 3, 10, 12)
    assert (4, (7,), ()) in _tables(swapped)
    assert [t.table for t in swapped.tables] == [1, 2, 3, 4, 5, 6]


# -- scala 40: a tie across the cut -----------------------------------------------------------


def _tie_at_table_1(services: Services) -> tuple[TournamentId, tuple[int, int], int]:
    """8 players, tables of 4, the best of each table goes on; table 1's first two players
    level on 30 at time-out (tests.builders.ties.tie_at_the_cut). Returns (tournament, the two tied
    players, table 2's winner) with the final drafted."""
    tournament_id = scala40_tournament(services, players=8, settings=Scala40Settings(seed=1))
    a, b, winner = tie_at_the_cut(services, tournament_id)
    return tournament_id, (a, b), winner


def test_a_tie_across_the_cut_is_named_in_the_check(
    services: Services, tie_at_table_1: tuple[TournamentId, tuple[int, int], int]
) -> None:
    """Both tied players go on (scala40.md: a full tie stays tied unless the director breaks
    it), and the check names them and their table, so the director can break it."""
    tournament_id, (a, b), winner = tie_at_table_1
    final = services.rounds.get(tournament_id, 2)
    assert [set(t.players) for t in final.tables] == [{a, b, winner}]
    assert _codes(services, tournament_id, 2) == {"tied_at_cut": (tuple(sorted((a, b))), 1)}


def test_the_tie_broken_by_marking_the_loser_absent(
    services: Services, tie_at_table_1: tuple[TournamentId, tuple[int, int], int]
) -> None:
    """The director draws lots and marks the loser absent, then generates again: only the
    winner of the draw goes on, and the check is quiet."""
    tournament_id, (a, b), winner = tie_at_table_1
    services.entries.set_present(tournament_id, b, False)
    final = services.rounds.generate(tournament_id)
    assert [set(t.players) for t in final.tables] == [{a, winner}]
    assert services.rounds.check(tournament_id, 2).ok


def test_the_tie_broken_by_a_recorded_draw(
    services: Services, tie_at_table_1: tuple[TournamentId, tuple[int, int], int]
) -> None:
    """A recorded draw placing b before a sends b on alone."""
    tournament_id, (a, b), winner = tie_at_table_1
    services.standings.record_draw(tournament_id, [b, a])
    final = services.rounds.generate(tournament_id)
    assert [set(t.players) for t in final.tables] == [{b, winner}]
    assert services.rounds.check(tournament_id, 2).ok


# -- the states several tests start from, each built once and copied -------------------------

STATES = {
    "gironi_after_the_mitchell": with_services(_gironi_after_the_mitchell),
    "mitchell_without_pair_4": with_services(_mitchell_without_pair_4),
    "tie_at_table_1": with_services(_tie_at_table_1),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def gironi_after_the_mitchell(start: tuple[str, Any]) -> TournamentId:
    return start[1]


@pytest.fixture
def mitchell_without_pair_4(start: tuple[str, Any]) -> TournamentId:
    return start[1]


@pytest.fixture
def tie_at_table_1(start: tuple[str, Any]) -> tuple[TournamentId, tuple[int, int], int]:
    return start[1]


# -- scala 40 tables of 3, 5 or 6 -------------------------------------------------------------


@pytest.mark.parametrize(
    ("table_size", "players", "sizes"),
    [
        # scala40.md: tables of 4, with 3, 5 or 6 where the count does not divide
        (6, 8, [4, 4]),
        (6, 7, [4, 3]),
        (6, 9, [5, 4]),  # as even as the tables can be, never 6 + 3
        (6, 13, [5, 4, 4]),
        (3, 4, [4]),
        (3, 7, [4, 3]),
        (5, 7, [4, 3]),
        (5, 12, [6, 6]),  # two tables one seat over rather than three one seat under
    ],
)
def test_scala40_seats_counts_the_chosen_size_does_not_divide(
    services: Services, table_size: int, players: int, sizes: list[int]
) -> None:
    settings = Scala40Settings(table_size=table_size)
    tournament_id = scala40_tournament(services, players=players, settings=settings)
    first = services.rounds.generate(tournament_id)
    assert sorted((len(t.players) for t in first.tables), reverse=True) == sizes
    assert services.rounds.check(tournament_id, 1).ok


def test_nine_players_at_tables_of_6_are_published_at_a_table_of_5_and_one_of_4(
    services: Services,
) -> None:
    """The director asked for tables of 6 and has 9 players: two tables, 5 and 4 (a table
    of 3 next to a full table of 6 is what a director would have to fix by hand)."""
    settings = Scala40Settings(table_size=6)
    tournament_id = scala40_tournament(services, players=9, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    published = services.rounds.get(tournament_id, 1)
    assert published.status is RoundStatus.PUBLISHED
    assert sorted((len(t.players) for t in published.tables), reverse=True) == [5, 4]
    seated = [player for table in published.tables for player in table.players]
    assert sorted(seated) == list(range(1, 10))


@pytest.mark.parametrize(
    ("wanted", "count", "sizes"),
    [
        ((8, 8, 8), 24, [8, 8, 8]),
        ((8, 8, 8), 23, [8, 8, 7]),
        ((8, 8, 8), 22, [8, 7, 7]),
        ((8, 8, 8), 25, [8, 8, 9]),
        ((12, 8, 4), 23, [11, 8, 4]),
        ((4, 4, 4), 5, [2, 3]),  # a group of one pair cannot play: it joins the one above
        ((), 9, [5, 4]),  # no sizes set: two halves
    ],
)
def test_group_sizes_follow_the_directors_when_the_count_changed(
    wanted: tuple[int, ...], count: int, sizes: list[int]
) -> None:
    assert group_sizes(wanted, count) == sizes
