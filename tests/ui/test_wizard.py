"""The new-tournament wizard creates tournaments with the domain's defaults, by keyboard."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.services import (
    BurracoSettings,
    DaneseVariant,
    Game,
    InHandClose,
    NotOpenedRule,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.services.entries import NewEntry
from tournament_app.services.settings import TieBreak
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import (
    PAGE_BURRACO_FORMAT,
    PAGE_BURRACO_SCORING,
    PAGE_SCALA40,
    PAGE_SUMMARY,
)


@pytest.fixture
def context(ui_context):
    return ui_context


@pytest.fixture
def wizard(qtbot, context):
    wizard = NewTournamentWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def press_next(qtbot, wizard: NewTournamentWizard) -> None:
    """Press the Next button as a director would (its Alt+N mnemonic does the same)."""
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def test_burraco_defaults_are_a_fibur_club_evening(qtbot, wizard, context) -> None:
    """Name typed, Next, Next, Next, Finish: pairs, 3 hands, Mitchell x3 + Danese x1, FIBUR 3."""
    qtbot.keyClicks(wizard.game_page.name_edit, "Burraco del venerdi")
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_BURRACO_FORMAT
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    assert "Mitchell ×3 + Danish ×1" in wizard.summary_page.text.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)

    assert wizard.created is not None
    stored = context.services.tournaments.get(wizard.created.id)
    assert stored.name == "Burraco del venerdi"
    assert stored.game is Game.BURRACO
    settings = stored.settings
    assert isinstance(settings, BurracoSettings)
    assert not settings.individual
    assert settings.hands == 3
    assert [(s.system, s.rounds) for s in settings.schedule] == [
        (PairingSystem.MITCHELL, 3),
        (PairingSystem.DANESE, 1),
    ]
    assert settings.danese_variant is DaneseVariant.MODIFICATO
    # The FIBUR 3-hand table: 0-50 is 10-10, 55 starts 11-9, 1505 and over is 20-0.
    assert settings.vp_scale is not None
    bands = [(b.min_difference, b.winner_vp) for b in settings.vp_scale.bands]
    assert bands[:2] == [(0, 10), (55, 11)] and bands[-1] == (1505, 20)
    # Club practice for a bye with 3 hands: 14 VP and +355 MP.
    assert (settings.bye_vp, settings.bye_mp) == (14, 355)


def test_four_hands_bring_the_four_hand_table_and_bye(qtbot, wizard) -> None:
    """With 4 hands the FIBUR 4-hand table (0-100 even) and a 12 VP / +305 MP bye apply."""
    qtbot.keyClicks(wizard.game_page.name_edit, "Quattro smazzate")
    press_next(qtbot, wizard)
    wizard.format_page.hands_spin.setValue(4)
    press_next(qtbot, wizard)
    settings = wizard.burraco_settings()
    assert settings.vp_scale is not None and settings.vp_scale.hands == 4
    assert settings.vp_scale.bands[1].min_difference == 105
    assert (settings.bye_vp, settings.bye_mp) == (12, 305)


def test_two_hands_need_a_custom_table_before_going_on(qtbot, wizard, context) -> None:
    """FIBUR has no 2-hand table: Next stays disabled until a custom one exists."""
    qtbot.keyClicks(wizard.game_page.name_edit, "Due smazzate")
    press_next(qtbot, wizard)
    wizard.format_page.hands_spin.setValue(2)
    press_next(qtbot, wizard)
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    context.services.tournaments.save_vp_scale(
        VictoryPointScale(
            "Club 2 hands",
            2,
            (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(400, 20)),
        )
    )
    wizard.scoring_page.fill_scales(select="Club 2 hands")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert wizard.burraco_settings().vp_scale.name == "Club 2 hands"


def test_a_name_is_required(qtbot, wizard) -> None:
    """Without a name the director cannot go on."""
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    qtbot.keyClicks(wizard.game_page.name_edit, "X")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


@pytest.mark.parametrize(
    ("typed", "sizes"),
    [("", ()), ("8, 8, 6", (8, 8, 6)), ("10;6", (10, 6)), ("8, x", None), ("8, 1", None)],
)
def test_group_sizes_are_read_or_refused(qtbot, wizard, typed, sizes) -> None:
    """Group sizes are whole numbers of at least 2, separated by commas or semicolons."""
    wizard.format_page.groups_edit.setText(typed)
    assert wizard.format_page.group_sizes() == sizes
    assert wizard.format_page.isComplete() == (sizes is not None)


def test_schedule_steps_add_up_and_warn_over_four_rounds(qtbot, wizard) -> None:
    """Adding a step lengthens the schedule; over 4 rounds the FIBUR club limit is recalled."""
    page = wizard.format_page
    assert "Rounds in all: 4" in page.total_label.text()
    qtbot.mouseClick(page.schedule.add_button, Qt.MouseButton.LeftButton)
    assert len(page.schedule.schedule()) == 3
    assert "Rounds in all: 5" in page.total_label.text()
    assert "at most 4 rounds" in page.schedule_note.text()


def test_scala40_rules_are_kept(qtbot, wizard, context) -> None:
    """A scala 40 tournament keeps limit, strictness, not-opened rule and placement points."""
    qtbot.keyClicks(wizard.game_page.name_edit, "Scala 40 della domenica")
    wizard.game_page.scala40.setChecked(True)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SCALA40
    page = wizard.scala40_page
    page.limit.setCurrentText("201")
    page.out_at.setCurrentIndex(1)
    page.not_opened.setCurrentIndex(1)
    page.in_hand.setCurrentIndex(1)
    page.reentries.setValue(1)
    page.format.setCurrentIndex(1)
    page.rounds.setValue(5)
    page.points_edit.setText("5, 3, 1, 0")
    page.minutes.setValue(45)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    wizard.accept()

    settings = context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.limit == 201 and settings.out_at_limit is False
    assert settings.not_opened is NotOpenedRule.FLAT_100
    assert settings.in_hand_close is InHandClose.FISCA
    assert settings.reentries == 1
    assert settings.format is Scala40Format.PLACEMENT_POINTS
    assert settings.rounds == 5 and settings.placement_points == (5, 3, 1, 0)
    assert settings.minutes_per_game == 45


@pytest.mark.parametrize("limit", ["", "0", "cento"])
def test_scala40_limit_must_be_a_positive_number(qtbot, wizard, limit) -> None:
    """A limit that is not a positive whole number keeps Next disabled."""
    wizard.game_page.scala40.setChecked(True)
    qtbot.keyClicks(wizard.game_page.name_edit, "S")
    press_next(qtbot, wizard)
    wizard.scala40_page.limit.setCurrentText(limit)
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_only_the_scheduled_systems_settings_can_be_changed(qtbot, wizard) -> None:
    """Group sizes wait greyed until a Danese a gironi step is in the schedule."""
    page = wizard.format_page
    assert page.shift_spin.isEnabled() and page.danese.isEnabled()
    assert not page.groups_edit.isEnabled()
    qtbot.mouseClick(page.schedule.add_button, Qt.MouseButton.LeftButton)
    combo = page.schedule.grid.cellWidget(2, 0)
    combo.setCurrentIndex(combo.findData(PairingSystem.DANESE_GIRONI))
    assert page.groups_edit.isEnabled()


def test_each_tournament_gets_its_own_draw_seed(qtbot, context) -> None:
    """Two tournaments made by the wizard keep different, non-zero seeds for their draws."""
    seeds = []
    for name in ("Primo", "Secondo"):
        wizard = NewTournamentWizard(context)
        qtbot.addWidget(wizard)
        wizard.show()
        qtbot.keyClicks(wizard.game_page.name_edit, name)
        for _ in range(3):
            press_next(qtbot, wizard)
        wizard.accept()
        seeds.append(context.services.tournaments.get(wizard.created.id).settings.seed)
    assert all(seed > 0 for seed in seeds)
    assert seeds[0] != seeds[1]


def test_a_custom_table_made_from_the_wizard_is_chosen(qtbot, wizard) -> None:
    """2 hands: New custom table…, fill and save it, and the wizard goes on with it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from tournament_app.ui.vp_table_editor import VpTableEditor

    qtbot.keyClicks(wizard.game_page.name_edit, "Due smazzate")
    press_next(qtbot, wizard)
    wizard.format_page.hands_spin.setValue(2)
    press_next(qtbot, wizard)

    def fill_editor() -> None:
        editor = QApplication.activeModalWidget()
        assert isinstance(editor, VpTableEditor)
        assert editor.hands_spin.value() == 2
        editor.name_edit.clear()
        qtbot.keyClicks(editor.name_edit, "Circolo 2 smazzate")
        editor.set_rows([(0, 10), (40, 12), (400, 20)])
        editor.buttons.button(QDialogButtonBox.StandardButton.Save).click()

    QTimer.singleShot(0, fill_editor)
    qtbot.mouseClick(wizard.scoring_page.new_table, Qt.MouseButton.LeftButton)
    assert wizard.scoring_page.vp_combo.currentText() == "Circolo 2 smazzate"
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_settings_of_a_tournament_are_shown_and_changed(qtbot, context) -> None:
    """Edit mode shows every setting as stored; lengthening the schedule keeps the rest."""
    from tournament_app.services import ScheduleStep, TournamentDraft

    stored = BurracoSettings(
        hands=4,
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 2), ScheduleStep(PairingSystem.DANESE, 2)),
        bye_vp=12,
        bye_mp=305,
        tie_breaks=(TieBreak.MP_SCORED, TieBreak.MP_DIFF),
        no_semipulito=True,
        seed=4242,
    )
    created = context.services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO, name="Sabato", date="2026-12-05", venue="Sala Verdi", settings=stored
        )
    )
    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    assert wizard.game_page.name_edit.text() == "Sabato"
    assert wizard.game_page.venue_edit.text() == "Sala Verdi"
    assert not wizard.game_page.scala40.isEnabled()
    press_next(qtbot, wizard)
    assert wizard.format_page.hands_spin.value() == 4
    assert len(wizard.format_page.schedule.schedule()) == 2
    qtbot.mouseClick(wizard.format_page.schedule.add_button, Qt.MouseButton.LeftButton)
    press_next(qtbot, wizard)
    scoring = wizard.scoring_page
    assert scoring.chosen_scale().hands == 4
    assert (scoring.bye_vp.value(), scoring.bye_mp.value()) == (12, 305)
    assert scoring.tie_break_order() == (TieBreak.MP_SCORED, TieBreak.MP_DIFF)
    assert scoring.no_semipulito.isChecked()
    press_next(qtbot, wizard)
    wizard.accept()

    settings = context.services.tournaments.get(created.id).settings
    assert settings.rounds == 5
    assert settings.hands == 4 and (settings.bye_vp, settings.bye_mp) == (12, 305)
    assert settings.tie_breaks == (TieBreak.MP_SCORED, TieBreak.MP_DIFF) and settings.no_semipulito
    assert settings.seed == 4242
    assert context.services.tournaments.get(created.id).name == "Sabato"


def test_the_summary_of_a_tournament_left_on_the_defaults_names_its_table_and_bye(
    qtbot, context
) -> None:
    """A tournament made without choosing a VP table or bye (from the command line, or a demo)
    stores neither; its summary still says what it plays with: the FIBUR table for 3 hands and
    the domain's bye for 3 hands, 14 VP and +355 MP."""
    from tournament_app.services import TournamentDraft

    created = context.services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Lunedì",
            date="2026-12-07",
            venue="",
            settings=BurracoSettings(),
        )
    )
    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    for _page in range(3):  # game, format, scoring: on to the summary
        press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    summary = wizard.summary_page.text.text()
    assert "None" not in summary
    assert _summary_row(summary, "Bye VP") == "14" and _summary_row(summary, "Bye MP") == "+355"
    table = wizard.scoring_page.chosen_scale()
    assert table is not None and table.hands == 3
    assert _summary_row(summary, "VP table") == "FIBUR 3 hands"
    assert _summary_row(summary, "No semipulito") == "No"
    assert _summary_row(summary, "Burraco reale") == "No"


def _summary_row(summary: str, name: str) -> str:
    """The value the summary shows beside a setting's name."""
    found = re.search(rf"<b>{re.escape(name)}</b></td><td>([^<]*)</td>", summary)
    assert found is not None, summary
    return found.group(1)


def test_the_summary_names_the_groups_and_house_variants(qtbot, context) -> None:
    """Gironi of 8, 8, 7 and both house variants on: the summary says so."""
    from tournament_app.services import TournamentDraft

    settings = BurracoSettings(
        schedule=(ScheduleStep(PairingSystem.DANESE_GIRONI, 3),),
        group_sizes=(8, 8, 7),
        no_semipulito=True,
        burraco_reale=True,
    )
    created = context.services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Gironi", date="2026-12-07", settings=settings)
    )
    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    for _page in range(3):
        press_next(qtbot, wizard)
    summary = wizard.summary_page.text.text()
    assert _summary_row(summary, "Group sizes") == "8, 8, 7"
    assert _summary_row(summary, "Schedule") == "Danish in groups ×3"
    assert _summary_row(summary, "No semipulito") == "Yes"
    assert _summary_row(summary, "Burraco reale") == "Yes"


def test_scala40_settings_are_shown_and_changed(qtbot, context) -> None:
    """A scala 40 tournament's rules come back in the wizard; a new limit is saved."""
    from tournament_app.services import TournamentDraft

    stored = Scala40Settings(
        limit=151,
        not_opened=NotOpenedRule.FLAT_100,
        format=Scala40Format.PLACEMENT_POINTS,
        placement_points=(5, 3, 1, 0),
        rounds=4,
        minutes_per_game=40,
    )
    created = context.services.tournaments.create(
        TournamentDraft(game=Game.SCALA40, name="Domenica", settings=stored)
    )
    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    press_next(qtbot, wizard)
    page = wizard.scala40_page
    assert page.limit_value() == 151
    assert page.placement_points() == (5, 3, 1, 0)
    assert page.minutes.value() == 40
    page.limit.setCurrentText("201")
    press_next(qtbot, wizard)
    wizard.accept()
    settings = context.services.tournaments.get(created.id).settings
    assert settings.limit == 201
    assert settings.not_opened is NotOpenedRule.FLAT_100
    assert settings.format is Scala40Format.PLACEMENT_POINTS and settings.rounds == 4


def test_the_schedule_can_grow_after_rounds_are_published(qtbot, context) -> None:
    """With round 1 published, adding a step to the schedule is accepted and saved."""
    from tournament_app.services import PlayerSpec, TournamentDraft

    created = context.services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Lungo", settings=BurracoSettings())
    )
    context.services.entries.add_many(
        created.id,
        [
            NewEntry(
                (
                    PlayerSpec(surname=f"Rossi{n}", name="A"),
                    PlayerSpec(surname=f"Neri{n}", name="B"),
                )
            )
            for n in range(8)
        ],
    )
    first = context.services.rounds.generate(created.id)
    context.services.rounds.publish(created.id, first.number)

    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    press_next(qtbot, wizard)
    qtbot.mouseClick(wizard.format_page.schedule.add_button, Qt.MouseButton.LeftButton)
    press_next(qtbot, wizard)
    press_next(qtbot, wizard)
    wizard.accept()
    assert context.dialogs.messages("warn") == []
    assert context.services.tournaments.get(created.id).settings.rounds == 5


def test_what_published_rounds_were_scored_with_is_locked(qtbot, context) -> None:
    """Round 1 published: hands, VP table, bye and house variants are greyed with the reason
    (the services would refuse a change at Finish); the schedule and tie-breaks stay open."""
    from tournament_app.services import PlayerSpec, TournamentDraft

    created = context.services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Lungo", settings=BurracoSettings())
    )
    context.services.entries.add_many(
        created.id,
        [
            NewEntry(
                (
                    PlayerSpec(surname=f"Rossi{n}", name="A"),
                    PlayerSpec(surname=f"Neri{n}", name="B"),
                )
            )
            for n in range(8)
        ],
    )
    context.services.rounds.publish(created.id, context.services.rounds.generate(created.id).number)
    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    fmt, scoring = wizard.format_page, wizard.scoring_page
    for locked in (fmt.hands_spin, fmt.individual, scoring.vp_combo, scoring.bye_vp):
        assert not locked.isEnabled()
        assert "round 1 was published" in locked.toolTip()
    # Nobody has played round 1: the way out is the Rounds page's Back to draft.
    assert fmt.hands_spin.toolTip() == (
        "Settings locked since round 1 was published: hands per round (its tables were seated"
        " with them, and will be scored by them). No table has played it yet, so to change"
        " them take round 1 back to draft (Back to draft on the Rounds page), change the"
        " settings, then generate round 1 again (Generate next round on the Rounds page) and"
        " publish it."
    )
    assert not scoring.burraco_reale.isEnabled() and not scoring.no_semipulito.isEnabled()
    assert fmt.schedule.add_button.isEnabled() and scoring.tie_breaks.isEnabled()

    context.services.results.enter_totals(created.id, 1, 1, 700, 300)
    played = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(played)
    assert played.format_page.hands_spin.toolTip() == (
        "Settings locked since round 1 was published: hands per round (the rounds were seated"
        " with them, and their results are scored by them). Play has started, so they stay as"
        " they are: to play with different ones, create a new tournament."
    )


def test_a_new_tournament_locks_nothing(qtbot, wizard) -> None:
    assert wizard.format_page.hands_spin.isEnabled()
    assert wizard.scoring_page.vp_combo.isEnabled()


@pytest.mark.parametrize("game", [Game.BURRACO, Game.SCALA40])
def test_every_setting_frozen_by_the_services_has_its_widgets(qtbot, wizard, game) -> None:
    """A setting the services freeze after round 1 and the window does not lock would only be
    refused at Finish."""
    from tournament_app.services.tournaments import frozen_settings

    widgets = wizard.frozen_widgets(game)
    assert set(widgets) == set(frozen_settings(game))
    assert all(widgets[name] for name in widgets)


def test_individual_tournaments_grey_the_pair_systems(qtbot, wizard) -> None:
    """Individual: partners rotate by themselves, so first round, Mitchell and Danese grey."""
    page = wizard.format_page
    page.individual.setChecked(True)
    assert not page.first_round.isEnabled()
    assert not page.shift_spin.isEnabled() and not page.danese.isEnabled()
    assert "partners rotate" in page.total_label.text()
    page.pairs.setChecked(True)
    assert page.first_round.isEnabled() and page.shift_spin.isEnabled()
