"""Team events through the services: teams of registered pairs, line-ups, a round of matches
seated with the lines swapped, each table entered as today, the match's team VP and the team
ranking; every refusal worded in both languages. Figures worked out by hand."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    ServiceError,
    Services,
    TeamLineUp,
    TeamMovement,
    TournamentId,
    open_services,
)
from tournament_app.services.messages import describe

TEAMS = BurracoSettings(
    event_format=EventFormat.TEAMS,
    schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
)


def _team_event(services: Services, settings: BurracoSettings = TEAMS) -> TournamentId:
    """Ten pairs: teams 1 (pairs 1, 2), 2 (3, 4), 3 (5, 6) and 4 (7, 8, 9: six players);
    pair 10 in no team yet."""
    tournament = burraco_tournament(services, 10, settings)
    for name, pairs in (("Assi", [1, 2]), ("Bassotti", [3, 4]), ("Cuori", [5, 6])):
        services.teams.add(tournament, name, pairs, club="Circolo Sud")
    services.teams.add(tournament, "Denari", [7, 8, 9])
    return tournament


def test_teams_are_listed_with_their_pairs(services: Services, team_event: TournamentId) -> None:
    """A team of three pairs has six players; the club is the team's."""
    tournament = team_event
    teams = services.teams.list(tournament)
    assert [(t.number, t.name, t.club, t.players) for t in teams] == [
        (1, "Assi", "Circolo Sud", 4),
        (2, "Bassotti", "Circolo Sud", 4),
        (3, "Cuori", "Circolo Sud", 4),
        (4, "Denari", "", 6),
    ]
    assert [p.entry for p in teams[3].pairs] == [7, 8, 9]
    assert teams[0].pairs[0].names == "Rossi1 Anna - Bianchi1 Carlo"


def test_the_default_line_up_is_the_first_two_pairs(
    services: Services, team_event: TournamentId
) -> None:
    """Team 4 fields pairs 7 and 8 unless the director says otherwise."""
    tournament = team_event
    assert services.teams.lineups(tournament, 1)[3] == TeamLineUp(1, 4, 7, 8, False)
    services.teams.set_lineup(tournament, 1, 4, 9, 7)
    assert services.teams.lineups(tournament, 1)[3] == TeamLineUp(1, 4, 9, 7, True)
    assert services.teams.lineups(tournament, 2)[3] == TeamLineUp(2, 4, 7, 8, False)


def _round_one(services: Services) -> TournamentId:
    """Round 1 published: Berger's 1 v 4 and 2 v 3, team 4 fielding pairs 9 and 7."""
    tournament = _team_event(services)
    services.teams.set_lineup(tournament, 1, 4, 9, 7)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    return tournament


def _default_team_event(services: Services) -> TournamentId:
    return _team_event(services)


# Each built once per process and backend, and copied for each test that names it.
STATES = {
    "team_event": with_services(_default_team_event),
    "round_one": with_services(_round_one),
}


start, database_url = snapshot_fixtures(STATES)
team_event = state_value("team_event")
round_one = state_value("round_one")


def test_a_match_seats_two_tables_with_the_lines_swapped(
    services: Services, round_one: TournamentId
) -> None:
    """Match 1 (team 1 home v team 4): table 1 pair 1 NS v 9, table 2 pair 7 NS v 2."""
    tournament = round_one
    seated = services.rounds.get(tournament, 1)
    assert [(t.table, t.ns, t.ew) for t in seated.tables] == [
        (1, (1,), (9,)),
        (2, (7,), (2,)),
        (3, (3,), (5,)),
        (4, (6,), (4,)),
    ]


def test_a_match_is_scored_from_both_tables_by_the_team_table(
    services: Services, round_one: TournamentId
) -> None:
    """Team 1 makes 640 + 500, team 4 245 + 300: +595 is 13-7 in the team table (3 hands);
    teams 2 and 3 win a table each by 100 on the same deals: 900-900, 10-10."""
    tournament = round_one
    for table, ns, ew in ((1, 640, 245), (2, 300, 500), (3, 500, 400), (4, 500, 400)):
        services.results.enter_totals(tournament, 1, table, ns, ew)
    matches = services.teams.matches(tournament, 1)
    assert [(m.home, m.away, m.home_mp, m.away_mp, m.home_vp, m.away_vp) for m in matches] == [
        (1, 4, 1140, 545, 13, 7),
        (2, 3, 900, 900, 10, 10),
    ]
    ranking = services.teams.standings(tournament)
    assert [(r.team, r.vp, r.mp_diff) for r in ranking] == [
        (1, 13, 595),
        (2, 10, 0),
        (3, 10, 0),
        (4, 7, -595),
    ]
    assert ranking[0].name == "Assi" and ranking[1].tied and ranking[2].tied


def test_a_match_with_a_table_missing_has_no_result_yet(
    services: Services, round_one: TournamentId
) -> None:
    """One table in: the match waits, and the ranking counts nothing of it."""
    tournament = round_one
    services.results.enter_totals(tournament, 1, 1, 640, 245)
    first = services.teams.matches(tournament, 1)[0]
    assert (first.tables, first.complete) == ((1, 2), False)
    assert {r.vp for r in services.teams.standings(tournament)} == {0}


def test_never_again_moves_teams_by_the_ranking(services: Services) -> None:
    """Never-again, round 2 after 1 v 2 (1200-400: 14-6) and 3 v 4 (1100-500: 13-7): the
    ranking 1, 3, 4, 2 meets 1 v 3 and 4 v 2, the higher ranked at home."""
    settings = BurracoSettings(
        event_format=EventFormat.TEAMS,
        team_movement=TeamMovement.NEVER_AGAIN,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
    )
    tournament = _team_event(services, settings)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    # Round 1 by registration: team 1 v 2 (tables 1-2), team 3 v 4 (tables 3-4).
    for table, ns, ew in ((1, 900, 100), (2, 300, 300), (3, 800, 200), (4, 300, 300)):
        services.results.enter_totals(tournament, 1, table, ns, ew)
    services.rounds.generate(tournament)
    matches = services.teams.matches(tournament, 2)
    assert [(m.home, m.away) for m in matches] == [(1, 3), (4, 2)]


def test_a_team_bye_scores_the_bye_vp(services: Services) -> None:
    """Three teams: the one the Berger table leaves out gets 14 VP and their team MP (705)."""
    tournament = burraco_tournament(services, 6, TEAMS)
    for name, pairs in (("Assi", [1, 2]), ("Bassotti", [3, 4]), ("Cuori", [5, 6])):
        services.teams.add(tournament, name, pairs)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    bye = [m for m in services.teams.matches(tournament, 1) if m.away is None]
    assert [(m.home_vp, m.home_mp) for m in bye] == [(14, 705)]


def test_the_teams_tables_are_there_after_an_upgrade(tmp_path: Path) -> None:
    """A database of the first schema, opened, has its teams' tables: its tournament has
    none, and a team event can be made in it."""
    fixture = Path(__file__).resolve().parent.parent / "fixtures" / "schema_0001.db"
    target = tmp_path / "club.sqlite3"
    shutil.copyfile(fixture, target)
    services = open_services(str(target))
    try:
        (summary,) = services.tournaments.list()
        assert services.teams.list(TournamentId(summary.id)) == ()
        tournament = _team_event(services)
        assert len(services.teams.list(tournament)) == 4
    finally:
        services.close()


# -- refusals, each in both languages: (what is tried, the detail, Italian, English words)
def _pairs_event(services: Services) -> None:
    services.teams.add(burraco_tournament(services, 4), "Assi", [1, 2])


REFUSALS: list[tuple[Callable[[Services, TournamentId], object], str, str, str]] = [
    (lambda s, t: s.teams.add(t, "Nuovi", [1]), "team_size", "da 4 a 6", "4 to 6"),
    (lambda s, t: s.teams.add(t, "assi", [1, 2]), "team_name_taken", "«assi»", "another name"),
    (lambda s, t: s.teams.add(t, "Nuovi", [1, 3]), "team_pair_taken", "squadra 1", "team 1"),
    (lambda s, t: s.teams.add(t, "Nuovi", [10, 10]), "team_pair_twice", "due volte", "twice"),
    (lambda s, t: s.teams.remove(t, 7), "team_unknown", "squadra 7", "team 7"),
    (lambda s, t: s.teams.set_lineup(t, 1, 1, 1, 3), "lineup_not_own", "coppia 3", "pair 3"),
    (lambda s, t: s.teams.set_lineup(t, 1, 1, 2, 2), "lineup_same_pair", "diverse", "different"),
]


@pytest.mark.parametrize(
    ("attempt", "detail", "italian", "english"), REFUSALS, ids=[r[1] for r in REFUSALS]
)
def test_refusals_say_what_is_wrong_in_both_languages(
    services: Services,
    team_event: TournamentId,
    attempt: Callable[[Services, TournamentId], object],
    detail: str,
    italian: str,
    english: str,
) -> None:
    """Nothing changes; the sentence names the trouble."""
    tournament = team_event
    before = services.teams.list(tournament)
    with pytest.raises(ServiceError) as refused:
        attempt(services, tournament)
    assert refused.value.params["detail"] == detail
    assert italian in describe(refused.value, "it")
    assert english in describe(refused.value, "en")
    assert services.teams.list(tournament) == before


def test_teams_belong_to_team_events_only(services: Services) -> None:
    """A pairs tournament refuses a team, saying how to make a team event: the tournament's
    format stands in the way, not the team typed."""
    with pytest.raises(ServiceError) as refused:
        _pairs_event(services)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    tournament = refused.value.params["tournament"]
    assert describe(refused.value, "it") == (
        f"Il torneo {tournament} è a coppie, e le squadre ci sono solo nei tornei a squadre: un"
        " torneo a squadre si fa nella procedura guidata del nuovo torneo. Non è cambiato nulla."
    )
    assert describe(refused.value, "it", face="cli") == (
        f"Il torneo {tournament} è a coppie, e le squadre ci sono solo nei tornei a squadre: un"
        f" torneo a squadre si fa con torneo tournament edit -t {tournament} --teams. Non è"
        " cambiato nulla."
    )
    assert describe(refused.value, "en") == (
        f"Tournament {tournament} is for pairs, and teams exist only in team events: a team"
        " event is made in the new-tournament wizard. Nothing changed."
    )


def test_a_round_needs_two_teams_able_to_play(services: Services) -> None:
    """One team of two pairs (the other pairs in none): no match to seat, said with what to
    do; no round is made."""
    tournament = burraco_tournament(services, 4, TEAMS)
    services.teams.add(tournament, "Assi", [1, 2])
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tournament)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params == {"detail": "too_few_teams", "teams": 1}
    assert describe(refused.value, "it") == (
        "Un turno a squadre ha bisogno di almeno due squadre con due coppie presenti, e ce ne"
        " sono 1: forma le squadre, o segna presenti le loro coppie (nella pagina"
        " Registrazione), poi genera il turno. Non è cambiato nulla."
    )
    assert describe(refused.value, "en", face="cli") == (
        "A team round needs at least two teams with two pairs present, and there are 1: make"
        " the teams, or mark their pairs present (torneo entry present -t ID NUM), then"
        " generate the round. Nothing changed."
    )
    assert services.rounds.numbers(tournament) == ()


def test_a_seated_team_cannot_be_removed_nor_its_line_up_changed(
    services: Services, round_one: TournamentId
) -> None:
    """After round 1 is published: its line-up is played, the team is in the results."""
    tournament = round_one
    with pytest.raises(ServiceError) as refused:
        services.teams.remove(tournament, 1)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "La squadra 1 ha già giocato o siede nel turno 1, quindi non si può più togliere: una"
        " squadra si toglie solo prima che un turno faccia sedere le sue coppie. Se non gioca"
        " più, ritira le sue coppie: i turni già giocati restano. Non è cambiato nulla."
    )
    with pytest.raises(ServiceError) as refused:
        services.teams.set_lineup(tournament, 1, 4, 7, 8)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "Il turno 1 è già pubblicato, quindi le sue formazioni non cambiano più: la formazione"
        " si sceglie prima di generare il turno. Finché nessun tavolo lo ha giocato, riportalo"
        " in bozza («Torna in bozza» nella pagina Turni), scegli la formazione e genera di"
        " nuovo il turno («Genera il turno successivo» nella pagina Turni). Non è cambiato"
        " nulla."
    )
    assert describe(refused.value, "en", face="cli") == (
        f"Round 1 is already published, so its line-ups no longer change: a line-up is chosen"
        f" before the round is generated. While no table has played it, take it back to draft"
        f" (torneo round unpublish -t {tournament} -r 1), choose the line-up and generate the"
        f" round again (torneo round generate -t {tournament}). Nothing changed."
    )
    assert services.teams.lineups(tournament, 1)[3] == TeamLineUp(1, 4, 9, 7, True)


def test_team_changes_are_undone_from_the_log(services: Services, team_event: TournamentId) -> None:
    """Undo takes back a line-up, then a team removed comes back with its pairs."""
    tournament = team_event
    services.teams.set_lineup(tournament, 1, 4, 9, 7)
    services.audit.undo_last(tournament)
    assert services.teams.lineups(tournament, 1)[3] == TeamLineUp(1, 4, 7, 8, False)
    before = services.teams.list(tournament)
    services.teams.remove(tournament, 2)
    assert [t.number for t in services.teams.list(tournament)] == [1, 3, 4]
    services.audit.undo_last(tournament)
    assert services.teams.list(tournament) == before


@pytest.mark.parametrize(
    ("settings", "italian", "english"),
    [
        (replace(TEAMS, hands=2), "2 smazzate", "choose a club table as the team VP table"),
        (replace(TEAMS, individual=True), "coppie fisse", "not both"),
    ],
    ids=["two hands without a team table", "teams and individual"],
)
def test_a_team_event_that_cannot_be_played_is_not_made(
    services: Services, settings: BurracoSettings, italian: str, english: str
) -> None:
    """Refused when made, not when the first match is scored; nothing is created."""
    with pytest.raises(ServiceError) as refused:
        burraco_tournament(services, 0, settings)
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert italian in describe(refused.value, "it")
    assert english in describe(refused.value, "en")
    assert services.tournaments.list() == ()
