"""The installed program has its page templates: the bundle's data carries every one where
the program looks for them, a results site renders from that copy alone, and the smoke test
checks the frozen bundle has them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import smoke_test
from jinja2 import FileSystemLoader
from spec_support import package_data

from tests.exports.specimens import burraco_report
from tournament_app.exports import templating
from tournament_app.exports.html import site_pages
from tournament_app.hall import pages

ROOT = Path(__file__).resolve().parents[2]


def test_a_site_and_a_hall_page_render_from_the_bundles_copy_of_the_templates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the files the bundle is given, laid out as in the bundle: every page renders."""
    bundle = tmp_path / "_internal"
    for source, folder in package_data(ROOT):
        if Path(source).is_relative_to(templating.TEMPLATES):
            (bundle / folder).mkdir(parents=True, exist_ok=True)
            shutil.copy(source, bundle / folder)
    shipped = bundle / templating.TEMPLATES.relative_to(ROOT)
    assert {p.name for p in shipped.iterdir()} == {p.name for p in templating.TEMPLATES.iterdir()}
    monkeypatch.setattr(templating._ENVIRONMENT, "loader", FileSystemLoader(shipped))
    monkeypatch.setattr(templating._ENVIRONMENT, "cache", None)  # none kept from the sources

    report = burraco_report("it")
    site = dict(site_pages(report))
    hall = pages.page_html(
        header=report.header,
        title="Classifica",
        body=pages.refusal_body("Nessun turno"),
        path="/standings",
        query={},
        counter=1,
        updated="aggiornato alle 21:00:00",
    )

    assert len(site) == 11 and all("</main>" in page for page in site.values())
    assert '<main id="live">' in hall and "Nessun turno" in hall
    required = {(folder, pattern) for folder, pattern, _why in smoke_test.REQUIRED_FILES}
    assert ("tournament_app/templates", "page.html") in required
