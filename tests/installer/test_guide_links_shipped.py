"""The user guide's links work in the installed program: install.md ships beside it, the smoke
test checks it is there, and the window's icons start in Documents (where prints go)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import smoke_test
from spec_support import ProjectFileError, guide_data

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "user-guide.md"
ISS = ROOT / "installer" / "windows" / "torneo.iss"
_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)#\s]+)\)")


def test_every_file_the_guide_links_to_is_shipped_beside_it() -> None:
    """Each local file the guide links to ("[install.md](install.md)") goes to the bundle's
    docs/, where the guide is, so F1's link opens it; and the smoke test looks for it."""
    linked = {
        name for name in _LINK.findall(GUIDE.read_text(encoding="utf-8")) if "://" not in name
    }
    assert "install.md" in linked  # where the data lives, setting up a second station
    shipped = {Path(source).relative_to(ROOT).as_posix(): dest for source, dest in guide_data()}
    for name in linked:
        assert shipped.get(f"docs/{name}") == "docs", name
    required = {(folder, pattern) for folder, pattern, _why in smoke_test.REQUIRED_FILES}
    assert ("docs", "install.md") in required


def test_the_guide_no_longer_names_a_path_only_the_source_tree_has() -> None:
    """ "`docs/install.md`" meant nothing to a director with the installed program."""
    assert "`docs/install.md`" not in GUIDE.read_text(encoding="utf-8")


def test_a_missing_companion_stops_the_build(tmp_path: Path) -> None:
    """A guide whose install.md was not there would ship a dead link: the build stops."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "user-guide.md").write_text("[install.md](install.md)\n")
    with pytest.raises(ProjectFileError, match=r"install\.md not found"):
        guide_data(tmp_path)


def test_the_window_icons_start_in_documents() -> None:
    """Start menu and desktop icons of the window set a working folder, Documents, as the
    command-line icon already did: never the program's folder."""
    icons = [
        line
        for line in ISS.read_text(encoding="utf-8").splitlines()
        if line.startswith("Name:") and 'Filename: "{app}\\{#AppExe}"' in line
    ]
    assert len(icons) == 2  # the Start menu's and the desktop's
    assert all('WorkingDir: "{userdocs}"' in line for line in icons)
