"""The hall's address and QR code on the projector, big enough to scan from the room: shown
beside the pages while the director wants it (Q, or the button) and the hall service runs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from tournament_app.ui.context import AppContext

QR_SHARE_OF_HEIGHT = 0.8
"""The code's side as a share of the page's height (at most 45% of its width): on a
projector 3 m wide a code a metre and more across scans from the back of the room."""


class HallAddressPanel(QWidget):
    """The address in large type over its QR code (white around it: the quiet zone a phone's
    camera needs)."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.wanted = False
        self.address: str | None = None
        self.caption = QLabel()
        self.caption.setObjectName("hall_caption")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address_label = QLabel()
        self.address_label.setObjectName("hall_address")
        self.address_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address_label.setTextFormat(Qt.TextFormat.PlainText)
        self.code = QLabel()
        self.code.setObjectName("hall_qr")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.address_label)
        layout.addWidget(self.code, 1)
        context.changes.hall_changed.connect(self._hall_changed)
        self._hall_changed(context.hall_address)

    def _hall_changed(self, address: object) -> None:
        self.address = address if isinstance(address, str) else None
        self.refresh()

    def set_wanted(self, wanted: bool) -> None:
        """Show the address (when the hall runs) or not."""
        self.wanted = wanted
        self.refresh()

    def refresh(self, side: int | None = None) -> None:
        """Lay out the address and code for a page `side` px tall (None: as it is)."""
        shown = self.wanted and self.address is not None
        self.setVisible(shown)
        if not shown or self.address is None:
            self.code.clear()
            return
        self.caption.setText(self.tr("Your table, the standings and the results on your phone:"))
        self.address_label.setText(self.address)
        parent = self.parentWidget()
        height = side if side is not None else (parent.height() if parent else 600)
        width = parent.width() if parent else 800
        edge = max(120, min(int(height * QR_SHARE_OF_HEIGHT), int(width * 0.45)))
        from tournament_app.ui.hall_dialog import qr_pixmap

        self.code.setPixmap(
            qr_pixmap(self.address).scaled(
                edge,
                edge,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.FastTransformation,  # sharp modules, never blurred
            )
        )
        self.setFixedWidth(edge + 40)
        font = self.address_label.font()
        font.setBold(True)
        font.setPixelSize(max(14, edge // 12))
        # The whole address on one line, as large as the code's width allows.
        while font.pixelSize() > 12 and QFontMetrics(font).horizontalAdvance(self.address) > edge:
            font.setPixelSize(font.pixelSize() - 2)
        self.address_label.setFont(font)
        caption = self.caption.font()
        caption.setPixelSize(max(14, edge // 24))
        self.caption.setFont(caption)
