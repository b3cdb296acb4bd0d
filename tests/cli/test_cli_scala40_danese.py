"""`torneo tournament create/edit --seating draw|danese --keep-apart`: a placement-points scala 40
tournament seated the Danese way from round 2 (tables of four by the standings), on the command
line in the words the window uses; refused, changing nothing, where it would not apply."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

PLACEMENT = (
    "tournament",
    "create",
    "--game",
    "scala40",
    "--name",
    "Scala 40 danese",
    "--format",
    "placement",
    "--rounds",
    "3",
)


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _settings(torneo: Torneo, tid: int) -> dict[str, object]:
    settings: dict[str, object] = torneo.ok("tournament", "show", "-t", tid)["settings"]
    return settings


def test_create_and_edit_take_the_seating(torneo: Torneo) -> None:
    tid = torneo.ok(*PLACEMENT)["id"]
    assert (_settings(torneo, tid)["seating"], _settings(torneo, tid)["keep_apart"]) == (
        "draw",
        False,
    )
    tid = torneo.ok(*PLACEMENT, "--seating", "danese", "--keep-apart")["id"]
    assert (_settings(torneo, tid)["seating"], _settings(torneo, tid)["keep_apart"]) == (
        "danese",
        True,
    )
    torneo.ok("tournament", "edit", "-t", tid, "--no-keep-apart")
    assert _settings(torneo, tid)["keep_apart"] is False
    torneo.ok("tournament", "edit", "-t", tid, "--seating", "draw")
    assert _settings(torneo, tid)["seating"] == "draw"


def test_show_words_the_seating_as_the_window_does(torneo: Torneo) -> None:
    tid = torneo.ok(*PLACEMENT, "--seating", "danese")["id"]
    shown = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "tournament", "show", "-t", tid
    )
    assert shown.code == 0, shown.err
    lines = shown.out.splitlines()
    line = next(text for text in lines if text.startswith("Disposizione dal 2° turno"))
    assert "Danese: tavoli per classifica" in line


@pytest.mark.parametrize(
    "options",
    [
        # An elimination seats the best of each stage, not by the standings.
        ("--seating", "danese"),
        ("--keep-apart",),
    ],
)
def test_an_elimination_refuses_the_seating_and_creates_nothing(
    torneo: Torneo, options: tuple[str, ...]
) -> None:
    elimination = ("tournament", "create", "--game", "scala40", "--name", "Eliminazione")
    refused = torneo.run(*elimination, *options)
    assert refused.code == 2
    assert "--format placement" in refused.err
    assert torneo.ok("tournament", "list") == []


def test_keep_apart_without_the_danese_is_refused(torneo: Torneo) -> None:
    refused = torneo.run(*PLACEMENT, "--keep-apart")
    assert refused.code == 2
    assert "--seating danese" in refused.err
    assert torneo.ok("tournament", "list") == []
    tid = torneo.ok(*PLACEMENT)["id"]
    assert torneo.run("tournament", "edit", "-t", tid, "--keep-apart").code == 2
    assert _settings(torneo, tid)["keep_apart"] is False


def test_burraco_has_no_seating_option(torneo: Torneo) -> None:
    burraco = ("tournament", "create", "--game", "burraco", "--name", "Burraco")
    refused = torneo.run(*burraco, "--seating", "danese")
    assert refused.code == 2
    assert "--seating" in refused.err


def test_round_2_is_seated_by_the_standings(torneo: Torneo) -> None:
    tid = torneo.ok(*PLACEMENT, "--seating", "danese")["id"]
    for number in range(1, 9):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number:02d} Nome")
    first = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    for table in first["tables"]:
        winner, *others = table["players"]
        # One hand: the winner closes, the others go out together, the lower total higher.
        points = ",".join(f"{p}={101 + i}" for i, p in enumerate(others))
        torneo.ok(
            "hand", "enter", "-t", tid, "-r", 1, "--table", table["table"],
            "--points", points, "--closer", winner,
        )  # fmt: skip
    ranked = [row["entry"] for row in torneo.ok("standings", "-t", tid)]
    second = torneo.ok("round", "generate", "-t", tid)
    assert [t["players"] for t in second["tables"]] == [ranked[:4], ranked[4:]]
    # The log names the seating as the Rounds page does.
    said = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "log", "-t", tid, "--limit", 1
    )
    assert said.code == 0, said.err
    assert "Danese (per classifica)" in said.out
