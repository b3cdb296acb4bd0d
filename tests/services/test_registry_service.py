"""The player registry: add, search, edit; a duplicate tessera is refused."""

from __future__ import annotations

import pytest

from tournament_app.services import ErrorCode, PlayerSpec, ServiceError, Services


def test_add_and_search_by_any_part_of_the_name_or_tessera(services: Services) -> None:
    """Search matches surname, name or tessera, case-insensitively, sorted by surname."""
    services.registry.add("Rossi", "Anna", tessera="FI-1001", club="Circolo Sud", category="B")
    services.registry.add("Bianchi", "Carlo", tessera="FI-1002")
    services.registry.add("Rossetti", "Bruno")
    assert [p.surname for p in services.registry.search("ROSS")] == ["Rossetti", "Rossi"]
    assert [p.surname for p in services.registry.search("1002")] == ["Bianchi"]
    assert [p.surname for p in services.registry.search("rossi anna")] == ["Rossi"]
    anna = services.registry.search("anna")[0]
    assert (anna.club, anna.category, anna.tessera) == ("Circolo Sud", "B", "FI-1001")
    assert [c.name for c in services.registry.clubs()] == ["Circolo Sud"]


def test_a_taken_tessera_is_refused(services: Services) -> None:
    """Two players cannot share a membership card."""
    services.registry.add("Rossi", "Anna", tessera="FI-1001")
    with pytest.raises(ServiceError) as caught:
        services.registry.add("Verdi", "Ugo", tessera="FI-1001")
    assert caught.value.code is ErrorCode.DUPLICATE_PLAYER
    assert [p.surname for p in services.registry.search("")] == ["Rossi"]


@pytest.mark.parametrize(("held", "typed"), [("0456", "456"), ("456", "00456"), ("FB100", "fb100")])
def test_an_edit_giving_a_taken_card_in_other_zeros_or_capitals_is_refused(
    services: Services, held: str, typed: str
) -> None:
    """A card is the same card without its leading zeros or in small letters (as an entry
    list finds its holder): an edit cannot give Verdi the card Rossi holds, and the refusal
    names it as Rossi has it."""
    services.registry.add("Rossi", "Anna", tessera=held)
    verdi = services.registry.add("Verdi", "Ugo", tessera="999")
    with pytest.raises(ServiceError) as caught:
        services.registry.edit(verdi.id, tessera=typed)
    assert caught.value.code is ErrorCode.DUPLICATE_PLAYER
    assert caught.value.params["tessera"] == held
    assert services.registry.get(verdi.id).tessera == "999"


def test_an_edit_writing_a_players_own_card_another_way_is_kept(services: Services) -> None:
    rossi = services.registry.add("Rossi", "Anna", tessera="0456")
    assert services.registry.edit(rossi.id, tessera="456").tessera == "456"


def test_add_many_is_all_or_nothing(services: Services) -> None:
    """A bad row in a batch leaves the registry as it was, and the error names the row."""
    with pytest.raises(ServiceError) as caught:
        services.registry.add_many(
            [PlayerSpec("Rossi", "Anna"), PlayerSpec("Verdi", "Ugo"), PlayerSpec("", "Senza")]
        )
    assert caught.value.params["row"] == 3
    assert services.registry.search("") == ()
    assert services.registry.clubs() == ()


def test_edit_changes_club_and_clears_category(services: Services) -> None:
    """None keeps a field, "" clears it, a new club is created on the way."""
    player = services.registry.add("Rossi", "Anna", club="Circolo Sud", category="B")
    edited = services.registry.edit(player.id, club="Circolo Nord", category="")
    assert (edited.surname, edited.club, edited.category) == ("Rossi", "Circolo Nord", None)
    assert services.registry.get(player.id) == edited
