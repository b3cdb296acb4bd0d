"""Scala 40 in pairs on paper (issue #19): the table cards name each place a pair ("Coppia 1",
"Coppia 2"); a pair's score card shows each match's hands won and lost, the opponents, the
match points and their total, and the bye."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from tests.builders.pairs_evenings import PairsEvening, five_pairs_round_one
from tests.builders.snapshots import with_services
from tests.exports.pdf_reading import pdf_text
from tests.exports.specimens import scala40_scoresheets
from tests.hall import evenings
from tournament_app.exports.pdf import scoresheets_pdf
from tournament_app.services import Services
from tournament_app.services import exports as actions

STATES = {"pairs_evening": with_services(five_pairs_round_one)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def pairs_evening(start: tuple[str, Any]) -> PairsEvening:
    return start[1]


def test_table_cards_seat_two_pairs(
    services: Services, pairs_evening: PairsEvening, tmp_path: Path
) -> None:
    path = tmp_path / "tavoli.pdf"
    actions.table_cards_pdf(services, pairs_evening.tournament, 1, path)
    first = pdf_text(path).split("\f")[0]
    assert "Coppia 1" in first and "Coppia 2" in first and "Posto" not in first
    actions.table_cards_pdf(services, pairs_evening.tournament, 1, path, language="en")
    assert "Pair 2" in pdf_text(path)


@pytest.mark.parametrize("per_page", [2, 4])
def test_score_cards_show_each_match(
    services: Services, pairs_evening: PairsEvening, tmp_path: Path, per_page: int
) -> None:
    path = tmp_path / "schede.pdf"
    evening = pairs_evening
    actions.score_cards_pdf(services, evening.tournament, path, per_page=per_page)
    printed = pdf_text(path, raw=True)  # in reading order: four cards a page are side by side
    assert "Mani" in printed
    assert "Pos. al tavolo" not in printed and "piazzamento" not in printed
    second = evening.matches[1]
    card = services.standings.overall(evening.tournament)
    assert {row.entry: row.points for row in card}[second.winner] == 2
    winner_card = _card(printed, second.winner)
    assert "3–1" in winner_card and "Totale punti partita: 2" in winner_card
    # The card's match points are the standings' own: no correcting "penalties" line.
    assert "Penalità" not in winner_card
    assert "1–3" in _card(printed, second.loser)
    bye_card = _card(printed, evening.bye)
    assert "riposo" in bye_card and "Totale punti partita: 2" in bye_card


def _card(printed: str, entry: int) -> str:
    """The text of entry `entry`'s card, to the next card's heading."""
    start = printed.index(f"Scheda della coppia n. {entry}")
    end = printed.find("Scheda della coppia n.", start + 1)
    return printed[start : end if end > 0 else None]


@pytest.mark.parametrize(
    ("language", "target", "said"),
    [
        ("it", 1, "vince la partita chi vince la prima mano"),
        ("it", 2, "vince la partita chi arriva a 2 mani"),
        ("en", 1, "the pair winning the first hand wins the match"),
        ("en", 2, "the first pair to 2 hands wins the match"),
    ],
)
def test_the_scoresheet_says_how_many_hands_win_the_match(
    tmp_path: Path, language: str, target: int, said: str
) -> None:
    """A match to 1 hand is won by the first hand, not "a 1 mani"; to 2, by 2 hands."""
    sheet = dataclasses.replace(scala40_scoresheets(language)[0], pairs_target=target)
    path = tmp_path / "fogli.pdf"
    scoresheets_pdf((sheet,), path)
    printed = " ".join(pdf_text(path, raw=True).split())
    assert said in printed
    assert "a 1 mani" not in printed and "to 1 hands" not in printed
