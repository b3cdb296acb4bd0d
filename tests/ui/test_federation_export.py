"""The results for the federation saved from the window: the Standings page's "Federation
file…" button (CSV, Excel or JSON by the name chosen) and Export… with a .csv or .json name.
The file read back; the director told where it went and that it is provisional."""

from __future__ import annotations

import csv
import io
import json

from openpyxl import load_workbook
from PySide6.QtWidgets import QPushButton

import tournament_app.ui.export_actions as export_actions
from tests.builders.federation import federation_evening
from tournament_app.ui.standings.page import StandingsPage


def _page(qtbot, ui_context, monkeypatch):
    tid = federation_evening(ui_context.services)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    return page, tid


def _saved(ui_context) -> list[str]:
    return [m.text for m in ui_context.dialogs.shown if m.kind == "inform"]


def test_federation_button_writes_the_csv_and_says_provisional(
    qtbot, ui_context, tmp_path, monkeypatch
):
    page, _ = _page(qtbot, ui_context, monkeypatch)
    target = tmp_path / "federazione.csv"
    ui_context.dialogs.files_to_save.append(str(target))
    page.findChild(QPushButton, "federation_file").click()
    qtbot.waitUntil(lambda: bool(_saved(ui_context)), timeout=10000)
    asked = ui_context.dialogs.asked[-1]
    assert asked["directory"].endswith("federation.csv")
    assert "(*.xlsx)" in asked["filters"] and "(*.json)" in asked["filters"]
    text = target.read_bytes().decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text, newline=""), delimiter=";"))
    assert rows[0]["tessera"] == "FB-0001" and rows[0]["cognome"] == "NICOLÒ"
    said = _saved(ui_context)[-1]
    assert str(target) in said and "provisional" in said


def test_federation_button_writes_excel_for_a_finished_tournament(
    qtbot, ui_context, tmp_path, monkeypatch
):
    page, tid = _page(qtbot, ui_context, monkeypatch)
    ui_context.services.tournaments.finish(tid)
    target = tmp_path / "federazione.xlsx"
    ui_context.dialogs.files_to_save.append(str(target))
    page.findChild(QPushButton, "federation_file").click()
    qtbot.waitUntil(lambda: bool(_saved(ui_context)), timeout=10000)
    sheet = load_workbook(target).active
    assert sheet["A2"].value == "definitiva" and sheet["G2"].value == "FB-0001"
    assert "provisional" not in _saved(ui_context)[-1]


def test_export_dialog_offers_the_federation_json(qtbot, ui_context, tmp_path, monkeypatch):
    page, _ = _page(qtbot, ui_context, monkeypatch)
    target = tmp_path / "federazione.json"
    ui_context.dialogs.files_to_save.append(str(target))
    page.findChild(QPushButton, "export").click()
    qtbot.waitUntil(target.exists, timeout=10000)
    assert "Results for the federation (*.csv *.json)" in ui_context.dialogs.asked[-1]["filters"]
    document = json.loads(target.read_text(encoding="utf-8"))
    assert document["righe"][0]["tessera"] == "FB-0001"
