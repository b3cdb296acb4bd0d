"""What the buttons under the Results page's quick line do to the table it names: correct it,
enter its sheet hand by hand, its penalties, a referee's score, a forfeit, removing its result
(on only while that table has one). Methods of `ResultsPage`, bound in its body (translation
context "ResultsPage")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.ui.result_questions import forfeit_question, remove_question
from tournament_app.ui.results import round_shown, three_line
from tournament_app.ui.results.entry_line import choose_a_table_first, parse_points
from tournament_app.ui.results.table_lines import TableLine

if TYPE_CHECKING:
    from tournament_app.services import BurracoResult, Round
    from tournament_app.ui.results.page import ResultsPage


def _chosen_table(self: ResultsPage) -> tuple[Round, TableLine] | None:
    """The round shown and the table its actions work on, or None said as a refusal (no
    table typed or selected, or a bye's)."""
    current = self.current_round()
    line = self.selected_line()
    if current is None or line is None or line.seat.is_bye or self.tournament_id is None:
        self._refuse(self.table_edit, choose_a_table_first())
        return None
    return current, line


def selected_line(self: ResultsPage) -> TableLine | None:
    """The table the list's actions work on: the one typed in the line, which is also
    the row selected in the list (a row chosen there is typed in the line)."""
    table = parse_points(self.table_edit.text())
    return self.line_for(table) if table is not None else None


def show_seat(self: ResultsPage) -> None:
    """The table the line names, its pairs under it (`round_shown._show_seat`), and Remove
    result in step with it: on while that table has a result, else off with the reason."""
    round_shown._show_seat(self)
    refused = removal_refused(self)
    self.delete_button.setEnabled(refused is None)
    self.delete_button.setToolTip(
        refused
        or QCoreApplication.translate(
            "ResultsPage", "Remove the result of the table typed: it is missing again"
        )
    )


def removal_refused(self: ResultsPage) -> str | None:
    """Why Remove result has nothing to act on (None: the table typed has a result)."""
    line = self.selected_line()
    if line is None:
        return choose_a_table_first()
    if line.result is None or line.seat.is_bye:
        return QCoreApplication.translate(
            "ResultsPage", "Table {0} has no result to remove."
        ).replace("{0}", str(line.seat.table))
    return None


def correct_selected(self: ResultsPage) -> None:
    """Load the selected table's figures into the entry line to correct them."""
    line = self.selected_line()
    if line is None or line.seat.is_bye:
        return
    self.table_edit.setText(str(line.seat.table))
    if line.result is not None and not self.blind(line):
        self.ns_edit.setText(str(line.result.ns_mp))
        self.ew_edit.setText(str(line.result.ew_mp))
        if line.result.third_mp is not None:
            self.third_edit.setText(str(line.result.third_mp))
    self.ns_edit.setFocus()
    self.ns_edit.selectAll()


def open_scoresheet(self: ResultsPage) -> None:
    """Enter the selected table's sheet hand by hand."""
    from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

    if self._refuse_if_finished():
        return
    chosen = _chosen_table(self)
    if chosen is None or self.settings is None:
        return
    current, line = chosen
    assert self.tournament_id is not None
    dialog = ScoresheetDialog(
        self.context,
        self.tournament_id,
        current.number,
        line.seat,
        self.names,
        self.settings,
        line.result,
        self,
    )
    if dialog.exec():
        self._refresh_round()
        if dialog.saved is not None:
            self.saved_label.setText(self.saved_text(line.seat.table, dialog.saved))
        self._clear_error()
        self.focus_entry()


def open_penalties(self: ResultsPage) -> None:
    """Open the penalties of the tournament, on the selected table's NS entry."""
    from tournament_app.ui.penalties_dialog import PenaltiesDialog

    if self.tournament_id is None:
        return
    line = self.selected_line()
    current = self.current_round()
    dialog = PenaltiesDialog(
        self.context,
        self.tournament_id,
        entry=line.seat.ns[0] if line and line.seat.ns else None,
        round_number=current.number if current else None,
        parent=self,
    )
    dialog.exec()


def arbitral_selected(self: ResultsPage) -> None:
    """Record the referee's score for the selected table (VP and MP set by hand)."""
    # Imported when first used: PySide makes the dialog's Qt classes (and their enums) when
    # first named, which a start has no use for.
    from PySide6.QtWidgets import QDialog

    from tournament_app.ui.results.arbitral_dialog import ArbitralDialog

    if self._refuse_if_finished():
        return
    chosen = _chosen_table(self)
    if chosen is None:
        return
    current, line = chosen
    if three_line.refused_at_three(self, line):
        return
    dialog = ArbitralDialog(line.seat.table, self)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return
    ns_vp, ew_vp, ns_mp, ew_mp = dialog.values()
    tid, number, table = self.tournament_id, current.number, line.seat.table
    version = line.result.version if line.result else None
    saved = self.context.run(
        self,
        lambda: self.context.services.results.enter_arbitral(
            tid,
            number,
            table,
            ns_vp=ns_vp,
            ew_vp=ew_vp,
            ns_mp=ns_mp,
            ew_mp=ew_mp,
            expected_version=version,
        ),
        title=QCoreApplication.translate("ResultsPage", "Referee's score"),
    )
    _done(self, line, saved)


def forfeit_selected(self: ResultsPage) -> None:
    """Score the selected table as forfeited by the line that did not play."""
    if self._refuse_if_finished():
        return
    chosen = _chosen_table(self)
    if chosen is None:
        return
    current, line = chosen
    if line.seat.third:
        three_line.forfeit_at_three(self, current.number, line)
        return
    ns_text = QCoreApplication.translate("ResultsPage", "NS absent or late: {0}").replace(
        "{0}", self.names.line(line.seat.ns)
    )
    ew_text = QCoreApplication.translate("ResultsPage", "EW absent or late: {0}").replace(
        "{0}", self.names.line(line.seat.ew)
    )
    late = {
        ns_text: "ns",
        ew_text: "ew",
        QCoreApplication.translate("ResultsPage", "Both pairs absent or late"): "both",
    }
    # A pair that left during the turno (burraco.md) is scored by its own rule.
    left = {
        QCoreApplication.translate("ResultsPage", "NS left during the turno: {0}").replace(
            "{0}", self.names.line(line.seat.ns)
        ): "ns",
        QCoreApplication.translate("ResultsPage", "EW left during the turno: {0}").replace(
            "{0}", self.names.line(line.seat.ew)
        ): "ew",
        QCoreApplication.translate("ResultsPage", "Both pairs left during the turno"): "both",
    }
    question = forfeit_question(current.number, line.seat.table)
    choice = self.context.dialogs.ask_choice(
        self,
        QCoreApplication.translate("ResultsPage", "Forfeit"),
        question,
        [*late, *left],
    )
    if choice is None:
        return
    tid, number, table = self.tournament_id, current.number, line.seat.table
    version = line.result.version if line.result else None
    results = self.context.services.results
    if choice in left:
        walked = left[choice]
        saved = self.context.run(
            self,
            lambda: results.enter_abandoned(
                tid, number, table, left=walked, expected_version=version
            ),
            title=QCoreApplication.translate("ResultsPage", "Forfeit"),
        )
    else:
        absent = late[choice]
        saved = self.context.run(
            self,
            lambda: results.enter_forfeit(
                tid, number, table, absent=absent, expected_version=version
            ),
            title=QCoreApplication.translate("ResultsPage", "Forfeit"),
        )
    _done(self, line, saved)


def _done(self: ResultsPage, line: TableLine, saved: BurracoResult | None) -> None:
    """The list read again and, when the services took the score, the line under the quick
    entry saying which table it was and how it was scored (the list's own words for it)."""
    self._refresh_round()
    if saved is None:
        return  # refused: the services' reason was shown, the line keeps what it said
    self._clear_error()
    self.saved_label.setText(
        QCoreApplication.translate("ResultsPage", "Table {0} saved: {1}  →  VP {2}–{3}")
        .replace("{0}", str(line.seat.table))
        .replace("{1}", round_shown.how_scored(self, line.seat, saved))
        .replace("{2}", str(saved.ns_vp))
        .replace("{3}", str(saved.ew_vp))
    )


def delete_selected(self: ResultsPage) -> None:
    """Remove the selected table's result after asking (the table becomes missing)."""
    if self._refuse_if_finished():
        return
    current = self.current_round()
    line = self.selected_line()
    refused = removal_refused(self)
    if current is None or line is None or line.result is None or refused is not None:
        self._refuse(self.table_edit, refused or "")  # the button is off: said, never silent
        return
    saved = (line.result.ns_mp, line.result.ew_mp)
    question = remove_question(current.number, line.seat.table, saved)
    if not self.context.dialogs.confirm(
        self, QCoreApplication.translate("ResultsPage", "Remove result"), question
    ):
        return
    assert self.tournament_id is not None
    tid, number, table, version = (
        self.tournament_id,
        current.number,
        line.seat.table,
        line.result.version,
    )
    self.context.run(
        self,
        lambda: self.context.services.results.delete(tid, number, table, expected_version=version),
    )
    self._refresh_round()
    removed = self.line_for(table)
    if removed is not None and removed.result is None:
        self.saved_label.setText(
            QCoreApplication.translate(
                "ResultsPage", "Table {0}: result removed, the table is missing again."
            ).replace("{0}", str(table))
        )
