"""Sentences about the round clock: which round it is, its minutes, time up."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.CLOCK_NO_ROUND: (
            "Il torneo «{tournament}» non ha ancora un turno pubblicato: il cronometro parte"
            " con il turno in gioco. Pubblica il turno, poi avvia il cronometro."
        ),
        ErrorCode.CLOCK_ROUND_DRAFT: (
            "Il turno {round} è ancora una bozza: il cronometro parte quando i giocatori"
            " sono seduti. Pubblica il turno, poi avvia il cronometro."
        ),
        ErrorCode.CLOCK_MINUTES: (
            "{minutes} minuti non vanno bene per un turno: scrivi un numero di minuti"
            " da 1 a {longest}."
        ),
        ErrorCode.CLOCK_TIME_UP: (
            "Il tempo del turno {round} è già scaduto. Azzera il cronometro (con i minuti"
            " che vuoi) prima di avviarlo di nuovo."
        ),
    },
    "en": {
        ErrorCode.CLOCK_NO_ROUND: (
            "Tournament “{tournament}” has no published round yet: the clock runs with the"
            " round in play. Publish the round, then start the clock."
        ),
        ErrorCode.CLOCK_ROUND_DRAFT: (
            "Round {round} is still a draft: the clock starts once the players are seated."
            " Publish the round, then start the clock."
        ),
        ErrorCode.CLOCK_MINUTES: (
            "{minutes} minutes is not a round's time: type a number of minutes from 1 to {longest}."
        ),
        ErrorCode.CLOCK_TIME_UP: (
            "Round {round}'s time is already up. Reset the clock (with the minutes you want)"
            " before starting it again."
        ),
    },
}
DETAILS: dict[str, dict[str, str]] = {"it": {}, "en": {}}
