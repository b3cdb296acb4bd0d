"""The headings club lists really write: a heading row grouping the columns above the real
one, headings with a number's sign or a letter for the partner ("1° Giocatore", "Giocatore
B"), "Cognome Nome" in one column, a card or club heading with more words ("Tessera n.",
"Circolo di appartenenza"). Each is taken for its field; a column the import takes for
nothing is named in the preview as not used, never dropped without a word."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest

from tournament_app.services import (
    BurracoSettings,
    Game,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.imports.lists import (
    Field,
    import_entries,
    import_registry,
    preview_file,
    recognise_heading,
)
from tournament_app.services.messages.import_columns import column_taken_as


@pytest.mark.parametrize(
    ("heading", "meant"),
    [
        ("Cognome Nome", (Field.FULL_NAME, 1)),
        ("Cognome/Nome", (Field.FULL_NAME, 1)),
        ("COGNOME E NOME", (Field.FULL_NAME, 1)),
        ("Cognome Nome 1", (Field.FULL_NAME, 1)),
        ("Cognome Nome 2", (Field.FULL_NAME, 2)),
        ("Cognome e Nome 2", (Field.FULL_NAME, 2)),
        ("Giocatore A", (Field.FULL_NAME, 1)),
        ("Giocatore B", (Field.FULL_NAME, 2)),
        ("1° Giocatore", (Field.FULL_NAME, 1)),
        ("2° Giocatore", (Field.FULL_NAME, 2)),
        ("Giocatore 2°", (Field.FULL_NAME, 2)),
        ("Giocatrice", (Field.FULL_NAME, 1)),
        ("Compagno/a", (Field.FULL_NAME, 2)),
        ("Compagna", (Field.FULL_NAME, 2)),
        ("Partner", (Field.FULL_NAME, 2)),
        ("Cognome B", (Field.SURNAME, 2)),
        ("Nome A", (Field.NAME, 1)),
        ("Tessera n.", (Field.TESSERA, 1)),
        ("Tessera n° 2", (Field.TESSERA, 2)),
        ("Tessera nr.", (Field.TESSERA, 1)),
        ("Codice tessera", (Field.TESSERA, 1)),
        ("Circolo di appartenenza", (Field.CLUB, 1)),
        ("Club di appartenenza", (Field.CLUB, 1)),
        ("Home club", (Field.CLUB, 1)),
        ("Cat.", (Field.CATEGORY, 1)),
        ("Cat. B", (Field.CATEGORY, 2)),
        # Not headings of a field: a row number, a note, a pair column alone (split apart).
        ("N.", None),
        ("Note", None),
        ("Coppia", None),
        ("Serie A", None),
    ],
)
def test_each_heading_is_taken_for_its_field(heading: str, meant: tuple[Field, int] | None) -> None:
    assert recognise_heading(heading) == meant


def _tournament(services: Services, *, individual: bool = False) -> TournamentId:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings(individual=individual))
    ).id


def _entered(
    services: Services, tid: TournamentId
) -> list[list[tuple[str, str, str | None, str | None]]]:
    return [
        [(p.surname, p.name, p.tessera, p.club) for p in entry.players]
        for entry in services.entries.list(tid)
    ]


def _grouped_sheet(folder: Path) -> Path:
    """«Giocatore 1» merged over A-C and «Giocatore 2» over D-F, the real headings under
    them, as a club's sheet groups each partner's columns."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Giocatore 1", None, None, "Giocatore 2", None, None, "Circolo"])
    sheet.merge_cells("A1:C1")
    sheet.merge_cells("D1:F1")
    sheet.append(["Cognome", "Nome", "Tessera", "Cognome", "Nome", "Tessera", "Circolo"])
    sheet.append(["Rossi", "Mario", "0012345", "Bianchi", "Anna", "0456", "Aurora"])
    sheet.append(["Verdi", "Luca", "FB100", "Neri", "Sara", "FB200", "Tivoli"])
    path = folder / "iscritti.xlsx"
    book.save(path)
    return path


def test_the_headings_under_a_grouping_row_are_the_headings(
    services: Services, tmp_path: Path
) -> None:
    """Row 2 names seven fields, row 1 three: row 2 is the heading row. Both pairs enter with
    their names and cards, and nothing is a problem."""
    path = _grouped_sheet(tmp_path)
    preview = preview_file(path, players_per_entry=2)
    assert preview.errors == ()
    assert [row.line for row in preview.rows] == [3, 4]
    assert [p.listed for p in preview.rows[0].players] == ["Rossi, Mario", "Bianchi, Anna"]
    tid = _tournament(services)
    assert import_entries(services, tid, path).added == 2
    assert _entered(services, tid) == [
        [("Rossi", "Mario", "0012345", "Aurora"), ("Bianchi", "Anna", "0456", "Aurora")],
        [("Verdi", "Luca", "FB100", "Tivoli"), ("Neri", "Sara", "FB200", "Tivoli")],
    ]


def test_card_and_club_headings_of_several_words(services: Services, tmp_path: Path) -> None:
    """«Tessera n.» and «Circolo di appartenenza»: Gallo Lia enters with card FB77 and club
    Aurora, and the registry holds both."""
    path = tmp_path / "soci.csv"
    path.write_text(
        "Cognome;Nome;Tessera n.;Circolo di appartenenza\nGallo;Lia;FB77;Aurora\n",
        encoding="utf-8",
    )
    tid = _tournament(services, individual=True)
    assert import_entries(services, tid, path).added == 1
    assert _entered(services, tid) == [[("Gallo", "Lia", "FB77", "Aurora")]]
    (gallo,) = services.registry.search("Gallo")
    assert (gallo.tessera, gallo.club) == ("FB77", "Aurora")


@pytest.mark.parametrize(
    "headings",
    [
        "Giocatore;Compagno/a;Circolo",
        "Cognome Nome 1;Cognome Nome 2;Circolo",
        "Giocatore A;Giocatore B;Circolo",
        "1° Giocatore;2° Giocatore;Circolo",
    ],
)
def test_a_pair_by_one_column_per_partner(
    services: Services, tmp_path: Path, headings: str
) -> None:
    """Each partner's whole name in a column: Rossi Mario with Bianchi Anna, of Aurora."""
    path = tmp_path / "coppie.csv"
    path.write_text(f"{headings}\nRossi Mario;Bianchi Anna;Aurora\n", encoding="utf-8")
    tid = _tournament(services)
    assert import_entries(services, tid, path).added == 1
    assert _entered(services, tid) == [
        [("Rossi", "Mario", None, "Aurora"), ("Bianchi", "Anna", None, "Aurora")]
    ]


def test_cognome_nome_in_one_column(services: Services, tmp_path: Path) -> None:
    """«Cognome Nome», the commonest heading of a registry list: Rossi Mario, card 12345."""
    path = tmp_path / "soci.csv"
    path.write_text("Cognome Nome;Tessera;Circolo\nRossi Mario;12345;Aurora\n", encoding="utf-8")
    assert import_registry(services, path).added == 1
    (rossi,) = services.registry.search("Rossi")
    assert (rossi.surname, rossi.name, rossi.tessera, rossi.club) == (
        "Rossi",
        "Mario",
        "12345",
        "Aurora",
    )


def test_columns_the_import_does_not_use_are_named(tmp_path: Path) -> None:
    """A row number «N.», a «Note» column and a column with no heading hold something the
    import takes for no field: the preview names each as not used, in both languages. An
    empty «Telefono» column is not named."""
    path = tmp_path / "soci.csv"
    path.write_text(
        "N.;Cognome;Nome;Note;Telefono\n1;Rossi;Mario;paga dopo;;x\n2;Verdi;Luca;;\n",
        encoding="utf-8",
    )
    preview = preview_file(path, players_per_entry=1)
    assert preview.columns == {
        "N.": "unused",
        "Cognome": "surname",
        "Nome": "name",
        "Note": "unused",
        "(F)": "unused",
    }
    assert column_taken_as("Note", "unused", "it") == "«Note» → non usata"
    assert column_taken_as("Note", "unused", "en") == "“Note” → not used"
    assert [p.listed for row in preview.rows for p in row.players] == [
        "Rossi, Mario",
        "Verdi, Luca",
    ]
