"""The sentences for every error code, in Italian and English: what went wrong, what to do.

Plain dictionaries (no Qt here), used by the command line and the GUI alike.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from typing import Any

from scoring.plausibility import FAR_BEYOND_LAST_BAND
from tournament_app.services import domain_words
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.moments import in_local_time
from tournament_app.services.publish_check import STALE_CODES
from tournament_app.storage import limits

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
        # Each detail says what to do: the cure differs (another player, another number,
        # the entry that exists).
        ErrorCode.DUPLICATE_ENTRY: "Iscrizione doppia: {detail}.",
        ErrorCode.DUPLICATE_PLAYER: (
            "Esiste già un giocatore con la tessera {tessera}. Modifica quello esistente."
        ),
        ErrorCode.CONFLICT: (
            "{what} è stato modificato da {changed_by} alle {changed_at} mentre lo stavi"
            " correggendo: la tua modifica non è stata salvata. {cure}"
        ),
        ErrorCode.ROUND_NOT_PUBLISHED: (
            "Il turno {round} è ancora una bozza. Pubblicalo prima di inserire i risultati."
        ),
        ErrorCode.ROUND_PUBLISHED: (
            "Il turno {round} è già stato pubblicato: il suo abbinamento non si cambia più."
            " Finché nessun tavolo lo ha giocato, riportalo in bozza («Torna in bozza» nella"
            " pagina Turni, o torneo round unpublish) e poi cambialo."
        ),
        ErrorCode.ROUND_INCOMPLETE: (
            "Mancano ancora i risultati dei tavoli {missing} del turno {round}. Inseriscili prima"
            " di generare il turno successivo."
        ),
        ErrorCode.ROUND_TO_CHECK: (
            "Nel turno {round} il secondo inserimento non coincide con il risultato ai tavoli"
            " {tables}. Controlla quei segnapunti e salva le cifre giuste prima di generare il"
            " turno successivo: l'abbinamento dipende dalla classifica."
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
        ErrorCode.NO_FIRST_ENTRY: (
            "Il tavolo {table} del turno {round} non ha ancora un risultato, quindi il secondo"
            " inserimento non ha nulla da ricontrollare. Inserisci prima il risultato con il"
            " doppio inserimento spento: non è stato salvato nulla."
        ),
        ErrorCode.NOT_A_SCORESHEET: (
            "Il risultato del tavolo {table} del turno {round} non è stato giocato ma assegnato"
            " dal direttore (sconfitta a tavolino o punteggio arbitrale): non c'è un segnapunti"
            " da ricontrollare. Spegni il doppio inserimento per questo tavolo: non è stato"
            " salvato nulla."
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
        ErrorCode.DATABASE_ADDRESS: (
            "Torneo non sa aprire l'indirizzo {path}: apre un file (il suo percorso) o un"
            " server PostgreSQL scritto come postgresql://utente@server/archivio (oppure"
            " postgresql+psycopg://…). Correggi l'indirizzo: non è stato aperto nulla."
        ),
        ErrorCode.DATABASE_IN_MEMORY: (
            "{path} è un archivio in memoria: sparisce quando Torneo si chiude e non conserva"
            " nulla. Indica un file (il suo percorso, per esempio torneo.sqlite3) o un server"
            " PostgreSQL: non è stato aperto nulla."
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
        ErrorCode.COPIES_ON_SERVER: (
            "L'archivio {path} è su un server: le sue copie di sicurezza si fanno sul server,"
            " con pg_dump (vedi la guida all'installazione). Torneo fa le copie degli archivi"
            " su file."
        ),
        ErrorCode.COPY_FAILED: (
            "La copia {path} non è stata scritta: {detail}. L'archivio non è cambiato."
        ),
        ErrorCode.OUTPUT_REFUSED: (
            "Il file {path} non è stato scritto: {detail}. Non è cambiato nulla."
        ),
        ErrorCode.DATABASE_WRITE_FAILED: (
            "Non è stato possibile salvare nell'archivio {path} ({detail}): non è cambiato"
            " nulla. Libera spazio sul disco, controlla che il file non sia di sola lettura o"
            " aperto da un altro programma, poi riprova."
        ),
        ErrorCode.TOURNAMENT_FINISHED: "Torneo concluso: {detail}.",
        ErrorCode.UNLIKELY_SCORE: (
            "Turno {round}, tavolo {table}: punteggio improbabile, non salvato. Controlla i"
            " numeri, oppure conferma che sono giusti."
        ),
        ErrorCode.TOURNAMENT_STILL_OPEN: (
            "Il torneo «{name}» ha ancora qualcosa in sospeso e non è stato segnato concluso."
            " Completa prima i turni, oppure conferma di volerlo concludere comunque."
        ),
        ErrorCode.ROUND_NEEDS_CONFIRMATION: (
            "Il turno {round} non è stato pubblicato: la bozza va confermata. Correggila,"
            " oppure conferma di volerla pubblicare comunque."
        ),
        ErrorCode.SETTINGS_DAMAGED: (
            "Le impostazioni del torneo «{tournament}» salvate nell'archivio sono danneggiate e"
            " non si leggono: il torneo non si può aprire, e non è stato toccato. Apri una"
            " copia dell'archivio presa prima del danno (menu File, Copie di sicurezza),"
            " oppure importa di nuovo il torneo dal suo file .torneo, se ce l'hai."
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
        ErrorCode.DUPLICATE_ENTRY: "Duplicate entry: {detail}.",
        ErrorCode.DUPLICATE_PLAYER: (
            "A player with membership card {tessera} already exists. Edit that player instead."
        ),
        ErrorCode.CONFLICT: (
            "{what} was changed by {changed_by} at {changed_at} while you were editing it:"
            " your change was not saved. {cure}"
        ),
        ErrorCode.ROUND_NOT_PUBLISHED: (
            "Round {round} is still a draft. Publish it before entering results."
        ),
        ErrorCode.ROUND_PUBLISHED: (
            "Round {round} is already published: its seating no longer changes. While no"
            " table has played it, take it back to draft (Back to draft on the Rounds page,"
            " or torneo round unpublish) and change it then."
        ),
        ErrorCode.ROUND_INCOMPLETE: (
            "Tables {missing} of round {round} still miss their results. Enter them before"
            " generating the next round."
        ),
        ErrorCode.ROUND_TO_CHECK: (
            "In round {round} the second entry differs from the result at tables {tables}."
            " Check those scoresheets and save the right figures before generating the next"
            " round: its seating depends on the standings."
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
        ErrorCode.NO_FIRST_ENTRY: (
            "Table {table} of round {round} has no result yet, so a second entry has nothing to"
            " check. Enter the result first with double entry off: nothing was saved."
        ),
        ErrorCode.NOT_A_SCORESHEET: (
            "The result of table {table} of round {round} was not played but decided by the"
            " director (forfeit or arbitral score): there is no scoresheet to check. Turn"
            " double entry off for this table: nothing was saved."
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
        ErrorCode.DATABASE_ADDRESS: (
            "Torneo cannot open the address {path}: it opens a file (its path) or a PostgreSQL"
            " server written as postgresql://user@host/database (or postgresql+psycopg://…)."
            " Correct the address: nothing was opened."
        ),
        ErrorCode.DATABASE_IN_MEMORY: (
            "{path} is an in-memory database: it vanishes when Torneo closes and keeps nothing."
            " Name a file (its path, e.g. torneo.sqlite3) or a PostgreSQL server: nothing was"
            " opened."
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
        ErrorCode.COPIES_ON_SERVER: (
            "The database {path} is on a server: its backups are made on the server, with"
            " pg_dump (see the installation guide). Torneo makes the copies of databases on a"
            " file."
        ),
        ErrorCode.COPY_FAILED: (
            "The copy {path} was not written: {detail}. The database is unchanged."
        ),
        ErrorCode.OUTPUT_REFUSED: "The file {path} was not written: {detail}. Nothing changed.",
        ErrorCode.DATABASE_WRITE_FAILED: (
            "Could not save to the database {path} ({detail}): nothing was changed. Free some"
            " disk space, check the file is not read-only or open in another program, then try"
            " again."
        ),
        ErrorCode.TOURNAMENT_FINISHED: "Tournament finished: {detail}.",
        ErrorCode.UNLIKELY_SCORE: (
            "Round {round}, table {table}: unlikely score, not saved. Check the figures, or"
            " confirm they are right."
        ),
        ErrorCode.TOURNAMENT_STILL_OPEN: (
            "The tournament “{name}” still has business open and was not marked finished."
            " Complete its rounds first, or confirm you want to finish it anyway."
        ),
        ErrorCode.ROUND_NEEDS_CONFIRMATION: (
            "Round {round} was not published: its draft needs confirming. Correct it, or"
            " confirm you want to publish it anyway."
        ),
        ErrorCode.SETTINGS_DAMAGED: (
            "The settings of tournament “{tournament}” stored in the database are damaged and"
            " cannot be read: the tournament cannot be opened, and was left untouched. Open a"
            " copy of the database taken before the damage (File menu, Copies of the"
            " database), or import the tournament again from its .torneo file, if you have it."
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


# What a refusal's `detail` says, when a service names it by one of these keys (its values in
# the error's other params, named in words by DETAIL_WORDS): the director reads it in the
# language of the whole sentence, whose template ends it (". Correggilo e riprova."), so a
# detail has no full stop of its own. Any other detail (a database driver's own words) is
# shown as it is. tests/services/test_detail_words.py holds every service to a key of this table.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        # penalties (penalties.check_penalty)
        # copies of the database (services.backups)
        # files written where the director asked (services.output_files)
        "output_is_database": (
            "è l'archivio aperto (o un suo file di lavoro, -wal, -shm o -journal), che"
            " resterebbe distrutto: scegli un altro nome o un'altra cartella (per esempio una"
            " chiavetta)"
        ),
        "output_in_backups": (
            "è nella cartella delle copie automatiche dell'archivio ({folder}), che Torneo"
            " tiene da sé: scegli un'altra cartella"
        ),
        "output_not_same_kind": (
            "esiste già ed è {found}, non {writing}: Torneo non lo sostituisce. Scegli un"
            " altro nome o un'altra cartella"
        ),
        "output_exists_display": (
            "esiste già, e questa postazione è in sola visualizzazione: non sostituisce nessun"
            " file. Scegli un nome nuovo"
        ),
        "output_database_in_use": (
            "è un archivio di Torneo in uso (accanto ha i suoi file di lavoro -wal, -shm o"
            " -journal): scegli un altro nome, o chiudi Torneo su quell'archivio e riprova"
        ),
        "copy_not_written": (
            "controlla che la cartella esista e si possa scrivere (una chiavetta inserita e non"
            " protetta) e che ci sia spazio, poi riprova"
        ),
        "penalty_negative": (
            "i punti di una penalità si scrivono positivi ({vp} PV, {mp} punti): la penalità li"
            " toglie"
        ),
        "penalty_too_large": (
            "una penalità di {vp} PV e {mp} punti va oltre quello che si fa in un turno intero"
            " (al massimo {most}): ricontrolla, forse c'è uno zero di troppo"
        ),
        "warning_points": (
            "un'ammonizione non toglie punti da sola ({vp} PV, {mp} punti; due ammonizioni"
            " costano 1 PV in classifica). Scegli una penalità in PV o in punti"
        ),
        "penalty_without_points": (
            "una penalità in {unit} ne toglie almeno 1: scrivi quanti, o scegli un'ammonizione"
        ),
        # scala 40 penalties (penalties.check_penalty, penalties.add)
        "scala40_warning_points": (
            "a scala 40 un'ammonizione non porta punti e non conta in classifica: per"
            " aggiungere punti di penalità scegli «punti di penalità»"
        ),
        "scala40_without_placement_points": (
            "i punti piazzamento da togliere sono almeno 1: scrivi quanti, o scegli un'ammonizione"
        ),
        "scala40_without_penalty_points": (
            "i punti di penalità da aggiungere sono almeno 1: scrivi quanti, o scegli"
            " un'ammonizione"
        ),
        "scala40_no_placement_points": (
            "questo torneo di scala 40 è a eliminazione diretta e non assegna punti"
            " piazzamento, quindi non se ne possono togliere: scegli punti di penalità,"
            " un'ammonizione o il forfait al tavolo finale"
        ),
        "scala40_forfeit_round": (
            "a scala 40 il forfait mette il giocatore ultimo al suo tavolo in un turno: scegli"
            " il turno"
        ),
        "correction_breaks_later_hand": (
            "corretta così, la smazzata {hand} cambia chi resta in gioco e la smazzata {later}"
            " non torna più (vi gioca chi ora risulta eliminato, o la partita ora finisce"
            " prima, o un rientro non ha più senso): togli con «Togli l'ultima smazzata» le"
            " smazzate dalla {later} in poi, correggi la {hand} e reinserisci le altre come"
            " giocate, senza chi ora è fuori"
        ),
        "burraco_forfeit": (
            "a burraco il turno perso a tavolino è il risultato del tavolo, che dà i PV agli"
            " avversari: registralo nella pagina Risultati con Forfait… (o Punteggio"
            " arbitrale…), non come penalità"
        ),
        "scala40_forfeit_not_seated": (
            "il giocatore {entry} non siede a nessun tavolo del turno {round}: scegli un turno"
            " in cui ha giocato"
        ),
        "scala40_forfeit_not_final": (
            "a eliminazione diretta chi passa il turno lo decide il foglio del tavolo, quindi il"
            " forfait vale solo al tavolo finale e il turno {round} ha più tavoli: dai punti di"
            " penalità, oppure ritira il giocatore"
        ),
        # entries
        "entry_players": (
            "in questo torneo ogni iscrizione è di {needed}; giocatori indicati: {given}"
        ),
        "player_twice_in_entry": (
            "{player} compare due volte nella stessa iscrizione: indica giocatori diversi"
        ),
        "player_already_entered": (
            "{player} è già nell'iscrizione {entry} di questo torneo. Cerca quell'iscrizione"
            " invece di aggiungerne un'altra"
        ),
        "entry_number_below_1": (
            "il numero d'iscrizione {number} non è valido: i numeri partono da 1 (lascialo"
            " vuoto per avere il numero dopo l'ultimo)"
        ),
        "entry_number_taken": (
            "il numero {entry} è già di un'altra iscrizione. Per una nuova iscrizione scegli"
            " un altro numero, o lascialo vuoto per avere il numero dopo l'ultimo"
        ),
        "entry_seated": (
            "l'iscrizione {entry} ha già un posto a un tavolo del turno {round}, e si cancella"
            " solo un'iscrizione che non si è mai seduta: ritirala invece (i turni già fatti"
            " restano)"
        ),
        # results and scala 40 sheets
        "forfeit_line": "la linea assente «{absent}» non esiste: indica NS, EO o entrambe",
        "hand_without_closer": "manca chi ha chiuso la mano: indica il giocatore che ha chiuso",
        # standings, prizes, the recorded draw
        "prizes_per": (
            "la premiazione si fa sulla classifica assoluta, per girone o per categoria, non"
            " per «{asked}»"
        ),
        "prize_places": (
            "ogni premiazione premia almeno 1 posto, non {places}: scrivi quanti piazzamenti"
            " premiare"
        ),
        "draw_unknown_entry": (
            "il sorteggio nomina l'iscrizione {entry}, che in questo torneo non c'è"
        ),
        "draw_entry_twice": (
            "il sorteggio nomina due volte l'iscrizione {entry}: ognuna compare una volta sola"
        ),
        "draw_too_few": (
            "un sorteggio si fa tra almeno due iscrizioni a pari merito (ne è stata indicata"
            " {count}): indica tutte quelle da sorteggiare"
        ),
        "draw_not_a_tie_break": (
            "il sorteggio non è tra gli spareggi di questo torneo, quindi non separerebbe"
            " nessuno: aggiungilo agli spareggi nelle impostazioni del torneo"
        ),
        # rounds
        "draft_seats_absent": (
            "la bozza del turno {round} fa sedere le iscrizioni {entries}, che si sono ritirate"
            " o sono segnate assenti: genera di nuovo il turno, oppure segna di nuovo presenti"
            " quelle assenti"
        ),
        # a published round taken back to draft (services.rounds.unpublish)
        "unpublish_draft": "il turno {round} è già una bozza: si può scambiare o generare di nuovo",
        "unpublish_started": (
            "il turno {round} è già iniziato (risultati o smazzate ai tavoli {tables}), quindi"
            " non torna in bozza: un turno in gioco tiene l'abbinamento annunciato. Se quei"
            " tavoli non hanno davvero giocato, togli prima ciò che è stato inserito"
        ),
        # season ranking
        "season_tournaments_missing": (
            "questi tornei non rientrano nella stagione: {tournaments} (sono di un altro gioco,"
            " fuori dalle date scelte o ancora in fase di iscrizione)"
        ),
        "season_best_results": (
            "i migliori risultati da contare per giocatore sono almeno 1, non {best}"
        ),
        "season_points_negative": (
            "i punti della stagione non possono essere negativi ({points}): scrivi 0 o un"
            " numero positivo"
        ),
        # tournaments
        "date_format": (
            "«{value}» non è una data: scrivila come AAAA-MM-GG (per esempio 2026-12-25)"
        ),
        "settings_other_game": (
            "le impostazioni date sono di un altro gioco, ma il torneo è di {game}"
        ),
        "frozen_after_round_1": (
            "impostazioni bloccate dalla pubblicazione del turno 1: {setting} (i turni"
            " pubblicati sono stati abbinati e contati con i valori di prima)"
        ),
        # settings (rules.validate); the VP table's own rules are worded by SCORING
        "turno_hands": "un turno si gioca in 2, 3 o 4 smazzate, non in {hands}",
        "schedule_empty": (
            "il calendario non ha nessuna fase: aggiungine almeno una, di almeno un turno"
        ),
        "schedule_step_rounds": (
            "la fase «{system}» del calendario ha {rounds} turni, e ne serve almeno 1"
        ),
        "first_round_only": (
            "«{system}» abbina solo il primo turno: nel calendario scegli Mitchell, Danese,"
            " Danese a gironi o All'italiana"
        ),
        "first_round_system": (
            "il primo turno si abbina per Sorteggio o per Ordine di iscrizione, non con «{system}»"
        ),
        "mitchell_shift": (
            "l'avanzamento del Mitchell (di quanti tavoli si sposta la linea EO) è almeno 1,"
            " non {shift}"
        ),
        "group_size": (
            "un girone di dimensione {size} è troppo piccolo: ogni girone ha almeno 2 iscrizioni"
        ),
        "tie_break_twice": "lo spareggio «{tie_break}» compare due volte: lascialo una volta sola",
        "tie_break_unknown": (
            "«{tie_break}» non è uno spareggio che Torneo conosca: scegli tra Differenza punti,"
            " Punti fatti, Meno punti subiti, Scontro diretto e Sorteggio (registrato)"
        ),
        "table_size": "un tavolo di scala 40 ha da 2 a 6 giocatori, non {size}",
        "limit": "il limite di punti deve essere più di 0, non {limit} (di solito è 101 o 201)",
        "reentries": (
            "i rientri per giocatore non possono essere negativi ({reentries}): scrivi 0 se il"
            " rientro non è ammesso"
        ),
        "advance_per_table": (
            "da un tavolo di {table_size} giocatori ne passano da 1 a {most}, non {advance}"
        ),
        "rounds": "con i punti piazzamento si gioca almeno 1 turno, non {rounds}",
        "stage_cuts_order": (
            "chi passa dalla classifica deve calare da una fase all'altra (per esempio 16, 8,"
            " 4), non {cuts}"
        ),
        "stage_cut_final": (
            "l'ultimo numero di chi passa dalla classifica è il tavolo finale, da 2 a {most}"
            " giocatori, non {last}"
        ),
        "stage_cut_early_final": (
            "{cut} giocatori siedono già a un solo tavolo finale (fino a {most}): in {cuts} il"
            " {cut} dev'essere l'ultimo numero"
        ),
        "stage_cut_field": (
            "dopo il turno {round} passano i migliori {cut} della classifica, ma i giocatori"
            " sono {players}: scrivi numeri più piccoli in chi passa dalla classifica, o"
            " scegli chi passa per tavolo"
        ),
        "minutes_per_game": (
            "il tempo per partita deve essere più di 0 minuti, non {minutes}: lascialo vuoto"
            " per giocare senza limite di tempo"
        ),
        # settings as stored (settings_codec); `error` keeps Python's words for support
        "setting_unreadable": (
            "l'impostazione salvata «{setting}» non si legge (forse è stata scritta da"
            " un'altra versione di Torneo)"
        ),
        "settings_unreadable": (
            "le impostazioni salvate di questo torneo non si leggono (forse sono state"
            " scritte da un'altra versione di Torneo)"
        ),
        # printing (cli print)
        "nothing_to_rank_by": (
            "nessuna iscrizione ha {per}: stampa la classifica assoluta, oppure assegna {per}"
            " alle iscrizioni nell'elenco degli iscritti"
        ),
        "round_without_tables": (
            "il turno {round} non ha tavoli, quindi non ci sono segnapunti da stampare"
        ),
        # standings after a round (cli standings --after-round)
        "round_not_played": (
            "il turno {round} non è ancora stato pubblicato, l'ultimo è il {last}: chiedi la"
            " classifica dopo il turno {last} o uno precedente"
        ),
        # a save refused only at commit (services.context.writing): no version names who
        "save_clashed": (
            "la modifica non è stata salvata: avrebbe lasciato nell'archivio due dati uguali"
            " dove ne è ammesso uno solo (forse un'altra postazione ha salvato la stessa cosa"
            " nello stesso momento). Non è cambiato nulla: guarda i dati come sono ora e"
            " riprova; se si ripete, annota cosa stavi facendo e segnalalo"
        ),
        # two stations generating the same round at once (services.draft_clash)
        "draft_made_meanwhile": (
            "un'altra postazione ({station}) ha appena fatto la bozza del turno {round}, nello"
            " stesso momento: la bozza del turno ora è quella. Non è cambiato altro;"
            " guardala e, se va rifatta, genera di nuovo il turno"
        ),
        "save_overtaken": (
            "la modifica non è stata salvata: nello stesso momento un'altra postazione ha"
            " salvato una modifica agli stessi dati, e la tua l'avrebbe cancellata. Guarda i"
            " dati come sono ora e, se serve, rifai la modifica"
        ),
        # services.tournaments.refuse_if_finished: a change to a tournament marked finished
        "tournament_finished": (
            "«{name}» è chiuso e la sua classifica finale non cambia più (conta così nella"
            " classifica della stagione). Per cambiarne risultati, smazzate, penalità, turni o"
            " iscrizioni riaprilo: nella finestra, pagina Tornei ▸ Riapri; da riga di comando,"
            " `torneo tournament status -t {tournament} running`. Non è stato salvato nulla"
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
        "output_is_database": (
            "it is the open database (or one of its working files, -wal, -shm or -journal),"
            " which would be destroyed: choose another name or another folder (a USB stick,"
            " for instance)"
        ),
        "output_in_backups": (
            "it is in the folder of the database's automatic copies ({folder}), which Torneo"
            " keeps by itself: choose another folder"
        ),
        "output_not_same_kind": (
            "it already exists and is {found}, not {writing}: Torneo does not replace it."
            " Choose another name or another folder"
        ),
        "output_exists_display": (
            "it already exists, and this station is display only: it replaces no file. Choose"
            " a new name"
        ),
        "output_database_in_use": (
            "it is a Torneo database in use (its working files -wal, -shm or -journal are"
            " beside it): choose another name, or close Torneo on that database and try again"
        ),
        "copy_not_written": (
            "check that the folder exists and can be written (a stick plugged in and not"
            " write-protected) and that there is room, then try again"
        ),
        "penalty_negative": (
            "penalty points are written positive ({vp} VP, {mp} MP): the penalty takes them away"
        ),
        "penalty_too_large": (
            "a penalty of {vp} VP and {mp} MP is beyond what a whole turno can score (at most"
            " {most}): check it again, perhaps there is a zero too many"
        ),
        "warning_points": (
            "a warning takes no points by itself ({vp} VP, {mp} MP; two warnings cost 1 VP in"
            " the standings). Choose a VP or MP penalty instead"
        ),
        "penalty_without_points": (
            "a penalty in {unit} takes at least 1: write how many, or choose a warning"
        ),
        "scala40_warning_points": (
            "in scala 40 a warning carries no points and counts nothing in the standings: to"
            " add penalty points choose “penalty points”"
        ),
        "scala40_without_placement_points": (
            "placement points taken away are at least 1: write how many, or choose a warning"
        ),
        "scala40_without_penalty_points": (
            "penalty points added are at least 1: write how many, or choose a warning"
        ),
        "scala40_no_placement_points": (
            "this scala 40 tournament is a direct elimination and awards no placement points,"
            " so none can be taken away: choose penalty points, a warning or a forfeit at the"
            " final table"
        ),
        "scala40_forfeit_round": (
            "in scala 40 a forfeit puts the player last at their table in one round: choose"
            " the round"
        ),
        "correction_breaks_later_hand": (
            "corrected this way, hand {hand} changes who is still in play and hand {later} no"
            " longer fits (someone now out plays in it, or the game now ends sooner, or a"
            " re-entry no longer applies): take back the hands from {later} on with Take back"
            " last hand, correct hand {hand} and enter the others again as played, without"
            " whoever is now out"
        ),
        "burraco_forfeit": (
            "in burraco a turno lost by forfeit is the table's result, which gives the"
            " opponents their VP: enter it on the Results page with Forfeit… (or Referee's"
            " score…), not as a penalty"
        ),
        "scala40_forfeit_not_seated": (
            "player {entry} has no seat at any table of round {round}: choose a round they played"
        ),
        "scala40_forfeit_not_final": (
            "in an elimination the table's sheet decides who goes on, so a forfeit counts only"
            " at the final table, and round {round} has several tables: give penalty points"
            " instead, or withdraw the player"
        ),
        "entry_players": "each entry of this tournament is {needed}; players given: {given}",
        "player_twice_in_entry": (
            "{player} appears twice in the same entry: name different players"
        ),
        "player_already_entered": (
            "{player} is already in entry {entry} of this tournament. Look up that entry"
            " instead of adding another"
        ),
        "entry_number_below_1": (
            "entry number {number} is not valid: numbers start at 1 (leave it empty to get the"
            " number after the last)"
        ),
        "entry_number_taken": (
            "number {entry} already belongs to another entry. For a new entry choose another"
            " number, or leave it empty to get the number after the last"
        ),
        "entry_seated": (
            "entry {entry} already has a seat at a table of round {round}, and only an entry"
            " that never sat at a table can be deleted: withdraw it instead (the rounds it"
            " played stay)"
        ),
        "forfeit_line": "the absent line “{absent}” does not exist: say NS, EW or both",
        "hand_without_closer": "the hand has nobody who went out: say which player closed",
        "prizes_per": (
            "prizes go by the overall standings, by group or by category, not by “{asked}”"
        ),
        "prize_places": (
            "a prize list rewards at least 1 place, not {places}: say how many places to reward"
        ),
        "draw_unknown_entry": "the draw names entry {entry}, which is not in this tournament",
        "draw_entry_twice": "the draw names entry {entry} twice: each entry appears only once",
        "draw_too_few": (
            "lots are drawn among at least two tied entries ({count} named): name every entry"
            " to draw among"
        ),
        "draw_not_a_tie_break": (
            "the draw is not among this tournament's tie-breaks, so it would separate nobody:"
            " add it to the tie-breaks in the tournament's settings"
        ),
        "draft_seats_absent": (
            "the draft of round {round} seats entries {entries}, which have withdrawn or are"
            " marked absent: generate the round again, or mark the absent ones present again"
        ),
        "unpublish_draft": "round {round} is a draft already: it can be swapped or generated again",
        "unpublish_started": (
            "round {round} has already started (results or hands at tables {tables}), so it"
            " does not go back to draft: a round in play keeps the seating announced. If those"
            " tables have not really played, take out what was entered first"
        ),
        "season_tournaments_missing": (
            "these tournaments are not part of the season: {tournaments} (another game,"
            " outside the dates chosen, or still taking entries)"
        ),
        "season_best_results": "the best results counted per player are at least 1, not {best}",
        "season_points_negative": (
            "season points cannot be negative ({points}): write 0 or a positive number"
        ),
        "date_format": "“{value}” is not a date: write it as YYYY-MM-DD (for example 2026-12-25)",
        "settings_other_game": (
            "the settings given are for another game, but the tournament is {game}"
        ),
        "frozen_after_round_1": (
            "settings locked once round 1 is published: {setting} (the published rounds were"
            " seated and scored with the earlier values)"
        ),
        "turno_hands": "a round is played in 2, 3 or 4 hands, not {hands}",
        "schedule_empty": ("the schedule has no phase: add at least one, of at least one round"),
        "schedule_step_rounds": (
            "the schedule's “{system}” phase has {rounds} rounds, and it needs at least 1"
        ),
        "first_round_only": (
            "“{system}” seats only the first round: in the schedule choose Mitchell, Danese,"
            " Danese a gironi or All'italiana"
        ),
        "first_round_system": (
            "the first round is seated by Draw or by Registration order, not by “{system}”"
        ),
        "mitchell_shift": (
            "the Mitchell move (how many tables the EW line moves on) is at least 1, not {shift}"
        ),
        "group_size": "a group of size {size} is too small: every group has at least 2 entries",
        "tie_break_twice": "the tie-break “{tie_break}” appears twice: keep it only once",
        "tie_break_unknown": (
            "“{tie_break}” is not a tie-break Torneo knows: choose from MP difference, MP"
            " scored, Fewer MP conceded, Head-to-head and Draw (recorded)"
        ),
        "table_size": "a scala 40 table seats 2 to 6 players, not {size}",
        "limit": "the points limit must be above 0, not {limit} (usually it is 101 or 201)",
        "reentries": (
            "re-entries per player cannot be negative ({reentries}): write 0 if re-entry is"
            " not allowed"
        ),
        "advance_per_table": (
            "from a table of {table_size} players, 1 to {most} go through, not {advance}"
        ),
        "rounds": "a placement points tournament plays at least 1 round, not {rounds}",
        "stage_cuts_order": (
            "the number going through from the ranking must fall from one stage to the next"
            " (for example 16, 8, 4), not {cuts}"
        ),
        "stage_cut_final": (
            "the last number going through from the ranking is the final table, 2 to {most}"
            " players, not {last}"
        ),
        "stage_cut_early_final": (
            "{cut} players already sit at one final table (up to {most}): in {cuts}, {cut}"
            " must be the last number"
        ),
        "stage_cut_field": (
            "after round {round} the best {cut} of the ranking go through, but there are"
            " {players} players: write smaller numbers in going through from the ranking, or"
            " choose going through per table"
        ),
        "minutes_per_game": (
            "the time per game must be above 0 minutes, not {minutes}: leave it empty to play"
            " with no time limit"
        ),
        "setting_unreadable": (
            "the stored setting “{setting}” cannot be read (perhaps another version of Torneo"
            " wrote it)"
        ),
        "settings_unreadable": (
            "this tournament's stored settings cannot be read (perhaps another version of"
            " Torneo wrote them)"
        ),
        "nothing_to_rank_by": (
            "no entry has {per}: print the overall standings, or give the entries {per} in the"
            " entry list"
        ),
        "round_without_tables": "round {round} has no tables, so there are no scoresheets to print",
        "round_not_played": (
            "round {round} is not published yet, the last is round {last}: ask for the standings"
            " after round {last} or an earlier one"
        ),
        "save_clashed": (
            "the change was not saved: it would have left two identical items in the database"
            " where only one is allowed (perhaps another station saved the same thing at the"
            " same moment). Nothing was changed: look at the data as it is now and try again;"
            " if it happens again, note what you were doing and report it"
        ),
        "draft_made_meanwhile": (
            "another station ({station}) has just made the draft of round {round}, at the same"
            " moment: that is the round's draft now. Nothing else changed; look at it"
            " and, if it must be made again, generate the round again"
        ),
        "save_overtaken": (
            "the change was not saved: at the same moment another station saved a change to"
            " the same data, and yours would have erased it. Look at the data as it is now"
            " and make the change again if needed"
        ),
        "tournament_finished": (
            "“{name}” is closed and its final standings no longer change (they count as they"
            " are in the season ranking). To change its results, hands, penalties, rounds or"
            " entries reopen it: in the window, Tournaments page ▸ Reopen; on the command line,"
            " `torneo tournament status -t {tournament} running`. Nothing was saved"
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
# The values a DETAILS template names in words, by the param that carries them: the error
# holds a code (a setting's key, a pairing system, a tie-break), the sentence its name as the
# settings show it. A value not listed (a word the director typed) is shown as it is; a list
# is named item by item ("smazzate per turno e tabella PV").
DETAIL_WORDS: dict[str, dict[str, dict[str, str]]] = {
    "it": {
        "unit": {"vp": "PV", "mp": "punti"},
        "needed": {"1": "1 giocatore", "2": "2 giocatori (una coppia)"},
        "game": domain_words.by_value(domain_words.GAMES, "it"),
        "per": {"group": "un girone", "category": "una categoria"},
        "found": {
            "pdf": "un PDF",
            "xlsx": "una cartella di lavoro Excel",
            "html": "una pagina web",
            "torneo": "un file di torneo (.torneo)",
            "database": "un archivio di Torneo",
            "sqlite": "un archivio di un altro programma (SQLite)",
            "zip": "un archivio compresso (zip) di un altro programma",
            "empty": "un file vuoto",
            "other": "un file di un altro tipo",
        },
        "writing": {
            "pdf": "un PDF",
            "xlsx": "una cartella di lavoro Excel",
            "html": "una pagina web",
            "torneo": "un file di torneo (.torneo)",
            "database": "una copia dell'archivio",
            "site": "la cartella di un sito web",
        },
        "system": domain_words.by_value(domain_words.SYSTEMS, "it"),
        "tie_break": domain_words.by_value(domain_words.TIE_BREAKS, "it"),
        "setting": {
            "individual": "coppie o individuale",
            "hands": "smazzate per turno",
            "schedule": "calendario",
            "first_round": "primo turno",
            "mitchell_shift": "avanzamento del Mitchell",
            "danese_variant": "variante del Danese",
            "group_sizes": "dimensione dei gironi",
            "vp_scale": "tabella PV",
            "bye_vp": "PV del riposo",
            "bye_mp": "punti del riposo",
            "tie_breaks": "spareggi",
            "no_semipulito": "senza semipulito",
            "burraco_reale": "burraco reale",
            "seed": "seme del sorteggio",
            "draw_order": "sorteggio registrato",
            "table_size": "giocatori per tavolo",
            "limit": "limite",
            "out_at_limit": "eliminazione al limite",
            "not_opened": "non aperto",
            "in_hand_close": "chiusura in mano",
            "in_hand_doubles": "raddoppio della chiusura in mano",
            "reentries": "rientri per giocatore",
            "format": "formula",
            "advance_per_table": "passano per tavolo",
            "rounds": "turni",
            "stage_cuts": "passano dalla classifica",
            "placement_points": "punti piazzamento",
            "minutes_per_game": "tempo per partita",
            "prizes_cumulative": "premi",
        },
    },
    "en": {
        "unit": {"vp": "VP", "mp": "MP"},
        "needed": {"1": "1 player", "2": "2 players (a pair)"},
        "game": domain_words.by_value(domain_words.GAMES, "en"),
        "per": {"group": "a group", "category": "a category"},
        "found": {
            "pdf": "a PDF",
            "xlsx": "an Excel workbook",
            "html": "a web page",
            "torneo": "a tournament file (.torneo)",
            "database": "a Torneo database",
            "sqlite": "another program's database (SQLite)",
            "zip": "another program's compressed archive (zip)",
            "empty": "an empty file",
            "other": "a file of another kind",
        },
        "writing": {
            "pdf": "a PDF",
            "xlsx": "an Excel workbook",
            "html": "a web page",
            "torneo": "a tournament file (.torneo)",
            "database": "a copy of the database",
            "site": "a web site's folder",
        },
        "system": domain_words.by_value(domain_words.SYSTEMS, "en"),
        "tie_break": domain_words.by_value(domain_words.TIE_BREAKS, "en"),
        "setting": {
            "individual": "pairs or individual",
            "hands": "hands per round",
            "schedule": "schedule",
            "first_round": "first round",
            "mitchell_shift": "Mitchell move",
            "danese_variant": "Danese variant",
            "group_sizes": "group sizes",
            "vp_scale": "VP table",
            "bye_vp": "bye VP",
            "bye_mp": "bye MP",
            "tie_breaks": "tie-breaks",
            "no_semipulito": "no semipulito",
            "burraco_reale": "burraco reale",
            "seed": "draw seed",
            "draw_order": "recorded draw",
            "table_size": "players per table",
            "limit": "limit",
            "out_at_limit": "out at the limit",
            "not_opened": "not opened",
            "in_hand_close": "chiusura in mano",
            "in_hand_doubles": "chiusura in mano doubling",
            "reentries": "re-entries per player",
            "format": "format",
            "advance_per_table": "advance per table",
            "rounds": "rounds",
            "stage_cuts": "go through from the ranking",
            "placement_points": "placement points",
            "minutes_per_game": "time per game",
            "prizes_cumulative": "prizes",
        },
    },
}
# How a list in a detail ends ("3, 5 e 8").
LIST_AND = {"it": " e ", "en": " and "}


# The rules of the game `scoring` reports by code (`ServiceError.scoring_code`, the value of a
# `scoring` error enum): what is wrong and what to do. A few values are shared by several
# enums (e.g. "malformed"); their sentence fits every use.
SCORING: dict[str, dict[str, str]] = {
    "it": {
        # burraco hands (scoring.burraco.HandErrorCode)
        "not_multiple_of_5": (
            "il valore {value} non è un multiplo di 5, e a burraco ogni punteggio lo è."
            " Ricontrolla la somma sul segnapunti."
        ),
        "negative_value": (
            "un valore delle carte o un numero di burraco è negativo. Solo le carte rimaste in"
            " mano si tolgono: scrivile nel loro campo con un numero positivo."
        ),
        "both_closed": (
            "entrambe le linee (NS ed EO) risultano in chiusura, ma una sola può chiudere."
            " Segna la chiusura solo sulla linea che ha chiuso."
        ),
        "closed_without_burraco": (
            "la linea che ha chiuso non ha nessun burraco, e senza burraco non si chiude."
            " Controlla il numero di burraco o quale linea ha chiuso."
        ),
        "closed_without_pozzetto": (
            "la linea che ha chiuso non ha preso il pozzetto, e senza pozzetto non si chiude."
            " Segna il pozzetto preso o correggi quale linea ha chiuso."
        ),
        "closed_with_pozzetto_unplayed": (
            "la linea che ha chiuso risulta avere ancora il pozzetto da giocare. Togli il"
            " valore del pozzetto non giocato o correggi quale linea ha chiuso."
        ),
        "pozzetto_unplayed_not_taken": (
            "c'è un valore di pozzetto non giocato per una linea che il pozzetto non l'ha"
            " preso. Togli quel valore o segna il pozzetto come preso."
        ),
        "beyond_pack": (
            "le carte delle due linee valgono più dei 1.080 punti di tutto il mazzo."
            " Ricontrolla i valori delle carte sul segnapunti."
        ),
        "variant_off": (
            "è segnato un tipo di burraco che le regole di questo torneo non prevedono."
            " Contalo come burraco del tipo ammesso, o cambia le regole nelle impostazioni."
        ),
        "trump_exceeds": (
            "ci sono più burraco nel seme di briscola che burraco di quel tipo. Ricontrolla"
            " i due numeri."
        ),
        "malformed": (
            "i dati salvati di questa impostazione sono incompleti o rovinati (forse scritti"
            " da un'altra versione di Torneo). Riapri le impostazioni, ricontrolla i valori e"
            " salvale di nuovo."
        ),
        # cards (scoring.cards.CardErrorCode)
        "unknown_token": (
            "«{token}» non è una carta. Scrivi le carte come Rc, Dq, 7f o JOLLY, separate"
            " da spazi o virgole."
        ),
        "too_many_copies": (
            "ci sono più copie di una carta di quante ne abbia il mazzo (due per carta,"
            " quattro jolly). Ricontrolla le carte scritte."
        ),
        # VP tables (scoring.victory_points.TableErrorCode)
        "no_bands": "la tabella dei PV non ha nessuna riga. Aggiungi almeno la riga da 0.",
        "not_from_zero": (
            "la prima riga della tabella dei PV deve partire da una differenza di 0 punti."
            " Correggi la prima soglia in 0."
        ),
        "not_step_of_5": (
            "la soglia {edge} non è un multiplo di 5, e le differenze di punti vanno a passi di 5."
            " Scrivi un multiplo di 5 (che finisce per 0 o per 5)."
        ),
        "empty_band": (
            "una riga della tabella dei PV finisce prima di cominciare. Metti le righe in"
            " ordine di differenza crescente."
        ),
        "gap_or_overlap": (
            "una riga della tabella dei PV non comincia 5 punti sopra la fine della precedente."
            " Correggi le soglie perché non restino buchi né sovrapposizioni."
        ),
        "not_open_ended": (
            "solo l'ultima riga della tabella dei PV resta aperta verso l'alto. Correggi la"
            " fine delle righe."
        ),
        "vp_not_20": (
            "in una riga i PV delle due linee non fanno 20. Correggi i PV del vincitore o del"
            " perdente."
        ),
        "loser_above_winner": (
            "in una riga i PV del vincitore sono meno di 10 o più di 20 (al perdente va il"
            " resto fino a 20). Scrivi per quella riga da 10 a 20 PV, mai meno della riga"
            " sopra."
        ),
        "first_band_not_even": (
            "la prima riga (pareggio o quasi) deve dare 10 a 10. Correggi i suoi PV."
        ),
        "not_monotone": (
            "una differenza di punti più ampia dà al vincitore meno PV di una più stretta."
            " Correggi i PV perché crescano scendendo nella tabella."
        ),
        "no_band_for_vp": (
            "nessuna riga della tabella dei PV assegna quei PV. Scegli un valore che la"
            " tabella prevede."
        ),
        # turni (scoring.turno.TurnoErrorCode)
        "unsupported_hands": (
            "un turno ha 2, 3 o 4 smazzate. Correggi il numero di smazzate nelle impostazioni."
        ),
        "no_table_for_hands": (
            "per i turni da 2 smazzate non c'è una tabella dei PV ufficiale. Scegli una"
            " tabella del circolo nelle impostazioni del torneo."
        ),
        "wrong_hand_count": (
            "il numero di smazzate scritte non è quello previsto dal torneo. Scrivi una riga"
            " per ogni smazzata giocata."
        ),
        "mp_not_multiple_of_5": (
            "a burraco ogni punteggio è un multiplo di 5. Ricontrolla la somma sul segnapunti."
        ),
        "mp_out_of_range": (
            "{mp} punti non si possono fare in un turno: anche in 4 smazzate una linea resta"
            " entro {limit} punti, in più o in meno. Ricontrolla il segnapunti: forse c'è uno"
            " zero di troppo."
        ),
        "vp_out_of_range": "i PV vanno da 0 a 20. Correggi il valore.",
        "bad_line": ("la linea indicata non esiste: scegli NS, EO o entrambe. Correggi la scelta."),
        "negative_setting": (
            "una penalità o un premio in PV non può essere negativo. Scrivi 0 o un numero"
            " positivo nelle impostazioni."
        ),
        # scala 40 tables (scoring.scala40.GameErrorCode)
        "too_few_players": (
            "a un tavolo di scala 40 servono almeno 2 giocatori. Aggiungi un giocatore o"
            " unisci i tavoli."
        ),
        "duplicate_player": (
            "lo stesso giocatore compare due volte (allo stesso tavolo o nell'ordine"
            " d'arrivo). Controlla i numeri e togli il doppione."
        ),
        "bad_setting": (
            "un limite o un valore delle regole di scala 40 deve essere maggiore di zero."
            " Correggilo nelle impostazioni del torneo."
        ),
        "unknown_player": (
            "il giocatore indicato non siede a questo tavolo. Controlla il numero d'iscrizione."
        ),
        "player_eliminated": (
            "la mano assegna punti (o la chiusura) a un giocatore già eliminato. Togli i suoi"
            " punti, o fallo rientrare prima se il torneo lo consente."
        ),
        "two_closers": (
            "più di un giocatore risulta senza punti, ma può chiudere uno solo. Scrivi i"
            " punti rimasti in mano a chi non ha chiuso."
        ),
        "closer_with_points": (
            "chi chiude prende 0 punti nella mano. Togli i punti di chi ha chiuso."
        ),
        "closer_not_opened": (
            "chi ha chiuso è segnato tra chi non ha aperto, ma per chiudere bisogna aprire."
            " Correggi uno dei due."
        ),
        "negative_points": ("un punteggio non può essere negativo. Scrivi 0 o un numero positivo."),
        "missing_points": (
            "manca il punteggio di un giocatore ancora in gioco. Scrivi i punti rimasti in"
            " mano a ogni giocatore tranne chi ha chiuso."
        ),
        "game_over": (
            "la partita a questo tavolo è già finita. Per cambiarla, correggi una mano già"
            " inserita."
        ),
        "reentry_not_allowed": (
            "il rientro non è previsto in questo torneo. Attivalo nelle impostazioni, se il"
            " regolamento lo consente."
        ),
        "reentry_limit": (
            "il giocatore ha già usato tutti i rientri consentiti e resta eliminato."
            " Inserisci la mano senza di lui."
        ),
        "not_eliminated": (
            "solo un giocatore eliminato può rientrare. Controlla il numero d'iscrizione."
        ),
        # scala 40 stages (scoring.stages.StageErrorCode)
        "empty_points": (
            "la tabella dei punti per piazzamento è vuota. Scrivi i punti almeno per il primo"
            " posto."
        ),
        "points_increase": (
            "un piazzamento peggiore riceve più punti di uno migliore. Correggi i punti perché"
            " scendano dal primo posto in giù."
        ),
        "bad_per_table": (
            "da ogni tavolo deve passare almeno un giocatore. Correggi il numero nelle"
            " impostazioni."
        ),
        "bad_place": "un piazzamento parte da 1. Correggi il numero del posto.",
        # standings (scoring.standings.StandingsErrorCode)
        "duplicate_entry": (
            "la stessa iscrizione compare due volte. Controlla gli iscritti e togli il doppione."
        ),
        "duplicate_match": (
            "ci sono due risultati per la stessa iscrizione nello stesso turno. Cancella"
            " quello sbagliato."
        ),
        "duplicate_tie_break": (
            "un criterio di spareggio compare due volte. Toglilo dalla lista degli spareggi."
        ),
        # pairing (scoring.pairing.model.PairingErrorCode, schedule, checker)
        "no_entries": "non c'è nessun iscritto presente da abbinare. Segna i presenti.",
        "unknown_entry": (
            "un numero d'iscrizione indicato non è tra gli iscritti di questo turno."
            " Controlla il numero nell'elenco iscritti."
        ),
        "unknown_table": (
            "il tavolo indicato non c'è in questo turno. Controlla il numero del tavolo."
        ),
        "round_out_of_range": (
            "il numero del turno è fuori dal calendario del torneo. Controlla il numero o"
            " allunga il calendario nelle impostazioni."
        ),
        "bad_step": (
            "il salto del Mitchell deve essere un numero intero positivo. Correggilo nelle"
            " impostazioni."
        ),
        "line_sizes": (
            "le linee NS ed EO del Mitchell sono troppo diverse di numero. Sposta una coppia"
            " da una linea all'altra."
        ),
        "manual_incomplete": (
            "il primo turno fatto a mano lascia senza tavolo più di un'iscrizione. Assegna un"
            " tavolo a tutti (al massimo uno resta a riposo)."
        ),
        "group_sizes": (
            "le dimensioni dei gironi non tornano con il numero di iscritti. Correggi i"
            " gironi nelle impostazioni."
        ),
        "cannot_seat": (
            "con le misure di tavolo ammesse non si riesce a far sedere esattamente questi"
            " giocatori. Ammetti tavoli di un'altra misura o cambia il numero di presenti."
        ),
        "seed_required": (
            "per un sorteggio riproducibile serve un seme. Indica un seme nelle impostazioni."
        ),
        "history_mismatch": (
            "i turni precedenti non corrispondono a quelli salvati. Ricarica il torneo e riprova."
        ),
        "phase_order_required": (
            "per proseguire i gironi serve la classifica che li ha formati. Completa i"
            " risultati della fase precedente e riprova."
        ),
        "several_byes": ("questo turno ha più di un riposo. Rigenera l'abbinamento."),
        "empty": (
            "il calendario non ha nessuna fase. Aggiungi almeno una fase nelle impostazioni."
        ),
        "unknown_system": (
            "il calendario nomina un sistema di abbinamento che Torneo non conosce. Scegli"
            " un sistema dall'elenco nelle impostazioni."
        ),
        "bad_rounds": (
            "ogni fase del calendario deve avere almeno un turno. Correggi il numero di turni."
        ),
        "seated_twice": (
            "un'iscrizione è seduta in due posti. Scambia i posti perché ognuno ne abbia uno."
        ),
        "not_seated": ("un'iscrizione presente è rimasta senza posto. Assegnale un tavolo."),
        "forbidden_rematch": (
            "due iscrizioni si incontrano di nuovo, ma le regole del torneo lo vietano."
            " Scambia una delle due con un'altra."
        ),
        "empty_table": "c'è un tavolo senza giocatori. Togli il tavolo o siedici qualcuno.",
        "underfull_table": (
            "un tavolo ha meno giocatori del minimo ammesso. Sposta qualcuno su quel tavolo."
        ),
        "overfull_table": (
            "un tavolo ha più giocatori del massimo ammesso. Sposta qualcuno su un altro tavolo."
        ),
        "bye_twice": (
            "un'iscrizione riceve un secondo riposo. Dai il riposo a chi non l'ha ancora avuto."
        ),
        "table_number_gap": (
            "i numeri dei tavoli saltano un numero. Numera i tavoli 1, 2, 3... senza buchi."
        ),
        "duplicate_table_number": (
            "due tavoli hanno lo stesso numero. Dai a ogni tavolo un numero suo."
        ),
    },
    "en": {
        "not_multiple_of_5": (
            "the value {value} is not a multiple of 5, and every burraco score is. Check the"
            " sum on the scoresheet."
        ),
        "negative_value": (
            "a card value or a number of burraco is negative. Only cards left in hand count"
            " against: write them in their own field as a positive number."
        ),
        "both_closed": (
            "both lines (NS and EW) are marked as closing, but only one can close. Mark the"
            " close only on the line that closed."
        ),
        "closed_without_burraco": (
            "the line that closed has no burraco, and without one nobody closes. Check the"
            " number of burraco or which line closed."
        ),
        "closed_without_pozzetto": (
            "the line that closed did not take its pozzetto, and without it nobody closes."
            " Mark the pozzetto as taken or correct which line closed."
        ),
        "closed_with_pozzetto_unplayed": (
            "the line that closed still holds an unplayed pozzetto. Remove the unplayed"
            " pozzetto value or correct which line closed."
        ),
        "pozzetto_unplayed_not_taken": (
            "there is an unplayed pozzetto value for a line that never took its pozzetto."
            " Remove that value or mark the pozzetto as taken."
        ),
        "beyond_pack": (
            "the two lines' cards are worth more than the 1,080 points of the whole pack."
            " Check the card values on the scoresheet."
        ),
        "variant_off": (
            "a kind of burraco is marked that this tournament's rules do not have. Count it"
            " as an allowed kind, or change the rules in the settings."
        ),
        "trump_exceeds": (
            "there are more burraco in the trump suit than burraco of that kind. Check the"
            " two numbers."
        ),
        "malformed": (
            "the stored data of this setting are incomplete or damaged (perhaps written by"
            " another Torneo version). Open the settings, check the values and save them"
            " again."
        ),
        "unknown_token": (
            "“{token}” is not a card. Write cards like K♠, 10h, Qd or JOLLY, separated by"
            " spaces or commas."
        ),
        "too_many_copies": (
            "there are more copies of a card than the pack holds (two of each card, four"
            " jokers). Check the cards written."
        ),
        "no_bands": "the VP table has no row. Add at least the row starting at 0.",
        "not_from_zero": (
            "the first row of the VP table must start at an MP difference of 0. Set the first"
            " edge to 0."
        ),
        "not_step_of_5": (
            "the edge {edge} is not a multiple of 5, and MP differences go in steps of 5."
            " Type a multiple of 5 (ending in 0 or 5)."
        ),
        "empty_band": (
            "a row of the VP table ends before it starts. Put the rows in order of growing"
            " difference."
        ),
        "gap_or_overlap": (
            "a row of the VP table does not start 5 MP above where the previous one ends."
            " Correct the edges so there is no gap and no overlap."
        ),
        "not_open_ended": (
            "only the last row of the VP table stays open upwards. Correct where the rows end."
        ),
        "vp_not_20": (
            "in one row the two lines' VP do not add up to 20. Correct the winner's or the"
            " loser's VP."
        ),
        "loser_above_winner": (
            "in one row the winner's VP are below 10 or above 20 (the loser gets the rest up to"
            " 20). Give that row 10 to 20 VP, never fewer than the row above."
        ),
        "first_band_not_even": (
            "the first row (a draw or near draw) must give 10-10. Correct its VP."
        ),
        "not_monotone": (
            "a wider MP difference gives the winner fewer VP than a narrower one. Correct the"
            " VP so they grow down the table."
        ),
        "no_band_for_vp": ("no row of the VP table awards those VP. Choose a value the table has."),
        "unsupported_hands": (
            "a turno has 2, 3 or 4 hands. Correct the number of hands in the settings."
        ),
        "no_table_for_hands": (
            "there is no official VP table for 2-hand turni. Choose a club VP table in the"
            " tournament settings."
        ),
        "wrong_hand_count": (
            "the number of hands written is not the tournament's. Write one line per hand played."
        ),
        "mp_not_multiple_of_5": (
            "every burraco score is a multiple of 5. Check the sum on the scoresheet."
        ),
        "mp_out_of_range": (
            "no turno can score {mp} points: even over 4 hands a line stays within {limit}"
            " points, plus or minus. Check the scoresheet: perhaps there is an extra zero."
        ),
        "vp_out_of_range": "VP go from 0 to 20. Correct the value.",
        "bad_line": "the line named does not exist: choose NS, EW or both. Correct the choice.",
        "negative_setting": (
            "a penalty or a VP award cannot be negative. Type 0 or a positive number in the"
            " settings."
        ),
        "too_few_players": (
            "a scala 40 table needs at least 2 players. Add a player or merge the tables."
        ),
        "duplicate_player": (
            "the same player appears twice (at one table or in the finishing order). Check"
            " the numbers and remove the duplicate."
        ),
        "bad_setting": (
            "a scala 40 limit or amount must be above zero. Correct it in the tournament settings."
        ),
        "unknown_player": ("the player named does not sit at this table. Check the entry number."),
        "player_eliminated": (
            "the hand gives points (or the close) to a player already eliminated. Remove their"
            " points, or re-enter them first if the tournament allows it."
        ),
        "two_closers": (
            "more than one player has no points, but only one can close. Write the points"
            " left in hand for those who did not close."
        ),
        "closer_with_points": (
            "the player who closes scores 0 for the hand. Remove the closer's points."
        ),
        "closer_not_opened": (
            "the closer is marked as not having opened, but closing needs an opening. Correct"
            " one of the two."
        ),
        "negative_points": "a score cannot be negative. Type 0 or a positive number.",
        "missing_points": (
            "a player still in play has no points. Write the points left in hand for every"
            " player except the closer."
        ),
        "game_over": (
            "the game at this table is already over. To change it, correct a hand already entered."
        ),
        "reentry_not_allowed": (
            "re-entry is not part of this tournament. Turn it on in the settings if the"
            " regulations allow it."
        ),
        "reentry_limit": (
            "the player has used every re-entry allowed and stays eliminated. Enter the hand"
            " without them."
        ),
        "not_eliminated": "only an eliminated player can re-enter. Check the entry number.",
        "empty_points": (
            "the placement points table is empty. Write the points at least for first place."
        ),
        "points_increase": (
            "a worse place gets more points than a better one. Correct the points so they go"
            " down from first place."
        ),
        "bad_per_table": (
            "at least one player must go through from each table. Correct the number in the"
            " settings."
        ),
        "bad_place": "places start at 1. Correct the place number.",
        "duplicate_entry": (
            "the same entry appears twice. Check the entries and remove the duplicate."
        ),
        "duplicate_match": (
            "there are two results for the same entry in the same round. Delete the wrong one."
        ),
        "duplicate_tie_break": (
            "a tie-break appears twice. Remove it from the list of tie-breaks."
        ),
        "no_entries": "there is no present entry to pair. Check entries in.",
        "unknown_entry": (
            "an entry number given is not among this round's entries. Check the number in the"
            " entry list."
        ),
        "unknown_table": "that table is not in this round. Check the table number.",
        "round_out_of_range": (
            "the round number is outside the tournament's schedule. Check the number or"
            " lengthen the schedule in the settings."
        ),
        "bad_step": (
            "the Mitchell step must be a positive whole number. Correct it in the settings."
        ),
        "line_sizes": (
            "the Mitchell NS and EW lines differ too much in size. Move a pair from one line"
            " to the other."
        ),
        "manual_incomplete": (
            "the hand-made first round leaves more than one entry without a table. Give"
            " everyone a table (at most one sits out)."
        ),
        "group_sizes": (
            "the group sizes do not add up to the number of entries. Correct the groups in"
            " the settings."
        ),
        "cannot_seat": (
            "no mix of the allowed table sizes seats exactly these players. Allow another"
            " table size or change who is present."
        ),
        "seed_required": ("a reproducible draw needs a seed. Give a seed in the settings."),
        "history_mismatch": (
            "the earlier rounds do not match the stored ones. Reload the tournament and try again."
        ),
        "phase_order_required": (
            "continuing the groups needs the ranking that formed them. Complete the previous"
            " phase's results and try again."
        ),
        "several_byes": "this round has more than one bye. Generate the seating again.",
        "empty": "the schedule has no phase. Add at least one phase in the settings.",
        "unknown_system": (
            "the schedule names a pairing system Torneo does not know. Choose a system from"
            " the list in the settings."
        ),
        "bad_rounds": (
            "every phase of the schedule needs at least one round. Correct its number of rounds."
        ),
        "seated_twice": ("an entry is seated in two places. Swap seats so each has exactly one."),
        "not_seated": "a present entry has no seat. Give it a table.",
        "forbidden_rematch": (
            "two entries meet again, which this tournament's rules forbid. Swap one of them"
            " with another entry."
        ),
        "empty_table": "a table has no players. Remove the table or seat someone at it.",
        "underfull_table": (
            "a table has fewer players than the minimum. Move someone to that table."
        ),
        "overfull_table": (
            "a table has more players than the maximum. Move someone to another table."
        ),
        "bye_twice": (
            "an entry gets a second bye. Give the bye to an entry that has not had one yet."
        ),
        "table_number_gap": (
            "the table numbers skip a number. Number the tables 1, 2, 3... with no gap."
        ),
        "duplicate_table_number": (
            "two tables carry the same number. Give each table its own number."
        ),
    },
}

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


def _scoring_values(error: ServiceError, language: str, template: str) -> str:
    """The error's values not already in its sentence, e.g. "turno 1, tavolo 2, PM 502"."""
    labels = SCORING_VALUES.get(language, SCORING_VALUES["it"])
    in_sentence = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    named = []
    for key, label in labels.items():
        if key in error.params and key not in in_sentence:
            value = error.params[key]
            if key == "line":
                value = LINE_NAMES.get(language, LINE_NAMES["it"]).get(str(value), value)
            if isinstance(value, tuple | list):
                value = " / ".join(str(item) for item in value)
            named.append(label.format(value))
    if "band" in error.params:
        row = "riga {0}" if language == "it" else "row {0}"
        named.append(row.format(int(error.params["band"]) + 1))
    detail = detail_sentence(error, language)
    if detail and not detail.startswith(error.scoring_code or "\0"):
        named.append(detail)  # a service's own note, worded by DETAILS
    return ", ".join(named)


def scoring_sentence(code: str, language: str = "it", **params: Any) -> str | None:
    """The sentence for a `scoring` error code's value (None for a code not worded here)."""
    table = SCORING.get(language, SCORING["it"])
    text = table.get(code)
    return None if text is None else _Lenient().format(text, **params)


def detail_sentence(error: ServiceError, language: str = "it") -> str:
    """The error's `detail` in words: its DETAILS template filled from the other params (each
    named by DETAIL_WORDS where it has words), or the detail as it is when it is no key
    (a database driver's own message); "" when there is none."""
    detail = str(error.params.get("detail", ""))
    template = DETAILS.get(language, DETAILS["it"]).get(detail)
    if template is None:
        return system_reason(detail, language)
    words = DETAIL_WORDS.get(language, DETAIL_WORDS["it"])
    values = {
        name: _in_words(value, words.get(name, {}), language)
        for name, value in error.params.items()
        if name != "detail"
    }
    return _Lenient().format(template, **values)


def _in_words(value: Any, names: dict[str, str], language: str) -> Any:
    """A param as a detail names it: its words if it has any, a list item by item."""
    if isinstance(value, tuple | list):
        items = [str(names.get(str(item), item)) for item in value]
        if len(items) < 2:
            return "".join(items)
        return ", ".join(items[:-1]) + LIST_AND.get(language, LIST_AND["it"]) + items[-1]
    return names.get(str(value), value)


def _local_clock(moment: object) -> object:
    """A stored moment as this computer's time of day, 18:18:19: the director compares it
    with the wall clock. Anything else (a missing "?") unchanged."""
    local = in_local_time(moment) if isinstance(moment, str) else None
    return moment if local is None else f"{local:%H:%M:%S}"


class _Lenient(string.Formatter):
    """Formats a message, writing "?" for a parameter the error did not carry."""

    def get_value(self, key: int | str, args: Any, kwargs: Any) -> Any:
        if isinstance(key, str):
            return kwargs.get(key, "?")
        return super().get_value(key, args, kwargs)


# Why a file or a database server could not be used, by the reason key storage gives
# (storage.errors: an errno, the driver's words for a refused server); any other reason is
# the system's own text, shown as it is. Said inside a sentence that ends it.
SYSTEM_REASONS: dict[str, dict[str, str]] = {
    "it": {
        "folder_missing": "la cartella indicata non esiste",
        "file_missing": "il file non esiste",
        "is_a_folder": "è una cartella, non un file: indica il nome di un file",
        "not_a_file": (
            "non è un file ma un dispositivo o un canale del sistema (come /dev/zero), che non"
            " finisce mai: indica il nome di un file"
        ),
        "permission_denied": (
            "non c'è il permesso di usarlo (scegli un'altra cartella, o chiedi il permesso a"
            " chi gestisce il computer)"
        ),
        "disk_full": "il disco è pieno (libera spazio o scegli un altro disco)",
        "read_only_disk": (
            "il disco o la chiavetta è di sola lettura (togli la protezione o scegli un'altra"
            " cartella)"
        ),
        "file_unopenable": "il file non si può aprire (la cartella si può leggere e scrivere?)",
        "disk_io": (
            "il disco non si riesce a leggere o scrivere: forse è pieno o guasto (libera spazio"
            " o controlla il disco; l'archivio non è stato toccato)"
        ),
        "server_refused": "il server non risponde a quell'indirizzo (connessione rifiutata)",
        "server_unknown": "in rete non si trova un server con quel nome",
        "server_timeout": "il server non ha risposto in tempo",
        "server_login": "il server non accetta quell'utente o quella password",
        "server_no_database": "sul server non c'è un archivio con quel nome",
        "server_closed": "il server ha chiuso la connessione (spento, riavviato o rete interrotta)",
    },
    "en": {
        "folder_missing": "the folder given does not exist",
        "file_missing": "the file does not exist",
        "is_a_folder": "it is a folder, not a file: give the name of a file",
        "not_a_file": (
            "it is not a file but a device or a system channel (such as /dev/zero), which never"
            " ends: give the name of a file"
        ),
        "permission_denied": (
            "there is no permission to use it (choose another folder, or ask whoever runs the"
            " computer for permission)"
        ),
        "disk_full": "the disk is full (free some space or choose another disk)",
        "read_only_disk": (
            "the disk or USB stick is read-only (remove the protection or choose another folder)"
        ),
        "file_unopenable": "the file cannot be opened (can the folder be read and written?)",
        "disk_io": (
            "the disk cannot be read or written: it may be full or failing (free some space or"
            " check the disk; the database was not touched)"
        ),
        "server_refused": "the server does not answer at that address (connection refused)",
        "server_unknown": "no server of that name is found on the network",
        "server_timeout": "the server did not answer in time",
        "server_login": "the server does not accept that user or password",
        "server_no_database": "the server has no database of that name",
        "server_closed": "the server closed the connection (switched off, restarted or the"
        " network cut)",
    },
}


def system_reason(reason: str, language: str = "it") -> str:
    """A reason key of SYSTEM_REASONS in words; any other text (the system's own) as it is."""
    return SYSTEM_REASONS.get(language, SYSTEM_REASONS["it"]).get(reason, reason)


# A round published whose automatic copy could not be made (Round.copy_not_made): a warning,
# not a refusal. The round is announced; what is missing is the copy to go back to.
COPY_NOT_MADE = {
    "it": (
        "Il turno {round} è pubblicato, ma la copia di sicurezza automatica dell'archivio non"
        " è stata fatta: {reason}. Libera spazio sul disco dell'archivio, poi salva una copia"
        " (File ▸ Copie di sicurezza, o torneo backup save): finché non c'è spazio anche i"
        " risultati potrebbero non essere salvati."
    ),
    "en": (
        "Round {round} is published, but the automatic backup copy of the database was not"
        " made: {reason}. Free some space on the database's disk, then save a copy (File ▸"
        " Copies of the database, or torneo backup save): until there is room, results may not"
        " be saved either."
    ),
}


def copy_not_made(round_number: int, reason: str, language: str = "it") -> str:
    """The warning for a round published without its automatic copy (`reason`: a key of
    SYSTEM_REASONS or the system's words)."""
    template = COPY_NOT_MADE.get(language, COPY_NOT_MADE["it"])
    return template.format(round=round_number, reason=system_reason(reason, language))


# A database on a server that failed a read or a save during the evening (the error carries
# `server`, its host/database). Never the file sentences' cure (a disk, a read-only file):
# the network or the server PC when it does not answer, whoever looks after it otherwise.
SERVER_FAILED: dict[str, dict[str, str]] = {
    "it": {
        "save": "Non è stato possibile salvare sul server {path}: {detail}. {cure}",
        "read": "Non è stato possibile leggere dal server {path}: {detail}. {cure}",
        "gone": (
            "Non è cambiato nulla: controlla la rete e che il computer del server sia acceso,"
            " poi riprova."
        ),
        # The results page's quick line keeps the line typed: Enter saves it once it answers.
        "gone_line": (
            "Non si è perso nulla, la riga scritta è ancora qui: controlla la rete e che il"
            " computer del server sia acceso, poi premi di nuovo Invio."
        ),
        "other": (
            "Non è cambiato nulla: chiedi a chi gestisce il server di controllarlo, poi riprova."
        ),
    },
    "en": {
        "save": "Could not save to the server {path}: {detail}. {cure}",
        "read": "Could not read from the server {path}: {detail}. {cure}",
        "gone": (
            "Nothing was changed: check the network and that the server computer is on, then"
            " try again."
        ),
        "gone_line": (
            "Nothing is lost, the line you typed is still here: check the network and that the"
            " server computer is on, then press Enter again."
        ),
        "other": (
            "Nothing was changed: ask whoever looks after the server to check it, then try again."
        ),
    },
}
# The reasons (SYSTEM_REASONS) that mean the server does not answer at all.
SERVER_GONE = frozenset({"server_refused", "server_unknown", "server_timeout", "server_closed"})
SERVER_CODES = frozenset({ErrorCode.DATABASE_WRITE_FAILED, ErrorCode.DATABASE_UNREACHABLE})


def _server_failed(error: ServiceError, language: str, face: str) -> str:
    """A read or a save a server database failed (see SERVER_FAILED)."""
    words = SERVER_FAILED.get(language, SERVER_FAILED["it"])
    reason = str(error.params.get("detail", ""))
    saving = error.code is ErrorCode.DATABASE_WRITE_FAILED
    cure = words["other"]
    if reason in SERVER_GONE:
        cure = words["gone_line"] if saving and face == "line" else words["gone"]
    template = words["save" if saving else "read"]
    return _Lenient().format(
        template,
        path=error.params.get("path", "?"),
        detail=system_reason(reason, language),
        cure=cure,
    )


# The places a CONFLICT names ("R1 T1", "round 1 table 1"), as a sentence starts with them.
PLACES = {"it": "Il tavolo {table} del turno {round}", "en": "Table {table} of round {round}"}
_PLACE = re.compile(r"^(?:R(\d+) T(\d+)|round (\d+) table (\d+))$")
# A first entry for a table that already has a result (no version given, a row found): no
# edit clashed, the table was entered before. The cure depends on where the director is.
ALREADY_ENTERED: dict[str, dict[str, str]] = {
    "it": {
        "sentence": (
            "{place} ha già un risultato, inserito da {changed_by} alle {changed_at}. {cure}"
        ),
        "window": "Se va cambiato, correggilo invece di inserirlo di nuovo: non è stato salvato"
        " nulla.",
        "cli": "Per cambiarlo usa `torneo result correct`: non è stato salvato nulla.",
    },
    "en": {
        "sentence": (
            "{place} already has a result, entered by {changed_by} at {changed_at}. {cure}"
        ),
        "window": "To change it, correct it instead of entering it again: nothing was saved.",
        "cli": "To change it use `torneo result correct`: nothing was saved.",
    },
}
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


def _place(what: object, language: str) -> object:
    """ "R1 T1" as "Il tavolo 1 del turno 1"; any other thing named as it is."""
    found = _PLACE.match(str(what))
    if found is None:
        return what
    numbers = [group for group in found.groups() if group is not None]
    return PLACES.get(language, PLACES["it"]).format(round=numbers[0], table=numbers[1])


def _conflict(error: ServiceError, language: str, face: str) -> str:
    """A CONFLICT: a table entered before (no version given, a row found), or an edit over a
    version another station changed meanwhile."""
    if str(error.params.get("detail")) in DETAILS.get(language, DETAILS["it"]):
        # Found only at commit (services.context): no who and when, its own words instead.
        said = detail_sentence(error, language)
        return f"{said[:1].upper()}{said[1:]}."
    params = dict(error.params)
    params["what"] = _place(params.get("what", "?"), language)
    params["changed_at"] = _local_clock(params.get("changed_at", "?"))
    if params.get("expected_version") is None and params.get("current_version") is not None:
        words = ALREADY_ENTERED.get(language, ALREADY_ENTERED["it"])
        cure = words.get(face, words["window"])
        return _Lenient().format(words["sentence"], place=params["what"], cure=cure, **params)
    cures = CONFLICT_CURES.get(language, CONFLICT_CURES["it"])
    params["cure"] = cures.get(face, cures["window"])
    return _Lenient().format(MESSAGES.get(language, MESSAGES["it"])[error.code], **params)


def _lacks_values(template: str, params: dict[str, Any]) -> bool:
    """True when `template` names a value the error does not carry (it would read "?")."""
    return any(
        field not in params for _, field, _, _ in string.Formatter().parse(template) if field
    )


def describe(error: ServiceError, language: str = "it", *, face: str = "window") -> str:
    """The sentence for `error` in `language` ("it" or "en"; anything else falls back to it).

    A rule of the game broken (`scoring_code`) is worded from `SCORING`, never as the code.
    `face`: "window" or "cli", where a cure is said differently (a table entered twice);
    "line" for the results page's quick line, which keeps what was typed (a window otherwise).
    """
    if error.code is ErrorCode.CONFLICT:
        return _conflict(error, language, face)
    if error.code is ErrorCode.TOURNAMENT_STILL_OPEN and "still_open" in error.params:
        return _still_open(error, language, face)
    if error.code is ErrorCode.UNLIKELY_SCORE and "findings" in error.params:
        return _unlikely_refused(error, language, face)
    if error.code is ErrorCode.ROUND_NEEDS_CONFIRMATION and "problems" in error.params:
        return _publish_unconfirmed(error, language, face)
    if "server" in error.params and error.code in SERVER_CODES:
        return _server_failed(error, language, face)
    table = MESSAGES.get(language, MESSAGES["it"])
    params = dict(error.params)
    rule = scoring_sentence(error.scoring_code or "", language, **params)
    openings = SCORING_OPENINGS.get(language, SCORING_OPENINGS["it"])
    if rule is not None and error.code in openings:
        template = SCORING.get(language, SCORING["it"])[error.scoring_code or ""]
        values = _scoring_values(error, language, template)
        opening = openings[error.code]
        if values:
            opening = f"{opening.removesuffix(': ')} ({values}): "
        return opening + rule + NOTHING_SAVED.get(language, NOTHING_SAVED["it"])
    if "detail" in params:
        params["detail"] = detail_sentence(error, language)
    else:
        params["detail"] = error.scoring_code or ""
    if "changed_at" in params:
        params["changed_at"] = _local_clock(params["changed_at"])
    kinds = KINDS.get(language, KINDS["it"])
    if "kind" in params:
        params["kind"] = kinds.get(str(params["kind"]), params["kind"])
    if "field" in params:
        fields = FIELDS.get(language, FIELDS["it"])
        params["field"] = fields.get(str(params["field"]), params["field"])
    template = table[error.code]
    if error.code is ErrorCode.NOT_FOUND and str(error.params.get("kind")) in NAMED_KINDS:
        template = NOT_FOUND_BY_NAME.get(language, NOT_FOUND_BY_NAME["it"])
    if rule is not None and _lacks_values(template, params):
        # The rule's own sentence names no value ("the game at this table is already over"):
        # better than a "?" where the service did not say which table.
        return rule[:1].upper() + rule[1:] + NOTHING_SAVED.get(language, NOTHING_SAVED["it"])
    return _Lenient().format(template, **params)


# -- tournament files (services.archive_checks) ------------------------------------------------
# A row of a tournament file refused: "{place}, field “{field}”: {reason}" inside the
# sentence, then what to do. The file was made by a Torneo, so the cure is another export.
ARCHIVE_ROW: dict[str, dict[str, str]] = {
    "it": {
        "sentence": (
            "Nulla è stato importato da {name}: {detail}. Il file è stato modificato o si è"
            " rovinato dopo l'esportazione: fallo esportare di nuovo dal Torneo che lo ha"
            " creato e importa quello."
        ),
        "too_new": (
            "Nulla è stato importato da {name}: {detail}. Se il file viene da una versione più"
            " recente di Torneo, aggiorna Torneo e importalo di nuovo; altrimenti è stato"
            " modificato dopo l'esportazione: fallo esportare di nuovo dal Torneo che lo ha"
            " creato."
        ),
        "field": "{place}, campo «{field}»: {reason}",
        "row": "{place}: {reason}",
    },
    "en": {
        "sentence": (
            "Nothing was imported from {name}: {detail}. The file was changed or damaged after"
            " it was exported: have it exported again from the Torneo that made it and import"
            " that one."
        ),
        "too_new": (
            "Nothing was imported from {name}: {detail}. If the file comes from a newer Torneo,"
            " update Torneo and import it again; otherwise it was changed after it was"
            " exported: have it exported again from the Torneo that made it."
        ),
        "field": "{place}, field “{field}”: {reason}",
        "row": "{place}: {reason}",
    },
}
# What is wrong, by the reason archive_checks gives ({value}: the value found, quoted).
ARCHIVE_REASONS: dict[str, dict[str, str]] = {
    "it": {
        "missing": "manca",
        "unknown_field": "ha il campo {value}, che questo Torneo non conosce",
        "empty": "è vuoto (null), e non può esserlo",
        "not_integer": "deve essere un numero intero, invece è {value}",
        "out_of_range": "vale {value}, fuori dai limiti ammessi (da {minimum} a {maximum})",
        "not_boolean": "deve essere vero o falso (true o false), invece è {value}",
        "not_text": "deve essere un testo, invece è {value}",
        "unknown_value": "vale {value}, che Torneo non conosce (ammessi: {choices})",
        "not_a_date": "vale {value}, che non è una data AAAA-MM-GG",
        "not_a_moment": "vale {value}, che non è una data con l'ora",
        "not_a_version": "vale {value}, che non è un numero di versione",
        "malformed": "non ha la forma che Torneo scrive",
        "malformed_at": "non ha la forma che Torneo scrive (in «{where}»)",
        "not_a_row": "non è una riga (un oggetto JSON), invece è {value}",
        "no_rows": "manca l'elenco delle righe «{table}»",
        "one_tournament": "deve contenere un solo torneo, ne contiene {count}",
        "repeated": "ripete {value}, già usato da un'altra riga",
        "dangling": "rimanda all'identificativo {value}, che nel file non c'è",
        "dangling_number": "rimanda al numero {value}, che nel file non c'è",
        "other_game_burraco": "è un foglio di scala 40, ma il torneo è di burraco",
        "other_game_scala40": "è un risultato di burraco, ma il torneo è di scala 40",
        "no_table": "è di un tavolo che in quel turno non ha nessuno seduto",
        "result_for_bye": "è per un tavolo di riposo (solo la linea NS), che non ha risultati",
        "table_lines": "il tavolo {table} ha {ns} iscrizioni in NS e {ew} in EO, ma un tavolo"
        " ne ha {each} in NS e, se non è un riposo, {each} in EO",
        "unknown_setting": "contiene l'impostazione {key}, che Torneo non conosce",
        "unreadable_setting": "l'impostazione {key} vale {value}, che Torneo non sa leggere",
        "unreadable_settings": "Torneo non sa leggere queste impostazioni",
        "invalid_setting": "l'impostazione {key} vale {value}, che Torneo non ammette",
        "draw_unknown": "il sorteggio registrato nomina l'iscrizione {value}, che nel file non c'è",
        "draw_twice": "il sorteggio registrato nomina due volte l'iscrizione {value}",
        "unknown_table": "contiene la tabella {value}, che questo Torneo non conosce",
        "no_first_entry": "è di un tavolo che nel file non ha un risultato, quindi non ha nulla"
        " da ricontrollare",
        "compared_later": "vale {value}, ma il risultato del tavolo è alla versione {version}:"
        " il secondo inserimento non può essere stato confrontato con una versione successiva",
    },
    "en": {
        "missing": "is missing",
        "unknown_field": "has the field {value}, which this Torneo does not know",
        "empty": "is empty (null), which it may not be",
        "not_integer": "must be a whole number but is {value}",
        "out_of_range": "is {value}, outside the allowed range ({minimum} to {maximum})",
        "not_boolean": "must be true or false but is {value}",
        "not_text": "must be text but is {value}",
        "unknown_value": "is {value}, which Torneo does not know (allowed: {choices})",
        "not_a_date": "is {value}, not a date YYYY-MM-DD",
        "not_a_moment": "is {value}, not a date and time",
        "not_a_version": "is {value}, not a version number",
        "malformed": "is not in the form Torneo writes",
        "malformed_at": "is not in the form Torneo writes (at “{where}”)",
        "not_a_row": "is not a row (a JSON object) but {value}",
        "no_rows": "the list of “{table}” rows is missing",
        "one_tournament": "must hold exactly one tournament, it holds {count}",
        "repeated": "repeats {value}, already used by another row",
        "dangling": "points to id {value}, which is not in the file",
        "dangling_number": "points to number {value}, which is not in the file",
        "other_game_burraco": "is a scala 40 sheet, but the tournament is burraco",
        "other_game_scala40": "is a burraco result, but the tournament is scala 40",
        "no_table": "is for a table where nobody sits in that round",
        "result_for_bye": "is for a bye table (an NS line only), which takes no result",
        "table_lines": "table {table} has {ns} entries on NS and {ew} on EW, but a table has"
        " {each} on NS and, unless it is a bye, {each} on EW",
        "unknown_setting": "holds the setting {key}, which Torneo does not know",
        "unreadable_setting": "the setting {key} is {value}, which Torneo cannot read",
        "unreadable_settings": "Torneo cannot read these settings",
        "invalid_setting": "the setting {key} is {value}, which Torneo does not allow",
        "draw_unknown": "the recorded draw names entry {value}, which is not in the file",
        "draw_twice": "the recorded draw names entry {value} twice",
        "unknown_table": "holds the table {value}, which this Torneo does not know",
        "no_first_entry": "is for a table with no result in the file, so it has nothing to check",
        "compared_later": "is {value}, but the table's result is at version {version}: the"
        " second entry cannot have been compared with a later version",
    },
}
# The columns a tournament file carries (and the manifest's fields), as a sentence names them.
ARCHIVE_FIELDS: dict[str, dict[str, str]] = {
    "it": {
        "id": "identificativo",
        "game": "gioco",
        "name": "nome",
        "date": "data",
        "venue": "sede",
        "status": "stato",
        "settings": "impostazioni",
        "created_at": "data di creazione",
        "tournament_id": "torneo",
        "number": "numero",
        "group_name": "girone",
        "category": "categoria",
        "present": "presente",
        "withdrawn": "ritirata",
        "entry_id": "iscrizione",
        "position": "posizione",
        "player_id": "giocatore",
        "system": "sistema di abbinamento",
        "published_at": "data di pubblicazione",
        "round_id": "turno",
        "table_number": "tavolo",
        "line": "linea",
        "kind": "tipo",
        "ns_mp": "punti di NS",
        "ew_mp": "punti di EO",
        "ns_vp": "PV di NS",
        "ew_vp": "PV di EO",
        "hands": "mani",
        "version": "versione",
        "updated_at": "ora dell'ultima modifica",
        "updated_by": "postazione",
        "timed_out": "tempo scaduto",
        "result_version": "versione del risultato confrontata",
        "entered_by": "postazione",
        "entered_at": "ora del secondo inserimento",
        "round_number": "turno",
        "vp": "PV",
        "mp": "punti",
        "reason": "motivo",
        "surname": "cognome",
        "tessera": "tessera",
        "club_id": "circolo",
        "tournament": "torneo",
        "torneo_version": "versione di Torneo",
        "exported_at": "data dell'esportazione",
        "at": "ora",
        "station": "postazione",
        "action": "azione",
        "entity": "cosa ha toccato",
        "summary": "descrizione",
        "before": "prima",
        "after": "dopo",
        "undone": "annullata",
    },
    "en": {
        "id": "id",
        "game": "game",
        "name": "name",
        "date": "date",
        "venue": "venue",
        "status": "status",
        "settings": "settings",
        "created_at": "creation time",
        "tournament_id": "tournament",
        "number": "number",
        "group_name": "group",
        "category": "category",
        "present": "present",
        "withdrawn": "withdrawn",
        "entry_id": "entry",
        "position": "position",
        "player_id": "player",
        "system": "pairing system",
        "published_at": "publication time",
        "round_id": "round",
        "table_number": "table",
        "line": "line",
        "kind": "kind",
        "ns_mp": "NS MP",
        "ew_mp": "EW MP",
        "ns_vp": "NS VP",
        "ew_vp": "EW VP",
        "hands": "hands",
        "version": "version",
        "updated_at": "last change time",
        "updated_by": "station",
        "timed_out": "timed out",
        "result_version": "result version compared",
        "entered_by": "station",
        "entered_at": "second entry time",
        "round_number": "round",
        "vp": "VP",
        "mp": "MP",
        "reason": "reason",
        "surname": "surname",
        "tessera": "membership card",
        "club_id": "club",
        "tournament": "tournament",
        "torneo_version": "Torneo version",
        "exported_at": "export time",
        "at": "time",
        "station": "station",
        "action": "action",
        "entity": "what it touched",
        "summary": "summary",
        "before": "before",
        "after": "after",
        "undone": "undone",
    },
}
# A list or an object found where a plain value belongs: named, never spelled out.
ARCHIVE_VALUES: dict[str, dict[str, str]] = {
    "it": {"list": "un elenco", "object": "un oggetto"},
    "en": {"list": "a list", "object": "an object"},
}


def _megabytes(size: int) -> int:
    return size // (1024 * 1024)


# What a damaged file's sentence says in brackets, for the damage found before any row is read
# (archive.read_tournament_file's details; any other detail is shown as it is).
ARCHIVE_DETAILS: dict[str, dict[str, str]] = {
    "it": {
        "no manifest.json": "manca manifest.json",
        "format version missing": "manca la versione del formato",
        "tournament.json missing": "manca tournament.json",
        "implausibly large": "troppo grande per essere un torneo",
        "format version unknown": (
            "la versione del formato non è una di quelle che Torneo scrive (un numero intero"
            " da 1 in su)"
        ),
        "file too large": (
            f"il file supera {_megabytes(limits.TOURNAMENT_FILE_BYTES)} MB, più di qualsiasi"
            " torneo: controlla di aver scelto il file .torneo giusto"
        ),
        "manifest.json too large": (
            f"manifest.json supera {limits.TOURNAMENT_MANIFEST_BYTES // 1024} KB una volta"
            " estratto, mentre Torneo lo scrive di poche centinaia di byte"
        ),
        "tournament.json too large": (
            f"tournament.json supera {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB una volta"
            " estratto, più di qualsiasi torneo"
        ),
        "log.json too large": (
            f"il registro delle modifiche (log.json) supera"
            f" {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB una volta estratto, più di"
            " qualsiasi torneo"
        ),
        "checksum mismatch": "il contenuto non corrisponde alla sua impronta SHA-256",
        "manifest.json is not JSON": "manifest.json non è JSON valido",
        "tournament.json is not JSON": "tournament.json non è JSON valido",
        "no tables": "tournament.json non contiene le tabelle",
        "log.json missing": "manca log.json, il registro delle modifiche",
        "log.json checksum mismatch": (
            "il registro delle modifiche (log.json) non corrisponde alla sua impronta SHA-256"
        ),
        "log.json is not JSON": "il registro delle modifiche (log.json) non è JSON valido",
    },
    "en": {
        "format version unknown": (
            "the format version is not one Torneo writes (a whole number from 1 up)"
        ),
        "file too large": (
            f"the file is over {_megabytes(limits.TOURNAMENT_FILE_BYTES)} MB, more than any"
            " tournament: check that you chose the right .torneo file"
        ),
        "manifest.json too large": (
            f"manifest.json unpacks to over {limits.TOURNAMENT_MANIFEST_BYTES // 1024} KB,"
            " while Torneo writes a few hundred bytes"
        ),
        "tournament.json too large": (
            f"tournament.json unpacks to over {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB,"
            " more than any tournament"
        ),
        "log.json too large": (
            f"the log of changes (log.json) unpacks to over"
            f" {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB, more than any tournament"
        ),
        "checksum mismatch": "the content does not match its SHA-256 fingerprint",
        "manifest.json is not JSON": "manifest.json is not valid JSON",
        "tournament.json is not JSON": "tournament.json is not valid JSON",
        "no tables": "tournament.json holds no tables",
        "log.json missing": "log.json, the log of changes, is missing",
        "log.json checksum mismatch": (
            "the log of changes (log.json) does not match its SHA-256 fingerprint"
        ),
        "log.json is not JSON": "the log of changes (log.json) is not valid JSON",
    },
}


# -- a round check's problems (services.rounds.check), for the command line ----------------
# The window says the same through Qt (ui/round_check_words.py PROBLEM_TEXT); these are its Italian
# words. {entries}: entry numbers, {table}: a table number.
ROUND_PROBLEMS: dict[str, dict[str, str]] = {
    "it": {
        "seated_twice": "l'iscrizione {entries} è seduta due volte",
        "not_seated": "l'iscrizione {entries} non è seduta",
        "unknown_entry": "l'iscrizione {entries} non è registrata",
        "forbidden_rematch": "le iscrizioni {entries} si sono già incontrate",
        "empty_table": "il tavolo {table} è vuoto",
        "underfull_table": "il tavolo {table} ha troppo pochi giocatori",
        "overfull_table": "il tavolo {table} ha troppi giocatori",
        "bye_twice": "l'iscrizione {entries} avrebbe un secondo riposo",
        "table_number_gap": "i numeri dei tavoli saltano il {table}",
        "duplicate_table_number": "il tavolo {table} compare due volte",
        "seated_withdrawn": (
            "l'iscrizione {entries} si è ritirata dopo che la bozza è stata fatta: genera di"
            " nuovo il turno"
        ),
        "seated_absent": (
            "l'iscrizione {entries} è segnata assente: segnala presente (torneo entry present),"
            " oppure genera di nuovo il turno"
        ),
        "groups_resized": (
            "le dimensioni dei gironi impostate non corrispondono alle coppie presenti, quindi"
            " i gironi sono di {entries} coppie (prima il girone A): per averne altre, cambiale"
            " nelle impostazioni del torneo e genera di nuovo il turno"
        ),
        "tied_at_cut": (
            "i giocatori {entries} sono pari per l'ultimo posto che passa dal tavolo {table},"
            " quindi passano tutti: sorteggia tra i pari merito per decidere chi passa"
        ),
        "no_longer_qualifies": (
            "il giocatore {entries} non passa più dal tavolo {table} del turno precedente (lì"
            " è stata corretta una smazzata dopo che questo turno era stato abbinato)"
        ),
        "now_qualifies": (
            "il giocatore {entries} ora passa dal tavolo {table} del turno precedente, ma in"
            " questo turno non ha un posto"
        ),
        # the same with no table: a cut by the stage's ranking (round_problem_sentence)
        "tied_at_cut_ranking": (
            "i giocatori {entries} sono pari per l'ultimo posto che passa dalla classifica del"
            " turno precedente, quindi passano tutti: sorteggia tra i pari merito per decidere"
            " chi passa"
        ),
        "no_longer_qualifies_ranking": (
            "il giocatore {entries} non passa più dalla classifica del turno precedente (lì è"
            " stata corretta una smazzata dopo che questo turno era stato abbinato)"
        ),
        "now_qualifies_ranking": (
            "il giocatore {entries} ora passa dalla classifica del turno precedente, ma in"
            " questo turno non ha un posto"
        ),
        "standings_changed": (
            "un risultato o una penalità è cambiato dopo che la bozza è stata fatta, quindi"
            " l'abbinamento può seguire la classifica di prima: genera di nuovo il turno"
        ),
    },
    "en": {
        "seated_twice": "entry {entries} is seated twice",
        "not_seated": "entry {entries} is not seated",
        "unknown_entry": "entry {entries} is not registered",
        "forbidden_rematch": "entries {entries} already met",
        "empty_table": "table {table} is empty",
        "underfull_table": "table {table} has too few players",
        "overfull_table": "table {table} has too many players",
        "bye_twice": "entry {entries} would get a second bye",
        "table_number_gap": "table numbers skip {table}",
        "duplicate_table_number": "table {table} appears twice",
        "seated_withdrawn": (
            "entry {entries} has withdrawn since the draft was made: generate the round again"
        ),
        "seated_absent": (
            "entry {entries} is marked absent: mark it present (torneo entry present), or"
            " generate the round again"
        ),
        "groups_resized": (
            "the group sizes set do not add up to the pairs present, so the groups have"
            " {entries} pairs (girone A first): for other sizes, change them in the tournament"
            " settings and generate the round again"
        ),
        "tied_at_cut": (
            "players {entries} tied for the last place going on from table {table}, so all of"
            " them go on: draw lots among the tied to decide who goes on"
        ),
        "no_longer_qualifies": (
            "player {entries} no longer goes on from table {table} of the round before (a hand"
            " there was corrected after this round was seated)"
        ),
        "now_qualifies": (
            "player {entries} now goes on from table {table} of the round before, but has no"
            " seat in this round"
        ),
        "tied_at_cut_ranking": (
            "players {entries} tied for the last place going on from the ranking of the round"
            " before, so all of them go on: draw lots among the tied to decide who goes on"
        ),
        "no_longer_qualifies_ranking": (
            "player {entries} no longer goes on from the ranking of the round before (a hand"
            " there was corrected after this round was seated)"
        ),
        "now_qualifies_ranking": (
            "player {entries} now goes on from the ranking of the round before, but has no"
            " seat in this round"
        ),
        "standings_changed": (
            "a result or a penalty has changed since this draft was made, so the pairing may"
            " follow the standings as they were: generate the round again"
        ),
    },
}
# A correction that changed who goes on to a scala 40 stage already seated: said at once where
# the director made it ({round}: that stage; {problems}: the ROUND_PROBLEMS sentences).
QUALIFIERS_CHANGED: dict[str, dict[str, str]] = {
    "it": {
        "draft": (
            "Attenzione: la correzione cambia chi passa al turno {round}, già abbinato in"
            " bozza: {problems}. Il risultato resta quello corretto; genera di nuovo il turno"
            " {round} perché segua chi passa ora."
        ),
        "published": (
            "Attenzione: la correzione cambia chi passa al turno {round}, già pubblicato:"
            " {problems}. Il risultato resta quello corretto e l'abbinamento del turno {round}"
            " non cambia da solo: decidi tu. Se la correzione era sbagliata, annullala."
        ),
        # published, no table started: it can go back to draft (services.rounds.unpublish)
        "unstarted": (
            "Attenzione: la correzione cambia chi passa al turno {round}, già pubblicato:"
            " {problems}. Il risultato resta quello corretto. Il turno {round} non è ancora"
            " iniziato: per far sedere chi passa ora riportalo in bozza (torneo round unpublish"
            " -t {tournament} -r {round}) e generalo di nuovo (torneo round generate -t"
            " {tournament}). Se la correzione era sbagliata, annullala (torneo undo -t"
            " {tournament})."
        ),
        # published and started (a result or a hand in): it is played as seated
        "started": (
            "Attenzione: la correzione cambia chi passa al turno {round}, già pubblicato:"
            " {problems}. Il risultato resta quello corretto, ma il turno {round} è già"
            " iniziato e si gioca come è stato abbinato. Se la correzione era sbagliata,"
            " annullala (torneo undo -t {tournament})."
        ),
    },
    "en": {
        "draft": (
            "Note: the correction changes who goes on to round {round}, already drafted:"
            " {problems}. The result stays as corrected; generate round {round} again so it"
            " seats who goes on now."
        ),
        "published": (
            "Note: the correction changes who goes on to round {round}, already published:"
            " {problems}. The result stays as corrected and the seating of round {round} does"
            " not change by itself: you decide. If the correction was wrong, undo it."
        ),
        "unstarted": (
            "Note: the correction changes who goes on to round {round}, already published:"
            " {problems}. The result stays as corrected. Round {round} has not started yet: to"
            " seat who goes on now, put it back to draft (torneo round unpublish -t"
            " {tournament} -r {round}) and generate it again (torneo round generate -t"
            " {tournament}). If the correction was wrong, undo it (torneo undo -t"
            " {tournament})."
        ),
        "started": (
            "Note: the correction changes who goes on to round {round}, already published:"
            " {problems}. The result stays as corrected, but round {round} has already started"
            " and is played as seated. If the correction was wrong, undo it (torneo undo"
            " -t {tournament})."
        ),
    },
}
# Generating after a scala 40 elimination's final table (services.round_plans.FinalPlayed).
FINAL_PLAYED: dict[str, str] = {
    "it": (
        "La finale è stata giocata (turno {round}): il torneo è finito e non c'è un altro turno"
        " da generare. Guarda la classifica e segna il torneo come concluso."
    ),
    "en": (
        "The final has been played (round {round}): the tournament is over and there is no"
        " further round to generate. See the standings and mark the tournament finished."
    ),
}


def round_problem_sentence(
    code: str,
    entries: tuple[int, ...],
    table: int | None,
    language: str = "it",
    names: dict[int, str] | None = None,
) -> str:
    """One problem of a round check in words (the code itself when it has none); with
    `names`, each entry's number is followed by its players' names."""
    words = ROUND_PROBLEMS.get(language, ROUND_PROBLEMS["it"])
    named = names or {}
    listed = ", ".join(f"{entry} {named.get(entry, '')}".strip() for entry in entries)
    template = words.get(code)
    if table is None:
        # No table: the cut by the stage's ranking, worded without one.
        template = words.get(f"{code}_ranking", template)
    if template is None:
        return f"{code}: {listed}"
    return template.replace("{entries}", listed).replace("{table}", str(table or ""))


# Publishing a draft refused until confirmed (ROUND_NEEDS_CONFIRMATION, services.publish_check):
# the opening (a seating breaking rules, or a stale Danish draft), the problems one a line
# (ROUND_PROBLEMS), then how to confirm, by face. {round}, {tournament}.
PUBLISH_UNCONFIRMED: dict[str, dict[str, str]] = {
    "it": {
        "broken": "Il turno {round} non è stato pubblicato: l'abbinamento viola queste regole:",
        "stale": "Il turno {round} non è stato pubblicato: la bozza non è aggiornata:",
        "cli": (
            "Correggi la bozza (torneo round swap, oppure generala di nuovo: torneo round"
            " delete -t {tournament} -r {round}, poi torneo round generate -t {tournament}),"
            " oppure pubblicala comunque: torneo round publish -t {tournament} -r {round}"
            " --yes. Non è stato cambiato nulla."
        ),
        "window": (
            "Correggi la bozza, oppure premi di nuovo Pubblica e conferma. Non è stato"
            " cambiato nulla."
        ),
    },
    "en": {
        "broken": "Round {round} was not published: its seating breaks these rules:",
        "stale": "Round {round} was not published: the draft is out of date:",
        "cli": (
            "Correct the draft (torneo round swap, or make it again: torneo round delete -t"
            " {tournament} -r {round}, then torneo round generate -t {tournament}), or publish"
            " it anyway: torneo round publish -t {tournament} -r {round} --yes. Nothing was"
            " changed."
        ),
        "window": "Correct the draft, or press Publish again and confirm. Nothing was changed.",
    },
}


def publish_unconfirmed_lines(problems: Sequence[Any], language: str) -> list[str]:
    """What a draft needs confirmed (services.publish_check), one "- problem" a line, in the
    words the window's question and the command line's refusal share."""
    return ["- " + round_problem_sentence(p.code, p.entries, p.table, language) for p in problems]


def _publish_unconfirmed(error: ServiceError, language: str, face: str) -> str:
    words = PUBLISH_UNCONFIRMED.get(language, PUBLISH_UNCONFIRMED["it"])
    problems = error.params["problems"]
    opening = words["stale"] if all(p.code in STALE_CODES for p in problems) else words["broken"]
    cure = words["cli"] if face == "cli" else words["window"]
    values = {"round": str(error.params.get("round", "?"))}
    values["tournament"] = str(error.params.get("tournament", "?"))
    return "\n".join(
        [
            _Lenient().format(opening, **values),
            *publish_unconfirmed_lines(problems, language),
            _Lenient().format(cure, **values),
        ]
    )


# -- what is still open when a tournament is marked finished (services.still_open) ----------
# One line per open item; {round}: its round, {tables}: its tables ("3, 5–9").
STILL_OPEN: dict[str, dict[str, str]] = {
    "it": {
        "round_in_play": (
            "il turno {round} è ancora in gioco: mancano i risultati dei tavoli {tables}"
        ),
        "round_in_play_one": (
            "il turno {round} è ancora in gioco: manca il risultato del tavolo {tables}"
        ),
        "double_entry_conflict": (
            "turno {round}: il doppio inserimento non coincide con il risultato ai tavoli {tables}"
        ),
        "double_entry_conflict_one": (
            "turno {round}: il doppio inserimento non coincide con il risultato al tavolo {tables}"
        ),
        "draft": "il turno {round} è una bozza mai pubblicata",
    },
    "en": {
        "round_in_play": "round {round} is still in play: tables {tables} have no result",
        "round_in_play_one": "round {round} is still in play: table {tables} has no result",
        "double_entry_conflict": (
            "round {round}: the double entry disagrees with the result at tables {tables}"
        ),
        "double_entry_conflict_one": (
            "round {round}: the double entry disagrees with the result at table {tables}"
        ),
        "draft": "round {round} is a draft, never published",
    },
}
# Marking finished refused while business is open (TOURNAMENT_STILL_OPEN): {name},
# {tournament}, {still_open} (the lines above, one a line), then how to confirm, by face.
STILL_OPEN_REFUSED: dict[str, dict[str, str]] = {
    "it": {
        "opening": "«{name}» non è stato segnato concluso perché ha ancora qualcosa in sospeso:",
        "cli": (
            "Completa prima queste cose, oppure conferma di volerlo concludere comunque: torneo"
            " tournament status -t {tournament} finished --yes. Non è stato cambiato nulla."
        ),
        "window": (
            "Completa prima queste cose, oppure premi di nuovo «Segna concluso» e conferma."
            " Non è stato cambiato nulla."
        ),
    },
    "en": {
        "opening": "“{name}” was not marked finished because it still has business open:",
        "cli": (
            "Settle these first, or confirm you want to finish it anyway: torneo tournament"
            " status -t {tournament} finished --yes. Nothing was changed."
        ),
        "window": (
            "Settle these first, or press “Mark finished” again and confirm. Nothing was changed."
        ),
    },
}


def _still_open(error: ServiceError, language: str, face: str) -> str:
    words = STILL_OPEN_REFUSED.get(language, STILL_OPEN_REFUSED["it"])
    lines = [
        "- " + still_open_sentence(item.kind.value, item.round, item.tables, language)
        for item in error.params["still_open"]
    ]
    name, tournament = str(error.params.get("name", "?")), str(error.params.get("tournament", "?"))
    cure = words["cli"] if face == "cli" else words["window"]
    return "\n".join(
        [words["opening"].replace("{name}", name), *lines, cure.replace("{tournament}", tournament)]
    )


def table_runs(tables: Sequence[int]) -> str:
    """Table numbers with their runs joined: "1–4, 7, 9–250"."""
    runs: list[list[int]] = []
    for table in sorted(tables):
        if runs and table == runs[-1][-1] + 1:
            runs[-1].append(table)
        else:
            runs.append([table])
    return ", ".join(
        f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs
    )


def still_open_sentence(kind: str, round_number: int, tables: Sequence[int], language: str) -> str:
    """One open item of a tournament (`services.still_open.StillOpen`'s kind value, round and
    tables) in words."""
    words = STILL_OPEN.get(language, STILL_OPEN["it"])
    template = words.get(f"{kind}_one" if len(tables) == 1 else kind, kind)
    return template.replace("{round}", str(round_number)).replace("{tables}", table_runs(tables))


# Figures possible but unlikely (services.unlikely_scores): what each finding says, and the
# refusal when they were saved unconfirmed. {line}: NS/EW; {hands}: the turno's hands.
UNLIKELY: dict[str, dict[str, str]] = {
    "it": {
        "line_over_pack": "{line} ha {value} punti, più di {limit} ({hands} smazzate da 1.080)",
        "difference_far_beyond_table": (
            "la differenza {value} è molto oltre l'ultima fascia dei PV ({band}+)"
        ),
        "hand_over_pack": "smazzata {hand}: {line} ha {value}, oltre 1.080",
        "a": "NS",
        "b": "EO",
        "opening": "Turno {round}, tavolo {table}: punteggio improbabile, non salvato ({why}).",
        "cli": (
            "Controlla i numeri; se sono giusti, ripeti il comando aggiungendo --yes per"
            " salvarli comunque."
        ),
        "window": "Controlla i numeri, oppure premi Invio e conferma che sono giusti.",
    },
    "en": {
        "line_over_pack": "{line} has {value} points, more than {limit} ({hands} hands of 1,080)",
        "difference_far_beyond_table": (
            "the difference {value} is far beyond the last VP band ({band}+)"
        ),
        "hand_over_pack": "hand {hand}: {line} has {value}, over 1,080",
        "a": "NS",
        "b": "EW",
        "opening": "Round {round}, table {table}: unlikely score, not saved ({why}).",
        "cli": "Check the figures; if they are right, run the command again with --yes to save"
        " them anyway.",
        "window": "Check the figures, or press Enter and confirm they are right.",
    },
}


def unlikely_sentence(found: Any, hands: int, language: str) -> str:
    """One finding of `services.unlikely_scores` (scoring's `Unlikely`) in words."""
    words = UNLIKELY.get(language, UNLIKELY["it"])
    # The finding's limit is a multiple of the last band's lower edge, which the director knows.
    band = found.limit // FAR_BEYOND_LAST_BAND
    return _Lenient().format(
        words[found.code.value],
        line=words.get(found.line or "", ""),
        value=found.value,
        limit=found.limit,
        hands=hands,
        hand=found.hand,
        band=band,
    )


def _unlikely_refused(error: ServiceError, language: str, face: str) -> str:
    words = UNLIKELY.get(language, UNLIKELY["it"])
    hands = int(error.params.get("hands", 0))
    why = "; ".join(unlikely_sentence(found, hands, language) for found in error.params["findings"])
    opening = words["opening"].format(
        round=error.params.get("round", "?"), table=error.params.get("table", "?"), why=why
    )
    return opening + " " + (words["cli"] if face == "cli" else words["window"])
