"""The printouts of an elimination while its final is played, and of a player entered too late
to sit down: the workbook's standings, the printed standings and the printed prize list show
what the standings service decides (scala40.md: players placed by order of elimination; the
standings put who got furthest first).

The heats (tests/builders/final_ties.py): table t's winner pays HEAT_COST[t] in round 1 (43,
53, 10, 20) and goes on; the player out 2nd at table t has 100 + t. Tardi Ugo is entered once
round 1 is published: an elimination never seats him. The final of A, B, C, D (the winners
of tables 1-4): A closes, D pays 101 (out, 4th), B 20, C 30; B closes, C pays 80 (out on
110, 3rd), A 10. A (10) and B (20) still play.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.builders.final_ties import Heats, play_heats
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import PlayerSpec, Scala40Hand, Services, open_services
from tournament_app.services import exports as actions


@pytest.fixture
def final_in_play(database_url: str) -> Iterator[tuple[Services, Heats, int]]:
    """(services, the heats, the late entry's number) with the final played as above."""
    services = open_services(database_url, station="test")
    try:
        heats = play_heats(services)
        late = services.entries.add(heats.tournament, [PlayerSpec("Tardi", "Ugo")]).number
        final = services.rounds.generate(heats.tournament)
        services.rounds.publish(heats.tournament, final.number)
        a, b, c, d = heats.place(0)
        hand = services.results.enter_hand(
            heats.tournament, final.number, 1, Scala40Hand(((b, 20), (c, 30), (d, 101)), a)
        )
        services.results.enter_hand(
            heats.tournament,
            final.number,
            1,
            Scala40Hand(((a, 10), (c, 80)), b),
            expected_version=hand.version,
        )
        yield services, heats, late
    finally:
        services.close()


def test_the_workbook_places_who_is_out_of_the_final_and_leaves_out_the_late_entry(
    final_in_play: tuple[Services, Heats, int], tmp_path: Path
) -> None:
    services, heats, late = final_in_play
    a, b, c, d = heats.place(0)
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, heats.tournament, xlsx=target)
    rows = list(load_workbook(target)["Classifica"].iter_rows(min_row=2, values_only=True))
    headings, lines = rows[0], [row for row in rows[1:] if any(cell is not None for cell in row)]
    column = {title: i for i, title in enumerate(headings)}
    seen = [
        (
            row[column["Pos."]],
            row[column["N."]],
            row[column["Fase"]],
            row[column["Pos. al tavolo"]],
            row[column["Penalità nell'ultima fase"]],
        )
        for row in lines
    ]
    assert {line for line in seen[:2]} == {
        (None, a, "in gioco", None, 10),
        (None, b, "in gioco", None, 20),
    }
    assert seen[2:4] == [(3, c, "Finale", 3, 110), (4, d, "Finale", 4, 101)]
    # The 2nds of round 1, 101 to 104 by table: 5th to 8th, below every finalist.
    assert seen[4:8] == [(5 + i, x, "Turno 1", 2, 101 + i) for i, x in enumerate(heats.place(1))]
    assert late not in {line[1] for line in seen}
    assert len(seen) == 16


def test_the_printed_standings_leave_out_the_late_entry(
    final_in_play: tuple[Services, Heats, int], tmp_path: Path
) -> None:
    services, heats, _late = final_in_play
    target = tmp_path / "classifica.pdf"
    actions.standings_pdf(services, heats.tournament, target)
    printed = pdf_text(target)
    assert "Tardi" not in printed
    assert printed.count("in gioco") == 2


def test_the_prize_list_names_the_finalists_in_play_as_in_play(
    final_in_play: tuple[Services, Heats, int], tmp_path: Path
) -> None:
    """1st and 2nd: A and B, in play (their order provisional) with their running totals;
    3rd: C, out of the final 3rd on 110."""
    services, heats, _late = final_in_play
    a, b, c, _d = heats.place(0)
    target = tmp_path / "premi.pdf"
    actions.prize_list_pdf(services, heats.tournament, target)
    rows = [line.split() for line in pdf_text(target).splitlines()]
    lines = {
        int(row[1]): row for row in rows if len(row) > 2 and row[0].isdigit() and row[1].isdigit()
    }
    assert sorted(lines) == sorted((a, b, c))
    assert {lines[a][0], lines[b][0]} == {"1", "2"}
    assert (lines[a][-3:], lines[b][-3:]) == (["in", "gioco", "10"], ["in", "gioco", "20"])
    assert (lines[c][0], *lines[c][-2:]) == ("3", "Finale", "110")
