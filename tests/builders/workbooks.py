"""Excel entries lists of several sheets, written with openpyxl as a director's workbook."""

from __future__ import annotations

from pathlib import Path

from openpyxl import Workbook

HEADINGS = ["Cognome 1", "Nome 1", "Cognome 2", "Nome 2"]
LAST_WEEK = [HEADINGS, ["Vecchi", "Ugo", "Antichi", "Lia"]]
TONIGHT = [HEADINGS, ["Rossi", "Mario", "Bianchi", "Anna"], ["Verdi", "Luca", "Neri", "Sara"]]
NOTES = [["Iscrizioni serata del venerdì"], ["Quota 10 euro"]]


def workbook(path: Path, sheets: dict[str, list[list[str]]], active: int) -> Path:
    """The sheets in order, `active` the one the workbook opens on."""
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.active = active
    book.save(path)
    return path
