"""A team event on the results site (issue #19): the index ranks the teams above the pairs,
and a round's page shows each match's two tables, every pair named with its team, and the
match's team VP once both tables are in."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from tests.builders.snapshots import with_services
from tests.hall import evenings
from tournament_app.exports.html import site_pages
from tournament_app.services import Services, TournamentId
from tournament_app.services.reports.documents import tournament_report
from tournament_app.services.teams.demo import team_event

STATES = {"team_round_one": with_services(team_event)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def team_round_one(start: tuple[str, Any]) -> TournamentId:
    return start[1]


def _words(page: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", page)).split())


@pytest.mark.parametrize(
    ("language", "ranking", "matches", "pair"),
    [
        ("it", "Classifica a squadre", "Incontri del turno 1", "coppia"),
        ("en", "Team standings", "Matches of round 1", "pair"),
    ],
)
def test_the_site_shows_the_teams(
    services: Services,
    team_round_one: TournamentId,
    language: str,
    ranking: str,
    matches: str,
    pair: str,
) -> None:
    report = tournament_report(services, team_round_one, language=language)  # type: ignore[arg-type]
    pages = dict(site_pages(report))
    index = _words(pages["index.html"])
    teams = services.teams.standings(team_round_one)
    assert ranking in index
    # The teams in their order, before the pairs' ranking.
    places = [index.index(f"{row.team}. {row.name}") for row in teams]
    assert places == sorted(places) and places[-1] < index.index("Rossi Anna")
    first = _words(pages["turno-1.html"])
    assert matches in first
    (match, *_) = services.teams.matches(team_round_one, 1)
    home = next(row for row in teams if row.team == match.home)
    assert f"{home.name} – {pair} 1" in first
    assert f"{match.home_vp}–{match.away_vp}" in first
