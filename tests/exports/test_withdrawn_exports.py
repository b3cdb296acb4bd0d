"""A withdrawn pair in the printed and exported standings and prize lists: marked «Ritirata»
on its line (a pair: the word agrees), no prize (the next pair still in takes the place), and
a pair that never sat at a table not ranked at all; its score card and its page's data give
its place and say it withdrew. Through the real services and a SQLite file, read back."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tests.exports.pdf_reading import cards_by_number
from tournament_app.services import (
    BurracoSettings,
    Game,
    PairingSystem,
    PlayerSpec,
    ScheduleStep,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.reports.histories import entry_histories

SURNAMES = ("Amato", "Bellini", "Cattaneo", "Donati", "Esposti")
ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)


@pytest.fixture
def evening(sqlite_url: str):
    """Pairs 1-5 ("Amato Anna - Amato Carlo", ...); pair 5 withdrawn before round 1 (a
    mistaken entry), so 1 v 2 and 3 v 4 play; the pair with the 1 wins 640-245 (14 VP),
    the other table ends 400-300 (11-9); then pair 1 withdraws."""
    services = open_services(sqlite_url)
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", "2026-11-29", "Genova", ONE_ROUND)
    )
    for surname in SURNAMES:
        services.entries.add(
            tournament.id, [PlayerSpec(surname, "Anna"), PlayerSpec(surname, "Carlo")]
        )
    services.entries.withdraw(tournament.id, 5)
    seating = services.rounds.generate(tournament.id)
    services.rounds.publish(tournament.id, 1)
    for table in seating.tables:
        scores = (640, 245) if 1 in table.ns else (245, 640) if 1 in table.ew else (400, 300)
        services.results.enter_totals(tournament.id, 1, table.table, *scores)
    services.entries.withdraw(tournament.id, 1)
    yield services, tournament.id
    services.close()


def _names(number: int) -> str:
    surname = SURNAMES[number - 1]
    return f"{surname} Anna"


def _pdf_lines(path: Path) -> list[str]:
    return [
        " ".join(line.split())
        for page in PdfReader(path).pages
        for line in page.extract_text().splitlines()
    ]


def test_the_workbook_marks_the_withdrawn_pair_and_leaves_out_the_one_that_never_played(
    evening, tmp_path: Path
) -> None:
    services, tid = evening
    actions.workbook_xlsx(services, tid, tmp_path / "serata.xlsx")
    sheet = load_workbook(tmp_path / "serata.xlsx")["Classifica"]
    rows = list(sheet.iter_rows(min_row=2, values_only=True))
    heading, lines = rows[0], rows[1:]
    note = heading.index("Note")
    by_number = {line[1]: line for line in lines}
    assert sorted(by_number) == [1, 2, 3, 4]  # pair 5 never sat at a table
    assert by_number[1][note] == "Ritirata" and by_number[1][0] == 1  # 14 VP, still 1st
    assert all(not by_number[n][note] for n in (2, 3, 4))


def test_the_printed_standings_say_ritirata_on_the_pairs_line(evening, tmp_path: Path) -> None:
    services, tid = evening
    actions.standings_pdf(services, tid, tmp_path / "classifica.pdf")
    lines = _pdf_lines(tmp_path / "classifica.pdf")  # one cell a line, row by row
    (at,) = [i for i, line in enumerate(lines) if _names(1) in line]
    assert lines[at + 1] == "Ritirata"  # the notes cell beside the names (no club given)
    assert lines.count("Ritirata") == 1
    assert not [line for line in lines if _names(5) in line]


def test_the_printed_prize_list_skips_the_withdrawn_pair(evening, tmp_path: Path) -> None:
    """Three prizes among the pairs still in: pair 3 (won 400-300, 11 VP), pair 4 (9 VP),
    pair 2 (lost to pair 1, 6 VP); pair 1 (14 VP) withdrew, pair 5 never played."""
    services, tid = evening
    actions.prize_list_pdf(services, tid, tmp_path / "premi.pdf", places=3)
    printed = "\n".join(_pdf_lines(tmp_path / "premi.pdf"))
    assert _names(1) not in printed and _names(5) not in printed
    positions = [printed.index(_names(n)) for n in (3, 4, 2)]
    assert positions == sorted(positions)


class _Rows(HTMLParser):
    """The text of each table row of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self._row: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self._row = []

    def handle_endtag(self, tag):
        if tag == "tr" and self._row is not None:
            self.rows.append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._row is not None and data.strip():
            self._row.append(data.strip())


def test_the_club_web_page_marks_the_withdrawn_pair(evening, tmp_path: Path) -> None:
    services, tid = evening
    actions.results_site(services, tid, tmp_path / "sito")
    parser = _Rows()
    parser.feed((tmp_path / "sito" / "index.html").read_text("utf-8"))
    ranked = [row for row in parser.rows if any("Anna" in cell for cell in row)]
    (withdrawn,) = [row for row in ranked if any(_names(1) in cell for cell in row)]
    assert "Ritirata" in withdrawn
    assert not [row for row in ranked if any(_names(5) in cell for cell in row)]


def test_the_score_card_gives_the_withdrawn_pairs_place_and_says_it_withdrew(
    evening, tmp_path: Path
) -> None:
    """Pair 1 is ranked 1st of the four that played (14 VP) and withdrew: its card says both;
    pair 5, withdrawn before it ever played, has no place, only the word."""
    services, tid = evening
    actions.score_cards_pdf(services, tid, tmp_path / "schede.pdf")
    cards = cards_by_number(tmp_path / "schede.pdf", "Scheda della coppia n. {n}")
    assert "Posizione: 1° di 4 – ritirata" in " ".join(cards[1].split()), cards[1]
    assert "Posizione: Ritirata" in " ".join(cards[5].split()), cards[5]
    assert "ritirat" not in cards[2].lower()
    actions.score_cards_pdf(services, tid, tmp_path / "cards.pdf", language="en")
    cards = cards_by_number(tmp_path / "cards.pdf", "Score card of pair no. {n}")
    assert "Place: 1st of 4 – withdrawn" in " ".join(cards[1].split()), cards[1]


def test_the_results_sites_data_words_the_place_as_the_card(evening) -> None:
    """Each pair's page is made from its history, which carries the card's words."""
    services, tid = evening
    said = {h.entry.number: h.standing for h in entry_histories(services, tid)}
    assert said[1] == "1° di 4 – ritirata"
    assert said[3] == "2° di 4"  # won 400-300, 11 VP: second behind pair 1's 14
    english = {h.entry.number: h.standing for h in entry_histories(services, tid, language="en")}
    assert english[1] == "1st of 4 – withdrawn"
    assert english[3] == "2nd of 4"


def test_the_pairs_page_of_the_results_site_says_its_place_and_that_it_withdrew(
    evening, tmp_path: Path
) -> None:
    """Pair 1's own page on the site reads as its score card: first of four, withdrawn."""
    services, tid = evening
    actions.results_site(services, tid, tmp_path / "sito")
    pages = {path.name: path.read_text("utf-8") for path in (tmp_path / "sito").glob("*.html")}
    (first,) = [text for name, text in pages.items() if name.startswith("n-1.")]
    assert "Posizione: 1° di 4 – ritirata" in first
    (third,) = [text for name, text in pages.items() if name.startswith("n-3.")]
    assert "Posizione: 2° di 4" in third and "ritirat" not in third
