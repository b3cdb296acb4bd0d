"""In English the seating system is "Danish" everywhere, as its name in the schedule reads;
in Italian it stays "Danese". The wizard's format page once said "Danese:" beside its
variant, "Mitchell ×3 then Danese ×1" above a schedule reading "Danish"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QComboBox, QFormLayout, QLabel, QWidget

from tests.catalogue_files import read_po
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.wizard.dialog import NewTournamentWizard

CATALOGUES = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "messages"


def _everything_said(page: QWidget) -> list[str]:
    """Every word a page shows or explains: labels, buttons, list items and tooltips."""
    said = [page.property("subTitle") or ""]
    for widget in page.findChildren(QWidget):
        said.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            said.append(widget.text())
        if isinstance(widget, QComboBox):
            said.extend(widget.itemText(i) for i in range(widget.count()))
    return [text for text in said if text]


def _variant_label(wizard: NewTournamentWizard) -> str:
    page = wizard.format_page
    form = next(f for f in page.findChildren(QFormLayout) if f.labelForField(page.danese))
    label = form.labelForField(page.danese)
    assert isinstance(label, QLabel)
    return label.text()


def test_the_english_wizard_names_the_system_danish_throughout(qtbot, ui_context) -> None:
    """The burraco format page: the subtitle, the variant's label, the schedule's systems,
    the seating rules and the team movements all say "Danish", never "Danese"."""
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    page = wizard.format_page
    said = _everything_said(page)
    assert "Club evenings usually play 4 rounds of 3 hands: Mitchell ×3 then Danish ×1." in said
    assert _variant_label(wizard) == "&Danish:"
    assert page.seating_rules.alternate_lines.text().startswith("Danish rounds: each pair")
    assert [text for text in said if "Danese" in text] == []


def test_the_italian_wizard_keeps_danese(qtbot, ui_context) -> None:
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        ui_context.language = "it"
        wizard = NewTournamentWizard(ui_context)
        qtbot.addWidget(wizard)
        assert _variant_label(wizard) == "Da&nese:"
        assert "Mitchell ×3 poi Danese ×1" in wizard.format_page.subTitle()
    finally:
        languages.apply("en")
        ui_context.language = "en"


def test_no_english_sentence_calls_it_danese() -> None:
    """Every English sentence of the catalogue (window, command line, refusals, printouts)
    names the system "Danish"; `danese` typed as a command's value is the value itself."""
    catalogue = read_po(CATALOGUES / "en.po")
    saying_danese = [
        message.context
        for message in catalogue
        if message.id and "Danese" in str(message.string)  # a plural's forms: a tuple
    ]
    assert saying_danese == []
