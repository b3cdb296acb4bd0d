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


def _scala40_table(services, settings=None):
    """A scala 40 table of four, round 1 published: the tournament and the seats."""
    from tests.builders.tournaments import published_round, scala40_tournament

    tid = scala40_tournament(services, 4, settings)
    published_round(services, tid)
    return tid, services.results.sheet(tid, 1, 1).players


def test_a_scala40_penalty_no_hand_can_cost_is_refused_until_confirmed(services):
    """45 typed 450 (13 cards cost at most 198, scala40.md) would put the player out at once:
    refused in words naming the hand, the player and both figures; confirmed, it is saved.
    A correction to such a figure is asked about alike."""
    from tournament_app.services import Scala40Hand

    tid, (a, b, c, d) = _scala40_table(services)
    slip = Scala40Hand(((a, 0), (b, 30), (c, 450), (d, 20)), closer=a)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hand(tid, 1, 1, slip)
    assert refused.value.code is ErrorCode.UNLIKELY_SCORE
    assert services.results.sheet(tid, 1, 1).hands == ()
    italian = describe(refused.value, "it", face="cli")
    assert f"smazzata 1: il n. {c} pagherebbe 450, ma una smazzata costa al massimo 198" in italian
    assert "--yes" in italian
    english = describe(refused.value, "en")
    assert english.startswith("Round 1, table 1: unlikely score, not saved")
    saved = services.results.enter_hand(tid, 1, 1, slip, despite_unlikely=True)
    assert saved.eliminated == (c,)

    retyped = Scala40Hand(((a, 0), (b, 30), (c, 199), (d, 20)), closer=a)
    with pytest.raises(ServiceError) as again:
        services.results.correct_hand(tid, 1, 1, 0, retyped, expected_version=saved.version)
    assert again.value.code is ErrorCode.UNLIKELY_SCORE
    right = Scala40Hand(((a, 0), (b, 30), (c, 45), (d, 20)), closer=a)
    corrected = services.results.correct_hand(tid, 1, 1, 0, right, expected_version=saved.version)
    assert dict(corrected.totals)[c] == 45 and corrected.eliminated == ()


def test_a_doubled_hand_is_held_to_twice_the_most(services):
    """The house doubling: a chiusura in mano doubles the 198 the cards can be worth, so 396
    is saved without a question; the flat 100 of a player who had not opened, doubled, too."""
    from tournament_app.services import InHandClose, NotOpenedRule, Scala40Hand, Scala40Settings

    settings = Scala40Settings(in_hand_close=InHandClose.HOUSE, not_opened=NotOpenedRule.FLAT_100)
    tid, (a, b, c, d) = _scala40_table(services, settings)
    hand = Scala40Hand(((a, 0), (b, 198), (c, 0), (d, 5)), closer=a, in_hand=True, not_opened=(c,))
    sheet = services.results.enter_hand(tid, 1, 1, hand)
    assert dict(sheet.totals) == {a: 0, b: 396, c: 200, d: 10}


def test_a_phone_cannot_save_a_penalty_no_hand_can_cost(services):
    """The table's keeper types 450: refused as the window's sheet would be, nothing saved;
    a phone has no --yes, so the director enters it if it is right."""
    from tournament_app.services import Scala40Settings

    tid, (a, b, c, d) = _scala40_table(services, Scala40Settings(table_entry=True))
    code = services.table_entry.codes(tid, 1)[0].code
    typed = {a: "0", b: "30", c: "450", d: "20"}
    hand = services.table_sheets.typed_hand(tid, code, typed, marked=None)
    with pytest.raises(ServiceError) as refused:
        services.table_sheets.enter_hand(tid, code, hand, version=0)
    assert refused.value.code is ErrorCode.UNLIKELY_SCORE
    assert services.results.sheet(tid, 1, 1).hands == ()
