"""Words about a tournament beside the catalogue's sentences (which are in
resources/i18n/messages): what is still open when it is marked finished, and turni that need a
VP table."""

from __future__ import annotations

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
