"""Sentences about sheets written at the table from a phone: a scala 40 hand typed by the
table's score keeper, a burraco turno entered hand by hand (`services.table_sheets`)."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# No refusal of its own: a phone's hand is refused with the window's codes, worded elsewhere.
MESSAGES: dict[str, dict[ErrorCode, str]] = {"it": {}, "en": {}}

# The `detail` keys of a hand typed on a phone (INVALID_INPUT): no full stop, the refusal's
# sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        "hand_no_closer": "segna chi ha chiuso la mano (oppure scrivi 0 per lui)",
        "hand_zeros": (
            "solo chi chiude la mano segna 0, ma hanno 0 i n. {entries}: segna chi ha chiuso"
            " e scrivi i punti degli altri"
        ),
        "hand_blank": "manca la penalità del n. {entry}: scrivi i punti o le carte rimaste",
        "hand_negative": "la penalità del n. {entry} è negativa: le penalità non lo sono mai",
        "hand_not_cards": (
            "per il n. {entry} «{typed}» non è né un numero né una carta (scrivi i punti, o le"
            " carte: A 2-10 J Q K JK)"
        ),
        "hand_too_many_cards": (
            "per il n. {entry} ci sono più copie di una carta di quante ne abbia il mazzo"
        ),
    },
    "en": {
        "hand_no_closer": "mark who closed the hand (or type 0 for them)",
        "hand_zeros": (
            "only the player who closed scores 0, but no. {entries} have 0: mark who closed"
            " and type the others' points"
        ),
        "hand_blank": "no penalty for no. {entry}: type the points or the cards left",
        "hand_negative": "the penalty of no. {entry} is negative: penalties never are",
        "hand_not_cards": (
            'for no. {entry} "{typed}" is neither a number nor a card (type the points, or'
            " the cards: A 2-10 J Q K JK)"
        ),
        "hand_too_many_cards": (
            "for no. {entry} there are more copies of a card than the pack holds"
        ),
    },
}
