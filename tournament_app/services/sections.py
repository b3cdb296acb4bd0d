"""Groups (gironi) and categories as the standings, the prize list and the seating use them:
one section per category or group however its entries spell it.

A category is typed in the window, on the command line and in an imported spreadsheet, and
the same letter comes in upper and lower case ("B" and "b") and with stray spaces. The user
guide treats a name typed in either case as the same, and so is a category: they are compared
as `names.name_key` compares names (case and spacing do not count), and each section is shown
under one spelling. Databases already hold mixed spellings, so this is done where the sections
are read, not only where a category is written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from tournament_app.names import name_key


def section_names(spellings: Iterable[str | None]) -> dict[str, str]:
    """Each spelling typed (blank ones left out) -> the name its section is shown under.

    The name is chosen from the spellings alone, whatever order the entries come in, so every
    face and every station shows the same one: an all-capital spelling when there is one
    (FIBUR's categories are capital letters, and a section's name then stays put however
    many entries are typed in lower case later), else the spelling most entries have, else
    the first in code-point order (capitals before small letters: "Nord" before "nord").
    Runs of spaces inside a name count as one, and the name is shown trimmed.
    """
    typed = [spelling for spelling in spellings if spelling is not None and spelling.strip()]
    counts = Counter(" ".join(spelling.split()) for spelling in typed)
    chosen: dict[str, str] = {}
    for spelling in sorted(counts, key=lambda s: (not s.isupper(), -counts[s], s)):
        chosen.setdefault(name_key(spelling), spelling)
    return {spelling: chosen[name_key(spelling)] for spelling in typed}


def section_of(names: dict[str, str], spelling: str | None) -> str | None:
    """The section `spelling` belongs to under `names` (`section_names`); None: no section."""
    return names.get(spelling) if spelling is not None else None


def sections_by_entry(spellings: Mapping[int, str | None]) -> dict[int, str]:
    """Entry number -> its section's name (`section_names`), entries without one left out."""
    names = section_names(spellings.values())
    return {number: names[typed] for number, typed in spellings.items() if typed in names}
