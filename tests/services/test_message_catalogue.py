"""The services' sentences are one gettext catalogue per language (resources/i18n/messages/*.po),
checked here through Babel, the tool that compiles them: each compiles without a problem, both
languages hold the same keys with the same English text, every sentence names the values its
English names, and the keys are exactly those the program asks for (every error code, every
rule of the game `scoring` reports; the detail keys are held to the services that raise them
by test_detail_words.py)."""

from __future__ import annotations

import gettext
import importlib
import io
import pkgutil
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from tests.catalogue_files import read_po as read_catalogue
from tests.services.test_catalogue_families import families
from tests.services.test_messages_scoring import MEMBERS
from tournament_app.i18n_build import catalogue_problems, compile_catalogues
from tournament_app.sentence_catalogue import WINDOW_PREFIX
from tournament_app.services import ErrorCode, messages
from tournament_app.services.messages import LANGUAGES, catalogue, sentence
from tournament_app.services.messages.catalogue import _compiled, catalogue_folder

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "i18n" / "messages"
KINDS = ("error", "detail", "rule")


def _entries(catalogue: Catalog) -> dict[str, tuple[str, str]]:
    """key (msgctxt) -> (msgid, msgstr), the header left out, and the window's entries too:
    those are looked up by msgctxt and msgid together (tests/ui/test_app_translations.py)."""
    return {
        str(m.context): (str(m.id), str(m.string))
        for m in catalogue
        if m.id and not str(m.context).startswith(WINDOW_PREFIX)
    }


def _placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


CATALOGUES = {language: read_catalogue(FOLDER / f"{language}.po") for language in LANGUAGES}
ENTRIES = {language: _entries(catalogue) for language, catalogue in CATALOGUES.items()}


def test_the_program_reads_the_catalogues_in_the_source_tree() -> None:
    assert catalogue_folder() == FOLDER
    assert sorted(path.stem for path in FOLDER.glob("*.po")) == sorted(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_catalogue_compiles_without_a_problem(language: str) -> None:
    """Babel's checks pass, nothing is fuzzy or untranslated (the compiler would leave it
    out), and the compiled catalogue holds every entry."""
    catalogue = CATALOGUES[language]
    assert catalogue_problems(catalogue) == []
    compiled = io.BytesIO()
    write_mo(compiled, catalogue)
    compiled.seek(0)
    translations = gettext.GNUTranslations(compiled)
    for message in catalogue:
        if message.id:
            said = translations.pgettext(str(message.context), str(message.id))
            assert said == message.string, (message.context, message.id)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_program_says_each_sentence_as_the_catalogue_words_it(language: str) -> None:
    """The one lookup (`sentence`) gives each entry's msgstr, as compiled by make translations."""
    for key, (_, msgstr) in ENTRIES[language].items():
        assert sentence(key, language) == msgstr, key


def test_both_languages_hold_the_same_keys_with_the_same_english() -> None:
    italian, english = ENTRIES["it"], ENTRIES["en"]
    assert set(italian) == set(english)
    assert {key: msgid for key, (msgid, _) in italian.items()} == {
        key: msgid for key, (msgid, _) in english.items()
    }
    assert all(msgstr for _, msgstr in italian.values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_names_the_values_its_english_names(language: str) -> None:
    """A placeholder lost or misspelt in a translation would read "?" to the director."""
    for message in CATALOGUES[language]:
        if not message.id:
            continue
        named = _placeholders(str(message.id))
        assert _placeholders(str(message.string)) == named, message.context
        # Marked so that translators' tools check the placeholders too.
        assert ("python-brace-format" in message.flags) == bool(named), message.context


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_is_of_a_kind_the_program_asks_for(language: str) -> None:
    """error., detail., rule., or a family a module reads through a view of the catalogue
    (test_catalogue_families.py finds them); no key the program never asks for."""
    read = families()
    unread = [
        key
        for key in ENTRIES[language]
        if key.partition(".")[0] not in KINDS
        and not any(key == prefix or key.startswith(f"{prefix}.") for prefix in read)
    ]
    assert unread == []


def _keys(kind: str, language: str) -> set[str]:
    return {key.removeprefix(f"{kind}.") for key in ENTRIES[language] if key.startswith(f"{kind}.")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_code_has_a_sentence_and_no_other_is_kept(language: str) -> None:
    assert _keys("error", language) == {code.name for code in ErrorCode}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_of_the_game_has_a_sentence_and_no_other_is_kept(language: str) -> None:
    """A rule is worded by the code `scoring` reports (its error-code enums, found there)."""
    assert _keys("rule", language) == {str(member.value) for member in MEMBERS}


def test_a_detail_is_said_inside_a_sentence_that_ends_it() -> None:
    for language in LANGUAGES:
        for key, (_, msgstr) in ENTRIES[language].items():
            if key.startswith("detail."):
                assert not msgstr.endswith("."), f"{language} {key}"


def test_no_sentence_table_is_left_outside_the_catalogue() -> None:
    """An area module of services/messages/ with a MESSAGES, DETAILS or SCORING table of its
    own would go unread: its sentences belong in the .po files (msgctxt error.<CODE>,
    detail.<key> or rule.<code>, msgid the English, msgstr the language's)."""
    left = []
    for info in pkgutil.iter_modules(messages.__path__, f"{messages.__name__}."):
        module = importlib.import_module(info.name)
        for name in ("MESSAGES", "DETAILS", "SCORING"):
            table = getattr(module, name, None)
            if table is not None and table is not getattr(catalogue, name):
                left.append(f"{info.name}.{name}")
    assert left == []


ONE_ENTRY = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"

#, python-brace-format{fuzzy}
msgctxt "error.NOTHING_TO_UNDO"
msgid "Nothing to undo in {tournament}."
msgstr "Niente da annullare in {tournament}."
"""


def test_a_catalogue_edited_since_the_build_is_compiled_on_first_use(tmp_path: Path) -> None:
    """A source tree where it.po changed after `make translations` reads the new sentence."""
    (tmp_path / "it.po").write_text(ONE_ENTRY.replace("{fuzzy}", ""), encoding="utf-8")
    with _compiled(tmp_path / "it.mo").open("rb") as file:
        translations = gettext.GNUTranslations(file)
    said = translations.pgettext("error.NOTHING_TO_UNDO", "Nothing to undo in {tournament}.")
    assert said == "Niente da annullare in {tournament}."


def test_a_fuzzy_sentence_stops_the_build(tmp_path: Path) -> None:
    """The compiler would leave it out, and the program would have no words for it."""
    (tmp_path / "it.po").write_text(ONE_ENTRY.replace("{fuzzy}", ", fuzzy"), encoding="utf-8")
    with pytest.raises(SystemExit, match=r"error\.NOTHING_TO_UNDO: marked fuzzy"):
        compile_catalogues(tmp_path)
    assert not (tmp_path / "it.mo").exists()
