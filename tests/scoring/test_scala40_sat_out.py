"""A hand played without a player in play (`excused`): she did not play it, pays nothing and
stays in play; anyone else in play with no figure is still refused; a replay keeps it."""

from __future__ import annotations

import pytest

from scoring.scala40 import GameErrorCode, InvalidGame, TableGame


def test_an_excused_player_with_no_figure_did_not_play_the_hand() -> None:
    game = TableGame(["Anna", "Bruno", "Carla"])
    game.record_hand(closer="Anna", points={"Bruno": 40, "Carla": 16})
    result = game.record_hand(closer="Anna", points={"Bruno": 30}, excused=["Carla"])
    assert result.sat_out == ("Carla",)
    assert "Carla" not in result.penalties
    assert game.totals == {"Anna": 0, "Bruno": 70, "Carla": 16}
    assert game.active == ("Anna", "Bruno", "Carla")
    again = TableGame.replay(game.players, game.events)
    assert again.totals == game.totals and again.history[1].sat_out == ("Carla",)


def test_an_excused_player_with_a_figure_played_and_others_still_need_one() -> None:
    game = TableGame(["Anna", "Bruno", "Carla"])
    result = game.record_hand(closer="Anna", points={"Bruno": 30, "Carla": 5}, excused=["Carla"])
    assert result.sat_out == () and game.totals["Carla"] == 5
    with pytest.raises(InvalidGame) as refused:
        game.record_hand(closer="Anna", points={"Carla": 5}, excused=["Carla"])
    assert refused.value.code is GameErrorCode.MISSING_POINTS


def test_excusing_a_player_already_out_changes_nothing() -> None:
    game = TableGame(["Anna", "Bruno", "Carla"])
    game.record_hand(closer="Anna", points={"Bruno": 30, "Carla": 110})
    result = game.record_hand(closer="Bruno", points={"Anna": 10}, excused=["Carla"])
    assert result.sat_out == () and game.eliminated == ("Carla",)
