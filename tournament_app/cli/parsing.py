"""The argparse plumbing: usage errors as exceptions, global options accepted anywhere, every
text in Italian and English (the parser is built with `Text` pairs, then localized once)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

from tournament_app.cli.language import LANGUAGES
from tournament_app.cli.words import (
    HELP_OPTION,
    METAVARS,
    NO_NUMBERS,
    NOT_A_DATE,
    NOT_A_FILE_NAME,
    NOT_POSITIVE,
    NOT_WHOLE_NUMBER,
    OUT_OF_RANGE,
    SECTION_TITLES,
    USAGE_PREFIX,
    Text,
    help_text,
    pick,
    translate,
)


class UsageError(Exception):
    """The command line itself is wrong (unknown command, missing or malformed option).

    `text` is the sentence, in both languages when a command handler raises it (a `Text`),
    already in the parser's language when the parser does; `usage` and `command` (the
    command's own words, for "torneo result enter --help") only come from the parser.
    """

    def __init__(self, text: str, usage: str = "", command: str = "") -> None:
        super().__init__(text)
        self.text = text
        self.usage = usage
        self.command = command
        self.hint: Text | None = None
        """How to type what was probably meant, said after the sentence."""

    def sentence(self, language: str) -> str:
        """What is wrong, in `language` when the sentence was given in both."""
        return self.text.pick(language) if isinstance(self.text, Text) else self.text


class TorneoHelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, with "usage: " in the parser's language."""

    usage_prefix = USAGE_PREFIX.en

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, self.usage_prefix if prefix is None else prefix)


class ItalianHelpFormatter(TorneoHelpFormatter):
    usage_prefix = USAGE_PREFIX.it


FORMATTERS: dict[str, type[TorneoHelpFormatter]] = {
    "it": ItalianHelpFormatter,
    "en": TorneoHelpFormatter,
}


class TorneoParser(argparse.ArgumentParser):
    """An ArgumentParser that raises UsageError instead of printing and exiting, so the
    caller decides the exit code and the output format (--json), and that speaks the
    language `localize` gives it (English until then)."""

    language = "en"

    def __init__(self, **kwargs: Any) -> None:
        # argparse's own -h would carry a help text fixed in English: this one is a Text.
        kwargs.setdefault("add_help", False)
        kwargs.setdefault("formatter_class", TorneoHelpFormatter)
        super().__init__(**kwargs)
        self.add_argument(
            "-h", "--help", action="help", default=argparse.SUPPRESS, help=HELP_OPTION
        )

    def error(self, message: str) -> NoReturn:
        raise UsageError(translate(message, self.language), self.format_usage(), self.prog)

    def localize(self, language: str) -> None:
        """Keep every text of this parser and of its subcommands in `language`: the help
        and descriptions written as `Text`, argparse's section titles, the names of values
        in usage lines. Called once, when the whole parser is built."""
        self.language = language
        self.formatter_class = FORMATTERS.get(language, TorneoHelpFormatter)
        self.description = pick(self.description, language)
        self.epilog = pick(self.epilog, language)
        for group in self._action_groups:
            group.title = pick(SECTION_TITLES.get(group.title or "", group.title), language)
            group.description = pick(group.description, language)
        for action in self._actions:
            action.help = pick(action.help, language)
            action.metavar = _metavar(action, language)
            if isinstance(action, argparse._SubParsersAction):
                for choice in action._get_subactions():
                    choice.help = pick(choice.help, language)
                for child in action.choices.values():
                    if isinstance(child, TorneoParser):
                        child.localize(language)


def _metavar(action: argparse.Action, language: str) -> str | tuple[str, ...] | None:
    """The name of the action's value(s) in a usage line, in `language`: its own metavar, or
    the one argparse would make from its name (--club CLUB, surname). None where argparse
    shows no name: a flag, or a list of choices ({it,en})."""
    if language != "it" or action.nargs == 0:
        return action.metavar
    metavar = action.metavar
    if metavar is None:
        if action.choices is not None:
            return None
        metavar = action.dest.upper() if action.option_strings else action.dest
    if isinstance(metavar, tuple):
        return tuple(METAVARS.get(part, part) for part in metavar)
    return METAVARS.get(metavar, metavar)


GLOBAL_OPTIONS = help_text("common.global_options")


GLOBAL_VALUED = frozenset({"--db", "--station", "--lang"})
"""The global options that take a value (`add_global_options`)."""
GLOBAL_FLAGS = frozenset({"--json", "--display"})
"""The global options that take none (`add_global_options`)."""


def add_global_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    """--db, --json, --station, --lang and --display. On command words (suppress=True) their
    default is left out, so `torneo tournament list --json` and `torneo --json tournament
    list` agree, and an option given before the command is not undone after it."""
    default: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    group = parser.add_argument_group(GLOBAL_OPTIONS)
    group.add_argument(
        "--db",
        metavar="PATH_OR_URL",
        help=help_text("common.db"),
        **default,
    )
    group.add_argument(
        "--json",
        action="store_true",
        help=help_text("common.json"),
        **default,
    )
    group.add_argument(
        "--station",
        metavar="NAME",
        help=help_text("common.station"),
        **default,
    )
    group.add_argument(
        "--lang",
        choices=LANGUAGES,
        help=help_text("common.lang"),
        **default,
    )
    group.add_argument(
        "--display",
        action="store_true",
        help=help_text("common.display"),
        **default,
    )


Handler = Callable[..., Any]


class CommandGroup:
    """A command word with subcommands (`round generate`, `round show`, ...)."""

    def __init__(self, parent: Any, name: str, words: Text) -> None:
        parser = parent.add_parser(name, help=words, description=words)
        add_global_options(parser, suppress=True)
        self._sub = parser.add_subparsers(
            title=help_text("common.group_actions"),
            help=help_text("common.one_action"),
            dest=f"{name}_command",
            metavar="ACTION",
            required=True,
        )

    def group(self, name: str, words: Text) -> CommandGroup:
        """A command word under this one with subcommands of its own (`round clock start`)."""
        return CommandGroup(self._sub, name, words)

    def command(self, name: str, words: Text, handler: Handler) -> argparse.ArgumentParser:
        """A leaf command; its handler is stored on the parsed options."""
        return leaf(self._sub, name, words, handler)


def leaf(sub: Any, name: str, words: Text, handler: Handler) -> argparse.ArgumentParser:
    """A command that runs `handler(context, options)`."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=words, description=words)
    add_global_options(parser, suppress=True)
    parser.set_defaults(handler=handler)
    return parser


def tournament_option(parser: argparse.ArgumentParser) -> None:
    """-t/--tournament ID, which almost every command needs."""
    parser.add_argument(
        "-t",
        "--tournament",
        type=id_number,
        required=True,
        metavar="ID",
        help=help_text("common.tournament"),
    )


def round_option(parser: argparse.ArgumentParser, *, required: bool) -> None:
    """-r/--round N (without it, the latest round where that makes sense)."""
    parser.add_argument(
        "-r",
        "--round",
        type=positive_int,
        required=required,
        metavar="N",
        help=help_text("common.round") if required else help_text("common.round_latest"),
    )


def table_options(parser: argparse.ArgumentParser) -> None:
    """-t, -r and --table: the table a result or a scala 40 hand is for."""
    tournament_option(parser)
    round_option(parser, required=True)
    parser.add_argument(
        "--table",
        type=positive_int,
        required=True,
        metavar="T",
        help=help_text("common.table"),
    )


def refusal(text: Text, *values: object) -> argparse.ArgumentTypeError:
    """An option type's refusal: argparse prints its English, and words.translate finds the
    Italian for it by the same template."""
    return argparse.ArgumentTypeError(text.en % values if values else text.en)


def iso_date(text: str) -> str:
    """An argparse type: a real calendar date written YYYY-MM-DD, kept as that text (2026-13-01
    or 2026-02-30 is refused, not compared as text and found to match nothing)."""
    value = text.strip()
    try:
        if len(value) != len("YYYY-MM-DD") or value[4] != "-" or value[7] != "-":
            raise ValueError(value)
        date.fromisoformat(value)
    except ValueError:
        raise refusal(NOT_A_DATE, text) from None
    return value


# The numbers a database column holds: a count or an id, a 4-byte integer everywhere Torneo
# runs (a PostgreSQL server, a tournament file); any number, SQLite's 8 bytes. Past them, a
# slip such as an extra zero, refused here; a score within them reaches the game's own rule
# (the services say no turno makes that many points).
LARGEST = 2**31 - 1
WIDEST = 2**63 - 1


def positive_int(text: str) -> int:
    """An argparse type: a whole number from 1 to LARGEST (rounds, tables, entries, limits)."""
    value = whole_number(text)
    if value < 1:
        raise refusal(NOT_POSITIVE, text)
    if value > LARGEST:
        raise refusal(OUT_OF_RANGE, text, 1, LARGEST)
    return value


def whole_number(text: str) -> int:
    """An argparse type: a whole number, negative allowed (MP can be negative), within what
    the database can hold at all."""
    try:
        value = int(text)
    except ValueError:
        raise refusal(NOT_WHOLE_NUMBER, text) from None
    if not -WIDEST - 1 <= value <= WIDEST:
        raise refusal(OUT_OF_RANGE, text, -WIDEST - 1, WIDEST)
    return value


def id_number(text: str) -> int:
    """An argparse type: a tournament's id, at most LARGEST (0 or less is no tournament, and
    the services say so, as for an id that is free)."""
    try:
        value = int(text)
    except ValueError:
        raise refusal(NOT_WHOLE_NUMBER, text) from None
    if value > LARGEST or value < -LARGEST:
        raise refusal(OUT_OF_RANGE, text, 1, LARGEST)
    return value


def output_file(text: str) -> Path:
    """An argparse type: a file to write. "", "." or an existing folder names no file, and is
    refused before anything is written (no half-written copy left beside a folder)."""
    path = Path(text)
    if not text.strip() or not path.name or path.name in (".", "..") or path.is_dir():
        raise refusal(NOT_A_FILE_NAME, text)
    return path


def number_list(text: str) -> tuple[int, ...]:
    """An argparse type: entry numbers separated by commas ("3,7,12")."""
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise refusal(NO_NUMBERS)
    return tuple(positive_int(part) for part in parts)
