"""The bundle's entry point: the GUI quits by itself when an unattended run asks it to."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from torneo_entry import ACTION_FAILED, DIALOG_SHOWN, QUIT_VARIABLE, arm_quit_timer

ENTRY = Path(__file__).resolve().parents[2] / "installer" / "torneo_entry.py"


@pytest.mark.parametrize(
    ("value", "args"),
    [
        ("", []),  # not asked
        ("soon", []),  # not a number of milliseconds
        ("-5", []),
        ("0", ["version"]),  # a command-line run never needs Qt
        ("0", ["--db", "x.sqlite3", "tournament", "list"]),
    ],
)
def test_timer_is_armed_only_for_a_gui_start_with_a_delay(monkeypatch, value, args) -> None:
    """Without a whole-number delay, or for a CLI command, nothing is armed."""
    monkeypatch.setenv(QUIT_VARIABLE, value)
    assert arm_quit_timer(args) is False


@pytest.fixture(scope="module")
def first_start(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[subprocess.CompletedProcess[str], Path]:
    """A real GUI start on an Italian system, no --db, the quit variable set: its run and its
    data folder. One start read by two tests (each start of the window costs a second)."""
    home = tmp_path_factory.mktemp("first-start")
    data = home / "data"
    env = {**os.environ, QUIT_VARIABLE: "0", "TORNEO_DATA_DIR": str(data), "HOME": str(home)}
    env.update(XDG_CONFIG_HOME=str(home / ".config"), QT_QPA_PLATFORM="offscreen")
    env.update(LANG="it_IT.UTF-8", LC_ALL="it_IT.UTF-8", LANGUAGE="")
    done = subprocess.run(
        [sys.executable, str(ENTRY)], env=env, capture_output=True, text=True, timeout=120
    )
    return done, data


def test_gui_start_quits_by_itself_after_making_its_database(first_start) -> None:
    """A real GUI start with the variable set shows the window, exits 0 and leaves a database."""
    done, data = first_start
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (data / "torneo.sqlite3").stat().st_size > 0


def _gui(
    database: Path,
    data: Path,
    open_id: str = "",
    demo: str = "",
    lang: str = "it_IT.UTF-8",
    home: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, QUIT_VARIABLE: "0", "TORNEO_DATA_DIR": str(data)}
    env.update(LANG=lang, LC_ALL=lang, LANGUAGE="")
    if home is not None:  # a module's start, made before any test's own home is set
        env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"))
    env.update(
        QT_QPA_PLATFORM="offscreen",
        TORNEO_SMOKE_OPEN_TOURNAMENT=open_id,
        TORNEO_SMOKE_CREATE_DEMO=demo,
    )
    return subprocess.run(
        [sys.executable, str(ENTRY), "--db", str(database)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_gui_opens_the_requested_tournament_or_says_it_cannot(tmp_path: Path, capsys) -> None:
    """An existing tournament opens and the run exits 0; a missing one exits OPEN_FAILED."""
    from tournament_app.cli.main import run_cli

    database = tmp_path / "club.sqlite3"
    assert run_cli(["--db", str(database), "--json", "demo"]) == 0
    first = json.loads(capsys.readouterr().out)["ids"][0]
    opened = _gui(database, tmp_path / "data", str(first))
    assert opened.returncode == 0, opened.stderr
    assert "Traceback" not in opened.stderr
    missing = _gui(database, tmp_path / "data", "9999")
    assert missing.returncode == ACTION_FAILED
    assert "no tournament 9999" in missing.stderr


@pytest.fixture(scope="module")
def english_demo_start(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[subprocess.CompletedProcess[str], Path]:
    """A real GUI start on an English system, on an empty database, asked to press the demo
    button: its run and the database. One start read by two tests."""
    home = tmp_path_factory.mktemp("demo-start")
    database = home / "club.sqlite3"
    return _gui(database, home / "data", demo="1", lang="en_GB.UTF-8", home=home), database


def test_gui_creates_the_demo_as_the_start_page_button_does(english_demo_start, capsys) -> None:
    """On an empty database the demo button's action leaves the two demo tournaments."""
    from tournament_app.cli.main import run_cli

    made, database = english_demo_start
    assert made.returncode == 0, made.stderr
    assert run_cli(["--db", str(database), "--json", "tournament", "list"]) == 0
    games = sorted(row["game"] for row in json.loads(capsys.readouterr().out))
    assert games == ["burraco", "scala40"]


def test_an_error_box_ends_the_run_with_its_text(tmp_path: Path) -> None:
    """A file that is not a Torneo database raises an error box: the run stops and quotes it."""
    database = tmp_path / "letter.sqlite3"
    database.write_text("Dear club, ...", encoding="utf-8")
    shown = _gui(database, tmp_path / "data")
    assert shown.returncode == DIALOG_SHOWN
    assert "error box on screen" in shown.stderr
    assert "letter.sqlite3" in shown.stderr
    assert database.read_text(encoding="utf-8") == "Dear club, ..."  # untouched


@pytest.mark.parametrize(("lang", "help_menu"), [("it_IT.UTF-8", "Aiuto"), ("en_GB.UTF-8", "Help")])
def test_menus_are_reported_in_the_systems_language(
    request: pytest.FixtureRequest, lang, help_menu
) -> None:
    """The run prints the window's menu titles: Italian on an Italian system, else English.
    The Italian start is `first_start`'s, the English one `english_demo_start`'s."""
    start = "first_start" if lang == "it_IT.UTF-8" else "english_demo_start"
    shown, _ = request.getfixturevalue(start)
    assert shown.returncode == 0, shown.stderr
    menus = [line for line in shown.stdout.splitlines() if line.startswith("menus: ")]
    assert len(menus) == 1
    assert help_menu in menus[0]
