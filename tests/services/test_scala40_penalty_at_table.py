"""An elimination's penalty points count in the player's table game (scala40.md: each table is
played to the limit, 101, a player reaching it is out; the last one below it wins): the sheet,
its places, the standings and the printouts follow one game. The points count from the moment
they are given: in the last hand the player has played, so the next hand starts from them (a
player they put out has no figure in it), and once the table's hands are all in they count in
the player's last hand and may change the places (several out in one hand: the lower total
places higher). A stage already over takes none. Placement points keep them as a ranking
penalty (the tie-break total), off the table's game.

Every table here is one of four, the seats a, b, c, d as the sheet lists them; the expected
totals and places are worked out by hand in each test's docstring.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tests.builders.tournaments import play_out, published_round, scala40_tournament
from tournament_app.exports.grids import standings_grid
from tournament_app.hall.sheet_pages import sheet_view
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Scala40Sheet,
    Scala40Standing,
    ServiceError,
    Services,
    TournamentId,
    hall_pages,
)
from tournament_app.services.messages import describe
from tournament_app.services.reports import documents as reports
from tournament_app.services.sheet_rows import replay_sheet


def _table(services: Services) -> tuple[TournamentId, list[int]]:
    """Four players, one table (round 1 is the final), published: (tournament, seats)."""
    tid = scala40_tournament(services, 4)
    published_round(services, tid)
    return tid, list(services.results.sheet(tid, 1, 1).players)


def _hand(
    services: Services, tid: TournamentId, closer: int, points: Sequence[tuple[int, int]]
) -> Scala40Sheet:
    version = services.results.sheet(tid, 1, 1).version or None
    hand = Scala40Hand(tuple(points), closer=closer)
    return services.results.enter_hand(tid, 1, 1, hand, expected_version=version)


def _points(services: Services, tid: TournamentId, entry: int, mp: int) -> None:
    services.penalties.add(tid, entry, PenaltyKind.MP, mp=mp, round_number=1, reason="x")


def _places(sheet: Scala40Sheet) -> dict[int, tuple[int, int]]:
    return {p.entry: (p.place, p.total) for p in sheet.placings}


def _standings(services: Services, tid: TournamentId) -> dict[int, Scala40Standing]:
    rows = services.standings.overall(tid)
    assert all(isinstance(row, Scala40Standing) for row in rows)
    return {row.entry: row for row in rows}  # type: ignore[misc]


def test_penalty_points_that_reach_the_limit_put_the_player_out(services: Services) -> None:
    """Hand 1: a closes, b 60, c 30, d 20. +45 to b: 105, out at once (in hand 1, the last
    he played), so hand 2 takes no figure of his. Hand 2: a closes, c 80 (110, out), d 50
    (70). Hand 3: d closes, a 101 (out): d wins, a 2nd, c 3rd, b 4th on 105."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, a, ((b, 60), (c, 30), (d, 20)))
    _points(services, tid, b, 45)
    sheet = services.results.sheet(tid, 1, 1)
    assert dict(sheet.totals)[b] == 105 and sheet.eliminated == (b,)
    assert sheet.in_play == (a, c, d)
    with pytest.raises(ServiceError) as refused:
        _hand(services, tid, a, ((b, 5), (c, 80), (d, 50)))
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert services.results.sheet(tid, 1, 1).version == sheet.version
    _hand(services, tid, a, ((c, 80), (d, 50)))
    sheet = _hand(services, tid, d, ((a, 101),))
    assert sheet.finished
    assert _places(sheet) == {d: (1, 70), a: (2, 101), c: (3, 110), b: (4, 105)}
    rows = _standings(services, tid)
    assert [(rows[n].rank, rows[n].last_place, rows[n].stage_penalty) for n in (d, a, c, b)] == [
        (1, 1, 70),
        (2, 2, 101),
        (3, 3, 110),
        (4, 4, 105),
    ]
    assert services.rounds.progress(tid, 1).tables[0].entered


def test_penalty_points_below_the_limit_go_on_the_running_total(services: Services) -> None:
    """Hand 1: a closes, b 60, c 30, d 20. +20 to b: 80, still in ("in gioco" on 80). Hand 2:
    a closes, b 25 (80 + 25 = 105: out, where the hands alone, 85, would not be), c 10 (40),
    d 10 (30). Hand 3: a closes, c 70 (110), d 75 (105): both out, a wins, d 2nd (the lower
    total), c 3rd, b 4th. The sheet marks the +20 in b's last hand, in its total."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, a, ((b, 60), (c, 30), (d, 20)))
    _points(services, tid, b, 20)
    assert _standings(services, tid)[b].playing == 80
    assert dict(services.results.sheet(tid, 1, 1).totals)[b] == 80
    sheet = _hand(services, tid, a, ((b, 25), (c, 10), (d, 10)))
    assert sheet.eliminated == (b,) and dict(sheet.totals)[b] == 105
    sheet = _hand(services, tid, a, ((c, 70), (d, 75)))
    assert _places(sheet) == {a: (1, 0), d: (2, 105), c: (3, 110), b: (4, 105)}
    rows = replay_sheet(sheet, Scala40Settings()).rows
    second = rows[1].cell(b)
    assert (second.paid, second.added, second.eliminated, rows[1].totals[b]) == (25, 20, True, 105)
    assert rows[0].cell(b).added is None and rows[0].totals[b] == 60


def test_penalty_points_after_the_last_hand_may_change_the_places(services: Services) -> None:
    """Hand 1: b closes, a 95, c 50, d 110 (out). Hand 2: a closes, b 103 (out), c 60 (110,
    out): a wins on 95, b 2nd, c 3rd, d 4th. Then +10 to a: 105, counted in hand 2, a's
    last, so a is out there with b (103) and c (110): b 1st, a 2nd, c 3rd, d 4th. Then +10
    to b (113, still in hand 2): a 1st again (105), c 2nd (110), b 3rd (113)."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, b, ((a, 95), (c, 50), (d, 110)))
    sheet = _hand(services, tid, a, ((b, 103), (c, 60)))
    assert _places(sheet) == {a: (1, 95), b: (2, 103), c: (3, 110), d: (4, 110)}
    _points(services, tid, a, 10)
    sheet = services.results.sheet(tid, 1, 1)
    assert sheet.finished
    assert _places(sheet) == {b: (1, 103), a: (2, 105), c: (3, 110), d: (4, 110)}
    assert [_standings(services, tid)[n].rank for n in (b, a, c, d)] == [1, 2, 3, 4]
    _points(services, tid, b, 10)
    sheet = services.results.sheet(tid, 1, 1)
    assert _places(sheet) == {a: (1, 105), c: (2, 110), b: (3, 113), d: (4, 110)}


def test_taking_the_points_back_puts_the_player_back_in_play(services: Services) -> None:
    """Hand 1: a closes, b 60, c 30, d 20; +45 puts b out (105). Taken back, b is in play
    on 60 and the next hand needs a figure of his again."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, a, ((b, 60), (c, 30), (d, 20)))
    _points(services, tid, b, 45)
    (penalty,) = services.penalties.list(tid)
    services.penalties.remove(tid, penalty.id)
    sheet = services.results.sheet(tid, 1, 1)
    assert dict(sheet.totals)[b] == 60 and b in sheet.in_play
    assert _standings(services, tid)[b].playing == 60


def test_a_penalty_before_the_first_hand_is_where_the_table_starts(services: Services) -> None:
    """+30 to c before any hand: c starts on 30 ("in gioco" on 30, the others on 0). Hand 1:
    a closes, b 20, c 71 (30 + 71 = 101: out), d 20."""
    tid, (a, b, c, d) = _table(services)
    _points(services, tid, c, 30)
    assert [_standings(services, tid)[n].playing for n in (a, b, c, d)] == [0, 0, 30, 0]
    sheet = _hand(services, tid, a, ((b, 20), (c, 71), (d, 20)))
    assert sheet.eliminated == (c,) and dict(sheet.totals)[c] == 101


def _two_stages(services: Services) -> tuple[TournamentId, list[int], list[int]]:
    """Eight players, round 1 at two tables of four, each played out by `play_out` (its first
    seat closes every hand; the others go out together on 120); round 2, the final of the two
    winners, announced. Returns (tournament, table 1's seats, table 2's)."""
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    seats = [play_out(services, tid, 1, table) for table in (1, 2)]
    published_round(services, tid)
    return tid, seats[0], seats[1]


def test_a_stage_already_over_takes_no_penalty_points(services: Services) -> None:
    """Round 2 announced: round 1's tables decided who went on, so penalty points given in
    round 1 are refused with a sentence, and nothing is stored."""
    tid, (winner, *_), _ = _two_stages(services)
    before = services.standings.overall(tid)
    with pytest.raises(ServiceError) as refused:
        services.penalties.add(tid, winner, PenaltyKind.MP, mp=10, round_number=1, reason="x")
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert "il turno 1 è chiuso" in describe(refused.value, "it")
    assert services.penalties.list(tid) == ()
    assert services.standings.overall(tid) == before


def test_penalty_points_in_a_round_the_player_did_not_sit_are_refused(services: Services) -> None:
    """Round 2's final seats the two winners: a player out in round 1 has no table there."""
    tid, (_, out, *_), _ = _two_stages(services)
    with pytest.raises(ServiceError) as refused:
        services.penalties.add(tid, out, PenaltyKind.MP, mp=10, round_number=2, reason="x")
    assert f"il giocatore {out} non siede" in describe(refused.value, "it")
    assert services.penalties.list(tid) == ()


def test_each_printout_shows_the_points_in_the_stage_given(services: Services) -> None:
    """+10 to table 1's first seat in round 1 before it is played: 10 on its sheet, still
    the winner (the others end on 120). The round results print the cards as signed (0),
    +10 beside them. The final is played out (its first seat wins on 0, the other ends on
    120): the winner of table 1 has no +10 on the final's row, a stage it was not given in,
    and the final's own total."""
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    first = services.results.sheet(tid, 1, 1).players[0]
    services.penalties.add(tid, first, PenaltyKind.MP, mp=10, round_number=1, reason="x")
    play_out(services, tid, 1, 1)
    play_out(services, tid, 1, 2)
    assert _places(services.results.sheet(tid, 1, 1))[first] == (1, 10)
    results = reports.round_results_document(services, tid, 1)
    placed = {p.entry.number: p for t in results.tables for p in t.placings}
    assert (placed[first].penalty_total, placed[first].director_penalty) == (0, 10)
    final = published_round(services, tid)
    (winner, _) = play_out(services, tid, final, 1)
    rows = {r.entry.number: r for r in reports.standings_document(services, tid).rows}
    assert rows[first].director_penalty is None
    assert rows[first].penalty_total == (0 if first == winner else 120)


def test_with_placement_points_they_stay_off_the_table(services: Services) -> None:
    """Placement points (4-2-1-0, tie-broken by the lower total): +50 to b in round 1 while
    the table is played leaves the sheet alone (b on 60, in play). Hand 2: a closes, b 50,
    c 80, d 90: b, c and d out together on 110, sharing 2nd at the table; the standings
    count b's 50 on top (160), so c and d rank 2nd, b 4th."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, 4, settings)
    published_round(services, tid)
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    _hand(services, tid, a, ((b, 60), (c, 30), (d, 20)))
    _points(services, tid, b, 50)
    sheet = services.results.sheet(tid, 1, 1)
    assert dict(sheet.totals)[b] == 60 and b in sheet.in_play and sheet.penalties == ()
    sheet = _hand(services, tid, a, ((b, 50), (c, 80), (d, 90)))
    assert _places(sheet) == {a: (1, 0), b: (2, 110), c: (2, 110), d: (2, 110)}
    rows = _standings(services, tid)
    assert [(rows[n].rank, rows[n].penalty_total) for n in (a, c, d, b)] == [
        (1, 0),
        (2, 110),
        (2, 110),
        (4, 160),
    ]


def test_who_left_by_forfeit_is_not_in_play_and_is_marked(services: Services) -> None:
    """The final of four (round 1, one table). Hand 1: a closes, b 20, c 30, d 40; then c
    leaves by forfeit: c is last at the table from that moment (4th), not "in gioco", and
    ranked below a, b and d who still play it; the row names the round lost so. Hand 2:
    a closes, b 90 (110), d 70 (110): a wins, b and d share 2nd, c still 4th, marked."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, a, ((b, 20), (c, 30), (d, 40)))
    services.penalties.add(tid, c, PenaltyKind.FORFEIT, round_number=1, reason="via")
    rows = _standings(services, tid)
    assert [rows[n].playing for n in (a, b, c, d)] == [0, 20, None, 40]
    assert (rows[c].stage, rows[c].last_place, rows[c].stage_penalty) == (1, 4, 30)
    assert rows[c].rank == 4 and rows[c].forfeited == (1,)
    assert [row.entry for row in services.standings.overall(tid)][-1] == c
    assert all(rows[n].forfeited == () for n in (a, b, d))
    _hand(services, tid, a, ((b, 90), (d, 70)))
    rows = _standings(services, tid)
    assert [(rows[n].rank, rows[n].last_place) for n in (a, b, d, c)] == [
        (1, 1),
        (2, 2),
        (2, 2),
        (4, 4),
    ]
    assert rows[c].forfeited == (1,) and rows[c].playing is None
    document = reports.standings_document(services, tid)
    printed = {r.entry.number: r for r in document.rows}
    assert printed[c].forfeited == (1,) and not printed[c].playing
    # Every printed face (PDF, workbook, web page, hall) draws this grid: its note says so.
    grid = standings_grid(document, "Classifica")
    note = [column.title for column in grid.columns].index("Note")
    notes = {row[1]: row[note] for row in grid.rows}
    assert notes[c] == "forfait, T1" and notes[a] == ""


def test_the_halls_sheet_marks_the_points_in_its_totals(services: Services) -> None:
    """Hand 1: a closes, b 60, c 30, d 20; +20 to b: the hall's sheet shows "60" with
    "P +20" by it, 80 in b's total, and its legend says what P is."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, a, ((b, 60), (c, 30), (d, 20)))
    _points(services, tid, b, 20)
    for language, legend in (("it", "P = punti di penalità del direttore"), ("en", "P = the dir")):
        view = sheet_view(language, hall_pages.hall_sheet(services, tid, 1, 1, language=language))
        (line,) = view.rows
        cell = line.cells[view.numbers.index(b)]
        assert (cell.shown, cell.marks) == ("60", "P +20")
        assert view.totals[view.numbers.index(b)] == 80
        assert legend in view.legend


def test_points_that_part_an_ordered_tie_leave_its_order_behind(services: Services) -> None:
    """Hand 1: a closes, b 110, c 110, d 20: b and c out together on 110, a full tie. Hand
    2: a closes, d 90 (110, out): a 1st, d 2nd, b and c 3rd; the director orders c before
    b. Then +5 to c (115, in hand 1, c's last): no tie any more, the lower total places
    higher (b 3rd, c 4th), whatever the order said."""
    tid, (a, b, c, d) = _table(services)
    _hand(services, tid, a, ((b, 110), (c, 110), (d, 20)))
    sheet = _hand(services, tid, a, ((d, 90),))
    assert _places(sheet) == {a: (1, 0), d: (2, 110), b: (3, 110), c: (3, 110)}
    sheet = services.results.give_tie_order(tid, 1, 1, (c, b), expected_version=sheet.version)
    assert _places(sheet)[c] == (3, 110) and _places(sheet)[b] == (4, 110)
    _points(services, tid, c, 5)
    sheet = services.results.sheet(tid, 1, 1)
    assert sheet.ties == ()
    assert _places(sheet) == {a: (1, 0), d: (2, 110), b: (3, 110), c: (4, 115)}
    assert [_standings(services, tid)[n].rank for n in (a, d, b, c)] == [1, 2, 3, 4]
