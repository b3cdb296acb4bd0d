"""The projector window: the round clock, large type, and pages that follow the tournament."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextDocument

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import BurracoSettings, BurracoStanding, Scala40Hand
from tournament_app.ui.projector.content import standings_html
from tournament_app.ui.projector.window import ProjectorWindow
from tournament_app.ui.round_clock import clock_text


class FakeTime:
    """A monotonic clock the test moves by hand, so nothing waits."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_clock_text():
    """Minutes and seconds, two digits each."""
    assert clock_text(2400) == "40:00"
    assert clock_text(65) == "01:05"
    assert clock_text(0) == "00:00"


def test_no_clock_before_a_round_is_announced(qtbot, ui_context):
    """A tournament with no published round has no round to time: no clock on the wall."""
    tid = burraco_tournament(ui_context.services, 4)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert window.clock_label.text() == ""


def test_keyboard_starts_pauses_and_resets_the_rounds_clock(qtbot, ui_context):
    """Space starts and pauses the round in play's clock (in the database: every station
    and the phones see it), - shortens a paused clock by a minute, R resets it."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.clock_label.text() == "40:00"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.clock.running and services.round_clock.get(tid).running
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not window.clock.running and not services.round_clock.get(tid).running
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert window.clock_label.text() == "39:00"
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.clock_label.text() == "39:00"
    assert services.round_clock.get(tid).duration == 39 * 60
    assert not window.clock.running


def test_opens_on_the_tournament_with_its_round_time(qtbot, ui_context):
    """A 4-hand tournament gets a 50-minute clock and its name in the heading."""
    tid = burraco_tournament(ui_context.services, 4, BurracoSettings(hands=4))
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert window.clock_label.text() == "50:00"
    assert "Serata del giovedì" in window.heading.text()


def test_the_clock_counts_down_from_what_the_database_says(qtbot, ui_context):
    """Started elsewhere (the command line, another station), the projector's clock counts
    down by itself between reads, and says when time is up."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    time = FakeTime()
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.clock.now = time
    services.round_clock.start(tid, minutes=2)  # announced to this station's pages
    assert window.clock_label.text() in ("02:00", "01:59")
    time.now += 65
    window.clock.ticked.emit()
    assert window.clock_label.text() in ("00:55", "00:54")
    time.now += 60
    window.clock.ticked.emit()
    assert window.clock_label.text() == "Time is up"


def test_seating_then_standings_follow_the_evening(qtbot, ui_context):
    """The published round's tables are listed; a result entered shows in the standings."""
    services = ui_context.services
    tid = burraco_tournament(services, 5)  # an odd number: one pair rests
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    seating = window.seating.text()
    current = services.rounds.get(tid, 1)
    for seat in current.tables:
        # The pair resting is listed as the bye where a table's number stands, never under
        # the number the round keeps for it (no table of the room has it).
        shown = "<b>bye</b>" if seat.is_bye else f"<b>{seat.table}</b>"
        assert (f"<b>{seat.table}</b>" in seating) is not seat.is_bye
        assert shown in seating
    playing = next(t for t in current.tables if not t.is_bye)
    services.results.enter_totals(tid, 1, playing.table, 300, 100)  # 200 apart: 12-8
    # redrawn once the burst of results settles, not at every single one
    assert "12 VP" not in window.standings.text()
    qtbot.waitUntil(lambda: "12 VP" in window.standings.text(), timeout=3000)
    assert window.pages.currentIndex() == 0
    window.next_page()
    assert window.pages.currentIndex() == 1
    window.next_page()
    assert window.pages.currentIndex() == 0


def test_names_are_shown_as_text_never_markup(qtbot, ui_context):
    """A player typed as <b>Rossi</b> appears with its brackets, not in bold."""
    from tournament_app.services import PlayerSpec

    services = ui_context.services
    tid = burraco_tournament(services, 3)
    services.entries.add(
        tid,
        [PlayerSpec(surname="<b>Rossi</b>", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")],
    )
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert "&lt;b&gt;Rossi&lt;/b&gt;" in window.seating.text()


def test_scrolling_moves_down_and_hands_over_at_the_end(qtbot, ui_context):
    """After the pause at the top the page moves down as time goes by; at the end it pauses
    again, then asks for the next page."""
    from tournament_app.ui.projector import scroller as scrolling

    time = FakeTime()
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.seating.setText("<br>".join(f"riga {n}" for n in range(200)))
    window.resize(800, 400)
    window.show()
    qtbot.waitExposed(window)
    scroller = window.scrollers[0]
    scroller.now = time
    bar = window.areas[0].verticalScrollBar()
    assert bar.maximum() > 0
    scroller.restart()
    time.now += scrolling.PAUSE_MS / 1000 - 0.1
    scroller.step()
    assert bar.value() == 0  # still pausing at the top
    time.now += 0.1 + 2
    scroller.step()
    assert bar.value() > 0
    bar.setValue(bar.maximum())
    finished = []
    scroller.finished.connect(lambda: finished.append(True))
    scroller.step()
    time.now += scrolling.PAUSE_MS / 1000 - 0.1
    scroller.step()
    assert not finished  # pausing at the bottom
    time.now += 0.1
    scroller.step()
    assert finished


def _one_pass(window, page, time):
    """Seconds of the fake clock the page takes from its top to the next page, the timer's
    steps played by hand every SCROLL_INTERVAL_MS."""
    from tournament_app.ui.projector import scroller as scrolling

    scroller = window.scrollers[page]
    scroller.now = time
    finished = []
    scroller.finished.connect(lambda: finished.append(True))
    window.pages.setCurrentIndex(page)
    scroller.restart()
    started = time.now
    bar = window.areas[page].verticalScrollBar()
    seen = set()
    while not finished and time.now - started < 3600:
        time.now += scrolling.SCROLL_INTERVAL_MS / 1000
        scroller.step()
        seen.add(bar.value() // 100)
    assert seen >= set(range(bar.maximum() // 100 + 1))  # every part of the page was shown
    scroller.stop()
    return time.now - started


def _full_hd_projector(qtbot, ui_context, pairs):
    """The projector at 1920x1080 on round 1 of a tournament of `pairs` pairs."""
    services = ui_context.services
    tid = burraco_tournament(services, pairs)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.slow
def test_a_room_of_500_pairs_sees_each_page_in_two_minutes(qtbot, ui_context):
    """250 tables on a 1920x1080 screen: the seating and the standings each pass in two
    minutes at most, pauses at the top and bottom included (a full pass took 12 and 16
    minutes, a player at table 240 waiting for his table for most of a round's break). The
    tables stand two or more to a line, the type no smaller than a 40th of the screen's height."""
    window = _full_hd_projector(qtbot, ui_context, 500)
    assert window.seating.font().pixelSize() >= 1080 // 40
    rows = window.seating.text().count("<tr>")
    assert rows <= 125  # two tables or more to a line
    time = FakeTime()
    assert _one_pass(window, 0, time) <= 120
    assert _one_pass(window, 1, time) <= 120


def test_a_short_page_scrolls_slowly(qtbot, ui_context):
    """Five tables fill less than a screen: one column, full size type, no hurry."""
    from tournament_app.ui.projector import scroller as scrolling

    window = _full_hd_projector(qtbot, ui_context, 10)
    assert window.seating.font().pixelSize() == 1080 // 28
    assert window.seating.text().count("<tr>") == 5
    assert window.scrollers[0].speed() == scrolling.SLOWEST_PX_PER_SECOND


def test_f_toggles_full_screen_and_escape_leaves_it(qtbot, ui_context):
    """With one screen the director puts the window full screen with F, and Esc leaves it."""
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()


def _cells(html: str, size: int = 40) -> list[tuple[str, float, float]]:
    """Each piece of text as the projector lays it out: (text, left, right) in pixels."""
    document = QTextDocument()
    font = QFont()
    font.setPixelSize(size)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(1200)
    layout = document.documentLayout()
    document.size()  # lays the text out
    cells = []
    block = document.begin()
    while block.isValid():
        if block.text() and block.layout().lineCount():
            line = block.layout().lineAt(0)
            left = layout.blockBoundingRect(block).left()
            start = left + line.naturalTextRect().left()
            cells.append((block.text(), start, start + line.naturalTextWidth()))
        block = block.next()
    return cells


def test_the_rank_and_the_entry_number_stand_apart(qapp):
    """ "6." and "13" read as "6.13" with a few pixels between them: the room needs a gap
    as wide as half a letter's height at least."""
    row = BurracoStanding(6, 13, "Santoro Lia - Mariani Dino", 42, 115, 3100, (), 0, None, None)
    cells = dict((text, (left, right)) for text, left, right in _cells(standings_html([row])))
    assert cells["13"][0] - cells["6."][1] >= 20


def _play_out(services, tid, round_number, table):
    """The table's first seat closes three hands, the others pay 40 each and go out
    together at 120 (limit 101)."""
    sheet = services.results.sheet(tid, round_number, table)
    winner, *others = sheet.players
    for _ in range(3):
        sheet = services.results.enter_hand(
            tid,
            round_number,
            table,
            Scala40Hand(points=tuple((p, 40) for p in others), closer=winner),
            expected_version=sheet.version or None,
        )
    return winner


def test_a_scala40_elimination_shows_the_stage_and_the_penalty_points(qtbot, ui_context):
    """Eight players, two tables, their winners meet at the final: the finalists show
    "Final", the others "Round 1", each with the place at the table and the penalty points
    (it showed "2 punti" and "1 punti", the stage passed off as points)."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    first = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    finalists = {_play_out(services, tid, 1, t.table) for t in first.tables}
    published_round(services, tid)
    champion = _play_out(services, tid, 2, 1)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    texts = [" ".join(t.split()) for t, _, _ in _cells(window.standings.text())]
    assert texts[1:4] == ["Stage", "Place at table", "Penalty in last stage"]
    # Each row: rank, entry, name, stage, place, penalty points.
    rows = [texts[start : start + 6] for start in range(4, len(texts), 6)]
    lines = {int(row[1]): row[3:] for row in rows}
    assert len(lines) == 8
    (runner_up,) = finalists - {champion}
    assert lines[champion] == ["Final", "1", "0"]
    assert lines[runner_up] == ["Final", "2", "120"]  # 0 in round 1, 120 at the final
    for entry, line in lines.items():
        if entry not in finalists:
            assert line == ["Round 1", "2", "120"]  # out together at 120: tied second
    assert "pts" not in window.standings.text()


def test_a_withdrawn_pair_is_marked(qtbot, ui_context):
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    services.entries.withdraw(tid, 2)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    names = {r.entry: r.names for r in services.standings.overall(tid)}
    texts = [" ".join(text.split()) for text, _, _ in _cells(window.standings.text())]
    assert f"{names[2]} (withdrawn)" in texts
    assert names[1] in texts


def test_the_projector_follows_a_change_of_language(qtbot, ui_context):
    """Open in English, then Settings ▸ Language ▸ Italiano: the room's screen switches with
    the main window (its buttons and its seating page), without being closed and reopened."""
    from tournament_app.ui.i18n import LanguageSwitcher

    services = ui_context.services
    tid = burraco_tournament(services, 5)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert window.next_button.text() == "Next page (N)"
    assert "Seating by table" in window.seating.text()
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        ui_context.changes.language_changed.emit("it")
        assert window.next_button.text() == "Pagina successiva (N)"
        assert window.windowTitle() == "Torneo — proiettore"
        assert "Disposizione per tavolo" in window.seating.text()
        assert "riposo" in window.seating.text()
    finally:
        languages.apply("en")
