"""`torneo entry present` on an entry already in that state: it says the state, exits 0,
and the log holds no second change."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> tuple[Torneo, int]:
    """A burraco tournament of two pairs, both present."""
    runner = Torneo(database_url, capsys)
    tid = runner.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    runner.ok("entry", "add", "-t", tid, "Rossi Anna", "Neri Carlo")
    runner.ok("entry", "add", "-t", tid, "Bianchi Ugo", "Verdi Ada")
    return runner, tid


def _logged(runner: Torneo, tid: int) -> list[str]:
    return [row["action"] for row in runner.ok("log", "-t", tid)]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("it", "2 Bianchi Ugo - Verdi Ada: assente"),
        ("en", "2 Bianchi Ugo - Verdi Ada: absent"),
    ],
)
def test_checking_out_twice_says_absent_and_logs_once(torneo, language, said) -> None:
    """The command typed twice: both runs say pair 2 is absent; one check-out is logged."""
    runner, tid = torneo
    runner.language = language
    before = _logged(runner, tid)
    first = runner.run("entry", "present", "-t", tid, 2, "--absent")
    again = runner.run("entry", "present", "-t", tid, 2, "--absent")
    assert (first.code, again.code) == (0, 0)
    assert said in first.out and said in again.out
    assert again.err == ""
    assert _logged(runner, tid) == ["entry.absent", *before]


def test_checking_in_a_present_entry_logs_nothing(torneo) -> None:
    """Pair 1 is present since it was entered: `entry present` answers so and logs nothing;
    `undo` then takes back the last real change (pair 2's entry), not an empty one."""
    runner, tid = torneo
    before = _logged(runner, tid)
    assert runner.ok("entry", "present", "-t", tid, 1)["present"] is True
    assert _logged(runner, tid) == before
    runner.ok("undo", "--yes")
    assert [entry["number"] for entry in runner.ok("entry", "list", "-t", tid)] == [1]
