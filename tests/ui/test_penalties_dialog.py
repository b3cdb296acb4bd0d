"""The penalties dialog: a reason is required, the standings lose the VP, one can be taken back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import PenaltyKind, Scala40Format, Scala40Settings
from tournament_app.ui.penalties_dialog import PenaltiesDialog


def make_dialog(qtbot, ui_context, **kwargs):
    tid = burraco_tournament(ui_context.services, 4)
    published_round(ui_context.services, tid)
    dialog = PenaltiesDialog(ui_context, tid, **kwargs)
    qtbot.addWidget(dialog)
    return tid, dialog


def test_a_reason_is_required(qtbot, ui_context):
    """Without a reason nothing is given and the director is told why."""
    tid, dialog = make_dialog(qtbot, ui_context, entry=2, round_number=1)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert "reason" in dialog.error.text()
    assert ui_context.services.penalties.list(tid) == ()


def test_a_vp_penalty_lowers_the_standings(qtbot, ui_context, qtmodeltester):
    """-2 VP to pair 3 in round 1: listed in the dialog, 2 VP fewer in the standings."""
    tid, dialog = make_dialog(qtbot, ui_context, entry=3, round_number=1)
    services = ui_context.services
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 300, 300)  # 10-10 everywhere
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.VP))
    dialog.vp.setValue(2)
    qtbot.keyClicks(dialog.reason, "gioco lento")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    (penalty,) = services.penalties.list(tid)
    assert (penalty.entry, penalty.round, penalty.kind, penalty.vp) == (3, 1, PenaltyKind.VP, 2)
    assert dialog.model.index(0, dialog.model.column_index("vp")).data() == "-2"
    standing = {row.entry: row for row in services.standings.overall(tid)}
    assert standing[3].vp == 8 and standing[4].vp == 10  # opponents are never credited
    qtmodeltester.check(dialog.model)


def test_only_the_chosen_kind_asks_for_points(qtbot, ui_context):
    """A warning takes no points; MP starts at the late-arrival 100."""
    _, dialog = make_dialog(qtbot, ui_context)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.WARNING))
    assert not dialog.vp.isEnabled() and not dialog.mp.isEnabled()
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    assert dialog.mp.isEnabled() and dialog.mp.value() == 100


def test_an_unknown_entry_is_refused(qtbot, ui_context):
    """Typing a number no pair has: refused with the reason."""
    tid, dialog = make_dialog(qtbot, ui_context)
    dialog.entry_choice.setEditText("77")
    dialog.reason.setText("ritardo")
    dialog.add_penalty()
    assert "Choose an entry" in dialog.error.text()
    assert ui_context.services.penalties.list(tid) == ()


def test_taking_a_penalty_back(qtbot, ui_context):
    """Select it, confirm: the penalty is gone."""
    tid, dialog = make_dialog(qtbot, ui_context, entry=1)
    dialog.reason.setText("ammonizione")
    dialog.add_penalty()
    dialog.view.setCurrentIndex(dialog.model.index(0, 0))
    ui_context.dialogs.confirmations.append(True)
    dialog.remove_selected()
    assert ui_context.services.penalties.list(tid) == ()
    assert dialog.model.rowCount() == 0


def _labels(dialog) -> list[str]:
    """The form's row labels as the director reads them (without the & of the shortcut)."""
    form = dialog.findChild(QFormLayout)
    labels = []
    for row in range(form.rowCount()):
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        if item is not None and isinstance(item.widget(), QLabel):
            labels.append(item.widget().text().replace("&", ""))
    return labels


def _kinds(dialog) -> list[str]:
    return [dialog.kind_choice.itemText(i) for i in range(dialog.kind_choice.count())]


def test_a_scala40_tournament_speaks_scala40(qtbot, ui_context):
    """No VP or MP in scala 40: the kinds and the figures are its own words, and an
    elimination offers no placement points to take away (it awards none)."""
    services = ui_context.services
    elimination = scala40_tournament(services, 8)
    dialog = PenaltiesDialog(ui_context, elimination)
    qtbot.addWidget(dialog)
    assert _kinds(dialog) == ["warning", "penalty points", "forfeit: last at the table"]
    labels = _labels(dialog)
    assert "Penalty points added:" in labels
    assert not [label for label in labels if "VP" in label or "MP" in label]
    assert not [label for label in labels if "Placement" in label]
    assert dialog.view.isColumnHidden(dialog.model.column_index("vp"))
    placement = scala40_tournament(
        services, 8, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS)
    )
    dialog = PenaltiesDialog(ui_context, placement)
    qtbot.addWidget(dialog)
    assert "placement points taken away" in _kinds(dialog)
    assert "Placement points taken away:" in _labels(dialog)
    assert not dialog.view.isColumnHidden(dialog.model.column_index("vp"))


def test_scala40_penalty_points_are_given_and_listed_as_added(qtbot, ui_context):
    """7 penalty points to player 3 (any whole number: cards are not counted by 5): listed
    as +7, the points going on the player's total (tests/services/test_scala40_penalties.py)."""
    services = ui_context.services
    tid = scala40_tournament(services, 4)
    published_round(services, tid)
    dialog = PenaltiesDialog(ui_context, tid, entry=3, round_number=1)
    qtbot.addWidget(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    assert dialog.mp.value() == 0  # no burraco late-arrival 100 here
    dialog.mp.setValue(7)
    qtbot.keyClicks(dialog.reason, "ritardo")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    assert dialog.model.index(0, dialog.model.column_index("mp")).data() == "+7"
    assert dialog.model.index(0, dialog.model.column_index("kind")).data() == "penalty points"


def test_a_burraco_tournament_offers_no_forfeit_penalty(qtbot, ui_context):
    """A burraco turno lost by forfeit is the table's result (Results ▸ Forfeit…), which gives
    the opponents their VP; as a penalty it counted nothing, so it is not offered."""
    from tests.builders.evenings import burraco_tournament

    dialog = PenaltiesDialog(ui_context, burraco_tournament(ui_context.services, 4))
    qtbot.addWidget(dialog)
    assert _kinds(dialog) == ["warning", "VP taken away", "MP taken away"]


def test_the_list_shows_every_column_whole_at_the_dialogs_own_size(qtbot, ui_context):
    """+20 for slow play to a scala 40 player: at the size the dialog opens with, the list
    shows the entry, the kind, the +20 and the reason whole, with no scrolling sideways."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    dialog = PenaltiesDialog(ui_context, tid, entry=3, round_number=1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    dialog.mp.setValue(20)
    qtbot.keyClicks(dialog.reason, "gioco lento al tavolo")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    qtbot.wait(10)  # the layout settles on the new widths
    view, model = dialog.view, dialog.model
    assert model.index(0, model.column_index("mp")).data() == "+20"
    assert view.horizontalScrollBar().maximum() == 0
    width = view.viewport().width()
    for column in range(model.columnCount()):
        if view.isColumnHidden(column):
            continue
        assert view.columnViewportPosition(column) + view.columnWidth(column) <= width
        needed = max(
            view.sizeHintForColumn(column), view.horizontalHeader().sectionSizeHint(column)
        )
        assert view.columnWidth(column) >= needed, model.columns[column].key


def test_a_vp_penalty_takes_mp_with_it_in_one_line(qtbot, ui_context):
    """Burraco penalties are in VP and/or MP: -1 VP and -55 MP given at once, listed on one
    line and counted in both; an MP penalty chosen after it starts again from 100 MP alone."""
    tid, dialog = make_dialog(qtbot, ui_context, entry=3, round_number=1)
    services = ui_context.services
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 300, 300)
    before = {row.entry: row for row in services.standings.overall(tid)}[3]
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.VP))
    assert dialog.vp.isEnabled() and dialog.mp.isEnabled()
    assert (dialog.vp.value(), dialog.mp.value()) == (1, 0)
    dialog.mp.setValue(55)
    qtbot.keyClicks(dialog.reason, "due ammonizioni")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    (penalty,) = services.penalties.list(tid)
    assert (penalty.kind, penalty.vp, penalty.mp) == (PenaltyKind.VP, 1, 55)
    assert dialog.model.index(0, dialog.model.column_index("vp")).data() == "-1"
    assert dialog.model.index(0, dialog.model.column_index("mp")).data() == "-55"
    after = {row.entry: row for row in services.standings.overall(tid)}[3]
    assert after.vp == before.vp - 1
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    assert not dialog.vp.isEnabled() and dialog.mp.value() == 100


def test_a_scala40_placement_penalty_takes_no_penalty_points_with_it(qtbot, ui_context):
    tid = scala40_tournament(
        ui_context.services, 8, settings=Scala40Settings(format=Scala40Format.PLACEMENT_POINTS)
    )
    dialog = PenaltiesDialog(ui_context, tid)
    qtbot.addWidget(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.VP))
    assert dialog.vp.isEnabled() and not dialog.mp.isEnabled()
