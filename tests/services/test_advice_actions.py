"""Advice as action references (services.actions): a sentence names an action as
`{actions.NAME}` and each face words it its own way, from the catalogue's
`actions.window.<name>` and `actions.cli.<name>`. Here: every action has both faces' words in
both languages, the window's name no command and the command line's no page or button, every
command the command line's words name is one its real parser takes, and every sentence that
advises an action says only the face's own way."""

from __future__ import annotations

import re
import shlex
import string

import pytest

from tests.cli.cli_helpers import parsers
from tournament_app.cli.main import whole_parser
from tournament_app.cli.parsing import UsageError
from tournament_app.services.actions import FACES, Action
from tournament_app.services.messages import LANGUAGES, advised, catalogue
from tournament_app.services.messages.actions import ACTIONS

# What the refusals carry, for filling the sentences and the commands' words.
VALUES = {
    "tournament": 7,
    "round": 2,
    "table": 3,
    "hands": 2,
    "team": 4,
    "entries": "5",
    "entry": 5,
    "numbers": "5 6",
}
# The names of values the command line's words show as the director types them.
METAVARS = {"NAME": "Club", "NOME": "Club", "M": "45"}
# What only the window shows: a page, a menu, a button's label.
WINDOW_MARKS = ("page", "pagina", "▸", "…", "«", "menu", "Registration", "wizard", "procedura")


def _words(language: str, face: str, action: Action) -> str:
    return ACTIONS[language][face][action.value]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_action_has_both_faces_words(language: str) -> None:
    for face in FACES:
        assert set(ACTIONS[language][face]) == {action.value for action in Action}, face
        for action in Action:
            assert _words(language, face, action).strip(), (face, action)
    assert set(ACTIONS[language]) == set(FACES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_window_names_no_command_and_the_command_line_no_page(language: str) -> None:
    for action in Action:
        window, command_line = (_words(language, face, action) for face in ("window", "cli"))
        assert "torneo " not in window and "--" not in window, action
        assert not any(mark in command_line for mark in WINDOW_MARKS), action


def _commands(words: str) -> list[list[str]]:
    """Each `torneo ...` the words name, as its arguments, the values filled in: up to the
    first bracket, comma or full stop outside quotes ("--bands \"0:10,35:11\"" is one)."""
    filled = string.Formatter().vformat(words, (), VALUES)
    commands = []
    for start in re.finditer(r"\btorneo ", filled):
        quoted, end = False, len(filled)
        for position in range(start.end(), len(filled)):
            character = filled[position]
            quoted = quoted != (character == '"')
            if (not quoted and character in "(),;") or filled[position : position + 2] == ". ":
                end = position
                break
        arguments = shlex.split(filled[start.end() : end].rstrip("."))
        commands.append([METAVARS.get(argument, argument) for argument in arguments])
    return commands


def _command_parser(
    found: dict[tuple[str, ...], object], arguments: list[str]
) -> tuple[tuple[str, ...], object]:
    """The subcommand the arguments name (the longest path of the parser, whose subcommands
    by path are `found`, they start with)."""
    path = tuple(arguments)
    while path not in found:
        path = path[:-1]
    return path, found[path]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_command_an_action_names_is_the_parsers(language: str) -> None:
    # One parser for every command named: parsing reads it and never changes it, and
    # building it (every subcommand, each text in both languages) was most of this test.
    whole = whole_parser()
    found = {path: parser for path, parser in parsers(whole)}
    named = 0
    for action in Action:
        for arguments in _commands(_words(language, "cli", action)):
            named += 1
            path, parser = _command_parser(found, arguments)
            # The command's words up to its first option are a whole command of the parser.
            words = [a for a in arguments[: len(path) + 1] if not a.startswith("-")]
            assert tuple(words[: len(path)]) == path and len(path) >= 1, (action, arguments)
            assert parser._subparsers is None, (action, arguments)  # type: ignore[attr-defined]
            options = {o for o in arguments if o.startswith("-")}
            known = set(parser._option_string_actions)  # type: ignore[attr-defined]
            assert options <= known, (action, options - known)
            try:
                whole.parse_args(arguments)
            except UsageError as refused:
                # Only a value the words leave to the director may be missing.
                assert "invalid choice" not in str(refused), (action, arguments, refused)
                assert "unrecognized arguments" not in str(refused), (action, arguments)
    assert named >= 15


def _advising() -> dict[str, list[Action]]:
    """Every sentence of the catalogue that advises an action, with the actions it names."""
    found: dict[str, list[Action]] = {}
    for key in catalogue.keys("en"):
        fields = [f for _, f, _, _ in string.Formatter().parse(catalogue.sentence(key, "en")) if f]
        named = [Action[f.removeprefix("actions.")] for f in fields if f.startswith("actions.")]
        if named:
            found[key] = named
    return found


def test_the_sentences_that_named_both_faces_now_advise_actions() -> None:
    advising = _advising()
    assert {
        "error.ROUND_PUBLISHED",
        "detail.tournament_finished",
        "round_problems.seated_absent",
        "round_problems.tied_at_cut",
        "round_problems.groups_resized",
        "qualifiers_changed.draft",
        "qualifiers_changed.unstarted",
        "rule.no_lineup",
        "copy_not_made",
        "unlikely.advice",
        "publish_unconfirmed.advice",
        "still_open_refused.advice",
        "vp_table_needed.cure",
    } <= set(advising)
    # No sentence left naming a command beside a window's way, and no twin by face.
    commands = {path[0] for path, _ in parsers(whole_parser()) if path}
    for language in LANGUAGES:
        for key in catalogue.keys(language):
            if key.startswith(("actions.", "cli.", "cli_")):
                continue
            assert not key.endswith((".cli", ".window")), key
            said = catalogue.sentence(key, language)
            command = any(f"torneo {name} " in said for name in commands)
            assert not (command and any(mark in said for mark in WINDOW_MARKS)), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_face_reads_only_its_own_way(language: str) -> None:
    for key, actions in _advising().items():
        template = catalogue.sentence(key, language)
        by_face = {face: advised(template, language, face, **VALUES) for face in FACES}
        for action in actions:
            window, command_line = (
                string.Formatter().vformat(_words(language, face, action), (), VALUES)
                for face in FACES
            )
            assert window in by_face["window"] and command_line not in by_face["window"], key
            assert command_line in by_face["cli"], key
            if window not in command_line:  # "import it again as a copy" is in both
                assert window not in by_face["cli"], key
