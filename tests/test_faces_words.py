"""The faces (the window, the command line, the hall's pages, the printouts) write no sentence
of their own: every word a director reads is the sentence catalogue's
(resources/i18n/messages), looked up by key. Here the faces' code is read with `ast` for the
shapes a sentence written in code takes: the Italian or the English chosen by the language
(`"Tavolo" if it else "Table"`, `if language == "it": return "..."`), a `Text("...", "...")`
or `context.text("...", "...")` of two literals, a table of (Italian, English) literal
pairs."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FACES = ("ui", "cli", "hall", "exports")
# The names a language's test is written with: `language == "it"`, `it = ... == "it"`.
_LANGUAGE_NAMES = {"it", "italian", "english", "en"}


def _words(node: ast.AST | None) -> bool:
    """A literal a reader reads: a string with a letter in it (not a language's code), or an
    f-string, or a tuple or list of them."""
    if isinstance(node, ast.Constant):
        value = node.value
        return (
            isinstance(value, str) and value not in ("it", "en") and any(c.isalpha() for c in value)
        )
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Tuple | ast.List):
        return bool(node.elts) and all(_words(element) for element in node.elts)
    return False


def _chooses_a_language(test: ast.AST) -> bool:
    """A test on the language: a comparison with "it" or "en", or a name holding one."""
    for node in ast.walk(test):
        if isinstance(node, ast.Compare) and any(
            isinstance(side, ast.Constant) and side.value in ("it", "en")
            for side in (node.left, *node.comparators)
        ):
            return True
        if isinstance(node, ast.Name) and node.id in _LANGUAGE_NAMES:
            return True
    return False


def _said(statements: list[ast.stmt]) -> bool:
    """A branch that returns or assigns a literal sentence."""
    return any(
        isinstance(statement, ast.Return | ast.Assign) and _words(statement.value)
        for statement in statements
    )


def _pair(node: ast.AST) -> bool:
    """Two literal words side by side, as a pair of languages is written."""
    return (
        isinstance(node, ast.Tuple)
        and len(node.elts) == 2
        and all(_words(element) and isinstance(element, ast.Constant) for element in node.elts)
    )


def _pair_call(function: ast.expr) -> bool:
    """`Text(...)` or `context.text(...)`: the command line's ways of writing a pair."""
    if isinstance(function, ast.Name):
        return function.id == "Text"
    return isinstance(function, ast.Attribute) and function.attr == "text"


def _shape(node: ast.AST) -> str | None:
    """The shape of a sentence `node` writes in a language of its own; None for any other."""
    if isinstance(node, ast.IfExp) and _chooses_a_language(node.test):
        chosen = _words(node.body) and _words(node.orelse)
        return "a literal chosen by the language" if chosen else None
    if isinstance(node, ast.If) and _chooses_a_language(node.test):
        return "a literal returned for one language" if _said(node.body) else None
    if isinstance(node, ast.Call) and _pair_call(node.func):
        written = len(node.args) == 2 and all(map(_words, node.args))
        return "a pair of literals handed to Text or text" if written else None
    if isinstance(node, ast.Dict) and len(node.values) > 1:
        paired = all(_pair(value) for value in node.values)
        return "a table of literal pairs" if paired else None
    return None


def _sentences_in_code(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """(line, shape) of each sentence `tree` writes in a language of its own."""
    for node in ast.walk(tree):
        if (shape := _shape(node)) is not None:
            yield getattr(node, "lineno", 0), shape


def sentences_in_code(root: Path) -> list[str]:
    """Every sentence the faces under `root` (a tournament_app folder) write in code."""
    return [
        f"{path.relative_to(root.parent).as_posix()}:{line}: {shape}"
        for face in FACES
        for path in sorted((root / face).rglob("*.py"))
        for line, shape in _sentences_in_code(ast.parse(path.read_text(encoding="utf-8")))
    ]


def test_no_face_writes_a_sentence_of_its_own_in_code() -> None:
    """A sentence written as an Italian/English pair in a face's code is named here: its place
    is the catalogue (cli_says.<module>.<name> for the command line, a family for the
    printouts, tr() and the window.* entries for the window). No exceptions."""
    assert sentences_in_code(ROOT / "tournament_app") == []


def test_the_check_finds_each_shape_of_a_sentence_written_in_code(tmp_path: Path) -> None:
    """Each shape the check looks for is found when a face writes it."""
    face = tmp_path / "tournament_app" / "cli"
    face.mkdir(parents=True)
    (face / "written.py").write_text(
        "def a(language):\n"
        '    return "Tavolo" if language == "it" else "Table"\n'
        "def b(context, n):\n"
        '    it = context.language == "it"\n'
        "    return (f'Turno {n}', 'Girone') if it else (f'Round {n}', 'Group')\n"
        "def c(language):\n"
        '    if language == "it":\n'
        '        return "Importazione annullata."\n'
        '    return "Import cancelled."\n'
        'D = Text("Squadra", "Team")\n'
        'E = {"team": ("Squadra", "Team"), "club": ("Circolo", "Club")}\n'
        'F = {"/": ("/", "my_table")} if True else {}\n'
        'G = "x" if language == "it" else self.en\n'
        'H = "en" if language == "en" else "it"\n'
        'I = context.text("Nessun turno.", "No round.")\n',
        encoding="utf-8",
    )
    found = sentences_in_code(tmp_path / "tournament_app")
    assert sorted(int(line.split(":")[1]) for line in found) == [2, 5, 7, 10, 11, 15]
