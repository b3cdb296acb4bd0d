"""Words about rounds beside the catalogue's sentences (which are in resources/i18n/messages):
a round check's problems, the qualifiers changed, publishing or drafting again unconfirmed, the
automatic copy not made."""

from __future__ import annotations

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
