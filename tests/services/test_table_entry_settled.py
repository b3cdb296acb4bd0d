"""A table whose phones left their figures to the director (in conflict, unlikely, after the
round): the director sees what each phone sent, and once the director enters or corrects the
table's result, its phone entry reads saved with the result's figures; a phone sending again
is told why it is refused, in the words of what happened."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.log.words import change_text
from tournament_app.services.messages import describe
from tournament_app.services.table_entry import EntryState
from tournament_app.services.table_entry_reads import sent_said


def _published(services: Services) -> TournamentId:
    """Four pairs, table entry on, round 1 out (1 v 2 at table 1, 3 v 4 at table 2)."""
    tid = burraco_tournament(
        services,
        pairs=4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=True),
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


start, database_url = snapshot_fixtures({"published": with_services(_published)})
published = state_value("published")


def _code(services: Services, tid: TournamentId, table: int) -> str:
    return next(c.code for c in services.table_entry.codes(tid, 1) if c.table == table)


def _refused(call) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        call()
    return refused.value


def test_a_conflict_shows_both_phones_figures_until_the_director_enters_the_result(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 1)
    services.table_entry.enter(tid, code, 900, 650, device="phone-a")
    outcome = services.table_entry.enter(tid, code, 900, 600, device="phone-b")
    both = ((900, 650, None), (900, 600, None))
    assert outcome.state is EntryState.CONFLICT and outcome.sent == both
    # The director's list, the code's page and the log each have both phones' figures.
    (listed, _other) = services.table_entry.entries(tid, 1)
    assert listed.state is EntryState.CONFLICT and listed.sent == both
    assert services.table_entry.table_of_code(tid, code).sent == both
    assert sent_said(listed.sent, "it") == "primo telefono 900-650, secondo telefono 900-600"
    logged = services.audit.list(tid, limit=1)[0]
    assert logged.action == "table_entry.conflict"
    assert change_text(logged, "en").endswith("first phone 900-650, second phone 900-600")
    # A phone sending again is told the pairs disagreed, not that entry was closed.
    refused = _refused(lambda: services.table_entry.enter(tid, code, 900, 650, device="phone-a"))
    assert refused.code is ErrorCode.TABLE_ENTRY_CLOSED
    said = describe(refused, "it")
    assert "le due coppie hanno inserito totali diversi e decide il direttore" in said
    assert "chiuso" not in said

    # The director settles it: the table reads saved, with the figures the director entered.
    entered = services.results.enter_totals(tid, 1, 1, 900, 650)
    (listed, _other) = services.table_entry.entries(tid, 1)
    assert (listed.state, listed.ns_mp, listed.ew_mp, listed.sent) == (
        EntryState.ACCEPTED,
        900,
        650,
        (),
    )
    found = services.table_entry.table_of_code(tid, code)
    assert (found.state, found.ns_mp, found.ew_mp) == (EntryState.ACCEPTED, 900, 650)
    # Corrected, it reads the correction.
    services.results.enter_totals(tid, 1, 1, 900, 640, expected_version=entered.version)
    found = services.table_entry.table_of_code(tid, code)
    assert (found.state, found.ns_mp, found.ew_mp) == (EntryState.ACCEPTED, 900, 640)
    assert services.table_entry.codes(tid, 1)[0].state is EntryState.ACCEPTED
    refused = _refused(lambda: services.table_entry.enter(tid, code, 900, 640, device="phone-a"))
    assert refused.params["detail"] == "phone_entry_result_in"
    assert "its result is in" in describe(refused, "en")


def test_an_unlikely_score_the_director_confirms_reads_saved(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 2)
    services.table_entry.enter(tid, code, 5000, 0, device="phone-a")
    assert services.table_entry.enter(tid, code, 5000, 0, device="phone-b").sent == ()
    found = services.table_entry.table_of_code(tid, code)
    assert (found.state, found.sent) == (EntryState.UNLIKELY, ())
    refused = _refused(lambda: services.table_entry.enter(tid, code, 5000, 0, device="phone-c"))
    assert "improbabili" in describe(refused, "it")
    services.results.enter_totals(tid, 1, 2, 5000, 0, despite_unlikely=True)
    found = services.table_entry.table_of_code(tid, code)
    assert (found.state, found.ns_mp, found.ew_mp) == (EntryState.ACCEPTED, 5000, 0)


def test_an_undone_conflict_waits_for_the_other_pair_again(
    services: Services, published: TournamentId
) -> None:
    """The director undoes the conflict: the first phone's figures wait again, and the log's
    undone conflict no longer names the table's figures."""
    tid = published
    code = _code(services, tid, 1)
    services.table_entry.enter(tid, code, 900, 650, device="phone-a")
    services.table_entry.enter(tid, code, 900, 600, device="phone-b")
    services.audit.undo_last(tid)
    found = services.table_entry.table_of_code(tid, code)
    assert (found.state, found.ns_mp, found.ew_mp, found.sent) == (
        EntryState.WAITING,
        900,
        650,
        (),
    )
    agreed = services.table_entry.enter(tid, code, 900, 650, device="phone-b")
    assert agreed.state is EntryState.ACCEPTED
