"""Drafts whose check the services read for publishing: one with a note only, one breaking a
rule (a rematch), one out of date (a Danish draft made before a correction). Shared by the
service tests and the test of both faces."""

from __future__ import annotations

from tests.builders.corrections import danese_draft
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    TournamentId,
)

LATE_PAIR = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(
        ScheduleStep(PairingSystem.MITCHELL, 1),
        ScheduleStep(PairingSystem.DANESE_GIRONI, 1),
    ),
    group_sizes=(4, 4),
)


def _play(services: Services, tid: TournamentId, number: int) -> None:
    for table in services.rounds.get(tid, number).tables:
        if not table.is_bye:
            services.results.enter_totals(tid, number, table.table, 900, 600)


def note_only(services: Services) -> TournamentId:
    """Groups 4, 4 set and a ninth pair joining after round 1: round 2's draft has groups of
    4 and 5, a note (`groups_resized`) and nothing broken."""
    tid = burraco_tournament(services, 9, LATE_PAIR)
    services.entries.set_present(tid, 9, False)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    _play(services, tid, 1)
    services.entries.set_present(tid, 9, True)
    services.rounds.generate(tid)
    return tid


def rematch(services: Services) -> TournamentId:
    """The Danish round 2 (`danese_draft`), swapped by hand so that pairs 1 and 2, who met in
    round 1, meet again."""
    tid = danese_draft(services)
    (table,) = [t for t in services.rounds.get(tid, 2).tables if 2 in t.ns + t.ew]
    opponent = (table.ew if 2 in table.ns else table.ns)[0]
    services.rounds.swap(tid, 2, 1, opponent)
    return tid


def stale(services: Services) -> TournamentId:
    """The Danish round 2 (`danese_draft`), then table 1 of round 1 corrected: the draft
    pairs on the standings as they were."""
    tid = danese_draft(services)
    version = services.results.get(tid, 1, 1).version
    services.results.enter_totals(tid, 1, 1, 600, 1200, expected_version=version)
    return tid


CASES = {"note_only": note_only, "rematch": rematch, "stale": stale}
