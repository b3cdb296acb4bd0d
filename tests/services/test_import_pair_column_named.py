"""A list with both partners in one "Coppia" cell: the preview names that column as the file
does («Coppia»), never the two halves it reads it as ("Coppia 1", "Coppia 2", which the file
does not have), in what it recognised and in the problems of its rows; the words are the
services', the same for the window and the command line."""

from __future__ import annotations

import pytest

from tournament_app.services.imports.lists import ImportProblem, preview_cells
from tournament_app.services.messages.import_columns import column_taken_as
from tournament_app.storage import limits

LIST = [
    ["Coppia", "Circolo"],
    ["DE LUCA GIAN MARIA - ROSSI MARIA GRAZIA", "Aurora"],
]


def test_the_pair_column_is_recognised_under_its_own_heading() -> None:
    preview = preview_cells(LIST, players_per_entry=2)
    assert preview.ok
    assert preview.columns == {"Coppia": "pair", "Circolo": "club"}
    (row,) = preview.rows
    assert len(row.players) == 2  # both players read from the one cell


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("it", "«Coppia» → cognome e nome dei due giocatori"),
        ("en", "“Coppia” → surname and name of both players"),
    ],
)
def test_the_pair_column_in_words(language: str, said: str) -> None:
    (heading, understood), *_ = preview_cells(LIST, players_per_entry=2).columns.items()
    assert column_taken_as(heading, understood, language) == said


def test_a_row_missing_the_partner_names_the_files_column() -> None:
    preview = preview_cells([["Coppia", "Circolo"], ["Blu Ugo", "Aurora"]], players_per_entry=2)
    assert [(e.line, e.code, e.column) for e in preview.errors] == [
        (2, ImportProblem.MISSING_PARTNER, "Coppia")
    ]


def test_a_heading_twice_after_the_pair_column_has_the_files_letter() -> None:
    """ "Circolo" twice, in the file's columns B and C: a club too long in C is named
    "Circolo (C)", the letter the spreadsheet shows (the split moved it one along)."""
    too_long = "C" * (limits.CLUB + 1)
    preview = preview_cells(
        [["Coppia", "Circolo", "Circolo"], ["Rossi Mario - Blu Ugo", "Aurora", too_long]],
        players_per_entry=2,
    )
    assert [(e.code, e.column) for e in preview.errors] == [
        (ImportProblem.TEXT_TOO_LONG, "Circolo (C)")
    ]
