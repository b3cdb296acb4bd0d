"""Telling a CSV read in the wrong encoding by the letters it garbles.

A file's bytes carry no name of their encoding: Torneo reads UTF-8, else Windows-1252 (what
Excel writes on Italian Windows). A list written in another encoding still decodes, to the
wrong letters: UTF-8 saved again as "ANSI" gives "CANTÃ™" for CANTÙ, a Mac's "Mac Roman"
gives "CANTô" and "Forl“", an old DOS program's code page 850 "CANTë" and invisible codes.
Imported, those names would enter the registry as new people, so the file is refused,
naming the first such text (`garbled_cell`). Only shapes no Italian list writes are taken
for garbling: an accented letter's UTF-8 read as two characters, and in a file that is not
UTF-8 an invisible code, a typographic sign written right after a letter, or a small
foreign letter right after capitals.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def _read_as_cp1252(byte: int) -> str:
    """What a byte reads as in Windows-1252 (in Latin-1 where it has no character)."""
    try:
        return bytes([byte]).decode("cp1252")
    except UnicodeDecodeError:
        return chr(byte)


# An accented letter's UTF-8 read in Windows-1252: "Ã" (or "Â") and what its second byte,
# 0x80-0xBF, reads as ("Ã™" for Ù, "Ã¨" for è).
DOUBLE_UTF8 = re.compile(
    "[ÂÃ][" + re.escape("".join(_read_as_cp1252(byte) for byte in range(0x80, 0xC0))) + "]"
)
# An invisible code of the 0x80-0x9F range: no Windows-1252 file holds one (its 0x81, 0x8D,
# 0x8F, 0x90 and 0x9D are no characters), a Mac Roman "è" and a DOS "ì" read as them.
C1_CONTROL = re.compile("[\u0080-\u009f]")
# A Windows-1252 sign of 0x80-0x9F written right after a letter: Mac Roman's à, ì, ò, ó, É
# and DOS's à, é, ò, ù read as them ("Forl“", "Citt…"). Not the apostrophes and the closing
# quote a name or a club may end with ("NICCOLO’", "Circolo “Stella”"), nor the letters
# Windows-1252 has there for French and Slavic names ("Lœwy", "Šuštar").
AFTER_LETTER = re.compile("(?<=[^\\W\\d_])[€‚ƒ„…†‡ˆ‰‹“•—˜›]")
# Capitals followed by what an Italian capital reads as from another code page: Mac Roman's
# Ù and Ò as ô and ñ, DOS's Ù, Ò and Ì as ë, ã and Þ ("CANTô", "NICCOLã"); an Italian
# keyboard's caps lock leaves à, è, ì, ò, ù small, and those are not among them.
AFTER_CAPITALS = re.compile("[A-Z]{2}[ôñëãÞ]")


def garbled_cell(cells: Sequence[Sequence[str]], *, eight_bit: bool) -> tuple[int, str] | None:
    """The first cell whose text looks read in the wrong encoding, with its line (from 1):
    None when none does. `eight_bit`: the file is not UTF-8 (nor UTF-16), and the signs only
    another code page leaves are looked for too."""
    signs = [DOUBLE_UTF8, *((C1_CONTROL, AFTER_LETTER, AFTER_CAPITALS) if eight_bit else ())]
    for line, row in enumerate(cells, start=1):
        for text in row:
            if any(sign.search(text) for sign in signs):
                return line, text.strip()
    return None
