"""`torneo undo` after `torneo round swap` (entries or --tables) in a draft: the director
gets the seating of before the swap back, and the next `undo` takes back the draft."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cli.cli_helpers import Torneo, commands_snapshot
from tests.databases import Snapshot

# Six pairs in a burraco tournament, round 1 generated as a draft: made once per process and
# backend, and copied for each test.
DRAFT = commands_snapshot(
    ("--station", "Sala1", "tournament", "create", "--game", "burraco", "--name", "Swap",
     "--hands", "3", "--rounds", "3", "--seed", "3"),
    *(("entry", "add", "-t", "1", f"A{number} Uno", f"B{number} Due") for number in range(1, 7)),
    ("round", "generate", "-t", "1"),
)  # fmt: skip


@pytest.fixture
def torneo(database_snapshot: Snapshot, capsys: pytest.CaptureFixture[str]) -> Torneo:
    """`torneo` in Italian over this test's copy of the draft."""
    url, _ = database_snapshot(DRAFT)
    return Torneo(url, capsys, language="it")


def _tables(cli: Torneo) -> list[Any]:
    shown = cli.ok("round", "show", "-t", "1")
    assert shown["status"] == "draft"
    return sorted(shown["tables"], key=lambda table: table["table"])


@pytest.mark.parametrize("swap", [("1", "2"), ("--tables", "1", "3")], ids=["entries", "tables"])
def test_undo_of_a_swap_then_of_the_draft(torneo: Torneo, swap: tuple[str, ...]) -> None:
    before = _tables(torneo)
    torneo.ok("round", "swap", "-t", "1", *swap)
    assert _tables(torneo) != before

    undone = torneo.run("undo", "-t", "1")

    assert undone.code == 0, undone.out + undone.err
    assert "Annullato" in undone.out
    assert _tables(torneo) == before
    second = torneo.run("undo", "-t", "1")
    assert second.code == 0, second.out + second.err
    assert torneo.run("round", "show", "-t", "1").code != 0  # round 1 is gone with the draft
