"""Sentences about rounds and seating: drafts, publishing, going back to draft, the pairing
rules, the problems a draft is checked for."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
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
        ErrorCode.PAIRING_FAILED: (
            "Non è stato possibile abbinare il turno: {detail}. Prova un altro sistema o"
            " modifica l'abbinamento a mano."
        ),
        ErrorCode.ROUND_NEEDS_CONFIRMATION: (
            "Il turno {round} non è stato pubblicato: la bozza va confermata. Correggila,"
            " oppure conferma di volerla pubblicare comunque."
        ),
        ErrorCode.DRAFT_SWAPPED_BY_HAND: (
            "La bozza del turno {round} ha posti scambiati a mano: generandola di nuovo"
            " andrebbero persi."
        ),
    },
    "en": {
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
        ErrorCode.PAIRING_FAILED: (
            "The round could not be paired: {detail}. Try another system or edit the seating"
            " by hand."
        ),
        ErrorCode.ROUND_NEEDS_CONFIRMATION: (
            "Round {round} was not published: its draft needs confirming. Correct it, or"
            " confirm you want to publish it anyway."
        ),
        ErrorCode.DRAFT_SWAPPED_BY_HAND: (
            "The draft of round {round} holds seats swapped by hand: making it again would"
            " lose them."
        ),
    },
}


# The `detail` keys this area's services name (see `detail_words.py` for how a detail is
# worded): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
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
        # two stations generating the same round at once (services.draft_clash)
        "draft_made_meanwhile": (
            "un'altra postazione ({station}) ha appena fatto la bozza del turno {round}, nello"
            " stesso momento: la bozza del turno ora è quella. Non è cambiato altro;"
            " guardala e, se va rifatta, genera di nuovo il turno"
        ),
    },
    "en": {
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
        "draft_made_meanwhile": (
            "another station ({station}) has just made the draft of round {round}, at the same"
            " moment: that is the round's draft now. Nothing else changed; look at it"
            " and, if it must be made again, generate the round again"
        ),
    },
}


# The pairing rules `scoring` reports by code (`ServiceError.scoring_code`): what is wrong and
# what to do.
SCORING: dict[str, dict[str, str]] = {
    "it": {
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


# -- a round check's problems (services.rounds.check), for the command line ----------------
# The window says the same through Qt (ui/rounds_page.py PROBLEM_TEXT); these are its Italian
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


# Generating again a draft with seats swapped by hand, refused until confirmed
# (DRAFT_SWAPPED_BY_HAND): how to confirm, by face, after the sentence. {round}, {tournament}.
SWAPPED_DRAFT_UNCONFIRMED: dict[str, dict[str, str]] = {
    "it": {
        "cli": (
            "Non è stato cambiato nulla. Per generarla di nuovo comunque: torneo round"
            " generate -t {tournament} --yes."
        ),
        "window": "Non è stato cambiato nulla.",
    },
    "en": {
        "cli": (
            "Nothing was changed. To make it again anyway: torneo round generate -t"
            " {tournament} --yes."
        ),
        "window": "Nothing was changed.",
    },
}


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
