"""The season ranking: the club's players ranked across its tournaments of one game.

Points come from each tournament's final standings, by field size (n - rank + 1, the default)
or by a fixed table; the ranking is redrawn as soon as a choice changes.
"""

from __future__ import annotations

from PySide6.QtCore import QDate
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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import Game
from tournament_app.services.season import SeasonRanking, SeasonRules, season_ranking
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import date_pattern, format_date
from tournament_app.ui.models import Column, RowTableModel, sorted_table_view


class SeasonDialog(QDialog):
    """Choose the season's game, dates and points; read the ranking."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.ranking: SeasonRanking | None = None
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
            edit.setDisplayFormat(date_pattern())
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

        self.model = RowTableModel(
            [
                Column("rank", self.tr("Rank"), lambda r: r.rank, numeric=True),
                Column("name", self.tr("Player"), lambda r: r.name),
                Column("club", self.tr("Club"), lambda r: r.club or ""),
                Column("points", self.tr("Points"), lambda r: r.points, numeric=True),
                Column("played", self.tr("Played"), lambda r: r.tournaments, numeric=True),
                Column("wins", self.tr("Wins"), lambda r: r.wins, numeric=True),
                Column("best", self.tr("Best place"), lambda r: r.best_rank, numeric=True),
            ],
            self,
        )
        self.view, self.proxy = sorted_table_view(
            self.model, context.settings, "season/ranking", widths=(60, 240, 220, 80, 80, 70)
        )
        self.counted = QLabel(self)
        self.counted.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.counted)
        layout.addWidget(self.problem)
        layout.addWidget(self.view, 1)
        layout.addWidget(close)

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
        self.refresh()

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
            date_from=self.date_from.date().toString("yyyy-MM-dd"),
            date_to=self.date_to.date().toString("yyyy-MM-dd"),
            points_table=table,
            participation=self.participation.value(),
            best_results=self.best.value() or None,
            include_running=self.running.isChecked(),
            club=self.club.text().strip() or None,
        )

    def refresh(self) -> None:
        """Recompute the ranking for the choices shown."""
        rules = self.rules()
        if rules is None:
            self.problem.setText(self.tr("Points by place: whole numbers separated by commas."))
            return
        self.problem.clear()
        services = self.context.services
        ranking = self.context.run(
            self, lambda: season_ranking(services, rules), title=self.windowTitle()
        )
        self.ranking = ranking
        self.model.set_rows(ranking.rows if ranking else ())
        if ranking is None or not ranking.tournaments:
            self.counted.setText(self.tr("No finished tournament of this game in these dates."))
            return
        listed = "; ".join(
            f"{t.name} ({format_date(t.date)})" if t.date else t.name for t in ranking.tournaments
        )
        self.counted.setText(
            self.tr("Tournaments counted ({0}): {1}")
            .replace("{0}", str(len(ranking.tournaments)))
            .replace("{1}", listed)
        )
