"""A scala 40 table: penalties, limit, variants, eliminations, placings, errors, replay."""

from __future__ import annotations

import pytest

from scoring.cards import CardErrorCode, InvalidCards, parse_cards
from scoring.scala40 import (
    GameErrorCode,
    Hand,
    InHandRule,
    InvalidGame,
    LimitRule,
    NotOpenedRule,
    ReEntry,
    Scala40Rules,
    TableGame,
    TimeOut,
    simplified_points,
)


def four() -> TableGame[str]:
    return TableGame(["A", "B", "C", "D"])


def test_closer_scores_zero_others_their_cards() -> None:
    """The closer adds 0; the others add what they hold, typed or as a value."""
    game = four()
    result = game.record_hand(closer="A", points={"B": 23, "C": "JK A 5", "D": parse_cards("K")})
    assert result.penalties == {"A": 0, "B": 23, "C": 41, "D": 10}
    assert game.totals == {"A": 0, "B": 23, "C": 41, "D": 10}
    assert result.number == 1 and not result.doubled


def test_closer_may_be_given_zero() -> None:
    """Writing 0 for the closer is accepted."""
    game = TableGame(["A", "B"])
    game.record_hand(closer="A", points={"A": 0, "B": 7})
    assert game.totals == {"A": 0, "B": 7}


@pytest.mark.parametrize(
    ("rule", "total", "out"),
    [
        (LimitRule.REACH, 100, False),
        (LimitRule.REACH, 101, True),
        (LimitRule.EXCEED, 101, False),
        (LimitRule.EXCEED, 102, True),
    ],
)
def test_limit_rule(rule: LimitRule, total: int, out: bool) -> None:
    """Out at 101 or more by default; with "> limit", 101 still plays."""
    game = TableGame(["A", "B", "C"], limit_rule=rule)
    result = game.record_hand(closer="A", points={"B": total, "C": 5})
    assert (result.eliminated == ("B",)) is out
    assert ("B" in game.eliminated) is out


def test_custom_limit() -> None:
    """A limit of 201: 150 is still in play, 201 is out."""
    game = TableGame(["A", "B", "C"], limit=201)
    game.record_hand(closer="A", points={"B": 150, "C": 201})
    assert game.eliminated == ("C",)
    assert game.rules.limit == 201


def test_not_opened_pays_cards_held_by_default() -> None:
    """Officially a player who had not opened pays the cards held, which must be given."""
    game = four()
    game.record_hand(closer="A", points={"B": 10, "C": 87, "D": 4}, not_opened=["C"])
    assert game.totals["C"] == 87
    with pytest.raises(InvalidGame) as caught:
        game.record_hand(closer="A", points={"B": 10, "D": 4}, not_opened=["C"])
    assert caught.value.code is GameErrorCode.MISSING_POINTS


def test_not_opened_flat_100() -> None:
    """With the flat variant a not-opened player pays 100, cards given or not."""
    game = TableGame(["A", "B", "C"], limit=201, not_opened=NotOpenedRule.FLAT)
    result = game.record_hand(closer="A", points={"B": 12}, not_opened=["C"])
    assert result.penalties["C"] == 100
    result = game.record_hand(closer="A", points={"B": 12, "C": 40}, not_opened=["C"])
    assert game.totals["C"] == 200
    assert result.not_opened == ("C",)


def test_chiusura_in_mano_doubles() -> None:
    """Chiusura in mano with the house doubling: 15 becomes 30, a not-opened flat 100 200."""
    game = TableGame(
        ["A", "B", "C"], limit=301, not_opened=NotOpenedRule.FLAT, in_hand_rule=InHandRule.HOUSE
    )
    result = game.record_hand(closer="A", points={"B": 15}, in_hand_close=True, not_opened=["C"])
    assert result.penalties == {"A": 0, "B": 30, "C": 200}
    assert result.doubled


def test_chiusura_in_mano_without_the_variant() -> None:
    """Without the doubling variant the mark changes nothing."""
    game = TableGame(["A", "B"])
    result = game.record_hand(closer="A", points={"B": 15}, in_hand_close=True)
    assert result.penalties["B"] == 15 and not result.doubled


def test_ace_alone_counts_one() -> None:
    """With the variant an ace left alone counts 1; with other cards, 11."""
    game = TableGame(["A", "B", "C"], ace_alone_one=True)
    game.record_hand(closer="A", points={"B": "A", "C": "A 3"})
    assert game.totals == {"A": 0, "B": 1, "C": 14}
    plain = TableGame(["A", "B"])
    plain.record_hand(closer="A", points={"B": "A♠"})
    assert plain.totals["B"] == 11


@pytest.mark.parametrize(
    ("value", "count"), [(0, 0), (1, 1), (15, 1), (16, 2), (25, 2), (26, 3), (35, 3), (36, 4)]
)
def test_simplified_counts(value: int, count: int) -> None:
    """Simplified scoring: 1-15 count 1, 16-25 count 2, and so on."""
    assert simplified_points(value) == count


def test_simplified_game() -> None:
    """Simplified: 16 in hand adds 2; a player with all cards in hand adds 10."""
    game = TableGame(["A", "B", "C"], limit=100, simplified=True)
    result = game.record_hand(closer="A", points={"B": 16}, not_opened=["C"])
    assert result.penalties == {"A": 0, "B": 2, "C": 10}


def test_simultaneous_eliminations_placed_by_total() -> None:
    """B (110) and C (115) go out in the same hand: B places above C; last out is 2nd."""
    game = four()
    game.record_hand(closer="A", points={"B": 90, "C": 95, "D": 10})
    result = game.record_hand(closer="D", points={"A": 20, "B": 20, "C": 20})
    assert result.eliminated == ("B", "C")
    assert not game.is_over
    game.record_hand(closer="A", points={"D": 95})
    assert game.is_over and game.winner == "A"
    assert game.placings() == [("A",), ("D",), ("B",), ("C",)]


def test_simultaneous_tie_kept() -> None:
    """Two players out in the same hand on the same total stay tied."""
    game = four()
    game.record_hand(closer="A", points={"B": 90, "C": 90, "D": 10})
    game.record_hand(closer="D", points={"A": 20, "B": 20, "C": 20})
    game.record_hand(closer="D", points={"A": 90})
    assert game.placings() == [("D",), ("A",), ("B", "C")]


def test_time_out_ranks_by_totals() -> None:
    """At time-out players in play rank by total (ties kept), the eliminated below them."""
    game = four()
    game.record_hand(closer="A", points={"B": 30, "C": 30, "D": 120})
    game.time_out()
    assert game.is_over and game.timed_out
    assert game.placings() == [("A",), ("B", "C"), ("D",)]
    assert game.winner == "A"
    with pytest.raises(InvalidGame) as caught:
        game.record_hand(closer="A", points={"B": 1, "C": 1})
    assert caught.value.code is GameErrorCode.GAME_OVER


def test_time_out_shared_first_place_has_no_winner() -> None:
    """Two players level at the top at time-out: no single winner."""
    game = TableGame(["A", "B", "C"])
    game.time_out()
    assert game.placings() == [("A", "B", "C")]
    assert game.winner is None


def test_reentry_takes_highest_active_total() -> None:
    """A re-entering player takes the highest total among players in play."""
    game = TableGame(["A", "B", "C", "D"], reentry=True, max_reentries=1)
    game.record_hand(closer="A", points={"B": 40, "C": 70, "D": 105})
    assert game.reenter("D") == 70
    assert game.totals["D"] == 70 and game.eliminated == ()
    assert game.reentries["D"] == 1
    game.record_hand(closer="A", points={"B": 5, "C": 40, "D": 40})
    assert set(game.eliminated) == {"C", "D"}
    with pytest.raises(InvalidGame) as caught:
        game.reenter("D")
    assert caught.value.code is GameErrorCode.REENTRY_LIMIT
    assert game.reenter("C") == 45


@pytest.mark.parametrize(
    ("options", "player", "code"),
    [
        ({}, "D", GameErrorCode.REENTRY_NOT_ALLOWED),
        ({"reentry": True}, "B", GameErrorCode.NOT_ELIMINATED),
        ({"reentry": True}, "Z", GameErrorCode.UNKNOWN_PLAYER),
    ],
)
def test_reentry_refused(options: dict[str, bool], player: str, code: GameErrorCode) -> None:
    """Re-entry needs the variant, an eliminated player at this table."""
    game = TableGame(["A", "B", "C", "D"], **options)
    game.record_hand(closer="A", points={"B": 40, "C": 70, "D": 105})
    with pytest.raises(InvalidGame) as caught:
        game.reenter(player)
    assert caught.value.code is code


def test_reentry_after_game_over_refused() -> None:
    """Once one player is left the game is over: no re-entry."""
    game = TableGame(["A", "B"], reentry=True)
    game.record_hand(closer="A", points={"B": 101})
    with pytest.raises(InvalidGame) as caught:
        game.reenter("B")
    assert caught.value.code is GameErrorCode.GAME_OVER


@pytest.mark.parametrize(
    ("hand", "code"),
    [
        ({"closer": "D", "points": {"A": 1, "B": 1, "C": 1}}, GameErrorCode.PLAYER_ELIMINATED),
        ({"closer": "A", "points": {"B": 1, "C": 1, "D": 1}}, GameErrorCode.PLAYER_ELIMINATED),
        ({"closer": "A", "points": {"B": 0, "C": 5}}, GameErrorCode.TWO_CLOSERS),
        ({"closer": "A", "points": {"A": 5, "B": 5, "C": 5}}, GameErrorCode.CLOSER_WITH_POINTS),
        ({"closer": "A", "points": {"B": -5, "C": 5}}, GameErrorCode.NEGATIVE_POINTS),
        ({"closer": "A", "points": {"B": 5}}, GameErrorCode.MISSING_POINTS),
        ({"closer": "Z", "points": {"B": 5, "C": 5}}, GameErrorCode.UNKNOWN_PLAYER),
        ({"closer": "A", "points": {"B": 5, "C": 5, "Z": 5}}, GameErrorCode.UNKNOWN_PLAYER),
        (
            {"closer": "A", "points": {"B": 5, "C": 5}, "not_opened": ["A"]},
            GameErrorCode.CLOSER_NOT_OPENED,
        ),
    ],
)
def test_hand_errors(hand: dict[str, object], code: GameErrorCode) -> None:
    """Each impossible hand is refused with its code, and changes nothing."""
    game = four()
    game.record_hand(closer="A", points={"B": 10, "C": 10, "D": 101})
    before = game.totals
    with pytest.raises(InvalidGame) as caught:
        game.record_hand(**hand)  # type: ignore[arg-type]
    assert caught.value.code is code
    assert game.totals == before
    assert len(game.events) == 1


def test_bad_card_notation_in_hand() -> None:
    """A typo in typed cards is the card error naming the token."""
    game = TableGame(["A", "B"])
    with pytest.raises(InvalidCards) as caught:
        game.record_hand(closer="A", points={"B": "K X"})
    assert caught.value.code is CardErrorCode.UNKNOWN_TOKEN
    assert caught.value.data["token"] == "X"


@pytest.mark.parametrize(
    ("players", "options", "code"),
    [
        (["A"], {}, GameErrorCode.TOO_FEW_PLAYERS),
        (["A", "A"], {}, GameErrorCode.DUPLICATE_PLAYER),
        (["A", "B"], {"limit": 0}, GameErrorCode.BAD_SETTING),
        (["A", "B"], {"max_reentries": 0}, GameErrorCode.BAD_SETTING),
    ],
)
def test_game_set_up_errors(
    players: list[str], options: dict[str, int], code: GameErrorCode
) -> None:
    """A table needs two distinct players and sensible limits."""
    with pytest.raises(InvalidGame) as caught:
        TableGame(players, **options)
    assert caught.value.code is code


def test_replay_rebuilds_the_game() -> None:
    """Replaying the stored events gives the same totals, eliminations and placings."""
    options = {"limit": 151, "reentry": True, "not_opened": NotOpenedRule.FLAT}
    game = TableGame([1, 2, 3, 4], **options)
    game.record_hand(closer=1, points={2: 40, 3: "K K JK"}, not_opened=[4])
    game.record_hand(closer=2, points={1: 60, 3: 110, 4: 20})
    game.reenter(3)
    game.time_out()
    again = TableGame.replay([1, 2, 3, 4], game.events, **options)
    assert again.totals == game.totals
    assert again.placings() == game.placings()
    assert again.events == game.events
    assert [h.penalties for h in again.history] == [h.penalties for h in game.history]
    assert isinstance(game.events[0], Hand)
    assert isinstance(game.events[2], ReEntry)
    assert isinstance(game.events[3], TimeOut)


def test_undo_last_event() -> None:
    """Undo: the game without its last hand, rebuilt."""
    game = TableGame(["A", "B", "C"])
    game.record_hand(closer="A", points={"B": 40, "C": 30})
    game.record_hand(closer="B", points={"A": 70, "C": 80})
    undone = game.without_last_event()
    assert undone.totals == {"A": 0, "B": 40, "C": 30}
    assert undone.eliminated == ()
    assert game.eliminated == ("C",)


def test_rules_round_trip() -> None:
    """Rules survive to_dict and from_dict, and build the same game."""
    rules = Scala40Rules(limit=201, limit_rule=LimitRule.EXCEED, simplified=True, reentry=True)
    assert Scala40Rules.from_dict(rules.to_dict()) == rules
    assert TableGame.from_rules(["A", "B"], rules).rules == rules
    with pytest.raises(InvalidGame) as caught:
        Scala40Rules.from_dict({"limit_rule": "sometimes"})
    assert caught.value.code is GameErrorCode.BAD_SETTING


def test_director_breaks_a_full_tie() -> None:
    """A tie in the same hand stays unless the director gives an order for it."""
    game = four()
    game.record_hand(closer="A", points={"B": 90, "C": 90, "D": 10})
    game.record_hand(closer="D", points={"A": 20, "B": 20, "C": 20})
    game.record_hand(closer="D", points={"A": 90})
    assert game.placings(tie_order=["C", "B"]) == [("D",), ("A",), ("C",), ("B",)]
    assert game.placings(tie_order=["C"]) == [("D",), ("A",), ("B", "C")]


def test_hand_result_carries_placings() -> None:
    """Each hand's result tells the order as it stands after it."""
    game = TableGame(["A", "B", "C"])
    result = game.record_hand(closer="B", points={"A": 30, "C": 120})
    assert result.placings == (("B",), ("A",), ("C",))
    assert result.totals == {"A": 30, "B": 0, "C": 120}
