"""The first-run demo: a burraco evening half played and a scala 40 with a table in play."""

from __future__ import annotations

from tournament_app.services import (
    BurracoSettings,
    Game,
    RoundStatus,
    Services,
    TournamentStatus,
)


def test_the_demo_burraco_evening_is_half_played(services: Services) -> None:
    """16 pairs, 3 Mitchell + 1 Danese: rounds 1-2 complete, round 3 with 4 of 8 tables in."""
    burraco_id, _ = services.demo.create_all()
    tournament = services.tournaments.get(burraco_id)
    assert tournament.game is Game.BURRACO
    assert tournament.status is TournamentStatus.RUNNING
    assert isinstance(tournament.settings, BurracoSettings)
    assert tournament.settings.rounds == 4
    assert len(services.entries.list(burraco_id)) == 16
    rounds = services.rounds.list(burraco_id)
    assert [r.status for r in rounds] == [
        RoundStatus.COMPLETE,
        RoundStatus.COMPLETE,
        RoundStatus.PUBLISHED,
    ]
    progress = services.rounds.progress(burraco_id, 3)
    assert (len(progress.entered), len(progress.missing)) == (4, 4)
    standings = services.standings.overall(burraco_id)
    assert len(standings) == 16
    # Every turno hands out 20 VP in all: 8 tables x 2 rounds + 4 tables = 20 turni.
    assert sum(row.vp for row in standings) == 20 * 20  # type: ignore[union-attr]


def test_the_demo_scala40_has_a_table_in_play(services: Services) -> None:
    """12 players at three tables: two finished, one still playing."""
    _, scala_id = services.demo.create_all()
    assert services.tournaments.get(scala_id).game is Game.SCALA40
    sheets = services.results.sheets(scala_id, 1)
    assert [sheet.finished for sheet in sheets].count(True) == 2
    (playing,) = [sheet for sheet in sheets if not sheet.finished]
    assert playing.hands and not playing.placings
    assert services.rounds.progress(scala_id, 1).missing == (playing.table,)


def test_the_demo_keeps_the_copies_of_a_real_evening(sqlite_url: str) -> None:
    """A club's evening published round 1 (one copy kept); creating the demo tournaments, even
    twice, adds no copies of its own, so the ten kept are still the club's."""
    from tests.builders.tournaments import burraco_tournament
    from tournament_app.services import open_services

    services = open_services(sqlite_url, station="Sala 1")
    try:
        tid = burraco_tournament(services, 8)
        services.rounds.generate(tid)
        services.rounds.publish(tid, 1)
        before = services.backups.list()
        assert len(before) == 1
        services.demo.create_all()
        services.demo.create_all()
        assert services.backups.list() == before
    finally:
        services.close()
