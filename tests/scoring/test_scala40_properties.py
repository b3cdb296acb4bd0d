"""Scala 40 invariants over random games: totals grow, the eliminated stay out, one winner."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.scala40 import InHandRule, NotOpenedRule, TableGame

options = st.fixed_dictionaries(
    {
        "limit": st.sampled_from([101, 151, 201]),
        "not_opened": st.sampled_from(list(NotOpenedRule)),
        "in_hand_rule": st.sampled_from(list(InHandRule)),
        "simplified": st.booleans(),
    }
)


def play_hand(game: TableGame[int], data: st.DataObject) -> dict[int, int]:
    """One random valid hand; returns each player's total before it."""
    active = list(game.active)
    closer = data.draw(st.sampled_from(active))
    others = [p for p in active if p != closer]
    points = {p: data.draw(st.integers(1, 90)) for p in others}
    not_opened = data.draw(st.lists(st.sampled_from(others), unique=True)) if others else []
    game.record_hand(
        closer=closer,
        points=points,
        in_hand_close=data.draw(st.booleans()),
        not_opened=not_opened,
    )
    return points


@pytest.mark.slow
@given(players=st.integers(2, 6), opts=options, data=st.data())
def test_game_without_reentry(players: int, opts: dict[str, object], data: st.DataObject) -> None:
    """Totals never fall, eliminated players never score again, and one player wins."""
    game: TableGame[int] = TableGame(range(players), **opts)  # type: ignore[arg-type]
    out: set[int] = set()
    while not game.is_over:
        before = game.totals
        play_hand(game, data)
        result = game.history[-1]
        assert all(game.totals[p] >= before[p] for p in before)
        assert all(game.totals[p] == before[p] for p in out)
        assert not out & {p for p, v in result.penalties.items() if v}
        out |= set(result.eliminated)
        assert set(game.eliminated) == out
    first = game.placings()[0]
    assert len(first) == 1
    assert game.winner == first[0] == game.active[0]
    assert sorted(p for group in game.placings() for p in group) == list(range(players))


@given(players=st.integers(3, 6), data=st.data())
def test_game_with_reentry(players: int, data: st.DataObject) -> None:
    """With re-entry, only a re-entered player scores again, and never above the max count."""
    game: TableGame[int] = TableGame(range(players), reentry=True, max_reentries=2)
    while not game.is_over:
        out_before = set(game.eliminated)
        play_hand(game, data)
        scored = {p for p, v in game.history[-1].penalties.items() if v}
        assert not scored & out_before
        for player in game.eliminated:
            if (
                not game.is_over
                and game.reentries[player] < 2
                and data.draw(st.booleans(), label=f"reenter {player}")
            ):
                highest = max(game.totals[p] for p in game.active)
                assert game.reenter(player) == highest
                assert player in game.active
        assert all(count <= 2 for count in game.reentries.values())
    assert len(game.placings()[0]) == 1
    replayed = TableGame.replay(range(players), game.events, reentry=True, max_reentries=2)
    assert replayed.totals == game.totals
    assert replayed.placings() == game.placings()
