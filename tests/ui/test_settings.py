"""The window remembers the director's choices between runs."""

from __future__ import annotations

from PySide6.QtCore import QByteArray

from tournament_app.ui.settings import Settings


def test_choices_survive_a_new_settings_object(qapp) -> None:
    """Language, station, last database, tournament, round and widths are read back."""
    first = Settings()
    first.language = "en"
    first.station = "  Sala 2 "
    first.last_database = "/clubs/roma.sqlite3"
    first.set_last_tournament("/clubs/roma.sqlite3", 7)
    first.set_last_round("/clubs/roma.sqlite3", 7, 3)
    first.set_column_widths("entries", [40, 220, 120])
    first.sync()

    again = Settings()
    assert again.language == "en"
    assert again.station == "Sala 2"
    assert again.last_database == "/clubs/roma.sqlite3"
    assert again.last_tournament("/clubs/roma.sqlite3") == 7
    assert again.last_round("/clubs/roma.sqlite3", 7) == 3
    assert again.column_widths("entries") == [40, 220, 120]


def test_last_tournament_is_per_database(qapp) -> None:
    """Tournament ids of one database never leak into another."""
    settings = Settings()
    settings.set_last_tournament("a.sqlite3", 4)
    assert settings.last_tournament("b.sqlite3") is None
    settings.set_last_tournament("a.sqlite3", None)
    assert settings.last_tournament("a.sqlite3") is None


def test_unknown_language_is_refused(qapp) -> None:
    """Only Italian and English can be chosen."""
    settings = Settings()
    try:
        settings.language = "fr"
    except ValueError:
        pass
    else:
        raise AssertionError("French accepted")
    assert settings.language in ("it", "en")


def test_station_defaults_to_something_readable(qapp) -> None:
    """A station never set still has a name for the audit log."""
    assert Settings().station.strip() != ""


def test_window_geometry_round_trip(qapp) -> None:
    """Saved window geometry comes back byte for byte."""
    settings = Settings()
    assert settings.window_geometry("main") is None
    settings.set_window_geometry("main", QByteArray(b"\x01\x02geom"))
    settings.sync()
    assert bytes(Settings().window_geometry("main").data()) == b"\x01\x02geom"
