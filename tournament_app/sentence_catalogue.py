"""The sentence catalogue's reader: one gettext catalogue per language
(resources/i18n/messages/it.po, en.po, compiled to .mo by `make translations`), read with the
standard library. `sentence(key, language)` is the one way to look a sentence up; the
services' views of it are in `services/messages/catalogue.py`, the exports' `pairs` and
`listed` here, the window's words (`window_words`, by Qt context and source text) for
`ui/i18n.py`'s translator. Below every layer: the services and the exports both read it."""

from __future__ import annotations

import gettext
from functools import cache
from pathlib import Path

from tournament_app.paths import resources_dir

LANGUAGES = ("it", "en")
# The window's entries: msgctxt "window.<Qt context>" (a disambiguation after a "/"), msgid the
# source text the code hands to tr(). Many share a msgctxt, so they are looked up by both.
WINDOW_PREFIX = "window."


def catalogue_folder() -> Path:
    """Where the catalogues are: their .po sources and the compiled .mo beside them."""
    return resources_dir() / "i18n" / "messages"


class _Catalogue:
    """One language's compiled catalogue, and the English text (msgid) of each key: gettext
    looks a sentence up by key and msgid, the program names it by key alone."""

    def __init__(self, language: str) -> None:
        path = _compiled(catalogue_folder() / f"{language}.mo")
        try:
            with path.open("rb") as file:
                self.translations = gettext.GNUTranslations(file)
        except FileNotFoundError:
            raise RuntimeError(
                f"{path} is missing: the sentence catalogues are compiled by `make translations`"
            ) from None
        # A .mo keeps each entry under "key\x04msgid" (gettext's context separator).
        catalog: dict[str, str] = self.translations._catalog  # type: ignore[attr-defined]
        self.msgids: dict[str, str] = {}
        # (Qt context, source) -> text; a plural entry under (context, source, form).
        self.window: dict[tuple[str, ...], str] = {}
        for entry, text in catalog.items():
            plural_form = entry[1:] if isinstance(entry, tuple) else ()
            key, separator, msgid = (entry[0] if plural_form else entry).partition("\x04")
            if not separator:
                continue
            if key.startswith(WINDOW_PREFIX):
                self.window[(key.removeprefix(WINDOW_PREFIX), msgid, *plural_form)] = text
            elif not plural_form:
                self.msgids[key] = msgid
        self.keys = sorted(self.msgids)


def _compiled(target: Path) -> Path:
    """The .mo, compiled first in a source tree where its .po is newer (a catalogue edited
    since `make translations`), so that no one reads yesterday's sentences. A frozen bundle
    ships the .mo alone."""
    source = target.with_suffix(".po")
    if source.exists() and (not target.exists() or target.stat().st_mtime < source.stat().st_mtime):
        from tournament_app.i18n_build import compile_catalogues

        compile_catalogues(source.parent)
    return target


@cache
def _catalogue(language: str) -> _Catalogue:
    return _Catalogue(language)


def sentence(key: str, language: str = "it") -> str:
    """The sentence `key` names, in `language` (Italian for a language Torneo does not
    speak); KeyError for a key the catalogue does not hold."""
    catalogue = _catalogue(language if language in LANGUAGES else "it")
    return catalogue.translations.pgettext(key, catalogue.msgids[key])


def keys(language: str = "it") -> list[str]:
    """Every key the language's catalogue holds."""
    return list(_catalogue(language if language in LANGUAGES else "it").keys)


def window_words(language: str) -> dict[tuple[str, ...], str]:
    """The window's words in `language`: (Qt context, source text) -> the text shown, and
    (context, source, form) for a plural entry; read once, looked up on every tr()."""
    return _catalogue(language if language in LANGUAGES else "it").window


def plural_form(language: str, count: int) -> int:
    """Which of the language's plural forms a count takes (the catalogue's Plural-Forms)."""
    translations = _catalogue(language if language in LANGUAGES else "it").translations
    return int(translations.plural(count))  # type: ignore[attr-defined]


class Pairs(dict[str, tuple[str, str]]):
    """A family of words kept as (Italian, English) pairs by key (the exports' labels), read
    once; `prefix` names the family ("export_labels.")."""

    prefix = ""


def pairs(name: str, keys: tuple[str, ...]) -> Pairs:
    """The family `name`: each of `keys`, in this order, as (Italian, English)."""
    found = Pairs()
    found.prefix = f"{name}."
    for key in keys:
        italian, english = (sentence(f"{name}.{key}", language) for language in LANGUAGES)
        found[key] = (italian, english)
    return found


class Listed(dict[str, list[str]]):
    """A family of words kept as a list per language (the months), read once; `prefix`
    names the family ("export_labels_months."), its keys 1, 2, ..."""

    prefix = ""


def listed(name: str, count: int) -> Listed:
    """The family `name` as a list per language: keys `<name>.1` to `<name>.<count>`."""
    found = Listed()
    found.prefix = f"{name}."
    for language in LANGUAGES:
        found[language] = [sentence(f"{name}.{n}", language) for n in range(1, count + 1)]
    return found
