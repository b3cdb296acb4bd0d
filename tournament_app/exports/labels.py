"""The headings and fixed words printed on exported documents, in Italian and English.

Exports run without Qt, so they cannot use the GUI's translations; this table is their
vocabulary. Values coming from users (names, clubs, notes) are never looked up here.
"""

from __future__ import annotations

import datetime

from tournament_app.exports.documents import Language, TournamentHeader

_WORDS: dict[str, tuple[str, str]] = {
    # key: (Italian, English)
    "standings": ("Classifica", "Standings"),
    "standings_after": ("Classifica dopo il turno {n}", "Standings after round {n}"),
    "final_standings": ("Classifica finale", "Final standings"),
    "round": ("Turno", "Round"),
    "round_n": ("Turno {n}", "Round {n}"),
    "round_short": ("T{n}", "R{n}"),
    "results_round": ("Risultati del turno {n}", "Results of round {n}"),
    "results_final": ("Risultati della finale", "Results of the final"),
    "entries": ("Iscritti", "Entries"),
    "penalties": ("Penalità", "Penalties"),
    "history": ("Storico", "History"),
    "history_of": ("Storico n. {n}", "History of no. {n}"),
    "prize_list": ("Premiazione", "Prize list"),
    "overall": ("Assoluta", "Overall"),
    "seating_by_table": ("Disposizione ai tavoli – turno {n}", "Seating by table – round {n}"),
    "italiana_calendar": ("Calendario dei gironi all'italiana", "Calendar of the groups"),
    "seating_alphabetical": (
        "Disposizione in ordine alfabetico – turno {n}",
        "Seating in alphabetical order – round {n}",
    ),
    "seating_by_table_final": ("Disposizione ai tavoli – finale", "Seating by table – final"),
    "seating_alphabetical_final": (
        "Disposizione in ordine alfabetico – finale",
        "Seating in alphabetical order – final",
    ),
    "table_card": ("Tavolo", "Table"),
    "entry_code": (
        "Inserite il risultato dal telefono: inquadrate il codice QR, o aprite {address}enter"
        " e scrivete il codice",
        "Enter the result on a phone: scan the QR code, or open {address}enter and type the code",
    ),
    # the cards handed to the players (pdf_cards)
    "score_card": ("Scheda", "Score card"),
    "score_card_pair": ("Scheda della coppia n. {n}", "Score card of pair no. {n}"),
    "score_card_player": ("Scheda del giocatore n. {n}", "Score card of player no. {n}"),
    "score_cards": ("Schede dei risultati", "Score cards"),
    "place_of": ("{place}° di {of}", "{place} of {of}"),
    "no_place_yet": ("ancora nessuna", "none yet"),
    "total_vp": ("Totale PV", "Total VP"),
    "total_placement": ("Totale punti piazzamento", "Total placement points"),
    "placing": ("Posizione", "Place"),
    "stage_reached": ("Fase raggiunta", "Stage reached"),
    "eliminated": ("eliminato", "out"),
    "at_the_table": ("Al tavolo con", "At the table with"),
    "movement_cards": ("Cartellini di movimento", "Movement cards"),
    "movement_card": ("Movimento della coppia n. {n}", "Movement of pair no. {n}"),
    "movement_of": ("{system}, turni {first}–{last}", "{system}, rounds {first}–{last}"),
    "against_pair": ("Contro la coppia", "Against pair"),
    "foreseen": (
        "I turni non ancora pubblicati sono previsti dal movimento per le coppie iscritte ora.",
        "Rounds not yet published are foreseen by the movement for the pairs entered now.",
    ),
    "movement_then_danese": (
        "Dal turno {n}: {system}, abbinamenti secondo la classifica (non si conoscono prima).",
        "From round {n}: {system}, seated by the standings (not known beforehand).",
    ),
    "movement_then_new_mitchell": (
        "Dal turno {n}: un nuovo {system}, abbinato quando comincia.",
        "From round {n}: a new {system}, seated when it starts.",
    ),
    "movement_then_other": (
        "Dal turno {n}: {system}, abbinato quando comincia.",
        "From round {n}: {system}, seated when it starts.",
    ),
    "results_online": ("Risultati online", "Results online"),
    "scoresheet": ("Segnapunti", "Scoresheet"),
    "rank": ("Pos.", "Rank"),
    "place": ("Pos.", "Place"),
    "number": ("N.", "No."),
    "players": ("Giocatori", "Players"),
    "player": ("Giocatore", "Player"),
    "club": ("Circolo", "Club"),
    "category": ("Cat.", "Cat."),
    "group": ("Girone", "Group"),
    "present": ("Presente", "Present"),
    "withdrawn": ("Ritirato", "Withdrawn"),
    "yes": ("sì", "yes"),
    "no": ("no", "no"),
    "vp": ("PV", "VP"),
    "mp": ("Punti", "MP"),
    "mp_difference": ("Diff. punti", "MP diff."),
    "table": ("Tavolo", "Table"),
    "line": ("Linea", "Line"),
    "seat": ("Posto", "Seat"),
    "ns": ("NS", "NS"),
    "eo": ("EO", "EW"),
    "third": ("3ª", "3rd"),  # the third line at a table of three pairs (burraco a sei)
    "third_line": ("3ª linea", "3rd line"),
    "bye": ("riposo", "bye"),
    "byes": ("Riposo", "Bye"),
    "note": ("Note", "Notes"),
    "stage": ("Fase", "Stage"),
    "place_at_table": ("Pos. al tavolo", "Place at table"),
    "placement_points": ("Punti piazz.", "Placement pts"),
    "match_points": ("Punti partita", "Match pts"),
    "game_point_difference": ("Diff. mani", "Hands +/−"),
    "pairs": ("Coppie", "Pairs"),
    "pair": ("Coppia", "Pair"),
    "penalty_total": ("Penalità carte", "Card penalty"),
    "director_penalty": ("Penalità arbitro", "Director's penalty"),
    "penalty_overall": ("Penalità totali", "Total penalty"),
    "penalty_all_stages": ("Penalità, tutte le fasi", "Penalty, all stages"),
    # an elimination's ranking figure: each stage is a fresh game
    "penalty_last_stage": ("Penalità nell'ultima fase", "Penalty in last stage"),
    "playing": ("in gioco", "playing"),
    "penalty_points": ("Punti pen.", "Penalty pts"),
    "points_taken_away": ("Punti tolti", "Pts taken away"),
    "points": ("Punti", "Points"),
    "prize": ("Premio", "Prize"),
    "kind": ("Tipo", "Kind"),
    "reason": ("Motivo", "Reason"),
    "opponents": ("Avversari", "Opponents"),
    "scored": ("Fatti", "Scored"),
    "conceded": ("Subiti", "Conceded"),
    "total": ("Totale", "Total"),
    "running_total": ("Progressivo", "Running total"),
    "page_x_of_y": ("pagina {x} di {y}", "page {x} of {y}"),
    "printed_at": ("stampato il {day} alle {time}", "printed on {day} at {time}"),
    "updated_at": ("aggiornato il {day} alle {time}", "updated on {day} at {time}"),
    "date": ("Data", "Date"),
    "venue": ("Sede", "Venue"),
    "vp_table": ("Tabella PV", "VP table"),
    "tie_breaks": ("Spareggi", "Tie-breaks"),
    "difference": ("Differenza", "Difference"),
    "hand": ("Smazzata", "Hand"),
    "base": ("Base", "Base"),
    "cards": ("Carte", "Cards"),
    "hand_total": ("Totale smazzata", "Hand total"),
    "turno_total": ("Totale turno", "Turno total"),
    "signature": ("Firma", "Signature"),
    "and_above": ("{n} e oltre", "{n} and above"),
    "limit": ("Limite {n}", "Limit {n}"),
    "pairs_match": (
        "A coppie: la mano va alla coppia di chi chiude, vince la partita chi arriva a {n} mani",
        "Pairs: the hand goes to the closer's pair, the first pair to {n} hands wins the match",
    ),
    "marks": ("Segni", "Marks"),
    "system": ("Sistema", "System"),
    "missing": ("mancante", "missing"),
    "no_rows": ("Nessun dato.", "Nothing to show."),
    "made_with": ("Risultati pubblicati con Torneo", "Results published with Torneo"),
    "index": ("Classifica", "Standings"),
    "back": ("Torna alla classifica", "Back to standings"),
    "rounds": ("Turni", "Rounds"),
    "partial": ("parziale", "partial"),
    "provisional": ("provvisoria", "provisional"),
    "provisional_partial": ("provvisoria, parziale", "provisional, partial"),
    "prize_list_provisional": ("Premiazione provvisoria", "Provisional prize list"),
    "prizes_not_cumulative": (
        "Premi non cumulabili: chi ha un premio assoluto non ne riceve altri",
        "Prizes do not add up: an overall prize winner takes no other prize",
    ),
    "prizes_cumulative": (
        "Premi cumulabili: chi ha un premio assoluto riceve anche quello del girone o della"
        " categoria",
        "Prizes add up: an overall prize winner also takes their group's or category's",
    ),
    "final": ("Finale", "Final"),
    "penalty_vp_column": ("Pen. PV", "VP pen."),
    "penalty_mp_column": ("Pen. punti", "MP pen."),
    # a burraco penalty in the notes of its round's results: "EO penalità -100 punti"
    "penalty_note": ("penalità {cost}", "penalty {cost}"),
    "vp_taken": ("-{n} PV", "-{n} VP"),
    "mp_taken": ("-{n} punti", "-{n} MP"),
    # penalty kinds
    "pk_warning": ("ammonizione", "warning"),
    "pk_vp": ("penalità PV", "VP penalty"),
    "pk_mp": ("penalità punti", "MP penalty"),
    "pk_forfeit": ("forfait", "forfeit"),
    # the same kinds in a scala 40 tournament, as its penalties dialog words them
    "pk40_warning": ("ammonizione", "warning"),
    "pk40_vp": ("punti piazzamento tolti", "placement points taken away"),
    "pk40_mp": ("punti di penalità", "penalty points"),
    "pk40_forfeit": ("turno perso a tavolino: ultimo al tavolo", "forfeit: last at the table"),
    # scala 40 sheets and results
    "eliminated_at": ("eliminato alla smazzata {n}", "out at hand {n}"),
    # an elimination's stage: the table game's "out" is not out of the tournament
    "over_limit_at": ("oltre il limite alla smazzata {n}", "over the limit at hand {n}"),
    "over_limit": ("oltre il limite", "over the limit"),
    "goes_on": ("passa al turno {n}", "goes on to round {n}"),
    "goes_to_final": ("in finale", "goes to the final"),
    "out_of_tournament": ("eliminato", "out of the tournament"),
    # the next stage already announced, its seats and the results as corrected disagree
    "seated_no_longer_goes_on": ("ora non passerebbe più", "would no longer go on now"),
    "unseated_now_goes_on": ("ora passerebbe", "would go on now"),
    # going on, but the next stage is seated without them
    "withdrawn_note": ("ritirato", "withdrew"),
    "absent_note": ("assente", "absent"),
    "in_play": ("in gioco", "still playing"),
    "timed_out": ("a tempo", "on time"),
    "forfeit_last": (
        "ultimo al tavolo – turno perso a tavolino",
        "last at the table – round lost by forfeit",
    ),
    "forfeit_place": ("ultimo", "last"),
    "mark_closer": ("chiude", "goes out"),
    "mark_in_hand": ("chiusura in mano", "goes out in one"),
    "mark_not_opened": ("non aperto", "not opened"),
    "mark_eliminated": ("eliminato", "out"),
    "mark_reentered": ("rientrato", "re-entered"),
}

_MONTHS = {
    "it": [
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ],
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
}


def text(language: Language, key: str, **values: object) -> str:
    """The word or heading `key` in `language`, with `{placeholders}` filled from `values`."""
    italian, english = _WORDS[key]
    template = italian if language == "it" else english
    return template.format(**values) if values else template


def code_text(language: Language, prefix: str, code: str) -> str:
    """The word for a stored code (a penalty's kind); the code itself if this version has no
    word for it, so a newer file still prints. Pairing systems and tie-breaks arrive worded
    (`services.domain_words`)."""
    key = f"{prefix}_{code}"
    return text(language, key) if key in _WORDS else code


def date_text(language: Language, day: datetime.date | None) -> str:
    """A date written out as people read it ("29 novembre 2026" / "29 November 2026")."""
    if day is None:
        return ""
    return f"{day.day} {_MONTHS[language][day.month - 1]} {day.year}"


def header_subtitle(header: TournamentHeader) -> str:
    """The line under a document's title: game, date and venue."""
    parts = [header.game_name or header.game, date_text(header.language, header.date)]
    parts.append(header.venue)
    return " · ".join(part for part in parts if part)


def is_final(header: TournamentHeader) -> bool:
    """Whether the standings shown are the final ones: every planned round is in, the final
    table has its winner, or the director marked the tournament concluded (and no result of
    the round shown is missing)."""
    last = header.concluded or header.round_shown in (header.rounds_planned, header.final_round)
    return header.round_shown is not None and last and not header.round_partial


def standings_title(header: TournamentHeader, scope: str = "") -> str:
    """ "Classifica dopo il turno 3 (provvisoria)" ("provvisoria, parziale" while results
    are missing), or the final one (`is_final`)."""
    language = header.language
    if is_final(header):
        title = text(language, "final_standings")
    else:
        title = (
            text(language, "standings")
            if header.round_shown is None
            else text(language, "standings_after", n=header.round_shown)
        )
        note = "provisional_partial" if header.round_partial else "provisional"
        title += f" ({text(language, note)})"
    return f"{title} – {scope}" if scope else title


def prize_list_title(header: TournamentHeader) -> str:
    """ "Premiazione", or "Premiazione provvisoria" before the standings are final."""
    key = "prize_list" if is_final(header) else "prize_list_provisional"
    return text(header.language, key)


def round_name(header: TournamentHeader, number: int) -> str:
    """ "Turno 3", or "Finale" for a scala 40 elimination's final."""
    if number == header.final_round:
        return text(header.language, "final")
    return text(header.language, "round_n", n=number)


def seating_title(header: TournamentHeader, number: int, *, alphabetical: bool = False) -> str:
    """ "Disposizione ai tavoli – turno 3" (or "– finale"), by table or alphabetical."""
    key = "seating_alphabetical" if alphabetical else "seating_by_table"
    if number == header.final_round:
        return text(header.language, f"{key}_final")
    return text(header.language, key, n=number)


def results_title(header: TournamentHeader, number: int) -> str:
    """ "Risultati del turno 3", or "Risultati della finale"."""
    if number == header.final_round:
        return text(header.language, "results_final")
    return text(header.language, "results_round", n=number)
