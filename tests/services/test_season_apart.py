"""A team event and a grand final are competitions of their own: the season ranking of the
club's evenings leaves them out, names them, and counts one only when the director asks."""

from __future__ import annotations

from dataclasses import replace

from tests.builders.seasons import SEASON, evenings_and_team_event, one_afternoon
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import play_out, published_round
from tournament_app.services import Services, TournamentDraft, TournamentId
from tournament_app.services.season.apart import Apart, set_apart
from tournament_app.services.season.final import start_final
from tournament_app.services.season.ranking import (
    SeasonRules,
    season_candidates,
    season_document,
    season_ranking,
)
from tournament_app.services.settings import Game, Scala40Settings

AUTUMN = SeasonRules(Game.BURRACO, "2026-09-01", "2027-08-31", include_running=True)


def played_final(services: Services) -> tuple[int, int]:
    """The scala 40 afternoon of 1 March (one winner, three sharing 2nd), then its grand final
    of those four, dated 20 June inside the season, started from the ranking and played out
    (seat 1 wins, the three others share 2nd) and finished: (afternoon, final)."""
    one_afternoon(services)
    afternoon = services.tournaments.list()[0].id
    draft = TournamentDraft(Game.SCALA40, "Finale di giugno", "2026-06-20", "", Scala40Settings())
    final = start_final(services, draft, SEASON, 4).tournament.id
    play_out(services, final, published_round(services, final), 1)
    services.tournaments.finish(final)
    return afternoon, final


STATES = {
    "autumn": with_services(evenings_and_team_event),
    "final_played": with_services(played_final),
}
start, database_url = snapshot_fixtures(STATES)
autumn = state_value("autumn")
final_played = state_value("final_played")


def _points(ranking) -> list[int]:
    return sorted((row.points for row in ranking.rows), reverse=True)


def test_a_team_event_is_left_out_and_named(services, autumn) -> None:
    """Two evenings of four pairs (each night two winning pairs share 1st: 4 points a player,
    two losing pairs share 3rd: 2), the same pairs winning both, and a team event of eight
    pairs running: only the evenings count, 8 + 8 for the winners' four players, 2 + 2 for
    the losers' four; the team event's sixteen players are not ranked, and it is named."""
    settembre, ottobre, teams = autumn
    ranking = season_ranking(services, AUTUMN)
    assert [t.id for t in ranking.tournaments] == [settembre, ottobre]
    assert [t.id for t in ranking.team_events] == [teams]
    assert ranking.finals == ()
    assert _points(ranking) == [8, 8, 8, 8, 4, 4, 4, 4]
    document = season_document(ranking, "en")
    assert document.team_events == ("Campionato a squadre",)


def test_a_team_event_counts_when_named_or_ticked(services, autumn) -> None:
    """Named (--tournaments) or ticked (`also_counted`), the team event counts: its eight
    pairs ranked by their standings, the best of eight getting 8 points; sixteen more
    players ranked, and it is no longer named as left out."""
    settembre, ottobre, teams = autumn
    named = season_ranking(services, replace(AUTUMN, tournament_ids=(TournamentId(teams),)))
    ticked = season_ranking(services, replace(AUTUMN, also_counted=(TournamentId(teams),)))
    assert [t.id for t in named.tournaments] == [teams]
    assert [t.id for t in ticked.tournaments] == [settembre, ottobre, teams]
    for ranking in (named, ticked):
        assert ranking.team_events == ()
        team_players = [r for r in ranking.rows if [x.tournament_id for x in r.results] == [teams]]
        assert len(team_players) == 16
        assert max(r.points for r in team_players) == 8
    assert len(named.rows) == 16 and len(ticked.rows) == 8 + 16


def test_the_window_lists_what_is_apart_beside_the_rest(services, autumn) -> None:
    """Every tournament the season could count is listed, the team event marked as one, even
    when the director left an evening out."""
    settembre, ottobre, teams = autumn
    rules = replace(AUTUMN, left_out=(TournamentId(settembre),))
    listed = [(c.summary.id, c.apart) for c in season_candidates(services, rules)]
    assert listed == [(settembre, None), (ottobre, None), (teams, Apart.TEAM_EVENT)]
    assert [t.id for t in season_ranking(services, rules).tournaments] == [ottobre]


def test_a_running_team_event_is_not_named_unless_running_ones_count(services, autumn) -> None:
    """Without counting tournaments still running, the team event (running) would not count
    anyway: nothing to say about it."""
    settembre, _ottobre, _teams = autumn
    ranking = season_ranking(services, replace(AUTUMN, include_running=False))
    assert [t.id for t in ranking.tournaments] == [settembre]
    assert ranking.team_events == ()


def test_the_grand_final_played_does_not_change_its_season(services, final_played) -> None:
    """The afternoon gives its winner 4 points and the three sharing 2nd 3 each (field of
    four). The final drawn from that ranking, dated in the season and played, is left out:
    the ranking is the afternoon's still, and the final is named."""
    afternoon, final = final_played
    ranking = season_ranking(services, SEASON)
    assert [t.id for t in ranking.tournaments] == [afternoon]
    assert [t.id for t in ranking.finals] == [final]
    assert _points(ranking) == [4, 3, 3, 3]
    assert season_document(ranking, "it").finals == ("Finale di giugno",)
    listed = {c.summary.id: c.apart for c in season_candidates(services, SEASON)}
    assert listed == {afternoon: None, final: Apart.GRAND_FINAL}


def test_the_grand_final_counts_when_the_director_asks(services, final_played) -> None:
    """Ticked, the final counts: its winner (seat 1) gets 4 more, the three sharing 2nd 3
    more; every player has played two tournaments."""
    afternoon, final = final_played
    ranking = season_ranking(services, replace(SEASON, also_counted=(TournamentId(final),)))
    assert [t.id for t in ranking.tournaments] == [afternoon, final]
    assert ranking.finals == ()
    assert all(row.tournaments == 2 for row in ranking.rows)
    assert sum(row.points for row in ranking.rows) == (4 + 3 + 3 + 3) * 2


def test_a_final_whose_invitation_was_undone_is_no_final(services) -> None:
    """The invitation taken back (undo), the tournament is no longer the season's final:
    players entered by hand make it an ordinary afternoon."""
    one_afternoon(services)
    draft = TournamentDraft(Game.SCALA40, "Finale di giugno", "2026-06-20", "", Scala40Settings())
    final = start_final(services, draft, SEASON, 4).tournament.id
    assert set_apart(services, [final]) == {final: Apart.GRAND_FINAL}
    services.audit.undo_last(final)
    assert services.entries.list(final) == ()
    assert set_apart(services, [final]) == {}
