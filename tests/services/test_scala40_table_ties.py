"""A full tie at a finished scala 40 table, broken by the director (scala40.md: "several
eliminated in the same hand: the lower total places higher; a full tie stays tied unless the
director breaks it"), through the services on SQLite and PostgreSQL.

By default the tie stays: two players out together on 110 at a table of five are both 2nd,
both take 2nd place's points and 3rd place's go to nobody. The director's order (a draw of
cards at the table, or a decision) gives each a place of their own: the sheet's placings, the
placement points, who goes on from an elimination and the log follow it; it is taken back, or
undone, and a correction that changes who is tied drops it and says so."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from tests.builders.ties import tie_at_the_cut
from tests.builders.tournaments import published_round, scala40_tournament
from tests.services.refusal_setups import check_sentences
from tests.services.test_scala40_pairs_service import _play, _round
from tests.services.test_scala40_pairs_service import _tournament as pairs_tournament
from tournament_app.services import (
    ErrorCode,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Scala40Sheet,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.log.words import change_text
from tournament_app.services.messages import describe
from tournament_app.services.rounds.qualifiers import NO_LONGER_QUALIFIES

# One table of five, placement points 4, 2, 1, 0 (the club default).
FIVE = Scala40Settings(table_size=5, format=Scala40Format.PLACEMENT_POINTS, rounds=1)


@dataclass
class Table:
    tid: TournamentId
    seats: tuple[int, ...]

    def sheet(self, services: Services) -> Scala40Sheet:
        return services.results.sheet(self.tid, 1, 1)


def five_seated(services: Services, name: str = "Serata di prova") -> Table:
    """Five players at one table of round 1, published, nothing played yet."""
    tid = scala40_tournament(services, 5, FIVE, name=name)
    published_round(services, tid)
    return Table(tid, services.results.sheet(tid, 1, 1).players)


def five_out_together(services: Services) -> Table:
    """A, the winner; D and E out in hand 1 (110, 120); B and C out together on 110 in
    hand 2: tied for 2nd. Returns the tournament and the seats A..E."""
    table = five_seated(services)
    a, b, c, d, e = table.seats
    enter(services, table, Scala40Hand(((b, 20), (c, 20), (d, 110), (e, 120)), closer=a))
    enter(services, table, Scala40Hand(((b, 90), (c, 90)), closer=a))
    return table


def enter(services: Services, table: Table, hand: Scala40Hand) -> Scala40Sheet:
    version = table.sheet(services).version or None
    return services.results.enter_hand(table.tid, 1, 1, hand, expected_version=version)


def places(sheet: Scala40Sheet) -> dict[int, int]:
    return {p.entry: p.place for p in sheet.placings}


def points(services: Services, tid: TournamentId) -> dict[int, int]:
    return {row.entry: row.points for row in services.standings.overall(tid)}


def give(services: Services, table: Table, *order: int) -> Scala40Sheet:
    version = table.sheet(services).version
    return services.results.give_tie_order(table.tid, 1, 1, order, expected_version=version)


def take_back(services: Services, table: Table, *players: int) -> Scala40Sheet:
    version = table.sheet(services).version
    return services.results.take_back_tie_order(table.tid, 1, 1, players, expected_version=version)


def last_logged(services: Services, tid: TournamentId) -> tuple[str, str, str]:
    entry = services.audit.list(tid)[0]
    return entry.action, change_text(entry, "it"), change_text(entry, "en")


def test_a_full_tie_stays_tied_by_default(services: Services) -> None:
    table = five_out_together(services)
    a, b, c, d, e = table.seats
    sheet = table.sheet(services)
    assert places(sheet) == {a: 1, b: 2, c: 2, d: 4, e: 5}
    (tie,) = sheet.ties
    assert (tie.players, tie.place, tie.total, tie.out_in_hand, tie.order) == (
        (b, c),
        2,
        110,
        2,
        (),
    )
    # Both take 2nd place's 2 points; 3rd place's 1 goes to nobody.
    assert points(services, table.tid) == {a: 4, b: 2, c: 2, d: 0, e: 0}


def test_the_director_s_order_places_them_and_gives_their_points(services: Services) -> None:
    table = five_out_together(services)
    a, b, c, d, e = table.seats
    sheet = give(services, table, c, b)
    assert places(sheet) == {a: 1, c: 2, b: 3, d: 4, e: 5}
    assert sheet.ties[0].order == (c, b) and sheet.dropped_ties == ()
    assert places(table.sheet(services)) == places(sheet)
    assert points(services, table.tid) == {a: 4, c: 2, b: 1, d: 0, e: 0}
    action, italian, english = last_logged(services, table.tid)
    assert action == "sheet.tie_order"
    assert f"ordine dato: {c}, {b}" in italian and f"order given: {c}, {b}" in english
    # Another order for the same tie replaces the first.
    assert places(give(services, table, b, c)) == {a: 1, b: 2, c: 3, d: 4, e: 5}
    assert points(services, table.tid)[b] == 2


def test_the_order_is_taken_back_or_undone(services: Services) -> None:
    table = five_out_together(services)
    a, b, c, d, e = table.seats
    give(services, table, c, b)
    sheet = take_back(services, table)
    assert places(sheet) == {a: 1, b: 2, c: 2, d: 4, e: 5}
    assert sheet.ties[0].order == ()
    assert points(services, table.tid) == {a: 4, b: 2, c: 2, d: 0, e: 0}
    _action, italian, english = last_logged(services, table.tid)
    assert "di nuovo a pari merito" in italian and "tied again" in english
    give(services, table, c, b)
    services.audit.undo_last(table.tid)
    assert places(table.sheet(services)) == {a: 1, b: 2, c: 2, d: 4, e: 5}
    assert points(services, table.tid)[c] == 2


def test_a_correction_that_parts_them_drops_the_order_and_says_so(services: Services) -> None:
    table = five_out_together(services)
    a, b, c, d, e = table.seats
    give(services, table, c, b)
    # Hand 2 corrected: C held 95, not 90, so out on 115, below B on 110.
    version = table.sheet(services).version
    sheet = services.results.correct_hand(
        table.tid, 1, 1, 1, Scala40Hand(((b, 90), (c, 95)), closer=a), expected_version=version
    )
    assert sheet.dropped_ties == ((c, b),)
    assert sheet.ties == ()
    assert places(sheet) == {a: 1, b: 2, c: 3, d: 4, e: 5}
    assert table.sheet(services).dropped_ties == ()  # said once, by the write that dropped it
    action, italian, english = last_logged(services, table.tid)
    assert action == "sheet.correct"
    assert f"ordine del pari merito {c}, {b} tolto" in italian
    assert f"order of the tie {c}, {b} dropped" in english


def test_a_correction_that_keeps_them_tied_keeps_the_order(services: Services) -> None:
    table = five_out_together(services)
    a, b, c, d, e = table.seats
    give(services, table, c, b)
    version = table.sheet(services).version
    sheet = services.results.correct_hand(
        table.tid,
        1,
        1,
        0,
        Scala40Hand(((b, 20), (c, 20), (d, 105), (e, 120)), closer=a),
        expected_version=version,
    )
    assert sheet.dropped_ties == ()
    assert places(sheet) == {a: 1, c: 2, b: 3, d: 4, e: 5}


def test_taking_back_the_time_out_drops_an_order_of_players_level_at_it(
    services: Services,
) -> None:
    table = five_seated(services)
    tid = table.tid
    a, b, c, d, e = table.seats
    enter(services, table, Scala40Hand(((b, 30), (c, 30), (d, 40), (e, 50)), closer=a))
    version = table.sheet(services).version
    services.results.time_out(tid, 1, 1, expected_version=version)
    (tie,) = table.sheet(services).ties
    assert (tie.players, tie.place, tie.out_in_hand) == ((b, c), 2, None)
    give(services, table, c, b)
    assert places(table.sheet(services)) == {a: 1, c: 2, b: 3, d: 4, e: 5}
    version = table.sheet(services).version
    sheet = services.results.remove_last_hand(tid, 1, 1, expected_version=version)
    assert not sheet.finished and sheet.placings == ()
    assert sheet.dropped_ties == ((c, b),)


def test_two_ties_at_one_table_are_ordered_and_taken_back_each_on_its_own(
    services: Services,
) -> None:
    table = five_seated(services)
    a, b, c, d, e = table.seats
    enter(services, table, Scala40Hand(((b, 20), (c, 20), (d, 110), (e, 110)), closer=a))
    enter(services, table, Scala40Hand(((b, 90), (c, 90)), closer=a))
    assert [t.players for t in table.sheet(services).ties] == [(b, c), (d, e)]
    give(services, table, c, b)
    give(services, table, e, d)
    assert places(table.sheet(services)) == {a: 1, c: 2, b: 3, e: 4, d: 5}
    with pytest.raises(ServiceError) as refused:
        take_back(services, table)
    assert refused.value.params["detail"] == "tie_order_which"
    check_sentences(
        describe(refused.value, "it"),
        describe(refused.value, "en"),
        _words(("più di un pari merito", f"{c}-{b}"), ("more than one tie", f"{e}-{d}")),
    )
    sheet = take_back(services, table, d, e)
    assert places(sheet) == {a: 1, c: 2, b: 3, d: 4, e: 4}


def test_a_tournament_file_carries_the_order(services: Services, tmp_path) -> None:
    table = five_out_together(services)
    a, b, c, d, e = table.seats
    give(services, table, c, b)
    path = export_tournament_file(services, table.tid, tmp_path / "cinque")
    copy = import_tournament_file(services, path).tournament_id
    sheet = services.results.sheet(copy, 1, 1)
    assert sheet.ties[0].order == (c, b)
    assert places(sheet) == {a: 1, c: 2, b: 3, d: 4, e: 5}


def test_an_elimination_sends_on_who_the_order_puts_first(services: Services) -> None:
    """Table 1 of two timed out with its first two level on 30, one going on: both go on
    while tied (a draw at the cut would decide); the director's order sends only the first,
    and the stage already drafted with both is said to seat one who no longer goes on."""
    tid = scala40_tournament(services, 8)
    first, second, winner = tie_at_the_cut(services, tid)
    assert set(services.rounds.going_on(tid, 1)) == {first, second, winner}
    assert set(services.rounds.ties_at_cut(tid, 1)) == {first, second}
    sheet = services.results.sheet(tid, 1, 1)
    services.results.give_tie_order(tid, 1, 1, (second, first), expected_version=sheet.version)
    assert set(services.rounds.going_on(tid, 1)) == {second, winner}
    assert services.rounds.ties_at_cut(tid, 1) == ()
    changed = services.rounds.qualifiers_changed(tid, 1)
    assert [(p.code, p.entries) for p in changed.problems] == [(NO_LONGER_QUALIFIES, (first,))]


@dataclass(frozen=True)
class _Words:
    key: str | None
    italian: tuple[str, ...]
    english: tuple[str, ...]


def _words(italian: tuple[str, ...], english: tuple[str, ...]) -> _Words:
    return _Words(None, italian, english)


Attempt = Callable[[Services, Table], object]


def _on_a_played_table(services: Services, table: Table) -> object:
    playing = five_seated(services, name="Ancora in gioco")
    tid = playing.tid
    a, b, c, d, _e = playing.seats
    sheet = enter(services, playing, Scala40Hand(((b, 20), (c, 20), (d, 110), (_e, 120)), closer=a))
    return services.results.give_tie_order(tid, 1, 1, (c, b), expected_version=sheet.version)


def _with_no_tie(services: Services, table: Table) -> object:
    a, b, c, _d, _e = table.seats
    version = table.sheet(services).version
    services.results.correct_hand(
        table.tid, 1, 1, 1, Scala40Hand(((b, 90), (c, 95)), closer=a), expected_version=version
    )
    return give(services, table, c, b)


def _on_a_pairs_table(services: Services, table: Table) -> object:
    tid = pairs_tournament(services, 2)
    _round(services, tid)
    _play(services, tid, 1, 1, [(1, 1)])
    sheet = services.results.pairs_sheet(tid, 1, 1)
    services.results.pairs_time_out(tid, 1, 1, expected_version=sheet.version)
    version = services.results.sheet(tid, 1, 1).version
    return services.results.give_tie_order(tid, 1, 1, (1, 2), expected_version=version)


REFUSALS: list[tuple[str, Attempt, str, tuple[str, ...], tuple[str, ...]]] = [
    (
        "table still played",
        _on_a_played_table,
        "tie_order_table_playing",
        ("ancora in gioco", "dopo l'ultima smazzata"),
        ("still being played", "after the last hand"),
    ),
    (
        "no tie",
        _with_no_tie,
        "tie_order_no_tie",
        ("Al tavolo 1 nessuno è a pari merito",),
        ("Nobody is tied at table 1",),
    ),
    (
        "a player twice",
        lambda services, table: give(services, table, table.seats[1], table.seats[1]),
        "tie_order_twice",
        ("due volte",),
        ("twice",),
    ),
    (
        "not the players tied",
        lambda services, table: give(services, table, table.seats[1], table.seats[3]),
        "tie_order_not_the_tie",
        ("al 2° posto del tavolo 1", "dai l'ordine di tutti loro"),
        ("tied for place 2 at table 1", "give the order of all of them"),
    ),
    (
        "one of the tie only",
        lambda services, table: give(services, table, table.seats[2]),
        "tie_order_not_the_tie",
        ("sono",),
        ("are",),
    ),
    (
        "nothing to take back",
        lambda services, table: take_back(services, table),
        "tie_order_none",
        ("non c'è nulla da annullare",),
        ("nothing to take back",),
    ),
    (
        "a pairs table",
        _on_a_pairs_table,
        "tie_order_pairs",
        ("a coppie", "regola del pareggio"),
        ("pairs table", "draw rule"),
    ),
]


# Refused by the table as it stands (still playing, no tie, no order given, a pairs table):
# nothing in the order typed is wrong.
STATE = {"tie_order_table_playing", "tie_order_no_tie", "tie_order_none", "tie_order_pairs"}


@pytest.mark.parametrize(
    ("attempt", "key", "italian", "english"),
    [case[1:] for case in REFUSALS],
    ids=[case[0] for case in REFUSALS],
)
def test_an_order_that_does_not_fit_is_refused_in_words(
    services: Services,
    attempt: Attempt,
    key: str,
    italian: tuple[str, ...],
    english: tuple[str, ...],
) -> None:
    table = five_out_together(services)
    before = table.sheet(services)
    with pytest.raises(ServiceError) as refused:
        attempt(services, table)
    assert refused.value.code is (
        ErrorCode.STATE_REFUSED if key in STATE else ErrorCode.INVALID_INPUT
    )
    assert refused.value.params["detail"] == key
    check_sentences(
        describe(refused.value, "it"), describe(refused.value, "en"), _words(italian, english)
    )
    if key not in ("tie_order_no_tie", "tie_order_table_playing", "tie_order_pairs"):
        assert table.sheet(services) == before  # nothing stored


def test_a_stale_version_is_refused(services: Services) -> None:
    table = five_out_together(services)
    _a, b, c, _d, _e = table.seats
    old = table.sheet(services).version
    give(services, table, c, b)
    with pytest.raises(ServiceError) as refused:
        services.results.give_tie_order(table.tid, 1, 1, (b, c), expected_version=old)
    assert refused.value.code is ErrorCode.CONFLICT
    assert table.sheet(services).ties[0].order == (c, b)
