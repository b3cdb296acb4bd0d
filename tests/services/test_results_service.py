"""Burraco results: VP from the FIBUR tables, hand by hand, byes, forfeits, stale versions."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import burraco_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    BurracoSettings,
    ConflictError,
    ErrorCode,
    HandBreakdown,
    HandTotals,
    LineHand,
    NotFoundError,
    PairingSystem,
    PlayerSpec,
    ResultKind,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.messages import describe


def _published(services: Services, pairs: int = 4, **settings: object) -> TournamentId:
    tournament_id = burraco_tournament(
        services,
        pairs=pairs,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, **settings),  # type: ignore[arg-type]
    )
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    return tournament_id


@pytest.mark.parametrize(
    ("hands", "ns_mp", "ew_mp", "vp"),
    [
        (3, 640, 245, (14, 6)),  # 395: the 355-500 band
        (3, 300, 250, (10, 10)),  # 50: still a draw
        (3, 300, 245, (11, 9)),  # 55: first band above the draw
        (3, 0, 1505, (0, 20)),  # 1505+: 20-0, from the loser's side
        (4, 640, 245, (12, 8)),  # 4 hands: 305-500
        (4, 2100, 95, (20, 0)),  # 2005+
    ],
)
def test_totals_become_fibur_vp(
    services: Services, hands: int, ns_mp: int, ew_mp: int, vp: tuple[int, int]
) -> None:
    """The VP of a turno follow the FIBUR table for its hands (domain doc bands)."""
    tournament_id = _published(services, hands=hands)
    result = services.results.enter_totals(tournament_id, 1, 1, ns_mp, ew_mp)
    assert (result.ns_vp, result.ew_vp) == vp
    assert (result.ns, result.ew, result.kind) == ((1,), (2,), ResultKind.PLAYED)


def test_hand_by_hand_adds_up(services: Services, published: TournamentId) -> None:
    """The rules' worked example (640 v 245) plus two hands: 790 v 495, 295 MP, 13-7."""
    tournament_id = published
    example = HandBreakdown(
        ns=LineHand(clean=1, dirty=1, closed=True, melded=240),
        ew=LineHand(dirty=1, melded=180, in_hand=35),
    )
    result = services.results.enter_hands(
        tournament_id, 1, 1, [example, HandTotals(100, 200), HandTotals(50, 50)]
    )
    assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (790, 495, 13, 7)
    assert result.hands == (HandTotals(640, 245), HandTotals(100, 200), HandTotals(50, 50))
    stored = services.results.get(tournament_id, 1, 1)
    assert stored is not None and stored.breakdown == (example, None, None)


def test_burraco_reale_and_super_burraco_count_when_the_variant_is_played(
    services: Services,
) -> None:
    """House variant on (burraco.md: reale 300, super burraco 250). NS closes with a reale and
    200 on the table: 300 + 100 + 200 = 600. EW has a super burraco, 150 on the table, 20 in
    hand: 250 + 150 - 20 = 380. The counts are kept with the sheet."""
    tournament_id = _published(services, burraco_reale=True)
    hand = HandBreakdown(
        ns=LineHand(closed=True, melded=200, reale=1),
        ew=LineHand(melded=150, in_hand=20, super_burraco=1),
    )
    result = services.results.enter_hands(
        tournament_id, 1, 1, [hand, HandTotals(0, 0), HandTotals(0, 0)]
    )
    assert result.hands[0] == HandTotals(600, 380)
    stored = services.results.get(tournament_id, 1, 1)
    assert stored is not None and stored.breakdown[0] == hand


def test_a_reale_is_refused_where_the_variant_is_not_played(
    services: Services, published: TournamentId
) -> None:
    """Without the house variant a burraco reale cannot be counted: nothing is stored."""
    tournament_id = published
    hand = HandBreakdown(
        ns=LineHand(closed=True, melded=200, reale=1),
        ew=LineHand(melded=150),
    )
    with pytest.raises(ServiceError) as caught:
        services.results.enter_hands(
            tournament_id, 1, 1, [hand, HandTotals(0, 0), HandTotals(0, 0)]
        )
    assert caught.value.code is ErrorCode.INVALID_SCORE
    assert services.results.get(tournament_id, 1, 1) is None


@pytest.mark.parametrize(
    ("hands", "scoring_code"),
    [
        ([HandTotals(100, 200), HandTotals(50, 50)], "wrong_hand_count"),
        ([HandTotals(101, 200), HandTotals(0, 0), HandTotals(0, 0)], "mp_not_multiple_of_5"),
        (
            [
                HandBreakdown(
                    ns=LineHand(clean=1, closed=True, melded=100),
                    ew=LineHand(clean=1, closed=True, melded=100),
                ),
                HandTotals(0, 0),
                HandTotals(0, 0),
            ],
            None,  # two lines closing: whatever scoring calls it, it is refused
        ),
    ],
)
def test_impossible_sheets_are_refused_and_nothing_is_stored(
    services: Services,
    published: TournamentId,
    hands: list[HandTotals | HandBreakdown],
    scoring_code: str | None,
) -> None:
    """INVALID_SCORE carrying the scoring code; no result and no audit row are written."""
    tournament_id = published
    log_before = services.audit.list()
    with pytest.raises(ServiceError) as caught:
        services.results.enter_hands(tournament_id, 1, 1, hands)
    assert caught.value.code is ErrorCode.INVALID_SCORE
    assert caught.value.scoring_code is not None
    if scoring_code:
        assert caught.value.scoring_code == scoring_code
    assert services.results.get(tournament_id, 1, 1) is None
    assert services.audit.list() == log_before


def test_totals_not_multiple_of_5(services: Services, published: TournamentId) -> None:
    """642 MP cannot happen: refused with a sentence in both languages."""
    tournament_id = published
    with pytest.raises(ServiceError) as caught:
        services.results.enter_totals(tournament_id, 1, 1, 642, 245)
    assert caught.value.scoring_code == "mp_not_multiple_of_5"
    assert "642" in describe(caught.value, "en")
    assert describe(caught.value, "it").startswith("Punteggio non valido")


def test_result_for_a_bye_is_refused_and_the_bye_scores_itself(services: Services) -> None:
    """Five pairs: table 3 is pair 5's bye; entering it is RESULT_FOR_BYE; it reads as
    14 VP and +355 MP (the club default with 3 hands)."""
    tournament_id = _published(services, pairs=5)
    with pytest.raises(ServiceError) as caught:
        services.results.enter_totals(tournament_id, 1, 3, 300, 0)
    assert caught.value.code is ErrorCode.RESULT_FOR_BYE
    bye = services.results.get(tournament_id, 1, 3)
    assert bye is not None
    assert (bye.kind, bye.ns, bye.ns_vp, bye.ns_mp) == (ResultKind.BYE, (5,), 14, 355)


def test_unknown_table_or_round(services: Services, published: TournamentId) -> None:
    """A table or round that does not exist is NOT_FOUND."""
    tournament_id = published
    with pytest.raises(NotFoundError):
        services.results.enter_totals(tournament_id, 1, 9, 300, 200)
    with pytest.raises(NotFoundError):
        services.results.enter_totals(tournament_id, 2, 1, 300, 200)


def test_a_draft_round_takes_no_result(services: Services) -> None:
    """ROUND_NOT_PUBLISHED before the round is announced."""
    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)
    with pytest.raises(ServiceError) as caught:
        services.results.enter_totals(tournament_id, 1, 1, 300, 200)
    assert caught.value.code is ErrorCode.ROUND_NOT_PUBLISHED


def test_forfeit_and_arbitral(services: Services, published: TournamentId) -> None:
    """EO late: NS gets 14 VP and 355 MP, EO 6 VP; a referee's score is kept as given."""
    tournament_id = published
    forfeit = services.results.enter_forfeit(tournament_id, 1, 1, absent="ew")
    assert (forfeit.kind, forfeit.ns_vp, forfeit.ew_vp, forfeit.ns_mp, forfeit.ew_mp) == (
        ResultKind.FORFEIT,
        14,
        6,
        355,
        0,
    )
    arbitral = services.results.enter_arbitral(tournament_id, 1, 2, ns_vp=12, ew_vp=5, ns_mp=400)
    assert (arbitral.kind, arbitral.ns_vp, arbitral.ew_vp) == (ResultKind.ARBITRAL, 12, 5)


def test_a_stale_correction_is_refused_naming_who_changed_it(database_url: str) -> None:
    """Two stations read version 1; the second to correct gets a CONFLICT naming the first,
    and the first station's figures stay."""
    cassa = open_services(database_url, station="cassa")
    sala = open_services(database_url, station="sala")
    try:
        tournament_id = _published(cassa)
        first = cassa.results.enter_totals(tournament_id, 1, 1, 300, 200)
        assert first.version == 1
        corrected = cassa.results.enter_totals(
            tournament_id, 1, 1, 350, 200, expected_version=first.version
        )
        assert corrected.version == 2
        with pytest.raises(ConflictError) as caught:
            sala.results.enter_totals(tournament_id, 1, 1, 900, 0, expected_version=1)
        assert caught.value.params["changed_by"] == "cassa"
        assert caught.value.params["current_version"] == 2
        assert "cassa" in describe(caught.value, "it")
        stored = sala.results.get(tournament_id, 1, 1)
        assert stored is not None and (stored.ns_mp, stored.version) == (350, 2)
    finally:
        cassa.close()
        sala.close()


def test_entering_a_table_already_entered_is_a_conflict(
    services: Services, published: TournamentId
) -> None:
    """A first entry (no version) over an existing result is refused, not overwritten."""
    tournament_id = published
    services.results.enter_totals(tournament_id, 1, 1, 300, 200)
    with pytest.raises(ConflictError):
        services.results.enter_totals(tournament_id, 1, 1, 0, 500)
    stored = services.results.get(tournament_id, 1, 1)
    assert stored is not None and stored.ns_mp == 300


def test_a_correction_is_logged_and_undone(services: Services, published: TournamentId) -> None:
    """The audit row holds the MP before and after; undo puts the old figures back."""
    tournament_id = published
    first = services.results.enter_totals(tournament_id, 1, 1, 300, 200)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245, expected_version=first.version)
    row = services.audit.list(tournament_id)[0]
    assert row.action == "result.correct"
    assert row.before["burraco_results"][0]["ns_mp"] == 300
    assert row.after["burraco_results"][0]["ns_mp"] == 640
    services.audit.undo_last(tournament_id)
    stored = services.results.get(tournament_id, 1, 1)
    assert stored is not None
    assert (stored.ns_mp, stored.ns_vp) == (300, 11)
    assert stored.version == 3  # a fresh version: whoever read version 2 is now stale


def test_individual_players_share_their_lines_result(services: Services) -> None:
    """Individual burraco: each player is credited with the line's MP and VP."""
    tournament_id = burraco_tournament(services, settings=BurracoSettings(individual=True))
    for n in range(1, 9):
        services.entries.add(tournament_id, [PlayerSpec(f"Giocatore{n}", "X")])
    tables = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    assert [len(t.ns) + len(t.ew) for t in tables] == [4, 4]
    for table in tables:
        services.results.enter_totals(tournament_id, 1, table.table, 640, 245)
    rows = {row.entry: row for row in services.standings.overall(tournament_id)}
    for table in tables:
        for player in table.ns:
            assert (rows[player].vp, rows[player].mp_difference) == (14, 395)  # type: ignore[union-attr]
        for player in table.ew:
            assert (rows[player].vp, rows[player].mp_difference) == (6, -395)  # type: ignore[union-attr]


# -- the states these tests start from: each built once per process and backend, and copied --

STATES = {
    "published": with_services(_published),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    """This test's copy of the state its fixture below names (else an empty database)."""
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def published(start: tuple[str, Any]) -> TournamentId:
    """`_published`'s value."""
    return start[1]
