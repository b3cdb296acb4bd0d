"""A Mitchell's first round is a Mitchell round on every face. Seated by draw (or by
registration order), as every first round is, it is still the round the movement starts from,
and the schedule counts it in "Mitchell ×3" (burraco.md): the results site, the printed
results, the window's Rounds page and `round show` all name it "Mitchell", as they name
rounds 2 and 3. A schedule opening with a Danish phase has no standings to pair round 1 by:
that round is the draw it is."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, enter_every_table, published_round
from tournament_app.exports.html import site_pages
from tournament_app.services import BurracoSettings, PairingSystem, Services
from tournament_app.services.domain_words import round_system_name
from tournament_app.services.reports import documents as reports
from tournament_app.services.settings import ScheduleStep
from tournament_app.services.values import TournamentId


def _played(services: Services, settings: BurracoSettings, rounds: int) -> TournamentId:
    """Eight pairs, `rounds` rounds published and played."""
    tournament = burraco_tournament(services, 8, settings)
    for _ in range(rounds):
        number = published_round(services, tournament)
        enter_every_table(services, tournament, number, 600, 400)
    return tournament


def _names(services: Services, tournament: TournamentId, language: str) -> list[str]:
    """Each round's system as the window and `round show` title it."""
    settings = services.tournaments.get(tournament).settings
    return [
        round_system_name(settings, r.number, r.system, language)
        for r in services.rounds.list(tournament)
    ]


@pytest.mark.parametrize("first_round", [PairingSystem.DRAW, PairingSystem.REGISTRATION])
def test_a_mitchells_first_round_is_called_mitchell_everywhere(
    services: Services, first_round: PairingSystem
) -> None:
    settings = BurracoSettings(
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 3), ScheduleStep(PairingSystem.DANESE, 1)),
        first_round=first_round,
    )
    tournament = _played(services, settings, 2)
    pages = dict(site_pages(reports.tournament_report(services, tournament, language="it")))
    assert "Risultati del turno 1 – Mitchell" in pages["turno-1.html"]
    assert "Risultati del turno 2 – Mitchell" in pages["turno-2.html"]
    assert "Sorteggio" not in pages["turno-1.html"]
    printed = reports.round_results_document(services, tournament, 1, language="en")
    assert printed.system == "Mitchell"
    assert _names(services, tournament, "it") == ["Mitchell", "Mitchell"]
    assert _names(services, tournament, "en") == ["Mitchell", "Mitchell"]


def test_a_danish_first_round_is_still_the_draw_it_is(services: Services) -> None:
    settings = BurracoSettings(
        schedule=(ScheduleStep(PairingSystem.DANESE, 2), ScheduleStep(PairingSystem.MITCHELL, 2)),
    )
    tournament = _played(services, settings, 2)
    pages = dict(site_pages(reports.tournament_report(services, tournament, language="it")))
    assert "Risultati del turno 1 – Sorteggio" in pages["turno-1.html"]
    assert "Risultati del turno 2 – Danese" in pages["turno-2.html"]
    assert _names(services, tournament, "en") == ["Draw", "Danish"]
