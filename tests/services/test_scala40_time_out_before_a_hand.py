"""Time called at a scala 40 table before its first hand (scala40.md, "Time limit": the table
is ranked by current totals, lowest best): every total is 0, so the table ends level, one
full tie (which stays tied unless the director breaks it). And a stale write over a table
with nothing stored is refused in words, never as "changed by ? at ?"."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import pair, scala40_tournament
from tournament_app.services import (
    ConflictError,
    Scala40Form,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe


def _one_table(
    services: Services, settings: Scala40Settings | None = None, players: int = 4
) -> tuple[TournamentId, tuple[int, ...]]:
    """Round 1 published, every player at table 1: (tournament, seats in order)."""
    tournament_id = scala40_tournament(services, players=players, settings=settings)
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    return tournament_id, table.players


def test_time_called_before_the_first_hand_ends_the_table_level(services: Services) -> None:
    """Nothing stored yet (the sheet reads version 0, given as None): the table is over,
    timed out, everyone on 0 and placed first together; the round counts it as played."""
    tournament_id, seats = _one_table(services)
    assert services.results.sheet(tournament_id, 1, 1).version == 0
    sheet = services.results.time_out(tournament_id, 1, 1, expected_version=None)
    assert sheet.finished and sheet.timed_out and sheet.hands == ()
    assert dict(sheet.totals) == dict.fromkeys(seats, 0)
    assert {placing.entry: placing.place for placing in sheet.placings} == dict.fromkeys(seats, 1)
    # taken back, the table is open again, with no hand
    sheet = services.results.remove_last_hand(tournament_id, 1, 1, expected_version=sheet.version)
    assert not sheet.finished and not sheet.timed_out and sheet.hands == ()
    # and the first hand can be entered on the version now stored
    sheet = services.results.enter_hand(
        tournament_id,
        1,
        1,
        Scala40Hand(tuple((seat, 10) for seat in seats[1:]), closer=seats[0]),
        expected_version=sheet.version,
    )
    assert len(sheet.hands) == 1


def test_time_called_at_a_pairs_table_before_any_hand_is_a_draw(services: Services) -> None:
    """A pairs match with no hand played when time is called: level, a draw."""
    settings = Scala40Settings(
        form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=2
    )
    tournament_id = scala40_tournament(services, 2, settings, roster=pair)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    sheet = services.results.time_out(tournament_id, 1, 1, expected_version=None)
    assert sheet.finished and sheet.timed_out
    assert {placing.place for placing in sheet.placings} == {1}


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_stale_version_over_nothing_stored_names_nobody(
    services: Services, language: str
) -> None:
    """A write over a version the table does not have, nothing stored there (nobody and no
    time to name): refused, and the sentence says it changed meanwhile, with no "?"."""
    tournament_id, _ = _one_table(services)
    with pytest.raises(ConflictError) as caught:
        services.results.time_out(tournament_id, 1, 1, expected_version=3)
    said = describe(caught.value, language, face="cli")
    assert "?" not in said
    assert said.startswith(
        "Table 1 of round 1 was changed meanwhile"
        if language == "en"
        else "Il tavolo 1 del turno 1 è stato modificato nel frattempo"
    )
    assert services.results.sheet(tournament_id, 1, 1).hands == ()  # nothing saved
