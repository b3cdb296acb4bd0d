"""The demo tournaments offered on first run: something to look at and click through.

Built through the ordinary services, so the demo is exactly what a director's own
tournament looks like (audit trail included). Scores are drawn from a seeded generator:
the same demo every time.
"""

from __future__ import annotations

import datetime as dt
import random

from tournament_app.services.context import ServiceContext
from tournament_app.services.entries import EntryService, NewEntry
from tournament_app.services.results.service import ResultService
from tournament_app.services.rounds.service import RoundService
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    PairingSystem,
    Scala40Settings,
    ScheduleStep,
    TournamentDraft,
)
from tournament_app.services.tournaments import TournamentService
from tournament_app.services.values import PlayerSpec, Scala40Hand, TournamentId

SURNAMES = (
    "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci",
    "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa",
    "Giordano", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani",
    "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone", "Longo", "Gentile",
)  # fmt: skip
NAMES = (
    "Anna", "Marco", "Giulia", "Luca", "Francesca", "Paolo", "Chiara", "Giorgio",
    "Elena", "Roberto", "Laura", "Stefano", "Maria", "Andrea", "Silvia", "Franco",
)  # fmt: skip
CLUBS = ("Circolo Burraco Sud", "Club La Pinella", "Amici del Pozzetto")
DEMO_SEED = 2026


def _player(rng: random.Random, index: int) -> PlayerSpec:
    return PlayerSpec(
        surname=SURNAMES[index % len(SURNAMES)],
        name=NAMES[(index * 7) % len(NAMES)],
        club=CLUBS[index % len(CLUBS)],
        category=rng.choice("ABCD"),
    )


def _turno(rng: random.Random) -> tuple[int, int]:
    """Plausible turno totals for three hands: multiples of 5 around 300-1,500."""
    return rng.randrange(40, 300) * 5, rng.randrange(40, 300) * 5


class DemoService:
    """Creating the demo tournaments through the ordinary services."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context
        self._tournaments = TournamentService(context)
        self._entries = EntryService(context)
        self._rounds = RoundService(context)
        self._results = ResultService(context)

    def create_burraco_evening(self) -> TournamentId:
        """A burraco evening for 16 pairs (3 Mitchell + 1 Danese, 3 hands), half played:
        rounds 1 and 2 complete, round 3 published with half its tables entered."""
        rng = random.Random(DEMO_SEED)
        tournament = self._tournaments.create(
            TournamentDraft(
                game=Game.BURRACO,
                name="Demo - Serata burraco",
                date=dt.date.today().isoformat(),
                venue="Circolo Burraco Sud",
                settings=BurracoSettings(
                    hands=3,
                    schedule=(
                        ScheduleStep(PairingSystem.MITCHELL, 3),
                        ScheduleStep(PairingSystem.DANESE, 1),
                    ),
                    seed=DEMO_SEED,
                ),
            )
        )
        self._entries.add_many(
            tournament.id,
            [NewEntry((_player(rng, 2 * n), _player(rng, 2 * n + 1))) for n in range(16)],
        )
        for number in (1, 2, 3):
            seating = self._rounds.generate(tournament.id)
            self._rounds.publish(tournament.id, number, copy=False)
            played = [t for t in seating.tables if not t.is_bye]
            entered = played if number < 3 else played[: len(played) // 2]
            for table in entered:
                ns, ew = _turno(rng)
                self._results.enter_totals(tournament.id, number, table.table, ns, ew)
        return tournament.id

    def create_scala40_afternoon(self) -> TournamentId:
        """A scala 40 tournament for 12 players (tables of 4, to 101, winners to a final):
        two tables finished, the third still in play."""
        rng = random.Random(DEMO_SEED + 40)
        tournament = self._tournaments.create(
            TournamentDraft(
                game=Game.SCALA40,
                name="Demo - Scala 40 della domenica",
                date=dt.date.today().isoformat(),
                venue="Club La Pinella",
                settings=Scala40Settings(seed=DEMO_SEED),
            )
        )
        self._entries.add_many(tournament.id, [NewEntry((_player(rng, n + 5),)) for n in range(12)])
        seating = self._rounds.generate(tournament.id)
        self._rounds.publish(tournament.id, 1, copy=False)
        for index, table in enumerate(seating.tables):
            self._play(tournament.id, table.table, table.players, rng, finish=index < 2)
        return tournament.id

    def _play(
        self,
        tournament_id: TournamentId,
        table: int,
        players: tuple[int, ...],
        rng: random.Random,
        *,
        finish: bool,
    ) -> None:
        """Hands at one table: to the end, or three hands and leave it in play."""
        version: int | None = None
        hands = 0
        while True:
            sheet = self._results.sheet(tournament_id, 1, table)
            if sheet.finished or (not finish and hands == 3):
                return
            out = set(sheet.eliminated)
            active = [p for p in players if p not in out]
            closer = rng.choice(active)
            # At the unfinished table three hands of at most 25 leave everyone under 101.
            most = 8 if finish else 5
            points = tuple((p, rng.randrange(1, most + 1) * 5) for p in active if p != closer)
            sheet = self._results.enter_hand(
                tournament_id, 1, table, Scala40Hand(points, closer), expected_version=version
            )
            version = sheet.version
            hands += 1

    def create_all(self) -> tuple[TournamentId, ...]:
        """Both demo tournaments."""
        return (self.create_burraco_evening(), self.create_scala40_afternoon())
