"""The wizard's burraco pages: the format (pairs or individual, hands, the schedule of pairing
systems) and the scoring (VP table, bye, forfeit, tie-breaks, house variants)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from tournament_app.services.domain_words import system_name, tie_break_name
from tournament_app.services.messages import (
    schedule_warning_sentence,
    teams,
    vp_table_needed_sentence,
)
from tournament_app.services.rules import validate
from tournament_app.services.schedule_checks import schedule_warnings
from tournament_app.services.setting_words import DANESE_VARIANTS, vp_scale_name
from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    TeamMovement,
    TieBreak,
    VictoryPointScale,
)
from tournament_app.services.vp_choice import official_scale, proposed_scale
from tournament_app.ui.bye_default import ByeDefault, ForfeitDefault
from tournament_app.ui.context import AppContext
from tournament_app.ui.vp_table_editor import VpTableEditor
from tournament_app.ui.wizard.form import (
    PAGE_BURRACO_FORMAT,
    PAGE_SUMMARY,
    buddy,
    grow_to_fit,
    page_form,
)
from tournament_app.ui.wizard.tie_break_list import TieBreakList
from tournament_app.ui.wizard.variant_fields import BurracoAmounts, BurracoSeatingRules

SCHEDULE_SYSTEMS = (
    PairingSystem.MITCHELL,
    PairingSystem.DANESE,
    PairingSystem.DANESE_GIRONI,
    PairingSystem.ROUND_ROBIN,
)


class ScheduleEditor(QWidget):
    """The rounds of a burraco schedule: one row per system with how many rounds it seats."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.grid = QTableWidget(0, 2, self)
        self.grid.setHorizontalHeaderLabels([self.tr("System"), self.tr("Rounds")])
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.grid.verticalHeader().setVisible(False)
        self.grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.grid.setFixedHeight(124)
        self.add_button = QPushButton(self.tr("Add &step"), self)
        self.add_button.clicked.connect(
            lambda: self.add_step(ScheduleStep(PairingSystem.DANESE, 1))
        )
        self.remove_button = QPushButton(self.tr("Remo&ve step"), self)
        self.remove_button.clicked.connect(self.remove_step)
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid, 1)
        layout.addLayout(buttons)
        self.changed_callbacks: list[object] = []

    def set_schedule(self, schedule: tuple[ScheduleStep, ...]) -> None:
        """Show a schedule."""
        self.grid.setRowCount(0)
        for step in schedule:
            self.add_step(step)

    def add_step(self, step: ScheduleStep) -> None:
        """Append a step (system and rounds) to the schedule."""
        row = self.grid.rowCount()
        self.grid.insertRow(row)
        combo = QComboBox(self.grid)
        for system in SCHEDULE_SYSTEMS:
            combo.addItem(system_name(system, self.language), system)
        combo.setCurrentIndex(SCHEDULE_SYSTEMS.index(step.system))
        spin = QSpinBox(self.grid)
        spin.setRange(1, 30)
        spin.setValue(step.rounds)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.grid.setCellWidget(row, 0, combo)
        self.grid.setCellWidget(row, 1, spin)
        combo.currentIndexChanged.connect(self._notify)
        spin.valueChanged.connect(self._notify)
        self._notify()

    def remove_step(self) -> None:
        """Remove the selected step (the last one when none is selected); one always stays."""
        if self.grid.rowCount() <= 1:
            return
        row = self.grid.currentRow()
        self.grid.removeRow(row if row >= 0 else self.grid.rowCount() - 1)
        self._notify()

    def schedule(self) -> tuple[ScheduleStep, ...]:
        """The schedule as shown."""
        steps = []
        for row in range(self.grid.rowCount()):
            combo = self.grid.cellWidget(row, 0)
            spin = self.grid.cellWidget(row, 1)
            assert isinstance(combo, QComboBox) and isinstance(spin, QSpinBox)
            steps.append(ScheduleStep(combo.currentData(), spin.value()))
        return tuple(steps)

    def _notify(self, *_: object) -> None:
        for callback in self.changed_callbacks:
            callback()  # type: ignore[operator]


class WrappedNote(QLabel):
    """A word-wrapped note that holds the height its lines take at its width, the window
    grown to make room when they come: a wrapped label asks its form for one line, and a
    wizard sizes itself on changing page only, so the form squeezed the schedule above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        # Only once laid out on screen: before, its width is no width it will have.
        if not self.isVisible():
            return
        height = max(self.heightForWidth(self.width()), 0) if self.text() else 0
        if height == self.minimumHeight():
            return
        self.setMinimumHeight(height)
        page = self.parentWidget()
        if page is not None:
            grow_to_fit(page)


class BurracoFormatPage(QWizardPage):
    """Pairs or individual, hands per turno, and the schedule of rounds; under the schedule,
    what the services warn of it as it is set (`schedule_checks`: a Mitchell longer than
    the entries in play allow, more rounds than a FIBUR club tournament plays)."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        defaults = BurracoSettings()
        self.language = language
        # The field the schedule is checked against: none for a new tournament (no entries
        # yet); the wizard sets a tournament's own (`set_entries_in_play`).
        self.entries_in_play = 0
        self.setTitle(self.tr("Burraco: format"))
        self.setSubTitle(
            self.tr("Club evenings usually play 4 rounds of 3 hands: Mitchell ×3 then Danish ×1.")
        )
        self.pairs = QRadioButton(self.tr("&Pairs"), self)
        self.individual = QRadioButton(self.tr("&Individual (partner changes every round)"), self)
        # Burraco a squadre: teams field two of their pairs a round, seated by the team
        # movement (the schedule then only counts the rounds).
        self.teams = QRadioButton(self.tr("T&eams"), self)
        self.teams.setToolTip(self.tr("Teams of 4-6 players, each fielding two pairs a round."))
        self.pairs.setChecked(not defaults.individual)
        self.individual.setChecked(defaults.individual)
        self.team_movement = QComboBox(self)
        movements = teams.MOVEMENTS.get(language, teams.MOVEMENTS["it"])
        for movement in TeamMovement:
            self.team_movement.addItem(movements[movement.value], movement)
        self.hands_spin = QSpinBox(self)
        self.hands_spin.setRange(2, 4)
        self.hands_spin.setValue(defaults.hands)
        self.hands_spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        # Hands FIBUR publishes no VP table for (2): said as soon as they are chosen.
        self.hands_note = QLabel(self)
        self.hands_note.setWordWrap(True)
        self.hands_note.setMinimumWidth(440)
        self.hands_spin.valueChanged.connect(lambda hands: self._note_hands(hands, language))
        self._note_hands(defaults.hands, language)
        self.schedule = ScheduleEditor(language, self)
        self.schedule.set_schedule(defaults.schedule)
        self.total_label = QLabel(self)
        # The whole page's width (a row of its own): the warnings are long sentences.
        self.schedule_note = WrappedNote(self)
        self.schedule_note.setStyleSheet("color: #8a4b00;")
        self.schedule_note.setVisible(False)
        self.first_round = QComboBox(self)
        for system in (PairingSystem.DRAW, PairingSystem.REGISTRATION):
            self.first_round.addItem(system_name(system, language), system)
        self.shift_spin = QSpinBox(self)
        self.shift_spin.setRange(1, 9)
        self.shift_spin.setValue(defaults.mitchell_shift)
        self.shift_spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.danese = QComboBox(self)
        for variant, words in DANESE_VARIANTS.items():
            self.danese.addItem(words.pick(language), variant)
        self.groups_edit = QLineEdit(self)
        self.groups_edit.setPlaceholderText(self.tr("e.g. 8, 8, 6 (empty: two halves)"))

        lines = QHBoxLayout()
        lines.addWidget(self.pairs)
        lines.addWidget(self.individual)
        lines.addWidget(self.teams)
        lines.addStretch(1)
        form = page_form(self)
        form.addRow(self.tr("Entries:"), lines)
        form.addRow(self.tr("&Hands per round:"), self.hands_spin)
        form.addRow("", self.hands_note)
        form.addRow(self.tr("Schedule:"), self.schedule)
        form.addRow("", self.total_label)
        form.addRow(self.schedule_note)
        form.addRow(self.tr("&First round:"), self.first_round)
        form.addRow(self.tr("&Mitchell: EW moves on by (tables):"), self.shift_spin)
        form.addRow(self.tr("&Danish:"), self.danese)
        form.addRow(self.tr("&Group sizes:"), self.groups_edit)
        form.addRow(buddy(self.tr("Team m&ovement:"), self.team_movement), self.team_movement)
        self.seating_rules = BurracoSeatingRules(self)
        form.addRow(self.tr("Seating:"), self.seating_rules)
        self.schedule.changed_callbacks.append(self._update_total)
        self.individual.toggled.connect(lambda _on: self._update_total())
        self.teams.toggled.connect(lambda _on: self._update_total())
        self.shift_spin.valueChanged.connect(lambda _shift: self._update_total())
        self.groups_edit.textChanged.connect(self.completeChanged)
        self._update_total()

    def _note_hands(self, hands: int, language: str) -> None:
        needs_own = official_scale(hands) is None
        self.hands_note.setText(vp_table_needed_sentence(hands, language) if needs_own else "")
        self.hands_note.setVisible(needs_own)

    def _update_total(self) -> None:
        schedule = self.schedule.schedule()
        systems = {step.system for step in schedule}
        # Only the settings of systems in the schedule can be changed; the rest wait greyed.
        # An individual tournament changes partners every round by its own rotation: there
        # the schedule only counts the rounds.
        by_teams = self.teams.isChecked()
        pairs = not self.individual.isChecked() and not by_teams
        self.team_movement.setEnabled(by_teams)
        self.first_round.setEnabled(pairs)
        self.shift_spin.setEnabled(pairs and PairingSystem.MITCHELL in systems)
        self.danese.setEnabled(
            pairs and bool(systems & {PairingSystem.DANESE, PairingSystem.DANESE_GIRONI})
        )
        self.groups_edit.setEnabled(pairs and PairingSystem.DANESE_GIRONI in systems)
        self.seating_rules.follow(
            pairs=pairs, danese=bool(systems & {PairingSystem.DANESE, PairingSystem.DANESE_GIRONI})
        )
        rounds = sum(step.rounds for step in schedule)
        text = self.tr("Rounds in all: {0}").replace("{0}", str(rounds))
        if self.individual.isChecked():
            text += " — " + self.tr("individual: partners rotate, the systems do not apply")
        if by_teams:
            text += " — " + self.tr("teams: the team movement seats every round")
        self.total_label.setText(text)
        self._note_schedule()
        self.completeChanged.emit()

    def set_entries_in_play(self, entries: int) -> None:
        """Check the schedule against a tournament's entries in play (its own settings)."""
        self.entries_in_play = entries
        self._note_schedule()

    def _note_schedule(self) -> None:
        """The services' warnings of the schedule shown, with the entries in play."""
        by_teams = self.teams.isChecked()
        shown = BurracoSettings(
            individual=self.individual.isChecked() and not by_teams,
            schedule=self.schedule.schedule(),
            mitchell_shift=self.shift_spin.value(),
            event_format=EventFormat.TEAMS if by_teams else EventFormat.PAIRS,
        )
        warnings = schedule_warnings(shown, self.entries_in_play)
        said = [schedule_warning_sentence(warning, self.language) for warning in warnings]
        self.schedule_note.setText("\n".join(said))
        self.schedule_note.setVisible(bool(said))

    def group_sizes(self) -> tuple[int, ...] | None:
        """The group sizes typed (empty tuple: two halves); None when unreadable."""
        text = self.groups_edit.text().replace(";", ",").strip()
        if not text:
            return ()
        try:
            sizes = tuple(int(part) for part in text.split(",") if part.strip())
        except ValueError:
            return None
        return sizes if all(size >= 2 for size in sizes) else None

    def isComplete(self) -> bool:
        return self.group_sizes() is not None and bool(self.schedule.schedule())


def _vp_box(parent: QWidget) -> QSpinBox:
    """A turno's VP: 0 to 20, right-aligned."""
    box = QSpinBox(parent)
    box.setRange(0, 20)
    box.setAlignment(Qt.AlignmentFlag.AlignRight)
    return box


class BurracoScoringPage(QWizardPage):
    """The VP table, the bye's score, the forfeit's VP, tie-breaks and house variants."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setTitle(self.tr("Burraco: scoring"))
        self.setSubTitle(
            self.tr("The FIBUR table matching the hands is chosen; 2 hands need a custom table.")
        )
        self.vp_combo = QComboBox(self)
        self.vp_combo.currentIndexChanged.connect(self.completeChanged)
        self.new_table = QPushButton(self.tr("New &custom table…"), self)
        self.new_table.clicked.connect(self._new_table)
        vp_row = QHBoxLayout()
        vp_row.addWidget(self.vp_combo, 1)
        vp_row.addWidget(self.new_table)
        # Hands FIBUR publishes no table for (2): the services' sentence, over the choice.
        self.vp_note = QLabel(self)
        self.vp_note.setWordWrap(True)
        self.vp_note.setMinimumWidth(500)  # a word-wrapped label in a form shrinks to a column
        self.vp_note.setVisible(False)
        self.bye_vp = _vp_box(self)
        self.bye_mp = QSpinBox(self)
        self.bye_mp.setRange(0, 5000)
        self.bye_mp.setSingleStep(5)
        self.bye_mp.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.bye_mp.setPrefix("+")
        bye_row = QHBoxLayout()
        bye_row.addWidget(self.bye_vp)
        bye_row.addWidget(QLabel(self.tr("VP and"), self))
        bye_row.addWidget(self.bye_mp)
        bye_row.addWidget(QLabel(self.tr("MP"), self))
        bye_row.addStretch(1)
        # A turno lost by forfeit (more than 10 minutes late): each pair's VP, on a line each.
        self.forfeit_present = _vp_box(self)
        self.forfeit_late = _vp_box(self)
        present_row = QHBoxLayout()
        present_row.addWidget(self.forfeit_present)
        present_row.addWidget(QLabel(self.tr("VP and the equivalent MP to the pair present"), self))
        present_row.addStretch(1)
        late_row = QHBoxLayout()
        late_row.addWidget(self.forfeit_late)
        late_row.addWidget(
            QLabel(self.tr("VP to the late pair (and to a pair that leaves the table)"), self)
        )
        late_row.addStretch(1)
        # Every tie-break, the defaults first and ticked, in their order.
        self.tie_break_list = TieBreakList(tuple(TieBreak), tie_break_name, context.language, self)
        self.tie_break_list.show_chosen(BurracoSettings().tie_breaks)
        self.tie_breaks = self.tie_break_list.list
        self.no_semipulito = QCheckBox(self.tr("No &semipulito (only pulito 200 / sporco 100)"))
        self.burraco_reale = QCheckBox(self.tr("Burraco &reale and super burraco"))
        self.amounts = BurracoAmounts(self.burraco_reale, self)

        form = page_form(self)
        form.addRow("", self.vp_note)
        form.addRow(buddy(self.tr("&VP table:"), self.vp_combo), vp_row)
        form.addRow(buddy(self.tr("B&ye:"), self.bye_vp), bye_row)
        form.addRow(buddy(self.tr("&Forfeit:"), self.forfeit_present), present_row)
        form.addRow("", late_row)
        form.addRow(buddy(self.tr("&Tie-breaks after VP:"), self.tie_breaks), self.tie_break_list)
        form.addRow(self.tr("House variants:"), self.no_semipulito)
        form.addRow("", self.burraco_reale)
        form.addRow(buddy(self.tr("A&mounts:"), self.amounts.closing_bonus), self.amounts)
        form.addRow("", self.amounts.brazilian)
        self._hands_shown: int | None = None
        self._preset_scale: VictoryPointScale | None = None
        self.bye = ByeDefault(self.bye_vp, self.bye_mp)
        self.forfeit = ForfeitDefault(self.forfeit_present, self.forfeit_late)
        self.vp_combo.currentIndexChanged.connect(
            lambda _index: self.bye.follow(self._hands(), self.chosen_scale())
        )

    def preset(self, settings: BurracoSettings) -> None:
        """Show a tournament's own scoring instead of the defaults for its hands."""
        self._hands_shown = settings.hands
        self._preset_scale = settings.vp_scale
        self.bye.show(settings.hands, settings.vp_scale, (settings.bye_vp, settings.bye_mp))
        own = (settings.forfeit_present_vp, settings.forfeit_late_vp)
        self.forfeit.show(settings.hands, own)
        self.tie_break_list.show_chosen(settings.tie_breaks)
        self.no_semipulito.setChecked(settings.no_semipulito)
        self.burraco_reale.setChecked(settings.burraco_reale)
        self.amounts.preset(settings)

    def initializePage(self) -> None:
        hands = self._hands()
        if hands != self._hands_shown:
            # New hands: that number's defaults (a tournament's own values no longer apply).
            self._hands_shown = hands
            self._preset_scale = None
            self.fill_scales()
            self.bye.show(hands, self.chosen_scale())
            self.forfeit.show(hands)
        elif self.vp_combo.count() == 0:
            preset = self._preset_scale
            self.fill_scales(select=preset.name if preset else None, keep=preset)

    def _hands(self) -> int:
        page = self.wizard().page(PAGE_BURRACO_FORMAT) if self.wizard() else None
        return page.hands_spin.value() if isinstance(page, BurracoFormatPage) else 3

    def fill_scales(self, select: str | None = None, keep: VictoryPointScale | None = None) -> None:
        """List the VP tables for the chosen hands: FIBUR's first, then the club's own.

        `keep` is a tournament's own copy of its table: listed even if the club's saved table
        of that name has changed or gone since.
        """
        hands = self._hands()
        tournaments = self.context.services.tournaments
        choice = self.context.run(self, lambda: tournaments.vp_table_choice(hands))
        scales = list(choice.tables) if choice is not None else []
        if keep is not None:
            scales = [keep] + [scale for scale in scales if scale.name != keep.name]
        needs_own = choice is not None and choice.needs_own
        self.vp_note.setText(
            vp_table_needed_sentence(hands, self.context.language) if needs_own else ""
        )
        self.vp_note.setVisible(needs_own)
        self.vp_combo.blockSignals(True)
        self.vp_combo.clear()
        for scale in scales:
            self.vp_combo.addItem(vp_scale_name(scale, self.context.language), scale)
            if scale.name == select:
                self.vp_combo.setCurrentIndex(self.vp_combo.count() - 1)
        if self.vp_combo.count() == 0:
            self.vp_combo.addItem(
                self.tr("No table for {0} hands: make a custom one").replace("{0}", str(hands)),
                None,
            )
        self.vp_combo.blockSignals(False)
        self.bye.follow(hands, self.chosen_scale())
        self.completeChanged.emit()

    def chosen_scale(self) -> VictoryPointScale | None:
        """The VP table chosen (None only when none exists for these hands)."""
        data = self.vp_combo.currentData()
        return data if isinstance(data, VictoryPointScale) else None

    def isComplete(self) -> bool:
        return self.chosen_scale() is not None

    def nextId(self) -> int:
        return PAGE_SUMMARY

    def validatePage(self) -> bool:
        """Refuse, here where they are typed, the forfeit's VP the services would refuse at
        Finish (the late pair given more than the pair present; VP the table chosen has no
        band for); the other pages' settings are left to Finish, as before."""
        from tournament_app.ui.wizard.dialog import NewTournamentWizard  # the page's own wizard

        wizard = self.wizard()
        if not isinstance(wizard, NewTournamentWizard):
            return True
        chosen = wizard.burraco_settings()
        settings = BurracoSettings(
            hands=chosen.hands,
            vp_scale=chosen.vp_scale,
            forfeit_present_vp=chosen.forfeit_present_vp,
            forfeit_late_vp=chosen.forfeit_late_vp,
        )

        def checked() -> bool:
            validate(settings)
            return True

        return bool(wizard.context.run(self, checked, title=wizard.windowTitle()))

    def _new_table(self) -> None:
        hands = self._hands()
        # Where FIBUR has no table the editor starts from the services' proposal (FIBUR's
        # 3-hand table scaled, named as the club's own); else from FIBUR's rows.
        proposal = None if official_scale(hands) else proposed_scale(hands, self.context.language)
        editor = VpTableEditor(self.context, proposal, parent=self)
        editor.hands_spin.setValue(hands)
        if editor.exec() and editor.saved_scale is not None:
            self.fill_scales(select=editor.saved_scale.name)
        elif editor.deleted:
            # Saved tables deleted in the editor leave the list (a tournament's own copy stays).
            chosen, preset = self.chosen_scale(), self._preset_scale
            self.fill_scales(select=chosen.name if chosen else None, keep=preset)

    def tie_break_order(self) -> tuple[TieBreak, ...]:
        """The ticked tie-breaks, in the order shown (they apply after VP)."""
        return self.tie_break_list.order()
