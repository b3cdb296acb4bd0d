"""Sentences about tables of three pairs (burraco a sei): the setting and its VP rule in words,
the refusals of a seating or a result that does not fit a table of three, and the rules of its
hand that `scoring` reports by code."""

from __future__ import annotations

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
