"""The CLI tests run on an English system whatever the developer's machine speaks: without
--lang the command line follows TORNEO_LANG, the window's saved language and the locale
(tournament_app/cli/language.py), and a test that expects English usage text must not turn
Italian on an Italian laptop. Tests of that rule set the variables they need themselves."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def english_system(monkeypatch: pytest.MonkeyPatch) -> None:
    """No TORNEO_LANG, an English locale (the private data directory has no window
    settings, so nothing saved by the window applies either)."""
    for variable in ("TORNEO_LANG", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
