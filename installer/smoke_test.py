"""Smoke test of the frozen bundle: does what `make installer` built work on a bare machine?

Run after the build (`make test-installer` does both). It first checks the bundle holds the
run-time files no headless run would miss (the screen and print plugins, Qt's Italian
translation, the sentence catalogues with every word of Torneo, fonts, icons, migrations);
then, with a fresh, empty data folder and no screen (QT_QPA_PLATFORM=offscreen), it drives
the frozen binary, never the source tree:

1. `torneo version` answers with pyproject's version (the package metadata is bundled);
2. the GUI starts on an empty machine, creates its database in the data folder (Alembic
   migrations bundled), shows the main window, creates the demo tournaments as the start
   page's button does, shows the burraco one, speaks Italian (the sandbox's language), and
   quits by itself, with no error box, no Python traceback and no missing Qt plugin
   (TORNEO_SMOKE_QUIT_MS and TORNEO_SMOKE_CREATE_DEMO, honoured by the bundle's entry point
   installer/torneo_entry.py);
3. `torneo tournament list` finds the burraco and scala 40 demos in that database, and
   `torneo tournament show` of one that does not exist is refused in Italian (the sentence
   catalogue bundled);
4. `torneo export -t ID --pdf FILE` writes the burraco demo's PDF (reportlab, fonts bundled),
   whose text names the tournament;
5. the GUI starts again on the populated database, opens the burraco demo
   (TORNEO_SMOKE_OPEN_TOURNAMENT) and quits cleanly;
6. the same for the scala 40 demo;
7. the burraco demo, exported to a .torneo file by the CLI, is given to the GUI as the
   desktop's file association gives it (`torneo FILE` on Linux and macOS, `--import-file
   FILE` on Windows): the GUI imports it with no error box, and the CLI then lists it once
   more.

Exit status 0 when every step passes; otherwise 1, after printing the failing step's command,
exit code and output. Timings of each step are printed for the CI log.
"""

from __future__ import annotations

import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import binary_path  # noqa: E402
from spec_support import read_version  # noqa: E402

STEP_TIMEOUT_S = 120
# Signs in the output that the bundle is missing a piece even when the exit code is 0.
FATAL_SIGNS = (
    "Traceback (most recent call last)",
    "Could not find the Qt platform plugin",
    "Could not load the Qt platform plugin",
    "ModuleNotFoundError",
)


# (folder inside the bundle's _internal/, file pattern, why it must be there)
_PLATFORM_PLUGIN = "*qwindows*" if sys.platform == "win32" else "*qxcb*"
REQUIRED_FILES = (
    ("{qt}/plugins/platforms", "*qoffscreen*", "headless start (CI, this test)"),
    ("{qt}/plugins/platforms", _PLATFORM_PLUGIN, "a window on the director's screen"),
    ("{qt}/plugins/printsupport", "*", "printing seating lists and scoresheets"),
    ("{qt}/plugins/imageformats", "*jpeg*", "pictures other than PNG"),
    ("{qt}/translations", "qtbase_it.qm", "Qt's own buttons and dialogs in Italian"),
    ("resources/i18n/messages", "it.mo", "Torneo in Italian: the window and every refusal"),
    ("resources/i18n/messages", "en.mo", "Torneo in English: the window and every refusal"),
    ("resources/fonts", "*.ttf", "PDF exports with accented names"),
    ("resources/icons", "torneo-256.png", "the window icon"),
    ("docs", "user-guide.md", "Help ▸ User guide"),
    ("docs", "install.md", "the user guide's link to installing and a second station"),
    ("docs/screenshots", "*.png", "the user guide's pictures"),
    ("tournament_app/storage/migrations/versions", "*.py", "creating and upgrading databases"),
    ("tournament_app/storage", "alembic.ini", "creating and upgrading databases"),
    ("tournament_app/templates", "page.html", "the results site's and the hall's pages"),
)


class SmokeFailure(Exception):
    """A step of the smoke test went wrong; the message says which and shows the output."""


@dataclass(frozen=True)
class Ran:
    """A finished run of the frozen binary."""

    command: Sequence[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float

    def report(self) -> str:
        """The command and the end of its output, for a failure message."""
        tail = "\n".join((self.stdout + "\n" + self.stderr).strip().splitlines()[-25:])
        return f"$ {' '.join(self.command)}\nexit {self.returncode}\n{tail}"


class FrozenTorneo:
    """The frozen binary, run in a sandbox: its own data, config and home folders."""

    def __init__(self, binary: Path, sandbox: Path) -> None:
        self.binary = binary
        self.sandbox = sandbox
        self.data_dir = sandbox / "data"
        self.database = self.data_dir / "torneo.sqlite3"
        home = sandbox / "home"
        home.mkdir(parents=True)
        env = {
            key: value
            for key, value in os.environ.items()
            # The bundle must not lean on the developer's Python or Qt installation.
            if not key.startswith(("PYTHON", "QT_", "VIRTUAL_ENV", "TORNEO_"))
        }
        env.update(
            QT_QPA_PLATFORM="offscreen",
            TORNEO_DATA_DIR=str(self.data_dir),
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local" / "share"),
            XDG_CACHE_HOME=str(home / ".cache"),
            LANG="it_IT.UTF-8",
        )
        self.env = env

    def run(
        self, *args: str, extra_env: dict[str, str] | None = None, expected_exit: int = 0
    ) -> Ran:
        """Run the binary with these arguments from inside the sandbox; fail on another exit
        than the one expected."""
        command = [str(self.binary), *args]
        started = time.perf_counter()
        try:
            done = subprocess.run(
                command,
                cwd=self.sandbox,
                env={**self.env, **(extra_env or {})},
                capture_output=True,
                text=True,
                encoding="utf-8",
                errors="replace",
                timeout=STEP_TIMEOUT_S,
                check=False,
            )
        except subprocess.TimeoutExpired as error:
            raise SmokeFailure(
                f"$ {' '.join(command)}\nstill running after {STEP_TIMEOUT_S} s"
            ) from error
        ran = Ran(command, done.returncode, done.stdout, done.stderr, time.perf_counter() - started)
        if ran.returncode != expected_exit:
            raise SmokeFailure(ran.report())
        for sign in FATAL_SIGNS:
            if sign in ran.stdout or sign in ran.stderr:
                raise SmokeFailure(f"the output says {sign!r}\n{ran.report()}")
        return ran

    def json(self, *args: str) -> object:
        """Run a command with --json and decode what it printed."""
        ran = self.run("--db", str(self.database), "--json", *args)
        try:
            return json.loads(ran.stdout)
        except json.JSONDecodeError as error:
            raise SmokeFailure(f"not JSON: {error}\n{ran.report()}") from error


def check_bundle_files(bundle: Path) -> str:
    """Step 0: every run-time file the other steps cannot reach is in the bundle."""
    internal = bundle / "_internal"
    # PySide6 keeps Qt under PySide6/Qt on Linux and macOS, directly under PySide6 on Windows.
    qt = "PySide6/Qt" if (internal / "PySide6" / "Qt").is_dir() else "PySide6"
    missing = [
        f"{folder.format(qt=qt)}/{pattern} ({why})"
        for folder, pattern, why in REQUIRED_FILES
        if not any((internal / folder.format(qt=qt)).glob(pattern))
    ]
    if missing:
        raise SmokeFailure("the bundle lacks:\n  " + "\n  ".join(missing))
    return f"{len(REQUIRED_FILES)} kinds of run-time file present"


def check_version(app: FrozenTorneo) -> str:
    """Step 1: the frozen binary knows its own version."""
    expected = read_version()
    printed = app.run("version").stdout.strip()
    if printed != expected:
        raise SmokeFailure(f"`torneo version` printed {printed!r}, pyproject says {expected!r}")
    return f"version {printed}"


def check_first_gui_start(app: FrozenTorneo) -> str:
    """Step 2: on an empty machine the GUI makes its database and creates the demo."""
    if app.data_dir.exists() and any(app.data_dir.iterdir()):
        raise SmokeFailure(f"{app.data_dir} is not empty before the first start")
    ran = app.run(extra_env={"TORNEO_SMOKE_QUIT_MS": "1500", "TORNEO_SMOKE_CREATE_DEMO": "1"})
    if not app.database.is_file() or app.database.stat().st_size == 0:
        raise SmokeFailure(f"the first start did not create {app.database}")
    # The sandbox's LANG is Italian: the bundled translation must be the one in use.
    menus = next((line for line in ran.stdout.splitlines() if line.startswith("menus: ")), "")
    if "Aiuto" not in menus:
        raise SmokeFailure(f"the window does not speak Italian on an Italian system: {menus!r}")
    return f"{app.database.name} created, demo made and shown; {menus}"


def check_demo(app: FrozenTorneo) -> dict[str, int]:
    """Step 3: the command line lists the demo tournaments; returns their ids by game."""
    listed = app.json("tournament", "list")
    rows = listed.get("tournaments", []) if isinstance(listed, dict) else listed
    if not isinstance(rows, list):
        raise SmokeFailure(f"`torneo tournament list` printed no list: {listed!r}")
    by_game = {str(row.get("game")): int(row["id"]) for row in rows if "id" in row}
    if set(by_game) != {"burraco", "scala40"}:
        raise SmokeFailure(f"expected a burraco and a scala 40 demo, listed: {rows!r}")
    return by_game


def check_refusal_words(app: FrozenTorneo) -> str:
    """Step 3b: a refusal is said in Italian, from the bundled sentence catalogue."""
    ran = app.run("--db", str(app.database), "tournament", "show", "-t", "9999", expected_exit=3)
    said = (ran.stdout + ran.stderr).strip()
    if "Il torneo 9999 non esiste" not in said:
        raise SmokeFailure(f"a tournament that does not exist is refused as: {said!r}")
    return said


def check_pdf_export(app: FrozenTorneo, tournament_id: int) -> str:
    """Step 4: the CLI writes a PDF of the demo whose text names the tournament."""
    shown = app.json("tournament", "show", "-t", str(tournament_id))
    name = str(shown.get("name", "")) if isinstance(shown, dict) else ""
    target = app.sandbox / "esportazioni" / "classifica demo.pdf"
    target.parent.mkdir()
    app.run("--db", str(app.database), "export", "-t", str(tournament_id), "--pdf", str(target))
    if not target.is_file() or target.read_bytes()[:5] != b"%PDF-":
        raise SmokeFailure(f"`torneo export --pdf` did not write a PDF at {target}")
    text = _pdf_text(target)
    if name and name not in text:
        raise SmokeFailure(
            f"the PDF does not name the tournament {name!r}; it reads: {text[:300]!r}"
        )
    return f"{target.stat().st_size} bytes, names {name!r}"


def _pdf_text(path: Path) -> str:
    """The PDF's text, read with pypdf from the build's own environment (not the bundle)."""
    from pypdf import PdfReader

    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


def check_site_export(app: FrozenTorneo, tournament_id: int) -> str:
    """Step 4b: the CLI writes the results site from the bundled page templates, its index
    naming the tournament."""
    shown = app.json("tournament", "show", "-t", str(tournament_id))
    name = str(shown.get("name", "")) if isinstance(shown, dict) else ""
    folder = app.sandbox / "sito demo"
    app.run("--db", str(app.database), "export", "-t", str(tournament_id), "--html", str(folder))
    index = folder / "index.html"
    if not index.is_file():
        raise SmokeFailure(f"`torneo export --html` did not write {index}")
    page = index.read_text(encoding="utf-8")
    if "<main>" not in page or (name and name not in html.unescape(page)):
        raise SmokeFailure(f"the site's index does not name {name!r}; it reads: {page[:300]!r}")
    return f"{len(list(folder.glob('*.html')))} pages, names {name!r}"


def check_gui_opens(app: FrozenTorneo, tournament_id: int) -> str:
    """Steps 5 and 6: the GUI opens the populated database, shows a tournament, and quits."""
    app.run(
        "--db",
        str(app.database),
        extra_env={
            "TORNEO_SMOKE_QUIT_MS": "1500",
            "TORNEO_SMOKE_OPEN_TOURNAMENT": str(tournament_id),
        },
    )
    return f"tournament {tournament_id} shown"


def _tournament_names(app: FrozenTorneo) -> list[str]:
    listed = app.json("tournament", "list")
    rows = listed.get("tournaments", []) if isinstance(listed, dict) else listed
    return sorted(str(row.get("name")) for row in rows) if isinstance(rows, list) else []


def check_gui_imports_file(app: FrozenTorneo, tournament_id: int) -> str:
    """Step 7: the GUI started on a tournament file, as a double-click starts it, imports it."""
    exported = app.sandbox / "ricevuti" / "serata ricevuta.torneo"
    exported.parent.mkdir()
    database = str(app.database)
    app.run("--db", database, "tournament", "export-file", "-t", str(tournament_id), str(exported))
    before = _tournament_names(app)
    # What installer/windows/torneo.iss and installer/linux/torneo.desktop run.
    named = ["--import-file", str(exported)] if sys.platform == "win32" else [str(exported)]
    # The import's "imported" box waits for a click; the quit timer ends it.
    app.run("--db", database, *named, extra_env={"TORNEO_SMOKE_QUIT_MS": "3000"})
    after = _tournament_names(app)
    added = [name for name in after if after.count(name) > before.count(name)]
    if len(after) != len(before) + 1 or not added:
        raise SmokeFailure(f"importing {exported.name} from the GUI: {before} became {after}")
    return f"{exported.name} imported as {added[0]!r}"


def main() -> int:
    """Run every step in a fresh sandbox; print timings; 0 when all pass."""
    binary = binary_path()
    if not binary.exists():
        print(f"{binary} not found: run `make installer` first", file=sys.stderr)
        return 1
    sandbox = Path(tempfile.mkdtemp(prefix="torneo-smoke-"))
    app = FrozenTorneo(binary, sandbox)
    started = time.perf_counter()
    demo: dict[str, int] = {}  # the demo tournaments' ids by game, once step 3 made them

    def make_demo() -> str:
        demo.update(check_demo(app))
        return ", ".join(f"{game} id {number}" for game, number in sorted(demo.items()))

    steps = [
        ("bundle holds its run-time files", lambda: check_bundle_files(binary.parent)),
        ("frozen binary reports its version", lambda: check_version(app)),
        ("GUI first start on an empty machine", lambda: check_first_gui_start(app)),
        ("demo tournaments listed by the CLI", make_demo),
        ("a refusal said in Italian by the CLI", lambda: check_refusal_words(app)),
        ("PDF export through the CLI", lambda: check_pdf_export(app, demo["burraco"])),
        ("results site export through the CLI", lambda: check_site_export(app, demo["burraco"])),
        ("GUI opens the burraco demo", lambda: check_gui_opens(app, demo["burraco"])),
        ("GUI opens the scala 40 demo", lambda: check_gui_opens(app, demo["scala40"])),
        ("GUI imports a tournament file", lambda: check_gui_imports_file(app, demo["burraco"])),
    ]
    title = ""
    try:
        for title, step in steps:
            step_started = time.perf_counter()
            detail = step()
            print(f"ok   {title} ({time.perf_counter() - step_started:.1f} s): {detail}")
    except SmokeFailure as failure:
        print(f"FAIL {title}\n{failure}", file=sys.stderr)
        print(f"sandbox kept for inspection: {sandbox}", file=sys.stderr)
        return 1
    shutil.rmtree(sandbox, ignore_errors=True)
    print(f"smoke test passed in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
