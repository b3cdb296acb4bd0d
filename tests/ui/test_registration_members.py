"""The member list in the window: "Import members…" beside the registry's import replaces it
from a file (or says which lines are wrong and keeps the old one), and the Registration page
flags each entry with a tessera missing, unknown or expired on the tournament's day, in the
Notes column with a tooltip saying why (in Italian too), the entries themselves untouched."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.builders.federation import FEDERATION_CSV, member_roster
from tests.builders.tournaments import burraco_tournament
from tournament_app.services.members import list_members
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.registry_dialog import RegistryDialog


def _members_file(tmp_path: Path, text: str = FEDERATION_CSV) -> str:
    path = tmp_path / "tesserati.csv"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _notes(page: RegistrationPage, role: Qt.ItemDataRole) -> dict[int, str]:
    column = [c.key for c in page.model.columns].index("notes")
    return {
        page.model.row_at(row).number: page.model.index(row, column).data(role) or ""
        for row in range(page.model.rowCount())
    }


@pytest.fixture
def page(qtbot, ui_context) -> RegistrationPage:
    tid = burraco_tournament(ui_context.services, 3, roster=member_roster, date="2026-11-29")
    ui_context.open_tournament(tid)
    shown = RegistrationPage(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    shown.refresh()
    return shown


def _import_from_registry(qtbot, ui_context, path: str) -> RegistryDialog:
    dialog = RegistryDialog(ui_context)
    qtbot.addWidget(dialog)
    ui_context.dialogs.files_to_open.append(path)
    dialog.findChild(QPushButton, "import_members").click()
    return dialog


def test_flags_appear_once_the_member_list_is_imported(qtbot, ui_context, page, tmp_path):
    """In English the days are year first (2026-10-31), as every day the window writes."""
    assert not any(_notes(page, Qt.ItemDataRole.DisplayRole).values())  # no list, no flag
    _import_from_registry(qtbot, ui_context, _members_file(tmp_path))
    qtbot.waitUntil(lambda: bool(ui_context.dialogs.shown), timeout=10000)
    said = ui_context.dialogs.shown[-1]
    assert said.kind == "inform" and "4 members" in said.text
    page.refresh()  # as the page does when it is shown again after the change
    notes = _notes(page, Qt.ItemDataRole.DisplayRole)
    assert notes[1] == ""
    assert "tessera FB-0003 expired 2026-10-31" in notes[2]
    assert "tessera FB-9999 not a member" in notes[2]
    assert notes[3] == "Senza Tessera: no tessera"
    tips = _notes(page, Qt.ItemDataRole.ToolTipRole)
    assert tips[1] == ""
    assert "was valid until 2026-10-31, before the tournament (2026-11-29)" in tips[2]
    assert "is not on the member list" in tips[2]
    assert "the director decides" in tips[3]
    assert "tessera to check: 2" in page.counts.text()
    # Flagged, not refused nor changed: every entry is still there, as entered.
    assert [e.number for e in ui_context.services.entries.list(page.tournament_id)] == [1, 2, 3]


def test_the_flag_reads_in_italian(qtbot, ui_context, page, tmp_path):
    from tournament_app.services.members import import_members

    import_members(ui_context.services, Path(_members_file(tmp_path)))
    switcher = LanguageSwitcher()
    assert switcher.apply("it")
    ui_context.language = "it"  # as the window's menu switches it
    try:
        page.refresh()
        notes = _notes(page, Qt.ItemDataRole.DisplayRole)
        tips = _notes(page, Qt.ItemDataRole.ToolTipRole)
    finally:
        switcher.apply("en")
        ui_context.language = "en"
    assert "tessera FB-0003 scaduta il 31/10/2026" in notes[2]
    assert "tessera FB-9999 non tra i tesserati" in notes[2]
    assert "era valida fino al 31/10/2026, prima del torneo (29/11/2026)" in tips[2]
    assert "decide il direttore di gara" in tips[3]


def test_a_wrong_file_changes_nothing_and_says_which_lines(qtbot, ui_context, tmp_path):
    from tournament_app.services.members import import_members

    import_members(ui_context.services, Path(_members_file(tmp_path)))
    bad = tmp_path / "errato.csv"
    bad.write_text("Tessera;Cognome;Scadenza\nFB-1;Rossi;domani\n", encoding="utf-8")
    _import_from_registry(qtbot, ui_context, str(bad))
    qtbot.waitUntil(lambda: bool(ui_context.dialogs.shown), timeout=10000)
    said = ui_context.dialogs.shown[-1]
    assert said.kind == "warn"
    assert "Nothing was imported" in said.text and "Line 2: Expiry domani" in said.text
    assert len(list_members(ui_context.services)) == 4


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_count_imported_agrees_with_its_noun(qtbot, ui_context, tmp_path, language):
    """A list of one member says "1 member" ("1 tesserato"), of two "2 members"; then the
    log's place of the import agrees too."""
    from tournament_app.services.log.words import place_text

    heading, *rows = FEDERATION_CSV.splitlines()
    expected = {
        "en": ("Member list imported: 1 member.", "Member list imported: 2 members."),
        "it": ("Elenco dei tesserati importato: 1 tesserato.", "importato: 2 tesserati."),
    }[language]
    logged = {"en": ("1 member", "2 members"), "it": ("1 tesserato", "2 tesserati")}[language]
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    try:
        for count, said, place in zip((1, 2), expected, logged, strict=True):
            folder = tmp_path / str(count)
            folder.mkdir()
            text = "\n".join([heading, *rows[:count]]) + "\n"
            _import_from_registry(qtbot, ui_context, _members_file(folder, text))
            qtbot.waitUntil(lambda n=count: len(ui_context.dialogs.shown) == n, timeout=10000)
            shown = ui_context.dialogs.shown[-1]
            assert shown.kind == "inform" and said in shown.text
            (imported, *_) = ui_context.services.audit.list(None)
            assert place_text(imported, language) == place
    finally:
        switcher.apply("en")
