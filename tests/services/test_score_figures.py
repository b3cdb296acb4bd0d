"""A table's scores side by side, as every face writes them: each score whole, a negative one
in brackets, so that the dash between two scores never reads as a minus."""

from __future__ import annotations

import pytest

from tournament_app.services.score_figures import penalty_taken, score_pair, whole_score


@pytest.mark.parametrize(
    ("scores", "dash", "written"),
    [
        ((640, 245, None), "-", "640-245"),
        ((0, 0, None), "-", "0-0"),
        ((640, -245, None), "-", "640-(-245)"),
        ((-35, 1200, None), "-", "(-35)-1200"),
        ((-100, -245, None), "-", "(-100)-(-245)"),
        ((640, 245, 400), "-", "640-245-400"),
        ((640, 245, -80), "-", "640-245-(-80)"),
        ((640, -245, None), "–", "640–(-245)"),
        ((640, 245, -80), "–", "640–245–(-80)"),
    ],
)
def test_each_score_reads_whole(scores: tuple[int, int, int | None], dash: str, written: str):
    assert score_pair(*scores, dash=dash) == written


@pytest.mark.parametrize(("score", "written"), [(0, "0"), (245, "245"), (-245, "(-245)")])
def test_a_score_beside_a_dash(score: int, written: str) -> None:
    assert whole_score(score) == written


@pytest.mark.parametrize(("amount", "shown"), [(0, ""), (1, -1), (3, -3), (150, -150)])
def test_a_penalty_shows_what_was_taken_away(amount: int, shown: int | str) -> None:
    """The window's and the command line's Pen. VP and Pen. MP columns: a row with no penalty
    leaves its cell empty; a penalty of 1 VP (the domain's usual warning after the second)
    reads -1."""
    assert penalty_taken(amount) == shown
