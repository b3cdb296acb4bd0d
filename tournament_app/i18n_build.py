"""Compile the Qt translation sources (resources/i18n/*.ts) to .qm with pyside6-lrelease."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tournament_app.paths import resources_dir


def lrelease_command() -> list[str]:
    """The lrelease tool shipped with PySide6, beside the running interpreter."""
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    raise SystemExit("pyside6-lrelease not found: install the project (pip install -e .)")


def compile_translations(folder: Path | None = None) -> list[Path]:
    """Compile every .ts in the folder whose .qm is missing or older; return the .qm paths."""
    folder = folder or resources_dir() / "i18n"
    made: list[Path] = []
    for source in sorted(folder.glob("*.ts")):
        target = source.with_suffix(".qm")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            subprocess.run(
                [*lrelease_command(), "-silent", str(source), "-qm", str(target)], check=True
            )
        made.append(target)
    return made


if __name__ == "__main__":
    for path in compile_translations():
        print(path)
