"""A team event when pairs withdraw: a round robin keeps the calendar drawn at the start (a
team that can no longer field two pairs leaves its opponent of the day the bye), the
withdrawal that leaves a team one pair says so in both languages and faces, and the team
ranking marks that team withdrawn. Calendars worked out by hand on the Berger tables."""

from __future__ import annotations

from tests.builders.teams import DANESE, play_round, round_robin, team_event
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import Services, TournamentId
from tournament_app.services.messages.teams import team_out_sentence
from tournament_app.services.teams.values import TeamOut


def _matches(
    services: Services, tournament: TournamentId, number: int
) -> list[tuple[int, int | None]]:
    return [(m.home, m.away) for m in services.teams.matches(tournament, number)]


def test_a_round_robin_keeps_its_calendar_when_a_team_withdraws(services: Services) -> None:
    """Six teams, five rounds. Berger: round 1 1-6, 2-5, 3-4; round 2 6-4, 5-3, 1-2; round 3
    2-6, 3-1, 4-5; round 4 6-5, 1-4, 2-3; round 5 3-6, 4-2, 5-1. Both pairs of team 3 (5 and
    6) withdraw after round 2: each later round plays its calendar's matches without team 3,
    whose opponent of the day rests (1, then 2, then 6); nothing of rounds 1-2 comes back,
    so each round is published without a question."""
    tournament = team_event(services, 6, round_robin(5))
    play_round(services, tournament)
    play_round(services, tournament)
    services.entries.withdraw(tournament, 5)
    services.entries.withdraw(tournament, 6)
    for number in (3, 4, 5):
        assert play_round(services, tournament) == number
        assert services.rounds.check(tournament, number).ok
    assert [_matches(services, tournament, n) for n in (3, 4, 5)] == [
        [(2, 6), (4, 5), (1, None)],
        [(6, 5), (1, 4), (2, None)],
        [(4, 2), (5, 1), (6, None)],
    ]
    met = [
        frozenset(match)
        for n in range(1, 6)
        for match in _matches(services, tournament, n)
        if None not in match
    ]
    assert len(met) == len(set(met)) == 15 - 3  # every pair of teams once, but 3's last three


def test_a_withdrawal_that_leaves_a_team_one_pair_warns(services: Services) -> None:
    """Pair 7 of team 4 (Denari: 7, 8) withdrawn: the team can no longer field two pairs, and
    the withdrawal says so; pair 8 withdrawn after it says nothing more (the team was out
    already), and neither does a pair brought back."""
    tournament = team_event(services, 4)
    first = services.entries.withdraw(tournament, 7)
    assert first.withdrawn and first.team_out == TeamOut(4, "Denari")
    assert services.entries.withdraw(tournament, 8).team_out is None
    assert services.entries.withdraw(tournament, 8, False).team_out is None


def test_the_warning_says_what_follows_and_how_to_bring_the_team_back(services: Services) -> None:
    """In each language, the window's way and the command line's."""
    out = TeamOut(4, "Denari")
    assert team_out_sentence(out, 7, 2, "it") == (
        "La squadra 4 (Denari) ora ha una sola coppia in gioco: non può più schierare una"
        " formazione, quindi è fuori dai prossimi turni e la coppia che le resta non siede"
        " (nel girone all'italiana, la squadra che doveva incontrarla riposa). Per riportarla"
        " in gioco, riammetti una coppia («Ritira / riammetti» nella pagina Registrazione)."
    )
    assert team_out_sentence(out, 7, 2, "en", "cli") == (
        "Team 4 (Denari) now has only one pair in play: it can no longer field a line-up, so"
        " it is out of the next rounds and its remaining pair is not seated (in a round robin,"
        " the team due to meet it has the bye). To bring it back, reinstate a pair (torneo"
        " entry withdraw -t 2 7 --back)."
    )


def test_a_pair_in_reserve_keeps_its_team_in_play(services: Services) -> None:
    """Team 1 of three pairs (1, 2, 3): pair 1 withdrawn leaves 2 and 3 to field, no
    warning; pair 2 after it leaves one. A pairs tournament's withdrawal warns of nothing."""
    tournament = burraco_tournament(services, 5, round_robin(3))
    services.teams.add(tournament, "Assi", [1, 2, 3])
    services.teams.add(tournament, "Bassotti", [4, 5])
    assert services.entries.withdraw(tournament, 1).team_out is None
    assert services.entries.withdraw(tournament, 2).team_out == TeamOut(1, "Assi")
    pairs = burraco_tournament(services, 4)
    assert services.entries.withdraw(pairs, 1).team_out is None


def test_a_team_left_one_pair_is_out_of_the_danese_and_marked_withdrawn(
    services: Services,
) -> None:
    """Danese, four teams, two rounds played; pair 7 of team 4 withdraws. Round 3 seats one
    match and one bye among teams 1-3, neither of team 4's pairs; the team ranking marks
    team 4 withdrawn (its matches played stay counted), and no other team."""
    tournament = team_event(services, 4, DANESE)
    play_round(services, tournament)
    play_round(services, tournament)
    services.entries.withdraw(tournament, 7)
    play_round(services, tournament)
    played = _matches(services, tournament, 3)
    assert len(played) == 2 and [m for m in played if m[1] is None]
    assert {team for match in played for team in match if team} == {1, 2, 3}
    seated = {n for t in services.rounds.get(tournament, 3).tables for n in (*t.ns, *t.ew)}
    assert seated.isdisjoint({7, 8})
    ranking = {row.team: row for row in services.teams.standings(tournament)}
    assert [team for team, row in ranking.items() if row.withdrawn] == [4]
    assert ranking[4].played == 2
