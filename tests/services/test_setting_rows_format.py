"""The settings as the wizard's summary and `tournament show` list them say the burraco
format once: pairs or individual for a pairs event, teams for a team event."""

from __future__ import annotations

import pytest

from tournament_app.services.setting_words import setting_rows, setting_values
from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    TeamMovement,
)

PAIRS_ROW_IT = "Coppie o individuale"
TEAMS_ROW_IT = "Formato (coppie o squadre)"


@pytest.mark.parametrize(
    ("settings", "row", "value"),
    [
        (BurracoSettings(), PAIRS_ROW_IT, "coppie"),
        (BurracoSettings(individual=True), PAIRS_ROW_IT, "individuale"),
        (BurracoSettings(event_format=EventFormat.TEAMS), TEAMS_ROW_IT, "a squadre"),
    ],
)
def test_the_format_is_one_row(settings: BurracoSettings, row: str, value: str) -> None:
    rows = setting_rows(settings, "it")
    format_rows = [(name, said) for name, said in rows if name in (PAIRS_ROW_IT, TEAMS_ROW_IT)]
    assert format_rows == [(row, value)]
    assert rows[0] == (row, value), "the format comes first"


def test_english_names_the_team_event_once() -> None:
    rows = setting_rows(BurracoSettings(event_format=EventFormat.TEAMS), "en")
    assert [said for name, said in rows if name.startswith(("Pairs or", "Format"))] == ["teams"]


def test_the_log_still_reads_both_settings() -> None:
    """An edit to either setting is worth reading in the log, whatever the format."""
    values = setting_values(BurracoSettings(), "it")
    assert values["individual"] == "coppie"
    assert values["event_format"] == "a coppie"


MITCHELL_THEN_DANESE = (
    ScheduleStep(PairingSystem.MITCHELL, 6),
    ScheduleStep(PairingSystem.DANESE, 1),
)
SEATING_ROWS_IT = ("Primo turno", "Avanzamento del Mitchell", "Variante del Danese")


@pytest.mark.parametrize(
    ("settings", "schedule"),
    [
        # Partners rotate every round: no Mitchell nor Danese seats an individual evening.
        (
            BurracoSettings(individual=True, schedule=MITCHELL_THEN_DANESE),
            "Individuale (compagni a rotazione) ×7",
        ),
        # A team event's movement seats every round; the schedule only counts them.
        (
            BurracoSettings(
                event_format=EventFormat.TEAMS,
                team_movement=TeamMovement.ROUND_ROBIN,
                schedule=MITCHELL_THEN_DANESE,
            ),
            "Girone all'italiana ×7",
        ),
    ],
)
def test_a_summary_names_how_the_rounds_are_really_seated(
    settings: BurracoSettings, schedule: str
) -> None:
    rows = dict(setting_rows(settings, "it"))
    assert rows["Calendario"] == schedule
    assert not set(SEATING_ROWS_IT) & set(rows), "no system the evening does not play"
    assert "Movimento delle squadre" not in rows, "the movement is said once"


def test_a_pairs_summary_keeps_its_schedule_and_systems() -> None:
    rows = dict(setting_rows(BurracoSettings(schedule=MITCHELL_THEN_DANESE), "it"))
    assert rows["Calendario"] == "Mitchell ×6 + Danese ×1"
    assert set(SEATING_ROWS_IT) <= set(rows)


def test_the_log_still_reads_an_individual_tournament_s_schedule() -> None:
    values = setting_values(BurracoSettings(individual=True, schedule=MITCHELL_THEN_DANESE), "it")
    assert values["schedule"] == "Mitchell ×6 + Danese ×1"
    assert "first_round" in values and "team_movement" in values
