"""The one catalogue of the services' sentences: a gettext catalogue per language
(resources/i18n/messages/it.po, en.po, compiled to .mo by `make translations`), read with the
standard library (`tournament_app.sentence_catalogue`, below every layer, so that the
exports read it too). `sentence(key, language)` is the one way to look a sentence up; a key is
`error.<ErrorCode name>`, `detail.<detail key>`, `rule.<scoring code>`, or the words around
them, one prefix per family (`round_problems.<problem code>`, `detail_words.<param>.<value>`,
`places` for a family of one sentence).

MESSAGES, DETAILS and SCORING are read-only views of it, per language, keyed as the refusals
name their sentences (an ErrorCode, a detail key, a scoring code); `table`, `coded_table`,
`families` and `said` make the same views of the other families, for the area modules."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from enum import Enum
from typing import Generic, NamedTuple, TypeVar

from tournament_app.sentence_catalogue import LANGUAGES as LANGUAGES
from tournament_app.sentence_catalogue import _compiled as _compiled
from tournament_app.sentence_catalogue import catalogue_folder as catalogue_folder
from tournament_app.sentence_catalogue import keys as keys
from tournament_app.sentence_catalogue import sentence as sentence
from tournament_app.services.errors import ErrorCode

_Key = TypeVar("_Key")
_Code = TypeVar("_Code", bound=Enum)


class Said(NamedTuple):
    """One text in both languages, Italian first as everywhere in Torneo."""

    it: str
    en: str

    def pick(self, language: str) -> str:
        """The text in `language` (Italian for anything but "en", as `messages` falls back)."""
        return self.en if language == "en" else self.it


class _Section(Mapping[_Key, str], Generic[_Key]):
    """The sentences under one prefix, read-only, keyed as the refusals name them."""

    def __init__(
        self, language: str, prefix: str, name: Callable[[_Key], str], of: Callable[[str], _Key]
    ) -> None:
        self._language, self._prefix, self._name, self._of = language, prefix, name, of

    @property
    def prefix(self) -> str:
        """What each key of the family starts with ("round_problems.")."""
        return self._prefix

    def __getitem__(self, key: _Key) -> str:
        try:
            return sentence(f"{self._prefix}{self._name(key)}", self._language)
        except (KeyError, AttributeError):
            raise KeyError(key) from None

    def __iter__(self) -> Iterator[_Key]:
        return (
            self._of(key.removeprefix(self._prefix))
            for key in keys(self._language)
            if key.startswith(self._prefix)
        )

    def __len__(self) -> int:
        return sum(1 for key in keys(self._language) if key.startswith(self._prefix))

    def __or__(self, other: Mapping[_Key, str]) -> dict[_Key, str]:
        """The family with `other`'s words over it, as a dict joins two (`words | more`)."""
        return {**self, **other}


def _code_name(code: ErrorCode) -> str:
    return code.name


MESSAGES: dict[str, Mapping[ErrorCode, str]] = {
    language: _Section(language, "error.", _code_name, ErrorCode.__getitem__)
    for language in LANGUAGES
}
DETAILS: dict[str, Mapping[str, str]] = {
    language: _Section(language, "detail.", str, str) for language in LANGUAGES
}
SCORING: dict[str, Mapping[str, str]] = {
    language: _Section(language, "rule.", str, str) for language in LANGUAGES
}


class _Families(Mapping[str, Mapping[str, str]]):
    """The sentences under one prefix two levels deep (`detail_words.<param>.<value>`), each
    family a `_Section`; `kept` adds families worded elsewhere (a domain's own names)."""

    def __init__(self, language: str, prefix: str, kept: Mapping[str, Mapping[str, str]]) -> None:
        self._language, self._prefix, self._kept = language, prefix, kept

    @property
    def prefix(self) -> str:
        """What each key of the families starts with ("detail_words.")."""
        return self._prefix

    def _names(self) -> list[str]:
        found = (
            key.removeprefix(self._prefix).partition(".")[0]
            for key in keys(self._language)
            if key.startswith(self._prefix)
        )
        return list(dict.fromkeys([*found, *self._kept]))

    def __getitem__(self, family: str) -> Mapping[str, str]:
        if family in self._kept:
            return self._kept[family]
        if family not in self._names():
            raise KeyError(family)
        return _Section(self._language, f"{self._prefix}{family}.", str, str)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())


class _Said(Mapping[str, str]):
    """One sentence in each language, keyed by the language."""

    def __init__(self, key: str) -> None:
        self._key = key

    @property
    def key(self) -> str:
        return self._key

    def __getitem__(self, language: str) -> str:
        if language not in LANGUAGES:
            raise KeyError(language)
        return sentence(self._key, language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


def table(name: str) -> dict[str, _Section[str]]:
    """The family `name` (keys `<name>.<key>`), per language, keyed by its keys."""
    return {language: _Section(language, f"{name}.", str, str) for language in LANGUAGES}


def coded_table(name: str, codes: type[_Code]) -> dict[str, _Section[_Code]]:
    """The family `name` keyed by the members of an enum (keys `<name>.<member name>`)."""

    def member_name(code: _Code) -> str:
        return code.name

    def member(name: str) -> _Code:
        return codes[name]  # not codes.__getitem__: a StrEnum's is str's

    return {language: _Section(language, f"{name}.", member_name, member) for language in LANGUAGES}


def families(
    name: str, kept: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None
) -> dict[str, Mapping[str, Mapping[str, str]]]:
    """The families under `name` (keys `<name>.<family>.<key>`), per language; `kept`, per
    language, the families worded elsewhere."""
    return {
        language: _Families(language, f"{name}.", (kept or {}).get(language, {}))
        for language in LANGUAGES
    }


def said(name: str) -> Mapping[str, str]:
    """The one sentence `name`, per language."""
    return _Said(name)


class SaidPairs(dict[_Key, Said]):
    """A family of words kept as `Said` pairs (`domain_words`, `setting_words`), both
    languages of each, read once; `prefix` names the family ("systems.")."""

    prefix = ""


class SaidPair(Said):
    """One `Said` pair read from the catalogue; `key` names it."""

    key = ""


def _member(key: object) -> str:
    """How a key is named in the catalogue: an enum member by its name, anything else as it
    prints (True, a stored value)."""
    return key.name if isinstance(key, Enum) else str(key)


def _pair(key: str) -> SaidPair:
    pair = SaidPair(*(sentence(key, language) for language in LANGUAGES))
    pair.key = key
    return pair


def said_pairs(name: str, keys: tuple[_Key, ...], *before: Mapping[_Key, Said]) -> SaidPairs[_Key]:
    """The family `name` kept as Said pairs: each of `keys`, in this order, in both
    languages; the pairs of `before` (a table it extends) first."""
    pairs: SaidPairs[_Key] = SaidPairs()
    pairs.prefix = f"{name}."
    for other in before:
        pairs.update(other)
    for key in keys:
        pairs[key] = _pair(f"{name}.{_member(key)}")
    return pairs


def said_pair(name: str) -> SaidPair:
    """The one text `name`, in both languages."""
    return _pair(name)
