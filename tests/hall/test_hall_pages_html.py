"""The hall's HTML from the services' values, without a server."""

from __future__ import annotations

from tests.builders.pairs_evenings import PairsEvening, five_pairs_round_one
from tests.builders.snapshots import with_services
from tests.builders.tournaments import burraco_tournament, pair, published_round, scala40_tournament
from tournament_app.hall import pages
from tournament_app.hall.sheet_pages import sheet_body
from tournament_app.services import (
    BurracoSettings,
    PlayerSpec,
    Scala40Form,
    Scala40Format,
    Scala40Settings,
    Services,
    hall_pages,
    open_services,
)
from tournament_app.services.teams.demo import team_event

PAIRS_EVENING = with_services(five_pairs_round_one)
TEAM_ROUND_ONE = with_services(team_event)


def test_an_individual_player_sees_the_partner_apart_from_the_opponents(services):
    """My table names the line partner under its own heading, never the player again."""
    tid = burraco_tournament(services, settings=BurracoSettings(individual=True))
    for n in range(1, 9):
        services.entries.add(tid, [PlayerSpec(f"Giocatore{n}", "X")])
    published_round(services, tid)
    found = hall_pages.my_table(services, tid, 1, language="en")
    (partner,) = [e for e in found.sittings[0].line if e.number != 1]

    body = pages.my_table_body("en", found, "1", None)

    _, _, rest = body.partition("<h4>Partner</h4>")
    partners, _, opponents = rest.partition("<h4>Opponents</h4>")
    assert f"Giocatore{partner.number} X" in partners
    assert "Giocatore1 X" not in partners + opponents
    assert opponents.count("<li>") == 2


def test_a_scala40_pair_sees_its_pair_and_the_pair_it_plays(database_snapshot):
    """Scala 40 in pairs: My table names the table and the pair's place, the pair's two
    players (partners, opposite each other) and the other pair as the opponents."""
    url, evening = database_snapshot(PAIRS_EVENING)
    services = open_services(url)
    try:
        _pairs_my_table(services, evening)
    finally:
        services.close()


def _pairs_my_table(services: Services, evening: PairsEvening) -> None:
    first = evening.matches[0]
    for language, words in (
        ("it", ("Tavolo 1 · coppia 1", "La tua coppia", "Avversari", "coppia 2")),
        ("en", ("Table 1 · pair 1", "Your pair", "Opponents", "pair 2")),
    ):
        found = hall_pages.my_table(services, evening.tournament, first.winner, language=language)
        body = pages.my_table_body(language, found, str(first.winner), None)
        assert all(word in body for word in words), (language, body)
        _, _, opponents = body.partition(words[2])
        assert f"Rossi{first.loser} Anna" in opponents and f"Rossi{first.winner}" not in opponents
        assert "posto" not in body and "seat" not in body


def test_a_scala40_pair_s_history_shows_its_matches(database_snapshot):
    """A pair's history on the phone: each match's hands won and lost and its match points
    under their own headings, not a place at the table and placement points."""
    url, evening = database_snapshot(PAIRS_EVENING)
    services = open_services(url)
    try:
        second = evening.matches[1]
        header = hall_pages.hall_header(services, evening.tournament, language="it")
        history = hall_pages.hall_history(services, evening.tournament, second.loser, language="it")
        body = pages.history_body(history, header)
    finally:
        services.close()
    assert "Mani" in body and "Punti partita" in body and "1–3" in body
    assert "piazzamento" not in body


def test_a_team_event_s_standings_rank_the_teams_first(database_snapshot):
    """The phone's standings of a team event: the team ranking, then the pairs'."""
    url, tid = database_snapshot(TEAM_ROUND_ONE)
    services = open_services(url)
    try:
        body = pages.standings_body(hall_pages.hall_standings(services, tid, language="it"))
        teams = services.teams.standings(tid)
    finally:
        services.close()
    assert body.index("Classifica a squadre") < body.index("Rossi Anna")
    places = [body.index(f"{row.team}. {row.name.replace('&', '&amp;')}") for row in teams]
    assert places == sorted(places)


def test_a_team_event_s_my_table_names_the_match(database_snapshot):
    """Round 1 of the demo team event, round robin of four teams: match 1 is Assi di Roma
    (pairs 1, 2) against Denari & Co. (pairs 7, 8) at tables 1 and 2, so pair 1 (table 1)
    is sent to table 2 for the match's other half and pair 2 (table 2) to table 1."""
    url, tid = database_snapshot(TEAM_ROUND_ONE)
    services = open_services(url)
    try:
        found = {n: hall_pages.my_table(services, tid, n, language="en") for n in (1, 2, 7)}
        italian = hall_pages.my_table(services, tid, 1, language="it")
    finally:
        services.close()
    tables = {n: mine.sittings[0].table for n, mine in found.items()}
    assert {tables[1], tables[2]} == {1, 2} and tables[7] in (1, 2)
    said = {n: pages.my_table_body("en", mine, str(n), None) for n, mine in found.items()}
    for number in (1, 2):
        other = 3 - tables[number]
        assert (
            "Team Assi di Roma · Match 1: against Denari &amp; Co."
            f" · The match&#39;s other table: {other}"
        ) in said[number]
    assert "Team Denari &amp; Co. · Match 1: against Assi di Roma" in said[7]
    body = pages.my_table_body("it", italian, "1", None)
    assert "Squadra Assi di Roma · Incontro 1: contro Denari &amp; Co." in body


def test_a_pairs_tournament_s_my_table_names_no_team(services):
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    found = hall_pages.my_table(services, tid, 1, language="en")
    assert found.sittings[0].team is None
    assert 'class="team"' not in pages.my_table_body("en", found, "1", None)


def test_a_scala40_pairs_standings_on_the_phone(database_snapshot):
    """The phone's standings of scala 40 in pairs: pairs ranked by match points, with the
    hands won less lost, the pair resting credited its bye."""
    url, evening = database_snapshot(PAIRS_EVENING)
    services = open_services(url)
    try:
        standings = hall_pages.hall_standings(services, evening.tournament, language="it")
        body = pages.standings_body(standings)
    finally:
        services.close()
    assert "Coppie" in body and "Punti partita" in body and "Diff. mani" in body
    first = evening.matches[0]
    rows = {row.entry.number: row for row in standings.overall.rows}
    assert rows[first.winner].rank == 1 and rows[first.winner].placement_points == 2
    assert rows[evening.bye].placement_points == 2


def test_the_pairs_sheet_says_how_many_hands_win_the_match(services):
    """Before the first hand the sheet says what the match is played to: to 1 hand, the
    first hand wins it (not "a 1 mani vinte"); to 2, two hands won."""
    said = {}
    for target in (1, 2):
        settings = Scala40Settings(
            form=Scala40Form.PAIRS,
            table_size=2,
            format=Scala40Format.PLACEMENT_POINTS,
            rounds=2,
            pairs_target=target,
        )
        tid = scala40_tournament(services, 2, settings, name=f"Coppie a {target}", roster=pair)
        published_round(services, tid)
        for language in ("it", "en"):
            sheet = hall_pages.hall_sheet(services, tid, 1, 1, language=language)
            said[language, target] = sheet_body(language, sheet)
    assert "Vince la partita la coppia che vince la prima mano." in said["it", 1]
    assert "Vince la partita la prima coppia che arriva a 2 mani vinte." in said["it", 2]
    assert "The pair that wins the first hand wins the match." in said["en", 1]
    assert "The first pair to win 2 hands wins the match." in said["en", 2]
    assert "a 1 mani" not in said["it", 1] and "1 hands" not in said["en", 1]
