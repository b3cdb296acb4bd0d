"""`torneo replace-qualifier` for a finalist seated in a published final: the refusal gives
the real reason (the place is taken in a stage already published) and the commands to follow
while no table has played it, in Italian and in English; once the final has results, that
nobody can take the place. Nothing changes."""

from __future__ import annotations

import pytest

from tests.builders.rows import every_row
from tests.cli.cli_helpers import Torneo
from tests.services.replacement_setups import final_published, final_under_way
from tournament_app.services import open_services


def _final(database_url: str, build):  # type: ignore[no-untyped-def]
    services = open_services(database_url, station="test")
    try:
        return build(services)
    finally:
        services.close()


def _rows(database_url: str) -> dict[str, list[str]]:
    services = open_services(database_url, station="test")
    try:
        return every_row(services.engine)
    finally:
        services.close()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "it",
            "{name} ha già un posto nella fase {final}, che è pubblicata: un qualificato si"
            " sostituisce solo prima che la fase successiva sia pubblicata. Nessun tavolo ha"
            " ancora giocato la fase {final}: riportala in bozza (torneo round unpublish -t {t}"
            " -r {final}), poi sostituisci {name} e genera di nuovo la fase (torneo round"
            " generate -t {t}). Non è cambiato nulla.",
        ),
        (
            "en",
            "{name} already has a seat in stage {final}, which is published: a qualifier is"
            " replaced only before the next stage is published. No table has played stage"
            " {final} yet: take it back to draft (torneo round unpublish -t {t} -r {final}),"
            " then replace {name} and generate the stage again (torneo round generate -t {t})."
            " Nothing changed.",
        ),
    ],
)
def test_a_finalist_of_a_published_final_is_told_the_real_reason(
    database_url, capsys, language: str, said: str
) -> None:
    tournament, final, players = _final(database_url, final_published)
    finalist = players[0]
    torneo = Torneo(database_url, capsys, language=language)
    before = _rows(database_url)
    for confirmed in ((), ("--yes",)):
        refused = torneo.refused("replace-qualifier", "-t", tournament, finalist, *confirmed)
        assert refused["error"]["message"] == said.format(
            name=f"Verdi{finalist} Luca", final=final, t=tournament
        )
    assert _rows(database_url) == before
    # The advice followed: back to draft, the place is handed on.
    torneo.ok("round", "unpublish", "-t", tournament, "-r", final)
    done = torneo.ok("replace-qualifier", "-t", tournament, finalist, "--yes")
    assert done["withdrawn"] == finalist and done["replacement"] not in players


def test_once_the_final_has_results_nobody_takes_the_place(database_url, capsys) -> None:
    tournament, final, players = _final(database_url, final_under_way)
    finalist = players[0]
    before = _rows(database_url)
    refused = Torneo(database_url, capsys).refused("replace-qualifier", "-t", tournament, finalist)
    assert refused["error"]["message"] == (
        f"Verdi{finalist} Luca already has a seat in the final (stage {final}), published and"
        " with results in already: the final's seats no longer change and no stage comes after"
        f" it, so nobody can take Verdi{finalist} Luca's place. Nothing changed."
    )
    assert _rows(database_url) == before
