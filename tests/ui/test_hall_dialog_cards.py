"""The hall dialog prints the table cards with each table's code and a QR code opening this
evening's entry page, only while it serves a tournament whose tables enter their results."""

from __future__ import annotations

import socket

from tests.builders.tournaments import burraco_tournament, published_round
from tests.exports.pdf_reading import page_pictures, pdf_text, qr_codes
from tournament_app.services import BurracoSettings
from tournament_app.ui import export_actions
from tournament_app.ui.hall_dialog import HallDialog

WAIT_MS = 10_000


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _dialog(qtbot, ui_context, *, table_entry: bool) -> HallDialog:
    settings = BurracoSettings(table_entry=table_entry)
    tid = burraco_tournament(ui_context.services, 4, settings=settings)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.everywhere.setChecked(False)
    dialog.port.setValue(_free_port())
    return dialog


def test_the_cards_carry_each_tables_code_and_this_evenings_address(
    qtbot, ui_context, tmp_path, monkeypatch
):
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    dialog = _dialog(qtbot, ui_context, table_entry=True)
    assert not dialog.cards.isVisible()  # off: no address to print yet
    dialog.switch.click()
    qtbot.waitUntil(lambda: dialog.server is not None, timeout=WAIT_MS)
    assert dialog.cards.isVisible()
    cards = tmp_path / "cards.pdf"
    ui_context.dialogs.files_to_save.append(str(cards))

    dialog.cards.click()
    qtbot.waitUntil(cards.exists, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "enter" in pdf_text(cards), timeout=WAIT_MS)

    address = dialog.server.addresses()[0]
    codes = ui_context.services.table_entry.entries(ui_context.tournament_id, 1)
    assert [c.table for c in codes] == [1, 2]
    pictures = page_pictures(cards, tmp_path)
    for picture, code in zip(pictures, codes, strict=True):
        assert f"{address}enter?c={code.code}" in qr_codes(picture)

    assert dialog.sheets.isVisible()
    sheets = tmp_path / "sheets.pdf"
    ui_context.dialogs.files_to_save.append(str(sheets))
    dialog.sheets.click()
    qtbot.waitUntil(sheets.exists, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "enter" in pdf_text(sheets), timeout=WAIT_MS)
    (page,) = page_pictures(sheets, tmp_path / "sheets")
    wanted = sorted(f"{address}enter?c={code.code}" for code in codes)
    assert sorted(qr_codes(page)) == wanted
    dialog.switch.click()


def test_no_cards_button_without_table_entry(qtbot, ui_context):
    dialog = _dialog(qtbot, ui_context, table_entry=False)
    dialog.switch.click()
    qtbot.waitUntil(lambda: dialog.server is not None, timeout=WAIT_MS)
    assert not dialog.cards.isVisible() and not dialog.sheets.isVisible()
    dialog.switch.click()
