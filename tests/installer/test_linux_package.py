"""The Linux package: a valid .desktop entry, and a tarball that registers it for the user."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import tarfile
from pathlib import Path
from xml.etree import ElementTree

import build
import pytest

from tournament_app.__main__ import _wants_gui
from tournament_app.services.archive.tournament_file import SUFFIX

DESKTOP = Path(__file__).resolve().parents[2] / "installer" / "linux" / "torneo.desktop"
# From the Desktop Entry Specification 1.5: the keys an Application entry may carry.
KNOWN_KEYS = {
    "Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon", "Hidden",
    "OnlyShowIn", "NotShowIn", "DBusActivatable", "TryExec", "Exec", "Path", "Terminal",
    "Actions", "MimeType", "Categories", "Implements", "Keywords", "StartupNotify",
    "StartupWMClass", "URL", "PrefersNonDefaultGPU", "SingleMainWindow",
}  # fmt: skip
MAIN_CATEGORIES = {
    "AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics",
    "Network", "Office", "Science", "Settings", "System", "Utility",
}  # fmt: skip


def _entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(DESKTOP, encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_desktop_entry_has_what_a_menu_needs() -> None:
    """An Application entry with a name, a command, an icon, and no terminal window."""
    entry = _entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Torneo"
    assert entry["Exec"].split()[0] == "torneo"
    assert entry["Icon"] == "torneo"  # a theme name, found in share/icons/hicolor
    assert entry["Terminal"] == "false"


def test_desktop_entry_uses_only_known_keys_and_values() -> None:
    """Every key is one the specification defines (localised ones too), booleans are booleans."""
    for key, value in _entry().items():
        assert key.split("[", 1)[0] in KNOWN_KEYS, key
        if key in {"Terminal", "StartupNotify", "NoDisplay", "Hidden"}:
            assert value in {"true", "false"}, key


def test_desktop_entry_is_listed_under_games_and_speaks_italian() -> None:
    """Menus file it under Game with a card-game subcategory; Italian desktops read Italian."""
    entry = _entry()
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert "Game" in categories.split(";")
    assert set(categories.split(";")) & MAIN_CATEGORIES
    assert "Comment[it]" in entry and "GenericName[it]" in entry


@pytest.fixture
def fake_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in for installer/out/torneo with an executable named like the real one."""
    out = tmp_path / "out"
    bundle = out / "torneo"
    (bundle / "_internal").mkdir(parents=True)
    binary = bundle / "torneo"
    binary.write_text("#!/bin/sh\necho torneo\n", encoding="utf-8")
    binary.chmod(0o755)
    monkeypatch.setattr(build, "OUT", out)
    monkeypatch.setattr(build, "BUNDLE", bundle)
    return bundle


def test_tarball_holds_bundle_entry_and_icons(fake_bundle: Path) -> None:
    """One versioned top folder with the program, the menu entry and every icon size."""
    tarball = build.linux_tarball("9.8.7")
    assert tarball.name.startswith("Torneo-9.8.7-linux-") and tarball.name.endswith(".tar.gz")
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
        binary = archive.getmember("Torneo-9.8.7/torneo")
        version = archive.extractfile("Torneo-9.8.7/VERSION").read().decode()
    assert binary.mode & stat.S_IXUSR
    assert "Torneo-9.8.7/share/applications/torneo.desktop" in names
    assert "Torneo-9.8.7/install-desktop-entry.sh" in names
    for size in (16, 24, 32, 48, 64, 128, 256):
        assert f"Torneo-9.8.7/share/icons/hicolor/{size}x{size}/apps/torneo.png" in names
    assert version.strip() == "9.8.7"


def _unpack(tarball: Path, place: Path) -> None:
    """Unpacked as the director's instructions say, with tar (which also keeps the scripts'
    execute bits)."""
    subprocess.run(["tar", "-xzf", str(tarball), "-C", str(place)], check=True)


def test_unpacked_tarball_registers_itself_for_the_user(fake_bundle: Path, tmp_path: Path) -> None:
    """install-desktop-entry.sh puts a menu entry naming the unpacked binary, and the icons."""
    tarball = build.linux_tarball("9.8.7")
    place = tmp_path / "opt with space"
    place.mkdir()
    _unpack(tarball, place)
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / ".local/share")}
    script = place / "Torneo-9.8.7" / "install-desktop-entry.sh"
    subprocess.run([str(script)], env=env, check=True, capture_output=True)
    installed = (home / ".local/share/applications/torneo.desktop").read_text(encoding="utf-8")
    assert f'Exec="{place}/Torneo-9.8.7/torneo" %f' in installed.splitlines()
    assert (home / ".local/share/icons/hicolor/48x48/apps/torneo.png").stat().st_size > 0


MIME_TYPE = "application/x-torneo"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_a_double_clicked_tournament_file_starts_the_window_on_it() -> None:
    """The entry takes one file (%f) and hands it to `torneo` alone, which the start treats
    as a file to import in the window, never as a command-line subcommand."""
    entry = _entry()
    assert entry["Exec"].split()[1:] == ["%f"]
    assert _wants_gui(["/home/anna/Scaricati/Serata del giovedì" + SUFFIX])
    assert entry["MimeType"].split(";") == [MIME_TYPE, ""]


def test_the_unpacked_tarball_gives_tournament_files_their_type(
    fake_bundle: Path, tmp_path: Path
) -> None:
    """install-desktop-entry.sh registers application/x-torneo for *.torneo (a zip inside),
    the type the menu entry opens; with shared-mime-info present, the database knows it."""
    tarball = build.linux_tarball("9.8.7")
    _unpack(tarball, tmp_path)
    data = tmp_path / "home" / ".local" / "share"
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data)}
    subprocess.run(
        [str(tmp_path / "Torneo-9.8.7" / "install-desktop-entry.sh")],
        env=env,
        check=True,
        capture_output=True,
    )
    declared = ElementTree.parse(data / "mime" / "packages" / "torneo.xml").getroot()
    types = declared.findall(f"{MIME_NS}mime-type")
    assert [t.get("type") for t in types] == [MIME_TYPE]
    assert [g.get("pattern") for g in types[0].findall(f"{MIME_NS}glob")] == [f"*{SUFFIX}"]
    assert [p.get("type") for p in types[0].findall(f"{MIME_NS}sub-class-of")] == [
        "application/zip"
    ]
    installed = (data / "applications" / "torneo.desktop").read_text(encoding="utf-8")
    assert f"MimeType={MIME_TYPE};" in installed.splitlines()
    if shutil.which("update-mime-database"):
        globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
        assert f"{MIME_TYPE}:*{SUFFIX}" in globs
