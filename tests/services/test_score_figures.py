"""A table's scores side by side, as every face writes them: each score whole, a negative one
in brackets, so that the dash between two scores never reads as a minus."""

from __future__ import annotations

import pytest

from tournament_app.services.score_figures import score_pair, whole_score


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
