"""The new-tournament wizard: every setting in the domain docs, with sensible defaults.

Pages: the game and its name/date/venue; for burraco the format (pairs or individual, hands,
schedule) and the scoring (VP table, bye, tie-breaks, house variants); for scala 40 the table
and tournament rules; then a summary. Finish creates the tournament through the services.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from tournament_app.services.domain_words import capitalised, game_name, system_name, tie_break_name
from tournament_app.services.rules import validate
from tournament_app.services.setting_words import (
    DANESE_VARIANTS,
    NOT_OPENED,
    setting_rows,
    vp_scale_name,
)
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    TournamentDraft,
    VictoryPointScale,
)
from tournament_app.services.tournaments import frozen_settings
from tournament_app.services.values import Tournament
from tournament_app.ui.bye_default import ByeDefault, bye_default
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import date_pattern
from tournament_app.ui.in_hand_choice import InHandChoice
from tournament_app.ui.vp_table_editor import VpTableEditor

PAGE_GAME, PAGE_BURRACO_FORMAT, PAGE_BURRACO_SCORING, PAGE_SCALA40, PAGE_SUMMARY = range(5)


SCHEDULE_SYSTEMS = (
    PairingSystem.MITCHELL,
    PairingSystem.DANESE,
    PairingSystem.DANESE_GIRONI,
    PairingSystem.ROUND_ROBIN,
)

# Every tie-break `scoring` knows (after VP); the defaults come checked, in their order.
TIE_BREAKS = ("mp_diff", "mp_scored", "mp_against", "head_to_head", "draw")


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


class GamePage(QWizardPage):
    """Which game, and the tournament's name, date and venue."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("New tournament"))
        self.setSubTitle(self.tr("Choose the game and name the tournament."))
        self.burraco = QRadioButton(self.tr("&Burraco (pairs or individual)"), self)
        self.scala40 = QRadioButton(self.tr("&Scala 40"), self)
        self.burraco.setChecked(True)
        self.games = QButtonGroup(self)
        self.games.addButton(self.burraco)
        self.games.addButton(self.scala40)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("e.g. Friday burraco"))
        self.date_edit = QDateEdit(QDate.currentDate(), self)
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(date_pattern())
        self.venue_edit = QLineEdit(self)
        self.venue_edit.setPlaceholderText(self.tr("e.g. Circolo Il Fante, Roma"))
        # Clubs' usual rule is "premi non cumulabili": the box stays clear unless a club's
        # prizes add up.
        self.prizes_cumulative = QCheckBox(
            self.tr("P&rizes add up: an overall prize winner also takes a group or category prize"),
            self,
        )
        self.registerField("name*", self.name_edit)
        form = _form(self)
        games = QVBoxLayout()
        games.addWidget(self.burraco)
        games.addWidget(self.scala40)
        form.addRow(self.tr("Game:"), games)
        form.addRow(self.tr("N&ame:"), self.name_edit)
        form.addRow(self.tr("&Date:"), self.date_edit)
        form.addRow(self.tr("&Venue:"), self.venue_edit)
        form.addRow(self.tr("Prizes:"), self.prizes_cumulative)

    def game(self) -> Game:
        """The game chosen."""
        return Game.SCALA40 if self.scala40.isChecked() else Game.BURRACO

    def nextId(self) -> int:
        return PAGE_SCALA40 if self.game() is Game.SCALA40 else PAGE_BURRACO_FORMAT


class BurracoFormatPage(QWizardPage):
    """Pairs or individual, hands per turno, and the schedule of rounds."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        defaults = BurracoSettings()
        self.setTitle(self.tr("Burraco: format"))
        self.setSubTitle(
            self.tr("Club evenings usually play 4 rounds of 3 hands: Mitchell ×3 then Danese ×1.")
        )
        self.pairs = QRadioButton(self.tr("&Pairs"), self)
        self.individual = QRadioButton(self.tr("&Individual (partner changes every round)"), self)
        self.pairs.setChecked(not defaults.individual)
        self.individual.setChecked(defaults.individual)
        self.hands_spin = QSpinBox(self)
        self.hands_spin.setRange(2, 4)
        self.hands_spin.setValue(defaults.hands)
        self.hands_spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.schedule = ScheduleEditor(language, self)
        self.schedule.set_schedule(defaults.schedule)
        self.total_label = QLabel(self)
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
        lines.addStretch(1)
        form = _form(self)
        form.addRow(self.tr("Entries:"), lines)
        form.addRow(self.tr("&Hands per round:"), self.hands_spin)
        form.addRow(self.tr("Schedule:"), self.schedule)
        form.addRow("", self.total_label)
        form.addRow(self.tr("&First round:"), self.first_round)
        form.addRow(self.tr("&Mitchell: EW moves on by (tables):"), self.shift_spin)
        form.addRow(self.tr("&Danese:"), self.danese)
        form.addRow(self.tr("&Group sizes:"), self.groups_edit)
        self.schedule.changed_callbacks.append(self._update_total)
        self.individual.toggled.connect(lambda _on: self._update_total())
        self.groups_edit.textChanged.connect(self.completeChanged)
        self._update_total()

    def _update_total(self) -> None:
        schedule = self.schedule.schedule()
        systems = {step.system for step in schedule}
        # Only the settings of systems in the schedule can be changed; the rest wait greyed.
        # An individual tournament changes partners every round by its own rotation: there
        # the schedule only counts the rounds.
        pairs = not self.individual.isChecked()
        self.first_round.setEnabled(pairs)
        self.shift_spin.setEnabled(pairs and PairingSystem.MITCHELL in systems)
        self.danese.setEnabled(
            pairs and bool(systems & {PairingSystem.DANESE, PairingSystem.DANESE_GIRONI})
        )
        self.groups_edit.setEnabled(pairs and PairingSystem.DANESE_GIRONI in systems)
        rounds = sum(step.rounds for step in schedule)
        text = self.tr("Rounds in all: {0}").replace("{0}", str(rounds))
        if not pairs:
            text += " — " + self.tr("individual: partners rotate, the systems do not apply")
        if rounds > 4:
            text += " — " + self.tr("FIBUR club tournaments play at most 4 rounds")
        self.total_label.setText(text)
        self.completeChanged.emit()

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


class BurracoScoringPage(QWizardPage):
    """The VP table, the bye's score, tie-breaks and house variants."""

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
        self.bye_vp = QSpinBox(self)
        self.bye_vp.setRange(0, 20)
        self.bye_vp.setAlignment(Qt.AlignmentFlag.AlignRight)
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
        self.tie_breaks = QListWidget(self)
        self.tie_breaks.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.tie_breaks.setFixedHeight(112)
        defaults = BurracoSettings().tie_breaks
        ordered = list(defaults) + [key for key in TIE_BREAKS if key not in defaults]
        for key in ordered:
            item = QListWidgetItem(tie_break_name(key, self.context.language))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = key in defaults
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.tie_breaks.addItem(item)
        up = QPushButton(self.tr("&Up"), self)
        up.clicked.connect(lambda: self._move(-1))
        down = QPushButton(self.tr("Do&wn"), self)
        down.clicked.connect(lambda: self._move(1))
        moves = QVBoxLayout()
        moves.addWidget(up)
        moves.addWidget(down)
        tie_row = QHBoxLayout()
        tie_row.addWidget(self.tie_breaks, 1)
        tie_row.addLayout(moves)
        self.no_semipulito = QCheckBox(self.tr("No &semipulito (only pulito 200 / sporco 100)"))
        self.burraco_reale = QCheckBox(self.tr("Burraco &reale 300 and super burraco 250"))

        form = _form(self)
        form.addRow(_buddy(self.tr("&VP table:"), self.vp_combo), vp_row)
        form.addRow(_buddy(self.tr("B&ye:"), self.bye_vp), bye_row)
        form.addRow(_buddy(self.tr("&Tie-breaks after VP:"), self.tie_breaks), tie_row)
        form.addRow(self.tr("House variants:"), self.no_semipulito)
        form.addRow("", self.burraco_reale)
        self._hands_shown: int | None = None
        self._preset_scale: VictoryPointScale | None = None
        self.bye = ByeDefault(self.bye_vp, self.bye_mp)
        self.vp_combo.currentIndexChanged.connect(
            lambda _index: self.bye.follow(self._hands(), self.chosen_scale())
        )

    def preset(self, settings: BurracoSettings) -> None:
        """Show a tournament's own scoring instead of the defaults for its hands."""
        self._hands_shown = settings.hands
        self._preset_scale = settings.vp_scale
        self.bye.show(settings.hands, settings.vp_scale, (settings.bye_vp, settings.bye_mp))
        order = list(settings.tie_breaks) + [k for k in TIE_BREAKS if k not in settings.tie_breaks]
        self.tie_breaks.clear()
        for key in order:
            item = QListWidgetItem(tie_break_name(key, self.context.language))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = key in settings.tie_breaks
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.tie_breaks.addItem(item)
        self.no_semipulito.setChecked(settings.no_semipulito)
        self.burraco_reale.setChecked(settings.burraco_reale)

    def initializePage(self) -> None:
        hands = self._hands()
        if hands != self._hands_shown:
            # New hands: that number's defaults (a tournament's own values no longer apply).
            self._hands_shown = hands
            self._preset_scale = None
            self.fill_scales()
            self.bye.show(hands, self.chosen_scale())
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
        scales = list(self.context.run(self, self.context.services.tournaments.vp_scales) or ())
        if keep is not None:
            scales = [keep] + [scale for scale in scales if scale.name != keep.name]
        self.vp_combo.blockSignals(True)
        self.vp_combo.clear()
        for scale in scales:
            if scale.hands != hands:
                continue
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

    def _new_table(self) -> None:
        editor = VpTableEditor(self.context, parent=self)
        editor.hands_spin.setValue(self._hands())
        if editor.exec() and editor.saved_scale is not None:
            self.fill_scales(select=editor.saved_scale.name)

    def _move(self, step: int) -> None:
        row = self.tie_breaks.currentRow()
        target = row + step
        if row < 0 or not (0 <= target < self.tie_breaks.count()):
            return
        item = self.tie_breaks.takeItem(row)
        self.tie_breaks.insertItem(target, item)
        self.tie_breaks.setCurrentRow(target)

    def tie_break_order(self) -> tuple[str, ...]:
        """The ticked tie-break keys, in the order shown (they apply after VP)."""
        items = [self.tie_breaks.item(i) for i in range(self.tie_breaks.count())]
        return tuple(
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )


class Scala40Page(QWizardPage):
    """Scala 40 tables and tournament rules."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        defaults = Scala40Settings()
        self.setTitle(self.tr("Scala 40: rules"))
        self.setSubTitle(self.tr("Defaults are the official rules: tables of 4, out at 101."))
        self.table_size = QSpinBox(self)
        self.table_size.setRange(2, 6)
        self.table_size.setValue(defaults.table_size)
        self.limit = QComboBox(self)
        self.limit.setEditable(True)
        self.limit.setMinimumWidth(110)
        for value in (101, 151, 201, 301, 501):
            self.limit.addItem(str(value), value)
        self.limit.setCurrentText(str(defaults.limit))
        self.limit.currentTextChanged.connect(self.completeChanged)
        self.out_at = QComboBox(self)
        self.out_at.addItem(self.tr("reaching the limit (≥)"), True)
        self.out_at.addItem(self.tr("passing the limit (>)"), False)
        self.not_opened = QComboBox(self)
        for rule, words in NOT_OPENED.items():
            self.not_opened.addItem(words.pick(language), rule)
        self.in_hand = InHandChoice(language, self)
        self.reentries = QSpinBox(self)
        self.reentries.setRange(0, 5)
        self.reentries.setSpecialValueText(self.tr("not allowed"))
        self.format = QComboBox(self)
        self.format.addItem(
            self.tr("Elimination: stage after stage, down to a final table"), "elimination"
        )
        self.format.addItem(self.tr("Placement points over several rounds"), "placement")
        self.format.currentIndexChanged.connect(self._show_format)
        # Who goes on from a stage (scala40.md): the best of each table, or the best of the
        # stage's ranking, falling stage by stage to the final table (16, 8, 4).
        self.by_table = QRadioButton(self.tr("the best of eac&h table"), self)
        self.by_ranking = QRadioButton(self.tr("the best of the stage's ran&king"), self)
        self.who_goes_on = QButtonGroup(self)
        self.who_goes_on.addButton(self.by_table)
        self.who_goes_on.addButton(self.by_ranking)
        self.by_table.setChecked(True)
        self.by_ranking.toggled.connect(self._show_format)
        self.advance = QSpinBox(self)
        self.advance.setRange(1, 5)
        self.advance.setValue(defaults.advance_per_table)
        self.cuts_edit = QLineEdit(self)
        self.cuts_edit.setPlaceholderText("16, 8, 4")
        self.cuts_edit.setToolTip(
            self.tr(
                "How many of the stage's ranking go on after each stage, the last number"
                " being the final table: 16, 8, 4 takes 40 players to 16, then 8, then a"
                " final table of 4."
            )
        )
        self.cuts_edit.textChanged.connect(self.completeChanged)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(1, 20)
        self.rounds.setValue(defaults.rounds)
        self.points_edit = QLineEdit(", ".join(str(p) for p in defaults.placement_points), self)
        self.points_edit.textChanged.connect(self.completeChanged)
        self.minutes = QSpinBox(self)
        self.minutes.setRange(0, 240)
        self.minutes.setSingleStep(5)
        self.minutes.setSpecialValueText(self.tr("no time limit"))
        self.minutes.setSuffix(self.tr(" min"))
        for spin in (self.table_size, self.reentries, self.advance, self.rounds, self.minutes):
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)

        form = _form(self)
        form.addRow(self.tr("Players per &table:"), self.table_size)
        form.addRow(self.tr("&Limit:"), self.limit)
        form.addRow(self.tr("A player is &out on:"), self.out_at)
        form.addRow(self.tr("Not op&ened pays:"), self.not_opened)
        form.addRow(self.tr("Chiusura in &mano:"), self.in_hand)
        form.addRow(self.tr("&Re-entries per player:"), self.reentries)
        form.addRow(self.tr("&Format:"), self.format)
        self.who_label = QLabel(self.tr("Who goes on:"), self)
        self.who_box = QWidget(self)
        who = QVBoxLayout(self.who_box)
        who.setContentsMargins(0, 0, 0, 0)
        who.addWidget(self.by_table)
        who.addWidget(self.by_ranking)
        form.addRow(self.who_label, self.who_box)
        self.advance_label = QLabel(self.tr("&Advance per table:"), self)
        self.advance_label.setBuddy(self.advance)
        form.addRow(self.advance_label, self.advance)
        self.cuts_label = QLabel(self.tr("&Cuts after each stage (e.g. 16, 8, 4):"), self)
        self.cuts_label.setBuddy(self.cuts_edit)
        form.addRow(self.cuts_label, self.cuts_edit)
        self.rounds_label = QLabel(self.tr("Ro&unds:"), self)
        self.rounds_label.setBuddy(self.rounds)
        form.addRow(self.rounds_label, self.rounds)
        self.points_label = QLabel(self.tr("&Placement points (1st, 2nd, …):"), self)
        self.points_label.setBuddy(self.points_edit)
        form.addRow(self.points_label, self.points_edit)
        form.addRow(self.tr("Time per &game:"), self.minutes)
        self._show_format()

    def _show_format(self, *_: object) -> None:
        placement = self.format.currentData() == "placement"
        for widget in (self.rounds, self.rounds_label, self.points_edit, self.points_label):
            widget.setVisible(placement)
        self.who_label.setVisible(not placement)
        self.who_box.setVisible(not placement)
        by_ranking = self.by_ranking.isChecked()
        for widget in (self.advance, self.advance_label):
            widget.setVisible(not placement and not by_ranking)
        for widget in (self.cuts_edit, self.cuts_label):
            widget.setVisible(not placement and by_ranking)
        self.completeChanged.emit()

    def cuts_by_ranking(self) -> bool:
        """Whether an elimination takes the best of each stage's ranking (else of each table)."""
        return self.format.currentData() != "placement" and self.by_ranking.isChecked()

    def stage_cuts(self) -> tuple[int, ...] | None:
        """The cuts typed, stage 1 first (None when unreadable or empty)."""
        return _whole_numbers(self.cuts_edit.text())

    def limit_value(self) -> int | None:
        """The limit typed (None when it is not a positive whole number)."""
        try:
            value = int(self.limit.currentText().strip())
        except ValueError:
            return None
        return value if value > 0 else None

    def placement_points(self) -> tuple[int, ...] | None:
        """The placement points typed, best place first (None when unreadable)."""
        return _whole_numbers(self.points_edit.text())

    def isComplete(self) -> bool:
        if self.limit_value() is None:
            return False
        if self.cuts_by_ranking() and self.stage_cuts() is None:
            return False
        return self.format.currentData() != "placement" or self.placement_points() is not None

    def validatePage(self) -> bool:
        """Refuse, here where they are typed, the rules the services would refuse at Finish
        (cuts that do not fall stage by stage to a final table, and the like)."""
        wizard = self.wizard()
        if not isinstance(wizard, NewTournamentWizard):
            return True
        settings = wizard.scala40_settings()

        def checked() -> bool:
            validate(settings)
            return True

        return bool(wizard.context.run(self, checked, title=wizard.windowTitle()))

    def nextId(self) -> int:
        return PAGE_SUMMARY


class SummaryPage(QWizardPage):
    """Everything chosen, in words, before the tournament is created."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Summary"))
        self.setSubTitle(self.tr("Check the settings, then press Finish to create the tournament."))
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)

    def initializePage(self) -> None:
        wizard = self.wizard()
        if isinstance(wizard, NewTournamentWizard):
            self.text.setText(wizard.summary_html())


class NewTournamentWizard(QWizard):
    """Collects a `TournamentDraft`; on Finish creates it and keeps it in `created`.

    Given an existing `tournament`, the same pages show its settings and Finish changes them
    (the game stays); the services refuse changes to what rounds already published used.
    """

    def __init__(
        self,
        context: AppContext,
        parent: QWidget | None = None,
        *,
        tournament: Tournament | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.created: Tournament | None = None
        self.editing = tournament
        # Each tournament draws with its own seed (kept with it, so a draw can be repeated);
        # a shared default would seat every evening's first round alike.
        self.seed = secrets.randbelow(2**31 - 1) + 1
        self.setWindowTitle(self.tr("New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.game_page = GamePage(self)
        self.format_page = BurracoFormatPage(context.language, self)
        self.scoring_page = BurracoScoringPage(context, self)
        self.scala40_page = Scala40Page(context.language, self)
        self.summary_page = SummaryPage(self)
        self.setPage(PAGE_GAME, self.game_page)
        self.setPage(PAGE_BURRACO_FORMAT, self.format_page)
        self.setPage(PAGE_BURRACO_SCORING, self.scoring_page)
        self.setPage(PAGE_SCALA40, self.scala40_page)
        self.setPage(PAGE_SUMMARY, self.summary_page)
        self.setStartId(PAGE_GAME)
        self.resize(720, 600)
        if tournament is not None:
            self._show_tournament(tournament)

    def _show_tournament(self, tournament: Tournament) -> None:
        """Fill every page with an existing tournament's values (edit mode)."""
        self.setWindowTitle(self.tr("Tournament settings — {0}").replace("{0}", tournament.name))
        game = self.game_page
        game.name_edit.setText(tournament.name)
        if tournament.date:
            game.date_edit.setDate(QDate.fromString(tournament.date[:10], "yyyy-MM-dd"))
        game.venue_edit.setText(tournament.venue)
        game.prizes_cumulative.setChecked(tournament.settings.prizes_cumulative)
        (game.scala40 if tournament.game is Game.SCALA40 else game.burraco).setChecked(True)
        self.summary_page.setSubTitle(
            self.tr("Check the settings, then press Finish to save the changes.")
        )
        game.burraco.setEnabled(False)  # the game of a tournament never changes
        game.scala40.setEnabled(False)
        settings = tournament.settings
        self.seed = settings.seed or self.seed
        if isinstance(settings, BurracoSettings):
            self._show_burraco(settings)
        elif isinstance(settings, Scala40Settings):
            self._show_scala40(settings)
        published = self.context.run(
            self, lambda: self.context.services.rounds.numbers(tournament.id, published=True)
        )
        if published:
            self._lock_frozen(tournament.game)

    def frozen_widgets(self, game: Game) -> dict[str, list[QWidget]]:
        """The widgets of each setting that cannot change once a round is published."""
        fmt, scoring, scala40 = self.format_page, self.scoring_page, self.scala40_page
        if game is Game.BURRACO:
            return {
                "individual": [fmt.individual, fmt.pairs],
                "hands": [fmt.hands_spin],
                "vp_scale": [scoring.vp_combo, scoring.new_table],
                "bye_vp": [scoring.bye_vp],
                "bye_mp": [scoring.bye_mp],
                "no_semipulito": [scoring.no_semipulito],
                "burraco_reale": [scoring.burraco_reale],
            }
        return {
            "table_size": [scala40.table_size],
            "limit": [scala40.limit],
            "out_at_limit": [scala40.out_at],
            "not_opened": [scala40.not_opened],
            "in_hand_close": [scala40.in_hand],
            "reentries": [scala40.reentries],
            "format": [scala40.format],
        }

    def _lock_frozen(self, game: Game) -> None:
        """Grey out what the rounds already published were scored with: the services refuse
        a change to it, and finding out only at Finish wastes the director's edits."""
        why = self.tr("Fixed since round 1 was published: the results entered were scored with it.")
        widgets = self.frozen_widgets(game)
        for name in frozen_settings(game):
            for widget in widgets[name]:
                widget.setEnabled(False)
                widget.setToolTip(why)

    def _show_burraco(self, settings: BurracoSettings) -> None:
        fmt, scoring = self.format_page, self.scoring_page
        fmt.individual.setChecked(settings.individual)
        fmt.pairs.setChecked(not settings.individual)
        fmt.hands_spin.setValue(settings.hands)
        fmt.schedule.set_schedule(settings.schedule)
        _select(fmt.first_round, settings.first_round)
        fmt.shift_spin.setValue(settings.mitchell_shift)
        _select(fmt.danese, settings.danese_variant)
        fmt.groups_edit.setText(", ".join(str(size) for size in settings.group_sizes))
        # The scoring page keeps these instead of the defaults for the hands.
        scoring.preset(settings)

    def _show_scala40(self, settings: Scala40Settings) -> None:
        page = self.scala40_page
        page.table_size.setValue(settings.table_size)
        page.limit.setCurrentText(str(settings.limit))
        _select(page.out_at, settings.out_at_limit)
        _select(page.not_opened, settings.not_opened)
        page.in_hand.set_rule(settings.in_hand_close)
        page.reentries.setValue(settings.reentries)
        placement = settings.format is Scala40Format.PLACEMENT_POINTS
        _select(page.format, "placement" if placement else "elimination")
        page.advance.setValue(settings.advance_per_table)
        (page.by_ranking if settings.stage_cuts else page.by_table).setChecked(True)
        page.cuts_edit.setText(", ".join(str(cut) for cut in settings.stage_cuts))
        page.rounds.setValue(settings.rounds)
        page.points_edit.setText(", ".join(str(p) for p in settings.placement_points))
        page.minutes.setValue(settings.minutes_per_game or 0)

    # -- the values chosen --------------------------------------------------------------------
    def burraco_settings(self) -> BurracoSettings:
        """The burraco settings as chosen on the two burraco pages."""
        fmt, scoring = self.format_page, self.scoring_page
        return BurracoSettings(
            individual=fmt.individual.isChecked(),
            hands=fmt.hands_spin.value(),
            schedule=fmt.schedule.schedule(),
            first_round=fmt.first_round.currentData(),
            mitchell_shift=fmt.shift_spin.value(),
            danese_variant=fmt.danese.currentData(),
            group_sizes=fmt.group_sizes() or (),
            vp_scale=self._chosen_vp_scale(),
            bye_vp=self._kept_default("bye_vp", scoring.bye_vp.value(), 0),
            bye_mp=self._kept_default("bye_mp", scoring.bye_mp.value(), 1),
            tie_breaks=scoring.tie_break_order(),
            no_semipulito=scoring.no_semipulito.isChecked(),
            burraco_reale=scoring.burraco_reale.isChecked(),
            seed=self.seed,
            draw_order=self._kept_draw(),
            prizes_cumulative=self.game_page.prizes_cumulative.isChecked(),
        )

    def _kept_draw(self) -> tuple[int, ...]:
        """The draw recorded for the tournament being changed: not a page's setting, so
        saving the pages keeps it."""
        return self.editing.settings.draw_order if self.editing is not None else ()

    def _kept_default(self, field: str, shown: int, position: int) -> int | None:
        """A bye figure to save: None kept when the tournament used the default, unchanged."""
        before = self.editing.settings if self.editing is not None else None
        hands = self.format_page.hands_spin.value()
        if (
            isinstance(before, BurracoSettings)
            and getattr(before, field) is None
            and before.hands == hands
            and shown == (bye_default(hands, self._chosen_vp_scale()) or (None, None))[position]
        ):
            return None
        return shown

    def _chosen_vp_scale(self) -> VictoryPointScale | None:
        """The VP table chosen; None kept for a tournament that left it to the FIBUR default.

        (Writing the same FIBUR table explicitly would count as a change of VP table, which
        the services refuse once a round is published.)
        """
        chosen = self.scoring_page.chosen_scale()
        before = self.editing.settings if self.editing is not None else None
        if (
            isinstance(before, BurracoSettings)
            and before.vp_scale is None
            and chosen is not None
            and chosen.hands == before.hands
            and self.scoring_page.vp_combo.currentIndex() == 0
        ):
            return None
        return chosen

    def scala40_settings(self) -> Scala40Settings:
        """The scala 40 settings as chosen."""
        page = self.scala40_page
        placement = page.format.currentData() == "placement"
        return Scala40Settings(
            table_size=page.table_size.value(),
            limit=page.limit_value() or 101,
            out_at_limit=bool(page.out_at.currentData()),
            not_opened=page.not_opened.currentData(),
            in_hand_close=page.in_hand.rule(),
            reentries=page.reentries.value(),
            format=Scala40Format.PLACEMENT_POINTS if placement else Scala40Format.ELIMINATION,
            advance_per_table=page.advance.value(),
            stage_cuts=(page.stage_cuts() or ()) if page.cuts_by_ranking() else (),
            rounds=page.rounds.value(),
            placement_points=page.placement_points() or Scala40Settings().placement_points,
            minutes_per_game=page.minutes.value() or None,
            seed=self.seed,
            draw_order=self._kept_draw(),
            prizes_cumulative=self.game_page.prizes_cumulative.isChecked(),
        )

    def draft(self) -> TournamentDraft:
        """Everything the wizard collected."""
        game = self.game_page.game()
        settings = self.scala40_settings() if game is Game.SCALA40 else self.burraco_settings()
        return TournamentDraft(
            game=game,
            name=self.game_page.name_edit.text().strip(),
            date=self.game_page.date_edit.date().toString("yyyy-MM-dd"),
            venue=self.game_page.venue_edit.text().strip(),
            settings=settings,
        )

    def summary_html(self) -> str:
        """The draft in words, for the summary page."""
        draft = self.draft()
        date = self.game_page.date_edit.date()
        rows = [
            (self.tr("Name"), draft.name),
            (self.tr("Date"), self.locale().toString(date, self.locale().FormatType.LongFormat)),
            (self.tr("Venue"), draft.venue or "—"),
        ]
        # The settings as the services word them, alike in the CLI's `tournament show`.
        language = self.context.language
        rows.append((self.tr("Game"), capitalised(game_name(draft.game, language))))
        rows += setting_rows(draft.settings, language, drawn=False)
        body = "".join(
            f"<tr><td style='padding-right:16px'><b>{_escape(k)}</b></td><td>{_escape(v)}</td></tr>"
            for k, v in rows
        )
        return f"<table cellspacing='4'>{body}</table>"

    def accept(self) -> None:
        """Create (or change) the tournament; stay open, showing why, when it is refused."""
        draft = self.draft()
        services = self.context.services
        if self.editing is not None:
            tid = self.editing.id
            created = self.context.run(
                self,
                lambda: services.tournaments.edit(
                    tid,
                    name=draft.name,
                    date=draft.date,
                    venue=draft.venue,
                    settings=draft.settings,
                ),
                title=self.windowTitle(),
            )
        else:
            created = self.context.run(
                self, lambda: services.tournaments.create(draft), title=self.tr("New tournament")
            )
        if created is None:
            return
        self.created = created
        super().accept()


def _select(combo: QComboBox, data: object) -> None:
    """Choose the combo box item carrying `data` (left as it is when none does)."""
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)


def _whole_numbers(typed: str) -> tuple[int, ...] | None:
    """Whole numbers typed as a list ("4, 2, 1, 0"; ";" also parts them), None when one is
    not a number or none is typed."""
    try:
        numbers = tuple(int(n) for n in typed.replace(";", ",").split(",") if n.strip())
    except ValueError:
        return None
    return numbers or None


def _form(page: QWidget) -> QFormLayout:
    """A form at the top of a page, the spare height below it (never between its rows)."""
    outer = QVBoxLayout(page)
    form = QFormLayout()
    # Numbers and choices keep their natural width; only text fields stretch.
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    outer.addLayout(form)
    outer.addStretch(1)
    return form


def _buddy(text: str, widget: QWidget) -> QLabel:
    """A form label whose Alt+letter shortcut jumps to `widget`."""
    label = QLabel(text, widget.parentWidget())
    label.setBuddy(widget)
    return label


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
