"""A long ranking is laid out a page at a time (fast), and still prints exactly the pages one
long table would: the same page breaks, rows, heading on every page, stripes and rules."""

from __future__ import annotations

import dataclasses
import datetime
import types
from pathlib import Path

import pytest

from bench.exports import standings
from tests.exports.pdf_reading import page_pictures, pdf_text
from tournament_app.exports import pdf, pdf_pages
from tournament_app.exports.documents import BurracoStandings
from tournament_app.exports.pdf_tables import grid_table


class _Clock:
    """The clock the page footer reads ("printed at"), stopped so both prints say the same."""

    class datetime(datetime.datetime):  # stands in for the module's class
        @classmethod
        def now(cls, tz: datetime.tzinfo | None = None) -> _Clock.datetime:
            return cls(2026, 12, 5, 21, 0)


def _with_long_clubs(document: BurracoStandings) -> BurracoStandings:
    """Every seventh entry's club long enough to wrap over two or three lines."""
    rows = tuple(
        dataclasses.replace(
            row,
            entry=dataclasses.replace(
                row.entry, club="Circolo Ricreativo Culturale Burraco " * (1 + row.rank % 3)
            ),
        )
        if row.rank % 7 == 0
        else row
        for row in document.rows
    )
    return dataclasses.replace(document, rows=rows)


@pytest.mark.parametrize("entries", [1, 45, 250])
@pytest.mark.parametrize("long_clubs", [False, True])
def test_pages_are_those_of_one_long_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, entries: int, long_clubs: bool
) -> None:
    monkeypatch.setattr(pdf_pages, "datetime", types.SimpleNamespace(datetime=_Clock.datetime))
    document = standings(entries, 11)
    if long_clubs:
        document = _with_long_clubs(document)
    paged = tmp_path / "paged.pdf"
    pdf.standings_pdf(document, paged)

    def one_table(grid, language, **layout):  # type: ignore[no-untyped-def]
        return grid_table(grid, language, **layout)

    monkeypatch.setattr(pdf, "paged_grid_table", one_table)
    whole = tmp_path / "whole.pdf"
    pdf.standings_pdf(document, whole)

    text = pdf_text(paged)
    assert text == pdf_text(whole)
    ours = page_pictures(paged, tmp_path / "paged", resolution=40, colour=True)
    theirs = page_pictures(whole, tmp_path / "whole", resolution=40, colour=True)
    assert ours and len(ours) == len(theirs)
    for mine, reference in zip(ours, theirs, strict=True):
        assert mine.read_bytes() == reference.read_bytes(), mine.name
    if entries == 250:
        assert len(ours) > 6
        # The heading is repeated on every page.
        pages = text.split("\f")[:-1]
        assert all("Giocatori" in page for page in pages)
