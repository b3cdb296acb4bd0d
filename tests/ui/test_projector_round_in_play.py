"""The room's screen shows the round in play, whatever round the director checks in the
window; after a restart every page opens where the evening stands. A scala 40 elimination's
standings on the projector show all they rank by (the stage, the place at the table, the
penalty points) and name the final, and a line never breaks inside a player's name."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument, QTextTable

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import PlayerSpec, Scala40Hand, open_services
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import TAB_RESULTS
from tournament_app.ui.projector.window import ProjectorWindow
from tournament_app.ui.settings import Settings


def _words(text: str) -> str:
    """Text as the room reads it: spaces of any kind (a no-break space too) as one."""
    return " ".join(text.split())


def _plain(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return _words(document.toPlainText())


def _rows(html: str) -> list[list[str]]:
    """The cells of a page's table, row by row, as read on screen."""
    document = QTextDocument()
    document.setHtml(html)
    (table,) = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    return [
        [
            _words(table.cellAt(row, column).firstCursorPosition().block().text())
            for column in range(table.columns())
        ]
        for row in range(table.rows())
    ]


def _projector(qtbot, context, size=(1024, 768)) -> ProjectorWindow:
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


# -- the round in play ------------------------------------------------------------------------
@pytest.fixture
def evening(tmp_path: Path) -> tuple[str, int]:
    """8 pairs: rounds 1 and 2 complete, round 3 published with no result yet."""
    database = str(tmp_path / "club.sqlite3")
    services = open_services(database, station="Sala 1")
    tid = burraco_tournament(services, 8)
    for number in (1, 2):
        published_round(services, tid)
        for seat in services.rounds.get(tid, number).tables:
            services.results.enter_totals(tid, number, seat.table, 700, 300)
    published_round(services, tid)
    services.close()
    return database, tid


def _seating_lines(context, tid, number) -> list[str]:
    """A round's tables as the room reads them: "3 Verdi3 Anna - Neri3 Carlo v 6 …"."""
    names = context.services.entries.names(tid)
    return [
        f"{seat.ns[0]} {names[seat.ns[0]]} v {seat.ew[0]} {names[seat.ew[0]]}"
        for seat in context.services.rounds.get(tid, number).tables
    ]


def test_the_projector_stays_on_the_round_in_play_while_the_director_checks_round_1(
    qtbot, evening, tmp_path
) -> None:
    database, tid = evening
    window = build_main_window(
        database,
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    projector = _projector(qtbot, window.context)
    round_1 = _seating_lines(window.context, tid, 1)
    round_3 = _seating_lines(window.context, tid, 3)
    assert not set(round_1) & set(round_3)  # the rooms' seatings differ: no rematch

    window.show_page(TAB_RESULTS)
    results = window.results_page
    results.round_choice.setCurrentIndex(results.round_choice.findData(1))
    assert window.context.round_number == 1  # the director is looking at round 1's sheets

    assert projector.heading.text().endswith("— Round 3")
    seating = _plain(projector.seating.text())
    assert all(line in seating for line in round_3)
    assert not any(line in seating for line in round_1)
    assert window.round_label.text() == "Round 3 (in play)"
    assert window.tables_label.text() == "Tables entered: 0 / 4"


def test_after_a_restart_the_pages_open_on_the_round_in_play(qtbot, evening, tmp_path) -> None:
    """The director looked at round 1, then closed the window; starting again, the Rounds
    and Results pages, the status bar and the projector are on round 3."""
    database, tid = evening
    settings = Settings(tmp_path / "gui.ini")
    window = build_main_window(
        database, station="Sala 1", settings=settings, dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    window.show_page(TAB_RESULTS)
    results = window.results_page
    results.round_choice.setCurrentIndex(results.round_choice.findData(1))
    assert window.context.round_number == 1
    window.close()

    again = build_main_window(
        database, station="Sala 1", settings=Settings(settings.path), dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(again)
    again.show()
    assert again.context.tournament_id == tid
    for page in (again.rounds_page, again.results_page):
        page.redraw.current()  # a page in a hidden tab catches up when shown
        assert page.round_choice.currentData() == 3
    assert again.round_label.text() == "Round 3 (in play)"
    projector = _projector(qtbot, again.context)
    assert projector.heading.text().endswith("— Round 3")


# -- a scala 40 elimination ---------------------------------------------------------------------
def _play(services, tid, round_number, table, hands):
    """Enter a table's hands: the first seat closes each; `hands` gives, per hand, the
    points of the other seats by their index in the sheet (1, 2, 3)."""
    sheet = services.results.sheet(tid, round_number, table)
    seats = sheet.players
    for points in hands:
        sheet = services.results.enter_hand(
            tid,
            round_number,
            table,
            Scala40Hand(points=tuple((seats[i], p) for i, p in points.items()), closer=seats[0]),
            expected_version=sheet.version or None,
        )
    return seats


def test_a_scala40_elimination_shows_the_place_at_the_table_and_names_the_final(
    qtbot, ui_context
) -> None:
    """Eight players at two tables (limit 101), the winners meet at the final.

    Table A: seat 3 goes out alone at the second hand (4th), seat 2 alone at the third
    (3rd, 115), seat 1 at the fourth (2nd, 110). Table B: seats 2 and 3 go out in the same
    hand, the lower total higher (3rd at 110, 4th at 120), then seat 1 alone (2nd, 150).
    The players out at round 1 rank by their place at the table, then their penalty
    points: B's second (150) above A's third (115), which the room can only understand
    when it sees the place."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    first = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    table_a, table_b = (seat.table for seat in first.tables)
    a = _play(
        services,
        tid,
        1,
        table_a,
        [{1: 40, 2: 40, 3: 60}, {1: 40, 2: 35, 3: 60}, {1: 10, 2: 40}, {1: 20}],
    )
    b = _play(services, tid, 1, table_b, [{1: 50, 2: 60, 3: 70}, {1: 50, 2: 60, 3: 40}, {1: 50}])
    published_round(services, tid)
    ui_context.open_tournament(tid)
    projector = _projector(qtbot, ui_context)
    assert projector.heading.text() == "Scala 40 della domenica — Final"

    # One hand of the final: both finalists still playing, no place yet, their totals there.
    _play(services, tid, 2, 1, [{1: 40}])
    projector.reload()
    header, *rows = _rows(projector.standings.text())
    final_seats = services.results.sheet(tid, 2, 1).players
    assert sorted(row for row in rows[:2]) == sorted(
        ["", str(entry), names_of, "playing", "", "40" if entry == final_seats[1] else "0"]
        for entry, names_of in (
            (a[0], services.entries.names(tid)[a[0]]),
            (b[0], services.entries.names(tid)[b[0]]),
        )
    )
    _play(services, tid, 2, 1, [{1: 40}, {1: 40}])  # A's winner beats B's: 120
    projector.reload()
    names = services.entries.names(tid)
    header, *rows = _rows(projector.standings.text())
    assert header[-3:] == ["Stage", "Place at table", "Penalty in last stage"]
    assert [row[1:] for row in rows[:6]] == [
        [str(a[0]), names[a[0]], "Final", "1", "0"],
        [str(b[0]), names[b[0]], "Final", "2", "120"],
        [str(a[1]), names[a[1]], "Round 1", "2", "110"],
        [str(b[1]), names[b[1]], "Round 1", "2", "150"],
        [str(b[3]), names[b[3]], "Round 1", "3", "110"],
        [str(a[2]), names[a[2]], "Round 1", "3", "115"],
    ]
    # Out first at both tables with 120 each: tied for 7th.
    assert sorted(row[:2] + row[3:] for row in rows[6:]) == sorted(
        ["7.", str(entry), "Round 1", "4", "120"] for entry in (a[3], b[2])
    )


def _laid_out_lines(label) -> list[str]:
    """The lines of a projector page as its label breaks them at its width."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    document.size()  # lays the text out
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            lines.append(
                _words(block.text()[line.textStart() : line.textStart() + line.textLength()])
            )
        block = block.next()
    return lines


def test_a_scala40_seating_at_1024_never_breaks_inside_a_name(qtbot, ui_context) -> None:
    """Four long names a table do not fit a 1024 px line: the line breaks between two
    players, never between a number, a surname and a name (it read "… 19 Serra" and
    "Elena" on the next line)."""
    services = ui_context.services
    tid = scala40_tournament(services, 0)
    long_names = [
        ("De Luca", "Massimiliano"), ("Mariani", "Maria Grazia"), ("De Santis", "Pierluigi"),
        ("Romano", "Gianfranco"), ("Marchetti", "Anna"), ("Serra", "Elena"),
        ("Gentile", "Giuseppina"), ("Ferraro", "Maria Grazia"),
    ]  # fmt: skip
    for surname, name in long_names:
        services.entries.add(tid, [PlayerSpec(surname=surname, name=name)])
    published_round(services, tid)
    ui_context.open_tournament(tid)
    projector = _projector(qtbot, ui_context)
    lines = _laid_out_lines(projector.seating)
    names = services.entries.names(tid)
    assert len(lines) > 1 + 2  # the title, then tables that take more than a line each
    for number, name in names.items():
        player = f"{number} {name}"
        assert any(player in line for line in lines), (player, lines)
