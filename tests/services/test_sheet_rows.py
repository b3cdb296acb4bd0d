"""A scala 40 sheet read as the director reads it: the figure each player paid in each hand,
with the paper's marks (closes, in hand, not opened, out, back in), the closer of a typed
hand read as on paper, and what a take-back removes.

Rules from /work/shared/domain/scala40.md: the closer scores 0; chiusura in mano with the
house doubling doubles every other player's penalty, so a player not opened on the flat 100
pays 200 (FISCA's rule: test_scala40_in_hand_services); out on reaching 101; a re-entry comes
back on the highest total still in play.
"""

from __future__ import annotations

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    InHandClose,
    NotOpenedRule,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.services.sheet_rows import (
    TakeBack,
    last_entered,
    read_closer,
    replay_sheet,
)

HOUSE = Scala40Settings(
    not_opened=NotOpenedRule.FLAT_100, in_hand_close=InHandClose.HOUSE, reentries=1
)


def _table(services: Services) -> tuple[TournamentId, tuple[int, ...]]:
    tournament_id = scala40_tournament(services, players=4, settings=HOUSE)
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    return tournament_id, table.players


def test_each_cell_is_what_the_player_paid(services: Services) -> None:
    """Hand 1 plain; hand 2 closed in hand by b with c not opened (typed 0: the flat 100
    needs no figure): a pays 25 x 2, c 100 x 2 and is out (40 + 200 >= 101), d 15 x 2."""
    tid, (a, b, c, d) = _table(services)
    services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 53), (c, 40), (d, 12)), closer=a)
    )
    sheet = services.results.enter_hand(
        tid,
        1,
        1,
        Scala40Hand(((a, 25), (b, 0), (c, 0), (d, 15)), closer=b, in_hand=True, not_opened=(c,)),
        expected_version=1,
    )
    first, second = replay_sheet(sheet, HOUSE).rows

    assert [first.cell(p).paid for p in (a, b, c, d)] == [0, 53, 40, 12]
    assert first.cell(a).closer and not first.cell(a).in_hand
    assert not first.cell(b).doubled

    paid = {p: second.cell(p) for p in (a, b, c, d)}
    assert (paid[a].paid, paid[a].typed, paid[a].doubled) == (50, 25, True)
    assert (paid[b].paid, paid[b].closer, paid[b].in_hand, paid[b].doubled) == (
        0,
        True,
        True,
        False,
    )
    assert (paid[c].paid, paid[c].typed, paid[c].not_opened, paid[c].eliminated) == (
        200,
        100,
        True,
        True,
    )
    assert (paid[d].paid, paid[d].typed) == (30, 15)
    # The columns add up to the totals the sheet keeps.
    for player, total in sheet.totals:
        assert first.cell(player).paid + second.cell(player).paid == total  # type: ignore[operator]


def test_a_reentry_is_marked_in_the_hand_it_followed_with_the_total(services: Services) -> None:
    """c is out after hand 1 (101) and re-enters on 60, b's total, the highest in play; the
    row of hand 1 says so in c's column, and c has no figure in hand 2 until then."""
    tid, (a, b, c, d) = _table(services)
    services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 60), (c, 101), (d, 20)), closer=a)
    )
    sheet = services.results.reenter(tid, 1, 1, c, expected_version=1)
    (row,) = replay_sheet(sheet, HOUSE).rows
    assert row.cell(c).paid == 101
    assert row.cell(c).eliminated
    assert row.cell(c).back_on == 60
    assert row.cell(b).back_on is None


def test_a_player_out_of_a_hand_has_no_figure(services: Services) -> None:
    """d out in hand 1 (no re-entry taken): in hand 2 d paid nothing, and no mark."""
    tid, (a, b, c, d) = _table(services)
    services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 10), (c, 10), (d, 101)), closer=a)
    )
    sheet = services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 5), (b, 0), (c, 5)), closer=b), expected_version=1
    )
    cell = replay_sheet(sheet, HOUSE).rows[1].cell(d)
    assert (cell.paid, cell.closer, cell.eliminated, cell.back_on) == (None, False, False, None)


def test_the_closer_is_the_one_with_zero() -> None:
    """As on paper: a lone 0 marks the closer; a 0 besides a marked closer, or several 0s
    with none marked, name the players; a not-opened player's 0 is the flat rule's blank."""
    assert read_closer({1: 0, 2: 30, 3: None}, None).closer == 1
    assert read_closer({1: 0, 2: 30}, 1).closer == 1
    several = read_closer({1: 0, 2: 0, 3: 12}, None)
    assert (several.closer, several.zeros) == (None, (1, 2))
    besides = read_closer({1: 0, 2: 0, 3: 12}, 3)
    assert (besides.closer, besides.zeros) == (None, (1, 2))
    assert read_closer({1: 0, 2: 0, 3: 12}, None, not_opened=(2,)).closer == 1
    nobody = read_closer({1: 10, 2: 30}, None)
    assert (nobody.closer, nobody.zeros) == (None, ())


def test_take_back_names_the_last_thing_entered(services: Services) -> None:
    """A hand, then a re-entry, then time called: each take-back names the next to go."""
    tid, (a, b, c, d) = _table(services)
    sheet = services.results.sheet(tid, 1, 1)
    assert last_entered(sheet) is None
    sheet = services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (b, 60), (c, 101), (d, 20)), closer=a)
    )
    assert (last_entered(sheet).kind, last_entered(sheet).hand) == (TakeBack.HAND, 1)  # type: ignore[union-attr]
    sheet = services.results.reenter(tid, 1, 1, c, expected_version=sheet.version)
    assert (last_entered(sheet).kind, last_entered(sheet).entry) == (TakeBack.REENTRY, c)  # type: ignore[union-attr]
    sheet = services.results.time_out(tid, 1, 1, expected_version=sheet.version)
    assert last_entered(sheet).kind is TakeBack.TIME_OUT  # type: ignore[union-attr]
    sheet = services.results.remove_last_hand(tid, 1, 1, expected_version=sheet.version)
    assert last_entered(sheet).kind is TakeBack.REENTRY  # type: ignore[union-attr]
