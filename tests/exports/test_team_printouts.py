"""A team event's printouts: the team ranking and a round's matches (both tables of each,
the lines swapped, every pair named with its team) as PDF, workbook and web page; read back
as a director would (the workbook's cells, the page's text, the PDF's text)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from openpyxl import load_workbook

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.teams.reports import write_team_report

PAIR = "Rossi{0} Anna - Bianchi{0} Carlo"
TEAMS = BurracoSettings(
    event_format=EventFormat.TEAMS,
    schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
)


def _round_one(services: Services) -> TournamentId:
    """Four teams of two pairs (Denari's name has markup in it), round 1 played: match 1
    (Assi v Denari) 1140-545, 13-7; match 2 (Bassotti v Cuori) 900-900, 10-10."""
    tid = burraco_tournament(services, 8, TEAMS)
    for name, pairs in (("Assi", [1, 2]), ("Bassotti", [3, 4]), ("Cuori", [5, 6])):
        services.teams.add(tid, name, pairs, club="Circolo Sud")
    services.teams.add(tid, "Denari <b>&</b>", [7, 8])
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table, ns, ew in ((1, 640, 245), (2, 300, 500), (3, 500, 400), (4, 500, 400)):
        services.results.enter_totals(tid, 1, table, ns, ew)
    return tid


# The tests asking for `round_one` start from their own copy of `_round_one`, made once a
# process and database; the others from an empty database.
start, database_url = snapshot_fixtures({"round_one": with_services(_round_one)})
round_one = state_value("round_one")


def test_the_workbook_holds_the_ranking_and_the_matches(
    services: Services, round_one: TournamentId, tmp_path
) -> None:
    tid = round_one
    path = write_team_report(services, tid, tmp_path / "squadre.xlsx", round_number=1)
    book = load_workbook(path)
    assert book.sheetnames == ["Squadre", "Incontri"]
    rows = [row for row in book["Squadre"].iter_rows(values_only=True) if row and row[0]]
    ranked = [(*row[:4], row[6]) for row in rows if row[0] in ("1", "2=", "4")]
    assert ranked == [
        ("1", "1. Assi", "Circolo Sud", 13, 595),
        ("2=", "2. Bassotti", "Circolo Sud", 10, 0),
        ("2=", "3. Cuori", "Circolo Sud", 10, 0),
        ("4", "4. Denari <b>&</b>", None, 7, -595),
    ]
    matches = [row for row in book["Incontri"].iter_rows(values_only=True) if row and row[1]]
    seated = [row[:4] for row in matches if isinstance(row[1], int)]
    # Match 1: table 1 Assi's first pair NS v Denari's first; table 2 the lines swapped.
    assert seated[:2] == [
        (
            1,
            1,
            f"Assi – coppia 1: {PAIR.format(1)}",
            f"Denari <b>&</b> – coppia 7: {PAIR.format(7)}",
        ),
        (
            1,
            2,
            f"Denari <b>&</b> – coppia 8: {PAIR.format(8)}",
            f"Assi – coppia 2: {PAIR.format(2)}",
        ),
    ]


def test_the_web_page_escapes_names(services: Services, round_one: TournamentId, tmp_path) -> None:
    tid = round_one
    path = write_team_report(
        services, tid, tmp_path / "squadre.html", round_number=1, language="en"
    )
    page = path.read_text(encoding="utf-8")
    assert "Team standings" in page and "Matches of round 1" in page
    assert "Denari &lt;b&gt;&amp;&lt;/b&gt;" in page and "<b>&</b>" not in page
    assert "Assi – pair 1: Rossi1 Anna - Bianchi1 Carlo" in page


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils reads the PDF")
def test_the_pdf_names_both_tables_of_each_match(
    services: Services, round_one: TournamentId, tmp_path
) -> None:
    tid = round_one
    path = write_team_report(services, tid, tmp_path / "squadre.pdf", round_number=1)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Classifica a squadre" in text and "Incontri del turno 1" in text
    assert "Assi – coppia 1" in text and "Denari <b>&</b> – coppia 8" in text
    assert "proposta di Torneo per 3 smazzate" in " ".join(text.split())


def test_the_matches_title_stands_apart_from_the_ranking_above_it(
    services: Services, round_one: TournamentId, tmp_path
) -> None:
    """At least 5 mm of paper (14 pt) between the ranking's last line and the title of the
    round's matches under it: the title read as the start of a new table, not a last row."""
    from tests.exports.pdf_words import page_words

    path = write_team_report(services, round_one, tmp_path / "squadre.pdf", round_number=1)
    words = page_words(path)
    # The title, in its large type (the ranking's column heading says "Incontri" too).
    title = max((w for w in words if w.text == "Incontri"), key=lambda w: w.bottom - w.top)
    above = [w for w in words if w.bottom <= title.top + 1]
    assert title.top - max(w.bottom for w in above) >= 14


def test_another_ending_is_refused(services: Services, round_one: TournamentId, tmp_path) -> None:
    tid = round_one
    with pytest.raises(ServiceError) as refused:
        write_team_report(services, tid, tmp_path / "squadre.docx")
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == "team_report_kind"
    assert not (tmp_path / "squadre.docx").exists()


def test_team_print_from_the_command_line(
    database_url: str, services: Services, round_one: TournamentId, capsys, tmp_path
) -> None:
    tid = round_one
    target = tmp_path / "incontri.pdf"
    Torneo(database_url, capsys).ok("team", "print", "-t", tid, "-r", 1, "--no-standings", target)
    assert target.read_bytes().startswith(b"%PDF")


def test_the_ranking_prints_its_tie_breaks_and_a_withdrawn_team(
    services: Services, round_one: TournamentId, tmp_path
) -> None:
    """As the pairs' standings: teams 2 and 3, level on everything, await a draw; after it,
    the one placed lower says it was the draw; a team left one pair (Denari's pair 7
    withdrawn) is noted withdrawn. In the workbook's cells and the PDF's text alike."""
    tid = round_one
    services.entries.withdraw(tid, 7)
    path = write_team_report(services, tid, tmp_path / "squadre.xlsx")
    rows = [row for row in load_workbook(path)["Squadre"].iter_rows(values_only=True) if row]
    heading = next(row for row in rows if row[0] == "Pos.")
    assert heading[-2:] == ("Spareggio", "Nota")
    ranked = {row[1]: row[-2:] for row in rows if row[0] in ("1", "2=", "4")}
    assert ranked == {
        "1. Assi": (None, None),
        "2. Bassotti": ("pari merito: sorteggio da fare", None),
        "3. Cuori": ("pari merito: sorteggio da fare", None),
        "4. Denari <b>&</b>": (None, "Ritirata"),
    }
    drawn = services.teams.draw_lots(tid, [2, 3])
    pdf = write_team_report(services, tid, tmp_path / "squadre.pdf", language="en")
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    lines = text.splitlines()
    below = "2. Bassotti" if drawn[1] == 2 else "3. Cuori"
    assert "Tie-break" in text and "Note" in text
    assert "by draw (recorded)" in next(line for line in lines if below in line)
    # Denari's name (with its markup) takes two lines: its figures' line says it.
    assert "Withdrawn" in next(line for line in lines if "-595" in line)
    assert sum("Withdrawn" in line for line in lines) == 1
