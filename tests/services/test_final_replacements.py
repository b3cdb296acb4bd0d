"""A grand-final invitee who withdraws before the final starts: the next of the same season
ranking not already entered is proposed, and once confirmed entered in the place."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import scala40_tournament
from tests.services.test_scala40_ranking_cut import CLUB, _stage
from tournament_app.services import (
    Game,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentDraft,
)
from tournament_app.services.log.words import change_text
from tournament_app.services.season.final import start_final
from tournament_app.services.season.ranking import SeasonRules, season_ranking
from tournament_app.services.stage_replacements import proposed_replacement, replace_qualifier

# A season of one running elimination, 40 players: its ranking has no ties at the top.
SEASON = SeasonRules(Game.SCALA40, include_running=True)
FINAL = TournamentDraft(Game.SCALA40, "Finale", date="2026-07-04", settings=Scala40Settings())


def _final_of_three(services: Services) -> tuple[int, str]:
    """The season's top 3 invited; the season's 4th, next for any place."""
    season = scala40_tournament(services, 40, CLUB, date="2026-03-01")
    _stage(services, season, 1, [200 + t for t in range(1, 11)])
    final = start_final(services, FINAL, SEASON, 3).tournament.id
    return final, season_ranking(services, SEASON).rows[3].name


# The season played and the final started, built once per process and backend and copied.
STATES = {"final_of_three": with_services(_final_of_three)}
start, database_url = snapshot_fixtures(STATES)
final_of_three = state_value("final_of_three")


def test_the_next_of_the_season_takes_the_invitation(
    services: Services, final_of_three: tuple[int, str]
) -> None:
    """Invitee 2 withdraws: the season's 4th is proposed, then entered as N. 4; the log says
    so in the director's words."""
    final, fourth = final_of_three
    proposal = proposed_replacement(services, final, 2)
    assert proposal is not None and proposal.season
    assert (proposal.replacement, proposal.replacement_name) == (4, fourth)
    assert len(services.entries.list(final)) == 3  # only proposed
    replace_qualifier(services, final, 2)
    entries = {e.number: e for e in services.entries.list(final)}
    assert entries[2].withdrawn and entries[4].names == fourth
    logged = services.audit.list(final)[0]
    assert "sostituito alla finale da" in change_text(logged, "it")
    assert "the next in the season ranking" in change_text(logged, "en")


def test_once_the_final_has_started_there_is_no_invitation_to_pass_on(
    services: Services, final_of_three: tuple[int, str]
) -> None:
    """Round 1 of the final published: a withdrawal is an ordinary one."""
    final, _fourth = final_of_three
    services.rounds.publish(final, services.rounds.generate(final).number)
    assert proposed_replacement(services, final, 2) is None
    with pytest.raises(ServiceError):
        replace_qualifier(services, final, 2)
    assert not services.entries.get(final, 2).withdrawn


def test_undo_takes_the_new_invitee_back(
    services: Services, final_of_three: tuple[int, str]
) -> None:
    """Undone, the invitee is back and the entry added for the next of the season is gone."""
    final, _fourth = final_of_three
    replace_qualifier(services, final, 2)
    services.audit.undo_last(final)
    entries = services.entries.list(final)
    assert [e.number for e in entries] == [1, 2, 3] and not any(e.withdrawn for e in entries)
