"""Help → About: what a director (or the person helping them) reads there."""

from __future__ import annotations

import platform
import tomllib
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from tournament_app.ui.about import AboutDialog, application_icon

ROOT = Path(__file__).resolve().parents[2]


def _declared_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        return tomllib.load(stream)["project"]["version"]


def test_shows_the_version_from_the_project(qtbot) -> None:
    """The version line names the version pyproject.toml declares."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.version_label.text().endswith(_declared_version())


def test_names_the_licence(qtbot) -> None:
    """The licence is stated as GPL 3 or later with its SPDX name and a link to the text."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.licence_label.text()
    assert "GPL-3.0-or-later" in text
    assert "https://www.gnu.org/licenses/gpl-3.0" in text


def test_shows_python_and_qt_versions(qtbot) -> None:
    """Support questions start with these: the running Python and Qt."""
    from PySide6.QtCore import qVersion

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.detail_labels["python"].text() == platform.python_version()
    assert dialog.detail_labels["qt"].text() == qVersion()


def test_shows_the_data_folder_in_use(qtbot, private_data_dir: Path) -> None:
    """The folder shown is where this run keeps its database (here the test's private one)."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert Path(dialog.detail_labels["data"].text()) == private_data_dir


def test_open_data_folder_asks_the_desktop_to_show_it(qtbot, private_data_dir, monkeypatch) -> None:
    """The button hands the data folder to the system's file manager."""
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.open_folder_button.click()
    assert [Path(url.toLocalFile()) for url in opened] == [private_data_dir]


def test_escape_closes_the_box(qtbot) -> None:
    """Escape closes the box without side effects."""
    from PySide6.QtCore import Qt

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_application_icon_offers_small_and_large_sizes(qtbot) -> None:
    """The window icon has a sharp picture for the title bar and for the task switcher."""
    sizes = {(s.width(), s.height()) for s in application_icon().availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes


def test_every_visible_text_goes_through_translation(qtbot, monkeypatch) -> None:
    """With a fake translator, each sentence a director reads comes out translated."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context == "AboutDialog" else None

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "ABOUT TORNEO"
        assert dialog.open_folder_button.text() == "OPEN DATA FOLDER"
        assert "FREE SOFTWARE" in dialog.licence_label.text()
    finally:
        QCoreApplication.removeTranslator(translator)
