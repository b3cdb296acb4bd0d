"""Movement cards: each pair's table, line and opponents through the Mitchell, printed once
its first round is out, and the rounds later seated as the cards said."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.exports.pdf_reading import cards_by_number
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    ScheduleStep,
    ServiceError,
    Services,
)
from tournament_app.services import exports as actions
from tournament_app.services.messages import describe

PAIRS = 9  # four tables, and the fifth EO position is the bye


def _movement(services: Services, tid: int) -> dict[int, list[tuple[int | None, str, int | None]]]:
    """Pair -> (table, line, opponents) in Mitchell rounds 1-3, worked out by hand from round
    1: NS pairs stay, EO pairs move one table up each round, the one past table 4 rests."""
    first = services.rounds.get(tid, 1)
    ns = {t.table: t.ns[0] for t in first.tables if not t.is_bye}
    eo = [next(t.ew[0] for t in first.tables if t.table == n) for n in sorted(ns)]
    eo += [t.ns[0] for t in first.tables if t.is_bye]
    stops: dict[int, list[tuple[int | None, str, int | None]]] = {n: [] for n in range(1, 10)}
    for shift in range(3):
        at = {(start + shift) % 5: pair for start, pair in enumerate(eo)}
        for position, pair in at.items():
            if position == 4:
                stops[pair].append((None, "", None))
            else:
                table = position + 1
                stops[pair].append((table, "EO", ns[table]))
                stops[ns[table]].append((table, "NS", pair))
    return stops


def _played(services: Services, tid: int, number: int) -> None:
    """Every table of round `number` scored (NS 1200, EO 900)."""
    for table in services.rounds.get(tid, number).tables:
        if not table.is_bye:
            services.results.enter_totals(tid, number, table.table, 1200, 900)


def _card_rows(card: str) -> list[tuple[int | None, str, int | None]]:
    rows: list[tuple[int | None, str, int | None]] = []
    for line in card.splitlines():
        played = re.match(r"\s*Turno (\d)\s+(\d+)\s+(NS|EO)\s+(\d+)\s*$", line)
        rested = re.match(r"\s*Turno (\d)\s+riposo\s*$", line)
        if played:
            rows.append((int(played[2]), played[3], int(played[4])))
        elif rested:
            rows.append((None, "", None))
    return rows


def test_each_pairs_card_follows_the_mitchell_the_rounds_then_seat(
    services: Services, tmp_path: Path
) -> None:
    """Printed after round 1: every pair's three Mitchell rounds; rounds 2 and 3, seated
    later, put every pair where its card said."""
    tid = burraco_tournament(services, PAIRS, BurracoSettings())
    services.rounds.generate(tid, seed=1)
    services.rounds.publish(tid, 1)
    path = tmp_path / "movimento.pdf"
    actions.movement_cards_pdf(services, tid, path)
    cards = cards_by_number(path, "Movimento della coppia n. {n}")
    assert sorted(cards) == list(range(1, PAIRS + 1))
    expected = _movement(services, tid)
    for pair, card in cards.items():
        assert f"Rossi{pair} Anna – Bianchi{pair} Carlo" in card
        assert "Mitchell, turni 1–3" in card
        assert _card_rows(card) == expected[pair], card
        assert "previsti dal movimento" in card
        assert "Dal turno 4: Danese, abbinamenti secondo la classifica" in card
    for number in (2, 3):
        _played(services, tid, number - 1)
        seated = services.rounds.generate(tid, seed=1)
        services.rounds.publish(tid, number)
        for table in seated.tables:
            if table.is_bye:
                assert expected[table.ns[0]][number - 1] == (None, "", None)
            else:
                (ns,), (eo,) = table.ns, table.ew
                assert expected[ns][number - 1] == (table.table, "NS", eo)
                assert expected[eo][number - 1] == (table.table, "EO", ns)


def test_a_pair_withdrawn_is_left_out_and_its_opponents_rest(
    services: Services, tmp_path: Path
) -> None:
    """A pair that withdrew after round 1 gets no card; the pairs it would have met are
    told they rest at their own table or meet the pair left alone, as round 2 then seats."""
    tid = burraco_tournament(services, 8, BurracoSettings())
    services.rounds.generate(tid, seed=1)
    services.rounds.publish(tid, 1)
    services.entries.withdraw(tid, 3)
    path = tmp_path / "movimento.pdf"
    actions.movement_cards_pdf(services, tid, path)
    cards = cards_by_number(path, "Movimento della coppia n. {n}")
    assert 3 not in cards and len(cards) == 7
    _played(services, tid, 1)
    seated = services.rounds.generate(tid, seed=1)
    for table in seated.tables:
        for pair in table.ns + table.ew:
            row = _card_rows(cards[pair])[1]
            if table.is_bye:
                assert row == (None, "", None)
            else:
                other = table.ew[0] if pair in table.ns else table.ns[0]
                assert row == (table.table, "NS" if pair in table.ns else "EO", other)


def _refused(attempt) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        attempt()
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params == {"detail": "no_fixed_movement"}
    return refused.value


def test_no_cards_where_the_movement_is_not_fixed(services: Services, tmp_path: Path) -> None:
    """Before round 1, in a Danese round, in scala 40: refused with what to do, no file."""
    danese = BurracoSettings(
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 1), ScheduleStep(PairingSystem.DANESE, 2))
    )
    tid = burraco_tournament(services, 8, danese)
    path = tmp_path / "m.pdf"
    error = _refused(lambda: actions.movement_cards_pdf(services, tid, path))
    said = describe(error, "it")
    assert "Mitchell" in said and "Danese" in said and "classifica" in said
    assert "Mitchell" in describe(error, "en") and "standings" in describe(error, "en")
    for number in (1, 2):
        services.rounds.generate(tid, seed=1)
        services.rounds.publish(tid, number)
        _played(services, tid, number)
    _refused(lambda: actions.movement_cards_pdf(services, tid, path))
    players = scala40_tournament(services, 8)
    services.rounds.generate(players, seed=1)
    services.rounds.publish(players, 1)
    _refused(lambda: actions.movement_cards_pdf(services, players, path))
    assert not path.exists()


def _seats(tables) -> dict[int, tuple[int | None, str, int | None]]:
    """Pair -> (table, line, opponents) in a round as seated."""
    seats: dict[int, tuple[int | None, str, int | None]] = {}
    for table in tables:
        if table.is_bye:
            seats[table.ns[0]] = (None, "", None)
        else:
            (ns,), (eo,) = table.ns, table.ew
            seats[ns] = (table.table, "NS", eo)
            seats[eo] = (table.table, "EO", ns)
    return seats


def test_a_round_robin_is_known_before_it_starts(services: Services, tmp_path: Path) -> None:
    """All'italiana: printed before round 1, every pair's five rounds, each pair met once;
    the rounds then seated put every pair where its card said."""
    schedule = (ScheduleStep(PairingSystem.ROUND_ROBIN, 5),)
    tid = burraco_tournament(services, 6, BurracoSettings(schedule=schedule))
    path = tmp_path / "italiana.pdf"
    actions.movement_cards_pdf(services, tid, path)
    cards = cards_by_number(path, "Movimento della coppia n. {n}")
    assert sorted(cards) == list(range(1, 7))
    rows = {pair: _card_rows(card) for pair, card in cards.items()}
    for pair, card in cards.items():
        assert "All'italiana, turni 1–5" in card
        assert sorted(other for _, _, other in rows[pair]) == [n for n in range(1, 7) if n != pair]
    for number in range(1, 6):
        seated = services.rounds.generate(tid, seed=1)
        services.rounds.publish(tid, number)
        _played(services, tid, number)
        for pair, seat in _seats(seated.tables).items():
            assert rows[pair][number - 1] == seat, (number, pair)
