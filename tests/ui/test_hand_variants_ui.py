"""The hand's house variants in the window (issue 19): set in the wizard, summarised in the
services' words, and on the hand-by-hand sheet as their own fields (a pozzetto taken but not
played; with the Brazilian variant, the burraco in trumps).

Scores from /work/shared/domain/burraco.md: pulito 200, semipulito 150, sporco 100, closing
100 (or the tournament's amount), cards melded +, in hand -, a pozzetto taken but not played
- the value of its cards; Brazilian: a burraco in the trump suit counts double.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QWizard

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import (
    BurracoSettings,
    Game,
    HandBreakdown,
    HandTotals,
    LineHand,
    Scala40Settings,
    TournamentDraft,
)
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.scoresheet_dialog import ScoresheetDialog
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_SCORING, PAGE_SCALA40, PAGE_SUMMARY


def _next(qtbot, wizard: NewTournamentWizard) -> None:
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def _finish(qtbot, wizard: NewTournamentWizard) -> None:
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)


def _wizard(qtbot, context, scala40: bool = False) -> NewTournamentWizard:
    wizard = NewTournamentWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Serata delle varianti")
    if scala40:
        wizard.game_page.scala40.setChecked(True)
    _next(qtbot, wizard)
    return wizard


def test_the_burraco_amounts_and_brazilian_are_set_and_summarised(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context)
    _next(qtbot, wizard)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    amounts = wizard.scoring_page.amounts
    # FIBUR's amounts shown; reale and super only with the variant.
    assert (amounts.closing_bonus.value(), amounts.pozzetto_penalty.value()) == (100, 100)
    assert not amounts.reale_bonus.isEnabled()
    wizard.scoring_page.burraco_reale.setChecked(True)
    assert amounts.reale_bonus.isEnabled() and amounts.reale_bonus.value() == 300
    amounts.closing_bonus.setValue(150)
    amounts.super_bonus.setValue(400)
    amounts.brazilian.setChecked(True)
    _next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    summary = wizard.summary_page.text.text()
    assert "Closing bonus</b></td><td>150" in summary
    assert "Super burraco bonus</b></td><td>400" in summary
    assert "trump suit counts double" in summary
    assert "Pozzetto not taken penalty" not in summary  # left as FIBUR's: not repeated
    _finish(qtbot, wizard)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.closing_bonus, settings.pozzetto_penalty) == (150, 100)
    assert (settings.reale_bonus, settings.super_bonus, settings.brazilian) == (300, 400, True)


def test_a_tournament_reopens_with_its_amounts(qtbot, ui_context) -> None:
    created = ui_context.services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Casa",
            settings=BurracoSettings(pozzetto_penalty=50, brazilian=True),
        )
    )
    tournament = ui_context.services.tournaments.get(created.id)
    wizard = NewTournamentWizard(ui_context, tournament=tournament)
    qtbot.addWidget(wizard)
    amounts = wizard.scoring_page.amounts
    assert amounts.pozzetto_penalty.value() == 50 and amounts.brazilian.isChecked()
    chosen = wizard.burraco_settings()
    assert (chosen.pozzetto_penalty, chosen.closing_bonus, chosen.brazilian) == (50, 100, True)


def test_scala40_ace_alone_and_simplified_are_set(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context, scala40=True)
    assert wizard.currentId() == PAGE_SCALA40
    variants = wizard.scala40_page.variants
    assert not variants.ace_alone.isChecked() and not variants.simplified.isChecked()
    variants.ace_alone.setChecked(True)
    variants.simplified.setChecked(True)
    _next(qtbot, wizard)
    summary = wizard.summary_page.text.text()
    assert "Ace alone counts 1" in summary and "16-25 count 2" in summary
    _finish(qtbot, wizard)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.ace_alone_one and settings.simplified


def _dialog(qtbot, ui_context, settings: BurracoSettings, stored=None):
    tid = burraco_tournament(ui_context.services, 16, settings)
    published_round(ui_context.services, tid)
    seat = ui_context.services.rounds.get(tid, 1).tables[0]
    if stored is not None:
        stored = ui_context.services.results.enter_hands(tid, 1, seat.table, stored)
    names = EntryNames(ui_context, tid)
    dialog = ScoresheetDialog(ui_context, tid, 1, seat, names, settings, stored)
    qtbot.addWidget(dialog)
    dialog.detail_mode.setChecked(True)
    return tid, seat, dialog


def _line(fields, *, clean=0, semi=0, dirty=0, closed=False, table=0, hand=0, unplayed=""):
    fields.clean.setValue(clean)
    fields.semi_clean.setValue(semi)
    fields.dirty.setValue(dirty)
    fields.closed.setChecked(closed)
    fields.table_points.setText(str(table))
    fields.hand_points.setText(str(hand))
    fields.pozzetto_unplayed.setText(unplayed)


def test_a_pozzetto_taken_but_not_played_is_its_own_field(qtbot, ui_context) -> None:
    """NS as the worked example, 640. EW a sporco, 180 on the table, 35 in hand and a pozzetto
    of 60 not played: 100 + 180 - 35 - 60 = 185; saved with the sheet."""
    tid, seat, dialog = _dialog(qtbot, ui_context, BurracoSettings(hands=3))
    (ns, ew), *rest = dialog.details
    _line(ns, clean=1, dirty=1, closed=True, table=240)
    _line(ew, dirty=1, table=180, hand=35, unplayed="60")
    assert (ns.total.text(), ew.total.text()) == ("640", "185")
    for more_ns, more_ew in rest:
        _line(more_ns, table=0)
        _line(more_ew, table=0)
    dialog.save()
    result = ui_context.services.results.get(tid, 1, seat.table)
    assert result.hands[0] == HandTotals(640, 185)
    assert result.breakdown[0].ew.pozzetto_unplayed == 60


def test_an_unplayed_pozzetto_on_the_closing_line_is_refused_on_its_row(qtbot, ui_context) -> None:
    _, _, dialog = _dialog(qtbot, ui_context, BurracoSettings(hands=3))
    ns, ew = dialog.details[0]
    _line(ns, clean=1, closed=True, table=240, unplayed="30")
    _line(ew, table=100)
    assert "unplayed pozzetto" in dialog.detail_errors[0].text()
    assert ns.total.text() == ""


def test_brazilian_sheet_counts_the_burraco_in_trumps(qtbot, ui_context) -> None:
    """NS closes with a pulito in trumps (400) and a sporco, 240 on the table: 840. EW a
    sporco in trumps (200) and a semipulito (150), 180 on the table, 35 in hand: 495."""
    _, _, dialog = _dialog(qtbot, ui_context, BurracoSettings(hands=3, brazilian=True))
    ns, ew = dialog.details[0]
    assert ns.trumps is not None and ew.trumps is not None
    _line(ns, clean=1, dirty=1, closed=True, table=240)
    ns.trumps[0].setValue(1)
    _line(ew, semi=1, dirty=1, table=180, hand=35)
    ew.trumps[2].setValue(1)
    assert (ns.total.text(), ew.total.text()) == ("840", "495")
    ew.trumps[1].setValue(1)  # a semipulito in trumps too: there is one semipulito
    ew.trumps[0].setValue(1)  # but no pulito to be in trumps
    said = dialog.detail_errors[0].text()
    assert said.startswith("EW: ") and "more burraco in the trump suit" in said


def test_without_the_variant_there_are_no_trump_fields(qtbot, ui_context) -> None:
    _, _, dialog = _dialog(qtbot, ui_context, BurracoSettings(hands=3))
    ns, _ew = dialog.details[0]
    assert ns.trumps is None


def test_a_brazilian_sheet_reopens_with_its_trumps_and_pozzetto(qtbot, ui_context) -> None:
    hands = [
        HandBreakdown(
            ns=LineHand(clean=1, trump_clean=1, closed=True, melded=240),
            ew=LineHand(dirty=1, melded=180, in_hand=35, pozzetto_unplayed=60),
        ),
        HandBreakdown(ns=LineHand(melded=50), ew=LineHand(melded=60)),
        HandBreakdown(ns=LineHand(melded=50), ew=LineHand(melded=60)),
    ]
    settings = BurracoSettings(hands=3, brazilian=True)
    _, _, dialog = _dialog(qtbot, ui_context, settings, stored=hands)
    ns, ew = dialog.details[0]
    assert ns.trumps is not None and ns.trumps[0].value() == 1
    assert ew.pozzetto_unplayed is not None and ew.pozzetto_unplayed.text() == "60"
    # 400 + 100 + 240 and 100 + 180 - 35 - 60
    assert (ns.total.text(), ew.total.text()) == ("740", "185")


def test_the_seating_rules_are_set_on_the_format_page(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context)
    rules = wizard.format_page.seating_rules
    # The default schedule (Mitchell x3 + Danese x1) has a Danish round: both can be set.
    assert rules.alternate_lines.isEnabled() and rules.keep_clubs_apart.isEnabled()
    rules.alternate_lines.setChecked(True)
    rules.keep_clubs_apart.setChecked(True)
    wizard.format_page.individual.setChecked(True)  # partners rotate: no lines, no pairs
    assert not rules.alternate_lines.isEnabled() and not rules.keep_clubs_apart.isEnabled()
    wizard.format_page.pairs.setChecked(True)
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    summary = wizard.summary_page.text.text()
    assert "each pair takes the line it did not have" in summary
    assert "pairs of the same club on the same line" in summary
    _finish(qtbot, wizard)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert settings.alternate_lines and settings.keep_clubs_apart


def test_a_pair_that_left_is_scored_from_the_forfeit_choice(qtbot, ui_context) -> None:
    """EW left table 1 during the turno (burraco.md): EW 6 VP, NS the bye's 14 VP and +355
    MP (3 hands); stored as a walk-out."""
    from tournament_app.ui.results.page import ResultsPage

    tid = burraco_tournament(ui_context.services, 4, BurracoSettings(hands=3))
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.table_edit.setText("1")
    seat = page.line_for(1).seat
    ui_context.dialogs.choices.append("EW left during the turno: " + page.names.line(seat.ew))
    qtbot.mouseClick(page.forfeit_button, Qt.MouseButton.LeftButton)
    result = ui_context.services.results.get(tid, 1, 1)
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (14, 6, 355, 0)
    assert result.kind.value == "abandoned"


def test_a_joker_turned_up_takes_the_trumps_off_the_hand(qtbot, ui_context) -> None:
    """Brazilian: NS's pulito in trumps makes 840; the hand's Joker box (the turned card was a
    joker: no trump suit) puts it back to 200 + 100 + 100 + 240 = 640 and closes the trump
    counts; the mark is saved with the sheet and comes back with it."""
    tid, seat, dialog = _dialog(qtbot, ui_context, BurracoSettings(hands=3, brazilian=True))
    ns, ew = dialog.details[0]
    assert ns.trumps is not None
    _line(ns, clean=1, dirty=1, closed=True, table=240)
    ns.trumps[0].setValue(1)
    _line(ew, dirty=1, table=180)
    assert ns.total.text() == "840"
    joker = dialog.findChild(QCheckBox, "hand1_joker")
    qtbot.mouseClick(joker, Qt.MouseButton.LeftButton)
    assert joker.isChecked() and ns.trumps[0].value() == 0 and not ns.trumps[0].isEnabled()
    assert (ns.total.text(), ew.total.text()) == ("640", "280")
    for later in dialog.details[1:]:
        for fields in later:
            _line(fields, table=0)
    dialog.save()
    stored = ui_context.services.results.get(tid, 1, seat.table)
    assert stored is not None and stored.breakdown[0].joker and stored.hands[0].ns == 640
    names = EntryNames(ui_context, tid)
    settings = BurracoSettings(hands=3, brazilian=True)
    again = ScoresheetDialog(ui_context, tid, 1, seat, names, settings, stored)
    qtbot.addWidget(again)
    assert again.jokers[0].isChecked() and not again.jokers[1].isChecked()
    assert not again.details[0][0].trumps[0].isEnabled()


def test_without_the_variant_there_is_no_joker_box(qtbot, ui_context) -> None:
    _, _, dialog = _dialog(qtbot, ui_context, BurracoSettings(hands=3))
    assert dialog.jokers == [] and dialog.findChild(QCheckBox, "hand1_joker") is None
