"""The shared table model shows plain values with numbers right-aligned and sorts them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSortFilterProxyModel, Qt

from tournament_app.ui.models import CheckableRowTableModel, Column, RowTableModel


@dataclass(frozen=True)
class Row:
    number: int
    name: str
    present: bool


def make_model() -> CheckableRowTableModel:
    model = CheckableRowTableModel(
        [
            Column("number", "N.", lambda r: r.number, numeric=True),
            Column("name", "Name", lambda r: r.name),
            Column("present", "Present", lambda r: None, check=lambda r: r.present),
        ]
    )
    model.set_rows([Row(10, "Rossi", True), Row(2, "bianchi", False), Row(1, "Verdi", True)])
    return model


def test_model_passes_qt_model_tester(qtmodeltester) -> None:
    """The model keeps every promise a Qt view relies on."""
    qtmodeltester.check(make_model(), force_py=True)


def test_numbers_sort_as_numbers_and_names_ignore_case(qapp) -> None:
    """10 sorts after 2 (not before, as text would) and "bianchi" before "Rossi"."""
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(make_model())
    proxy.setSortRole(RowTableModel.SortRole)
    proxy.sort(0)
    assert [proxy.index(r, 0).data() for r in range(3)] == ["1", "2", "10"]
    proxy.sort(1)
    assert [proxy.index(r, 1).data() for r in range(3)] == ["bianchi", "Rossi", "Verdi"]


def test_numbers_are_right_aligned(qapp) -> None:
    """A number column is right-aligned, text left-aligned."""
    model = make_model()
    number_align = Qt.AlignmentFlag(model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole))
    name_align = Qt.AlignmentFlag(model.index(0, 1).data(Qt.ItemDataRole.TextAlignmentRole))
    assert number_align & Qt.AlignmentFlag.AlignRight
    assert name_align & Qt.AlignmentFlag.AlignLeft


def test_clicking_a_check_box_reports_the_row(qapp) -> None:
    """Toggling a check box tells the page which row and state, without changing the row."""
    model = make_model()
    heard = []
    model.toggled.connect(lambda row, key, state: heard.append((row.number, key, state)))
    model.setData(model.index(1, 2), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert heard == [(2, "present", True)]
    assert model.index(1, 2).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked


def test_numbers_follow_the_interface_language(qapp) -> None:
    """Thousands are grouped as each language writes them (Italian groups from 10.000)."""
    from PySide6.QtCore import QLocale

    model = RowTableModel([Column("mp", "MP", lambda r: r, numeric=True)])
    model.set_rows([1080, 12500])
    previous = QLocale()
    try:
        QLocale.setDefault(QLocale("it_IT"))
        assert [model.index(r, 0).data() for r in range(2)] == ["1080", "12.500"]
        QLocale.setDefault(QLocale("en_GB"))
        assert [model.index(r, 0).data() for r in range(2)] == ["1,080", "12,500"]
    finally:
        QLocale.setDefault(previous)


def test_column_widths_come_back_in_a_new_view(qtbot, tmp_path) -> None:
    """A column the director widened is as wide when the table is built again."""
    from PySide6.QtWidgets import QTableView

    from tournament_app.ui.models import remember_column_widths
    from tournament_app.ui.settings import Settings

    settings = Settings(tmp_path / "widths.ini")
    first = QTableView()
    qtbot.addWidget(first)
    first.setModel(make_model())
    remember_column_widths(first, settings, "entries")
    first.horizontalHeader().resizeSection(1, 233)

    again = QTableView()
    qtbot.addWidget(again)
    again.setModel(make_model())
    remember_column_widths(again, Settings(tmp_path / "widths.ini"), "entries")
    assert again.horizontalHeader().sectionSize(1) == 233


def test_fitting_the_longest_texts_gives_qts_own_widths(qtbot) -> None:
    """250 rows of names of every length (one very wide, far down the list, bold rows, a
    number grouped by the language, a short but wide text), behind a sorting proxy: the
    columns come out exactly as wide as Qt's own resizeColumnsToContents makes them."""
    from PySide6.QtWidgets import QTableView

    from tournament_app.ui.models import fit_columns

    def model() -> RowTableModel:
        made = CheckableRowTableModel(
            [
                Column("number", "N.", lambda r: r.number * 1000, numeric=True),
                Column("name", "Players", lambda r: r.name),
                Column("present", "Present", lambda r: None, check=lambda r: r.present),
            ]
        )
        names = [f"Rossi{'a' * (n % 17)} - Bianchi" for n in range(250)]
        names[200] = "De Sanctis Maria Grazia Immacolata - Castelfranco Veneto Giovanni"
        names[230] = "WWWWWWWWWWWWWWWWWWWWWWWWW"  # fewer letters than some, yet wider
        made.set_rows([Row(n, name, n % 2 == 0) for n, name in enumerate(names)])
        made.row_bold = lambda r: r.number < 3
        return made

    def view_of(rows: RowTableModel) -> QTableView:
        proxy = QSortFilterProxyModel()
        proxy.setSourceModel(rows)
        view = QTableView()
        qtbot.addWidget(view)
        view.setModel(proxy)
        view.setSortingEnabled(True)
        return view

    ours, qts = view_of(model()), view_of(model())
    fit_columns(ours)
    qts.resizeColumnsToContents()
    assert [ours.columnWidth(c) for c in range(3)] == [qts.columnWidth(c) for c in range(3)]
    # A last column that stretches keeps the room left, as Qt leaves it (long names wrap in
    # a narrow pane instead of running off under a scroll bar).
    narrow = view_of(model())
    narrow.setColumnHidden(2, True)
    narrow.horizontalHeader().setStretchLastSection(True)
    narrow.resize(300, 200)
    narrow.show()
    qtbot.waitExposed(narrow)
    fit_columns(narrow)
    qtbot.wait(10)
    assert narrow.columnWidth(0) == qts.columnWidth(0)
    assert narrow.horizontalScrollBar().maximum() == 0
