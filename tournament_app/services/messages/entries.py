"""Sentences about entries and the club's player registry, and the season ranking built from
them."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        # Each detail says what to do: the cure differs (another player, another number,
        # the entry that exists).
        ErrorCode.DUPLICATE_ENTRY: "Iscrizione doppia: {detail}.",
        ErrorCode.DUPLICATE_PLAYER: (
            "Esiste già un giocatore con la tessera {tessera}. Modifica quello esistente."
        ),
        ErrorCode.NOT_ENOUGH_ENTRIES: (
            "Servono almeno {needed} iscritti presenti, ce ne sono {present}. Segna i presenti"
            " o aggiungi iscrizioni."
        ),
        ErrorCode.REENTRY_NOT_ALLOWED: "Rientro non consentito: {detail}.",
    },
    "en": {
        ErrorCode.DUPLICATE_ENTRY: "Duplicate entry: {detail}.",
        ErrorCode.DUPLICATE_PLAYER: (
            "A player with membership card {tessera} already exists. Edit that player instead."
        ),
        ErrorCode.NOT_ENOUGH_ENTRIES: (
            "At least {needed} present entries are needed, there are {present}. Check entries"
            " in or add more."
        ),
        ErrorCode.REENTRY_NOT_ALLOWED: "Re-entry not allowed: {detail}.",
    },
}


# The `detail` keys this area's services name (see `detail_words.py` for how a detail is
# worded): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
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
        # the season's grand final (services.season_final)
        # a qualifier withdrawn, replaced (services.stage_replacements)
        "replacement_not_going_on": (
            "{name} non ha un posto da lasciare nella fase successiva: si sostituisce solo chi"
            " passa il turno in un'eliminazione di scala 40, prima che la fase dopo sia"
            " pubblicata"
        ),
        "replacement_stage_open": (
            "la fase {stage} ha ancora tavoli in gioco: chi passa non si sa ancora"
        ),
        "replacement_tied": (
            "per il posto di {name} i prossimi in classifica sono a pari merito: {tied}."
            " Premi «Sorteggia tra i pari merito» e riprova"
        ),
        "replacement_none_left": ("nessuno in classifica resta per prendere il posto di {name}"),
        "season_final_top": "alla finale si invita almeno 1 giocatore, non {top}",
        "season_final_too_few": (
            "la classifica della stagione ha {ranked} giocatori, meno dei {top} da invitare alla"
            " finale: invitane al massimo {ranked}"
        ),
        "season_final_tie": (
            "il {place}° posto della classifica della stagione è condiviso da {tied}, e"
            " invitarne solo alcuni non lo decide la classifica: invita i primi {below}, oppure"
            " i primi {above} (tutti i pari merito), oppure cambia i punti della stagione"
        ),
        "season_final_tie_first": (
            "il 1° posto della classifica della stagione è condiviso da {tied}, e invitarne"
            " solo alcuni non lo decide la classifica: invita i primi {above} (tutti i pari"
            " merito), oppure cambia i punti della stagione"
        ),
        "season_final_has_entries": (
            "il torneo «{name}» ha già {count} iscrizioni: la finale si riempie dalla"
            " classifica in un torneo appena creato, senza iscrizioni (creane uno nuovo)"
        ),
        "season_final_pairs": (
            "la classifica della stagione è di giocatori singoli, e questa finale si gioca a"
            " coppie: crea la finale a burraco individuale, oppure creala e iscrivi le coppie a"
            " mano"
        ),
        "season_final_other_game": (
            "la finale è di {game}, ma la classifica della stagione è di un altro gioco:"
            " scegli lo stesso gioco"
        ),
    },
    "en": {
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
        "season_tournaments_missing": (
            "these tournaments are not part of the season: {tournaments} (another game,"
            " outside the dates chosen, or still taking entries)"
        ),
        "season_best_results": "the best results counted per player are at least 1, not {best}",
        "season_points_negative": (
            "season points cannot be negative ({points}): write 0 or a positive number"
        ),
        "replacement_not_going_on": (
            "{name} has no place in the next stage to leave: only a player going on in a scala"
            " 40 elimination is replaced, before the next stage is published"
        ),
        "replacement_stage_open": (
            "stage {stage} still has tables playing: who goes on is not known yet"
        ),
        "replacement_tied": (
            "for {name}'s place the next in the ranking are level: {tied}. Draw lots among"
            " them (Draw lots among the tied) and try again"
        ),
        "replacement_none_left": "nobody is left in the ranking to take {name}'s place",
        "season_final_top": "the grand final invites at least 1 player, not {top}",
        "season_final_too_few": (
            "the season ranking has {ranked} players, fewer than the {top} to invite to the"
            " final: invite {ranked} at most"
        ),
        "season_final_tie": (
            "place {place} of the season ranking is shared by {tied}, and the ranking does not"
            " say which of them to invite: invite the top {below}, or the top {above} (every"
            " tied player), or change the season's points"
        ),
        "season_final_tie_first": (
            "first place of the season ranking is shared by {tied}, and the ranking does not"
            " say which of them to invite: invite the top {above} (every tied player), or"
            " change the season's points"
        ),
        "season_final_has_entries": (
            "the tournament “{name}” already has {count} entries: the final is filled from the"
            " ranking in a tournament just created, without entries (create a new one)"
        ),
        "season_final_pairs": (
            "the season ranks players one by one, and this final is played in pairs: create"
            " the final as individual burraco, or create it and enter its pairs by hand"
        ),
        "season_final_other_game": (
            "the final is of {game}, but the season ranking is of another game: choose the"
            " same game"
        ),
    },
}
