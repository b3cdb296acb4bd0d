"""When the standings are the final ones: the printed title ("Classifica finale" against
"provvisoria"), the score cards' place and the prize list ("provisional" or not) all follow
`rounds.status.standings_final`. Cases from the formats' rules: a burraco or scala 40
placement-points tournament ends with its last planned round, an elimination with its final
table, and a director may conclude a tournament early (domain/burraco.md, domain/scala40.md)."""

from __future__ import annotations

import pytest

from tournament_app.services import BurracoSettings, Scala40Format, Scala40Settings
from tournament_app.services.rounds.status import is_final_stage, standings_final
from tournament_app.services.settings import PairingSystem, ScheduleStep

BURRACO_4 = BurracoSettings(schedule=(ScheduleStep(PairingSystem.DANESE, 4),))
PLACEMENT_3 = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=3)
ELIMINATION = Scala40Settings(format=Scala40Format.ELIMINATION)


@pytest.mark.parametrize(
    ("case", "settings", "shown", "complete", "concluded", "final", "expected"),
    [
        ("no round announced yet", BURRACO_4, None, False, False, None, False),
        ("burraco after round 3 of 4", BURRACO_4, 3, True, False, None, False),
        ("burraco's last round still being played", BURRACO_4, 4, False, False, None, False),
        ("burraco's last round complete", BURRACO_4, 4, True, False, None, True),
        ("burraco concluded after round 3", BURRACO_4, 3, True, True, None, True),
        ("concluded, its last round still missing results", BURRACO_4, 3, False, True, None, False),
        ("placement points after round 2 of 3", PLACEMENT_3, 2, True, False, None, False),
        ("placement points' round 3 complete", PLACEMENT_3, 3, True, False, None, True),
        ("elimination after its first stage", ELIMINATION, 1, True, False, None, False),
        ("elimination's final complete", ELIMINATION, 3, True, False, 3, True),
        ("elimination's final still being played", ELIMINATION, 3, False, False, 3, False),
        ("elimination, a stage before the seated final", ELIMINATION, 2, True, False, 3, False),
    ],
)
def test_the_standings_are_final_when_the_format_says_the_tournament_ended(
    case, settings, shown, complete, concluded, final, expected
) -> None:
    assert (
        standings_final(settings, shown, complete=complete, concluded=concluded, final=final)
        is expected
    ), case


@pytest.mark.parametrize(
    ("number", "tables", "expected"),
    [(1, 1, False), (2, 1, True), (2, 2, False), (4, 1, True)],
)
def test_an_eliminations_final_is_one_table_after_a_first_stage(number, tables, expected) -> None:
    """The final is the single table a stage before it narrowed the players to."""
    assert is_final_stage(number, tables) is expected
