"""What the document values work out themselves: names, sort order, the alphabetical list."""

from __future__ import annotations

import pytest

from tests.exports.specimens import burraco_seating
from tournament_app.exports.documents import EntryRef, Player


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (["Rossi", "bianchi", "Álvarez"], ["Álvarez", "bianchi", "Rossi"]),
        (["Nicolò", "Nicola", "Nico"], ["Nico", "Nicola", "Nicolò"]),
        (["Łukasz", "Lupi", "Lucca"], ["Lucca", "Łukasz", "Lupi"]),
        (["Øyvind", "Orsi", "Ozzola"], ["Orsi", "Øyvind", "Ozzola"]),
        (["Müller", "Mueller", "Mulas"], ["Mueller", "Mulas", "Müller"]),
        (
            ["-Bianchi", "Alberti", "@Carli", "D'Angelo", "Dalla"],
            ["Alberti", "-Bianchi", "@Carli", "Dalla", "D'Angelo"],
        ),
    ],
)
def test_surnames_sort_ignoring_case_and_accents(names: list[str], expected: list[str]) -> None:
    """Players are found where an Italian reader looks: accents and case do not move them."""
    players = sorted((Player(n) for n in names), key=lambda p: p.sort_key)
    assert [p.surname for p in players] == expected


def test_full_name_is_surname_first_and_never_padded() -> None:
    """Surname then given name; a missing given name leaves no trailing space."""
    assert Player("Rossi", "Mario").full_name == "Rossi Mario"
    assert Player("Øyvind").full_name == "Øyvind"


def test_entry_names_join_both_players() -> None:
    """A pair prints as both players joined by a dash."""
    pair = EntryRef(3, (Player("Rossi", "Anna"), Player("Bianchi", "Carlo")), "")
    assert pair.names == "Rossi Anna – Bianchi Carlo"


def test_alphabetical_seating_lists_every_player_once_with_table_and_line() -> None:
    """Round 2 of the specimen: 8 pairs at 4 tables give 16 lines, by surname."""
    rows = burraco_seating().alphabetical()
    assert len(rows) == 16
    by_name = {r.player.full_name: (r.entry_number, r.table, r.position) for r in rows}
    assert by_name["Bruni Carlo"] == (7, 1, "EO")
    assert by_name["Ferrari Anna"] == (8, 2, "EO")
    assert by_name["Łukasz Carlo"] == (6, 4, "NS")
    surnames = [r.player.surname for r in rows]
    # Folded: Colombo < Ferrari < Gialli < Łukasz (as L) < Neri < Nicolò < Øyvind (as O).
    order = ["Colombo", "Ferrari", "Gialli", "Łukasz", "Neri", "Nicolò D'Angelo", "Øyvind"]
    assert [s for s in surnames if s in order] == order
