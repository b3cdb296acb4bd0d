"""`result enter` with an extra zero typed (5,000,000,000 points) is refused in words, in
Italian and English, and nothing is saved: no turno reaches more than 40,000 points (4 hands,
each far under 10,000: the pack's 1,080 plus at most 15 burraco of 400 and the closing,
burraco.md), so a figure Torneo keeps always fits the tournament file it exports."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def evening(database_url, capsys) -> Torneo:
    """A burraco evening of four pairs, round 1 published, no result yet."""
    torneo = Torneo(database_url, capsys)
    torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", 1, f"Rossi{number} Anna", f"Bianchi{number} Carlo")
    torneo.ok("round", "generate", "-t", 1)
    torneo.ok("round", "publish", "-t", 1, "-r", 1)
    return torneo


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "it",
            (
                "5000000000 punti non si possono fare in un turno",
                "entro 40000 punti",
                "zero di troppo",
                "Non è stato salvato nulla",
            ),
        ),
        (
            "en",
            (
                "no turno can score 5000000000 points",
                "within 40000 points",
                "extra zero",
                "Nothing was saved",
            ),
        ),
    ],
)
def test_an_extra_zero_is_refused_in_words(
    evening: Torneo, language: str, words: tuple[str, ...]
) -> None:
    evening.language = language
    typed = evening.run("result", "enter", "-t", 1, "-r", 1, "--table", 1, "--mp", 5000000000, 200)
    assert typed.code == 3
    for word in words:
        assert word in typed.err, typed.err
    assert evening.ok("result", "show", "-t", 1, "-r", 1) == []
