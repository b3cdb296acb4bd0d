"""Words around the rules of the game's sentences (which are in the catalogue,
resources/i18n/messages, under rule.<code>): how a refusal opens, the values it names, the
lines' names."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# How a scoring sentence opens, by the kind of refusal that carries it.
SCORING_OPENINGS: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.INVALID_SCORE: "Punteggio non valido: ",
        ErrorCode.INVALID_SETTINGS: "Impostazione non valida: ",
        ErrorCode.INVALID_INPUT: "Dato non valido: ",
        ErrorCode.PAIRING_FAILED: "Non è stato possibile abbinare il turno: ",
        ErrorCode.REENTRY_NOT_ALLOWED: "Rientro non consentito: ",
    },
    "en": {
        ErrorCode.INVALID_SCORE: "Invalid score: ",
        ErrorCode.INVALID_SETTINGS: "Invalid setting: ",
        ErrorCode.INVALID_INPUT: "Invalid value: ",
        ErrorCode.PAIRING_FAILED: "The round could not be paired: ",
        ErrorCode.REENTRY_NOT_ALLOWED: "Re-entry not allowed: ",
    },
}


NOTHING_SAVED = {"it": " Non è stato salvato nulla.", "en": " Nothing was saved."}


# The values a scoring error carries, named in words so the director sees which one is wrong.
SCORING_VALUES: dict[str, dict[str, str]] = {
    "it": {
        "round": "turno {0}",
        "table": "tavolo {0}",
        "hand": "smazzata {0}",
        "line": "linea {0}",
        "player": "giocatore n. {0}",
        "mp": "punti {0}",
        "vp": "PV {0}",
        "value": "valore {0}",
        "points": "punti {0}",
        "low": "soglia {0}",
        "edge": "soglia {0}",
        "expected": "previste {0}",
        "given": "scritte {0}",
        "limit": "massimo {0}",
    },
    "en": {
        "round": "round {0}",
        "table": "table {0}",
        "hand": "hand {0}",
        "line": "line {0}",
        "player": "player no. {0}",
        "mp": "MP {0}",
        "vp": "VP {0}",
        "value": "value {0}",
        "points": "points {0}",
        "low": "edge {0}",
        "edge": "edge {0}",
        "expected": "expected {0}",
        "given": "written {0}",
        "limit": "at most {0}",
    },
}


LINE_NAMES = {"it": {"a": "NS", "b": "EO"}, "en": {"a": "NS", "b": "EW"}}
