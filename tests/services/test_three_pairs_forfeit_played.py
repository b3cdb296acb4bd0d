"""A forfeit at a table of three where the two pairs who came played each other: the absent
pair's meetings are forfeits, the meeting played is converted by the VP table, and the rule
combines each pair's two (docs/scoring.md, "A forfeit at a table of three").

Figures by hand from burraco.md's defaults (3 hands, forfeit 14 VP, late 6 VP) and FIBUR's
3-hand table: 640 v 245 is 395 (14-6), 400 v 245 is 155 (12-8). Table 3 seats 5 (NS), 6 (EW)
and 7 (the third line)."""

from __future__ import annotations

import pytest

from scoring.three_pairs import SUM_RULE
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.three_pairs import seven_pairs, seven_pairs_published
from tournament_app.services import ErrorCode, ResultKind, ServiceError, Services, TournamentId
from tournament_app.services.messages import describe

STATES = {"seven_published": with_services(seven_pairs_published)}
start, database_url = snapshot_fixtures(STATES)
seven_published = state_value("seven_published")


@pytest.mark.parametrize(
    ("absent", "played", "mps", "vps"),
    [
        # NS 640 beat EW 245 (14-6): NS (14 + 14) / 2, EW (6 + 14) / 2, the third line late.
        ("c", (640, 245), (640, 245, 0), (14, 10, 6)),
        # EW 400 beat the third line's 245 (12-8): (12 + 14) / 2 = 13, (8 + 14) / 2 = 11.
        ("ns", (400, 245), (0, 400, 245), (6, 13, 11)),
        ("ew", (245, 640), (245, 0, 640), (10, 6, 14)),
    ],
)
def test_the_present_pairs_game_counts_beside_the_forfeit(
    services: Services, seven_published: TournamentId, absent, played, mps, vps
) -> None:
    result = services.results.enter_forfeit(seven_published, 1, 3, absent=absent, played=played)
    assert result.kind is ResultKind.FORFEIT
    assert (result.ns_mp, result.ew_mp, result.third_mp) == mps
    assert (result.ns_vp, result.ew_vp, result.third_vp) == vps
    assert services.results.get(seven_published, 1, 3) == result


def test_the_sum_rule_adds_the_game_and_the_forfeit(services: Services) -> None:
    """Summed: EW 12 + 14, the third line 8 + 14, NS late twice."""
    tournament_id = seven_pairs(services, three_pairs_vp=SUM_RULE)
    result = services.results.enter_forfeit(tournament_id, 1, 3, absent="ns", played=(400, 245))
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (12, 26, 22)


def test_the_standings_count_the_game_played(
    services: Services, seven_published: TournamentId
) -> None:
    """MP against a pair: the mean of the other two lines' (the absent pair's 0), a half up:
    5 640 - 123 = +517, 6 245 - 320 = -75, 7 0 - 443 = -443."""
    services.results.enter_forfeit(seven_published, 1, 3, absent="c", played=(640, 245))
    rows = {
        row.entry: (row.vp, row.mp_difference)
        for row in services.standings.overall(seven_published)
    }
    assert (rows[5], rows[6], rows[7]) == ((14, 517), (10, -75), (6, -443))


@pytest.mark.parametrize(
    ("table", "absent", "played", "detail"),
    [
        (3, "all", (640, 245), "forfeit_played_all"),
        (1, "ns", (640, 245), "forfeit_played_at_two"),
    ],
)
def test_totals_where_nobody_could_play_are_refused(
    services: Services, seven_published: TournamentId, table, absent, played, detail
) -> None:
    with pytest.raises(ServiceError) as refused:
        services.results.enter_forfeit(seven_published, 1, table, absent=absent, played=played)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == detail
    assert "forfait" in describe(refused.value, "it")
    assert "forfeit" in describe(refused.value, "en")
    assert services.results.list(seven_published, 1) == ()


def test_a_total_no_game_scores_is_refused(
    services: Services, seven_published: TournamentId
) -> None:
    with pytest.raises(ServiceError) as refused:
        services.results.enter_forfeit(seven_published, 1, 3, absent="c", played=(642, 245))
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert "642" in describe(refused.value, "it")
    assert services.results.list(seven_published, 1) == ()
