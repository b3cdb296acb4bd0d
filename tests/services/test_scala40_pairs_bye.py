"""Scala 40 in pairs with an odd count (issue #19): one pair sits out each round, never a
pair twice while another has had none, the lowest ranked of those first, and the bye adds
the match points the tournament's setting gives to the ranking."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest

from tests.builders.tournaments import pair, scala40_tournament
from tests.services.test_scala40_pairs_service import PAIRS, _play
from tournament_app.services import (
    ByeScore,
    Round,
    Scala40Format,
    Scala40PairsHand,
    Scala40Seating,
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


def _italiana(services: Services, pairs: int, rounds: int) -> tuple[TournamentId, list[Round]]:
    """An all'italiana of `pairs` pairs in one group, `rounds` rounds seated and played."""
    settings = replace(PAIRS, seating=Scala40Seating.ITALIANA, rounds=rounds, group_size=pairs)
    tournament_id = scala40_tournament(services, pairs, settings, roster=pair)
    played = []
    for _ in range(rounds):
        made = services.rounds.generate(tournament_id)
        services.rounds.publish(tournament_id, made.number)
        for table in made.tables:
            if not table.is_bye:
                _play(
                    services, tournament_id, made.number, table.table, [(table.players[0], 1)] * 3
                )
        played.append(made)
    return tournament_id, played


@pytest.mark.parametrize("pairs", [4, 5])
def test_all_italiana_in_pairs_everyone_meets_everyone_once(services: Services, pairs: int) -> None:
    """All'italiana, a group of 4 or 5 pairs: every round two pairs a table; with 5, one
    pair rests each round and each pair once; every two pairs meet once."""
    rounds = pairs - 1 + pairs % 2
    _tournament_id, played = _italiana(services, pairs, rounds)
    matches = [
        frozenset(table.players) for made in played for table in made.tables if not table.is_bye
    ]
    assert all(len(match) == 2 for match in matches)
    assert sorted(map(sorted, matches)) == sorted(map(sorted, combinations(range(1, pairs + 1), 2)))
    byes = [table.ns[0] for made in played for table in made.tables if table.is_bye]
    assert sorted(byes) == ([1, 2, 3, 4, 5] if pairs == 5 else [])


def test_all_italiana_bye_is_worth_the_setting(services: Services) -> None:
    """The pair resting in an all'italiana gets the match points of `pairs_bye`, as a
    stage round's bye does: a draw gives 1."""
    settings = replace(
        PAIRS, seating=Scala40Seating.ITALIANA, rounds=1, group_size=5, pairs_bye=ByeScore.DRAW
    )
    tournament_id = scala40_tournament(services, 5, settings, roster=pair)
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    (bye,) = [table.ns[0] for table in made.tables if table.is_bye]
    row = next(r for r in services.standings.overall(tournament_id) if r.entry == bye)
    assert row.points == 1


def _knockout_round(services: Services, tournament_id: TournamentId) -> Round:
    """The next elimination round seated and played: each table's second pair wins."""
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    for table in made.tables:
        if not table.is_bye:
            _play(services, tournament_id, made.number, table.table, [(table.players[1], 2)] * 3)
    return made


def test_elimination_in_pairs_an_odd_count_gives_the_best_ranked_a_bye(
    services: Services,
) -> None:
    """Seven pairs in a knockout: round 1 the first pair rests and goes on with the three
    winners; round 2 two matches; the final of the two winners."""
    knockout = replace(PAIRS, format=Scala40Format.ELIMINATION)
    tournament_id = scala40_tournament(services, 7, knockout, roster=pair)
    first = _knockout_round(services, tournament_id)
    (bye,) = [table.ns[0] for table in first.tables if table.is_bye]
    assert bye == 1
    winners = {table.players[1] for table in first.tables if not table.is_bye}
    assert set(services.rounds.going_on(tournament_id, 1)) == winners | {1}
    second = _knockout_round(services, tournament_id)
    assert not any(table.is_bye for table in second.tables) and len(second.tables) == 2
    final = _knockout_round(services, tournament_id)
    assert len(final.tables) == 1 and len(final.tables[0].players) == 2
    assert services.standings.overall(tournament_id)[0].entry == final.tables[0].players[1]


def test_elimination_in_pairs_the_bye_goes_to_the_best_in_the_standings(
    services: Services,
) -> None:
    """Six pairs: three winners go on, and of them the one the standings rank best rests
    in round 2 while the other two play; the final is the bye's pair against the winner."""
    knockout = replace(PAIRS, format=Scala40Format.ELIMINATION)
    tournament_id = scala40_tournament(services, 6, knockout, roster=pair)
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    # Table by table the winners give away more and more points: the first one least.
    for count, table in enumerate(made.tables, start=1):
        losing = [(table.players[0], 1)] * (count - 1)
        _play(services, tournament_id, 1, table.table, [*losing, *[(table.players[1], 1)] * 3])
    going_on = set(services.rounds.going_on(tournament_id, 1))
    best = next(r.entry for r in services.standings.overall(tournament_id) if r.entry in going_on)
    second = _knockout_round(services, tournament_id)
    assert [table.ns[0] for table in second.tables if table.is_bye] == [best]
    final = services.rounds.generate(tournament_id)
    assert best in final.tables[0].players and len(final.tables) == 1


def test_the_printed_calendar_of_pairs_seats_two_pairs_a_table(services: Services) -> None:
    """The all'italiana's calendar printed before play seats two pairs at each table, each
    round leaving out the pair that rests, and is the calendar the rounds then play."""
    settings = replace(PAIRS, seating=Scala40Seating.ITALIANA, rounds=5, group_size=5)
    tournament_id = scala40_tournament(services, 5, settings, roster=pair)
    calendar = services.rounds.italiana_schedule(tournament_id)
    assert [len(planned) for planned in calendar] == [2] * 5
    assert all(len(table.players) == 2 for planned in calendar for table in planned)
    made = services.rounds.generate(tournament_id)
    assert [t.players for t in made.tables if not t.is_bye] == [t.players for t in calendar[0]]


def test_elimination_in_pairs_by_the_ranking_the_bye_still_goes_on(services: Services) -> None:
    """Five pairs, the best 2 of the ranking to the final: the pair resting in round 1 is
    one of them, with the better of the two matches' winners (the one that lost no hand,
    so paid fewer penalty points)."""
    knockout = replace(PAIRS, format=Scala40Format.ELIMINATION, stage_cuts=(2,))
    tournament_id = scala40_tournament(services, 5, knockout, roster=pair)
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    (bye,) = [table.ns[0] for table in made.tables if table.is_bye]
    clean, lost_one = [table for table in made.tables if not table.is_bye]
    _play(services, tournament_id, 1, clean.table, [(clean.players[1], 1)] * 3)
    beaten = [(lost_one.players[0], 1), *[(lost_one.players[1], 1)] * 3]
    _play(services, tournament_id, 1, lost_one.table, beaten)
    going_on = services.rounds.going_on(tournament_id, 1)
    assert sorted(going_on) == sorted([bye, clean.players[1]])
    final = services.rounds.generate(tournament_id)
    assert len(final.tables) == 1 and set(final.tables[0].players) == set(going_on)
