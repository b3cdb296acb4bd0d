"""The user guide tells the director the projector's keys and where printouts go, in both
languages, and says where the data lives without sending them to a file they do not have."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_app.ui.user_guide import guide_part

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "user-guide.md"


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "it",
            ("**Spazio**", "**R**", "**+** / **−**", "**N**", "**F**", "**Esc**", "Documenti"),
        ),
        ("en", ("**Space**", "**R**", "**+** / **−**", "**N**", "**F**", "**Esc**", "Documents")),
    ],
)
def test_each_part_lists_the_projector_keys_and_where_files_go(language, words) -> None:
    part = guide_part(GUIDE.read_text(encoding="utf-8"), language)
    for word in words:
        assert word in part, (language, word)
    assert "%LOCALAPPDATA%\\Torneo" in part  # where the club's database is


def test_the_keys_the_guide_lists_are_the_projectors() -> None:
    """The guide lists no key the projector does not answer (read from its key table)."""
    import inspect

    from tournament_app.ui.projector import window as projector

    source = inspect.getsource(projector)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_R, Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_N):
        assert f"Qt.Key.{key.name}:" in source
    assert "Qt.Key.Key_Escape:" in source and "Qt.Key.Key_F:" in source
