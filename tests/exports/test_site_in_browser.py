"""The results site in a real browser at a phone's width (Debian's chromium, driven by
Playwright as the hall's browser tests drive it): at 390 px a round page's names wrap between
words, never letter by letter ("Pal/um/bo/Fra/nc/es/ca"), each on at most two lines; the table
scrolls sideways instead, its heading row staying in view as it scrolls down; a figures'
heading stands right over its figures. The browser is tests/hall/browsers.py's."""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path

from tests.exports.specimens import burraco_report
from tournament_app.exports.documents import BurracoTableResult, EntryRef, Player
from tournament_app.exports.html import write_site

PHONE = {"width": 390, "height": 844}


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


def test_the_standings_heading_stays_in_view_while_the_list_scrolls(
    browser, tmp_path: Path
) -> None:
    """A phone scrolling down a long standings list (the finger on the list) keeps the
    heading row in view above the rows passing under it."""
    from playwright.sync_api import TimeoutError as BrowserTimeout

    report = burraco_report("it")
    rows = report.standings.rows
    many = tuple(
        dataclasses.replace(rows[i % len(rows)], rank=i + 1) for i in range(60)
    )  # a 60-pair evening
    standings = dataclasses.replace(report.standings, rows=many)
    write_site(dataclasses.replace(report, standings=standings), tmp_path)
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(5000)
    page.goto((tmp_path / "index.html").as_uri())
    table = page.query_selector("table")
    table.scroll_into_view_if_needed()
    box = table.bounding_box()
    page.mouse.move(PHONE["width"] / 2, min(box["y"] + 200, PHONE["height"] - 100))
    for _ in range(6):
        page.mouse.wheel(0, 400)
    # The first row passes under the heading as the list scrolls: waited for (within the
    # step's bound), and a heading that scrolls away with it is said by the checks below.
    with contextlib.suppress(BrowserTimeout):
        page.wait_for_function(
            """() => document.querySelector('tbody tr').getBoundingClientRect().bottom
                     < document.querySelector('thead th').getBoundingClientRect().top"""
        )
    heading = page.query_selector("thead th").bounding_box()
    first_row = page.query_selector("tbody tr").bounding_box()
    assert 0 <= heading["y"] < PHONE["height"], f"the heading row left the screen: {heading}"
    assert first_row["y"] + first_row["height"] < heading["y"], "the list did not scroll"
