"""The results address in the wizard: typed on the first page, kept with the settings (the
QR code on the printouts opens it), shown again when the settings are changed; an address
that is not a web page's is refused with what to write, and nothing is created."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY

ADDRESS = "https://www.circolo.it/risultati"


def _to_summary(qtbot, wizard: NewTournamentWizard) -> None:
    while wizard.currentId() != PAGE_SUMMARY:
        next_button = wizard.button(QWizard.WizardButton.NextButton)
        qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)


def _wizard(qtbot, ui_context, **kwargs) -> NewTournamentWizard:
    wizard = NewTournamentWizard(ui_context, **kwargs)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def test_the_address_typed_is_kept_and_shown_again(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context)
    qtbot.keyClicks(wizard.game_page.name_edit, "Serata con QR")
    qtbot.keyClicks(wizard.game_page.results_url_edit, f" {ADDRESS} ")
    _to_summary(qtbot, wizard)
    assert ADDRESS in wizard.summary_page.text.text()
    wizard.accept()
    services = ui_context.services
    tournament = services.tournaments.get(wizard.created.id)
    assert tournament.settings.results_url == ADDRESS
    again = _wizard(qtbot, ui_context, tournament=tournament)
    assert again.game_page.results_url_edit.text() == ADDRESS
    again.game_page.results_url_edit.clear()
    _to_summary(qtbot, again)
    assert "no QR code printed" in again.summary_page.text.text()
    again.accept()
    assert services.tournaments.get(tournament.id).settings.results_url == ""


def test_an_address_without_https_is_refused(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context)
    qtbot.keyClicks(wizard.game_page.name_edit, "Serata con QR")
    qtbot.keyClicks(wizard.game_page.results_url_edit, "www.circolo.it")
    _to_summary(qtbot, wizard)
    wizard.accept()
    assert wizard.created is None
    said = ui_context.dialogs.shown[-1]
    assert "https://" in str(said)
    assert ui_context.services.tournaments.list() == ()
