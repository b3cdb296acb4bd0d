"""File ▸ Connect to server… takes only the PostgreSQL addresses Torneo can open: one for
another driver (psycopg2, the form most tutorials print) is answered with the sentence
naming the forms that work, never an exception out of the menu action."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.settings import Settings, is_server_url


@pytest.mark.parametrize(
    ("address", "server"),
    [
        ("postgresql://director@192.168.1.10/club", True),
        ("postgres://director@192.168.1.10/club", True),
        ("postgresql+psycopg://director@192.168.1.10/club", True),
        ("POSTGRESQL+PSYCOPG://director@host/club", True),
        ("postgresql+psycopg2://director@192.168.1.10/club", False),
        ("postgresql+asyncpg://director@192.168.1.10/club", False),
        ("mysql://director@host/club", False),
        ("/home/club/torneo.sqlite3", False),
    ],
)
def test_only_the_addresses_torneo_opens_are_server_addresses(address: str, server: bool) -> None:
    assert is_server_url(address) is server


def test_connecting_with_a_psycopg2_address_says_which_forms_work(qtbot, tmp_path: Path) -> None:
    window = build_main_window(
        str(tmp_path / "local.sqlite3"),
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    dialogs = window.context.dialogs
    before = window.context.database
    dialogs.texts.append("postgresql+psycopg2://director@127.0.0.1:1/club")
    window.connect_to_server()
    (warning,) = dialogs.messages("warn")
    assert "postgresql://" in warning and "postgresql+psycopg://" in warning
    assert window.context.database == before  # still on the local file
    window.close()
