"""The words a refusal's detail names its values with."""

from __future__ import annotations

from tournament_app.services import domain_words
from tournament_app.services.messages import teams
from tournament_app.services.messages.three_pairs import SETTING_NAMES, WHEN

# What a refusal's `detail` says, when a service names it by a key of the catalogue
# (`detail.<key>` in resources/i18n/messages/*.po, seen as DETAILS; its values in the error's
# other params, named in words by DETAIL_WORDS): the director reads it in the language of the
# whole sentence, whose template ends it (". Correggilo e riprova."), so a detail has no full
# stop of its own. Any other detail (a database driver's own words) is
# shown as it is. tests/services/test_detail_words.py holds every service to a key of DETAILS.

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
            "csv": "un file CSV di risultati per la federazione",
            "json": "un file JSON di risultati per la federazione",
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
            "csv": "un file CSV di risultati per la federazione",
            "json": "un file JSON di risultati per la federazione",
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
            "alternate_lines": "linee nel Danese",
            "keep_clubs_apart": "separa le coppie dello stesso circolo",
            "group_sizes": "dimensione dei gironi",
            "vp_scale": "tabella PV",
            "bye_vp": "PV del riposo",
            "bye_mp": "punti del riposo",
            "tie_breaks": "spareggi",
            "no_semipulito": "senza semipulito",
            "burraco_reale": "burraco reale",
            "closing_bonus": "premio di chiusura",
            "pozzetto_penalty": "penalità del pozzetto non preso",
            "reale_bonus": "premio del burraco reale",
            "super_bonus": "premio del super burraco",
            "brazilian": "burraco brasiliano (seme di briscola)",
            "ace_alone_one": "asso da solo vale 1",
            "simplified": "conteggio semplificato",
            "seed": "seme del sorteggio",
            "draw_order": "sorteggio registrato",
            "stage_replacements": "sostituzioni dei qualificati ritirati",
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
            "seating": "disposizione dal 2° turno",
            "keep_apart": "separa chi si è già incontrato",
            "group_size": "giocatori per girone (sorteggiati)",
            "minutes_per_game": "tempo per partita",
            "prizes_cumulative": "premi",
            "results_url": "indirizzo dei risultati",
            "table_entry": "risultati inseriti dai tavoli (telefono)",
            "form": "forma (singolo o a coppie)",
            "pairs_target": "mani per vincere la partita (coppie)",
            "pairs_draw": "parità allo scadere del tempo (coppie)",
            "match_points": "punti partita (vittoria, pareggio, sconfitta)",
            "pairs_tie_breaks": "spareggi delle coppie",
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
            "csv": "a CSV results file for the federation",
            "json": "a JSON results file for the federation",
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
            "csv": "a CSV results file for the federation",
            "json": "a JSON results file for the federation",
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
            "alternate_lines": "lines in the Danese",
            "keep_clubs_apart": "keep pairs of the same club apart",
            "group_sizes": "group sizes",
            "vp_scale": "VP table",
            "bye_vp": "bye VP",
            "bye_mp": "bye MP",
            "tie_breaks": "tie-breaks",
            "no_semipulito": "no semipulito",
            "burraco_reale": "burraco reale",
            "closing_bonus": "closing bonus",
            "pozzetto_penalty": "pozzetto not taken penalty",
            "reale_bonus": "burraco reale bonus",
            "super_bonus": "super burraco bonus",
            "brazilian": "Brazilian burraco (trump suit)",
            "ace_alone_one": "ace alone counts 1",
            "simplified": "simplified scoring",
            "seed": "draw seed",
            "draw_order": "recorded draw",
            "stage_replacements": "withdrawn qualifiers replaced",
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
            "seating": "seating from round 2",
            "keep_apart": "keep apart who already met",
            "group_size": "players per group (drawn)",
            "minutes_per_game": "time per game",
            "prizes_cumulative": "prizes",
            "results_url": "results address",
            "table_entry": "results entered at the tables (phone)",
            "form": "form (singles or pairs)",
            "pairs_target": "hands that win a match (pairs)",
            "pairs_draw": "level when time is called (pairs)",
            "match_points": "match points (win, draw, loss)",
            "pairs_tie_breaks": "pairs' tie-breaks",
        },
    },
}


# The team settings' names (`teams.py`, beside the team events' sentences).
for _language, _words in teams.SETTING_WORDS.items():
    DETAIL_WORDS[_language]["setting"].update(_words)

# How a list in a detail ends ("3, 5 e 8").
LIST_AND = {"it": " e ", "en": " and "}

for _language, _names in SETTING_NAMES.items():
    DETAIL_WORDS[_language]["setting"].update(_names)
    DETAIL_WORDS[_language]["when"] = WHEN[_language]
