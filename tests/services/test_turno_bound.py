"""A turno total no game can reach (an extra zero typed) is refused at entry, in words; the
largest one a turno can reach is accepted and its tournament file imports elsewhere.

The bound, from the domain doc (burraco.md): a turno has at most 4 hands; in one hand a line
scores at most the pack (1,080) plus its burraco bonuses and the closing. The double pack
has 108 cards, so at most 15 burraco of 7, each worth at most 400 (a Brazilian pulito, the
richest house variant): 1,080 + 15 x 400 + 100 = 7,180 per hand, far under 10,000, so 4 hands
stay within 40,000 points either way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    HandTotals,
    PairingSystem,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.archive.rules import LARGEST
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.messages import describe

BOUND = 40_000  # 4 hands x 10,000, reasoned above


def _published(services: Services, hands: int = 4) -> TournamentId:
    settings = BurracoSettings(first_round=PairingSystem.REGISTRATION, hands=hands)
    tournament_id = burraco_tournament(services, pairs=4, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    return tournament_id


@pytest.mark.parametrize(
    ("ns_mp", "ew_mp"),
    [(5_000_000_000, 200), (200, 40_005), (-40_005, 0), (10**20, 200)],
)
def test_a_total_no_turno_can_reach_is_refused_in_words(
    services: Services, ns_mp: int, ew_mp: int
) -> None:
    """The director reads the figure typed and the most a turno can score; nothing saved."""
    tournament_id = _published(services)
    log_before = services.audit.list()
    with pytest.raises(ServiceError) as caught:
        services.results.enter_totals(tournament_id, 1, 1, ns_mp, ew_mp)
    assert caught.value.code is ErrorCode.INVALID_SCORE
    wrong = ns_mp if abs(ns_mp) > BOUND else ew_mp
    italian = describe(caught.value, "it")
    english = describe(caught.value, "en")
    assert f"{wrong} punti non si possono fare in un turno" in italian
    assert f"entro {BOUND} punti" in italian and "zero di troppo" in italian
    assert f"no turno can score {wrong} points" in english
    assert f"within {BOUND} points" in english and "extra zero" in english
    assert services.results.get(tournament_id, 1, 1) is None
    assert services.audit.list() == log_before


def test_hand_by_hand_and_arbitral_are_held_to_the_same_bound(services: Services) -> None:
    """One hand of 50,000 (a slip) is refused, and so is a referee's 100,000."""
    tournament_id = _published(services, hands=3)
    with pytest.raises(ServiceError) as caught:
        services.results.enter_hands(
            tournament_id, 1, 1, [HandTotals(50_000, 0), HandTotals(0, 0), HandTotals(0, 0)]
        )
    assert "50000 punti non si possono fare" in describe(caught.value, "it")
    with pytest.raises(ServiceError) as caught:
        services.results.enter_arbitral(tournament_id, 1, 1, ns_vp=20, ew_vp=0, ns_mp=100_000)
    assert "100000" in describe(caught.value, "en")
    assert services.results.get(tournament_id, 1, 1) is None


def test_the_largest_total_is_kept_and_its_file_imports_elsewhere(
    database_url: str, tmp_path: Path
) -> None:
    """40,000 against -40,000 is accepted (unlikely, not impossible), and the tournament
    file carrying it is no "damaged" file to another Torneo: accepted means exportable."""
    assert BOUND <= LARGEST  # the archive's own limit for every integer column
    source = open_services(database_url, station="club")
    try:
        tournament_id = _published(source)
        result = source.results.enter_totals(
            tournament_id, 1, 1, BOUND, -BOUND, despite_unlikely=True
        )
        assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (BOUND, -BOUND, 20, 0)
        path = export_tournament_file(source, tournament_id, tmp_path / "big.torneo")
    finally:
        source.close()
    target = open_services(f"sqlite:///{tmp_path / 'other.sqlite3'}", station="federation")
    try:
        imported = import_tournament_file(target, path)
        copied = target.results.get(imported.tournament_id, 1, 1)
        assert copied is not None and (copied.ns_mp, copied.ew_mp) == (BOUND, -BOUND)
    finally:
        target.close()
