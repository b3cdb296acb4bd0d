"""The season ranking: points per place, which tournaments count, ties, best-N results."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from tournament_app.services import (
    Entry,
    EntryId,
    Game,
    Player,
    PlayerId,
    Scala40Standing,
    ServiceError,
    TournamentId,
    TournamentStatus,
    TournamentSummary,
)
from tournament_app.services.season.ranking import SeasonRules, season_ranking
from tournament_app.storage.tables import metadata

# Four club players; pairs change from one evening to the next.
ANNA, BRUNO, CARLA, DARIO = (Player(PlayerId(i), s, "") for i, s in enumerate("ABCD", 1))


@dataclass
class FakeEvent:
    """One past tournament: its summary, entries (number -> players) and final ranks."""

    summary: TournamentSummary
    entries: dict[int, tuple[Player, ...]]
    ranks: dict[int, int]


# An empty database: where the season looks for team events and grand finals, finding none
# of the fake events there (tests/services/test_season_apart.py plays real ones).
EMPTY = create_engine("sqlite://")
metadata.create_all(EMPTY)


class FakeServices:
    """Just the reads the season ranking makes, answering from FakeEvents (none of them
    played at a venue, none a team event or a grand final)."""

    def __init__(self, events: list[FakeEvent]) -> None:
        self.events = {e.summary.id: e for e in events}
        self.tournaments = self
        self.entries = self
        self.standings = self

    def reading(self) -> Session:
        return Session(EMPTY)

    def list(self, tournament_id=None):  # tournaments.list() and entries.list(id)
        if tournament_id is None:
            return tuple(e.summary for e in self.events.values())
        event = self.events[tournament_id]
        return tuple(
            Entry(EntryId(n), n, players, None, None, True, False, None)
            for n, players in event.entries.items()
        )

    def get(self, tournament_id):  # tournaments.get(id): only its venue is read
        return SimpleNamespace(venue="")

    def overall(self, tournament_id):
        event = self.events[tournament_id]
        return tuple(
            Scala40Standing(rank, n, "", 0, 0, 1, None, None)
            for n, rank in sorted(event.ranks.items(), key=lambda kv: kv[1])
        )


def event(
    tid: int,
    date: str,
    entries: dict[int, tuple[Player, ...]],
    ranks: dict[int, int],
    *,
    game: Game = Game.SCALA40,
    status: TournamentStatus = TournamentStatus.FINISHED,
) -> FakeEvent:
    summary = TournamentSummary(TournamentId(tid), f"T{tid}", game, date, status, len(entries), 3)
    return FakeEvent(summary, entries, ranks)


def singles(*players: Player) -> dict[int, tuple[Player, ...]]:
    return {n: (p,) for n, p in enumerate(players, 1)}


def table(ranking) -> list[tuple[int, str, int]]:
    return [(row.rank, row.name, row.points) for row in ranking.rows]


def test_points_by_field_size() -> None:
    """Place r of n earns n - r + 1: a win in a field of 4 is worth 4, last place 1."""
    services = FakeServices(
        [
            event(1, "2026-01-10", singles(ANNA, BRUNO, CARLA, DARIO), {1: 1, 2: 2, 3: 3, 4: 4}),
            event(2, "2026-01-17", singles(ANNA, BRUNO, CARLA), {1: 3, 2: 1, 3: 2}),
        ]
    )
    ranking = season_ranking(services, SeasonRules(Game.SCALA40))
    # Anna 4 + 1 = 5, Bruno 3 + 3 = 6, Carla 2 + 2 = 4, Dario 1.
    assert table(ranking) == [(1, "B", 6), (2, "A", 5), (3, "C", 4), (4, "D", 1)]
    assert [t.id for t in ranking.tournaments] == [1, 2]


def test_pairs_credit_both_players() -> None:
    """Both partners of a burraco pair get the pair's season points."""
    services = FakeServices(
        [
            event(
                1,
                "2026-02-01",
                {1: (ANNA, BRUNO), 2: (CARLA, DARIO)},
                {1: 2, 2: 1},
                game=Game.BURRACO,
            )
        ]
    )
    ranking = season_ranking(services, SeasonRules(Game.BURRACO))
    assert [(r.rank, r.name, r.points) for r in ranking.rows] == [
        (1, "C", 2),
        (1, "D", 2),
        (3, "A", 1),
        (3, "B", 1),
    ]


def test_points_table_with_participation() -> None:
    """A fixed table for the first places; the others get the participation points (and
    are then told apart by their best place)."""
    services = FakeServices(
        [event(1, "2026-03-01", singles(ANNA, BRUNO, CARLA, DARIO), {1: 1, 2: 2, 3: 3, 4: 4})]
    )
    rules = SeasonRules(Game.SCALA40, points_table=(10, 6), participation=1)
    assert table(season_ranking(services, rules)) == [
        (1, "A", 10),
        (2, "B", 6),
        (3, "C", 1),
        (4, "D", 1),
    ]


def test_ties_broken_by_wins_then_best_place() -> None:
    """Equal points: more wins first, then the better best place."""
    services = FakeServices(
        [
            event(1, "2026-01-01", singles(ANNA, BRUNO, CARLA), {1: 1, 2: 3, 3: 2}),
            event(2, "2026-01-08", singles(ANNA, BRUNO, CARLA), {1: 3, 2: 2, 3: 1}),
        ]
    )
    rules = SeasonRules(Game.SCALA40, points_table=(5, 3, 2))
    # Anna 5 + 2 = 7 (1 win), Bruno 2 + 3 = 5, Carla 3 + 5 = 8 (1 win).
    assert table(season_ranking(services, rules)) == [(1, "C", 8), (2, "A", 7), (3, "B", 5)]
    services = FakeServices(
        [
            event(1, "2026-01-01", singles(ANNA, BRUNO), {1: 1, 2: 2}),
            event(2, "2026-01-08", singles(ANNA, BRUNO), {1: 2, 2: 1}),
        ]
    )
    rules = SeasonRules(Game.SCALA40, points_table=(5, 3))
    ranking = season_ranking(services, rules)
    assert [(r.rank, r.points, r.wins) for r in ranking.rows] == [(1, 8, 1), (1, 8, 1)]


def test_best_results_only() -> None:
    """With best 1, only each player's best tournament counts; the others are marked."""
    services = FakeServices(
        [
            event(1, "2026-01-01", singles(ANNA, BRUNO), {1: 1, 2: 2}),
            event(2, "2026-01-08", singles(ANNA, BRUNO), {1: 1, 2: 2}),
        ]
    )
    ranking = season_ranking(services, SeasonRules(Game.SCALA40, best_results=1))
    anna = ranking.rows[0]
    assert (anna.name, anna.points, anna.tournaments) == ("A", 2, 2)
    assert [r.counted for r in anna.results] == [True, False]


def test_which_tournaments_count() -> None:
    """The game, the dates and the status choose the tournaments; running ones on request."""
    services = FakeServices(
        [
            event(1, "2025-12-20", singles(ANNA), {1: 1}),
            event(2, "2026-01-10", singles(BRUNO), {1: 1}),
            event(3, "2026-01-11", singles(CARLA), {1: 1}, game=Game.BURRACO),
            event(4, "2026-01-12", singles(DARIO), {1: 1}, status=TournamentStatus.RUNNING),
            event(5, "2026-01-13", singles(DARIO), {1: 1}, status=TournamentStatus.REGISTRATION),
        ]
    )
    season = SeasonRules(Game.SCALA40, date_from="2026-01-01", date_to="2026-12-31")
    assert [t.id for t in season_ranking(services, season).tournaments] == [2]
    running = SeasonRules(Game.SCALA40, date_from="2026-01-01", include_running=True)
    assert [t.id for t in season_ranking(services, running).tournaments] == [2, 4]
    chosen = SeasonRules(Game.SCALA40, tournament_ids=(TournamentId(1), TournamentId(4)))
    assert [t.id for t in season_ranking(services, chosen).tournaments] == [1, 4]


@pytest.mark.parametrize(
    "rules",
    [
        SeasonRules(Game.SCALA40, tournament_ids=(TournamentId(5),)),
        SeasonRules(Game.SCALA40, best_results=0),
        SeasonRules(Game.SCALA40, points_table=(5, -1)),
    ],
)
def test_impossible_seasons_are_refused(rules) -> None:
    """A tournament still in registration, best 0, negative points: a clear refusal."""
    services = FakeServices(
        [event(5, "2026-01-13", singles(DARIO), {1: 1}, status=TournamentStatus.REGISTRATION)]
    )
    with pytest.raises(ServiceError):
        season_ranking(services, rules)


def test_a_club_ranks_only_its_members() -> None:
    """Guests keep their places (and the field size) but get no season row."""
    member = Player(PlayerId(10), "Socio", "", club="Aurora")
    guest = Player(PlayerId(11), "Ospite", "", club="Stella")
    services = FakeServices([event(1, "2026-02-01", singles(guest, member), {1: 1, 2: 2})])
    ranking = season_ranking(services, SeasonRules(Game.SCALA40, club="aurora"))
    assert table(ranking) == [(1, "Socio", 1)]
    assert ranking.rows[0].best_rank == 2
