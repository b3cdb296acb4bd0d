"""The export tests' summary line: a run without LibreOffice says the workbook's rendering
was not checked (as a run without PostgreSQL says so), so a green run never looks complete."""

from __future__ import annotations

import pytest

RENDERING_TESTS = "tests/exports/test_libreoffice_rendering.py"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    skipped = terminalreporter.stats.get("skipped", [])
    if any(getattr(report, "nodeid", "").startswith(RENDERING_TESTS) for report in skipped):
        terminalreporter.write_line(
            "LibreOffice: the workbook's rendering was NOT checked (soffice is not installed: "
            "apt install libreoffice-calc; .ci/run installs it and CI=true fails without it)",
            yellow=True,
            bold=True,
        )
