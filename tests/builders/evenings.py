"""The window tests' evenings: the same tournaments with Italian surnames and two clubs, as
a director sees them on the pages, and a results line typed as a director types it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders import tournaments
from tests.builders.tournaments import published_round
from tournament_app.services import (
    BurracoSettings,
    PlayerSpec,
    Scala40Settings,
    Services,
    TournamentId,
)

__all__ = [
    "burraco_tournament",
    "pair",
    "published_round",
    "scala40_tournament",
    "sixteen_pairs_round_one",
    "type_line",
]

SURNAMES = [
    "Rossi", "Bianchi", "Verdi", "Neri", "Russo", "Ferrari", "Esposito", "Romano",
    "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca",
    "Costa", "Giordano", "Mancini", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana",
    "Santoro", "Mariani", "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone",
]  # fmt: skip


def pair(number: int) -> list[PlayerSpec]:
    """The two players of pair `number`, distinct for each number."""
    first = SURNAMES[(2 * number - 2) % len(SURNAMES)]
    second = SURNAMES[(2 * number - 1) % len(SURNAMES)]
    return [
        PlayerSpec(surname=f"{first}{number}", name="Anna", club="Circolo Sud"),
        PlayerSpec(surname=f"{second}{number}", name="Carlo", club="Circolo Nord"),
    ]


def player(number: int) -> list[PlayerSpec]:
    surname = SURNAMES[(number - 1) % len(SURNAMES)]
    return [PlayerSpec(surname=f"{surname}{number}", name="Luca")]


def burraco_tournament(
    services: Services, pairs: int, settings: BurracoSettings | None = None
) -> TournamentId:
    """A burraco tournament with `pairs` pairs entered (numbers 1..pairs)."""
    return tournaments.burraco_tournament(
        services, pairs, settings, name="Serata del giovedì", date="2026-11-26", roster=pair
    )


def scala40_tournament(
    services: Services, players: int, settings: Scala40Settings | None = None
) -> TournamentId:
    """A scala 40 tournament with `players` players entered."""
    return tournaments.scala40_tournament(
        services, players, settings, date="2026-11-29", roster=player
    )


def sixteen_pairs_round_one(services: Services) -> TournamentId:
    """16 pairs, round 1 seated by draw and published: the window tests' common evening,
    made once per process as a snapshot (`with_services(sixteen_pairs_round_one,
    station="test")` from tests.builders.snapshots, as `ui_context`'s station)."""
    tid = burraco_tournament(services, 16)
    published_round(services, tid)
    return tid


def type_line(qtbot, page, table, ns, ew):
    """What the director does on the results page: table, Tab, NS, Tab, EW, Enter."""
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, str(table))
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)
    # Tab into a field selects its text on a desktop, so typing replaces a figure kept from a
    # refused line; offscreen it may not, and the figures would run on ("3500" + "3500").
    page.ns_edit.selectAll()
    qtbot.keyClicks(page.ns_edit, str(ns))
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)
    page.ew_edit.selectAll()
    qtbot.keyClicks(page.ew_edit, str(ew))
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)
