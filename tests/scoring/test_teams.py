"""Team events: the two tables of a match, its VP, the movements, the team ranking.

Every expected value is worked out by hand from the rule (docs/scoring.md, "Team events").
"""

from __future__ import annotations

from itertools import combinations

import pytest

from scoring.pairing import BurracoRound, Table
from scoring.standings import TieBreak
from scoring.teams import (
    InvalidTeams,
    LineUp,
    TeamErrorCode,
    TeamMovement,
    check_team_size,
    deciding_tie_break,
    default_lineup,
    match_lines,
    match_score,
    match_tables,
    rank_teams,
    seat_matches,
    team_bye,
    team_round,
    team_vp_table,
)
from scoring.turno import ResultKind, TurnoScore
from scoring.victory_points import TEAM_3_HANDS, TEAM_4_HANDS


def test_a_match_seats_the_teams_with_the_lines_swapped() -> None:
    """Match 2: home's first pair NS at table 3, home's second pair EW at table 4."""
    home, away = LineUp(3, 31, 32), LineUp(5, 51, 52)
    assert match_tables(Table(2, 3, 5), home, away) == (Table(3, 31, 51), Table(4, 52, 32))


# (first table NS, EW), (second table NS, EW), hands -> home MP, away MP, home VP, away VP.
# Home scores the first table's NS and the second table's EW.
MATCHES = [
    ((640, 245), (300, 500), 3, 1140, 545, 13, 7),  # +595: band 505-700
    ((500, 400), (500, 400), 3, 900, 900, 10, 10),  # both NS won the same deal: even
    ((500, 450), (450, 500), 3, 1000, 900, 10, 10),  # +100: still the first band
    ((500, 445), (450, 500), 3, 1000, 895, 11, 9),  # +105: the second band's first MP
    ((100, 1000), (1200, 100), 3, 200, 2200, 3, 17),  # -2000: top of 1605-2000
    ((3100, 100), (0, 0), 3, 3100, 100, 19, 1),  # +3000: top of 2505-3000
    ((3105, 100), (0, 0), 3, 3105, 100, 20, 0),  # +3005: the open band
    ((700, 300), (300, 500), 4, 1200, 600, 11, 9),  # +600: top of 205-600 (4 hands)
    ((705, 300), (300, 500), 4, 1205, 600, 12, 8),  # +605
]


@pytest.mark.parametrize(
    ("first", "second", "hands", "mp_home", "mp_away", "vp_home", "vp_away"), MATCHES
)
def test_a_match_sums_both_tables_and_converts_by_the_team_table(
    first: tuple[int, int],
    second: tuple[int, int],
    hands: int,
    mp_home: int,
    mp_away: int,
    vp_home: int,
    vp_away: int,
) -> None:
    """Home MP = first table's NS + second table's EW; VP from the summed difference."""
    score = match_score(first, second, team_vp_table(hands))
    assert score == TurnoScore(mp_home, mp_away, vp_home, vp_away, ResultKind.PLAYED)


def test_the_team_tables_are_marked_as_a_proposal() -> None:
    """The shipped team tables say they are not FIBUR's, until the official ones are found."""
    for table in (TEAM_3_HANDS, TEAM_4_HANDS):
        assert "proposta Torneo" in table.name


def test_two_hands_have_no_proposed_team_table() -> None:
    """No team table is proposed for 2 hands: the director must give one."""
    with pytest.raises(InvalidTeams) as refused:
        team_vp_table(2)
    assert refused.value.code is TeamErrorCode.NO_TEAM_TABLE


@pytest.mark.parametrize(("table", "vp", "mp"), [(TEAM_3_HANDS, 14, 705), (TEAM_4_HANDS, 12, 605)])
def test_a_team_bye_gets_the_vp_and_their_equivalent_mp(table, vp: int, mp: int) -> None:  # type: ignore[no-untyped-def]
    """The bye's MP are where its VP's band starts in the team table."""
    assert team_bye(table, vp) == TurnoScore(mp, 0, vp, 0, ResultKind.BYE)


@pytest.mark.parametrize(
    ("players", "accepted"), [(2, False), (3, False), (4, True), (5, False), (6, True), (8, False)]
)
def test_a_team_has_four_or_six_players(players: int, accepted: bool) -> None:
    """Players come in pairs: two pairs to field, a third at most in reserve."""
    if accepted:
        check_team_size(1, players)
        return
    with pytest.raises(InvalidTeams) as refused:
        check_team_size(1, players)
    assert refused.value.code is TeamErrorCode.TEAM_SIZE


def test_the_default_line_up_is_the_first_two_registered_pairs() -> None:
    """With three pairs, the third waits; one pair cannot field a line-up."""
    assert default_lineup(7, [71, 72, 73]) == LineUp(7, 71, 72)
    with pytest.raises(InvalidTeams) as refused:
        default_lineup(7, [71])
    assert refused.value.code is TeamErrorCode.LINEUP_PAIRS


def test_a_line_up_fields_two_different_pairs() -> None:
    """The same pair cannot sit at both tables."""
    with pytest.raises(InvalidTeams) as refused:
        LineUp(1, 11, 11)
    assert refused.value.code is TeamErrorCode.LINEUP_PAIRS


LINEUPS = {team: LineUp(team, 10 * team + 1, 10 * team + 2) for team in range(1, 6)}


def test_a_round_of_matches_seats_four_tables_for_two_matches() -> None:
    """Matches 1 v 2 and 3 v 4 become tables 1-2 and 3-4; a team's bye is its pairs' bye."""
    matches = BurracoRound((Table(1, 1, 2), Table(2, 3, 4)), byes=(5,))
    assert seat_matches(matches, LINEUPS) == BurracoRound(
        (Table(1, 11, 21), Table(2, 22, 12), Table(3, 31, 41), Table(4, 42, 32)),
        byes=(51, 52),
    )


def test_a_team_without_a_line_up_cannot_be_seated() -> None:
    """Every team in a match needs its two pairs."""
    with pytest.raises(InvalidTeams) as refused:
        seat_matches(BurracoRound((Table(1, 1, 9),)), LINEUPS)
    assert refused.value.code is TeamErrorCode.NO_LINEUP


def test_a_pair_cannot_play_for_two_teams_in_a_round() -> None:
    """Two line-ups naming the same pair are refused."""
    lineups = {1: LineUp(1, 11, 12), 2: LineUp(2, 12, 22)}
    with pytest.raises(InvalidTeams) as refused:
        seat_matches(BurracoRound((Table(1, 1, 2),)), lineups)
    assert refused.value.code is TeamErrorCode.PAIR_TWICE


def test_round_robin_follows_the_berger_tables() -> None:
    """Four teams: round 1 is 1st v 4th and 2nd v 3rd (Berger), by registration."""
    assert team_round(TeamMovement.ROUND_ROBIN, [10, 20, 30, 40], 1).tables == (
        Table(1, 10, 40),
        Table(2, 20, 30),
    )


@pytest.mark.parametrize("count", [4, 5, 6])
def test_round_robin_meets_everyone_once(count: int) -> None:
    """Over the calendar every two teams meet exactly once (an odd count: one bye a round)."""
    teams = list(range(1, count + 1))
    rounds = count - 1 + count % 2
    met = [
        frozenset((t.ns, t.ew))
        for number in range(1, rounds + 1)
        for t in team_round(TeamMovement.ROUND_ROBIN, teams, number).tables
    ]
    assert sorted(met, key=sorted) == sorted(
        (frozenset(p) for p in combinations(teams, 2)), key=sorted
    )


def test_danese_for_teams_avoids_last_rounds_opponent() -> None:
    """Standings 3, 1, 4, 2 after 3 v 1 and 4 v 2: 3 v 4 and 1 v 2."""
    history = [BurracoRound((Table(1, 3, 1), Table(2, 4, 2)))]
    got = team_round(TeamMovement.DANESE, [3, 1, 4, 2], 2, history=history)
    assert got.tables == (Table(1, 3, 4), Table(2, 1, 2))


HISTORY = [
    BurracoRound((Table(1, 1, 2), Table(2, 3, 4))),
    BurracoRound((Table(1, 1, 3), Table(2, 2, 4))),
]


def test_danese_may_bring_back_an_older_opponent() -> None:
    """After 1 v 2 then 1 v 3, standings 1-4: Danese pairs 1 v 2 again (only round 2 barred)."""
    got = team_round(TeamMovement.DANESE, [1, 2, 3, 4], 3, history=HISTORY)
    assert got.tables == (Table(1, 1, 2), Table(2, 3, 4))


def test_never_again_never_brings_back_an_opponent() -> None:
    """The same standings never-again: 1 can only meet 4, leaving 2 v 3."""
    got = team_round(TeamMovement.NEVER_AGAIN, [1, 2, 3, 4], 3, history=HISTORY)
    assert got.tables == (Table(1, 1, 4), Table(2, 2, 3))
    assert got.relaxed == ()


def _lines(results):  # type: ignore[no-untyped-def]
    return [
        line
        for number, home, away, score in results
        for line in match_lines(number, Table(1, home, away), TurnoScore(*score))
    ]


def test_the_team_ranking_is_by_team_vp() -> None:
    """Two rounds of four teams, totals added by hand."""
    lines = _lines(
        [
            (1, 1, 2, (1140, 545, 13, 7)),
            (1, 3, 4, (900, 900, 10, 10)),
            (2, 1, 3, (1000, 900, 10, 10)),
            (2, 2, 4, (200, 2200, 3, 17)),
        ]
    )
    rows = rank_teams([1, 2, 3, 4], lines)
    assert [(r.rank, r.entry, r.vp, r.mp_diff) for r in rows] == [
        (1, 4, 27, 2000),
        (2, 1, 23, 695),
        (3, 3, 20, -100),
        (4, 2, 10, -2595),
    ]


LEVEL = [
    (1, 1, 2, (1000, 900, 10, 10)),
    (1, 3, 4, (500, 450, 10, 10)),
    (2, 1, 3, (300, 300, 10, 10)),
    (2, 2, 4, (300, 300, 10, 10)),
]


@pytest.mark.parametrize(
    ("tie_breaks", "order"),
    [
        ((TieBreak.MP_DIFF, TieBreak.DRAW), [1, 3, 4, 2]),  # +100, +50, -50, -100
        ((TieBreak.MP_AGAINST,), [3, 4, 1, 2]),  # conceded 750, 800, 1200, 1300
        ((TieBreak.MP_SCORED,), [1, 2, 3, 4]),  # scored 1300, 1200, 800, 750
    ],
)
def test_teams_level_on_vp_are_ordered_by_the_tie_breaks_given(
    tie_breaks: tuple[TieBreak, ...], order: list[int]
) -> None:
    """All four on 20 VP: the tournament's tie-break list decides."""
    rows = rank_teams([1, 2, 3, 4], _lines(LEVEL), tie_breaks=tie_breaks)
    assert [r.entry for r in rows] == order


def test_a_team_out_of_the_round_robin_leaves_its_opponent_the_bye() -> None:
    """Six teams, round 3 of the Berger calendar is 2 v 6, 3 v 1, 4 v 5: with team 3 unable
    to field, 1 has the bye and the other two matches are played, numbered 1 and 2."""
    got = team_round(TeamMovement.ROUND_ROBIN, [1, 2, 3, 4, 5, 6], 3, playing=[1, 2, 4, 5, 6])
    assert got.tables == (Table(1, 2, 6), Table(2, 4, 5))
    assert got.byes == (1,)


def test_the_calendar_stays_as_drawn_when_a_team_leaves() -> None:
    """Team 3 out from round 3 of six teams' five rounds: no match of rounds 1-2 comes back,
    the other five meet each other exactly once, and only those due to meet team 3 in rounds
    3-5 sit out, once each (1, 2, 6 by the Berger tables), nobody twice."""
    teams = [1, 2, 3, 4, 5, 6]
    rest = [1, 2, 4, 5, 6]
    rounds = [
        team_round(TeamMovement.ROUND_ROBIN, teams, number, playing=None if number < 3 else rest)
        for number in range(1, 6)
    ]
    met = [frozenset((t.ns, t.ew)) for r in rounds for t in r.tables]
    assert len(met) == len(set(met))
    assert {pair for pair in met if 3 not in pair} == {frozenset(p) for p in combinations(rest, 2)}
    assert [r.byes for r in rounds] == [(), (), (1,), (2,), (6,)]


def test_a_tie_break_named_only_where_it_parted_two_teams_level_on_vp() -> None:
    """The LEVEL ranking by MP difference then the draw: 3 is below 1 by MP difference (+50
    against +100), 4 below 3 by it too; 1 has VP of its own (nothing above), and two teams
    sharing a place were parted by nothing."""
    rows = rank_teams([1, 2, 3, 4], _lines(LEVEL), tie_breaks=(TieBreak.MP_DIFF, TieBreak.DRAW))
    said = [
        deciding_tie_break(above, row) for above, row in zip([None, *rows[:-1]], rows, strict=True)
    ]
    assert said == [None, TieBreak.MP_DIFF, TieBreak.MP_DIFF, TieBreak.MP_DIFF]
    level = rank_teams([1, 2], _lines([(1, 1, 2, (500, 500, 10, 10))]))
    assert [row.tied for row in level] == [True, True]
    assert deciding_tie_break(level[0], level[1]) is None


def test_a_recorded_draw_parts_teams_level_on_everything() -> None:
    """Teams 1 and 2 drew their match 500-500: level on every figure; the draw recorded as
    2, 1 puts 2 first, and it is the draw that placed 1 second."""
    lines = _lines([(1, 1, 2, (500, 500, 10, 10))])
    rows = rank_teams([1, 2], lines, draw_order=(2, 1))
    assert [(r.rank, r.entry, r.tied) for r in rows] == [(1, 2, False), (2, 1, False)]
    assert deciding_tie_break(rows[0], rows[1]) is TieBreak.DRAW
