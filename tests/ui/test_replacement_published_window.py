"""Withdrawing a finalist already seated in a published final on the Registration page: the
withdrawal stands, and the page says why no replacement is offered (the final is published)
and what to do to be offered one, in the window's words, Italian and English; nobody comes
in."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.services.replacement_setups import final_published
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registration.page import RegistrationPage

STATES = {"published": with_services(final_published, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
published = state_value("published")


@pytest.mark.parametrize(
    ("language", "opening", "advice"),
    [
        (
            "it",
            "Il ritiro di {name} è registrato, ma {name} ha già un posto nella fase {final}, che"
            " è pubblicata",
            "riporta la fase in bozza («Torna in bozza» nella pagina Turni), riammetti {name} e"
            " ritira di nuovo l'iscrizione («Ritira / riammetti» nella pagina Registrazione)",
        ),
        (
            "en",
            "{name}'s withdrawal is recorded, but {name} already has a seat in stage {final},"
            " which is published",
            "take the stage back to draft (Back to draft on the Rounds page), reinstate {name}"
            " and withdraw the entry again (Withdraw / reinstate on the Registration page)",
        ),
    ],
)
def test_the_page_says_the_final_is_published(
    qtbot, ui_context, published, language: str, opening: str, advice: str
) -> None:
    tournament, final, players = published
    finalist = players[0]
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    ui_context.language = language
    try:
        ui_context.open_tournament(tournament)
        page = RegistrationPage(ui_context)
        qtbot.addWidget(page)
        page.show()
        proxy = page.proxy
        row = next(
            r for r in range(proxy.rowCount()) if str(proxy.index(r, 0).data()) == str(finalist)
        )
        page.view.selectRow(row)
        ui_context.dialogs.confirmations.append(True)  # withdraw: yes
        page.toggle_withdrawn()
    finally:
        switcher.apply("en")
        ui_context.language = "en"
    told = ui_context.dialogs.shown[-1]
    assert told.kind != "confirm"  # said, not asked: there is no place to offer
    name = f"Verdi{finalist} Luca"
    assert told.text.startswith(opening.format(name=name, final=final)), told.text
    assert advice.format(name=name) in told.text
    services = ui_context.services
    assert services.entries.get(tournament, finalist).withdrawn
    assert services.tournaments.get(tournament).settings.stage_replacements == ()
