"""Scala 40 in pairs with an odd count (issue #19): one pair sits out each round, never a
pair twice while another has had none, the lowest ranked of those first, and the bye adds
the match points the tournament's setting gives to the ranking."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.tournaments import pair, scala40_tournament
from tests.services.test_scala40_pairs_service import PAIRS, _play
from tournament_app.services import (
    ByeScore,
    Scala40PairsHand,
    Scala40Settings,
    Services,
    TournamentId,
)


def _play_round(services: Services, tournament_id: TournamentId) -> tuple[int, list[int]]:
    """Round generated, published and played; its bye and the winners of its tables."""
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    byes = [table.ns[0] for table in made.tables if table.is_bye]
    played = [table for table in made.tables if not table.is_bye]
    assert len(byes) == 1 and all(len(table.players) == 2 for table in played)
    assert sorted([*byes, *(p for table in played for p in table.players)]) == [1, 2, 3, 4, 5]
    winners = []
    for table in played:
        # The table's first pair wins 3-0.
        _play(services, tournament_id, made.number, table.table, [(table.players[0], 1)] * 3)
        winners.append(table.players[0])
    return byes[0], winners


@pytest.mark.parametrize("seating", ["draw", "danese"])
def test_five_pairs_three_rounds_one_bye_each_never_twice(services: Services, seating: str) -> None:
    from tournament_app.services import Scala40Seating

    settings = replace(PAIRS, seating=Scala40Seating(seating))
    tournament_id = scala40_tournament(services, 5, settings, roster=pair)
    byes = []
    for number in (1, 2, 3):
        bye, _winners = _play_round(services, tournament_id)
        byes.append(bye)
        assert all(t.entered for t in services.rounds.progress(tournament_id, number).tables)
    assert len(set(byes)) == 3
    # Before round 2 nobody is ranked: the highest entry number is the lowest.
    assert byes[0] == 5


@pytest.mark.parametrize(
    ("score", "points"), [(ByeScore.WIN, 2), (ByeScore.DRAW, 1), (ByeScore.NONE, 0)]
)
def test_the_ranking_adds_the_bye_s_match_points(
    services: Services, score: ByeScore, points: int
) -> None:
    tournament_id = scala40_tournament(services, 5, replace(PAIRS, pairs_bye=score), roster=pair)
    bye, _winners = _play_round(services, tournament_id)
    row = next(r for r in services.standings.overall(tournament_id) if r.entry == bye)
    assert (row.points, row.game_point_difference, row.penalty_total) == (points, 0, 0)


def test_the_bye_is_a_win_by_default() -> None:
    assert Scala40Settings().pairs_bye is ByeScore.WIN


def test_nothing_to_enter_for_the_bye(services: Services) -> None:
    """The bye's table has no sheet: the round's sheets leave it out, a hand is refused."""
    from tournament_app.services import ErrorCode, ServiceError
    from tournament_app.services.messages import describe

    tournament_id = scala40_tournament(services, 5, PAIRS, roster=pair)
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    (bye,) = [table for table in made.tables if table.is_bye]
    assert bye.table not in [sheet.table for sheet in services.results.sheets(tournament_id, 1)]
    hand = Scala40PairsHand(closer=(bye.ns[0], 1), points=((bye.ns[0], 2, 5),))
    with pytest.raises(ServiceError) as refused:
        services.results.enter_pairs_hand(tournament_id, 1, bye.table, hand)
    assert refused.value.code is ErrorCode.RESULT_FOR_BYE
    assert "riposo" in describe(refused.value, "it")
