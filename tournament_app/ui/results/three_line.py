"""The Results page at a round with tables of three pairs (burraco a sei): the quick line's
third field (table, Tab, NS, Tab, EW, Tab, third line, Enter), the list's third line columns,
and a three-line table typed, asked about and saved. Functions of `ResultsPage`, called from
its body (translation context "ResultsPage")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from tournament_app.services import ErrorCode, ServiceError
from tournament_app.services.messages import unlikely_sentence
from tournament_app.services.score_figures import score_pair
from tournament_app.ui.context import AppContext
from tournament_app.ui.models import Column
from tournament_app.ui.result_questions import forfeit_question, unlikely_question
from tournament_app.ui.results.entry_line import parse_points
from tournament_app.ui.results.table_lines import TableLine

if TYPE_CHECKING:
    from tournament_app.services import BurracoResult, Disagreement, SecondEntry
    from tournament_app.ui.results.page import ResultsPage


def add_third_field(page: ResultsPage, row: QHBoxLayout, font: QFont) -> None:
    """The third line's field after EW's, shown only while the round has a table of three."""
    page.third_edit = QLineEdit()
    page.third_edit.setObjectName("third_edit")
    page.third_edit.setPlaceholderText(QCoreApplication.translate("ResultsPage", "3rd line points"))
    page.third_edit.setFont(font)
    page.third_edit.setMaximumWidth(page.ew_edit.maximumWidth())
    page.third_edit.returnPressed.connect(page._enter_pressed)
    page.third_edit.textEdited.connect(page._clear_error)
    page.third_label = QLabel(QCoreApplication.translate("ResultsPage", "&3rd"))
    page.third_label.setBuddy(page.third_edit)
    row.addWidget(page.third_label)
    row.addWidget(page.third_edit)
    page.third_label.hide()
    page.third_edit.hide()


def follow_round(page: ResultsPage) -> None:
    """Show the third field and columns when the round shown has a table of three."""
    three = any(line.seat.third for line in page.lines)
    page.third_label.setVisible(three)
    page.third_edit.setVisible(three)
    page.third_edit.setEnabled(three)
    for key in ("third", "third_mp", "third_vp"):
        page.view.setColumnHidden(page.model.column_index(key), not three)
    if three:
        page.setTabOrder(page.ew_edit, page.third_edit)
        page.setTabOrder(page.third_edit, page.save_button)
    else:
        page.third_edit.clear()


def quick_edits(page: ResultsPage) -> tuple[QLineEdit, ...]:
    """The quick line's fields in order (the third only while shown)."""
    edits = (page.table_edit, page.ns_edit, page.ew_edit)
    return (*edits, page.third_edit) if not page.third_edit.isHidden() else edits


def columns(page: ResultsPage) -> list[Column]:
    """The list's third line: its pair, MP and VP (hidden without a table of three)."""

    def figure(line: TableLine, side: str) -> int | None:
        if line.result is None or page.blind(line):
            return None
        return getattr(line.result, side)

    return [
        Column(
            "third",
            QCoreApplication.translate("ResultsPage", "3rd line"),
            lambda x: page.names.line(x.seat.third) if x.seat.third else "",
            tooltip=lambda x: page.names.line(x.seat.third) if x.seat.third else None,
        ),
        Column(
            "third_mp",
            QCoreApplication.translate("ResultsPage", "3rd MP"),
            lambda x: figure(x, "third_mp"),
            numeric=True,
        ),
        Column(
            "third_vp",
            QCoreApplication.translate("ResultsPage", "3rd VP"),
            lambda x: figure(x, "third_vp"),
            numeric=True,
        ),
    ]


def seat_text(page: ResultsPage, line: TableLine) -> str:
    """What the line under the quick entry adds for a table of three: its third pair."""
    if not line.seat.third:
        return ""
    return " — " + QCoreApplication.translate("ResultsPage", "3rd {0}").replace(
        "{0}", page.names.line(line.seat.third)
    )


def saved_text(table: int, result: BurracoResult) -> str:
    """The line under the entry after a table of three is saved."""
    return (
        QCoreApplication.translate(
            "ResultsPage", "Table {0} saved: NS {1} — EW {2} — 3rd {3}  →  VP {4}–{5}–{6}"
        )
        .replace("{0}", str(table))
        .replace("{1}", str(result.ns_mp))
        .replace("{2}", str(result.ew_mp))
        .replace("{3}", str(result.third_mp))
        .replace("{4}", str(result.ns_vp))
        .replace("{5}", str(result.ew_vp))
        .replace("{6}", str(result.third_vp))
    )


def submit_three(
    page: ResultsPage, round_number: int, line: TableLine, ns_mp: int, ew_mp: int
) -> None:
    """Save a table of three typed on the quick line: its third figure read, a correction
    asked about, unlikely figures asked about, then the services score the three pairs."""
    assert page.tournament_id is not None
    third = parse_points(page.third_edit.text())
    if third is None:
        page._refuse(
            page.third_edit,
            QCoreApplication.translate(
                "ResultsPage",
                "Table {0} has three pairs: type the third line's points too, e.g. 400 or -35.",
            ).replace("{0}", str(line.seat.table)),
        )
        return
    table, figures = line.seat.table, (ns_mp, ew_mp, third)
    services = page.context.services.results
    if page.double_entry.isChecked():
        page._second_entry(round_number, line, ns_mp, ew_mp, third)
        return
    version = None
    if line.result is not None:
        saved = (line.result.ns_mp, line.result.ew_mp, line.result.third_mp)
        if saved == figures:
            page._retyped_saved(round_number, line, ns_mp, ew_mp, third)
            return
        question = (
            QCoreApplication.translate(
                "ResultsPage", "Round {0}, table {1} already has {2}. Replace with {3}?"
            )
            .replace("{0}", str(round_number))
            .replace("{1}", str(table))
            .replace("{2}", "–".join(map(str, saved)))
            .replace("{3}", "–".join(map(str, figures)))
        )
        if not page.context.dialogs.confirm(
            page, QCoreApplication.translate("ResultsPage", "Correct a result"), question
        ):
            page._refuse(None, QCoreApplication.translate("ResultsPage", "Not changed."))
            page.table_edit.setFocus()
            page.table_edit.selectAll()
            return
        version = line.result.version
    tournament_id = page.tournament_id

    def enter(despite: bool) -> BurracoResult:
        return services.enter_three(
            tournament_id,
            round_number,
            table,
            totals=figures,
            expected_version=version,
            despite_unlikely=despite,
        )

    try:
        result = saved_asking(page.context, page, round_number, table, enter)
    except ServiceError as error:
        page._refused(error)
        return
    if result is None:
        page._refuse(
            page.ns_edit,
            QCoreApplication.translate("ResultsPage", "Not saved: check the figures."),
        )
        return
    page.saved_label.setText(saved_text(table, result))
    page.focus_entry()


def saved_asking(
    context: AppContext,
    parent: QWidget,
    round_number: int,
    table: int,
    enter: Callable[[bool], BurracoResult],
) -> BurracoResult | None:
    """A table of three saved by `enter(despite_unlikely)`: figures the services find unlikely
    are asked about once and saved when confirmed; None when the director declines. Any other
    refusal is raised as it came."""
    try:
        return enter(False)
    except ServiceError as error:
        if error.code is not ErrorCode.UNLIKELY_SCORE:
            raise
        hands = int(error.params.get("hands", 0))
        reasons = [
            unlikely_sentence(found, hands, context.language, three_pairs=True)
            for found in error.params.get("findings", ())
        ]
    if not context.dialogs.confirm(
        parent,
        QCoreApplication.translate("ResultsPage", "Unlikely score"),
        unlikely_question(round_number, table, reasons),
    ):
        return None
    return enter(True)


def refused_at_three(page: ResultsPage, line: TableLine) -> bool:
    """Say at once that a table of three has no referee's score (its three totals, its sheet
    or a forfeit instead); True when it is one."""
    if not line.seat.third:
        return False
    page._refuse(
        page.table_edit,
        QCoreApplication.translate(
            "ResultsPage",
            "Table {0} has three pairs: type its three totals on the line (NS, EW, 3rd),"
            " its sheet hand by hand, or a forfeit. The referee's score is for tables of two.",
        ).replace("{0}", str(line.seat.table)),
    )
    return True


def forfeit_at_three(page: ResultsPage, round_number: int, line: TableLine) -> None:
    """Ask which pair of a table of three forfeited (or that none came) and score it by the
    services' rule for a forfeit there."""
    seat = line.seat
    choices = {
        QCoreApplication.translate("ResultsPage", "NS absent or late: {0}").replace(
            "{0}", page.names.line(seat.ns)
        ): "ns",
        QCoreApplication.translate("ResultsPage", "EW absent or late: {0}").replace(
            "{0}", page.names.line(seat.ew)
        ): "ew",
        QCoreApplication.translate("ResultsPage", "3rd line absent or late: {0}").replace(
            "{0}", page.names.line(seat.third)
        ): "c",
        QCoreApplication.translate("ResultsPage", "No pair of the table came"): "all",
    }
    title = QCoreApplication.translate("ResultsPage", "Forfeit")
    choice = page.context.dialogs.ask_choice(
        page, title, forfeit_question(round_number, seat.table), list(choices)
    )
    if choice is None or page.tournament_id is None:
        return
    tid, table, absent = page.tournament_id, seat.table, choices[choice]
    played: tuple[int, ...] | None = None
    if absent != "all":
        lines = {"ns": seat.ns, "ew": seat.ew, "c": seat.third}
        present = [pair for key, pair in lines.items() if key != absent]
        typed = present_pairs_played(page, title, table, present)
        if typed is False:
            return
        played = typed or None
    version = line.result.version if line.result else None
    page.context.run(
        page,
        lambda: page.context.services.results.enter_forfeit(
            tid, round_number, table, absent=absent, played=played, expected_version=version
        ),
        title=title,
    )
    page._refresh_round()


def present_pairs_played(
    page: ResultsPage, title: str, table: int, present: list[tuple[int, ...]]
) -> tuple[int, ...] | bool:
    """Ask whether the two present pairs of a forfeited table of three played each other and,
    if they did, their totals: () when they did not, False when the director cancels."""
    neither = QCoreApplication.translate(
        "ResultsPage", "They did not play each other: both take the forfeit"
    )
    both = QCoreApplication.translate("ResultsPage", "The other two pairs played: their totals")
    dialogs = page.context.dialogs
    asked = QCoreApplication.translate(
        "ResultsPage", "Table {0}: did the two pairs who came play each other?"
    ).replace("{0}", str(table))
    answer = dialogs.ask_choice(page, title, asked, [neither, both])
    if answer is None:
        return False
    if answer == neither:
        return ()
    totals: list[int] = []
    for pair in present:
        label = QCoreApplication.translate("ResultsPage", "Points of {0}, from the scoresheet:")
        typed = dialogs.ask_text(page, title, label.replace("{0}", page.names.line(pair)))
        if typed is None:
            return False
        points = parse_points(typed)
        if points is None:
            dialogs.error(
                page,
                title,
                QCoreApplication.translate(
                    "ResultsPage",
                    "“{0}” is not a number of points: nothing was changed. Type the total from"
                    " the scoresheet, e.g. 640 or -35.",
                ).replace("{0}", typed),
            )
            return False
        totals.append(points)
    return tuple(totals)


def figures_text(ns_mp: int, ew_mp: int, third_mp: int | None) -> str:
    """A table of three's figures as the page writes them: "640–245–400"."""
    return score_pair(ns_mp, ew_mp, third_mp, dash="–")


def second_entry_differs(table: int, check: SecondEntry) -> str:
    """What a second entry at a table of three that differs from the first says."""
    first = check.first
    return (
        QCoreApplication.translate(
            "ResultsPage",
            "Table {0}: the first entry has {1}, the second {2}. Nothing was changed: check"
            " the scoresheet, then type the right figures with double entry off.",
        )
        .replace("{0}", str(table))
        .replace("{1}", figures_text(first.ns_mp, first.ew_mp, first.third_mp))
        .replace("{2}", figures_text(check.ns_mp, check.ew_mp, check.third_mp))
    )


def disagreement_closed(table: int, check: Disagreement) -> str:
    """A table of three confirmed by a second entry over an open disagreement."""
    return (
        QCoreApplication.translate(
            "ResultsPage",
            "Table {0} confirmed by the second entry: the disagreement ({1}, typed at {2})"
            " is closed.",
        )
        .replace("{0}", str(table))
        .replace("{1}", figures_text(check.ns_mp, check.ew_mp, check.third_mp))
        .replace("{2}", check.entered_by)
    )


def conflict_words(result: BurracoResult, check: Disagreement, at: str) -> tuple[str, str]:
    """A table of three in conflict on the list: the status's note and its tooltip (`at`
    the second entry's local time)."""
    note = (
        QCoreApplication.translate("ResultsPage", "second entry {0} ({1})")
        .replace("{0}", figures_text(check.ns_mp, check.ew_mp, check.third_mp))
        .replace("{1}", check.entered_by)
    )
    detail = (
        QCoreApplication.translate(
            "ResultsPage",
            "The result saved has NS {0} — EW {1} — 3rd {2}; the second entry, typed at {3}"
            " on {4}, has NS {5} — EW {6} — 3rd {7}. Check the scoresheet, then type the"
            " right figures with double entry off: that corrects the result (or confirms"
            " it) and closes the disagreement.",
        )
        .replace("{0}", str(result.ns_mp))
        .replace("{1}", str(result.ew_mp))
        .replace("{2}", str(result.third_mp))
        .replace("{3}", check.entered_by)
        .replace("{4}", at)
        .replace("{5}", str(check.ns_mp))
        .replace("{6}", str(check.ew_mp))
        .replace("{7}", str(check.third_mp))
    )
    return note, detail


def in_conflict(check: Disagreement) -> str:
    """The line under the entry about a table of three in conflict."""
    return (
        QCoreApplication.translate("ResultsPage", "second entry {0} by {1}: in conflict")
        .replace("{0}", figures_text(check.ns_mp, check.ew_mp, check.third_mp))
        .replace("{1}", check.entered_by)
    )
