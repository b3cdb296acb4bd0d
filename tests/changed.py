"""`make test-fast`: run only the tests of what changed, in seconds.

    python tests/changed.py [PYTEST OPTIONS...]

What changed: the files that differ from main (committed on this branch, staged, or not yet
committed) and new files git does not ignore. A changed test file runs itself; a changed
source file runs the test folder that covers its part of the code (FOLDERS below); a changed
conftest or shared test module runs its folder. SQLite only (TORNEO_TEST_PG_URL is dropped):
`make test` covers PostgreSQL before you push.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Source folder (a prefix of the changed file's path) -> the tests that cover it; the first
# matching prefix wins, so the more specific ones come first.
FOLDERS: list[tuple[str, list[str]]] = [
    ("scoring/", ["tests/scoring"]),
    ("tournament_app/cli/", ["tests/cli"]),
    ("tournament_app/ui/", ["tests/ui"]),
    ("tournament_app/exports/", ["tests/exports"]),
    ("tournament_app/hall/", ["tests/hall"]),
    ("tournament_app/storage/", ["tests/storage"]),
    ("tournament_app/services/", ["tests/services"]),
    ("tournament_app/", ["tests/test_skeleton.py"]),
    (
        "resources/i18n/",
        [
            "tests/ui/test_app_translations.py",
            "tests/ui/test_window_words.py",
            "tests/services/test_message_catalogue.py",
            "tests/services/test_messages.py",
        ],
    ),
    ("installer/", ["tests/installer"]),
    ("docs/", ["docs"]),
]


def _git(*args: str) -> list[str]:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return [line for line in done.stdout.splitlines() if line]


def changed_files() -> set[str]:
    """Files that differ from where this branch left main, plus untracked ones."""
    base = _git("merge-base", "HEAD", "main") or _git("merge-base", "HEAD", "origin/main")
    since = base[0] if base else "HEAD"
    return set(_git("diff", "--name-only", since)) | set(
        _git("ls-files", "--others", "--exclude-standard")
    )


def tests_for(path: str) -> list[str]:
    """The test files or folders that cover `path` (none for files no test reads)."""
    if path.startswith("tests/"):
        name = Path(path).name
        if name.startswith("test_") and name.endswith(".py"):
            return [path]
        if name.endswith(".py") and name not in {"changed.py", "pg_cluster.py"}:
            return [str(Path(path).parent)]  # a conftest or shared helper: its folder
        return []
    if path.endswith(".md") and path.startswith("docs/"):
        return [path]
    for prefix, tests in FOLDERS:
        if path.startswith(prefix):
            return tests
    return []


def main(options: list[str]) -> int:
    chosen = sorted(
        {test for path in changed_files() for test in tests_for(path) if (ROOT / test).exists()}
    )
    # a file inside a chosen folder runs with it
    chosen = [t for t in chosen if not any(t.startswith(f"{o}/") for o in chosen if o != t)]
    if not chosen:
        print("test-fast: nothing changed that a test covers; `make test` runs everything.")
        return 0
    print("test-fast:", " ".join(chosen), flush=True)
    dropped = {"TORNEO_TEST_PG_URL", "CI"}  # CI=true would fail the PostgreSQL tests instead
    env = {key: value for key, value in os.environ.items() if key not in dropped}
    command = [sys.executable, "-m", "pytest", "-q", *options, *chosen]
    code = subprocess.call(command, cwd=ROOT, env=env)
    if code == 5:  # pytest's "no tests collected": those files hold none, nothing failed
        print("test-fast: the changed files hold no tests.")
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
