"""The window's words are entries of the one sentence catalogue (resources/i18n/messages/*.po,
msgctxt `window.<Qt context>`, msgid the source text): every string pyside6-lupdate finds in
the window's code has its entry in both languages, no entry is left that the code no longer
uses, and the Italian keeps every placeholder and a menu's underlined letter."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.catalogue_files import read_po as read_catalogue
from tournament_app.sentence_catalogue import LANGUAGES, WINDOW_PREFIX

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "i18n" / "messages"
PLACEHOLDER = re.compile(r"\{[a-z0-9_]*\}")


def window_entries(language: str) -> dict[tuple[str, str], str]:
    """(Qt context, source) -> the language's text, for every window entry of its .po."""
    return {
        (str(message.context).removeprefix(WINDOW_PREFIX), str(message.id)): str(message.string)
        for message in read_catalogue(FOLDER / f"{language}.po")
        if message.id and str(message.context).startswith(WINDOW_PREFIX)
    }


ENTRIES = {language: window_entries(language) for language in LANGUAGES}


def marked_in_the_code(tmp_path: Path) -> set[tuple[str, str]]:
    """(context, source) of every string the window's code marks for translation, as
    pyside6-lupdate (Qt's own extractor) finds them."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    assert tool, "pyside6-lupdate is installed with PySide6"
    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for p in (ROOT / "tournament_app" / "ui").rglob("*.py"))
    subprocess.run([tool, *files, "-ts", str(fresh)], check=True, capture_output=True)
    found = set()
    for context in ET.parse(fresh).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            disambiguation = message.findtext("comment")
            key = f"{name}/{disambiguation}" if disambiguation else name
            found.add((key, message.findtext("source") or ""))
    return found


def test_every_string_of_the_window_has_its_entry_and_every_entry_a_string(
    tmp_path: Path,
) -> None:
    """A new tr() string is added to both .po files (msgctxt window.<context>); a string the
    code dropped leaves the catalogue."""
    marked = marked_in_the_code(tmp_path)
    assert len(marked) > 500  # lupdate read the window: this must not pass on nothing
    for language in LANGUAGES:
        held = set(ENTRIES[language])
        missing = sorted(marked - held)
        assert missing == [], f"{language}.po: add an entry for each (see docs/architecture.md)"
        unused = sorted(held - marked)
        assert unused == [], f"{language}.po: drop the entries the code no longer uses"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_is_worded(language: str) -> None:
    assert [key for key, text in ENTRIES[language].items() if not text.strip()] == []


def test_italian_keeps_placeholders_and_shortcut_letters() -> None:
    """Every {0} (or {table}) of the English is in the Italian, and a menu's &letter stays."""
    wrong = []
    for (context, source), text in ENTRIES["it"].items():
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            wrong.append((context, source, text))
        has_key = re.search(r"&[^&\s]", source) is not None
        if has_key != (re.search(r"&[^&\s]", text) is not None):
            wrong.append((context, source, text))
    assert wrong == []


def test_no_literal_reaches_a_helper_lupdate_cannot_read() -> None:
    """Pages translate marked strings through a short helper (`_tr(WORDS[key])`). A literal
    handed straight to it is never collected by lupdate, so it stays English in Italian (the
    projector's "bye" did): literals go through tr(), translate() or QT_TRANSLATE_NOOP."""
    import ast

    found = []
    for path in sorted((ROOT / "tournament_app" / "ui").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if not re.search(r"\b_tr\b", source):
            continue  # a call of the helper names it in the text: none here
        for node in ast.walk(ast.parse(source)):
            literal = (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "_tr"
                and bool(node.args)
                and isinstance(node.args[0], ast.Constant | ast.JoinedStr)
            )
            if literal:
                found.append(f"{path.name}:{node.lineno}")
    assert found == []
