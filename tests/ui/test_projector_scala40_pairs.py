"""Scala 40 in pairs on the projector (issue #19): each table's two pairs one against the
other, and the standings' match points with the hands won less lost, in the window's
language."""

from __future__ import annotations

import re
from html import unescape

from tests.builders.pairs_evenings import five_pairs_round_one
from tests.builders.snapshots import with_services
from tournament_app.ui.projector.window import ProjectorWindow

EVENING = with_services(five_pairs_round_one)


def _text(html: str) -> str:
    """The page's words: the markup out, every space a plain one."""
    return unescape(re.sub(r"<[^>]+>", " ", html)).replace("\u00a0", " ")


def test_the_projector_shows_pairs_matches_and_match_points(qtbot, ui_context_from) -> None:
    context, evening = ui_context_from(EVENING)
    context.open_tournament(evening.tournament)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.reload()
    seating = " ".join(_text(window.seating.text()).split())
    first = evening.matches[0]
    assert f"{first.winner} Rossi{first.winner}" in seating
    assert f"v {first.loser} Rossi{first.loser}" in seating  # one pair against the other
    # The pair sitting out: the bye where a table's number stands.
    assert f"bye {evening.bye} Rossi{evening.bye}" in seating
    standings = " ".join(_text(window.standings.text()).split())
    assert "2 match pts · hands: +3" in standings  # the first table's winner, 3-0
    assert "0 match pts · hands: -2" in standings  # the second's loser, 1-3
    assert "penalty points" not in standings
