"""Help ▸ User guide: the guide in the interface's language, its links and pictures working."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QKeySequence, QTextDocument

from tournament_app import paths
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import MainWindow
from tournament_app.ui.settings import Settings
from tournament_app.ui.user_guide import UserGuideDialog, guide_part, heading_anchor

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "user-guide.md"


@pytest.fixture
def window(qtbot, tmp_path: Path, club_file: str) -> MainWindow:
    settings = Settings(tmp_path / "gui.ini")
    settings.language = "en"
    window = build_main_window(club_file, settings=settings, dialogs=ScriptedDialogs())
    qtbot.addWidget(window)
    window.show()
    return window


def _guide(qtbot, language: str) -> UserGuideDialog:
    dialog = UserGuideDialog(GUIDE.read_text(encoding="utf-8"), GUIDE.parent, language)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _top_line(dialog: UserGuideDialog) -> str:
    """The text of the line at the top of the guide's visible area."""
    return dialog.browser.cursorForPosition(QPoint(4, 4)).block().text()


def test_f1_opens_the_guide_in_the_interface_language(qtbot, window) -> None:
    """F1 shows the English part of the guide to an English interface, not the Italian one."""
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    guide = window.user_guide
    assert guide is not None and guide.isVisible()
    text = guide.browser.toPlainText()
    assert "1. First start" in text and "Registration" in text
    assert "Il primo avvio" not in text and "Le iscrizioni" not in text


def test_the_help_menu_has_one_action_per_shortcut(window) -> None:
    """F1 belongs to the guide alone; About is still in the Help menu, without it."""
    actions = [a for menu in window.menuBar().actions() for a in menu.menu().actions()]
    keys = [a.shortcut().toString() for a in actions if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys))
    by_key = {a.shortcut(): a.text().replace("&", "") for a in actions}
    assert by_key[QKeySequence("F1")] == "User guide"
    assert "About Torneo" in [a.text().replace("&", "") for a in actions]


def test_switching_to_italian_turns_the_open_guide_italian(qtbot, window) -> None:
    """Settings ▸ Language ▸ Italiano with the guide open shows its Italian part."""
    window.show_user_guide()
    window.languages = LanguageSwitcher()
    try:
        window.set_language("it")
        text = window.user_guide.browser.toPlainText()
        assert "1. Il primo avvio" in text and "First start" not in text
        assert window.user_guide.windowTitle() == "Guida utente di Torneo"
    finally:
        window.languages.apply("en")


def test_the_guide_is_a_window_of_its_own_that_closes_with_torneo(qtbot, window) -> None:
    """The guide stays open beside the pages (not a box on top of them) until Torneo closes."""
    window.show_user_guide()
    guide = window.user_guide
    assert guide.parent() is None and not guide.isModal()
    window.close()
    assert not guide.isVisible()


def test_the_contents_lead_to_each_section(qtbot) -> None:
    """The list of sections at the top links each heading; following one scrolls there."""
    dialog = _guide(qtbot, "it")
    qtbot.waitExposed(dialog)
    assert _top_line(dialog) == "Contents"  # no translator installed here
    link = dialog.browser.document().toMarkdown()
    assert f"(#{heading_anchor('6. Classifica, stampa e registro')})" in link
    dialog.follow(QUrl("#6-classifica-stampa-e-registro"))
    assert _top_line(dialog) == "6. Classifica, stampa e registro"
    dialog.follow(QUrl("#1-il-primo-avvio"))
    assert _top_line(dialog) == "1. Il primo avvio"


def test_the_pictures_are_found_beside_the_guide(qtbot) -> None:
    """Each screenshot the English part shows is loaded from docs/screenshots, and the wide
    ones are narrowed to fit the window."""
    dialog = _guide(qtbot, "en")
    document = dialog.browser.document()
    document.size()  # lays the document out, which loads its pictures
    picture = document.resource(
        QTextDocument.ResourceType.ImageResource.value, QUrl("screenshots/start-en.png")
    )
    assert picture is not None and not picture.isNull() and picture.width() == 1180
    assert document.idealWidth() < 1000  # the 1180 px screenshot is shown narrower


def test_a_web_link_goes_to_the_browser(qtbot, monkeypatch) -> None:
    """A link out of the guide opens in the system's browser, the guide stays as it is."""
    from PySide6.QtGui import QDesktopServices

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()))
    dialog = _guide(qtbot, "en")
    before = dialog.browser.toPlainText()
    dialog.follow(QUrl("https://www.fibur.it/"))
    assert opened == ["https://www.fibur.it/"]
    assert dialog.browser.toPlainText() == before


def test_a_missing_guide_is_reported_not_a_failure(qtbot, window, tmp_path, monkeypatch) -> None:
    """An installation without the guide says so, naming the file it looked for."""
    missing = tmp_path / "docs" / "user-guide.md"
    monkeypatch.setattr(paths, "user_guide_path", lambda: missing)
    window.show_user_guide()
    assert window.user_guide is None
    (shown,) = window.context.dialogs.shown
    assert shown.kind == "warn" and str(missing) in shown.text
    assert "Reinstalling Torneo" in shown.text


def test_the_guide_shipped_has_one_part_per_language() -> None:
    """The dialog's choice of part relies on the guide's "## Italiano" / "## English"."""
    text = GUIDE.read_text(encoding="utf-8")
    italian, english = guide_part(text, "it"), guide_part(text, "en")
    assert "### 1. Il primo avvio" in italian and "### 1. First start" not in italian
    assert "### 1. First start" in english and "### 1. Il primo avvio" not in english
    assert not italian.rstrip().endswith("---")


def test_a_guide_without_language_parts_is_shown_whole() -> None:
    """A guide written in one language only is not cut to nothing."""
    text = "# Guide\n\n## Start\n\nOpen it.\n\n## Results\n\nType them.\n"
    assert guide_part(text, "en") == text


def test_anchors_are_named_as_github_names_them() -> None:
    """Links written for the guide on GitHub reach the same headings here."""
    assert heading_anchor("1. First start") == "1-first-start"
    assert heading_anchor("6. Standings, printing and the log") == (
        "6-standings-printing-and-the-log"
    )
    assert heading_anchor("3. Le iscrizioni à là") == "3-le-iscrizioni-à-là"
