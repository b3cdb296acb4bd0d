"""Deleting a saved VP table from the editor: chosen in the Saved table list, Delete… asks with
the table's name (No keeps it), and once deleted the list drops it and the line under it says,
in the words `torneo vp-table delete` prints, that the tournaments using it keep their copy.
In English and Italian; a table another station deleted meanwhile is refused and dropped; the
wizard that opened the editor lists it no more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWizard

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    VictoryPointBand,
    VictoryPointScale,
    open_services,
)
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.vp_table_editor import VpTableEditor
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_SCORING

CLUB_2 = VictoryPointScale(
    "Circolo 2", 2, (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(400, 20))
)
CLUB_3 = VictoryPointScale(
    "Circolo 3", 3, (VictoryPointBand(0, 10), VictoryPointBand(100, 12), VictoryPointBand(900, 20))
)


@pytest.fixture
def club(ui_context):
    """The two saved tables, and a tournament made with CLUB_2."""
    services = ui_context.services
    services.tournaments.save_vp_scale(CLUB_2)
    services.tournaments.save_vp_scale(CLUB_3)
    settings = BurracoSettings(
        hands=2, vp_scale=CLUB_2, schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),)
    )
    return burraco_tournament(services, 4, settings, name="Lunedì")


def _editor(qtbot, context) -> VpTableEditor:
    editor = VpTableEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def _listed(editor: VpTableEditor) -> list[str]:
    combo = editor.saved_combo
    return [combo.itemText(i) for i in range(combo.count())]


def _choose(qtbot, editor: VpTableEditor, text: str) -> None:
    """Choose `text` in the Saved table list with the keyboard, as a director would."""
    combo = editor.saved_combo
    combo.setFocus()
    while combo.currentText() != text:
        before = combo.currentIndex()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, f"{text} is not listed: {_listed(editor)}"


def _click_delete(qtbot, editor: VpTableEditor) -> None:
    qtbot.mouseClick(editor.delete_button, Qt.MouseButton.LeftButton)


def _saved(context) -> list[str]:
    return [scale.name for scale in context.services.tournaments.saved_vp_scales()]


def test_delete_asks_with_the_name_and_says_the_tournament_keeps_its_copy(
    qtbot, ui_context, club
) -> None:
    editor = _editor(qtbot, ui_context)
    assert _listed(editor) == ["New table", "Circolo 2 (2 hands)", "Circolo 3 (3 hands)"]
    assert editor.delete_button.text() == "&Delete…"
    assert not editor.delete_button.isEnabled()  # nothing saved chosen: nothing to delete
    assert editor.delete_button.toolTip() == "Choose a saved table in the list to delete it"

    _choose(qtbot, editor, "Circolo 2 (2 hands)")
    # Chosen, the table is loaded as it was saved.
    assert editor.name_edit.text() == "Circolo 2" and editor.hands_spin.value() == 2
    assert editor.rows() == [(0, 10), (40, 12), (400, 20)]
    assert editor.delete_button.isEnabled()
    assert editor.delete_button.toolTip().startswith("Delete the saved table chosen")

    dialogs = ui_context.dialogs
    dialogs.confirmations.append(False)
    _click_delete(qtbot, editor)
    (asked,) = dialogs.shown
    assert (asked.kind, asked.title) == ("confirm", "Delete VP table")
    assert asked.text.startswith("Delete the saved VP table “Circolo 2”?")
    assert "keep their own copy" in asked.text
    assert _saved(ui_context) == ["Circolo 2", "Circolo 3"]  # No keeps it
    assert not editor.note_label.isVisible()

    dialogs.confirmations.append(True)
    _click_delete(qtbot, editor)
    assert _saved(ui_context) == ["Circolo 3"]
    assert _listed(editor) == ["New table", "Circolo 3 (3 hands)"]
    assert not editor.delete_button.isEnabled()
    assert editor.note_label.isVisible()
    assert editor.note_label.text() == (
        "VP table “Circolo 2” deleted (it can be undone)."
        " The tournament that uses it, “Lunedì”, keeps its own copy."
    )
    assert ui_context.services.tournaments.get(club).settings.vp_scale == CLUB_2
    assert dialogs.messages("warn") == [] and dialogs.messages("error") == []
    # The rows stay: Save puts the table back.
    assert editor.rows() == [(0, 10), (40, 12), (400, 20)]

    _choose(qtbot, editor, "Circolo 3 (3 hands)")
    assert not editor.note_label.isVisible()


def test_in_italian(qtbot, ui_context, club) -> None:
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        ui_context.language = "it"
        editor = _editor(qtbot, ui_context)
        assert _listed(editor) == [
            "Nuova tabella",
            "Circolo 2 (2 smazzate)",
            "Circolo 3 (3 smazzate)",
        ]
        assert editor.delete_button.text() == "&Elimina…"
        assert editor.delete_button.toolTip() == (
            "Scegli una tabella salvata nell'elenco per eliminarla"
        )
        _choose(qtbot, editor, "Circolo 2 (2 smazzate)")
        ui_context.dialogs.confirmations.append(True)
        _click_delete(qtbot, editor)
        (asked,) = ui_context.dialogs.shown
        assert asked.title == "Elimina tabella PV"
        assert asked.text.startswith("Eliminare la tabella dei PV salvata «Circolo 2»?")
        assert editor.note_label.text() == (
            "Tabella dei PV «Circolo 2» eliminata (si può annullare)."
            " Il torneo che la usa, «Lunedì», ne conserva una copia propria."
        )
    finally:
        languages.apply("en")


def test_a_table_another_station_deleted_is_refused_and_dropped(qtbot, ui_context, club) -> None:
    editor = _editor(qtbot, ui_context)
    _choose(qtbot, editor, "Circolo 2 (2 hands)")
    other = open_services(ui_context.database, station="sala 2")
    try:
        other.tournaments.delete_vp_scale("Circolo 2")
    finally:
        other.close()

    ui_context.dialogs.confirmations.append(True)
    _click_delete(qtbot, editor)
    (refusal,) = ui_context.dialogs.messages("warn")
    assert refusal == (
        "VP table “Circolo 2” does not exist. Check the name and try again"
        " (the club's saved tables are in the Saved table list)."
    )
    assert _listed(editor) == ["New table", "Circolo 3 (3 hands)"]
    assert editor.deleted == [] and not editor.note_label.isVisible()


def test_the_wizard_lists_a_table_deleted_in_its_editor_no_more(qtbot, ui_context, club) -> None:
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Due smazzate")
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    wizard.format_page.hands_spin.setValue(2)
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    combo = wizard.scoring_page.vp_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Circolo 2"]

    def delete_then_cancel() -> None:
        editor = QApplication.activeModalWidget()
        assert isinstance(editor, VpTableEditor)
        _choose(qtbot, editor, "Circolo 2 (2 hands)")
        ui_context.dialogs.confirmations.append(True)
        _click_delete(qtbot, editor)
        editor.reject()

    QTimer.singleShot(0, delete_then_cancel)
    qtbot.mouseClick(wizard.scoring_page.new_table, Qt.MouseButton.LeftButton)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "No table for 2 hands: make a custom one"
    ]
    assert not next_button.isEnabled()
