"""The rounds page: generate by the schedule, swap, read the checker's verdict, publish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.snapshots import started, with_services
from tournament_app.services import RoundStatus, Services, TournamentId
from tournament_app.ui.rounds.page import RoundsPage
from tournament_app.ui.rounds.swapping import SwapDialog


def _sixteen_pairs(services: Services) -> TournamentId:
    return burraco_tournament(services, 16)


# The tests on the `page` start from a copy of the 16 pairs, made once per process (station
# "test", as `ui_context`'s); the others from an empty database, as `ui_context` gives.
STATES = {"page": with_services(_sixteen_pairs, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


@pytest.fixture
def page(qtbot, start):
    """The rounds page on a tournament of 16 pairs with nothing generated."""
    ui_context, tid = start
    ui_context.open_tournament(tid)
    widget = RoundsPage(ui_context)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def seats(page):
    """Each table's (NS, EW) entry numbers as the page lists them."""
    return {t.table: (t.ns, t.ew) for t in page.model.rows()}


def test_generate_shows_a_draft_everyone_seated_once(qtbot, page, qtmodeltester):
    """Generate seats 16 pairs at 8 tables, each pair once; the checker says it is fine."""
    assert "No round yet" in page.title.text()
    qtbot.mouseClick(page.generate_button, Qt.MouseButton.LeftButton)
    assert page.current_round().status is RoundStatus.DRAFT
    seated = sorted(n for ns, ew in seats(page).values() for n in ns + ew)
    assert seated == list(range(1, 17))
    assert "Ready to publish" in page.verdict.text()
    assert "draft" in page.title.text()
    qtmodeltester.check(page.model)


def test_swapping_two_entries_by_dialog(qtbot, page, ui_context, monkeypatch):
    """The swap dialog exchanges two pairs' seats in the draft."""
    page.generate_next()
    before = seats(page)
    table_of = {n: t for t, (ns, ew) in before.items() for n in ns + ew}
    first, second = 1, 2
    monkeypatch.setattr(SwapDialog, "exec", lambda dialog: _fill(dialog, first, second))
    qtbot.mouseClick(page.swap_button, Qt.MouseButton.LeftButton)
    after = seats(page)
    assert first in sum(after[table_of[second]], ())
    assert second in sum(after[table_of[first]], ())
    assert "Ready to publish" in page.verdict.text()


def _fill(dialog, first, second):
    dialog.first.setText(str(first))
    dialog.second.setText(str(second))
    dialog.accept()
    return QDialog.DialogCode.Accepted


def test_swap_dialog_refuses_what_is_not_two_numbers(qtbot):
    """Letters or the same number twice keep the dialog open with the reason."""
    dialog = SwapDialog()
    qtbot.addWidget(dialog)
    dialog.first.setText("3")
    dialog.second.setText("tre")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "two numbers" in dialog.error.text()
    dialog.second.setText("3")
    dialog.accept()
    assert "different" in dialog.error.text()


def test_publish_then_swap_is_no_longer_offered(qtbot, page, ui_context):
    """Once published the round is final: swap, publish and discard are off."""
    page.generate_next()
    qtbot.mouseClick(page.publish_button, Qt.MouseButton.LeftButton)
    assert page.current_round().status is RoundStatus.PUBLISHED
    assert not page.swap_button.isEnabled()
    assert not page.publish_button.isEnabled()
    assert not page.discard_button.isEnabled()


def test_next_round_refused_while_results_are_missing(qtbot, page, ui_context):
    """Generating round 2 with round 1 unfinished says which tables are missing."""
    published_round(ui_context.services, ui_context.tournament_id)
    page.generate_next()
    warning = ui_context.dialogs.messages("warn")[-1]
    assert "Tables 1, 2, 3, 4, 5, 6, 7, 8 of round 1" in warning


def test_discarding_a_draft_asks_first(qtbot, page, ui_context):
    """Discard asks; Yes throws the draft away."""
    page.generate_next()
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.discard_button, Qt.MouseButton.LeftButton)
    assert ui_context.services.rounds.list(ui_context.tournament_id) == ()
    assert "No round yet" in page.title.text()


def test_the_round_shown_is_shared_with_the_other_pages(qtbot, page, ui_context):
    """Choosing a round here makes it the context's round (the results page follows it)."""
    page.generate_next()
    assert ui_context.round_number == 1


def test_print_buttons_write_the_round_pdfs(qtbot, page, ui_context, tmp_path, monkeypatch):
    """Seating lists: a PDF of the round is written where the director chose and opened."""
    import tournament_app.ui.export_actions as export_actions

    opened = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    page.generate_next()
    target = tmp_path / "seating.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    button = page.findChild(type(page.publish_button), "seating_pdf")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert target.read_bytes().startswith(b"%PDF")
    assert opened == [target]


def _index(page, table, key):
    """The view's cell of a table's column ("table", "ns" or "ew")."""
    for row in range(page.proxy.rowCount()):
        index = page.proxy.index(row, page.model.column_index(key))
        if index.data(page.model.RowRole).table == table:
            return index
    raise AssertionError(table)


def _drop(page, source, target):
    """Drop the dragged cell `source` on the cell `target`, as Qt delivers a drop."""
    from PySide6.QtCore import QByteArray, QMimeData, QPointF
    from PySide6.QtGui import QDropEvent

    from tournament_app.ui.rounds.swapping import SEAT_MIME

    data = QMimeData()
    data.setData(SEAT_MIME, QByteArray(f"{source.row()}:{source.column()}".encode()))
    where = QPointF(page.view.visualRect(target).center())
    event = QDropEvent(
        where,
        Qt.DropAction.MoveAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    page.view.dropEvent(event)


def test_dragging_a_pair_onto_another_swaps_them(qtbot, page):
    """Drag table 1's NS pair onto table 2's EW pair: they change places."""
    page.generate_next()
    before = seats(page)
    moved, other = before[1][0][0], before[2][1][0]
    _drop(page, _index(page, 1, "ns"), _index(page, 2, "ew"))
    after = seats(page)
    assert after[1][0] == (other,) and after[2][1] == (moved,)


def test_dragging_a_table_number_swaps_whole_tables(qtbot, page):
    """Drag table 1's number onto table 3's: the two tables' seats are exchanged."""
    page.generate_next()
    before = seats(page)
    _drop(page, _index(page, 1, "table"), _index(page, 3, "table"))
    after = seats(page)
    assert after[1] == before[3] and after[3] == before[1]


def test_a_published_round_takes_no_drops(qtbot, page):
    """Once published, a drop changes nothing."""
    page.generate_next()
    page.publish()
    before = seats(page)
    _drop(page, _index(page, 1, "ns"), _index(page, 2, "ns"))
    assert seats(page) == before


def test_scala40_winners_go_to_the_final_table(qtbot, ui_context):
    """Both tables of 4 played out: the next round is a final table of the two winners."""
    from tests.builders.evenings import scala40_tournament
    from tournament_app.services import Scala40Hand

    services = ui_context.services
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    winners = set()
    for seat in services.rounds.get(tid, 1).tables:
        a, b, c, d = seat.players
        hand = Scala40Hand(points=((a, 0), (b, 101), (c, 110), (d, 120)), closer=a)
        services.results.enter_hand(tid, 1, seat.table, hand)
        winners.add(a)
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    assert page.model.column_index("players") == 1  # scala 40: the players at each table
    page.generate_next()
    final = page.current_round()
    assert final.number == 2
    assert [set(t.players) for t in final.tables] == [winners]
    assert "Final table" in page.title.text()


def test_checker_problems_in_words():
    """Each problem the checker reports reads as a sentence naming the entries or table, in
    the window's language; a problem with no words yet shows its code rather than nothing."""
    from tournament_app.services.values import PairingProblem, RoundCheck
    from tournament_app.ui.round_check_words import describe_check

    check = RoundCheck(
        problems=(
            PairingProblem("forbidden_rematch", (3, 8), table=2),
            PairingProblem("not_seated", (5,)),
            PairingProblem("something_new", (1, 2)),
        )
    )
    assert describe_check(check, "it") == [
        "le iscrizioni 3, 8 si sono già incontrate",
        "l'iscrizione 5 non è seduta",
        "something_new: 1, 2",
    ]
    assert describe_check(check, "en")[:2] == ["entries 3, 8 already met", "entry 5 is not seated"]


def test_a_disputed_table_is_named_before_the_next_round(qtbot, page, ui_context):
    """Every table of round 1 is in but a second entry differs at table 3: the page says
    the round is still in play and names table 3, as the refusal to generate would; when the
    second operator agrees, the round reads complete."""
    services, tid = ui_context.services, page.tournament_id
    published_round(services, tid)
    for table in range(1, 9):
        services.results.enter_totals(tid, 1, table, 640, 245)
    page.reload()
    assert "complete" in page.title.text()
    services.results.second_entry(tid, 1, 3, 640, 250)
    qtbot.waitUntil(lambda: "table in conflict: 3." in page.verdict.text())
    assert "published" in page.title.text()
    assert "Results page" in page.verdict.text()
    services.results.second_entry(tid, 1, 3, 640, 245)
    qtbot.waitUntil(lambda: "complete" in page.title.text())
    assert "Complete: every result is in" in page.verdict.text()


def test_a_pair_withdrawn_after_the_draft_is_named_in_the_verdict(qtbot, page, ui_context):
    """The draft seats pair 5; on the Registration page pair 5 withdraws. Back here the
    verdict names pair 5 and says to generate again, instead of "Ready to publish"; publishing
    anyway is refused with that sentence, and the round stays a draft."""
    services, tid = ui_context.services, page.tournament_id
    page.generate_next()
    services.entries.withdraw(tid, 5)
    qtbot.waitUntil(lambda: "entry 5 has withdrawn" in page.verdict.text())
    assert "generate the round again" in page.verdict.text()
    assert "Ready to publish" not in page.verdict.text()
    ui_context.dialogs.confirm_by_default = True  # were "Publish it anyway?" asked: yes
    page.publish()
    # Not asked: the draft cannot go out whatever the answer, and the warning says why.
    assert [m.kind for m in ui_context.dialogs.shown] == ["warn"]
    assert "entry 5 has withdrawn" in ui_context.dialogs.shown[0].text
    assert page.current_round().status is RoundStatus.DRAFT


def test_the_round_checks_own_problems_in_words():
    """A withdrawal or absence since the draft, gironi resized, a tie across a scala 40 cut:
    each reads, in Italian, as a sentence saying what to do and where in the window (the page,
    the menu, the button), never as a command; the command line prints the same sentence with
    its command in their place."""
    from tests.advice_words import advice_set_aside
    from tournament_app.cli.commands.rounds import problem_sentences
    from tournament_app.services.values import PairingProblem, RoundCheck
    from tournament_app.ui.round_check_words import describe_check

    check = RoundCheck(
        problems=(
            PairingProblem("seated_withdrawn", (7,)),
            PairingProblem("seated_absent", (3,)),
            PairingProblem("groups_resized", (8, 8, 7)),
            PairingProblem("tied_at_cut", (14, 17), table=2),
        )
    )
    window = describe_check(check, "it")
    withdrawn, absent, groups, tie = window
    assert withdrawn == (
        "l'iscrizione 7 si è ritirata dopo che la bozza è stata fatta: genera di nuovo il turno"
    )
    assert absent.startswith("l'iscrizione 3 è segnata assente: segnala presente")
    assert "nella pagina Registrazione" in absent
    assert "i gironi sono di 8, 8, 7 coppie" in groups
    assert "cambiale in File ▸ Impostazioni del torneo… e genera di nuovo il turno" in groups
    assert tie.startswith("i giocatori 14, 17 sono pari per l'ultimo posto") and "tavolo 2" in tie
    assert "«Sorteggia tra i pari merito…» nella pagina Turni" in tie  # the button that breaks it
    assert not any("torneo " in line or "--" in line for line in window)

    command_line = problem_sentences(check.problems, "it", tournament=TournamentId(4))
    assert "torneo tournament edit -t 4 --groups" in command_line[2]
    assert "torneo standings draw -t 4 14 17, poi torneo round generate -t 4" in command_line[3]
    for problem, in_window, printed in zip(check.problems, window, command_line, strict=True):
        numbers = " ".join(map(str, problem.entries))
        assert advice_set_aside(in_window, "it", "window") == advice_set_aside(
            printed, "it", "cli", tournament=4, numbers=numbers
        )


def test_a_bye_reads_bye_in_the_english_window(qtbot, ui_context):
    """15 pairs: one rests; its row says "bye" where a table's number stands (the number the
    round keeps for it, 8, is no table of the room), with no Italian word beside it."""
    tid = burraco_tournament(ui_context.services, 15)
    ui_context.open_tournament(tid)
    widget = RoundsPage(ui_context)
    qtbot.addWidget(widget)
    qtbot.mouseClick(widget.generate_button, Qt.MouseButton.LeftButton)
    resting = [t.table for t in widget.model.rows() if not t.ew]
    assert len(resting) == 1
    assert _index(widget, resting[0], "table").data() == "bye"
    assert _index(widget, resting[0], "ew").data() == ""
    shown = [_index(widget, table, "table").data() for table in range(1, 8)]
    assert shown == [str(table) for table in range(1, 8)]  # the tables played keep theirs
