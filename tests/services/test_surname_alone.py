"""A player known by the surname alone (a name left empty, as some clubs list a guest) is one
registry player however often they are typed: the second evening's "Bianchi" is the first
one's, not a second Bianchi."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import PlayerSpec, Services


def test_a_surname_alone_typed_on_two_evenings_is_one_player(services: Services) -> None:
    ids = []
    for evening in ("2026-11-02", "2026-11-09"):
        tid = burraco_tournament(services, date=evening)
        services.entries.add(tid, [PlayerSpec("BIANCHI"), PlayerSpec("Neri", "Ugo")])
        ids.append(services.entries.list(tid)[0].players[0].id)
    assert ids[0] == ids[1]
    assert [(p.surname, p.name) for p in services.registry.search("bianchi")] == [("BIANCHI", "")]
