"""The page templates hold markup only: every word a reader sees comes from the sentence
catalogue through the code (`exports.labels.text`, `hall.words.hall_text`), so a template
never speaks only one language."""

from __future__ import annotations

import re

from tournament_app.exports.templating import TEMPLATES

_NOT_SHOWN = re.compile(r"\{#.*?#\}|\{%.*?%\}|\{\{.*?\}\}|<[^>]*>", re.DOTALL)


def test_no_template_writes_a_word_of_its_own() -> None:
    pages = sorted(TEMPLATES.glob("*.html"))
    assert len(pages) >= 8
    for page in pages:
        shown = _NOT_SHOWN.sub(" ", page.read_text(encoding="utf-8"))
        words = re.findall(r"[^\W\d_]{2,}", shown)
        assert not words, f"{page.name} writes {words}: put them in the catalogue"
