"""The results site says when it was written, on every page, and a pair's history links each
opponent to that pair's own page."""

from __future__ import annotations

import datetime
import html
import re

import pytest

from tests.exports.specimens import burraco_report
from tournament_app.exports.html import entry_file, site_pages

WRITTEN = datetime.datetime(2026, 11, 29, 23, 41)


def test_every_page_says_when_the_site_was_updated() -> None:
    for language, words in (
        ("it", "aggiornato il 29 novembre 2026 alle 23:41"),
        ("en", "updated on 29 November 2026 at 23:41"),
    ):
        pages = site_pages(burraco_report(language), written=WRITTEN)
        assert len(pages) > 3
        for name, page in pages:
            assert words in page, f"{name} does not say when it was updated"


@pytest.mark.parametrize(
    ("written", "language", "words"),
    [
        (datetime.datetime(2026, 12, 8, 9, 5), "it", "aggiornato l'8 dicembre 2026 alle 09:05"),
        (datetime.datetime(2026, 12, 11, 21, 0), "it", "aggiornato l'11 dicembre 2026 alle 21:00"),
        (datetime.datetime(2026, 12, 18, 21, 0), "it", "aggiornato il 18 dicembre 2026 alle 21:00"),
        (datetime.datetime(2026, 12, 1, 21, 0), "it", "aggiornato il 1 dicembre 2026 alle 21:00"),
        (datetime.datetime(2026, 12, 8, 9, 5), "en", "updated on 8 December 2026 at 09:05"),
    ],
)
def test_the_day_takes_its_article_as_italian_reads_it(
    written: datetime.datetime, language: str, words: str
) -> None:
    """Otto and undici begin with a vowel: "l'8 dicembre", "l'11 dicembre", never "il 8"."""
    pages = site_pages(burraco_report(language), written=written)
    assert all(words in html.unescape(page) for _, page in pages)


def _cells_linking(page: str) -> dict[str, str]:
    """Each link in a table cell: its target and the cell's text."""
    return {
        href: re.sub(r"<[^>]+>", "", inner)
        for href, inner in re.findall(r'<td[^>]*><a href="([^"]+)">(.*?)</a></td>', page)
    }


def test_a_pairs_opponents_link_to_their_pages() -> None:
    """Pair 1 met pair 8, then pair 7: both named as links to n-8.html and n-7.html; pair 4's
    bye is no link."""
    pages = dict(site_pages(burraco_report("it"), written=WRITTEN))
    first = _cells_linking(pages[entry_file(1)])
    assert first[entry_file(8)].startswith("8 · Ferrari Anna"), first
    assert first[entry_file(7)].startswith("7 · "), first
    fourth = pages[entry_file(4)]
    assert entry_file(5) in _cells_linking(fourth)
    assert re.search(r"<td[^>]*>riposo</td>", fourth)
    for name, _page in pages.items():
        for href in re.findall(r'href="([^"]+)"', _page):
            assert href in pages, f"{name} links to {href}, which the site does not have"
