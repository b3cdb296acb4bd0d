"""Scala 40 Danese: tables of four by the standings (1st-4th at table 1, 5th-8th at table 2, ...).

FISCA's tournament code names the danese for scala 40 (scala40.md: "danese (1st v 2nd, ...,
random first round)"): round 1 is a draw, each later round seats the players by the standings
after the round before. The exact rule, keeping apart earlier table-mates included, is in
docs/pairing.md ("Scala 40 Danese") and tested that way.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.pairing.entries import checked_entries
from scoring.pairing.history import table_mates_met
from scoring.pairing.model import Scala40Round
from scoring.pairing.scala40 import seated_with_repeats, table_sizes


def danese_table_sizes(
    players: int, *, table_size: int = 4, remainder: Sequence[int] | None = None
) -> list[int]:
    """The sizes of the tables from table 1 down: the same tables as a draw seats
    (`table_sizes`), those of ``table_size`` first, the other sizes after them, larger first.

    So the top of the standings sits at tables of the usual size and the tables of 3, 5 or 6
    that take a remainder are at the bottom: 18 players at tables of 4 sit 4, 4, 5, 5.
    """
    sizes = table_sizes(players, table_size=table_size, remainder=remainder)
    return sorted(sizes, key=lambda size: (size != table_size, -size))


def scala40_danese(
    standings_order: Sequence[int],
    *,
    table_size: int = 4,
    remainder: Sequence[int] | None = None,
    history: Sequence[Scala40Round] = (),
    keep_apart: bool = False,
) -> Scala40Round:
    """A Danese round: the players in ``standings_order`` (best first) at tables by rank.

    The tables (`danese_table_sizes`) are filled in order, table 1 first, each from the players
    not yet seated. Without ``keep_apart`` each table takes the best-ranked of them, in order:
    1st-4th at table 1, 5th-8th at table 2, and so on.

    With ``keep_apart`` the best-ranked player not yet seated heads the table, and each further
    seat goes to the best-ranked player left who has never shared a table (in ``history``)
    with anyone already seated there: a player who has is passed over for the nearest-ranked
    below who has not, and sits at a later table. When every player left has, the seat goes
    to the one with the fewest earlier meetings with those seated there (the better-ranked on
    a tie), and each repeated meeting is listed in the round's ``relaxed``.

    Players are seated in rank order at each table; tables are numbered from 1.
    """
    order = checked_entries(standings_order)
    sizes = danese_table_sizes(len(order), table_size=table_size, remainder=remainder)
    met = table_mates_met(history) if keep_apart else {}
    rank = {player: position for position, player in enumerate(order)}
    left = list(order)
    tables: list[list[int]] = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            chosen = min(left, key=lambda player: (_meetings(met, player, table), rank[player]))
            left.remove(chosen)
            table.append(chosen)
        tables.append(sorted(table, key=rank.__getitem__))
    return seated_with_repeats(tables, met)


def _meetings(met: dict[int, dict[int, int]], player: int, table: Sequence[int]) -> int:
    """How many times ``player`` has shared a table with those seated at ``table``."""
    mates = met.get(player, {})
    return sum(mates.get(other, 0) for other in table)
