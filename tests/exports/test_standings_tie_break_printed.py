"""The printed standings (burraco) carry the window's Tie-break column: which tie-break put a
pair below the one above ("per punti fatti"), and for pairs level on everything, that they
share the place until lots are drawn ("pari merito: sorteggio da fare"), read back from the
PDF (tests/builders/ties.py `ties_below_a_tie_break`)."""

from __future__ import annotations

import random
from pathlib import Path

from pypdf import PdfReader

from tests.builders.ties import ONE_ROUND, ties_below_a_tie_break
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import Services
from tournament_app.services import exports as actions

TIED_IT, TIED_EN = "pari merito: sorteggio da fare", "tied: draw of lots to be made"


def _printed(services: Services, tid: int, path: Path, language: str) -> str:
    actions.standings_pdf(services, tid, path, language=language)  # type: ignore[arg-type]
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


def test_the_tie_break_and_the_draw_to_make_are_printed(services: Services, tmp_path: Path):
    """5 first; 1 and 3 level (the first of them "per punti fatti" below 5); 6 fourth; 2 and
    4 level (the first "per punti fatti" below 6): four rows wait for the draw, two of them
    also say the tie-break that placed them."""
    tid = burraco_tournament(services, 6, ONE_ROUND)
    ties_below_a_tie_break(services, tid)
    text = _printed(services, tid, tmp_path / "classifica.pdf", "it")
    assert "Spareggio" in text
    assert text.count(TIED_IT) == 4
    assert text.count(f"per punti fatti; {TIED_IT}") == 2
    english = _printed(services, tid, tmp_path / "standings.pdf", "en")
    assert "Tie-break" in english
    assert english.count(TIED_EN) == 4
    assert english.count(f"by MP scored; {TIED_EN}") == 2


def test_once_lots_are_drawn_no_draw_is_left_to_make(services: Services, tmp_path: Path):
    """Lots drawn between 1 and 3: the second of them is below "per sorteggio"; 2 and 4 still
    wait for theirs."""
    tid = burraco_tournament(services, 6, ONE_ROUND)
    ties_below_a_tie_break(services, tid)
    services.standings.draw_lots(tid, (1, 3), rng=random.Random(7))
    text = _printed(services, tid, tmp_path / "classifica.pdf", "it")
    assert text.count(TIED_IT) == 2
    assert "per sorteggio" in text


def test_no_draw_among_the_tie_breaks_no_draw_to_make(services: Services, tmp_path: Path):
    """Without the draw among its tie-breaks a full tie stays shared: nothing to draw, no
    mark; the tie-breaks that did separate rows are still printed."""
    from dataclasses import replace

    from scoring.standings import TieBreak

    settings = replace(
        ONE_ROUND, tie_breaks=tuple(t for t in ONE_ROUND.tie_breaks if t is not TieBreak.DRAW)
    )
    tid = burraco_tournament(services, 6, settings)
    ties_below_a_tie_break(services, tid)
    text = _printed(services, tid, tmp_path / "classifica.pdf", "it")
    assert TIED_IT not in text
    assert text.count("per punti fatti") == 2
