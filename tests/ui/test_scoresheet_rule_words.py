"""A hand the rules refuse on the per-hand scoresheet reads, under the hand, the catalogue's
sentence for the rule broken, in the window's language, naming the wrong value and the line;
and the services, given the same hand, refuse it with that same sentence: the window, the
command line and the phones word one rule alike.

The evening: 16 pairs, round 1 published, table 1; a table of three pairs: 7 pairs, table 3
(tests/ui/test_three_pairs_sheet.py)."""

from __future__ import annotations

import pytest

from tests.builders.evenings import sixteen_pairs_round_one
from tests.builders.snapshots import started, with_services
from tests.ui.test_three_pairs_sheet import seven_pairs_round_one
from tournament_app.services import (
    BurracoSettings,
    HandBreakdown,
    HandTotals,
    LineHand,
    ServiceError,
)
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

STATES = {
    "evening": with_services(sixteen_pairs_round_one, station="test"),
    "three": with_services(seven_pairs_round_one, station="test"),
}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def evening(start):
    return start


@pytest.fixture
def three(start):
    return start


def italian_sheet(qtbot, context, tid, table):
    """Round 1's sheet of `table`, the window in Italian."""
    context.language = "it"
    seat = context.services.rounds.get(tid, 1).tables[table - 1]
    settings = context.services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    dialog = ScoresheetDialog(context, tid, 1, seat, EntryNames(context, tid), settings)
    qtbot.addWidget(dialog)
    return dialog


def refused_by_the_services(context, enter) -> str:
    """What the window says when the services refuse `enter()` (nothing saved)."""
    with pytest.raises(ServiceError) as refused:
        enter()
    return context.describe_error(refused.value)


def the_rule(shown: str, line: str | None) -> str:
    """The row's sentence without the line it names first ("NS: "), as it reads inside
    another sentence."""
    if line is not None:
        assert shown.startswith(f"{line}: "), shown
        return shown.removeprefix(f"{line}: ")
    return shown[:1].lower() + shown[1:]


def fill(fields, *, clean=0, dirty=0, closed=False, pozzetto=True, table="0", hand=""):
    fields.clean.setValue(clean)
    fields.dirty.setValue(dirty)
    fields.closed.setChecked(closed)
    fields.pozzetto.setChecked(pozzetto)
    fields.table_points.setText(table)
    fields.hand_points.setText(hand)


def test_full_figures_name_the_card_figure_off_the_5_grid(qtbot, ui_context, evening) -> None:
    """NS closes with a pulito and 153 on the table (a 3 cannot be: cards count in fives):
    the row names NS and 153 in Italian; the services say the same of hand 1."""
    _, tid = evening
    dialog = italian_sheet(qtbot, ui_context, tid, 1)
    dialog.detail_mode.setChecked(True)
    ns, ew = dialog.details[0]
    fill(ns, clean=1, closed=True, table="153")
    fill(ew, dirty=1, table="180", hand="35")
    shown = dialog.detail_errors[0].text()
    assert "il valore 153 non è un multiplo di 5" in shown
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Save).isEnabled()
    hand = HandBreakdown(ns.read(), ew.read())
    said = refused_by_the_services(
        ui_context, lambda: ui_context.services.results.enter_hands(tid, 1, 1, [hand] * 3)
    )
    assert "smazzata 1, linea NS" in said
    assert the_rule(shown, "NS") in said
    assert ui_context.services.results.get(tid, 1, 1) is None


def test_a_hand_total_off_the_5_grid_names_its_line(qtbot, ui_context, evening) -> None:
    """Totals mode, hand 2's EO typed 243: under hand 2, EO and the rule in Italian, as the
    services word a turno total off the grid."""
    _, tid = evening
    dialog = italian_sheet(qtbot, ui_context, tid, 1)
    for ns, ew in dialog.hand_totals:
        ns.setText("300")
        ew.setText("245")
    dialog.hand_totals[1][1].setText("243")
    shown = dialog.hand_errors[1].text()
    assert shown.startswith("EO: ") and "multiplo di 5" in shown, shown
    assert dialog.hand_errors[0].text() == ""
    said = refused_by_the_services(
        ui_context, lambda: ui_context.services.results.enter_totals(tid, 1, 1, 543, 245)
    )
    assert "punti 543" in said
    assert the_rule(shown, "EO") in said


@pytest.mark.parametrize(
    ("line", "base", "words"),
    [
        # 120 is no sum of FIBUR's 200, 150 and 100, with or without the closing's 100.
        (1, 120, ("la base 120 non si può fare", "(200, 150, 100)", "colonna Carte")),
        # A base is a sum of bonuses, each a multiple of 5.
        (0, 153, ("il valore 153 non è un multiplo di 5",)),
    ],
)
def test_a_base_refused_names_the_value_and_its_line(
    qtbot, ui_context, evening, line, base, words
) -> None:
    """Hand 2's base mistyped on one line: under hand 2, in Italian, that line and the base;
    the services, given the sheet's figures, say the same."""
    _, tid = evening
    dialog = italian_sheet(qtbot, ui_context, tid, 1)
    dialog.sheet_mode.setChecked(True)
    sheet = [([400, 100], [240, 145]), ([150, -100], [95, -20]), ([100, 300], [60, 180])]
    sheet[1][0][line] = base
    for fields, (bases, cards) in zip(dialog.base_cards.lines, sheet, strict=False):
        for typed, figure, points in zip(fields, bases, cards, strict=True):
            typed.base.setText(str(figure))
            typed.cards.setText(str(points))
    shown = dialog.base_cards.errors[1].text()
    assert all(word in shown for word in words), shown
    assert dialog.base_cards.errors[0].text() == ""
    hands = [HandTotals.from_sheet(bases, cards) for bases, cards in sheet]
    said = refused_by_the_services(
        ui_context, lambda: ui_context.services.results.enter_hands(tid, 1, 1, hands)
    )
    line_name = ("NS", "EO")[line]
    assert f"smazzata 2, linea {line_name}" in said
    assert the_rule(shown, line_name) in said


def test_both_lines_paying_the_pozzetto_penalty_is_refused_without_a_line(
    qtbot, ui_context, evening
) -> None:
    """-100 on both bases: each line paid for a pozzetto not taken, yet nobody pays when
    no line took its own. The sentence is about the hand, so it names no line."""
    _, tid = evening
    dialog = italian_sheet(qtbot, ui_context, tid, 1)
    dialog.sheet_mode.setChecked(True)
    ns, ew = dialog.base_cards.lines[0]
    for edit, figure in ((ns.base, -100), (ns.cards, 60), (ew.base, -100), (ew.cards, 80)):
        edit.setText(str(figure))
    shown = dialog.base_cards.errors[0].text()
    assert shown.startswith("Ogni linea paga la penalità del pozzetto non preso (100)")
    assert "nessuna linea ha preso il pozzetto" in shown
    hands = [HandTotals.from_sheet([-100, -100], [60, 80])] * 3
    said = refused_by_the_services(
        ui_context, lambda: ui_context.services.results.enter_hands(tid, 1, 1, hands)
    )
    assert the_rule(shown, None) in said


def test_a_table_of_three_names_its_third_line(qtbot, ui_context, three) -> None:
    """The third pair took its pozzetto before any burraco: at a table of three that cannot
    be. The row names the 3ª line as the services do."""
    _, tid = three
    dialog = italian_sheet(qtbot, ui_context, tid, 3)
    dialog.detail_mode.setChecked(True)
    ns, ew, third = dialog.details[0]
    fill(ns, clean=1, closed=True, table="240")
    fill(ew, dirty=1, table="180", hand="35")
    fill(third, pozzetto=True, table="60")
    shown = dialog.detail_errors[0].text()
    assert "a un tavolo da tre coppie il pozzetto si prende solo dopo il primo burraco" in shown
    lines = [fields.read() for fields in (ns, ew, third)]
    assert all(isinstance(line, LineHand) for line in lines)
    said = refused_by_the_services(
        ui_context,
        lambda: ui_context.services.results.enter_three(
            tid, 1, 3, hands=[HandBreakdown(*lines)] * 3
        ),
    )
    assert "smazzata 1, linea 3ª" in said
    assert the_rule(shown, "3ª") in said


def test_cards_over_the_three_packs_name_no_line(qtbot, ui_context, three) -> None:
    """Base and cards at a table of three: 900 on one line's cards and 400 less in each of the
    others' hands come to 1,700, more than the 162 cards' 1,620."""
    _, tid = three
    dialog = italian_sheet(qtbot, ui_context, tid, 3)
    dialog.sheet_mode.setChecked(True)
    for fields, (base, cards) in zip(
        dialog.base_cards.lines[0], ((300, 900), (0, -400), (0, -400)), strict=True
    ):
        fields.base.setText(str(base))
        fields.cards.setText(str(cards))
    shown = dialog.base_cards.errors[0].text()
    assert shown.startswith("Le carte delle tre linee valgono più dei 1.620 punti")
    hands = [HandTotals.from_sheet([300, 0, 0], [900, -400, -400])] * 3
    said = refused_by_the_services(
        ui_context, lambda: ui_context.services.results.enter_three(tid, 1, 3, hands=hands)
    )
    assert the_rule(shown, None) in said


def test_a_long_reason_is_shown_whole(qtbot, ui_context, evening) -> None:
    """The longest sentence, a base no bonuses make, wraps under its hand and the dialog grows
    to show all of it, down to its last words, at the size the dialog opened at."""
    _, tid = evening
    dialog = italian_sheet(qtbot, ui_context, tid, 1)
    dialog.sheet_mode.setChecked(True)
    dialog.show()
    qtbot.waitExposed(dialog)
    opened = dialog.size()
    ns, ew = dialog.base_cards.lines[0]
    for edit, figure in ((ns.base, 120), (ns.cards, 240), (ew.base, 100), (ew.cards, 145)):
        edit.setText(str(figure))
    reason = dialog.base_cards.errors[0]
    assert reason.text().endswith("i punti delle carte vanno nella colonna Carte.")
    assert reason.wordWrap()
    qtbot.waitUntil(lambda: reason.height() >= reason.heightForWidth(reason.width()))
    assert reason.heightForWidth(reason.width()) > reason.fontMetrics().height()  # 2+ lines
    assert dialog.width() == opened.width() and dialog.height() > opened.height()
