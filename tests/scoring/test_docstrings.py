"""The examples in the scoring modules' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "scoring.cards",
    "scoring.burraco",
    "scoring.three_pairs",
    "scoring.plausibility",
    "scoring.pairing.three_pairs",
    "scoring.victory_points",
    "scoring.turno",
    "scoring.scala40",
    "scoring.scala40_pairs",
    "scoring.scala40_plausibility",
    "scoring.stages",
    "scoring.standings",
    "scoring.rule_names",
    "scoring.teams",
]


@pytest.mark.parametrize("name", MODULES)
def test_module_examples(name: str) -> None:
    """Every docstring example of the module gives the output it shows."""
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
