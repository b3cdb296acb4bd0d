"""Scala 40 all'italiana (issue #19): placement points played as a round robin in groups.

The groups are the entries' own (given at registration) or drawn by Torneo; every round of
each group follows a schedule fixed from round 1, every pair of a group sharing a table as
evenly as tables of four allow (16 players: 5 rounds, every pair exactly once); standings per
group and overall."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from tests.builders.tournaments import play_out, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    PlayerSpec,
    Scala40Format,
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
from tournament_app.services.messages import describe
from tournament_app.services.rules import italiana_default_rounds
from tournament_app.services.setting_words import setting_rows
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import settings_from_json, settings_to_json


def _italiana(rounds: int, group_size: int = 16) -> Scala40Settings:
    return Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS,
        rounds=rounds,
        seating=Scala40Seating.ITALIANA,
        group_size=group_size,
    )


def _play_all(services: Services, tournament_id: TournamentId, rounds: int) -> Counter:
    """Generate, publish and play every round; how often each pair (lower first) met."""
    met: Counter[tuple[int, int]] = Counter()
    for _ in range(rounds):
        made = services.rounds.generate(tournament_id)
        assert made.system == "scala40_italiana"
        services.rounds.publish(tournament_id, made.number)
        for table in made.tables:
            met.update(combinations(sorted(table.players), 2))
            play_out(services, tournament_id, made.number, table.table)
    return met


def _groups(services: Services, tournament_id: TournamentId) -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for entry in services.entries.list(tournament_id):
        assert entry.group, f"entry {entry.number} has no group"
        found.setdefault(entry.group, set()).add(entry.number)
    return found


def test_groups_given_at_registration_meet_as_the_design_says(services: Services) -> None:
    tournament_id = scala40_tournament(services, players=24, settings=_italiana(5))
    for number in range(1, 25):
        services.entries.edit(tournament_id, number, group="Nord" if number <= 16 else "Sud")

    met = _play_all(services, tournament_id, 5)

    north, south = set(range(1, 17)), set(range(17, 25))
    for a, b in met:
        assert (a in north) == (b in north), "players of different groups never share a table"
    # 16 players at tables of 4 for 5 rounds: every pair exactly once (the affine plane).
    assert all(met[pair] == 1 for pair in combinations(sorted(north), 2))
    # 8 players for 5 rounds: each meets 15 table-mates among 7, so some pair 3 times: no more.
    assert max(met[pair] for pair in combinations(sorted(south), 2)) == 3
    assert all(met[pair] for pair in combinations(sorted(south), 2))

    sections = dict(services.standings.by_group(tournament_id))
    assert set(sections) == {"Nord", "Sud"}
    for name, players in (("Nord", north), ("Sud", south)):
        rows = sections[name]
        assert {row.entry for row in rows} == players
        assert rows[0].rank == 1
        assert [row.points for row in rows] == sorted((row.points for row in rows), reverse=True)
    overall = services.standings.overall(tournament_id)
    assert len(overall) == 24
    best_of_each = {sections["Nord"][0].entry, sections["Sud"][0].entry}
    assert overall[0].entry in best_of_each
    assert all(row.group in ("Nord", "Sud") for row in overall)


def test_torneo_draws_even_groups_when_the_entries_have_none(services: Services) -> None:
    tournament_id = scala40_tournament(services, players=16, settings=_italiana(3, group_size=8))
    first = services.rounds.generate(tournament_id)
    groups = _groups(services, tournament_id)
    assert sorted(groups) == ["A", "B"]
    assert [len(groups["A"]), len(groups["B"])] == [8, 8]
    # Each group plays at its own tables: group A's two, then group B's two.
    assert [set(t.players) <= groups["A"] for t in first.tables] == [True, True, False, False]

    services.rounds.publish(tournament_id, 1)
    met: Counter[tuple[int, int]] = Counter()
    for table in first.tables:
        met.update(combinations(sorted(table.players), 2))
        play_out(services, tournament_id, 1, table.table)
    met += _play_all(services, tournament_id, 2)
    for players in groups.values():
        # 8 players, 3 rounds: 9 table-mates among 7 others, so no pair more than twice.
        assert max(met[pair] for pair in combinations(sorted(players), 2)) == 2
    assert all((a in groups["A"]) == (b in groups["A"]) for a, b in met)


def test_the_schedule_carries_on_without_a_withdrawn_player(services: Services) -> None:
    tournament_id = scala40_tournament(services, players=16, settings=_italiana(5))
    _play_all(services, tournament_id, 1)
    services.entries.withdraw(tournament_id, 7)
    second = services.rounds.generate(tournament_id)
    seated = sorted(p for t in second.tables for p in t.players)
    assert seated == [p for p in range(1, 17) if p != 7]
    assert sorted(len(t.players) for t in second.tables) == [3, 4, 4, 4]
    met: Counter[tuple[int, int]] = Counter()
    for number in (1, 2):
        for table in services.rounds.get(tournament_id, number).tables:
            met.update(combinations(sorted(table.players), 2))
    assert max(met.values()) == 1, "the schedule still seats nobody with a table-mate again"


def test_some_players_with_a_group_and_some_without_is_refused(services: Services) -> None:
    tournament_id = scala40_tournament(services, players=8, settings=_italiana(3, group_size=4))
    services.entries.edit(tournament_id, 1, group="A")
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tournament_id)
    assert refused.value.code is ErrorCode.PAIRING_FAILED
    assert "2, 3, 4, 5, 6, 7, 8" in describe(refused.value, "it")
    assert "Registrazione" in describe(refused.value, "it")
    assert "Registration" in describe(refused.value, "en")
    assert services.rounds.numbers(tournament_id) == ()


def test_a_group_smaller_than_a_table_is_refused(services: Services) -> None:
    with pytest.raises(ServiceError) as refused:
        scala40_tournament(services, settings=_italiana(3, group_size=3))
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert "almeno 4 giocatori per girone" in describe(refused.value, "it")
    assert "at least 4 players per group" in describe(refused.value, "en")


@pytest.mark.parametrize(
    ("size", "italian", "english"),
    [
        (
            1,
            "un girone all'italiana di 1 giocatore non riempie un tavolo da 4",
            "an all'italiana group of 1 player does not fill a table of 4",
        ),
        (
            2,
            "un girone all'italiana di 2 giocatori non riempie un tavolo da 4",
            "an all'italiana group of 2 players does not fill a table of 4",
        ),
    ],
)
def test_a_group_too_small_says_its_players_as_many_as_they_are(
    services: Services, size: int, italian: str, english: str
) -> None:
    """A group of 1 is "1 giocatore", of 2 "2 giocatori"; nothing is created."""
    with pytest.raises(ServiceError) as refused:
        scala40_tournament(services, settings=_italiana(3, group_size=size))
    assert italian in describe(refused.value, "it")
    assert english in describe(refused.value, "en")
    assert services.tournaments.list() == ()


def test_the_setting_is_stored_worded_and_defaults_to_meeting_everyone_once() -> None:
    settings = _italiana(5, group_size=12)
    assert settings_from_json(Game.SCALA40, settings_to_json(settings)) == settings
    rows = dict(setting_rows(settings, "it"))
    assert "all'italiana" in rows["Disposizione dal 2° turno"]
    assert rows["Giocatori per girone (sorteggiati)"] == "12"
    assert italiana_default_rounds(_italiana(1, group_size=16)) == 5
    assert italiana_default_rounds(_italiana(1, group_size=12)) == 4
    assert italiana_default_rounds(_italiana(1, group_size=8)) == 3


def test_the_whole_schedule_is_known_before_round_1_and_played_as_planned(
    services: Services,
) -> None:
    tournament_id = scala40_tournament(services, players=16, settings=_italiana(3, group_size=8))
    planned = services.rounds.italiana_schedule(tournament_id)
    assert len(planned) == 3
    assert [[t.group for t in tables] for tables in planned] == [["A", "A", "B", "B"]] * 3
    for number, tables in enumerate(planned, start=1):
        made = services.rounds.generate(tournament_id)
        assert [t.players for t in made.tables] == [t.players for t in tables]
        assert services.rounds.italiana_schedule(tournament_id) == planned
        services.rounds.publish(tournament_id, number)
        for table in made.tables:
            play_out(services, tournament_id, number, table.table)


def test_a_schedule_is_refused_for_another_format(services: Services) -> None:
    tournament_id = scala40_tournament(services, players=8)
    with pytest.raises(ServiceError) as refused:
        services.rounds.italiana_schedule(tournament_id)
    assert "all'italiana" in describe(refused.value, "it")
    assert "placement points" in describe(refused.value, "en")


def test_the_tournament_file_carries_the_groups_and_rounds(
    services: Services, tmp_path: Path
) -> None:
    tournament_id = scala40_tournament(services, players=8, settings=_italiana(3, group_size=4))
    _play_all(services, tournament_id, 1)
    path = export_tournament_file(services, tournament_id, tmp_path / "italiana.torneo")
    imported = import_tournament_file(services, path).tournament_id
    settings = services.tournaments.get(imported).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.seating, settings.group_size) == (Scala40Seating.ITALIANA, 4)
    assert services.rounds.get(imported, 1).system == "scala40_italiana"
    assert _groups(services, imported) == _groups(services, tournament_id)


def test_seats_swapped_by_hand_keep_the_rest_of_the_group_meeting_evenly(
    services: Services,
) -> None:
    tournament_id = scala40_tournament(services, players=16, settings=_italiana(5))
    first = services.rounds.generate(tournament_id)
    # The director swaps two players of different tables before publishing round 1.
    a, b = first.tables[0].players[0], first.tables[1].players[0]
    services.rounds.swap(tournament_id, 1, a, b)
    services.rounds.publish(tournament_id, 1)
    met: Counter[tuple[int, int]] = Counter()
    for table in services.rounds.get(tournament_id, 1).tables:
        met.update(combinations(sorted(table.players), 2))
        play_out(services, tournament_id, 1, table.table)
    planned = services.rounds.italiana_schedule(tournament_id)
    assert [t.players for t in planned[0]] == [
        t.players for t in services.rounds.get(tournament_id, 1).tables
    ]
    met += _play_all(services, tournament_id, 4)
    # Any round 1 is a first round of the affine plane: still every pair exactly once.
    assert all(met[pair] == 1 for pair in combinations(range(1, 17), 2))


def test_a_round_added_after_play_keeps_the_rounds_played(services: Services) -> None:
    tournament_id = scala40_tournament(services, players=12, settings=_italiana(3, group_size=12))
    _play_all(services, tournament_id, 3)
    played = [services.rounds.get(tournament_id, n).tables for n in (1, 2, 3)]
    settings = services.tournaments.get(tournament_id).settings
    services.tournaments.edit(tournament_id, settings=replace(settings, rounds=4))
    planned = services.rounds.italiana_schedule(tournament_id)
    assert [[t.players for t in tables] for tables in planned[:3]] == [
        [t.players for t in tables] for tables in played
    ]
    fourth = services.rounds.generate(tournament_id)
    assert [t.players for t in fourth.tables] == [t.players for t in planned[3]]


def test_a_late_arrival_sits_at_the_smallest_table_and_joins_its_group(
    services: Services,
) -> None:
    tournament_id = scala40_tournament(services, players=16, settings=_italiana(3, group_size=8))
    _play_all(services, tournament_id, 1)
    late = services.entries.add(tournament_id, [PlayerSpec("Ritardo", "Ugo")]).number
    second = services.rounds.generate(tournament_id)
    (table,) = [t for t in second.tables if late in t.players]
    assert len(table.players) == 5
    groups = {e.number: e.group for e in services.entries.list(tournament_id)}
    mates = [p for p in table.players if p != late]
    assert groups[late] == groups[mates[0]] and groups[late] in ("A", "B")
    assert sum(1 for g in groups.values() if g == groups[late]) == 9
