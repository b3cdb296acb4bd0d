"""What the main window's other menus open: the wizard, the settings, the season, the registry,
the tournament file, the language, the station's name, the projector, the guide, About.
Methods of `MainWindow`, bound in its body (translation context "MainWindow")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from tournament_app.ui.main_window.window import MainWindow


def new_tournament(self: MainWindow) -> None:
    """Run the new-tournament wizard and open what it created."""
    from tournament_app.ui.wizard.dialog import NewTournamentWizard

    wizard = NewTournamentWizard(self.context, self)
    if wizard.exec() and wizard.created is not None:
        self.open_tournament(int(wizard.created.id))


def edit_tournament(self: MainWindow) -> None:
    """Show the open tournament's settings in the wizard and save what is changed."""
    from tournament_app.ui.wizard.dialog import NewTournamentWizard

    tid = self.context.tournament_id
    if tid is None:
        return
    tournament = self.context.run(self, lambda: self.context.services.tournaments.get(tid))
    if tournament is None:
        return
    NewTournamentWizard(self.context, self, tournament=tournament).exec()


def show_season(self: MainWindow) -> None:
    """Open the season ranking across the club's tournaments."""
    from tournament_app.ui.season_dialog import SeasonDialog

    dialog = SeasonDialog(self.context, self)
    dialog.exec()
    if dialog.final_created is not None:
        self.open_tournament(dialog.final_created)


def show_registry(self: MainWindow) -> None:
    """Open the club's player registry."""
    from tournament_app.ui.registry_dialog import RegistryDialog

    RegistryDialog(self.context, self).exec()


def export_tournament_file(self: MainWindow) -> None:
    """Export the open tournament (or the one selected on the start page)."""
    if self.context.tournament_id is not None:
        self.start_page.select(self.context.tournament_id)
    self.start_page.export_selected()


def set_language(self: MainWindow, language: str) -> None:
    """Switch the interface language now, and remember it."""
    self.context.settings.language = language
    self.context.language = language
    if self.languages is not None:
        self.languages.apply(language)
    tab = self.tabs.currentIndex()
    # Every page is built again in the new language: what was typed and not saved on
    # them (a quick line, a pair half typed) is carried over, the keyboard where it was.
    typed = self._tabs.typed() if self._tabs is not None else {}
    self._build(show_current=False)
    self.tabs.setCurrentIndex(tab)
    self.show_current_page()  # only the page in front is rebuilt now, the others when shown
    if self.user_guide is not None:
        self.user_guide.show_language(language)
    self.context.changes.language_changed.emit(language)
    if self._tabs is not None:
        self._tabs.give_back(typed)


def rename_station(self: MainWindow) -> None:
    """Give this station the name it signs its changes with in the log."""
    name = self.context.dialogs.ask_text(
        self,
        QCoreApplication.translate("MainWindow", "Station name"),
        QCoreApplication.translate(
            "MainWindow", "Name of this station in the log (e.g. Sala 1, Mario):"
        ),
        self.context.station,
    )
    if name is None or not name.strip():
        return
    self.context.settings.station = name.strip()
    # The services sign changes with the name they were opened with: reopen them. The
    # pages are built again over the same tournament: what was typed on them is kept.
    self.context.station = name.strip()
    typed = self._tabs.typed() if self._tabs is not None else {}
    tournament = self.context.tournament_id
    reopened = self.switch_database(self.context.database, password=self._current_password())
    if reopened and self._tabs is not None and self.context.tournament_id == tournament:
        self._tabs.give_back(typed)


def show_projector(self: MainWindow) -> None:
    """Open (or bring forward) the projector window for the room's screen."""
    from tournament_app.ui.projector.window import ProjectorWindow

    if self.projector is None:
        self.projector = ProjectorWindow(self.context)
    self.projector.show()
    self.projector.raise_()


def close_projector(self: MainWindow) -> None:
    """Close the projector window, if open."""
    if self.projector is not None:
        self.projector.close()
        self.projector.deleteLater()
        self.projector = None


def show_user_guide(self: MainWindow) -> None:
    """Open (or bring forward) the user guide, in the interface's language; say so plainly
    when this installation lacks the guide."""
    from tournament_app.paths import user_guide_path
    from tournament_app.ui.user_guide import UserGuideDialog

    if self.user_guide is None:
        path = user_guide_path()
        try:
            markdown = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            self.context.dialogs.warn(
                self,
                QCoreApplication.translate("MainWindow", "User guide"),
                QCoreApplication.translate(
                    "MainWindow",
                    "The user guide is missing from this installation: {0} cannot be "
                    "read. Reinstalling Torneo puts it back.",
                ).replace("{0}", str(path)),
            )
            return
        # A window of its own, not a child dialog: a child would stay on top of the pages
        # the director is working on while reading.
        self.user_guide = UserGuideDialog(
            markdown, path.parent, self.context.language, settings=self._settings
        )
    self.user_guide.show()
    self.user_guide.raise_()
    self.user_guide.activateWindow()


def show_about(self: MainWindow) -> None:
    """Show the About box."""
    from tournament_app.ui.about import AboutDialog

    AboutDialog(self).exec()
