"""A pair resting is listed as the bye, never under a table number: the round keeps a number
for it after the tables played (5 pairs: tables 1 and 2, the bye "table 3"), but no table 3
stands in the room nor is printed with the round's results. Every list of seats by name says
"riposo"/"bye" where the table's number stands: `torneo round show`, and the wall lists by
table and by name that the PDF and the hall's seating page draw (one grid each)."""

from __future__ import annotations

import re

import pytest

from tests.builders.evenings import burraco_tournament, published_round
from tests.cli.cli_helpers import Torneo
from tournament_app.hall import pages
from tournament_app.services import Services, hall_pages


@pytest.fixture
def evening(services: Services) -> int:
    """5 pairs, round 1 published: two tables, one pair resting."""
    tid = burraco_tournament(services, 5)
    published_round(services, tid)
    return tid


def test_round_show_says_bye_where_the_table_stands(
    services: Services, database_url: str, evening: int, capsys
) -> None:
    (resting,) = [t.ns[0] for t in services.rounds.get(evening, 1).tables if t.is_bye]
    for language, bye in (("en", "bye"), ("it", "riposo")):
        out = Torneo(database_url, capsys, language=language).run("round", "show", "-t", evening)
        rows = [line.split() for line in out.out.splitlines()[3:]]
        assert [row[0] for row in rows] == ["1", "2", bye]
        assert rows[-1][1] == str(resting) and rows[-1].count(bye) == 1


@pytest.mark.parametrize(("language", "bye"), [("it", "riposo"), ("en", "bye")])
def test_the_halls_seating_says_bye_where_the_table_stands(
    services: Services, evening: int, language: str, bye: str
) -> None:
    seating = hall_pages.hall_seating(services, evening, 1, language=language)
    html = pages.seating_body(seating, [1])
    # The tables' numbers (an entry's number is a link): by table 1 and 2, by name each of
    # the 8 players seated at 1 or 2; never a 3.
    tables = re.findall(r'<td class="n">(\d+)</td>', html)
    assert sorted(tables) == ["1"] * 5 + ["2"] * 5
    resting = [row for row in html.split("<tr>") if f'<td class="n">{bye}</td>' in row]
    assert len(resting) == 3  # the pair's row by table, and each of its two players by name
