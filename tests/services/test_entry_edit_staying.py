"""Editing an entry's players keeps the players who stay: a name typed again (in its place or
swapped with the partner's) is the same registry player, never a namesake of another club nor
a new player. The window's Edit entry sends names as typed, as the command line does."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import PlayerSpec, Services


def _ids(services: Services, tid, number: int) -> list[int]:
    return [player.id for player in services.entries.get(tid, number).players]


def test_a_swapped_pair_keeps_its_two_players_beside_a_namesake(services: Services) -> None:
    tid = burraco_tournament(services, 2)
    before = services.entries.get(tid, 1)
    first, second = before.players
    # A namesake of the first player, of another club, already in the registry.
    services.registry.add(first.surname, first.name, club="Circolo Stella")
    in_registry = len(services.registry.search(""))

    swapped = [
        PlayerSpec(surname=second.surname, name=second.name),
        PlayerSpec(surname=first.surname, name=first.name),
    ]
    services.entries.edit(tid, 1, players=swapped)

    assert _ids(services, tid, 1) == [second.id, first.id]
    assert len(services.registry.search("")) == in_registry, "no player made on the way"


def test_a_partner_replaced_keeps_the_one_who_stays(services: Services) -> None:
    tid = burraco_tournament(services, 2)
    stays, _ = services.entries.get(tid, 1).players
    services.entries.edit(
        tid,
        1,
        players=[
            PlayerSpec(surname=stays.surname, name=stays.name),
            PlayerSpec(surname="Verdi", name="Luca"),
        ],
    )
    after = services.entries.get(tid, 1).players
    assert after[0].id == stays.id
    assert (after[1].surname, after[1].name) == ("Verdi", "Luca")


def test_another_tessera_is_another_person(services: Services) -> None:
    """The same name with a different card is a namesake: not the player who was there."""
    tid = burraco_tournament(services, 2)
    first, second = services.entries.get(tid, 1).players
    services.registry.edit(first.id, tessera="FI-1000")
    services.entries.edit(
        tid,
        1,
        players=[
            PlayerSpec(surname=first.surname, name=first.name, tessera="FI-9090"),
            PlayerSpec(surname=second.surname, name=second.name),
        ],
    )
    after = services.entries.get(tid, 1).players
    assert after[0].id != first.id and after[0].tessera == "FI-9090"
    assert after[1].id == second.id
