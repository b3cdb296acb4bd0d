"""Which VP tables suit turni of N hands (services.vp_choice): FIBUR's for 3 and 4 hands,
none of FIBUR's for 2 (burraco.md: no official 2-hand table was found), and the club's own
for the hands they were saved with; the table proposed for 2 hands is FIBUR's 3-hand table
scaled to two thirds, the club's own, and a tournament on it derives its bye as any other."""

from __future__ import annotations

import pytest

from tournament_app.services import (
    BurracoSettings,
    Game,
    TournamentDraft,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages import describe
from tournament_app.services.rules import default_bye, victory_points
from tournament_app.services.vp_choice import proposed_scale, suits

CLUB_2 = VictoryPointScale(
    "Circolo 2", 2, (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(400, 20))
)
CLUB_3 = VictoryPointScale(
    "Circolo 3", 3, (VictoryPointBand(0, 10), VictoryPointBand(100, 12), VictoryPointBand(900, 20))
)


def test_a_table_suits_the_hands_it_was_made_for() -> None:
    assert suits(CLUB_2, 2) and not suits(CLUB_2, 3)
    assert suits(CLUB_3, 3) and not suits(CLUB_3, 4)


def test_fibur_tables_for_3_and_4_hands_and_the_club_s_own(services) -> None:
    tournaments = services.tournaments
    tournaments.save_vp_scale(CLUB_2)
    tournaments.save_vp_scale(CLUB_3)
    three = tournaments.vp_table_choice(3)
    assert not three.needs_own
    assert three.official is not None and three.official.bands[1].min_difference == 55
    assert [t.name for t in three.tables][1:] == ["Circolo 3"]
    four = tournaments.vp_table_choice(4)
    assert four.official is not None and four.official.bands[1].min_difference == 105
    assert four.own == ()


def test_two_hands_have_no_fibur_table_only_the_club_s(services) -> None:
    tournaments = services.tournaments
    assert tournaments.vp_table_choice(2).tables == ()
    tournaments.save_vp_scale(CLUB_2)
    tournaments.save_vp_scale(CLUB_3)
    two = tournaments.vp_table_choice(2)
    assert two.needs_own and two.official is None
    assert [t.name for t in two.tables] == ["Circolo 2"]


@pytest.mark.parametrize(
    ("mp_a", "mp_b", "vp"),
    [
        (30, 0, (10, 10)),  # inside the first band: even
        (35, 0, (11, 9)),  # FIBUR 3's 55 two thirds on, to the nearest 5
        (0, 230, (7, 13)),  # the 170-230 band, to the other line
        (235, 0, (14, 6)),  # FIBUR 3's 355 -> 236.7 -> 235
        (1000, 0, (19, 1)),
        (1005, 0, (20, 0)),  # FIBUR 3's 1505 -> 1003.3 -> 1005
    ],
)
def test_the_proposed_two_hand_table_is_fibur_3_scaled(mp_a, mp_b, vp) -> None:
    proposal = proposed_scale(2, "en")
    assert proposal.hands == 2
    assert victory_points(mp_a, mp_b, 2, proposal) == vp


def test_the_proposal_is_named_as_the_club_s_own() -> None:
    assert proposed_scale(2, "it").name == "Tabella del circolo, 2 smazzate (FIBUR 3 ridotta)"
    assert "FIBUR 3 scaled" in proposed_scale(2, "en").name
    assert not proposed_scale(2, "en").name.startswith("FIBUR")


def test_the_bye_on_a_two_hand_table_is_derived_as_for_any_table(services) -> None:
    proposal = services.tournaments.save_vp_scale(proposed_scale(2, "en"))
    assert default_bye(2, proposal) == (14, 235)
    created = services.tournaments.create(
        TournamentDraft(
            Game.BURRACO, "Due smazzate", settings=BurracoSettings(hands=2, vp_scale=proposal)
        )
    )
    settings = services.tournaments.get(created.id).settings
    assert isinstance(settings, BurracoSettings) and settings.vp_scale == proposal


def test_two_hands_without_a_table_are_refused_with_the_way_out(services) -> None:
    draft = TournamentDraft(Game.BURRACO, "Due smazzate", settings=BurracoSettings(hands=2))
    with pytest.raises(ServiceError) as refused:
        services.tournaments.create(draft)
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    window = describe(refused.value, "en")
    assert window.startswith("FIBUR publishes no VP table for 2-hand turni: choose one of your")
    assert "--vp-table" not in window
    assert "torneo vp-table save" in describe(refused.value, "en", face="cli")
    assert services.tournaments.list() == ()
