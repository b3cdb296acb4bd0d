"""A small team event to look at (the screenshots and the sample printouts): four teams of
two pairs from two clubs, round 1 (round robin) seated and played."""

from __future__ import annotations

from tournament_app.services.core import Services
from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    Game,
    PairingSystem,
    ScheduleStep,
    TournamentDraft,
)
from tournament_app.services.values import PlayerSpec, TournamentId

PAIRS = (
    (("Rossi", "Anna"), ("Bianchi", "Carlo")),
    (("Russo", "Giulia"), ("Ferrari", "Marco")),
    (("Esposito", "Laura"), ("Romano", "Paolo")),
    (("Colombo", "Sara"), ("Ricci", "Luca")),
    (("Marino", "Elena"), ("Greco", "Davide")),
    (("Bruno", "Chiara"), ("Gallo", "Stefano")),
    (("Conti", "Marta"), ("De Luca", "Andrea")),
    (("Costa", "Silvia"), ("Giordano", "Franco")),
)
TEAMS = (
    ("Assi di Roma", "Circolo Il Fante"),
    ("I Bassotti", "Circolo Il Fante"),
    ("Cuori Ribelli", "Burraco Ostia"),
    ("Denari & Co.", "Burraco Ostia"),
)
# Round 1's tables: match 1 (Assi v Denari) 1140-545, match 2 (Bassotti v Cuori) 935-880.
ROUND_ONE = ((1, 640, 245), (2, 300, 500), (3, 515, 400), (4, 480, 420))


def team_event(services: Services) -> TournamentId:
    """Make the team event in `services`' database and play its round 1; its id."""
    settings = BurracoSettings(
        event_format=EventFormat.TEAMS,
        schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
    )
    draft = TournamentDraft(
        Game.BURRACO, "Campionato a squadre", "2026-11-27", "Circolo Il Fante, Roma", settings
    )
    tid = services.tournaments.create(draft).id
    for first, second in PAIRS:
        services.entries.add(tid, [PlayerSpec(*first), PlayerSpec(*second)])
    for number, (name, club) in enumerate(TEAMS):
        services.teams.add(tid, name, [2 * number + 1, 2 * number + 2], club=club)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    for table, ns, ew in ROUND_ONE:
        services.results.enter_totals(tid, 1, table, ns, ew)
    return tid
