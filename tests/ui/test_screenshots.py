"""`make screenshots` renders every registered screen from the demo tournaments."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tournament_app.ui import screenshots

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "user-guide.md"


def picture_names() -> set[str]:
    """Every file name the screenshots run writes (name-language.png)."""
    return {
        f"{screen.name}-{language}.png"
        for screen in screenshots.screens()
        for language in screenshots.LANGUAGES
    }


@pytest.mark.slow
def test_every_screen_renders_a_picture_with_content(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each screen gives a PNG of its size that is not a blank rectangle, and the run leaves
    none of its scratch databases and files behind."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    written = screenshots.render_all(tmp_path / "out", languages=("en",))
    assert list(scratch.iterdir()) == []
    expected = {f"{screen.name}-en.png" for screen in screenshots.screens()}
    assert {path.name for path in written} == expected
    sizes = {f"{s.name}-en.png": s.size for s in screenshots.screens()}
    for path in written:
        image = QImage(str(path))
        assert (image.width(), image.height()) == sizes[path.name], path.name
        grid = [
            image.pixel(x, y)
            for x in range(0, image.width(), 9)
            for y in range(0, image.height(), 9)
        ]
        # Text, frames and fields give many colours; a blank or unpainted widget gives one or two.
        assert len(set(grid)) > 8, f"{path.name} looks empty"


def test_the_user_guide_shows_only_pictures_that_are_made() -> None:
    """Every picture the guide shows is one the screenshots run writes, in both languages."""
    shown = set(re.findall(r"\(screenshots/([^)]+\.png)\)", GUIDE.read_text(encoding="utf-8")))
    assert shown, "the guide has pictures"
    assert sorted(shown - picture_names()) == []
    italian = {n for n in shown if n.endswith("-it.png")}
    english = {n for n in shown if n.endswith("-en.png")}
    assert {n[: -len("-it.png")] for n in italian} == {n[: -len("-en.png")] for n in english}


def test_the_main_screens_are_all_photographed() -> None:
    """The start page, every tab of the evening and the wizard are in the list."""
    names = {screen.name for screen in screenshots.screens()}
    assert {
        "start",
        "registration",
        "rounds",
        "results",
        "standings",
        "log",
        "wizard-game",
        "wizard-burraco-format",
        "wizard-burraco-scoring",
        "wizard-scala40",
        "wizard-summary",
        "vp-table-editor",
        "import-preview",
    } <= names
