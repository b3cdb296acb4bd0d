"""The printed prize list (`torneo print --prizes`), the workbook's prize sheet (`torneo
export --xlsx`) and `torneo standings --prizes` read back during a scala 40 elimination's
first stage: sixteen players at four tables, tables 1 to 3 over, table 4 a hand in;
categories A to D by table. Table 4's players have not finished a table: no prize names
them, no "Cat. D" section is printed, and all three say the list is provisional. Marked
finished once table 4 is over, the list is the final one and says nothing of the kind. The
results site's index (`torneo export --html`) has the same list under its standings.

Worked out by hand (`play_out`: the first seat wins on 0 penalty points, the three others go
out together): overall, the three winners share 1st place; each of A, B and C, its three
players left (premi non cumulabili) share 1st place.
"""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook

from tests.builders.prize_lists import printed_prizes, sheet_prizes, site_prizes
from tests.builders.tournaments import play_out, published_round, scala40_tournament
from tests.cli.cli_helpers import Torneo
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import Scala40Hand, open_services

# The list's title says it is provisional; the note under it says why.
PROVISIONAL = "Rounds or results still to come: the places may change"
# The command line has no title: its one line says both.
SAID_PROVISIONAL = "Provisional: rounds or results still to come"
SECTIONS = ("Overall", "Cat. A", "Cat. B", "Cat. C", "Cat. D")


def _sheet_text(path: Path) -> list[str]:
    sheet = load_workbook(path)["Prize list"]
    return [str(cell) for row in sheet.iter_rows(values_only=True) for cell in row if cell]


def test_the_prize_list_mid_stage_and_once_finished(
    capsys, database_url: str, tmp_path: Path
) -> None:
    services = open_services(database_url)
    tid = scala40_tournament(services, 16)
    published_round(services, tid)
    tables = services.rounds.get(tid, 1).tables
    for table, category in zip(tables, "ABCD", strict=True):
        for player in table.players:
            services.entries.edit(tid, player, category=category)
    orders = [play_out(services, tid, 1, table.table) for table in tables[:3]]
    closer, *others = tables[3].players
    hand = Scala40Hand(tuple((p, 40) for p in others), closer=closer)
    services.results.enter_hand(tid, 1, tables[3].table, hand)
    expected = sorted(
        [("Overall", 1, order[0]) for order in orders]
        + [(f"Cat. {c}", 1, p) for c, order in zip("ABC", orders, strict=True) for p in order[1:]]
    )

    torneo = Torneo(database_url, capsys)
    printed, workbook, site = tmp_path / "premi.pdf", tmp_path / "serata.xlsx", tmp_path / "sito"
    torneo.ok("print", "-t", tid, "--prizes", printed)
    torneo.ok("export", "-t", tid, "--xlsx", workbook, "--html", site)
    assert sorted(printed_prizes(printed, SECTIONS)) == expected
    assert sorted(sheet_prizes(workbook)) == expected
    online, notes = site_prizes(site / "index.html", "Provisional prize list")
    assert sorted(online) == expected and PROVISIONAL in notes
    text = pdf_text(printed)
    assert "Provisional prize list" in text and PROVISIONAL in text
    assert "Cat. D" not in text
    assert PROVISIONAL in _sheet_text(workbook)
    said = torneo.run("standings", "-t", tid, "--prizes", "category")
    assert said.code == 0 and said.out.lstrip().startswith(SAID_PROVISIONAL)

    sheet = services.results.sheet(tid, 1, tables[3].table)
    services.results.time_out(tid, 1, tables[3].table, expected_version=sheet.version)
    services.tournaments.finish(tid)
    torneo.ok("print", "-t", tid, "--prizes", printed)
    torneo.ok("export", "-t", tid, "--xlsx", workbook, "--html", site)
    text = pdf_text(printed)
    assert "Cat. D" in text and "Provisional" not in text and PROVISIONAL not in text
    online, notes = site_prizes(site / "index.html", "Prize list")
    assert {section for section, _place, _entry in online} == set(SECTIONS)
    assert PROVISIONAL not in notes
    assert not any(PROVISIONAL in line or "Provisional" in line for line in _sheet_text(workbook))
    said = torneo.run("standings", "-t", tid, "--prizes", "category")
    assert "Provisional" not in said.out
