"""The season ranking: the club's players ranked across its tournaments of one game.

Points come from each tournament's final standings, by field size (n - rank + 1, the default)
or by a fixed table; the ranking is redrawn as soon as a choice changes. A column per
tournament shows the points it gave, so a player can check the total. The choices are
remembered for next time (the tournaments left out, per database), and the ranking prints to
PDF or saves as a workbook or a web page for the club's site.

Team events and grand finals are listed unticked: the services leave them out, being
competitions of their own, and the director ticks one to count it. A tournament still being
played is marked in progress, and the ranking it gives points to is said to be provisional.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import Game
from tournament_app.services.season.apart import Apart
from tournament_app.services.season.ranking import (
    SeasonCandidate,
    SeasonRanking,
    SeasonResult,
    SeasonRow,
    SeasonRules,
    season_candidates,
    season_ranking,
)
from tournament_app.services.values import TournamentId, TournamentStatus, TournamentSummary
from tournament_app.ui import export_actions
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import date_pattern, format_date
from tournament_app.ui.models import Column, RowTableModel, fit_columns, sorted_table_view

ISO = "yyyy-MM-dd"
_NAME_IN_HEADING = 14  # characters of a tournament's name under its date in a column heading


class SeasonDialog(QDialog):
    """Choose the season's game, dates, points and tournaments; read, print or save the
    ranking."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.ranking: SeasonRanking | None = None
        self.candidates: tuple[SeasonCandidate, ...] = ()
        database = context.database
        self.left_out: set[int] = set(
            context.settings.season_left_out(database) if database else ()
        )
        self.also_counted: set[int] = set(
            context.settings.season_also_counted(database) if database else ()
        )
        """Team events and grand finals ticked: the services count them only when asked."""
        self.setWindowTitle(self.tr("Season ranking"))
        self.resize(980, 640)

        self.game = QComboBox(self)
        self.game.addItem("Burraco", Game.BURRACO)
        self.game.addItem("Scala 40", Game.SCALA40)
        today = QDate.currentDate()
        # A club season runs September to August: start at the last September.
        start_year = today.year() if today.month() >= 9 else today.year() - 1
        self.date_from = QDateEdit(QDate(start_year, 9, 1), self)
        self.date_to = QDateEdit(QDate(start_year + 1, 8, 31), self)
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(date_pattern(context.language))
        self.points = QLineEdit(self)
        self.points.setPlaceholderText(self.tr("empty: by field size; or e.g. 25, 18, 15, 12"))
        self.participation = QSpinBox(self)
        self.participation.setRange(0, 100)
        self.best = QSpinBox(self)
        self.best.setRange(0, 100)
        self.best.setSpecialValueText(self.tr("all"))
        self.running = QCheckBox(self.tr("Count tournaments &still running"), self)
        self.club = QLineEdit(self)
        self.club.setPlaceholderText(self.tr("empty: every player"))
        self.tournaments = QListWidget(self)
        self.tournaments.setObjectName("season_tournaments")
        self.tournaments.setToolTip(
            self.tr(
                "Untick a tournament to leave it out; tick a team event or a grand final"
                " to count it"
            )
        )

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        dates = QHBoxLayout()
        dates.addWidget(self.date_from)
        dates.addWidget(QLabel("—", self))
        dates.addWidget(self.date_to)
        dates.addStretch(1)
        form.addRow(self.tr("&Game:"), self.game)
        dates_label = QLabel(self.tr("&From – to:"), self)
        dates_label.setBuddy(self.date_from)
        form.addRow(dates_label, dates)
        form.addRow(self.tr("&Points by place:"), self.points)
        form.addRow(self.tr("Points &beyond the table:"), self.participation)
        form.addRow(self.tr("Best &results counted:"), self.best)
        form.addRow(self.tr("Only the &club:"), self.club)
        form.addRow("", self.running)
        chosen = QVBoxLayout()
        chosen_label = QLabel(self.tr("&Tournaments (untick to leave out):"), self)
        chosen_label.setBuddy(self.tournaments)
        chosen.addWidget(chosen_label)
        chosen.addWidget(self.tournaments, 1)
        top = QHBoxLayout()
        top.addLayout(form, 3)
        top.addLayout(chosen, 2)

        self.model = RowTableModel(self._columns(), self)
        self.view, self.proxy = sorted_table_view(self.model, context.settings, "season/ranking")
        self.counted = QLabel(self)
        self.counted.setWordWrap(True)
        self.provisional = QLabel(self)
        self.provisional.setObjectName("season_provisional")
        self.provisional.setWordWrap(True)
        self.undated = QLabel(self)
        self.undated.setObjectName("season_undated")
        self.undated.setWordWrap(True)
        self.apart = QLabel(self)
        self.apart.setObjectName("season_apart")
        self.apart.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")

        buttons = QHBoxLayout()
        self.pdf_button = self._button(
            "season_pdf",
            self.tr("PDF to pri&nt…"),
            self.tr("Write the ranking as a PDF and open it"),
            self.write_pdf,
        )
        self.xlsx_button = self._button(
            "season_xlsx",
            self.tr("E&xcel…"),
            self.tr("Save the ranking as an Excel workbook"),
            self.write_xlsx,
        )
        self.html_button = self._button(
            "season_html",
            self.tr("&Web page…"),
            self.tr("Save the ranking as a web page for the club's site"),
            self.write_html,
        )
        for button in (self.pdf_button, self.xlsx_button, self.html_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.final_top = QSpinBox(self)
        self.final_top.setObjectName("season_final_top")
        self.final_top.setRange(1, 999)
        self.final_top.setValue(8)
        top_label = QLabel(self.tr("Grand final: &invite the top"), self)
        top_label.setBuddy(self.final_top)
        self.final_button = self._button(
            "season_final",
            self.tr("Start the gr&and final…"),
            self.tr("A new tournament whose entries are the top of this ranking"),
            self.start_final,
        )
        self.final_created: int | None = None
        """The grand final's tournament, once made (the window opens it)."""
        buttons.addWidget(top_label)
        buttons.addWidget(self.final_top)
        buttons.addWidget(self.final_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.counted)
        layout.addWidget(self.provisional)
        layout.addWidget(self.undated)
        layout.addWidget(self.apart)
        layout.addWidget(self.problem)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

        self._restore_choices()
        for signal in (
            self.game.currentIndexChanged,
            self.date_from.dateChanged,
            self.date_to.dateChanged,
            self.points.textChanged,
            self.participation.valueChanged,
            self.best.valueChanged,
            self.running.toggled,
            self.club.textChanged,
        ):
            signal.connect(lambda *_: self.refresh())
        self.tournaments.itemChanged.connect(self._tournament_ticked)
        self.refresh()

    def _button(self, name: str, text: str, tip: str, action: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.clicked.connect(lambda: action())
        return button

    # -- the choices ------------------------------------------------------------------------------

    def rules(self) -> SeasonRules | None:
        """The season as chosen; None when the points table cannot be read."""
        try:
            table = tuple(
                int(part)
                for part in self.points.text().replace(";", ",").split(",")
                if part.strip()
            )
        except ValueError:
            return None
        return SeasonRules(
            game=self.game.currentData(),
            date_from=self.date_from.date().toString(ISO),
            date_to=self.date_to.date().toString(ISO),
            points_table=table,
            participation=self.participation.value(),
            best_results=self.best.value() or None,
            left_out=tuple(TournamentId(t) for t in sorted(self.left_out)),
            also_counted=tuple(TournamentId(t) for t in sorted(self.also_counted)),
            include_running=self.running.isChecked(),
            club=self.club.text().strip() or None,
        )

    def _restore_choices(self) -> None:
        """Put back the choices made last time (before the signals are connected)."""
        choice = self.context.settings.season_choice
        index = self.game.findData(_game(choice("game")))
        if index >= 0:
            self.game.setCurrentIndex(index)
        for edit, name in ((self.date_from, "from"), (self.date_to, "to")):
            day = QDate.fromString(choice(name), ISO)
            if day.isValid():
                edit.setDate(day)
        self.points.setText(choice("points"))
        self.participation.setValue(_number(choice("participation")))
        self.best.setValue(_number(choice("best")))
        self.club.setText(choice("club"))
        self.running.setChecked(choice("running") == "1")

    def _remember_choices(self) -> None:
        settings = self.context.settings
        for name, value in (
            ("game", self.game.currentData().value),
            ("from", self.date_from.date().toString(ISO)),
            ("to", self.date_to.date().toString(ISO)),
            ("points", self.points.text().strip()),
            ("participation", str(self.participation.value())),
            ("best", str(self.best.value())),
            ("club", self.club.text().strip()),
            ("running", "1" if self.running.isChecked() else ""),
        ):
            settings.set_season_choice(name, value)
        if self.context.database:
            settings.set_season_left_out(self.context.database, tuple(self.left_out))
            settings.set_season_also_counted(self.context.database, tuple(self.also_counted))

    def _tournament_ticked(self, item: QListWidgetItem) -> None:
        tournament_id = int(item.data(Qt.ItemDataRole.UserRole))
        apart = any(c.apart for c in self.candidates if c.summary.id == tournament_id)
        ticked = item.checkState() == Qt.CheckState.Checked
        if ticked:
            self.left_out.discard(tournament_id)
        elif not apart:
            self.left_out.add(tournament_id)
        # A team event or a grand final counts while ticked, and only then.
        if apart and ticked:
            self.also_counted.add(tournament_id)
        else:
            self.also_counted.discard(tournament_id)
        self.refresh()

    # -- the ranking ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Recompute the ranking for the choices shown."""
        rules = self.rules()
        if rules is None:
            self.problem.setText(self.tr("Points by place: whole numbers separated by commas."))
            return
        self.problem.clear()
        self._remember_choices()
        services = self.context.services

        def read() -> tuple[tuple[SeasonCandidate, ...], SeasonRanking]:
            return season_candidates(services, rules), season_ranking(services, rules)

        found = self.context.run(self, read, title=self.windowTitle())
        candidates, ranking = found if found else ((), None)
        self.ranking = ranking
        self._show_candidates(candidates)
        counted = ranking.tournaments if ranking else ()
        columns = self._columns(counted)
        changed = [c.title for c in columns] != [c.title for c in self.model.columns]
        self.model.set_rows(ranking.rows if ranking else (), columns if changed else None)
        if changed:
            fit_columns(self.view)
        self._show_undated(ranking)
        self._show_apart(ranking)
        self._show_provisional(counted)
        for button in (self.pdf_button, self.xlsx_button, self.html_button, self.final_button):
            button.setEnabled(bool(ranking and ranking.rows))
        if not counted:
            self.counted.setText(self.tr("No finished tournament of this game in these dates."))
            return
        language = self.context.language
        listed = "; ".join(
            f"{t.name} ({format_date(t.date, language)})" if t.date else t.name for t in counted
        )
        self.counted.setText(
            self.tr("Tournaments counted ({0}): {1}")
            .replace("{0}", str(len(counted)))
            .replace("{1}", listed)
        )

    def _show_candidates(self, candidates: tuple[SeasonCandidate, ...]) -> None:
        """List the tournaments in the season, ticked while counted: unless left out, and a
        team event or a grand final only when ticked on purpose; each marked with what it is
        and whether it is still being played."""
        if candidates == self.candidates:
            return
        self.candidates = candidates
        self.tournaments.blockSignals(True)
        self.tournaments.clear()
        for candidate in candidates:
            summary = candidate.summary
            day = format_date(summary.date, self.context.language)
            label = f"{day}  {summary.name}" if summary.date else summary.name
            marks = [self._apart_word(candidate.apart)] if candidate.apart else []
            if summary.status is TournamentStatus.RUNNING:
                marks.append(self.tr("in progress"))
            if marks:
                label += f" ({', '.join(marks)})"
            item = QListWidgetItem(label, self.tournaments)
            item.setData(Qt.ItemDataRole.UserRole, int(summary.id))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            counted = int(summary.id) not in self.left_out and (
                candidate.apart is None or int(summary.id) in self.also_counted
            )
            item.setCheckState(Qt.CheckState.Checked if counted else Qt.CheckState.Unchecked)
        self.tournaments.blockSignals(False)

    def _apart_word(self, apart: Apart) -> str:
        if apart is Apart.TEAM_EVENT:
            return self.tr("team event")
        return self.tr("grand final")

    def _show_apart(self, ranking: SeasonRanking | None) -> None:
        # Left out by the services (services.season.apart): said, with how to count one.
        found = []
        if ranking is not None and ranking.team_events:
            found.append(
                self.tr(
                    "Team events are not counted, each being a competition of its own: {0}."
                ).replace("{0}", "; ".join(t.name for t in ranking.team_events))
            )
        if ranking is not None and ranking.finals:
            found.append(
                self.tr(
                    "Grand finals are not counted, each being a competition of its own: {0}."
                ).replace("{0}", "; ".join(t.name for t in ranking.finals))
            )
        if found:
            found.append(self.tr("Tick one in the list to count it."))
        self.apart.setText(" ".join(found))
        self.apart.setVisible(bool(found))

    def _show_provisional(self, counted: tuple[TournamentSummary, ...]) -> None:
        running = [t.name for t in counted if t.status is TournamentStatus.RUNNING]
        words = self.tr("Provisional ranking — still being played, points provisional: {0}.")
        self.provisional.setText(words.replace("{0}", "; ".join(running)) if running else "")
        self.provisional.setVisible(bool(running))

    def _show_undated(self, ranking: SeasonRanking | None) -> None:
        # Undated tournaments are not counted (see services.season.undated): named here, or
        # the director would never learn why last Friday's evening is missing.
        if ranking is None or not ranking.undated:
            self.undated.clear()
            self.undated.hide()
            return
        self.undated.setText(
            self.tr(
                "Not counted, having no date: {0}. Give each its date in Tournament settings…"
                " to count it in its season."
            ).replace("{0}", "; ".join(t.name for t in ranking.undated))
        )
        self.undated.show()

    def _columns(self, tournaments: tuple[TournamentSummary, ...] = ()) -> list[Column]:
        """The ranking's columns, then one per tournament counted with the points it gave."""
        columns = [
            Column("rank", self.tr("Rank"), lambda r: r.rank, numeric=True),
            Column("name", self.tr("Player"), lambda r: r.name),
            Column("club", self.tr("Club"), lambda r: r.club or ""),
            Column("points", self.tr("Points"), lambda r: r.points, numeric=True),
            Column("played", self.tr("Played"), lambda r: r.tournaments, numeric=True),
            Column("wins", self.tr("Wins"), lambda r: r.wins, numeric=True),
            Column("best", self.tr("Best place"), lambda r: r.best_rank, numeric=True),
        ]
        for summary in tournaments:
            columns.append(self._meeting_column(summary))
        return columns

    def _meeting_column(self, summary: TournamentSummary) -> Column:
        day = QDate.fromString(summary.date or "", ISO)
        name = summary.name
        if len(name) > _NAME_IN_HEADING:
            name = name[: _NAME_IN_HEADING - 1].rstrip() + "…"
        title = f"{self.locale().toString(day, 'd MMM')}\n{name}" if day.isValid() else name
        if summary.status is TournamentStatus.RUNNING:
            title += f"\n({self.tr('in progress')})"
        tid = summary.id

        def result(row: SeasonRow) -> SeasonResult | None:
            return next((r for r in row.results if r.tournament_id == tid), None)

        def shown(row: SeasonRow) -> object:
            found = result(row)
            if found is None:
                return ""
            # In brackets: beyond the best results counted, so not in the total.
            return found.points if found.counted else f"({found.points})"

        def tip(row: SeasonRow) -> str | None:
            found = result(row)
            if found is None:
                return None
            words = self.tr("{0}: place {1}").replace("{0}", summary.name)
            words = words.replace("{1}", str(found.rank))
            if not found.counted:
                words += " — " + self.tr("not counted: beyond the best results")
            return words

        def order(row: SeasonRow) -> int:
            found = result(row)
            return found.points if found is not None else -1

        return Column(f"tournament_{tid}", title, shown, sort=order, numeric=True, tooltip=tip)

    # -- printing and saving ----------------------------------------------------------------------

    def _file_name(self, suffix: str) -> str:
        rules = self.rules()
        if rules is None:
            return export_actions.file_name(self.tr("season ranking"), suffix=suffix)
        return export_actions.file_name(
            self.tr("season ranking"),
            self.game.currentText(),
            rules.club or "",
            f"{rules.date_from} {rules.date_to}",
            suffix=suffix,
        )

    def _write(self, title: str, suffix: str, filters: str, function: str) -> Path | None:
        rules = self.rules()
        if rules is None:
            return None
        services, language = self.context.services, self.context.language

        def write(path: Path) -> object:
            from tournament_app.services import exports

            return getattr(exports, function)(services, rules, path, language=language)

        written = export_actions.write_document(
            self, title, self._file_name(suffix), filters, write
        )
        if written is not None and suffix != ".pdf":
            # A PDF opens by itself; say where the workbook or the page went.
            self.context.dialogs.inform(
                self,
                title,
                QCoreApplication.translate("ExportActions", "Saved: {0}").replace(
                    "{0}", str(written)
                ),
            )
        return written

    def start_final(self) -> None:
        """Settle how many are invited (a tie at the cut: the director picks one of the two cuts),
        then the new-tournament wizard for the final; Finish creates it with the top N entered."""
        from tournament_app.ui.season_final import start_final

        start_final(self)

    def write_pdf(self) -> Path | None:
        """Write the ranking as a PDF and open it, to print."""
        return self._write(
            self.tr("Season ranking PDF"),
            ".pdf",
            QCoreApplication.translate("ExportActions", "PDF (*.pdf)"),
            "season_pdf",
        )

    def write_xlsx(self) -> Path | None:
        """Save the ranking as an Excel workbook."""
        return self._write(
            self.tr("Season ranking workbook"), ".xlsx", "Excel (*.xlsx)", "season_xlsx"
        )

    def write_html(self) -> Path | None:
        """Save the ranking as one web page."""
        return self._write(
            self.tr("Season ranking web page"), ".html", self.tr("Web page (*.html)"), "season_html"
        )


def _game(value: str) -> Game:
    try:
        return Game(value)
    except ValueError:
        return Game.BURRACO


def _number(value: str) -> int:
    try:
        return max(0, int(value))
    except ValueError:
        return 0
