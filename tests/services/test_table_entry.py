"""Scores entered at the table: codes per table and round, one pair enters from a phone, the
other confirms; agreement saves the result signed by the table's phone, anything else waits
for the director."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    NotFoundError,
    PairingSystem,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.log.details import details_read
from tournament_app.services.messages import describe
from tournament_app.services.table_entry import ALPHABET, CODE_LENGTH, EntryState


def _published(services: Services, *, table_entry: bool = True, pairs: int = 4) -> TournamentId:
    """Four pairs, round 1 out (1 v 2 at table 1, 3 v 4 at table 2); with five, pair 5 has
    the bye at table 3."""
    tid = burraco_tournament(
        services,
        pairs=pairs,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=table_entry),
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


# The tests asking for `published` start from their own copy of `_published`, made once a
# process and database; the others from an empty database.
start, database_url = snapshot_fixtures({"published": with_services(_published)})
published = state_value("published")


def _code(services: Services, tid: TournamentId, table: int, round_number: int = 1) -> str:
    codes = services.table_entry.codes(tid, round_number)
    return next(c.code for c in codes if c.table == table)


def test_codes_are_issued_per_table_unguessable_and_kept(
    services: Services, published: TournamentId
) -> None:
    tid = published
    codes = services.table_entry.codes(tid, 1)
    assert [c.table for c in codes] == [1, 2]
    assert all(len(c.code) == CODE_LENGTH and set(c.code) <= set(ALPHABET) for c in codes)
    assert codes[0].code != codes[1].code
    assert all(c.state is EntryState.OPEN for c in codes)
    # Asked again (another printout), the same codes: a card already on the table stays right.
    assert services.table_entry.codes(tid, 1) == codes


def test_no_codes_while_table_entry_is_off(services: Services) -> None:
    tid = _published(services, table_entry=False)
    with pytest.raises(ServiceError) as refused:
        services.table_entry.codes(tid, 1)
    assert refused.value.code is ErrorCode.TABLE_ENTRY_OFF
    assert "impostazioni" in describe(refused.value, "it")


def test_one_pair_enters_the_other_confirms_and_the_result_is_saved(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 1)
    first = services.table_entry.enter(tid, code, 640, 245, device="ns-phone")
    assert first.state is EntryState.WAITING
    assert services.results.get(tid, 1, 1) is None
    # The same phone again corrects its own figures, it does not confirm them.
    again = services.table_entry.enter(tid, code, 640, 245, device="ns-phone")
    assert again.state is EntryState.WAITING
    assert services.results.get(tid, 1, 1) is None
    # Typed with a space and in small letters, as a phone's keyboard gives it.
    typed = f" {code[:4].lower()} {code[4:]}"
    confirmed = services.table_entry.enter(tid, typed, 640, 245, device="ew-phone")
    assert confirmed.state is EntryState.ACCEPTED
    result = services.results.get(tid, 1, 1)
    assert result is not None and (result.ns_mp, result.ew_mp) == (640, 245)
    log = services.audit.list(tid)
    saved = [row for row in log if row.action == "result.enter"]
    assert saved and saved[0].station == "tavolo 1 (telefono)"
    confirmed = [row for row in log if row.action == "table_entry.accepted"]
    assert len(confirmed) == 1  # the confirmation, then the result: said once each
    before, after = details_read(services, confirmed[0], "it")
    assert "in attesa di conferma" in before
    assert after == "Tavolo 1 (codice " + code + "): registrato, NS 640 — EO 245"
    # The code is void once the result is in.
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, code, 640, 245, device="third")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.ACCEPTED


def test_a_disagreement_saves_nothing_and_waits_for_the_director(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 2)
    services.table_entry.enter(tid, code, 640, 245, device="ns-phone")
    outcome = services.table_entry.enter(tid, code, 640, 250, device="ew-phone")
    assert outcome.state is EntryState.CONFLICT
    assert services.results.get(tid, 1, 2) is None
    assert services.table_entry.entries(tid, 1)[1].state is EntryState.CONFLICT
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, code, 640, 245, device="ns-phone")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED


def test_an_unlikely_score_goes_to_the_director(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 1)
    services.table_entry.enter(tid, code, 5000, 0, device="ns-phone")
    outcome = services.table_entry.enter(tid, code, 5000, 0, device="ew-phone")
    assert outcome.state is EntryState.UNLIKELY
    assert services.results.get(tid, 1, 1) is None


def test_a_code_is_only_its_own_tables_and_figures_no_turno_makes_are_refused(
    services: Services,
    published: TournamentId,
) -> None:
    tid = published
    one, two = _code(services, tid, 1), _code(services, tid, 2)
    services.table_entry.enter(tid, two, 300, 200, device="a")
    assert services.table_entry.table_of_code(tid, one).table == 1
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.OPEN
    wrong = "".join(ALPHABET[(ALPHABET.index(ch) + 1) % len(ALPHABET)] for ch in one)
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, wrong, 300, 200, device="a")
    assert refused.value.code is ErrorCode.TABLE_CODE_UNKNOWN
    for empty in ("", " - "):
        with pytest.raises(ServiceError) as refused:
            services.table_entry.enter(tid, empty, 300, 200, device="a")
        assert refused.value.code is ErrorCode.TABLE_CODE_MISSING
        english = describe(refused.value, "en")
        assert english.startswith("The table's code is missing: type it as printed")
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, one, 301, 200, device="a")
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.OPEN


def test_a_closed_table_refuses_entries_and_a_late_one_goes_to_the_director(
    services: Services,
    published: TournamentId,
) -> None:
    tid = published
    one, two = _code(services, tid, 1), _code(services, tid, 2)
    assert services.table_entry.close(tid, 1, 1) == 1
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, one, 640, 245, device="a")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    assert "direttore" in describe(refused.value, "it")
    # The director enters table 1 and moves on: table 2's code now comes late.
    services.results.enter_totals(tid, 1, 1, 640, 245)
    entered = services.results.enter_totals(tid, 1, 2, 300, 200)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    services.results.delete(tid, 1, 2, expected_version=entered.version)
    late = services.table_entry.enter(tid, two, 300, 200, device="a")
    assert late.state is EntryState.LATE
    assert services.results.get(tid, 1, 2) is None


def test_a_round_taken_back_to_a_draft_takes_no_entries(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 1)
    services.rounds.unpublish(tid, 1)
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, code, 640, 245, device="a")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    services.rounds.publish(tid, 1)
    assert services.table_entry.enter(tid, code, 640, 245, device="a").state is EntryState.WAITING


def test_turning_table_entry_off_voids_every_code(
    services: Services, published: TournamentId
) -> None:
    tid = published
    code = _code(services, tid, 1)
    settings = services.tournaments.get(tid).settings
    services.tournaments.edit(tid, settings=replace(settings, table_entry=False))
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, code, 640, 245, device="a")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_OFF


def test_a_phones_negative_figure_reads_whole_in_the_log(
    services: Services, published: TournamentId
) -> None:
    """A pair below zero, sent from the table: the log reads "640-(-245)", the minus kept
    with its figure (never "640--245")."""
    from tournament_app.services.log.words import change_text

    tid = published
    services.table_entry.enter(tid, _code(services, tid, 1), 640, -245, device="ns-phone")
    said = change_text(services.audit.list(tid, limit=1)[0], "en")
    assert "640-(-245)" in said and "--" not in said


def test_a_table_closed_before_its_code_was_asked_for_stays_closed(
    services: Services, published: TournamentId
) -> None:
    """The director closes table 2 before anyone listed the codes: it is closed (not "table 2
    does not exist"), and its code, once listed, takes nothing from a phone."""
    tid = published
    assert services.table_entry.close(tid, 1, 2) == 1
    codes = {code.table: code for code in services.table_entry.codes(tid, 1)}
    assert codes[2].state is EntryState.CLOSED and codes[1].state is not EntryState.CLOSED
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, codes[2].code, 640, 245, device="ns-phone")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    with pytest.raises(NotFoundError):
        services.table_entry.close(tid, 1, 9)


def test_the_bye_table_and_a_table_without_a_code_say_why(services: Services) -> None:
    """Five pairs: table 3 is the bye. Closing or reopening its phone entry says it is a bye
    (nothing is entered there), not that it does not exist; reopening table 1 before anyone
    asked for the codes says it takes entries already; table 9 does not exist."""
    tid = _published(services, pairs=5)
    for act in (services.table_entry.reopen, services.table_entry.close):
        with pytest.raises(ServiceError) as refused:
            act(tid, 1, 3)
        assert refused.value.code is ErrorCode.RESULT_FOR_BYE
        assert "riposo" in describe(refused.value, "it")
    with pytest.raises(ServiceError) as refused:
        services.table_entry.reopen(tid, 1, 1)
    assert refused.value.code is ErrorCode.TABLE_ENTRY_OPEN
    with pytest.raises(NotFoundError):
        services.table_entry.reopen(tid, 1, 9)
