"""A scala 40 elimination's standings as printed and exported: the penalty column is the last
stage's (the figure that ranks), headed so; the workbook keeps every stage's total beside it,
and the printed standings and the prize list do not (tests/builders/final_ties.py)."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook
from pypdf import PdfReader

from tests.builders.final_ties import play_final, play_heats
from tournament_app.services import Services
from tournament_app.services import exports as actions

LAST, ALL = "Penalità nell'ultima fase", "Penalità, tutte le fasi"


def test_the_final_ranks_and_shows_its_own_penalty_points(
    services: Services, tmp_path: Path
) -> None:
    """The final ended on time: A 30, B 30 (both 1st), C 35, D 70; with the heats A 73,
    B 83, C 45, D 90. The standings show 30, 30, 35, 70; the workbook also 73, 83, 45, 90."""
    heats = play_heats(services)
    a, b, c, d = play_final(services, heats)
    workbook = tmp_path / "t.xlsx"
    actions.export_tournament(services, heats.tournament, xlsx=workbook)
    rows = list(load_workbook(workbook)["Classifica"].iter_rows(min_row=2, values_only=True))
    headings, body = rows[0], [row for row in rows[1:] if row[1] is not None]
    column = {title: i for i, title in enumerate(headings)}
    assert column[ALL] == column[LAST] + 1
    shown = {row[column["N."]]: (row[column[LAST]], row[column[ALL]]) for row in body}
    assert [shown[p] for p in (a, b, c, d)] == [(30, 73), (30, 83), (35, 45), (70, 90)]
    printed = tmp_path / "classifica.pdf"
    actions.standings_pdf(services, heats.tournament, printed)
    text = "\n".join(page.extract_text() for page in PdfReader(printed).pages)
    assert LAST in text and ALL not in text
    prizes = tmp_path / "premi.pdf"
    actions.prize_list_pdf(services, heats.tournament, prizes, places=4)
    text = "\n".join(page.extract_text() for page in PdfReader(prizes).pages)
    assert LAST in text and ALL not in text
