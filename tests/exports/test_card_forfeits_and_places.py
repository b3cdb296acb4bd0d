"""What a score card says beyond the figures: a turno lost by forfeit marked as the round's
results mark it (both pairs' cards, and the pair's page on the results site), a withdrawn
scala 40 player's place with the word agreeing ("ritirato"), and English places written as
English writes them (1st, 2nd)."""

from __future__ import annotations

import re
from pathlib import Path

from openpyxl import load_workbook

from tests.builders.tournaments import burraco_tournament, play_out, scala40_tournament
from tests.exports.pdf_reading import cards_by_number, pdf_text
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    Services,
)
from tournament_app.services import exports as actions

ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)


def _flat(text: str) -> str:
    return " ".join(text.split())


def _forfeit_evening(services: Services) -> tuple[int, int, int, tuple[int, int]]:
    """Four pairs, one round: at one table the EO pair does not come (forfeit), the other
    table plays 400-300. Returns the tournament, the forfeit table's NS and EO pairs, and
    the other table's two pairs."""
    tid = burraco_tournament(services, 4, ONE_ROUND)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    forfeit, played = seating.tables
    services.results.enter_forfeit(tid, 1, forfeit.table, absent="ew")
    services.results.enter_totals(tid, 1, played.table, 400, 300)
    return tid, forfeit.ns[0], forfeit.ew[0], (played.ns[0], played.ew[0])


def test_a_forfeit_is_marked_on_both_pairs_cards(services: Services, tmp_path: Path) -> None:
    """The EO pair that did not come and the NS pair that waited: each card's round 1 says
    "forfait EO (n. <the absent pair>)", as the round's results do; the table played says
    nothing of the kind."""
    tid, present, absent, played = _forfeit_evening(services)
    actions.score_cards_pdf(services, tid, tmp_path / "schede.pdf")
    cards = cards_by_number(tmp_path / "schede.pdf", "Scheda della coppia n. {n}")
    # The note wraps under the opponents' names: the figures' line may come between.
    for pair in (present, absent):
        assert re.search(rf"forfait EO \(n\..*?\b{absent}\)", cards[pair], re.S), cards[pair]
    for pair in played:
        assert "forfait" not in cards[pair], cards[pair]
    actions.score_cards_pdf(services, tid, tmp_path / "cards.pdf", language="en")
    cards = cards_by_number(tmp_path / "cards.pdf", "Score card of pair no. {n}")
    assert re.search(rf"forfeit EW \(no\..*?\b{absent}\)", cards[absent], re.S), cards[absent]


def test_a_forfeit_is_marked_on_the_pairs_page_and_in_the_workbook(
    services: Services, tmp_path: Path
) -> None:
    tid, present, absent, played = _forfeit_evening(services)
    actions.results_site(services, tid, tmp_path / "sito")
    page = re.sub(r"<[^>]+>", " ", (tmp_path / "sito" / f"n-{absent}.html").read_text("utf-8"))
    assert f"forfait EO (n. {absent})" in _flat(page)
    page = re.sub(r"<[^>]+>", " ", (tmp_path / "sito" / f"n-{played[0]}.html").read_text("utf-8"))
    assert "forfait" not in page
    actions.workbook_xlsx(services, tid, tmp_path / "serata.xlsx")
    sheet = load_workbook(tmp_path / "serata.xlsx")["Storico"]
    marked = [
        row for row in sheet.iter_rows(values_only=True) if any("forfait" in str(c) for c in row)
    ]
    assert sorted(row[0] for row in marked) == sorted([present, absent])


def _scala40_round(services: Services) -> tuple[int, dict[int, list[int]]]:
    """Eight players, placement points, one round of two tables played out (the first seat
    wins, the other three share 2nd place). Returns the tournament and each table's seats."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, 8, settings)
    seating = services.rounds.generate(tid, seed=3)
    services.rounds.publish(tid, 1)
    return tid, {t.table: play_out(services, tid, 1, t.table) for t in seating.tables}


def test_a_withdrawn_scala40_player_keeps_the_place_and_is_said_ritirato(
    services: Services, tmp_path: Path
) -> None:
    """A player, not a pair: "ritirato", on the card after the place and in the standings'
    note."""
    tid, tables = _scala40_round(services)
    winner = tables[min(tables)][0]
    services.entries.withdraw(tid, winner)
    rank = next(s.rank for s in services.standings.overall(tid) if s.entry == winner)
    assert rank in (1, 2)  # the two winners share the top, 4 points each
    actions.score_cards_pdf(services, tid, tmp_path / "schede.pdf")
    cards = cards_by_number(tmp_path / "schede.pdf", "Scheda del giocatore n. {n}")
    assert f"Posizione (provvisoria): {rank}° di 8 – ritirato" in _flat(cards[winner])
    actions.standings_pdf(services, tid, tmp_path / "classifica.pdf")
    printed = pdf_text(tmp_path / "classifica.pdf")
    assert "Ritirato" in printed and "Ritirata" not in printed


def test_an_english_scala40_card_writes_places_in_english(
    services: Services, tmp_path: Path
) -> None:
    """The winner's round reads "1st" at the table, the others' "2nd" (shared): no "°"."""
    tid, tables = _scala40_round(services)
    actions.score_cards_pdf(services, tid, tmp_path / "cards.pdf", language="en")
    cards = cards_by_number(tmp_path / "cards.pdf", "Score card of player no. {n}")
    for table, seats in tables.items():
        winner, *others = seats
        assert re.search(rf"1\s+{table}\s+1st\s", cards[winner]), cards[winner]
        for other in others:
            assert re.search(rf"1\s+{table}\s+2nd\s", cards[other]), cards[other]
    assert "°" not in pdf_text(tmp_path / "cards.pdf")
