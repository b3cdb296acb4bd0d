"""Reading printed PDFs back as a player would: the text of each page, the pictures of the
pages, and the QR codes on them."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path


def pdf_text(path: Path, *, raw: bool = False, layout: bool = True) -> str:
    """The PDF's text laid out as printed (poppler's pdftotext -layout), pages split by \\f;
    `raw`: in the order it was drawn, each block's lines together (and nothing joined);
    neither: in reading order, a table's cells each on their own lines."""
    mode = ["-raw"] if raw else ["-layout"] if layout else []
    return subprocess.run(
        ["pdftotext", *mode, str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def cards_by_number(path: Path, heading: str) -> dict[int, str]:
    """Each card's text by the number in its heading ("Scheda della coppia n. {n}"), from
    that heading to the next card's."""
    pattern = re.escape(heading).replace(r"\{n\}", r"(\d+)")
    parts = re.split(pattern, pdf_text(path))
    return {int(number): body for number, body in zip(parts[1::2], parts[2::2], strict=True)}


def page_pictures(
    path: Path, folder: Path, *, resolution: int = 150, colour: bool = False
) -> list[Path]:
    """Every page as a picture (pdftoppm) in `folder` (made if missing), in page order: grey
    (PGM, which zbarimg reads as well), or in colour (PPM) where the colours are what a test
    compares. Both are the pixels as drawn, uncompressed: pdftoppm writes them in a tenth of
    the time a PNG of the same page takes it (its compression is most of a PNG's cost)."""
    folder.mkdir(parents=True, exist_ok=True)
    stem = folder / path.stem
    kind = [] if colour else ["-gray"]
    subprocess.run(["pdftoppm", "-r", str(resolution), *kind, str(path), str(stem)], check=True)
    return sorted(folder.glob(f"{path.stem}-*.{'ppm' if colour else 'pgm'}"))


def qr_codes(picture: Path) -> list[str]:
    """The QR codes zbarimg reads on a page's picture (zbar-tools, installed by .ci/run)."""
    assert shutil.which("zbarimg"), "install zbar-tools (zbarimg) to read the printed QR codes"
    found = subprocess.run(
        ["zbarimg", "--quiet", "--raw", str(picture)], capture_output=True, text=True
    )
    return [line for line in found.stdout.splitlines() if line]


def address_under_code(path: Path, caption: str, length: int) -> list[str]:
    """The lines printed under the first QR code's `caption` ("Risultati online"), as many as
    make up `length` characters: the address as cut to fit under the code."""
    lines = pdf_text(path, raw=True).splitlines()
    start = lines.index(caption) + 1
    under: list[str] = []
    while len("".join(under)) < length:
        under.append(lines[start + len(under)])
    return under
