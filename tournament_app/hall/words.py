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
    "sheet_title": ("Foglio del tavolo", "Table sheet"),
    "sheet_of": ("Tavolo {table}, turno {round}", "Table {table}, round {round}"),
    "sheet_hand": ("Mano", "Hand"),
    "sheet_total": ("Totale", "Total"),
    "sheet_empty": ("Nessuna mano ancora.", "No hand yet."),
    "sheet_legend": (
        "C chi ha chiuso · M chiusura in mano · NA non aperto · X eliminato · R rientrato con",
        "C closed · M closed in hand · NA not opened · X out · R back in on",
    ),
    "sheet_finished": ("Partita finita.", "Game over."),
    "sheet_out": ("eliminato", "out"),
    "sheet_live_link": (
        "Gli altri giocatori seguono il foglio qui (senza codice)",
        "The other players follow the sheet here (no code needed)",
    ),
    "sheet_no_table": (
        "Il turno {round} non ha un tavolo {table} di scala 40.",
        "Round {round} has no scala 40 table {table}.",
    ),
    "hand_title": ("Mano {n}", "Hand {n}"),
    "hand_points": ("Penalità", "Penalty"),
    "hand_closer": ("ha chiuso", "closed"),
    "hand_not_opened": ("non aperto", "not opened"),
    "hand_reenters": ("rientra", "re-enters"),
    "hand_in_hand": ("Chiusura in mano", "Closed in hand"),
    "hand_send": ("Registra la mano", "Record the hand"),
    "hand_how": (
        "Scrivi la penalità di ciascuno (0 o «ha chiuso» per chi ha chiuso). Gli altri"
        " giocatori vedono il foglio aggiornato; il direttore può correggere qualsiasi mano.",
        'Type each player\'s penalty (0 or "closed" for who closed). The other players see'
        " the sheet as it grows; the director can correct any hand.",
    ),
    "hand_saved": ("Mano {n} registrata.", "Hand {n} recorded."),
    "hand_saved_over": (
        "Mano {n} registrata: la partita è finita. Grazie!",
        "Hand {n} recorded: the game is over. Thank you!",
    ),
    "hand_reentered": ("Il n. {entry} rientra in gioco.", "No. {entry} is back in play."),
    "hand_reenter_button": ("Rientra il n. {entry}", "No. {entry} re-enters"),
    "hand_changed": (
        "Il foglio è cambiato nel frattempo (un altro telefono o il direttore): controllalo"
        " qui sotto e, se la mano manca, reinseriscila. Non è stato salvato nulla.",
        "The sheet changed meanwhile (another phone or the director): check it below and,"
        " if the hand is missing, enter it again. Nothing was saved.",
    ),
    "hand_ns": ("Linea NS", "NS line"),
    "hand_ew": ("Linea EO", "EW line"),
    "hand_detail": ("Dettaglio delle linee", "Each line's figures"),
    "hand_clean": ("Burraco puliti", "Clean burraco"),
    "hand_semiclean": ("Semipuliti", "Semi-clean"),
    "hand_dirty": ("Sporchi", "Dirty"),
    "hand_reale": ("Reali", "Reale"),
    "hand_super": ("Super", "Super"),
    "hand_trump_clean": ("Di briscola puliti", "Trump clean"),
    "hand_trump_semiclean": ("Di briscola semipuliti", "Trump semi-clean"),
    "hand_trump_dirty": ("Di briscola sporchi", "Trump dirty"),
    "hand_melded": ("Carte a terra", "Cards on the table"),
    "hand_in_hand_points": ("Carte in mano", "Cards in hand"),
    "hand_pozzetto_unplayed": ("Pozzetto non giocato", "Pozzetto not played"),
    "hand_line_closed": ("ha chiuso", "closed"),
    "hand_pozzetto_taken": ("ha preso il pozzetto", "took the pozzetto"),
    "hands_link": ("Inserisci mano per mano", "Enter hand by hand"),
    "hands_title": ("Mano per mano", "Hand by hand"),
    "hands_how": (
        "Scrivi i due totali di ogni mano, oppure apri «Dettaglio delle linee» e scrivi le cifre"
        " di ciascuna linea: Torneo fa i totali, poi l'altra coppia li conferma dal proprio"
        " telefono (totali o mano per mano) con lo stesso codice.",
        "Type each hand's two totals, or open \"Each line's figures\" and type each line's"
        " figures: Torneo adds them up, then the other pair confirms them on its own phone"
        " (totals or hand by hand) with the same code.",
    ),
    "hands_not_numbers": (
        "Scrivi i punti di ogni mano in cifre (negativi con il meno davanti): non è stato"
        " inviato nulla.",
        "Type each hand's points in figures (negative ones with a minus in front): nothing"
        " was sent.",
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
