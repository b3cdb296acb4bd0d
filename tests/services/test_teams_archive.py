"""A team event travels whole in its tournament file: its teams, their pairs and the line-ups
chosen come back on import, and the file says format 3 (an older Torneo refuses it as newer
instead of dropping the teams); a pairs tournament's file stays at the format it was."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    Services,
    TeamLineUp,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)

TEAMS = BurracoSettings(
    event_format=EventFormat.TEAMS,
    schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
)


def _format(path: Path) -> int:
    with zipfile.ZipFile(path) as archive:
        return int(json.loads(archive.read("manifest.json"))["format_version"])


def test_teams_and_line_ups_come_back_from_the_file(services: Services, tmp_path) -> None:
    tid = burraco_tournament(services, 6, TEAMS)
    services.teams.add(tid, "Assi", [1, 2, 3], club="Circolo Sud")
    services.teams.add(tid, "Bassotti", [4, 5])
    services.teams.set_lineup(tid, 1, 1, 3, 1)
    path = export_tournament_file(services, tid, tmp_path / "squadre.torneo")
    assert _format(path) == 3

    copy = import_tournament_file(services, path, again=True).tournament_id

    assert services.teams.list(copy) == services.teams.list(tid)
    assert services.teams.lineups(copy, 1)[0] == TeamLineUp(1, 1, 3, 1, True)


def test_a_pairs_tournament_keeps_its_older_format(services: Services, tmp_path) -> None:
    tid = burraco_tournament(services, 4)
    path = export_tournament_file(services, tid, tmp_path / "coppie.torneo")
    assert _format(path) == 1
