"""Sentences about scala 40 in pairs: its settings, seating two pairs a table, a pairs sheet."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

MESSAGES: dict[str, dict[ErrorCode, str]] = {"it": {}, "en": {}}

# The `detail` keys (see `detail_words.py`): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        "pairs_table_size": (
            "a coppie ogni tavolo siede due coppie (4 giocatori): le iscrizioni per tavolo sono"
            " 2, non {size}. Lascia 2, o scegli il torneo singolo"
        ),
        "pairs_match": (
            "una partita a coppie si vince con almeno 1 mano ({target} non va) e i punti"
            " partita vanno da vittoria a pareggio a sconfitta senza crescere e senza numeri"
            " negativi ({points} non va, di solito 2/1/0)"
        ),
        "pairs_tie_break_twice": (
            "lo spareggio {name} è indicato due volte: ogni spareggio va indicato una sola volta"
        ),
        "pairs_odd": (
            "ci sono {pairs} coppie, un numero dispari, e a coppie si gioca in due coppie per"
            " tavolo senza riposo: iscrivi o ritira una coppia (o segnane una assente)"
        ),
        "pairs_hand_needed": (
            "è un torneo a coppie: la mano va scritta per coppia, con chi ha chiuso e i punti"
            " di ciascuno dei quattro giocatori"
        ),
        "singles_hand_needed": (
            "è un torneo singolo: la mano va scritta con i punti di ciascun giocatore, non per"
            " coppia"
        ),
    },
    "en": {
        "pairs_table_size": (
            "pairs play two pairs a table (4 players): the entries a table are 2, not {size}."
            " Leave 2, or choose the singles form"
        ),
        "pairs_match": (
            "a pairs match is won with at least 1 hand ({target} will not do) and match points"
            " go from a win to a draw to a loss without rising and without negative numbers"
            " ({points} will not do, usually 2/1/0)"
        ),
        "pairs_tie_break_twice": (
            "the tie-break {name} is listed twice: list each tie-break only once"
        ),
        "pairs_odd": (
            "there are {pairs} pairs, an odd number, and pairs play two pairs a table with no"
            " bye: enter or withdraw a pair (or mark one absent)"
        ),
        "pairs_hand_needed": (
            "this is a pairs tournament: write the hand by pair, with who closed and each of"
            " the four players' points"
        ),
        "singles_hand_needed": (
            "this is a singles tournament: write the hand with each player's points, not by pair"
        ),
    },
}

# The rules `scoring.scala40_pairs` reports by code that the singles game has no word for.
SCORING: dict[str, dict[str, str]] = {
    "it": {
        "not_two_pairs": (
            "a questo tavolo non siedono due coppie diverse, e una partita a coppie è tra due"
            " coppie. Correggi la disposizione del turno."
        ),
    },
    "en": {
        "not_two_pairs": (
            "this table does not seat two different pairs, and a pairs match is between two"
            " pairs. Correct the round's seating."
        ),
    },
}
