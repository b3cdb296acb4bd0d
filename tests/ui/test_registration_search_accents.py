"""The registration page's searches find accented names typed with or without accents, in
capitals or not, composed or decomposed: the entries' search box and the player field's
completion from the registry."""

from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtCore import Qt

from tournament_app.services import BurracoSettings, Game, PlayerSpec, TournamentDraft
from tournament_app.ui.registration.page import RegistrationPage


@pytest.fixture
def page(qtbot, ui_context) -> RegistrationPage:
    draft = TournamentDraft(Game.BURRACO, "Venerdì", date="2026-11-27", settings=BurracoSettings())
    ui_context.open_tournament(int(ui_context.services.tournaments.create(draft).id))
    shown = RegistrationPage(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def visible_numbers(page: RegistrationPage) -> list[int]:
    return [
        int(page.proxy.index(r, 0).data())
        for r in range(page.proxy.rowCount())
        if not page.view.isRowHidden(r)
    ]


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("CANTÙ", [1]),
        ("cantù", [1]),
        ("cantu", [1]),
        (unicodedata.normalize("NFD", "Cantù"), [1]),
        ("nicolo", [2]),
        ("NICOLÒ", [2]),
        ("sorensen", [2]),
        ("strasse", [1]),
        ("pia cantu", [1]),
    ],
)
def test_the_entries_search_finds_accented_names(qtbot, page, ui_context, typed, found) -> None:
    """Typing in the search box (Ctrl+F) leaves the pairs holding every word, accents aside."""
    services, tid = ui_context.services, ui_context.tournament_id
    services.entries.add(tid, [PlayerSpec("CANTÙ", "Pia"), PlayerSpec("Straße", "Ugo")])
    services.entries.add(tid, [PlayerSpec("NICOLÒ", "Ada"), PlayerSpec("SØRENSEN", "Eva")])
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 2)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.search.hasFocus()
    # Set whole, as pasted or sent by an input method: the test keyboard types ASCII only.
    page.search.setText(typed)
    assert visible_numbers(page) == found


def test_the_player_field_offers_the_registry_player_typed_without_accents(
    qtbot, page, ui_context
) -> None:
    """ "nicolo" typed in the player field offers NICOLÒ Ugo from the registry."""
    ui_context.services.registry.add("NICOLÒ", "Ugo", tessera="FO-8")
    page.first.setFocus()
    qtbot.keyClicks(page.first, "nicolo")
    assert any("NICOLÒ Ugo" in offered for offered in page.first._choices.stringList())
