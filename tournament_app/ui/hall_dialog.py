"""The hall service's switch: the open tournament on the players' phones, read-only.

The director turns it on; the dialog shows the address to type and its QR code, big enough to
drag onto the projector's screen. The server (`tournament_app.hall`) runs on threads of its
own over a display station's services on the same database, so it never holds the window and
can write nothing; closing the dialog leaves it running, closing the window stops it.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.ui.background import in_background

if TYPE_CHECKING:
    from tournament_app.exports.documents import Language
    from tournament_app.hall.server import HallServer
    from tournament_app.services import TournamentId
    from tournament_app.ui.context import AppContext


DEFAULT_PORT = 8080
QR_MODULE_PX = 8
QR_MARGIN = 4
"""The quiet zone a phone's camera needs around a QR code, in modules."""


class _Relay(QObject):
    """The phones' entries, saved on the hall's own thread, told to the window's pages on
    the window's thread (a queued signal): the Results page shows a table confirmed at
    once, not at the next look at the log (every 3 s, `other_stations`)."""

    heard = Signal(object)


class HallDialog(QDialog):
    """Start and stop the hall service; while it runs, its address and QR code."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.server: HallServer | None = None
        self.setModal(False)

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.port = QSpinBox(self)
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port_label = QLabel(self)
        self.everywhere = QCheckBox(self)
        self.everywhere.setChecked(True)
        self.switch = QPushButton(self)
        self.switch.setCheckable(True)
        self.switch.toggled.connect(self._toggled)
        self.state = QLabel(self)
        self.state.setWordWrap(True)
        self.addresses = QLabel(self)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addresses.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Only while the service runs for a tournament whose tables enter their results: the
        # cards' QR codes open this evening's address.
        self.cards = QPushButton(self)
        self.cards.clicked.connect(lambda: self.print_codes("table_cards_pdf"))
        self.cards.hide()
        self.sheets = QPushButton(self)
        self.sheets.clicked.connect(lambda: self.print_codes("scoresheets_pdf"))
        self.sheets.hide()

        form = QFormLayout()
        form.addRow(self.port_label, self.port)
        form.addRow("", self.everywhere)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.switch)
        layout.addWidget(self.state)
        layout.addWidget(self.addresses)
        layout.addWidget(self.qr, 1)
        layout.addWidget(self.cards)
        layout.addWidget(self.sheets)
        self.retranslate()
        context.changes.language_changed.connect(self.retranslate)

    def retranslate(self) -> None:
        """Every text in the interface's language (switched while the dialog is open too)."""
        self.setWindowTitle(self.tr("Hall service"))
        self.intro.setText(
            self.tr(
                "The players follow their tables, the standings and the results on their "
                "phones, on the club's network. Nothing can be changed there; only where the "
                "tournament has table entry on, the tables enter their results with their "
                "table's code."
            )
        )
        self.port_label.setText(self.tr("Port:"))
        self.port.setSpecialValueText(self.tr("any free port"))
        self.everywhere.setText(self.tr("Reachable from the club's network (Wi-Fi)"))
        self.cards.setText(self.tr("Print the table cards with the tables' codes…"))
        self.sheets.setText(self.tr("Print the scoresheets with the tables' codes…"))
        self._show_state()

    # -- the switch -------------------------------------------------------------------------

    def _toggled(self, on: bool) -> None:
        if on and self.server is None:
            self.start()
        elif not on and self.server is not None:
            self.stop()

    def start(self) -> None:
        """Start serving the open tournament (refused in words when none is open)."""
        tournament_id = self.context.tournament_id
        if tournament_id is None:
            self._refused(self.tr("Open a tournament first: the hall shows one tournament."))
            return
        host = "0.0.0.0" if self.everywhere.isChecked() else "127.0.0.1"
        port = self.port.value()
        services = self.context.services
        self.switch.setEnabled(False)
        self.state.setText(self.tr("Starting…"))

        def started() -> HallServer:
            from tournament_app.hall.server import HallServer, reader_of, writer_of

            reader = reader_of(services)
            server = HallServer(
                reader,
                tournament_id,
                host=host,
                port=port,
                owns_services=True,
                writer=writer_of(services),
            )
            try:
                server.start()
            except BaseException:
                server.stop()
                raise
            return server

        in_background(started, self._started, owner=self)

    def _started(self, server: HallServer | None, error: BaseException | None) -> None:
        self.switch.setEnabled(True)
        if error is not None or server is None:
            self._refused(self._sentence(error))
            return
        self.server = server
        if server.writer is not None:
            relay = _Relay(self)
            relay.heard.connect(self.context.announce)
            server.writer.subscribe(relay.heard.emit)
        self._show_state()
        self._tell_projector()

    def stop(self) -> None:
        """Stop serving: open pages say they lost the connection."""
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        self._show_state()
        self._tell_projector()

    def _tell_projector(self) -> None:
        """The projector offers the address (and its QR code) only while the hall runs."""
        address = self.server.addresses()[0] if self.server is not None else None
        self.context.hall_address = address
        self.context.changes.hall_changed.emit(address)

    def _refused(self, sentence: str) -> None:
        self.switch.blockSignals(True)
        self.switch.setChecked(False)
        self.switch.blockSignals(False)
        self._show_state()
        self.state.setText(sentence)

    def _sentence(self, error: BaseException | None) -> str:
        from tournament_app.hall.server import HallStartError
        from tournament_app.services import ServiceError, messages

        if isinstance(error, HallStartError):
            return self.tr(
                "The hall service cannot listen on port {port} ({reason}): choose another "
                "port, or close the program using it."
            ).format(port=error.port, reason=error.reason)
        if isinstance(error, ServiceError):
            return messages.describe(error, self.context.language)
        return self.tr("The hall service could not start: {error}").format(error=error)

    # -- what it shows ----------------------------------------------------------------------

    def _show_state(self) -> None:
        running = self.server is not None
        self.switch.blockSignals(True)
        self.switch.setChecked(running)
        self.switch.blockSignals(False)
        self.switch.setText(
            self.tr("Stop the hall service") if running else self.tr("Start the hall service")
        )
        self.port.setEnabled(not running)
        self.everywhere.setEnabled(not running)
        for button in (self.cards, self.sheets):
            button.setVisible(self._takes_entries())
        if self.server is None:
            self.state.setText(self.tr("The hall service is off."))
            self.addresses.clear()
            self.qr.clear()
            return
        addresses = self.server.addresses()
        self.state.setText(
            self.tr(
                "On, showing «{name}»: players open this address in their phone's browser, "
                "or scan the code."
            ).format(name=self.server.tournament_name)
        )
        first, *others = addresses
        lines = [f"<p style='font-size:20pt'><b>{html.escape(first)}</b></p>"]
        lines += [f"<p>{html.escape(other)}</p>" for other in others]
        self.addresses.setText("".join(lines))
        self.qr.setPixmap(qr_pixmap(first))

    def _takes_entries(self) -> bool:
        """Whether the tournament served has its tables enter their results by phone."""
        from tournament_app.services import ServiceError

        if self.server is None:
            return False
        try:
            tournament = self.context.services.tournaments.get(self.server.tournament_id)
        except ServiceError:
            return False
        return tournament.settings.table_entry

    def print_codes(self, printout: str) -> None:
        """The round in play's table cards or scoresheets (`printout`, the exports' function),
        each with its table's code and a QR code opening this evening's entry page with it."""
        from tournament_app.services import exports
        from tournament_app.ui import export_actions

        server = self.server
        if server is None:
            return
        services, tid = self.context.services, server.tournament_id
        published = services.rounds.numbers(tid, published=True)
        if not published:
            self.state.setText(self.tr("No round published yet: publish one on the Rounds page."))
            return
        number, address = published[-1], server.addresses()[0]
        language: Language = "en" if self.context.language == "en" else "it"
        cards = printout == "table_cards_pdf"
        write = exports.table_cards_pdf if cards else exports.scoresheets_pdf
        title = self.tr("Table cards") if cards else self.tr("Scoresheets")
        stem = self.tr("table codes") if cards else self.tr("scoresheets with codes")
        export_actions.write_document(
            self,
            title,
            export_actions.file_name(server.tournament_name, str(number), stem, suffix=".pdf"),
            self.tr("PDF (*.pdf)"),
            lambda path: write(
                services, tid, number, path, language=language, hall_address=address
            ),
        )

    def tournament_shown(self) -> TournamentId | None:
        """The tournament being served (None: off)."""
        return self.server.tournament_id if self.server is not None else None


def qr_pixmap(address: str) -> QPixmap:
    """`address`'s QR code, black on white with its quiet zone."""
    from tournament_app.hall.qr import qr_modules

    modules = qr_modules(address)
    size = (len(modules) + 2 * QR_MARGIN) * QR_MODULE_PX
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for row, line in enumerate(modules):
        for column, dark in enumerate(line):
            if dark:
                painter.fillRect(
                    QRect(
                        (column + QR_MARGIN) * QR_MODULE_PX,
                        (row + QR_MARGIN) * QR_MODULE_PX,
                        QR_MODULE_PX,
                        QR_MODULE_PX,
                    ),
                    QColor("black"),
                )
    painter.end()
    return QPixmap.fromImage(image)


def show_hall(window: QWidget, context: AppContext) -> HallDialog:
    """Open (or bring forward) the window's hall dialog, kept while the window lives."""
    dialog = getattr(window, "hall", None)
    if dialog is None:
        dialog = HallDialog(context, window)
        window.hall = dialog  # type: ignore[attr-defined]
    dialog.show()
    dialog.raise_()
    return dialog
