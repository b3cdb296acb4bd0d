"""A tournament file refused for a row the services themselves refuse: when their sentence
advises an action, it names the way of the face the director reads it in (the window's
setting, or the command line's option), never the other face's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.cli.main import _refusal
from tournament_app.services.archive.errors import ArchiveRowError
from tournament_app.services.errors import ErrorCode, ServiceError

# What the window and the command line advise for a team event with no team VP table.
WINDOW = {"it": "come tabella PV delle squadre", "en": "as the team VP table"}
COMMAND = {"it": "con --team-vp-table", "en": "with --team-vp-table"}


def _refused_file() -> ArchiveRowError:
    """Its settings: a team event of 2 hands, for which Torneo proposes no team VP table."""
    needed = ServiceError(
        ErrorCode.INVALID_SETTINGS, {"detail": "team_vp_table_needed", "hands": 2}
    )
    place = {"it": "il torneo", "en": "the tournament"}
    return ArchiveRowError(
        Path("serata.torneo"),
        "tournaments[1].settings",
        place,
        "settings",
        "refused",
        refused=needed,
    )


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_window_reads_the_window_s_way(language: str) -> None:
    said = _refused_file().sentence(language)
    assert "serata.torneo" in said and WINDOW[language] in said
    assert "--team-vp-table" not in said


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_command_line_reads_its_option(language: str) -> None:
    refusal = _refusal(_refused_file(), language)
    assert refusal is not None
    code, said, _data, _human = refusal
    assert code == "invalid_input"
    assert "serata.torneo" in said and COMMAND[language] in said
    assert WINDOW[language] not in said
