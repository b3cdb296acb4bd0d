"""The Results page's quick line: the keyboard's way through it, and a typed line checked and
saved (or, in double entry, compared with the first entry). Methods of `ResultsPage`, bound
in its body (translation context "ResultsPage")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit

from scoring.turno import played
from tournament_app.services import ErrorCode, Game, ServiceError
from tournament_app.services.results.tables import RESULTS_CHANGED
from tournament_app.services.rules import scoring_errors, turno_settings
from tournament_app.services.score_figures import whole_score
from tournament_app.ui.other_stations import out_of_reach
from tournament_app.ui.result_questions import replace_question, unlikely_question
from tournament_app.ui.results import round_shown, three_line
from tournament_app.ui.results.entry_line import parse_points, refusal_text
from tournament_app.ui.results.table_lines import TableLine, table_ranges
from tournament_app.ui.typed_input import TypedInput, give_back, read_fields

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QSpinBox

    from tournament_app.services import BurracoResult
    from tournament_app.ui.results.page import ResultsPage


def focus_first(self: ResultsPage) -> None:
    """Coming to the page (Ctrl+4, a click on its tab): the keyboard lands on the quick
    line, so the director types the table, Tab, the two totals, Enter at once."""
    self.redraw.current()  # the next missing table is read from the round as it is now
    if self.game is Game.SCALA40:
        self._scala40_face().table_edit.setFocus()
        return
    self.back_to_line()


def back_to_line(self: ResultsPage) -> None:
    """Ctrl+L: the keyboard back on the table number. A line typed and not saved (a
    figure, or a table number typed) is kept as it is, its table selected to type over;
    an untouched line is offered the next table to type."""
    typed = any(edit.text().strip() for edit in three_line.quick_edits(self)[1:])
    if typed or self.table_edit.isModified():
        self.table_edit.setFocus()
        self.table_edit.selectAll()
        return
    self.focus_entry()


def focus_entry(self: ResultsPage) -> None:
    """Put the next table to type in the line, selected, with the focus on it: the next
    missing one, or in double entry the next one to re-type."""
    self._offer_next_table()
    self.table_edit.setFocus()
    self.table_edit.selectAll()


def _offer_next_table(self: ResultsPage) -> None:
    """An empty line offering the next table to type, selected to type over."""
    offer = self.tables_to_retype() if self.double_entry.isChecked() else self.missing_tables()
    self.table_edit.setText(str(offer[0]) if offer else "")
    self.ns_edit.clear()
    self.ew_edit.clear()
    self.third_edit.clear()
    self.table_edit.selectAll()


def _double_entry_toggled(self: ResultsPage, _on: bool) -> None:
    # The list hides (or shows again) the first entries' figures: redrawn in place, so
    # the row selected stays.
    self.model.redraw_all()
    self._show_seat()
    # The line offers the next table of the new mode; a half-typed line is kept.
    if self.ns_edit.text().strip() or self.ew_edit.text().strip():
        self.table_edit.setFocus()
        self.table_edit.selectAll()
        return
    self.focus_entry()


def typed_input(self: ResultsPage) -> TypedInput | None:
    """The quick line as typed and not saved, the second-operator box, and minutes typed for
    the round's clock (`typed_input.KeepsTyping`); None when nothing is: an untouched line
    offers its table again by itself. A scala 40 page: the hand typed on its sheet, with the
    round shown, and the clock's minutes."""
    clock = self.clock_bar.minutes_typed()
    if self.game is Game.SCALA40:
        hand = self._scala40.typed_input() if self._scala40 is not None else None
        if hand is None and not clock:
            return None
        minutes = {"minutes": self.clock_bar.minutes.value()} if clock else {}
        return replace(hand or TypedInput(), numbers=minutes)
    texts, ticks, minutes = _typed_fields(self)
    figures = any(edit.text().strip() for edit in (self.ns_edit, self.ew_edit, self.third_edit))
    if not (figures or clock or self.table_edit.isModified() or self.double_entry.isChecked()):
        return None
    return read_fields(self, texts, ticks, minutes if clock else None)


def give_back_typed(self: ResultsPage, typed: TypedInput) -> None:
    """The quick line as the page before this one held it (a language switch rebuilt it); a
    scala 40 page's hand on the sheet of its round and table."""
    if self.game is not Game.SCALA40:
        give_back(typed, *_typed_fields(self))
        return
    give_back(typed, {}, None, {"minutes": self.clock_bar.minutes})
    panel = self.scala40  # the round's tables read, as the page shows them
    shown = self.round_choice.currentData()
    wanted = typed.kept.get("round")
    if wanted is not None and wanted != shown and self.round_choice.findData(wanted) >= 0:
        self.round_choice.setCurrentIndex(self.round_choice.findData(wanted))
    panel.give_back_typed(typed)


def _typed_fields(
    self: ResultsPage,
) -> tuple[dict[str, QLineEdit], dict[str, QAbstractButton], dict[str, QSpinBox]]:
    texts = {
        "table": self.table_edit,
        "ns": self.ns_edit,
        "ew": self.ew_edit,
        "third": self.third_edit,
    }
    return texts, {"double_entry": self.double_entry}, {"minutes": self.clock_bar.minutes}


def _clear_error(self: ResultsPage, *_: object) -> None:
    self.error_label.setText("")
    for edit in three_line.quick_edits(self):
        edit.setStyleSheet("")


def _refuse(self: ResultsPage, edit: QLineEdit | None, text: str) -> None:
    self.error_label.setText(text)
    self.saved_label.setText("")
    if edit is not None:
        edit.setStyleSheet("border: 2px solid #b00020;")
        edit.setFocus()
        edit.selectAll()


def _enter_pressed(self: ResultsPage) -> None:
    """Enter moves to the next empty field; on a complete line it saves."""
    table = self.line_for(parse_points(self.table_edit.text()) or 0)
    edits = three_line.quick_edits(self)
    if table is None or not table.seat.third:
        edits = edits[:3]  # a table of two: its third field is not asked for
    for edit in edits:
        if not edit.text().strip():
            if edit is self.table_edit or self.sender() is not edit:
                edit.setFocus()
                return
            break
    self.submit()


def submit(self: ResultsPage) -> None:
    """Save the typed line (or check it against the first entry, in double-entry mode)."""
    current = self.current_round()
    if current is None or self.tournament_id is None:
        return
    self._clear_error()
    # A finished tournament is refused by the save itself, in the same words; it is asked
    # about beforehand only where a question would come first (one read less an Enter).
    if self._refuse_if_unreachable():
        return
    table = parse_points(self.table_edit.text())
    line = self.line_for(table) if table is not None else None
    if line is None or line.seat.is_bye:
        self._refuse(self.table_edit, _no_such_table(self, current.number, line))
        return
    figures = []
    for edit in (self.ns_edit, self.ew_edit):
        value = parse_points(edit.text())
        if value is None:
            self._refuse(
                edit,
                QCoreApplication.translate(
                    "ResultsPage", "Type the line's points as a whole number, e.g. 640 or -35."
                ),
            )
            return
        figures.append(value)
    ns_mp, ew_mp = figures
    if line.seat.third:
        if not self._refuse_if_finished():
            three_line.submit_three(self, current.number, line, ns_mp, ew_mp)
        return
    impossible = self._impossible(ns_mp, ew_mp)
    if impossible is not None:
        # Said before any question: no answer could make these figures savable.
        self._refused(impossible)
        return
    if self.double_entry.isChecked():
        # Even on a table this page shows as missing: the services say why a second entry
        # cannot be taken (no first entry yet, a forfeit...), and save nothing.
        self._second_entry(current.number, line, ns_mp, ew_mp)
        return
    reasons = self._unlikely(ns_mp, ew_mp)
    if reasons and self._refuse_if_finished():
        return
    if reasons and not self.context.dialogs.confirm(
        self,
        QCoreApplication.translate("ResultsPage", "Unlikely score"),
        unlikely_question(current.number, line.seat.table, reasons),
    ):
        self._refuse(
            self.ns_edit, QCoreApplication.translate("ResultsPage", "Not saved: check the figures.")
        )
        return
    version = None
    if line.result is not None:
        if (line.result.ns_mp, line.result.ew_mp) == (ns_mp, ew_mp):
            self._retyped_saved(current.number, line, ns_mp, ew_mp)
            return
        if self._refuse_if_finished():
            return
        saved = (line.result.ns_mp, line.result.ew_mp)
        question = replace_question(current.number, line.seat.table, saved, (ns_mp, ew_mp))
        if not self.context.dialogs.confirm(
            self, QCoreApplication.translate("ResultsPage", "Correct a result"), question
        ):
            # The figures stay (they may be another table's sheet, the table mistyped);
            # the next number typed replaces the table, never the NS figure.
            self._refuse(None, QCoreApplication.translate("ResultsPage", "Not changed."))
            self.table_edit.setFocus()
            self.table_edit.selectAll()
            return
        version = line.result.version
    self._save(current.number, line.seat.table, ns_mp, ew_mp, version)


def _no_such_table(self: ResultsPage, round_number: int, bye: TableLine | None) -> str:
    """Why the number typed is no table of the round, with the tables it has: a number the
    round has not, or the one it keeps for a bye (no table of the room: the list, the Rounds
    page and the projector show it as the bye)."""
    playing = [line.seat.table for line in self.lines if not line.seat.is_bye]
    tables = table_ranges(playing) if playing else "—"
    typed = self.table_edit.text().strip()
    if bye is None:
        return (
            QCoreApplication.translate("ResultsPage", "Round {0} has no table {1} (tables {2}).")
            .replace("{0}", str(round_number))
            .replace("{1}", typed)
            .replace("{2}", tables)
        )
    said = (
        QCoreApplication.translate(
            "ResultsPage",
            "Round {0} has no table {1}: {1} is the number kept for the bye of {2}, whose"
            " score is automatic. Type one of the tables {3}.",
        )
        if len(playing) != 1
        else QCoreApplication.translate(
            "ResultsPage",
            "Round {0} has no table {1}: {1} is the number kept for the bye of {2}, whose"
            " score is automatic. Type table {3}.",
        )
    )
    return (
        said.replace("{0}", str(round_number))
        .replace("{1}", str(bye.seat.table))
        .replace("{2}", self.names.line(bye.seat.ns))
        .replace("{3}", tables)
    )


def _retyped_saved(
    self: ResultsPage,
    round_number: int,
    line: TableLine,
    ns_mp: int,
    ew_mp: int,
    third_mp: int | None = None,
) -> None:
    """The saved figures typed again with double entry off: the services close an open
    disagreement with them (`results.saved_typed_again`), which another station may have
    typed, or closed, since this page's list was read; with none open, nothing is saved."""
    self._second_entry(round_number, line, ns_mp, ew_mp, third_mp, saved=True)


def _impossible(self: ResultsPage, ns_mp: int, ew_mp: int) -> ServiceError | None:
    """The refusal a save of these totals would meet (e.g. 643, not a multiple of 5)."""
    if self.settings is None:
        return None
    try:
        with scoring_errors():
            played(ns_mp, ew_mp, turno_settings(self.settings))
    except ServiceError as error:
        return error
    return None


def saved_text(self: ResultsPage, table: int, result: BurracoResult) -> str:
    """The line under the entry after a save: the table, its figures and its VP."""
    if result.three_pairs:
        return three_line.saved_text(table, result)
    return (
        QCoreApplication.translate("ResultsPage", "Table {0} saved: NS {1} — EW {2}  →  VP {3}–{4}")
        .replace("{0}", str(table))
        .replace("{1}", str(result.ns_mp))
        .replace("{2}", str(result.ew_mp))
        .replace("{3}", str(result.ns_vp))
        .replace("{4}", str(result.ew_vp))
    )


def _save(
    self: ResultsPage, round_number: int, table: int, ns_mp: int, ew_mp: int, version: int | None
) -> None:
    assert self.tournament_id is not None
    # The services settle the table's open disagreement, if any, in the same transaction.
    self.saving = (round_number, table)
    try:
        # Unlikely figures were asked about before this save (`_unlikely`).
        result = self.context.services.results.enter_totals(
            self.tournament_id,
            round_number,
            table,
            ns_mp,
            ew_mp,
            expected_version=version,
            despite_unlikely=True,
        )
    except ServiceError as error:
        self.saving = None
        self._refused(error)
        return
    except BaseException:
        self.saving = None
        self.redraw.request(self._refresh_round)  # whatever was written is read back
        raise
    self.saving = None
    # The list shows the line written, as read back it would be: the round read again
    # after every Enter cost a 250-table round more than the save's own commit.
    round_shown.show_saved(self, round_number, table, result)
    self.saved_label.setText(self.saved_text(table, result))
    self.focus_entry()


def _refused(self: ResultsPage, error: ServiceError) -> None:
    """Say why the services refused the line; nothing was saved."""
    if error.code is ErrorCode.CONFLICT:
        # Another station wrote this round meanwhile: this list, the status bar's count
        # and the standings all show it now, as after a save of this station's own.
        self.context.announce(RESULTS_CHANGED)
        self.redraw.current()  # on screen or not, the list holds what was written
    # Impossible figures: the figure refused is selected to retype; anything else (no
    # first entry, a bye, another station's change...) is about the table: its number.
    target = self.table_edit
    if error.code is ErrorCode.INVALID_SCORE:
        target = _refused_figure(self, error)
    self._refuse(target, refusal_text(self.context, error))


def _refused_figure(self: ResultsPage, error: ServiceError) -> QLineEdit:
    """The field holding the figure the services refused: the line they name ("a" NS, "b"
    EW, "c" the third), else the first field holding their figure (`mp`), else NS."""
    fields = {"a": self.ns_edit, "b": self.ew_edit, "c": self.third_edit}
    named = fields.get(str(error.params.get("line", "")))
    if named is not None and named.isEnabled():
        return named
    figure = error.params.get("mp")
    for edit in three_line.quick_edits(self)[1:]:
        if figure is not None and parse_points(edit.text()) == figure:
            return edit
    return self.ns_edit


def _second_entry(
    self: ResultsPage,
    round_number: int,
    line: TableLine,
    ns_mp: int,
    ew_mp: int,
    third_mp: int | None = None,
    *,
    saved: bool = False,
) -> None:
    """Check the typed figures against the stored result (double entry); the services
    keep a difference for every station and change no score. `third_mp` at a table of
    three pairs; `saved`: the saved figures typed again with double entry off."""
    assert self.tournament_id is not None
    table = line.seat.table
    results = self.context.services.results
    compare = results.saved_typed_again if saved else results.second_entry
    try:
        check = compare(self.tournament_id, round_number, table, ns_mp, ew_mp, third_mp)
    except ServiceError as error:
        self._refused(error)
        return
    if check is None:  # nothing open to close: the figures are saved already
        if line.disagreement is not None:
            self.redraw.request(self._refresh_round)  # closed at another station
        self.saved_label.setText(
            QCoreApplication.translate(
                "ResultsPage", "Table {0} already has exactly these points."
            ).replace("{0}", str(table))
        )
        self.focus_entry()
        return
    if check.agrees:
        self._confirmed.add((self.tournament_id, round_number, table))
        self._redraw_line(line)
        # The disagreement the services closed, which another station may have typed (or
        # closed) since this page's list was read.
        closed = check.earlier
        text = QCoreApplication.translate("ResultsPage", "Table {0} confirmed by the second entry.")
        if closed is not None and line.seat.third:
            text = three_line.disagreement_closed(table, closed)
        elif closed is not None:
            text = QCoreApplication.translate(
                "ResultsPage",
                "Table {0} confirmed by the second entry: the disagreement ({1}–{2},"
                " typed at {3}) is closed.",
            )
            text = (
                text.replace("{1}", whole_score(closed.ns_mp))
                .replace("{2}", whole_score(closed.ew_mp))
                .replace("{3}", closed.entered_by)
            )
        self.saved_label.setText(text.replace("{0}", str(table)))
        self.focus_entry()
        return
    # Worded from what the services compared, which may be newer than this page's list.
    if line.seat.third:
        self._refuse(None, three_line.second_entry_differs(table, check))
        self.focus_entry()
        return
    self._refuse(
        None,
        QCoreApplication.translate(
            "ResultsPage",
            "Table {0}: the first entry has {1}–{2}, the second {3}–{4}. Nothing was"
            " changed: check the scoresheet, then type the right figures with double"
            " entry off.",
        )
        .replace("{0}", str(table))
        .replace("{1}", whole_score(check.first.ns_mp))
        .replace("{2}", whole_score(check.first.ew_mp))
        .replace("{3}", whole_score(check.ns_mp))
        .replace("{4}", whole_score(check.ew_mp)),
    )
    self.focus_entry()


def _redraw_line(self: ResultsPage, line: TableLine) -> None:
    """Redraw one row of the list (a table just confirmed shows its figures again)."""
    if line in self.lines:
        row = self.lines.index(line)
        self.model.dataChanged.emit(
            self.model.index(row, 0), self.model.index(row, self.model.columnCount() - 1)
        )


def _refuse_if_unreachable(self: ResultsPage) -> bool:
    """Say at once that a server out of reach takes no result (its red line is up): the
    line waits, the window does not."""
    unreachable = out_of_reach(self.context)
    if unreachable is not None:
        self._refused(unreachable)
        return True
    return False


def _refuse_if_finished(self: ResultsPage) -> bool:
    """Say at once that a finished tournament (or a server out of reach) takes no result,
    before any question (the services would refuse it anyway, after the director had
    answered one, or after the server's bounds had held the window)."""
    if self.tournament_id is None:
        return False
    if self._refuse_if_unreachable():
        return True
    try:
        self.context.services.tournaments.check_open(self.tournament_id)
    except ServiceError as refusal:
        if refusal.code is not ErrorCode.TOURNAMENT_FINISHED:
            # The database out of reach (a server gone): the save itself meets it and
            # says so the usual way, the line kept as typed.
            return False
        self._refuse(self.table_edit, refusal_text(self.context, refusal))
        return True
    return False
