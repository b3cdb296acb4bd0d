"""Lots drawn among teams level in the team ranking, as among pairs: who shares a place
awaiting the draw, the order drawn recorded apart from the pairs' and followed by the
ranking and a Danese pairing, undone from the log; and the tie-break that placed a team,
as the pairs' ranking says it. Rankings worked out by hand from the team table (3 hands)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scoring.standings import TieBreak
from tests.builders.teams import DANESE, play_round, round_robin, team_event, two_teams_level
from tournament_app.services import BurracoSettings, ServiceError, Services, TournamentId
from tournament_app.services.messages import describe


def _ranking(
    services: Services, tournament: TournamentId
) -> list[tuple[int, int, bool, str, bool]]:
    """(rank, team, tied, tie-break, awaiting the draw) a row."""
    return [
        (r.rank, r.team, r.tied, r.tie_break, r.awaiting_draw)
        for r in services.teams.standings(tournament)
    ]


def test_teams_level_on_everything_share_a_place_awaiting_a_draw(services: Services) -> None:
    """Teams 2 and 3 (10 VP, 900-900 and their match drawn) share 2nd place until a draw."""
    tournament = two_teams_level(services)
    assert _ranking(services, tournament) == [
        (1, 1, False, "", False),
        (2, 2, True, "", True),
        (2, 3, True, "", True),
        (4, 4, False, "", False),
    ]
    assert [[row.team for row in tie] for tie in services.teams.ties(tournament)] == [[2, 3]]


def test_lots_drawn_part_the_teams_and_are_recorded_apart(services: Services) -> None:
    """The draw puts 3 before 2: 3 is 2nd, 2 is 3rd placed by the draw; the order is the
    team ranking's own (the pairs' recorded draw stays empty) and the log says it; undo
    brings back the shared place."""
    tournament = two_teams_level(services)
    assert services.teams.draw_lots(tournament, [2, 3], rng=random.Random(1)) == (3, 2)
    assert _ranking(services, tournament) == [
        (1, 1, False, "", False),
        (2, 3, False, "", False),
        (3, 2, False, "draw", False),
        (4, 4, False, "", False),
    ]
    settings = services.tournaments.get(tournament).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.team_draw_order, settings.draw_order) == ((3, 2), ())
    assert services.teams.ties(tournament) == ()
    assert services.audit.list(tournament)[0].action == "team.draw"
    # Drawn again among the same two: allowed, as for pairs (judged without their draw).
    services.teams.draw_lots(tournament, [3, 2], rng=random.Random(0))
    services.audit.undo_last(tournament)
    services.audit.undo_last(tournament)
    assert [row.tied for row in services.teams.standings(tournament)] == [
        False,
        True,
        True,
        False,
    ]


def test_the_tie_break_that_placed_a_team_is_named(services: Services) -> None:
    """Teams 2 and 3 win a table each, 500-450 and 450-500 on the same deals: 1000-900, still
    10-10 (up to 100 is even); level on VP, 2 is above 3 by the MP difference (+100, -100),
    and 4 below 3 on VP alone."""
    tournament = team_event(services, 4)
    play_round(services, tournament, {1: (640, 245), 2: (300, 500), 3: (500, 450), 4: (450, 500)})
    assert _ranking(services, tournament) == [
        (1, 1, False, "", False),
        (2, 2, False, "", False),
        (3, 3, False, "mp_diff", False),
        (4, 4, False, "", False),
    ]


def test_a_danese_pairs_teams_by_the_draw(services: Services) -> None:
    """Danese round 1 by registration: 1 beats 2 13-7 (1140-545), 3 and 4 level 10-10 on the
    same deals. Lots drawn 4 before 3: the ranking 1, 4, 3, 2 meets 1 v 4 and 3 v 2 in
    round 2 (by team number it would have been 1 v 3 and 4 v 2)."""
    tournament = team_event(services, 4, DANESE)
    play_round(services, tournament, {1: (640, 245), 2: (300, 500), 3: (500, 400), 4: (500, 400)})
    assert services.teams.draw_lots(tournament, [3, 4], rng=random.Random(1)) == (4, 3)
    play_round(services, tournament)
    matches = services.teams.matches(tournament, 2)
    assert [(m.home, m.away) for m in matches] == [(1, 4), (3, 2)]


def test_no_draw_where_the_tie_breaks_leave_it_out(services: Services) -> None:
    """Tie-breaks MP difference and MP scored only: teams 2 and 3 share 2nd place for good,
    nothing awaits a draw, and a draw is refused saying why."""
    settings = replace(round_robin(3), tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
    tournament = two_teams_level(services, settings)
    assert [(r.team, r.tied, r.awaiting_draw) for r in services.teams.standings(tournament)][
        1:3
    ] == [
        (2, True, False),
        (3, True, False),
    ]
    assert services.teams.ties(tournament) == ()
    for attempt in (
        lambda: services.teams.ties_to_draw(tournament),
        lambda: services.teams.draw_lots(tournament, [2, 3]),
    ):
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.params["detail"] == "draw_not_a_tie_break"
        assert "Il sorteggio non è tra gli spareggi" in describe(refused.value, "it")
    kept = services.tournaments.get(tournament).settings
    assert isinstance(kept, BurracoSettings) and kept.team_draw_order == ()
