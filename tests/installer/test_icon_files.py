"""The application icon: an SVG source and the PNG and ICO sizes drawn from it."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from make_icons import ico_bytes, render_png
from PIL import Image
from PySide6.QtGui import QImage

ICONS = Path(__file__).resolve().parents[2] / "resources" / "icons"
# What Windows (16-256) and the Linux hicolor theme (16-256) look for.
WANTED_SIZES = [16, 24, 32, 48, 64, 128, 256]


def test_svg_source_is_a_square_drawing() -> None:
    """The source is an SVG with a square view box, so every size keeps its proportions."""
    root = ElementTree.parse(ICONS / "torneo.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _x, _y, width, height = (float(n) for n in root.attrib["viewBox"].split())
    assert width == height


@pytest.mark.parametrize("size", WANTED_SIZES)
def test_png_exists_at_each_size(qapp, size: int) -> None:
    """Each PNG is exactly its named size, see-through at the corner and solid in the middle."""
    image = QImage(str(ICONS / f"torneo-{size}.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner: no square halo on a dock
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_ico_holds_every_windows_size() -> None:
    """The Windows .ico carries one picture per size, read back by an independent decoder."""
    with Image.open(ICONS / "torneo.ico") as ico:
        assert ico.format == "ICO"
        assert sorted(ico.info["sizes"]) == [(s, s) for s in WANTED_SIZES]
        ico.size = (256, 256)
        ico.load()
        assert ico.getpixel((128, 128))[3] == 255


def test_ico_writer_round_trips_through_pillow(tmp_path: Path, qapp) -> None:
    """The hand-written ICO container decodes to the very pictures put in."""
    sizes = (16, 256)
    ico = tmp_path / "x.ico"
    ico.write_bytes(ico_bytes([(s, render_png(ICONS / "torneo.svg", s)) for s in sizes]))
    with Image.open(ico) as decoded:
        assert sorted(decoded.info["sizes"]) == [(16, 16), (256, 256)]


def test_committed_pngs_are_drawn_from_the_current_svg(qapp, tmp_path: Path) -> None:
    """Nobody edited the SVG and forgot to rerun make_icons.py: a fresh drawing matches."""
    fresh_file = tmp_path / "fresh.png"
    fresh_file.write_bytes(render_png(ICONS / "torneo.svg", 48))
    fresh = QImage(str(fresh_file))
    committed = QImage(str(ICONS / "torneo-48.png"))
    total = 0
    for y in range(48):
        for x in range(48):
            a, b = fresh.pixelColor(x, y), committed.pixelColor(x, y)
            total += (
                abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.alpha() - b.alpha())
            )
    # Allow anti-aliasing to differ slightly between Qt releases, not a changed drawing.
    assert total / (48 * 48 * 3) < 2.0
