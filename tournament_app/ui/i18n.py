"""Loading the interface language: Torneo's own words plus Qt's standard buttons.

The window's words are entries of the one sentence catalogue (resources/i18n/messages/it.po,
en.po: msgctxt `window.<Qt context>`, msgid the source text), read by `CatalogueTranslator`.
The call sites stay Qt's (`self.tr("…")`, `QCoreApplication.translate(context, "…")`), so Qt
retranslates widgets on a change of language as before; pyside6-lupdate still finds them, and
tests/ui/test_app_translations.py holds what it finds to the catalogue.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from tournament_app.sentence_catalogue import plural_form, window_words

log = logging.getLogger(__name__)

LOCALES = {
    "it": QLocale(QLocale.Language.Italian, QLocale.Country.Italy),
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom),
}


class CatalogueTranslator(QTranslator):
    """Qt's translator answering from the sentence catalogue: the Qt context and source text
    find one entry (with a disambiguation, `<context>/<disambiguation>`; with a count, the
    plural form the language's catalogue gives it). None for anything else, so that Qt asks
    the next translator and shows the source at last."""

    def __init__(self, language: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._language = language
        self.words = window_words(language)

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if disambiguation:
            context = f"{context}/{disambiguation}"
        if n >= 0:
            plural = self.words.get((context, source, plural_form(self._language, n)))
            if plural is not None:
                return plural
        return self.words.get((context, source))

    def isEmpty(self) -> bool:
        # Qt sends the LanguageChange event (every widget's retranslation) only for a
        # translator that is not empty.
        return not self.words

    def language(self) -> str:
        # Qt's: the language this translator's words are in.
        return self._language


_INSTALLED: list[QTranslator] = []
"""The translators Torneo has installed in the application. The application has one
interface language, whichever switcher chose it last: Qt asks every installed translator,
newest first, for each word until one knows it, so one left behind by an earlier switcher
would be asked again for every word, and could answer in its own language."""


def installed_translators() -> tuple[QTranslator, ...]:
    """The translators Torneo has installed in the application now."""
    return tuple(_INSTALLED)


class LanguageSwitcher:
    """Installs and replaces the translators of the running application."""

    def __init__(self) -> None:
        self.language = "en"

    def apply(self, language: str) -> bool:
        """Switch the interface to `language` ("it" or "en"); True if its words were read.
        Whatever language was installed before, by this switcher or another, is taken out.

        English is the language of the source strings, so it works without its catalogue;
        Italian without it (a source tree that cannot compile it) falls back to English and
        returns False.
        """
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before choosing a language")
        for translator in _INSTALLED:
            app.removeTranslator(translator)
        _INSTALLED.clear()
        self.language = language
        QLocale.setDefault(LOCALES.get(language, LOCALES["en"]))

        loaded = language == "en"
        try:
            own = CatalogueTranslator(language, app)
        except (Exception, SystemExit) as error:  # a missing catalogue must not stop the app
            log.warning("could not read the window's words in %s: %s", language, error)
        else:
            app.installTranslator(own)
            _INSTALLED.append(own)
            loaded = True
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        standard = QTranslator(app)
        if standard.load(f"qtbase_{language}", qt_folder):
            app.installTranslator(standard)
            _INSTALLED.append(standard)
        return loaded


def locale() -> QLocale:
    """The locale numbers, and dates with the month in words, are written in (the interface
    language's); a day in figures is `format_date`'s."""
    return QLocale()


def format_number(value: int | float, decimals: int = 0) -> str:
    """A number in the interface locale (1.080 in Italian, 1,080 in English)."""
    if decimals == 0:
        return QLocale().toString(int(value))
    return QLocale().toString(float(value), "f", decimals)


def format_date(iso_date: str | None, language: str) -> str:
    """An ISO date (YYYY-MM-DD) as `language` dates a day, the services' one rule
    (`services.moments.stored_day_text`: 27/11/2026 in Italian, 2026-11-27 in English, which
    no reader takes for another day); empty when unknown, unchanged when it is no date."""
    # Imported here: the window's shell loads this module before any of the services.
    from tournament_app.services.moments import stored_day_text

    return stored_day_text(iso_date, language)


# strftime's fields in `DAY_FORMATS` as Qt's date editors write them.
_QT_FIELDS = {"%d": "dd", "%m": "MM", "%Y": "yyyy"}


def date_pattern(language: str) -> str:
    """The date editors' display format: a day typed in the order and separators it is read
    in `language` (`format_date`): dd/MM/yyyy in Italian, yyyy-MM-dd in English."""
    from tournament_app.services.moments import DAY_FORMATS  # as in `format_date`

    pattern = DAY_FORMATS.get(language, DAY_FORMATS["it"])
    for field, written in _QT_FIELDS.items():
        pattern = pattern.replace(field, written)
    return pattern
