"""The hall's own sentences, in Italian and English: the labels of the exported documents
(`exports.labels`) name the columns; these name what only the hall says."""

from __future__ import annotations

from tournament_app.exports.documents import Language

_WORDS: dict[str, tuple[str, str]] = {
    "my_table": ("Il mio tavolo", "My table"),
    "standings": ("Classifica", "Standings"),
    "seating": ("Tavoli", "Seating"),
    "results": ("Risultati", "Results"),
    "history": ("Storico", "History"),
    "number_prompt": ("Numero della coppia o del giocatore", "Pair or player number"),
    "show": ("Mostra", "Show"),
    "not_a_number": (
        "«{typed}» non è un numero: scrivi il numero della coppia o del giocatore, per esempio 12.",
        '"{typed}" is not a number: type the pair or player number, for example 12.',
    ),
    "not_seated": (
        "Il n. {n} non ha ancora un tavolo: la disposizione del turno non è ancora pubblicata.",
        "No. {n} has no table yet: the round's seating is not published yet.",
    ),
    "table_n": ("Tavolo {n}", "Table {n}"),
    "line_word": ("linea {line}", "line {line}"),
    "seat_word": ("posto {seat}", "seat {seat}"),
    "bye_round": ("Riposo in questo turno", "Bye this round"),
    "partner": ("In linea con", "Partner"),
    "opponents": ("Avversari", "Opponents"),
    "at_table": ("Al tavolo", "At the table"),
    "in_play": ("in corso", "in play"),
    "complete": ("concluso", "complete"),
    "my_history": ("Il mio storico", "My history"),
    "nothing_yet": ("Nessun turno pubblicato ancora.", "No round published yet."),
    "updated_at": ("aggiornato alle {time}", "updated at {time}"),
    "offline": ("collegamento perso, riprovo…", "connection lost, retrying…"),
    "other_language": ("English", "Italiano"),
    "no_such_page": ("Questa pagina non esiste.", "There is no such page."),
    "rank_of": ("Posizione {rank}", "Place {rank}"),
    "entry_title": ("Inserisci il risultato", "Enter the result"),
    "entry_off": (
        "In questo torneo i risultati non si inseriscono dal telefono: consegna il segnapunti"
        " al direttore.",
        "In this tournament results are not entered from a phone: hand the scoresheet to the"
        " director.",
    ),
    "entry_code": ("Codice del tavolo (sul cartellino)", "Table code (on the table card)"),
    "entry_ns": ("Totale della linea NS", "NS line's total"),
    "entry_ew": ("Totale della linea EO", "EW line's total"),
    "entry_send": ("Invia", "Send"),
    "entry_how": (
        "Una coppia inserisce i totali del turno; l'altra coppia inserisce gli stessi totali"
        " dal proprio telefono con lo stesso codice: se coincidono il risultato è registrato.",
        "One pair enters the turno's totals; the other pair enters the same totals on its own"
        " phone with the same code: when they agree the result is saved.",
    ),
    "entry_table": ("Tavolo {table}, turno {round}", "Table {table}, round {round}"),
    "entry_figures": ("NS {ns}, EO {ew}", "NS {ns}, EW {ew}"),
    "entry_waiting": (
        "in attesa: ora l'altra coppia inserisce gli stessi totali dal proprio telefono.",
        "waiting: now the other pair enters the same totals on its own phone.",
    ),
    "entry_saved": (
        "le due coppie concordano, risultato registrato. Grazie!",
        "both pairs agree, result saved. Thank you!",
    ),
    "entry_conflict": (
        "le due coppie hanno inserito totali diversi: non è stato registrato nulla, decide il"
        " direttore. Portategli il segnapunti.",
        "the two pairs entered different totals: nothing was saved, the director decides."
        " Take the scoresheet to the director.",
    ),
    "entry_unlikely": (
        "punteggio improbabile: non è stato registrato, lo controlla il direttore.",
        "unlikely score: not saved, the director checks it.",
    ),
    "entry_late": (
        "il turno non è più in corso: non è stato registrato, lo riceve il direttore.",
        "the round is no longer in play: not saved, the director receives it.",
    ),
    "entry_closed": (
        "questo tavolo non accetta più risultati dal telefono: rivolgiti al direttore.",
        "this table no longer takes results from a phone: ask the director.",
    ),
    "entry_not_numbers": (
        "Scrivi i due totali in cifre, per esempio 640 e 245 (un totale negativo con il meno"
        " davanti): non è stato inviato nulla.",
        "Type both totals in figures, for example 640 and 245 (a negative total with a minus in"
        " front): nothing was sent.",
    ),
    "entry_too_many": (
        "Troppi tentativi in un minuto: aspetta un minuto e riprova, o chiedi al direttore.",
        "Too many attempts in a minute: wait a minute and try again, or ask the director.",
    ),
    "entry_foreign": (
        "Questo modulo non viene dalla pagina della sala: riapri la pagina e reinserisci i"
        " totali. Non è stato salvato nulla.",
        "This form does not come from the hall's page: open the page again and enter the"
        " totals again. Nothing was saved.",
    ),
    "entry_too_long": (
        "Richiesta troppo lunga: inserisci solo il codice e i due totali.",
        "Request too long: enter only the code and the two totals.",
    ),
    "clock_left": ("Tempo del turno {round}", "Round {round} time left"),
    "clock_paused": ("in pausa", "paused"),
    "clock_up": ("Tempo scaduto", "Time is up"),
}


def hall_text(language: Language, key: str, **values: object) -> str:
    """The hall's sentence `key` in `language`, `{placeholders}` filled from `values`."""
    italian, english = _WORDS[key]
    template = italian if language == "it" else english
    return template.format(**values) if values else template


def keys() -> tuple[str, ...]:
    """Every sentence the hall has (the tests check each has both languages)."""
    return tuple(_WORDS)


def pick_language(asked: str | None, remembered: str | None, accept: str) -> Language:
    """The page's language: the switch link's choice, else the one the player chose before
    (a cookie), else the first of Italian and English the browser prefers, else Italian."""
    for choice in (asked, remembered):
        if choice in ("it", "en"):
            return "en" if choice == "en" else "it"
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(accept.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        ranked.append((-weight, index, tag.strip().lower()[:2]))
    for weight, _, tag in sorted(ranked):
        if weight < 0 and tag in ("it", "en"):
            return "en" if tag == "en" else "it"
    return "it"
