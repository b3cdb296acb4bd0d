"""What every command handler receives: the services on the chosen database, the language."""

from __future__ import annotations

import argparse
import socket
from typing import TYPE_CHECKING

from tournament_app.cli.words import says, says_counted

if TYPE_CHECKING:
    from tournament_app.exports.documents import Language
    from tournament_app.services import Services

DEFAULT_STATION_PREFIX = "cli"


class CliContext:
    """The chosen database (opened on first use), station name and language."""

    def __init__(self, *, database: str | None, station: str | None, language: str) -> None:
        self.database = database
        self.station = station or f"{DEFAULT_STATION_PREFIX}@{socket.gethostname()}"
        # Italian or English: the catalogue has no other (cli/language.py chooses among them).
        self.language: Language = "it" if language == "it" else "en"
        self._services: Services | None = None

    @classmethod
    def from_options(cls, options: argparse.Namespace, *, language: str) -> CliContext:
        """The context the parsed global options describe; `language` is the one chosen for
        this command line (cli/language.py), which a --lang the parser read confirms."""
        return cls(
            database=getattr(options, "db", None),
            station=getattr(options, "station", None),
            language=getattr(options, "lang", None) or language,
        )

    @property
    def services(self) -> Services:
        """The services, opening the database the first time they are needed."""
        if self._services is None:
            from tournament_app.services import open_services

            self._services = open_services(self.database, station=self.station)
        return self._services

    def close(self) -> None:
        """Release the database connection, if one was opened."""
        if self._services is not None:
            close = getattr(self._services, "close", None)
            if callable(close):
                close()
            self._services = None

    def says(self, key: str, /, **values: object) -> str:
        """The command line's sentence `cli_says.<key>` in the chosen language, its
        {placeholders} filled with `values`."""
        text = says(key)
        return (text.filled(**values) if values else text).pick(self.language)

    def says_counted(self, key: str, count: int, /, **values: object) -> str:
        """`says_counted(key, count)` in the chosen language ("1 mano vinta", "3 mani
        vinte"), its other {placeholders} filled with `values`."""
        return says_counted(key, count, **values).pick(self.language)
