"""Parse the command line and run one director action."""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from importlib import import_module
from typing import TYPE_CHECKING, Any, TextIO

import tournament_app
from tournament_app.cli.context import CliContext
from tournament_app.cli.language import command_line_language
from tournament_app.cli.output import Outcome, write_human, write_json
from tournament_app.cli.parsing import (
    GLOBAL_FLAGS,
    GLOBAL_VALUED,
    TorneoParser,
    UsageError,
    add_global_options,
    leaf,
)
from tournament_app.cli.words import (
    BARE_DOUBLE_DASH,
    DASH_NAME_HINT,
    ERROR,
    HELP_HINT,
    WARNING,
    help_text,
    says,
)

if TYPE_CHECKING:
    from tournament_app.services import Services

EXIT_OK = 0
EXIT_USAGE = 2
EXIT_INVALID = 3
EXIT_DATABASE = 1

# The error codes whose cure is the machine, not the command: the database failed under a
# right command or could not be reached (disk full, a file another program holds locked, a
# server gone). A script tells them from a refusal (3) to retry once the cause is fixed.
# docs/cli.md's table of exit codes says the same; tests/cli/test_cli_exit_codes.py
# holds the two together.
DATABASE_FAILURES = frozenset({"database_write_failed", "database_unreachable", "database_error"})


def exit_code(code: str) -> int:
    """The exit code of a command that failed with the JSON error `code`."""
    if code == "usage":
        return EXIT_USAGE
    return EXIT_DATABASE if code in DATABASE_FAILURES else EXIT_INVALID


# Each module of cli/commands and the command words it registers, in the order the help
# lists them (tests/cli/test_cli_start_imports.py holds this to what each one registers).
COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "tournaments": ("tournament",),
    "entries": ("entry", "registry"),
    "members": ("members",),
    "rounds": ("round",),
    "results": ("result",),
    "hands": ("hand",),
    "standings": ("standings",),
    "penalties": ("penalty",),
    "teams": ("team",),
    "documents": ("print", "export"),
    "history": ("log", "undo", "demo"),
    "season": ("season",),
    "qualifiers": ("replace-qualifier",),
    "vp_tables": ("vp", "vp-table"),
    "copies": ("backup",),
    "hall": ("hall",),
}
_MODULE_OF = {word: module for module, words in COMMAND_MODULES.items() for word in words}

# Parsing keeps no state in the parser, so one parser per language (and per command, see
# `command_word`) serves every command a process runs (the tests run thousands in one
# process; building the whole one costs tens of ms).
_PARSERS: dict[tuple[str, str | None], argparse.ArgumentParser] = {}


def parser_for(language: str, command: str | None = None) -> argparse.ArgumentParser:
    """The `torneo` parser in `language`, built the first time it is asked for: with only
    the module of `command` (a word of `COMMAND_MODULES`), or with every command."""
    if (language, command) not in _PARSERS:
        _PARSERS[language, command] = build_parser(language, command)
    return _PARSERS[language, command]


def build_parser(language: str = "en", command: str | None = None) -> argparse.ArgumentParser:
    """The `torneo` argument parser with every subcommand (or only `command`'s module's),
    its texts in `language`."""
    parser = whole_parser(None if command is None else _MODULE_OF[command])
    parser.localize(language)
    return parser


def command_word(args: list[str]) -> str | None:
    """The command a command line names when nothing but global options (each written out
    whole) comes before it; None otherwise (--help, an abbreviated or unknown option, no
    command, a word that is no command), for which only the whole parser will do.

    With the command known, its module's parser parses the line as the whole parser would,
    refusals included: the top-level options are the same, and argparse hands every word
    after the command to that command's own parser."""
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in GLOBAL_VALUED:
            skip = True
        elif arg in GLOBAL_FLAGS or arg.partition("=")[0] in GLOBAL_VALUED:
            continue
        else:
            return arg if arg in _MODULE_OF else None
    return None


def whole_parser(only: str | None = None) -> TorneoParser:
    """The `torneo` argument parser with every subcommand (or only those of the module
    `only` of cli/commands), each text still a `Text` in both languages (what
    `TorneoParser.localize` keeps one of)."""
    parser = TorneoParser(
        prog="torneo",
        description=help_text("torneo"),
        epilog=help_text("torneo.epilog"),
    )
    add_global_options(parser, suppress=False)
    # What `torneo --version` is expected to print, as `torneo version` does.
    parser.add_argument("--version", action=_PrintVersion, help=help_text("version"))
    sub = parser.add_subparsers(
        title=help_text("torneo.group_commands"),
        help=help_text("torneo.command"),
        dest="command",
        metavar="COMMAND",
        required=True,
    )
    leaf(sub, "version", help_text("version"), show_version)
    # A command's own module alone when it is known: a command run in a script (or a test's
    # process) does not import, nor build the options of, the twenty others.
    for module in COMMAND_MODULES if only is None else (only,):
        import_module(f"tournament_app.cli.commands.{module}").register(sub)
    return parser


class DisplayCliContext(CliContext):
    """The context of `torneo --display ...`: services opened as a read-only display station."""

    @property
    def services(self) -> Services:
        """The services, opened read-only the first time they are needed."""
        if self._services is None:
            from tournament_app.services import open_services

            self._services = open_services(self.database, station=self.station, read_only=True)
        return self._services


class _PrintVersion(argparse.Action):
    """`--version` before any command: print the version and stop, with nothing else asked."""

    def __init__(self, option_strings: list[str], dest: str, help: Any = None) -> None:
        super().__init__(
            option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, nargs=0, help=help
        )

    def __call__(self, parser: argparse.ArgumentParser, *_: Any, **__: Any) -> None:
        sys.stdout.write(f"{tournament_app.__version__}\n")
        parser.exit()


def show_version(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`version`."""
    # Read here, not imported with the module: the package's metadata is read (and
    # importlib.metadata loaded) only by the one command that prints it.
    version = tournament_app.__version__
    return Outcome({"version": version}, (version,))


def run_cli(args: list[str], *, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command line; returns 0 on success, 2 on a usage error, 3 on a validation error,
    1 when the database failed under the action or could not be reached (`exit_code`), 4 when
    a check found something to settle (`output.EXIT_FOUND`).

    Output goes to stdout (JSON with --json, tables otherwise); errors go to stderr, and with
    --json the error object `{"error": {"code", "message"}}` is printed on both.
    """
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    language = command_line_language(args)
    wants_json = "--json" in args
    parser = parser_for(language, command_word(args))
    try:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            options = parser.parse_args(_attach_signed_values(_no_bare_double_dash(args)))
    except UsageError as error:
        # A name such as -Rossi is one that is no option of any command: the command's own
        # parser knows fewer options than the whole one, which settles it when it doubts.
        if _dash_name(args, parser) and _dash_name(args, parser_for(language)):
            error.hint = DASH_NAME_HINT
        return _usage_failure(error, language, wants_json, out, err)
    except SystemExit as exit_:  # --help and --version print and exit 0
        out.write(printed.getvalue())
        return EXIT_OK if exit_.code in (0, None) else EXIT_USAGE
    kind = DisplayCliContext if getattr(options, "display", False) else CliContext
    context = kind.from_options(options, language=language)
    wants_json = bool(getattr(options, "json", False))
    try:
        outcome: Outcome = options.handler(context, options)
    except UsageError as error:
        return _usage_failure(error, context.language, wants_json, out, err)
    except Exception as error:
        handled = _refusal(error, context.language)
        if handled is None:
            failure = _database_failure(error, context.language)
            if failure is None:
                raise
            return _fail(
                exit_code("database_error"), "database_error", failure, wants_json, out, err
            )
        code, message, data, human = handled
        if human is not None and not wants_json:
            write_human(Outcome(None, human), out)
        return _fail(exit_code(code), code, message, wants_json, out, err, data=data)
    finally:
        context.close()
    if wants_json:
        write_json(outcome.data, out)
    else:
        write_human(outcome, out)
    for warning in outcome.warnings:
        err.write(f"torneo: {WARNING.pick(context.language)}: {warning}\n")
    return outcome.exit_code


def _usage_failure(
    error: UsageError, language: str, wants_json: bool, out: TextIO, err: TextIO
) -> int:
    """Exit 2: the usage and "torneo: error: ..." on stderr in `language`, and how to get
    the command's help when the parser knows which command it was; with --json the error
    object, as for any refusal."""
    message = error.sentence(language)
    if error.hint is not None:
        message = f"{message}. {error.hint.pick(language)}"
    if wants_json:
        return _fail(EXIT_USAGE, "usage", message, wants_json, out, err)
    hint = HELP_HINT.pick(language).format(command=error.command) if error.command else ""
    err.write(f"{error.usage}torneo: {ERROR.pick(language)}: {message}\n")
    if hint:
        err.write(hint + "\n")
    return EXIT_USAGE


def _no_bare_double_dash(args: list[str]) -> list[str]:
    """`args` unchanged, or UsageError when a "--" stands where a value goes: a second bare
    "--" (argparse would take it for a name, or drop it and pass an empty list) or an
    option's value "--" (--name=--). The first bare "--" ends the options, as everywhere."""
    separator = args.index("--") if "--" in args else len(args)
    for index, arg in enumerate(args):
        if (arg == "--" and index > separator) or (arg.startswith("--") and arg.endswith("=--")):
            raise UsageError(BARE_DOUBLE_DASH)
    return args


def _dash_name(args: list[str], parser: argparse.ArgumentParser) -> bool:
    """True when a word before any "--" starts with "-" and a letter but is no option of
    any command (nor a short one with its value attached, -t1): a name such as -Rossi that
    argparse took for an unknown option."""
    before = args[: args.index("--")] if "--" in args else args
    options = _option_strings(parser)
    return any(
        len(arg) > 1
        and arg[0] == "-"
        and arg[1].isalpha()
        and arg[:2] not in options
        and arg.partition("=")[0] not in options
        for arg in before
    )


def _option_strings(parser: argparse.ArgumentParser) -> set[str]:
    """Every option string of `parser` and of its commands."""
    found: set[str] = set()
    for action in parser._actions:
        found.update(action.option_strings)
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                found |= _option_strings(child)
    return found


# Options whose value may start with a minus sign ("-65:835,..." or "3=-5" are scores).
SIGNED_VALUE_OPTIONS = frozenset({"--hands", "--points", "--arbitral", "--arbitral-mp"})


def _attach_signed_values(args: list[str]) -> list[str]:
    """Join `--hands -65:835,...` into `--hands=-65:835,...`: argparse would otherwise take a
    value starting with "-" for an option and call the command line malformed."""
    out: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        following = args[index + 1] if index + 1 < len(args) else ""
        if arg in SIGNED_VALUE_OPTIONS and following[:2].lstrip("-")[:1].isdigit():
            out.append(f"{arg}={following}")
            index += 2
            continue
        out.append(arg)
        index += 1
    return out


def _refusal(error: Exception, language: str) -> tuple[str, str, dict[str, Any], Any] | None:
    """(code, message, extra JSON, human report) for an error a director must read; None for
    a programming error, which must surface as itself."""
    from scoring.errors import ScoringError
    from tournament_app.services.archive.errors import ArchiveError
    from tournament_app.services.errors import ErrorCode, ServiceError
    from tournament_app.services.messages import describe, system_reason
    from tournament_app.storage.errors import file_reason

    # Only the imports of entries and players raise ImportRejected: with their module never
    # loaded the error is none, and another command's refusal need not load that module.
    entries = sys.modules.get("tournament_app.cli.commands.entries")
    if entries is not None and isinstance(error, entries.ImportRejected):
        return error.code, error.sentence(language), error.data, error.human
    if isinstance(error, ArchiveError):  # a tournament file: an advice in the command's words
        return error.code.value, error.sentence(language, face="cli"), {}, None
    if isinstance(error, ServiceError):
        sentence = getattr(error, "sentence", None)
        message = (
            sentence(language) if callable(sentence) else describe(error, language, face="cli")
        )
        code = error.code.value
        if error.code is ErrorCode.TOURNAMENT_STILL_OPEN and "still_open" in error.params:
            from tournament_app.cli.commands.tournaments import still_open_data

            return code, message, {"still_open": still_open_data(error.params["still_open"])}, None
        if error.code is ErrorCode.ROUND_NEEDS_CONFIRMATION and "problems" in error.params:
            from tournament_app.cli.commands.rounds import problem_data

            tournament, number = error.params.get("tournament"), error.params.get("round")
            listed = [
                problem_data(p, language, tournament, number) for p in error.params["problems"]
            ]
            return code, message, {"problems": listed}, None
        if error.scoring_code:
            return code, message, {"scoring_code": error.scoring_code}, None
        return code, message, {}, None
    if isinstance(error, ScoringError):
        # A rule of the game the services let through unwrapped: still the director's input.
        code = str(getattr(error.code, "value", error.code))
        message = says("main.not_valid_under_rules").filled(code=code).pick(language)
        return "invalid_score", message, {"scoring_code": code}, None
    if isinstance(error, OSError):
        # A file named on the command line cannot be read or written: why, in the director's
        # language (the folder is missing, it is a folder, the disk is full...).
        where = getattr(error, "filename", None) or ""
        reason = system_reason(file_reason(error), language)
        message = says("main.file_unusable").filled(where=where, reason=reason).pick(language)
        return "file_error", message, {}, None
    return None


def _database_failure(error: Exception, language: str) -> str | None:
    """A sentence for a database that failed under the action (disk full, file locked,
    server gone), which the services did not turn into a refusal; None for anything else.
    Exit code 1: the command was right, the machine could not carry it out."""
    from sqlalchemy.exc import DBAPIError

    if not isinstance(error, DBAPIError):
        return None
    reason = str(error.orig).splitlines()[0] if error.orig is not None else type(error).__name__
    return says("main.database_failed").filled(reason=reason).pick(language)


def _fail(
    exit_code: int,
    code: str,
    message: str,
    wants_json: bool,
    out: TextIO,
    err: TextIO,
    *,
    data: dict[str, Any] | None = None,
) -> int:
    if wants_json:
        document = {**(data or {}), "error": {"code": code, "message": message}}
        write_json(document, out)
        write_json({"error": {"code": code, "message": message}}, err)
    else:
        err.write(f"torneo: {message}\n")
    return exit_code
