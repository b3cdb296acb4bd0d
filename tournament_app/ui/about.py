"""The About box: what Torneo is, which version, its licence, and where it keeps its data."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app import __version__
from tournament_app.paths import data_dir
from tournament_app.ui.icon import application_icon

LICENCE_ID = "GPL-3.0-or-later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


class AboutDialog(QDialog):
    """Help → About: name, version, licence, Qt and Python versions, the data folder."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Torneo"))
        self.setWindowIcon(application_icon())
        self.data_folder = data_dir()

        picture = QLabel()
        picture.setPixmap(application_icon().pixmap(96, 96))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)

        title = QLabel("<b style='font-size:16pt'>Torneo</b>")
        self.version_label = QLabel(self.tr("Version {0}").replace("{0}", __version__))
        purpose = QLabel(self.tr("Burraco and scala 40 tournaments for card clubs."))
        purpose.setWordWrap(True)
        self.licence_label = QLabel(
            self.tr(
                "Free software under the GNU General Public License, version 3 or later "
                "({0}). It comes with ABSOLUTELY NO WARRANTY. <a href='{1}'>Read the licence</a>."
            )
            .replace("{0}", LICENCE_ID)
            .replace("{1}", LICENCE_URL)
        )
        self.licence_label.setWordWrap(True)
        self.licence_label.setOpenExternalLinks(True)

        details = QFormLayout()
        self.detail_labels: dict[str, QLabel] = {}
        rows = [
            ("python", self.tr("Python"), platform.python_version()),
            ("qt", self.tr("Qt"), qVersion()),
            ("pyside", self.tr("PySide6"), PySide6.__version__),
            ("data", self.tr("Data folder"), str(self.data_folder)),
        ]
        for key, caption, value in rows:
            label = QLabel(value)
            # Selectable so a director can paste the details into a support e-mail.
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(key == "data")
            details.addRow(caption + ":", label)
            self.detail_labels[key] = label

        text_column = QVBoxLayout()
        for widget in (title, self.version_label, purpose, self.licence_label):
            text_column.addWidget(widget)
        text_column.addLayout(details)

        top = QHBoxLayout()
        top.addWidget(picture)
        top.addLayout(text_column, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_folder_button = QPushButton(self.tr("Open data folder"))
        self.open_folder_button.setToolTip(
            self.tr("Shows the folder holding the database and its backups")
        )
        buttons.addButton(self.open_folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_folder_button.clicked.connect(self.open_data_folder)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def open_data_folder(self) -> bool:
        """Show the data folder in the system's file manager; False if none could open it."""
        return bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.data_folder))))
