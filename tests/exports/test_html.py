"""The results site parses cleanly, keeps user text as text, and needs nothing from outside."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.exports.specimens import BAD_NAMES, burraco_report, scala40_report
from tournament_app.exports.html import write_site

ALLOWED_TAGS = {
    "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "p", "nav", "a",
    "main", "div", "table", "thead", "tbody", "tr", "th", "td", "footer",
}  # fmt: skip
VOID = {"meta"}


class Page(HTMLParser):
    """Collects a page's tags, text cells, links and nesting errors."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.open: list[str] = []
        self.errors: list[str] = []
        self.links: list[str] = []
        self.texts: list[str] = []
        self.cells: list[str] = []
        self._cell: list[str] | None = None
        self.attributes: list[tuple[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attributes += attrs
        if tag not in VOID:
            self.open.append(tag)
        if tag == "a":
            self.links.append(dict(attrs)["href"])
        if tag in {"td", "th"}:
            self._cell = []

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
            return
        self.open.pop()
        if tag in {"td", "th"} and self._cell is not None:
            self.cells.append("".join(self._cell))
            self._cell = None

    def handle_data(self, data):
        self.texts.append(data)
        if self._cell is not None:
            self._cell.append(data)


def _parse(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


@pytest.fixture
def site(tmp_path: Path) -> Path:
    write_site(burraco_report("it"), tmp_path / "sito")
    return tmp_path / "sito"


def test_site_has_index_a_page_per_round_and_per_entry(site: Path) -> None:
    """index.html, two round pages, eight entry pages, all in one folder."""
    names = sorted(p.name for p in site.iterdir())
    assert names == sorted(
        ["index.html", "turno-1.html", "turno-2.html"] + [f"n-{n}.html" for n in range(1, 9)]
    )


def test_every_page_is_well_formed_and_self_contained(site: Path) -> None:
    """Tags nest and close, only known tags appear, and nothing is fetched from elsewhere."""
    for path in site.iterdir():
        page = _parse(path)
        assert not page.errors, (path.name, page.errors)
        assert not page.open, (path.name, page.open)
        assert set(page.tags) <= ALLOWED_TAGS, (path.name, set(page.tags) - ALLOWED_TAGS)
        assert not [a for a, v in page.attributes if a in {"src", "srcset"}]
        for link in page.links:
            assert "://" not in link and (site / link).exists(), (path.name, link)
        html = path.read_text(encoding="utf-8")
        assert 'name="viewport"' in html and "<script" not in html and "<link" not in html


def test_bad_names_come_back_as_text_not_markup(site: Path) -> None:
    """`<b>Rossi & Figli</b>` is text on the page, never a <b> element; the rest literal too."""
    page = _parse(site / "index.html")
    text = " ".join(page.texts)
    for name in BAD_NAMES:
        assert name in text
    assert "b" not in page.tags
    reason = "<script>alert(1)</script> & ritardo"  # a penalty's reason, typed by a director
    assert reason in page.cells
    assert "script" not in page.tags


def test_standings_cells_and_links_to_entries(site: Path) -> None:
    """The first row reads 1, 1, the names (linked to the entry's page), club, 25, +420."""
    page = _parse(site / "index.html")
    start = page.cells.index("<b>Rossi & Figli</b> Anna – Verdi Carlo")
    assert page.cells[start - 2 : start] == ["1", "1"]
    assert page.cells[start + 1 : start + 4] == ["Circolo <Aurora> & Co", "25", "+420"]
    assert "n-1.html" in page.links and "turno-2.html" in page.links


def test_round_page_shows_mp_and_vp(site: Path) -> None:
    """Round 1 table 1: 1250 v 900 MP, 13-7 VP."""
    cells = _parse(site / "turno-1.html").cells
    start = cells.index("Ferrari Anna – Colombo Carlo")
    assert cells[start + 1 : start + 5] == ["1250", "900", "13", "7"]


def test_entry_page_shows_its_rounds(site: Path) -> None:
    """Pair 4 played table 4 in round 1 and had the bye in round 2 (14 VP, 24 in all)."""
    page = _parse(site / "n-4.html")
    assert "N. 4 · @mario Anna – Gialli Carlo" in page.texts
    assert "riposo" in page.cells
    assert page.cells[-3:] == ["", "14", "24"]


def test_scala40_site_in_english(tmp_path: Path) -> None:
    """Scala 40 in English: headings translated, twelve players, their pages linked."""
    written = write_site(scala40_report("en"), tmp_path)
    assert len(written) == 1 + 1 + 12
    page = _parse(tmp_path / "index.html")
    assert {"Stage", "Placement pts", "Total penalty"} <= set(page.cells)
    assert '<html lang="en">' in (tmp_path / "index.html").read_text(encoding="utf-8")
    for name in BAD_NAMES:
        assert name in " ".join(page.texts)


def test_progress_counts_every_page(tmp_path: Path) -> None:
    """Progress reaches the number of pages written."""
    seen: list[tuple[int, int]] = []
    written = write_site(burraco_report("en"), tmp_path, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (len(written), len(written))


def test_points_scored_carry_no_plus_sign(site: Path) -> None:
    """MP scored are a score, not a difference: 1250, never +1250."""
    cells = _parse(site / "n-1.html").cells
    assert "1250" in cells and "+1250" not in cells


def test_exporting_again_removes_stale_pages_but_nothing_else(tmp_path: Path) -> None:
    """A second export drops pages of entries and rounds that are gone; other files stay."""
    import dataclasses

    report = burraco_report("it")
    write_site(report, tmp_path)
    (tmp_path / "logo-circolo.png").write_bytes(b"not ours")
    smaller = dataclasses.replace(
        report,
        rounds=report.rounds[:1],
        entries=report.entries[:7],
        histories=report.histories[:1],
    )
    write_site(smaller, tmp_path)
    names = {p.name for p in tmp_path.iterdir()}
    assert "turno-2.html" not in names and "n-8.html" not in names
    assert {"turno-1.html", "n-7.html", "logo-circolo.png"} <= names


def test_every_tables_width_has_its_rule_in_the_pages_style(tmp_path: Path) -> None:
    """A table laid out whole from a width (`w<rem>`) on a wide screen and stacked on a
    narrower one: the page's style has the rule stacking it below each width a table may
    be given, and not on paper."""
    import re

    from tournament_app.exports.site_layout import WHOLE_FROM

    write_site(burraco_report("it"), tmp_path)
    for page in tmp_path.iterdir():
        html = page.read_text(encoding="utf-8")
        stacking = re.findall(r"@media screen and \(max-width:([\d.]+)rem\)\{\.w(\d+)", html)
        rules = {int(w) for below, w in stacking if round(float(below) + 0.01, 2) == int(w)}
        assert rules == set(WHOLE_FROM), page.name
        used = {int(w) for w in re.findall(r'<div class="fit w(\d+)"', html)}
        assert used and used <= rules, page.name
