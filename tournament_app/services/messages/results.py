"""Sentences about results and scores: scoresheets, double entry, unlikely scores, penalties,
forfeits, prizes and the recorded draw."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.INVALID_SCORE: (
            "Punteggio non valido: {detail}. Ricontrolla il segnapunti e reinseriscilo."
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
        ErrorCode.TABLE_CODE_UNKNOWN: (
            "Il codice {typed} non è il codice di un tavolo di questo torneo. Ricopialo dal"
            " cartellino del tavolo (8 caratteri) o chiedi al direttore: non è stato salvato"
            " nulla."
        ),
        ErrorCode.TABLE_ENTRY_CLOSED: (
            "Il tavolo {table} del turno {round} non accetta più risultati dal telefono (il"
            " risultato è già registrato, oppure l'inserimento è chiuso): per qualsiasi"
            " correzione rivolgiti al direttore. Non è stato salvato nulla."
        ),
        ErrorCode.TABLE_ENTRY_OFF: (
            "Nel torneo {tournament} i tavoli non inseriscono i risultati dal telefono."
            " Accendilo nelle impostazioni del torneo (risultati inseriti dai tavoli) per avere"
            " i codici dei tavoli."
        ),
        ErrorCode.TABLE_FINISHED: (
            "Al tavolo {table} la partita è già finita. Per correggerla, modifica una mano già"
            " inserita."
        ),
        ErrorCode.UNLIKELY_SCORE: (
            "Turno {round}, tavolo {table}: punteggio improbabile, non salvato. Controlla i"
            " numeri, oppure conferma che sono giusti."
        ),
    },
    "en": {
        ErrorCode.INVALID_SCORE: (
            "Invalid score: {detail}. Check the scoresheet and enter it again."
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
        ErrorCode.TABLE_CODE_UNKNOWN: (
            "Code {typed} is not the code of a table of this tournament. Copy it again from the"
            " table card (8 characters) or ask the director: nothing was saved."
        ),
        ErrorCode.TABLE_ENTRY_CLOSED: (
            "Table {table} of round {round} no longer takes results from a phone (its result is"
            " in, or entry was closed): ask the director for any correction. Nothing was saved."
        ),
        ErrorCode.TABLE_ENTRY_OFF: (
            "In tournament {tournament} the tables do not enter their results from a phone."
            " Turn it on in the tournament's settings (results entered at the tables) to get"
            " the tables' codes."
        ),
        ErrorCode.TABLE_FINISHED: (
            "The game at table {table} is already over. To change it, correct a hand already"
            " entered."
        ),
        ErrorCode.UNLIKELY_SCORE: (
            "Round {round}, table {table}: unlikely score, not saved. Check the figures, or"
            " confirm they are right."
        ),
    },
}


# The `detail` keys this area's services name (see `detail_words.py` for how a detail is
# worded): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
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
        # results and scala 40 sheets
        "forfeit_line": "la linea assente «{absent}» non esiste: indica NS, EO o entrambe",
        "abandoned_line": (
            "la linea che ha lasciato il tavolo «{left}» non esiste: indica NS, EO o entrambe"
        ),
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
        # printing (cli print)
        "nothing_to_rank_by": (
            "nessuna iscrizione ha {per}: stampa la classifica assoluta, oppure assegna {per}"
            " alle iscrizioni nell'elenco degli iscritti"
        ),
        "round_without_tables": (
            "il turno {round} non ha tavoli, quindi non ci sono segnapunti da stampare"
        ),
        "no_fixed_movement": (
            "non c'è un movimento fisso da stampare: i cartellini di movimento sono per le fasi"
            " Mitchell a coppie, una volta pubblicato il primo turno della fase, e per"
            " l'all'italiana (gli abbinamenti del Danese dipendono dalla classifica e non si"
            " conoscono prima)"
        ),
        # standings after a round (cli standings --after-round)
        "round_not_played": (
            "il turno {round} non è ancora stato pubblicato, l'ultimo è il {last}: chiedi la"
            " classifica dopo il turno {last} o uno precedente"
        ),
    },
    "en": {
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
        "forfeit_line": "the absent line “{absent}” does not exist: say NS, EW or both",
        "abandoned_line": "the line “{left}” that left does not exist: say NS, EW or both",
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
        "nothing_to_rank_by": (
            "no entry has {per}: print the overall standings, or give the entries {per} in the"
            " entry list"
        ),
        "round_without_tables": "round {round} has no tables, so there are no scoresheets to print",
        "no_fixed_movement": (
            "there is no fixed movement to print: movement cards are for a pairs tournament's"
            " Mitchell phase, once the phase's first round is published, and for a round robin"
            " (Danese rounds are seated by the standings, not known beforehand)"
        ),
        "round_not_played": (
            "round {round} is not published yet, the last is round {last}: ask for the standings"
            " after round {last} or an earlier one"
        ),
    },
}


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
