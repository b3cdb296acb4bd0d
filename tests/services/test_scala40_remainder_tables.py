"""Scala 40 at tables of 4: the players the count leaves over sit at tables of 5 first (the
clubs' habit, the default) or at tables of 3 first, as the director chooses (scala40.md:
tables of 4, "3, 5 or 6 allowed where the count does not divide"; "tables of 3 or 5"
configurable). Every seating of singles at tables of 4 follows the choice: the draw, the
Danese, the all'italiana's calendar and the stages of an elimination; stored, worded, fixed
once round 1 is published, and an older tournament without it seats as before."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sqlalchemy import update

from scoring.pairing import table_sizes
from tests.builders.tournaments import play_out, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    RemainderTables,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
    rules,
)
from tournament_app.services.log.details import details_text
from tournament_app.services.messages import describe
from tournament_app.services.reports.source import PRINTED_SETTINGS
from tournament_app.services.rules import italiana_default_rounds
from tournament_app.services.scala40_tables import with_table_size
from tournament_app.services.setting_words import setting_lines, setting_rows, setting_values
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import settings_from_json, settings_to_json
from tournament_app.storage.models import TournamentRow

FIVE = RemainderTables.FIVE_FIRST
THREE = RemainderTables.THREE_FIRST

# players: (tables of 5 first, tables of 3 first), worked out by hand from the rule: as many
# tables of 4 as the choice leaves, the rest at the fewest tables of the size chosen (a
# count only the other size can seat takes it: 5 players at one table of 5, 6 at two of 3).
CASES = {
    5: ([5], [5]),
    6: ([3, 3], [3, 3]),
    7: ([4, 3], [4, 3]),
    8: ([4, 4], [4, 4]),
    9: ([5, 4], [3, 3, 3]),
    10: ([5, 5], [4, 3, 3]),
    11: ([4, 4, 3], [4, 4, 3]),
    12: ([4, 4, 4], [4, 4, 4]),
    13: ([5, 4, 4], [4, 3, 3, 3]),
    14: ([5, 5, 4], [4, 4, 3, 3]),
    15: ([5, 5, 5], [4, 4, 4, 3]),
    16: ([4, 4, 4, 4], [4, 4, 4, 4]),
    17: ([5, 4, 4, 4], [4, 4, 3, 3, 3]),
    18: ([5, 5, 4, 4], [4, 4, 4, 3, 3]),
    21: ([5, 4, 4, 4, 4], [4, 4, 4, 3, 3, 3]),
    22: ([5, 5, 4, 4, 4], [4, 4, 4, 4, 3, 3]),
}
WORDS_IT = {FIVE: "prima da 5, poi da 3", THREE: "prima da 3, poi da 5"}
WORDS_EN = {FIVE: "of 5 first, then of 3", THREE: "of 3 first, then of 5"}


def _sizes(services: Services, tournament_id: TournamentId) -> list[int]:
    """The next round generated: its tables' sizes, largest first."""
    made = services.rounds.generate(tournament_id)
    return sorted((len(table.players) for table in made.tables), reverse=True)


@pytest.mark.parametrize(
    ("players", "five_first", "three_first"), [(n, *s) for n, s in CASES.items()]
)
def test_the_tables_each_choice_makes(
    players: int, five_first: list[int], three_first: list[int]
) -> None:
    for choice, expected in ((FIVE, five_first), (THREE, three_first)):
        remainder = rules.remainder_sizes(Scala40Settings(remainder_tables=choice))
        assert table_sizes(players, remainder=remainder) == expected, choice


def test_the_default_is_tables_of_five_first_as_before() -> None:
    """The default passes nothing: the pairing library's own order, as every tournament
    made before the choice was seated."""
    assert Scala40Settings().remainder_tables is FIVE
    assert rules.remainder_sizes(Scala40Settings()) is None


@pytest.mark.parametrize("table_size", [2, 3, 5, 6])
def test_other_table_sizes_have_no_choice(table_size: int) -> None:
    """Away from tables of 4 the players spread evenly: tables of 3 first is refused, and
    tables of 5 first (the default) changes nothing."""
    settings = Scala40Settings(table_size=table_size)
    assert rules.remainder_sizes(settings) is None
    assert rules.remainder_sizes(replace(settings, remainder_tables=THREE)) is None
    rules.validate(settings)
    with pytest.raises(ServiceError) as refused:
        rules.validate(replace(settings, remainder_tables=THREE))
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert f"non da {table_size}" in describe(refused.value, "it")
    assert f"not of {table_size}" in describe(refused.value, "en")


@pytest.mark.parametrize(("choice", "sizes"), [(FIVE, [5, 4, 4]), (THREE, [4, 3, 3, 3])])
def test_the_draw_of_13_players_follows_the_choice(
    services: Services, choice: RemainderTables, sizes: list[int]
) -> None:
    tournament_id = scala40_tournament(services, 13, Scala40Settings(remainder_tables=choice))
    assert _sizes(services, tournament_id) == sizes


@pytest.mark.parametrize(("choice", "tables"), [(FIVE, [4, 4, 5]), (THREE, [4, 3, 3, 3])])
def test_a_danese_round_follows_the_choice(
    services: Services, choice: RemainderTables, tables: list[int]
) -> None:
    """13 players, placement points seated the Danese way: round 2's tables from table 1
    down, the usual table of 4 on top."""
    settings = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS,
        rounds=2,
        seating=Scala40Seating.DANESE,
        remainder_tables=choice,
    )
    tournament_id = scala40_tournament(services, 13, settings)
    first = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    for table in first.tables:
        play_out(services, tournament_id, 1, table.table)
    second = services.rounds.generate(tournament_id)
    assert second.system == "scala40_danese"
    assert [len(table.players) for table in second.tables] == tables


@pytest.mark.parametrize(("choice", "sizes"), [(FIVE, [5, 4, 4]), (THREE, [4, 3, 3, 3])])
def test_the_italiana_calendar_follows_the_choice(
    services: Services, choice: RemainderTables, sizes: list[int]
) -> None:
    """A group of 13 all'italiana: every round of the calendar drawn before round 1."""
    settings = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS,
        rounds=3,
        seating=Scala40Seating.ITALIANA,
        group_size=13,
        remainder_tables=choice,
    )
    tournament_id = scala40_tournament(services, 13, settings)
    planned = services.rounds.italiana_schedule(tournament_id)
    assert [sorted((len(t.players) for t in tables), reverse=True) for tables in planned] == [
        sizes
    ] * 3
    assert _sizes(services, tournament_id) == sizes


@pytest.mark.parametrize(("choice", "rounds"), [(FIVE, 4), (THREE, 6)])
def test_the_italiana_default_rounds_follow_the_choice(
    choice: RemainderTables, rounds: int
) -> None:
    """Groups of 13: 5 + 4 + 4 meet 22 of their 78 pairs a round, everyone in 4 rounds;
    4 + 3 + 3 + 3 meet 15, so 6."""
    settings = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS,
        seating=Scala40Seating.ITALIANA,
        group_size=13,
        remainder_tables=choice,
    )
    assert italiana_default_rounds(settings) == rounds


@pytest.mark.parametrize(("choice", "sizes"), [(FIVE, [5, 4]), (THREE, [3, 3, 3])])
def test_a_later_stage_of_an_elimination_follows_the_choice(
    services: Services, choice: RemainderTables, sizes: list[int]
) -> None:
    """36 players at nine tables of 4, each winner going on: stage 2 seats 9 players (too
    many for one final table of up to 6)."""
    tournament_id = scala40_tournament(services, 36, Scala40Settings(remainder_tables=choice))
    first = services.rounds.generate(tournament_id)
    assert [len(table.players) for table in first.tables] == [4] * 9
    services.rounds.publish(tournament_id, 1)
    for table in first.tables:
        play_out(services, tournament_id, 1, table.table)
    assert _sizes(services, tournament_id) == sizes


def test_the_choice_is_stored_and_read_back() -> None:
    settings = Scala40Settings(remainder_tables=THREE)
    stored = settings_to_json(settings)
    assert stored["remainder_tables"] == "three"
    assert settings_from_json(Game.SCALA40, stored) == settings


def test_an_older_tournament_without_the_choice_seats_as_before(services: Services) -> None:
    """Settings stored before the choice existed (no key at all) read as tables of 5 first:
    13 players still sit 5 + 4 + 4."""
    tournament_id = scala40_tournament(services, 13)
    older = settings_to_json(Scala40Settings())
    del older["remainder_tables"]
    with services.engine.begin() as connection:
        where = TournamentRow.id == tournament_id
        connection.execute(update(TournamentRow).where(where).values(settings=older))
    settings = services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.remainder_tables is FIVE
    assert _sizes(services, tournament_id) == [5, 4, 4]


def test_an_unknown_choice_is_refused_by_name() -> None:
    stored = {**settings_to_json(Scala40Settings()), "remainder_tables": "six"}
    with pytest.raises(ServiceError) as refused:
        settings_from_json(Game.SCALA40, stored)
    assert refused.value.params["setting"] == "remainder_tables"


def test_the_choice_changes_until_round_1_is_published_then_is_fixed(services: Services) -> None:
    tournament_id = scala40_tournament(services, 13)
    assert _sizes(services, tournament_id) == [5, 4, 4]  # a draft only
    three = Scala40Settings(remainder_tables=THREE)
    assert services.tournaments.edit(tournament_id, settings=three).settings == three
    assert _sizes(services, tournament_id) == [4, 3, 3, 3]  # the draft made again
    services.rounds.publish(tournament_id, 1)
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tournament_id, settings=Scala40Settings())
    assert refused.value.code is ErrorCode.STATE_REFUSED  # read in full: test_frozen_settings.py
    assert "tavoli non da 4" in describe(refused.value, "it")
    assert "tables other than 4" in describe(refused.value, "en")
    assert services.tournaments.get(tournament_id).settings == three


def test_another_table_size_takes_the_choice_back_to_the_default() -> None:
    """As the wizard hides the choice away from tables of 4 (`with_table_size`, which the
    command line's --table-size and --form go through)."""
    three = Scala40Settings(remainder_tables=THREE)
    assert with_table_size(three, 5).remainder_tables is FIVE
    assert with_table_size(three, 4) is three


def test_the_settings_say_tables_of_three_first_and_leave_the_habit_unsaid() -> None:
    """Like the house variants: the summary and the printed rules say the choice only when
    it is not the clubs' habit; the log reads it either way."""
    three = Scala40Settings(remainder_tables=THREE)
    assert dict(setting_rows(three, "it"))["Tavoli non da 4"] == WORDS_IT[THREE]
    assert dict(setting_rows(three, "en"))["Tables other than 4"] == WORDS_EN[THREE]
    assert "Tavoli non da 4: prima da 3, poi da 5" in setting_lines(three, "it", PRINTED_SETTINGS)
    assert "Tavoli non da 4" not in dict(setting_rows(Scala40Settings(), "it"))
    assert not any(
        "non da 4" in line for line in setting_lines(Scala40Settings(), "it", PRINTED_SETTINGS)
    )
    assert setting_values(Scala40Settings(), "it")["remainder_tables"] == WORDS_IT[FIVE]
    assert setting_values(Scala40Settings(), "en")["remainder_tables"] == WORDS_EN[FIVE]


def test_the_log_reads_a_change_of_the_choice_in_words(services: Services) -> None:
    tournament_id = scala40_tournament(services, 13)
    services.tournaments.edit(tournament_id, settings=Scala40Settings(remainder_tables=THREE))
    row = services.audit.list(tournament_id, limit=1)[0]
    before_it, after_it = (
        dict(line.split(": ", 1) for line in side.splitlines()) for side in details_text(row, "it")
    )
    before_en, after_en = (
        dict(line.split(": ", 1) for line in side.splitlines()) for side in details_text(row, "en")
    )
    assert (before_it, after_it) == (
        {"Tavoli non da 4": WORDS_IT[FIVE]},
        {"Tavoli non da 4": WORDS_IT[THREE]},
    )
    assert (before_en, after_en) == (
        {"Tables other than 4": WORDS_EN[FIVE]},
        {"Tables other than 4": WORDS_EN[THREE]},
    )
