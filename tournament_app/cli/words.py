"""The command line's words in both languages: the pair every help text is written as, and
the Italian for what argparse itself prints (usage, section titles, its error messages) and
for the words the option types refuse a value with.

Every text of the parser is a `Text` when it is built; `TorneoParser.localize` then keeps
the one of the chosen language, once (see parsing.py). argparse's own messages reach
`TorneoParser.error` already formatted in English (argparse words them with gettext, which
is global to the process), so `translate` reads them back against the templates below, the
way a gettext catalogue would, and writes the Italian; nothing of argparse is patched.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

from tournament_app.sentence_catalogue import LANGUAGES, for_count, keys, keys_under, sentence
from tournament_app.services.messages import SYSTEM_REASONS
from tournament_app.storage.errors import IS_A_FOLDER


class Text(str):
    """One text of the command line in both languages: the English is the string itself
    (what argparse stores, and what would show should a text ever escape `localize`), the
    Italian rides beside it. Written Italian first, as everywhere in Torneo."""

    it: str
    key = ""  # the catalogue's key, for a text read from it

    def __new__(cls, it: str, en: str) -> Text:
        text = super().__new__(cls, en)
        text.it = it
        return text

    @property
    def en(self) -> str:
        """The English, as a plain string."""
        return str.__str__(self)

    def pick(self, language: str) -> str:
        """The text in `language` (English for anything but "it"), as a plain string."""
        return self.it if language == "it" else self.en

    def filled(self, /, **values: object) -> Text:
        """This text with its {placeholders} filled, in each language by the value's own
        words when it is a `Text` (any other value formatted as an f-string would); the key
        kept."""

        def said(language: str) -> str:
            return self.pick(language).format(
                **{
                    name: value.pick(language) if isinstance(value, Text) else value
                    for name, value in values.items()
                }
            )

        text = Text(said("it"), said("en"))
        text.key = self.key
        return text


def pick(value: str | None, language: str) -> str | None:
    """`value` in `language` when it is a `Text`; anything else unchanged."""
    return value.pick(language) if isinstance(value, Text) else value


# The command line's words are the sentence catalogue's (resources/i18n/messages,
# cli_words.<name>, cli_value_words.<table>.<key>), read once as Texts.


class TextPairs(dict[str, Text]):
    """A family of the command line's words by key, read once; `prefix` names the family."""

    prefix = ""


def text_pair(key: str) -> Text:
    """The catalogue's text `key` as a Text (both languages)."""
    text = Text(*(sentence(key, language) for language in LANGUAGES))
    text.key = key
    return text


def text_pairs(name: str, keys: tuple[str, ...], *before: Mapping[str, Text]) -> TextPairs:
    """The family `name`: each of `keys`, in this order, as a Text; `before`'s first."""
    pairs = TextPairs()
    pairs.prefix = f"{name}."
    for other in before:
        pairs.update(other)
    for key in keys:
        pairs[key] = text_pair(f"{name}.{key}")
    return pairs


def text_family(name: str) -> TextPairs:
    """The family `name`: every key the catalogue holds under it, as a Text."""
    prefix = f"{name}."
    return text_pairs(name, tuple(key.removeprefix(prefix) for key in keys_under(prefix)))


# The parser's help texts, every one the catalogue holds (cli.help.<command>.<option>: the
# command's words, its options', its sections'; cli.help.common.<option> for one every
# command takes, cli.help.<command>.options.<option> for one its subcommands share), read once.
HELP_TEXTS = text_pairs(
    "cli.help",
    tuple(key.removeprefix("cli.help.") for key in keys("it") if key.startswith("cli.help.")),
)


def help_text(key: str) -> Text:
    """The help text `cli.help.<key>` (KeyError for one the catalogue does not hold)."""
    return HELP_TEXTS[key]


# What the commands say (their refusals, headings, counts' nouns), every one the catalogue
# holds (cli_says.<command module>.<name>), read once.
SAYS = text_pairs(
    "cli_says",
    tuple(key.removeprefix("cli_says.") for key in keys("it") if key.startswith("cli_says.")),
)


def says(key: str) -> Text:
    """The command line's sentence `cli_says.<key>` (KeyError for one the catalogue does not
    hold)."""
    return SAYS[key]


def says_counted(key: str, count: int, /, **values: object) -> Text:
    """`says(key)` for `count` things, {count} filled with it: `<key>_one` for 1 where the
    catalogue has one, since a noun after a count agrees with it (the services' `for_count`);
    the other {placeholders} filled with `values`."""
    return for_count(SAYS, key, count).filled(count=count, **values)


# -- argparse's fixed words ---------------------------------------------------------------------

USAGE_PREFIX = text_pair("cli_words.usage_prefix")
HELP_OPTION = text_pair("cli_words.help_option")
ERROR = text_pair("cli_words.error")
WARNING = text_pair("cli_words.warning")
HELP_HINT = text_pair("cli_words.help_hint")
# A name starting with "-" looks like an option to argparse: how to type it.
DASH_NAME_HINT = text_pair("cli_words.dash_name_hint")
BARE_DOUBLE_DASH = text_pair("cli_words.bare_double_dash")
# The titles argparse gives its two default sections.
SECTION_TITLES = text_pairs("cli_words.section_titles", ("positional arguments", "options"))

# -- what the option types (parsing.py and the command modules) refuse a value with --------------
# Raised as argparse.ArgumentTypeError(TEMPLATE.en % value): argparse prints the English, and
# `translate` finds it here again for an Italian command line.

NOT_WHOLE_NUMBER = text_pair("cli_words.not_whole_number")
NOT_POSITIVE = text_pair("cli_words.not_positive")
# Past what the database holds in a number column (a slip, an extra zero): the range, said.
OUT_OF_RANGE = text_pair("cli_words.out_of_range")
# An output file named "", "." or an existing folder: the words storage's reason has.
NOT_A_FILE_NAME = Text(
    "%r: " + SYSTEM_REASONS["it"][IS_A_FOLDER], "%r: " + SYSTEM_REASONS["en"][IS_A_FOLDER]
)
NOT_NUMBER_LIST = text_pair("cli_words.not_number_list")
NOT_NUMBERS_ZERO_OR_MORE = text_pair("cli_words.not_numbers_zero_or_more")
NO_NUMBERS = text_pair("cli_words.no_numbers")
UNKNOWN_SYSTEM = text_pair("cli_words.unknown_system")
SCHEDULE_EXAMPLE = text_pair("cli_words.schedule_example")
NOT_HAND_TOTALS = text_pair("cli_words.not_hand_totals")
HAND_TOTALS_EXAMPLE = text_pair("cli_words.hand_totals_example")
HALF_SHEET_HAND = text_pair("cli_words.half_sheet_hand")
NOT_ENTRY_POINTS = text_pair("cli_words.not_entry_points")
# One player twice in --points ("13=30,...,13=40"): which figure was meant is not ours to guess.
ENTRY_POINTS_TWICE = text_pair("cli_words.entry_points_twice")
FIGURES_EXAMPLE = text_pair("cli_words.figures_example")
NOT_FIGURE = text_pair("cli_words.not_figure")
ENTRY_POINTS_EXAMPLE = text_pair("cli_words.entry_points_example")
NOT_ENTRY_CARDS = text_pair("cli_words.not_entry_cards")
NOT_VP_PAIR = text_pair("cli_words.not_vp_pair")
NOT_MP_PAIR = text_pair("cli_words.not_mp_pair")
NOT_BAND = text_pair("cli_words.not_band")
BANDS_EXAMPLE = text_pair("cli_words.bands_example")
NOT_A_DATE = text_pair("cli_words.not_a_date")

# -- argparse's error messages, as its source words them, with their Italian ---------------------
# The catalogue's cli_words.argparse.<name> (msgid argparse's English template), in this order:
# a template matches a whole message and the first that matches wins, so a narrower one (an
# integer's wrong value, exactly one argument expected) comes before the general one.

ARGPARSE_MESSAGES = text_pairs(
    "cli_words.argparse",
    (
        "argument_message",
        "required",
        "one_of_required",
        "unrecognized",
        "invalid_choice",
        "invalid_int",
        "invalid_type_value",
        "expected_one",
        "expected_at_most_one",
        "expected_at_least_one",
        "expected_arguments",
        "expected_argument",
        "not_allowed_with",
        "ambiguous_option",
        "ignored_explicit",
        "unexpected_option_string",
        "unknown_parser",
    ),
)
MESSAGES: tuple[Text, ...] = (
    *ARGPARSE_MESSAGES.values(),
    NOT_WHOLE_NUMBER,
    NOT_POSITIVE,
    NOT_NUMBER_LIST,
    NOT_NUMBERS_ZERO_OR_MORE,
    NO_NUMBERS,
    UNKNOWN_SYSTEM,
    SCHEDULE_EXAMPLE,
    NOT_HAND_TOTALS,
    HAND_TOTALS_EXAMPLE,
    HALF_SHEET_HAND,
    NOT_ENTRY_POINTS,
    ENTRY_POINTS_TWICE,
    FIGURES_EXAMPLE,
    NOT_FIGURE,
    ENTRY_POINTS_EXAMPLE,
    NOT_ENTRY_CARDS,
    NOT_VP_PAIR,
    NOT_MP_PAIR,
    NOT_BAND,
    BANDS_EXAMPLE,
    NOT_A_DATE,
    OUT_OF_RANGE,
    NOT_A_FILE_NAME,
)

# printf placeholders: %(name)s, %(name)r, %s, %r, %d (and %% for a percent sign).
_PLACEHOLDER = re.compile(r"%(?:\((?P<name>\w+)\))?(?P<kind>[srd%])")


@cache
def _reader(template: str) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """A pattern matching what `template` prints, and its placeholders' names in order
    (positional ones named "0", "1", ...)."""
    pattern, start = ["^"], 0
    names: list[str] = []
    for found in _PLACEHOLDER.finditer(template):
        pattern.append(re.escape(template[start : found.start()]))
        start = found.end()
        if found["kind"] == "%":
            pattern.append("%")
            continue
        name = found["name"] or str(len(names))
        names.append(name)
        pattern.append(f"(?P<_{len(names) - 1}>.+?)")
    pattern.append(re.escape(template[start:]) + "$")
    return re.compile("".join(pattern), re.DOTALL), tuple(names)


def _fill(template: str, values: dict[str, str]) -> str:
    """`template` with each placeholder replaced by the text it stood for."""
    position = iter(range(len(values)))

    def value(found: re.Match[str]) -> str:
        if found["kind"] == "%":
            return "%"
        return values[found["name"] or str(next(position))]

    return _PLACEHOLDER.sub(value, template)


def translate(message: str, language: str) -> str:
    """An error message argparse (or an option type) printed in English, in `language`.

    A message no template matches stays English rather than being lost; the nested message
    of "argument X: ..." is translated in turn.
    """
    if language != "it":
        return message
    for text in MESSAGES:
        pattern, names = _reader(text.en)
        found = pattern.match(message)
        if found is None:
            continue
        values = {name: found[f"_{index}"] for index, name in enumerate(names)}
        if "message" in values:
            values["message"] = translate(values["message"], language)
        return _fill(text.it, values)
    return message


# -- the names of values in usage lines (metavars), English -> Italian ---------------------------
# An option without its own metavar shows its name in capitals (--club CLUB); a positional
# shows its name (surname). Every one the parser shows has its Italian in the catalogue
# (cli_words.metavars.<name>, msgid the English); the same word when it reads the same in
# Italian. tests/cli/test_cli_language.py checks none is missing.

METAVAR_WORDS = text_pairs(
    "cli_words.metavars",
    tuple(
        key.removeprefix("cli_words.metavars.")
        for key in keys("it")
        if key.startswith("cli_words.metavars.")
    ),
)
METAVARS: dict[str, str] = {text.en: text.it for text in METAVAR_WORDS.values()}
