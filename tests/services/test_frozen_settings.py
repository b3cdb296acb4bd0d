"""Settings a published round was scored with stay as they were: every sheet is replayed with
the current settings, so changing one that decides whether a sheet is valid (scala 40
re-entries, the burraco semipulito and burraco reale variants) is refused, and says which."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Scala40Hand,
    Scala40Settings,
    ServiceError,
    Services,
)
from tournament_app.services.messages import describe


def test_reentries_cannot_change_once_a_round_is_published(services: Services) -> None:
    """Player d re-entered under re-entries = 1; turning re-entry off is refused, names the
    setting, and the standings and the sheet still open."""
    settings = Scala40Settings(reentries=1)
    tournament_id = scala40_tournament(services, players=4, settings=settings)
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    a, b, c, d = table.players
    hand = Scala40Hand(((b, 60), (c, 30), (d, 101)), closer=a)
    services.results.enter_hand(tournament_id, 1, 1, hand)
    services.results.reenter(tournament_id, 1, 1, d, expected_version=1)

    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tournament_id, settings=replace(settings, reentries=0))
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert "rientri per giocatore" in describe(refused.value, "it")
    assert services.tournaments.get(tournament_id).settings.reentries == 1
    assert services.results.sheet(tournament_id, 1, 1).hands[0].reentries == (d,)
    assert services.standings.overall(tournament_id)


@pytest.mark.parametrize(
    ("variant", "words"),
    [({"no_semipulito": True}, "senza semipulito"), ({"burraco_reale": True}, "burraco reale")],
)
def test_burraco_variants_cannot_change_once_a_round_is_published(
    services: Services, variant: dict[str, bool], words: str
) -> None:
    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tournament_id, settings=replace(BurracoSettings(), **variant))
    assert words in describe(refused.value, "it")
    assert services.tournaments.get(tournament_id).settings == BurracoSettings()


def test_the_variants_change_freely_before_round_1_is_published(services: Services) -> None:
    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)  # a draft only
    changed = replace(BurracoSettings(), no_semipulito=True, burraco_reale=True)
    assert services.tournaments.edit(tournament_id, settings=changed).settings == changed
