"""The sentence catalogue's reader: one gettext catalogue per language
(resources/i18n/messages/it.po, en.po, compiled to .mo by `make translations`), read with the
standard library. `sentence(key, language)` is the one way to look a sentence up; the
services' views of it are in `services/messages/catalogue.py`, the exports' `pairs` and
`listed` here, the window's words (`window_words`, by Qt context and source text) for
`ui/i18n.py`'s translator. Below every layer: the services and the exports both read it."""

from __future__ import annotations

import gettext
import struct
import sys
from array import array
from collections.abc import Callable, Iterator, Mapping
from functools import cache, cached_property
from pathlib import Path
from typing import TypeVar

from tournament_app.paths import resources_dir

LANGUAGES = ("it", "en")
_Words = TypeVar("_Words")
# The window's entries: msgctxt "window.<Qt context>" (a disambiguation after a "/"), msgid the
# source text the code hands to tr(). Many share a msgctxt, so they are looked up by both.
WINDOW_PREFIX = "window."


def catalogue_folder() -> Path:
    """Where the catalogues are: their .po sources and the compiled .mo beside them."""
    return resources_dir() / "i18n" / "messages"


class _Catalogue:
    """One language's compiled catalogue: the window's words, and every other sentence by key
    (a .mo keeps each entry under "key\x04msgid", gettext's context separator; the program
    names it by key alone). Read here in one pass rather than by gettext's parser, which
    decoded and stored all 3,000 entries (a start reads the catalogue of the language it
    shows): a sentence is decoded when it is looked up."""

    def __init__(self, language: str) -> None:
        path = _compiled(catalogue_folder() / f"{language}.mo")
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise RuntimeError(
                f"{path} is missing: the sentence catalogues are compiled by `make translations`"
            ) from None
        # (Qt context, source) -> text; a plural entry under (context, source, form).
        self.window: dict[tuple[str | int, ...], str] = {}
        self._texts: dict[bytes, bytes] = {}
        self._header = b""
        window = WINDOW_PREFIX.encode()
        for original, text in _entries(data, path):
            key, separator, msgid = original.partition(b"\x04")
            if not separator:
                self._header = self._header or text  # the entry of the empty msgid
            elif key.startswith(window):
                context = key[len(window) :].decode()
                source, plural, _ = msgid.decode().partition("\x00")
                if plural:
                    for form, words in enumerate(text.decode().split("\x00")):
                        self.window[(context, source, form)] = words
                else:
                    self.window[(context, source)] = text.decode()
            elif b"\x00" not in msgid:
                self._texts[key] = text
        # The keys under each prefix asked for ("detail_words."): a family is looked up on
        # every sentence of it (a tournament's settings list reads eighteen), and the whole
        # catalogue is thousands of keys.
        self.under: dict[str, tuple[str, ...]] = {}

    def text(self, key: str) -> str:
        """The sentence `key` names; KeyError for a key the catalogue does not hold."""
        return self._texts[key.encode()].decode()

    @cached_property
    def keys(self) -> list[str]:
        return sorted(key.decode() for key in self._texts)

    @cached_property
    def plural(self) -> Callable[[int], int]:
        """The catalogue's Plural-Forms rule: a count -> the index of its form."""
        for line in self._header.decode().splitlines():
            name, _, value = line.partition(":")
            if name.strip().lower() == "plural-forms":
                return gettext.c2py(value.split("plural=")[1].rstrip("; "))
        return lambda count: int(count != 1)  # gettext's own default


_MAGIC = 0x950412DE


def _entries(data: bytes, path: Path) -> Iterator[tuple[bytes, bytes]]:
    """A .mo's (original, text) byte strings, in the file's order."""
    for order in ("<", ">"):
        if struct.unpack_from(f"{order}I", data)[0] == _MAGIC:
            break
    else:
        raise RuntimeError(f"{path} is not a compiled catalogue: run `make translations`")
    count, originals_at, texts_at = struct.unpack_from(f"{order}3I", data, 8)
    originals = array("I", data[originals_at : originals_at + 8 * count])
    texts = array("I", data[texts_at : texts_at + 8 * count])
    if (order == "<") != (sys.byteorder == "little"):
        originals.byteswap()
        texts.byteswap()
    for length, at, text_length, text_at in zip(
        originals[0::2], originals[1::2], texts[0::2], texts[1::2], strict=True
    ):
        yield data[at : at + length], data[text_at : text_at + text_length]


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
    return _catalogue(language if language in LANGUAGES else "it").text(key)


def keys(language: str = "it") -> list[str]:
    """Every key the language's catalogue holds."""
    return list(_catalogue(language if language in LANGUAGES else "it").keys)


def keys_under(prefix: str, language: str = "it") -> tuple[str, ...]:
    """Every key of the language's catalogue starting with `prefix`, in order."""
    catalogue = _catalogue(language if language in LANGUAGES else "it")
    found = catalogue.under.get(prefix)
    if found is None:
        found = tuple(key for key in catalogue.keys if key.startswith(prefix))
        catalogue.under[prefix] = found
    return found


def window_words(language: str) -> dict[tuple[str | int, ...], str]:
    """The window's words in `language`: (Qt context, source text) -> the text shown, and
    (context, source, form) for a plural entry; read once, looked up on every tr()."""
    return _catalogue(language if language in LANGUAGES else "it").window


def for_count(words: Mapping[str, _Words], key: str, count: int) -> _Words:
    """`key`'s words for `count` things: its `_one` form for 1 where the family has one (a
    noun after a count agrees with it, "1 mano", "2 mani"; 0 takes the plural in both
    languages). Here, below every layer, so that the services, the exports, the hall and the
    command line pick the form alike."""
    if count == 1:
        one = words.get(f"{key}_one")
        if one is not None:
            return one
    return words[key]


def plural_form(language: str, count: int) -> int:
    """Which of the language's plural forms a count takes (the catalogue's Plural-Forms)."""
    return int(_catalogue(language if language in LANGUAGES else "it").plural(count))


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
