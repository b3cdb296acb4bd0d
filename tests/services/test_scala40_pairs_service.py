"""Scala 40 in pairs through the services (issue #19): the form kept as a setting, pairs
entered, two pairs a table, a sheet written by who closed and each player's points, the match
to 3 game points or time, match points and the ranking of pairs; Danese from round 2."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.builders.pairs_evenings import PAIRS
from tests.builders.pairs_evenings import pairs_hand as _hand
from tests.builders.tournaments import pair, player, scala40_tournament
from tournament_app.services import (
    DrawRule,
    ErrorCode,
    PairsTieBreak,
    Scala40Form,
    Scala40Hand,
    Scala40PairsHand,
    Scala40Seating,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.imports.lists import import_entries
from tournament_app.services.messages import describe
from tournament_app.services.setting_words import setting_rows


def _tournament(services: Services, pairs: int, settings: Scala40Settings = PAIRS) -> TournamentId:
    return scala40_tournament(services, pairs, settings, roster=pair)


def _round(services: Services, tournament_id: TournamentId) -> list[tuple[int, ...]]:
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    return [table.players for table in made.tables]


def _play(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    closers: list[tuple[int, int]],
    points: int = 10,
) -> None:
    sheet = services.results.pairs_sheet(tournament_id, round_number, table)
    version = sheet.version or None
    for closer in closers:
        sheet = services.results.enter_pairs_hand(
            tournament_id,
            round_number,
            table,
            _hand(closer, sheet.pairs, points),
            expected_version=version,
        )
        version = sheet.version


def test_the_form_and_its_rules_are_kept(services: Services) -> None:
    """A pairs tournament keeps its form, target, draw rule, match points and tie-breaks."""
    settings = replace(
        PAIRS,
        pairs_target=2,
        pairs_draw=DrawRule.LOWER_PENALTY,
        match_points=(3, 1, 0),
        pairs_tie_breaks=(PairsTieBreak.PENALTY_POINTS,),
    )
    tournament_id = _tournament(services, 0, settings)
    assert services.tournaments.get(tournament_id).settings == settings
    assert Scala40Settings().form is Scala40Form.SINGLES


@pytest.mark.parametrize(
    ("settings", "italian"),
    [
        (replace(PAIRS, table_size=4), "le iscrizioni per tavolo sono 2, non 4"),
        (replace(PAIRS, match_points=(1, 2, 0)), "1/2/0 non va"),
        (replace(PAIRS, pairs_target=0), "almeno 1 mano"),
    ],
)
def test_unplayable_pairs_settings_refused(
    services: Services, settings: Scala40Settings, italian: str
) -> None:
    """Tables other than two pairs, a target below 1, match points rising are refused."""
    with pytest.raises(ServiceError) as refused:
        _tournament(services, 0, settings)
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert italian in describe(refused.value, "it")
    assert services.tournaments.list() == ()


def test_entries_are_pairs(services: Services) -> None:
    """A pairs tournament enters two players an entry, and refuses one alone."""
    tournament_id = _tournament(services, 2)
    assert [len(entry.players) for entry in services.entries.list(tournament_id)] == [2, 2]
    with pytest.raises(ServiceError) as refused:
        services.entries.add(tournament_id, player(9))
    assert refused.value.code is ErrorCode.INVALID_INPUT


def test_two_pairs_a_table(services: Services) -> None:
    """Eight pairs sit at four tables of two pairs."""
    tournament_id = _tournament(services, 8)
    tables = _round(services, tournament_id)
    assert len(tables) == 4 and all(len(table) == 2 for table in tables)
    assert sorted(entry for table in tables for entry in table) == list(range(1, 9))


def test_first_to_three_wins_the_match(services: Services) -> None:
    """Each hand goes to the closer's pair; at 3 the match is over, 2 match points to 0."""
    tournament_id = _tournament(services, 2)
    ((a, b),) = _round(services, tournament_id)
    _play(services, tournament_id, 1, 1, [(a, 1), (b, 2), (a, 2)])
    sheet = services.results.pairs_sheet(tournament_id, 1, 1)
    assert dict(sheet.game_points) == {a: 2, b: 1} and not sheet.finished
    assert services.rounds.progress(tournament_id, 1).tables[0].entered is False
    _play(services, tournament_id, 1, 1, [(a, 1)])
    sheet = services.results.pairs_sheet(tournament_id, 1, 1)
    assert sheet.finished and sheet.winner == a
    assert dict(sheet.match_points) == {a: 2, b: 0}
    # Each pair: the partner's 10 in each hand it won, both players' 20 in each it lost.
    assert dict(sheet.totals) == {a: 3 * 10 + 20, b: 10 + 3 * 20}
    assert services.rounds.progress(tournament_id, 1).tables[0].entered is True
    with pytest.raises(ServiceError) as refused:
        _play(services, tournament_id, 1, 1, [(b, 1)])
    assert refused.value.code is ErrorCode.TABLE_FINISHED


@pytest.mark.parametrize(
    ("draw_rule", "winner_is_a", "points"),
    [(DrawRule.DRAW, None, (1, 1)), (DrawRule.LOWER_PENALTY, True, (2, 0))],
)
def test_time_called_level(
    services: Services, draw_rule: DrawRule, winner_is_a: bool | None, points: tuple[int, int]
) -> None:
    """Level when time is called: a draw, or the pair with fewer penalty points wins."""
    tournament_id = _tournament(services, 2, replace(PAIRS, pairs_draw=draw_rule))
    ((a, b),) = _round(services, tournament_id)
    sheet = services.results.enter_pairs_hand(
        tournament_id, 1, 1, Scala40PairsHand((a, 1), ((a, 2, 5), (b, 1, 30), (b, 2, 30)))
    )
    sheet = services.results.enter_pairs_hand(
        tournament_id,
        1,
        1,
        Scala40PairsHand((b, 1), ((a, 1, 5), (a, 2, 5), (b, 2, 0))),
        expected_version=sheet.version,
    )
    sheet = services.results.pairs_time_out(tournament_id, 1, 1, expected_version=sheet.version)
    assert sheet.finished and sheet.timed_out
    assert sheet.winner == (a if winner_is_a else None)
    assert dict(sheet.match_points) == {a: points[0], b: points[1]}
    back = services.results.remove_last_pairs_event(
        tournament_id, 1, 1, expected_version=sheet.version
    )
    assert not back.finished and len(back.hands) == 2


def test_a_hand_of_the_other_form_is_refused(services: Services) -> None:
    """A singles hand at a pairs table (and a pairs hand at a singles one) is refused."""
    tournament_id = _tournament(services, 2)
    ((a, b),) = _round(services, tournament_id)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hand(tournament_id, 1, 1, Scala40Hand(((b, 20),), closer=a))
    assert "è un torneo a coppie" in describe(refused.value, "it")
    singles = scala40_tournament(services, 4, name="Singolo")
    _round(services, singles)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_pairs_hand(singles, 1, 1, _hand((1, 1), (1, 2)))
    assert "this is a singles tournament" in describe(refused.value, "en")


def test_a_hand_missing_a_player_is_refused(services: Services) -> None:
    """Every player but the closer needs a figure; the refusal changes nothing."""
    tournament_id = _tournament(services, 2)
    ((a, b),) = _round(services, tournament_id)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_pairs_hand(
            tournament_id, 1, 1, Scala40PairsHand((a, 1), ((b, 1, 10), (b, 2, 10)))
        )
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert services.results.pairs_sheet(tournament_id, 1, 1).hands == ()


def test_a_refused_player_is_named_as_the_sheets_write_them(services: Services) -> None:
    """Points typed for the closer: the refusal names the player "2.1" (pair, then player),
    as the sheet, the window and the phones write them, not "2 / 1"."""
    tournament_id = _tournament(services, 2)
    ((a, b),) = _round(services, tournament_id)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_pairs_hand(
            tournament_id, 1, 1, Scala40PairsHand((b, 1), ((b, 1, 10), (a, 1, 5), (a, 2, 7)))
        )
    said = describe(refused.value, "it")
    assert f"n. {b}.1" in said, said
    assert f"{b} / 1" not in said


def test_the_sheet_by_pair_for_every_face(services: Services) -> None:
    """The round's sheets (printouts, the results page) show a pairs table by pair."""
    tournament_id = _tournament(services, 2)
    ((a, b),) = _round(services, tournament_id)
    _play(services, tournament_id, 1, 1, [(b, 1), (b, 2), (b, 1)])
    (sheet,) = services.results.sheets(tournament_id, 1)
    assert sheet.players == (a, b) and sheet.finished
    assert sheet.hands[0].closer == b and dict(sheet.hands[0].points) == {a: 20, b: 10}
    assert [(p.entry, p.place) for p in sheet.placings] == [(b, 1), (a, 2)]


def _by_table(services: Services, tournament_id: TournamentId, round_number: int) -> None:
    """Play every table of the round: the pair seated first wins 3-0, except at the last
    table, where time is called at 1-1 (a draw)."""
    tables = services.rounds.get(tournament_id, round_number).tables
    for table in tables:
        a, b = table.players
        if table.table == len(tables):
            _play(services, tournament_id, round_number, table.table, [(a, 1), (b, 1)])
            version = services.results.pairs_sheet(tournament_id, round_number, table.table)
            services.results.pairs_time_out(
                tournament_id, round_number, table.table, expected_version=version.version
            )
        else:
            _play(services, tournament_id, round_number, table.table, [(a, 1)] * 3)


def test_ranking_of_pairs_and_danese(services: Services) -> None:
    """Pairs rank by match points, then game-point difference; round 2 seats 1st v 2nd."""
    tournament_id = _tournament(services, 6, replace(PAIRS, seating=Scala40Seating.DANESE))
    tables = _round(services, tournament_id)
    _by_table(services, tournament_id, 1)
    rows = services.standings.overall(tournament_id)
    (w1, l1), (w2, l2), (d1, d2) = tables
    by_entry = {row.entry: row for row in rows}
    assert [by_entry[e].points for e in (w1, w2, d1, d2, l1, l2)] == [2, 2, 1, 1, 0, 0]
    assert by_entry[w1].game_point_difference == 3 and by_entry[d1].game_point_difference == 0
    assert {row.entry for row in rows[:2]} == {w1, w2} and rows[0].rank == 1
    assert " - " in by_entry[w1].name  # both players named
    order = [row.entry for row in rows]
    second = _round(services, tournament_id)
    assert [set(table) for table in second] == [
        set(order[0:2]),
        set(order[2:4]),
        set(order[4:6]),
    ]


def _two_pairs_playing(services: Services) -> TournamentId:
    tournament_id = _tournament(services, 2)
    _round(services, tournament_id)
    return tournament_id


REFUSALS = [
    (
        "pairs_table_size",
        lambda services: _tournament(services, 0, replace(PAIRS, table_size=3)),
        ("due coppie", "non 3"),
        ("two pairs a table", "not 3"),
    ),
    (
        "pairs_match",
        lambda services: _tournament(services, 0, replace(PAIRS, match_points=(2, 1, -1))),
        ("2/1/-1 non va",),
        ("2/1/-1 will not do",),
    ),
    (
        "pairs_tie_break_twice",
        lambda services: _tournament(
            services,
            0,
            replace(
                PAIRS,
                pairs_tie_breaks=(PairsTieBreak.GAME_POINTS_WON, PairsTieBreak.GAME_POINTS_WON),
            ),
        ),
        ("gp_won", "due volte"),
        ("gp_won", "listed twice"),
    ),
    (
        "pairs_hand_needed",
        lambda services: services.results.enter_hand(
            _two_pairs_playing(services), 1, 1, Scala40Hand(((2, 20),), closer=1)
        ),
        ("torneo a coppie", "quattro giocatori"),
        ("pairs tournament", "four players"),
    ),
    (
        "singles_hand_needed",
        lambda services: services.results.enter_pairs_hand(
            (tid := scala40_tournament(services, 4)),
            _round(services, tid) and 1,
            1,
            _hand((1, 1), (1, 2)),
        ),
        ("torneo singolo",),
        ("singles tournament",),
    ),
]


@pytest.mark.parametrize(
    ("key", "attempt", "italian", "english"), REFUSALS, ids=[case[0] for case in REFUSALS]
)
def test_refusals_in_each_language(
    services: Services,
    key: str,
    attempt: object,
    italian: tuple[str, ...],
    english: tuple[str, ...],
) -> None:
    """Each pairs refusal says what is wrong and what to do, in Italian and in English."""
    from tests.services.refusal_setups import ENGLISH_ONLY

    with pytest.raises(ServiceError) as refused:
        attempt(services)  # type: ignore[operator]
    assert refused.value.params.get("detail") == key
    said_it, said_en = describe(refused.value, "it"), describe(refused.value, "en")
    assert all(word in said_it for word in italian), said_it
    assert all(word in said_en for word in english), said_en
    assert "{" not in said_it + said_en
    assert ENGLISH_ONLY.findall(said_it) == [], said_it


def test_a_pairs_tournament_travels_in_its_file(services: Services, tmp_path: Path) -> None:
    """Exported and imported, a pairs tournament keeps its form, sheets and ranking."""
    tournament_id = _tournament(services, 4)
    _round(services, tournament_id)
    _by_table(services, tournament_id, 1)
    path = export_tournament_file(services, tournament_id, tmp_path / "coppie.torneo")
    imported = import_tournament_file(services, path).tournament_id
    assert services.tournaments.get(imported).settings == PAIRS
    standings = [(row.entry, row.points) for row in services.standings.overall(tournament_id)]
    assert [(row.entry, row.points) for row in services.standings.overall(imported)] == standings


def test_the_settings_in_words() -> None:
    """`tournament show` and the log name the form and the match rules of a pairs event."""
    rows = dict(setting_rows(PAIRS, "it"))
    assert rows["Forma (singolo o a coppie)"] == "a coppie"
    assert rows["Punti partita (vittoria, pareggio, sconfitta)"] == "2, 1, 0"
    assert rows["Parità allo scadere del tempo (coppie)"] == "pareggio"
    assert "Punti piazzamento" not in rows
    english = dict(setting_rows(PAIRS, "en"))
    assert english["Pairs' tie-breaks"] == "Game-point difference, Fewer penalty points"
    assert "Match points (win, draw, loss)" not in dict(setting_rows(Scala40Settings(), "en"))


def test_an_elimination_in_pairs_is_a_knockout(services: Services) -> None:
    """Elimination: each match's winner goes on, and the two winners meet in the final."""
    knockout = Scala40Settings(form=Scala40Form.PAIRS, table_size=2)
    tournament_id = _tournament(services, 4, knockout)
    tables = _round(services, tournament_id)
    for number, (first, _second) in enumerate(tables, start=1):
        _play(services, tournament_id, 1, number, [(first, 2)] * 3)
    winners = {first for first, _second in tables}
    assert set(services.rounds.going_on(tournament_id, 1)) == winners
    (final,) = _round(services, tournament_id)
    assert set(final) == winners
    _, b = final
    _play(services, tournament_id, 2, 1, [(b, 1), (b, 1), (b, 2)])
    rows = services.standings.overall(tournament_id)
    assert rows[0].entry == b and rows[0].rank == 1


def test_an_entry_list_is_read_as_pairs(services: Services, tmp_path: Path) -> None:
    """A pairs tournament reads an entry list two players a row, as burraco does."""
    tournament_id = _tournament(services, 0)
    listed = tmp_path / "coppie.csv"
    listed.write_text(
        "Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Mario;Bianchi;Anna\nVerdi;Luca;Neri;Sara\n",
        encoding="utf-8",
    )
    assert import_entries(services, tournament_id, listed).added == 2
    names = [entry.names for entry in services.entries.list(tournament_id)]
    assert names == ["Rossi Mario - Bianchi Anna", "Verdi Luca - Neri Sara"]


def test_a_hand_corrected(services: Services) -> None:
    """A hand given to the wrong pair is corrected; one that would end the match before a
    later hand is refused, naming that hand, and nothing changes."""
    tournament_id = _tournament(services, 2)
    ((a, b),) = _round(services, tournament_id)
    _play(services, tournament_id, 1, 1, [(a, 1), (a, 1), (b, 1)])
    sheet = services.results.pairs_sheet(tournament_id, 1, 1)
    sheet = services.results.correct_pairs_hand(
        tournament_id, 1, 1, 2, _hand((b, 2), (a, b), 4), expected_version=sheet.version
    )
    assert dict(sheet.game_points) == {a: 2, b: 1}
    assert sheet.hands[2].closer == (b, 2)
    _play(services, tournament_id, 1, 1, [(b, 1)])
    with pytest.raises(ServiceError) as refused:
        services.results.correct_pairs_hand(
            tournament_id, 1, 1, 2, _hand((a, 2), (a, b)), expected_version=sheet.version + 1
        )
    assert refused.value.params.get("later") == 4
    assert dict(services.results.pairs_sheet(tournament_id, 1, 1).game_points) == {a: 2, b: 2}
