"""The standings page after a scala 40 elimination's stage: who goes on to the next stage is
ticked in a "Goes on" column (scala40.md: "a ranking after each day; 40 -> 16 -> 8 ->
final"), so the director need not count to the cut; players level across the cut all go on
until lots are drawn, and the column says so. Nothing is marked while a stage is played.

Every figure is chosen here (the tables are played so the cut's outcome follows from the
domain's rules: place at the table first, then the lower total penalty)."""

from __future__ import annotations

import random

import pytest

from tests.builders.final_ties import play_heats
from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    Prize,
    Scala40Hand,
    Scala40Settings,
    Scala40Standing,
    Services,
    TournamentId,
)
from tournament_app.ui.standings.columns import prize_line
from tournament_app.ui.standings.page import StandingsPage

# Over 151 out, cut to 16, then 8, then a final table of 4 (the club's evening).
CLUB = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(16, 8, 4))
TICK = "\u2713"
TIED = "tied: draw lots"


def _play(services: Services, tournament: TournamentId, table: int, second: int, winner: int):
    """Play stage 1's `table` (over 151 out): the first seat wins with `winner` points, the
    second is 2nd with `second` (its last hand more than one hand can cost: confirmed), the
    third and fourth go out on 160. The seat order."""
    sheet = services.results.sheet(tournament, 1, table)
    a, b, c, d = sheet.players
    hands = [
        Scala40Hand(points=((a, winner), (b, 1), (d, 160)), closer=c),
        Scala40Hand(points=((b, 1), (c, 160)), closer=a),
        Scala40Hand(points=((b, second - 2),), closer=a),
    ]
    version = sheet.version or None
    for hand in hands:
        sheet = services.results.enter_hand(
            tournament, 1, table, hand, expected_version=version, despite_unlikely=True
        )
        version = sheet.version
    assert sheet.finished
    return [a, b, c, d]


def _page(qtbot, ui_context, tournament: TournamentId) -> StandingsPage:
    ui_context.open_tournament(tournament)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def _marks(page: StandingsPage) -> dict[int, str]:
    """The "Goes on" cell of every player marked, as the director reads it (hidden: none)."""
    column = page.model.column_index("going_on")
    if page.view.isColumnHidden(column):
        return {}
    cells = {
        standing.entry: page.model.index(row, column).data()
        for row, standing in enumerate(page.model.rows())
    }
    return {entry: text for entry, text in cells.items() if text}


@pytest.fixture
def forty(ui_context):
    """40 players, cut to 16 by the ranking; stage 1 published: (services, tournament)."""
    services = ui_context.services
    tournament = scala40_tournament(services, 40, CLUB)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    return services, tournament


def test_the_sixteen_through_the_ranking_cut_are_ticked(qtbot, ui_context, forty):
    """10 tables: the 10 winners, then the 2nds with the lowest totals (tables 1 to 6, 201 to
    206 against 207 to 210) make the 16. Not before the last table is over."""
    services, tournament = forty
    page = _page(qtbot, ui_context, tournament)
    seats = [_play(services, tournament, t, 200 + t, t) for t in range(1, 10)]
    assert _marks(page) == {}  # table 10 still playing: nobody is through yet
    assert "go on" not in page.summary.text()
    seats.append(_play(services, tournament, 10, 210, 10))
    sixteen = {s[0] for s in seats} | {s[1] for s in seats[:6]}
    assert _marks(page) == dict.fromkeys(sixteen, TICK)
    assert "16 go on" in page.summary.text()
    # The ticked rows are the top 16 of the ranking: a block the director reads down.
    assert {row.entry for row in page.model.rows() if row.rank <= 16} == sixteen
    # Stage 2 published: the stage column says who went on; the tick is gone.
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 2)
    assert _marks(page) == {}


def test_a_redraw_reads_the_stages_once_for_the_final_and_the_cut(
    qtbot, ui_context, forty, monkeypatch
):
    """Which stage is the final and who goes on are both decided from the stages played:
    read once a redraw (each read is every round with its seating, a round trip a table's
    worth of rows on a server)."""
    services, tournament = forty
    for table in range(1, 11):
        _play(services, tournament, table, 200 + table, table)
    page = _page(qtbot, ui_context, tournament)
    listed = []
    read = services.rounds.list
    monkeypatch.setattr(services.rounds, "list", lambda tid: listed.append(tid) or read(tid))
    page.reload()
    assert listed == [tournament]
    assert len(_marks(page)) == 16  # the cut still decided from them


def test_a_tie_across_the_cut_is_shown_until_lots_are_drawn(qtbot, ui_context, forty):
    """The 2nds of tables 6 and 7 both end on 206, level for the 16th place: both go on
    (17 in all) and both read "tied: draw lots"; once lots are drawn, 16 ticks."""
    services, tournament = forty
    seconds = [201, 202, 203, 204, 205, 206, 206, 208, 209, 210]
    seats = [_play(services, tournament, t, seconds[t - 1], t) for t in range(1, 11)]
    page = _page(qtbot, ui_context, tournament)
    level = {seats[5][1], seats[6][1]}
    clear = {s[0] for s in seats} | {s[1] for s in seats[:5]}
    marks = _marks(page)
    assert marks == {**dict.fromkeys(clear, TICK), **dict.fromkeys(level, TIED)}
    assert "17 go on" in page.summary.text()
    first, second = services.standings.draw_lots(tournament, tuple(level), rng=random.Random(3))
    marks = _marks(page)
    assert marks == dict.fromkeys(clear | {first}, TICK)
    assert second not in marks


def test_the_winner_of_each_table_is_ticked(qtbot, ui_context):
    """Each table's winner goes on (the default). Four tables of 4 as
    tests/builders/final_ties.py plays them: the four winners are ticked."""
    services = ui_context.services
    heats = play_heats(services)
    page = _page(qtbot, ui_context, heats.tournament)
    assert _marks(page) == dict.fromkeys(heats.place(0), TICK)


def test_a_tie_for_the_only_place_at_a_table_is_shown(qtbot, ui_context):
    """8 players, 2 tables, each table's winner goes on. Table 2 is stopped on time with its
    first two level on 30 (w 30, x 30, y 55, z 70): both go on, tied, until lots are drawn."""
    services = ui_context.services
    tournament = scala40_tournament(services, 8)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    sheet = services.results.sheet(tournament, 1, 1)
    a, *_rest = sheet.players
    others = tuple((p, 40) for p in sheet.players[1:])
    version = None
    for _hand in range(3):  # the other three pay 40 a hand: out together at 120 (limit 101)
        sheet = services.results.enter_hand(
            tournament, 1, 1, Scala40Hand(others, closer=a), expected_version=version
        )
        version = sheet.version
    assert sheet.finished
    w, x, y, z = services.results.sheet(tournament, 1, 2).players
    sheet = services.results.enter_hand(
        tournament, 1, 2, Scala40Hand(((w, 30), (y, 50), (z, 60)), closer=x)
    )
    sheet = services.results.enter_hand(
        tournament,
        1,
        2,
        Scala40Hand(((x, 30), (y, 5), (z, 10)), closer=w),
        expected_version=sheet.version,
    )
    sheet = services.results.time_out(tournament, 1, 2, expected_version=sheet.version)
    assert sheet.finished
    page = _page(qtbot, ui_context, tournament)
    assert _marks(page) == {a: TICK, w: TIED, x: TIED}


def test_one_penalty_point_is_singular_in_the_prize_list(qapp):
    """ "1 penalty point", as in "(round 1, 1 penalty point)"; more stay plural (the
    penalty points of the last stage, which rank)."""
    one = Scala40Standing(1, 30, "Gentile Antonio", 1, 1, 1, None, None, stage_penalty=1)
    champion = Scala40Standing(1, 17, "Costa Piero", 2, 9, 2, None, None, stage_penalty=1)
    two = Scala40Standing(2, 4, "Rossi Anna", 1, 2, 1, None, None, stage_penalty=2)
    assert prize_line(Prize("", 1, one), elimination=True).endswith("(round 1, 1 penalty point)")
    assert prize_line(Prize("", 1, champion), elimination=True, final=2).endswith(
        "(final, 1 penalty point)"
    )
    assert prize_line(Prize("", 2, two), elimination=True).endswith("(round 1, 2 penalty points)")
