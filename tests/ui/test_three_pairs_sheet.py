"""The hand-by-hand sheet of a table of three pairs (burraco a sei): three lines per hand, each
hand checked by the table of three's rules (162 cards, a pozzetto only after a burraco), the
turno's three totals and VP by the tournament's rule, saved as the quick line and `--mp A B C`
save it.

7 pairs in registration order: tables 1 v 2, 3 v 4, and 5 v 6 v 7 at table 3. A 3-hand turno
of 640, 245 and 400 (FIBUR's table): 640 v 245 395 (14-6), 640 v 400 240 (12-8), 245 v 400
155 (8-12): VP (14+12)/2 = 13, (6+8)/2 = 7, (8+12)/2 = 10."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.snapshots import started, with_services
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    ThreePairsTables,
)
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

SETTINGS = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
    three_pairs=ThreePairsTables.WHEN_NEEDED,
)
#: Each hand's three lines (NS, EW, 3rd), adding up to 640, 245 and 400.
HANDS = [(300, 100, 200), (200, 100, 100), (140, 45, 100)]


def seven_pairs_round_one(services) -> int:
    """7 pairs, a table of three when needed, round 1 published."""
    tid = burraco_tournament(services, 7, SETTINGS)
    published_round(services, tid)
    return tid


# Every test starts from a copy of the evening, made once per process.
STATES = {"start": with_services(seven_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


def open_sheet(qtbot, context, tid, table=3):
    seat = context.services.rounds.get(tid, 1).tables[table - 1]
    result = context.services.results.get(tid, 1, table)
    dialog = ScoresheetDialog(context, tid, 1, seat, EntryNames(context, tid), SETTINGS, result)
    qtbot.addWidget(dialog)
    return dialog


def type_totals(qtbot, dialog, hands) -> None:
    """Each hand's three figures typed, Tab from one to the next."""
    for edits, figures in zip(dialog.hand_totals, hands, strict=True):
        for edit, figure in zip(edits, figures, strict=True):
            edit.setFocus()
            qtbot.keyClicks(edit, str(figure))


def test_three_lines_per_hand_add_up_to_the_turno_and_its_vp(qtbot, start) -> None:
    context, tid = start
    dialog = open_sheet(qtbot, context, tid)
    assert [len(edits) for edits in dialog.hand_totals] == [3, 3, 3]
    type_totals(qtbot, dialog, HANDS)
    assert "NS 640 — EW 245 — 3rd 400" in dialog.summary.text()
    assert "VP 13–7–10" in dialog.summary.text()
    dialog.save()
    assert dialog.saved is not None
    saved = context.services.results.get(tid, 1, 3)
    assert (saved.ns_mp, saved.ew_mp, saved.third_mp) == (640, 245, 400)
    assert (saved.ns_vp, saved.ew_vp, saved.third_vp) == (13, 7, 10)
    assert [(hand.ns, hand.ew, hand.third) for hand in saved.hands] == HANDS


def test_a_hand_missing_its_third_line_is_marked_and_not_saved(qtbot, start) -> None:
    context, tid = start
    dialog = open_sheet(qtbot, context, tid)
    type_totals(qtbot, dialog, HANDS)
    dialog.hand_totals[1][2].clear()
    assert "three lines" in dialog.hand_errors[1].text()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Save).isEnabled()
    dialog.save()
    assert context.services.results.get(tid, 1, 3) is None


def fill(fields, *, clean=0, dirty=0, closed=False, pozzetto=False, table=0, hand=0) -> None:
    fields.clean.setValue(clean)
    fields.dirty.setValue(dirty)
    fields.closed.setChecked(closed)
    fields.pozzetto.setChecked(pozzetto)
    fields.table_points.setText(str(table))
    fields.hand_points.setText(str(hand) if hand else "")


def test_full_figures_follow_the_table_of_threes_rules(qtbot, start) -> None:
    """A pozzetto taken before any burraco is refused on its hand's row; a valid hand is
    scored as a table of three scores it: NS closes with a pulito (200 + 100 closing + 240
    on the table = 540), EW took its pozzetto after a sporco (100 + 180 - 35 = 245), the
    third line never took its pozzetto (-100 + 60 = -40)."""
    context, tid = start
    dialog = open_sheet(qtbot, context, tid)
    dialog.detail_mode.setChecked(True)
    assert [len(fields) for fields in dialog.details] == [3, 3, 3]
    ns, ew, third = dialog.details[0]
    fill(ns, clean=1, closed=True, pozzetto=True, table=240)
    fill(ew, dirty=1, pozzetto=True, table=180, hand=35)
    fill(third, pozzetto=True, table=60)
    said = dialog.detail_errors[0].text()
    assert said.startswith("3rd: ") and "only after the first burraco" in said
    third.pozzetto.setChecked(False)
    assert dialog.detail_errors[0].text() == ""
    assert (ns.total.text(), ew.total.text(), third.total.text()) == ("540", "245", "-40")


def test_a_saved_sheet_comes_back_and_is_corrected(qtbot, start) -> None:
    """Reopened, the three lines' figures are back; 500 in place of the third line's last 100
    (third line 800): 640 v 245 395 (14-6), 640 v 800 160 (8-12), 245 v 800 555 (5-15) at
    FIBUR's 3-hand table: (14+8)/2 = 11, (6+5)/2 = 5.5 up 6, (12+15)/2 = 13.5 up 14."""
    context, tid = start
    context.services.results.enter_three(
        tid, 1, 3, hands=[_totals(hand) for hand in HANDS], despite_unlikely=True
    )
    dialog = open_sheet(qtbot, context, tid)
    assert [tuple(edit.text() for edit in edits) for edits in dialog.hand_totals] == [
        tuple(map(str, hand)) for hand in HANDS
    ]
    dialog.hand_totals[2][2].setText("500")
    dialog.save()
    saved = context.services.results.get(tid, 1, 3)
    assert (saved.third_mp, saved.ns_vp, saved.ew_vp, saved.third_vp) == (800, 11, 6, 14)


def _totals(hand):
    from tournament_app.services import HandTotals

    return HandTotals(*hand)


def test_the_results_page_opens_the_sheet_of_a_table_of_three(qtbot, start, monkeypatch) -> None:
    """Hand by hand on table 3 opens its three-line sheet (it was refused); saved, the line
    under the entry gives the three pairs' VP."""
    context, tid = start
    context.open_tournament(tid)
    page = ResultsPage(context)
    qtbot.addWidget(page)
    page.show()
    opened = []

    def typed_and_saved(dialog) -> int:
        opened.append(dialog)
        type_totals(qtbot, dialog, HANDS)
        dialog.save()
        return int(dialog.saved is not None)

    monkeypatch.setattr(ScoresheetDialog, "exec", typed_and_saved)
    page.table_edit.setText("3")
    qtbot.mouseClick(page.hands_button, Qt.MouseButton.LeftButton)
    assert [[len(edits) for edits in dialog.hand_totals] for dialog in opened] == [[3, 3, 3]]
    assert "VP 13–7–10" in page.saved_label.text()
    assert context.services.results.get(tid, 1, 3).third_vp == 10


def test_a_referees_score_at_a_table_of_three_still_says_what_to_do(qtbot, start) -> None:
    context, tid = start
    context.open_tournament(tid)
    page = ResultsPage(context)
    qtbot.addWidget(page)
    page.show()
    page.table_edit.setText("3")
    page.arbitral_selected()
    assert "hand by hand" in page.error_label.text()
    assert context.services.results.get(tid, 1, 3) is None
