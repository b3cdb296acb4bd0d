"""The player registry: find, correct, add and import the club's players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament_app.ui.registry_dialog import PlayerDialog, RegistryDialog


@pytest.fixture
def registry(qtbot, ui_context):
    services = ui_context.services.registry
    services.add("Verdi", "Mario", tessera="RM123", club="Il Fante")
    services.add("Verdini", "Lia", tessera="RM124")
    services.add("Bianchi", "Ugo")
    dialog = RegistryDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def names(dialog: RegistryDialog) -> list[str]:
    return [
        f"{dialog.proxy.index(r, 0).data()} {dialog.proxy.index(r, 1).data()}"
        for r in range(dialog.proxy.rowCount())
    ]


def test_every_player_is_listed_and_the_search_narrows(qtbot, registry) -> None:
    """All players by surname; typing "verd" keeps the two Verdi, "RM124" only Lia."""
    assert names(registry) == ["Bianchi Ugo", "Verdi Mario", "Verdini Lia"]
    assert registry.count.text() == "Players: 3"
    qtbot.keyClicks(registry.search, "verd")
    assert names(registry) == ["Verdi Mario", "Verdini Lia"]
    registry.search.clear()
    qtbot.keyClicks(registry.search, "RM124")
    assert names(registry) == ["Verdini Lia"]


def test_a_misspelt_name_is_corrected_once_for_all(qtbot, registry, ui_context) -> None:
    """Correcting a player rewrites the registry (and so every later completion)."""
    registry.view.selectRow(0)
    player = registry.selected()
    dialog = PlayerDialog(ui_context, player, registry)
    qtbot.addWidget(dialog)
    dialog.surname.setText("Bianchini")
    dialog.tessera.setText("RM200")
    dialog.save()
    fixed = ui_context.services.registry.get(player.id)
    assert (fixed.surname, fixed.tessera) == ("Bianchini", "RM200")
    assert names(registry)[0] == "Bianchini Ugo"


def test_a_tessera_already_taken_is_refused(qtbot, registry, ui_context) -> None:
    """Adding a player with another's tessera says so and adds nothing."""
    dialog = PlayerDialog(ui_context, None, registry)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.surname, "Neri")
    qtbot.keyClicks(dialog.tessera, "RM123")
    dialog.save()
    assert "RM123" in ui_context.dialogs.messages("warn")[-1]
    assert len(ui_context.services.registry.search("")) == 3


def test_players_are_imported_from_a_file_all_or_none(qtbot, registry, ui_context, tmp_path):
    """A clean file adds every player; a file with a bad line adds none and lists the line."""
    good = tmp_path / "soci.csv"
    good.write_text("Cognome;Nome;Tessera\nGallo;Rita;RM300\nConti;Aldo;RM301\n", "utf-8")
    ui_context.dialogs.files_to_open.append(str(good))
    qtbot.mouseClick(registry.import_button, Qt.MouseButton.LeftButton)
    assert "2" in ui_context.dialogs.messages("inform")[-1]
    assert "Gallo Rita" in names(registry)

    bad = tmp_path / "altri.csv"
    bad.write_text("Cognome;Nome;Tessera\nFerri;Piero;RM400\nSala;Irene;RM 4/01 x\n", "utf-8")
    ui_context.dialogs.files_to_open.append(str(bad))
    qtbot.mouseClick(registry.import_button, Qt.MouseButton.LeftButton)
    warning = ui_context.dialogs.messages("warn")[-1]
    assert "Line 3" in warning and "Nothing was imported" in warning
    assert "Ferri Piero" not in names(registry)


def test_registry_model_passes_qt_model_tester(registry, qtmodeltester) -> None:
    """The registry list model keeps every promise a Qt view relies on."""
    qtmodeltester.check(registry.model, force_py=True)


def test_a_name_corrected_into_an_exact_namesake_is_refused(qtbot, registry, ui_context) -> None:
    """Correcting Bianchi Ugi into Bianchi Ugo, another Bianchi Ugo without club nor tessera
    registered: the dialog says so in the services' sentence and stays open, nothing saved."""
    ugi = ui_context.services.registry.add("Bianchi", "Ugi")
    dialog = PlayerDialog(ui_context, ugi, registry)
    qtbot.addWidget(dialog)
    dialog.name.setText("Ugo")
    dialog.save()
    assert ui_context.dialogs.messages("warn")[-1].startswith(
        "The registry already holds Bianchi Ugo: if this is the same person, edit that player"
    )
    assert dialog.saved is None
    assert ui_context.services.registry.get(ugi.id).name == "Ugi"
