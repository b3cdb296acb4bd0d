"""Running `torneo` in-process for the CLI tests, and the expectations they compute alone."""

from __future__ import annotations

import argparse
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tournament_app.cli.main import run_cli


@dataclass
class Run:
    """One command's exit code and output."""

    code: int
    out: str
    err: str

    def json(self) -> Any:
        """stdout parsed as JSON."""
        return json.loads(self.out)


class Torneo:
    """`torneo --db URL ...` in-process, capturing its output with capsys."""

    def __init__(self, database_url: str, capsys: Any, *, language: str = "en") -> None:
        self.database_url = database_url
        self.capsys = capsys
        self.language = language

    def run(self, *args: object) -> Run:
        """Any command line (strings or numbers), with --db and --lang added."""
        argv = ["--db", self.database_url, "--lang", self.language, *map(str, args)]
        if self.capsys is None:  # building a snapshot: no test's capture to read
            out, err = io.StringIO(), io.StringIO()
            return Run(run_cli(argv, stdout=out, stderr=err), out.getvalue(), err.getvalue())
        self.capsys.readouterr()
        code = run_cli(argv)
        captured = self.capsys.readouterr()
        return Run(code, captured.out, captured.err)

    def ok(self, *args: object) -> Any:
        """A --json command that must succeed; returns its parsed output."""
        result = self.run("--json", *args)
        assert result.code == 0, f"{args}: exit {result.code}\n{result.out}\n{result.err}"
        return result.json()

    def refused(self, *args: object) -> dict[str, Any]:
        """A --json command that must be refused as invalid (exit 3); returns its error."""
        result = self.run("--json", *args)
        assert result.code == 3, f"{args}: exit {result.code}\n{result.out}\n{result.err}"
        document = result.json()
        assert set(document["error"]) == {"code", "message"}
        assert document["error"]["message"]
        return document


def commands_snapshot(*commands: tuple[object, ...]) -> Any:
    """A snapshot builder (tests/conftest.py `database_snapshot`) that runs these `torneo`
    commands in order on the database, each of which must succeed; its value is the first
    command's output (`{"id": 1}` when it made the database's first tournament)."""

    def build(database_url: str) -> Any:
        torneo = Torneo(database_url, None)
        outputs = [torneo.ok(*command) for command in commands]
        return outputs[0] if outputs else None

    build.snapshot_key = repr(commands)  # type: ignore[attr-defined]
    return build


# The FIBUR victory-point tables as the domain document prints them, written out here on
# purpose so the tests never ask the code under test for their expected values.
# (upper edge of the MP difference band or None for the last band, winner's VP)
FIBUR_3_HANDS_BANDS = [
    (50, 10),
    (150, 11),
    (250, 12),
    (350, 13),
    (500, 14),
    (650, 15),
    (800, 16),
    (1000, 17),
    (1250, 18),
    (1500, 19),
    (None, 20),
]
FIBUR_4_HANDS_BANDS = [
    (100, 10),
    (300, 11),
    (500, 12),
    (700, 13),
    (900, 14),
    (1100, 15),
    (1300, 16),
    (1500, 17),
    (1700, 18),
    (2000, 19),
    (None, 20),
]


def expected_vp(ns_mp: int, ew_mp: int, hands: int = 3) -> tuple[int, int]:
    """The VP of both lines by the domain document's table, looked up by hand."""
    bands = FIBUR_3_HANDS_BANDS if hands == 3 else FIBUR_4_HANDS_BANDS
    difference = abs(ns_mp - ew_mp)
    winner = next(vp for upper, vp in bands if upper is None or difference <= upper)
    if ns_mp >= ew_mp:
        return winner, 20 - winner
    return 20 - winner, winner


# -- the parser's texts, every command's ------------------------------------------------------


def parsers(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from parsers(child, (*path, name))


def parser_texts(parser: argparse.ArgumentParser) -> Iterator[tuple[str, object]]:
    """(what it is, its text) for every text a parser shows in its help."""
    yield "description", parser.description
    for group in parser._action_groups:
        yield f"section {group.title!r}", group.title
    for action in parser._actions:
        name = "/".join(action.option_strings) or action.dest
        yield f"help of {name}", action.help
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._get_subactions():
                yield f"help of command {choice.dest}", choice.help
