"""Lots are drawn only among entries that are level (burraco.md Standings: the draw is the last
tie-break, it parts entries level on everything else; scala40.md: a tie at a cut goes on
unless the director draws): a draw among others would be recorded and logged and then decide
nothing the standings show, so the services refuse it, saying who is level now. A group
drawn before stays level for a new draw among its entries (the draw is theirs to redo)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

from tests.builders.rows import every_row
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.ties import ONE_ROUND, tie_at_the_cut, two_ties
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe
from tournament_app.services.settings import TieBreak


def _two_couples(services: Services) -> TournamentId:
    """Four pairs after one turno, 1 v 2 and 3 v 4 both 400-300: 1 and 3 level on every
    figure (they never met), 2 and 4 too."""
    tournament = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    two_ties(services, tournament)
    return tournament


def _two_threes(services: Services) -> TournamentId:
    """Six pairs after one turno seated by registration, 1 v 2, 3 v 4, 5 v 6, every table
    400-300: 1, 3 and 5 level on every figure, 2, 4 and 6 too."""
    tournament = burraco_tournament(services, pairs=6, settings=ONE_ROUND)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    for table in (1, 2, 3):
        services.results.enter_totals(tournament, 1, table, 400, 300)
    return tournament


def _nobody_level(services: Services) -> TournamentId:
    """Four pairs after one turno, 1 v 2 400-300 and 3 v 4 500-200: every pair has a place
    of its own (MP differences +300, +100, -100, -300)."""
    tournament = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    services.results.enter_totals(tournament, 1, 1, 400, 300)
    services.results.enter_totals(tournament, 1, 2, 500, 200)
    return tournament


def _no_result_yet(services: Services) -> TournamentId:
    """Four pairs, the first turno published and nothing entered: all share first place on
    nothing, which no draw is for."""
    tournament = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    return tournament


def _tied_at_the_cut(services: Services) -> tuple[TournamentId, tuple[int, int, int]]:
    """Scala 40, eight players on two tables, the final drafted with two players of table 1
    tied for its one place (tests.builders.ties.tie_at_the_cut): (a, b, table 2's winner)."""
    tournament = scala40_tournament(services, players=8, settings=Scala40Settings(seed=1))
    return tournament, tie_at_the_cut(services, tournament)


start, database_url = snapshot_fixtures(
    {
        "two_couples": with_services(_two_couples),
        "two_threes": with_services(_two_threes),
        "nobody_level": with_services(_nobody_level),
        "no_result_yet": with_services(_no_result_yet),
        "tied_at_the_cut": with_services(_tied_at_the_cut),
    }
)
two_couples = state_value("two_couples")
two_threes = state_value("two_threes")
nobody_level = state_value("nobody_level")
no_result_yet = state_value("no_result_yet")
tied_at_the_cut = state_value("tied_at_the_cut")


@dataclass(frozen=True)
class Draw:
    """Lots drawn among `named` after the draw `recorded`: made, or refused saying who is
    level now (`tied`: the standings' groups as shown, "" for nobody)."""

    name: str
    recorded: tuple[int, ...]
    named: tuple[int, ...]
    tied: str | None = None
    """None: the draw is made."""


def _drawn_or_refused(services: Services, tournament: TournamentId, case: Draw) -> None:
    if case.recorded:
        services.standings.record_draw(tournament, case.recorded)
    if case.tied is None:
        _made(services, tournament, case.named)
    else:
        _refused(services, tournament, case.named, case.tied)


def _made(services: Services, tournament: TournamentId, named: tuple[int, ...]) -> tuple[int, ...]:
    drawn = services.standings.draw_lots(tournament, named, rng=random.Random(4))
    assert sorted(drawn) == sorted(named)
    order = services.tournaments.get(tournament).settings.draw_order
    assert tuple(number for number in order if number in named) == drawn
    logged = services.audit.list(tournament)[0]
    assert (logged.action, logged.summary) == ("standings.draw", " ".join(map(str, drawn)))
    return drawn


def _refused(
    services: Services, tournament: TournamentId, named: tuple[int, ...], tied: str
) -> ServiceError:
    """The draw refused, naming the entries and who is level now, with nothing recorded or
    logged (every row of the database as it was)."""
    before = every_row(services.engine)
    with pytest.raises(ServiceError) as refused:
        services.standings.draw_lots(tournament, named)
    error = refused.value
    assert error.code is ErrorCode.ENTRIES_NOT_TIED
    numbers = ", ".join(map(str, sorted(set(named))))
    english = describe(error, "en")
    assert english.startswith(f"Entries {numbers} are not one whole tie (")
    if tied:
        assert f"(tied now: {tied})" in english
    else:
        assert "(nobody is tied now)" in english
    assert every_row(services.engine) == before
    return error


COUPLES = [
    Draw("a couple level on every figure", (), (1, 3)),
    Draw("the other couple, named in any order", (), (4, 2)),
    Draw("one pair of each couple", (), (1, 2), tied="1, 3; 2, 4"),
    Draw("a couple and one more pair", (), (1, 3, 2), tied="1, 3; 2, 4"),
    Draw("a couple drawn before, drawn again", (3, 1), (1, 3)),
    Draw("a couple drawn before, in the order drawn", (3, 1), (3, 1)),
    # 1 and 3 are parted by their draw: only 2 and 4 still share a place.
    Draw("one of a couple drawn before with another pair", (3, 1), (1, 2), tied="2, 4"),
    Draw("both couples drawn, one drawn again", (3, 1, 4, 2), (2, 4)),
    Draw("both couples drawn, a pair of each", (3, 1, 4, 2), (1, 4), tied=""),
]


@pytest.mark.parametrize("case", COUPLES, ids=[case.name for case in COUPLES])
def test_two_couples_level(services: Services, two_couples: TournamentId, case: Draw) -> None:
    _drawn_or_refused(services, two_couples, case)


THREES = [
    # A draw parts a tie only when it holds all of it: two of three would separate nothing.
    Draw("two of three level pairs", (), (1, 5), tied="1, 3, 5; 2, 4, 6"),
    Draw("all three level pairs", (), (5, 3, 1)),
    Draw("two of one three and one of the other", (), (1, 3, 2), tied="1, 3, 5; 2, 4, 6"),
]


@pytest.mark.parametrize("case", THREES, ids=[case.name for case in THREES])
def test_two_threes_level(services: Services, two_threes: TournamentId, case: Draw) -> None:
    _drawn_or_refused(services, two_threes, case)


def test_a_draw_recorded_among_two_of_three_leaves_the_three_level(
    services: Services, two_threes: TournamentId
) -> None:
    """A draw parts a tie only once it holds every entry of it: with a draw between 1 and 5
    on record (an older file's, as `record_draw` keeps it), 3 is still level with both, and
    the three share first place until they are drawn together (which replaces that order)."""
    services.standings.record_draw(two_threes, (5, 1))
    assert [{row.entry for row in group} for group in services.standings.ties(two_threes)] == [
        {1, 3, 5},
        {2, 4, 6},
    ]
    drawn = _made(services, two_threes, (1, 3, 5))
    ranks = {row.entry: row.rank for row in services.standings.overall(two_threes)}
    assert [ranks[entry] for entry in drawn] == [1, 2, 3]


def test_refused_where_every_pair_has_a_place_of_its_own(
    services: Services, nobody_level: TournamentId
) -> None:
    _refused(services, nobody_level, (1, 3), tied="")


def test_refused_before_any_result(services: Services, no_result_yet: TournamentId) -> None:
    """Everyone shares first place on nothing: a draw now would decide ties that have not
    happened yet."""
    _refused(services, no_result_yet, (1, 2), tied="")


def test_the_refusal_in_italian_says_who_is_level(
    services: Services, two_couples: TournamentId
) -> None:
    error = _refused(services, two_couples, (2, 1), tied="1, 3; 2, 4")
    italian = describe(error, "it")
    assert italian.startswith(
        "Le iscrizioni 1, 2 non sono un gruppo intero di pari merito "
        "(a pari merito ora: 1, 3; 2, 4)"
    )
    assert "pagina Classifica" in italian  # the window's way: its draw offers only real ties
    assert italian.endswith("Non è stato sorteggiato nulla.")


# -- the refusals a draw had before keep their words and come first ---------------------------


@pytest.mark.parametrize(
    ("named", "detail"),
    [
        ((1,), "draw_too_few"),
        ((1, 9), "draw_unknown_entry"),
        ((2, 1, 2), "draw_entry_twice"),
    ],
)
def test_a_draw_that_cannot_be_made_says_so_before_who_is_level(
    services: Services, two_couples: TournamentId, named: tuple[int, ...], detail: str
) -> None:
    """1 and 2 are not level either: what is wrong with the names comes first."""
    with pytest.raises(ServiceError) as refused:
        services.standings.draw_lots(two_couples, named)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == detail


def test_without_the_draw_among_the_tie_breaks_that_comes_first(services: Services) -> None:
    settings = replace(ONE_ROUND, tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
    tournament = burraco_tournament(services, pairs=4, settings=settings)
    two_ties(services, tournament)
    with pytest.raises(ServiceError) as refused:
        services.standings.draw_lots(tournament, [1, 2])
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params["detail"] == "draw_not_a_tie_break"


# -- scala 40: players tied across the cut of the draft round ---------------------------------


def test_players_tied_at_the_cut_are_drawn_and_drawn_again(
    services: Services, tied_at_the_cut: tuple[TournamentId, tuple[int, int, int]]
) -> None:
    """a and b are tied for table 1's one place in the final: lots are drawn between them and
    the final made again, and the draw can still be redone (a wrong draw, cards cut again):
    the final made once more seats the one drawn first this time."""
    tournament, (a, b, winner) = tied_at_the_cut
    _made(services, tournament, (a, b))
    services.rounds.generate(tournament, despite_swaps=True)
    again = _made(services, tournament, (b, a))
    final = services.rounds.generate(tournament, despite_swaps=True)
    assert [set(table.players) for table in final.tables] == [{again[0], winner}]


def test_a_player_tied_at_the_cut_and_one_who_is_not_are_refused(
    services: Services, tied_at_the_cut: tuple[TournamentId, tuple[int, int, int]]
) -> None:
    tournament, (a, b, winner) = tied_at_the_cut
    _refused(services, tournament, (a, winner), tied=", ".join(map(str, sorted((a, b)))))
