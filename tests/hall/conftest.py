"""The hall service started for a test: on 127.0.0.1 only, on a free port, stopped at the end.
The browser tests' chromium is tests/hall/browsers.py's (missing: skipped here, a failure under
CI)."""

from __future__ import annotations

import functools
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator

import pytest

from tournament_app.hall.server import HallServer, open_entry_services, open_hall_services

REQUEST_SECONDS = 5.0


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A page driven in a browser on SQLite alone (its PostgreSQL copies shown as
    deselected): what a page shows is the hall's, read through the services, whose every
    read and write the HTTP tests beside these run on PostgreSQL too; a browser run again on
    a PostgreSQL copy doubles the slowest tests and checks nothing more."""
    twins = [
        item
        for item in items
        if item.path.stem.endswith("_browser")
        and item.path.parent.name == "hall"
        and getattr(item, "callspec", None) is not None
        and item.callspec.params.get("database_snapshot") == "postgresql"
    ]
    if twins:
        config.hook.pytest_deselected(items=twins)
        gone = {id(item) for item in twins}
        items[:] = [item for item in items if id(item) not in gone]


@pytest.fixture
def start_hall(database_url) -> Iterator[Callable[..., HallServer]]:
    """Start a hall server on `database_url`'s tournament (keyword options: the server's;
    `entries`: taking the tables' entries too). It reads the change marker every 0.1 s
    unless told otherwise (a room's hall every 0.25 s), so a test waits less for each
    change to reach its pages. Its live streams last the room's minute unless told
    otherwise: a page whose stream closed hears nothing until it reconnects a second later,
    so a change made then would reach it a second late."""
    started: list[HallServer] = []

    def start(tournament_id, *, entries: bool = False, **options) -> HallServer:
        options.setdefault("watch_seconds", 0.1)
        if entries:
            options["writer"] = open_entry_services(database_url)
        server = HallServer(
            open_hall_services(database_url),
            tournament_id,
            host="127.0.0.1",
            port=0,
            owns_services=True,
            **options,
        )
        server.start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def start_entry_hall(start_hall) -> Callable[..., HallServer]:
    """Start a hall taking the tables' entries, on 127.0.0.1 only, stopped at the end."""
    return functools.partial(start_hall, entries=True)


def fetch(
    server: HallServer, path: str, *, language: str = "it", method: str = "GET"
) -> tuple[int, str, dict[str, str]]:
    """(status, page, headers) of one bounded request to the test's server."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.port}{path}",
        headers={"Accept-Language": language},
        method=method,
    )
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_SECONDS) as answer:
            return answer.status, answer.read().decode("utf-8"), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8"), dict(error.headers)


BROWSER_TESTS = "tests/hall/test_hall_browser.py"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """A run without chromium says the hall's pages were not tried in a browser, so a green
    run never looks complete."""
    skipped = terminalreporter.stats.get("skipped", [])
    if any(getattr(report, "nodeid", "").startswith(BROWSER_TESTS) for report in skipped):
        terminalreporter.write_line(
            "Chromium: the hall's pages were NOT tried in a browser (apt install chromium;"
            " .ci/run installs it and CI=true fails without it)",
            yellow=True,
            bold=True,
        )
