"""Names starting with "-" on the command line, and "--" never taken for a name: a surname
such as -Rossi is typed after "--" or joined to its option with "=" (docs/cli.md); a second
bare "--", or an option's value "--", is refused (exit 2) and nothing is saved; a name
argparse takes for an unknown option gets a hint saying how to type it."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> tuple[Torneo, int]:
    """A pairs tournament in registration."""
    runner = Torneo(database_url, capsys)
    tid = runner.ok("tournament", "create", "--game", "burraco", "--name", "Trattini")["id"]
    return runner, tid


def test_a_name_after_double_dash_is_entered(torneo) -> None:
    """`entry add -t ID -- -Rossi "-Bianchi Anna"`: both names kept with their dash."""
    runner, tid = torneo
    added = runner.ok(
        "entry", "add", "-t", tid, "--club", "Aurora", "--", "-Rossi", "-Bianchi Anna"
    )
    (entry,) = runner.ok("entry", "list", "-t", tid)
    assert entry["number"] == added["number"]
    surnames = [(p["surname"], p["name"]) for p in entry["players"]]
    assert surnames == [("-Rossi", ""), ("-Bianchi", "Anna")]


def test_a_name_joined_with_equals_is_kept(torneo) -> None:
    """`registry edit ID --surname=-Rossi` and `--name=-Anna` keep the dash."""
    runner, _ = torneo
    player = runner.ok("registry", "add", "Rossi", "Anna")
    runner.ok("registry", "edit", player["id"], "--surname=-Rossi", "--name=-Anna")
    (found,) = runner.ok("registry", "search", "Rossi")
    assert (found["surname"], found["name"]) == ("-Rossi", "-Anna")


@pytest.mark.parametrize(
    ("args", "language"),
    [
        (("entry", "add", "-t", "{tid}", "Verdi Luca", "--", "--"), "it"),
        (("entry", "add", "-t", "{tid}", "--", "Verdi Luca", "--"), "en"),
        (("registry", "add", "--", "--", "Mario"), "en"),
        (("registry", "add", "--", "Rossi", "--"), "it"),
        (("tournament", "create", "--game", "burraco", "--name=--"), "it"),
        (("registry", "add", "Rossi", "Mario", "--club=--"), "en"),
    ],
    ids=[
        "second --",
        "trailing second --",
        "-- as surname",
        "-- as name",
        "--name=--",
        "--club=--",
    ],
)
def test_a_bare_double_dash_is_never_a_name(torneo, args, language: str) -> None:
    """Refused as usage (exit 2) with a sentence about "--", no traceback, nothing saved."""
    runner, tid = torneo
    runner.language = language
    before = (runner.ok("registry", "search", ""), runner.ok("tournament", "list"))
    before_entries = runner.ok("entry", "list", "-t", tid)
    result = runner.run(*(arg.format(tid=tid) for arg in args))
    assert result.code == 2, result.err
    assert "Traceback" not in result.err
    said = "«--» da solo non è un nome" if language == "it" else "'--' on its own is no name"
    assert said in result.err
    assert (runner.ok("registry", "search", ""), runner.ok("tournament", "list")) == before
    assert runner.ok("entry", "list", "-t", tid) == before_entries


@pytest.mark.parametrize(
    "args",
    [("entry", "add", "-t", "{tid}", "-Rossi", "Bianchi"), ("registry", "add", "-D", "Mario")],
    ids=["entry", "registry"],
)
def test_a_name_taken_for_an_option_gets_a_hint(torneo, args) -> None:
    """argparse refuses -Rossi as an unknown option; the error says to put it after "--"."""
    runner, tid = torneo
    result = runner.run(*(arg.format(tid=tid) for arg in args))
    assert result.code == 2
    assert "goes after '--'" in result.err and "--surname=-Rossi" in result.err
    assert runner.ok("entry", "list", "-t", tid) == []


def test_no_hint_for_a_short_option_with_its_value(torneo) -> None:
    """-t1 is an option with its value: a usage error about something else says no more."""
    runner, _ = torneo
    result = runner.run("round", "show", "-t1", "-r", "x")
    assert result.code == 2
    assert "'--'" not in result.err
