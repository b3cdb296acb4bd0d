"""Render Torneo's icon from its SVG source into the PNG and ICO files each platform wants.

Run from the project's root after editing `resources/icons/torneo.svg`:

    .venv/bin/python installer/make_icons.py

It writes `resources/icons/torneo-<size>.png` for every size in ICON_SIZES (Linux's hicolor
theme and Qt window icons) and `resources/icons/torneo.ico` (Windows: the executable, the
Start menu entry and the installer). The outputs are committed, so a build needs no renderer.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG_SOURCE = ICONS / "torneo.svg"
ICO_FILE = ICONS / "torneo.ico"

# 16-48 are the small sizes Windows and desktop menus use; 64-256 are large tiles and docks.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_path(size: int, folder: Path = ICONS) -> Path:
    """The PNG file holding the icon at one size."""
    return folder / f"torneo-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """Draw the SVG on a transparent square of `size` pixels and return it PNG-encoded."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG file Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit(f"Qt could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per (size, png) pair.

    PNG entries inside an ICO are what Windows Vista and later read for every size; writing
    the container by hand keeps the build free of an imaging library.
    """
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(images)
    directory = b""
    payload = b""
    for size, png in images:
        # A width or height of 256 is written as 0: the field is one byte.
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        payload += png
        offset += len(png)
    return header + directory + payload


def make_icons(svg: Path = SVG_SOURCE, folder: Path = ICONS) -> list[Path]:
    """Write every PNG size and the multi-size ICO beside the SVG; return the files written."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    written: list[Path] = []
    images: list[tuple[int, bytes]] = []
    for size in ICON_SIZES:
        png = render_png(svg, size)
        png_path(size, folder).write_bytes(png)
        written.append(png_path(size, folder))
        images.append((size, png))
    ico = folder / ICO_FILE.name
    ico.write_bytes(ico_bytes(images))
    written.append(ico)
    return written


if __name__ == "__main__":
    for path in make_icons():
        print(path.relative_to(ROOT))
