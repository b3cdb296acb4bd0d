"""The settings as the wizard's summary and `tournament show` list them say the burraco
format once: pairs or individual for a pairs event, teams for a team event."""

from __future__ import annotations

import pytest

from tournament_app.services.setting_words import setting_rows, setting_values
from tournament_app.services.settings import BurracoSettings, EventFormat

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
