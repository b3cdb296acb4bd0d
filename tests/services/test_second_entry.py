"""Double entry: a second operator re-types a burraco scoresheet; the figures confirm the table
or leave an open disagreement, stored in the database until someone saves the right figures.

Every station sharing the database sees the disagreement, it survives closing the app, each
step is in the audit trail and undo takes it back. Another station's write of the same table
at the same moment: test_second_entry_races.py.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest
from sqlalchemy import select

from tests.builders.double_entry import FIRST, OTHER, published_in_order
from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    Changes,
    ConflictError,
    Disagreement,
    ErrorCode,
    HandTotals,
    RoundStatus,
    SecondEntry,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.messages import describe
from tournament_app.storage.models import ResultCheckRow


def _entered(services: Services) -> TournamentId:
    """Round 1 with both tables entered by the first operator: 640-245 and 300-200."""
    tournament_id = published_in_order(services)
    services.results.enter_totals(tournament_id, 1, 1, *FIRST)
    services.results.enter_totals(tournament_id, 1, 2, 300, 200)
    return tournament_id


# Each test starts from a copy of the state its fixture names, built once (else an empty database).
STATES = {
    "published": with_services(published_in_order),
    "entered": with_services(_entered),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def published(start: tuple[str, Any]) -> TournamentId:
    """Pairs seated in registration order, round 1 out (`published_in_order`)."""
    return start[1]


@pytest.fixture
def entered(start: tuple[str, Any]) -> TournamentId:
    """Round 1 with both tables entered by the first operator: 640-245 and 300-200."""
    return start[1]


def _open(services: Services, tournament_id: TournamentId) -> list[tuple[int, int, int]]:
    """The open disagreements as (table, second NS, second EW)."""
    return [(d.table, d.ns_mp, d.ew_mp) for d in services.results.disagreements(tournament_id)]


# -- agree and disagree ------------------------------------------------------------------------


def test_figures_that_agree_confirm_the_table(services: Services, entered: TournamentId) -> None:
    """The second entry matches: confirmed, nothing open, the result untouched, one audit row
    saying so."""
    before = services.results.get(entered, 1, 1)
    assert before is not None
    checked = services.results.second_entry(entered, 1, 1, *FIRST)
    assert checked == SecondEntry(agrees=True, ns_mp=640, ew_mp=245, first=before)
    assert services.results.disagreements(entered) == ()
    assert services.results.get(entered, 1, 1) == before
    latest = services.audit.list(entered)[0]
    assert (latest.action, latest.entity) == ("result.confirm", "round 1 table 1")
    assert "640-245" in latest.summary


def test_figures_that_differ_are_kept_as_the_tables_disagreement(
    services: Services, entered: TournamentId
) -> None:
    """The second entry differs: the answer names the first entry's figures; the
    disagreement is stored with both, the station and the version compared; the result keeps
    the first entry's figures (nobody knows yet which is right)."""
    first = services.results.get(entered, 1, 1)
    assert first is not None
    checked = services.results.second_entry(entered, 1, 1, *OTHER)
    assert not checked.agrees
    assert (checked.first.ns_mp, checked.first.ew_mp) == FIRST
    (open_one,) = services.results.disagreements(entered, 1)
    assert open_one == Disagreement(
        round=1,
        table=1,
        ns_mp=640,
        ew_mp=250,
        first_ns_mp=640,
        first_ew_mp=245,
        first_version=first.version,
        entered_by="test-station",
        entered_at=open_one.entered_at,
    )
    assert datetime.fromisoformat(open_one.entered_at)
    assert services.results.get(entered, 1, 1) == first
    latest = services.audit.list(entered)[0]
    assert latest.action == "result.disagree"
    assert "640-250" in latest.summary and "640-245" in latest.summary
    assert latest.after["result_checks"][0]["ew_mp"] == 250


def test_a_new_second_entry_replaces_the_open_one(
    services: Services, entered: TournamentId
) -> None:
    """One open disagreement per table: the latest second entry's figures."""
    services.results.second_entry(entered, 1, 1, *OTHER)
    services.results.second_entry(entered, 1, 1, 645, 245)
    assert _open(services, entered) == [(1, 645, 245)]
    assert "replaces second entry 640-250" in services.audit.list(entered)[0].summary


def test_figures_that_agree_close_an_open_disagreement(
    services: Services, entered: TournamentId
) -> None:
    """Re-typing the sheet and finding the first entry right closes the disagreement."""
    services.results.second_entry(entered, 1, 1, *OTHER)
    assert services.results.second_entry(entered, 1, 1, *FIRST).agrees
    assert services.results.disagreements(entered) == ()
    assert "closes second entry 640-250" in services.audit.list(entered)[0].summary


def test_a_second_entry_says_which_disagreement_it_closed_or_replaced(
    services: Services, entered: TournamentId
) -> None:
    """The answer carries the table's open disagreement as the list showed it just before:
    the one replaced by figures that differ again, the one closed by figures that agree;
    none when nothing was open."""
    assert services.results.second_entry(entered, 1, 1, *OTHER).earlier is None
    (listed,) = services.results.disagreements(entered, 1)
    replacing = services.results.second_entry(entered, 1, 1, 645, 245)
    assert replacing.earlier == listed  # 640-250, by this station
    (listed,) = services.results.disagreements(entered, 1)
    closing = services.results.second_entry(entered, 1, 1, *FIRST)
    assert closing.agrees and closing.earlier == listed  # 645-245
    assert (closing.earlier.ns_mp, closing.earlier.ew_mp) == (645, 245)
    assert services.results.second_entry(entered, 1, 1, *FIRST).earlier is None


def test_the_saved_figures_typed_again_close_only_an_open_disagreement(
    services: Services, entered: TournamentId
) -> None:
    """With double entry off, typing the saved figures again: over an open disagreement the
    first entry is confirmed and the disagreement closed (named in the answer); with none
    open there is nothing to save, and nothing is logged."""
    logged = len(services.audit.list(entered))
    assert services.results.saved_typed_again(entered, 1, 1, *FIRST) is None
    assert len(services.audit.list(entered)) == logged
    services.results.second_entry(entered, 1, 1, *OTHER)
    (listed,) = services.results.disagreements(entered, 1)
    closing = services.results.saved_typed_again(entered, 1, 1, *FIRST)
    assert closing is not None and closing.agrees and closing.earlier == listed
    assert services.results.disagreements(entered) == ()
    assert services.results.saved_typed_again(entered, 1, 1, *FIRST) is None


def test_disagreements_are_listed_by_round_and_table(
    services: Services, entered: TournamentId
) -> None:
    """Round 2's disagreement is not round 1's; without a round, all of them in order."""
    tournament_id = entered
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 2)
    services.results.enter_totals(tournament_id, 2, 1, 500, 500)
    services.results.second_entry(tournament_id, 2, 1, 505, 500)
    services.results.second_entry(tournament_id, 1, 2, 300, 205)
    services.results.second_entry(tournament_id, 1, 1, *OTHER)
    assert [(d.round, d.table) for d in services.results.disagreements(tournament_id)] == [
        (1, 1),
        (1, 2),
        (2, 1),
    ]
    assert [d.table for d in services.results.disagreements(tournament_id, 1)] == [1, 2]
    assert [(d.ns_mp, d.first_ns_mp) for d in services.results.disagreements(tournament_id, 2)] == [
        (505, 500)
    ]


def test_a_second_entry_announces_the_results_and_rounds_only(
    services: Services, entered: TournamentId
) -> None:
    """Every results page refreshes, and the rounds page (the round's state may change);
    the standings do not move (no score changed)."""
    heard: list[Changes] = []
    services.subscribe(heard.append)
    services.results.second_entry(entered, 1, 1, *OTHER)
    services.results.second_entry(entered, 1, 1, *FIRST)
    assert heard == [Changes(results=True, rounds=True)] * 2


def _state(services: Services, tournament_id: TournamentId) -> RoundStatus:
    return services.rounds.get(tournament_id, 1).status


def test_a_disputed_table_keeps_its_round_in_play(
    services: Services, entered: TournamentId
) -> None:
    """Every table is in, so round 1 reads complete; a second entry that disagrees puts it
    back in play until the table is confirmed, and a disagreement on a round still missing
    a table does not complete it."""
    assert _state(services, entered) is RoundStatus.COMPLETE
    services.results.second_entry(entered, 1, 2, 300, 205)
    assert _state(services, entered) is RoundStatus.PUBLISHED
    services.results.second_entry(entered, 1, 2, 300, 200)
    assert _state(services, entered) is RoundStatus.COMPLETE

    half = published_in_order(services)
    services.results.enter_totals(half, 1, 1, *FIRST)
    services.results.second_entry(half, 1, 1, *OTHER)
    services.results.second_entry(half, 1, 1, *FIRST)
    assert _state(services, half) is RoundStatus.PUBLISHED


# -- settled by every write of the table's result ---------------------------------------------

SETTLING: dict[str, Callable[[Services, TournamentId, int], object]] = {
    "a correction of the totals": lambda s, t, v: s.results.enter_totals(
        t, 1, 1, *OTHER, expected_version=v
    ),
    "the first figures saved again": lambda s, t, v: s.results.enter_totals(
        t, 1, 1, *FIRST, expected_version=v
    ),
    "the sheet hand by hand": lambda s, t, v: s.results.enter_hands(
        t,
        1,
        1,
        [HandTotals(400, 100), HandTotals(140, 100), HandTotals(100, 50)],
        expected_version=v,
    ),
    "a forfeit": lambda s, t, v: s.results.enter_forfeit(t, 1, 1, absent="ew", expected_version=v),
    "an arbitral score": lambda s, t, v: s.results.enter_arbitral(
        t, 1, 1, ns_vp=12, ew_vp=8, expected_version=v
    ),
    "removing the result": lambda s, t, v: s.results.delete(t, 1, 1, expected_version=v),
}


@pytest.mark.parametrize("path", sorted(SETTLING))
def test_saving_the_table_again_settles_its_disagreement(
    services: Services, entered: TournamentId, path: str
) -> None:
    """Whatever the director saves for the table (or removing it) is the answer to the
    disagreement: it closes in the same change, and the log says which it closed. Another
    table's disagreement stays open."""
    services.results.second_entry(entered, 1, 2, 300, 205)
    services.results.second_entry(entered, 1, 1, *OTHER)
    stored = services.results.get(entered, 1, 1)
    assert stored is not None
    SETTLING[path](services, entered, stored.version)
    assert _open(services, entered) == [(2, 300, 205)]
    latest = services.audit.list(entered)[0]
    assert latest.action in {"result.correct", "result.delete"}
    assert "settles second entry 640-250 by test-station" in latest.summary
    assert [row["table_number"] for row in latest.before["result_checks"]] == [1]


def test_a_refused_correction_leaves_the_disagreement_open(
    services: Services, entered: TournamentId
) -> None:
    """A stale or impossible correction changes nothing, the disagreement included."""
    services.results.second_entry(entered, 1, 1, *OTHER)
    with pytest.raises(ConflictError):
        services.results.enter_totals(entered, 1, 1, *OTHER, expected_version=99)
    with pytest.raises(ServiceError) as caught:
        services.results.enter_totals(entered, 1, 1, 641, 250, expected_version=1)
    assert caught.value.code is ErrorCode.INVALID_SCORE
    assert _open(services, entered) == [(1, 640, 250)]


@pytest.mark.parametrize("path", sorted(SETTLING))
def test_settling_the_last_disputed_table_completes_the_round(
    services: Services, entered: TournamentId, path: str
) -> None:
    """Saving the table again settles the dispute and the round is complete again; removing
    the result leaves the round in play, a table short."""
    services.results.second_entry(entered, 1, 1, *OTHER)
    stored = services.results.get(entered, 1, 1)
    assert stored is not None
    SETTLING[path](services, entered, stored.version)
    removed = path == "removing the result"
    assert _state(services, entered) is (RoundStatus.PUBLISHED if removed else RoundStatus.COMPLETE)


def test_undo_of_a_disagreeing_entry_completes_the_round_again(
    services: Services, entered: TournamentId
) -> None:
    services.results.second_entry(entered, 1, 1, *OTHER)
    services.audit.undo_last(entered)
    assert _state(services, entered) is RoundStatus.COMPLETE


def test_deleting_the_tournament_takes_its_disagreements(
    services: Services, published: TournamentId
) -> None:
    """No row is left pointing at a round that is gone."""
    tournament_id = published
    services.results.enter_totals(tournament_id, 1, 1, *FIRST)
    services.results.second_entry(tournament_id, 1, 1, *OTHER)
    services.tournaments.delete(tournament_id)
    with services.engine.connect() as connection:
        assert connection.execute(select(ResultCheckRow)).all() == []


# -- kept in the database, shared by the stations ---------------------------------------------


def test_a_disagreement_survives_closing_the_app(
    database_url: str, published: TournamentId
) -> None:
    """Closed (or crashed) and opened again, the table is still flagged."""
    first = open_services(database_url, station="tavolo-2")
    tournament_id = published
    first.results.enter_totals(tournament_id, 1, 1, *FIRST)
    first.results.second_entry(tournament_id, 1, 1, *OTHER)
    first.close()
    again = open_services(database_url, station="tavolo-2")
    try:
        assert _open(again, tournament_id) == [(1, 640, 250)]
        assert again.results.disagreements(tournament_id)[0].entered_by == "tavolo-2"
    finally:
        again.close()


def test_a_second_station_sees_and_settles_the_disagreement(
    database_url: str, published: TournamentId
) -> None:
    """The second operator types at her own station; the director's station sees the flag
    with her station's name, corrects the table, and her station sees it settled."""
    director = open_services(database_url, station="direttore")
    second = open_services(database_url, station="secondo-operatore")
    try:
        tournament_id = published
        director.results.enter_totals(tournament_id, 1, 1, *FIRST)
        checked = second.results.second_entry(tournament_id, 1, 1, *OTHER)
        (seen,) = director.results.disagreements(tournament_id, 1)
        assert (seen.ns_mp, seen.ew_mp, seen.entered_by) == (640, 250, "secondo-operatore")
        director.results.enter_totals(
            tournament_id, 1, 1, *OTHER, expected_version=checked.first.version
        )
        assert second.results.disagreements(tournament_id) == ()
        stored = second.results.get(tournament_id, 1, 1)
        assert stored is not None and (stored.ns_mp, stored.ew_mp) == OTHER
    finally:
        second.close()
        director.close()


# -- undo ----------------------------------------------------------------------------------------


def test_undo_of_a_disagreeing_entry_takes_it_back(
    services: Services, entered: TournamentId
) -> None:
    """The second entry was typed for the wrong table: undo, and nothing is open."""
    result = services.results.get(entered, 1, 1)
    services.results.second_entry(entered, 1, 1, *OTHER)
    assert services.audit.undo_last(entered).action == "result.disagree"
    assert services.results.disagreements(entered) == ()
    assert services.results.get(entered, 1, 1) == result


def test_undo_of_a_replacing_entry_brings_the_earlier_one_back(
    services: Services, entered: TournamentId
) -> None:
    services.results.second_entry(entered, 1, 1, *OTHER)
    services.results.second_entry(entered, 1, 1, 645, 245)
    services.audit.undo_last(entered)
    assert _open(services, entered) == [(1, 640, 250)]


def test_undo_of_a_confirmation_reopens_what_it_closed(
    services: Services, entered: TournamentId
) -> None:
    services.results.second_entry(entered, 1, 1, *OTHER)
    services.results.second_entry(entered, 1, 1, *FIRST)
    assert services.audit.undo_last(entered).action == "result.confirm"
    assert _open(services, entered) == [(1, 640, 250)]


def test_undo_of_a_settling_correction_reopens_the_disagreement(
    services: Services, entered: TournamentId
) -> None:
    """Undoing the correction brings back the first figures and, with them, the
    disagreement they had; correcting again settles it again."""
    services.results.second_entry(entered, 1, 1, *OTHER)
    stored = services.results.get(entered, 1, 1)
    assert stored is not None
    services.results.enter_totals(entered, 1, 1, *OTHER, expected_version=stored.version)
    assert services.audit.undo_last(entered).action == "result.correct"
    restored = services.results.get(entered, 1, 1)
    assert restored is not None and (restored.ns_mp, restored.ew_mp) == FIRST
    (reopened,) = services.results.disagreements(entered)
    assert (reopened.ns_mp, reopened.ew_mp, reopened.first_ns_mp, reopened.first_ew_mp) == (
        640,
        250,
        640,
        245,
    )
    services.results.enter_totals(entered, 1, 1, *OTHER, expected_version=restored.version)
    assert services.results.disagreements(entered) == ()


def test_undo_of_a_removal_brings_back_result_and_disagreement(
    services: Services, entered: TournamentId
) -> None:
    services.results.second_entry(entered, 1, 1, *OTHER)
    stored = services.results.get(entered, 1, 1)
    assert stored is not None
    services.results.delete(entered, 1, 1, expected_version=stored.version)
    services.audit.undo_last(entered)
    assert services.results.get(entered, 1, 1) is not None
    assert _open(services, entered) == [(1, 640, 250)]


# -- refusals ------------------------------------------------------------------------------------


def test_refusals_say_what_is_wrong_and_write_nothing(services: Services) -> None:
    """Five pairs (table 3 is pair 5's bye), round 2 a draft, table 2 not entered, table 1 a
    forfeit: each second entry is refused with its own code and no row, no log."""
    tournament_id = published_in_order(services, pairs=5)
    services.results.enter_forfeit(tournament_id, 1, 1, absent="ew")
    log = services.audit.list()
    cases: dict[str, Callable[[], object]] = {
        "table 9": (lambda: services.results.second_entry(tournament_id, 1, 9, *FIRST)),
        "bye": (lambda: services.results.second_entry(tournament_id, 1, 3, *FIRST)),
        "no first entry": (lambda: services.results.second_entry(tournament_id, 1, 2, *FIRST)),
        "forfeit": (lambda: services.results.second_entry(tournament_id, 1, 1, 355, 0)),
        "not a multiple of 5": (lambda: services.results.second_entry(tournament_id, 1, 1, 1, 0)),
    }
    codes = {}
    for name, attempt in cases.items():
        with pytest.raises(ServiceError) as caught:
            attempt()
        codes[name] = caught.value.code
    assert codes == {
        "table 9": ErrorCode.NOT_FOUND,
        "bye": ErrorCode.RESULT_FOR_BYE,
        "no first entry": ErrorCode.NO_FIRST_ENTRY,
        "forfeit": ErrorCode.NOT_A_SCORESHEET,
        "not a multiple of 5": ErrorCode.INVALID_SCORE,
    }
    assert services.audit.list() == log
    with services.engine.connect() as connection:
        assert connection.execute(select(ResultCheckRow)).all() == []


def test_a_draft_round_and_a_scala40_tournament_are_refused(services: Services) -> None:
    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)
    with pytest.raises(ServiceError) as caught:
        services.results.second_entry(tournament_id, 1, 1, *FIRST)
    assert caught.value.code is ErrorCode.ROUND_NOT_PUBLISHED
    scala40 = scala40_tournament(services, players=4)
    for attempt in (
        lambda: services.results.second_entry(scala40, 1, 1, *FIRST),
        lambda: services.results.disagreements(scala40),
    ):
        with pytest.raises(ServiceError) as caught:
            attempt()
        assert caught.value.code is ErrorCode.WRONG_GAME


@pytest.mark.parametrize("code", [ErrorCode.NO_FIRST_ENTRY, ErrorCode.NOT_A_SCORESHEET])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_new_refusals_name_the_table_and_what_to_do(code: ErrorCode, language: str) -> None:
    sentence = describe(ServiceError(code, {"round": 2, "table": 7}), language)
    assert "7" in sentence and "2" in sentence
    assert ("doppio inserimento" if language == "it" else "double entry") in sentence


def test_a_display_station_cannot_type_a_second_entry(
    database_url: str, published: TournamentId
) -> None:
    """The hall screen shows the flag but can neither add nor settle one."""
    director = open_services(database_url, station="direttore")
    display = open_services(database_url, station="schermo", read_only=True)
    try:
        tournament_id = published
        director.results.enter_totals(tournament_id, 1, 1, *FIRST)
        director.results.second_entry(tournament_id, 1, 1, *OTHER)
        with pytest.raises(ServiceError) as caught:
            display.results.second_entry(tournament_id, 1, 1, *FIRST)
        assert caught.value.code is ErrorCode.READ_ONLY_STATION
        assert _open(display, tournament_id) == [(1, 640, 250)]
    finally:
        display.close()
        director.close()
