"""The words a refusal's detail names its values with."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import LANGUAGES, families, said, table

# What a refusal's `detail` says, when a service names it by a key of the catalogue
# (`detail.<key>` in resources/i18n/messages/*.po, seen as DETAILS; its values in the error's
# other params, named in words by DETAIL_WORDS): the director reads it in the language of the
# whole sentence, whose template ends it (". Correggilo e riprova."), so a detail has no full
# stop of its own. Any other detail (a database driver's own words) is
# shown as it is. tests/services/test_detail_words.py holds every service to a key of DETAILS.

# The values a DETAILS template names in words, by the param that carries them: the error
# holds a code (a setting's key, a pairing system, a tie-break), the sentence its name as the
# settings show it. A value not listed (a word the director typed) is shown as it is; a list
# is named item by item ("smazzate per turno e tabella PV").
DETAIL_WORDS = families(
    "detail_words",
    {
        language: {
            "game": table("games")[language],
            "system": table("systems")[language],
            "tie_break": table("tie_breaks")[language],
        }
        for language in LANGUAGES
    },
)


# How a list in a detail ends ("3, 5 e 8").
LIST_AND = said("list_and")
