"""The round results' note for a player a scala 40 elimination table put out says how: on the
limit exactly or past it. /work/shared/domain/scala40.md: "A player who reaches or passes the
limit is eliminated. Limit 101 by default", out at >= limit by default, so a player on exactly
101 reached the limit; on 105 they passed it."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tournament_app.services import Scala40Format, Scala40Hand, Scala40Settings, Services
from tournament_app.services.reports import documents as reports

WORDS = {
    "en": ("reached the limit", "over the limit", "at hand"),
    "it": ("ha raggiunto il limite", "oltre il limite", "alla smazzata"),
}


def _hands(services: Services, tid: int, table: int, hands: list[tuple]) -> tuple[int, ...]:
    """`hands` at `table`, its first seat closing each: (seat index, points) pairs."""
    sheet = services.results.sheet(tid, 1, table)
    seats = sheet.players
    version = sheet.version or None
    for points in hands:
        hand = Scala40Hand(tuple((seats[i], p) for i, p in points), closer=seats[0])
        version = services.results.enter_hand(tid, 1, table, hand, expected_version=version).version
    return seats


@pytest.mark.parametrize("language", ["en", "it"])
def test_reaching_the_limit_is_not_passing_it(services: Services, language: str) -> None:
    """Table 1 over: its 4th seat ends on 101 at hand 1, its 3rd on 105 at hand 2. Table 2
    still playing: its 4th seat on 101 and its 3rd on 102, both out at hand 1."""
    settings = Scala40Settings(format=Scala40Format.ELIMINATION, advance_per_table=1)
    tid = scala40_tournament(services, 8, settings)
    published_round(services, tid)
    over = _hands(services, tid, 1, [[(1, 10), (2, 10), (3, 101)], [(1, 10), (2, 95)], [(1, 91)]])
    playing = _hands(services, tid, 2, [[(1, 10), (2, 102), (3, 101)]])
    reached, passed, at = WORDS[language]
    document = reports.round_results_document(services, tid, 1, language=language)
    notes = {p.entry.number: p.note for t in document.tables for p in t.placings}
    assert notes[over[3]].endswith(f"{reached} {at} 1")
    assert notes[over[2]].endswith(f"{passed} {at} 2")
    assert notes[over[1]].endswith(f"{passed} {at} 3")  # 111
    assert notes[playing[3]] == reached
    assert notes[playing[2]] == passed
