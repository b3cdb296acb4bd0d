"""Two burraco seating rules a tournament sets (issue 19), through the services on SQLite and
PostgreSQL, as /work/shared/domain/burraco.md says them:

- Danese: "the pair higher in the standings sits NS (or alternate lines round to round:
  configurable)": with alternating lines each pair takes the line it did not have last time;
- "Directors may want pairs of the same club kept apart"; in a Mitchell "NS pairs never meet
  each other, nor EO pairs (clubs use this to keep pairs apart: put them on the same line)".
"""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    PlayerSpec,
    Services,
    TournamentId,
)
from tournament_app.services.settings import ScheduleStep

DANESE_TWICE = (ScheduleStep(PairingSystem.DANESE, 2),)


def _lines(services: Services, tid: TournamentId, number: int) -> set[tuple[int, int]]:
    return {(t.ns[0], t.ew[0]) for t in services.rounds.get(tid, number).tables if t.ew}


def _danese_round_two(services: Services, alternate: bool) -> set[tuple[int, int]]:
    """Round 1 by registration: 1 NS v 2 EW, 3 NS v 4 EW. 1 wins by 1000 (17-3), 4 by 300
    (13-7): standings 1, 4, 3, 2; the Danese (modificato) pairs 1 v 4 and 3 v 2."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION, schedule=DANESE_TWICE, alternate_lines=alternate
    )
    tid = burraco_tournament(services, pairs=4, settings=settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    assert _lines(services, tid, 1) == {(1, 2), (3, 4)}
    services.results.enter_totals(tid, 1, 1, 1000, 0)
    services.results.enter_totals(tid, 1, 2, 300, 600)
    services.rounds.generate(tid)
    return _lines(services, tid, 2)


def test_the_higher_ranked_pair_sits_ns_by_default(services: Services) -> None:
    assert _danese_round_two(services, alternate=False) == {(1, 4), (3, 2)}


def test_alternating_lines_give_each_pair_the_other_line(services: Services) -> None:
    """1 and 3 played NS, so now sit EW; 4 and 2 played EW, so now sit NS."""
    assert _danese_round_two(services, alternate=True) == {(4, 1), (2, 3)}


def _club_roster(number: int) -> list[PlayerSpec]:
    club = {1: "Circolo Aurora", 2: "Circolo Aurora", 3: "Bridge Club", 4: "Bridge Club"}
    return [
        PlayerSpec(surname=f"Rossi{number}", name="Anna", club=club.get(number)),
        PlayerSpec(surname=f"Bianchi{number}", name="Carlo", club=club.get(number)),
    ]


def _mitchell_meetings(services: Services, keep_apart: bool) -> list[set[tuple[int, int]]]:
    """Eight pairs by registration order, then a Mitchell of three rounds: each round's
    tables as (NS, EW)."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 3),),
        keep_clubs_apart=keep_apart,
    )
    tid = burraco_tournament(services, pairs=8, settings=settings, roster=_club_roster)
    rounds = []
    for number in (1, 2, 3):
        services.rounds.generate(tid)
        services.rounds.publish(tid, number)
        rounds.append(_lines(services, tid, number))
        for table in services.rounds.get(tid, number).tables:
            services.results.enter_totals(tid, number, table.table, 300, 300)
    return rounds


def test_without_the_rule_registration_order_seats_club_mates_together(
    services: Services,
) -> None:
    assert (1, 2) in _mitchell_meetings(services, keep_apart=False)[0]


def test_pairs_of_one_club_never_meet_in_the_mitchell(services: Services) -> None:
    rounds = _mitchell_meetings(services, keep_apart=True)
    met = {frozenset(table) for tables in rounds for table in tables}
    assert frozenset((1, 2)) not in met and frozenset((3, 4)) not in met
    assert all(len(tables) == 4 for tables in rounds)  # everyone seated, no bye


def _danese_with_clubs(services: Services, clubs: dict[int, str]) -> TournamentId:
    """Four pairs of `clubs` (entry -> club), clubs kept apart, round 1 then a Danese
    (modificato). Round 1 played: pair 1 wins by 1000 (17-3), pair 4 by 300 (13-7), so the
    standings are 1, 4, 3, 2 (whatever lines the first round gave them); round 2 generated."""

    def roster(number: int) -> list[PlayerSpec]:
        return [
            PlayerSpec(surname=f"Rossi{number}", name="Anna", club=clubs.get(number)),
            PlayerSpec(surname=f"Bianchi{number}", name="Carlo", club=clubs.get(number)),
        ]

    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION, schedule=DANESE_TWICE, keep_clubs_apart=True
    )
    tid = burraco_tournament(services, pairs=4, settings=settings, roster=roster)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in services.rounds.get(tid, 1).tables:
        pairs = (table.ns[0], table.ew[0])
        winner, margin = (1, 1000) if 1 in pairs else (4, 300)
        scores = (300 + margin, 300) if pairs[0] == winner else (300, 300 + margin)
        services.results.enter_totals(tid, 1, table.table, *scores)
    services.rounds.generate(tid)
    return tid


def test_a_danese_round_keeps_pairs_of_one_club_apart(services: Services) -> None:
    """Without the clubs the Danese pairs 1 v 4 and 3 v 2; 1 and 4 of one club, 1 takes 3 (not
    last round's opponent 2) and 4 takes 2, and the round check says nothing."""
    tid = _danese_with_clubs(services, {1: "Circolo Aurora", 4: "Circolo Aurora"})
    met = {frozenset(table) for table in _lines(services, tid, 2)}
    assert met == {frozenset((1, 3)), frozenset((2, 4))}
    assert not [p for p in services.rounds.check(tid, 2).problems if p.code == "same_club"]


def test_the_round_check_tells_when_a_club_could_not_be_kept_apart(services: Services) -> None:
    """All four pairs of one club: some must meet; the round check names each such table as a
    note, and the round is published without a question."""
    tid = _danese_with_clubs(services, dict.fromkeys((1, 2, 3, 4), "Circolo Aurora"))
    told = [p for p in services.rounds.check(tid, 2).problems if p.code == "same_club"]
    tables = services.rounds.get(tid, 2).tables
    assert {(p.table, frozenset(p.entries)) for p in told} == {
        (t.table, frozenset((t.ns[0], t.ew[0]))) for t in tables
    }
    services.rounds.publish(tid, 2)
    assert services.rounds.get(tid, 2).status.value != "draft"
