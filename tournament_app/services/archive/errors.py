"""How a refused tournament file is worded: the refusals `archive.checks` raises, each with
its sentence in Italian and English naming the file, the row, the field and what is wrong.
The words themselves live with the other sentences, in `messages`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from tournament_app.services import messages, user_text
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages.catalogue import coded_table, table

# How much of a refused value a sentence quotes (enough to find it, never 10,000 characters);
# a refusal the services word from the file's values quotes a little more, and a few items.
QUOTED_CHARACTERS = 30
DETAIL_CHARACTERS = 80
QUOTED_ITEMS = 6


class ArchiveProblem(StrEnum):
    """Why a tournament file was refused."""

    NOT_A_ZIP = "archive_not_a_zip"
    """The file is not a zip at all (so not a tournament file)."""
    FOREIGN = "archive_foreign"
    """A zip, but not written by Torneo (no manifest, or another format)."""
    TOO_NEW = "archive_too_new"
    """Written by a newer Torneo whose format this one does not know."""
    CORRUPT = "archive_corrupt"
    """Damaged: checksum, JSON or the rows' references do not hold together."""
    UNREADABLE = "archive_unreadable"
    """The file cannot be opened or written."""
    BAD_TEXT = "archive_bad_text"
    """A name or other text breaks the rule it would be typed under (see `ArchiveTextError`)."""


class ArchiveError(ServiceError):
    """A tournament file refused (or not writable); nothing was changed."""

    def __init__(self, problem: ArchiveProblem, path: Path, detail: str = "") -> None:
        super().__init__(
            ErrorCode.INVALID_INPUT,
            {"detail": f"{problem.value}: {path.name} {detail}".strip(), "path": str(path)},
        )
        self.problem = problem
        self.path = path
        self.detail = detail

    def sentence(self, language: str, *, face: str = "window") -> str:
        """What went wrong and what to do, in "it" or "en"; `face` the one that shows it
        ("window" or "cli"), whose words an advice of the services' refusal takes."""
        table = SENTENCES.get(language, SENTENCES["it"])
        details = messages.ARCHIVE_DETAILS.get(language, messages.ARCHIVE_DETAILS["it"])
        # The file's own trouble in the archive's words, else the system's (a folder, a full
        # disk), worded by messages.system_reason where it has words.
        detail = details.get(self.detail) or messages.system_reason(self.detail, language)
        if self.detail in messages.ARCHIVE_DETAIL_SIZES:
            detail = detail.format(**messages.ARCHIVE_DETAIL_SIZES[self.detail])
        return table[self.problem].format(name=self.path.name or str(self.path), detail=detail)


class ArchiveTextError(ArchiveError):
    """A text in the file refused by its typing rule: `refused` is the TEXT_* error the
    services would raise, `place` the row's words per language (`PLACES`) and `shown` the
    start of the text, so the sentence says which row, which field and why."""

    def __init__(
        self,
        path: Path,
        where: str,
        refused: ServiceError,
        place: dict[str, str],
        shown: str,
    ) -> None:
        super().__init__(ArchiveProblem.BAD_TEXT, path, f"{where} {refused.code.value}")
        self.refused = refused
        self.place = place
        self.shown = shown

    def sentence(self, language: str, *, face: str = "window") -> str:
        """The row, a quote of the text, then the typing rule's own sentence."""
        place = self.place.get(language, self.place["it"])
        if self.shown:
            place = f"{place}, «{self.shown}»" if language == "it" else f"{place}, “{self.shown}”"
        opening = SENTENCES.get(language, SENTENCES["it"])[ArchiveProblem.BAD_TEXT]
        return f"{opening.format(name=self.path.name, detail=place)} " + messages.describe(
            self.refused, language, face=face
        )


class ArchiveRowError(ArchiveError):
    """A row of the file that does not hold together (a key missing, a value of the wrong
    type or out of range, a reference to nothing, settings or a score the services would
    refuse): the sentence names the row (`place`), the field and what is wrong, worded by
    `messages.ARCHIVE_REASONS[reason]` with `values`, or by the services' own refusal."""

    def __init__(
        self,
        path: Path,
        where: str,
        place: dict[str, str],
        column: str | None,
        reason: str,
        values: Mapping[str, Any] | None = None,
        refused: ServiceError | None = None,
        *,
        problem: ArchiveProblem = ArchiveProblem.CORRUPT,
    ) -> None:
        super().__init__(problem, path, f"{where}: {reason}")
        self.place = place
        self.column = column
        self.reason = reason
        self.values = dict(values or {})
        self.refused = refused

    def sentence(self, language: str, *, face: str = "window") -> str:
        """ "Nothing was imported from FILE: the row, field "x": what is wrong. What to do.\"
        An advice of the services' own refusal names `face`'s way ("window" or "cli")."""
        words = messages.ARCHIVE_ROW.get(language, messages.ARCHIVE_ROW["it"])
        place = self.place.get(language, self.place["it"])
        if self.refused is not None:  # the services' own sentence, less its "nothing saved"
            saved = messages.NOTHING_SAVED.get(language, messages.NOTHING_SAVED["it"])
            reason = messages.describe(self.refused, language, face=face)
            reason = reason.removesuffix(saved).rstrip(".")
        else:
            values = {key: shown(value, language) for key, value in self.values.items()}
            reasons = messages.ARCHIVE_REASONS.get(language, messages.ARCHIVE_REASONS["it"])
            reason = reasons[self.reason].format_map(_Unknown(values))
        if self.column is not None:
            names = messages.ARCHIVE_FIELDS.get(language, messages.ARCHIVE_FIELDS["it"])
            detail = words["field"].format(
                place=place, field=names.get(self.column, self.column), reason=reason
            )
        else:
            detail = words["row"].format(place=place, reason=reason)
        frame = "too_new" if self.problem is ArchiveProblem.TOO_NEW else "sentence"
        return words[frame].format(name=self.path.name, detail=detail)


SENTENCES = coded_table("archive_sentences", ArchiveProblem)
# How a refusal points at a row, in the file's own terms ({nth}: the row's place in its
# table, from 1; {round}, {entry}: the number of the round, entry it belongs to; any other
# slot, the row's own value).
PLACES = table("archive_places")


class _Unknown(dict[str, Any]):
    """Values for a sentence's slots; a value the file does not have reads "?"."""

    missed = False

    def __missing__(self, key: str) -> str:
        self.missed = True
        return "?"


def place_words(name: str, values: Mapping[str, Any]) -> dict[str, str]:
    """How a refusal points at a row of table `name` (or "file", "manifest", "log_file"; "log"
    a change of the log), per language,
    from the row's values; when a value naming it is missing, by its place in the file."""
    places = {}
    for language, words in PLACES.items():
        known = _Unknown(values)
        places[language] = words[name].format_map(known)
        if known.missed and f"{name}#" in words:  # what names the row is what is broken
            places[language] = words[f"{name}#"].format_map(known)
    return places


def quoted(text: str, limit: int = QUOTED_CHARACTERS) -> str:
    """The start of a refused text, safe to print: control characters shown as U+FFFD."""
    start = " ".join(text.split())[:limit]
    shown = "".join(
        "\ufffd" if unicodedata.category(c) in user_text.REFUSED_CATEGORIES else c for c in start
    )
    return shown + "…" if len(" ".join(text.split())) > limit else shown


class Plain(str):
    """A text of Torneo's own (a table's name, the words a column takes): shown as it is."""


def shown(value: Any, language: str = "en") -> str:
    """A value from the file as a sentence quotes it: JSON's words for null and booleans, a
    text quoted and cut, a list or an object named, not spelled out."""
    if isinstance(value, Plain):
        return str(value)
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, str):
        return f"«{quoted(value)}»" if language == "it" else f"“{quoted(value)}”"
    if isinstance(value, int | float):
        return quoted(repr(value))
    names = messages.ARCHIVE_VALUES.get(language, messages.ARCHIVE_VALUES["it"])
    return names["list"] if isinstance(value, list) else names["object"]


def bounded(error: ServiceError) -> ServiceError:
    """`error` with what it carries cut to a sentence's length: a detail the services built
    from the file's own values (ten thousand tie-breaks) is quoted, never printed whole."""
    params: dict[str, Any] = {}
    for key, value in error.params.items():
        if isinstance(value, str):
            value = quoted(value, DETAIL_CHARACTERS)
        elif isinstance(value, tuple | list) and len(value) > QUOTED_ITEMS:
            value = (*value[:QUOTED_ITEMS], "…")
        params[key] = value
    error.params = params
    return error
