"""The per-hand scoresheet typed as the paper sheet has it: each line's base and card points,
the line's total shown as typed, the turno and its VP below, checked as typed, kept as typed.

The sheet (3 hands, FIBUR): hand 1 the domain doc's, NS 400 + 240 = 640, EW 100 + 145 = 245;
hand 2 NS 150 + 95 = 245, EW -100 (pozzetto not taken) - 20 = -120; hand 3 NS 100 + 60 = 160,
EW 300 + 180 = 480. Turno 1045 to 605, a difference of 440: the 355-500 band, 14-6."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.builders.evenings import burraco_tournament, published_round, sixteen_pairs_round_one
from tests.builders.snapshots import started, with_services
from tournament_app.services import (
    BurracoSettings,
    HandTotals,
    PairingSystem,
    ScheduleStep,
    ThreePairsTables,
)
from tournament_app.services.log.details import details_text
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

SHEET = (((400, 240), (100, 145)), ((150, 95), (-100, -20)), ((100, 60), (300, 180)))

# The tests on the `evening` start from a copy of the 16 pairs with round 1 out, made once per
# process; the others from an empty database, as `ui_context` gives.
STATES = {"evening": with_services(sixteen_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


@pytest.fixture
def evening(start):
    """The 16 pairs' context and tournament."""
    return start


def open_sheet(qtbot, context, tid, table=1, settings=None):
    """Round 1's sheet of `table`, with its result if it has one."""
    seat = context.services.rounds.get(tid, 1).tables[table - 1]
    result = context.services.results.get(tid, 1, table)
    settings = settings or BurracoSettings(hands=3)
    names = EntryNames(context, tid)
    dialog = ScoresheetDialog(context, tid, 1, seat, names, settings, result)
    qtbot.addWidget(dialog)
    return dialog


@pytest.fixture
def sheet(qtbot, evening):
    """Round 1, table 1, of a 3-hand tournament of 16 pairs, in base and cards."""
    context, tid = evening
    dialog = open_sheet(qtbot, context, tid)
    dialog.sheet_mode.setChecked(True)
    return tid, dialog


def type_sheet(dialog, sheet=SHEET) -> None:
    for fields, hand in zip(dialog.base_cards.lines, sheet, strict=True):
        for line, (base, cards) in zip(fields, hand, strict=True):
            line.base.setText(str(base))
            line.cards.setText(str(cards))


def save_enabled(dialog) -> bool:
    return dialog.buttons.button(dialog.buttons.StandardButton.Save).isEnabled()


def on_screen(qtbot, dialog):
    """The sheet shown and in front, as opened from the results page."""
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # Alt letters work in the window in front
    return dialog


def test_each_line_shows_its_total_as_it_is_typed(sheet) -> None:
    """NS 400 and 240: 640 beside them before anything else is typed."""
    _, dialog = sheet
    ns, ew = dialog.base_cards.lines[0]
    ns.base.setText("400")
    assert ns.total.text() == ""
    ns.cards.setText("240")
    assert ns.total.text() == "640"
    ew.base.setText("-100")
    ew.cards.setText("-20")
    assert ew.total.text() == "-120"
    assert "Fill in every hand" in dialog.summary.text()


def test_the_sheet_adds_up_to_the_turno_and_its_vp(sheet, ui_context) -> None:
    tid, dialog = sheet
    type_sheet(dialog)
    assert "NS 1045 — EW 605" in dialog.summary.text()
    assert "difference 440" in dialog.summary.text()
    assert "VP 14–6" in dialog.summary.text()
    dialog.save()
    result = ui_context.services.results.get(tid, 1, 1)
    assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (1045, 605, 14, 6)
    assert result.hands[1] == HandTotals.from_sheet([150, -100], [95, -20])


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("120", "NS: the base 120 cannot be made of this tournament's burraco bonuses"),
        ("153", "NS: the value 153 is not a multiple of 5"),
    ],
)
def test_a_refused_base_is_marked_on_its_row(sheet, ui_context, typed, reason) -> None:
    """Hand 2's NS base mistyped: the reason under hand 2 only, Save off, nothing saved."""
    tid, dialog = sheet
    type_sheet(dialog)
    dialog.base_cards.lines[1][0].base.setText(typed)
    assert reason in dialog.base_cards.errors[1].text()
    assert dialog.base_cards.errors[0].text() == dialog.base_cards.errors[2].text() == ""
    assert not save_enabled(dialog)
    dialog.save()
    assert ui_context.services.results.get(tid, 1, 1) is None


def test_cards_over_the_pack_are_refused(sheet) -> None:
    """900 on NS's table, 200 in EW's hands: more than the 1,080 of the pack."""
    _, dialog = sheet
    ns, ew = dialog.base_cards.lines[0]
    for edit, figure in ((ns.base, 400), (ns.cards, 900), (ew.base, 0), (ew.cards, -200)):
        edit.setText(str(figure))
    assert "more than the 1,080 points of the whole pack" in dialog.base_cards.errors[0].text()


def test_a_hand_half_typed_asks_for_the_rest(sheet) -> None:
    """Hand 1 NS typed, EW not: the row asks for both lines; an untouched hand says nothing."""
    _, dialog = sheet
    ns, _ew = dialog.base_cards.lines[0]
    ns.base.setText("400")
    ns.cards.setText("240")
    assert "type both lines' base and cards" in dialog.base_cards.errors[0].text()
    assert dialog.base_cards.errors[1].text() == ""
    assert not save_enabled(dialog)


def test_a_saved_sheet_reopens_with_its_base_and_cards(qtbot, sheet, ui_context) -> None:
    """Reopened to correct it, the sheet is in base and cards with the figures typed; one
    figure changed is a correction, in the log with the base and cards before and after."""
    tid, dialog = sheet
    type_sheet(dialog)
    dialog.save()
    again = open_sheet(qtbot, ui_context, tid)
    assert again.sheet_mode.isChecked()
    assert again.stack.currentWidget() is again.base_cards
    ns, ew = again.base_cards.lines[0]
    assert (ns.base.text(), ns.cards.text(), ns.total.text()) == ("400", "240", "640")
    assert (ew.base.text(), ew.cards.text(), ew.total.text()) == ("100", "145", "245")
    # Hand 3, EW re-read as a semipulito and a sporco with 230 of cards: the same 480.
    ew3 = again.base_cards.lines[2][1]
    ew3.base.setText("250")
    ew3.cards.setText("230")
    again.save()
    assert QDialog.result(again) == QDialog.DialogCode.Accepted
    entry = ui_context.services.audit.list(tid)[0]
    assert entry.action == "result.correct"
    before, after = details_text(entry, "en")
    assert "Hand 3: NS base 100, cards 60 — EW base 300, cards 180" in before
    assert "Hand 3: NS base 100, cards 60 — EW base 250, cards 230" in after


def test_switching_mode_shows_the_saved_totals(qtbot, sheet, ui_context) -> None:
    """As between totals and full figures: each mode keeps its own fields; the totals mode of
    a sheet saved in base and cards shows the hands' totals, and switching back finds the base
    and cards as they were."""
    tid, dialog = sheet
    type_sheet(dialog)
    dialog.save()
    again = open_sheet(qtbot, ui_context, tid)
    again.totals_mode.setChecked(True)
    assert [(ns.text(), ew.text()) for ns, ew in again.hand_totals] == [
        ("640", "245"),
        ("245", "-120"),
        ("160", "480"),
    ]
    assert "VP 14–6" in again.summary.text()
    again.sheet_mode.setChecked(True)
    assert again.base_cards.lines[1][1].base.text() == "-100"


def test_a_sheet_of_totals_opens_in_totals(qtbot, evening) -> None:
    """Saved as totals, a sheet reopens in totals, the base and cards left empty."""
    context, tid = evening
    context.services.results.enter_hands(tid, 1, 1, [HandTotals(640, 245)] * 3)
    dialog = open_sheet(qtbot, context, tid)
    assert dialog.totals_mode.isChecked()
    assert dialog.base_cards.lines[0][0].base.text() == ""


# -- by keyboard alone ----------------------------------------------------------------------


def test_alt_b_then_tab_starts_on_hand_1s_base(qtbot, evening) -> None:
    """Alt+B chooses base and cards; Tab goes from it to hand 1's NS base."""
    context, tid = evening
    dialog = on_screen(qtbot, open_sheet(qtbot, context, tid))
    qtbot.keyClick(dialog, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.sheet_mode.isChecked)  # a mnemonic clicks a moment later
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.base_cards.lines[0][0].base


def test_tab_goes_base_cards_then_the_other_line_then_the_next_hand(qtbot, sheet) -> None:
    _, dialog = sheet
    on_screen(qtbot, dialog)
    (ns1, ew1), (ns2, _ew2), _hand3 = dialog.base_cards.lines
    order = [ns1.base, ns1.cards, ew1.base, ew1.cards, ns2.base]
    order[0].setFocus()
    for here, there in itertools.pairwise(order):
        assert dialog.focusWidget() is here
        qtbot.keyClick(here, Qt.Key.Key_Tab)
        assert dialog.focusWidget() is there


def test_enter_types_through_the_sheet_and_saves_on_the_last(qtbot, sheet, ui_context) -> None:
    """Figure, Enter, figure, Enter...: base NS, cards NS, base EW, cards EW, hand after hand;
    the Enter after the last figure saves (1045-605, 14-6) and closes the sheet."""
    tid, dialog = sheet
    on_screen(qtbot, dialog)
    dialog.first_field().setFocus()
    figures = [figure for hand in SHEET for line in hand for figure in line]
    for field, figure in zip(dialog.required_fields(), figures, strict=True):
        assert dialog.isVisible() and dialog.focusWidget() is field
        qtbot.keyClicks(field, str(figure))
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    saved = ui_context.services.results.get(tid, 1, 1)
    assert (saved.ns_mp, saved.ew_mp, saved.ns_vp, saved.ew_vp) == (1045, 605, 14, 6)
    assert saved.hands[2].cards == (60, 180)


def test_enter_on_a_refused_hand_goes_to_it(qtbot, sheet, ui_context) -> None:
    """Every figure typed but hand 2's NS base is 120: Enter goes to hand 2, nothing saved."""
    tid, dialog = sheet
    on_screen(qtbot, dialog)
    type_sheet(dialog)
    dialog.base_cards.lines[1][0].base.setText("120")
    last = dialog.required_fields()[-1]
    last.setFocus()
    qtbot.keyClick(last, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.focusWidget() is dialog.base_cards.lines[1][0].base
    assert ui_context.services.results.get(tid, 1, 1) is None


# -- a table of three pairs -------------------------------------------------------------------

THREE = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
    three_pairs=ThreePairsTables.WHEN_NEEDED,
)
# NS, EW, 3rd per hand: (300, 100, 200), (200, 100, 100), (140, 45, 100): 640, 245 and 400.
# FIBUR 3 hands: 640 v 245 395 (14-6), 640 v 400 240 (12-8), 245 v 400 155 (8-12):
# VP (14+12)/2 = 13, (6+8)/2 = 7, (8+12)/2 = 10.
THREE_SHEET = (
    ((200, 100), (100, 0), (100, 100)),
    ((100, 100), (0, 100), (0, 100)),
    ((100, 40), (-100, 145), (100, 0)),
)


def test_a_table_of_three_has_three_lines_of_base_and_cards(qtbot, ui_context) -> None:
    tid = burraco_tournament(ui_context.services, 7, THREE)
    published_round(ui_context.services, tid)
    dialog = open_sheet(qtbot, ui_context, tid, table=3, settings=THREE)
    dialog.sheet_mode.setChecked(True)
    assert all(len(hand) == 3 for hand in dialog.base_cards.lines)
    type_sheet(dialog, THREE_SHEET)
    assert "NS 640 — EW 245 — 3rd 400" in dialog.summary.text()
    assert "VP 13–7–10" in dialog.summary.text()
    dialog.save()
    result = ui_context.services.results.get(tid, 1, 3)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 7, 10)
    assert result.hands[2].base == (100, -100, 100)
    again = open_sheet(qtbot, ui_context, tid, table=3, settings=THREE)
    assert again.sheet_mode.isChecked()
    assert again.base_cards.lines[2][1].cards.text() == "145"


def test_a_row_for_each_hand_of_the_turno(qtbot, evening) -> None:
    """A 4-hand tournament's sheet has four rows of base and cards."""
    context, tid = evening
    dialog = open_sheet(qtbot, context, tid, settings=BurracoSettings(hands=4))
    assert len(dialog.base_cards.lines) == 4
    assert len(dialog.base_cards.required_fields()) == 16
