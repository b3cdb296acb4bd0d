"""A scala 40 forfeit at the table (a penalty of the round: "turno perso a tavolino, ultimo
al tavolo"), through the services: the table's sheet, its places and the placement points
in the standings, who goes on, and the hands entered after it.

scala40.md: players are placed by order of elimination, several out in the same hand by the
lower total, a full tie kept; placement points per place (default 4-2-1-0). A player who
forfeits is last at the table (3rd of 3 ... 6th of 6), the others' places closing up, and is
out of play from the last hand they have points in: later hands need no points for them.
Every expected order below is worked out by hand from those rules.
"""

from __future__ import annotations

import pytest

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    RoundStatus,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Scala40Standing,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe


def _one_table(services: Services, size: int, settings: Scala40Settings | None = None) -> tuple:
    """`size` players at one table of `size`, round 1 published: (tournament, the seats)."""
    settings = settings or Scala40Settings(
        table_size=size, format=Scala40Format.PLACEMENT_POINTS, rounds=1
    )
    tournament = scala40_tournament(services, size, settings)
    (table,) = services.rounds.generate(tournament).tables
    services.rounds.publish(tournament, 1)
    return tournament, list(table.players)


def _hand(services: Services, tournament: TournamentId, closer: int, **by_seat: int):
    """The next hand of table 1: `closer` goes out, the others pay their figure."""
    points = tuple((int(seat.removeprefix("p")), figure) for seat, figure in by_seat.items())
    version = services.results.sheet(tournament, 1, 1).version or None
    return services.results.enter_hand(
        tournament, 1, 1, Scala40Hand(points, closer), expected_version=version
    )


def _forfeit(services: Services, tournament: TournamentId, entry: int) -> None:
    services.penalties.add(tournament, entry, PenaltyKind.FORFEIT, round_number=1, reason="via")


def _play(services: Services, tournament: TournamentId, seats: list[int], script) -> None:
    """Each step: ("hand", closer seat, {seat: points}) or ("forfeit", seat), by seat index."""
    for step in script:
        if step[0] == "forfeit":
            _forfeit(services, tournament, seats[step[1]])
        else:
            _, closer, figures = step
            points = {f"p{seats[i]}": figure for i, figure in figures.items()}
            _hand(services, tournament, seats[closer], **points)


# (size, what happens by seat index, each seat's place by seat index)
TABLES = [
    (
        # Seat 0 (the leader, on 0) leaves after hand 1; seat 1 closes hand 2 and seat 2 goes
        # out on 110: seat 1 wins, seat 2 2nd, seat 0 3rd of 3.
        3,
        [("hand", 0, {1: 20, 2: 30}), ("forfeit", 0), ("hand", 1, {2: 80})],
        [3, 1, 2],
    ),
    (
        # Seat 3 leaves before any hand; seat 1 out on 101 in hand 1, seat 2 on 110 in hand
        # 2: seat 0 1st, seat 2 2nd, seat 1 3rd, seat 3 4th of 4.
        4,
        [("forfeit", 3), ("hand", 0, {1: 101, 2: 50}), ("hand", 0, {2: 60})],
        [1, 3, 2, 4],
    ),
    (
        # Seat 4 out on 105 in hand 1, seat 3 on 110 in hand 2, seats 1 (115) and 2 (135)
        # in hand 3, the lower total higher; then the last of them, seat 4, forfeits: the
        # order stands.
        5,
        [
            ("hand", 0, {1: 10, 2: 20, 3: 30, 4: 105}),
            ("hand", 0, {1: 10, 2: 20, 3: 80}),
            ("hand", 0, {1: 95, 2: 95}),
            ("forfeit", 4),
        ],
        [1, 2, 3, 4, 5],
    ),
    (
        # Hand 1: seats 1 and 2 out together on 101; seat 1 then leaves. Hand 2: seats 4
        # and 5 out together on 110. Hand 3: seat 3 out on 110. Seat 0 wins, seat 3 2nd,
        # seats 4 and 5 share 3rd, seat 2 5th alone, seat 1 6th of 6.
        6,
        [
            ("hand", 0, {1: 101, 2: 101, 3: 10, 4: 20, 5: 30}),
            ("forfeit", 1),
            ("hand", 3, {0: 50, 4: 90, 5: 80}),
            ("hand", 0, {3: 100}),
        ],
        [1, 6, 5, 2, 3, 3],
    ),
]


@pytest.mark.parametrize(
    ("size", "script", "placed"),
    TABLES,
    ids=[
        "table of 3, the leader after a hand",
        "table of 4, before any hand",
        "table of 5, the last-placed once over",
        "table of 6, one out in a shared hand",
    ],
)
def test_the_forfeit_is_last_at_the_table_and_the_places_close_up(
    services: Services, size: int, script, placed: list[int]
) -> None:
    tournament, seats = _one_table(services, size)
    _play(services, tournament, seats, script)
    sheet = services.results.sheet(tournament, 1, 1)
    assert sheet.finished
    places = {p.entry: p.place for p in sheet.placings}
    assert [places[s] for s in seats] == placed
    left = seats[next(step[1] for step in script if step[0] == "forfeit")]
    assert sheet.forfeited == (left,)
    assert places[left] == size  # last at the table, never beyond it
    # The standings show the same place, and its placement points (4-2-1-0, 0 after 4th).
    rows = {r.entry: r for r in services.standings.overall(tournament)}
    assert all(isinstance(r, Scala40Standing) for r in rows.values())
    assert [rows[s].last_place for s in seats] == placed
    points = {1: 4, 2: 2, 3: 1}
    assert [rows[s].points for s in seats] == [points.get(n, 0) for n in placed]


def test_the_hands_before_the_forfeit_keep_the_players_points(services: Services) -> None:
    """d, on 50 and still in play, leaves after hand 1: hand 1 keeps d's 50 (and d's total
    with it), hand 2 is played by the three others alone."""
    tournament, (a, b, c, d) = _one_table(services, 4)
    _hand(services, tournament, a, **{f"p{b}": 30, f"p{c}": 40, f"p{d}": 50})
    _forfeit(services, tournament, d)
    sheet = _hand(services, tournament, a, **{f"p{b}": 20, f"p{c}": 30})
    assert dict(sheet.hands[0].points)[d] == 50
    assert d not in dict(sheet.hands[1].points)
    assert dict(sheet.totals) == {a: 0, b: 50, c: 70, d: 50}
    assert sheet.in_play == (a, b, c) and sheet.forfeited == (d,)


def test_a_hand_without_the_players_points_needs_the_forfeit_first(services: Services) -> None:
    """Refused while the player is at the table ("a player still in play has no points");
    accepted once the forfeit is given, and the sheet no longer counts them in play."""
    tournament, (a, b, c) = _one_table(services, 3)
    _hand(services, tournament, a, **{f"p{b}": 20, f"p{c}": 30})
    without_a = {f"p{c}": 40}
    with pytest.raises(ServiceError) as refused:
        _hand(services, tournament, b, **without_a)
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert "manca il punteggio di un giocatore ancora in gioco" in describe(refused.value, "it")
    assert len(services.results.sheet(tournament, 1, 1).hands) == 1
    _forfeit(services, tournament, a)
    assert services.results.sheet(tournament, 1, 1).in_play == (b, c)
    sheet = _hand(services, tournament, b, **without_a)
    assert (len(sheet.hands), dict(sheet.totals)) == (2, {a: 0, b: 20, c: 70})
    assert sheet.in_play == (b, c) and not sheet.finished


def test_a_player_gone_does_not_come_back(services: Services) -> None:
    """After a hand without them, a hand giving the player who left points is refused;
    the hand just after the forfeit may still have them (played before they left)."""
    tournament, (a, b, c, d) = _one_table(services, 4)
    _hand(services, tournament, a, **{f"p{b}": 5, f"p{c}": 5, f"p{d}": 5})
    _forfeit(services, tournament, d)
    _hand(services, tournament, a, **{f"p{b}": 5, f"p{c}": 5, f"p{d}": 5})  # played, then left
    _hand(services, tournament, a, **{f"p{b}": 5, f"p{c}": 5})
    with pytest.raises(ServiceError) as refused:
        _hand(services, tournament, a, **{f"p{b}": 5, f"p{c}": 5, f"p{d}": 5})
    assert refused.value.code is ErrorCode.INVALID_SCORE
    said = describe(refused.value, "en")
    assert f"player {d} left the table by forfeit" in said and "hand 4" in said
    assert len(services.results.sheet(tournament, 1, 1).hands) == 3


def test_a_forfeit_that_leaves_one_player_ends_the_table_and_the_round(
    services: Services,
) -> None:
    """Table of 3: c out in hand 1; b leaves, a is alone: a 1st, c 2nd, b 3rd, and the round
    is complete. The forfeit taken back, b plays on: the round is in play again."""
    tournament, (a, b, c) = _one_table(services, 3)
    _hand(services, tournament, a, **{f"p{b}": 20, f"p{c}": 105})
    assert services.rounds.get(tournament, 1).status is RoundStatus.PUBLISHED
    _forfeit(services, tournament, b)
    sheet = services.results.sheet(tournament, 1, 1)
    assert sheet.finished
    assert [(p.entry, p.place) for p in sorted(sheet.placings, key=lambda p: p.place)] == [
        (a, 1),
        (c, 2),
        (b, 3),
    ]
    assert services.rounds.get(tournament, 1).status is RoundStatus.COMPLETE
    (penalty,) = services.penalties.list(tournament)
    services.penalties.remove(tournament, penalty.id)
    assert not services.results.sheet(tournament, 1, 1).finished
    assert services.rounds.get(tournament, 1).status is RoundStatus.PUBLISHED


def test_who_goes_on_follows_the_forfeit(services: Services) -> None:
    """An elimination's table of 6, three going on: seats finish in order (each out alone,
    seat 5 first); the winner then forfeits: seats 1, 2, 3 go on, not the winner."""
    settings = Scala40Settings(table_size=6, advance_per_table=3)
    tournament, seats = _one_table(services, 6, settings)
    _play(
        services,
        tournament,
        seats,
        [
            ("hand", 0, {1: 10, 2: 20, 3: 30, 4: 40, 5: 105}),
            ("hand", 0, {1: 10, 2: 20, 3: 30, 4: 70}),
            ("hand", 0, {1: 10, 2: 20, 3: 50}),
            ("hand", 0, {1: 90, 2: 70}),
        ],
    )
    assert set(services.rounds.going_on(tournament, 1)) == set(seats[:3])
    _forfeit(services, tournament, seats[0])
    assert set(services.rounds.going_on(tournament, 1)) == set(seats[1:4])


def test_a_player_leaving_a_table_of_a_first_stage_is_out_and_the_table_plays_on(
    services: Services,
) -> None:
    """Eight players at two tables of 4, one going on from each (limit 101): at table A the
    leader (0 after hand 1) leaves, last there (4th); the other three play on without a figure
    for them, the winner of A and of B meet at the final. Worked out by hand: A's hand 1
    gives seats 1, 2, 3 20, 30, 10 and seat 0 closes; seat 0 leaves; hands 2 and 3 put seat 2
    out (30+80=110) then seat 3 (10+50+45=105): seat 1 (20+0+0) wins A."""
    tournament = scala40_tournament(services, 8, Scala40Settings())
    first = services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    table_a, table_b = (seat.table for seat in first.tables)

    def hand(table: int, closer: int, figures: dict[int, int]) -> list[int]:
        sheet = services.results.sheet(tournament, 1, table)
        seats = list(sheet.players)
        points = tuple((seats[i], figure) for i, figure in {closer: 0, **figures}.items())
        services.results.enter_hand(
            tournament,
            1,
            table,
            Scala40Hand(points, seats[closer]),
            expected_version=sheet.version or None,
        )
        return seats

    a = hand(table_a, 0, {1: 20, 2: 30, 3: 10})
    services.penalties.add(tournament, a[0], PenaltyKind.FORFEIT, round_number=1, reason="malore")
    hand(table_a, 1, {2: 80, 3: 50})
    hand(table_a, 1, {3: 45})
    sheet = services.results.sheet(tournament, 1, table_a)
    assert sheet.finished and sheet.forfeited == (a[0],)
    b = hand(table_b, 0, {1: 110, 2: 105, 3: 120})
    assert set(services.rounds.going_on(tournament, 1)) == {a[1], b[0]}
    final = services.rounds.generate(tournament)
    assert [set(seat.players) for seat in final.tables] == [{a[1], b[0]}]
    rows = {row.entry: row for row in services.standings.overall(tournament)}
    assert isinstance(rows[a[0]], Scala40Standing)
    assert (rows[a[0]].stage, rows[a[0]].last_place) == (1, 4)
