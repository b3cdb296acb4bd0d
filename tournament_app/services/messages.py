"""The sentences for every error code, in Italian and English: what went wrong, what to do.

Plain dictionaries (no Qt here), used by the command line and the GUI alike.
"""

from __future__ import annotations

import string
from typing import Any

from tournament_app.services.errors import ErrorCode, ServiceError

LANGUAGES = ("it", "en")

MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.NOT_FOUND: "{kind} {key} non esiste. Controlla il numero e riprova.",
        ErrorCode.INVALID_SETTINGS: (
            "Impostazione non valida: {detail}. Correggi il valore nelle impostazioni del torneo."
        ),
        ErrorCode.INVALID_SCORE: (
            "Punteggio non valido: {detail}. Ricontrolla il segnapunti e reinseriscilo."
        ),
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
        ErrorCode.DUPLICATE_ENTRY: (
            "Iscrizione doppia: {detail}. Cerca l'iscrizione esistente invece di aggiungerne"
            " un'altra."
        ),
        ErrorCode.DUPLICATE_PLAYER: (
            "Esiste già un giocatore con la tessera {tessera}. Modifica quello esistente."
        ),
        ErrorCode.CONFLICT: (
            "{what} è stato modificato da {changed_by} alle {changed_at} mentre lo stavi"
            " correggendo. Ricarica, controlla il nuovo valore e, se serve, correggi di nuovo."
        ),
        ErrorCode.ROUND_NOT_PUBLISHED: (
            "Il turno {round} è ancora una bozza. Pubblicalo prima di inserire i risultati."
        ),
        ErrorCode.ROUND_PUBLISHED: (
            "Il turno {round} è già stato pubblicato e non si può più cambiare l'abbinamento."
        ),
        ErrorCode.ROUND_INCOMPLETE: (
            "Mancano ancora i risultati dei tavoli {missing} del turno {round}. Inseriscili prima"
            " di generare il turno successivo."
        ),
        ErrorCode.NO_MORE_ROUNDS: (
            "Il calendario prevede {rounds} turni, già tutti generati. Per giocarne un altro,"
            " allunga il calendario nelle impostazioni."
        ),
        ErrorCode.NOT_ENOUGH_ENTRIES: (
            "Servono almeno {needed} iscritti presenti, ce ne sono {present}. Segna i presenti"
            " o aggiungi iscrizioni."
        ),
        ErrorCode.RESULT_FOR_BYE: (
            "Il tavolo {table} del turno {round} è un riposo: il punteggio del riposo è"
            " automatico e non si inserisce."
        ),
        ErrorCode.PAIRING_FAILED: (
            "Non è stato possibile abbinare il turno: {detail}. Prova un altro sistema o"
            " modifica l'abbinamento a mano."
        ),
        ErrorCode.WRONG_GAME: "Questa azione vale solo per i tornei di {game}.",
        ErrorCode.TABLE_FINISHED: (
            "Al tavolo {table} la partita è già finita. Per correggerla, modifica una mano già"
            " inserita."
        ),
        ErrorCode.REENTRY_NOT_ALLOWED: "Rientro non consentito: {detail}.",
        ErrorCode.NOTHING_TO_UNDO: "Non c'è nessuna modifica da annullare.",
        ErrorCode.DATABASE_TOO_NEW: (
            "Questo archivio è stato scritto da una versione più recente di Torneo"
            " (schema {found}). Aggiorna Torneo per aprirlo: l'archivio non è stato toccato."
        ),
        ErrorCode.NOT_A_DATABASE: (
            "{path} non è un archivio di Torneo. Scegli un altro file: questo non è stato"
            " modificato."
        ),
        ErrorCode.DATABASE_UNREACHABLE: (
            "Impossibile aprire l'archivio {path}: {detail}. Controlla il percorso o che il"
            " server sia acceso."
        ),
        ErrorCode.DATABASE_DAMAGED: (
            "L'archivio {path} è danneggiato ({detail}) e non è stato toccato. Apri una delle"
            ' copie di sicurezza nella cartella accanto, che finisce in "-backups".'
        ),
        ErrorCode.READ_ONLY_STATION: (
            "Questa postazione è in sola visualizzazione: mostra classifiche e risultati ma"
            " non può cambiare nulla. Fai la modifica dalla postazione del direttore: non è"
            " stato salvato nulla."
        ),
        ErrorCode.DISPLAY_DATABASE_NOT_READY: (
            "Questa postazione è in sola visualizzazione e non può creare né aggiornare"
            " l'archivio {path}. Aprilo prima dalla postazione del direttore, poi riapri"
            " questa."
        ),
        ErrorCode.DATABASE_WRITE_FAILED: (
            "Non è stato possibile salvare nell'archivio {path} ({detail}): non è cambiato"
            " nulla. Libera spazio sul disco, controlla che il file non sia di sola lettura o"
            " aperto da un altro programma, poi riprova."
        ),
    },
    "en": {
        ErrorCode.NOT_FOUND: "{kind} {key} does not exist. Check the number and try again.",
        ErrorCode.INVALID_SETTINGS: (
            "Invalid setting: {detail}. Correct the value in the tournament settings."
        ),
        ErrorCode.INVALID_SCORE: (
            "Invalid score: {detail}. Check the scoresheet and enter it again."
        ),
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
        ErrorCode.DUPLICATE_ENTRY: (
            "Duplicate entry: {detail}. Look up the existing entry instead of adding another."
        ),
        ErrorCode.DUPLICATE_PLAYER: (
            "A player with membership card {tessera} already exists. Edit that player instead."
        ),
        ErrorCode.CONFLICT: (
            "{what} was changed by {changed_by} at {changed_at} while you were editing it."
            " Reload, check the new value and correct it again if needed."
        ),
        ErrorCode.ROUND_NOT_PUBLISHED: (
            "Round {round} is still a draft. Publish it before entering results."
        ),
        ErrorCode.ROUND_PUBLISHED: (
            "Round {round} is already published; its seating can no longer change."
        ),
        ErrorCode.ROUND_INCOMPLETE: (
            "Tables {missing} of round {round} still miss their results. Enter them before"
            " generating the next round."
        ),
        ErrorCode.NO_MORE_ROUNDS: (
            "The schedule has {rounds} rounds and all are generated. Lengthen the schedule in"
            " the settings to play another."
        ),
        ErrorCode.NOT_ENOUGH_ENTRIES: (
            "At least {needed} present entries are needed, there are {present}. Check entries"
            " in or add more."
        ),
        ErrorCode.RESULT_FOR_BYE: (
            "Table {table} of round {round} is a bye: its score is automatic and is not entered."
        ),
        ErrorCode.PAIRING_FAILED: (
            "The round could not be paired: {detail}. Try another system or edit the seating"
            " by hand."
        ),
        ErrorCode.WRONG_GAME: "This action is only for {game} tournaments.",
        ErrorCode.TABLE_FINISHED: (
            "The game at table {table} is already over. To change it, correct a hand already"
            " entered."
        ),
        ErrorCode.REENTRY_NOT_ALLOWED: "Re-entry not allowed: {detail}.",
        ErrorCode.NOTHING_TO_UNDO: "There is no change to undo.",
        ErrorCode.DATABASE_TOO_NEW: (
            "This database was written by a newer Torneo (schema {found}). Update Torneo to"
            " open it: the database was left untouched."
        ),
        ErrorCode.NOT_A_DATABASE: (
            "{path} is not a Torneo database. Choose another file: this one was not changed."
        ),
        ErrorCode.DATABASE_UNREACHABLE: (
            "Cannot open the database {path}: {detail}. Check the path, or that the server is"
            " running."
        ),
        ErrorCode.DATABASE_DAMAGED: (
            "The database {path} is damaged ({detail}) and was left untouched. Open one of the"
            ' backups in the folder beside it whose name ends in "-backups".'
        ),
        ErrorCode.READ_ONLY_STATION: (
            "This station is display only: it shows standings and results but cannot change"
            " anything. Make the change from the director's station: nothing was saved."
        ),
        ErrorCode.DISPLAY_DATABASE_NOT_READY: (
            "This station is display only and cannot create or upgrade the database {path}."
            " Open it first from the director's station, then open this one again."
        ),
        ErrorCode.DATABASE_WRITE_FAILED: (
            "Could not save to the database {path} ({detail}): nothing was changed. Free some"
            " disk space, check the file is not read-only or open in another program, then try"
            " again."
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
    },
    "en": {
        "tournament": "Tournament",
        "entry": "Entry number",
        "player": "Player",
        "round": "Round",
        "table": "Table",
        "hand": "Hand",
        "penalty": "Penalty",
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


class _Lenient(string.Formatter):
    """Formats a message, writing "?" for a parameter the error did not carry."""

    def get_value(self, key: int | str, args: Any, kwargs: Any) -> Any:
        if isinstance(key, str):
            return kwargs.get(key, "?")
        return super().get_value(key, args, kwargs)


def describe(error: ServiceError, language: str = "it") -> str:
    """The sentence for `error` in `language` ("it" or "en"; anything else falls back to it)."""
    table = MESSAGES.get(language, MESSAGES["it"])
    params = dict(error.params)
    params.setdefault("detail", error.scoring_code or "")
    kinds = KINDS.get(language, KINDS["it"])
    if "kind" in params:
        params["kind"] = kinds.get(str(params["kind"]), params["kind"])
    if "field" in params:
        fields = FIELDS.get(language, FIELDS["it"])
        params["field"] = fields.get(str(params["field"]), params["field"])
    return _Lenient().format(table[error.code], **params)
