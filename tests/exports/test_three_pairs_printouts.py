"""Tables of three pairs (burraco a sei) on paper: a three-line scoresheet with the VP rule
under its grid, seating lists and results naming the third pair, and the rule stated with the
others under the standings' title and on the workbook's Rules sheet."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook
from pypdf import PdfReader

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    ThreePairsTables,
    TournamentId,
)
from tournament_app.services import exports as actions
from tournament_app.services.reports import documents as reports


def _seven_pairs(services: Services) -> TournamentId:
    """1 v 2, 3 v 4, 5 v 6 v 7 (registration order, Danese, a table of three when needed)."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.WHEN_NEEDED,
    )
    tid = burraco_tournament(services, 7, settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


# The tests asking for `seven_pairs` start from their own copy of `_seven_pairs`, made once a
# process and database; the others from an empty database.
start, database_url = snapshot_fixtures({"seven_pairs": with_services(_seven_pairs)})
seven_pairs = state_value("seven_pairs")


def _words(path: Path, page: int = 0) -> str:
    return " ".join(PdfReader(path).pages[page].extract_text().split())


def test_the_scoresheet_of_a_table_of_three(
    services: Services, seven_pairs: TournamentId, tmp_path: Path
) -> None:
    tid = seven_pairs
    sheets = reports.scoresheet_documents(services, tid, 1)
    assert [sheet.third is not None for sheet in sheets] == [False, False, True]
    assert sheets[2].third.number == 7
    assert sheets[2].vp_rule.startswith("PV ai tavoli da tre coppie: media")
    assert sheets[0].vp_rule == ""
    actions.scoresheets_pdf(services, tid, 1, tmp_path / "sheets.pdf")
    pages = PdfReader(tmp_path / "sheets.pdf").pages
    assert len(pages) == 2  # two halves a page: tables 1-2, then table 3
    third = _words(tmp_path / "sheets.pdf", 1)
    assert "3ª · 7" in third and "Firma 3ª" in third
    assert "media delle due conversioni" in third
    # No one difference at a table of three: only the VP table's heading says it.
    assert third.count("Differenza") == 1
    assert _words(tmp_path / "sheets.pdf", 0).count("Differenza") == 4


def test_seating_and_results_name_the_third_pair(
    services: Services, seven_pairs: TournamentId, tmp_path: Path
) -> None:
    tid = seven_pairs
    services.results.enter_three(tid, 1, 3, totals=(640, 245, 400))
    seating = reports.seating_document(services, tid, 1)
    table_three = seating.tables[2]
    assert [seat.position for seat in table_three.seats] == ["NS", "EO", "C"]
    results = reports.round_results_document(services, tid, 1)
    assert "3ª 7" in results.tables[2].note and "Punti 400, PV 10" in results.tables[2].note
    actions.round_results_pdf(services, tid, 1, tmp_path / "results.pdf")
    assert "Punti 400, PV 10" in _words(tmp_path / "results.pdf")


def test_the_rule_is_stated_with_the_standings(
    services: Services, seven_pairs: TournamentId, tmp_path: Path
) -> None:
    tid = seven_pairs
    notes = reports.standings_document(services, tid).header.rules.notes
    assert any(note.startswith("Tavoli da tre coppie: quando il numero") for note in notes)
    assert any(note.startswith("PV ai tavoli da tre coppie: media") for note in notes)
    assert any("media dei totali delle altre due" in note for note in notes)
    actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx")
    rows = {
        row[0]: row[1]
        for row in load_workbook(tmp_path / "t.xlsx")["Regole"].iter_rows(values_only=True)
    }
    assert str(rows["PV ai tavoli da tre coppie"]).startswith("media: il totale di ogni coppia")
    assert str(rows["Tavoli da tre coppie"]).startswith("quando il numero lo richiede")


def test_a_tournament_without_tables_of_three_says_nothing_of_them(services: Services) -> None:
    tid = burraco_tournament(services, 4, BurracoSettings())
    notes = reports.standings_document(services, tid).header.rules.notes
    assert not any("tre coppie" in note for note in notes)


def test_each_pair_of_a_table_of_three_has_its_history(
    services: Services, seven_pairs: TournamentId
) -> None:
    """The third pair's round: its line, both pairs it met, its MP and VP, and as conceded
    the mean of the other two totals, (640 + 245) / 2 = 442.5, a half rounded up."""
    tid = seven_pairs
    services.results.enter_three(tid, 1, 3, totals=(640, 245, 400))
    histories = {h.entry.number: h for h in reports.entry_histories(services, tid)}
    (row,) = [r for r in histories[7].rows if r.round_number == 1]
    assert (row.table, row.position, row.score_for, row.score_against, row.points) == (
        3,
        "3ª",
        400,
        443,
        10,
    )
    assert row.opponents.startswith("5 · ") and " + 6 · " in row.opponents
    (five,) = [r for r in histories[5].rows if r.round_number == 1]
    assert (five.score_for, five.points) == (640, 13) and " + 7 · " in five.opponents


def test_the_burraco_a_sei_samples(sqlite_url: str, tmp_path: Path) -> None:
    from tournament_app.exports import samples
    from tournament_app.services import open_services

    services = open_services(sqlite_url)
    try:
        written = samples.three_pairs_samples(services, tmp_path)
    finally:
        services.close()
    assert [path.name for path in written] == [
        "burraco-sei-round-1-scoresheets.pdf",
        "burraco-sei-round-1-seating.pdf",
        "burraco-sei-round-1-results.pdf",
        "burraco-sei-standings.pdf",
    ]
    assert "Firma 3ª" in _words(written[0])


def test_the_results_name_the_pair_that_forfeited_at_three(
    services: Services, seven_pairs: TournamentId
) -> None:
    """The third line absent: "forfait 3ª (n. 7)"; nobody present: every line named."""
    tid = seven_pairs
    services.results.enter_forfeit(tid, 1, 3, absent="c")
    note = reports.round_results_document(services, tid, 1).tables[2].note
    assert "forfait 3ª (n. 7)" in note.lower()
    result = services.results.get(tid, 1, 3)
    assert result is not None
    services.results.enter_forfeit(tid, 1, 3, absent="all", expected_version=result.version)
    note = reports.round_results_document(services, tid, 1).tables[2].note
    assert "ns, eo e 3ª" in note.lower()
