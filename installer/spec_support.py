"""What the PyInstaller spec needs to know about the project: its version and its data files.

Kept out of `torneo.spec` (which PyInstaller executes, not imports) so tests can check it and
`build.py` can name the tarball and the Windows installer with the same version.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"

# PEP 440 release versions as Torneo writes them: 1.2.3, optionally a pre-release or .devN.
_VERSION = re.compile(r"^\d+(\.\d+){1,3}((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?$")

# Resource files that are sources for something else, not needed at run time.
_SOURCE_SUFFIXES = {".po", ".svg", ".md"}
# Files inside the packages that are code (bundled as modules) or local leftovers.
_NOT_PACKAGE_DATA = {".py", ".pyc", ".pyi", ".sqlite3", ".sqlite", ".db", ".db-wal", ".db-shm"}


class ProjectFileError(Exception):
    """pyproject.toml is missing, unreadable, or lacks what the build needs."""


def read_version(pyproject: Path = PYPROJECT) -> str:
    """The version in pyproject.toml's [project] table, checked to be a release version."""
    try:
        with pyproject.open("rb") as stream:
            data = tomllib.load(stream)
    except FileNotFoundError as error:
        raise ProjectFileError(
            f"{pyproject} not found: run the build from a Torneo checkout"
        ) from error
    except tomllib.TOMLDecodeError as error:
        raise ProjectFileError(f"{pyproject} is not valid TOML: {error}") from error
    version = data.get("project", {}).get("version")
    if not isinstance(version, str) or not version.strip():
        raise ProjectFileError(f"{pyproject} has no [project] version")
    version = version.strip()
    if not _VERSION.match(version):
        raise ProjectFileError(f"{pyproject} version {version!r} is not a release version")
    return version


def windows_version(version: str) -> str:
    """The four-number form Windows file properties want: 0.1.0rc1 → 0.1.0.0."""
    release = re.match(r"\d+(\.\d+)*", version)
    numbers = release.group(0).split(".") if release else []
    return ".".join((numbers + ["0"] * 4)[:4])


def package_data(root: Path = ROOT) -> list[tuple[str, str]]:
    """(file, folder in bundle) for the files the packages read from disk at run time.

    That is every file pyproject's package-data globs match (the list setuptools uses, so
    Alembic's migrations and alembic.ini arrive as files: Alembic loads migrations by path),
    plus any other non-Python file inside the packages (tables, demo data), so a data file
    added without touching pyproject still reaches the bundle.
    """
    with (root / "pyproject.toml").open("rb") as stream:
        data = tomllib.load(stream)
    globs = data.get("tool", {}).get("setuptools", {}).get("package-data", {})
    found: set[Path] = set()
    for package, patterns in globs.items():
        package_dir = root / package.replace(".", "/")
        for pattern in patterns:
            found.update(path for path in package_dir.glob(pattern) if path.is_file())
        found.update(
            path
            for path in package_dir.rglob("*")
            if path.is_file()
            and path.suffix not in _NOT_PACKAGE_DATA
            and "__pycache__" not in path.parts
        )
    return [
        (str(path), str(path.parent.relative_to(root)))
        for path in sorted(found)
        if path.name != "py.typed"  # a type-checker marker, not a run-time file
    ]


def resource_data(root: Path = ROOT) -> list[tuple[str, str]]:
    """(file, folder in bundle) for resources/: compiled translations, fonts, icons, samples.

    A sentence catalogue (.po) without its compiled .mo means the build skipped `make
    translations`; that would ship an app stuck in English that cannot say why it refuses, so
    it stops the build.
    """
    resources = root / "resources"
    sources = sorted(resources.glob("i18n/messages/*.po"))
    missing = [source.name for source in sources if not source.with_suffix(".mo").exists()]
    if missing:
        raise ProjectFileError(
            "translations not compiled (run `python -m tournament_app.i18n_build`): "
            + ", ".join(missing)
        )
    pairs: list[tuple[str, str]] = []
    for path in sorted(resources.rglob("*")):
        if path.is_file() and path.suffix not in _SOURCE_SUFFIXES:
            pairs.append((str(path), str(path.parent.relative_to(root))))
    return pairs


# Pictures in the guide: ![text](screenshots/start-it.png).
_IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")


# Files beside the guide that it links to ("[install.md](install.md)": where the data lives,
# setting up a second station); the guide's links open them from the bundle's docs/.
GUIDE_COMPANIONS = ("install.md", "federation.md")


def guide_data(root: Path = ROOT) -> list[tuple[str, str]]:
    """(file, folder in bundle) for Help ▸ User guide: docs/user-guide.md, the files it links
    to (GUIDE_COMPANIONS) and the pictures it shows, in the bundle's docs/ where
    `tournament_app.paths.user_guide_path` looks.

    A missing guide or companion, or a picture it names that is not there (`make
    screenshots` not run), stops the build: the bundle would ship a Help menu that shows
    nothing, dead links or broken images.
    """
    guide = root / "docs" / "user-guide.md"
    if not guide.is_file():
        raise ProjectFileError(f"{guide} not found: the bundle's Help ▸ User guide needs it")
    pairs = [(str(guide), "docs")]
    missing: list[str] = []
    for name in sorted(set(_IMAGE.findall(guide.read_text(encoding="utf-8")))):
        if "://" in name:
            continue  # a picture on the web is not shipped
        picture = (guide.parent / name).resolve()
        if not picture.is_file():
            missing.append(name)
        else:
            pairs.append((str(picture), str(picture.parent.relative_to(root))))
    if missing:
        raise ProjectFileError(
            "pictures the user guide shows are missing (run `make screenshots`): "
            + ", ".join(missing)
        )
    for name in GUIDE_COMPANIONS:
        companion = root / "docs" / name
        if not companion.is_file():
            raise ProjectFileError(f"{companion} not found: the user guide links to it")
        pairs.append((str(companion), "docs"))
    return pairs
