"""`torneo standings` on a scala 40 elimination: the stage in words ("Finale", "Turno 1") and
the place at the table of that stage, once each; a final ended level shows both 1st and
`standings draw` breaks the tie (tests/builders/final_ties.py)."""

from __future__ import annotations

import pytest

from tests.builders.final_ties import Heats, play_final, play_heats
from tests.cli.cli_helpers import Torneo
from tournament_app.services import PenaltyKind, Scala40Hand, open_services


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


@pytest.fixture
def final_left(database_url: str) -> tuple[Heats, tuple[int, int, int, int]]:
    """Round 1 played; the final's first hand (A closes, B and C 30, D 60), then D leaves
    by forfeit while A, B and C play on: (heats, (A, B, C, D))."""
    services = open_services(database_url, station="test")
    try:
        heats = play_heats(services)
        a, b, c, d = heats.place(0)
        final = services.rounds.generate(heats.tournament).number
        services.rounds.publish(heats.tournament, final)
        hand = Scala40Hand(((b, 30), (c, 30), (d, 60)), closer=a)
        services.results.enter_hand(heats.tournament, final, 1, hand)
        services.penalties.add(
            heats.tournament, d, PenaltyKind.FORFEIT, round_number=final, reason="via"
        )
        return heats, (a, b, c, d)
    finally:
        services.close()


def test_who_left_the_final_by_forfeit_is_last_there_not_playing(
    database_url: str, capsys: pytest.CaptureFixture[str], final_left
) -> None:
    """A, B and C still play the final ("in gioco", no rank); D, gone, is 4th at it on 60,
    ranked 4th, below them, and the note names the round lost by forfeit."""
    heats, (a, b, c, d) = final_left
    torneo = Torneo(database_url, capsys, language="it")
    shown = torneo.run("standings", "-t", heats.tournament)
    assert shown.code == 0, shown.err
    assert "Nota" in shown.out.splitlines()[0]
    rows = _lines(shown.out)
    # A row in play has no rank: its first cell is the number, then the name.
    playing = {row[0]: row[2:] for row in rows.values() if "in gioco" in row}
    assert playing == {str(a): ["in gioco", "0"], str(b): ["in gioco", "30"]} | {
        str(c): ["in gioco", "30"]
    }
    assert rows[str(d)][0] == "4"
    assert rows[str(d)][3:] == ["Finale", "4", "60", "forfait, turno 2"]
    data = {row["entry"]: row for row in torneo.ok("standings", "-t", heats.tournament)}
    assert data[d]["forfeited"] == [2] and "playing" not in data[d]
    assert "forfeited" not in data[a]
