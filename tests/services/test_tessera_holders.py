"""A tessera names its registry holder, and the name typed with it must be the holder's: a
mistyped card is refused, never entered as the card's holder in the place of the player the
line names (quick add, edit, an entries file); a card of digits that a spreadsheet stored as
a number (0456 come back as 456) is the same card, so the same person is not made twice.
Both databases."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook

from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.imports.lists import (
    ImportProblem,
    describe_problem,
    import_entries,
    preview_entries,
)
from tournament_app.services.messages import describe

HEADINGS = ["Cognome 1", "Nome 1", "Tessera 1", "Cognome 2", "Nome 2", "Tessera 2"]
HEADINGS += ["Circolo", "Categoria"]


def _pairs(services: Services, name: str = "Serata") -> TournamentId:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, name, settings=BurracoSettings())
    ).id


def _xlsx(path: Path, *rows: list[object]) -> Path:
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.append(HEADINGS)
    for row in rows:
        sheet.append(row)
    workbook.save(path)
    return path


def _registry_names(services: Services, text: str) -> list[str]:
    return [f"{p.surname} {p.name} {p.tessera}" for p in services.registry.search(text)]


def test_a_mistyped_card_in_a_file_is_a_row_error_naming_both(
    services: Services, tmp_path: Path
) -> None:
    """The auditor's case: FB100 is Rossi Niccolò's (entered in tournament 1 from a file);
    in tournament 2 a line gives FB100 to Bianchi Luca. The preview lists the line, at the
    tessera column, naming both players, in both languages; the import enters nothing (the
    good line neither: all or nothing), and Rossi Niccolò is not entered for Bianchi Luca.
    The partner's 123 is D'Amico Anna's 00123 (its zeros lost), given to Fabbri Elsa: the
    same line's second problem, at the partner's tessera."""
    first, second = _pairs(services, "Primo"), _pairs(services, "Secondo")
    one = _xlsx(
        tmp_path / "primo.xlsx",
        ["Rossi", "Niccolò", "FB100", "D'Amico", "Anna", "00123", "Aurora", "B"],
    )
    assert import_entries(services, first, one).added == 1
    two = _xlsx(
        tmp_path / "secondo.xlsx",
        ["Gialli", "Rita", "", "Blu", "Ugo", "", "Sole", "A"],
        ["Bianchi", "Luca", "FB100", "Fabbri", "Elsa", "123", "Sole", "A"],
    )
    preview = preview_entries(services, second, two)
    assert [row.line for row in preview.rows] == [2]
    assert [(e.line, e.code, e.column, e.value) for e in preview.errors] == [
        (3, ImportProblem.TESSERA_NAME_MISMATCH, "Tessera 1", "FB100"),
        (3, ImportProblem.TESSERA_NAME_MISMATCH, "Tessera 2", "123"),
    ]
    assert (preview.errors[1].holder, preview.errors[1].typed) == ("D'Amico Anna", "Fabbri Elsa")
    error = preview.errors[0]
    assert describe_problem(error, "it") == (
        "La tessera FB100 è di Rossi Niccolò nel registro, la riga dice Bianchi Luca: "
        "correggi la tessera o il nome (nel file, o nel registro se l'errore è lì)."
    )
    english = describe_problem(error, "en")
    assert "FB100 belongs to Rossi Niccolò" in english and "says Bianchi Luca" in english
    report = import_entries(services, second, two)
    assert (report.added, [e.code for e in report.preview.errors]) == (
        0,
        [ImportProblem.TESSERA_NAME_MISMATCH] * 2,
    )
    assert services.entries.list(second) == ()
    assert _registry_names(services, "Bianchi") == []


def test_a_mistyped_card_typed_on_the_add_line_is_refused(services: Services) -> None:
    """Quick add (the window's and `torneo entry add`'s): refused with its own detail, both
    names said, nothing entered nor registered; edit the same."""
    services.registry.add("Rossi", "Niccolò", tessera="12345")
    tournament = _pairs(services)
    with pytest.raises(ServiceError) as refused:
        services.entries.add(
            tournament,
            [PlayerSpec("Bianchi", "Luca", tessera="12345"), PlayerSpec("Pini", "Ada")],
        )
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == "tessera_name_mismatch"
    said = describe(refused.value, "it")
    assert "la tessera 12345 è di Rossi Niccolò nel registro" in said
    assert "scritto Bianchi Luca" in said
    assert services.entries.list(tournament) == ()
    assert _registry_names(services, "Pini") == []
    services.entries.add(tournament, [PlayerSpec("Gialli", "Rita"), PlayerSpec("Pini", "Ada")])
    with pytest.raises(ServiceError) as edited:
        services.entries.edit(
            tournament,
            1,
            players=[PlayerSpec("Bianchi", "Luca", tessera="12345"), PlayerSpec("Pini", "Ada")],
        )
    assert edited.value.params["detail"] == "tessera_name_mismatch"
    assert services.entries.get(tournament, 1).names == "Gialli Rita - Pini Ada"


@pytest.mark.parametrize(
    ("registered", "typed"),
    [
        (("Rossi", "Nicolo"), ("Rossi", "Nicolò")),
        (("ROSSI", "NICOLÒ"), ("rossi", "nicolo")),
        (("De  Luca", "Anna"), ("de luca", "ANNA")),
    ],
    ids=["accent", "case and accent", "spacing"],
)
def test_case_accents_and_spacing_still_find_the_holder(
    services: Services, registered: tuple[str, str], typed: tuple[str, str]
) -> None:
    """The card tells who the player is; a name differing only as a search folds it is the
    holder's, and entering it enters the registry's player (no second one)."""
    known = services.registry.add(*registered, tessera="T-1")
    entry = services.entries.add(
        _pairs(services), [PlayerSpec(*typed, tessera="T-1"), PlayerSpec("Pini", "Ada")]
    )
    assert entry.players[0].id == known.id


def test_a_name_misspelled_in_the_registry_is_shown_to_be_put_right(
    services: Services, tmp_path: Path
) -> None:
    """The registry wrote Rossi Nicolo, the file Rossi Niccolò: a letter more is no accent,
    so the line is refused, showing the registry's spelling beside the file's; once the
    director corrects the registry, the same file enters the registry's player."""
    known = services.registry.add("Rossi", "Nicolo", tessera="FB100")
    tournament = _pairs(services)
    path = _xlsx(
        tmp_path / "lista.xlsx", ["Rossi", "Niccolò", "FB100", "Pini", "Ada", "", "Sole", "A"]
    )
    refused = import_entries(services, tournament, path)
    assert [(e.holder, e.typed) for e in refused.preview.errors] == [
        ("Rossi Nicolo", "Rossi Niccolò")
    ]
    assert "o nel registro se l'errore è lì" in describe_problem(refused.preview.errors[0], "it")
    services.registry.edit(known.id, name="Niccolò")
    assert import_entries(services, tournament, path).added == 1
    assert services.entries.get(tournament, 1).players[0].id == known.id


def test_a_card_without_a_name_takes_the_holder(services: Services) -> None:
    """Nothing typed but the card: nothing contradicts it, the holder is entered."""
    known = services.registry.add("Rossi", "Niccolò", tessera="T-1")
    entry = services.entries.add(
        _pairs(services), [PlayerSpec("", "", tessera="T-1"), PlayerSpec("Pini", "Ada")]
    )
    assert entry.players[0].id == known.id


def test_a_card_excel_stored_as_a_number_is_the_registered_player(
    services: Services, tmp_path: Path
) -> None:
    """The registry's Verdi Paola holds 0456; a spreadsheet gives her card as the number 456:
    she is entered, no "Verdi Paola 456" is made. Typed on the add line, the same."""
    known = services.registry.add("Verdi", "Paola", tessera="0456", club="Tivoli")
    tournament = _pairs(services)
    path = _xlsx(
        tmp_path / "lista.xlsx", ["Verdi", "Paola", 456, "Gialli", "Rita", "", "Tivoli", "B"]
    )
    report = import_entries(services, tournament, path)
    assert (report.added, report.preview.errors) == (1, ())
    entry = services.entries.get(tournament, 1)
    assert (entry.players[0].id, entry.players[0].tessera) == (known.id, "0456")
    assert _registry_names(services, "Verdi") == ["Verdi Paola 0456"]
    other = _pairs(services, "Altra")
    typed = services.entries.add(
        other, [PlayerSpec("Verdi", "Paola", tessera="456"), PlayerSpec("Pini", "Ada")]
    )
    assert typed.players[0].id == known.id


@pytest.mark.parametrize(("held", "typed"), [("FB100", "fb100"), ("zz9", "ZZ9")])
def test_a_card_typed_in_other_letters_case_is_the_registered_player(
    services: Services, tmp_path: Path, held: str, typed: str
) -> None:
    """The registry holds Verdi Paola's card as `held`; a file and the add line type it as
    `typed`: she is entered, no second Verdi Paola is made; another name with it is the
    mismatch, naming her."""
    known = services.registry.add("Verdi", "Paola", tessera=held, club="Tivoli")
    tournament = _pairs(services)
    path = _xlsx(
        tmp_path / "lista.xlsx", ["Verdi", "Paola", typed, "Gialli", "Rita", "", "Tivoli", "B"]
    )
    report = import_entries(services, tournament, path)
    assert (report.added, report.preview.errors) == (1, ())
    assert services.entries.get(tournament, 1).players[0].id == known.id
    assert _registry_names(services, "Verdi") == [f"Verdi Paola {held}"]
    other = _pairs(services, "Altra")
    added = services.entries.add(
        other, [PlayerSpec("Verdi", "Paola", tessera=typed), PlayerSpec("Pini", "Ada")]
    )
    assert added.players[0].id == known.id
    with pytest.raises(ServiceError) as refused:
        services.entries.add(
            other, [PlayerSpec("Bianchi", "Luca", tessera=typed), PlayerSpec("Neri", "Ugo")]
        )
    assert refused.value.params["detail"] == "tessera_name_mismatch"
    assert refused.value.params["player"] == "Verdi Paola"


def test_a_zero_stripped_card_of_someone_else_is_the_mismatch(
    services: Services, tmp_path: Path
) -> None:
    """456 for Bianchi Luca when the registry's 0456 is Verdi Paola's: the same card, another
    name, refused as a mistyped card; a card of letters keeps its zeros (FB0100 is not
    FB100: a new player)."""
    services.registry.add("Verdi", "Paola", tessera="0456")
    services.registry.add("Rossi", "Niccolò", tessera="FB100")
    tournament = _pairs(services)
    path = _xlsx(
        tmp_path / "lista.xlsx",
        ["Bianchi", "Luca", 456, "Gialli", "Rita", "", "Tivoli", "B"],
        ["Neri", "Ugo", "FB0100", "Blu", "Pia", "", "Tivoli", "B"],
    )
    preview = preview_entries(services, tournament, path)
    assert [(e.line, e.code, e.value) for e in preview.errors] == [
        (2, ImportProblem.TESSERA_NAME_MISMATCH, "456")
    ]
    assert "Verdi Paola" in describe_problem(preview.errors[0], "en")
    assert [row.line for row in preview.rows] == [3]
    with pytest.raises(ServiceError) as refused:
        services.entries.add(
            tournament, [PlayerSpec("Bianchi", "Luca", tessera="456"), PlayerSpec("Pini", "Ada")]
        )
    assert refused.value.params["detail"] == "tessera_name_mismatch"


def test_a_card_entered_already_says_which_entry(services: Services, tmp_path: Path) -> None:
    """The player whose card a line gives is in entry 1 already: the line says so, naming the
    entry, as a line naming an entered player does (not "already registered": being in the
    registry is how a card is known). Leading zeros aside, too."""
    tournament = _pairs(services)
    services.entries.add(
        tournament,
        [PlayerSpec("Rossi", "Anna", tessera="0789"), PlayerSpec("Pini", "Ada", tessera="P-1")],
    )
    path = _xlsx(
        tmp_path / "lista.xlsx", ["Rossi", "Anna", 789, "Gialli", "Rita", "", "Tivoli", "B"]
    )
    preview = preview_entries(services, tournament, path)
    assert [(e.code, e.entry) for e in preview.errors] == [
        (ImportProblem.TESSERA_ALREADY_ENTERED, 1)
    ]
    assert describe_problem(preview.errors[0], "en").startswith(
        "The player with tessera 789 is already entered in the tournament (entry 1)."
    )
    assert "già iscritto al torneo (iscrizione 1)" in describe_problem(preview.errors[0], "it")
