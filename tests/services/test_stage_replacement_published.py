"""A finalist already seated in a published final: the refusal says so (the place is taken
in a stage already published), with what to do, rather than that the player has no place to
leave; followed, the advice hands the place on. Once the final has results nobody takes the
place, and the refusal says that instead. Nothing changes on a refusal."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.rows import every_row
from tests.builders.snapshots import started, with_services
from tests.databases import Snapshot
from tests.services.replacement_setups import final_published, final_under_way
from tournament_app.services import ErrorCode, ServiceError, Services, TournamentId
from tournament_app.services.messages import describe
from tournament_app.services.stage_replacements import proposed_replacement, replace_qualifier

STATES = {
    "published": with_services(final_published),
    "under_way": with_services(final_under_way),
}

Final = tuple[TournamentId, int, tuple[int, ...]]


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def published(start: tuple[str, Any]) -> Final:
    """The final (stage 2) published, no table of it played."""
    return start[1]


@pytest.fixture
def under_way(start: tuple[str, Any]) -> Final:
    """The final published and its first hand entered."""
    return start[1]


def _refused(services: Services, tournament: TournamentId, number: int) -> ServiceError:
    """`replace_qualifier` refused, the database as it was."""
    before = every_row(services.engine)
    with pytest.raises(ServiceError) as refused:
        replace_qualifier(services, tournament, number)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert every_row(services.engine) == before
    return refused.value


def test_a_finalist_of_a_final_nobody_played_is_told_to_take_it_back_to_draft(
    services: Services, published: Final
) -> None:
    tournament, final, players = published
    finalist = players[0]
    name = f"Verdi{finalist} Luca"
    refused = _refused(services, tournament, finalist)
    assert describe(refused, "it", face="cli") == (
        f"{name} ha già un posto nella fase {final}, che è pubblicata: un qualificato si"
        " sostituisce solo prima che la fase successiva sia pubblicata. Nessun tavolo ha ancora"
        f" giocato la fase {final}: riportala in bozza (torneo round unpublish -t {tournament}"
        f" -r {final}), poi sostituisci {name} e genera di nuovo la fase (torneo round generate"
        f" -t {tournament}). Non è cambiato nulla."
    )
    assert describe(refused, "en", face="window") == (
        f"{name} already has a seat in stage {final}, which is published: a qualifier is"
        " replaced only before the next stage is published. No table has played stage"
        f" {final} yet: take it back to draft (Back to draft on the Rounds page), then replace"
        f" {name} and generate the stage again (Generate next round on the Rounds page)."
        " Nothing changed."
    )
    assert "no place in the next stage to leave" not in describe(refused, "en")


def test_the_advice_followed_hands_the_place_on(services: Services, published: Final) -> None:
    """Back to draft, the finalist is replaced by the next of stage 1's ranking: table 1's
    3rd, on 160 against table 2's 170 (the best of those not going on), who sits in the
    final generated again."""
    tournament, final, players = published
    finalist = players[0]
    third_of_table_one = services.results.sheet(tournament, 1, 1).players[2]
    services.rounds.unpublish(tournament, final)
    done = replace_qualifier(services, tournament, finalist)
    assert (done.withdrawn, done.replacement) == (finalist, third_of_table_one)
    seated = {p for table in services.rounds.generate(tournament).tables for p in table.players}
    assert seated == (set(players) - {finalist}) | {done.replacement}


def test_the_window_withdraws_then_hears_why_no_place_is_offered(
    services: Services, published: Final
) -> None:
    """The Registration page withdraws the finalist, then asks for the place: the refusal
    starts from the withdrawal and says how to be offered the place."""
    tournament, _final, players = published
    finalist = players[0]
    services.entries.withdraw(tournament, finalist)
    with pytest.raises(ServiceError) as refused:
        proposed_replacement(services, tournament, finalist)
    said = describe(refused.value, "it", face="window")
    assert said.startswith(f"Il ritiro di Verdi{finalist} Luca è registrato, ma")
    assert "riporta la fase in bozza («Torna in bozza» nella pagina Turni)" in said
    assert "ritira di nuovo l'iscrizione («Ritira / riammetti» nella pagina Registrazione)" in said


def test_a_finalist_once_the_final_has_results_has_no_place_to_hand_on(
    services: Services, under_way: Final
) -> None:
    tournament, final, players = under_way
    finalist = players[0]
    name = f"Verdi{finalist} Luca"
    refused = _refused(services, tournament, finalist)
    assert describe(refused, "en") == (
        f"{name} already has a seat in the final (stage {final}), published and with results"
        " in already: the final's seats no longer change and no stage comes after it, so"
        f" nobody can take {name}'s place. Nothing changed."
    )
    assert describe(refused, "it") == (
        f"{name} ha già un posto nella finale (fase {final}), pubblicata e con dei risultati"
        " già inseriti: i posti della finale non cambiano più e dopo di essa non viene altra"
        f" fase, quindi nessuno può prendere il posto di {name}. Non è cambiato nulla."
    )
    # Offered after a withdrawal, as the window asks: no place, nothing to offer.
    assert proposed_replacement(services, tournament, finalist) is None
