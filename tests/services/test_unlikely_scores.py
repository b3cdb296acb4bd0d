"""Unlikely burraco figures are a decision of the services: refused unless confirmed."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tests.services.unlikely_cases import TOTALS
from tournament_app.services import BurracoSettings, ErrorCode, HandTotals, ServiceError
from tournament_app.services.messages import describe
from tournament_app.services.unlikely_scores import unlikely_figures


@pytest.mark.parametrize(("ns", "ew", "hands", "count"), TOTALS)
def test_which_totals_are_unlikely(ns, ew, hands, count):
    """More than the pack per hand, or a difference beyond twice the last band, is asked."""
    assert len(unlikely_figures(BurracoSettings(hands=hands), ns, ew)) == count


def test_a_hand_over_the_pack_is_unlikely_even_with_likely_totals():
    """1,100 in one hand (more than the whole pack) is asked about, the turno being fine."""
    found = unlikely_figures(
        BurracoSettings(hands=3), 1500, 500, [(1100, 0), (200, 300), (200, 200)]
    )
    assert [(f.code.value, f.hand, f.line) for f in found] == [("hand_over_pack", 1, "a")]


@pytest.fixture
def evening(services):
    """Eight pairs, round 1 published."""
    tid = burraco_tournament(services, 8)
    services.rounds.publish(tid, services.rounds.generate(tid).number)
    return tid


def test_unlikely_totals_are_refused_until_confirmed(services, evening):
    """3,500-0 is refused in words naming round and table; confirmed, it is saved."""
    with pytest.raises(ServiceError) as refused:
        services.results.enter_totals(evening, 1, 2, 3500, 0)
    assert refused.value.code is ErrorCode.UNLIKELY_SCORE
    assert services.results.get(evening, 1, 2) is None
    sentence = describe(refused.value, "it", face="cli")
    assert "Turno 1, tavolo 2" in sentence
    assert "la differenza 3500 è molto oltre l'ultima fascia dei PV (1505+)" in sentence
    assert "--yes" in sentence
    english = describe(refused.value, "en", face="window")
    assert "Round 1, table 2: unlikely score, not saved" in english
    assert "--yes" not in english
    saved = services.results.enter_totals(evening, 1, 2, 3500, 0, despite_unlikely=True)
    assert (saved.ns_mp, saved.ns_vp) == (3500, 20)


def test_a_hand_over_the_pack_is_refused_until_confirmed(services, evening):
    """A sheet typed hand by hand with 1,100 in one hand is refused, then saved if confirmed."""
    hands = [HandTotals(1100, 0), HandTotals(200, 300), HandTotals(200, 200)]
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(evening, 1, 3, hands)
    assert "hand 1: NS has 1100, over 1,080" in describe(refused.value, "en")
    assert services.results.get(evening, 1, 3) is None
    services.results.enter_hands(evening, 1, 3, hands, despite_unlikely=True)
    assert services.results.get(evening, 1, 3).ns_mp == 1500


def test_forfeits_and_referee_scores_are_never_asked_about(services, evening):
    """Only played figures can be a slip: a forfeit and the referee's score are saved."""
    services.results.enter_forfeit(evening, 1, 1, absent="ew")
    services.results.enter_arbitral(evening, 1, 4, ns_vp=20, ew_vp=0, ns_mp=4000, ew_mp=0)
    assert services.results.get(evening, 1, 4).ns_vp == 20
