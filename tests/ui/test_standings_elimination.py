"""The standings page on a scala 40 elimination: the stage in words ("Final", "Round 1") and
the place at the table of that stage, the figures that order the ranking; a final that ends
level shares first place and offers the draw (tests/builders/final_ties.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.final_ties import play_final, play_heats
from tournament_app.ui.standings.page import StandingsPage


@pytest.fixture
def heats(qtbot, ui_context):
    """Round 1 played, the standings page on screen: (services, heats, page)."""
    services = ui_context.services
    played = play_heats(services)
    ui_context.open_tournament(played.tournament)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return services, played, page


def _cells(page: StandingsPage, key: str) -> dict[int, str]:
    column = page.model.column_index(key)
    return {
        standing.entry: page.model.index(row, column).data()
        for row, standing in enumerate(page.model.rows())
    }


def _titles(page: StandingsPage) -> list[str]:
    """The headings the director reads, hidden columns left out."""
    return [
        page.model.headerData(column, Qt.Orientation.Horizontal)
        for column in range(page.model.columnCount())
        if not page.view.isColumnHidden(column)
    ]


def test_the_stage_is_said_once_in_words_with_the_place_at_the_table(heats):
    """After round 1: "Round 1" for everyone and each one's place at their table; no second
    column repeating the stage's number ("Stage 1", "Last round 1")."""
    _services, played, page = heats
    titles = _titles(page)
    assert "Stage" in titles and "Place at table" in titles and "Penalty in last stage" in titles
    assert "Last round" not in titles and "Points" not in titles
    stage = _cells(page, "stage")
    assert set(stage.values()) == {"Round 1"}
    place = _cells(page, "last_place")
    for seat in range(4):
        assert {place[p] for p in played.place(seat)} == {str(seat + 1)}


def test_the_final_is_named_once_played_and_a_level_final_offers_the_draw(heats):
    """The final played to time with A and B on 30: the page (already open) names the final,
    shows both 1st at the table and in the ranking, and enables the draw."""
    services, played, page = heats
    assert not page.draw_button.isEnabled()
    a, b, c, d = play_final(services, played)
    stage, place = _cells(page, "stage"), _cells(page, "last_place")
    assert [stage[p] for p in (a, b, c, d)] == ["Final"] * 4
    assert stage[played.place(1)[0]] == "Round 1"
    assert [place[p] for p in (a, b, c, d)] == ["1", "1", "3", "4"]
    ranks = {row.entry: row.rank for row in page.model.rows()}
    assert (ranks[a], ranks[b], ranks[c]) == (1, 1, 3)
    assert page.draw_button.isEnabled()
    prizes = [page.prizes.item(i).text() for i in range(page.prizes.count())]
    assert sum(1 for line in prizes if line.startswith("1. ")) == 2
    assert all("(final, " in line for line in prizes)


def test_the_finalists_in_play_read_as_on_the_command_line(qtbot, heats):
    """The final published, c given 20 penalty points in it, hand 1 played: a closes, b
    pays 20, c 30, d 40. The four finalists are still at their table: as `torneo standings`
    shows them, no rank, "playing" for the stage (Italian: "in gioco"), no place at the
    table, and the final's points so far, c's with the +20: 0, 20, 50, 40. The heats' other
    players keep their rank and "Round 1"."""
    from tournament_app.services import PenaltyKind, Scala40Hand
    from tournament_app.ui.i18n import LanguageSwitcher

    services, played, page = heats
    tid = played.tournament
    final = services.rounds.generate(tid).number
    services.rounds.publish(tid, final)
    a, b, c, d = services.results.sheet(tid, final, 1).players
    services.penalties.add(tid, c, PenaltyKind.MP, round_number=final, mp=20, reason="ritardo")
    hand = Scala40Hand(((b, 20), (c, 30), (d, 40)), closer=a)
    services.results.enter_hand(tid, final, 1, hand)

    expected = {a: "0", b: "20", c: "50", d: "40"}
    rank, stage = _cells(page, "rank"), _cells(page, "stage")
    place, penalty = _cells(page, "last_place"), _cells(page, "stage_penalty")
    for entry, points in expected.items():
        assert (rank[entry], stage[entry], place[entry], penalty[entry]) == (
            "",
            "playing",
            "",
            points,
        )
    others = set(rank) - set(expected)
    assert len(others) == 12
    assert all(rank[n] and stage[n] == "Round 1" and place[n] for n in others)
    assert "Status" not in _titles(page)  # "playing" is said once, as the stage

    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        italian = StandingsPage(page.context)
        qtbot.addWidget(italian)
        italian.show()
        qtbot.waitExposed(italian)
        said = _cells(italian, "stage")
        assert {said[n] for n in expected} == {"in gioco"}
        assert {said[n] for n in others} == {"Turno 1"}
    finally:
        languages.apply("en")


def test_who_left_the_final_by_forfeit_is_last_there_not_playing(heats):
    """The final published, hand 1 played (a closes, b 20, c 30, d 40), then d leaves by
    forfeit: a, b and c still play it ("playing", no rank); d is at the final, 4th at the
    table on 40, ranked 4th below them, and the status column says the round lost so."""
    from tournament_app.services import PenaltyKind, Scala40Hand

    services, played, page = heats
    tid = played.tournament
    final = services.rounds.generate(tid).number
    services.rounds.publish(tid, final)
    a, b, c, d = services.results.sheet(tid, final, 1).players
    hand = Scala40Hand(((b, 20), (c, 30), (d, 40)), closer=a)
    services.results.enter_hand(tid, final, 1, hand)
    services.penalties.add(tid, d, PenaltyKind.FORFEIT, round_number=final, reason="via")

    rank, stage = _cells(page, "rank"), _cells(page, "stage")
    place, penalty = _cells(page, "last_place"), _cells(page, "stage_penalty")
    assert {stage[n] for n in (a, b, c)} == {"playing"}
    assert (rank[d], stage[d], place[d], penalty[d]) == ("4", "Final", "4", "40")
    assert "Status" in _titles(page)
    status = _cells(page, "withdrawn")
    assert status[d] == "forfeit, round 2"
    assert {status[n] for n in (a, b, c)} == {""}
