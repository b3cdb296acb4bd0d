"""Settings a published round was scored with stay as they were: every sheet is replayed with
the current settings, so changing one that decides whether a sheet is valid (scala 40
re-entries, the burraco semipulito and burraco reale variants) is refused, and says which.
The refusal is about where the tournament stands (STATE_REFUSED), never "correct the value":
it says what locks them and the one way out there is (round 1 back to draft while nobody has
played it, else a new tournament)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    RemainderTables,
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
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "Impostazioni bloccate dalla pubblicazione del turno 1: rientri per giocatore (con"
        " queste sono stati abbinati i turni e si contano i loro risultati). Il gioco è"
        " iniziato, quindi restano come sono: per giocare con impostazioni diverse, crea un"
        " torneo nuovo. Non è cambiato nulla."
    )
    assert describe(refused.value, "en") == (
        "Settings locked since round 1 was published: re-entries per player (the rounds were"
        " seated with them, and their results are scored by them). Play has started, so they"
        " stay as they are: to play with different ones, create a new tournament. Nothing"
        " changed."
    )
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


def test_round_1_nobody_played_goes_back_to_draft_to_free_them(services: Services) -> None:
    """13 players at 5 + 4 + 4, round 1 published and not played: the refusal advises taking
    it back to draft, and doing as it says seats 4 + 3 + 3 + 3."""
    tournament_id = scala40_tournament(services, 13)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    three_first = Scala40Settings(remainder_tables=RemainderTables.THREE_FIRST)
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tournament_id, settings=three_first)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "Impostazioni bloccate dalla pubblicazione del turno 1: tavoli non da 4 (con queste"
        " sono stati abbinati i suoi tavoli e se ne contano i risultati). Nessun tavolo lo ha"
        " ancora giocato, quindi per cambiarle riporta il turno 1 in bozza («Torna in bozza»"
        " nella pagina Turni), cambia le impostazioni, poi genera di nuovo il turno 1 («Genera"
        " il turno successivo» nella pagina Turni) e pubblicalo. Non è cambiato nulla."
    )
    assert describe(refused.value, "en", face="cli") == (
        "Settings locked since round 1 was published: tables other than 4 (its tables were"
        " seated with them, and will be scored by them). No table has played it yet, so to"
        f" change them take round 1 back to draft (torneo round unpublish -t {tournament_id}"
        " -r 1), change the settings, then generate round 1 again (torneo round generate -t"
        f" {tournament_id}) and publish it. Nothing changed."
    )
    assert services.tournaments.get(tournament_id).settings == Scala40Settings()

    services.rounds.unpublish(tournament_id, 1)
    services.tournaments.edit(tournament_id, settings=three_first)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    tables = services.rounds.get(tournament_id, 1).tables
    assert sorted((len(table.players) for table in tables), reverse=True) == [4, 3, 3, 3]


def test_the_window_greys_each_with_the_refusal_edit_would_give(services: Services) -> None:
    """What the wizard shows on a locked field is the refusal of a change of that one setting;
    nothing is locked before round 1 is published."""
    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)
    assert services.tournaments.locked_setting_refusals(tournament_id) == {}
    services.rounds.publish(tournament_id, 1)
    locked = services.tournaments.locked_setting_refusals(tournament_id)
    assert set(locked) == set(services.tournaments.locked_settings(tournament_id))
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tournament_id, settings=BurracoSettings(hands=4))
    assert describe(locked["hands"], "en") == describe(refused.value, "en")
    services.results.enter_totals(tournament_id, 1, 1, 700, 300)
    assert describe(services.tournaments.locked_setting_refusals(tournament_id)["hands"]) == (
        "Impostazioni bloccate dalla pubblicazione del turno 1: smazzate per turno (con queste"
        " sono stati abbinati i turni e si contano i loro risultati). Il gioco è iniziato,"
        " quindi restano come sono: per giocare con impostazioni diverse, crea un torneo"
        " nuovo. Non è cambiato nulla."
    )
