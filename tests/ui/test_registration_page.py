"""Registration: quick add by keyboard with registry completion, check-in, withdraw, import."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    TournamentDraft,
)
from tournament_app.services.entries import NewEntry
from tournament_app.ui.models import RowTableModel
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.registration_import import ImportEntriesDialog


def make_tournament(context, *, game: Game = Game.BURRACO) -> int:
    settings = BurracoSettings() if game is Game.BURRACO else Scala40Settings()
    draft = TournamentDraft(game=game, name="Venerdi", date="2026-11-27", settings=settings)
    return int(context.services.tournaments.create(draft).id)


@pytest.fixture
def page(qtbot, ui_context):
    tournament_id = make_tournament(ui_context)
    ui_context.open_tournament(tournament_id)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    return page


def shown_rows(page: RegistrationPage) -> list[tuple[str, ...]]:
    """The table as a director reads it: every column's text, row by row."""
    model = page.proxy
    return [
        tuple(str(model.index(r, c).data() or "") for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def test_a_pair_is_added_by_keyboard_alone(qtbot, page, ui_context) -> None:
    """Type a name, Enter, the partner, Enter: entry 1 exists and the cursor is back on top."""
    page.first.setFocus()
    qtbot.keyClicks(page.first, "Rossi Anna")
    qtbot.keyPress(page.first, Qt.Key.Key_Return)
    assert page.second.hasFocus()
    qtbot.keyClicks(page.second, "De Luca Carlo")
    qtbot.keyPress(page.second, Qt.Key.Key_Return)

    entries = ui_context.services.entries.list(ui_context.tournament_id)
    assert len(entries) == 1
    assert [(p.surname, p.name) for p in entries[0].players] == [
        ("Rossi", "Anna"),
        ("De Luca", "Carlo"),
    ]
    assert page.first.text() == "" and page.second.text() == ""
    assert page.first.hasFocus()
    assert shown_rows(page)[0][:2] == ("1", "Rossi Anna - De Luca Carlo")
    assert "Entries: 1, present: 1" in page.counts.text()


def test_a_pair_needs_both_players(qtbot, page, ui_context) -> None:
    """One name alone is refused with a sentence saying what is missing; nothing is added."""
    qtbot.keyClicks(page.first, "Rossi Anna")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert "both players" in ui_context.dialogs.messages("warn")[-1]
    assert ui_context.services.entries.list(ui_context.tournament_id) == ()


def test_completion_offers_registry_players_and_uses_them(qtbot, page, ui_context) -> None:
    """Typing part of a surname offers the registry player; choosing it enters that player."""
    verdi = ui_context.services.registry.add("Verdi", "Mario", tessera="RM123", club="Il Fante")
    qtbot.keyClicks(page.first, "Verd")
    offered = page.first._choices.stringList()
    assert offered == ["Verdi Mario — RM123 — Il Fante"]
    popup = page.first.completer().popup()
    assert popup.isVisible()
    # Down then Enter in the list, as a director picks the offered player.
    qtbot.keyPress(popup, Qt.Key.Key_Down)
    qtbot.keyPress(popup, Qt.Key.Key_Return)
    assert page.first.player is not None and page.first.text() == "Verdi Mario"
    qtbot.keyClicks(page.second, "Neri Luca")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    entry = ui_context.services.entries.list(ui_context.tournament_id)[0]
    assert entry.players[0].id == verdi.id


def test_a_bare_tessera_finds_the_registry_player(qtbot, page, ui_context) -> None:
    """A tessera typed alone enters the registry player holding it."""
    gialli = ui_context.services.registry.add("Gialli", "Ada", tessera="RM77")
    qtbot.keyClicks(page.first, "RM77")
    qtbot.keyClicks(page.second, "Blu Ugo")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    entry = ui_context.services.entries.list(ui_context.tournament_id)[0]
    assert entry.players[0].id == gialli.id


def test_a_namesake_is_told_apart_by_the_card_or_club_typed_after_the_name(
    qtbot, page, ui_context
) -> None:
    """Rossi Mario already plays in entry 1: another Rossi Mario is typed with his card, a
    third with his club; each is a new player of that name, never "Mario 0012345"."""
    tid = ui_context.tournament_id
    ui_context.services.entries.add(tid, [PlayerSpec("Rossi", "Mario"), PlayerSpec("Neri", "Ugo")])
    for typed, partner in (
        ("Rossi Mario 0012345", "Bruni Ada"),
        ("Rossi Mario (Aurora)", "Gallo Lia"),
    ):
        qtbot.keyClicks(page.first, typed)
        qtbot.keyClicks(page.second, partner)
        qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert not ui_context.dialogs.messages("warn")
    rossi = [e.players[0] for e in ui_context.services.entries.list(tid)]
    assert [(p.surname, p.name, p.tessera, p.club) for p in rossi] == [
        ("Rossi", "Mario", None, None),
        ("Rossi", "Mario", "0012345", None),
        ("Rossi", "Mario", None, "Aurora"),
    ]


def test_a_card_nobody_holds_typed_alone_is_refused_saying_what_to_type(
    qtbot, page, ui_context
) -> None:
    """A card alone names its holder (456 is the registry's 0456); one nobody holds is no
    player called "0012345": refused, nothing entered nor registered."""
    ada = ui_context.services.registry.add("Gialli", "Ada", tessera="0456")
    qtbot.keyClicks(page.first, "0012345")
    qtbot.keyClicks(page.second, "456")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    said = ui_context.dialogs.messages("warn")[-1]
    assert "no player in the registry holds card 0012345" in said
    assert "type their surname and name with it (Rossi Mario 0012345)" in said
    assert ui_context.services.entries.list(ui_context.tournament_id) == ()
    assert len(ui_context.services.registry.search("")) == 1
    page.first.clear()
    qtbot.keyClicks(page.first, "Blu Ugo")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    entry = ui_context.services.entries.list(ui_context.tournament_id)[0]
    assert entry.players[1].id == ada.id


def test_a_player_entered_twice_is_refused_with_the_reason(qtbot, page, ui_context) -> None:
    """Entering a registry player already in another pair is refused; the table is unchanged."""
    tid = ui_context.tournament_id
    player = ui_context.services.registry.add("Verdi", "Mario", tessera="RM123")
    ui_context.services.entries.add(
        tid, [PlayerSpec(player_id=player.id), PlayerSpec(surname="Neri", name="Luca")]
    )
    qtbot.keyClicks(page.first, "RM123")
    qtbot.keyClicks(page.second, "Bruni Ada")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert ui_context.dialogs.messages("warn"), "the refusal must be shown"
    assert len(ui_context.services.entries.list(tid)) == 1


def test_a_name_alone_beside_namesakes_of_two_clubs_is_refused(qtbot, page, ui_context) -> None:
    """Verdi Luca of Aurora and of Tivoli registered, "Verdi Luca" typed and none of them
    chosen: the services' refusal is shown, naming both, and nothing is entered."""
    ui_context.services.registry.add("Verdi", "Luca", club="Aurora")
    ui_context.services.registry.add("Verdi", "Luca", club="Tivoli")
    qtbot.keyClicks(page.first, "Verdi Luca")
    qtbot.keyClicks(page.second, "Bruni Ada")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert ui_context.dialogs.messages("warn")[-1].startswith(
        "The registry holds Verdi Luca (Aurora) and Verdi Luca (Tivoli): with no club nor "
        "tessera, Verdi Luca could be any of them. Choose the one who plays from the registry"
    )
    assert ui_context.services.entries.list(ui_context.tournament_id) == ()


def test_check_in_toggles_by_keyboard(qtbot, page, ui_context) -> None:
    """Ctrl+P on a selected entry checks it out; Space in the table checks it back in."""
    tid = ui_context.tournament_id
    ui_context.services.entries.add(
        tid, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")]
    )
    page.view.selectRow(0)
    page.activateWindow()
    qtbot.keyClick(page, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not ui_context.services.entries.get(tid, 1).present
    present = page.model.column_index("present")
    assert page.proxy.index(0, present).data(Qt.ItemDataRole.CheckStateRole) == (
        Qt.CheckState.Unchecked
    )
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Space)
    assert ui_context.services.entries.get(tid, 1).present
    assert "Entries: 1, present: 1" in page.counts.text()


def test_withdraw_asks_first_and_marks_the_entry(qtbot, page, ui_context) -> None:
    """Withdraw asks for confirmation; No changes nothing, Yes marks the entry withdrawn."""
    tid = ui_context.tournament_id
    ui_context.services.entries.add(
        tid, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")]
    )
    page.view.selectRow(0)
    ui_context.dialogs.confirmations.append(False)
    page.toggle_withdrawn()
    assert not ui_context.services.entries.get(tid, 1).withdrawn
    ui_context.dialogs.confirmations.append(True)
    page.toggle_withdrawn()
    assert ui_context.services.entries.get(tid, 1).withdrawn
    assert shown_rows(page)[0][-1] == "withdrawn"
    assert "withdrawn: 1" in page.counts.text()


def test_an_entry_made_by_mistake_is_deleted_after_asking(qtbot, page, ui_context) -> None:
    """Del on a pair that never played asks first: No keeps it, Yes takes it off the list,
    and the Log's undo brings it back."""
    tid = ui_context.tournament_id
    for surname, partner in (("Rossi", "Neri"), ("Verdi", "Bruni")):
        ui_context.services.entries.add(
            tid, [PlayerSpec(surname=surname, name="Anna"), PlayerSpec(surname=partner, name="Ugo")]
        )
    page.view.selectRow(1)
    page.view.setFocus()
    ui_context.dialogs.confirmations.append(False)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    assert "Verdi Anna" in ui_context.dialogs.messages("confirm")[-1]
    assert len(shown_rows(page)) == 2
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert [row[1] for row in shown_rows(page)] == ["Rossi Anna - Neri Ugo"]
    assert "Entries: 1, present: 1" in page.counts.text()
    ui_context.services.audit.undo_last(tid)
    assert [row[1] for row in shown_rows(page)] == [
        "Rossi Anna - Neri Ugo",
        "Verdi Anna - Bruni Ugo",
    ]


def test_an_entry_already_seated_is_not_deleted_and_the_page_says_why(
    qtbot, page, ui_context
) -> None:
    """Once round 1 seats the pairs, Delete is refused with the reason, without asking
    first, and nothing changes."""
    tid = ui_context.tournament_id
    ui_context.services.entries.add_many(
        tid,
        [
            NewEntry((PlayerSpec(surname=f"Rossi{number}", name="A"), PlayerSpec(f"Neri{number}")))
            for number in range(4)
        ],
    )
    ui_context.services.rounds.generate(tid)
    page.view.selectRow(0)
    page.delete_selected()
    assert "Withdraw it instead" in ui_context.dialogs.messages("warn")[-1]
    assert ui_context.dialogs.messages("confirm") == []
    assert len(shown_rows(page)) == 4


def test_scala40_entries_have_one_player(qtbot, ui_context) -> None:
    """A scala 40 tournament asks for one player per entry."""
    ui_context.open_tournament(make_tournament(ui_context, game=Game.SCALA40))
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    assert not page.second.isVisible()
    qtbot.keyClicks(page.first, "Bianchi Lia")
    qtbot.keyPress(page.first, Qt.Key.Key_Return)
    entries = ui_context.services.entries.list(ui_context.tournament_id)
    assert [e.names for e in entries] == ["Bianchi Lia"]


def test_entries_model_passes_qt_model_tester(qtbot, page, ui_context, qtmodeltester) -> None:
    """The entries model keeps every promise a Qt view relies on."""
    tid = ui_context.tournament_id
    ui_context.services.entries.add(
        tid, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")]
    )
    page.refresh()
    assert isinstance(page.model, RowTableModel)
    qtmodeltester.check(page.model, force_py=True)


CSV = (
    "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2;Circolo;Categoria\n"
    "Marchetti;Paola;RM1001;Lombardi;Franco;RM1002;Il Fante;B\n"
    "Gallo;Rita;RM1003;Conti;Aldo;RM1004;Il Fante;C\n"
    ";Luisa;RM1005;Ferri;Piero;RM1006;Due Torri;A\n"
    "Sala;Irene;RM1003;Neri;Bruno;RM1008;Due Torri;D\n"
    "Riva;Marta;;;;;Il Fante;B\n"
)


def test_import_previews_good_rows_and_lists_each_problem(
    qtbot, page, ui_context, tmp_path: Path
) -> None:
    """Two good pairs are ready; a missing surname, a repeated tessera and a missing partner
    are listed by line; Import enters only the two good pairs."""
    path = tmp_path / "iscritti.csv"
    path.write_text(CSV, encoding="cp1252")
    tournament = ui_context.services.tournaments.get(ui_context.tournament_id)
    dialog = ImportEntriesDialog(ui_context, tournament, str(path), page)
    qtbot.addWidget(dialog)
    assert dialog.problem is None
    assert dialog.rows_model.rowCount() == 2
    problems = {(e.line, e.code.value) for e in dialog.errors_model.rows()}
    # Spreadsheet lines: the headings are line 1, data from line 2.
    assert problems == {
        (4, "import_missing_name"),
        (5, "import_duplicate_tessera"),
        (6, "import_missing_partner"),
    }
    assert "Lines with problems: 3" in dialog.summary.text()
    assert dialog.import_button.text() == "&Import the entries ready (2)"
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    entries = ui_context.services.entries.list(ui_context.tournament_id)
    assert [e.names for e in entries] == [
        "Marchetti Paola - Lombardi Franco",
        "Gallo Rita - Conti Aldo",
    ]
    assert entries[0].category == "B"


def test_a_file_without_headings_is_refused_with_what_to_do(
    qtbot, page, ui_context, tmp_path: Path
) -> None:
    """A file with no recognisable heading row says which headings are expected."""
    path = tmp_path / "lista.csv"
    path.write_text("a;b\n1;2\n", encoding="utf-8")
    ui_context.dialogs.files_to_open.append(str(path))
    page.import_entries()
    assert "Cognome" in ui_context.dialogs.messages("warn")[-1]
    assert ui_context.services.entries.list(ui_context.tournament_id) == ()


def test_an_entry_is_corrected_in_its_dialog(qtbot, page, ui_context) -> None:
    """Editing entry 1 replaces the misspelt partner and sets category and group."""
    from tournament_app.ui.registration.entry_dialog import EntryDialog

    tid = ui_context.tournament_id
    ui_context.services.entries.add(
        tid, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Nerri", name="Ugo")]
    )
    page.refresh()
    entry = ui_context.services.entries.get(tid, 1)
    dialog = EntryDialog(ui_context, page.tournament, entry, page)
    qtbot.addWidget(dialog)
    assert dialog.fields[1].text() == "Nerri Ugo"
    dialog.fields[1].clear()
    qtbot.keyClicks(dialog.fields[1], "Neri Ugo")
    qtbot.keyClicks(dialog.category_edit, "C")
    qtbot.keyClicks(dialog.group_edit, "A")
    dialog.save()
    changed = ui_context.services.entries.get(tid, 1)
    assert changed.names == "Rossi Anna - Neri Ugo"
    assert (changed.category, changed.group) == ("C", "A")
    assert shown_rows(page)[0][1] == "Rossi Anna - Neri Ugo"


def test_an_excel_sheet_with_a_title_row_is_imported(qtbot, page, ui_context, tmp_path) -> None:
    """An .xlsx with a title above the headings imports its pairs through the dialog."""
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Torneo del venerdì — iscritti"])
    sheet.append(["Giocatore", "Tessera", "Partner", "Tessera 2", "Circolo"])
    sheet.append(["Rossi Anna", "RM1", "Neri Ugo", "RM2", "Il Fante"])
    sheet.append(["De Luca Marta", "RM3", "Ferri Piero", "RM4", "Due Torri"])
    path = tmp_path / "iscritti.xlsx"
    workbook.save(path)

    tournament = ui_context.services.tournaments.get(ui_context.tournament_id)
    dialog = ImportEntriesDialog(ui_context, tournament, str(path), page)
    qtbot.addWidget(dialog)
    assert dialog.errors_model.rowCount() == 0
    dialog.import_rows()
    entries = ui_context.services.entries.list(ui_context.tournament_id)
    assert [e.names for e in entries] == ["Rossi Anna - Neri Ugo", "De Luca Marta - Ferri Piero"]
    assert [p.tessera for p in entries[1].players] == ["RM3", "RM4"]


def test_import_lists_a_player_already_entered_as_a_problem(
    qtbot, page, ui_context, tmp_path: Path
) -> None:
    """Rossi Anna typed as pair 1; the club's list pairs her again with Zeta Pia, giving
    nothing she lacks: the row is a problem naming entry 1, not a second Rossi Anna entered
    (with a club she lacks, she would be another Rossi Anna, as on the quick line)."""
    tid = ui_context.tournament_id
    ui_context.services.entries.add(
        tid, [PlayerSpec(surname="Rossi", name="Anna"), PlayerSpec(surname="Bianchi")]
    )
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Coppia;Circolo\nRossi Anna - Zeta Pia;\nVerdi Lia - Blu Ugo;Tivoli\n",
        encoding="utf-8",
    )
    tournament = ui_context.services.tournaments.get(tid)
    dialog = ImportEntriesDialog(ui_context, tournament, str(path), page)
    qtbot.addWidget(dialog)
    assert dialog.rows_model.rowCount() == 1
    problem = dialog.errors_model.index(0, dialog.errors_model.column_index("problem")).data()
    assert "Rossi Anna is already entered in the tournament (entry 1)" in problem
    assert "Problems (1)" in dialog.tabs.tabText(1)


def visible_numbers(page: RegistrationPage) -> list[int]:
    """The entry numbers of the rows the director sees (the others hidden by the search)."""
    return [
        int(page.proxy.index(r, 0).data())
        for r in range(page.proxy.rowCount())
        if not page.view.isRowHidden(r)
    ]


def test_the_search_finds_a_pair_by_either_player_number_or_tessera(qtbot, page, ui_context):
    """Ctrl+F, then typing: only the pairs matching stay in the table, whether the word is in
    the first player's name or the second's, a tessera or the entry number; Esc brings them
    all back. Sorting or a new entry keeps the search applied."""
    services, tid = ui_context.services, ui_context.tournament_id
    pairs = [
        ("Rossi", "Anna", "Greco", "Carlo", "T100"),
        ("Greco", "Lucia", "Bianchi", "Ugo", None),
        ("Neri", "Eva", "Blu", "Ada", "B347X"),
        ("Viola", "Ivo", "Gialli", "Rita", None),
    ]
    for surname, name, partner, partner_name, tessera in pairs:
        services.entries.add(
            tid, [PlayerSpec(surname, name, tessera=tessera), PlayerSpec(partner, partner_name)]
        )
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 4)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.search.hasFocus()
    qtbot.keyClicks(page.search, "greco")
    assert visible_numbers(page) == [1, 2]  # Greco second in pair 1, first in pair 2
    page.search.clear()
    qtbot.keyClicks(page.search, "greco lucia")
    assert visible_numbers(page) == [2]
    page.search.clear()
    qtbot.keyClicks(page.search, "b347")
    assert visible_numbers(page) == [3]
    page.search.clear()
    qtbot.keyClicks(page.search, "4")
    assert visible_numbers(page) == [3, 4]  # the tessera B347X and the entry numbered 4
    page.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert visible_numbers(page) == [4, 3]
    services.entries.add(tid, [PlayerSpec("Marrone", "Dino"), PlayerSpec("Rosa", "Lia")])
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 5)
    assert visible_numbers(page) == [4, 3]
    qtbot.keyClick(page.search, Qt.Key.Key_Escape)
    assert page.search.text() == ""
    assert visible_numbers(page) == [5, 4, 3, 2, 1]


def add_pairs(services, tid, count: int) -> None:
    services.entries.add_many(
        tid,
        [
            NewEntry((PlayerSpec(f"Rossi{number}", "Anna"), PlayerSpec(f"Neri{number}", "Ugo")))
            for number in range(1, count + 1)
        ],
    )


@pytest.mark.parametrize(
    "key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down], ids=["Enter", "keypad", "Down"]
)
def test_enter_or_down_in_the_search_selects_the_entry_found(qtbot, page, ui_context, key):
    """Ctrl+F, "16", Enter (or Down): entry 16 is selected and the keyboard is in the table,
    so F2 / Ctrl+P / Withdraw act on it by keyboard alone (recheck-burraco #8)."""
    services, tid = ui_context.services, ui_context.tournament_id
    add_pairs(services, tid, 20)
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 20)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.search, "16")
    assert visible_numbers(page) == [16]
    assert page.selected() is None
    qtbot.keyClick(page.search, key)
    assert page.view.hasFocus()
    chosen = page.selected()
    assert chosen is not None and chosen.number == 16
    # Withdraw now takes pair 16, the one on screen, named in the question.
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.withdraw_button, Qt.MouseButton.LeftButton)
    assert "N. 16 (Rossi16 Anna - Neri16 Ugo)" in ui_context.dialogs.messages("confirm")[-1]
    assert services.entries.get(tid, 16).withdrawn
    assert not services.entries.get(tid, 1).withdrawn


def test_the_entry_whose_number_was_typed_is_chosen_before_a_card_holding_it(
    qtbot, page, ui_context
) -> None:
    """Pair 1's card 0012345 holds "12": Ctrl+F, "12", Enter chooses entry 12 all the same,
    and Ctrl+P checks out pair 12, never pair 1."""
    services, tid = ui_context.services, ui_context.tournament_id
    services.entries.add(
        tid, [PlayerSpec("Verdi", "Luca", tessera="0012345"), PlayerSpec("Rossi", "Mario")]
    )
    add_pairs(services, tid, 13)
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 14)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.search, "12")
    assert visible_numbers(page)[:2] == [1, 12]  # (and Rossi12's pair, number 13)
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    chosen = page.selected()
    assert chosen is not None and chosen.number == 12
    qtbot.keyClick(page.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not services.entries.get(tid, 12).present
    assert services.entries.get(tid, 1).present


def test_enter_selects_the_first_of_several_found(qtbot, page, ui_context) -> None:
    services, tid = ui_context.services, ui_context.tournament_id
    add_pairs(services, tid, 12)
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 12)
    page.focus_search()
    qtbot.keyClicks(page.search, "1")
    assert visible_numbers(page) == [1, 10, 11, 12]  # "Rossi1..." and the numbers
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    assert page.selected().number == 1
    # Down in the table goes to the next entry shown, not to a hidden one.
    qtbot.keyClick(page.view, Qt.Key.Key_Down)
    assert page.selected().number == 10


def test_nothing_found_keeps_the_keyboard_in_the_search(qtbot, page, ui_context) -> None:
    add_pairs(ui_context.services, ui_context.tournament_id, 3)
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 3)
    page.focus_search()
    qtbot.keyClicks(page.search, "zzz")
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    assert page.search.hasFocus()
    assert page.selected() is None


def test_an_entry_hidden_by_the_search_is_not_acted_on(qtbot, page, ui_context) -> None:
    """Entry 1 selected, then a search showing only entry 2: Withdraw does not take the pair
    the director no longer sees; it says to choose one."""
    services, tid = ui_context.services, ui_context.tournament_id
    add_pairs(services, tid, 2)
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 2)
    page.view.selectRow(0)
    page.focus_search()
    qtbot.keyClicks(page.search, "2")
    assert visible_numbers(page) == [2]
    page.toggle_withdrawn()
    assert not services.entries.get(tid, 1).withdrawn
    assert "Choose an entry in the list first" in ui_context.dialogs.messages("warn")[-1]


@pytest.mark.parametrize(
    ("action", "key"),
    [
        ("withdraw", None),
        ("edit", Qt.Key.Key_F2),
        ("delete", Qt.Key.Key_Delete),
        ("present", None),
    ],
)
def test_an_action_with_no_entry_selected_says_what_to_do(
    qtbot, page, ui_context, action, key
) -> None:
    """Withdraw, Edit (F2), Delete, Check-in with nothing selected: a sentence saying how to
    choose an entry, not silence; nothing changes."""
    services, tid = ui_context.services, ui_context.tournament_id
    add_pairs(services, tid, 2)
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 2)
    page.view.clearSelection()
    if key is not None:
        page.view.setFocus()
        qtbot.keyClick(page.view, key)
    else:
        button = page.withdraw_button if action == "withdraw" else page.present_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    said = ui_context.dialogs.messages("warn")
    assert said and said[-1] == (
        "Choose an entry in the list first: click it, or find it with Ctrl+F and press Enter."
    )
    assert ui_context.dialogs.messages("confirm") == []
    assert all(e.present and not e.withdrawn for e in services.entries.list(tid))
