"""Every `torneo` command builds the whole parser first: the libraries only some commands use
(the printouts', the workbooks', the hall's web server) load when such a command runs, not at
every start (each cost a start about 0.2 s: a command run in a script or by a test pays it)."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("reportlab", "openpyxl", "aiohttp", "jinja2", "PySide6")


def test_building_the_command_line_loads_no_printout_or_server_library() -> None:
    probe = (
        "import sys\n"
        "from tournament_app.cli.main import build_parser\n"
        "build_parser()\n"
        f"print(sorted(name for name in {HEAVY!r} if name in sys.modules))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    assert loaded.stdout.strip() == "[]", loaded.stdout + loaded.stderr
