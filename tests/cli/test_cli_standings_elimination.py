"""`torneo standings` on a scala 40 elimination: the stage in words ("Finale", "Turno 1") and
the place at the table of that stage, once each; a final ended level shows both 1st and
`standings draw` breaks the tie (tests/builders/final_ties.py)."""

from __future__ import annotations

import pytest

from tests.builders.final_ties import Heats, play_final, play_heats
from tests.cli.cli_helpers import Torneo
from tournament_app.services import open_services


@pytest.fixture
def level_final(database_url: str) -> tuple[Heats, tuple[int, int, int, int]]:
    """Round 1 and a final ended on time with A and B on 30: (heats, (A, B, C, D))."""
    services = open_services(database_url, station="test")
    try:
        heats = play_heats(services)
        return heats, play_final(services, heats)
    finally:
        services.close()


def _lines(out: str) -> dict[str, list[str]]:
    """The table's rows by entry number (the second column), split on runs of spaces."""
    rows = [line.split("  ") for line in out.splitlines()[2:]]
    cells = [[cell.strip() for cell in row if cell.strip()] for row in rows]
    return {row[1]: row for row in cells if len(row) > 1}


def test_the_stage_in_words_and_the_place_at_the_table(
    database_url: str, capsys: pytest.CaptureFixture[str], level_final
) -> None:
    heats, (a, b, c, d) = level_final
    torneo = Torneo(database_url, capsys, language="it")
    shown = torneo.run("standings", "-t", heats.tournament)
    assert shown.code == 0, shown.err
    heading = shown.out.splitlines()[0]
    assert "Fase" in heading and "Pos. al tavolo" in heading
    assert "Penalità nell'ultima fase" in heading
    assert "Ultimo turno" not in heading
    rows = _lines(shown.out)
    # rank, number, name, stage, place at the table, penalty points of the final alone
    # (A 30, B 30, C 35, D 70; with the heats 73, 83, 45 and 90, which rank nothing)
    assert [rows[str(p)][0] for p in (a, b, c, d)] == ["1", "1", "3", "4"]
    assert [rows[str(p)][3:] for p in (a, b, c, d)] == [
        ["Finale", "1", "30"],
        ["Finale", "1", "30"],
        ["Finale", "3", "35"],
        ["Finale", "4", "70"],
    ]
    second_at_table_1 = heats.place(1)[0]
    assert rows[str(second_at_table_1)][3:] == ["Turno 1", "2", "101"]
    data = torneo.ok("standings", "-t", heats.tournament)
    assert {row["entry"]: row["last_place"] for row in data}[c] == 3


def test_a_level_final_is_drawn_by_the_director(
    database_url: str, capsys: pytest.CaptureFixture[str], level_final
) -> None:
    heats, (a, b, _c, _d) = level_final
    torneo = Torneo(database_url, capsys, language="en")
    drawn = torneo.ok("standings", "draw", "-t", heats.tournament)["drawn"]
    assert [sorted(order) for order in drawn] == [sorted((a, b))]
    first, second = drawn[0]
    ranks = {row["entry"]: row["rank"] for row in torneo.ok("standings", "-t", heats.tournament)}
    assert (ranks[first], ranks[second]) == (1, 2)
    shown = torneo.run("standings", "-t", heats.tournament)
    assert "Final" in shown.out and "Place at table" in shown.out
