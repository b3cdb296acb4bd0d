"""Registration: entries added, edited, checked in, withdrawn; duplicates refused or flagged."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, pair, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    NewEntry,
    NotFoundError,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentId,
)


def test_entries_are_numbered_in_order_and_join_the_registry(services: Services) -> None:
    """Numbers follow registration; new players land in the registry with their club."""
    tournament_id = burraco_tournament(services, pairs=3)
    entries = services.entries.list(tournament_id)
    assert [e.number for e in entries] == [1, 2, 3]
    assert entries[0].names == "Rossi1 Anna - Bianchi1 Carlo"
    assert entries[0].club == "Circolo Sud"
    assert len(services.registry.search("")) == 6


def test_a_player_already_entered_is_a_duplicate_entry(services: Services) -> None:
    """The same registry player (same tessera) cannot play in two pairs."""
    tournament_id = burraco_tournament(services)
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Anna", tessera="T1"), PlayerSpec("Neri", "Ugo")]
    )
    with pytest.raises(ServiceError) as caught:
        services.entries.add(
            tournament_id, [PlayerSpec("Gialli", "Eva"), PlayerSpec("Rossi", "Anna", tessera="T1")]
        )
    assert caught.value.code is ErrorCode.DUPLICATE_ENTRY
    assert caught.value.params["entry"] == 1
    assert len(services.entries.list(tournament_id)) == 1


def test_a_taken_number_is_a_duplicate_entry(services: Services) -> None:
    """Choosing a number already in use is refused."""
    tournament_id = burraco_tournament(services, pairs=1)
    with pytest.raises(ServiceError) as caught:
        services.entries.add(tournament_id, pair(2), number=1)
    assert caught.value.code is ErrorCode.DUPLICATE_ENTRY


def test_a_pair_needs_two_players_and_scala40_one(services: Services) -> None:
    """The player count must fit the game."""
    burraco = burraco_tournament(services)
    with pytest.raises(ServiceError) as caught:
        services.entries.add(burraco, [PlayerSpec("Solo", "Han")])
    assert caught.value.code is ErrorCode.INVALID_INPUT
    scala = scala40_tournament(services)
    with pytest.raises(ServiceError):
        services.entries.add(scala, pair(1))
    individual = burraco_tournament(services, settings=BurracoSettings(individual=True))
    assert services.entries.add(individual, [PlayerSpec("Solo", "Han")]).number == 1


def test_same_name_typed_twice_is_flagged(services: Services) -> None:
    """One full name in two entries, once without a tessera and once with one, of two clubs
    (two registry players: a namesake of another club is another person): maybe the same
    player typed twice, both entries flagged."""
    tournament_id = burraco_tournament(services)
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Anna", club="Aurora"), PlayerSpec("Neri", "Ugo")]
    )
    services.entries.add(
        tournament_id,
        [PlayerSpec("rossi", "anna", tessera="T2", club="Tivoli"), PlayerSpec("Blu", "Ada")],
    )
    services.entries.add(tournament_id, pair(9))
    flagged = {e.number: e.duplicate_of for e in services.entries.list(tournament_id)}
    assert flagged == {1: (2,), 2: (1,), 3: ()}


def test_namesakes_with_two_tesserae_are_two_players(services: Services) -> None:
    """Rossi Maria T1 and Rossi Maria T2: the tessera says who a player is, so they are two
    people and neither entry is said to share a player (with 1,000 players every namesake
    was flagged "shares a player with N. …"). A third Rossi Maria typed without a tessera
    could be either of them: she is refused naming both (player_namesakes), and typed with
    a card of her own she is a third person."""
    tournament_id = burraco_tournament(services)
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Maria", tessera="T1"), PlayerSpec("Neri", "Ugo")]
    )
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Maria", tessera="T2"), PlayerSpec("Blu", "Ada")]
    )
    flagged = {e.number: e.duplicate_of for e in services.entries.list(tournament_id)}
    assert flagged == {1: (), 2: ()}
    with pytest.raises(ServiceError) as refused:
        services.entries.add(
            tournament_id, [PlayerSpec("Rossi", "Maria"), PlayerSpec("Viola", "Ivo")]
        )
    assert refused.value.params["namesakes"] == ["Rossi Maria (T1)", "Rossi Maria (T2)"]
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Maria", tessera="T3"), PlayerSpec("Viola", "Ivo")]
    )
    flagged = {e.number: e.duplicate_of for e in services.entries.list(tournament_id)}
    assert flagged == {1: (), 2: (), 3: ()}


def test_a_namesake_entered_without_a_tessera_is_flagged_beside_one_with(
    services: Services,
) -> None:
    """Rossi Maria entered without a tessera, then Rossi Maria T1 (a card she lacks: another
    person to the services, as one person plays in one entry): the two entries may well be
    one person typed twice, so each is flagged with the other."""
    tournament_id = burraco_tournament(services)
    services.entries.add(tournament_id, [PlayerSpec("Rossi", "Maria"), PlayerSpec("Neri", "Ugo")])
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Maria", tessera="T1"), PlayerSpec("Blu", "Ada")]
    )
    flagged = {e.number: e.duplicate_of for e in services.entries.list(tournament_id)}
    assert flagged == {1: (2,), 2: (1,)}


def test_import_is_all_or_nothing_naming_the_row(services: Services) -> None:
    """add_many stops at a duplicate in row 3 and adds none of the rows."""
    tournament_id = burraco_tournament(services)
    rows = [NewEntry(tuple(pair(1))), NewEntry(tuple(pair(2))), NewEntry(tuple(pair(1)))]
    with pytest.raises(ServiceError) as caught:
        services.entries.add_many(tournament_id, rows)
    assert caught.value.code is ErrorCode.DUPLICATE_ENTRY
    assert caught.value.params["row"] == 3
    assert services.entries.list(tournament_id) == ()
    assert services.registry.search("") == ()


def test_edit_check_in_and_withdraw(services: Services) -> None:
    """Group, category, presence and withdrawal are stored per entry."""
    tournament_id = burraco_tournament(services, pairs=2)
    services.entries.edit(tournament_id, 1, group="A", category="B")
    services.entries.set_present(tournament_id, 2, False)
    services.entries.withdraw(tournament_id, 1)
    first, second = services.entries.list(tournament_id)
    assert (first.group, first.category, first.withdrawn, first.present) == ("A", "B", True, True)
    assert (second.present, second.withdrawn) == (False, False)


def test_edit_replaces_the_players(services: Services) -> None:
    """Editing an entry's players swaps them; the old players stay in the registry."""
    tournament_id = burraco_tournament(services, pairs=1)
    edited = services.entries.edit(
        tournament_id, 1, players=[PlayerSpec("Nuovo", "Uno"), PlayerSpec("Nuovo", "Due")]
    )
    assert edited.names == "Nuovo Uno - Nuovo Due"
    assert services.entries.get(tournament_id, 1) == edited


def test_unknown_entry_or_tournament(services: Services) -> None:
    """Editing an entry number that does not exist, or in a missing tournament: NOT_FOUND."""
    tournament_id = burraco_tournament(services, pairs=1)
    with pytest.raises(NotFoundError):
        services.entries.withdraw(tournament_id, 7)
    with pytest.raises(NotFoundError):
        services.entries.add(TournamentId(999), pair(1))


def test_names_by_number_read_as_lists_show_them(services: Services) -> None:
    """The names beside each number on seating and results lists: pairs as "Surname Name -
    Surname Name", players alone, a withdrawn entry still named (its past tables show it),
    nothing for a tournament without entries; an unknown tournament is not found."""
    pairs = burraco_tournament(services, pairs=3)
    services.entries.withdraw(pairs, 2)
    assert services.entries.names(pairs) == {
        1: "Rossi1 Anna - Bianchi1 Carlo",
        2: "Rossi2 Anna - Bianchi2 Carlo",
        3: "Rossi3 Anna - Bianchi3 Carlo",
    }
    players = scala40_tournament(services, players=2)
    assert list(services.entries.names(players).values()) == [
        e.names for e in services.entries.list(players)
    ]
    assert services.entries.names(burraco_tournament(services, pairs=0)) == {}
    with pytest.raises(NotFoundError):
        services.entries.names(TournamentId(404))


def test_named_entries_are_what_every_list_prints_their_clubs_joined(services: Services) -> None:
    """Each entry's players and club as the documents and the hall name them: a pair from two
    clubs reads "A / B" in order, a player without a club none; an unknown tournament is not
    found."""
    tid = burraco_tournament(services, pairs=0)
    services.entries.add(
        tid,
        [PlayerSpec("Verdi", "Luca", club="Stella"), PlayerSpec("Neri", "Sara", club="Aurora")],
    )
    services.entries.add(tid, [PlayerSpec("Blu", "Ugo"), PlayerSpec("Gialli", "Eva")])
    named = services.entries.named(tid)
    assert named[1].players == (("Verdi", "Luca"), ("Neri", "Sara"))
    assert (named[1].club, named[2].club) == ("Aurora / Stella", None)
    assert [n.club for n in named.values()] == [e.club for e in services.entries.list(tid)]
    with pytest.raises(NotFoundError):
        services.entries.named(TournamentId(404))


def test_an_entry_that_never_sat_at_a_table_can_be_deleted_and_undone(
    services: Services,
) -> None:
    """A pair entered by mistake is taken back: it is gone from the list, the log says which
    pair, and undo brings it back whole, players and penalty included."""
    from tournament_app.services import PenaltyKind

    tournament_id = burraco_tournament(services, pairs=3)
    services.penalties.add(tournament_id, 3, PenaltyKind.WARNING, reason="telefono acceso")
    gone = services.entries.delete(tournament_id, 3)
    assert gone.names == "Rossi3 Anna - Bianchi3 Carlo"
    assert [e.number for e in services.entries.list(tournament_id)] == [1, 2]
    assert services.penalties.list(tournament_id) == ()
    logged = services.audit.list(tournament_id)[0]
    assert (logged.action, logged.entity) == ("entry.delete", "entry 3")
    assert "Rossi3 Anna - Bianchi3 Carlo" in logged.summary

    services.audit.undo_last(tournament_id)
    back = services.entries.list(tournament_id)
    assert [(e.number, e.names) for e in back] == [
        (1, "Rossi1 Anna - Bianchi1 Carlo"),
        (2, "Rossi2 Anna - Bianchi2 Carlo"),
        (3, "Rossi3 Anna - Bianchi3 Carlo"),
    ]
    assert [p.reason for p in services.penalties.list(tournament_id)] == ["telefono acceso"]


def test_an_entry_seated_in_a_round_cannot_be_deleted(services: Services) -> None:
    """A pair seated in round 1 (even a draft) is part of the round: deleting it is refused,
    nothing changes, and the refusal says to withdraw it instead."""
    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)
    with pytest.raises(ServiceError) as caught:
        services.entries.delete(tournament_id, 2)
    assert caught.value.code is ErrorCode.ENTRY_SEATED
    assert caught.value.params["round"] == 1
    assert [e.number for e in services.entries.list(tournament_id)] == [1, 2, 3, 4]
    with pytest.raises(NotFoundError):
        services.entries.delete(tournament_id, 9)


def test_a_face_knows_before_asking_whether_an_entry_can_be_deleted(services: Services) -> None:
    """`delete_refusal` is the refusal `delete` would raise, by the same rule, and changes
    nothing: none for a pair never seated, ENTRY_SEATED once a draft seats it (worded as no
    value typed wrong, with what to do instead), TOURNAMENT_FINISHED once finished."""
    from tournament_app.services import TournamentStatus
    from tournament_app.services.messages import describe

    tournament_id = burraco_tournament(services, pairs=4)
    assert services.entries.delete_refusal(tournament_id, 2) is None
    services.rounds.generate(tournament_id)
    refused = services.entries.delete_refusal(tournament_id, 2)
    assert refused is not None and refused.code is ErrorCode.ENTRY_SEATED
    with pytest.raises(ServiceError) as caught:
        services.entries.delete(tournament_id, 2)
    assert (caught.value.code, caught.value.params) == (refused.code, refused.params)
    said = describe(refused, "it")
    assert said.startswith("L'iscrizione 2 ha già un posto a un tavolo del turno 1")
    assert "Ritirala invece («Ritira / riammetti» nella pagina Registrazione)" in said
    assert "Dato non valido" not in said and "Correggilo e riprova" not in said
    assert f"torneo entry withdraw -t {tournament_id} 2" in describe(refused, "it", face="cli")
    assert [e.number for e in services.entries.list(tournament_id)] == [1, 2, 3, 4]
    assert isinstance(services.entries.delete_refusal(tournament_id, 9), NotFoundError)

    services.rounds.delete_draft(tournament_id, 1)
    assert services.entries.delete_refusal(tournament_id, 2) is None
    services.tournaments.set_status(tournament_id, TournamentStatus.FINISHED)
    finished = services.entries.delete_refusal(tournament_id, 2)
    assert finished is not None and finished.code is ErrorCode.TOURNAMENT_FINISHED
