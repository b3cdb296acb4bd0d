"""How Torneo compares the names directors type: people's surnames and names, clubs.

Two rules, one function each, used everywhere a name is matched (the registry, entries, imports,
tournament files, the season ranking, the searches), in Python and never by the database:
SQLite folds case for ASCII letters only ("FORLÌ" is not "forlì" to its lower() and LIKE) and
PostgreSQL by its server's locale, so each name's keys are stored beside it (see
`storage.models`) and compared as plain text, the same on every database.

- Identity (`name_key`): is this the same name? Case and spacing do not count, accents do:
  "CANTÙ  Pia", "Cantù Pia" and "cantù pia" (typed with a composed Ù or with U and a
  combining grave accent) are one name; "Cantu Pia" is another, as Nicolò and Nicolo are two
  spellings a registry may hold for two people.
  The apostrophe is one character however it was typed: "D’Amico" pasted from a word
  processor or an e-mail, "D`Amico" or "D´Amico" from a keyboard, are "D'Amico". An
  apostrophe ending a word after a vowel is that vowel's accent, as Italian is typed where a
  keyboard has no accented capitals: "NICCOLO'" is Niccolò, "FORLI'" Forlì.
- Search (`search_key`): what a director types on a keyboard without accents finds the name:
  "nicolo" finds Nicolò, "lodz" Łódź, "soren" Søren, "strasse" Straße.

Standard library only: the storage and the exports both use it.
"""

from __future__ import annotations

import re
import unicodedata

# Letters Unicode does not decompose into a base letter and an accent, as a keyboard without
# them types them (casefolded already: ß has become "ss" before this table is used).
UNDECOMPOSED = str.maketrans(
    {"ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "þ": "th", "ı": "i"}
)


# The marks typed for an apostrophe: the typographic ones (right and left single quotation
# marks, the modifier letter), and the grave and acute accents and the prime keyboards offer.
APOSTROPHES = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc\u0060\u00b4\u2032", "'"))
# A vowel ending a word with an apostrophe after it: the accent of "NICCOLO'", "CANTU'", written
# so on keyboards without accented capitals and on old club lists. The grave accent, the one
# Italian puts on a final a, i, o, u and on most final e (Mosè, Noè). An apostrophe before a
# letter is an elision, D'Amico, and after a consonant too, Dell' Orto.
ACCENT_TYPED_AFTER = re.compile(r"([aeiou])'(?!\w)")


def name_key(text: str) -> str:
    """A name as identity compares it: Unicode canonical caseless matching (NFD, casefold,
    then composed again as NFC) with whitespace trimmed and runs of it one space, and every
    apostrophe mark one apostrophe, a vowel's accent typed after it as the accent."""
    folded = unicodedata.normalize("NFD", text.translate(APOSTROPHES)).casefold()
    folded = ACCENT_TYPED_AFTER.sub("\\1\u0300", folded)
    return " ".join(unicodedata.normalize("NFC", folded).split())


def search_key(text: str) -> str:
    """A name as a search compares it: `name_key` with the accents taken off (Ò is O, Ł is L,
    Æ is AE), so words typed with or without accents find it."""
    decomposed = unicodedata.normalize("NFKD", name_key(text).translate(UNDECOMPOSED))
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    # NFKD can leave a capital (a compatibility character's base): fold once more.
    return " ".join(plain.casefold().translate(UNDECOMPOSED).split())


def search_words(text: str) -> list[str]:
    """The words of a search as `search_key` compares them ("  Nicolò  ROSSI" -> nicolo, rossi)."""
    return search_key(text).split()
