"""A tessera nobody holds, typed with the name of a player registered without one: most likely
that person, whose card was not recorded yet. The line enters them and records the card
(undo takes it back); a namesake holding another card is another person, and the line makes
a new one. Which namesake, given a club, follows the name rule (`namesake_named`)."""

from __future__ import annotations

import pytest

from tests.builders.registry_rows import older_twin
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import Player, PlayerSpec, Services

Namesake = tuple[str | None, str | None]
"""A registered Bianchi Anna's club and tessera."""

PARTNER = PlayerSpec("Neri", "Ugo")

# The registry's Bianchi Anna(s); the line's club and the card FB2; which of them the line
# enters (by position).
SAME_PERSON = {
    "no club either side": (((None, None),), None, 0),
    "the line gives a club she lacks": (((None, None),), "Aurora", 0),
    "the same club": ((("Aurora", None),), "aurora", 0),
    "the one without a card beside a namesake with one": (
        (("Aurora", "FB1"), (None, None)),
        None,
        1,
    ),
    "the club's own beside one without a club": ((("Aurora", None), (None, None)), "Aurora", 0),
    "the one without a club when none is of the line's": (
        (("Tivoli", "FB1"), (None, None)),
        "Aurora",
        1,
    ),
}


def _register(
    services: Services, namesakes: tuple[Namesake, ...], database_url: str = ""
) -> list[int]:
    """Added one by one; two alike (an older registry's), which registry add and edit refuse
    as nothing tells them apart, as an older Torneo left them (`older_twin`)."""
    added: list[Player] = []
    ids = []
    for club, tessera in namesakes:
        alike = [p for p in added if (p.club, p.tessera, tessera) == (club, None, None)]
        if alike:
            ids.append(older_twin(database_url, alike[0]))
            continue
        added.append(services.registry.add("Bianchi", "Anna", club=club, tessera=tessera))
        ids.append(added[-1].id)
    return ids


@pytest.mark.parametrize(
    ("namesakes", "club", "entered"), SAME_PERSON.values(), ids=SAME_PERSON.keys()
)
def test_the_card_is_recorded_for_the_namesake_without_one(
    services: Services, namesakes: tuple[Namesake, ...], club: str | None, entered: int
) -> None:
    ids = _register(services, namesakes)
    tid = burraco_tournament(services)
    services.entries.add(tid, [PlayerSpec("BIANCHI", "anna", tessera="FB2", club=club), PARTNER])
    (entry,) = services.entries.list(tid)
    assert entry.players[0].id == ids[entered]
    her = services.registry.get(ids[entered])
    assert her.tessera == "FB2"
    # Her club: hers, or the line's when she had none (recorded as the club always was).
    assert her.club == (namesakes[entered][0] or club)
    assert len(services.registry.search("bianchi")) == len(namesakes)


# The registry's Bianchi Anna(s), the line's club: the line names none of them.
ANOTHER_PERSON = {
    "a namesake with another card": (((None, "FB1"),), None),
    "a namesake of another club": ((("Tivoli", None),), "Aurora"),
    "two without a card, no club given": (((None, None), ("Tivoli", None)), None),
    "two without a card nor a club": (((None, None), (None, None)), "Aurora"),
}


@pytest.mark.parametrize(("namesakes", "club"), ANOTHER_PERSON.values(), ids=ANOTHER_PERSON.keys())
def test_a_namesake_the_card_cannot_be_stays_another_person(
    services: Services, database_url: str, namesakes: tuple[Namesake, ...], club: str | None
) -> None:
    """The limits of the rule (these passed before it too): different cards are different
    people, and two namesakes alike are not chosen between."""
    ids = _register(services, namesakes, database_url)
    tid = burraco_tournament(services)
    services.entries.add(tid, [PlayerSpec("Bianchi", "Anna", tessera="FB2", club=club), PARTNER])
    (entry,) = services.entries.list(tid)
    assert entry.players[0].id not in ids
    assert entry.players[0].tessera == "FB2"
    assert [services.registry.get(i).tessera for i in ids] == [t for _, t in namesakes]


def test_undo_takes_the_card_back(services: Services) -> None:
    """The entry that recorded the card undone: the entry is gone, she is registered as she
    was, without a card, and typed again without it she is still the one person."""
    (anna,) = _register(services, ((None, None),))
    tid = burraco_tournament(services)
    services.entries.add(tid, [PlayerSpec("Bianchi", "Anna", tessera="FB2"), PARTNER])
    assert services.registry.get(anna).tessera == "FB2"
    services.audit.undo_last()
    assert services.entries.list(tid) == ()
    assert services.registry.get(anna).tessera is None
    assert [p.id for p in services.registry.search("bianchi")] == [anna]


def test_a_card_typed_beside_a_player_entered_without_one_is_another_person(
    services: Services,
) -> None:
    """Bianchi Anna entered without a card, then a Bianchi Anna typed with one for another
    pair of the same tournament: she cannot play twice, so the card is another Bianchi Anna's
    (both entries flagged as sharing a name); the first keeps no card."""
    tid = burraco_tournament(services)
    first = services.entries.add(tid, [PlayerSpec("Bianchi", "Anna"), PARTNER])
    again = [PlayerSpec("Bianchi", "Anna", tessera="FB2"), PlayerSpec("Blu", "Ada")]
    second = services.entries.add(tid, again)
    assert second.players[0].id != first.players[0].id
    assert sorted(str(p.tessera) for p in services.registry.search("bianchi")) == ["FB2", "None"]
