"""The Italian translation is complete, keeps every placeholder, and covers every string."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
PLACEHOLDER = re.compile(r"\{[a-z0-9_]*\}")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) for every message of a .ts file."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.append((name, message.findtext("source") or "", message.find("translation")))
    return out


@pytest.mark.parametrize("language", ["it", "en"])
def test_every_string_is_translated(language: str) -> None:
    """No message is left unfinished or empty."""
    missing = [
        (context, source)
        for context, source, translation in messages(I18N / f"torneo_{language}.ts")
        if translation is None
        or translation.get("type") in ("unfinished", "obsolete", "vanished")
        or not (translation.text or "").strip()
    ]
    assert missing == []


def test_italian_keeps_placeholders_and_shortcut_letters() -> None:
    """Every {0} (or {table}) of the English is in the Italian, and a menu's &letter stays."""
    wrong = []
    for context, source, translation in messages(I18N / "torneo_it.ts"):
        text = translation.text or ""
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            wrong.append((context, source, text))
        has_key = re.search(r"&[^&\s]", source) is not None
        if has_key != (re.search(r"&[^&\s]", text) is not None):
            wrong.append((context, source, text))
    assert wrong == []


def test_sources_match_the_code(tmp_path: Path) -> None:
    """The .ts files list exactly the strings the GUI code marks for translation."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    assert tool, "pyside6-lupdate is installed with PySide6"
    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for p in (ROOT / "tournament_app" / "ui").rglob("*.py"))
    subprocess.run([tool, *files, "-ts", str(fresh)], check=True, capture_output=True)
    expected = {(c, s) for c, s, _ in messages(fresh)}
    shipped = {(c, s) for c, s, _ in messages(I18N / "torneo_it.ts")}
    assert sorted(expected - shipped) == [], "run pyside6-lupdate and translate the new strings"
    assert sorted(shipped - expected) == [], "drop strings the code no longer uses"


def test_no_literal_reaches_a_helper_lupdate_cannot_read() -> None:
    """Pages translate marked strings through a short helper (`_tr(WORDS[key])`). A literal
    handed straight to it is never collected by lupdate, so it stays English in Italian (the
    projector's "bye" did): literals go through tr(), translate() or QT_TRANSLATE_NOOP."""
    import ast

    found = []
    for path in sorted((ROOT / "tournament_app" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
