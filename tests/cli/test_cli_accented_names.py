"""`torneo registry ...` and `torneo entry ...` with accented capitals: FORLÌ takes every
player, `registry search NICOLÒ` finds him however the search is typed."""

from __future__ import annotations

import unicodedata

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database."""
    return Torneo(database_url, capsys)


@pytest.mark.parametrize(
    "typed",
    [
        "NICOLÒ",
        "nicolò",
        "Nicolo",
        "NICOLO",
        unicodedata.normalize("NFD", "NICOLÒ"),
        unicodedata.normalize("NFD", "nicolò ugo"),
    ],
)
def test_registry_search_finds_nicolo_however_typed(torneo, typed: str) -> None:
    """The player registered as NICOLÒ Ugo of FORLÌ, with a second FORLÌ player beside him
    (before: refused as a conflict), is what `registry search` lists, in JSON and for the eye."""
    ugo = torneo.ok("registry", "add", "NICOLÒ", "Ugo", "--tessera", "FO-8", "--club", "FORLÌ")
    torneo.ok("registry", "add", "Rossi", "Anna", "--club", "FORLÌ")
    found = torneo.ok("registry", "search", typed)
    assert [(p["id"], p["surname"], p["club"]) for p in found] == [(ugo["id"], "NICOLÒ", "FORLÌ")]
    shown = torneo.run("registry", "search", typed)
    assert shown.code == 0
    assert "NICOLÒ" in shown.out and "Rossi" not in shown.out


def test_a_pair_of_forli_is_entered_from_the_command_line(torneo) -> None:
    """Two pairs of FORLÌ players, the second typed "forlì": both entered, one club."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    for number, club in ((1, "FORLÌ"), (2, "forlì")):
        torneo.ok("registry", "add", f"Rossi{number}", "Anna", "--club", club)
        torneo.ok("registry", "add", f"Neri{number}", "Ugo", "--club", club)
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Neri{number} Ugo")
    entries = torneo.ok("entry", "list", "-t", tid)
    assert len(entries) == 2
    assert {p["club"] for p in torneo.ok("registry", "search", "")} == {"FORLÌ"}
