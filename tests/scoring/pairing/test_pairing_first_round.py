"""The first round: registration order, seeded draw, the director's hand, clubs kept apart."""

from __future__ import annotations

import pytest

from scoring.pairing import (
    FirstRoundMethod,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    check_round,
    first_round,
)


def layout(result):  # type: ignore[no-untyped-def]
    return [(t.number, t.ns, t.ew) for t in result.tables], result.byes


def test_registration_order_deals_tables_in_order() -> None:
    """1st NS v 2nd EO at table 1, 3rd v 4th at table 2; the odd last has the bye."""
    result = first_round([11, 12, 13, 14, 15], method=FirstRoundMethod.REGISTRATION)
    assert layout(result) == ([(1, 11, 12), (2, 13, 14)], (15,))


def test_draw_is_reproducible_and_complete() -> None:
    """The same seed gives the same tables; everyone is seated once."""
    entries = list(range(1, 22))
    first = first_round(entries, method=FirstRoundMethod.DRAW, seed=42)
    again = first_round(entries, method=FirstRoundMethod.DRAW, seed=42)
    other = first_round(entries, method=FirstRoundMethod.DRAW, seed=43)
    assert first == again
    assert first != other
    assert check_round(first, entries=entries) == []


def test_draw_without_seed_is_refused() -> None:
    """A draw nobody can reproduce is not a draw the director can announce."""
    with pytest.raises(PairingError) as raised:
        first_round([1, 2], method=FirstRoundMethod.DRAW)
    assert raised.value.code is PairingErrorCode.SEED_REQUIRED


def test_manual_tables_with_the_left_over_entry_on_bye() -> None:
    """The director sets two tables; the fifth pair has the bye."""
    result = first_round([1, 2, 3, 4, 5], method=FirstRoundMethod.MANUAL, manual=[(4, 1), (2, 5)])
    assert layout(result) == ([(1, 4, 1), (2, 2, 5)], (3,))


@pytest.mark.parametrize(
    ("manual", "code"),
    [
        ([(1, 2)], PairingErrorCode.MANUAL_INCOMPLETE),
        ([(1, 2), (3, 9)], PairingErrorCode.UNKNOWN_ENTRY),
        ([(1, 2), (2, 3)], PairingErrorCode.DUPLICATE_ENTRY),
    ],
)
def test_manual_input_errors(manual: list[tuple[int, int]], code: PairingErrorCode) -> None:
    """Two left out, an unknown pair or a pair twice: refused with a code."""
    with pytest.raises(PairingError) as raised:
        first_round([1, 2, 3, 4], method=FirstRoundMethod.MANUAL, manual=manual)
    assert raised.value.code is code


def test_keep_apart_puts_each_club_on_one_line() -> None:
    """Club A (3 pairs) and club B (2 pairs) in 8: each club on a single line, none meet."""
    tags = {1: "A", 2: "A", 3: "A", 4: "B", 5: "B"}
    result = first_round(list(range(1, 9)), method=FirstRoundMethod.REGISTRATION, keep_apart=tags)
    ns = {t.ns for t in result.tables}
    ew = {t.ew for t in result.tables}
    assert {1, 2, 3} <= ns or {1, 2, 3} <= ew
    assert {4, 5} <= ns or {4, 5} <= ew
    assert result.relaxed == ()
    assert check_round(result, entries=range(1, 9)) == []


def test_keep_apart_club_too_big_for_a_line_still_avoids_meeting_in_round_one() -> None:
    """Club A has 3 of 4 pairs: it spills over a line but does not meet at a table if avoidable."""
    tags = {1: "A", 2: "A", 3: "A", 5: "A"}
    result = first_round([1, 2, 3, 4, 5, 6], method=FirstRoundMethod.REGISTRATION, keep_apart=tags)
    meetings = [{t.ns, t.ew} for t in result.tables]
    assert sum(1 for m in meetings if m <= {1, 2, 3, 5}) == 1
    assert result.relaxed == tuple(
        Relaxation(RelaxationCode.KEEP_APART, tuple(sorted(m)))
        for m in meetings
        if m <= {1, 2, 3, 5}
    )


def test_keep_apart_tag_of_an_unknown_entry_is_refused() -> None:
    """A club tag for a pair that is not entered is an input error."""
    with pytest.raises(PairingError) as raised:
        first_round([1, 2], method=FirstRoundMethod.REGISTRATION, keep_apart={7: "A"})
    assert raised.value.code is PairingErrorCode.UNKNOWN_ENTRY


def test_no_entries_is_refused() -> None:
    """Nobody to seat."""
    with pytest.raises(PairingError) as raised:
        first_round([], method=FirstRoundMethod.REGISTRATION)
    assert raised.value.code is PairingErrorCode.NO_ENTRIES
