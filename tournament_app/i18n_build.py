"""Compile the sentence catalogues (resources/i18n/messages/*.po: the services', the command
line's, the printouts' and the window's words) to .mo with Babel: build output, never
committed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.paths import resources_dir

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

# Every word a director reads: one gettext catalogue per language, read by sentence_catalogue.
CATALOGUE_DOMAIN = "torneo"


def read_catalogue(source: Path) -> Catalog:
    """A .po as Babel reads it; the file's name is its language (it.po)."""
    from babel.messages.pofile import read_po

    with source.open("rb") as file:
        return read_po(file, locale=source.stem, domain=CATALOGUE_DOMAIN)


def catalogue_problems(catalogue: Catalog) -> list[str]:
    """What would leave a sentence out of the compiled catalogue, or break it: Babel's own
    checks, and entries fuzzy or untranslated (the compiler skips both)."""
    problems = [
        f"{message.context}: {error}" for message, errors in catalogue.check() for error in errors
    ]
    for message in catalogue:
        if not message.id:
            continue
        if message.fuzzy:
            problems.append(f"{message.context}: marked fuzzy")
        if not message.string:
            problems.append(f"{message.context}: no sentence")
    return problems


def compile_catalogues(folder: Path | None = None) -> list[Path]:
    """Compile every .po in the folder whose .mo is missing or older; return the .mo paths.
    A catalogue with a problem stops the build (a sentence would be missing at run time)."""
    from babel.messages.mofile import write_mo

    folder = folder or resources_dir() / "i18n" / "messages"
    made: list[Path] = []
    for source in sorted(folder.glob("*.po")):
        target = source.with_suffix(".mo")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            catalogue = read_catalogue(source)
            problems = catalogue_problems(catalogue)
            if problems:
                raise SystemExit(f"{source}: " + "; ".join(problems))
            # Written aside, then put in place whole: a program reading it meanwhile, or another
            # test worker compiling it too, never sees half a catalogue.
            partial = target.with_name(f"{target.name}.{os.getpid()}.part")
            with partial.open("wb") as file:
                write_mo(file, catalogue)
            partial.replace(target)
        made.append(target)
    return made


if __name__ == "__main__":
    for path in compile_catalogues():
        print(path)
