"""An Enter on the Results page asks the database only what it needs: on the club's server
each statement is a round trip the director waits for, the window's thread with them. The
save reads its tournament itself (and refuses a finished one in the same words), and this
station's own change is noted from the save, not asked for again."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.ui.windows import window_on
from tournament_app.ui.main_window.window import TAB_RESULTS, MainWindow


@pytest.fixture
def window(qtbot, ui_context) -> MainWindow:
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    shown = window_on(qtbot, ui_context, tid, TAB_RESULTS)
    shown.results_page.focus_entry()
    return shown


def test_an_enter_reads_the_tournament_in_its_save_and_not_before(qtbot, window, sent) -> None:
    page = window.results_page
    sent.clear()
    type_line(qtbot, page, 1, 640, 245)
    assert "Table 1 saved" in page.saved_label.text()
    saved = next(i for i, s in enumerate(sent) if s.startswith("INSERT INTO burraco_results"))
    before = [s for s in sent[:saved] if " FROM tournaments" in s]
    assert len(before) == 1 and " JOIN rounds" in before[0], before


def test_an_enter_notes_its_own_change_without_asking_for_it(qtbot, window, sent) -> None:
    page = window.results_page
    watch = window.other_stations
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    sent.clear()
    type_line(qtbot, page, 1, 640, 245)
    assert "Table 1 saved" in page.saved_label.text()
    newest_asked = [s for s in sent if s.startswith("SELECT max(audit_log.id) AS max_1 FROM")]
    assert newest_asked == [], sent
    assert watch.seen == window.context.services.audit.last_id()
