"""A forfeit at a table of three pairs (burraco a sei): the absent pair named among three, the
present pairs scored as a table of two's present pair, the absent as its late pair
(docs/scoring.md, "A forfeit at a table of three"). Figures from burraco.md's defaults:
3 hands, forfeit 14 VP and 355 MP to the present pair, 6 VP to the late one."""

from __future__ import annotations

import pytest

from scoring.three_pairs import SUM_RULE
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.three_pairs import seven_pairs, seven_pairs_published
from tournament_app.services import (
    ErrorCode,
    ResultKind,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe

STATES = {"seven_published": with_services(seven_pairs_published)}
start, database_url = snapshot_fixtures(STATES)
seven_published = state_value("seven_published")


@pytest.mark.parametrize(
    ("absent", "mps", "vps"),
    [
        ("c", (355, 355, 0), (14, 14, 6)),
        ("ns", (0, 355, 355), (6, 14, 14)),
        ("ew", (355, 0, 355), (14, 6, 14)),
        ("all", (0, 0, 0), (6, 6, 6)),
    ],
)
def test_the_absent_pair_is_named_among_three(
    services: Services, seven_published: TournamentId, absent, mps, vps
) -> None:
    """The present pairs take the forfeit VP and MP, the absent pair the late VP and 0."""
    result = services.results.enter_forfeit(seven_published, 1, 3, absent=absent)
    assert result.kind is ResultKind.FORFEIT
    assert (result.ns_mp, result.ew_mp, result.third_mp) == mps
    assert (result.ns_vp, result.ew_vp, result.third_vp) == vps
    assert services.results.get(seven_published, 1, 3) == result


def test_the_standings_count_a_forfeit_at_three(
    services: Services, seven_published: TournamentId
) -> None:
    """7 absent: 5 and 6 14 VP, 355 MP against the others' mean 178 (+177); 7 6 VP, -355."""
    tournament_id = seven_published
    services.results.enter_forfeit(tournament_id, 1, 3, absent="c")
    rows = {
        row.entry: (row.vp, row.mp_difference) for row in services.standings.overall(tournament_id)
    }
    assert (rows[5], rows[6], rows[7]) == ((14, 177), (14, 177), (6, -355))


def test_the_sum_rule_doubles_a_forfeit_at_three(services: Services) -> None:
    """Summed, each pair's two meetings count: 28, 28 and 12 VP."""
    tournament_id = seven_pairs(services, three_pairs_vp=SUM_RULE)
    result = services.results.enter_forfeit(tournament_id, 1, 3, absent="ns")
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (12, 28, 28)


def test_four_hands_give_the_four_hands_forfeit(services: Services) -> None:
    """4 hands: 12 VP and 305 MP to the present pairs, 8 VP to the absent one."""
    tournament_id = seven_pairs(services, hands=4)
    result = services.results.enter_forfeit(tournament_id, 1, 3, absent="c")
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (305, 305, 0)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (12, 12, 8)


def test_a_forfeit_at_three_corrects_a_played_result(
    services: Services, seven_published: TournamentId
) -> None:
    tournament_id = seven_published
    played = services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    result = services.results.enter_forfeit(
        tournament_id, 1, 3, absent="ew", expected_version=played.version
    )
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (14, 6, 14)
    assert result.hands == ()


@pytest.mark.parametrize(("table", "absent"), [(3, "both"), (3, "x"), (1, "c"), (1, "all")])
def test_a_line_the_table_has_not_is_refused(
    services: Services, seven_published: TournamentId, table, absent
) -> None:
    """ "both" names two lines of three; "c" and "all" a table of two has not."""
    with pytest.raises(ServiceError) as refused:
        services.results.enter_forfeit(seven_published, 1, table, absent=absent)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    italian = describe(refused.value, "it")
    assert f"«{absent}»" in italian and "{" not in italian + describe(refused.value, "en")
    assert services.results.list(seven_published, 1) == ()


@pytest.mark.parametrize(
    "write",
    [
        lambda s, t: s.results.enter_abandoned(t, 1, 3, left="ns"),
        lambda s, t: s.results.enter_arbitral(t, 1, 3, ns_vp=10, ew_vp=10),
    ],
)
def test_a_walk_out_at_three_points_to_the_forfeit(
    services: Services, seven_published: TournamentId, write
) -> None:
    with pytest.raises(ServiceError) as refused:
        write(services, seven_published)
    # The table's three pairs stand in the way, not a figure typed: no "correct it".
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params["detail"] == "three_pairs_no_walkout"
    assert describe(refused.value, "it") == (
        "Il tavolo 3 del turno 1 ha tre coppie, e a un tavolo da tre non si registrano"
        " abbandoni né punteggi arbitrali: inserisci i tre totali decisi dal direttore, oppure"
        " un forfait che indichi la coppia assente. Non è cambiato nulla."
    )
    assert describe(refused.value, "en") == (
        "Table 3 of round 1 seats three pairs, and at a table of three a walk-out or a"
        " referee's score cannot be recorded: enter the three totals the director decided, or a"
        " forfeit naming the absent pair. Nothing changed."
    )
    assert services.results.list(seven_published, 1) == ()


def test_the_log_says_the_forfeit_at_three(
    services: Services, seven_published: TournamentId
) -> None:
    from tournament_app.services.log.words import change_text

    services.results.enter_forfeit(seven_published, 1, 3, absent="c")
    (entry,) = [e for e in services.audit.list(seven_published) if e.action == "result.enter"]
    said = change_text(entry, "it")
    assert "355-355-0" in said and "14-14-6" in said
