"""A team event on the projector (issue #19): the team ranking above the pairs' one, and each
pair's team beside its names in the seating."""

from __future__ import annotations

import re
from html import unescape

from tests.builders.snapshots import with_services
from tournament_app.services.teams.demo import team_event
from tournament_app.ui.projector.window import ProjectorWindow

TEAM_ROUND_ONE = with_services(team_event)


def _words(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).replace("\u00a0", " ").split())


def test_the_projector_ranks_the_teams_and_names_each_pair_s_team(qtbot, ui_context_from):
    context, tid = ui_context_from(TEAM_ROUND_ONE)
    context.open_tournament(tid)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.reload()
    standings = _words(window.standings.text())
    teams = context.services.teams.standings(tid)
    assert standings.startswith("Team standings")
    places = [standings.index(f"{row.name} {row.vp} VP") for row in teams]
    assert places == sorted(places) and places[-1] < standings.index("Standings", 15)
    seating = _words(window.seating.text())
    team = context.services.teams.list(tid)[0]
    first = team.pairs[0]
    assert f"{first.entry} {first.names} ({team.name})" in seating


def test_the_projector_marks_a_withdrawn_team(qtbot, ui_context_from):
    """Denari & Co.'s pair 7 withdrawn (its team left one pair): its line says withdrawn, as a
    withdrawn pair's does; no other team's does."""
    context, tid = ui_context_from(TEAM_ROUND_ONE)
    context.services.entries.withdraw(tid, 7)
    context.open_tournament(tid)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.reload()
    teams = _words(window.standings.text()).split("Standings", 1)[0]  # the pairs' below
    assert teams.startswith("Team standings") and "Denari & Co. (withdrawn)" in teams
    assert teams.count("(withdrawn)") == 1
