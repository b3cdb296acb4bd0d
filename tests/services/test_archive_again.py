"""A tournament file imported twice: recognised by its content and asked about, a copy only
when the director says so."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.builders.tournaments import scala40_tournament
from tests.databases import copy_sqlite
from tournament_app.services import ErrorCode, ServiceError, open_services
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.messages import describe


@pytest.fixture
def blank_sqlite(_sqlite_template: Path, tmp_path: Path):
    """`blank_sqlite(name)`: the URL of a new, empty SQLite database `name` in tmp_path."""
    return lambda name: f"sqlite:///{copy_sqlite(_sqlite_template, tmp_path / name)}"


def _exported(database_url: str, path: Path) -> Path:
    """A scala 40 evening of another club, written to a file."""
    services = open_services(database_url, station="club")
    try:
        tournament = scala40_tournament(services, 8, name="Coppa di Natale")
        return export_tournament_file(services, tournament, path)
    finally:
        services.close()


def test_the_same_file_twice_is_refused_naming_the_first_import(
    database_url, tmp_path: Path, blank_sqlite
) -> None:
    """The second import of one file says which tournament it already is, and adds nothing."""
    path = _exported(blank_sqlite("club.sqlite3"), tmp_path / "natale.torneo")
    services = open_services(database_url, station="federation")
    try:
        first = import_tournament_file(services, path)
        with pytest.raises(ServiceError) as refused:
            import_tournament_file(services, path)
        assert refused.value.code is ErrorCode.ALREADY_IMPORTED
        assert [t.id for t in services.tournaments.list()] == [first.tournament_id]
        italian = describe(refused.value, "it")
        english = describe(refused.value, "en", face="cli")
        assert "già stato importato come «Coppa di Natale»" in italian
        assert f"(torneo {first.tournament_id})" in italian
        assert "importalo di nuovo come copia" in italian and "apri quello esistente" in italian
        assert "--again" not in italian  # the window's buttons, not the command's option
        assert "already imported as “Coppa di Natale”" in english and "--again" in english
    finally:
        services.close()


def test_the_first_imports_day_is_dated_as_each_language_dates_a_day(
    database_url, tmp_path: Path, blank_sqlite
) -> None:
    """The refusal names the day of the first import (today, on this computer's calendar):
    day first in Italian, 07/12/2026; year first in English, 2026-12-07, which no reader in
    London or New York takes for another day."""
    path = _exported(blank_sqlite("club.sqlite3"), tmp_path / "natale.torneo")
    services = open_services(database_url, station="federation")
    try:
        before = date.today()
        import_tournament_file(services, path)
        with pytest.raises(ServiceError) as refused:
            import_tournament_file(services, path)
        days = {before, date.today()}  # an import at midnight: either day is the right one
        italian = describe(refused.value, "it")
        english = describe(refused.value, "en")
        assert any(f") il {d.day:02d}/{d.month:02d}/{d.year}." in italian for d in days)
        assert any(f") on {d.year}-{d.month:02d}-{d.day:02d}." in english for d in days)
    finally:
        services.close()


def test_again_imports_a_copy(database_url, tmp_path: Path, blank_sqlite) -> None:
    """Asked for, the same file imports a second time as a tournament of its own."""
    path = _exported(blank_sqlite("club.sqlite3"), tmp_path / "natale.torneo")
    services = open_services(database_url, station="federation")
    try:
        first = import_tournament_file(services, path)
        copy = import_tournament_file(services, path, again=True)
        assert copy.tournament_id != first.tournament_id
        assert len(services.tournaments.list()) == 2
        assert services.entries.names(copy.tournament_id) == services.entries.names(
            first.tournament_id
        )
    finally:
        services.close()


def test_a_deleted_or_undone_import_is_no_longer_in_the_way(
    database_url, tmp_path: Path, blank_sqlite
) -> None:
    """Once the imported tournament is gone (undone, deleted) the file imports without a
    question: there is nothing to open instead."""
    path = _exported(blank_sqlite("club.sqlite3"), tmp_path / "natale.torneo")
    services = open_services(database_url, station="federation")
    try:
        import_tournament_file(services, path)
        services.audit.undo_last()
        second = import_tournament_file(services, path)
        services.tournaments.delete(second.tournament_id)
        third = import_tournament_file(services, path)
        assert [t.id for t in services.tournaments.list()] == [third.tournament_id]
    finally:
        services.close()


def test_a_file_of_the_tournament_changed_since_is_another_file(
    database_url, tmp_path: Path, blank_sqlite
) -> None:
    """The club exports again after a change (an entry withdrawn): a new content, imported
    without a question."""
    club_url = blank_sqlite("club.sqlite3")
    first_path = _exported(club_url, tmp_path / "natale.torneo")
    club = open_services(club_url, station="club")
    try:
        tournament = club.tournaments.list()[0].id
        club.entries.withdraw(tournament, 8)
        later = export_tournament_file(club, tournament, tmp_path / "natale-2.torneo")
        unchanged = export_tournament_file(club, tournament, tmp_path / "natale-3.torneo")
    finally:
        club.close()
    services = open_services(database_url, station="federation")
    try:
        import_tournament_file(services, first_path)
        import_tournament_file(services, later)
        with pytest.raises(ServiceError) as refused:
            import_tournament_file(services, unchanged)  # the same content, another name
        assert refused.value.code is ErrorCode.ALREADY_IMPORTED
    finally:
        services.close()
