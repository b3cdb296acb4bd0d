"""The wizard's scala 40 page: the table's rules and the tournament's format (fixed rounds or an
elimination, and its cuts; for fixed rounds, how rounds 2 onwards are seated)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from tournament_app.services.domain_words import SCALA40_FORMS
from tournament_app.services.rules import italiana_rounds_after, validate
from tournament_app.services.scala40_tables import (
    HEAD_TO_HEAD,
    default_placement_points,
    has_remainder_choice,
)
from tournament_app.services.setting_words import (
    NOT_OPENED,
    REMAINDER_TABLES,
    SCALA40_SEATINGS,
)
from tournament_app.services.settings import (
    RemainderTables,
    Scala40Form,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
)
from tournament_app.ui.in_hand_choice import InHandChoice
from tournament_app.ui.wizard.form import (
    PAGE_SUMMARY,
    grow_to_fit,
    page_form,
    select_data,
    whole_numbers,
)
from tournament_app.ui.wizard.pairs_fields import Scala40PairsFields
from tournament_app.ui.wizard.variant_fields import Scala40Variants


class Scala40Page(QWizardPage):
    """Scala 40 tables and tournament rules."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        defaults = Scala40Settings()
        self.setTitle(self.tr("Scala 40: rules"))
        self.setSubTitle(self.tr("Defaults are the official rules: tables of 4, out at 101."))
        # Singles, or pairs (scala40.md): two pairs a table, the closer's pair wins the hand.
        self.form_choice = QComboBox(self)
        for played in Scala40Form:
            self.form_choice.addItem(SCALA40_FORMS[played.value].pick(language), played)
        self.form_choice.currentIndexChanged.connect(self._show_form)
        self.pairs = Scala40PairsFields(language, self)
        self.pairs.match_points.textChanged.connect(self.completeChanged)
        self._singles_size = defaults.table_size
        self._was_pairs = False
        self.table_size = QSpinBox(self)
        self.table_size.setRange(2, 6)
        self.table_size.setValue(defaults.table_size)
        # Tables of 4 only: the players left over at tables of 5 first, or of 3 first.
        self.remainder_tables = QComboBox(self)
        for choice, words in REMAINDER_TABLES.items():
            self.remainder_tables.addItem(words.pick(language), choice)
        select_data(self.remainder_tables, defaults.remainder_tables)
        self.remainder_tables.setToolTip(
            self.tr(
                "When the players do not divide by 4: tables of 5 first (13 players: 5 + 4 + 4)"
                " or tables of 3 first (13 players: 4 + 3 + 3 + 3). Either way 5 players sit at"
                " one table of 5, 6 at two tables of 3."
            )
        )
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
        self.by_table = QRadioButton(self.tr("the be&st of each table"), self)
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
        self._points_size = defaults.table_size
        self.table_size.valueChanged.connect(self._table_size_points)
        # Round 1 is always a draw; from round 2 a redraw or FISCA's danese by the standings.
        self.seating = QComboBox(self)
        for seating, words in SCALA40_SEATINGS.items():
            self.seating.addItem(words.pick(language), seating)
        self.seating.currentIndexChanged.connect(self._show_format)
        self.keep_apart = QCheckBox(self.tr("&Keep apart players who already shared a table"), self)
        self.keep_apart.setToolTip(
            self.tr(
                "A player who already sat with someone at the table gives the seat to the"
                " nearest-ranked player below who did not."
            )
        )
        # All'italiana: the entries' own groups, else groups of about this many drawn.
        self.group_size = QSpinBox(self)
        self.group_size.setRange(2, 200)
        self.group_size.setValue(defaults.group_size)
        self.group_size.setToolTip(
            self.tr(
                "The groups are those given to the players at registration; when nobody has"
                " one, Torneo draws groups of about this many players. The rounds become"
                " those everyone in a group needs to meet everyone."
            )
        )
        # The all'italiana's rounds as the services decide them, from what the page showed
        # at the last change of what they follow (None: nothing yet, as for a new tournament).
        self._italiana_seen: Scala40Settings | None = None
        self.seating.activated.connect(self._italiana_rounds)
        self.format.currentIndexChanged.connect(self._italiana_rounds)
        self.group_size.valueChanged.connect(self._italiana_rounds)
        # Smaller tables meet fewer pairs a round: the rounds follow the tables' sizes too.
        self.table_size.valueChanged.connect(self._italiana_rounds)
        self.remainder_tables.currentIndexChanged.connect(self._italiana_rounds)
        self.minutes = QSpinBox(self)
        self.minutes.setRange(0, 240)
        self.minutes.setSingleStep(5)
        self.minutes.setSpecialValueText(self.tr("no time limit"))
        self.minutes.setSuffix(self.tr(" min"))
        for spin in (self.table_size, self.reentries, self.advance, self.rounds, self.minutes):
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.group_size.setAlignment(Qt.AlignmentFlag.AlignRight)

        form = page_form(self)
        form.addRow(self.tr("Pla&yed:"), self.form_choice)
        self.pairs_label = QLabel(self.tr("Pairs' match:"), self)
        form.addRow(self.pairs_label, self.pairs)
        self.table_size_label = QLabel(self.tr("Players per &table:"), self)
        self.table_size_label.setBuddy(self.table_size)
        form.addRow(self.table_size_label, self.table_size)
        self.remainder_label = QLabel(self.tr("Tables other than &4:"), self)
        self.remainder_label.setBuddy(self.remainder_tables)
        form.addRow(self.remainder_label, self.remainder_tables)
        self.table_size.valueChanged.connect(self._show_remainder)
        form.addRow(self.tr("&Limit:"), self.limit)
        form.addRow(self.tr("A player is &out on:"), self.out_at)
        form.addRow(self.tr("Not op&ened pays:"), self.not_opened)
        form.addRow(self.tr("Chiusura in &mano:"), self.in_hand)
        form.addRow(self.tr("&Re-entries per player:"), self.reentries)
        self.variants = Scala40Variants(self)
        form.addRow(self.tr("House variants:"), self.variants)
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
        self.seating_label = QLabel(self.tr("&Seating from round 2:"), self)
        self.seating_label.setBuddy(self.seating)
        form.addRow(self.seating_label, self.seating)
        form.addRow("", self.keep_apart)
        self.group_size_label = QLabel(self.tr("Players per group (&drawn):"), self)
        self.group_size_label.setBuddy(self.group_size)
        form.addRow(self.group_size_label, self.group_size)
        form.addRow(self.tr("Time per &game:"), self.minutes)
        self._show_form()

    def is_pairs(self) -> bool:
        """Whether the tournament is played in pairs."""
        return self.form_choice.currentData() is Scala40Form.PAIRS

    def _show_form(self, *_: object) -> None:
        """Pairs sit two pairs a table and rank by match points: the table size is fixed
        and the placement points give way to the match's rules."""
        pairs = self.is_pairs()
        if pairs != self._was_pairs:
            if pairs:  # back to singles, the size it had
                self._singles_size = self.table_size.value()
            self.table_size.setValue(HEAD_TO_HEAD if pairs else self._singles_size)
            self._was_pairs = pairs
        singles_only: tuple[QWidget, ...] = (self.table_size, self.table_size_label)
        for widget in singles_only:
            widget.setVisible(not pairs)
        for widget in (self.pairs, self.pairs_label):
            widget.setVisible(pairs)
        self._show_remainder()
        self._show_format()

    def remainder_applies(self) -> bool:
        """Whether the tables that take the players left over are the director's choice at
        the table size shown (pairs sit at tables of 2: never)."""
        return has_remainder_choice(self.table_size.value())

    def _show_remainder(self, *_: object) -> None:
        for widget in (self.remainder_tables, self.remainder_label):
            widget.setVisible(self.remainder_applies())

    def remainder_choice(self) -> RemainderTables:
        """The tables chosen for the players left over; the default where there is no
        choice (the services refuse another)."""
        if not self.remainder_applies():
            return Scala40Settings().remainder_tables
        return RemainderTables(self.remainder_tables.currentData())

    def _show_format(self, *_: object) -> None:
        placement = self.format.currentData() == "placement"
        pairs = self.is_pairs()
        placement_only: tuple[QWidget, ...] = (
            *(self.rounds, self.rounds_label),
            *(self.seating, self.seating_label),
        )
        for widget in placement_only:
            widget.setVisible(placement)
        for widget in (self.points_edit, self.points_label):
            widget.setVisible(placement and not pairs)
        self.keep_apart.setVisible(placement and self.danese())
        for widget in (self.group_size, self.group_size_label):
            widget.setVisible(placement and self.italiana())
        self.who_label.setVisible(not placement)
        self.who_box.setVisible(not placement)
        by_ranking = self.by_ranking.isChecked()
        for widget in (self.advance, self.advance_label):
            widget.setVisible(not placement and not by_ranking)
        for widget in (self.cuts_edit, self.cuts_label):
            widget.setVisible(not placement and by_ranking)
        grow_to_fit(self)
        self.completeChanged.emit()

    def danese(self) -> bool:
        """Whether fixed rounds are seated by the standings from round 2 (the Danese)."""
        return self.seating.currentData() is Scala40Seating.DANESE

    def italiana(self) -> bool:
        """Whether fixed rounds are played all'italiana (a round robin in groups)."""
        return self.seating.currentData() is Scala40Seating.ITALIANA

    def _italiana_rounds(self, *_: object) -> None:
        """The rounds as the services decide them (`rules.italiana_rounds_after`, as `torneo
        tournament edit` does) when the director picks the seating or the format, or changes
        the group size or the tables: an all'italiana's default (everyone in a group meeting
        everyone once) when what it follows changed, the number shown otherwise."""
        placement = self.format.currentData() == "placement"
        shown = Scala40Settings(
            format=Scala40Format.PLACEMENT_POINTS if placement else Scala40Format.ELIMINATION,
            seating=self.seating.currentData(),
            table_size=self.table_size.value(),
            remainder_tables=self.remainder_choice(),
            group_size=self.group_size.value(),
            rounds=self.rounds.value(),
        )
        decided = italiana_rounds_after(self._italiana_seen, shown, rounds_given=False)
        self._italiana_seen = shown
        self.rounds.setValue(decided.rounds)

    def stored(self, settings: Scala40Settings) -> None:
        """Take `settings` (the tournament being edited, just shown) as what the rounds stand
        on: the next change is compared with them, its seating shown but never picked."""
        self._italiana_seen = settings

    def cuts_by_ranking(self) -> bool:
        """Whether an elimination takes the best of each stage's ranking (else of each table)."""
        return self.format.currentData() != "placement" and self.by_ranking.isChecked()

    def stage_cuts(self) -> tuple[int, ...] | None:
        """The cuts typed, stage 1 first (None when unreadable or empty)."""
        return whole_numbers(self.cuts_edit.text())

    def limit_value(self) -> int | None:
        """The limit typed (None when it is not a positive whole number)."""
        try:
            value = int(self.limit.currentText().strip())
        except ValueError:
            return None
        return value if value > 0 else None

    def _table_size_points(self, size: int) -> None:
        """Tables of another size: points left at the old size's default become the new
        size's (2 and 0 head to head, the services' rule); points typed stay."""
        if self.placement_points() == default_placement_points(self._points_size):
            self.points_edit.setText(", ".join(str(p) for p in default_placement_points(size)))
        self._points_size = size

    def placement_points(self) -> tuple[int, ...] | None:
        """The placement points typed, best place first (None when unreadable)."""
        return whole_numbers(self.points_edit.text())

    def isComplete(self) -> bool:
        if self.limit_value() is None:
            return False
        if self.cuts_by_ranking() and self.stage_cuts() is None:
            return False
        if self.is_pairs():
            return self.pairs.points() is not None
        return self.format.currentData() != "placement" or self.placement_points() is not None

    def validatePage(self) -> bool:
        """Refuse, here where they are typed, the rules the services would refuse at Finish
        (cuts that do not fall stage by stage to a final table, and the like)."""
        from tournament_app.ui.wizard.dialog import NewTournamentWizard  # the page's own wizard

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
