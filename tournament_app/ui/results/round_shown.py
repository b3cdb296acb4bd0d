"""The round the Results page shows: its tables' lines read from the services, the counts above
the list, the pairs under the quick line, and the list's row and the line's table kept the
same. Methods of `ResultsPage`, bound in its body (translation context "ResultsPage")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.services import Game, NotFoundError, ResultKind, Round, RoundTable
from tournament_app.services.score_figures import whole_score
from tournament_app.services.table_entry import TableCode
from tournament_app.services.table_states import round_states
from tournament_app.ui.moments import local_time
from tournament_app.ui.results import three_line
from tournament_app.ui.results.entry_line import parse_points, unlikely_words
from tournament_app.ui.results.phone_entry import phone_words
from tournament_app.ui.results.table_lines import TableLine, TableState, table_ranges

if TYPE_CHECKING:
    from tournament_app.services import BurracoResult, Disagreement
    from tournament_app.services.reports.source import TournamentSource
    from tournament_app.ui.results.page import ResultsPage


def _read_round(self: ResultsPage) -> tuple[Round | None, list[TableLine]]:
    """The round shown and its tables' lines. A burraco round is read with its results and
    its open disagreements in one call (`results.round_with_results`: on a server, five
    round trips where three calls took ten); a scala 40 page shows its sheets, so the round
    alone."""
    number = self.round_choice.currentData()
    if self.game is Game.SCALA40 or number is None or self.tournament_id is None:
        return self.current_round(), []
    try:
        shown = self.context.services.results.round_with_results(self.tournament_id, number)
    except NotFoundError:
        self._shown_round = None
        return None, []  # gone meanwhile: the reload its removal announces redraws
    self._shown_round = shown.round
    results = {r.table: r for r in shown.results}
    # The disagreements any station stored, kept across restarts.
    open_checks = {d.table: d for d in shown.disagreements}
    phones = self.phone_entries(shown.round.number)
    lines = _lines(self, shown.round, results, open_checks)
    language = self.context.language
    return shown.round, [_with_phone(line, phones, language) for line in lines]


def _with_phone(line: TableLine, phones: dict[int, TableCode], language: str) -> TableLine:
    """The line with where its table's phone entry stands after its state's words."""
    said = phone_words(phones.get(line.seat.table), language)
    if not said:
        return line
    return replace(line, note=f"{line.note}; {said}" if line.note else said)


def _lines(
    self: ResultsPage,
    current: Round,
    results: dict[int, BurracoResult],
    open_checks: dict[int, Disagreement],
) -> list[TableLine]:
    # Where each table stands is the services' decision for the whole round, the one the
    # command line's `result list` shows.
    states = round_states(current, results.values(), open_checks.values(), self.settings)
    # Read only when a table was not played out (its pair's number): a round all played,
    # the start's, loads none of the reports.
    unplayed = any(r.kind not in (ResultKind.PLAYED, ResultKind.BYE) for r in results.values())
    source = _source(self) if unplayed else None
    return [
        _line(self, seat, results.get(seat.table), open_checks.get(seat.table), state, source)
        for seat in current.tables
        if (state := states.get(seat.table)) is not None
    ]


def _line(
    self: ResultsPage,
    seat: RoundTable,
    result: BurracoResult | None,
    check: Disagreement | None,
    state: TableState,
    source: TournamentSource | None = None,
) -> TableLine:
    """A table's line: its result, where it stands (`state`), how it came about when not
    played out (a forfeit, a referee's score), and why when flagged or in conflict."""
    if state is TableState.CONFLICT and result is not None and check is not None:
        return self._conflict_line(seat, result, check)
    notes = [how_scored(self, seat, result, source)] if result is not None else []
    if state is TableState.FLAGGED and result is not None:
        notes += self._unlikely(result.ns_mp, result.ew_mp)
    return TableLine(seat, result, state, "; ".join(note for note in notes if note))


def _source(self: ResultsPage) -> TournamentSource | None:
    # Imported here: a round without a forfeit or a referee's score never needs the reports
    # (nor the start, showing the round in play).
    from tournament_app.services.reports.source import TournamentSource

    if self.tournament_id is None:
        return None
    language = "en" if self.context.language == "en" else "it"
    return TournamentSource(self.context.services, self.tournament_id, language)


def how_scored(
    self: ResultsPage,
    seat: RoundTable,
    result: BurracoResult,
    source: TournamentSource | None = None,
) -> str:
    """How a table's result came about when not played out, in the round results' words
    ("forfait EO (n. 7)", "arbitrale": `reports.rounds.result_note`); "" for a game played
    and for a bye (its state already says it)."""
    if result.kind in (ResultKind.PLAYED, ResultKind.BYE) or seat.is_bye:
        return ""
    from tournament_app.services.reports.rounds import result_note

    source = source or _source(self)
    return result_note(source, seat, result) if source is not None else ""


def show_saved(self: ResultsPage, round_number: int, table: int, result: BurracoResult) -> None:
    """The list after this page saved a table's result: that line as the round read again
    would show it (the save closed the table's disagreement, if any, in its transaction),
    the others as they were; another station's results come with its own announcement.
    Read again where a phone's entry state also changes with a result, or the round
    shown is another."""
    current = self.current_round()
    line = self.line_for(table)
    if current is None or current.number != round_number or line is None or self.taking_entries():
        self._refresh_round()
        return
    state = round_states(current, (result,), (), self.settings)[table]
    saved = _line(self, line.seat, result, None, state)
    self._show_lines(current, [saved if other is line else other for other in self.lines])


def _conflict_line(
    self: ResultsPage, seat: RoundTable, result: BurracoResult, check: Disagreement
) -> TableLine:
    """A table whose second entry differs: both figures and who typed the second."""
    # The first entry's figures are in the row's MP columns: the status adds the second.
    if check.third_mp is not None:
        at = local_time(check.entered_at, self.context.language)
        note, detail = three_line.conflict_words(result, check, at)
        return TableLine(seat, result, TableState.CONFLICT, note, detail, check)
    note = (
        QCoreApplication.translate("ResultsPage", "second entry {0}–{1} ({2})")
        .replace("{0}", whole_score(check.ns_mp))
        .replace("{1}", whole_score(check.ew_mp))
        .replace("{2}", check.entered_by)
    )
    detail = (
        QCoreApplication.translate(
            "ResultsPage",
            "The result saved has NS {0} — EW {1}; the second entry, typed at {2} on {3},"
            " has NS {4} — EW {5}. Check the scoresheet, then type the right figures with"
            " double entry off: that corrects the result (or confirms it) and closes"
            " the disagreement.",
        )
        .replace("{0}", str(result.ns_mp))
        .replace("{1}", str(result.ew_mp))
        .replace("{2}", check.entered_by)
        .replace("{3}", local_time(check.entered_at, self.context.language))
        .replace("{4}", str(check.ns_mp))
        .replace("{5}", str(check.ew_mp))
    )
    return TableLine(seat, result, TableState.CONFLICT, note, detail, check)


def _unlikely(self: ResultsPage, ns_mp: int, ew_mp: int) -> list[str]:
    if self.settings is None:
        return []
    return unlikely_words(self.context.language, self.settings, ns_mp, ew_mp)


def missing_tables(self: ResultsPage) -> list[int]:
    """Numbers of the tables of the round shown still waiting for their sheet."""
    return [line.seat.table for line in self.lines if line.state is TableState.MISSING]


def tables_to_retype(self: ResultsPage) -> list[int]:
    """Tables a second operator can re-type: a scoresheet entered, neither confirmed on
    this station nor waiting for the director (a disagreement)."""
    number = self.round_choice.currentData()
    return [
        line.seat.table
        for line in self.lines
        if line.state in (TableState.ENTERED, TableState.FLAGGED)
        and line.result is not None
        and line.result.kind is ResultKind.PLAYED
        and (self.tournament_id, number, line.seat.table) not in self._confirmed
    ]


def blind(self: ResultsPage, line: TableLine) -> bool:
    """Whether this station hides a table's first entry: double entry is on and the
    table is still to re-type. A second operator who saw the figures could copy them
    (a typo and all) instead of reading the scoresheet; once re-typed (confirmed here,
    or in conflict) they are shown again."""
    if not self.double_entry.isChecked() or line.result is None:
        return False
    number = self.round_choice.currentData()
    return (
        line.state in (TableState.ENTERED, TableState.FLAGGED)
        and (self.tournament_id, number, line.seat.table) not in self._confirmed
    )


def tables_to_check(self: ResultsPage) -> list[int]:
    """Numbers of the tables of the round shown whose second entry differs (double entry)."""
    return [line.seat.table for line in self.lines if line.state is TableState.CONFLICT]


def _missing_text(self: ResultsPage, current: Round | None) -> str:
    if current is None:
        return QCoreApplication.translate(
            "ResultsPage", "No published round yet: publish one on the Rounds page."
        )
    missing = self.missing_tables()
    playing = [line for line in self.lines if line.state is not TableState.BYE]
    if not missing:
        text = (
            QCoreApplication.translate("ResultsPage", "Round {0}: all {1} tables entered.")
            if len(playing) != 1
            else QCoreApplication.translate("ResultsPage", "Round {0}: its table is entered.")
        )
        text = text.replace("{0}", str(current.number)).replace("{1}", str(len(playing)))
    else:
        text = (
            QCoreApplication.translate("ResultsPage", "Round {0}: {1} of {2} tables missing — {3}")
            if len(missing) != 1
            else QCoreApplication.translate(
                "ResultsPage", "Round {0}: 1 of {2} tables missing — {3}"
            )
        )
        text = (
            text.replace("{0}", str(current.number))
            .replace("{1}", str(len(missing)))
            .replace("{2}", str(len(playing)))
            .replace("{3}", table_ranges(missing))
        )
    # An entered table whose second entry differs is not done: the director must look.
    to_check = self.tables_to_check()
    if not to_check:
        return text
    tables = table_ranges(to_check)
    if len(to_check) == 1:
        check = QCoreApplication.translate(
            "ResultsPage", "1 table in conflict (the second entry differs): {0}."
        )
        check = check.replace("{0}", tables)
    else:
        check = QCoreApplication.translate(
            "ResultsPage", "{0} tables in conflict (the second entry differs): {1}."
        )
        check = check.replace("{0}", str(len(to_check))).replace("{1}", tables)
    return text.rstrip(".") + ". " + check


def line_for(self: ResultsPage, table: int) -> TableLine | None:
    """The list row of a table of the round shown."""
    return next((line for line in self.lines if line.seat.table == table), None)


def _show_seat(self: ResultsPage) -> None:
    table = parse_points(self.table_edit.text())
    line = self.line_for(table) if table is not None else None
    self._select_row(line)
    if line is None:
        # Until a table is typed, the line's own instructions fill its place.
        self.seat_label.setText(
            QCoreApplication.translate(
                "ResultsPage",
                "Type the table number: its pairs appear here. Enter on a full line saves"
                " it and moves to the next missing table; Ctrl+L comes back here.",
            )
            if self.lines
            else ""
        )
        return
    if line.seat.is_bye:
        self.seat_label.setText(bye_words(self, line))
        return
    text = (
        QCoreApplication.translate("ResultsPage", "Table {0}: NS {1} — EW {2}")
        .replace("{0}", str(table))
        .replace("{1}", self.names.line(line.seat.ns))
        .replace("{2}", self.names.line(line.seat.ew))
    ) + three_line.seat_text(self, line)
    if line.result is not None and self.blind(line):
        text += "  " + QCoreApplication.translate("ResultsPage", "(entered)")
    elif line.result is not None:
        text += "  " + QCoreApplication.translate("ResultsPage", "(entered: {0}–{1})").replace(
            "{0}", whole_score(line.result.ns_mp)
        ).replace("{1}", whole_score(line.result.ew_mp))
    if line.disagreement is not None and line.disagreement.third_mp is not None:
        text += "  " + three_line.in_conflict(line.disagreement)
    elif line.disagreement is not None:
        text += "  " + QCoreApplication.translate(
            "ResultsPage", "second entry {0}–{1} by {2}: in conflict"
        ).replace("{0}", whole_score(line.disagreement.ns_mp)).replace(
            "{1}", whole_score(line.disagreement.ew_mp)
        ).replace("{2}", line.disagreement.entered_by)
    self.seat_label.setText(text)


def bye_words(self: ResultsPage, line: TableLine) -> str:
    """What the line under the quick entry says of a bye: whose it is, and that there is
    nothing to type (no table number: the number the round keeps for it is no table)."""
    return QCoreApplication.translate(
        "ResultsPage", "Bye for {0}: its score is automatic, nothing to type."
    ).replace("{0}", self.names.line(line.seat.ns))


def _select_row(self: ResultsPage, line: TableLine | None) -> None:
    """Select the typed table's row (none when no table of the round is typed), so the
    list never shows another table than the one the line and its actions work on."""
    self._following_line = True
    try:
        if line is None:
            self.view.clearSelection()
            return
        row = self.proxy.mapFromSource(self.model.index(self.lines.index(line), 0)).row()
        if self.view.selectionModel().isRowSelected(row):
            return
        self.view.selectRow(row)
        self.view.scrollTo(self.proxy.index(row, 0))
    finally:
        self._following_line = False


def _row_chosen(self: ResultsPage, *_: object) -> None:
    """A row chosen in the list (a click, the arrows) becomes the table of the line; the
    figures typed stay, and the line under it names the new table's pairs."""
    if self._following_line:
        return
    indexes = self.view.selectionModel().selectedRows()
    if not indexes:
        return
    line: TableLine = self.model.row_at(self.proxy.mapToSource(indexes[0]).row())
    if line.seat.is_bye:
        # No table to type: the line's table is emptied (the figures typed stay), the bye
        # stays selected and is said under the line.
        self.table_edit.clear()  # which clears the selection, the line naming no table
        self._select_row(line)
        self.seat_label.setText(bye_words(self, line))
        return
    if parse_points(self.table_edit.text()) != line.seat.table:
        self.table_edit.setText(str(line.seat.table))
