"""One card written for both players of a line, in two cases ("zz9" and "ZZ9"): the line is
listed at the partner's tessera column, the value that repeats, with what to correct."""

from __future__ import annotations

import pytest

from tournament_app.services.imports.lists import ImportProblem, describe_problem, preview_cells

SEPARATE = ["Cognome 1", "Nome 1", "Tessera 1", "Cognome 2", "Nome 2", "Tessera 2"]
# A sheet laid out pair by pair: the partner's columns are named with their letter.
REPEATED = ["Cognome", "Nome", "Tessera", "Cognome", "Nome", "Tessera"]
ONE_COLUMN = ["Giocatore 1", "N. Tessera 1", "Giocatore 2", "N. Tessera 2"]


@pytest.mark.parametrize(
    ("headings", "line", "tessera_heading"),
    [
        (SEPARATE, ["Gallo", "Rita", "zz9", "Conti", "Aldo", "ZZ9"], "Tessera 2"),
        (REPEATED, ["Gallo", "Rita", "zz9", "Conti", "Aldo", "ZZ9"], "Tessera (F)"),
        (ONE_COLUMN, ["Gallo Rita", "zz9", "Conti Aldo", "ZZ9"], "N. Tessera 2"),
    ],
)
def test_one_card_in_two_cases_is_listed_at_the_partners_tessera(
    headings: list[str], line: list[str], tessera_heading: str
) -> None:
    """Gallo Rita zz9 and Conti Aldo ZZ9: one card to the services, so one player twice;
    the line is listed at the second tessera's column with the card as written there, and
    the next line is ready."""
    good = (
        ["Verdi Lia", "A1", "Neri Ugo", "A2"]
        if headings is ONE_COLUMN
        else ["Verdi", "Lia", "A1", "Neri", "Ugo", "A2"]
    )
    preview = preview_cells([headings, line, good], players_per_entry=2)
    assert [row.line for row in preview.rows] == [3]
    (error,) = preview.errors
    assert (error.line, error.code, error.column, error.value) == (
        2,
        ImportProblem.PLAYER_TWICE_IN_ROW,
        tessera_heading,
        "ZZ9",
    )
    assert describe_problem(error, "it") == (
        "ZZ9 compare due volte in questa riga: correggi il nome o la tessera del compagno e "
        "importa di nuovo il file."
    )
    assert describe_problem(error, "en") == (
        "ZZ9 appears twice on this line: correct the partner's name or tessera and import the "
        "file again."
    )
