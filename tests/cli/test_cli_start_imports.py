"""Every `torneo` command builds the whole parser first: the libraries only some commands use
(the printouts', the workbooks', the hall's web server) load when such a command runs, not at
every start (each cost a start about 0.2 s: a command run in a script or by a test pays it).
A command that never opens a database (its help, a usage error, `version`) loads no database
library and no table of the model either (together about half a second of a start), and one
on a database file loads no PostgreSQL driver."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from tests.cli.cli_helpers import parsers
from tournament_app.cli.parsing import UsageError

HEAVY = ("reportlab", "openpyxl", "aiohttp", "jinja2", "PySide6")
DATABASE = ("sqlalchemy", "psycopg", "alembic", "tournament_app.storage.models")

# Each command line is run in turn in one process; the first that loads a library named
# is printed with what it loaded.
NO_DATABASE = (
    ["--help"],
    ["tournament", "--help"],
    ["--lang", "it", "round", "result", "--help"],
    ["version"],
    ["--json", "version"],
    ["nonsense"],
    ["--json", "nonsense"],
    ["tournament", "add"],
    ["round", "publish", "--tournament", "zero"],
    ["result", "add", "--hands"],
)
CREATE = ("tournament", "create", "--game", "burraco", "--name", "Serata")


def _loaded_by(commands: list[list[str]], names: tuple[str, ...]) -> str:
    """What the first of `commands` to load one of `names` loaded ("" for none), each run
    by `torneo`'s own entry point in a fresh process."""
    probe = (
        "import contextlib, io, sys\n"
        "from tournament_app.__main__ import main\n"
        f"for args in {commands!r}:\n"
        "    with contextlib.redirect_stdout(io.StringIO()), "
        "contextlib.redirect_stderr(io.StringIO()):\n"
        "        code = main(args)\n"
        f"    loaded = sorted(name for name in {names!r} if name in sys.modules)\n"
        "    if loaded:\n"
        "        print(args, code, loaded)\n"
        "        break\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    return run.stdout.strip() + run.stderr + (f"exit {run.returncode}" if run.returncode else "")


def test_building_the_command_line_loads_no_printout_or_server_library() -> None:
    probe = (
        "import sys\n"
        "from tournament_app.cli.main import build_parser\n"
        "build_parser()\n"
        f"print(sorted(name for name in {HEAVY!r} if name in sys.modules))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    assert loaded.stdout.strip() == "[]", loaded.stdout + loaded.stderr


def test_a_command_without_a_database_loads_no_database_library() -> None:
    assert _loaded_by([list(args) for args in NO_DATABASE], DATABASE + HEAVY) == ""


def test_a_command_on_a_database_file_loads_no_server_driver(tmp_path: Path) -> None:
    database = str(tmp_path / "club.sqlite")
    commands = [
        ["--db", database, "tournament", "list"],
        ["--db", database, "--json", *CREATE],
        ["--db", database, "entry", "list", "--tournament", "1"],
    ]
    assert _loaded_by(commands, ("psycopg", *HEAVY)) == ""


def test_a_command_loads_its_own_command_module_alone(tmp_path: Path) -> None:
    """A known command's line is parsed by its module's commands alone, refused or not: the
    others' modules (and what they import) are never loaded for it."""
    from tournament_app.cli.main import COMMAND_MODULES

    others = tuple(
        f"tournament_app.cli.commands.{module}"
        for module in COMMAND_MODULES
        if module not in ("tournaments", "rounds")
    )
    database = str(tmp_path / "club.sqlite3")
    commands = [
        ["--db", database, "--json", *CREATE],
        ["tournament", "list", "--db", database, "--lang", "it"],
        ["--lang=en", "round", "show", "--help"],
        ["round", "show"],
        ["--json", "round", "publish", "--tournament", "zero"],
        ["--db", database, "--json", "round", "show", "-t", "1"],
    ]
    assert _loaded_by(commands, others) == ""


def _words(parser: argparse.ArgumentParser) -> list[str]:
    """The command words of `parser`, in the order its help lists them ("version" aside)."""
    [commands] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return [word for word in commands.choices if word != "version"]


def test_each_command_module_registers_the_commands_it_is_listed_with() -> None:
    """`COMMAND_MODULES` names each command word's module, in the order the help lists them:
    a command added to a module and not listed there fails here."""
    from tournament_app.cli.main import COMMAND_MODULES, build_parser, whole_parser

    for module, listed in COMMAND_MODULES.items():
        assert _words(whole_parser(module)) == list(listed), module
    every = [word for listed in COMMAND_MODULES.values() for word in listed]
    assert _words(whole_parser()) == every
    for word in every:
        assert word in _words(build_parser("it", word))


def _parsed(parser: argparse.ArgumentParser, line: list[str]) -> object:
    """What `parser` makes of `line`: its options, or its refusal as the director reads it."""
    try:
        return vars(parser.parse_args(line))
    except UsageError as error:
        return error.sentence("it"), error.usage, error.command


def test_a_command_s_own_parser_reads_and_refuses_as_the_whole_one() -> None:
    """Every command's line, right or wrong, means the same to its module's parser as to the
    parser of every command: the same options, or the same refusal with the same usage."""
    from tournament_app.cli.main import build_parser

    whole = build_parser("it")
    for path, _ in parsers(whole):
        if not path or path == ("version",):
            continue
        own = build_parser("it", path[0])
        for line in (
            [*path],
            [*path, "--no-such-option"],
            [*path, "-t", "1", "--json", "extra"],
            ["--db", "x.sqlite3", *path, "-t", "uno"],
            [*path, "--d", "x"],
            [*path, "-t", "1", "--round", "2", "--table", "3", "--mp", "700", "200"],
        ):
            assert _parsed(own, line) == _parsed(whole, line), line


def test_the_global_options_a_command_may_follow_are_those_every_parser_has() -> None:
    """Finding the command word skips the global options before it: their names, with and
    without a value, are exactly those every parser is given, so an option added there and
    not listed (its value taken for the command) fails here."""
    from tournament_app.cli.main import command_word
    from tournament_app.cli.parsing import GLOBAL_FLAGS, GLOBAL_VALUED, add_global_options

    parser = argparse.ArgumentParser()
    add_global_options(parser, suppress=False)
    options = [a for a in parser._actions if a.option_strings and a.dest != "help"]
    assert {o for a in options if a.nargs == 0 for o in a.option_strings} == GLOBAL_FLAGS
    assert {o for a in options if a.nargs != 0 for o in a.option_strings} == GLOBAL_VALUED
    line = ["--db", "round", "--station=Sala", "--json", "--lang", "it", "standings", "-t", "1"]
    assert command_word(line) == "standings"
    assert command_word(["--db", "x", "--verbose", "standings"]) is None
