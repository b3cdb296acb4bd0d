"""When an all'italiana's rounds are worked out again (`rules.italiana_rounds_after`), the one
rule the wizard and `torneo tournament create/edit` ask: after a change of what its default
follows (the group size, the table size, the tables of the players left over) or on becoming
an all'italiana, unless the director gave the rounds; the director's own number otherwise."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament_app.services import (
    RemainderTables,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
)
from tournament_app.services.rules import italiana_rounds_after

FIVE_FIRST, THREE_FIRST = RemainderTables.FIVE_FIRST, RemainderTables.THREE_FIRST
# Groups of 13 at tables of 4, seated 5 + 4 + 4, with the director's own 7 rounds.
THIRTEEN = Scala40Settings(
    format=Scala40Format.PLACEMENT_POINTS,
    seating=Scala40Seating.ITALIANA,
    group_size=13,
    rounds=7,
)
DRAWN = replace(THIRTEEN, seating=Scala40Seating.DRAW)


@pytest.mark.parametrize(
    ("before", "after", "rounds"),
    [
        # Created: the default of the settings given (4 + 3 + 3 + 3 meet everyone in 6).
        (None, replace(THIRTEEN, remainder_tables=THREE_FIRST), 6),
        (None, THIRTEEN, 4),
        # What the default follows changed: worked out again.
        (THIRTEEN, replace(THIRTEEN, remainder_tables=THREE_FIRST), 6),
        (THIRTEEN, replace(THIRTEEN, group_size=16), 5),
        (THIRTEEN, replace(THIRTEEN, table_size=5), 4),
        # Becoming an all'italiana: picking the seating, or placement points with it.
        (DRAWN, THIRTEEN, 4),
        (replace(THIRTEEN, format=Scala40Format.ELIMINATION), THIRTEEN, 4),
        # Nothing it follows changed: the director's 7 stay.
        (THIRTEEN, replace(THIRTEEN, limit=201), 7),
        (THIRTEEN, THIRTEEN, 7),
        # No all'italiana: its rounds are no business of this rule.
        (DRAWN, replace(DRAWN, group_size=16), 7),
        (THIRTEEN, replace(THIRTEEN, format=Scala40Format.ELIMINATION, group_size=16), 7),
    ],
)
def test_the_rounds_after_an_edit(
    before: Scala40Settings | None, after: Scala40Settings, rounds: int
) -> None:
    decided = italiana_rounds_after(before, after, rounds_given=False)
    assert decided == replace(after, rounds=rounds)


@pytest.mark.parametrize("before", [None, THIRTEEN, DRAWN])
def test_the_rounds_given_always_stay(before: Scala40Settings | None) -> None:
    """Given with a change that would work them out again: the director's number wins."""
    after = replace(THIRTEEN, remainder_tables=THREE_FIRST, rounds=9)
    assert italiana_rounds_after(before, after, rounds_given=True) == after
