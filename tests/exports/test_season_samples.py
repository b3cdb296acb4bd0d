"""`make samples` writes each game's season ranking beside the tournaments' documents."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook

from tournament_app.exports import samples
from tournament_app.services import open_services


def test_samples_hold_each_games_season_ranking_marked_provisional(
    sqlite_url: str, tmp_path: Path
) -> None:
    """The demo's tournaments are still being played: each game's season file says so."""
    services = open_services(sqlite_url)
    try:
        services.demo.create_all()
        written = samples.season_samples(services, tmp_path)
    finally:
        services.close()
    assert {p.name for p in written} == {
        f"{game}-season{suffix}"
        for game in ("burraco", "scala40")
        for suffix in (".pdf", ".xlsx", ".html")
    }
    rows = list(load_workbook(tmp_path / "burraco-season.xlsx").active.iter_rows(values_only=True))
    assert "(provvisoria)" in rows[0][0] and "(in corso)" in rows[1][-1]
