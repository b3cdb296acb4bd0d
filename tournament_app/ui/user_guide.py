"""Help ▸ User guide: docs/user-guide.md, shown in its interface-language part.

The guide is one Markdown file with a "## Italiano" and an "## English" part, each with its
pictures from docs/screenshots. The dialog shows the part of the interface's language, led by
a list of its sections; links to a section (`#1-first-start`, as GitHub names headings) jump
there, links to the web open in the browser. A guide without such parts is shown whole.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QImageReader, QTextBlock, QTextCursor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tournament_app.ui.icon import application_icon
from tournament_app.ui.settings import Settings

# The heading of each language's part, as the guide writes it.
PART_HEADINGS = {"it": "Italiano", "en": "English"}
# Screenshots are up to 1280 px wide: wider than the dialog, they are shown scaled to this.
IMAGE_WIDTH = 820
_PART = re.compile(r"^## +(.+?) *$", re.MULTILINE)
_HEADING = re.compile(r"^(#{1,6}) +(.+?) *#* *$", re.MULTILINE)


def guide_part(markdown: str, language: str) -> str:
    """The guide's part in `language`: the text under its "## Italiano" / "## English"
    heading up to the next part (without the heading and the closing `---` rule); the
    whole guide when it has no part in that language."""
    wanted = PART_HEADINGS.get(language)
    parts = list(_PART.finditer(markdown))
    for number, part in enumerate(parts):
        if part.group(1) == wanted:
            end = parts[number + 1].start() if number + 1 < len(parts) else len(markdown)
            body = markdown[part.end() : end].strip()
            return body.removesuffix("---").rstrip() + "\n"
    return markdown


def heading_anchor(text: str) -> str:
    """The anchor GitHub gives a heading, which the guide's own links use: lower case,
    punctuation dropped, spaces as hyphens ("1. First start" → "1-first-start")."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def headings(markdown: str) -> list[tuple[int, str]]:
    """(level, text) of each heading outside code blocks, in order."""
    found: list[tuple[int, str]] = []
    fenced = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced and (match := _HEADING.match(line)):
            found.append((len(match.group(1)), match.group(2)))
    return found


class UserGuideDialog(QDialog):
    """The user guide in a window of its own, left open beside the main window while working."""

    def __init__(
        self,
        markdown: str,
        folder: Path,
        language: str,
        parent: QWidget | None = None,
        settings: Settings | None = None,
    ) -> None:
        """`markdown` is the guide's text and `folder` where it lives (its pictures' paths
        are relative to it)."""
        super().__init__(parent)
        self.markdown = markdown
        self.folder = folder
        self._settings = settings
        self.setWindowIcon(application_icon())
        self.browser = QTextBrowser(self)
        # Links are followed here (see `follow`): QTextBrowser itself would load a linked
        # Markdown file as its new page, replacing the guide with no way back.
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.follow)
        self.browser.setSearchPaths([str(folder)])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        geometry = settings.window_geometry("user_guide") if settings is not None else None
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(920, 720)
        self.show_language(language)

    def show_language(self, language: str) -> None:
        """Show the guide's part in `language`, from its start, with the window's title in
        the interface's (current) language."""
        self.setWindowTitle(self.tr("Torneo user guide"))
        part = guide_part(self.markdown, language)
        sections = headings(part)
        top = min((level for level, _ in sections), default=0)
        contents = [
            f"- [{_plain(text)}](#{heading_anchor(text)})"
            for level, text in sections
            if level == top
        ]
        title = self.tr("Contents")
        lead = f"**{title}**\n\n" + "\n".join(contents) + "\n\n" if contents else ""
        self.browser.setMarkdown(lead + part)
        self._name_headings()
        self._fit_images()
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def follow(self, url: QUrl) -> None:
        """A clicked link: a section of the guide scrolls there, anything else (a web page, a
        file beside the guide) opens in the program the system uses for it."""
        if not url.scheme() and not url.path() and url.hasFragment():
            self.browser.scrollToAnchor(url.fragment())
            return
        if not url.scheme():
            url = QUrl.fromLocalFile(str(self.folder / url.path()))
        QDesktopServices.openUrl(url)

    def closeEvent(self, event: object) -> None:
        """Remember the window's size and place for next time."""
        if self._settings is not None:
            self._settings.set_window_geometry("user_guide", self.saveGeometry())
        super().closeEvent(event)  # type: ignore[arg-type]

    def _name_headings(self) -> None:
        """Give each heading the anchor GitHub would (Qt's Markdown reader gives none), so
        the contents and the guide's own links reach it."""
        block: QTextBlock = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and block.text().strip():
                cursor = QTextCursor(block)
                cursor.movePosition(
                    QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
                )
                mark = cursor.charFormat()
                mark.setAnchor(True)
                mark.setAnchorNames([heading_anchor(block.text())])
                cursor.mergeCharFormat(mark)
            block = block.next()

    def _fit_images(self) -> None:
        """Scale the screenshots wider than the window down to IMAGE_WIDTH (height follows)."""
        document = self.browser.document()
        block = document.begin()
        while block.isValid():
            iterator = block.begin()
            while not iterator.atEnd():
                fragment = iterator.fragment()
                image = fragment.charFormat().toImageFormat()
                if image.isValid():
                    width = QImageReader(str(self.folder / image.name())).size().width()
                    if width > IMAGE_WIDTH:
                        image.setWidth(IMAGE_WIDTH)
                        cursor = QTextCursor(document)
                        cursor.setPosition(fragment.position())
                        cursor.setPosition(
                            fragment.position() + fragment.length(),
                            QTextCursor.MoveMode.KeepAnchor,
                        )
                        cursor.setCharFormat(image)
                iterator += 1
            block = block.next()


def _plain(text: str) -> str:
    """A heading as a link's text: Markdown's link brackets escaped."""
    return text.replace("[", r"\[").replace("]", r"\]")


__all__ = ["UserGuideDialog", "guide_part", "heading_anchor", "headings"]
