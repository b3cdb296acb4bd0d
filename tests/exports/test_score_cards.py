"""Score cards handed to the players: each pair's (player's) rounds read back from the PDF,
table, line, opponents, scores, VP and running total, and its place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament, play_out, scala40_tournament
from tests.builders.tournaments import pair as pair_of
from tests.exports.pdf_reading import cards_by_number, page_pictures, pdf_text
from tournament_app.services import (
    BurracoSettings,
    Scala40Format,
    Scala40Settings,
    ServiceError,
    Services,
)
from tournament_app.services import exports as actions
from tournament_app.services.messages import describe

PAIRS = 9  # four tables and a bye each round


def _ns_score(table: int) -> int:
    return 1200 + 10 * table


def _eo_score(table: int) -> int:
    return 900 - 5 * table


def _ns_vp(table: int) -> int:
    """NS win by 315, 330, 345 (FIBUR 3 hands: 255-350 is 13-7) or, at table 4, 360 (14-6)."""
    return 14 if table == 4 else 13


def _evening(services: Services) -> int:
    """Nine pairs, rounds 1 and 2 of the Mitchell played: at table t NS score 1200 + 10t
    against EO's 900 - 5t."""
    tid = burraco_tournament(services, PAIRS, BurracoSettings())
    for number in (1, 2):
        seating = services.rounds.generate(tid, seed=1)
        services.rounds.publish(tid, number)
        for table in seating.tables:
            if not table.is_bye:
                services.results.enter_totals(
                    tid, number, table.table, _ns_score(table.table), _eo_score(table.table)
                )
    return tid


# The tests asking for `evening` start from their own copy of it, played once a process and
# database; the others from an empty database.
start, database_url = snapshot_fixtures({"evening": with_services(_evening)})
evening = state_value("evening")


def _expected_rows(services: Services, tid: int) -> dict[int, list[str]]:
    """Pair -> each round's row as the card should print it, worked out from the seating
    and the scores entered: round, table, line, opponents, scored, conceded, VP, total."""
    rows: dict[int, list[str]] = {n: [] for n in range(1, PAIRS + 1)}
    totals = dict.fromkeys(rows, 0)
    for number in (1, 2):
        for table in services.rounds.get(tid, number).tables:
            if table.is_bye:
                (pair,) = table.ns
                totals[pair] += 14
                rows[pair].append(rf"{number}\s+riposo\s+355\s+14\s+{totals[pair]}")
                continue
            t, (ns,), (eo,) = table.table, table.ns, table.ew
            for pair, line, other, scored, conceded, vp in (
                (ns, "NS", eo, _ns_score(t), _eo_score(t), _ns_vp(t)),
                (eo, "EO", ns, _eo_score(t), _ns_score(t), 20 - _ns_vp(t)),
            ):
                totals[pair] += vp
                rows[pair].append(
                    rf"{number}\s+{t}\s+{line}\s+{other} · Rossi{other} Anna – Bianchi{other}"
                    rf" Carlo\s+{scored}\s+{conceded}\s+{vp}\s+{totals[pair]}"
                )
    return rows


def test_every_pair_has_a_card_with_its_rounds_scores_vp_and_place(
    services: Services, evening: int, tmp_path: Path
) -> None:
    """Each card names its pair and lists each round as played, the running total ending on
    the standings' VP, and the place among the nine (provisional: two rounds of four)."""
    tid = evening
    path = tmp_path / "schede.pdf"
    actions.score_cards_pdf(services, tid, path)
    cards = cards_by_number(path, "Scheda della coppia n. {n}")
    assert sorted(cards) == list(range(1, PAIRS + 1))
    standings = {s.entry: s for s in services.standings.overall(tid)}
    for pair, rows in _expected_rows(services, tid).items():
        card = cards[pair]
        assert f"Rossi{pair} Anna – Bianchi{pair} Carlo" in card
        assert "Circolo Sud" in card
        for row in rows:
            assert re.search(row, card), (pair, row, card)
        # Two rounds of four: the place may still change, and the card says so.
        rank = standings[pair].rank
        expected = f"Totale PV: {standings[pair].vp} · Posizione (provvisoria): {rank}° di 9"
        assert expected in card, card
    # Two cards a page, each half of the page cut apart: five pages for nine pairs.
    assert pdf_text(path).count("\f") == 5
    assert "pagina 5 di 5" in pdf_text(path)


def test_one_pairs_card_alone(services: Services, evening: int, tmp_path: Path) -> None:
    """--entry: only that pair's card; a number not entered is refused, nothing written."""
    tid = evening
    path = tmp_path / "scheda.pdf"
    actions.score_cards_pdf(services, tid, path, entry=7)
    assert list(cards_by_number(path, "Scheda della coppia n. {n}")) == [7]
    with pytest.raises(ServiceError) as refused:
        actions.score_cards_pdf(services, tid, tmp_path / "none.pdf", entry=40)
    assert "40" in describe(refused.value, "it")
    assert not (tmp_path / "none.pdf").exists()


def test_english_cards(services: Services, evening: int, tmp_path: Path) -> None:
    """The card's words in English: its heading, the lines, the place."""
    tid = evening
    path = tmp_path / "cards.pdf"
    actions.score_cards_pdf(services, tid, path, entry=1, language="en")
    text = pdf_text(path)
    assert "Score card of pair no. 1" in text
    assert "Opponents" in text and "Conceded" in text
    table = next(t for t in services.rounds.get(tid, 1).tables if 1 in t.ns + t.ew)
    line, (other,) = ("NS", table.ew) if table.ns == (1,) else ("EW", table.ns)
    assert re.search(rf"1\s+{table.table}\s+{line}\s+{other} · Rossi{other}", text), text
    # Nine pairs: English writes the place 1st, 2nd, 3rd, then 4th to 9th.
    rank = next(s.rank for s in services.standings.overall(tid) if s.entry == 1)
    place = {1: "1st", 2: "2nd", 3: "3rd"}.get(rank, f"{rank}th")
    assert f"Place (provisional): {place} of 9" in text, text


def test_a_scala40_players_card_has_places_at_the_table_and_placement_points(
    services: Services, tmp_path: Path
) -> None:
    """Placement points: each round's table, place there, the others at the table, the
    penalty points and placement points, the running total and the place overall (final:
    both rounds played)."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, 8, settings)
    seated: dict[int, dict[int, tuple[int, list[int]]]] = {}
    for number in (1, 2):
        seating = services.rounds.generate(tid, seed=3)
        services.rounds.publish(tid, number)
        for table in seating.tables:
            order = play_out(services, tid, number, table.table)
            for player in order:
                seated.setdefault(player, {})[number] = (table.table, order)
    path = tmp_path / "schede40.pdf"
    actions.score_cards_pdf(services, tid, path)
    cards = cards_by_number(path, "Scheda del giocatore n. {n}")
    assert sorted(cards) == list(range(1, 9))
    standings = {s.entry: s for s in services.standings.overall(tid)}
    for player, rounds in seated.items():
        card = cards[player]
        total = 0
        for number, (table, order) in rounds.items():
            # play_out: the first seat wins (4 placement points, 0 penalty); the other
            # three go out together at 120, sharing 2nd place (2 points each).
            won = order[0] == player
            points, penalty, place = (4, 0, 1) if won else (2, 120, 2)
            total += points
            mates = [f"Verdi{n} Luca" for n in order if n != player]
            row = rf"{number}\s+{table}\s+{place}°\s+{mates[0]}.*?\s{penalty}\s+{points}\s+{total}"
            assert re.search(row, card, re.S), (player, row, card)
            for mate in mates:
                assert mate in card
        line = f"Totale punti piazzamento: {total} · Posizione: {standings[player].rank}° di 8"
        assert line in card, card


def test_cards_fit_their_half_pages(services: Services, evening: int, tmp_path: Path) -> None:
    """Rendered, every page is drawn (nothing cut off the page: the text of each card ends
    on its place line before the page's footer)."""
    tid = evening
    path = tmp_path / "schede.pdf"
    actions.score_cards_pdf(services, tid, path)
    pictures = page_pictures(path, tmp_path, resolution=60)
    assert len(pictures) == 5
    for page in pdf_text(path).split("\f")[:-1]:
        assert page.count("Posizione (provvisoria):") in (1, 2)
        assert page.rstrip().splitlines()[-1].strip().startswith("Torneo · stampato")


def test_an_individual_burraco_card_is_a_players(services: Services, tmp_path: Path) -> None:
    """Individual burraco: each entry is one player, and the card says so; its opponents
    are the other line's two players."""
    tid = burraco_tournament(
        services, 8, BurracoSettings(individual=True), roster=lambda n: pair_of(n)[:1]
    )
    seating = services.rounds.generate(tid, seed=1)
    services.rounds.publish(tid, 1)
    path = tmp_path / "individuale.pdf"
    actions.score_cards_pdf(services, tid, path)
    cards = cards_by_number(path, "Scheda del giocatore n. {n}")
    assert sorted(cards) == list(range(1, 9))
    for table in seating.tables:
        for line, other in ((table.ns, table.ew), (table.ew, table.ns)):
            for player in line:
                names = " – ".join(f"Rossi{n} Anna" for n in other)
                assert names in cards[player], cards[player]
