"""Words about the director's edits beside the catalogue's sentences (which are in
resources/i18n/messages): the things a refusal names, the fields of a text typed, where a
change met another station's and what to do then."""

from __future__ import annotations

# The things NOT_FOUND can name, as a sentence starts with them.
KINDS: dict[str, dict[str, str]] = {
    "it": {
        "tournament": "Il torneo",
        "entry": "L'iscrizione numero",
        "player": "Il giocatore",
        "round": "Il turno",
        "table": "Il tavolo",
        "hand": "La mano",
        "penalty": "La penalità",
        "copy": "La copia di sicurezza numero",
        "vp_table": "La tabella dei PV",
    },
    "en": {
        "tournament": "Tournament",
        "entry": "Entry number",
        "player": "Player",
        "round": "Round",
        "table": "Table",
        "hand": "Hand",
        "penalty": "Penalty",
        "copy": "Backup number",
        "vp_table": "VP table",
    },
}


# The text fields the TEXT_* errors name (keys of `user_text.TextRule.field`).
FIELDS: dict[str, dict[str, str]] = {
    "it": {
        "surname": "cognome",
        "name": "nome",
        "tessera": "tessera",
        "club": "circolo",
        "category": "categoria",
        "group": "girone",
        "tournament_name": "nome del torneo",
        "venue": "sede",
        "vp_scale_name": "nome della tabella dei PV",
        "penalty_reason": "motivo della penalità",
        "station": "nome della postazione",
    },
    "en": {
        "surname": "surname",
        "name": "first name",
        "tessera": "membership card",
        "club": "club",
        "category": "category",
        "group": "group",
        "tournament_name": "tournament name",
        "venue": "venue",
        "vp_scale_name": "VP table name",
        "penalty_reason": "penalty reason",
        "station": "station name",
    },
}


# The places a CONFLICT names ("R1 T1", "round 1 table 1"), as a sentence starts with them.
PLACES = {"it": "Il tavolo {table} del turno {round}", "en": "Table {table} of round {round}"}


# An edit refused because another station changed the same thing meanwhile: what to do next.
# The window shows the other station's value at once (the results page redraws the round on
# the refusal), so there is nothing to reload; the command line has no screen to redraw.
CONFLICT_CURES: dict[str, dict[str, str]] = {
    "it": {
        "window": "Ora vedi il valore nuovo: controllalo e, se serve, correggi di nuovo.",
        "cli": "Guarda il valore nuovo e, se serve, correggi di nuovo.",
    },
    "en": {
        "window": "What you see now is the new value: check it and correct it again if needed.",
        "cli": "Look at the new value and correct it again if needed.",
    },
}


# NOT_FOUND for a thing looked up by its name, not its number.
NAMED_KINDS = frozenset({"vp_table"})


NOT_FOUND_BY_NAME = {
    "it": "{kind} «{key}» non esiste. Controlla il nome e riprova.",
    "en": "{kind} “{key}” does not exist. Check the name and try again.",
}
