"""A bye moved by hand in a draft (issue #19): swapping the bye's table with a table puts the
entry resting in the table's first seat and that entry on the bye, for burraco pairs and
scala 40 pairs alike; swapping it again, or an entry with the bye's, works the same way."""

from __future__ import annotations

import pytest

from tests.builders.pairs_evenings import PAIRS
from tests.builders.tournaments import burraco_tournament, pair, scala40_tournament
from tournament_app.services import Round, Services, TournamentId


def _five(services: Services, game: str) -> TournamentId:
    if game == "burraco":
        return burraco_tournament(services, 5)
    return scala40_tournament(services, 5, PAIRS, roster=pair)


def _seats(made: Round) -> dict[int, tuple[int, ...]]:
    """Each table's entries, first seat first (the bye: its one entry)."""
    return {t.table: (*t.ns, *t.ew, *t.players) for t in made.tables}


@pytest.mark.parametrize("game", ["burraco", "scala40"])
def test_the_bye_table_swapped_with_a_table(services: Services, game: str) -> None:
    tournament_id = _five(services, game)
    made = services.rounds.generate(tournament_id)
    (bye,) = [t.table for t in made.tables if t.is_bye]
    before = _seats(made)
    resting, (first, *others) = before[bye][0], before[1]

    swapped = _seats(services.rounds.swap_tables(tournament_id, 1, 1, bye))

    assert swapped[bye] == (first,) and swapped[1] == (resting, *others)
    assert services.rounds.check(tournament_id, 1).ok
    # Swapped back, the other way round: the draft as it was.
    assert _seats(services.rounds.swap_tables(tournament_id, 1, bye, 1)) == before


def test_a_pair_swapped_onto_the_bye_rests_once_published(services: Services) -> None:
    """Scala 40 pairs: an entry swapped with the pair resting takes its bye, which the
    published round gives it (no sheet for it, the setting's match points)."""
    tournament_id = _five(services, "scala40")
    made = services.rounds.generate(tournament_id)
    (resting,) = [t.ns[0] for t in made.tables if t.is_bye]
    moved = made.tables[0].players[1]
    services.rounds.swap(tournament_id, 1, moved, resting)
    published = services.rounds.publish(tournament_id, 1)
    assert [t.ns[0] for t in published.tables if t.is_bye] == [moved]
    row = next(r for r in services.standings.overall(tournament_id) if r.entry == moved)
    assert row.points == 2
