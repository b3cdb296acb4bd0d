"""Which language the command line speaks: its help, usage, messages and table headings.

The first of these that names Italian or English wins (docs/cli.md, "Language"):

1. `--lang it|en` anywhere on the command line, before or after the command (given twice,
   the last one, as for any option);
2. the TORNEO_LANG environment variable, for a script that wants one language whatever the
   window was last set to;
3. the language chosen in the window (Settings ▸ Language), which it saves in its
   settings file;
4. the system's language: Italian on an Italian system (it_IT, it_CH, ...);
5. English.
"""

from __future__ import annotations

import configparser
import os
import sys
from collections.abc import Sequence

LANGUAGES = ("it", "en")

# Where the window saves its language: tournament_app/ui/settings.py keeps its settings with
# QSettings in the INI file paths.window_settings_path() names, the language as `language`
# under `[ui]`. Read here as plain INI: importing ui.settings would load Qt, which the command
# line never does (import-linter contract "only the GUI imports PySide6").
WINDOW_LANGUAGE_SECTION, WINDOW_LANGUAGE_KEY = "ui", "language"


def command_line_language(args: Sequence[str]) -> str:
    """The language of this command line, by the rule above."""
    return language_on_line(args) or default_language()


def default_language() -> str:
    """The language when the command line does not name one (rules 2 to 5 above)."""
    return environment_language() or window_language() or system_language()


def language_on_line(args: Sequence[str]) -> str | None:
    """The language `--lang it|en` or `--lang=it|en` names, the last one given; None when the
    command line names none (or only a value that is not a language, which the parser then
    refuses in the default language)."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--":  # what follows is values, never options
            break
        if arg == "--lang" and index + 1 < len(args):
            value = args[index + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        else:
            continue
        if value in LANGUAGES:
            found = value
    return found


def environment_language() -> str | None:
    """TORNEO_LANG when it is "it" or "en"."""
    value = os.environ.get("TORNEO_LANG", "").strip().lower()
    return value if value in LANGUAGES else None


def window_language() -> str | None:
    """The language saved by the window, None when it never saved one (or its settings file
    cannot be read: the command line then goes on to the system's language)."""
    from tournament_app.paths import window_settings_path

    store = configparser.ConfigParser(
        interpolation=None, strict=False, allow_no_value=True, delimiters=("=",)
    )
    try:
        path = window_settings_path()
        if not path.is_file():
            return None
        store.read_string(path.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error):
        return None
    value = store.get(WINDOW_LANGUAGE_SECTION, WINDOW_LANGUAGE_KEY, fallback="") or ""
    value = value.strip().strip('"').lower()
    return value if value in LANGUAGES else None


def system_language() -> str:
    """Italian where the system speaks Italian (the locale variables, or on Windows the
    user's display language), else English."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            return "it" if value.lower().startswith("it") else "en"
    if sys.platform == "win32":
        return _windows_language()
    return "en"


def _windows_language() -> str:
    """Windows sets no LANG: its user interface language, read from the system."""
    import ctypes

    italian = 0x10  # LANG_ITALIAN, the primary language of it-IT, it-CH, ...
    try:
        language_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return "en"
    return "it" if language_id & 0x3FF == italian else "en"
