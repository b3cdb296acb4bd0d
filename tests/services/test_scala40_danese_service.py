"""Scala 40 placement points seated the Danese way (issue #19): round 1 is a draw, rounds 2 and
3 seat the players by the standings after the round before, 1st-4th at table 1, ...;
withdrawn players are not seated; keeping apart passes over earlier table-mates."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from pathlib import Path

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    Scala40Format,
    Scala40Hand,
    Scala40Seating,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.setting_words import setting_rows
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import settings_from_json, settings_to_json

DANESE = Scala40Settings(
    format=Scala40Format.PLACEMENT_POINTS, rounds=3, seating=Scala40Seating.DANESE
)


def _play_in_seat_order(
    services: Services, tournament_id: TournamentId, number: int, table: int
) -> None:
    """Play a table so its seats finish in order (first seat wins, last seat out first),
    every total different from every other table's: the penalties grow with the table's
    number, so nobody in the tournament ties."""
    sheet = services.results.sheet(tournament_id, number, table)
    first, second, third, *rest = sheet.players
    version = sheet.version or None
    # Hand 1: the second seat closes; the last seats (one or two) reach the limit.
    hands = [
        Scala40Hand(
            points=(
                (first, table),
                (third, 40 + table),
                *((p, 101 + table + i) for i, p in enumerate(rest)),
            ),
            closer=second,
        ),
        Scala40Hand(points=((second, 50), (third, 70 + table)), closer=first),
        Scala40Hand(points=((second, 60 + table),), closer=first),
    ]
    for hand in hands:
        sheet = services.results.enter_hand(
            tournament_id, number, table, hand, expected_version=version
        )
        version = sheet.version
    assert sheet.finished


def _play_round(services: Services, tournament_id: TournamentId) -> list[tuple[int, ...]]:
    """Generate, publish and play the next round; its tables, table 1 first."""
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    for table in made.tables:
        _play_in_seat_order(services, tournament_id, made.number, table.table)
    return [table.players for table in made.tables]


def _drawn(services: Services, players: int, settings: Scala40Settings) -> TournamentId:
    """A tournament whose recorded draw (the last tie-break) ranks the higher entry numbers
    first, so every place in the standings is its own and the order is the standings'."""
    tournament_id = scala40_tournament(services, players=players, settings=settings)
    services.standings.record_draw(tournament_id, list(range(players, 0, -1)))
    return tournament_id


def _standings(services: Services, tournament_id: TournamentId, after: int) -> list[int]:
    rows = services.standings.overall(tournament_id, after_round=after)
    assert len({row.rank for row in rows}) == len(rows)
    return [row.entry for row in rows]


def test_rounds_after_the_first_follow_the_standings(services: Services) -> None:
    tournament_id = _drawn(services, 16, DANESE)
    _play_round(services, tournament_id)
    after_one = _standings(services, tournament_id, 1)
    second = _play_round(services, tournament_id)
    assert second == [tuple(after_one[i : i + 4]) for i in range(0, 16, 4)]
    assert services.rounds.get(tournament_id, 2).system == "scala40_danese"

    # A withdrawn player is not seated: 15 players sit at three tables of 5.
    after_two = _standings(services, tournament_id, 2)
    gone = after_two[5]
    services.entries.withdraw(tournament_id, gone)
    third = services.rounds.generate(tournament_id)
    present = [entry for entry in after_two if entry != gone]
    assert [t.players for t in third.tables] == [tuple(present[i : i + 5]) for i in range(0, 15, 5)]


def test_eighteen_players_sit_the_tables_of_five_at_the_bottom(services: Services) -> None:
    tournament_id = _drawn(services, 18, DANESE)
    _play_round(services, tournament_id)
    ranked = _standings(services, tournament_id, 1)
    second = services.rounds.generate(tournament_id)
    assert [t.players for t in second.tables] == [
        tuple(ranked[0:4]),
        tuple(ranked[4:8]),
        tuple(ranked[8:13]),
        tuple(ranked[13:18]),
    ]


def test_keeping_apart_passes_over_earlier_table_mates(services: Services) -> None:
    settings = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS,
        rounds=3,
        seating=Scala40Seating.DANESE,
        keep_apart=True,
    )
    tournament_id = _drawn(services, 16, settings)
    earlier = [*_play_round(services, tournament_id), *_play_round(services, tournament_id)]
    met = {frozenset(pair) for table in earlier for pair in combinations(table, 2)}
    ranked = _standings(services, tournament_id, 2)
    third = services.rounds.generate(tournament_id)
    # Table 1 by the rule: the leader, then each time the best-ranked player left who met
    # nobody already seated there.
    expected = [ranked[0]]
    for entry in ranked[1:]:
        if len(expected) < 4 and all(frozenset((entry, s)) not in met for s in expected):
            expected.append(entry)
    assert len(expected) == 4
    assert third.tables[0].players == tuple(expected)
    # Without keeping apart, table 1 would be the top four, two of whom sat together.
    assert tuple(ranked[:4]) != tuple(expected)


def test_a_draw_tournament_still_redraws_every_round(services: Services) -> None:
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tournament_id = scala40_tournament(services, players=16, settings=settings)
    _play_round(services, tournament_id)
    second = services.rounds.generate(tournament_id)
    assert second.system == "scala40"


def test_older_settings_read_as_the_draw() -> None:
    stored = settings_to_json(DANESE)
    assert settings_from_json(Game.SCALA40, stored) == DANESE
    del stored["seating"], stored["keep_apart"]
    older = settings_from_json(Game.SCALA40, stored)
    assert older.seating is Scala40Seating.DRAW
    assert older.keep_apart is False


def test_a_danese_round_travels_in_the_tournament_file(services: Services, tmp_path: Path) -> None:
    tournament_id = _drawn(services, 8, DANESE)
    _play_round(services, tournament_id)
    second = services.rounds.generate(tournament_id)
    path = export_tournament_file(services, tournament_id, tmp_path / "danese.torneo")
    imported = import_tournament_file(services, path).tournament_id
    assert services.tournaments.get(imported).settings.seating is Scala40Seating.DANESE
    again = services.rounds.get(imported, 2)
    assert (again.system, again.tables) == (second.system, second.tables)


def test_the_settings_say_the_seating_only_for_placement_points() -> None:
    rows = dict(setting_rows(replace(DANESE, keep_apart=True), "it"))
    assert rows["Disposizione dal 2° turno"] == "Danese: tavoli per classifica (1°-4°, 5°-8°, …)"
    assert rows["Separa chi si è già incontrato"] == "Sì"
    english = dict(setting_rows(DANESE, "en"))
    assert (
        english["Seating from round 2"] == "Danish: tables by the standings (1st-4th, 5th-8th, …)"
    )
    assert english["Keep apart who already met"] == "No"
    drawn = dict(setting_rows(replace(DANESE, seating=Scala40Seating.DRAW), "en"))
    assert drawn["Seating from round 2"] == "draw, avoiding players who already met"
    assert "Keep apart who already met" not in drawn
    elimination = dict(setting_rows(Scala40Settings(), "en"))
    assert "Seating from round 2" not in elimination
