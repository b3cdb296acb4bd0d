"""Fixtures for the storage and service tests: open services over each database under test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tournament_app.services import Services, open_services


@pytest.fixture
def services(database_url: str) -> Iterator[Services]:
    """Services over a fresh database (SQLite file, and PostgreSQL when configured)."""
    opened = open_services(database_url, station="test-station")
    try:
        yield opened
    finally:
        opened.close()
