"""Sentences about tables of three pairs (burraco a sei): the setting and its VP rule in words,
the refusals of a seating or a result that does not fit a table of three, and the rules of its
hand that `scoring` reports by code."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

MESSAGES: dict[str, dict[ErrorCode, str]] = {"it": {}, "en": {}}

# The `detail` keys (see `detail_words.py`): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        # a round the movement cannot seat with a table of three (PAIRING_FAILED)
        "three_pairs_movement": (
            "il turno {round} si gioca col sistema {system}, che non sa disporre un tavolo da"
            " tre coppie, e le {count} coppie presenti ne richiedono (tavoli da tre coppie:"
            " {when}); per questo turno scegli il sorteggio o il Danese, oppure imposta i"
            " tavoli da tre coppie su «mai» (chi resta senza avversario riposa)"
        ),
        # a result entered with the wrong number of lines (INVALID_INPUT)
        "three_lines_needed": (
            "il tavolo {table} del turno {round} ha tre coppie: servono i tre totali, di NS,"
            " di EO e della terza linea, nell'ordine del tabellone"
        ),
        "two_lines_needed": (
            "il tavolo {table} del turno {round} ha due coppie: servono due totali, NS ed EO"
        ),
        "three_pairs_totals_only": (
            "a un tavolo da tre coppie (tavolo {table}, turno {round}) si inseriscono i tre"
            " totali o le smazzate delle tre linee; assenze, abbandoni, punteggi arbitrali,"
            " seconda digitazione e inserimento dal telefono non sono previsti: inserisci i"
            " totali che il direttore ha deciso"
        ),
        # the settings (INVALID_SETTINGS)
        "three_pairs_individual": (
            "i tavoli da tre coppie valgono solo per i tornei a coppie, non per l'individuale;"
            " imposta i tavoli da tre coppie su «mai»"
        ),
    },
    "en": {
        "three_pairs_movement": (
            "round {round} is played with {system}, which cannot seat a table of three pairs,"
            " and the {count} pairs present need one (tables of three pairs: {when}); for this"
            " round choose the draw or the Danese, or set tables of three pairs to “never” (a"
            " pair left without opponents has the bye)"
        ),
        "three_lines_needed": (
            "table {table} of round {round} has three pairs: it needs the three totals, NS, EW"
            " and the third line, in the seating list's order"
        ),
        "two_lines_needed": (
            "table {table} of round {round} has two pairs: it needs two totals, NS and EW"
        ),
        "three_pairs_totals_only": (
            "at a table of three pairs (table {table}, round {round}) the three totals or the"
            " three lines' hands are entered; absences, walk-outs, arbitral scores, a second"
            " entry and entry from the phones are not available: enter the totals the director"
            " decided"
        ),
        "three_pairs_individual": (
            "tables of three pairs are for pairs tournaments only, not individual ones; set"
            " tables of three pairs to “never”"
        ),
    },
}

# The rules of a table of three's hand (`scoring.burraco.HandErrorCode`,
# `scoring.three_pairs.ThreePairsErrorCode`): what is wrong and what to do.
SCORING: dict[str, dict[str, str]] = {
    "it": {
        "pozzetto_before_burraco": (
            "a un tavolo da tre coppie il pozzetto si prende solo dopo il primo burraco, e"
            " una linea risulta averlo preso senza burraco. Segna il burraco o togli il"
            " pozzetto preso."
        ),
        "two_closed": (
            "due linee risultano in chiusura, ma una sola può chiudere. Segna la chiusura solo"
            " sulla linea che ha chiuso."
        ),
        "beyond_three_packs": (
            "le carte delle tre linee valgono più dei 1.620 punti dei tre mazzi (162 carte)."
            " Ricontrolla i valori delle carte sul segnapunti."
        ),
        "not_three_lines": (
            "un tavolo da tre coppie ha tre linee, e ne sono state date di più o di meno."
            " Inserisci una cifra per ogni linea: NS, EO e terza linea."
        ),
    },
    "en": {
        "pozzetto_before_burraco": (
            "at a table of three pairs the pozzetto is taken only after the first burraco, and"
            " a line took it without a burraco. Mark the burraco or clear the pozzetto taken."
        ),
        "two_closed": (
            "two lines are marked as closing, but only one can close. Mark the close only on"
            " the line that closed."
        ),
        "beyond_three_packs": (
            "the three lines' cards are worth more than the 1,620 points of the three packs"
            " (162 cards). Check the card values on the scoresheet."
        ),
        "not_three_lines": (
            "a table of three pairs has three lines, and more or fewer were given. Enter one"
            " figure for each line: NS, EW and the third line."
        ),
    },
}

# The settings' names, as refusals, `tournament show` and the change log give them.
SETTING_NAMES: dict[str, dict[str, str]] = {
    "it": {
        "three_pairs": "tavoli da tre coppie",
        "three_pairs_vp": "PV ai tavoli da tre coppie",
    },
    "en": {
        "three_pairs": "tables of three pairs",
        "three_pairs_vp": "VP at tables of three pairs",
    },
}

# The choices' words (the wizard's, `tournament show`'s, the printouts'), by stored value.
WHEN: dict[str, dict[str, str]] = {
    "it": {
        "never": "mai (con un numero dispari di coppie, una riposa)",
        "when_needed": "quando il numero lo richiede (un tavolo da tre invece del riposo)",
        "always": "sempre (quanti più tavoli da tre possibile, gli altri da due)",
    },
    "en": {
        "never": "never (with an odd number of pairs, one has the bye)",
        "when_needed": "when the count needs it (a table of three instead of a bye)",
        "always": "always (as many tables of three as possible, the rest of two)",
    },
}
VP_RULES: dict[str, dict[str, str]] = {
    "it": {
        "average": (
            "media: il totale di ogni coppia contro ciascuna delle altre due, convertito con"
            " la tabella PV; i PV sono la media delle due conversioni, il mezzo punto"
            " arrotondato per eccesso"
        ),
        "average_down": (
            "media per difetto: come la media, il mezzo punto arrotondato per difetto"
        ),
        "sum": (
            "somma: il totale di ogni coppia contro ciascuna delle altre due, convertito con"
            " la tabella PV; i PV sono la somma delle due conversioni (fino a 40)"
        ),
    },
    "en": {
        "average": (
            "average: each pair's total against each of the other two, converted by the VP"
            " table; the VP are the mean of the two conversions, a half rounded up"
        ),
        "average_down": "average rounded down: as the average, a half rounded down",
        "sum": (
            "sum: each pair's total against each of the other two, converted by the VP table;"
            " the VP are the two conversions added (up to 40)"
        ),
    },
}
# The MP beside a table of three's VP, said once under the rule on the printouts.
MP_NOTE: dict[str, str] = {
    "it": (
        "Ai tavoli da tre coppie la differenza punti di una coppia è il suo totale meno la"
        " media dei totali delle altre due (con la somma: meno ciascuno dei due)."
    ),
    "en": (
        "At tables of three pairs a pair's MP difference is its total less the mean of the"
        " other two pairs' totals (with the sum: less each of the two)."
    ),
}
# The third line's name at a table of three (NS, EO and this).
THIRD_LINE: dict[str, str] = {"it": "3ª", "en": "3rd"}
# A table of three's unlikely figures (services.unlikely_scores' findings): its three packs
# and its third line, beside `results.UNLIKELY`'s words.
UNLIKELY_THREE: dict[str, dict[str, str]] = {
    "it": {
        "line_over_pack": (
            "{line} ha {value} punti, più di {limit} ({hands} smazzate da 1.620, tre mazzi)"
        ),
        "hand_over_pack": "smazzata {hand}: {line} ha {value}, oltre 1.620 (tre mazzi)",
        "c": "la terza linea",
    },
    "en": {
        "line_over_pack": (
            "{line} has {value} points, more than {limit} ({hands} hands of 1,620, three packs)"
        ),
        "hand_over_pack": "hand {hand}: {line} has {value}, over 1,620 (three packs)",
        "c": "the third line",
    },
}
# A tournament file's columns of a table of three's result, as a refusal names them.
ARCHIVE_FIELDS: dict[str, dict[str, str]] = {
    "it": {"third_mp": "punti della terza linea", "third_vp": "PV della terza linea"},
    "en": {"third_mp": "third line MP", "third_vp": "third line VP"},
}
