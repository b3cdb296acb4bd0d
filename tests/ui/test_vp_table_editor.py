"""The custom VP table editor checks the table as it is typed and saves it for reuse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tournament_app.ui.vp_table_editor import FROM_COLUMN, TO_COLUMN, WINNER_COLUMN, VpTableEditor


@pytest.fixture
def context(ui_context):
    return ui_context


@pytest.fixture
def editor(qtbot, context):
    editor = VpTableEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def save_button(editor: VpTableEditor):
    return editor.buttons.button(QDialogButtonBox.StandardButton.Save)


def set_cell(editor: VpTableEditor, row: int, column: int, value: int) -> None:
    editor.grid.item(row, column).setData(Qt.ItemDataRole.EditRole, value)


def test_starts_from_the_fibur_three_hand_rows(editor) -> None:
    """The first rows read 0-50 at 10-10 and 55-150 at 11-9; the last is open-ended."""
    assert editor.rows()[:2] == [(0, 10), (55, 11)]
    assert editor.grid.item(0, TO_COLUMN).text() == "50"
    assert editor.grid.item(1, TO_COLUMN).text() == "150"
    assert editor.grid.item(editor.grid.rowCount() - 1, TO_COLUMN).text() == "and over"


def test_a_name_is_needed_to_save(qtbot, editor) -> None:
    """A valid table without a name cannot be saved, and the reason is shown."""
    assert not save_button(editor).isEnabled()
    assert "name" in editor.problem_label.text()
    qtbot.keyClicks(editor.name_edit, "Club 3 hands")
    assert save_button(editor).isEnabled()
    assert editor.problem_label.text() == ""


@pytest.mark.parametrize(
    ("row", "column", "value", "reason"),
    [
        (1, FROM_COLUMN, 57, "multiple of 5"),
        (3, FROM_COLUMN, 303, "Row 4"),
        (0, WINNER_COLUMN, 11, "10-10"),
        (3, WINNER_COLUMN, 11, "Row 4"),
        (0, FROM_COLUMN, 5, "start at an MP difference of 0"),
    ],
)
def test_broken_tables_are_refused_with_the_reason(
    qtbot, editor, row, column, value, reason
) -> None:
    """Each broken rule disables Save and names what to fix."""
    qtbot.keyClicks(editor.name_edit, "Broken")
    set_cell(editor, row, column, value)
    assert not save_button(editor).isEnabled()
    assert reason in editor.problem_label.text()


def test_loser_vp_follow_the_winner(editor) -> None:
    """The loser's VP are 20 minus the winner's, filled in at once."""
    set_cell(editor, 2, WINNER_COLUMN, 13)
    assert editor.grid.item(2, 3).text() == "7"


def test_saved_table_is_offered_for_reuse(qtbot, editor, context) -> None:
    """Save stores the table in the database, listed after the FIBUR ones."""
    qtbot.keyClicks(editor.name_edit, "Circolo 2 smazzate")
    editor.hands_spin.setValue(2)
    editor.set_rows([(0, 10), (35, 11), (75, 12), (115, 14)])
    qtbot.mouseClick(save_button(editor), Qt.MouseButton.LeftButton)
    assert editor.saved_scale is not None
    saved = [s for s in context.services.tournaments.vp_scales() if s.name == "Circolo 2 smazzate"]
    assert len(saved) == 1
    assert saved[0].hands == 2
    assert [(b.min_difference, b.winner_vp) for b in saved[0].bands] == [
        (0, 10),
        (35, 11),
        (75, 12),
        (115, 14),
    ]


def test_rows_can_be_added_and_removed(qtbot, editor) -> None:
    """Add row appends a band above the last; Remove row takes the selected one away."""
    count = editor.grid.rowCount()
    editor.grid.setCurrentCell(count - 1, FROM_COLUMN)
    editor._remove_row()
    assert editor.grid.rowCount() == count - 1
    editor._add_row()
    assert editor.grid.rowCount() == count
