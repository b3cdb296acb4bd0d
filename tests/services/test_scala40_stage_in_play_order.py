"""An elimination's standings while a stage is played (scala40.md: players are placed by order
of elimination, the last out 2nd; the standings put first who got furthest, then the place at
the table in that stage, then that stage's penalty points). Whoever sits at a table of the
stage being played ranks above everyone out in an earlier stage; a player already out at the
limit at a table still played holds the place the order of elimination gave them there at
once; those still playing rank above them, with no rank shown yet (their order provisional).

Every figure below is chosen here and every expected order worked out by hand from those rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from tests.builders.tournaments import player, scala40_tournament
from tournament_app.services import (
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Scala40Standing,
    Services,
    TournamentId,
)

# What each heat's winner pays in round 1, by table: at tables 1-4 the winner is alone first.
HEAT_COST = {1: 43, 2: 53, 3: 10, 4: 20}


def _hands(
    services: Services,
    tid: TournamentId,
    round_number: int,
    table: int,
    hands: Sequence[tuple[int, dict[int, int]]],
) -> None:
    """Enter `hands` at a table, each (closer, {player: points})."""
    version = services.results.sheet(tid, round_number, table).version or None
    for closer, points in hands:
        sheet = services.results.enter_hand(
            tid,
            round_number,
            table,
            Scala40Hand(tuple(points.items()), closer=closer),
            expected_version=version,
        )
        version = sheet.version


def _rows(services: Services, tid: TournamentId) -> list[Scala40Standing]:
    rows = services.standings.overall(tid)
    assert all(isinstance(row, Scala40Standing) for row in rows)
    return list(rows)  # type: ignore[arg-type]


def _heats_with_a_tie_at_the_cut(services: Services) -> tuple[TournamentId, dict[str, int]]:
    """Twenty players, the default elimination (the winner of each table goes on, limit 101):
    five tables of 4 in round 1, a final of 5. Tables 1-4 (seats w, x, y, z): x closes, w pays
    HEAT_COST, y and z 1; w closes, x pays 100 + t, y 120 + t, z 130 + t, all three out in that
    hand: w 1st, x 2nd (100 + t), y 3rd (121 + t), z 4th (131 + t). Table 5: w closes, x pays
    30, y 40, z 50; x closes, w pays 30, y and z 5; time is called: w and x level on 30 for
    1st, y 3rd on 45, z 4th on 55. The draw at the cut puts w5 ("Verdi") through and x5
    ("Bianchi") out; the final is published. Returns the tournament and the players by name:
    w1..w5, x1..x5, y1..y5, z1..z5."""
    tid = scala40_tournament(services, 20)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    named: dict[str, int] = {}
    for table in seating.tables:
        t = table.table
        w, x, y, z = table.players
        named |= {f"w{t}": w, f"x{t}": x, f"y{t}": y, f"z{t}": z}
        if t < 5:
            _hands(
                services,
                tid,
                1,
                t,
                [
                    (x, {w: HEAT_COST[t], y: 1, z: 1}),
                    (w, {x: 100 + t, y: 120 + t, z: 130 + t}),
                ],
            )
        else:
            _hands(services, tid, 1, t, [(w, {x: 30, y: 40, z: 50}), (x, {w: 30, y: 5, z: 5})])
            version = services.results.sheet(tid, 1, t).version
            services.results.time_out(tid, 1, t, expected_version=version)
    services.standings.record_draw(tid, (named["w5"], named["x5"]))
    final = services.rounds.generate(tid)
    assert sorted(final.tables[0].players) == sorted(named[f"w{t}"] for t in range(1, 6))
    services.rounds.publish(tid, final.number)
    return tid, named


def _round_one_out(n: dict[str, int]) -> list[tuple[int, int]]:
    """(rank, player) of everyone out in round 1, with the final of 5 above them: x5 (1st at
    table 5 on 30, drawn out) 6th; the 2nds x1-x4 (101-104) 7th to 10th; the 3rds y5 (45),
    y1-y4 (122-125) 11th to 15th; the 4ths z5 (55), z1-z4 (132-135) 16th to 20th."""
    order = ["x5", "x1", "x2", "x3", "x4", "y5", "y1", "y2", "y3", "y4"]
    order += ["z5", "z1", "z2", "z3", "z4"]
    return [(rank, n[name]) for rank, name in enumerate(order, start=6)]


def test_mid_final_who_is_out_there_takes_their_place_and_round_one_stays_below(
    services: Services,
) -> None:
    """The final: w3 closes, w1 pays 101 (out, 5th), w2 20, w4 30, w5 10; w4 closes, w2 pays
    90 (out on 110, 4th), w3 5, w5 10. Still playing: w3 on 5, w5 on 20, w4 on 30."""
    tid, n = _heats_with_a_tie_at_the_cut(services)
    w1, w2, w3, w4, w5 = (n[f"w{t}"] for t in range(1, 6))
    _hands(
        services,
        tid,
        2,
        1,
        [(w3, {w1: 101, w2: 20, w4: 30, w5: 10}), (w4, {w2: 90, w3: 5, w5: 10})],
    )
    rows = _rows(services, tid)
    # The three still playing first, in play with their running totals, no rank shown.
    assert {(r.entry, r.playing, r.rank_shown) for r in rows[:3]} == {
        (w3, 5, None),
        (w4, 30, None),
        (w5, 20, None),
    }
    assert sorted(r.rank for r in rows[:3]) == [1, 2, 3]
    # Out at the final: their places there, at once; not in play.
    assert [(r.rank_shown, r.entry, r.stage, r.last_place, r.stage_penalty) for r in rows[3:5]] == [
        (4, w2, 2, 4, 110),
        (5, w1, 2, 5, 101),
    ]
    assert rows[3].playing is None and rows[4].playing is None
    # Everyone out in round 1 below every finalist, Bianchi (x5) first of them.
    assert [(r.rank_shown, r.entry) for r in rows[5:]] == _round_one_out(n)


def test_before_the_final_starts_the_finalists_are_above_round_one(services: Services) -> None:
    """Published, no hand yet: the five finalists in play on 0 at the top, x5 6th."""
    tid, n = _heats_with_a_tie_at_the_cut(services)
    rows = _rows(services, tid)
    assert {r.entry for r in rows[:5]} == {n[f"w{t}"] for t in range(1, 6)}
    assert all((r.playing, r.rank_shown) == (0, None) for r in rows[:5])
    assert [(r.rank_shown, r.entry) for r in rows[5:]] == _round_one_out(n)


def test_once_the_final_is_over_its_order_stands(services: Services) -> None:
    """After the two hands above: w3 closes, w4 pays 75 (out on 105, 3rd), w5 10 (30); w3
    closes, w5 pays 90 (out on 120, 2nd): w3 1st, w5 2nd, w4 3rd, w2 4th, w1 5th."""
    tid, n = _heats_with_a_tie_at_the_cut(services)
    w1, w2, w3, w4, w5 = (n[f"w{t}"] for t in range(1, 6))
    _hands(
        services,
        tid,
        2,
        1,
        [
            (w3, {w1: 101, w2: 20, w4: 30, w5: 10}),
            (w4, {w2: 90, w3: 5, w5: 10}),
            (w3, {w4: 75, w5: 10}),
            (w3, {w5: 90}),
        ],
    )
    rows = _rows(services, tid)
    assert [(r.rank_shown, r.entry, r.last_place) for r in rows[:5]] == [
        (1, w3, 1),
        (2, w5, 2),
        (3, w4, 3),
        (4, w2, 4),
        (5, w1, 5),
    ]
    assert [(r.rank_shown, r.entry) for r in rows[5:]] == _round_one_out(n)


CUT_TO_EIGHT_THEN_FOUR = Scala40Settings(stage_cuts=(8, 4))
"""Three stages: twenty players on five tables, the best 8 of the ranking on two tables of
4, the best 4 of theirs at the final."""


def _middle_stage_in_play(services: Services) -> tuple[TournamentId, dict[str, int]]:
    """Round 1, table i (0-4, seats a, b, c, d): b closes, a pays i + 1, c 101 + i (out), d
    120 + i (out); a closes, b pays 110 + i (out). So a 1st (i + 1), b 2nd (110 + i), c 3rd
    (101 + i), d 4th (120 + i). The ranking: a0-a4, b0-b4, c0-c4, d0-d4; the best 8 (a0-a4,
    b0-b2) go on to round 2, two tables of 4.

    Round 2, table 1 (seats p, q, r, s) is played out: p closes, q pays 20, r 101 (out), s
    105 (out); p closes, q pays 90 (out on 110): p 1st, q 2nd, r 3rd (101), s 4th (105).
    Table 2 (seats e, f, g, h) is still played: e closes, f pays 10, g 30, h 102 (out, 4th);
    f closes, e pays 15, g 80 (out on 110, 3rd). Still playing: e on 15, f on 10."""
    tid = scala40_tournament(services, 20, CUT_TO_EIGHT_THEN_FOUR)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    named: dict[str, int] = {}
    for i, table in enumerate(seating.tables):
        a, b, c, d = table.players
        named |= {f"a{i}": a, f"b{i}": b, f"c{i}": c, f"d{i}": d}
        _hands(
            services,
            tid,
            1,
            table.table,
            [(b, {a: i + 1, c: 101 + i, d: 120 + i}), (a, {b: 110 + i})],
        )
    second = services.rounds.generate(tid)
    going_on = {named[f"a{i}"] for i in range(5)} | {named[f"b{i}"] for i in range(3)}
    assert {p for t in second.tables for p in t.players} == going_on
    services.rounds.publish(tid, 2)
    one, two = second.tables
    p, q, r, s = one.players
    _hands(services, tid, 2, one.table, [(p, {q: 20, r: 101, s: 105}), (p, {q: 90})])
    e, f, g, h = two.players
    _hands(services, tid, 2, two.table, [(e, {f: 10, g: 30, h: 102}), (f, {e: 15, g: 80})])
    named |= {"p": p, "q": q, "r": r, "s": s, "e": e, "f": f, "g": g, "h": h}
    return tid, named


def test_a_middle_stage_in_play_ranks_its_tables_then_the_stage_before(
    services: Services,
) -> None:
    """Round 2: p won table 1 (1st); e and f, still playing, cannot yet have lost a place, so
    they come next; q 2nd; the 3rds r (101) and g (110), the lower first; the 4ths h (102) and
    s (105). Then round 1's twelve out: b3 (113), b4 (114), c0-c4, d0-d4."""
    tid, n = _middle_stage_in_play(services)
    rows = _rows(services, tid)
    assert (rows[0].rank_shown, rows[0].entry, rows[0].stage, rows[0].last_place) == (
        1,
        n["p"],
        2,
        1,
    )
    assert {(r.entry, r.playing, r.rank_shown) for r in rows[1:3]} == {
        (n["e"], 15, None),
        (n["f"], 10, None),
    }
    assert [(r.rank_shown, r.entry, r.stage, r.last_place, r.stage_penalty) for r in rows[3:8]] == [
        (4, n["q"], 2, 2, 110),
        (5, n["r"], 2, 3, 101),
        (6, n["g"], 2, 3, 110),
        (7, n["h"], 2, 4, 102),
        (8, n["s"], 2, 4, 105),
    ]
    assert all(r.playing is None for r in rows[3:])
    earlier = ["b3", "b4", *(f"c{i}" for i in range(5)), *(f"d{i}" for i in range(5))]
    assert [(r.rank_shown, r.entry, r.stage) for r in rows[8:]] == [
        (rank, n[name], 1) for rank, name in enumerate(earlier, start=9)
    ]


def test_an_entry_never_seated_in_an_elimination_is_not_ranked(services: Services) -> None:
    """Eight players; a ninth entered once round 1 is published never sits at a table (an
    elimination seats only who goes on): not ranked, nor given a prize; table 1 played out
    (its first seat wins, the others out together on 120, sharing 2nd)."""
    tid = scala40_tournament(services, 8)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    late = services.entries.add(tid, player(9)).number
    winner, *others = seating.tables[0].players
    _hands(services, tid, 1, seating.tables[0].table, [(winner, dict.fromkeys(others, 40))] * 3)
    rows = _rows(services, tid)
    assert late not in {r.entry for r in rows}
    assert len(rows) == 8
    # Table 2 still played: its four in play; table 1's winner first, then its three level.
    assert rows[0].entry == winner and rows[0].rank_shown == 1
    assert {r.entry for r in rows[1:5]} == set(seating.tables[1].players)
    assert [(r.rank_shown, r.last_place) for r in rows[5:]] == [(6, 2)] * 3
    prized = {p.standing.entry for p in services.standings.prizes(tid, places=8)}
    assert late not in prized


def test_with_placement_points_who_is_out_at_a_table_still_played_has_its_place(
    services: Services,
) -> None:
    """Placement points 4-2-1-0, eight players at two tables of 4, round 1. Table 1: the
    first seat closes, the second pays 10, the third 20, the fourth 105 (out, 4th of 4: 0
    points, 105 penalty points, no longer "in gioco"); the three others play on."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, 8, settings)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    table = seating.tables[0]
    first, second, third, fourth = table.players
    _hands(services, tid, 1, table.table, [(first, {second: 10, third: 20, fourth: 105})])
    rows = {row.entry: row for row in _rows(services, tid)}
    out = rows[fourth]
    assert (out.playing, out.points, out.last_place, out.penalty_total) == (None, 0, 4, 105)
    assert out.rank_shown is not None
    assert [rows[p].playing for p in (first, second, third)] == [0, 10, 20]
