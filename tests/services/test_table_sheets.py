"""Sheets written at the table from a phone: a scala 40 keeper's hands with the table's code
(eliminations and re-entries by the window's rules, signed by the table's phone), and a
burraco turno entered hand by hand then confirmed by the other pair."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.errors import ConflictError
from tournament_app.services.messages import describe
from tournament_app.services.table_entry import EntryState
from tournament_app.services.values import HandTotals, Scala40Hand


def _scala40(services: Services, **settings: object) -> tuple[TournamentId, str, list[int]]:
    """Four players at one table, round 1 out; the table's code and its seat order."""
    chosen = Scala40Settings(table_entry=True, **settings)  # type: ignore[arg-type]
    tid = scala40_tournament(services, 4, chosen)
    published_round(services, tid)
    code = services.table_entry.codes(tid, 1)[0].code
    return tid, code, list(services.results.sheet(tid, 1, 1).players)


def _hand(closer: int, **points: int) -> dict[int, str]:
    return {closer: "0", **{int(k[1:]): str(v) for k, v in points.items()}}


def _typed(services: Services, tid: TournamentId, code: str, typed: dict[int, str]) -> Scala40Hand:
    return services.table_sheets.typed_hand(tid, code, typed, marked=None)


def test_the_keeper_enters_hands_until_a_player_is_out_signed_by_the_phone(
    services: Services,
) -> None:
    tid, code, (a, b, c, d) = _scala40(services)
    sheets = services.table_sheets
    version = 0
    for _ in range(2):
        hand = _typed(services, tid, code, {a: "0", b: "55", c: "10", d: "5"})
        version = sheets.enter_hand(tid, code, hand, version=version).version
    # 110 passes the limit of 101: b is out, as the window's sheet puts them out.
    sheet = services.results.sheet(tid, 1, 1)
    assert dict(sheet.totals) == {a: 0, b: 110, c: 20, d: 10}
    assert sheet.eliminated == (b,)
    hands = [row for row in services.audit.list(tid) if row.action == "sheet.hand"]
    assert len(hands) == 2 and {row.station for row in hands} == {"tavolo 1 (telefono)"}
    # A hand giving points to the player already out: refused in words, nothing saved.
    with pytest.raises(ServiceError) as refused:
        sheets.enter_hand(
            tid,
            code,
            Scala40Hand(points=((a, 0), (b, 10), (c, 5), (d, 5)), closer=a),
            version=version,
        )
    assert refused.value.code is ErrorCode.INVALID_SCORE
    assert "eliminat" in describe(refused.value, "it")
    assert "eliminated" in describe(refused.value, "en")
    assert services.results.sheet(tid, 1, 1).version == version
    # The keeper's form offers only the players in play: b has no box, so the hand reads.
    hand = _typed(services, tid, code, {a: "0", c: "A K", d: "15"})
    assert dict(hand.points) == {a: 0, c: 21, d: 15}


def test_a_hand_sent_twice_is_saved_once(services: Services) -> None:
    tid, code, (a, b, c, d) = _scala40(services)
    hand = _typed(services, tid, code, {a: "0", b: "20", c: "10", d: "5"})
    services.table_sheets.enter_hand(tid, code, hand, version=0)
    with pytest.raises(ConflictError):
        services.table_sheets.enter_hand(tid, code, hand, version=0)
    assert len(services.results.sheet(tid, 1, 1).hands) == 1


@pytest.mark.parametrize(
    ("typed", "marked", "italian", "english"),
    [
        ({1: "10", 2: "20", 3: "30", 4: "5"}, None, "chi ha chiuso", "who closed"),
        ({1: "0", 2: "0", 3: "30", 4: "5"}, None, "solo chi chiude", "only the player"),
        ({1: "0", 2: "", 3: "30", 4: "5"}, None, "manca la penalità del n.", "no penalty for"),
        ({1: "0", 2: "-5", 3: "30", 4: "5"}, None, "negativa", "negative"),
        ({1: "0", 2: "12x", 3: "30", 4: "5"}, None, "«12x»", '"12x"'),
    ],
)
def test_a_hand_that_cannot_be_read_is_refused_in_words(
    services: Services, typed: dict[int, str], marked: int | None, italian: str, english: str
) -> None:
    tid, code, seats = _scala40(services)
    by_seat = {seats[k - 1]: v for k, v in typed.items()}
    with pytest.raises(ServiceError) as refused:
        services.table_sheets.typed_hand(tid, code, by_seat, marked=marked)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert italian in describe(refused.value, "it")
    assert english in describe(refused.value, "en")
    assert services.results.sheet(tid, 1, 1).hands == ()


def test_a_reentry_from_the_phone_and_the_code_closes_with_the_game(services: Services) -> None:
    tid, code, (a, b, c, d) = _scala40(services, reentries=1)
    sheets = services.table_sheets
    out = _typed(services, tid, code, {a: "0", b: "105", c: "10", d: "5"})
    sheet = sheets.enter_hand(tid, code, out, version=0)
    assert sheet.eliminated == (b,)
    sheet = sheets.reenter(tid, code, b, version=sheet.version)
    assert sheet.eliminated == ()
    # Back on the highest total in play, as the window's re-entry puts them.
    assert dict(sheet.totals)[b] == 10
    with pytest.raises(ServiceError) as refused:
        sheets.reenter(tid, code, c, version=sheet.version)
    assert refused.value.code is ErrorCode.REENTRY_NOT_ALLOWED
    # Everyone but a out: the game is over and the code takes no more hands.
    last = _typed(services, tid, code, {a: "0", b: "150", c: "150", d: "150"})
    assert sheets.enter_hand(tid, code, last, version=sheet.version).finished
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.ACCEPTED
    with pytest.raises(ServiceError) as closed:
        sheets.keeper_table(tid, code)
    assert closed.value.code is ErrorCode.TABLE_ENTRY_CLOSED


def test_the_codes_carry_the_hands_on_each_sheet_and_a_burraco_codes_none(
    services: Services,
) -> None:
    """`table_entry.codes` counts the hands on each scala 40 table's sheet (a re-entry is no
    hand), as the sheet does, so a face only shows the count; burraco codes count none."""
    tid, code, (a, b, c, d) = _scala40(services, reentries=1)
    sheets = services.table_sheets
    assert [entry.hands for entry in services.table_entry.codes(tid, 1)] == [0]
    out = _typed(services, tid, code, {a: "0", b: "105", c: "10", d: "5"})
    sheet = sheets.enter_hand(tid, code, out, version=0)
    sheet = sheets.reenter(tid, code, b, version=sheet.version)
    hand = _typed(services, tid, code, {a: "0", b: "5", c: "10", d: "5"})
    sheets.enter_hand(tid, code, hand, version=sheet.version)
    assert len(services.results.sheet(tid, 1, 1).hands) == 2
    assert [entry.hands for entry in services.table_entry.codes(tid, 1)] == [2]
    burraco, _ = _burraco(services)
    assert {entry.hands for entry in services.table_entry.codes(burraco, 1)} == {None}


def test_the_director_closes_a_scala40_table_and_corrects_it(services: Services) -> None:
    tid, code, (a, b, c, d) = _scala40(services)
    hand = _typed(services, tid, code, {a: "0", b: "20", c: "10", d: "5"})
    sheet = services.table_sheets.enter_hand(tid, code, hand, version=0)
    fixed = Scala40Hand(points=((a, 0), (b, 25), (c, 10), (d, 5)), closer=a)
    sheet = services.results.correct_hand(tid, 1, 1, 0, fixed, expected_version=sheet.version)
    assert dict(sheet.totals)[b] == 25
    assert services.table_entry.close(tid, 1, 1) == 1
    with pytest.raises(ServiceError) as closed:
        services.table_sheets.enter_hand(tid, code, hand, version=sheet.version)
    assert closed.value.code is ErrorCode.TABLE_ENTRY_CLOSED


def test_no_hands_from_a_phone_while_table_entry_is_off(services: Services) -> None:
    tid, code, _ = _scala40(services)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, Scala40Settings)
    from dataclasses import replace

    services.tournaments.edit(tid, settings=replace(settings, table_entry=False))
    with pytest.raises(ServiceError) as off:
        services.table_sheets.keeper_table(tid, code)
    assert off.value.code is ErrorCode.TABLE_ENTRY_OFF


def _burraco(services: Services) -> tuple[TournamentId, str]:
    tid = burraco_tournament(
        services,
        pairs=4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=True),
    )
    published_round(services, tid)
    return tid, next(c.code for c in services.table_entry.codes(tid, 1) if c.table == 1)


def test_a_turno_hand_by_hand_is_confirmed_and_saved_with_its_hands(services: Services) -> None:
    tid, code = _burraco(services)
    hands = [HandTotals(300, 120), HandTotals(-50, 410), HandTotals(390, -15)]
    first = services.table_sheets.enter_hands(tid, code, hands, device="ns-phone")
    assert (first.state, first.ns_mp, first.ew_mp) == (EntryState.WAITING, 640, 515)
    assert services.results.get(tid, 1, 1) is None
    # The other pair confirms the totals, as for totals entered at once.
    confirmed = services.table_entry.enter(tid, code, 640, 515, device="ew-phone")
    assert confirmed.state is EntryState.ACCEPTED
    result = services.results.get(tid, 1, 1)
    assert result is not None and (result.ns_mp, result.ew_mp) == (640, 515)
    assert result.hands == tuple(hands)
    saved = [row for row in services.audit.list(tid) if row.action == "result.enter"]
    assert saved[0].station == "tavolo 1 (telefono)"


def test_a_turno_hand_by_hand_the_rules_refuse_saves_nothing(services: Services) -> None:
    tid, code = _burraco(services)
    for hands in (
        [HandTotals(300, 120), HandTotals(-50, 410)],  # two hands of a three-hand turno
        [HandTotals(303, 120), HandTotals(-50, 410), HandTotals(390, -15)],
    ):
        with pytest.raises(ServiceError) as refused:
            services.table_sheets.enter_hands(tid, code, hands, device="ns-phone")
        assert refused.value.code is ErrorCode.INVALID_SCORE
        assert describe(refused.value, "it") and describe(refused.value, "en")
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.OPEN
    # A burraco table's code is no keeper's: its pairs enter totals or hands.
    with pytest.raises(ServiceError) as wrong:
        services.table_sheets.keeper_table(tid, code)
    assert wrong.value.code is ErrorCode.WRONG_GAME
