"""The project's entry points answer on a fresh machine."""

from __future__ import annotations

import subprocess
import sys

from tournament_app import __version__
from tournament_app.__main__ import _wants_gui, main


def test_version_is_the_installed_one() -> None:
    """The package reports the version written in pyproject.toml."""
    assert __version__ != "0.0.0"


def test_cli_version_subcommand(capsys) -> None:
    """`torneo version` prints the version headless and exits 0."""
    assert main(["version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_options_alone_open_the_gui() -> None:
    """Only global options (no subcommand) mean the GUI; a subcommand means headless."""
    assert _wants_gui([])
    assert _wants_gui(["--db", "x.sqlite3", "--station", "tavolo"])
    assert not _wants_gui(["--db", "x.sqlite3", "tournament", "list"])
    assert not _wants_gui(["--help"])
    assert not _wants_gui(["--json"])  # only the command line writes JSON


def test_json_alone_gets_the_command_lines_refusal(capsys) -> None:
    """`torneo --json` with no command: a JSON usage error and exit 2, no window."""
    import json

    assert main(["--json"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["code"] == "usage"


def test_headless_path_never_loads_qt() -> None:
    """The command line runs without importing PySide6 (servers have no Qt)."""
    code = (
        "import sys; from tournament_app.__main__ import main; main(['version']);"
        "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0


def test_gui_window_names_its_database(qtbot, tmp_path) -> None:
    """The main window's title says which database it opened."""
    from tournament_app.ui.app import build_main_window

    database = str(tmp_path / "club.sqlite3")  # never a shared /tmp file: tests run in parallel
    window = build_main_window(database)
    qtbot.addWidget(window)
    assert database in window.windowTitle()
