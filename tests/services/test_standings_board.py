"""The standings board: the ranking a page shows with its ties, prize list and the round it
is after, from one ranking, saying what the separate questions to the services say."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.ties import ONE_ROUND, two_ties
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import ErrorCode, ServiceError, Services, TieBreak


def test_the_board_says_what_the_standings_ties_and_prizes_say(services: Services) -> None:
    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    two_ties(services, tid)  # 1 and 3 level on everything, 2 and 4 too

    board = services.standings.board(tid)

    assert [(row.rank, row.entry) for row in board.rows] == [(1, 1), (1, 3), (3, 2), (3, 4)]
    assert board.rows == services.standings.overall(tid)
    assert [[row.entry for row in group] for group in board.ties] == [[1, 3], [2, 4]]
    assert board.prize_awards(places=2) == services.standings.prize_awards(tid, places=2)
    assert (board.after_round, board.partial) == (1, False)  # its one round complete


def test_a_board_before_any_result_is_after_no_round(services: Services) -> None:
    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    assert services.standings.board(tid).after_round is None
    services.rounds.generate(tid)
    assert services.standings.board(tid).after_round is None  # a draft is not announced
    services.rounds.publish(tid, 1)
    board = services.standings.board(tid)
    assert (board.after_round, board.partial) == (1, True)
    assert board.ties == ()  # nobody has a result: no tie to draw lots for yet


def test_no_ties_to_draw_when_the_draw_is_not_a_tie_break(services: Services) -> None:
    settings = replace(ONE_ROUND, tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
    tid = burraco_tournament(services, pairs=4, settings=settings)
    two_ties(services, tid)
    board = services.standings.board(tid)
    assert board.rows[0].rank == board.rows[1].rank
    assert board.ties == () and not board.draw_breaks_ties


@pytest.mark.parametrize(("per", "places"), [("table", 3), ("overall", 0)])
def test_a_prize_list_asked_wrongly_is_refused(services: Services, per: str, places: int):
    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    with pytest.raises(ServiceError) as refused:
        services.standings.board(tid).prize_awards(per=per, places=places)
    assert refused.value.code is ErrorCode.INVALID_INPUT


def test_only_lines_sharing_a_place_are_asked_whether_they_have_a_result(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding the ties a draw would separate looks at the lines that share a place, not at
    every line of the ranking (a 500-line ranking asked each of them after every result)."""
    from tournament_app.services.standings import board as board_module

    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    two_ties(services, tid)  # 1 and 3 level on everything, 2 and 4 too
    board = services.standings.board(tid)
    asked: list[int] = []
    has_result = board_module.has_result

    def counting(row):  # type: ignore[no-untyped-def]
        asked.append(row.entry)
        return has_result(row)

    monkeypatch.setattr(board_module, "has_result", counting)
    apart = replace(board, rows=(board.rows[0], replace(board.rows[1], rank=2), *board.rows[2:]))

    assert [[row.entry for row in group] for group in apart.ties] == [[2, 4]]
    assert sorted(asked) == [2, 4]
