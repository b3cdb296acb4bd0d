"""How many scala 40 tables, and of what size, for 3 to 40 players at each table size.

scala40.md: "seating players at tables of 4 (3, 5 or 6 allowed where the count does not
divide)". The rule these tables spell out:

- tables of 4 keep the clubs' habit: as many tables of 4 as possible, the rest at tables of
  5, else at tables of 3 (6 players: 3 + 3; 15 players: 5 + 5 + 5);
- any other size: the tables nearest the chosen size, as even as possible. A director who
  asked for tables of 6 and has 9 players sets up two tables and expects 5 + 4, never
  6 + 3. Tables of 6: as few tables as seat everyone (players / 6 rounded up), spread
  evenly. Tables of 3: as many tables as have 3 each, the players left over making some
  tables of 4. Tables of 5: the number of tables nearest players / 5, spread evenly (12
  players: 6 + 6, each one off, rather than 4 + 4 + 4, three tables one off).

Each row is ``players: sizes``; ``5*3`` means three tables of 5.
"""

from __future__ import annotations

import re

import pytest

from scoring.pairing import table_sizes

TABLES_OF_3 = """
    3: 3        4: 4        5: 5        6: 3 3      7: 4 3      8: 4 4
    9: 3*3     10: 4 3 3   11: 4 4 3   12: 3*4     13: 4 3*3   14: 4 4 3*2
   15: 3*5     16: 4 3*4   17: 4 4 3*3 18: 3*6     19: 4 3*5   20: 4 4 3*4
   21: 3*7     22: 4 3*6   23: 4 4 3*5 24: 3*8     25: 4 3*7   26: 4 4 3*6
   27: 3*9     28: 4 3*8   29: 4 4 3*7 30: 3*10    31: 4 3*9   32: 4 4 3*8
   33: 3*11    34: 4 3*10  35: 4 4 3*9 36: 3*12    37: 4 3*11  38: 4 4 3*10
   39: 3*13    40: 4 3*12
"""

TABLES_OF_4 = """
    3: 3        4: 4        5: 5        6: 3 3      7: 4 3      8: 4 4
    9: 5 4     10: 5 5     11: 4 4 3   12: 4*3     13: 5 4 4   14: 5 5 4
   15: 5*3     16: 4*4     17: 5 4*3   18: 5 5 4 4 19: 5*3 4   20: 4*5
   21: 5 4*4   22: 5 5 4*3 23: 5*3 4*2 24: 4*6     25: 5 4*5   26: 5 5 4*4
   27: 5*3 4*3 28: 4*7     29: 5 4*6   30: 5 5 4*5 31: 5*3 4*4 32: 4*8
   33: 5 4*7   34: 5 5 4*6 35: 5*3 4*5 36: 4*9     37: 5 4*8   38: 5 5 4*7
   39: 5*3 4*6 40: 4*10
"""

TABLES_OF_5 = """
    3: 3        4: 4        5: 5        6: 6        7: 4 3      8: 4 4
    9: 5 4     10: 5 5     11: 6 5     12: 6 6     13: 5 4 4   14: 5 5 4
   15: 5*3     16: 6 5 5   17: 6 6 5   18: 5 5 4 4 19: 5*3 4   20: 5*4
   21: 6 5*3   22: 6 6 5 5 23: 5*3 4 4 24: 5*4 4   25: 5*5     26: 6 5*4
   27: 6 6 5*3 28: 5*4 4 4 29: 5*5 4   30: 5*6     31: 6 5*5   32: 6 6 5*4
   33: 5*5 4 4 34: 5*6 4   35: 5*7     36: 6 5*6   37: 6 6 5*5 38: 5*6 4 4
   39: 5*7 4   40: 5*8
"""

TABLES_OF_6 = """
    3: 3        4: 4        5: 5        6: 6        7: 4 3      8: 4 4
    9: 5 4     10: 5 5     11: 6 5     12: 6 6     13: 5 4 4   14: 5 5 4
   15: 5*3     16: 6 5 5   17: 6 6 5   18: 6*3     19: 5*3 4   20: 5*4
   21: 6 5*3   22: 6 6 5 5 23: 6*3 5   24: 6*4     25: 5*5     26: 6 5*4
   27: 6 6 5*3 28: 6*3 5 5 29: 6*4 5   30: 6*5     31: 6 5*5   32: 6 6 5*4
   33: 6*3 5*3 34: 6*4 5 5 35: 6*5 5   36: 6*6     37: 6 6 5*5 38: 6*3 5*4
   39: 6*4 5*3 40: 6*5 5 5
"""


def _cases(table_size: int, text: str) -> list[tuple[int, int, list[int]]]:
    """The rows of a table above as (players, table size, sizes largest first)."""
    cells = re.split(r"(\d+):", text)[1:]  # players, sizes, players, sizes, ...
    return [
        (int(players), table_size, [s for word in sizes.split() for s in _expand(word)])
        for players, sizes in zip(cells[::2], cells[1::2], strict=True)
    ]


def _expand(word: str) -> list[int]:
    """``5*3`` is three tables of 5; ``5`` one."""
    size, _, times = word.partition("*")
    return [int(size)] * int(times or 1)


CASES = [
    *_cases(3, TABLES_OF_3),
    *_cases(4, TABLES_OF_4),
    *_cases(5, TABLES_OF_5),
    *_cases(6, TABLES_OF_6),
]


def test_the_tables_cover_3_to_40_players_at_each_size() -> None:
    """Every count from 3 to 40 has its row, and each row seats exactly its players."""
    for table_size in (3, 4, 5, 6):
        rows = [(players, sizes) for players, size, sizes in CASES if size == table_size]
        assert [players for players, _ in rows] == list(range(3, 41))
        assert all(sum(sizes) == players for players, sizes in rows)


@pytest.mark.parametrize(("players", "table_size", "sizes"), CASES)
def test_table_sizes(players: int, table_size: int, sizes: list[int]) -> None:
    assert table_sizes(players, table_size=table_size) == sizes


@pytest.mark.parametrize(
    ("players", "table_size", "remainder", "sizes"),
    [
        # Only the sizes the caller allows: tables of 5 beside tables of 4 only.
        (13, 5, (4,), [5, 4, 4]),
        (12, 5, (4,), [4, 4, 4]),
        # Tables of 6 beside tables of 3 only: 9 players can only sit 6 + 3 or 3 + 3 + 3.
        (9, 6, (3,), [6, 3]),
        (15, 6, (3,), [6, 6, 3]),
        # Tables of 3 beside tables of 5 only: 11 players sit 5 + 3 + 3.
        (11, 3, (5,), [5, 3, 3]),
    ],
)
def test_table_sizes_keep_to_the_sizes_allowed(
    players: int, table_size: int, remainder: tuple[int, ...], sizes: list[int]
) -> None:
    assert table_sizes(players, table_size=table_size, remainder=remainder) == sizes
