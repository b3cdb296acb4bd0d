"""Scala 40 Danese against the rule (docs/pairing.md, "Scala 40 Danese"; scala40.md: FISCA's
danese, random first round, tables of 4 by the standings).

- tables of four by rank: 1st-4th at table 1, 5th-8th at table 2, ...;
- a count that does not divide takes the draw's tables (`table_sizes`: tables of 5, else 3),
  the tables of the usual size at the top, the others at the bottom;
- keeping apart: a player who already shared a table with someone seated there gives the
  seat to the nearest-ranked player below who has not; when nobody left can, the fewest
  earlier meetings, and every repeat reported.
"""

from __future__ import annotations

import pytest

from scoring.pairing import (
    PairingError,
    Relaxation,
    RelaxationCode,
    Scala40Round,
    SeatingTable,
    danese_table_sizes,
    scala40_danese,
)


def _ranks(*tables: str) -> list[tuple[int, ...]]:
    """Tables written as rank ranges, "1-4" or "9,10,13"."""
    out = []
    for table in tables:
        if "-" in table:
            low, high = map(int, table.split("-"))
            out.append(tuple(range(low, high + 1)))
        else:
            out.append(tuple(int(part) for part in table.split(",")))
    return out


def _round(*tables: tuple[int, ...]) -> Scala40Round:
    return Scala40Round(tuple(SeatingTable(n, t) for n, t in enumerate(tables, start=1)))


# players (ranked 1..n, the entry number being the rank) -> the tables from table 1 down.
BY_RANK = [
    (16, ["1-4", "5-8", "9-12", "13-16"]),
    (18, ["1-4", "5-8", "9-13", "14-18"]),  # 5, 5, 4, 4: the tables of 5 at the bottom
    (17, ["1-4", "5-8", "9-12", "13-17"]),
    (15, ["1-5", "6-10", "11-15"]),  # no table of 4 can take the remainder: 5 x 3
    (11, ["1-4", "5-8", "9-11"]),  # 4, 4, 3: the table of 3 at the bottom
    (8, ["1-4", "5-8"]),
    (4, ["1-4"]),
    (5, ["1-5"]),
]


@pytest.mark.parametrize(("players", "tables"), BY_RANK)
def test_tables_of_four_by_rank(players: int, tables: list[str]) -> None:
    seating = scala40_danese(list(range(1, players + 1)))
    assert [t.players for t in seating.tables] == _ranks(*tables)
    assert [t.number for t in seating.tables] == list(range(1, len(tables) + 1))
    assert seating.relaxed == ()


def test_the_standings_order_not_the_entry_numbers_decides() -> None:
    # Entry 9 leads the standings, entry 1 is last.
    order = [9, 3, 12, 1, 7, 2, 5, 4]
    seating = scala40_danese(order)
    assert [t.players for t in seating.tables] == [(9, 3, 12, 1), (7, 2, 5, 4)]


@pytest.mark.parametrize(
    ("players", "table_size", "remainder", "sizes"),
    [
        (18, 4, None, [4, 4, 5, 5]),
        (18, 4, (3,), [4, 4, 4, 3, 3]),
        (10, 4, (6,), [4, 6]),
        (9, 6, None, [5, 4]),
        (13, 5, None, [5, 4, 4]),
    ],
)
def test_remainder_tables_sit_below_the_usual_size(
    players: int, table_size: int, remainder: tuple[int, ...] | None, sizes: list[int]
) -> None:
    assert danese_table_sizes(players, table_size=table_size, remainder=remainder) == sizes
    seating = scala40_danese(
        list(range(1, players + 1)), table_size=table_size, remainder=remainder
    )
    assert [len(t.players) for t in seating.tables] == sizes


def test_without_keep_apart_earlier_table_mates_sit_together_again() -> None:
    met = _round(*_ranks("1-4", "5-8"))
    seating = scala40_danese(list(range(1, 9)), history=[met])
    assert [t.players for t in seating.tables] == _ranks("1-4", "5-8")
    assert seating.relaxed == ()


def test_keep_apart_swaps_with_the_nearest_ranked_below() -> None:
    # Round 1 sat 1st-4th together; 5-16 sat with none of them and with none of each other
    # that the rule would meet (5, 9, 13 at one table; 6, 10, 14; 7, 11, 15; 8, 12, 16).
    round1 = _round(*_ranks("1-4", "5,9,13", "6,10,14", "7,11,15", "8,12,16"))
    seating = scala40_danese(list(range(1, 17)), history=[round1], keep_apart=True)
    # 1 heads table 1; 2, 3, 4 met 1 and give their seats to 5, 6, 7. 2 heads table 2,
    # 3 and 4 met 2 and give way to 8, 9, 10; 3 heads table 3 with 11, 12, 13; 4 is left
    # with 14, 15, 16, none of whom it met.
    assert [t.players for t in seating.tables] == _ranks(
        "1,5,6,7", "2,8,9,10", "3,11,12,13", "4,14,15,16"
    )
    assert seating.relaxed == ()


def test_keep_apart_passes_over_only_the_players_who_met() -> None:
    # Only 1 and 2 met: 3 and 4 keep their seats, 2 gives way to 5 (the nearest below).
    round1 = _round((1, 2, 9, 10))
    seating = scala40_danese(list(range(1, 9)), history=[round1], keep_apart=True)
    assert [t.players for t in seating.tables] == [(1, 3, 4, 5), (2, 6, 7, 8)]
    assert seating.relaxed == ()


def test_keep_apart_reports_a_repeat_nobody_left_can_avoid() -> None:
    # 4 players who all met: the only table repeats every meeting, and says so.
    round1 = _round((1, 2, 3, 4))
    seating = scala40_danese([1, 2, 3, 4], history=[round1], keep_apart=True)
    assert [t.players for t in seating.tables] == [(1, 2, 3, 4)]
    pairs = [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
    assert seating.relaxed == tuple(
        Relaxation(RelaxationCode.TABLE_MATE_REPEAT, pair) for pair in pairs
    )


def test_keep_apart_takes_the_fewest_meetings_when_all_met() -> None:
    history = [
        _round((1, 2, 3, 4), (5, 6, 7, 8)),
        _round((1, 2, 5, 6), (3, 4, 7, 8)),
        _round((1, 7, 8, 9)),
    ]
    seating = scala40_danese(list(range(1, 9)), history=history, keep_apart=True)
    # Everyone met 1 (2 twice, the others once): 3 sits with 1, the best of the once-met.
    # With (1, 3): 5 and 6 met them once (1 only), 2 and 4 three times, 7 and 8 twice: 5.
    # With (1, 3, 5): 2 met them 4 times, 4, 6, 7 and 8 three times each: 4, the best ranked.
    # The rest sit at table 2.
    assert [t.players for t in seating.tables] == [(1, 3, 4, 5), (2, 6, 7, 8)]
    repeats = [(1, 3), (1, 4), (1, 5), (3, 4), (2, 6), (6, 7), (6, 8), (7, 8)]
    assert seating.relaxed == tuple(
        Relaxation(RelaxationCode.TABLE_MATE_REPEAT, pair) for pair in repeats
    )


def test_refuses_a_field_it_cannot_seat() -> None:
    with pytest.raises(PairingError):
        scala40_danese([1, 2])
    with pytest.raises(PairingError):
        scala40_danese([1, 2, 3, 3])
