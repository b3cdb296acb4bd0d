"""The command line's help texts are the sentence catalogue's (resources/i18n/messages,
cli.help.*): every description, section and option help of every command is read from it in
both languages, and every help text the catalogue holds is one the parser shows."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from tournament_app.cli.main import whole_parser
from tournament_app.cli.words import HELP_TEXTS, SECTION_TITLES, Text
from tournament_app.sentence_catalogue import LANGUAGES, keys, sentence


def _texts(
    parser: argparse.ArgumentParser, path: str = "torneo"
) -> Iterator[tuple[str, object]]:
    """(where it is, its text) for every text of every command, subcommands included."""
    yield f"{path}: description", parser.description
    yield f"{path}: epilog", parser.epilog
    for group in parser._action_groups:
        if group.title not in SECTION_TITLES:  # argparse's own, worded by cli_words
            yield f"{path}: section {group.title!r}", group.title
        yield f"{path}: section {group.title!r} description", group.description
    for action in parser._actions:
        name = "/".join(action.option_strings) or action.dest
        yield f"{path}: help of {name}", action.help
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._get_subactions():
                yield f"{path}: help of command {choice.dest}", choice.help
            for command, child in action.choices.items():
                yield from _texts(child, f"{path} {command}")


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
