"""Words about results beside the catalogue's sentences (which are in
resources/i18n/messages): a table entered twice, unlikely scores."""

from __future__ import annotations

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
