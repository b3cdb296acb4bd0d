"""The argparse plumbing: usage errors as exceptions, global options accepted anywhere."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, NoReturn

LANGUAGES = ("it", "en")


class UsageError(Exception):
    """The command line itself is wrong (unknown command, missing or malformed option)."""

    def __init__(self, message: str, usage: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage


class TorneoParser(argparse.ArgumentParser):
    """An ArgumentParser that raises UsageError instead of printing and exiting, so the
    caller decides the exit code and the output format (--json)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self.format_usage())


def add_global_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    """--db, --json, --station and --lang. On subcommands (suppress=True) their default is
    left out, so `torneo tournament list --json` and `torneo --json tournament list` agree."""
    default: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    flag_default: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    parser.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help="SQLite file or SQLAlchemy URL (default: the embedded database)",
        **default,
    )
    parser.add_argument(
        "--json", action="store_true", help="machine-readable JSON output", **flag_default
    )
    parser.add_argument(
        "--station", metavar="NAME", help="this station's name in the change log", **default
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="language of messages and headings", **default
    )


Handler = Callable[..., Any]


class CommandGroup:
    """A command word with subcommands (`round generate`, `round show`, ...)."""

    def __init__(self, parent: Any, name: str, help_text: str) -> None:
        parser = parent.add_parser(name, help=help_text, description=help_text)
        self._sub = parser.add_subparsers(dest=f"{name}_command", metavar="ACTION", required=True)

    def command(self, name: str, help_text: str, handler: Handler) -> argparse.ArgumentParser:
        """A leaf command; its handler is stored on the parsed options."""
        return leaf(self._sub, name, help_text, handler)


def leaf(sub: Any, name: str, help_text: str, handler: Handler) -> argparse.ArgumentParser:
    """A command that runs `handler(context, options)`."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=help_text)
    add_global_options(parser, suppress=True)
    parser.set_defaults(handler=handler)
    return parser


def tournament_option(parser: argparse.ArgumentParser) -> None:
    """-t/--tournament ID, which almost every command needs."""
    parser.add_argument(
        "-t", "--tournament", type=int, required=True, metavar="ID", help="tournament id"
    )


def round_option(parser: argparse.ArgumentParser, *, required: bool) -> None:
    """-r/--round N (without it, the latest round where that makes sense)."""
    parser.add_argument(
        "-r",
        "--round",
        type=positive_int,
        required=required,
        metavar="N",
        help="round number" + ("" if required else " (default: the latest)"),
    )


def positive_int(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more: {text!r}")
    return value


def whole_number(text: str) -> int:
    """An argparse type: a whole number, negative allowed (MP can be negative)."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def number_list(text: str) -> tuple[int, ...]:
    """An argparse type: entry numbers separated by commas ("3,7,12")."""
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise argparse.ArgumentTypeError("expected numbers separated by commas")
    return tuple(positive_int(part) for part in parts)
