"""A table's headings stand like their columns, read back from the printed page: over
figures a heading ends where the figures end (it was printed from the left while they were
right-aligned), and a long heading over figures wraps onto two lines rather than widening the
column."""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

from tests.exports.pdf_words import column_under, page_words
from tests.exports.specimens import burraco_standings
from tournament_app.exports.pdf import standings_pdf
from tournament_app.exports.season import (
    SeasonDocument,
    SeasonLine,
    SeasonMeeting,
    SeasonResult,
    meeting_headings,
    season_pdf,
)

ALIGNED = 1.5  # points: a heading's right edge within this of its figures'


def _season() -> SeasonDocument:
    """Two meetings, the second with a long name still being played: its heading is far
    longer than its figures."""
    return SeasonDocument(
        game="burraco",
        game_name="Burraco",
        language="it",
        lines=tuple(
            SeasonLine(n, f"Giocatore {n}", "Aurora", 20 - n, 2, 1, n, (SeasonResult(10 - n),) * 2)
            for n in range(1, 9)
        ),
        meetings=(
            SeasonMeeting("Serata d'inverno", datetime.date(2026, 1, 10)),
            SeasonMeeting(
                "Gran premio di primavera del Circolo Aurora",
                datetime.date(2026, 4, 18),
                running=True,
            ),
        ),
        date_from=datetime.date(2025, 9, 1),
        date_to=datetime.date(2026, 8, 31),
        venue="Circolo Aurora",
    )


def _assert_aligned(path: Path, heading: str) -> None:
    column = column_under(page_words(path), "Pos.", heading)
    assert len(column.figure_rights) >= 4, (heading, column)
    for right in column.figure_rights:
        assert abs(right - column.heading_right) <= ALIGNED, (
            f"{heading!r} ends at {column.heading_right:.1f} pt, its figures at {right:.1f} pt"
        )


def test_standings_numeric_headings_end_where_their_figures_end(tmp_path: Path) -> None:
    path = tmp_path / "standings.pdf"
    standings_pdf(burraco_standings(), path)
    for heading in ("Pos.", "N.", "PV", "Diff. punti", "Punti fatti", "T1", "T2"):
        _assert_aligned(path, heading)


def test_a_standings_text_heading_starts_where_its_text_starts(tmp_path: Path) -> None:
    path = tmp_path / "standings.pdf"
    standings_pdf(burraco_standings(), path)
    words = page_words(path)
    heading = next(w for w in words if w.text == "Giocatori")
    under = [w for w in words if w.top > heading.bottom and abs(w.left - heading.left) <= 1]
    assert len(under) >= 4, "the players' names do not start under their heading"


def test_season_meeting_headings_end_over_their_figures(tmp_path: Path) -> None:
    """The meetings' columns (a day and a name, the long one shortened and marked running)
    and the season's own figures; the long heading on at most two lines."""
    document = _season()
    path = tmp_path / "season.pdf"
    season_pdf(document, path)
    for heading in ("Punti", "Tornei", "Vittorie", "Miglior pos.", *meeting_headings(document)):
        _assert_aligned(path, heading)
    long = meeting_headings(document)[1]
    assert column_under(page_words(path), "Pos.", long).heading_lines <= 2


def test_the_vp_table_is_not_drawn_under_the_results_code(tmp_path: Path) -> None:
    """The standings' VP table, under a title beside the results code, lies clear of the
    code: every band left of its caption or below the address under it (the last bands
    were printed under the code)."""
    standings = burraco_standings()
    header = dataclasses.replace(standings.header, results_url="https://example.org/torneo/r")
    path = tmp_path / "standings.pdf"
    standings_pdf(dataclasses.replace(standings, header=header), path)
    words = page_words(path)
    caption = next(w for w in words if w.text == "Risultati")
    address = [w for w in words if "example.org" in w.text or w.text.endswith("/r")]
    assert address, [w.text for w in words[:60]]
    code_bottom = max(w.bottom for w in address)
    bands = [w for w in words if "–" in w.text and w.top < code_bottom + 60]
    assert bands, "no VP bands near the top"
    for band in bands:
        code_left = min(caption.left, *(w.left for w in address))
        assert band.right < code_left - 2 or band.top > code_bottom, (
            f"{band.text!r} is drawn under the results code"
        )
