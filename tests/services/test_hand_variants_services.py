"""The hand's house variants a tournament sets (issue 19), scored through the services as the
domain notes say (/work/shared/domain/burraco.md, scala40.md); a tournament stored before
the settings existed scores as FIBUR / the official rules, as it always did.

Burraco, per line: pulito 200, semipulito 150, sporco 100, closing +100 (here the
tournament's amount), cards melded +, cards in hand -, pozzetto not taken -100 (the
tournament's amount), pozzetto taken but not played - the value of its cards; reale 300 and
super 250 (the tournament's amounts); Brazilian: a burraco in the trump suit counts double
(pulito 400, semipulito 300, sporco 200).

Scala 40 simplified scoring: 1-15 points in hand count 1, 16-25 count 2, and so on; a player
who had not opened counts 10. Ace alone: an ace that is the only card left counts 1.
"""

from __future__ import annotations

import pytest
from sqlalchemy import update

from scoring.cards import parse_cards
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    HandBreakdown,
    HandTotals,
    LineHand,
    PairingSystem,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import settings_from_json, settings_to_json
from tournament_app.services.sheet_rows import held_penalty, replay_sheet
from tournament_app.storage.models import TournamentRow

NOTHING = HandTotals(0, 0)


def _published(services: Services, **settings: object) -> TournamentId:
    tid = burraco_tournament(
        services,
        pairs=4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, **settings),  # type: ignore[arg-type]
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def _first_hand(services: Services, tid: TournamentId, hand: HandBreakdown) -> HandTotals:
    result = services.results.enter_hands(tid, 1, 1, [hand, NOTHING, NOTHING])
    stored = services.results.get(tid, 1, 1)
    assert stored is not None and stored.breakdown[0] == hand  # the figures are kept
    return result.hands[0]


def test_the_closing_bonus_and_pozzetto_penalty_are_the_tournaments(services: Services) -> None:
    """Closing 150, pozzetto not taken 50. NS closes with a pulito and a sporco, 240 on the
    table: 200 + 100 + 150 + 240 = 690. EW has a sporco, 180 on the table, 35 in hand, no
    pozzetto: 100 + 180 - 35 - 50 = 195."""
    tid = _published(services, closing_bonus=150, pozzetto_penalty=50)
    hand = HandBreakdown(
        ns=LineHand(clean=1, dirty=1, closed=True, melded=240),
        ew=LineHand(dirty=1, melded=180, in_hand=35, pozzetto_taken=False),
    )
    assert _first_hand(services, tid, hand) == HandTotals(690, 195)


def test_reale_and_super_amounts_are_the_tournaments(services: Services) -> None:
    """Reale 500, super 400. NS closes with a reale, 200 on the table: 500 + 100 + 200 = 800.
    EW has a super burraco, 150 on the table, 20 in hand: 400 + 150 - 20 = 530."""
    tid = _published(services, burraco_reale=True, reale_bonus=500, super_bonus=400)
    hand = HandBreakdown(
        ns=LineHand(closed=True, melded=200, reale=1),
        ew=LineHand(melded=150, in_hand=20, super_burraco=1),
    )
    assert _first_hand(services, tid, hand) == HandTotals(800, 530)


def test_a_brazilian_tournament_doubles_the_burraco_in_trumps(services: Services) -> None:
    """NS closes with a pulito in trumps (400) and a sporco (100), 240 on the table:
    400 + 100 + 100 + 240 = 840. EW has a sporco in trumps (200) and a semipulito (150), 180 on
    the table, 35 in hand: 200 + 150 + 180 - 35 = 495."""
    tid = _published(services, brazilian=True)
    hand = HandBreakdown(
        ns=LineHand(clean=1, trump_clean=1, dirty=1, closed=True, melded=240),
        ew=LineHand(dirty=1, trump_dirty=1, semiclean=1, melded=180, in_hand=35),
    )
    assert _first_hand(services, tid, hand) == HandTotals(840, 495)


def test_trumps_are_refused_where_the_variant_is_not_played(services: Services) -> None:
    tid = _published(services)
    hand = HandBreakdown(
        ns=LineHand(clean=1, trump_clean=1, closed=True, melded=240), ew=LineHand(melded=100)
    )
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(tid, 1, 1, [hand, NOTHING, NOTHING])
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert services.results.get(tid, 1, 1) is None


def test_a_pozzetto_taken_but_not_played_costs_its_cards(services: Services) -> None:
    """EW took its pozzetto and did not play it, 60 of cards in it: a sporco, 180 on the
    table, 35 in hand: 100 + 180 - 35 - 60 = 185. NS as the worked example: 640."""
    tid = _published(services)
    hand = HandBreakdown(
        ns=LineHand(clean=1, dirty=1, closed=True, melded=240),
        ew=LineHand(dirty=1, melded=180, in_hand=35, pozzetto_unplayed=60),
    )
    assert _first_hand(services, tid, hand) == HandTotals(640, 185)


@pytest.mark.parametrize(
    "amounts", [{"closing_bonus": 123}, {"super_bonus": -50}, {"pozzetto_penalty": 10_000}]
)
def test_an_amount_not_in_fives_or_out_of_bounds_is_refused(
    services: Services, amounts: dict[str, int]
) -> None:
    with pytest.raises(ServiceError) as refused:
        burraco_tournament(services, settings=BurracoSettings(**amounts))  # type: ignore[arg-type]
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert not services.tournaments.list()


def test_settings_stored_before_the_variants_score_as_fibur(services: Services) -> None:
    """A tournament whose stored settings have none of the new keys scores the worked
    example as always: 640 v 245."""
    tid = _published(services)
    stored = settings_to_json(services.tournaments.get(tid).settings)
    for key in ("closing_bonus", "pozzetto_penalty", "reale_bonus", "super_bonus", "brazilian"):
        del stored[key]
    with services.engine.begin() as connection:
        where = TournamentRow.id == tid
        connection.execute(update(TournamentRow).where(where).values(settings=stored))
    _read_as_fibur(services, tid)
    hand = HandBreakdown(
        ns=LineHand(clean=1, dirty=1, closed=True, melded=240),
        ew=LineHand(dirty=1, melded=180, in_hand=35),
    )
    assert _first_hand(services, tid, hand) == HandTotals(640, 245)


def _read_as_fibur(services: Services, tid: TournamentId) -> None:
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.closing_bonus, settings.pozzetto_penalty) == (100, 100)
    assert (settings.reale_bonus, settings.super_bonus, settings.brazilian) == (300, 250, False)


def test_older_settings_read_as_fibur_and_the_official_scala40() -> None:
    burraco = settings_from_json(Game.BURRACO, {"hands": 3})
    assert isinstance(burraco, BurracoSettings)
    assert (burraco.closing_bonus, burraco.pozzetto_penalty, burraco.brazilian) == (100, 100, False)
    scala40 = settings_from_json(Game.SCALA40, {"limit": 101})
    assert isinstance(scala40, Scala40Settings)
    assert (scala40.ace_alone_one, scala40.simplified) == (False, False)


def test_simplified_scoring_counts_by_bands(services: Services) -> None:
    """a closes; b holds 12 points (1), c 20 (2), d had not opened (10, whatever the cards).
    Then a closes again; b holds 35 (26-35: 3), c 16 (2), d 15 (1)."""
    settings = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS, rounds=1, limit=100, simplified=True
    )
    tid = scala40_tournament(services, players=4, settings=settings)
    (table,) = services.rounds.generate(tid).tables
    services.rounds.publish(tid, 1)
    a, b, c, d = table.players
    first = services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 12), (c, 20), (d, 0)), closer=a, not_opened=(d,))
    )
    sheet = services.results.enter_hand(
        tid,
        1,
        1,
        Scala40Hand(((a, 0), (b, 35), (c, 16), (d, 15)), closer=a),
        expected_version=first.version,
    )
    assert dict(sheet.totals) == {a: 0, b: 1 + 3, c: 2 + 2, d: 10 + 1}
    rows = replay_sheet(sheet, services.tournaments.get(tid).settings).rows  # type: ignore[arg-type]
    assert [row.penalties[d] for row in rows] == [10, 1]


def test_an_ace_alone_counts_one_where_the_tournament_says_so() -> None:
    """The cards typed on a sheet: a lone ace 1 with the variant, 11 without; an ace with
    other cards always 11 (A 5: 16)."""
    variant = Scala40Settings(ace_alone_one=True)
    assert held_penalty(variant, parse_cards("A")) == 1
    assert held_penalty(variant, parse_cards("A 5")) == 16
    assert held_penalty(Scala40Settings(), parse_cards("A")) == 11


# -- a pair that leaves (burraco.md: "it gets 6 or 8 VP, the opponents the bye score; both
# leave: 0"); the bye score is the tournament's (14 VP and +355 MP with 3 hands, 12 and +305
# with 4, unless the director set another).


def test_a_pair_that_leaves_gets_the_late_vp_and_the_opponents_the_bye(
    services: Services,
) -> None:
    tid = _published(services)
    result = services.results.enter_abandoned(tid, 1, 1, left="ns")
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (6, 14, 0, 355)
    assert result.kind.value == "abandoned"
    four = _published(services, hands=4)
    result = services.results.enter_abandoned(four, 1, 2, left="ew")
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (12, 8, 305, 0)


def test_the_opponents_get_the_tournaments_own_bye(services: Services) -> None:
    tid = _published(services, bye_vp=13, bye_mp=300)
    result = services.results.enter_abandoned(tid, 1, 1, left="ew")
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (13, 6, 300, 0)
    standings = {row.entry: row for row in services.standings.overall(tid)}
    ns, ew = (
        services.rounds.get(tid, 1).tables[0].ns[0],
        services.rounds.get(tid, 1).tables[0].ew[0],
    )
    assert standings[ns].vp == 13 and standings[ew].vp == 6


def test_both_pairs_leaving_score_nothing(services: Services) -> None:
    tid = _published(services)
    result = services.results.enter_abandoned(tid, 1, 1, left="both")
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (0, 0, 0, 0)


def test_a_line_that_is_none_is_refused(services: Services) -> None:
    tid = _published(services)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_abandoned(tid, 1, 1, left="north")
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert services.results.get(tid, 1, 1) is None


def test_the_printed_rules_repeat_the_variants_in_play(services: Services) -> None:
    """What a printout says under its title: the amounts and variants the evening plays with,
    and nothing of them for an evening on FIBUR's rules."""
    from tournament_app.services.reports.source import TournamentSource

    house = _published(services, closing_bonus=150, brazilian=True)
    notes = TournamentSource(services, house, "it").rules_summary().notes
    assert "Premio di chiusura: 150" in notes
    assert any(note.startswith("Burraco brasiliano") and "400" in note for note in notes)
    fibur = _published(services)
    notes = TournamentSource(services, fibur, "en").rules_summary().notes
    assert not [note for note in notes if "bonus" in note or "Brazilian" in note]
    scala = scala40_tournament(services, players=4, settings=Scala40Settings(simplified=True))
    notes = TournamentSource(services, scala, "en").rules_summary().notes
    assert any(note.startswith("Simplified scoring: yes") for note in notes)
