"""The command line's help texts are the sentence catalogue's (resources/i18n/messages,
cli.help.*): every description, section and option help of every command is read from it in
both languages, and every help text the catalogue holds is one the parser shows. So are the
sentences the commands say (cli_says.*), each named by its command module (that no face
writes a sentence in code is tests/test_faces_words.py's)."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from pathlib import Path

from tests.cli.cli_helpers import parser_texts, parsers
from tournament_app.cli.main import whole_parser
from tournament_app.cli.words import HELP_TEXTS, SAYS, SECTION_TITLES, Text
from tournament_app.sentence_catalogue import LANGUAGES, keys, sentence


def _texts(parser: argparse.ArgumentParser) -> Iterator[tuple[str, object]]:
    """(where it is, its text) for every text of every command, subcommands included; the
    titles argparse gives its own sections are worded by cli_words (SECTION_TITLES)."""
    yield "torneo: epilog", parser.epilog
    for path, command in parsers(parser):
        where = " ".join(("torneo", *path))
        for what, text in parser_texts(command):
            if not (what.startswith("section ") and text in SECTION_TITLES):
                yield f"{where}: {what}", text


TEXTS = list(_texts(whole_parser()))


def test_every_text_of_every_command_is_read_from_the_catalogue() -> None:
    """A help written in the code (a Text of its own, or plain English) is named here."""
    written = [
        where
        for where, text in TEXTS
        if text is not None
        and text is not argparse.SUPPRESS
        and not (isinstance(text, Text) and text.key)
    ]
    assert written == []
    options = [where for where, _ in TEXTS if ": help of -" in where]
    assert len(options) > 500  # every option of every command was looked at


def test_every_help_is_said_in_both_languages() -> None:
    for where, text in TEXTS:
        if isinstance(text, Text):
            for language in LANGUAGES:
                assert text.pick(language).strip(), f"{where} ({language})"
    for key in HELP_TEXTS:
        assert sentence(f"cli.help.{key}", "it") and sentence(f"cli.help.{key}", "en")


def test_every_help_text_of_the_catalogue_is_shown_by_the_parser() -> None:
    """No help the catalogue keeps for an option or a command that no longer exists."""
    shown = {text.key for _, text in TEXTS if isinstance(text, Text)}
    held = {key for key in keys("it") if key.startswith("cli.help.")}
    assert held - shown == set()
    assert {f"cli.help.{key}" for key in HELP_TEXTS} == held


CLI = Path(__file__).resolve().parents[2] / "tournament_app" / "cli"
COMMANDS = CLI / "commands"


def _module_of(key: str) -> Path:
    """The module a cli_says key names: a command module, or the command line's own (main)."""
    name = f"{key.partition('.')[0]}.py"
    return COMMANDS / name if (COMMANDS / name).exists() else CLI / name


def test_every_sentence_the_commands_say_is_named_by_a_command() -> None:
    """cli_says.<module>.<name>: each named in its command module, or in cli/main.py for the
    refusals every command can end with (`says("<key>")`, or
    `context.says("<key>", value=...)`; a `<key>_one` where `context.says_counted("<key>",
    count)` chooses it), none the catalogue keeps for a sentence no command says any more."""

    def said(key: str) -> bool:
        text = _module_of(key).read_text()
        if re.search(rf'says\(\s*"{re.escape(key)}"\s*[,)]', text):
            return True
        counted = rf'says_counted\(\s*"{re.escape(key.removesuffix("_one"))}"\s*,'
        return re.search(counted, text) is not None

    unsaid = [key for key in SAYS if not said(key)]
    assert unsaid == []
    assert {f"cli_says.{key}" for key in SAYS} == {
        key for key in keys("en") if key.startswith("cli_says.")
    }
