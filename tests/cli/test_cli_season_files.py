"""`torneo season --pdf/--xlsx/--html`: the season ranking printed and saved, each
afternoon's points in its own dated column; an undated tournament named, not counted."""

from __future__ import annotations

import openpyxl
import pytest
from pypdf import PdfReader

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo
from tests.cli.test_cli_season import afternoon, two_afternoons

start, database_url = snapshot_fixtures({"played": two_afternoons})
played = state_value("played")


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def test_the_season_files_carry_each_afternoons_points(torneo, played, tmp_path) -> None:
    """Field size 4 (n - place + 1): Bruno 3 then 4, Anna 4 then 2, Carla 2 then 3, Dario 1
    and 1. With the best result only, Bruno keeps 4 and his 3 shows in brackets."""
    pdf, xlsx, html = tmp_path / "s.pdf", tmp_path / "s.xlsx", tmp_path / "s.html"
    season = torneo.ok(
        "season", "--game", "scala40", "--best", "1",
        "--pdf", pdf, "--xlsx", xlsx, "--html", html,
    )  # fmt: skip
    assert season["written"] == [str(pdf), str(xlsx), str(html)]

    rows = list(openpyxl.load_workbook(xlsx).active.iter_rows(values_only=True))
    assert rows[1][-2:] == ("10 Jan · Scala 2026-01-10", "17 Jan · Scala 2026-01-17")
    by_name = {row[1]: row for row in rows[2:6]}
    assert by_name["Verdi Bruno"][3] == 4 and by_name["Verdi Bruno"][-2:] == ("(3)", 4)
    assert by_name["Rossi Anna"][3] == 4 and by_name["Rossi Anna"][-2:] == (4, "(2)")
    assert by_name["Neri Carla"][-2:] == ("(2)", 3)
    # Dario's two 1s: the earlier counts, the later is dropped.
    assert by_name["Blu Dario"][-2:] == (1, "(1)")
    assert any("Only each player's best result counts" in str(row[0]) for row in rows)

    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Season ranking" in text and "10 Jan" in text and "Verdi Bruno" in text
    assert "Scala 40" in text
    page = html.read_text(encoding="utf-8")
    assert "<td>Verdi Bruno</td>" in page and "(3)" in page


def test_an_undated_tournament_is_named_when_dates_are_given(torneo) -> None:
    """Created without --date and finished, it counts when no dates are asked, and with
    dates it is left out and named, with how to give it a date."""
    afternoon(torneo, "2026-01-10", ["T1", "T2", "T3", "T4"])
    undated = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Serata senza data")[
        "id"
    ]
    torneo.ok("tournament", "status", "-t", undated, "finished")
    everything = torneo.ok("season", "--game", "scala40")
    assert undated in [t["id"] for t in everything["tournaments"]]
    assert everything["undated"] == []
    dated = torneo.ok("season", "--game", "scala40", "--from", "2025-09-01", "--to", "2026-08-31")
    assert undated not in [t["id"] for t in dated["tournaments"]]
    assert dated["undated"] == [{"id": undated, "name": "Serata senza data"}]
    out = torneo.run("season", "--game", "scala40", "--from", "2025-09-01").out
    assert "Not counted for having no date: Serata senza data" in out
    assert "tournament edit --date" in out
