"""Score cards four a page: A6 quarters of an A4 sheet, each card whole and legible with 11
rounds; a card that would not fit a quarter prints two a page, and the director is told why."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tests.exports.pdf_reading import page_pictures, pdf_text
from tournament_app.services import BurracoSettings, ServiceError, Services
from tournament_app.services import exports as actions
from tournament_app.services.messages import describe, two_a_page_sentence
from tournament_app.services.reports import cards as report_cards
from tournament_app.services.settings import PairingSystem, ScheduleStep

PAIRS, ROUNDS = 12, 11
SCHEDULE = (ScheduleStep(PairingSystem.MITCHELL, 3), ScheduleStep(PairingSystem.DANESE, 8))


def _ns_score(table: int) -> int:
    return 1200 + 10 * table


def _eo_score(table: int) -> int:
    return 900 - 5 * table


def _vp(scored: int, conceded: int) -> int:
    """FIBUR's 3-hand table for these margins: 315-345 won is 13-7, 360 is 14-6."""
    margin = scored - conceded
    if margin > 0:
        return 14 if margin >= 360 else 13
    return 6 if -margin >= 360 else 7


def _long_evening(services: Services) -> int:
    """Twelve pairs, eleven rounds played: NS 1200 + 10t against EO's 900 - 5t at table t."""
    tid = burraco_tournament(services, PAIRS, BurracoSettings(schedule=SCHEDULE))
    for number in range(1, ROUNDS + 1):
        seating = services.rounds.generate(tid, seed=1)
        services.rounds.publish(tid, number)
        for table in seating.tables:
            services.results.enter_totals(
                tid, number, table.table, _ns_score(table.table), _eo_score(table.table)
            )
    return tid


# Each test starts from its own copy of the evening, played once a process and database.
start, database_url = snapshot_fixtures({"evening": with_services(_long_evening)})
evening = state_value("evening")


@pytest.fixture
def long_evening(services: Services, evening: int) -> tuple[Services, int]:
    """`_long_evening`'s tournament, and the services over this test's copy of it."""
    return services, evening


def _cards(path: Path) -> dict[int, str]:
    """Each card's text in the order it was drawn (a quarter's card whole, then the next)."""
    parts = re.split(r"Scheda della coppia n\. (\d+)", pdf_text(path, raw=True))
    return {int(number): body for number, body in zip(parts[1::2], parts[2::2], strict=True)}


def test_eleven_rounds_four_a_page(long_evening, tmp_path: Path) -> None:
    """Four cards a page (12 pairs: 3 pages, against 6 two a page), each card with its eleven
    rounds: table, line, scores, VP and running total, the opponents under them; its place."""
    services, tid = long_evening
    four, two = tmp_path / "quattro.pdf", tmp_path / "due.pdf"
    printed = actions.score_cards_pdf(services, tid, four, per_page=4)
    assert (printed.asked, printed.printed, printed.fewer) == (4, 4, False)
    actions.score_cards_pdf(services, tid, two, per_page=2)
    pages = pdf_text(four).split("\f")[:-1]
    assert len(pages) == 3 and len(pdf_text(two).split("\f")[:-1]) == 6
    assert all(page.count("Scheda della coppia n.") == 4 for page in pages)
    assert len(page_pictures(four, tmp_path / "png", resolution=60)) == 3
    cards = _cards(four)
    assert sorted(cards) == list(range(1, PAIRS + 1))
    totals = dict.fromkeys(cards, 0)
    for number in range(1, ROUNDS + 1):
        for table in services.rounds.get(tid, number).tables:
            t, (ns,), (eo,) = table.table, table.ns, table.ew
            for pair, line, other, scored, conceded in (
                (ns, "NS", eo, _ns_score(t), _eo_score(t)),
                (eo, "EO", ns, _eo_score(t), _ns_score(t)),
            ):
                vp = _vp(scored, conceded)
                totals[pair] += vp
                row = (
                    rf"\n{number} {t} {line} {scored} {conceded} {vp} {totals[pair]}\n"
                    rf"{other} · Rossi{other} Anna – Bianchi{other} Carlo\n"
                )
                assert re.search(row, cards[pair]), (pair, row, cards[pair])
    standings = {s.entry: s for s in services.standings.overall(tid)}
    for pair, card in cards.items():
        assert f"Totale PV: {totals[pair]} · Posizione: {standings[pair].rank}° di 12" in card


def test_a_card_too_long_for_a_quarter_prints_two_a_page(long_evening) -> None:
    """Twenty rounds on one card do not fit an A6 quarter legibly: the services print the
    tournament's cards two a page, and say why in both languages."""
    services, tid = long_evening
    document = report_cards.score_cards(services, tid)
    card = document.cards[0]
    rows = tuple(dataclasses.replace(card.rows[0], round_number=n) for n in range(1, 21)) + tuple(
        row for row in card.rows if row.round_number is None
    )
    longer = dataclasses.replace(document, cards=(dataclasses.replace(card, rows=rows),))
    laid_out = report_cards.score_cards_per_page(longer, 4)
    assert laid_out.per_page == 2
    printed = report_cards.cards_per_page(laid_out, 4)
    assert (printed.fewer, printed.rounds) == (True, 20)
    assert two_a_page_sentence(20, "it") == (
        "Le schede di questo torneo (turni giocati: 20) non si leggerebbero bene in un quarto"
        " di pagina (A6): sono state stampate 2 per pagina."
    )
    assert "printed 2 a page" in two_a_page_sentence(20, "en")


def test_only_two_or_four_a_page(long_evening, tmp_path: Path) -> None:
    """Three a page is refused with what to choose; nothing is written."""
    services, tid = long_evening
    target = tmp_path / "tre.pdf"
    with pytest.raises(ServiceError) as refused:
        actions.score_cards_pdf(services, tid, target, per_page=3)
    assert "2 o 4 per pagina, non 3" in describe(refused.value, "it")
    assert "2 or 4 a page, not 3" in describe(refused.value, "en")
    assert not target.exists()
