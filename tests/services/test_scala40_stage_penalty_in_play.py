"""A penalty given at an elimination's final while it is played counts in the final only
(scala40.md: each stage is a fresh game; the standings rank by the stage reached, the place
there, then the penalty points of that stage).

The heats (tests/builders/final_ties.py): table t's winner pays HEAT_COST[t] in round 1 (43,
53, 10, 20) and goes on; the four winners A, B, C, D meet at the final. The director adds 20
penalty points to C in round 2 before the final's first hand.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.builders.final_ties import Heats, play_heats
from tournament_app.services import (
    PenaltyKind,
    Scala40Hand,
    Scala40Standing,
    Services,
    open_services,
)


@pytest.fixture
def final_in_play(database_url: str) -> Iterator[tuple[Services, Heats, int]]:
    """The heats played, the final published with no hand yet, C given +20 in round 2:
    (services, heats, the final's round number)."""
    services = open_services(database_url, station="test")
    try:
        heats = play_heats(services)
        final = services.rounds.generate(heats.tournament)
        services.rounds.publish(heats.tournament, final.number)
        c = heats.place(0)[2]
        services.penalties.add(
            heats.tournament, c, PenaltyKind.MP, mp=20, round_number=final.number, reason="x"
        )
        yield services, heats, final.number
    finally:
        services.close()


def _rows(services: Services, heats: Heats, **after: int) -> dict[int, Scala40Standing]:
    rows = services.standings.overall(heats.tournament, **after)
    assert all(isinstance(row, Scala40Standing) for row in rows)
    return {row.entry: row for row in rows}  # type: ignore[misc]


def test_the_final_penalty_leaves_round_one_as_it_was(final_in_play) -> None:
    """Round 1 ranks the winners by their heat's points: C 10, D 20, A 43, B 53. The +20 of
    round 2 does not go on C's heat (30 would put C 2nd)."""
    services, heats, _final = final_in_play
    a, b, c, d = heats.place(0)
    for rows in (_rows(services, heats), _rows(services, heats, after_round=1)):
        assert [(rows[p].stage, rows[p].stage_penalty) for p in (a, b, c, d)] == [
            (1, 43),
            (1, 53),
            (1, 10),
            (1, 20),
        ]
        assert [rows[p].rank for p in (c, d, a, b)] == [1, 2, 3, 4]


def test_while_the_final_is_played_its_players_are_in_play_with_its_points(
    final_in_play,
) -> None:
    """Each finalist's figure is the final's running total, C's with the +20 on it; after
    round 1 nobody is in play."""
    services, heats, final = final_in_play
    a, b, c, d = heats.place(0)
    rows = _rows(services, heats)
    assert [rows[p].playing for p in (a, b, c, d)] == [0, 0, 20, 0]
    assert all(row.playing is None for n, row in rows.items() if n not in (a, b, c, d))
    assert all(row.playing is None for row in _rows(services, heats, after_round=1).values())
    services.results.enter_hand(
        heats.tournament, final, 1, Scala40Hand(((b, 30), (c, 30), (d, 60)), closer=a)
    )
    rows = _rows(services, heats)
    assert [rows[p].playing for p in (a, b, c, d)] == [0, 30, 50, 60]


def test_once_the_final_is_over_the_penalty_counts_there(final_in_play) -> None:
    """A closes twice; C starts from the +20 (20 + 30 = 50 after hand 1), so in hand 2 B
    (30 + 80 = 110), C (50 + 75 = 125) and D (60 + 50 = 110) go out together: A 1st, B and D
    share 2nd (the lower total), C is 4th on 125. The same game as the sheet's."""
    services, heats, final = final_in_play
    a, b, c, d = heats.place(0)
    tid = heats.tournament
    sheet = services.results.enter_hand(
        tid, final, 1, Scala40Hand(((b, 30), (c, 30), (d, 60)), closer=a)
    )
    services.results.enter_hand(
        tid,
        final,
        1,
        Scala40Hand(((b, 80), (c, 75), (d, 50)), closer=a),
        expected_version=sheet.version,
    )
    rows = _rows(services, heats)
    shown = [(rows[p].rank, rows[p].stage, rows[p].last_place) for p in (a, b, d, c)]
    assert shown == [(1, 2, 1), (2, 2, 2), (2, 2, 2), (4, 2, 4)]
    assert rows[c].stage_penalty == 125
    placed = {p.entry: (p.place, p.total) for p in services.results.sheet(tid, final, 1).placings}
    assert [placed[p] for p in (a, b, d, c)] == [(1, 0), (2, 110), (2, 110), (4, 125)]
    assert all(row.playing is None for row in rows.values())
