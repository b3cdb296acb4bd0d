"""The tournament-file tests' evenings: a burraco tournament with its own settings and
players with and without tessera, one of each game played, and a file rewritten by hand."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable
from pathlib import Path

from tests.databases import copy_sqlite
from tournament_app.services import (
    BurracoSettings,
    Game,
    PairingSystem,
    PlayerSpec,
    Scala40Settings,
    ScheduleStep,
    TournamentDraft,
)


def autumn_cup(services) -> int:
    """A burraco tournament with custom settings, players with and without tessera."""
    tournament = services.tournaments.create(
        TournamentDraft(
            Game.BURRACO,
            "Coppa d'autunno – Forlì",
            date="2026-10-04",
            venue="Circolo Aurora",
            settings=BurracoSettings(
                hands=4,
                schedule=(
                    ScheduleStep(PairingSystem.MITCHELL, 2),
                    ScheduleStep(PairingSystem.DANESE, 2),
                ),
                bye_vp=13,
                seed=7,
            ),
        )
    )
    services.entries.add(
        tournament.id,
        [
            PlayerSpec("Rossi", "Mario", tessera="T1", club="Aurora", category="A"),
            PlayerSpec("Bianchi", "Anna", tessera="T2", club="Aurora"),
        ],
        group="A",
        category="A",
    )
    services.entries.add(
        tournament.id,
        [PlayerSpec("Niccolò", "Zoë"), PlayerSpec("Verdi", "Luca", club="Stella")],
    )
    services.entries.add(
        tournament.id, [PlayerSpec("Neri", "Sara", tessera="T3"), PlayerSpec("Blu", "Ugo")]
    )
    services.entries.withdraw(tournament.id, 3)
    return tournament.id


def played_both_games(services) -> list[int]:
    """A burraco round with results (totals and per hand) and a penalty, and a scala 40
    table with hands: everything a tournament file must carry."""
    from tournament_app.services import HandTotals, PenaltyKind, Scala40Hand

    burraco = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Giocato", settings=BurracoSettings(seed=3))
    )
    for number in range(1, 6):
        services.entries.add(
            burraco.id, [PlayerSpec(f"Uno{number}", "A"), PlayerSpec(f"Due{number}", "B")]
        )
    services.rounds.generate(burraco.id)
    played = services.rounds.publish(burraco.id, 1)
    tables = [t.table for t in played.tables if not t.is_bye]
    services.results.enter_totals(burraco.id, 1, tables[0], 1290, 870)
    services.results.enter_hands(
        burraco.id,
        1,
        tables[1],
        [HandTotals(640, 245), HandTotals(-100, 500), HandTotals(330, 215)],
    )
    services.penalties.add(burraco.id, 2, PenaltyKind.VP, reason="ritardo", round_number=1, vp=1)

    scala = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala giocata", settings=Scala40Settings(seed=1))
    )
    for number in range(1, 5):
        services.entries.add(scala.id, [PlayerSpec(f"Gioc{number}", "C")])
    services.rounds.generate(scala.id)
    seated = services.rounds.publish(scala.id, 1).tables[0]
    a, b, c, d = seated.players
    services.results.enter_hand(
        scala.id,
        1,
        seated.table,
        Scala40Hand(points=((a, 0), (b, 20), (c, 35), (d, 101)), closer=a),
    )
    return [burraco.id, scala.id]


def rewrite(path: Path, target: Path, *, manifest=None, data: bytes | None = None) -> Path:
    """A copy of a tournament file with its manifest or data replaced (its log as it was)."""
    with zipfile.ZipFile(path) as source:
        original_manifest = json.loads(source.read("manifest.json"))
        original_data = source.read("tournament.json")
        log = source.read("log.json")
    with zipfile.ZipFile(target, "w") as out:
        document = manifest(original_manifest) if manifest else original_manifest
        out.writestr("manifest.json", json.dumps(document))
        out.writestr("tournament.json", data if data is not None else original_data)
        out.writestr("log.json", log)
    return target


def blank_sqlite(template: Path, folder: Path) -> Callable[[str], str]:
    """`blank_sqlite(name)`: the URL of a new, empty SQLite database `name` in `folder` (a
    copy of the migrated template, as opening a new file would make it)."""
    return lambda name: f"sqlite:///{copy_sqlite(template, folder / name)}"
