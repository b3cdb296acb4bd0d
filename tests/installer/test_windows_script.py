"""The Inno Setup script agrees with the build: names, paths, extension, and kept user data."""

from __future__ import annotations

import re
from pathlib import Path, PureWindowsPath

import build
import pytest

from tournament_app.__main__ import _wants_gui
from tournament_app.services.archive.tournament_file import SUFFIX
from tournament_app.ui.app import parse_gui_args

ISS = Path(__file__).resolve().parents[2] / "installer" / "windows" / "torneo.iss"


def _script() -> str:
    return ISS.read_text(encoding="utf-8")


def _define(name: str) -> str:
    found = re.search(rf'^#define {name} "([^"]*)"', _script(), re.MULTILINE)
    assert found, name
    return found.group(1)


def _setup(key: str) -> str:
    found = re.search(rf"^{key}=(.*)$", _script(), re.MULTILINE)
    assert found, key
    return found.group(1).strip()


def _beside_script(windows_path: str) -> Path:
    return (ISS.parent / Path(*PureWindowsPath(windows_path).parts)).resolve()


def test_file_association_uses_the_tournament_file_extension() -> None:
    """Double-clicking opens the files Torneo exports, not some other extension."""
    assert _define("TournamentExt") == SUFFIX


def test_installs_the_folder_build_py_makes() -> None:
    """The [Files] source is the PyInstaller folder, and setup lands beside it."""
    source = re.search(r'^Source: "([^"]+)\\\*"', _script(), re.MULTILINE)
    assert source
    assert _beside_script(source.group(1)) == build.BUNDLE.resolve()
    assert _beside_script(_setup("OutputDir")) == build.OUT.resolve()
    assert _setup("OutputBaseFilename") == "Torneo-Setup-{#AppVersion}"


def test_icon_file_exists() -> None:
    """The setup's icon is the committed multi-size .ico."""
    assert _beside_script(_setup("SetupIconFile")).is_file()


def test_shortcuts_name_the_executables_the_spec_builds() -> None:
    """torneo.exe (the windowed GUI) and torneo-cli.exe (the console) are the spec's names."""
    spec = (ISS.parents[1] / "torneo.spec").read_text(encoding="utf-8")
    assert _define("AppExe") == "torneo.exe"
    assert 'name="torneo",' in spec and 'name="torneo-cli",' in spec
    assert "torneo-cli.exe" in _script()


def test_version_comes_from_the_include_build_py_writes(tmp_path, monkeypatch) -> None:
    """build.py writes the defines the script includes: the version and the four-number form."""
    monkeypatch.setattr(build, "OUT", tmp_path)
    monkeypatch.setattr(build.shutil, "which", lambda name: None)  # no Inno Setup here
    assert build.windows_installer("2.1.0rc1") is None
    include = (tmp_path / "version.iss").read_text(encoding="utf-8")
    assert '#define AppVersion "2.1.0rc1"' in include
    assert '#define AppFileVersion "2.1.0.0"' in include
    assert '#include "..\\out\\version.iss"' in _script()


@pytest.mark.parametrize("section", ["[UninstallDelete]", "[UninstallRun]"])
def test_uninstaller_never_touches_user_data(section: str) -> None:
    """Nothing is deleted or run at uninstall beyond the installed files themselves."""
    headers = re.findall(r"^\[\w+\]", _script(), re.MULTILINE)
    assert "[Files]" in headers
    assert section not in headers
    assert "{localappdata}" not in _script().lower()


def test_setup_is_italian_first() -> None:
    """Italian is the first language offered; English is there too."""
    languages = re.findall(r'^Name: "(\w+)"; MessagesFile', _script(), re.MULTILINE)
    assert languages == ["italian", "english"]


def _registry_value(subkey_end: str) -> str:
    """The value data of the [Registry] line whose subkey ends so, as Windows stores it
    (Inno Setup writes a quote inside a quoted parameter as two)."""
    for line in _script().splitlines():
        subkey = re.search(r'Subkey: "([^"]*)"', line)
        if line.startswith("Root:") and subkey and subkey.group(1).endswith(subkey_end):
            data = re.search(r'ValueData: "((?:[^"]|"")*)"', line)
            assert data, line
            return data.group(1).replace('""', '"')
    raise AssertionError(f"no registry line for {subkey_end}")


def test_opening_a_tournament_file_starts_the_window_to_import_it() -> None:
    """Double-click runs the windowed torneo.exe with --import-file and the file (quoted, for
    names with spaces), which the start reads as a file to import in the window."""
    command = _registry_value(r"\shell\open\command")
    assert command == '"{app}\\{#AppExe}" --import-file "%1"'
    assert _define("AppExe") == "torneo.exe"
    args = ["--import-file", "C:\\Users\\Anna\\Downloads\\Serata del giovedì.torneo"]
    assert _wants_gui(args)
    assert parse_gui_args(args).import_file == args[1]


def test_the_association_names_the_program_that_opens_the_files() -> None:
    """The "Open with" list offers the GUI for .torneo files, and the ProgId the extension names
    is the one whose command is above."""
    assert _registry_value(r"\{#TournamentExt}") == "{#TournamentProgId}"
    assert "Applications\\{#AppExe}\\SupportedTypes" in _script()
    assert "torneo-cli.exe\\SupportedTypes" not in _script()
