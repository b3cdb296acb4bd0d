"""Phone entry at a table of three pairs (burraco a sei): the table has a code like any other;
one pair's phone enters the three totals, another pair's phone confirms them, and figures that
agree are saved through `enter_three` (each pair's VP by the tournament's rule), signed by the
table's phone; figures that differ wait for the director."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.three_pairs import seven_pairs_with_phones
from tournament_app.services import (
    ErrorCode,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe
from tournament_app.services.stations import phone_station
from tournament_app.services.table_entry import EntryState

STATES = {"phones": with_services(seven_pairs_with_phones)}
start, database_url = snapshot_fixtures(STATES)
phones = state_value("phones")


def _code(services: Services, tournament_id: TournamentId, table: int = 3) -> str:
    return next(c.code for c in services.table_entry.codes(tournament_id, 1) if c.table == table)


def test_a_table_of_three_has_a_code(services: Services, phones: TournamentId) -> None:
    codes = services.table_entry.codes(phones, 1)
    assert [(c.table, c.three_pairs) for c in codes] == [(1, False), (2, False), (3, True)]
    assert services.table_entry.table_of_code(phones, codes[2].code).three_pairs


def test_one_phone_enters_three_totals_and_another_confirms(
    services: Services, phones: TournamentId
) -> None:
    """640, 245, 400: 13, 7 and 10 VP by the average rule."""
    code = _code(services, phones)
    first = services.table_entry.enter(phones, code, 640, 245, device="ns", third_mp=400)
    assert first.state is EntryState.WAITING and first.third_mp == 400
    assert services.results.get(phones, 1, 3) is None
    second = services.table_entry.enter(phones, code, 640, 245, device="c", third_mp=400)
    assert second.state is EntryState.ACCEPTED
    result = services.results.get(phones, 1, 3)
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (640, 245, 400)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 7, 10)
    saved = next(e for e in services.audit.list(phones) if e.action == "result.enter")
    assert saved.station == phone_station(3)


def test_a_different_third_total_waits_for_the_director(
    services: Services, phones: TournamentId
) -> None:
    code = _code(services, phones)
    services.table_entry.enter(phones, code, 640, 245, device="ns", third_mp=400)
    second = services.table_entry.enter(phones, code, 640, 245, device="c", third_mp=450)
    assert second.state is EntryState.CONFLICT
    assert services.results.get(phones, 1, 3) is None
    (entry,) = [e for e in services.table_entry.entries(phones, 1) if e.table == 3]
    assert (entry.state, entry.third_mp) == (EntryState.CONFLICT, 450)


def test_unlikely_three_totals_wait_for_the_director(
    services: Services, phones: TournamentId
) -> None:
    """4,900 is over three hands of three packs (4,860)."""
    code = _code(services, phones)
    services.table_entry.enter(phones, code, 4900, 0, device="ns", third_mp=0)
    second = services.table_entry.enter(phones, code, 4900, 0, device="c", third_mp=0)
    assert second.state is EntryState.UNLIKELY
    assert services.results.get(phones, 1, 3) is None


@pytest.mark.parametrize(
    ("table", "third", "detail"),
    [(3, None, "three_lines_needed"), (1, 400, "two_lines_needed")],
)
def test_the_wrong_number_of_totals_is_refused(
    services: Services, phones: TournamentId, table, third, detail
) -> None:
    code = _code(services, phones, table)
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(phones, code, 640, 245, device="ns", third_mp=third)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == detail
    assert "{" not in describe(refused.value, "it") + describe(refused.value, "en")
    (entry,) = [e for e in services.table_entry.entries(phones, 1) if e.table == table]
    assert entry.state is EntryState.OPEN


def test_the_log_details_name_the_third_total(services: Services, phones: TournamentId) -> None:
    from tournament_app.services.log.details import details_text

    code = _code(services, phones)
    services.table_entry.enter(phones, code, 640, 245, device="ns", third_mp=400)
    (waiting,) = [e for e in services.audit.list(phones) if e.action == "table_entry.waiting"]
    _, after = details_text(waiting, "it")
    assert "NS 640 — EO 245 — 3ª 400" in after


def test_hall_codes_lists_the_third_total(
    services: Services, phones: TournamentId, database_url: str, capsys
) -> None:
    """`torneo hall codes`: the table of three's code, the figures a phone entered."""
    from tests.cli.cli_helpers import Torneo

    code = _code(services, phones)
    services.table_entry.enter(phones, code, 640, 245, device="ns", third_mp=400)
    torneo = Torneo(database_url, capsys)
    listed = torneo.ok("hall", "codes", "-t", phones)["codes"]
    assert listed[2] | {"code": ""} == {
        "table": 3, "code": "", "state": "waiting", "ns_mp": 640, "ew_mp": 245, "third_mp": 400,
    }  # fmt: skip
    assert "640-245-400" in torneo.run("hall", "codes", "-t", phones).out


def test_hands_of_two_lines_at_a_table_of_three_are_refused(
    services: Services, phones: TournamentId
) -> None:
    """A phone's hands there need the third line's figure, as the window's three-line sheet."""
    from tournament_app.services import HandTotals

    hands = [HandTotals(300, 120), HandTotals(-50, 50), HandTotals(390, 75)]
    with pytest.raises(ServiceError) as refused:
        services.table_sheets.enter_hands(phones, _code(services, phones), hands, device="a")
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert "terza linea" in describe(refused.value, "it")
    assert services.table_entry.entries(phones, 1)[2].state is EntryState.OPEN
