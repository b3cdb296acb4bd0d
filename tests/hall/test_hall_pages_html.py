"""The hall's HTML from the services' values, without a server."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.hall import pages
from tournament_app.services import BurracoSettings, PlayerSpec, hall_pages


def test_an_individual_player_sees_the_partner_apart_from_the_opponents(services):
    """My table names the line partner under its own heading, never the player again."""
    tid = burraco_tournament(services, settings=BurracoSettings(individual=True))
    for n in range(1, 9):
        services.entries.add(tid, [PlayerSpec(f"Giocatore{n}", "X")])
    published_round(services, tid)
    found = hall_pages.my_table(services, tid, 1, language="en")
    (partner,) = [e for e in found.sittings[0].line if e.number != 1]

    body = pages.my_table_body("en", found, "1", None)

    _, _, rest = body.partition("<h4>Partner</h4>")
    partners, _, opponents = rest.partition("<h4>Opponents</h4>")
    assert f"Giocatore{partner.number} X" in partners
    assert "Giocatore1 X" not in partners + opponents
    assert opponents.count("<li>") == 2
