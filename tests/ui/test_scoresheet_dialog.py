"""The per-hand scoresheet: added up and checked as it is typed, saved as one result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.builders.evenings import burraco_tournament, published_round, sixteen_pairs_round_one
from tests.builders.snapshots import started, with_services
from tournament_app.services import BurracoSettings
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

# The tests on the `sheet` start from a copy of the 16 pairs with round 1 out, made once per
# process; the others from an empty database, as `ui_context` gives.
STATES = {"sheet": with_services(sixteen_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


@pytest.fixture
def sheet(qtbot, start):
    """The scoresheet of round 1, table 1, of a 3-hand tournament of 16 pairs."""
    ui_context, tid = start
    seat = ui_context.services.rounds.get(tid, 1).tables[0]
    dialog = ScoresheetDialog(
        ui_context, tid, 1, seat, EntryNames(ui_context, tid), BurracoSettings(hands=3)
    )
    qtbot.addWidget(dialog)
    return tid, seat, dialog


def save_enabled(dialog):
    return dialog.buttons.button(dialog.buttons.StandardButton.Save).isEnabled()


def test_hand_totals_add_up_to_the_turno_and_its_vp(sheet, ui_context):
    """640+100+50 against 245+300+100: 790 to 645, difference 145, VP 11-9 (FIBUR 3 hands)."""
    tid, seat, dialog = sheet
    hands = [(640, 245), (100, 300), (50, 100)]
    for (ns, ew), (ns_mp, ew_mp) in zip(dialog.hand_totals, hands, strict=True):
        ns.setText(str(ns_mp))
        ew.setText(str(ew_mp))
    assert "NS 790 — EW 645" in dialog.summary.text()
    assert "VP 11–9" in dialog.summary.text()
    dialog.save()
    result = ui_context.services.results.get(tid, 1, seat.table)
    assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (790, 645, 11, 9)
    assert len(result.hands) == 3


def test_a_hand_not_multiple_of_5_is_marked_on_its_row(sheet):
    """The reason appears beside the wrong hand and Save stays off."""
    _, _, dialog = sheet
    for ns, ew in dialog.hand_totals:
        ns.setText("100")
        ew.setText("100")
    dialog.hand_totals[1][0].setText("103")
    assert "multiple of 5" in dialog.hand_errors[1].text()
    assert dialog.hand_errors[0].text() == ""
    assert not save_enabled(dialog)


def fill_line(fields, *, clean=0, dirty=0, closed=False, pozzetto=True, table=0, hand=0):
    fields.clean.setValue(clean)
    fields.dirty.setValue(dirty)
    fields.closed.setChecked(closed)
    fields.pozzetto.setChecked(pozzetto)
    fields.table_points.setText(str(table))
    fields.hand_points.setText(str(hand))


def test_full_figures_score_the_domain_doc_example(sheet):
    """A closes with a pulito and a sporco and 240 on the table: 640; B 100 + 180 - 35: 245."""
    _, _, dialog = sheet
    dialog.detail_mode.setChecked(True)
    ns, ew = dialog.details[0]
    fill_line(ns, clean=1, dirty=1, closed=True, table=240)
    fill_line(ew, dirty=1, table=180, hand=35)
    assert ns.total.text() == "640" and ew.total.text() == "245"
    # B without its pozzetto: 145 (the domain doc's variant of the example)
    ew.pozzetto.setChecked(False)
    assert ew.total.text() == "145"


def test_two_lines_closing_is_refused_as_you_type(sheet):
    """Only one line can close a hand: the row says so and Save stays off."""
    _, _, dialog = sheet
    dialog.detail_mode.setChecked(True)
    for hand, (ns, ew) in enumerate(dialog.details):
        fill_line(ns, clean=1, closed=True, table=200)
        fill_line(ew, dirty=1, closed=hand == 0, table=150)
    assert "only one can close" in dialog.detail_errors[0].text()
    assert dialog.detail_errors[1].text() == ""
    assert not save_enabled(dialog)


def test_closing_without_a_burraco_is_refused(sheet):
    """The closing line needs a burraco: the row names NS, the line that closed."""
    _, _, dialog = sheet
    dialog.detail_mode.setChecked(True)
    ns, ew = dialog.details[0]
    fill_line(ns, closed=True, table=200)
    fill_line(ew, table=100)
    said = dialog.detail_errors[0].text()
    assert said.startswith("NS: ") and "has no burraco" in said


def test_an_untouched_hand_is_never_saved_as_zero(sheet):
    """Full figures for hand 1 only: hands 2 and 3 ask for their cards, Save stays off."""
    _, _, dialog = sheet
    dialog.detail_mode.setChecked(True)
    ns, ew = dialog.details[0]
    fill_line(ns, clean=1, dirty=1, closed=True, table=240)
    fill_line(ew, dirty=1, table=180, hand=35)
    assert "cards on the table" in dialog.detail_errors[1].text()
    assert not save_enabled(dialog)


def test_a_hand_over_the_pack_asks_before_saving(sheet, ui_context):
    """1,200 in one hand is more than the 1,080 of the pack: asked; No saves nothing."""
    tid, seat, dialog = sheet
    for (ns, ew), (ns_mp, ew_mp) in zip(
        dialog.hand_totals, [(1200, 100), (300, 200), (250, 300)], strict=True
    ):
        ns.setText(str(ns_mp))
        ew.setText(str(ew_mp))
    ui_context.dialogs.confirmations.append(False)
    dialog.save()
    assert "hand 1: NS has 1200, over 1,080" in ui_context.dialogs.messages("confirm")[-1]
    assert ui_context.services.results.get(tid, 1, seat.table) is None
    ui_context.dialogs.confirmations.append(True)
    dialog.save()
    assert ui_context.services.results.get(tid, 1, seat.table).ns_mp == 1750


def test_the_reale_variant_adds_its_two_columns(qtbot, ui_context):
    """With burraco reale played, each line has Reale and Super counts: NS closes with a reale
    and 200 on the table, 600 (300 + 100 + 200); EW a super burraco, 150 on the table, 20 in
    hand, 380 (250 + 150 - 20). Without the variant there are no such columns."""
    settings = BurracoSettings(hands=3, burraco_reale=True)
    tid = burraco_tournament(ui_context.services, 16, settings)
    published_round(ui_context.services, tid)
    seat = ui_context.services.rounds.get(tid, 1).tables[0]
    dialog = ScoresheetDialog(ui_context, tid, 1, seat, EntryNames(ui_context, tid), settings)
    qtbot.addWidget(dialog)
    dialog.detail_mode.setChecked(True)
    ns, ew = dialog.details[0]
    assert ns.reale is not None and ew.super_burraco is not None
    ns.reale.setValue(1)
    fill_line(ns, closed=True, table=200)
    ew.super_burraco.setValue(1)
    fill_line(ew, table=150, hand=20)
    assert (ns.total.text(), ew.total.text()) == ("600", "380")


def test_without_the_variant_there_is_no_reale_column(sheet):
    _, _, dialog = sheet
    ns, _ew = dialog.details[0]
    assert ns.reale is None and ns.super_burraco is None


def test_a_sheet_entered_with_full_figures_reopens_with_them(qtbot, ui_context):
    """The domain doc's hand (640 v 245) and two more, entered figure by figure with a reale
    played; reopened to correct it, the dialog shows the same figures, so one change is one
    figure, not the whole sheet retyped."""
    from tournament_app.services import HandBreakdown, LineHand

    settings = BurracoSettings(hands=3, burraco_reale=True)
    tid = burraco_tournament(ui_context.services, 16, settings)
    published_round(ui_context.services, tid)
    seat = ui_context.services.rounds.get(tid, 1).tables[0]
    example = HandBreakdown(
        ns=LineHand(clean=1, dirty=1, closed=True, melded=240),
        ew=LineHand(dirty=1, melded=180, in_hand=35),
    )
    reale = HandBreakdown(ns=LineHand(closed=True, melded=200, reale=1), ew=LineHand(melded=100))
    quiet = HandBreakdown(ns=LineHand(melded=50), ew=LineHand(melded=60))
    stored = ui_context.services.results.enter_hands(tid, 1, seat.table, [example, reale, quiet])
    names = EntryNames(ui_context, tid)
    dialog = ScoresheetDialog(ui_context, tid, 1, seat, names, settings, stored)
    qtbot.addWidget(dialog)
    assert dialog.detail_mode.isChecked()
    (ns, ew), (ns2, _ew2), _third = dialog.details
    assert (ns.total.text(), ew.total.text()) == ("640", "245")
    assert ns2.reale is not None and ns2.reale.value() == 1 and ns2.total.text() == "600"
    assert ew.hand_points.text() == "35" and ns.closed.isChecked()


# -- by keyboard alone ----------------------------------------------------------------------

# Three hands typed NS-EW: 300-120, 200-245, 100-5 make 600 to 370, a difference of 230,
# in the 155-250 band of the FIBUR 3-hand table: 12-8 (domain doc).
HANDS = ((300, 120), (200, 245), (100, 5))


def on_screen(qtbot, dialog):
    """The sheet shown and active, as opened from the results page."""
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    return dialog


def test_the_sheet_opens_on_hand_1(qtbot, sheet):
    """The first key typed goes into hand 1's NS total, not on the mode's radio button."""
    dialog = on_screen(qtbot, sheet[2])
    assert dialog.focusWidget() is dialog.hand_totals[0][0]


def test_enter_types_through_the_sheet_and_saves_on_the_last(qtbot, sheet, ui_context):
    """Figure, Enter, figure, Enter...: each Enter goes to the next empty total; the Enter
    after the last one saves the sheet (600-370, 12-8) and closes it."""
    tid, seat, dialog = sheet
    on_screen(qtbot, dialog)
    fields = [edit for pair in dialog.hand_totals for edit in pair]
    figures = [figure for hand in HANDS for figure in hand]
    for field, figure in zip(fields, figures, strict=True):
        assert dialog.isVisible() and dialog.focusWidget() is field
        qtbot.keyClicks(field, str(figure))
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert QDialog.result(dialog) == QDialog.DialogCode.Accepted  # `result` is the stored one
    saved = ui_context.services.results.get(tid, 1, seat.table)
    assert (saved.ns_mp, saved.ew_mp, saved.ns_vp, saved.ew_vp) == (600, 370, 12, 8)


def test_enter_goes_to_the_empty_total_left_behind(qtbot, sheet):
    """Hand 1 NS skipped with Tab: Enter after the last total goes back to it."""
    dialog = on_screen(qtbot, sheet[2])
    ns1 = dialog.hand_totals[0][0]
    qtbot.keyClick(ns1, Qt.Key.Key_Tab)
    for edit in [edit for pair in dialog.hand_totals for edit in pair][1:]:
        assert dialog.focusWidget() is edit
        qtbot.keyClicks(edit, "100")
        qtbot.keyClick(edit, Qt.Key.Key_Tab)
    qtbot.keyClick(dialog.hand_totals[-1][1], Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.focusWidget() is ns1


def test_enter_on_a_wrong_hand_goes_to_it(qtbot, sheet, ui_context):
    """Every total typed but hand 2 NS is 103: Enter does not save, it goes to hand 2."""
    tid, seat, dialog = sheet
    on_screen(qtbot, dialog)
    typed = [(300, 120), (103, 245), (100, 5)]
    for (ns, ew), (ns_mp, ew_mp) in zip(dialog.hand_totals, typed, strict=True):
        qtbot.keyClicks(ns, str(ns_mp))
        qtbot.keyClicks(ew, str(ew_mp))
    qtbot.keyClick(dialog.hand_totals[-1][1], Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert "multiple of 5" in dialog.hand_errors[1].text()
    assert dialog.focusWidget() is dialog.hand_totals[1][0]
    assert dialog.hand_totals[1][0].selectedText() == "103"
    assert ui_context.services.results.get(tid, 1, seat.table) is None


def test_enter_in_full_figures_goes_to_the_cards_on_the_table(qtbot, sheet):
    """Full figures: Enter after hand 1 NS's cards on the table goes to EW's, then hand 2's."""
    dialog = on_screen(qtbot, sheet[2])
    dialog.detail_mode.setChecked(True)
    ns, ew = dialog.details[0]
    ns.table_points.setFocus()
    qtbot.keyClicks(ns.table_points, "240")
    qtbot.keyClick(ns.table_points, Qt.Key.Key_Return)
    assert dialog.focusWidget() is ew.table_points
    qtbot.keyClicks(ew.table_points, "180")
    qtbot.keyClick(ew.table_points, Qt.Key.Key_Return)
    assert dialog.focusWidget() is dialog.details[1][0].table_points


def test_the_headings_sit_just_above_the_hands(qtbot, sheet):
    """NS/EW are read just above hand 1 (they floated ~90 px over it: the totals page was as
    tall as the full-figures page, and its heading row took the spare height)."""
    dialog = on_screen(qtbot, sheet[2])
    qtbot.wait(50)  # the layout settles
    ns1 = dialog.hand_totals[0][0]
    page = dialog.stack.currentWidget()
    heading = page.layout().itemAtPosition(0, 1).widget()
    # A label's text sits in the middle of its height: that is where the eye finds it.
    heading_middle = heading.mapTo(page, heading.rect().center()).y()
    assert ns1.mapTo(page, ns1.rect().topLeft()).y() - heading_middle < ns1.height()
