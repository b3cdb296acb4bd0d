"""The hall service started for a test: on 127.0.0.1 only, on a free port, stopped at the end;
and Debian's chromium for the browser tests (missing: skipped here, a failure under CI)."""

from __future__ import annotations

import os
import shutil
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator

import pytest

from tournament_app.hall.server import HallServer, open_hall_services

REQUEST_SECONDS = 5.0


@pytest.fixture
def start_hall(database_url) -> Iterator[Callable[..., HallServer]]:
    """Start a hall server on `database_url`'s tournament (keyword options: the server's)."""
    started: list[HallServer] = []

    def start(tournament_id, **options) -> HallServer:
        options.setdefault("stream_seconds", 3.0)
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


@pytest.fixture
def chromium() -> str:
    """Debian's chromium, which Playwright drives (its own browser download is not used)."""
    found = shutil.which("chromium")
    if found is None:
        reason = "chromium is not installed (apt-get install chromium): browser test not run"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}")
        pytest.skip(reason)
    return found


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
