"""A tournament's settings as `torneo tournament show` writes them: the services' words
(`services.setting_words`, which the change log also words a settings edit with), so the
command line, the log and the window name a setting and its value one way. The JSON output
keeps the stored settings, which scripts read."""

from __future__ import annotations

from tournament_app.services.setting_words import YES_NO, setting_rows

__all__ = ["YES_NO", "setting_rows"]
