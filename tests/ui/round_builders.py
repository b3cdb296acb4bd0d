"""Builders for the round and result page tests: tournaments seated and published."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentId,
)

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


def burraco_tournament(
    services: Services, pairs: int, settings: BurracoSettings | None = None
) -> TournamentId:
    """A burraco tournament with `pairs` pairs entered (numbers 1..pairs)."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Serata del giovedì",
            date="2026-11-26",
            settings=settings or BurracoSettings(),
        )
    )
    for number in range(1, pairs + 1):
        services.entries.add(tournament.id, pair(number))
    return tournament.id


def published_round(services: Services, tournament_id: TournamentId) -> int:
    """Generate the next round and publish it; returns its number."""
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    return made.number


def scala40_tournament(
    services: Services, players: int, settings: Scala40Settings | None = None
) -> TournamentId:
    """A scala 40 tournament with `players` players entered."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.SCALA40,
            name="Scala 40 della domenica",
            date="2026-11-29",
            settings=settings or Scala40Settings(),
        )
    )
    for number in range(1, players + 1):
        surname = SURNAMES[(number - 1) % len(SURNAMES)]
        services.entries.add(tournament.id, [PlayerSpec(surname=f"{surname}{number}", name="Luca")])
    return tournament.id


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
