"""A scala 40 elimination whose final ends on time with two players level (scala40.md: "when
time is called, the table is ranked by current totals"; "a full tie stays tied unless the
director breaks it"), for the standings tests of the services, the window and the CLI.

16 players, the winner of each table goes on (the default), so 4 tables of 4, then a final
of the 4 winners. Every figure below is chosen here, never read back from the code:

- Round 1, table t (seats w, x, y, z): x closes the first hand, w pays HEAT_COST[t], y and
  z 1; w closes the second, x pays 100 + t (total 100 + t), y 120 + t (121 + t), z 130 + t
  (131 + t), all three out in that hand, placed by the lower total: w 1st, x 2nd, y 3rd,
  z 4th. So the players out 2nd have 101, 102, 103, 104 at four different tables.
- The final: A (table 1's winner) closes the first hand, B and C pay 30, D 60; B closes the
  second, A pays 30, C 5, D 10. Time is called: A 30, B 30 (both 1st), C 35 (3rd), D 70.
  With the heat A has 43 + 30 = 73, B 53 + 30 = 83, C 10 + 35 = 45, D 20 + 70 = 90.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament_app.services import (
    Game,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentId,
)

# What each round-1 table's winner pays in the first hand, by table.
HEAT_COST = {1: 43, 2: 53, 3: 10, 4: 20}


@dataclass(frozen=True)
class Heats:
    """The tournament after round 1: each table's seats (w, x, y, z) by table number."""

    tournament: TournamentId
    seats: dict[int, tuple[int, int, int, int]]

    def place(self, seat: int) -> list[int]:
        """The players of one seat letter (0 = w, the winner, ... 3 = z), table 1 first."""
        return [self.seats[table][seat] for table in sorted(self.seats)]


def play_heats(services: Services) -> Heats:
    """The tournament created, round 1 seated, published and played as the module says."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.SCALA40,
            name="Gironi da 4",
            date="2026-03-02",
            settings=Scala40Settings(),
        )
    )
    for number in range(1, 17):
        services.entries.add(tournament.id, [PlayerSpec(surname=f"Neri{number}", name="Ada")])
    first = services.rounds.generate(tournament.id)
    services.rounds.publish(tournament.id, 1)
    seats: dict[int, tuple[int, int, int, int]] = {}
    for table in first.tables:
        w, x, y, z = table.players
        seats[table.table] = (w, x, y, z)
        t = table.table
        sheet = services.results.enter_hand(
            tournament.id, 1, t, Scala40Hand(((w, HEAT_COST[t]), (y, 1), (z, 1)), closer=x)
        )
        sheet = services.results.enter_hand(
            tournament.id,
            1,
            t,
            Scala40Hand(((x, 100 + t), (y, 120 + t), (z, 130 + t)), closer=w),
            expected_version=sheet.version,
        )
        assert sheet.finished
    return Heats(tournament.id, seats)


def play_final(services: Services, heats: Heats) -> tuple[int, int, int, int]:
    """The final seated, published and played to time with A and B level: (A, B, C, D)."""
    a, b, c, d = heats.place(0)
    final = services.rounds.generate(heats.tournament)
    assert final.system == "final"
    assert sorted(final.tables[0].players) == sorted((a, b, c, d))
    number = final.number
    services.rounds.publish(heats.tournament, number)
    tid = heats.tournament
    sheet = services.results.enter_hand(
        tid, number, 1, Scala40Hand(((b, 30), (c, 30), (d, 60)), closer=a)
    )
    sheet = services.results.enter_hand(
        tid,
        number,
        1,
        Scala40Hand(((a, 30), (c, 5), (d, 10)), closer=b),
        expected_version=sheet.version,
    )
    sheet = services.results.time_out(tid, number, 1, expected_version=sheet.version)
    assert sheet.finished
    return a, b, c, d
