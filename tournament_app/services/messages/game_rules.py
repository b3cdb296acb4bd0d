"""Sentences for the rules of the game `scoring` enforces (burraco hands, cards, VP tables,
turni, scala 40 tables and stages, standings), by the code it reports."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The rules of the game `scoring` reports by code (`ServiceError.scoring_code`, the value of a
# `scoring` error enum): what is wrong and what to do. A few values are shared by several
# enums (e.g. "malformed"); their sentence fits every use. The pairing rules' codes are in
# `rounds.py`.
SCORING: dict[str, dict[str, str]] = {
    "it": {
        # burraco hands (scoring.burraco.HandErrorCode)
        "not_multiple_of_5": (
            "il valore {value} non è un multiplo di 5, e a burraco ogni punteggio lo è."
            " Ricontrolla la somma sul segnapunti."
        ),
        "negative_value": (
            "un valore delle carte o un numero di burraco è negativo. Solo le carte rimaste in"
            " mano si tolgono: scrivile nel loro campo con un numero positivo."
        ),
        "both_closed": (
            "entrambe le linee (NS ed EO) risultano in chiusura, ma una sola può chiudere."
            " Segna la chiusura solo sulla linea che ha chiuso."
        ),
        "closed_without_burraco": (
            "la linea che ha chiuso non ha nessun burraco, e senza burraco non si chiude."
            " Controlla il numero di burraco o quale linea ha chiuso."
        ),
        "closed_without_pozzetto": (
            "la linea che ha chiuso non ha preso il pozzetto, e senza pozzetto non si chiude."
            " Segna il pozzetto preso o correggi quale linea ha chiuso."
        ),
        "closed_with_pozzetto_unplayed": (
            "la linea che ha chiuso risulta avere ancora il pozzetto da giocare. Togli il"
            " valore del pozzetto non giocato o correggi quale linea ha chiuso."
        ),
        "pozzetto_unplayed_not_taken": (
            "c'è un valore di pozzetto non giocato per una linea che il pozzetto non l'ha"
            " preso. Togli quel valore o segna il pozzetto come preso."
        ),
        "beyond_pack": (
            "le carte delle due linee valgono più dei 1.080 punti di tutto il mazzo."
            " Ricontrolla i valori delle carte sul segnapunti."
        ),
        "variant_off": (
            "è segnato un tipo di burraco che le regole di questo torneo non prevedono."
            " Contalo come burraco del tipo ammesso, o cambia le regole nelle impostazioni."
        ),
        "trump_exceeds": (
            "ci sono più burraco nel seme di briscola che burraco di quel tipo. Ricontrolla"
            " i due numeri."
        ),
        "malformed": (
            "i dati salvati di questa impostazione sono incompleti o rovinati (forse scritti"
            " da un'altra versione di Torneo). Riapri le impostazioni, ricontrolla i valori e"
            " salvale di nuovo."
        ),
        # cards (scoring.cards.CardErrorCode)
        "unknown_token": (
            "«{token}» non è una carta. Scrivi le carte come Rc, Dq, 7f o JOLLY, separate"
            " da spazi o virgole."
        ),
        "too_many_copies": (
            "ci sono più copie di una carta di quante ne abbia il mazzo (due per carta,"
            " quattro jolly). Ricontrolla le carte scritte."
        ),
        # VP tables (scoring.victory_points.TableErrorCode)
        "no_bands": "la tabella dei PV non ha nessuna riga. Aggiungi almeno la riga da 0.",
        "not_from_zero": (
            "la prima riga della tabella dei PV deve partire da una differenza di 0 punti."
            " Correggi la prima soglia in 0."
        ),
        "not_step_of_5": (
            "la soglia {edge} non è un multiplo di 5, e le differenze di punti vanno a passi di 5."
            " Scrivi un multiplo di 5 (che finisce per 0 o per 5)."
        ),
        "empty_band": (
            "una riga della tabella dei PV finisce prima di cominciare. Metti le righe in"
            " ordine di differenza crescente."
        ),
        "gap_or_overlap": (
            "una riga della tabella dei PV non comincia 5 punti sopra la fine della precedente."
            " Correggi le soglie perché non restino buchi né sovrapposizioni."
        ),
        "not_open_ended": (
            "solo l'ultima riga della tabella dei PV resta aperta verso l'alto. Correggi la"
            " fine delle righe."
        ),
        "vp_not_20": (
            "in una riga i PV delle due linee non fanno 20. Correggi i PV del vincitore o del"
            " perdente."
        ),
        "loser_above_winner": (
            "in una riga i PV del vincitore sono meno di 10 o più di 20 (al perdente va il"
            " resto fino a 20). Scrivi per quella riga da 10 a 20 PV, mai meno della riga"
            " sopra."
        ),
        "first_band_not_even": (
            "la prima riga (pareggio o quasi) deve dare 10 a 10. Correggi i suoi PV."
        ),
        "not_monotone": (
            "una differenza di punti più ampia dà al vincitore meno PV di una più stretta."
            " Correggi i PV perché crescano scendendo nella tabella."
        ),
        "no_band_for_vp": (
            "nessuna riga della tabella dei PV assegna quei PV. Scegli un valore che la"
            " tabella prevede."
        ),
        # turni (scoring.turno.TurnoErrorCode)
        "unsupported_hands": (
            "un turno ha 2, 3 o 4 smazzate. Correggi il numero di smazzate nelle impostazioni."
        ),
        "no_table_for_hands": (
            "per i turni da 2 smazzate non c'è una tabella dei PV ufficiale. Scegli una"
            " tabella del circolo nelle impostazioni del torneo."
        ),
        "wrong_hand_count": (
            "il numero di smazzate scritte non è quello previsto dal torneo. Scrivi una riga"
            " per ogni smazzata giocata."
        ),
        "mp_not_multiple_of_5": (
            "a burraco ogni punteggio è un multiplo di 5. Ricontrolla la somma sul segnapunti."
        ),
        "mp_out_of_range": (
            "{mp} punti non si possono fare in un turno: anche in 4 smazzate una linea resta"
            " entro {limit} punti, in più o in meno. Ricontrolla il segnapunti: forse c'è uno"
            " zero di troppo."
        ),
        "vp_out_of_range": "i PV vanno da 0 a 20. Correggi il valore.",
        "bad_line": ("la linea indicata non esiste: scegli NS, EO o entrambe. Correggi la scelta."),
        "negative_setting": (
            "una penalità o un premio in PV non può essere negativo. Scrivi 0 o un numero"
            " positivo nelle impostazioni."
        ),
        # scala 40 tables (scoring.scala40.GameErrorCode)
        "too_few_players": (
            "a un tavolo di scala 40 servono almeno 2 giocatori. Aggiungi un giocatore o"
            " unisci i tavoli."
        ),
        "duplicate_player": (
            "lo stesso giocatore compare due volte (allo stesso tavolo o nell'ordine"
            " d'arrivo). Controlla i numeri e togli il doppione."
        ),
        "bad_setting": (
            "un limite o un valore delle regole di scala 40 deve essere maggiore di zero."
            " Correggilo nelle impostazioni del torneo."
        ),
        "unknown_player": (
            "il giocatore indicato non siede a questo tavolo. Controlla il numero d'iscrizione."
        ),
        "player_eliminated": (
            "la mano assegna punti (o la chiusura) a un giocatore già eliminato. Togli i suoi"
            " punti, o fallo rientrare prima se il torneo lo consente."
        ),
        "two_closers": (
            "più di un giocatore risulta senza punti, ma può chiudere uno solo. Scrivi i"
            " punti rimasti in mano a chi non ha chiuso."
        ),
        "closer_with_points": (
            "chi chiude prende 0 punti nella mano. Togli i punti di chi ha chiuso."
        ),
        "closer_not_opened": (
            "chi ha chiuso è segnato tra chi non ha aperto, ma per chiudere bisogna aprire."
            " Correggi uno dei due."
        ),
        "negative_points": ("un punteggio non può essere negativo. Scrivi 0 o un numero positivo."),
        "missing_points": (
            "manca il punteggio di un giocatore ancora in gioco. Scrivi i punti rimasti in"
            " mano a ogni giocatore tranne chi ha chiuso."
        ),
        "game_over": (
            "la partita a questo tavolo è già finita. Per cambiarla, correggi una mano già"
            " inserita."
        ),
        "reentry_not_allowed": (
            "il rientro non è previsto in questo torneo. Attivalo nelle impostazioni, se il"
            " regolamento lo consente."
        ),
        "reentry_limit": (
            "il giocatore ha già usato tutti i rientri consentiti e resta eliminato."
            " Inserisci la mano senza di lui."
        ),
        "not_eliminated": (
            "solo un giocatore eliminato può rientrare. Controlla il numero d'iscrizione."
        ),
        # scala 40 stages (scoring.stages.StageErrorCode)
        "empty_points": (
            "la tabella dei punti per piazzamento è vuota. Scrivi i punti almeno per il primo"
            " posto."
        ),
        "points_increase": (
            "un piazzamento peggiore riceve più punti di uno migliore. Correggi i punti perché"
            " scendano dal primo posto in giù."
        ),
        "bad_per_table": (
            "da ogni tavolo deve passare almeno un giocatore. Correggi il numero nelle"
            " impostazioni."
        ),
        "bad_place": "un piazzamento parte da 1. Correggi il numero del posto.",
        # standings (scoring.standings.StandingsErrorCode)
        "duplicate_entry": (
            "la stessa iscrizione compare due volte. Controlla gli iscritti e togli il doppione."
        ),
        "duplicate_match": (
            "ci sono due risultati per la stessa iscrizione nello stesso turno. Cancella"
            " quello sbagliato."
        ),
        "duplicate_tie_break": (
            "un criterio di spareggio compare due volte. Toglilo dalla lista degli spareggi."
        ),
    },
    "en": {
        "not_multiple_of_5": (
            "the value {value} is not a multiple of 5, and every burraco score is. Check the"
            " sum on the scoresheet."
        ),
        "negative_value": (
            "a card value or a number of burraco is negative. Only cards left in hand count"
            " against: write them in their own field as a positive number."
        ),
        "both_closed": (
            "both lines (NS and EW) are marked as closing, but only one can close. Mark the"
            " close only on the line that closed."
        ),
        "closed_without_burraco": (
            "the line that closed has no burraco, and without one nobody closes. Check the"
            " number of burraco or which line closed."
        ),
        "closed_without_pozzetto": (
            "the line that closed did not take its pozzetto, and without it nobody closes."
            " Mark the pozzetto as taken or correct which line closed."
        ),
        "closed_with_pozzetto_unplayed": (
            "the line that closed still holds an unplayed pozzetto. Remove the unplayed"
            " pozzetto value or correct which line closed."
        ),
        "pozzetto_unplayed_not_taken": (
            "there is an unplayed pozzetto value for a line that never took its pozzetto."
            " Remove that value or mark the pozzetto as taken."
        ),
        "beyond_pack": (
            "the two lines' cards are worth more than the 1,080 points of the whole pack."
            " Check the card values on the scoresheet."
        ),
        "variant_off": (
            "a kind of burraco is marked that this tournament's rules do not have. Count it"
            " as an allowed kind, or change the rules in the settings."
        ),
        "trump_exceeds": (
            "there are more burraco in the trump suit than burraco of that kind. Check the"
            " two numbers."
        ),
        "malformed": (
            "the stored data of this setting are incomplete or damaged (perhaps written by"
            " another Torneo version). Open the settings, check the values and save them"
            " again."
        ),
        "unknown_token": (
            "“{token}” is not a card. Write cards like K♠, 10h, Qd or JOLLY, separated by"
            " spaces or commas."
        ),
        "too_many_copies": (
            "there are more copies of a card than the pack holds (two of each card, four"
            " jokers). Check the cards written."
        ),
        "no_bands": "the VP table has no row. Add at least the row starting at 0.",
        "not_from_zero": (
            "the first row of the VP table must start at an MP difference of 0. Set the first"
            " edge to 0."
        ),
        "not_step_of_5": (
            "the edge {edge} is not a multiple of 5, and MP differences go in steps of 5."
            " Type a multiple of 5 (ending in 0 or 5)."
        ),
        "empty_band": (
            "a row of the VP table ends before it starts. Put the rows in order of growing"
            " difference."
        ),
        "gap_or_overlap": (
            "a row of the VP table does not start 5 MP above where the previous one ends."
            " Correct the edges so there is no gap and no overlap."
        ),
        "not_open_ended": (
            "only the last row of the VP table stays open upwards. Correct where the rows end."
        ),
        "vp_not_20": (
            "in one row the two lines' VP do not add up to 20. Correct the winner's or the"
            " loser's VP."
        ),
        "loser_above_winner": (
            "in one row the winner's VP are below 10 or above 20 (the loser gets the rest up to"
            " 20). Give that row 10 to 20 VP, never fewer than the row above."
        ),
        "first_band_not_even": (
            "the first row (a draw or near draw) must give 10-10. Correct its VP."
        ),
        "not_monotone": (
            "a wider MP difference gives the winner fewer VP than a narrower one. Correct the"
            " VP so they grow down the table."
        ),
        "no_band_for_vp": ("no row of the VP table awards those VP. Choose a value the table has."),
        "unsupported_hands": (
            "a turno has 2, 3 or 4 hands. Correct the number of hands in the settings."
        ),
        "no_table_for_hands": (
            "there is no official VP table for 2-hand turni. Choose a club VP table in the"
            " tournament settings."
        ),
        "wrong_hand_count": (
            "the number of hands written is not the tournament's. Write one line per hand played."
        ),
        "mp_not_multiple_of_5": (
            "every burraco score is a multiple of 5. Check the sum on the scoresheet."
        ),
        "mp_out_of_range": (
            "no turno can score {mp} points: even over 4 hands a line stays within {limit}"
            " points, plus or minus. Check the scoresheet: perhaps there is an extra zero."
        ),
        "vp_out_of_range": "VP go from 0 to 20. Correct the value.",
        "bad_line": "the line named does not exist: choose NS, EW or both. Correct the choice.",
        "negative_setting": (
            "a penalty or a VP award cannot be negative. Type 0 or a positive number in the"
            " settings."
        ),
        "too_few_players": (
            "a scala 40 table needs at least 2 players. Add a player or merge the tables."
        ),
        "duplicate_player": (
            "the same player appears twice (at one table or in the finishing order). Check"
            " the numbers and remove the duplicate."
        ),
        "bad_setting": (
            "a scala 40 limit or amount must be above zero. Correct it in the tournament settings."
        ),
        "unknown_player": ("the player named does not sit at this table. Check the entry number."),
        "player_eliminated": (
            "the hand gives points (or the close) to a player already eliminated. Remove their"
            " points, or re-enter them first if the tournament allows it."
        ),
        "two_closers": (
            "more than one player has no points, but only one can close. Write the points"
            " left in hand for those who did not close."
        ),
        "closer_with_points": (
            "the player who closes scores 0 for the hand. Remove the closer's points."
        ),
        "closer_not_opened": (
            "the closer is marked as not having opened, but closing needs an opening. Correct"
            " one of the two."
        ),
        "negative_points": "a score cannot be negative. Type 0 or a positive number.",
        "missing_points": (
            "a player still in play has no points. Write the points left in hand for every"
            " player except the closer."
        ),
        "game_over": (
            "the game at this table is already over. To change it, correct a hand already entered."
        ),
        "reentry_not_allowed": (
            "re-entry is not part of this tournament. Turn it on in the settings if the"
            " regulations allow it."
        ),
        "reentry_limit": (
            "the player has used every re-entry allowed and stays eliminated. Enter the hand"
            " without them."
        ),
        "not_eliminated": "only an eliminated player can re-enter. Check the entry number.",
        "empty_points": (
            "the placement points table is empty. Write the points at least for first place."
        ),
        "points_increase": (
            "a worse place gets more points than a better one. Correct the points so they go"
            " down from first place."
        ),
        "bad_per_table": (
            "at least one player must go through from each table. Correct the number in the"
            " settings."
        ),
        "bad_place": "places start at 1. Correct the place number.",
        "duplicate_entry": (
            "the same entry appears twice. Check the entries and remove the duplicate."
        ),
        "duplicate_match": (
            "there are two results for the same entry in the same round. Delete the wrong one."
        ),
        "duplicate_tie_break": (
            "a tie-break appears twice. Remove it from the list of tie-breaks."
        ),
    },
}


# How a scoring sentence opens, by the kind of refusal that carries it.
SCORING_OPENINGS: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.INVALID_SCORE: "Punteggio non valido: ",
        ErrorCode.INVALID_SETTINGS: "Impostazione non valida: ",
        ErrorCode.INVALID_INPUT: "Dato non valido: ",
        ErrorCode.PAIRING_FAILED: "Non è stato possibile abbinare il turno: ",
        ErrorCode.REENTRY_NOT_ALLOWED: "Rientro non consentito: ",
    },
    "en": {
        ErrorCode.INVALID_SCORE: "Invalid score: ",
        ErrorCode.INVALID_SETTINGS: "Invalid setting: ",
        ErrorCode.INVALID_INPUT: "Invalid value: ",
        ErrorCode.PAIRING_FAILED: "The round could not be paired: ",
        ErrorCode.REENTRY_NOT_ALLOWED: "Re-entry not allowed: ",
    },
}


NOTHING_SAVED = {"it": " Non è stato salvato nulla.", "en": " Nothing was saved."}


# The values a scoring error carries, named in words so the director sees which one is wrong.
SCORING_VALUES: dict[str, dict[str, str]] = {
    "it": {
        "round": "turno {0}",
        "table": "tavolo {0}",
        "hand": "smazzata {0}",
        "line": "linea {0}",
        "player": "giocatore n. {0}",
        "mp": "punti {0}",
        "vp": "PV {0}",
        "value": "valore {0}",
        "points": "punti {0}",
        "low": "soglia {0}",
        "edge": "soglia {0}",
        "expected": "previste {0}",
        "given": "scritte {0}",
        "limit": "massimo {0}",
    },
    "en": {
        "round": "round {0}",
        "table": "table {0}",
        "hand": "hand {0}",
        "line": "line {0}",
        "player": "player no. {0}",
        "mp": "MP {0}",
        "vp": "VP {0}",
        "value": "value {0}",
        "points": "points {0}",
        "low": "edge {0}",
        "edge": "edge {0}",
        "expected": "expected {0}",
        "given": "written {0}",
        "limit": "at most {0}",
    },
}


LINE_NAMES = {"it": {"a": "NS", "b": "EO"}, "en": {"a": "NS", "b": "EW"}}
