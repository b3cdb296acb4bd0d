"""Tables of three pairs (burraco a sei) through the services: the setting, the seating that
mixes tables of two and three, a three-line result turned into each pair's VP and MP, and the
standings that count it. Expected figures worked out by hand from FIBUR's 3-hand table
(0-50 10-10, 55-150 11-9, 155-250 12-8, 355-500 14-6)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scoring.three_pairs import SUM_RULE
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    HandBreakdown,
    HandTotals,
    LineHand,
    PairingSystem,
    ScheduleStep,
    ServiceError,
    Services,
    ThreePairsTables,
    TournamentId,
)
from tournament_app.services.messages import describe

DANESE = (ScheduleStep(PairingSystem.DANESE, 3),)


def _settings(**changes: object) -> BurracoSettings:
    base: dict[str, object] = {
        "first_round": PairingSystem.REGISTRATION,
        "schedule": DANESE,
        "three_pairs": ThreePairsTables.WHEN_NEEDED,
    }
    return BurracoSettings(**(base | changes))  # type: ignore[arg-type]


def _published(services: Services, pairs: int = 7, **changes: object) -> TournamentId:
    tournament_id = burraco_tournament(services, pairs=pairs, settings=_settings(**changes))
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    return tournament_id


def _seven_published(services: Services) -> TournamentId:
    """Seven pairs when needed, round 1 published: 1 v 2, 3 v 4, 5 v 6 v 7."""
    return _published(services)


# Built once per process and backend, and copied for each test that names it.
STATES = {"seven_published": with_services(_seven_published)}


start, database_url = snapshot_fixtures(STATES)
seven_published = state_value("seven_published")


def _seating(services: Services, tournament_id: TournamentId, number: int = 1) -> list:
    return [
        (t.table, t.ns + t.ew + t.third) for t in services.rounds.get(tournament_id, number).tables
    ]


def test_seven_pairs_seat_a_table_of_three_instead_of_a_bye(
    services: Services, seven_published: TournamentId
) -> None:
    """Registration order: 1 v 2, 3 v 4, 5 v 6, and 7 (the bye) joins the last table."""
    tournament_id = seven_published
    assert _seating(services, tournament_id) == [(1, (1, 2)), (2, (3, 4)), (3, (5, 6, 7))]
    third = services.rounds.get(tournament_id, 1).tables[2]
    assert (third.ns, third.ew, third.third, third.is_bye) == ((5,), (6,), (7,), False)


def test_never_keeps_the_bye(services: Services) -> None:
    tournament_id = _published(services, three_pairs=ThreePairsTables.NEVER)
    assert _seating(services, tournament_id) == [(1, (1, 2)), (2, (3, 4)), (3, (5, 6)), (4, (7,))]


def test_always_seats_as_many_tables_of_three_as_the_count_allows(services: Services) -> None:
    """8 pairs: two tables of three and one of two, in the order the draw dealt them."""
    tournament_id = _published(services, pairs=8, three_pairs=ThreePairsTables.ALWAYS)
    assert _seating(services, tournament_id) == [(1, (1, 2, 3)), (2, (4, 5, 6)), (3, (7, 8))]


def test_the_setting_is_kept(services: Services) -> None:
    tournament_id = burraco_tournament(
        services, settings=_settings(three_pairs=ThreePairsTables.ALWAYS, three_pairs_vp=SUM_RULE)
    )
    settings = services.tournaments.get(tournament_id).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.three_pairs, settings.three_pairs_vp) == (ThreePairsTables.ALWAYS, SUM_RULE)


def test_a_mitchell_cannot_seat_a_table_of_three(services: Services) -> None:
    tournament_id = burraco_tournament(
        services, pairs=7, settings=_settings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 3),))
    )
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tournament_id)
    assert refused.value.code is ErrorCode.PAIRING_FAILED
    italian, english = describe(refused.value, "it"), describe(refused.value, "en")
    assert "Mitchell" in italian and "tre coppie" in italian and "«mai»" in italian
    assert "Mitchell" in english and "7 pairs" in english
    assert services.rounds.list(tournament_id) == ()


def test_an_individual_tournament_has_no_tables_of_three(services: Services) -> None:
    with pytest.raises(ServiceError) as refused:
        burraco_tournament(services, settings=_settings(individual=True))
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert "solo per i tornei a coppie" in describe(refused.value, "it")
    assert "pairs tournaments only" in describe(refused.value, "en")


def test_three_totals_make_each_pairs_vp(services: Services, seven_published: TournamentId) -> None:
    """5 640, 6 245, 7 400: A-B 395 (14-6), A-C 240 (12-8), B-C -155 (8-12): 13, 7, 10."""
    tournament_id = seven_published
    result = services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (640, 245, 400)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 7, 10)
    assert (result.ns, result.ew, result.third) == ((5,), (6,), (7,))
    stored = services.results.get(tournament_id, 1, 3)
    assert stored is not None and stored.third_vp == 10 and stored.three_pairs


def test_the_standings_count_a_table_of_three(
    services: Services, seven_published: TournamentId
) -> None:
    """MP against each pair is the other two's average, a half up: 5 640 - 323 = +317;
    6 245 - 520 = -275; 7 400 - 443 = -43. Tables of two: 1 v 2 300-100 (200: 12-8),
    3 v 4 100-100 (10-10)."""
    tournament_id = seven_published
    services.results.enter_totals(tournament_id, 1, 1, 300, 100)
    services.results.enter_totals(tournament_id, 1, 2, 100, 100)
    services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    rows = {
        row.entry: (row.vp, row.mp_difference, row.mp_scored)
        for row in services.standings.overall(tournament_id)
    }
    assert rows[5] == (13, 317, 640)
    assert rows[6] == (7, -275, 245)
    assert rows[7] == (10, -43, 400)
    assert rows[1] == (12, 200, 300)


def test_the_sum_rule(services: Services) -> None:
    """Summed: 26, 14, 20 VP; MP for twice the own total, against the other two's sum."""
    tournament_id = _published(services, three_pairs_vp=SUM_RULE)
    result = services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (26, 14, 20)
    services.results.enter_totals(tournament_id, 1, 1, 300, 100)
    rows = {
        row.entry: (row.vp, row.mp_difference) for row in services.standings.overall(tournament_id)
    }
    assert rows[5] == (26, 1280 - 645)


def test_hands_at_a_table_of_three(services: Services, seven_published: TournamentId) -> None:
    """Hand 1: NS closes 640, EO 245, the third line had no burraco: 60 - 40 - 100 = -80.
    Then 100/50/0 and 0/0/0: 740, 295, -80; A-B 445 (14-6), A-C 820 (17-3), B-C 375 (14-6):
    (14+17)/2 = 15.5 -> 16; (6+14)/2 = 10; (3+6)/2 = 4.5 -> 5."""
    tournament_id = seven_published
    first = HandBreakdown(
        ns=LineHand(melded=240, clean=1, dirty=1, closed=True),
        ew=LineHand(melded=180, in_hand=35, dirty=1),
        third=LineHand(melded=60, in_hand=40, pozzetto_taken=False),
    )
    result = services.results.enter_three(
        tournament_id,
        1,
        3,
        hands=[first, HandTotals(100, 50, 0), HandTotals(0, 0, 0)],
    )
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (740, 295, -80)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (16, 10, 5)
    assert result.hands[0] == HandTotals(640, 245, -80)
    stored = services.results.get(tournament_id, 1, 3)
    assert stored is not None and stored.breakdown[0] == first


def test_a_pozzetto_before_a_burraco_is_refused(
    services: Services, seven_published: TournamentId
) -> None:
    tournament_id = seven_published
    wrong = HandBreakdown(
        ns=LineHand(melded=240, clean=1, closed=True),
        ew=LineHand(melded=180, dirty=1),
        third=LineHand(melded=60),
    )
    with pytest.raises(ServiceError) as refused:
        services.results.enter_three(
            tournament_id, 1, 3, hands=[wrong, HandTotals(0, 0, 0), HandTotals(0, 0, 0)]
        )
    assert refused.value.scoring_code == "pozzetto_before_burraco"
    assert "dopo il primo burraco" in describe(refused.value, "it")
    assert services.results.get(tournament_id, 1, 3) is None


@pytest.mark.parametrize(
    ("enter", "detail"),
    [
        (lambda s, t: s.results.enter_totals(t, 1, 3, 100, 200), "three_lines_needed"),
        (lambda s, t: s.results.enter_abandoned(t, 1, 3, left="ns"), "three_pairs_no_walkout"),
        (lambda s, t: s.results.enter_three(t, 1, 1, totals=(1, 2, 3)), "two_lines_needed"),
    ],
)
def test_the_wrong_number_of_lines_is_refused(
    services: Services, seven_published: TournamentId, enter, detail
) -> None:
    tournament_id = seven_published
    with pytest.raises(ServiceError) as refused:
        enter(services, tournament_id)
    # Three pairs seated stand in the way of a walk-out, not a figure typed.
    state = detail == "three_pairs_no_walkout"
    assert refused.value.code is (ErrorCode.STATE_REFUSED if state else ErrorCode.INVALID_INPUT)
    assert refused.value.params["detail"] == detail
    assert "{" not in describe(refused.value, "it") + describe(refused.value, "en")
    assert services.results.list(tournament_id, 1) == ()


def test_an_unlikely_table_of_three_asks_first(
    services: Services, seven_published: TournamentId
) -> None:
    """3 hands of 162 cards: 4,860 is the ceiling; 4,900 is asked about."""
    tournament_id = seven_published
    with pytest.raises(ServiceError) as refused:
        services.results.enter_three(tournament_id, 1, 3, totals=(4900, 0, 0))
    assert refused.value.code is ErrorCode.UNLIKELY_SCORE
    assert "1.620" in describe(refused.value, "it")
    result = services.results.enter_three(
        tournament_id, 1, 3, totals=(4900, 0, 0), despite_unlikely=True
    )
    assert result.ns_vp == 20


def test_the_next_danese_round_seats_the_table_of_three_again(
    services: Services, seven_published: TournamentId
) -> None:
    tournament_id = seven_published
    services.results.enter_totals(tournament_id, 1, 1, 300, 100)
    services.results.enter_totals(tournament_id, 1, 2, 100, 100)
    services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    services.rounds.generate(tournament_id)
    tables = _seating(services, tournament_id, 2)
    assert sorted(len(entries) for _, entries in tables) == [2, 2, 3]
    assert sorted(e for _, entries in tables for e in entries) == list(range(1, 8))


def test_a_table_of_three_travels_in_a_tournament_file(
    services: Services, seven_published: TournamentId, tmp_path
) -> None:
    """Exported and imported: the third pair's seat, its MP and VP, the hands' third line."""
    from tournament_app.services.archive.tournament_file import (
        export_tournament_file,
        import_tournament_file,
    )

    tournament_id = seven_published
    first = HandBreakdown(
        ns=LineHand(melded=240, clean=1, dirty=1, closed=True),
        ew=LineHand(melded=180, in_hand=35, dirty=1),
        third=LineHand(melded=60, in_hand=40, pozzetto_taken=False),
    )
    hands = [first, HandTotals(100, 50, 0), HandTotals(0, 0, 0)]
    services.results.enter_three(tournament_id, 1, 3, hands=hands)
    path = export_tournament_file(services, tournament_id, tmp_path / "sei.torneo")
    imported = import_tournament_file(services, path).tournament_id
    assert _seating(services, imported) == _seating(services, tournament_id)
    again = services.results.get(imported, 1, 3)
    assert again is not None
    assert (again.third, again.third_mp, again.third_vp) == ((7,), -80, 5)
    assert again.breakdown[0] == first
    settings = services.tournaments.get(imported).settings
    assert isinstance(settings, BurracoSettings)
    assert settings.three_pairs is ThreePairsTables.WHEN_NEEDED


def test_the_vp_rule_is_fixed_once_a_round_is_published(
    services: Services, seven_published: TournamentId
) -> None:
    """The tables of three already scored were shared by it; when they are seated may change."""
    tournament_id = seven_published
    assert "three_pairs_vp" in services.tournaments.locked_settings(tournament_id)
    settings = services.tournaments.get(tournament_id).settings
    assert isinstance(settings, BurracoSettings)
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(
            tournament_id, settings=replace(settings, three_pairs_vp=SUM_RULE)
        )
    assert refused.value.code is ErrorCode.STATE_REFUSED
    services.tournaments.edit(
        tournament_id, settings=replace(settings, three_pairs=ThreePairsTables.ALWAYS)
    )


def test_the_log_words_a_table_of_three(services: Services, seven_published: TournamentId) -> None:
    from tournament_app.services.log.words import change_text

    tournament_id = seven_published
    services.results.enter_three(tournament_id, 1, 3, totals=(640, -35, 400))
    (entry,) = [e for e in services.audit.list(tournament_id) if e.action == "result.enter"]
    said = change_text(entry, "it")
    # 640 v -35 675 (16-4), 640 v 400 240 (12-8), -35 v 400 435 (6-14): 14, 5, 11.
    assert "640-(-35)-400" in said and "14-5-11" in said
