"""Build Torneo's installer for the machine this runs on (`make installer`).

Steps: compile the translations, run PyInstaller on installer/torneo.spec into
installer/out/torneo/ (one folder), then package that folder the platform's way:

- Linux: installer/out/Torneo-<version>-linux-<arch>.tar.gz, holding the bundle, a .desktop
  entry, the icons in the hicolor layout, and install-desktop-entry.sh to register them.
- Windows: installer/out/version.iss for Inno Setup; when `iscc` is on PATH it also runs
  installer/windows/torneo.iss, giving installer/out/Torneo-Setup-<version>.exe.
- macOS: installer/out/Torneo.app (made by the spec itself).
"""

from __future__ import annotations

import argparse
import io
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from make_icons import ICON_SIZES  # noqa: E402
from spec_support import ROOT, read_version, windows_version  # noqa: E402

OUT = HERE / "out"
BUNDLE = OUT / "torneo"
SPEC = HERE / "torneo.spec"
# The bundle's Python modules are stored in its archive as they are, not compressed: a start
# reads some 600 of them, and inflating each cost 6 % of a start's instructions, measured
# with callgrind on the 250-table evening (docs/benchmarks.md, "Start-up"). The executable
# grows by about 22 MB on disk; the packages (tar.gz, Inno Setup) compress it anyway.
STORED = {"PYINSTALLER_ZLIB_COMPRESSION_LEVEL": "0"}


def binary_path(bundle: Path = BUNDLE) -> Path:
    """The frozen executable inside the one-folder bundle (the console one on Windows)."""
    if sys.platform == "win32":
        return bundle / "torneo-cli.exe"
    return bundle / "torneo"


def compile_translations() -> None:
    """Make the sentence catalogues' .mo files the bundle ships (PyInstaller only copies what
    exists): every word of the window, the services and the command line."""
    subprocess.run([sys.executable, "-m", "tournament_app.i18n_build"], cwd=ROOT, check=True)


def run_pyinstaller() -> None:
    """Freeze the app into installer/out/torneo/, starting from a clean work folder."""
    work = OUT / "build"
    shutil.rmtree(BUNDLE, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        "--distpath",
        str(OUT),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    subprocess.run(command, cwd=ROOT, check=True, env={**os.environ, **STORED})
    if not binary_path().exists():
        raise SystemExit(f"PyInstaller finished but {binary_path()} is missing")
    check_modules_stored(binary_path())


def check_modules_stored(binary: Path) -> None:
    """Stop the build when the executable's module archive came out compressed (a PyInstaller
    that no longer reads STORED): every start would pay for it again, unnoticed."""
    from PyInstaller.archive.readers import CArchiveReader

    package = CArchiveReader(str(binary))
    name = next(name for name, entry in package.toc.items() if entry[-1] == "z")
    archive = package.open_embedded_archive(name)
    module = "tournament_app.services.standings.service"
    stored = archive.toc[module][2]
    marshalled = len(archive.extract(module, raw=True))  # inflated as a start reads it
    if stored < marshalled:
        raise SystemExit(
            f"{binary.name}: its Python modules came out compressed ({module}: {stored} bytes"
            f" stored for {marshalled}); PyInstaller ignored PYINSTALLER_ZLIB_COMPRESSION_LEVEL=0"
        )


def linux_tarball(version: str) -> Path:
    """Pack the bundle, the .desktop entry and the icons into a versioned .tar.gz."""
    top = f"Torneo-{version}"
    target = OUT / f"{top}-linux-{platform.machine()}.tar.gz"
    icons = ROOT / "resources" / "icons"
    # Level 6: a third faster than the default 9 for a tarball barely larger.
    with tarfile.open(target, "w:gz", compresslevel=6) as archive:
        archive.add(BUNDLE, arcname=top)
        archive.add(
            HERE / "linux" / "torneo.desktop", arcname=f"{top}/share/applications/torneo.desktop"
        )
        for size in ICON_SIZES:
            archive.add(
                icons / f"torneo-{size}.png",
                arcname=f"{top}/share/icons/hicolor/{size}x{size}/apps/torneo.png",
            )
        archive.add(
            HERE / "linux" / "install-desktop-entry.sh", arcname=f"{top}/install-desktop-entry.sh"
        )
        _add_text(archive, f"{top}/VERSION", version + "\n")
    return target


def _add_text(archive: tarfile.TarFile, name: str, text: str) -> None:
    data = text.encode("utf-8")
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = int(time.time())
    info.mode = 0o644
    archive.addfile(info, io.BytesIO(data))


def windows_installer(version: str) -> Path | None:
    """Write the version include for Inno Setup and run it when iscc is installed."""
    include = OUT / "version.iss"
    include.write_text(
        f'#define AppVersion "{version}"\n#define AppFileVersion "{windows_version(version)}"\n',
        encoding="utf-8",
    )
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        print("Inno Setup (iscc) not on PATH: run `iscc installer\\windows\\torneo.iss` next")
        return None
    subprocess.run([iscc, str(HERE / "windows" / "torneo.iss")], cwd=ROOT, check=True)
    return OUT / f"Torneo-Setup-{version}.exe"


def main(argv: list[str] | None = None) -> int:
    """Build the bundle and the platform's package; print what was made and how long it took."""
    parser = argparse.ArgumentParser(prog="python installer/build.py", description=__doc__)
    parser.add_argument("--bundle-only", action="store_true", help="skip the tarball/installer")
    options = parser.parse_args(argv)
    version = read_version()
    started = time.monotonic()
    OUT.mkdir(exist_ok=True)
    compile_translations()
    run_pyinstaller()
    frozen = time.monotonic() - started
    print(f"bundle: {BUNDLE.relative_to(ROOT)} ({frozen:.0f} s)")
    if not options.bundle_only:
        package: Path | None = None
        if sys.platform.startswith("linux"):
            package = linux_tarball(version)
        elif sys.platform == "win32":
            package = windows_installer(version)
        if package is not None:
            print(f"package: {package.relative_to(ROOT)}")
    print(f"Torneo {version} built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
