"""A club evening for the federation file's tests: names as a registry has them (accents, an
apostrophe, text a spreadsheet would run as a formula), tesserae, round 1 played."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    PlayerSpec,
    ScheduleStep,
    Services,
    TournamentId,
)

ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)
# Four pairs as a club's registry has them: accents, an apostrophe, and text a spreadsheet
# would run as a formula.
PAIRS = {
    1: [("NICOLÒ", "Forlì", "FB-0001", "Circolo Città"), ("D'Angelo", "Anna", "FB-0002", "")],
    2: [("=cmd|' /C calc'!A0", "Mario", "FB-0003", "+39 club"), ("Ðorđević", "Ana", "", "")],
    3: [("-Bianchi", "@luca", "FB-0005", "Sud"), ("Rossi", "Carla; detta Carlina", "FB-0006", "")],
    4: [("Verdi", "Paolo", "FB-0007", "Sud"), ("Neri", "Sara", "FB-0008", "Sud")],
}


def _roster(number: int) -> list[PlayerSpec]:
    return [
        PlayerSpec(surname=s, name=n, tessera=t or None, club=c or None)
        for s, n, t, c in PAIRS[number]
    ]


def federation_evening(services: Services) -> TournamentId:
    """Round 1: pair 1 beats 2 by 640-245, pair 3 beats 4 by 400-300."""
    tournament_id = burraco_tournament(
        services, pairs=4, settings=ONE_ROUND, name="Coppa d'autunno", roster=_roster
    )
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245)
    services.results.enter_totals(tournament_id, 1, 2, 400, 300)
    return tournament_id


# As a federation's export has it: Italian headings, day-first dates, a year alone, accents.
FEDERATION_CSV = (
    "Tessera;Cognome;Nome;Circolo;Categoria;Scadenza\n"
    "fb-0001;NICOLÒ;Forlì;Circolo Città;A;31/12/2026\n"
    "FB-0002;D'Angelo;Anna;Circolo Città;B;2026\n"
    "FB-0003;Ðorđević;Ana;Sud;;31.10.2026\n"
    "FB-0004;Verdi;Paolo;Sud;A;\n"
)


def member_roster(number: int) -> list[PlayerSpec]:
    """Three pairs as a member list finds them: members (one card typed in small letters,
    one with no expiry), an expired card and an unknown one, a player without a card."""
    return {
        1: [
            PlayerSpec(surname="NICOLÒ", name="Forlì", tessera="FB-0001"),
            PlayerSpec(surname="Verdi", name="Paolo", tessera="fb-0004"),  # no expiry
        ],
        2: [
            PlayerSpec(surname="Ðorđević", name="Ana", tessera="FB-0003"),  # until 31 Oct
            PlayerSpec(surname="Nuovo", name="Socio", tessera="FB-9999"),  # not on the list
        ],
        3: [
            PlayerSpec(surname="D'Angelo", name="Anna", tessera="FB-0002"),
            PlayerSpec(surname="Senza", name="Tessera"),
        ],
    }[number]
