"""A player named twice in an entries list (on two lines, or twice on one line): the preview
lists the lines, each naming the other, and the good lines import; nothing is left for the
services to refuse after the preview said «ready»."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import (
    BurracoSettings,
    Game,
    TournamentDraft,
    open_services,
)
from tournament_app.services.imports.lists import (
    ImportProblem,
    describe_problem,
    import_entries,
    preview_cells,
)

PAIRS = ["Coppia", "Circolo"]


def test_a_player_on_two_lines_lists_both_lines_naming_each_other() -> None:
    """Nuovo Uno paired with Due on line 3 and with Tre on line 4: which pair is real only
    the director knows, so both lines are problems, each pointing at the other; lines 2 and
    5 are ready."""
    cells = [
        PAIRS,
        ["D'Angelo Nicolò & Caruso Gino", "Aurora"],
        ["Nuovo Uno - Nuovo Due", "Tivoli"],
        ["nuovo  UNO - Nuovo Tre", "Tivoli"],
        ["Sbaglio Tizio - Galli Mia", "Tivoli"],
    ]
    preview = preview_cells(cells, players_per_entry=2)
    assert [row.line for row in preview.rows] == [2, 5]
    assert [(e.line, e.code, e.other) for e in preview.errors] == [
        (3, ImportProblem.PLAYER_REPEATED, 4),
        (4, ImportProblem.PLAYER_REPEATED, 3),
    ]
    italian = describe_problem(preview.errors[0], "it")
    assert "Nuovo Uno" in italian and "riga 4" in italian
    assert "line 3" in describe_problem(preview.errors[1], "en")


def test_the_same_player_twice_on_one_line_is_a_problem_row() -> None:
    """«Pace Ugo - Pace Ugo»: entering refuses a pair of one player, so the line is listed
    (and the same tessera twice on one line too), the other line is ready."""
    cells = [
        ["Cognome 1", "Nome 1", "Tessera 1", "Cognome 2", "Nome 2", "Tessera 2"],
        ["Pace", "Ugo", "", "Pace", "Ugo", ""],
        ["Rossi", "Anna", "T1", "Bianchi", "Carla", "t1"],
        ["Verdi", "Lia", "", "Neri", "Ugo", ""],
    ]
    preview = preview_cells(cells, players_per_entry=2)
    assert [row.line for row in preview.rows] == [4]
    assert [(e.line, e.code) for e in preview.errors] == [
        (2, ImportProblem.PLAYER_TWICE_IN_ROW),
        (3, ImportProblem.PLAYER_TWICE_IN_ROW),
    ]
    assert "Pace Ugo" in describe_problem(preview.errors[0], "it")


def test_namesakes_with_different_cards_are_two_people() -> None:
    """Two Rossi Anna with their own tesserae are two players: both lines are ready. Without
    a tessera on one of them, entering would take her for the other: both are listed."""
    cards = [
        ["Cognome", "Nome", "Tessera"],
        ["Rossi", "Anna", "T1"],
        ["Rossi", "Anna", "T2"],
    ]
    assert [row.line for row in preview_cells(cards, players_per_entry=1).rows] == [2, 3]
    one_card = [["Cognome", "Nome", "Tessera"], ["Rossi", "Anna", "T1"], ["Rossi", "Anna", ""]]
    preview = preview_cells(one_card, players_per_entry=1)
    assert preview.rows == ()
    assert [(e.line, e.other) for e in preview.errors] == [(2, 3), (3, 2)]


def test_a_repeated_tessera_names_the_line_that_has_it_first() -> None:
    """The second line with tessera 100 is listed, saying where the first one is."""
    cells = [["Cognome", "Nome", "Tessera"], ["Rossi", "Anna", "100"], ["Verdi", "Lia", "100"]]
    preview = preview_cells(cells, players_per_entry=1)
    (error,) = preview.errors
    assert (error.line, error.code, error.other) == (3, ImportProblem.DUPLICATE_TESSERA, 2)
    assert "riga 2" in describe_problem(error, "it")
    assert "line 2" in describe_problem(error, "en")


def test_the_command_line_import_lists_the_repeat_and_enters_nothing(
    database_url, tmp_path: Path
) -> None:
    """`torneo entry import` on the explorer's file: both lines of Nuovo Uno are reported
    (the import is all or none on the command line) and no entry is written; once the file
    keeps him on one line, every pair is entered with numbers 1 and 2."""
    services = open_services(database_url, station="test")
    try:
        tournament = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
        )
        path = tmp_path / "iscritti.csv"
        path.write_text(
            "Coppia\nVerdi Lia - Blu Ugo\nNuovo Uno - Nuovo Due\nNuovo Uno - Nuovo Tre\n",
            encoding="utf-8",
        )
        report = import_entries(services, tournament.id, path)
        assert report.added == 0
        assert [(e.line, e.code) for e in report.preview.errors] == [
            (3, ImportProblem.PLAYER_REPEATED),
            (4, ImportProblem.PLAYER_REPEATED),
        ]
        assert services.entries.list(tournament.id) == ()
        path.write_text("Coppia\nVerdi Lia - Blu Ugo\nNuovo Uno - Nuovo Due\n", encoding="utf-8")
        report = import_entries(services, tournament.id, path)
        assert report.added == 2
        assert [e.number for e in services.entries.list(tournament.id)] == [1, 2]
    finally:
        services.close()
