"""The standings page: redrawn the moment a result is in; filters; the prize list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.ui.standings.page import StandingsPage


def four_pairs_round_one(services):
    """Four pairs, round 1 published with no result."""
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    return tid


def scala40_afternoon(services):
    return services.demo.create_scala40_afternoon()


# Built once per process and copied for each test that starts from them.
STATES = {
    "four_pairs": with_services(four_pairs_round_one, station="test"),
    "demo_afternoon": with_services(scala40_afternoon, station="test"),
}
start, ui_context = ui_snapshot_fixtures(STATES)
four_pairs = state_value("four_pairs")
demo_afternoon = state_value("demo_afternoon")


def test_updates_the_moment_a_result_is_entered(qtbot, ui_context, qtmodeltester):
    """A 640-245 result puts its NS pair first with 14 VP and +395 at once (FIBUR 3 hands)."""
    services = ui_context.services
    tid = burraco_tournament(services, 16)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    seat = services.rounds.get(tid, 1).tables[0]
    services.results.enter_totals(tid, 1, seat.table, 640, 245)
    rows = {row.entry: row for row in page.model.rows()}
    first, second = page.model.rows()[0], rows[seat.ew[0]]
    assert (first.entry, first.vp, first.mp_difference) == (seat.ns[0], 14, 395)
    assert (second.entry, second.vp, second.mp_difference) == (seat.ew[0], 6, -395)
    qtmodeltester.check(page.model)
    round_column = page.model.column_index("round1")
    assert page.model.index(0, round_column).data() == "14"
    vp_column = page.model.column_index("vp")
    alignment = page.model.index(0, vp_column).data(Qt.ItemDataRole.TextAlignmentRole)
    assert alignment & int(Qt.AlignmentFlag.AlignRight)


def test_group_filter_and_prize_list(qtbot, ui_context):
    """Filtering by group shows only that group's pairs; the prize list follows the choice."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    for number in (1, 2):
        services.entries.edit(tid, number, group="A", category="B")
    for number in (3, 4):
        services.entries.edit(tid, number, group="B", category="C")
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 500, 100)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()  # a page reads its ranking once on screen
    labels = [page.filter_choice.itemText(i) for i in range(page.filter_choice.count())]
    assert labels == ["Everyone", "Group A", "Group B", "Category B", "Category C"]
    page.filter_choice.setCurrentIndex(1)
    assert sorted(row.entry for row in page.model.rows()) == [1, 2]
    assert page.model.rows()[0].rank == 1  # ranks restart inside the group
    page.prize_per.setCurrentIndex(page.prize_per.findData("group"))
    page.places.setValue(1)
    rule, *prizes = [page.prizes.item(i).text() for i in range(page.prizes.count())]
    # Prizes do not add up (the default): the overall first place (both winners level on
    # everything share it), then first place of each group among the pairs left.
    assert rule.startswith("Prizes do not add up")
    # Every table ended 500-100: the NS pairs won; the others lost alike and share 1st place
    # of their group.
    won = {seat.ns[0] for seat in services.rounds.get(tid, 1).tables}
    group = {1: "A", 2: "A", 3: "B", 4: "B"}
    expected = ["Overall"] * 2 + sorted(group[n] for n in group if n not in won)
    assert [line.split(" — ")[0] for line in prizes] == expected
    assert all(" — 1. " in line for line in prizes)
    winners = [int(line.split(" — 1. ")[1].split()[0]) for line in prizes]
    assert sorted(winners[:2]) == sorted(won)
    assert sorted(winners) == [1, 2, 3, 4]  # nobody takes two prizes


def test_print_preview_and_export(qtbot, ui_context, tmp_path, monkeypatch, four_pairs):
    """Export writes the workbook where the director chose; Print opens a preview."""
    import tournament_app.ui.export_actions as export_actions

    tid = four_pairs
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()  # the director prints the ranking on screen
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    target = tmp_path / "serata.xlsx"
    ui_context.dialogs.files_to_save.append(str(target))
    assert export_actions.export_everything(page) == target
    assert target.read_bytes()[:2] == b"PK"  # an xlsx is a zip
    html = export_actions.view_as_html(page.view, "Classifica")
    assert "<th>VP</th>" in html and html.count("<tr>") == 5
    from tournament_app.ui import print_preview

    preview = print_preview.print_view(page, page.view, "Classifica")
    assert preview.isVisible()
    preview.close()


def test_export_refusal_is_explained(qtbot, ui_context, tmp_path, monkeypatch):
    """A folder that cannot be written: the director is told and nothing crashes."""
    import tournament_app.ui.export_actions as export_actions

    tid = burraco_tournament(ui_context.services, 4)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    ui_context.dialogs.files_to_save.append(str(tmp_path / "missing" / "dir" / "x.xlsx"))
    assert export_actions.export_everything(page) is None
    assert "Could not write" in ui_context.dialogs.messages("error")[-1]


def test_a_hidden_page_catches_up_when_shown(qtbot, ui_context, four_pairs):
    """Results typed while the standings are out of sight appear as soon as they are shown."""
    services = ui_context.services
    tid = four_pairs
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page.hide()  # the director moves to another tab
    seat = services.rounds.get(tid, 1).tables[0]
    services.results.enter_totals(tid, 1, seat.table, 640, 245)
    rows = page.model.rows()
    assert len(rows) == 4 and all(row.vp == 0 for row in rows)  # not redrawn while hidden
    page.show()
    qtbot.waitExposed(page)
    assert page.model.rows()[0].vp == 14


def test_export_to_a_web_page_writes_a_folder(qtbot, ui_context, tmp_path, monkeypatch, four_pairs):
    """Choosing "risultati.html" writes the results site into the folder "risultati"."""
    import tournament_app.ui.export_actions as export_actions

    tid = four_pairs
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    ui_context.dialogs.files_to_save.append(str(tmp_path / "risultati.html"))
    export_actions.export_everything(page)
    assert (tmp_path / "risultati" / "index.html").exists()
    assert ui_context.dialogs.messages("inform") == [f"Saved: {tmp_path / 'risultati'}"]


@pytest.fixture
def afternoon(qtbot, ui_context, demo_afternoon):
    """The standings page on the demo scala 40 afternoon (an elimination; tables 1 and 2
    over, table 3 still being played): (services, tournament id, page)."""
    services = ui_context.services
    tid = demo_afternoon
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return services, tid, page


def test_a_scala40_elimination_prize_names_the_stage_and_the_penalty_points(afternoon):
    """An elimination ranks by the stage reached, then by fewer penalty points: each prize
    line says both (it said "(1 pts)", the stage passed off as points)."""
    services, tid, page = afternoon
    page.prize_per.setCurrentIndex(page.prize_per.findData("overall"))  # the demo has categories
    # The first three through a table: those still at the demo's table 3 win nothing yet.
    ranked = [row for row in services.standings.overall(tid) if row.stage][:3]
    prizes = [page.prizes.item(i).text() for i in range(page.prizes.count())]
    assert len(prizes) == 3
    for line, row in zip(prizes, ranked, strict=True):
        assert line.endswith(f"(round {row.points}, {row.penalty_total} penalty points)"), line
        assert "pts" not in line


def test_a_prize_winner_still_at_a_table_is_said_in_play_with_the_total_so_far(qapp):
    """A finalist still playing the final when a provisional prize list is shown: "in play"
    and the running total at the final table, not the stage before's figures."""
    from tournament_app.services import Prize, Scala40Standing
    from tournament_app.ui.standings.columns import prize_line

    playing = Scala40Standing(
        1, 17, "Costa Piero", 1, 175, 1, None, None, stage_penalty=40, playing=62
    )
    assert prize_line(Prize("", 1, playing), elimination=True, final=2).endswith(
        "(in play, 62 penalty points so far)"
    )


def test_the_winner_of_the_final_is_said_to_have_reached_the_final(qapp):
    """The stage reached is named as the projector and the printed list name it: the last
    round, at one table, is the final; the penalty points are that stage's, which rank."""
    from tournament_app.services import Prize, Scala40Standing
    from tournament_app.ui.standings.columns import prize_line

    winner = Scala40Standing(1, 17, "Costa Piero", 2, 175, 2, None, None, stage_penalty=130)
    out_in_round_1 = Scala40Standing(7, 4, "Rossi Anna", 1, 105, 1, None, None, stage_penalty=105)
    assert prize_line(Prize("", 1, winner), elimination=True, final=2).endswith(
        "(final, 130 penalty points)"
    )
    assert prize_line(Prize("", 7, out_in_round_1), elimination=True, final=2).endswith(
        "(round 1, 105 penalty points)"
    )


def test_a_player_whose_first_table_is_still_playing_is_shown_playing(afternoon):
    """The demo afternoon's table 3 is still being played: its four players are listed as
    the command line and the printed standings list them, "playing", with no rank and no
    place at the table yet, and the penalty points of their table so far (its sheet's
    totals); the others with their rank, stage, place and penalty."""
    services, tid, page = afternoon
    running = dict(services.results.sheet(tid, 1, 3).totals)
    assert len(running) == 4
    keys = ("rank", "stage", "last_place", "stage_penalty")
    columns = [page.model.column_index(key) for key in keys]
    for row, standing in enumerate(page.model.rows()):
        shown = [page.model.index(row, column).data() for column in columns]
        if standing.entry in running:
            assert shown == ["", "playing", "", str(running[standing.entry])], shown
        else:
            assert all(shown) and shown[1] == "Round 1", shown


def test_a_withdrawn_pair_is_marked_and_wins_no_prize(qtbot, ui_context):
    """Pair 5, entered by mistake, withdrawn before round 1: not in the ranking at all. Pair
    1 wins its table 640-245 (14 VP), the other table ends 400-300 (11-9), then pair 1
    withdraws: its line says so, and the first prize goes to the best pair still in, the
    other table's winner (the ranking said "16. … 0 VP" and gave prizes to both)."""
    services = ui_context.services
    tid = burraco_tournament(services, 5)
    services.entries.withdraw(tid, 5)
    published_round(services, tid)
    tables = services.rounds.get(tid, 1).tables
    (first,) = [seat for seat in tables if 1 in seat.ns + seat.ew]
    (other,) = [seat for seat in tables if seat is not first]
    services.results.enter_totals(
        tid, 1, first.table, *((640, 245) if 1 in first.ns else (245, 640))
    )
    services.results.enter_totals(tid, 1, other.table, 400, 300)
    services.entries.withdraw(tid, 1)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    status = page.model.column_index("withdrawn")
    assert not page.view.isColumnHidden(status)
    shown = {
        standing.entry: page.model.index(row, status).data()
        for row, standing in enumerate(page.model.rows())
    }
    assert shown == {1: "withdrawn", 2: "", 3: "", 4: ""}
    assert page.summary.text() == "4 ranked (withdrawn: 1) · after round 1"
    page.places.setValue(1)
    prizes = [page.prizes.item(i).text() for i in range(page.prizes.count())]
    names = {standing.entry: standing.names for standing in page.model.rows()}
    assert prizes == [f"1. {other.ns[0]} {names[other.ns[0]]} (11 VP)"]


def test_nobody_withdrawn_no_status_column(qtbot, ui_context, four_pairs):
    tid = four_pairs
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.view.isColumnHidden(page.model.column_index("withdrawn"))
    assert page.summary.text() == "4 ranked · after round 1 (partial)"  # no result in yet


def test_the_summary_says_when_the_standings_are_partial(qtbot, ui_context, four_pairs):
    """Round 2 with one of its two results in: one pair of four has two rounds and the rest
    one, so the line says "partial", as the printed standings do; with the last result in it
    no longer does."""
    services = ui_context.services
    tid = four_pairs
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 500, 100)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    assert page.summary.text() == "4 ranked · after round 1"
    published_round(services, tid)
    first, second = services.rounds.get(tid, 2).tables
    services.results.enter_totals(tid, 2, first.table, 300, 200)
    qtbot.waitUntil(lambda: "partial" in page.summary.text(), timeout=3000)
    assert page.summary.text() == "4 ranked · after round 2 (partial)"
    services.results.enter_totals(tid, 2, second.table, 300, 200)
    qtbot.waitUntil(lambda: "partial" not in page.summary.text(), timeout=3000)
    assert page.summary.text() == "4 ranked · after round 2"


def test_a_long_pair_name_in_the_prize_list_wraps_and_is_whole_in_the_tooltip(qtbot, ui_context):
    """ "1. 3 De Luca Rosa - Dell'Acqua Bevilacqua Anna (…)" was cut off behind a scroll bar
    beside the standings: it wraps inside the list, and its tooltip holds it whole."""
    from tournament_app.services import PlayerSpec

    services = ui_context.services
    tid = burraco_tournament(services, 2)
    services.entries.add(
        tid,
        [
            PlayerSpec(surname="De Luca Santangelo-Visconti", name="Maria Antonietta"),
            PlayerSpec(surname="Dell'Acqua Bevilacqua", name="Anna Francesca"),
        ],
    )
    services.entries.add(
        tid, [PlayerSpec(surname="Neri", name="Ugo"), PlayerSpec(surname="Gialli", name="Eva")]
    )
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        long_ns = 3 in seat.ns
        services.results.enter_totals(
            tid, 1, seat.table, 500 if long_ns else 100, 100 if long_ns else 500
        )
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.resize(1000, 600)
    page.show()
    qtbot.waitExposed(page)
    lines = [page.prizes.item(i) for i in range(page.prizes.count())]
    winner = next(item for item in lines if "Dell'Acqua Bevilacqua Anna Francesca" in item.text())
    assert winner.toolTip() == winner.text()
    view = page.prizes
    assert view.horizontalScrollBar().maximum() == 0
    rect = view.visualItemRect(winner)
    assert rect.right() <= view.viewport().width()
    assert rect.height() > view.fontMetrics().height() * 1.5  # it wrapped onto a second line


def test_placement_points_players_at_a_table_still_played_are_marked_playing(qtbot, ui_context):
    """Placement points, eight players at two tables of 4. Table 1 plays one hand (its
    first seat closes, the others pay 20, 30, 40) and stays in play; table 2 is over after
    one hand (three out on 101, 102 and 103: the closer 1st, then by the lower total). The
    four players of table 1 have no rank yet, say "playing" and show the penalty of their
    table so far; those of table 2 their rank, 4-2-1-0 points and no mark (the last, on 0
    points and 103 penalty points, ranks below the four on 0 points with none yet: 8th)."""
    from tests.builders.tournaments import scala40_tournament
    from tournament_app.services import Scala40Format, Scala40Hand, Scala40Settings

    services = ui_context.services
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, 8, settings)
    first, second = services.rounds.generate(tid).tables
    services.rounds.publish(tid, 1)
    a, b, c, d = first.players
    hand = Scala40Hand(((b, 20), (c, 30), (d, 40)), closer=a)
    services.results.enter_hand(tid, 1, first.table, hand)
    w, x, y, z = second.players
    over = Scala40Hand(((x, 101), (y, 102), (z, 103)), closer=w)
    assert services.results.enter_hand(tid, 1, second.table, over).finished
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)

    def cells(key: str) -> dict[int, str]:
        column = page.model.column_index(key)
        return {
            s.entry: page.model.index(row, column).data() for row, s in enumerate(page.model.rows())
        }

    rank, status, penalty = cells("rank"), cells("withdrawn"), cells("penalty_total")
    points = cells("points")
    assert not page.view.isColumnHidden(page.model.column_index("withdrawn"))
    for entry, running in ((a, "0"), (b, "20"), (c, "30"), (d, "40")):
        assert (rank[entry], status[entry], penalty[entry]) == ("", "playing", running)
    assert [(rank[n], status[n], points[n]) for n in (w, x, y, z)] == [
        ("1", "", "4"),
        ("2", "", "2"),
        ("3", "", "1"),
        ("8", "", "0"),
    ]
