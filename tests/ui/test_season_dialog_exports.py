"""The season dialog shows each evening's points, remembers its choices, names the undated
evenings it cannot place, and prints or saves the ranking (PDF, Excel, web page)."""

from __future__ import annotations

from html.parser import HTMLParser

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtCore import QDate, Qt

import tournament_app.ui.export_actions as export_actions
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.ui.test_app_season import play_one_round
from tournament_app.services import TournamentDraft, TournamentStatus
from tournament_app.services.settings import BurracoSettings, Game, PairingSystem, ScheduleStep
from tournament_app.ui.season_dialog import SeasonDialog


def season_dates(dialog: SeasonDialog) -> None:
    dialog.date_from.setDate(QDate(2026, 9, 1))
    dialog.date_to.setDate(QDate(2027, 8, 31))


def won_then_lost(services) -> tuple[int, int]:
    """Two evenings of four pairs: the lower-numbered pairs win the first, lose the second."""
    first = play_one_round(services, "Settembre", "2026-09-18", winners_first=True)
    second = play_one_round(services, "Ottobre", "2026-10-16", winners_first=False)
    return first, second


# Built once per process by the window's station ("test"), copied for each test.
STATES = {"evenings": with_services(won_then_lost, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
evenings = state_value("evenings")


@pytest.fixture
def dialog(qtbot, ui_context, evenings):
    shown = SeasonDialog(ui_context)
    qtbot.addWidget(shown)
    season_dates(shown)
    return shown


def column_titles(dialog: SeasonDialog) -> list[str]:
    return [c.title for c in dialog.model.columns]


def cells(dialog: SeasonDialog, row: int) -> list[str]:
    model = dialog.model
    return [str(model.index(row, c).data() or "") for c in range(model.columnCount())]


def test_a_column_per_evening_dated_adds_up_to_the_total(dialog) -> None:
    """By field size, 4 pairs: a night's winner gets 4, the loser of the same table 3 or 1
    (n - place + 1). Each player's evening points sit under the evening's date and sum to
    the season total."""
    titles = column_titles(dialog)
    assert titles[-2].startswith("18 Sep") and "Settembre" in titles[-2]
    assert titles[-1].startswith("16 Oct") and "Ottobre" in titles[-1]
    for row in range(dialog.model.rowCount()):
        shown = cells(dialog, row)
        evenings = [int(v) for v in shown[-2:] if v]
        assert sum(evenings) == int(shown[3])  # Points column
        assert len(evenings) == int(shown[4])  # Played column


def test_a_result_beyond_the_best_counted_is_in_brackets(dialog) -> None:
    """Best 1 result counted: each player keeps the better evening; the other is shown in
    brackets and left out of the total."""
    dialog.best.setValue(1)
    for row in range(dialog.model.rowCount()):
        shown = cells(dialog, row)
        kept = [int(v) for v in shown[-2:] if v and not v.startswith("(")]
        dropped = [int(v.strip("()")) for v in shown[-2:] if v.startswith("(")]
        assert kept == [int(shown[3])]
        assert dropped and dropped[0] <= kept[0]


def test_the_choices_and_a_left_out_evening_are_remembered(qtbot, ui_context, dialog) -> None:
    """Points table, best results, club, dates and an evening left out (the grand final, say)
    are as they were when the dialog opens again; only the other evening then counts."""
    dialog.game.setCurrentIndex(dialog.game.findData(Game.BURRACO))
    dialog.points.setText("10, 6, 3")
    dialog.participation.setValue(1)
    dialog.best.setValue(5)
    october = dialog.tournaments.item(1)
    assert "Ottobre" in october.text()
    october.setCheckState(Qt.CheckState.Unchecked)
    assert [t.name for t in dialog.ranking.tournaments] == ["Settembre"]
    dialog.close()

    again = SeasonDialog(ui_context)
    qtbot.addWidget(again)
    assert again.points.text() == "10, 6, 3"
    assert again.participation.value() == 1
    assert again.best.value() == 5
    assert again.date_from.date() == QDate(2026, 9, 1)
    assert again.date_to.date() == QDate(2027, 8, 31)
    assert again.tournaments.item(1).checkState() == Qt.CheckState.Unchecked
    assert [t.name for t in again.ranking.tournaments] == ["Settembre"]
    # The winners of September: 10 points by the table, and no October column.
    assert {r.points for r in again.model.rows() if r.rank == 1} == {10}
    assert not any("Oct" in title for title in column_titles(again))


def test_the_club_choice_is_remembered(qtbot, ui_context, dialog) -> None:
    dialog.club.setText("Aurora")
    dialog.close()
    again = SeasonDialog(ui_context)
    qtbot.addWidget(again)
    assert again.club.text() == "Aurora"


def test_a_finished_evening_without_a_date_is_named(qtbot, ui_context, dialog) -> None:
    """An evening created without a date cannot be placed in a season: it is not counted,
    and the dialog names it and says how to give it a date."""
    services = ui_context.services
    draft = TournamentDraft(
        game=Game.BURRACO,
        name="Serata senza data",
        date=None,
        settings=BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),)),
    )
    tid = services.tournaments.create(draft).id
    services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    dialog.refresh()
    assert "Serata senza data" in dialog.undated.text()
    assert "no date" in dialog.undated.text()
    assert "Tournaments counted (2)" in dialog.counted.text()


def test_no_undated_note_when_every_evening_has_a_date(dialog) -> None:
    assert dialog.undated.text() == ""


class Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs) -> None:
        if tag == "tr":
            self.rows.append([])
        if tag in ("td", "th"):
            self._cell = []

    def handle_data(self, data) -> None:
        if self._cell is not None:
            self._cell.append(data)

    def handle_endtag(self, tag) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell))
            self._cell = None


def test_the_buttons_write_pdf_excel_and_web_page(dialog, ui_context, tmp_path, monkeypatch):
    """Each button writes its file where the director chose; the PDF opens to print; the
    workbook and the page carry the same ranking with a column per evening."""
    opened = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    dialog.best.setValue(1)
    queue = ui_context.dialogs.files_to_save
    pdf, xlsx, page = tmp_path / "s.pdf", tmp_path / "s.xlsx", tmp_path / "s.html"
    queue.extend([str(pdf), str(xlsx), str(page)])
    dialog.pdf_button.click()
    dialog.xlsx_button.click()
    dialog.html_button.click()
    assert opened == [pdf]
    leader = dialog.ranking.rows[0]

    text = " ".join(p.extract_text() for p in PdfReader(pdf).pages)
    assert "Season ranking" in text and "18 Sep" in text and "16 Oct" in text
    assert leader.name in text

    sheet = openpyxl.load_workbook(xlsx).active
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[1][:4] == ("Rank", "Player", "Club", "Points")
    assert rows[1][-2:] == ("18 Sep · Settembre", "16 Oct · Ottobre")
    for row in rows[2 : 2 + len(dialog.ranking.rows)]:
        counted = [v for v in row[-2:] if isinstance(v, int)]  # "(3)": text, not summed
        assert sum(counted) == row[3]

    parser = Cells()
    parser.feed(page.read_text(encoding="utf-8"))
    assert parser.rows[0][-2:] == ["18 Sep · Settembre", "16 Oct · Ottobre"]
    assert parser.rows[1][1] == leader.name
    assert any(cell.startswith("(") for row in parser.rows[1:] for cell in row[-2:])
    saved = [m.text for m in ui_context.dialogs.shown if m.kind == "inform"]
    assert saved == [f"Saved: {xlsx}", f"Saved: {page}"]


def test_files_are_proposed_named_after_the_season(dialog, ui_context, tmp_path, monkeypatch):
    """The picker proposes "season ranking - Burraco - 2026-09-01 2027-08-31.pdf" in the
    folder used last (here: where the previous file went)."""
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    ui_context.settings.export_folder = tmp_path
    asked = []
    real = ui_context.dialogs.save_file

    def record(parent, caption, filters, directory="", **kw):
        asked.append(directory)
        return real(parent, caption, filters, directory, **kw)

    monkeypatch.setattr(ui_context.dialogs, "save_file", record)
    dialog.pdf_button.click()  # cancelled: nothing queued
    assert asked == [str(tmp_path / "season ranking - Burraco - 2026-09-01 2027-08-31.pdf")]
