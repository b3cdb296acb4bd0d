"""The spec's knowledge of the project: the version it stamps and the files it bundles."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest
from spec_support import (
    ProjectFileError,
    guide_data,
    package_data,
    read_version,
    resource_data,
    windows_version,
)

from tournament_app import __version__
from tournament_app.paths import user_guide_path

ROOT = Path(__file__).resolve().parents[2]


def _pyproject(folder: Path, body: str) -> Path:
    path = folder / "pyproject.toml"
    path.write_text(body, encoding="utf-8")
    return path


def test_reads_the_projects_own_version() -> None:
    """The bundle is stamped with the version pyproject.toml declares, the one Torneo reports."""
    with (ROOT / "pyproject.toml").open("rb") as stream:
        declared = tomllib.load(stream)["project"]["version"]
    assert read_version(ROOT / "pyproject.toml") == declared == __version__


@pytest.mark.parametrize("version", ["1.0.0", "0.1.0", "2.3", "1.2.3.4", "1.0.0rc1", "1.0.0.dev2"])
def test_release_versions_are_accepted(tmp_path: Path, version: str) -> None:
    """Ordinary PEP 440 release and pre-release versions pass through unchanged."""
    path = _pyproject(tmp_path, f'[project]\nname = "torneo"\nversion = "{version}"\n')
    assert read_version(path) == version


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        ('[project]\nname = "torneo"\n', "no [project] version"),
        ('[project]\nversion = ""\n', "no [project] version"),
        ('[project]\nversion = "latest"\n', "not a release version"),
        ('[project]\nversion = "1.0; rm -rf"\n', "not a release version"),
        ("[project\nversion = 1\n", "not valid TOML"),
    ],
)
def test_bad_project_files_stop_the_build_with_the_reason(
    tmp_path: Path, body: str, complaint: str
) -> None:
    """A missing, empty or odd version is refused, naming what is wrong."""
    with pytest.raises(ProjectFileError, match=complaint.replace("[", r"\[").replace("]", r"\]")):
        read_version(_pyproject(tmp_path, body))


def test_missing_project_file_is_named(tmp_path: Path) -> None:
    """Building outside a checkout says which file it looked for."""
    with pytest.raises(ProjectFileError, match="not found"):
        read_version(tmp_path / "pyproject.toml")


@pytest.mark.parametrize(
    ("version", "expected"),
    [("0.1.0", "0.1.0.0"), ("1.2", "1.2.0.0"), ("1.2.3.4", "1.2.3.4"), ("2.0.1rc3", "2.0.1.0")],
)
def test_windows_file_version_has_four_numbers(version: str, expected: str) -> None:
    """Windows file properties get the release numbers padded to four."""
    assert windows_version(version) == expected


def _tree(root: Path, files: list[str]) -> None:
    for name in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x", encoding="utf-8")


def test_migrations_ship_as_files_and_local_databases_do_not(tmp_path: Path) -> None:
    """Alembic's scripts and ini reach the bundle; a stray database or bytecode never does."""
    _pyproject(
        tmp_path,
        "[project]\nversion = '1.0.0'\n[tool.setuptools.package-data]\n"
        'app = ["py.typed", "storage/migrations/*.py", "storage/migrations/versions/*.py",'
        ' "storage/alembic.ini"]\n',
    )
    _tree(
        tmp_path,
        [
            "app/py.typed",
            "app/storage/alembic.ini",
            "app/storage/migrations/env.py",
            "app/storage/migrations/versions/0001_first.py",
            "app/storage/models.py",
            "app/demo/sample.json",
            "app/left-over.sqlite3",
            "app/__pycache__/models.cpython-311.pyc",
        ],
    )
    shipped = {
        Path(source).relative_to(tmp_path).as_posix(): dest
        for source, dest in package_data(tmp_path)
    }
    assert shipped == {
        "app/storage/alembic.ini": "app/storage",
        "app/storage/migrations/env.py": "app/storage/migrations",
        "app/storage/migrations/versions/0001_first.py": "app/storage/migrations/versions",
        "app/demo/sample.json": "app/demo",
    }


def test_resources_ship_compiled_translations_not_sources(tmp_path: Path) -> None:
    """Fonts, icons and the sentence catalogues' .mo go in; .po and .svg sources stay out."""
    _tree(
        tmp_path,
        [
            "resources/i18n/messages/it.po",
            "resources/i18n/messages/it.mo",
            "resources/fonts/Sans.ttf",
            "resources/icons/torneo.svg",
            "resources/icons/torneo-16.png",
        ],
    )
    shipped = {Path(source).name: dest for source, dest in resource_data(tmp_path)}
    assert shipped == {
        "it.mo": "resources/i18n/messages",
        "Sans.ttf": "resources/fonts",
        "torneo-16.png": "resources/icons",
    }


def test_uncompiled_sentence_catalogues_stop_the_build(tmp_path: Path) -> None:
    """A .po without its .mo would ship a window stuck in English and a program whose every
    refusal fails to be said."""
    _tree(tmp_path, ["resources/i18n/messages/it.po", "resources/i18n/messages/en.po"])
    (tmp_path / "resources/i18n/messages/en.mo").write_bytes(b"")
    with pytest.raises(ProjectFileError, match=r"it\.po") as raised:
        resource_data(tmp_path)
    assert "en.po" not in str(raised.value)


def test_the_bundle_ships_the_user_guide_where_the_help_menu_looks(monkeypatch) -> None:
    """docs/user-guide.md and every picture it shows go to the bundle's docs/, which is where
    Help ▸ User guide reads it from when frozen; the spec asks for them."""
    shipped = {Path(source).relative_to(ROOT).as_posix(): dest for source, dest in guide_data()}
    guide = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8")
    pictures = set(re.findall(r"\]\(((?:screenshots|samples)/[^)]+\.png)\)", guide))
    assert len(pictures) > 10  # the guide is illustrated; this must not pass on an empty list
    assert shipped == {
        "docs/user-guide.md": "docs",
        "docs/install.md": "docs",  # the guide links to these two
        "docs/federation.md": "docs",
        **{f"docs/{picture}": f"docs/{picture.split('/')[0]}" for picture in pictures},
    }
    monkeypatch.setattr(sys, "_MEIPASS", "/opt/Torneo/_internal", raising=False)
    bundled = Path("/opt/Torneo/_internal") / shipped["docs/user-guide.md"] / "user-guide.md"
    assert user_guide_path() == bundled
    spec = (ROOT / "installer" / "torneo.spec").read_text(encoding="utf-8")
    assert "+ guide_data(ROOT)" in spec


def test_a_guide_picture_not_made_stops_the_build(tmp_path: Path) -> None:
    """A picture the guide shows but nobody made is refused by name, as is a missing guide."""
    with pytest.raises(ProjectFileError, match=r"user-guide\.md not found"):
        guide_data(tmp_path)
    _tree(tmp_path, ["docs/screenshots/start-it.png"])
    (tmp_path / "docs" / "user-guide.md").write_text(
        "![Tornei](screenshots/start-it.png)\n![Turni](screenshots/rounds-it.png)\n"
        "![Logo](https://example.org/logo.png)\n",
        encoding="utf-8",
    )
    with pytest.raises(ProjectFileError, match=r"make screenshots.*rounds-it\.png") as raised:
        guide_data(tmp_path)
    assert "start-it.png" not in str(raised.value) and "logo" not in str(raised.value)
