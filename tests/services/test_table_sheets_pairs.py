"""A scala 40 pairs table's sheet written from the keeper's phone with the table's code: who
closed and each of the four players' points, read as the window's pairs line reads them; the
hand goes to the closer's pair, the match ends at the target, signed by the table's phone."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import pair, published_round, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    Scala40Form,
    Scala40Format,
    Scala40PairsHand,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.errors import ConflictError
from tournament_app.services.messages import describe

Seat = tuple[int, int]


def _pairs_table(services: Services) -> tuple[TournamentId, str, list[Seat]]:
    """Two pairs at one table, table entry on, round 1 out: its code and the four players by
    seat (each pair's first, then second)."""
    settings = Scala40Settings(
        form=Scala40Form.PAIRS,
        table_size=2,
        format=Scala40Format.PLACEMENT_POINTS,
        rounds=3,
        table_entry=True,
    )
    tid = scala40_tournament(services, 2, settings, roster=pair)
    published_round(services, tid)
    code = services.table_entry.codes(tid, 1)[0].code
    pairs = services.results.pairs_sheet(tid, 1, 1).pairs
    return tid, code, [(entry, member) for entry in pairs for member in (1, 2)]


def _refused(call, *args, **kwargs) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        call(*args, **kwargs)
    return refused.value


def test_the_keeper_plays_the_match_to_three_hands_signed_by_the_phone(
    services: Services,
) -> None:
    tid, code, (a1, a2, b1, b2) = _pairs_table(services)
    sheets = services.table_sheets
    # a1 closes; a2 is left an ace and a king (21), b1 12, b2 30.
    hand = sheets.typed_pairs_hand(tid, code, {a2: "A K", b1: "12", b2: "30"}, marked=a1)
    assert hand == Scala40PairsHand(
        closer=a1, points=((*a2, 21), (*b1, 12), (*b2, 30))
    )  # fmt: skip
    sheet = sheets.enter_pairs_hand(tid, code, hand, version=0)
    assert dict(sheet.game_points) == {a1[0]: 1, b1[0]: 0}
    assert dict(sheet.totals) == {a1[0]: 21, b1[0]: 42}
    # Two more hands closed by the other of a's players, found by the 0 typed for them.
    for _ in range(2):
        typed = {a1: "5", a2: "0", b1: "10", b2: "10"}
        hand = sheets.typed_pairs_hand(tid, code, typed, marked=None)
        sheet = sheets.enter_pairs_hand(tid, code, hand, version=sheet.version)
    assert sheet.finished and sheet.winner == a1[0]
    assert services.results.pairs_sheet(tid, 1, 1).hands[-1].closer == a2
    # The codes count the hands the match took, for the command line to show.
    assert [entry.hands for entry in services.table_entry.codes(tid, 1)] == [3]
    assert {row.station for row in services.audit.list(tid) if row.action == "sheet.hand"} == {
        "tavolo 1 (telefono)"
    }
    # The match is over: the code takes no more hands.
    refused = _refused(sheets.typed_pairs_hand, tid, code, {}, marked=a1)
    assert refused.code is ErrorCode.TABLE_ENTRY_CLOSED


@pytest.mark.parametrize(
    ("typed", "marked", "said"),
    [
        ({}, None, "segna chi ha chiuso"),
        ("a1=0,a2=0,b1=5,b2=5", None, "hanno 0 i n."),
        ("a2=0,b1=5,b2=5", "a1", "hanno 0 i n."),
        ("a2=5,b2=5", "a1", "manca la penalità del n."),
        ("a2=5,b1=-5,b2=5", "a1", "negativa"),
        ("a2=5,b1=tanti,b2=5", "a1", "non è né un numero né una carta"),
    ],
)
def test_a_hand_that_cannot_be_read_names_the_player_and_saves_nothing(
    services: Services, typed: str | dict, marked: str | None, said: str
) -> None:
    tid, code, seats = _pairs_table(services)
    by_name = dict(zip(("a1", "a2", "b1", "b2"), seats, strict=True))
    figures = {}
    for part in typed.split(",") if isinstance(typed, str) else ():
        name, _, value = part.partition("=")
        figures[by_name[name]] = value
    closer = by_name[marked] if marked else None
    refused = _refused(services.table_sheets.typed_pairs_hand, tid, code, figures, marked=closer)
    assert refused.code is ErrorCode.INVALID_INPUT
    assert said in describe(refused, "it")
    assert services.results.pairs_sheet(tid, 1, 1).hands == ()


def test_what_only_the_rules_judge_is_refused_by_them(services: Services) -> None:
    """Points for the closer, a player who is not at the table: read, then refused by the
    match's rules in the words the window and the command line give."""
    tid, code, (a1, a2, b1, b2) = _pairs_table(services)
    sheets = services.table_sheets
    typed = {a1: "15", a2: "5", b1: "5", b2: "5"}
    hand = sheets.typed_pairs_hand(tid, code, typed, marked=a1)
    refused = _refused(sheets.enter_pairs_hand, tid, code, hand, version=0)
    assert refused.code is ErrorCode.INVALID_SCORE
    assert "Togli i punti di chi ha chiuso" in describe(refused, "it")
    stranger = (b1[0] + 10, 1)
    typed = {a1: "5", a2: "5", b1: "5", b2: "5"}
    hand = sheets.typed_pairs_hand(tid, code, typed, marked=stranger)
    refused = _refused(sheets.enter_pairs_hand, tid, code, hand, version=0)
    assert "does not sit at this table" in describe(refused, "en")
    assert services.results.pairs_sheet(tid, 1, 1).hands == ()


def test_a_hand_sent_twice_is_saved_once_and_a_singles_hand_is_refused(
    services: Services,
) -> None:
    tid, code, (a1, a2, b1, b2) = _pairs_table(services)
    sheets = services.table_sheets
    hand = sheets.typed_pairs_hand(tid, code, {a2: "5", b1: "5", b2: "5"}, marked=a1)
    sheets.enter_pairs_hand(tid, code, hand, version=0)
    with pytest.raises(ConflictError):
        sheets.enter_pairs_hand(tid, code, hand, version=0)
    assert len(services.results.pairs_sheet(tid, 1, 1).hands) == 1
    # The singles form's hand at a pairs table: refused naming the pairs form.
    singles = sheets.typed_hand(tid, code, {a1[0]: "0", b1[0]: "20"}, marked=None)
    refused = _refused(sheets.enter_hand, tid, code, singles, version=1)
    assert "torneo a coppie" in describe(refused, "it")
