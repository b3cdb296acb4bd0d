"""Render every main screen and dialog, in Italian and English, from the demo tournaments.

`python -m tournament_app.ui.screenshots docs/screenshots` (what `make screenshots` runs, with
QT_QPA_PLATFORM=offscreen) builds a fresh database with the demo tournaments for each language,
then saves one PNG per registered screen as `<name>-<language>.png`.

Adding a screen: any module of `tournament_app.ui` may define

    def register_screenshots(register: Register) -> None:
        register("results", lambda shot: ..., size=(1180, 760))

where the factory gets a `Shot` (the context, the demo tournaments' ids, a main window on a
given tab) and returns the widget to photograph. Nothing modal is ever run: dialogs are shown,
grabbed and closed.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import QApplication, QWidget

from tournament_app.services import Game, open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registration_import import ImportEntriesDialog
from tournament_app.ui.settings import Settings
from tournament_app.ui.style import apply_style

DEFAULT_SIZE = (1180, 760)
LANGUAGES = ("it", "en")


@dataclass
class Shot:
    """What a screen factory gets: a context over the demo database and handy ids."""

    context: AppContext
    language: str
    burraco_id: int
    scala40_id: int
    scratch: Path
    opened: list[QWidget] = field(default_factory=list)
    # Contexts a screen opened on a database of its own, closed with the run's.
    contexts: list[AppContext] = field(default_factory=list)

    def folder(self, name: str) -> Path:
        """A fresh folder in the run's scratch space, removed when the run ends."""
        return Path(tempfile.mkdtemp(prefix=f"{name}-", dir=self.scratch))

    def window(self, tab: int, tournament_id: int | None = None) -> QWidget:
        """A main window on tab `tab` (see main_window.TAB_*) with a tournament open."""
        from tournament_app.ui.main_window.window import MainWindow

        window = MainWindow(self.context)
        self.opened.append(window)
        if tournament_id is not None:
            window.open_tournament(tournament_id)
        window.show_page(tab)
        return window


ScreenFactory = Callable[[Shot], QWidget]


class Register(Protocol):
    """The signature of `register_screen`, as handed to `register_screenshots` hooks."""

    def __call__(
        self, name: str, factory: ScreenFactory, *, size: tuple[int, int] = DEFAULT_SIZE
    ) -> None: ...


@dataclass(frozen=True)
class Screen:
    """One picture: its file name stem, how to build the widget, the size to render at."""

    name: str
    factory: ScreenFactory
    size: tuple[int, int]


_SCREENS: dict[str, Screen] = {}


def register_screen(
    name: str, factory: ScreenFactory, *, size: tuple[int, int] = DEFAULT_SIZE
) -> None:
    """Add (or replace) a screen to render; `name` becomes `<name>-<language>.png`."""
    _SCREENS[name] = Screen(name, factory, size)


def screens() -> list[Screen]:
    """Every registered screen, after asking each GUI module for its own."""
    import tournament_app.ui as package

    # Pages are packages (ui/results/page.py ...): their modules are walked too.
    for module_info in pkgutil.walk_packages(package.__path__, prefix="tournament_app.ui."):
        if module_info.name == "tournament_app.ui.screenshots":
            continue
        module = importlib.import_module(module_info.name)
        hook = getattr(module, "register_screenshots", None)
        if callable(hook):
            hook(register_screen)
    return list(_SCREENS.values())


def demo_context(folder: Path, language: str) -> tuple[AppContext, int, int]:
    """A context over a fresh database holding the demo tournaments."""
    database = str(folder / f"demo-{language}.sqlite3")
    services = open_services(database, station="Sala 1")
    ids = services.demo.create_all()
    burraco = scala40 = int(ids[0])
    for tournament_id in ids:
        if services.tournaments.get(tournament_id).game is Game.SCALA40:
            scala40 = int(tournament_id)
        else:
            burraco = int(tournament_id)
    settings = Settings(folder / f"settings-{language}.ini")
    settings.language = language
    settings.station = "Sala 1"
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=settings,
        station="Sala 1",
        language=language,
        database=database,
    )
    return context, burraco, scala40


def grab(widget: QWidget, size: tuple[int, int], path: Path) -> None:
    """Show a widget at a size, let it lay itself out, and save what it looks like."""
    widget.resize(*size)
    widget.show()
    for _ in range(5):
        QCoreApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    widget.close()


def render_all(out: Path, languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    """Render every registered screen in every language into `out`; returns the files."""
    out.mkdir(parents=True, exist_ok=True)
    switcher = LanguageSwitcher()
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as scratch:
        for language in languages:
            switcher.apply(language)
            context, burraco, scala40 = demo_context(Path(scratch), language)
            shot = Shot(context, language, burraco, scala40, Path(scratch))
            for screen in screens():
                widget = screen.factory(shot)
                path = out / f"{screen.name}-{language}.png"
                grab(widget, screen.size, path)
                written.append(path)
            for widget in shot.opened:
                widget.close()
                widget.deleteLater()
            for opened in (*shot.contexts, context):
                opened.close()
    return written


# -- engineer A's screens ---------------------------------------------------------------------


def _tab(tab: int, game: Game = Game.BURRACO) -> ScreenFactory:
    """The main window on one page, over the burraco (or scala 40) demo tournament."""

    def build(shot: Shot) -> QWidget:
        tournament = shot.burraco_id if game is Game.BURRACO else shot.scala40_id
        return shot.window(tab, tournament)

    return build


def _wizard(page: int, game: Game = Game.BURRACO) -> ScreenFactory:
    def build(shot: Shot) -> QWidget:
        from tournament_app.ui.wizard.dialog import NewTournamentWizard

        wizard = NewTournamentWizard(shot.context)
        wizard.game_page.name_edit.setText(
            "Burraco del venerdì" if game is Game.BURRACO else "Scala 40 della domenica"
        )
        wizard.game_page.venue_edit.setText("Circolo Il Fante, Roma")
        wizard.game_page.date_edit.setDate(QDate(2026, 11, 27))
        if game is Game.SCALA40:
            wizard.game_page.scala40.setChecked(True)
        wizard.show()
        while wizard.currentId() != page:
            before = wizard.currentId()
            wizard.next()
            if wizard.currentId() == before:
                break
        shot.opened.append(wizard)
        return wizard

    return build


def _scala40_pairs(shot: Shot) -> QWidget:
    """The wizard's scala 40 page with the pairs form chosen: the match's rules shown."""
    from tournament_app.services.settings import Scala40Form
    from tournament_app.ui.wizard import form as wizard_form
    from tournament_app.ui.wizard.dialog import NewTournamentWizard

    wizard = _wizard(wizard_form.PAGE_SCALA40, Game.SCALA40)(shot)
    assert isinstance(wizard, NewTournamentWizard)
    page = wizard.scala40_page
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    page.format.setCurrentIndex(page.format.findData("placement"))
    return wizard


def _vp_editor(shot: Shot) -> QWidget:
    from tournament_app.ui.vp_table_editor import VpTableEditor

    editor = VpTableEditor(shot.context)
    editor.name_edit.setText("Circolo 2 smazzate")
    editor.hands_spin.setValue(2)
    lows = (0, 35, 75, 115, 160, 210, 265, 325, 390, 460, 540)
    editor.set_rows([(low, 10 + band) for band, low in enumerate(lows)])
    return editor


def _import_preview(tab: int) -> ScreenFactory:
    def build(shot: Shot) -> QWidget:
        dialog = _import_dialog(shot)
        dialog.tabs.setCurrentIndex(tab)
        return dialog

    return build


def _import_dialog(shot: Shot) -> ImportEntriesDialog:
    from tournament_app.services import Tournament

    sample = shot.folder("import") / "iscritti.csv"
    sample.write_text(
        "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2;Circolo;Categoria\n"
        "Marchetti;Paola;RM1001;Lombardi;Franco;RM1002;Il Fante;B\n"
        "Gallo;Rita;RM1003;Conti;Aldo;RM1004;Il Fante;C\n"
        ";Luisa;RM1005;Ferri;Piero;RM1006;Due Torri;A\n"
        "Sala;Irene;RM1003;Neri;Bruno;RM1008;Due Torri;D\n"
        "Riva;Marta;RM 10/9;Poli;Enzo;RM1010;Il Fante;B\n",
        encoding="utf-8",
    )
    tournament: Tournament = shot.context.services.tournaments.get(shot.burraco_id)
    return ImportEntriesDialog(shot.context, tournament, str(sample))


def _registry(shot: Shot) -> QWidget:
    from tournament_app.ui.registry_dialog import RegistryDialog

    return RegistryDialog(shot.context)


def _season(shot: Shot) -> QWidget:
    from tournament_app.ui.season_dialog import SeasonDialog

    dialog = SeasonDialog(shot.context)
    # The demo evenings are still running: count them so the picture has a ranking.
    dialog.running.setChecked(True)
    return dialog


def register_screenshots(register: Register) -> None:
    """Engineer A's screens: start, registration, the wizard's pages, VP editor, import."""
    from tournament_app.ui.main_window import window as tabs
    from tournament_app.ui.wizard import form as wizard

    register("start", _tab(tabs.TAB_START))
    register("registration", _tab(tabs.TAB_REGISTRATION))
    register("rounds", _tab(tabs.TAB_ROUNDS))
    register("results", _tab(tabs.TAB_RESULTS))
    register("standings", _tab(tabs.TAB_STANDINGS))
    register("log", _tab(tabs.TAB_LOG))
    register("rounds-scala40", _tab(tabs.TAB_ROUNDS, Game.SCALA40))
    register("standings-scala40", _tab(tabs.TAB_STANDINGS, Game.SCALA40))
    register("wizard-game", _wizard(wizard.PAGE_GAME), size=(760, 600))
    register("wizard-burraco-format", _wizard(wizard.PAGE_BURRACO_FORMAT), size=(800, 640))
    register("wizard-burraco-scoring", _wizard(wizard.PAGE_BURRACO_SCORING), size=(760, 620))
    register("wizard-scala40", _wizard(wizard.PAGE_SCALA40, Game.SCALA40), size=(760, 640))
    register("wizard-scala40-pairs", _scala40_pairs, size=(800, 680))
    register("wizard-summary", _wizard(wizard.PAGE_SUMMARY), size=(760, 600))
    register("vp-table-editor", _vp_editor, size=(600, 620))
    register("import-preview", _import_preview(0), size=(900, 520))
    register("import-problems", _import_preview(1), size=(900, 520))
    register("registry", _registry, size=(900, 560))
    register("season", _season, size=(980, 640))


register_screenshots(register_screen)


def main(argv: list[str] | None = None) -> int:
    """Render the screenshots into the folder named on the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0] if args else "docs/screenshots")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_style(app)  # as the window looks when started
    for path in render_all(out):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
