"""`torneo standings draw`: lots drawn among tied entries from the command line (burraco.md
Standings: the last tie-break is the recorded draw)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.ties import ONE_ROUND, two_ties
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import (
    BurracoSettings,
    Services,
    TournamentId,
)
from tournament_app.services.settings import TieBreak


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def _two_ties(services: Services, settings: BurracoSettings = ONE_ROUND) -> TournamentId:
    """Four pairs, 1 and 3 level on every figure, 2 and 4 too (tests.builders.ties.two_ties)."""
    tid = burraco_tournament(services, pairs=4, settings=settings)
    two_ties(services, tid)
    return tid


def _one_round_ties(services: Services) -> TournamentId:
    """`_two_ties` over one round: made once per process and backend, and copied."""
    return _two_ties(services)


start, database_url = snapshot_fixtures({"ties": with_services(_one_round_ties)})
ties = state_value("ties")


def _ranks(torneo: Torneo, tid: int) -> list[tuple[int, int]]:
    return [(row["rank"], row["entry"]) for row in torneo.ok("standings", "-t", tid)]


def test_without_entries_every_tie_is_drawn(services, ties, torneo) -> None:
    tid = ties
    assert _ranks(torneo, tid) == [(1, 1), (1, 3), (3, 2), (3, 4)]

    drawn = torneo.ok("standings", "draw", "-t", tid)["drawn"]

    assert [sorted(order) for order in drawn] == [[1, 3], [2, 4]]
    (first, second), (third, fourth) = drawn
    assert _ranks(torneo, tid) == [(1, first), (2, second), (3, third), (4, fourth)]
    rows = torneo.ok("standings", "-t", tid)
    assert [row["tie_break"] for row in rows] == ["", "draw", "", "draw"]
    # Nothing tied is left: a second run says so and draws nothing.
    again = torneo.run("standings", "draw", "-t", tid)
    assert again.code == 0
    assert "No tie to draw lots for" in again.out
    assert services.tournaments.get(tid).settings.draw_order == (first, second, third, fourth)


def test_the_entries_named_are_drawn_and_said_in_italian(
    services, ties, database_url, capsys
) -> None:
    tid = ties
    italian = Torneo(database_url, capsys, language="it")
    said = italian.run("standings", "draw", "-t", tid, 3, 1)
    assert said.code == 0
    order = services.tournaments.get(tid).settings.draw_order
    assert sorted(order) == [1, 3]
    names = services.entries.names(tid)
    assert said.out.strip() == (
        f"Sorteggio, in quest'ordine: {order[0]} {names[order[0]]}; {order[1]} {names[order[1]]}"
    )
    # 2 and 4 were not named: they still share third place.
    assert [row["rank"] for row in italian.ok("standings", "-t", tid)] == [1, 2, 3, 3]


def test_the_tournament_before_the_action_word_counts_too(services, ties, torneo) -> None:
    tid = ties
    drawn = torneo.ok("standings", "-t", tid, "draw", 2, 4)["drawn"]
    assert [sorted(order) for order in drawn] == [[2, 4]]


@pytest.mark.parametrize(
    ("entries", "english"),
    [
        ((3,), "at least two tied entries (1 named)"),
        ((1, 9), "entry 9, which is not in this tournament"),
        ((1, 3, 1), "entry 1 twice"),
    ],
)
def test_a_draw_that_cannot_be_made_is_refused(services, ties, torneo, entries, english) -> None:
    tid = ties
    refused = torneo.refused("standings", "draw", "-t", tid, *entries)
    assert refused["error"]["code"] == "invalid_input"
    assert english in refused["error"]["message"]
    assert services.tournaments.get(tid).settings.draw_order == ()


def test_entries_that_are_not_tied_are_refused(services, ties, torneo) -> None:
    """1 and 3 share first place, 2 and 4 third: a draw between 1 and 2 would be recorded and
    logged yet decide nothing the standings show. The services refuse it (exit 3, nothing
    drawn), saying who is tied and what to name instead."""
    tid = ties
    refused = torneo.run("standings", "draw", "-t", tid, 1, 2)
    assert refused.code == 3
    assert (
        "Entries 1, 2 are not one whole tie (tied now: 1, 3; 2, 4): name every entry of one "
        "tie, or none to draw lots in every tie. Nothing was drawn." in refused.err
    )
    assert services.tournaments.get(tid).settings.draw_order == ()
    assert services.audit.list(tid)[0].action != "standings.draw"
    document = torneo.refused("standings", "draw", "-t", tid, 2, 1)
    assert document["error"]["code"] == "entries_not_tied"


def test_entries_that_are_not_tied_are_refused_in_italian(
    services, ties, database_url, capsys
) -> None:
    tid = ties
    italian = Torneo(database_url, capsys, language="it")
    refused = italian.run("standings", "draw", "-t", tid, 2, 1)
    assert refused.code == 3
    assert (
        "Le iscrizioni 1, 2 non sono un gruppo intero di pari merito (a pari merito ora: 1, 3; "
        "2, 4): indica tutte le iscrizioni di un gruppo di pari merito, oppure nessuna per "
        "sorteggiare in ogni gruppo. "
        "Non è stato sorteggiato nulla." in refused.err
    )
    assert services.tournaments.get(tid).settings.draw_order == ()


def test_a_couple_drawn_before_can_be_drawn_again(services, ties, torneo) -> None:
    """Once drawn, 1 and 3 no longer share a place; drawing them again is still a draw among
    entries level on every figure, and replaces their order."""
    tid = ties
    torneo.ok("standings", "draw", "-t", tid, 1, 3)
    again = torneo.ok("standings", "draw", "-t", tid, 3, 1)["drawn"]
    assert [sorted(order) for order in again] == [[1, 3]]
    assert services.tournaments.get(tid).settings.draw_order == tuple(again[0])
    # 1 and 3 parted by the draw: only 2 and 4 are tied now.
    refused = torneo.run("standings", "draw", "-t", tid, 1, 2)
    assert "(tied now: 2, 4)" in refused.err


def test_nobody_tied_is_said(services, torneo) -> None:
    """Before any result nobody is tied: naming entries is refused, saying so."""
    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    refused = torneo.run("standings", "draw", "-t", tid, 1, 2)
    assert refused.code == 3
    assert "Entries 1, 2 are not one whole tie (nobody is tied now)" in refused.err


def test_refused_where_the_draw_is_not_a_tie_break(services, torneo) -> None:
    """With no draw among the tie-breaks the ties stay, and the command says why rather than
    'no tie'."""
    settings = replace(ONE_ROUND, tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
    tid = _two_ties(services, settings)
    refused = torneo.refused("standings", "draw", "-t", tid)
    assert "not among this tournament's tie-breaks" in refused["error"]["message"]


def test_a_display_station_draws_nothing(services, ties, torneo) -> None:
    tid = ties
    torneo.refused("--display", "standings", "draw", "-t", tid)
    assert services.tournaments.get(tid).settings.draw_order == ()


def test_without_a_tournament_it_is_a_usage_error(torneo) -> None:
    for args, command in (
        (("standings", "draw", "1", "3"), "standings draw"),
        (("standings",), "standings"),
    ):
        result = torneo.run(*args)
        assert result.code == 2
        assert "the following arguments are required: -t/--tournament" in result.err
        assert f"For help: torneo {command} --help" in result.err
