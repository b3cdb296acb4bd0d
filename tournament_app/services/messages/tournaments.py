"""Sentences about a tournament and its settings: invalid, unreadable as stored, finished, or
still open when it is marked finished."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.INVALID_SETTINGS: (
            "Impostazione non valida: {detail}. Correggi il valore nelle impostazioni del torneo."
        ),
        ErrorCode.TOURNAMENT_FINISHED: "Torneo concluso: {detail}.",
        ErrorCode.TOURNAMENT_STILL_OPEN: (
            "Il torneo «{name}» ha ancora qualcosa in sospeso e non è stato segnato concluso."
            " Completa prima i turni, oppure conferma di volerlo concludere comunque."
        ),
        ErrorCode.SETTINGS_DAMAGED: (
            "Le impostazioni del torneo «{tournament}» salvate nell'archivio sono danneggiate e"
            " non si leggono: il torneo non si può aprire, e non è stato toccato. Apri una"
            " copia dell'archivio presa prima del danno (menu File, Copie di sicurezza),"
            " oppure importa di nuovo il torneo dal suo file .torneo, se ce l'hai."
        ),
    },
    "en": {
        ErrorCode.INVALID_SETTINGS: (
            "Invalid setting: {detail}. Correct the value in the tournament settings."
        ),
        ErrorCode.TOURNAMENT_FINISHED: "Tournament finished: {detail}.",
        ErrorCode.TOURNAMENT_STILL_OPEN: (
            "The tournament “{name}” still has business open and was not marked finished."
            " Complete its rounds first, or confirm you want to finish it anyway."
        ),
        ErrorCode.SETTINGS_DAMAGED: (
            "The settings of tournament “{tournament}” stored in the database are damaged and"
            " cannot be read: the tournament cannot be opened, and was left untouched. Open a"
            " copy of the database taken before the damage (File menu, Copies of the"
            " database), or import the tournament again from its .torneo file, if you have it."
        ),
    },
}


# The `detail` keys this area's services name (see `detail_words.py` for how a detail is
# worded): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
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
        "results_url_invalid": (
            "«{url}» non è un indirizzo di una pagina web: scrivilo intero, che inizi con"
            " https:// o http:// (per esempio https://www.circolo.it/risultati), o lascialo"
            " vuoto"
        ),
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
        "burraco_amount": (
            "«{setting}» vale {amount}: scrivi da 0 a 1000, in multipli di 5 come ogni"
            " punteggio del burraco (FIBUR: chiusura 100, pozzetto 100, reale 300, super 250)"
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
        "not_italiana": (
            "il calendario dei gironi c'è solo per la scala 40 a punti piazzamento"
            " all'italiana: scegli la disposizione all'italiana nelle impostazioni del torneo"
        ),
        "italiana_group_size": (
            "un girone all'italiana di {size} giocatori non riempie un tavolo da"
            " {table_size}: scrivi almeno {table_size} giocatori per girone"
        ),
        "italiana_groups_partial": (
            "nel girone all'italiana {missing} non hanno un girone e gli altri sì: dai un"
            " girone a ognuno nella pagina Iscrizioni, oppure toglilo a tutti e Torneo li"
            " sorteggia"
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
        # services.tournaments.refuse_if_finished: a change to a tournament marked finished
        "tournament_finished": (
            "«{name}» è chiuso e la sua classifica finale non cambia più (conta così nella"
            " classifica della stagione). Per cambiarne risultati, smazzate, penalità, turni o"
            " iscrizioni riaprilo: nella finestra, pagina Tornei ▸ Riapri; da riga di comando,"
            " `torneo tournament status -t {tournament} running`. Non è stato salvato nulla"
        ),
    },
    "en": {
        "date_format": "“{value}” is not a date: write it as YYYY-MM-DD (for example 2026-12-25)",
        "settings_other_game": (
            "the settings given are for another game, but the tournament is {game}"
        ),
        "frozen_after_round_1": (
            "settings locked once round 1 is published: {setting} (the published rounds were"
            " seated and scored with the earlier values)"
        ),
        "turno_hands": "a round is played in 2, 3 or 4 hands, not {hands}",
        "results_url_invalid": (
            "“{url}” is not a web page's address: write it whole, starting with https:// or"
            " http:// (for example https://www.club.it/results), or leave it empty"
        ),
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
        "burraco_amount": (
            "“{setting}” is {amount}: write 0 to 1000, in multiples of 5 as every burraco"
            " score is (FIBUR: closing 100, pozzetto 100, reale 300, super 250)"
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
        "not_italiana": (
            "a calendar of the groups exists only for scala 40 placement points played"
            " all'italiana: choose the all'italiana seating in the tournament settings"
        ),
        "italiana_group_size": (
            "an all'italiana group of {size} players does not fill a table of {table_size}:"
            " write at least {table_size} players per group"
        ),
        "italiana_groups_partial": (
            "in the all'italiana {missing} have no group while the others have one: give"
            " everyone a group on the Registration page, or clear them all and Torneo draws"
            " the groups"
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
        "tournament_finished": (
            "“{name}” is closed and its final standings no longer change (they count as they"
            " are in the season ranking). To change its results, hands, penalties, rounds or"
            " entries reopen it: in the window, Tournaments page ▸ Reopen; on the command line,"
            " `torneo tournament status -t {tournament} running`. Nothing was saved"
        ),
    },
}


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


# Turni of hands FIBUR publishes no VP table for (2): the fact, once, then what to do, by
# face; the refusal of settings without a table is the fact followed by the face's cure.
# {hands}: the hands per turno. `proposed_name` names the table the window proposes (FIBUR's
# 3-hand table scaled), the director's own and marked so.
VP_TABLE_NEEDED: dict[str, dict[str, str]] = {
    "it": {
        "fact": "FIBUR non pubblica una tabella dei PV per i turni da {hands} smazzate",
        "window": (
            "scegli una delle tue tabelle, oppure creane una partendo da quella FIBUR da 3"
            " smazzate ridotta in proporzione"
        ),
        "cli": (
            "scegline una delle tue con --vp-table NOME (le tabelle salvate: torneo vp-table"
            " list), oppure creane una con torneo vp-table save --name NOME --hands {hands}"
            ' --bands "0:10,35:11,105:12,..."'
        ),
        "refused": "Non è stato salvato nulla.",
        "proposed_name": "Tabella del circolo, {hands} smazzate (FIBUR 3 ridotta)",
    },
    "en": {
        "fact": "FIBUR publishes no VP table for {hands}-hand turni",
        "window": (
            "choose one of your own tables, or make one starting from FIBUR's 3-hand table"
            " scaled down"
        ),
        "cli": (
            "choose one of your own with --vp-table NAME (the saved tables: torneo vp-table"
            " list), or make one with torneo vp-table save --name NAME --hands {hands}"
            ' --bands "0:10,35:11,105:12,..."'
        ),
        "refused": "Nothing was saved.",
        "proposed_name": "Club table, {hands} hands (FIBUR 3 scaled)",
    },
}
