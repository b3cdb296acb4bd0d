"""Registration: the entries table, quick add with registry completion, check-in, withdraw,
and deleting an entry made by mistake (one that never sat at a table).

Quick add takes a pair (or one player) as typed: "Surname Name" or a tessera, with completion
from the club's registry; Enter adds it and the cursor goes back to the first field for the
next pair. Duplicates (a player entered twice) are flagged in the table, not refused.
The search field (Ctrl+F) keeps in the table only the entries matching what is typed (a
player's name, the entry number, a tessera); Enter or Down selects the first one found and
moves into the table; Esc clears it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.names import search_words
from tournament_app.services import Changes, Entry, EventFormat, Tournament, TournamentId
from tournament_app.services.members import MemberCheck, MemberFlag, check_players
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.export_actions import add_registration_buttons
from tournament_app.ui.models import CheckableRowTableModel, Column, sorted_table_view
from tournament_app.ui.registration import typed
from tournament_app.ui.registration.entries import entry_matches, players_per_entry
from tournament_app.ui.registration.entry_dialog import EntryDialog, PlayerField
from tournament_app.ui.registration.membership import flag_note, flag_tooltip
from tournament_app.ui.registration.teams_panel import TeamsPanel, warn_team_out


class CountsLabel(QLabel):
    """The entry counts beside the search: on one line where the toolbar has room, wrapped
    onto two where it has not (a wrapped label alone asks for its wrapped width, and would
    wrap on a wide screen too)."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        # A character to spare: the wrapping rounds the words' widths up.
        one_line = metrics.horizontalAdvance(self.text()) + metrics.averageCharWidth()
        return QSize(one_line + margins.left() + margins.right(), hint.height())


DUPLICATE_COLOUR = QColor("#fff0c2")
WITHDRAWN_COLOUR = QColor("#8a8a8a")


class RegistrationPage(QWidget):
    """The entries of the open tournament."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament: Tournament | None = None
        self.member_check: MemberCheck | None = None
        """The entries against the member list, read with them (None: not read)."""
        self.member_flags: dict[int, tuple[MemberFlag, ...]] = {}
        """Entry number -> its players the member list flags."""

        self.model = CheckableRowTableModel(
            [
                Column("number", self.tr("N."), lambda e: e.number, numeric=True),
                Column("players", self.tr("Players"), lambda e: e.names),
                Column("club", self.tr("Club"), lambda e: e.club or ""),
                Column("category", self.tr("Cat."), lambda e: e.category or ""),
                Column("group", self.tr("Group"), lambda e: e.group or ""),
                Column("present", self.tr("Present"), lambda e: None, check=lambda e: e.present),
                Column("notes", self.tr("Notes"), self.notes, tooltip=self.notes_tooltip),
            ],
            self,
        )
        self.model.row_background = lambda e: DUPLICATE_COLOUR if e.duplicate_of else None
        self.model.row_foreground = lambda e: WITHDRAWN_COLOUR if e.withdrawn else None
        self.model.toggled.connect(self._toggled)
        self.view, self.proxy = sorted_table_view(
            self.model,
            context.settings,
            "registration/entries",
            widths=(50, 300, 310, 50, 70, 80, 200),
        )
        # One line per entry: a long club name is elided, never wrapped onto a second line.
        self.view.setWordWrap(False)

        # Quick add: two player fields for pairs, one otherwise.
        self.first = PlayerField(context, self)
        self.second = PlayerField(context, self)
        self.category_edit = QLineEdit(self)
        self.category_edit.setMaximumWidth(70)
        self.category_edit.setPlaceholderText(self.tr("A…H"))
        self.group_edit = QLineEdit(self)
        self.group_edit.setMaximumWidth(70)
        self.add_button = QPushButton(self.tr("&Add"), self)
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self.add_entry)
        for field in (self.first, self.second, self.category_edit, self.group_edit):
            field.returnPressed.connect(self._return_pressed)
        self.quick_box = QGroupBox(self.tr("Quick add"), self)
        form = QFormLayout()
        self.first_label = QLabel(self.tr("Player &1:"), self)
        self.first_label.setBuddy(self.first)
        self.second_label = QLabel(self.tr("Player &2:"), self)
        self.second_label.setBuddy(self.second)
        form.addRow(self.first_label, self.first)
        form.addRow(self.second_label, self.second)
        extra = QHBoxLayout()
        category_label = QLabel(self.tr("&Category:"), self)
        category_label.setBuddy(self.category_edit)
        group_label = QLabel(self.tr("Gr&oup:"), self)
        group_label.setBuddy(self.group_edit)
        extra.addWidget(category_label)
        extra.addWidget(self.category_edit)
        extra.addWidget(group_label)
        extra.addWidget(self.group_edit)
        extra.addStretch(1)
        extra.addWidget(self.add_button)
        quick = QVBoxLayout(self.quick_box)
        quick.addLayout(form)
        quick.addLayout(extra)

        self.import_button = QPushButton(self.tr("Import from E&xcel/CSV…"), self)
        self.import_button.clicked.connect(self.import_entries)
        self.present_button = QPushButton(self.tr("Toggle prese&nt (Ctrl+P)"), self)
        self.present_button.clicked.connect(self.toggle_present)
        self.edit_button = QPushButton(self.tr("&Edit… (F2)"), self)
        self.edit_button.clicked.connect(self.edit_selected)
        edit_key = QShortcut(QKeySequence(Qt.Key.Key_F2), self.view)
        edit_key.activated.connect(self.edit_selected)
        self.view.doubleClicked.connect(lambda _index: self.edit_selected())
        self.withdraw_button = QPushButton(self.tr("&Withdraw / reinstate"), self)
        self.withdraw_button.clicked.connect(self.toggle_withdrawn)
        # For an entry made by mistake: one that sat at a table is withdrawn instead.
        self.delete_button = QPushButton(self.tr("Delete… (Del)"), self)
        self.delete_tip = self.tr("Delete an entry made by mistake, which never sat at a table")
        """Delete's tooltip while the services would delete the entry selected."""
        self.delete_button.setToolTip(self.delete_tip)
        self.delete_button.clicked.connect(self.delete_selected)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._offer_delete())
        delete_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.view)
        delete_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete_key.activated.connect(self.delete_selected)
        # Finding one pair among 500: every word typed must be in a player's name or tessera,
        # or be the entry number; the other rows are hidden while the field holds text.
        self.search = QLineEdit(self)
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Search… (Ctrl+F)"))
        self.search.setToolTip(
            self.tr("Show only the entries with this name, number or tessera; Esc shows them all")
        )
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self._apply_search())
        find_key = QShortcut(QKeySequence.StandardKey.Find, self)
        find_key.activated.connect(self.focus_search)
        clear_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.search)
        clear_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        clear_key.activated.connect(self.search.clear)
        # Ctrl+F, "16", Enter (or Down): entry 16 selected, ready for F2, Ctrl+P, Withdraw.
        self.search.returnPressed.connect(self.go_to_found)
        down_key = QShortcut(QKeySequence(Qt.Key.Key_Down), self.search)
        down_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        down_key.activated.connect(self.go_to_found)
        # The hidden rows follow the table when it is reloaded or sorted again.
        self.proxy.modelReset.connect(self._apply_search)
        self.proxy.layoutChanged.connect(self._apply_search)
        self.proxy.rowsInserted.connect(self._apply_search)
        # On a laptop the buttons and the counts leave the search little room: it keeps room
        # for its hint and a surname with a name ("Gentile Gianfranco"), and the counts wrap
        # onto a second line instead.
        metrics = self.search.fontMetrics()
        self.search.setMinimumWidth(
            max(
                metrics.horizontalAdvance(self.search.placeholderText()),
                metrics.averageCharWidth() * 20,
            )
            + metrics.height() * 2  # the frame, and the clear button once text is typed
        )
        self.counts = CountsLabel(self)
        self.counts.setObjectName("counts")
        self.counts.setWordWrap(True)
        actions = QHBoxLayout()
        actions.addWidget(self.import_button)
        actions.addWidget(self.edit_button)
        actions.addWidget(self.present_button)
        actions.addWidget(self.withdraw_button)
        actions.addWidget(self.delete_button)
        actions.addStretch(1)
        actions.addWidget(self.search)
        actions.addWidget(self.counts)
        add_registration_buttons(self, actions)
        present_key = QShortcut(QKeySequence("Ctrl+P"), self)
        present_key.activated.connect(self.toggle_present)
        # In the table, Space ticks the selected entry's Present box, as for any check box.
        space_key = QShortcut(QKeySequence(Qt.Key.Key_Space), self.view)
        space_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        space_key.activated.connect(self.toggle_present)
        from tournament_app.ui.card_actions import add_print_card_action

        selected = self.selected
        add_print_card_action(self, self.view, lambda: e.number if (e := selected()) else None)

        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.quick_box)
        layout.addLayout(actions)
        layout.addWidget(self.view, 1)
        self.teams = TeamsPanel(context, lambda: self.tournament_id, self)
        self.teams.setVisible(False)
        layout.addWidget(self.teams)
        self.setTabOrder(self.first, self.second)
        self.setTabOrder(self.second, self.category_edit)
        self.setTabOrder(self.category_edit, self.group_edit)
        self.setTabOrder(self.group_edit, self.add_button)

        self.redraw = RedrawWhenShown(self, self.refresh)
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        self.set_tournament(context.tournament_id)

    @property
    def tournament_id(self) -> int | None:
        """The tournament shown (the print and export buttons act on it)."""
        return self.tournament.id if self.tournament is not None else None

    def focus_search(self) -> None:
        """Keyboard focus in the search field, its text selected to be typed over (Ctrl+F)."""
        self.search.setFocus()
        self.search.selectAll()

    def _apply_search(self) -> None:
        words = search_words(self.search.text())
        for row in range(self.proxy.rowCount()):
            source = self.proxy.mapToSource(self.proxy.index(row, 0))
            entry = self.model.row_at(source.row())
            self.view.setRowHidden(row, bool(words) and not entry_matches(entry, words))
        # An entry the search hides is not the one the buttons act on: Withdraw must never
        # take a pair the director cannot see.
        chosen = self.view.selectionModel().selectedRows()
        if chosen and self.view.isRowHidden(chosen[0].row()):
            self.view.clearSelection()

    def go_to_found(self) -> None:
        """Select the entry the search found and move the keyboard into the table (Enter or
        Down in the search field): the entry whose number was typed ("12" is entry 12, not
        pair 1 whose card 0012345 holds 12), else the first shown; nothing found: the
        keyboard stays to type again."""
        words = search_words(self.search.text())
        shown = [row for row in range(self.proxy.rowCount()) if not self.view.isRowHidden(row)]
        numbered = [
            row
            for row in shown
            if str(self.model.row_at(self.proxy.mapToSource(self.proxy.index(row, 0)).row()).number)
            in words
        ]
        for row in (numbered or shown)[:1]:
            self.view.selectRow(row)
            self.view.setCurrentIndex(self.proxy.index(row, 0))
            self.view.setFocus()

    def focus_first(self) -> None:
        """Keyboard focus on the first player field, ready for the next pair."""
        self.first.setFocus()

    typed_input = typed.typed_input  # a language switch keeps the pair half typed
    give_back_typed = typed.give_back_typed

    # -- content ------------------------------------------------------------------------------
    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the entries of a tournament (None: an empty, disabled page), read once on
        screen."""
        self.tournament = None
        if tournament_id is not None:
            self.tournament = self.context.run(self, lambda: self.context.tournament(tournament_id))
        pairs = self.tournament is not None and players_per_entry(self.tournament) == 2
        self.second.setVisible(pairs)
        self.second_label.setVisible(pairs)
        self.first_label.setText(self.tr("Player &1:") if pairs else self.tr("&Player:"))
        self.setEnabled(self.tournament is not None)
        self.heading.setText(
            self.tr("Registration — {0}").replace("{0}", self.tournament.name)
            if self.tournament
            else self.tr("Registration")
        )
        self.redraw.request()

    def refresh(self) -> None:
        """Reload the entries, keeping the selected entry selected."""
        selected = self.selected()
        entries: tuple[Entry, ...] = ()
        if self.tournament is not None:
            tid = self.tournament.id
            entries = self.context.run(self, lambda: self.context.services.entries.list(tid)) or ()
        self.member_check = None
        if self.tournament is not None:
            day = self.tournament.date
            services = self.context.services
            self.member_check = self.context.run(
                self, lambda: check_players(services, entries, day)
            )
        self.member_flags = self.member_check.by_entry() if self.member_check else {}
        self.model.set_rows(entries)
        self._show_teams()
        if selected is not None:
            self.select(selected.number)
        self._offer_delete()
        present = sum(1 for e in entries if e.present and not e.withdrawn)
        withdrawn = sum(1 for e in entries if e.withdrawn)
        duplicates = sum(1 for e in entries if e.duplicate_of)
        text = self.tr("Entries: {0}, present: {1}").replace("{0}", str(len(entries)))
        text = text.replace("{1}", str(present))
        if withdrawn:
            text += self.tr(", withdrawn: {0}").replace("{0}", str(withdrawn))
        if duplicates:
            text += self.tr(", flagged as duplicates: {0}").replace("{0}", str(duplicates))
        if self.member_flags:
            flagged = str(len(self.member_flags))
            text += self.tr(", tessera to check: {0}").replace("{0}", flagged)
        self.counts.setText(text)

    def _show_teams(self) -> None:
        """A team event's teams under the entries; hidden for any other tournament."""
        settings = self.tournament.settings if self.tournament is not None else None
        by_teams = getattr(settings, "event_format", None) is EventFormat.TEAMS
        self.teams.setVisible(by_teams)
        if by_teams and self.tournament is not None:
            tid = self.tournament.id
            found = self.context.run(self, lambda: self.context.services.teams.list(tid))
            self.teams.show_teams(found or ())

    def _on_changed(self, changes: Changes) -> None:
        if changes.entries or changes.registry:
            self.redraw.request()
        elif changes.rounds:  # an entry seated (or no longer) may be deleted or not
            self.redraw.request(self._offer_delete)
        if changes.tournaments and self.tournament is not None:
            self.set_tournament(self.tournament.id)

    def notes(self, entry: Entry) -> str:
        """What the Notes column says: withdrawn, duplicates."""
        notes = []
        if entry.withdrawn:
            notes.append(self.tr("withdrawn"))
        if entry.duplicate_of:
            numbers = ", ".join(str(n) for n in entry.duplicate_of)
            notes.append(self.tr("shares a player with N. {0}").replace("{0}", numbers))
        flags = self.member_flags.get(entry.number)
        if flags:
            notes.append(flag_note(flags, self.context.language))
        return "; ".join(notes)

    def notes_tooltip(self, entry: Entry) -> str | None:
        """The member list's flags on the entry in full, with what to do (None: no flag)."""
        flags = self.member_flags.get(entry.number)
        if not flags or self.member_check is None:
            return None
        return flag_tooltip(flags, self.member_check.on, self.context.language)

    def selected(self) -> Entry | None:
        """The entry selected in the table."""
        rows = self.view.selectionModel().selectedRows()
        return rows[0].data(CheckableRowTableModel.RowRole) if rows else None

    def chosen(self, title: str) -> Entry | None:
        """The entry an action is for: the one selected; with none, the director is told
        how to choose one (a button that does nothing says nothing)."""
        entry = self.selected()
        if entry is None and self.tournament is not None:
            self.context.dialogs.warn(
                self,
                title,
                self.tr(
                    "Choose an entry in the list first: click it, or find it with Ctrl+F"
                    " and press Enter."
                ),
            )
        return entry

    def select(self, number: int) -> None:
        """Select the entry with this number (not when the search hides it)."""
        for row in range(self.proxy.rowCount()):
            if self.view.isRowHidden(row):
                continue
            if self.proxy.index(row, 0).data(CheckableRowTableModel.RowRole).number == number:
                self.view.selectRow(row)
                return

    # -- actions ------------------------------------------------------------------------------
    def _return_pressed(self) -> None:
        # Enter in the first field of a pair moves on to the partner; elsewhere it adds.
        if self.sender() is self.first and self.second.isVisible() and not self.second.text():
            self.second.setFocus()
            return
        self.add_entry()

    def add_entry(self) -> None:
        """Add the pair (or player) typed in the quick-add fields."""
        if self.tournament is None:
            return
        fields = [self.first, self.second] if self.second.isVisible() else [self.first]
        if not all(field.typed() for field in fields):
            missing = next(f for f in fields if not f.typed())
            missing.setFocus()
            self.context.dialogs.warn(
                self,
                self.tr("Add entry"),
                self.tr("Type both players of the pair (surname and name, or tessera).")
                if len(fields) == 2
                else self.tr("Type the player's surname and name, or tessera."),
            )
            return
        tid = self.tournament.id
        category = self.category_edit.text().strip() or None
        group = self.group_edit.text().strip() or None
        entry = self.context.run(
            self,
            lambda: self.context.services.entries.add(
                tid,
                [s for s in (field.spec() for field in fields) if s is not None],
                category=category,
                group=group,
            ),
            title=self.tr("Add entry"),
        )
        if entry is None:
            return
        for field in fields:
            field.clear_player()
        self.category_edit.clear()
        self.select(entry.number)
        self.first.setFocus()

    def _toggled(self, entry: Entry, key: str, state: bool) -> None:
        if key == "present" and self.tournament is not None:
            tid = self.tournament.id
            done = self.context.run(
                self,
                lambda: self.context.services.entries.set_present(tid, entry.number, state),
                title=self.tr("Check-in"),
            )
            # Already so (another station checked it in first): nothing changed, so nothing
            # was announced, and the row still shown out of date is read again here.
            if done is not None and done.present != entry.present and entry in self.model.rows():
                self.redraw.request()

    def toggle_present(self) -> None:
        """Check the selected entry in or out."""
        entry = self.chosen(self.tr("Check-in"))
        if entry is not None:
            self._toggled(entry, "present", not entry.present)

    def edit_selected(self) -> None:
        """Open the selected entry for changes (players, category, group)."""
        entry = self.chosen(self.tr("Edit entry"))
        if entry is None or self.tournament is None:
            return
        EntryDialog(self.context, self.tournament, entry, self).exec()

    def toggle_withdrawn(self) -> None:
        """Withdraw the selected entry from the next rounds, or bring it back."""
        entry = self.chosen(self.tr("Withdraw"))
        if entry is None or self.tournament is None:
            return
        tid = self.tournament.id
        if not entry.withdrawn:
            question = self.tr(
                "Withdraw N. {0} ({1}) from the next rounds? Results already played stay."
            )
            question = question.replace("{0}", str(entry.number)).replace("{1}", entry.names)
            if not self.context.dialogs.confirm(self, self.tr("Withdraw"), question):
                return
        done = self.context.run(
            self,
            lambda: self.context.services.entries.withdraw(tid, entry.number, not entry.withdrawn),
            title=self.tr("Withdraw"),
        )
        if done is not None and done.team_out is not None:  # a team event's team left short
            warn_team_out(self.context, self, done, tid)
        if done is not None and done.withdrawn:
            self._offer_replacement(tid, entry.number)

    def _offer_replacement(self, tid: int, number: int) -> None:
        """A scala 40 qualifier withdrawn before the next stage: the services propose the
        next in the ranking, and the director says whether they go on instead."""
        from tournament_app.services.stage_replacements import (
            proposed_replacement,
            replace_qualifier,
        )

        services = self.context.services
        title = self.tr("Replace the qualifier")
        found = self.context.run(
            self, lambda: proposed_replacement(services, TournamentId(tid), number), title=title
        )
        if found is None:
            return
        question = (
            (
                self.tr(
                    "N. {0} ({1}) was invited to the grand final. Invite {4}, the next in the"
                    " season ranking, in their place (as N. {3})?"
                )
                if found.season
                else self.tr(
                    "N. {0} ({1}) was going on to stage {2}. Put N. {3} ({4}), the next in the"
                    " ranking, in their place?"
                )
            )
            .replace("{0}", str(found.withdrawn))
            .replace("{1}", found.withdrawn_name)
            .replace("{2}", str(found.stage + 1))
            .replace("{3}", str(found.replacement))
            .replace("{4}", found.replacement_name)
        )
        if self.context.dialogs.confirm(self, title, question):
            self.context.run(
                self, lambda: replace_qualifier(services, TournamentId(tid), number), title=title
            )

    def delete_selected(self) -> None:
        """Delete the selected entry, made by mistake, after asking (the log can undo it);
        one the services would not delete (it sat at a table) is refused in their words,
        without asking first."""
        entry = self.chosen(self.tr("Delete entry"))
        if entry is None or self.tournament is None:
            return
        refused = self._delete_refusal(entry)
        if refused is not None:  # seated at a table: said at once (Del too), not asked
            self.context.dialogs.warn(self, self.tr("Delete entry"), refused)
            self._offer_delete()
            return
        question = self.tr(
            "Delete N. {0} ({1})? Only an entry that never sat at a table can be deleted;"
            " Undo last change on the Log page brings it back."
        )
        question = question.replace("{0}", str(entry.number)).replace("{1}", entry.names)
        if not self.context.dialogs.confirm(self, self.tr("Delete entry"), question):
            return
        tid = self.tournament.id
        self.context.run(
            self,
            lambda: self.context.services.entries.delete(tid, entry.number),
            title=self.tr("Delete entry"),
        )
        self.view.setFocus()

    def _offer_delete(self) -> None:
        """Delete on only when the services would delete the entry selected (or none is
        selected: it then says how to choose one); off, its tooltip says why and what to do
        instead (withdraw it)."""
        entry = self.selected()
        refused = None if entry is None else self._delete_refusal(entry)
        self.delete_button.setEnabled(refused is None)
        self.delete_button.setToolTip(refused or self.delete_tip)

    def _delete_refusal(self, entry: Entry) -> str | None:
        """Why `entry` cannot be deleted, in the services' words (None: it can): their
        `delete_refusal`, the rule `delete` itself follows."""
        from tournament_app.ui.other_stations import refusal_words

        if self.tournament is None:
            return None
        tid, entries = self.tournament.id, self.context.services.entries
        return refusal_words(self.context, lambda: entries.delete_refusal(tid, entry.number))

    def import_entries(self) -> None:
        """Import entries from a CSV or Excel file, through a preview."""
        from tournament_app.ui.registration_import import ImportEntriesDialog

        if self.tournament is None:
            return
        path = self.context.dialogs.open_file(
            self,
            self.tr("Import entries"),
            self.tr("Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)"),
        )
        if not path:
            return
        dialog = ImportEntriesDialog(self.context, self.tournament, path, self)
        if dialog.problem is not None:
            self.context.dialogs.warn(self, self.tr("Import entries"), dialog.problem)
            return
        dialog.exec()
