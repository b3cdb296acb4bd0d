"""The sentence catalogues' .po files as Babel reads them, read once a test process.

Reading one takes Babel about a quarter of a second; three test files read both languages'
at import or per test, so each worker read them six times. The tests only read what Babel
made of them, never change it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.i18n_build import read_catalogue

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog


def read_po(source: Path) -> Catalog:
    """`i18n_build.read_catalogue(source)`, read the first time it is asked for."""
    return _read(source.resolve())


@cache
def _read(source: Path) -> Catalog:
    return read_catalogue(source)
