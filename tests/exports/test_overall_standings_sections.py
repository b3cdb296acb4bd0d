"""The overall standings say who competes where: with categories or groups in use, the
workbook's ranking sheet, the standings PDF and the results site each have a "Cat." and a
"Girone" ("Group") column giving each pair's (player's) category and group as its section is
named ("b" typed is category B); with none, no such column. The workbook also keeps the
prize list beside the rankings: the first three overall, then each category's best three
of those not already awarded (the clubs' "premi non cumulabili", the default rule)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.builders.tournaments import play_out, published_round, scala40_tournament
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import (
    BurracoSettings,
    Game,
    NewEntry,
    PlayerSpec,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions

SURNAMES = ("Rossi", "Bianchi", "Verdi", "Neri", "Gallo", "Conti", "Greco", "Russo")
# Pair n's category and group as typed (n = 1..8): "b" is category B however typed.
TYPED_CATEGORIES = ("A", "B", "b", "C", "A", "B", "A", "C")
GROUPS = ("Sud", "Nord", "Sud", "Nord", "Sud", "Nord", "Sud", "Nord")
CATEGORIES = {n: typed.upper() for n, typed in enumerate(TYPED_CATEGORIES, start=1)}
WORDS = {
    "it": {
        "category": "Cat.",
        "group": "Girone",
        "sheet": "Classifica",
        "prizes": "Premiazione",
        "number": "N.",
        "place": "Pos.",
        "players": "Giocatori",
    },
    "en": {
        "category": "Cat.",
        "group": "Group",
        "sheet": "Standings",
        "prizes": "Prize list",
        "number": "No.",
        "place": "Place",
        "players": "Players",
    },
}
OVERALL = {"it": "Assoluta", "en": "Overall"}
NOT_CUMULATIVE = {
    "it": "Premi non cumulabili: chi ha un premio assoluto non ne riceve altri",
    "en": "Prizes do not add up: an overall prize winner takes no other prize",
}


def _names(number: int) -> str:
    """Pair `number`'s names as every list prints them."""
    return f"{SURNAMES[number - 1]} Anna – {SURNAMES[-number]}i Carlo"


def _evening(database_url: str, *, sections: bool, played: bool = True):
    """Eight pairs, round 1 played at four tables, NS winning by less at each later table:
    every pair has a place of its own. `sections`: each pair in a category and a group;
    not `played`: round 1 published, no result in yet."""
    services = open_services(database_url)
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", "2026-11-30", "Genova", BurracoSettings())
    )
    services.entries.add_many(
        tournament.id,
        [
            NewEntry(
                (PlayerSpec(SURNAMES[n - 1], "Anna"), PlayerSpec(f"{SURNAMES[-n]}i", "Carlo")),
                category=TYPED_CATEGORIES[n - 1] if sections else None,
                group=GROUPS[n - 1] if sections else None,
            )
            for n in range(1, 9)
        ],
    )
    seating = services.rounds.generate(tournament.id, seed=1)
    services.rounds.publish(tournament.id, 1)
    for table in seating.tables if played else ():
        services.results.enter_totals(tournament.id, 1, table.table, 1200, 700 + 10 * table.table)
    return services, tournament.id


def _export(services, tid: int, folder: Path, language: str) -> None:
    try:
        actions.export_tournament(
            services,
            tid,
            xlsx=folder / "serata.xlsx",
            pdf=folder / "classifica.pdf",
            html=folder / "sito",
            language=language,
        )
    finally:
        services.close()


class _Tables(HTMLParser):
    """Each table of a page as rows of its cells' text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in {"td", "th"}:
            self._cell = []

    def handle_endtag(self, tag):
        if tag in {"td", "th"} and self._cell is not None:
            self.tables[-1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def _site_ranking(folder: Path) -> list[list[str]]:
    """The overall ranking on the site's first page: its heading row, then a row per pair."""
    page = _Tables()
    page.feed((folder / "sito" / "index.html").read_text(encoding="utf-8"))
    return page.tables[0]


def _sheet(folder: Path, name: str) -> list[tuple]:
    """A workbook sheet's rows from its headings on (row 1 is its title)."""
    sheet = load_workbook(folder / "serata.xlsx")[name]
    return list(sheet.iter_rows(min_row=2, values_only=True))


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_overall_standings_say_each_pairs_category_and_group(
    database_url: str, tmp_path: Path, language: str
) -> None:
    services, tid = _evening(database_url, sections=True)
    _export(services, tid, tmp_path, language)
    words = WORDS[language]

    headings, *rows = _sheet(tmp_path, words["sheet"])
    number, category, group = (headings.index(words[h]) for h in ("number", "category", "group"))
    assert len(rows) == 8
    for row in rows:
        assert (row[category], row[group]) == (CATEGORIES[row[number]], GROUPS[row[number] - 1])
    # A category's own ranking names its category in its title, not on every line.
    own, *_ = _sheet(tmp_path, "Cat. B")
    assert words["category"] not in own

    printed = pdf_text(tmp_path / "classifica.pdf")
    heading = next(line for line in printed.splitlines() if words["category"] in line)
    assert heading.index(words["category"]) < heading.index(words["group"])
    for n in range(1, 9):
        line = rf"{re.escape(_names(n))} +{CATEGORIES[n]} +{GROUPS[n - 1]} "
        assert re.search(line, printed), (n, printed)

    site_headings, *site_rows = _site_ranking(tmp_path)
    at = site_headings.index(words["category"])
    assert site_headings[at + 1] == words["group"]
    assert {int(r[1]): (r[at], r[at + 1]) for r in site_rows} == {
        n: (CATEGORIES[n], GROUPS[n - 1]) for n in range(1, 9)
    }


@pytest.mark.parametrize("language", ["it", "en"])
def test_without_categories_or_groups_no_empty_column(
    database_url: str, tmp_path: Path, language: str
) -> None:
    services, tid = _evening(database_url, sections=False)
    _export(services, tid, tmp_path, language)
    words = WORDS[language]
    absent = {words["category"], words["group"]}
    headings, *_ = _sheet(tmp_path, words["sheet"])
    assert not absent & set(headings)
    printed = pdf_text(tmp_path / "classifica.pdf")
    heading = next(
        line for line in printed.splitlines() if "PV" in line.split() or "VP" in line.split()
    )
    assert not absent & set(heading.split())
    assert not absent & set(_site_ranking(tmp_path)[0])


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_workbook_keeps_the_prize_list_per_category(
    database_url: str, tmp_path: Path, language: str
) -> None:
    services, tid = _evening(database_url, sections=True)
    _export(services, tid, tmp_path, language)
    words = WORDS[language]
    workbook = load_workbook(tmp_path / "serata.xlsx")
    # After the rankings (overall, per group, per category), before the rounds.
    assert workbook.sheetnames.index(words["prizes"]) == 6
    headings, *ranking = _sheet(tmp_path, words["sheet"])
    number = headings.index(words["number"])
    order = [row[number] for row in ranking]  # the overall ranking, first to last
    awarded = order[:3]
    expected = [(OVERALL[language], place, n) for place, n in enumerate(awarded, start=1)]
    for category in ("A", "B", "C"):
        best = [n for n in order if CATEGORIES[n] == category and n not in awarded][:3]
        expected += [(f"Cat. {category}", place, n) for place, n in enumerate(best, start=1)]
    prize_headings, *lines = _sheet(tmp_path, words["prizes"])
    place = prize_headings.index(words["place"])
    prizes = [line for line in lines if isinstance(line[place], int)]
    assert [(p[0], p[place], p[place + 1]) for p in prizes] == expected
    names = prize_headings.index(words["players"])
    assert all(p[names] == _names(p[place + 1]) for p in prizes)
    assert lines[-1][0] == NOT_CUMULATIVE[language]


def test_without_categories_the_prize_list_is_the_first_three_once_played(
    database_url: str, tmp_path: Path
) -> None:
    """Before any result every pair is level: no prize list to keep. Once round 1 is in,
    the first three of the ranking, and no rule on prizes adding up to state; round 1 of
    three, the list says under it that it is provisional."""
    services, tid = _evening(database_url, sections=False, played=False)
    _export(services, tid, tmp_path, "it")
    assert "Premiazione" not in load_workbook(tmp_path / "serata.xlsx").sheetnames

    services, tid = _evening(database_url, sections=False)
    _export(services, tid, tmp_path, "it")
    headings, *ranking = _sheet(tmp_path, "Classifica")
    first = [row[headings.index("N.")] for row in ranking][:3]
    prize_headings, *lines = _sheet(tmp_path, "Premiazione")
    place = prize_headings.index("Pos.")
    prizes = [line for line in lines if isinstance(line[place], int)]
    assert [(line[0], line[place], line[place + 1]) for line in prizes] == [
        ("Assoluta", place_, n) for place_, n in enumerate(first, start=1)
    ]
    said = [line[0] for line in lines if line[0] and line not in prizes]
    assert said == ["Mancano ancora turni o risultati: i piazzamenti possono cambiare"]


def test_scala40_overall_standings_say_each_players_category(
    database_url: str, tmp_path: Path
) -> None:
    """Eight players at two tables, round 1 played out; categories typed after entering."""
    services = open_services(database_url)
    tid = scala40_tournament(services, 8)
    for n in range(1, 9):
        services.entries.edit(tid, n, category=TYPED_CATEGORIES[n - 1])
    round_number = published_round(services, tid)
    for table in services.rounds.get(tid, round_number).tables:
        play_out(services, tid, round_number, table.table)
    _export(services, tid, tmp_path, "en")
    headings, *rows = _sheet(tmp_path, "Standings")
    assert "Group" not in headings
    number, category = headings.index("No."), headings.index("Cat.")
    assert {row[number]: row[category] for row in rows} == CATEGORIES
    printed = pdf_text(tmp_path / "classifica.pdf")
    for n in range(1, 9):
        assert re.search(rf"Verdi{n} Luca +{CATEGORIES[n]} ", printed), (n, printed)
