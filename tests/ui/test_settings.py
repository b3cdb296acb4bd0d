"""The window remembers the director's choices between runs."""

from __future__ import annotations

from PySide6.QtCore import QByteArray

from tournament_app.ui.settings import Settings


def test_choices_survive_a_new_settings_object(qapp) -> None:
    """Language, station, last database, tournament and widths are read back."""
    first = Settings()
    first.language = "en"
    first.station = "  Sala 2 "
    first.last_database = "/clubs/roma.sqlite3"
    first.set_last_tournament("/clubs/roma.sqlite3", 7)
    first.set_column_widths("entries", [40, 220, 120])
    first.sync()

    again = Settings()
    assert again.language == "en"
    assert again.station == "Sala 2"
    assert again.last_database == "/clubs/roma.sqlite3"
    assert again.last_tournament("/clubs/roma.sqlite3") == 7
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


def test_italian_systems_default_to_italian(qapp) -> None:
    """An Italian locale (Italy or Switzerland) means Italian; any other, English."""
    from PySide6.QtCore import QLocale

    from tournament_app.ui.settings import system_language

    assert system_language(QLocale("it_IT")) == "it"
    assert system_language(QLocale("it_CH")) == "it"
    assert system_language(QLocale("fr_FR")) == "en"
    assert system_language(QLocale("en_US")) == "en"


def test_server_passwords_are_stripped_for_storage() -> None:
    """A server URL loses its password before it is stored or shown; files are untouched."""
    from tournament_app.ui.settings import (
        display_database,
        password_of,
        with_password,
        without_password,
    )

    url = "postgresql+psycopg://director:p%40ss@10.0.0.5:5432/club"
    assert without_password(url) == "postgresql+psycopg://director@10.0.0.5:5432/club"
    assert password_of(url) == "p@ss"
    assert with_password(without_password(url), "p@ss") == url
    assert display_database(url) == "10.0.0.5/club"
    assert without_password("/home/club/torneo.sqlite3") == "/home/club/torneo.sqlite3"
    assert password_of("/home/club/torneo.sqlite3") is None


def test_dates_follow_the_interface_language(qapp) -> None:
    """27 November 2026 reads 27/11/2026 in Italian, 2026-11-27 in English (year first,
    which neither a British nor an American reader takes for another day), whatever the
    locale Qt was given; an unknown date is left empty."""
    from PySide6.QtCore import QLocale

    from tournament_app.ui.i18n import format_date

    previous = QLocale()
    try:
        QLocale.setDefault(QLocale("en_GB"))
        assert format_date("2026-11-27", "it") == "27/11/2026"
        assert format_date("2026-11-27", "en") == "2026-11-27"
        QLocale.setDefault(QLocale("en_US"))
        assert format_date("2026-12-07", "en") == "2026-12-07"
        assert format_date(None, "en") == format_date("", "it") == ""
    finally:
        QLocale.setDefault(previous)


def test_a_hidden_column_keeps_the_others_in_place(qapp) -> None:
    """A 0 width (hidden column) does not shift the widths of the columns after it."""
    settings = Settings()
    settings.set_column_widths("standings", [50, 0, 0, 90])
    assert Settings().column_widths("standings") == [50, 0, 0, 90]


def test_a_server_password_never_reaches_the_settings_file(qapp, tmp_path) -> None:
    """Passing a URL with its password still stores it without; its keys match the bare URL."""
    url = "postgresql+psycopg://direttore:segreta@192.168.1.10/club"
    settings = Settings(tmp_path / "gui.ini")
    settings.last_database = url
    settings.set_last_tournament(url, 3)
    settings.sync()
    assert "segreta" not in (tmp_path / "gui.ini").read_text(encoding="utf-8")
    assert settings.last_database == "postgresql+psycopg://direttore@192.168.1.10/club"
    assert settings.last_tournament("postgresql+psycopg://direttore@192.168.1.10/club") == 3
