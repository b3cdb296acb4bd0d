"""Loading the interface language: Torneo's own translations plus Qt's standard buttons.

Sources are `resources/i18n/torneo_it.ts` and `torneo_en.ts`; `make translations` compiles
them to `.qm` (never committed). When a `.qm` is missing in a source tree (a fresh checkout that
skipped `make translations`) it is compiled on the spot, so the window is never half English.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

from tournament_app.paths import resources_dir

log = logging.getLogger(__name__)

LOCALES = {
    "it": QLocale(QLocale.Language.Italian, QLocale.Country.Italy),
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom),
}


def translation_file(language: str) -> Path:
    """The compiled translation of Torneo's own strings for a language."""
    return resources_dir() / "i18n" / f"torneo_{language}.qm"


def _ensure_compiled(language: str) -> Path | None:
    """The .qm for a language, compiling its .ts first when only the source exists."""
    target = translation_file(language)
    source = target.with_suffix(".ts")
    if source.exists() and (not target.exists() or target.stat().st_mtime < source.stat().st_mtime):
        try:
            from tournament_app.i18n_build import compile_translations

            compile_translations(source.parent)
        except (Exception, SystemExit) as error:  # a missing tool must not stop the app
            log.warning("could not compile %s: %s", source, error)
    return target if target.exists() else None


class LanguageSwitcher:
    """Installs and replaces the translators of the running application."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, language: str) -> bool:
        """Switch the interface to `language` ("it" or "en"); True if its file was loaded.

        English is the language of the source strings, so it needs no file of its own to
        work; Italian without its file falls back to English and returns False.
        """
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before choosing a language")
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()
        self.language = language
        QLocale.setDefault(LOCALES.get(language, LOCALES["en"]))

        loaded = language == "en"
        qm = _ensure_compiled(language)
        if qm is not None:
            own = QTranslator(app)
            if own.load(str(qm)):
                app.installTranslator(own)
                self._installed.append(own)
                loaded = True
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        standard = QTranslator(app)
        if standard.load(f"qtbase_{language}", qt_folder):
            app.installTranslator(standard)
            self._installed.append(standard)
        return loaded


def locale() -> QLocale:
    """The locale dates and numbers are written in (the interface language's)."""
    return QLocale()


def format_number(value: int | float, decimals: int = 0) -> str:
    """A number in the interface locale (1.080 in Italian, 1,080 in English)."""
    if decimals == 0:
        return QLocale().toString(int(value))
    return QLocale().toString(float(value), "f", decimals)


def format_date(iso_date: str | None) -> str:
    """An ISO date (YYYY-MM-DD) in the locale's short format; empty when unknown."""
    if not iso_date:
        return ""
    date = QDate.fromString(iso_date[:10], "yyyy-MM-dd")
    if not date.isValid():
        return iso_date
    return QLocale().toString(date, date_pattern())


def date_pattern() -> str:
    """The locale's short date order and separators, always with a four-digit year."""
    pattern = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:
        pattern = pattern.replace("yy", "yyyy")
    return pattern
