"""Scala 40 elimination by the stage's ranking (scala40.md, club practice: "40 players on 10
tables, over 151 out; a ranking after each day; 40 -> 16 -> 8 -> final"): after each stage the
best N of its ranking go on (place at their table, then lower penalty in that stage), N falling
stage by stage to the final table; a tie straddling the cut goes on whole until the director
draws lots, as at a table's cut."""

from __future__ import annotations

import random

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    ErrorCode,
    RoundStatus,
    Scala40Hand,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import round_problem_sentence
from tournament_app.services.rounds import status as round_status
from tournament_app.services.rounds.plans import CutTie, FinalPlayed, stage_entrants
from tournament_app.services.rounds.qualifiers import TIED_AT_CUT
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import settings_from_json, settings_to_json

# Over 151 out, as the club plays it; cut to 16, then 8, then a final table of 4.
CLUB = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(16, 8, 4))


# -- who goes on, from a stage's ranking (level players grouped, best first) -------------------
def _singles(*players: int) -> list[tuple[int, ...]]:
    return [(player,) for player in players]


CUT_CASES = [
    # (name, ranking, stage, draw order, who goes on, ties left to the director)
    ("40 -> the best 16", _singles(*range(1, 41)), 1, (), list(range(1, 17)), []),
    ("16 -> the best 8", _singles(*range(1, 17)), 2, (), list(range(1, 9)), []),
    ("8 -> the final of 4", _singles(*range(1, 9)), 3, (), [1, 2, 3, 4], []),
    (
        "a level pair ending on the 16th place goes on with no draw",
        [*_singles(*range(1, 15)), (15, 16), *_singles(*range(17, 41))],
        1,
        (),
        list(range(1, 17)),
        [],
    ),
    (
        "three level for the 16th place: all of them go on, the director is told",
        [*_singles(*range(1, 16)), (16, 17, 18), *_singles(*range(19, 41))],
        1,
        (),
        list(range(1, 19)),
        [CutTie(None, (16, 17, 18), 1)],
    ),
    (
        "three level for the 16th place, lots drawn: the first drawn goes on",
        [*_singles(*range(1, 16)), (16, 17, 18), *_singles(*range(19, 41))],
        1,
        (18, 16, 17),
        [*range(1, 16), 18],
        [],
    ),
    (
        "a draw among only two of the three level does not decide",
        [*_singles(*range(1, 16)), (16, 17, 18), *_singles(*range(19, 41))],
        1,
        (17, 16),
        list(range(1, 19)),
        [CutTie(None, (16, 17, 18), 1)],
    ),
    (
        "two of four level in the final's places: lots for the last two seats",
        [*_singles(1, 2), (3, 4, 5, 6), *_singles(7, 8)],
        3,
        (6, 4, 3, 5),
        [1, 2, 6, 4],
        [],
    ),
    (
        # A tie let 5 through to a table of 5 and 6 past the last cut: the last number again.
        "a stage past the last cut cuts to the last number",
        _singles(*range(1, 10)),
        4,
        (),
        [1, 2, 3, 4],
        [],
    ),
]


@pytest.mark.parametrize(
    ("ranking", "stage", "drawn", "going_on", "ties"),
    [case[1:] for case in CUT_CASES],
    ids=[case[0] for case in CUT_CASES],
)
def test_who_goes_on_from_the_stage_ranking(
    ranking: list[tuple[int, ...]],
    stage: int,
    drawn: tuple[int, ...],
    going_on: list[int],
    ties: list[CutTie],
) -> None:
    settings = Scala40Settings(stage_cuts=(16, 8, 4), draw_order=drawn)
    players, left = stage_entrants(settings, [], ranking, stage=stage)
    assert sorted(players) == sorted(going_on)
    assert left == ties


def test_the_per_table_cut_is_unchanged_without_stage_cuts() -> None:
    # Two tables: the best 2 of each go on, whatever the ranking would say.
    settings = Scala40Settings(advance_per_table=2)
    orders = [[(1,), (2,), (3,), (4,)], [(5,), (6,), (7,), (8,)]]
    players, ties = stage_entrants(settings, orders, _singles(1, 5, 2, 6, 3, 7, 4, 8))
    assert sorted(players) == [1, 2, 5, 6]
    assert ties == []


def test_stored_settings_from_before_the_ranking_cut_cut_by_table() -> None:
    stored = settings_to_json(Scala40Settings(advance_per_table=2))
    del stored["stage_cuts"]
    settings = settings_from_json(Game.SCALA40, stored)
    assert isinstance(settings, Scala40Settings)
    assert settings.stage_cuts == ()
    assert settings.advance_per_table == 2
    again = settings_from_json(Game.SCALA40, settings_to_json(CLUB))
    assert again == CLUB


# -- the evening played through on a real database ---------------------------------------------
def _play(
    services: Services,
    tournament: TournamentId,
    round_number: int,
    table: int,
    second: int,
    winner: int = 1,
) -> list[int]:
    """Play a table of 4 (over 151 out). Hand 1: the third seat closes, the first pays
    `winner`, the fourth 160 (out, 4th); hand 2: the first closes, the third pays 160 (out,
    3rd); hand 3: the first closes and the second goes out, 2nd with `second` points in
    all; the first wins with `winner`. Returns the seat order. The 2nd's last figure (up to
    298) is more than one hand can cost: entered as the director confirms it, so the totals
    the cut is about come out exact."""
    sheet = services.results.sheet(tournament, round_number, table)
    a, b, c, d = sheet.players
    hands = [
        Scala40Hand(points=((a, winner), (b, 1), (d, 160)), closer=c),
        Scala40Hand(points=((b, 1), (c, 160)), closer=a),
        Scala40Hand(points=((b, second - 2),), closer=a),
    ]
    version = sheet.version or None
    for hand in hands:
        sheet = services.results.enter_hand(
            tournament, round_number, table, hand, expected_version=version, despite_unlikely=True
        )
        version = sheet.version
    assert sheet.finished
    return [a, b, c, d]


def _stage(
    services: Services, tournament: TournamentId, round_number: int, seconds: list[int]
) -> list[list[int]]:
    """Generate and publish stage `round_number`, play table t with `seconds[t - 1]` for
    its 2nd and t for its winner; each table's seat order, table 1 first."""
    made = services.rounds.generate(tournament)
    assert made.number == round_number
    services.rounds.publish(tournament, round_number)
    return [
        _play(services, tournament, round_number, table.table, seconds[index], index + 1)
        for index, table in enumerate(made.tables)
    ]


# Stage 1 of forty players as `_stage` plays it, but for table 7, which each test plays with
# the 2nd's total it is about: table t's 2nd ends on 200 + t, its winner on t.
LAST_TABLE = 7


def _forty_before_table_seven(services: Services) -> tuple[TournamentId, list[list[int]]]:
    """Forty players (CLUB), stage 1 published and played but for table 7; the tournament and
    each table's seat order, table 1 first."""
    tournament = scala40_tournament(services, 40, CLUB)
    made = services.rounds.generate(tournament)
    assert made.number == 1
    services.rounds.publish(tournament, 1)
    tables = []
    for index, table in enumerate(made.tables):
        if table.table == LAST_TABLE:
            tables.append(list(services.results.sheet(tournament, 1, table.table).players))
        else:
            tables.append(_play(services, tournament, 1, table.table, 200 + index + 1, index + 1))
    return tournament, tables


# Built once per process and backend, and copied for each test that names it.
STATES = {"forty_before_table_seven": with_services(_forty_before_table_seven)}


start, database_url = snapshot_fixtures(STATES)
forty_before_table_seven = state_value("forty_before_table_seven")


def _stage_one_of_forty(
    services: Services, start: tuple[TournamentId, list[list[int]]], seconds: list[int]
) -> tuple[TournamentId, list[list[int]]]:
    """`_stage(services, tournament, 1, seconds)` on forty players (CLUB), from the snapshot
    where every table but 7 is played with the 2nds `seconds` names for them."""
    tournament, tables = start
    assert seconds[: LAST_TABLE - 1] + seconds[LAST_TABLE:] == [
        200 + t for t in range(1, 11) if t != LAST_TABLE
    ]
    order = _play(services, tournament, 1, LAST_TABLE, seconds[LAST_TABLE - 1], LAST_TABLE)
    assert order == tables[LAST_TABLE - 1]
    return tournament, tables


def test_forty_players_go_16_8_and_a_final_of_4(
    services: Services, forty_before_table_seven: tuple[TournamentId, list[list[int]]]
) -> None:
    # Stage 1: 10 tables. The 10 winners (1st, 1 to 10 points) and the six 2nds with the lowest
    # totals (tables 1 to 6: 201..206 against 207..210) make the 16.
    tournament, tables = _stage_one_of_forty(
        services, forty_before_table_seven, [200 + t for t in range(1, 11)]
    )
    assert len(tables) == 10
    sixteen = {seats[0] for seats in tables} | {seats[1] for seats in tables[:6]}
    stage2 = services.rounds.generate(tournament)
    assert {p for table in stage2.tables for p in table.players} == sixteen
    assert [len(table.players) for table in stage2.tables] == [4, 4, 4, 4]
    assert services.rounds.check(tournament, 2).problems == ()
    services.rounds.delete_draft(tournament, 2)
    # Stage 2: 4 tables; 4 winners and 4 seconds make the 8.
    tables = _stage(services, tournament, 2, [300, 301, 302, 303])
    eight = {seats[0] for seats in tables} | {seats[1] for seats in tables}
    # Stage 3: 2 tables; the 2 winners and the two 2nds: the final table of 4.
    tables = _stage(services, tournament, 3, [300, 301])
    assert {
        p for table in services.rounds.get(tournament, 3).tables for p in table.players
    } == eight
    four = {seats[0] for seats in tables} | {seats[1] for seats in tables}
    final = services.rounds.generate(tournament)
    assert final.system == "final"
    assert len(final.tables) == 1
    assert set(final.tables[0].players) == four
    services.rounds.publish(tournament, 4)
    (winner, *_rest) = _play(services, tournament, 4, 1, 200)
    standings = services.standings.overall(tournament)
    assert standings[0].entry == winner
    with pytest.raises(FinalPlayed):
        services.rounds.generate(tournament)


def test_the_ranking_cut_counts_only_the_stage_s_penalty(services: Services) -> None:
    # 24 players -> the best 12 -> a final of 4. Stage 2's three 2nds all end on 300 there,
    # after stage-1 totals of 201 to 206: each stage is a fresh game, so they are level for
    # the final's fourth seat; all go on until the director draws lots.
    settings = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(12, 4))
    tournament = scala40_tournament(services, 24, settings)
    _stage(services, tournament, 1, [201, 202, 203, 204, 205, 206])
    stage2 = _stage(services, tournament, 2, [300, 300, 300])
    winners = {seats[0] for seats in stage2}
    seconds = {seats[1] for seats in stage2}
    final = services.rounds.generate(tournament)
    assert set(final.tables[0].players) == winners | seconds
    assert set(services.rounds.ties_at_cut(tournament, 2)) == seconds
    services.rounds.delete_draft(tournament, 3)
    drawn = services.standings.draw_lots(tournament, tuple(seconds), rng=random.Random(5))
    final = services.rounds.generate(tournament)
    assert set(final.tables[0].players) == winners | {drawn[0]}


def test_a_tie_across_the_cut_goes_on_whole_until_lots_are_drawn(
    services: Services, forty_before_table_seven: tuple[TournamentId, list[list[int]]]
) -> None:
    # The 2nds of tables 6 and 7 both end on 206: level for the 16th place.
    seconds = [201, 202, 203, 204, 205, 206, 206, 208, 209, 210]
    tournament, tables = _stage_one_of_forty(services, forty_before_table_seven, seconds)
    level = (tables[5][1], tables[6][1])
    draft = services.rounds.generate(tournament)
    seated = {p for table in draft.tables for p in table.players}
    assert len(seated) == 17
    assert set(level) <= seated
    (tie,) = [p for p in services.rounds.check(tournament, 2).problems if p.code == TIED_AT_CUT]
    assert set(tie.entries) == set(level)
    assert tie.table is None
    assert services.rounds.ties_at_cut(tournament, 1) == tuple(sorted(level))
    sentence = round_problem_sentence(tie.code, tie.entries, tie.table, "it")
    assert "classifica del turno precedente" in sentence
    assert "tavolo" not in sentence.split("classifica")[0]
    drawn = services.standings.draw_lots(tournament, level, rng=random.Random(3))
    draft = services.rounds.generate(tournament)
    seated = {p for table in draft.tables for p in table.players}
    assert len(seated) == 16
    assert drawn[0] in seated
    assert drawn[1] not in seated
    assert services.rounds.check(tournament, 2).problems == ()
    assert set(services.rounds.going_on(tournament, 1)) == seated
    assert services.rounds.ties_at_cut(tournament, 1) == ()  # the draw settled it


def test_a_cut_as_large_as_the_field_is_refused(services: Services) -> None:
    tournament = scala40_tournament(services, 16, CLUB)
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tournament)
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert refused.value.params["detail"] == "stage_cut_field"
    assert services.rounds.numbers(tournament) == ()


def test_a_hand_typed_looks_at_its_own_game_only_until_the_round_is_over(
    services: Services,
    forty_before_table_seven: tuple[TournamentId, list[list[int]]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each hand typed asks whether the round is complete: a hand that leaves its game going
    on answers from its own table, without replaying the nine sheets already over (each
    hand at a 250-table evening replayed every sheet of the round); the hand that ends the
    last game still marks the round complete."""
    tournament, tables = forty_before_table_seven
    looked: list[int] = []
    table_entered = round_status.table_entered

    def spy(round_row, table, *rest):  # type: ignore[no-untyped-def]
        looked.append(table)
        return table_entered(round_row, table, *rest)

    monkeypatch.setattr(round_status, "table_entered", spy)
    a, b, c, d = tables[LAST_TABLE - 1]
    sheet = services.results.enter_hand(
        tournament, 1, LAST_TABLE, Scala40Hand(points=((a, 1), (b, 1), (d, 160)), closer=c)
    )
    assert looked == [LAST_TABLE]
    assert services.rounds.get(tournament, 1).status is RoundStatus.PUBLISHED
    for hand in (
        Scala40Hand(points=((b, 1), (c, 160)), closer=a),
        Scala40Hand(points=((b, 205),), closer=a),
    ):
        sheet = services.results.enter_hand(
            tournament, 1, LAST_TABLE, hand, expected_version=sheet.version, despite_unlikely=True
        )
    assert sheet.finished
    assert services.rounds.get(tournament, 1).status is RoundStatus.COMPLETE
