"""Sentences about the director's edits themselves: a thing looked up that does not exist, a
text typed that breaks its rules, a change that met another station's, an undo."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.NOT_FOUND: "{kind} {key} non esiste. Controlla il numero e riprova.",
        ErrorCode.INVALID_INPUT: "Dato non valido: {detail}. Correggilo e riprova.",
        ErrorCode.TEXT_TOO_LONG: (
            "Testo troppo lungo in «{field}»: {length} caratteri, ne sono ammessi al massimo"
            " {limit}. Accorcialo (per esempio abbreviando un secondo nome) e riprova: non è"
            " stato salvato nulla."
        ),
        ErrorCode.TEXT_REQUIRED: (
            "Il campo «{field}» è obbligatorio ed è vuoto. Scrivilo e riprova: non è stato"
            " salvato nulla."
        ),
        ErrorCode.TEXT_CONTROL_CHARACTER: (
            "Il campo «{field}» contiene un carattere invisibile ({character}, al carattere"
            " {position}), di solito incollato da un altro programma. Cancella il testo,"
            " riscrivilo a mano e riprova: non è stato salvato nulla."
        ),
        ErrorCode.CONFLICT: (
            "{what} è stato modificato da {changed_by} alle {changed_at} mentre lo stavi"
            " correggendo: la tua modifica non è stata salvata. {cure}"
        ),
        ErrorCode.WRONG_GAME: "Questa azione vale solo per i tornei di {game}.",
        ErrorCode.NOTHING_TO_UNDO: "Non c'è nessuna modifica da annullare.",
    },
    "en": {
        ErrorCode.NOT_FOUND: "{kind} {key} does not exist. Check the number and try again.",
        ErrorCode.INVALID_INPUT: "Invalid value: {detail}. Correct it and try again.",
        ErrorCode.TEXT_TOO_LONG: (
            "Text too long in “{field}”: {length} characters, at most {limit} allowed. Shorten"
            " it (for instance by abbreviating a middle name) and try again: nothing was saved."
        ),
        ErrorCode.TEXT_REQUIRED: (
            "The field “{field}” is required and is empty. Fill it in and try again: nothing"
            " was saved."
        ),
        ErrorCode.TEXT_CONTROL_CHARACTER: (
            "The field “{field}” holds an invisible character ({character}, at character"
            " {position}), usually pasted from another program. Delete the text, type it again"
            " and try again: nothing was saved."
        ),
        ErrorCode.CONFLICT: (
            "{what} was changed by {changed_by} at {changed_at} while you were editing it:"
            " your change was not saved. {cure}"
        ),
        ErrorCode.WRONG_GAME: "This action is only for {game} tournaments.",
        ErrorCode.NOTHING_TO_UNDO: "There is no change to undo.",
    },
}


# The `detail` keys this area's services name (see `detail_words.py` for how a detail is
# worded): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        # a save refused only at commit (services.context.writing): no version names who
        "save_clashed": (
            "la modifica non è stata salvata: avrebbe lasciato nell'archivio due dati uguali"
            " dove ne è ammesso uno solo (forse un'altra postazione ha salvato la stessa cosa"
            " nello stesso momento). Non è cambiato nulla: guarda i dati come sono ora e"
            " riprova; se si ripete, annota cosa stavi facendo e segnalalo"
        ),
        "save_overtaken": (
            "la modifica non è stata salvata: nello stesso momento un'altra postazione ha"
            " salvato una modifica agli stessi dati, e la tua l'avrebbe cancellata. Guarda i"
            " dati come sono ora e, se serve, rifai la modifica"
        ),
        "undo_overtaken": (
            "non è stato annullato nulla: nel frattempo la postazione {station} ha registrato"
            " un'altra modifica, che ora è l'ultima. Guarda il registro e, se serve, annulla"
            " di nuovo"
        ),
        "undo_data_changed": (
            "non è stato annullato nulla: i dati di questa modifica sono cambiati dopo, senza"
            " passare dal registro (forse un altro programma sull'archivio), e annullarla li"
            " cancellerebbe. Correggi a mano quello che serve"
        ),
    },
    "en": {
        "save_clashed": (
            "the change was not saved: it would have left two identical items in the database"
            " where only one is allowed (perhaps another station saved the same thing at the"
            " same moment). Nothing was changed: look at the data as it is now and try again;"
            " if it happens again, note what you were doing and report it"
        ),
        "save_overtaken": (
            "the change was not saved: at the same moment another station saved a change to"
            " the same data, and yours would have erased it. Look at the data as it is now"
            " and make the change again if needed"
        ),
        "undo_overtaken": (
            "nothing was undone: meanwhile station {station} logged another change, which is"
            " now the latest. Look at the log and undo again if needed"
        ),
        "undo_data_changed": (
            "nothing was undone: this change's data changed afterwards without going through"
            " the log (perhaps another program on the database), and undoing it would erase that."
            " Correct what is needed by hand"
        ),
    },
}


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
