"""Printed lists read back from real PDFs of a real SQLite tournament: every word whole in its
cell, every page of a per-category ranking naming its category, the tournament's whole name
in the page header."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry

# 57 characters, the name of the evening the explorers printed: it fits the header on one line
# in landscape, not beside the title on a portrait page.
EVENING = "Serata del lunedì – Coppa d'Inverno «Città di Sant'Elia»"
CLUB = "Circolo Ricreativo Culturale Sant'Anna di Borgo San Dalmazzo"
CATEGORIES = ("Prima", "Seconda", "Non classificati")
SURNAMES = ("D'Alessandro-Sant'Elia", "Bonaventura Castelfranchi", "Santoro Bevilacqua", "Çelik")
FIRST_NAMES = ("Maria Antonietta", "Giovanbattista", "Nicolò", "Mariagrazia")


def _tag(i: int) -> str:
    """A different short word for each of up to 676 players ("A", "B", ..., "AB", ...)."""
    return chr(65 + i % 26) + (chr(64 + i // 26) if i >= 26 else "")


def _pages(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def _words(pages: list[str]) -> set[str]:
    """Every word printed, as a reader meets it: a word cut at a line end reads as two."""
    return {w for page in pages for w in page.split()}


@pytest.fixture
def evening(tmp_path: Path):
    """A burraco evening of 60 pairs, round 1 entered: 44 pairs in Prima (more than one page
    of ranking), 8 in Seconda, 8 Non classificati; every fifth pair from a long-named club."""
    services = open_services(str(tmp_path / "serata.sqlite3"))
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, EVENING, "2026-11-30", "Sant'Anna", BurracoSettings())
    )
    entries = [
        NewEntry(
            (
                PlayerSpec(
                    f"{SURNAMES[i % 4]} {_tag(i)}",
                    FIRST_NAMES[i % 4],
                    club=CLUB if i % 5 == 0 else "Burraco Club Aurora",
                ),
                PlayerSpec(f"{SURNAMES[(i + 1) % 4]} {_tag(i)}", FIRST_NAMES[(i + 2) % 4]),
            ),
            category="Prima" if i < 44 else CATEGORIES[1 + i % 2],
        )
        for i in range(60)
    ]
    services.entries.add_many(tournament.id, entries)
    seating = services.rounds.generate(tournament.id, seed=1)
    services.rounds.publish(tournament.id, 1)
    for table in seating.tables:
        services.results.enter_totals(tournament.id, 1, table.table, 1200, 700 + 10 * table.table)
    yield services, tournament.id
    services.close()


def test_the_entries_list_prints_categories_clubs_and_names_whole(evening, tmp_path) -> None:
    """'Non classificati', the club's and the players' names: never cut inside a word."""
    services, tid = evening
    actions.entries_pdf(services, tid, tmp_path / "entries.pdf")
    pages = _pages(tmp_path / "entries.pdf")
    printed = _words(pages)
    for text in (*CATEGORIES, CLUB, *SURNAMES, *FIRST_NAMES):
        for word in text.split():
            assert word in printed, word
    # A category is one short line in its cell: "Non classificati" reads on one line.
    assert any("Non classificati" in line for page in pages for line in page.splitlines())


def test_every_page_of_a_ranking_per_category_names_its_category(evening, tmp_path) -> None:
    """A loose page can be posted: its header says which category, its pages count alone."""
    services, tid = evening
    actions.standings_pdf(services, tid, tmp_path / "categories.pdf", per="category")
    pages = _pages(tmp_path / "categories.pdf")
    scopes = []
    for page in pages:
        named = [c for c in CATEGORIES if f"Cat. {c}" in page]
        assert len(named) == 1, page[:300]
        scopes.append(named[0])
    # Prima runs over more than one page; each category's pages say "pagina n di its count".
    assert scopes.count("Prima") > 1
    seen: dict[str, int] = {}
    for page, scope in zip(pages, scopes, strict=True):
        seen[scope] = seen.get(scope, 0) + 1
        assert f"pagina {seen[scope]} di {scopes.count(scope)}" in page


def test_the_page_header_prints_the_whole_tournament_name(evening, tmp_path) -> None:
    """Portrait prize list and entries: the name whole, no ellipsis, beside the title."""
    services, tid = evening
    actions.prize_list_pdf(services, tid, tmp_path / "prizes.pdf", places=3)
    actions.entries_pdf(services, tid, tmp_path / "entries.pdf")
    for name in ("prizes.pdf", "entries.pdf"):
        for page in _pages(tmp_path / name):
            assert " ".join(EVENING.split()) in " ".join(page.split())
            assert "…" not in page


def test_a_name_too_long_for_one_header_line_wraps_to_two(tmp_path) -> None:
    """A 120-character name on a portrait page: both halves printed, none cut."""
    services = open_services(str(tmp_path / "lungo.sqlite3"))
    name = (
        "Torneo di beneficenza del Circolo Ricreativo Culturale Sant'Anna di Borgo San "
        "Dalmazzo per la Croce Rossa"
    )
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, name, "2026-11-30", "Borgo", BurracoSettings())
    )
    services.entries.add_many(
        tournament.id,
        [
            NewEntry((PlayerSpec(f"Rossi {n}", "Anna"), PlayerSpec(f"Bianchi {n}", "Carlo")))
            for n in "AB"
        ],
    )
    actions.entries_pdf(services, tournament.id, tmp_path / "entries.pdf")
    services.close()
    (page,) = _pages(tmp_path / "entries.pdf")
    assert name in " ".join(page.split())


def test_scala40_seating_keeps_surnames_whole_and_seat_columns_to_the_page(tmp_path) -> None:
    """57 players (a table of five, thirteen of four: more than a page): every word whole on
    the wall list, and a page whose tables all seat four has no 'Posto 5' column."""
    services = open_services(str(tmp_path / "scala.sqlite3"))
    tournament = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala 40", "2026-12-20", "Unione", Scala40Settings())
    )
    services.entries.add_many(
        tournament.id,
        [
            NewEntry((PlayerSpec(f"{SURNAMES[i % 4]} {_tag(i)}", FIRST_NAMES[i % 4]),))
            for i in range(57)
        ],
    )
    seating = services.rounds.generate(tournament.id, seed=1)
    services.rounds.publish(tournament.id, 1)
    actions.seating_pdf(services, tournament.id, 1, tmp_path / "seating.pdf")
    services.close()
    reader = PdfReader(tmp_path / "seating.pdf")
    texts = [p.extract_text() for p in reader.pages]
    by_table = [t for t in texts if "Posto 1" in t]  # the by-table pages head each seat
    printed = _words(by_table)
    for word in {w for s in SURNAMES for w in s.split()} | {
        w for f in FIRST_NAMES for w in f.split()
    }:
        assert word in printed, word
    seats = {t.table: len(t.players) for t in seating.tables}
    assert sorted(seats.values()) == [4] * 13 + [5]
    assert len(by_table) > 1
    for page in by_table:
        # The big table numbers down the first column: a line holding just a number.
        numbers = {int(n) for n in re.findall(r"^\s*(\d+)\s*$", page, flags=re.M)}
        tables = numbers & set(seats)
        assert tables, page[:200]
        assert ("Posto 5" in page) == any(seats[t] == 5 for t in tables), page[:300]
