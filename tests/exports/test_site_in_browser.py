"""The results site in a real browser (Debian's chromium, driven by Playwright as the hall's
browser tests drive it). At a phone's 390 px a round page's names wrap between words, never
letter by letter ("Pal/um/bo/Fra/nc/es/ca"), each on at most two lines; the rank, the names and
the VP of every pair are on the screen, none past its right edge, with nothing to scroll
sideways, on the standings, a round's page and a pair's page; the heading row stays in view as
a long list scrolls. At a desktop's 1280 px every column of every table is on the screen. A
figures' heading stands right over its figures. The browser is tests/hall/browsers.py's."""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path

import pytest

from tests.exports.specimens import burraco_report, make_header, scala40_report
from tournament_app.exports.documents import (
    BurracoStandingRow,
    BurracoStandings,
    BurracoTableResult,
    EntryHistory,
    EntryRef,
    EntryRow,
    HistoryRow,
    Player,
    RoundResults,
    TournamentReport,
)
from tournament_app.exports.html import write_site
from tournament_app.exports.labels import text

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


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
    _headings_stand_over_their_figures(page)
    desktop = browser.new_page(viewport=DESKTOP)
    desktop.set_default_timeout(5000)
    desktop.goto((tmp_path / "turno-1.html").as_uri())
    _headings_stand_over_their_figures(desktop)


def _headings_stand_over_their_figures(page) -> None:
    """Every figures' heading shown ends where its figures end (a phone shows a secondary
    column's heading beside each value instead)."""
    rights = page.evaluate(
        """() => [...document.querySelectorAll('thead th.n')].filter(th => th.offsetWidth)
           .map(th => {
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


@pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_standings_heading_stays_in_view_while_the_list_scrolls(
    browser, tmp_path: Path, screen: dict[str, int]
) -> None:
    """A phone (the finger on the list) or a desktop scrolling down a long standings list
    keeps the heading row in view above the rows passing under it."""
    from playwright.sync_api import TimeoutError as BrowserTimeout

    report = burraco_report("it")
    rows = report.standings.rows
    many = tuple(
        dataclasses.replace(rows[i % len(rows)], rank=i + 1) for i in range(60)
    )  # a 60-pair evening
    standings = dataclasses.replace(report.standings, rows=many)
    write_site(dataclasses.replace(report, standings=standings), tmp_path)
    page = browser.new_page(viewport=screen)
    page.set_default_timeout(5000)
    page.goto((tmp_path / "index.html").as_uri())
    table = page.query_selector("table")
    table.scroll_into_view_if_needed()
    box = table.bounding_box()
    page.mouse.move(screen["width"] / 2, min(box["y"] + 200, screen["height"] - 100))
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
    assert 0 <= heading["y"] < screen["height"], f"the heading row left the screen: {heading}"
    assert first_row["y"] + first_row["height"] < heading["y"], "the list did not scroll"


# A club's evening as the audit found it: sixty pairs of long names from long-named clubs,
# four rounds, the penalty and tie-break columns, three categories: sixteen columns.
SURNAMES = (
    "Castiglioni Della Rovere",
    "D'Alessandro-Franceschini",
    "Ferraris-Cavalieri",
    "De Santis-Marchetti",
    "Sant'Ambrogio",
    "Papadopoulos",
    "Zanzottera",
    "Lo Giudice",
)
GIVEN = ("Ludovica Beatrice", "Gian Francesco", "Maria Grazia", "Carlo Alberto", "Anna Maria")
CLUBS = (
    "A.S.D. Burraco Club Città di Reggio nell'Emilia",
    "Circolo Burraco Sant'Agostino di Castelfranco Emilia",
    "Burraco & Dintorni Forlì",
)
PAIRS = tuple(
    EntryRef(
        n,
        (Player(SURNAMES[n % 8], GIVEN[n % 5]), Player(SURNAMES[(3 * n + 1) % 8], GIVEN[n % 3])),
        CLUBS[n % 3],
    )
    for n in range(1, 61)
)


def _evening(language: str = "it") -> TournamentReport:
    """Ranked i-th (from 0), a pair has 80 - i VP: 20 - (i + k) // 4 in round k + 1, which add
    up to 80 - i. Every table of every round ended 1245-725 MP, 15-5 VP (a 520 difference on
    FIBUR's 3-hand table); pair 2k + 1 sat NS against pair 2k + 2."""
    header = make_header("burraco", language, round_shown=4, rounds_planned=4)
    rows = tuple(
        BurracoStandingRow(
            rank=i + 1,
            entry=pair,
            victory_points=80 - i,
            mp_difference=4440 - 70 * i,
            tie_break_values=(7030 - 35 * i, -1 if i == 1 else 0, -100 if i == 2 else 0),
            vp_per_round=tuple(20 - (i + k) // 4 for k in range(4)),
            category="ABC"[i % 3],
            withdrawn=i == 59,
            tie_break_note=text(language, "withdrawn") if i % 4 == 1 else "",
        )
        for i, pair in enumerate(PAIRS)
    )
    standings = BurracoStandings(
        header=header,
        rows=rows,
        rounds=(1, 2, 3, 4),
        tie_break_names=(
            "Punti fatti",
            text(language, "penalty_vp_column"),
            text(language, "penalty_mp_column"),
        ),
    )
    tables = tuple(
        BurracoTableResult(t + 1, PAIRS[2 * t], PAIRS[2 * t + 1], 1245, 725, 15, 5)
        for t in range(30)
    )
    rounds = tuple(RoundResults(header, r, tables, system="Mitchell") for r in range(1, 5))
    histories = tuple(
        EntryHistory(
            pair,
            i + 1,
            tuple(
                HistoryRow(
                    r,
                    i // 2 + 1,
                    "NS" if i % 2 == 0 else "EO",
                    f"{PAIRS[i ^ 1].number} · {PAIRS[i ^ 1].names}",
                    1245 if i % 2 == 0 else 725,
                    725 if i % 2 == 0 else 1245,
                    15 if i % 2 == 0 else 5,
                    (15 if i % 2 == 0 else 5) * r,
                )
                for r in range(1, 5)
            ),
        )
        for i, pair in enumerate(PAIRS)
    )
    return TournamentReport(
        header=header,
        standings=standings,
        rounds=rounds,
        entries=tuple(EntryRow(pair) for pair in PAIRS),
        histories=histories,
    )


def _column(page, table, heading: str) -> int:
    """The 1-based column of `table` headed `heading`."""
    titles = table.eval_on_selector_all("thead th", "ths => ths.map(th => th.textContent)")
    assert heading in titles, titles
    return titles.index(heading) + 1


# Scrolls the page up or down only, the cell a third of the way down the screen; then
# whether the cell is what the screen shows at its middle (not clipped by a box, nor under
# another) and whether any box holding it has scrolled sideways.
SCROLLED_TO = """
(cell) => {
  window.scrollTo(0, cell.getBoundingClientRect().top + window.scrollY - innerHeight / 3);
  const b = cell.getBoundingClientRect();
  const seen = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  let sideways = window.scrollX;
  for (let box = cell.parentElement; box; box = box.parentElement) sideways += box.scrollLeft;
  return [seen !== null && cell.contains(seen), sideways];
}
"""


def _on_screen(page, cell, screen: dict[str, int]) -> str:
    """The cell's text, once the page is scrolled to it (up or down only) and the cell is
    found whole on the screen, nothing scrolled sideways."""
    shown_whole, sideways = cell.evaluate(SCROLLED_TO)
    box = cell.bounding_box()
    shown = cell.inner_text()
    assert box is not None and box["width"] > 0, f"{shown!r} is not shown"
    assert box["x"] >= 0 and box["x"] + box["width"] <= screen["width"], (shown, box)
    assert box["y"] >= 0 and box["y"] + box["height"] <= screen["height"], (shown, box)
    assert shown_whole, f"{shown!r} is hidden at {box}"
    assert sideways == 0
    return shown


def _nothing_to_scroll_sideways(page, screen: dict[str, int]) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= screen["width"], f"the page is {width} px wide on a {screen['width']} screen"


def _cells(table, row: int, *columns: int) -> list:
    rows = table.query_selector_all("tbody tr")
    return [rows[row].query_selector(f"td:nth-child({c})") for c in columns]


@pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_every_pairs_rank_names_and_vp_are_on_the_screen(
    browser, tmp_path: Path, screen: dict[str, int]
) -> None:
    """The standings' first pair (1st, 80 VP) and last (60th, 21 VP); round 1's first table
    (pairs 1 and 2, 15-5 VP) and last (pairs 59 and 60); pair 60's page, its four rounds at 5
    VP: each figure is read on the screen with nothing scrolled sideways."""
    write_site(_evening("it"), tmp_path)
    page = browser.new_page(viewport=screen)
    page.set_default_timeout(5000)

    page.goto((tmp_path / "index.html").as_uri())
    _nothing_to_scroll_sideways(page, screen)
    standings = page.query_selector("table")
    vp = _column(page, standings, "PV")
    for row, rank, pair, points in ((0, "1", PAIRS[0], "80"), (-1, "60", PAIRS[-1], "21")):
        rank_cell, names, vp_cell = _cells(standings, row, 1, 3, vp)
        assert _on_screen(page, rank_cell, screen) == rank
        assert " ".join(_on_screen(page, names, screen).split()) == pair.names
        assert _on_screen(page, vp_cell, screen) == points

    page.goto((tmp_path / "turno-1.html").as_uri())
    _nothing_to_scroll_sideways(page, screen)
    results = page.query_selector("table")
    ns, ew = _column(page, results, "PV NS"), _column(page, results, "PV EO")
    for row in (0, -1):
        for cell, points in zip(_cells(results, row, ns, ew), ("15", "5"), strict=True):
            assert _on_screen(page, cell, screen) == points

    page.goto((tmp_path / "n-60.html").as_uri())
    _nothing_to_scroll_sideways(page, screen)
    history = page.query_selector("table")
    vp = _column(page, history, "PV")
    for row in range(4):
        (cell,) = _cells(history, row, vp)
        assert _on_screen(page, cell, screen) == "5"


def test_a_scala40_ranking_figure_is_on_a_phones_screen(browser, tmp_path: Path) -> None:
    """Scala 40's standings rank by placement points, then the penalty: the first and the
    last player's on a phone's screen, nothing to scroll sideways."""
    report = scala40_report("en")
    write_site(report, tmp_path)
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(5000)
    page.goto((tmp_path / "index.html").as_uri())
    _nothing_to_scroll_sideways(page, PHONE)
    standings = page.query_selector("table")
    points = _column(page, standings, "Placement pts")
    penalty = _column(page, standings, "Total penalty")
    for row, line in ((0, report.standings.rows[0]), (-1, report.standings.rows[-1])):
        points_cell, penalty_cell = _cells(standings, row, points, penalty)
        assert _on_screen(page, points_cell, PHONE) == str(line.placement_points)
        assert _on_screen(page, penalty_cell, PHONE) == str(line.penalty_total)


def test_at_1280_px_every_column_of_every_table_is_on_the_screen(browser, tmp_path: Path) -> None:
    """The sixteen columns of the evening's standings (R1-R4 and the tie-break last), a
    round's ten, a pair's eight: each heading shown whole within the screen's width."""
    write_site(_evening("en"), tmp_path)
    page = browser.new_page(viewport=DESKTOP)
    page.set_default_timeout(5000)
    for name, least in (("index.html", 16), ("turno-1.html", 10), ("n-1.html", 6)):
        page.goto((tmp_path / name).as_uri())
        _nothing_to_scroll_sideways(page, DESKTOP)
        boxes = page.evaluate(
            """() => [...document.querySelectorAll('thead th')].map(th => {
                 const b = th.getBoundingClientRect();
                 return [th.textContent, b.left, b.right, b.width, th.scrollWidth, th.clientWidth];
               })"""
        )
        assert len(page.query_selector("table").query_selector_all("thead th")) >= least
        for heading, left, right, width, wanted, given in boxes:
            assert width > 0, f"{name}: {heading!r} is not shown"
            assert left >= 0 and right <= DESKTOP["width"], (name, heading, left, right)
            assert wanted <= given + 1, f"{name}: {heading!r} is cut"
