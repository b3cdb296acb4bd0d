"""`torneo registry add` of a player the registry already holds, nothing telling them apart:
refused (exit 3) naming that player, nothing added; with a tessera of their own, added."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def test_registry_add_of_an_exact_namesake_is_refused(torneo: Torneo) -> None:
    torneo.ok("registry", "add", "Verdi", "Luca")
    torneo.language = "it"
    refused = torneo.refused("registry", "add", "Verdi", "Luca")
    assert refused["error"]["message"].startswith("Nel registro c'è già Verdi Luca: se è la")
    assert len(torneo.ok("registry", "search", "Verdi Luca")) == 1

    torneo.ok("registry", "add", "Verdi", "Luca", "--tessera", "FI-2")
    assert len(torneo.ok("registry", "search", "Verdi Luca")) == 2


def test_registry_edit_into_an_exact_namesake_is_refused(torneo: Torneo) -> None:
    """`torneo registry edit` correcting Rossi Ana into Rossi Anna, another Rossi Anna without
    club nor tessera registered: refused (exit 3) with the same sentence, nothing changed."""
    torneo.ok("registry", "add", "Rossi", "Anna")
    ana = torneo.ok("registry", "add", "Rossi", "Ana")["id"]
    refused = torneo.refused("registry", "edit", ana, "--name", "Anna")
    assert refused["error"]["message"].startswith(
        "The registry already holds Rossi Anna: if this is the same person, edit that player"
    )
    names = sorted(p["name"] for p in torneo.ok("registry", "search", "Rossi"))
    assert names == ["Ana", "Anna"]
