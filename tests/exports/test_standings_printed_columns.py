"""The printed standings (PDF, workbook) carry only columns that say something: no club
column when no entry has a club; a penalty column's cell is blank for a pair without a
penalty ("0" on every line read as a penalty of nothing), the penalised pair's figure
printed. burraco.md: a penalty takes VP or points off, the standings show it."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook
from pypdf import PdfReader

from tournament_app.services import (
    BurracoSettings,
    Game,
    PenaltyKind,
    PlayerSpec,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions


def _evening(database_url: str, tmp_path: Path):
    """Four pairs without a club, round 1 played 800-300 at both tables, -150 points to the
    first NS pair."""
    services = open_services(database_url)
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", "2026-11-29", "Genova", BurracoSettings())
    )
    for number in range(1, 5):
        services.entries.add(
            tournament.id,
            [PlayerSpec(f"Rossi{number}", "Anna"), PlayerSpec(f"Bianchi{number}", "Carlo")],
        )
    seating = services.rounds.generate(tournament.id, seed=1)
    services.rounds.publish(tournament.id, 1)
    for table in seating.tables:
        services.results.enter_totals(tournament.id, 1, table.table, 800, 300)
    penalised = seating.tables[0].ns[0]
    services.penalties.add(
        tournament.id, penalised, PenaltyKind.MP, mp=150, round_number=1, reason="gioco lento"
    )
    return services, tournament.id, penalised


def test_the_workbook_standings_leave_out_the_club_and_blank_the_zero_penalties(
    database_url: str, tmp_path: Path
) -> None:
    services, tid, penalised = _evening(database_url, tmp_path)
    try:
        actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx")
    finally:
        services.close()
    sheet = load_workbook(tmp_path / "t.xlsx")["Classifica"]
    rows = [list(row) for row in sheet.iter_rows(values_only=True)]
    heading_at = next(i for i, row in enumerate(rows) if "Pen. punti" in row)
    headings = rows[heading_at]
    assert "Circolo" not in headings
    number, penalty = headings.index("N."), headings.index("Pen. punti")
    lines = [row for row in rows[heading_at + 1 :] if isinstance(row[number], int)]
    assert len(lines) == 4
    by_entry = {row[number]: row[penalty] for row in lines}
    assert by_entry.pop(penalised) == -150
    assert set(by_entry.values()) == {None}  # blank, not 0


def test_the_standings_pdf_leaves_out_the_club_and_prints_no_zero_penalties(
    database_url: str, tmp_path: Path
) -> None:
    services, tid, _penalised = _evening(database_url, tmp_path)
    try:
        actions.standings_pdf(services, tid, tmp_path / "classifica.pdf")
    finally:
        services.close()
    page = "\n".join(p.extract_text() for p in PdfReader(tmp_path / "classifica.pdf").pages)
    # The heading over its figures may wrap ("Pen." over "punti").
    assert "Pen. punti" in " ".join(page.split()) and "-150" in page
    assert "Circolo" not in page
    cells = page.splitlines()  # the PDF's text gives each cell on its own line
    assert sum("Rossi" in cell for cell in cells) == 4
    # Only the penalised pair holds a penalty; no cell prints a 0 for "no penalty" (800-300
    # gives 14-6 and +/-500: no 0 among the figures).
    assert cells.count("-150") == 1
    assert "0" not in cells
