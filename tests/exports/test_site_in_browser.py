"""The results site in a real browser at a phone's width (Debian's chromium, driven by
Playwright as the hall's browser tests drive it): at 390 px a round page's names wrap between
words, never letter by letter ("Pal/um/bo/Fra/nc/es/ca"), each on at most two lines; the table
scrolls sideways instead; a figures' heading stands right over its figures."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pytest

from tests.exports.specimens import burraco_report
from tournament_app.exports.documents import BurracoTableResult, EntryRef, Player
from tournament_app.exports.html import write_site

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def chromium() -> str:
    found = shutil.which("chromium")
    if found is None:
        reason = "chromium is not installed (apt-get install chromium): site not tried in a browser"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}")
        pytest.skip(reason)
    return found


@pytest.fixture
def browser(chromium: str):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"], timeout=30_000
        )
        try:
            yield launched
        finally:
            launched.close()


def _long_names(entry: EntryRef) -> EntryRef:
    """The pair renamed with the long names a phone cut letter by letter."""
    n = entry.number
    players = (Player(f"Palumbo{n}", "Francesca Maria"), Player(f"Mastrogiacomo{n}", "Gianfilippo"))
    return dataclasses.replace(entry, players=players, club="Circolo Sud")


def _report():
    report = burraco_report("it")
    rounds = tuple(
        dataclasses.replace(
            results,
            tables=tuple(
                dataclasses.replace(t, ns=_long_names(t.ns), eo=_long_names(t.eo) if t.eo else None)
                if isinstance(t, BurracoTableResult)
                else t
                for t in results.tables
            ),
        )
        for results in report.rounds
    )
    return dataclasses.replace(report, rounds=rounds)


# The lines a cell's text takes on screen: the distinct tops of its text's line boxes.
LINES_OF = """
(cell) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const tops = new Set();
  for (const rect of range.getClientRects()) {
    if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}
"""


def test_a_round_page_at_390_px_keeps_names_whole_words(browser, tmp_path: Path) -> None:
    report = _report()
    assert report.rounds, "the specimen has no round"
    write_site(report, tmp_path)
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(5000)
    page.goto((tmp_path / "turno-1.html").as_uri())
    names = page.query_selector_all("tbody td:nth-child(3), tbody td:nth-child(5)")
    assert names, "no names on the round page"
    for cell in names:
        shown = cell.inner_text()
        if "Palumbo" not in shown:
            continue
        lines = cell.evaluate(LINES_OF)
        assert lines <= 2, f"{shown!r} takes {lines} lines at 390 px"
    # Every figures' heading ends where its figures end.
    rights = page.evaluate(
        """() => [...document.querySelectorAll('thead th.n')].map(th => {
             const i = th.cellIndex + 1;
             const cell = document.querySelector(`tbody tr td:nth-child(${i})`);
             const text = (e) => { const r = document.createRange(); r.selectNodeContents(e);
                                   const b = r.getBoundingClientRect(); return b.right; };
             return [th.innerText, text(th), cell && cell.innerText ? text(cell) : null];
           })"""
    )
    assert rights
    for heading, heading_right, figure_right in rights:
        if figure_right is not None:
            assert abs(heading_right - figure_right) <= 2, (heading, heading_right, figure_right)
    page.close()
