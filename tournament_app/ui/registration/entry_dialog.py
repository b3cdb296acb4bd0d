"""A player typed as a name or a tessera (completed from the registry), and the dialog changing
an entry's players, category or group."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QDialog, QFormLayout, QLabel, QLineEdit, QWidget

from tournament_app.services import Entry, Player, PlayerSpec, Tournament
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import form_with_ok_cancel
from tournament_app.ui.registration.entries import players_per_entry


class PlayerField(QLineEdit):
    """A player typed as "Surname Name" or a tessera, completed from the registry."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.player: Player | None = None
        self._offered: dict[str, Player] = {}
        self._choices = QStringListModel(self)
        completer = QCompleter(self._choices, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.activated.connect(self._chosen)
        self.setCompleter(completer)
        self.textEdited.connect(self._search)
        self.setPlaceholderText(self.tr("Surname Name, or tessera"))
        self.setToolTip(
            self.tr(
                "Surname and name, as Rossi Mario; a namesake told apart by their tessera or "
                "club: Rossi Mario 0012345, Rossi Mario (Aurora). A tessera alone enters its "
                "holder."
            )
        )

    def _search(self, text: str) -> None:
        self.player = None
        text = text.strip()
        if len(text) < 2:
            self._choices.setStringList([])
            return
        found = self.context.run(self, lambda: self.context.services.registry.search(text)) or ()
        self._offered = {self.describe(p): p for p in found}
        self._choices.setStringList(list(self._offered))
        # The completer reacted to this keystroke before the list was refreshed: show it again.
        if self._offered:
            self.completer().complete()

    @staticmethod
    def describe(player: Player) -> str:
        """A registry player as offered in the completion list."""
        parts = [player.full_name]
        if player.tessera:
            parts.append(player.tessera)
        if player.club:
            parts.append(player.club)
        return " — ".join(parts)

    def _chosen(self, text: str) -> None:
        player = self._offered.get(text)
        if player is not None:
            self.choose(player)

    def choose(self, player: Player) -> None:
        """Fill the field with a registry player."""
        self.player = player
        self.setText(player.full_name)

    def spec(self) -> PlayerSpec | None:
        """The player as the services take it (None when the field is empty): the registry
        player chosen, else what was typed, a card and a club in brackets read with the name
        (`services.typed_player`; INVALID_INPUT for what names no one)."""
        text = " ".join(self.text().split())
        if self.player is not None and text == self.player.full_name:
            return PlayerSpec(player_id=self.player.id)
        # Imported here: not needed to open the window.
        from tournament_app.services.typed_player import typed_player

        return typed_player(self.context.services, text)

    def typed(self) -> bool:
        """Whether anything is typed in the field."""
        return bool(self.text().strip())

    def clear_player(self) -> None:
        """Empty the field for the next entry."""
        self.player = None
        self.clear()


class EntryDialog(QDialog):
    """Change an entry's players, category or group (a player replaced keeps past results)."""

    def __init__(
        self,
        context: AppContext,
        tournament: Tournament,
        entry: Entry,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament = tournament
        self.entry = entry
        self.setWindowTitle(self.tr("Entry N. {0}").replace("{0}", str(entry.number)))
        self.setMinimumWidth(520)
        self.fields: list[PlayerField] = []
        form = QFormLayout()
        for position in range(players_per_entry(tournament)):
            field = PlayerField(context, self)
            if position < len(entry.players):
                field.choose(entry.players[position])
            label = QLabel(self.tr("Player &{0}:").replace("{0}", str(position + 1)), self)
            label.setBuddy(field)
            form.addRow(label, field)
            self.fields.append(field)
        self.category_edit = QLineEdit(entry.category or "", self)
        self.group_edit = QLineEdit(entry.group or "", self)
        form.addRow(self.tr("Ca&tegory:"), self.category_edit)
        form.addRow(self.tr("&Group:"), self.group_edit)
        form_with_ok_cancel(self, form, self.save)

    def save(self) -> None:
        """Write the changes; stay open with the reason when they are refused."""
        if not all(field.typed() for field in self.fields):
            self.context.dialogs.warn(
                self, self.windowTitle(), self.tr("Every player of the entry must be named.")
            )
            return
        tid, number = self.tournament.id, self.entry.number
        fields = self.fields
        done = self.context.run(
            self,
            lambda: self.context.services.entries.edit(
                tid,
                number,
                players=[s for s in (field.spec() for field in fields) if s is not None],
                category=self.category_edit.text().strip(),
                group=self.group_edit.text().strip(),
            ),
            title=self.windowTitle(),
        )
        if done is not None:
            self.accept()
