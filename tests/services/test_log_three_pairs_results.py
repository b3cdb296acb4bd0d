"""The change log of a table of three pairs (burraco a sei): a result entered and a result
corrected say the three totals and the three pairs' VP, in the summary and in the before and
after, in Italian and English, so a correction to the third pair alone is on record; older
rows, with two figures only, still read as they did.

Figures worked out by hand from FIBUR's 3-hand table (0-50 10-10, 55-150 11-9, 155-250 12-8,
255-350 13-7, 355-500 14-6) and the default rule (each pair's VP the mean of its two
conversions, a half rounded up): 640-245-400 gives NS 395 over EO (14-6) and 240 over the
third (12-8), EO 155 under the third (8-12): 13, 7, 10. The third pair corrected to 500:
NS 395 over EO (14-6) and 140 over the third (11-9), EO 255 under it (7-13): NS (14 + 11) / 2
= 12.5, 13; EO (6 + 7) / 2 = 6.5, 7; third (9 + 13) / 2 = 11.
"""

from __future__ import annotations

from dataclasses import replace

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tests.builders.tournaments import logged_change as entry
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    ThreePairsTables,
    TournamentId,
)
from tournament_app.services.log.details import details_text
from tournament_app.services.log.words import change_text


def _entered(services: Services) -> TournamentId:
    """Seven pairs, a table of three when needed: round 1 seats 1 v 2, 3 v 4, 5 v 6 v 7;
    table 3 entered 640-245-400 (version 1)."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.WHEN_NEEDED,
    )
    tournament_id = burraco_tournament(services, pairs=7, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    return tournament_id


start, database_url = snapshot_fixtures({"entered": with_services(_entered)})
entered = state_value("entered")


def _latest(services: Services, tournament_id: TournamentId, action: str):
    return next(e for e in services.audit.list(tournament_id) if e.action == action)


def test_an_entry_at_a_table_of_three_names_every_figure(
    services: Services, entered: TournamentId
) -> None:
    logged = _latest(services, entered, "result.enter")
    assert change_text(logged, "it") == "Risultato inserito: giocato 640-245-400 PV 13-7-10"
    assert change_text(logged, "en") == "Result entered: played 640-245-400 VP 13-7-10"
    assert details_text(logged, "it")[1] == "Tavolo 3: NS 640 — EO 245 — 3ª 400, PV 13–7–10"
    assert details_text(logged, "en")[1] == "Table 3: NS 640 — EW 245 — 3rd 400, VP 13–7–10"


def test_a_correction_to_the_third_pair_alone_is_on_record(
    services: Services, entered: TournamentId
) -> None:
    """The audit's case: NS and EO as they were, the third pair's total changed."""
    services.results.enter_three(entered, 1, 3, totals=(640, 245, 500), expected_version=1)
    logged = _latest(services, entered, "result.correct")
    assert change_text(logged, "it") == (
        "Risultato corretto: da 640-245-400 (PV 13-7-10) a 640-245-500 (PV 13-7-11)"
    )
    assert change_text(logged, "en") == (
        "Result corrected: from 640-245-400 (VP 13-7-10) to 640-245-500 (VP 13-7-11)"
    )
    assert details_text(logged, "it") == (
        "Tavolo 3: NS 640 — EO 245 — 3ª 400, PV 13–7–10",
        "Tavolo 3: NS 640 — EO 245 — 3ª 500, PV 13–7–11",
    )
    assert details_text(logged, "en") == (
        "Table 3: NS 640 — EW 245 — 3rd 400, VP 13–7–10",
        "Table 3: NS 640 — EW 245 — 3rd 500, VP 13–7–11",
    )


def test_undoing_the_correction_shows_the_third_total_coming_back(
    services: Services, entered: TournamentId
) -> None:
    services.results.enter_three(entered, 1, 3, totals=(640, 245, 500), expected_version=1)
    services.audit.undo_last(entered)
    undone = services.audit.list(entered)[0]
    assert change_text(undone, "it") == "Annullato: risultato corretto (turno 1, tavolo 3)"
    assert details_text(undone, "it") == (
        "Tavolo 3: NS 640 — EO 245 — 3ª 500, PV 13–7–11",
        "Tavolo 3: NS 640 — EO 245 — 3ª 400, PV 13–7–10",
    )


# Table 3's result row as the log keeps it before and after a change, at a table of two
# (640-245 over 3 hands: 395, 14-6) and at a table of three (640-245-400: 13-7-10).
TWO = {"table_number": 3, "kind": "played", "ns_mp": 640, "ew_mp": 245, "ns_vp": 14}
TWO |= {"ew_vp": 6}
THREE = TWO | {"ns_vp": 13, "ew_vp": 7, "third_mp": 400, "third_vp": 10}


def test_older_rows_without_the_third_figure_still_read() -> None:
    """Rows at a table of two, or logged before tables of three (no third column in their
    before and after, no third figure in their parameters), read with two figures; a row
    whose parameters lack the third figure while the result it wrote has one takes it from
    that result, and one kept in prose only (an older file's row the upgrade could not
    read: params None) reads its three figures from its words."""
    swapped = {"ns_mp": 245, "ew_mp": 640, "ns_vp": 6, "ew_vp": 14}
    two = replace(
        entry("result.correct", "played 245-640 VP 6-14"),
        before={"burraco_results": [TWO]},
        after={"burraco_results": [TWO | swapped]},
        params={"kind": "played"} | swapped,
    )
    assert change_text(two, "it") == "Risultato corretto: da 640-245 (PV 14-6) a 245-640 (PV 6-14)"
    assert details_text(two, "en") == (
        "Table 3: NS 640 — EW 245, VP 14–6",
        "Table 3: NS 245 — EW 640, VP 6–14",
    )
    short = replace(
        entry("result.correct", "played 640-245-500 VP 13-7-11"),
        before={"burraco_results": [THREE]},
        after={"burraco_results": [THREE | {"third_mp": 500, "third_vp": 11}]},
        params={"kind": "played", "ns_mp": 640, "ew_mp": 245, "ns_vp": 13, "ew_vp": 7},
    )
    assert change_text(short, "en") == (
        "Result corrected: from 640-245-400 (VP 13-7-10) to 640-245-500 (VP 13-7-11)"
    )
    assert change_text(replace(short, params=None), "it") == (
        "Risultato corretto: da 640-245-400 (PV 13-7-10) a 640-245-500 (PV 13-7-11)"
    )
    # A negative total stays whole, in brackets, among the three.
    prose = replace(entry("result.enter", "played 640--35-400 VP 14-5-11"), params=None)
    assert change_text(prose, "it") == "Risultato inserito: giocato 640-(-35)-400 PV 14-5-11"
