"""Exports end to end through the real services and database: registered, seated, scored,
exported, read back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.exports.specimens import BAD_NAMES
from tournament_app.services import (
    DEFAULT_STATION,
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry
from tournament_app.services.values import Round

# Eight pairs: the first ten surnames are the awkward ones (the 120-character one whole, on
# every backend); pair 1 has no club.
NAMES = BAD_NAMES
SURNAMES = (*NAMES, "Ferrari", "Colombo", "Ricci", "Marino", "Greco", "Bruno")


def _played(services: Services) -> int:
    """A burraco tournament, round 1 published, every table's totals entered: at table t
    NS score 1250 against EO's 900 - 5t, so NS win by 355 to 370 (14-6 in FIBUR's 3-hand
    table, whose 14-6 band runs from 355 to 500)."""
    tournament = services.tournaments.create(
        TournamentDraft(
            Game.BURRACO, "Prova <Aurora> & co", "2026-11-29", "Genova", BurracoSettings()
        )
    )
    entries = [
        NewEntry(
            (
                PlayerSpec(SURNAMES[i], "Anna", club="" if i == 0 else f"Circolo {i}"),
                PlayerSpec(SURNAMES[i + 1], "Carlo"),
            )
        )
        for i in range(0, 16, 2)
    ]
    services.entries.add_many(tournament.id, entries)
    seating = services.rounds.generate(tournament.id, seed=1)
    services.rounds.publish(tournament.id, 1)
    for table in seating.tables:
        services.results.enter_totals(tournament.id, 1, table.table, 1250, 900 - 5 * table.table)
    return tournament.id


# The tests asking for `played` start from their own copy of it, made once a process and
# database (at the station `open_services` names by default, as the tests' own opening).
start, database_url = snapshot_fixtures({"tournament": with_services(_played, DEFAULT_STATION)})
tournament = state_value("tournament")


@pytest.fixture
def played(database_url: str, tournament: int) -> Iterator[tuple[Services, int, Round]]:
    """`_played`'s services, tournament and round 1."""
    services = open_services(database_url)
    yield services, tournament, services.rounds.get(tournament, 1)
    services.close()


def test_workbook_from_the_services_holds_results_and_names(played, tmp_path: Path) -> None:
    """Sheets, the round's MP and VP per table, every awkward name as text."""
    services, tid, _ = played
    actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx")
    workbook = load_workbook(tmp_path / "t.xlsx")
    assert workbook.sheetnames == [
        "Classifica",
        "Premiazione",
        "Turno 1",
        "Iscritti",
        "Penalità",
        "Storico",
        "Regole",
    ]
    rows = list(workbook["Turno 1"].iter_rows(min_row=3, values_only=True))
    assert len(rows) == 4
    for row in rows:
        table = row[0]
        assert (row[5], row[6]) == (1250, 900 - 5 * table)
        # Differences 355..370 all fall in the 355-500 band: 14-6.
        assert (row[7], row[8]) == (14, 6)
    vps = sorted(r[4] for r in workbook["Classifica"].iter_rows(min_row=3, values_only=True))
    assert vps == [6, 6, 6, 6, 14, 14, 14, 14]
    texts = "\n".join(
        str(c) for s in workbook for r in s.iter_rows(values_only=True) for c in r if c
    )
    for name in NAMES:
        assert name in texts


def test_print_actions_from_the_services(played, tmp_path: Path) -> None:
    """Seating, cards, sheets, results and standings all print, names and figures intact."""
    services, tid, _ = played
    actions.seating_pdf(services, tid, 1, tmp_path / "seating.pdf")
    actions.table_cards_pdf(services, tid, 1, tmp_path / "cards.pdf")
    actions.scoresheets_pdf(services, tid, 1, tmp_path / "sheets.pdf")
    actions.round_results_pdf(services, tid, 1, tmp_path / "results.pdf")
    actions.standings_pdf(services, tid, tmp_path / "standings.pdf")
    assert len(PdfReader(tmp_path / "cards.pdf").pages) == 4
    assert len(PdfReader(tmp_path / "sheets.pdf").pages) == 2  # two tables a page
    results = " ".join(PdfReader(tmp_path / "results.pdf").pages[0].extract_text().split())
    assert "1250 890 14 6" in results or "1250 880 14 6" in results
    standings = " ".join(
        " ".join(p.extract_text().split()) for p in PdfReader(tmp_path / "standings.pdf").pages
    )
    assert "Classifica finale" not in standings and "Classifica dopo il turno 1" in standings
    for name in ("Nicolò D'Angelo Carlo", "Zoë Müller Anna", "<b>Rossi & Figli</b> Anna"):
        assert name in standings


def test_results_site_from_the_services(played, tmp_path: Path) -> None:
    """Index, round 1 and a page per pair."""
    services, tid, _ = played
    written = actions.results_site(services, tid, tmp_path / "site", language="en")
    assert sorted(p.name for p in written) == sorted(
        ["index.html", "turno-1.html", *(f"n-{n}.html" for n in range(1, 9))]
    )
    assert "Standings after round 1" in (tmp_path / "site" / "index.html").read_text("utf-8")


def test_scala40_round_results_from_the_services(database_url: str, tmp_path: Path) -> None:
    """Table 1 played out (placement points 4-2-1-0), table 2 still playing (no places yet)."""
    services = open_services(database_url)
    try:
        settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
        tournament = services.tournaments.create(
            TournamentDraft(Game.SCALA40, "Scala <40>", "2026-11-29", "Genova", settings)
        )
        players = ("Rossi", "Łukasz", "Øyvind", "Bruni", "Zoë Müller", "Nicolò D'Angelo",
                   "-Bianchi", "@mario")  # fmt: skip
        services.entries.add_many(
            tournament.id, [NewEntry((PlayerSpec(name, "Gino"),)) for name in players]
        )
        seating = services.rounds.generate(tournament.id, seed=2)
        services.rounds.publish(tournament.id, 1)
        first = seating.tables[0]
        seats = first.players
        # The first seat closes every hand; seats 2, 3, 4 pay 30, 40, 50 a hand, so seats 3
        # and 4 reach the limit of 101 at hand 3 (120, 150) and seat 2 at hand 4 (120).
        version = None
        sheet = None
        for _ in range(6):
            live = [n for n in seats if sheet is None or n not in sheet.eliminated]
            points = tuple((n, 0 if n == live[0] else 20 + 10 * seats.index(n)) for n in live)
            sheet = services.results.enter_hand(
                tournament.id, 1, first.table, Scala40Hand(points, live[0]),
                expected_version=version,
            )  # fmt: skip
            version = sheet.version
            if sheet.finished:
                break
        assert sheet is not None and sheet.finished
        document_path = tmp_path / "results.pdf"
        actions.round_results_pdf(services, tournament.id, 1, document_path)
        cells = [
            line.strip()
            for line in PdfReader(document_path).pages[0].extract_text().splitlines()
            if line.strip()
        ]
        winner = services.entries.list(tournament.id)[seats[0] - 1]
        assert f"{winner.players[0].surname} Gino" in cells
        assert "in gioco" in cells  # table 2 has not started
        workbook_path = tmp_path / "t.xlsx"
        actions.export_tournament(services, tournament.id, xlsx=workbook_path)
        rows = list(load_workbook(workbook_path)["Turno 1"].iter_rows(min_row=3, values_only=True))
        finished = [r for r in rows if r[0] == first.table]
        # Places 1-4 with placement points 4, 2, 1, 0; the other table has no places yet.
        assert [(r[1], r[5]) for r in finished] == [(1, 4), (2, 2), (3, 1), (4, 0)]
        assert all(r[1] is None and r[5] is None for r in rows if r[0] != first.table)
    finally:
        services.close()


def _pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_a_scala40_elimination_prize_list_gives_the_stage_and_the_penalty_points(
    sqlite_url: str, tmp_path: Path
) -> None:
    """An elimination has no points to rank by: its printed prize list shows the stage each
    winner reached and their card penalty (fewer is better), as the standings rank them, not
    a "Punti" column holding the stage number."""
    services = open_services(sqlite_url)
    try:
        tid = services.demo.create_scala40_afternoon()
        # The first three through a table: those still at the demo's table 3 win nothing yet.
        ranked = [row for row in services.standings.overall(tid) if row.stage][:3]
        target = tmp_path / "premi.pdf"
        actions.prize_list_pdf(services, tid, target)
    finally:
        services.close()
    printed = _pdf_text(target)
    assert "Fase" in printed and "Penalità" in printed  # "Penalità carte", wrapped
    assert "Punti" not in printed
    for row in ranked:
        assert f"Turno {row.stage}" in printed
        assert str(row.penalty_total) in printed


def test_a_burraco_prize_list_heads_its_points_pv(played, tmp_path: Path) -> None:
    """Burraco prizes are ranked by victory points: the column says PV, not just Punti."""
    services, tid, _seating = played
    target = tmp_path / "premi.pdf"
    actions.prize_list_pdf(services, tid, target)
    printed = _pdf_text(target)
    assert "PV" in printed and "Fase" not in printed and "Penalità" not in printed


def test_a_history_ends_on_the_standings_total_after_a_penalty(played, tmp_path: Path) -> None:
    """Every NS pair won 14-6; the first NS pair is then given a 2 VP penalty in round 1. Its
    history in the workbook and on the site closes with a Penalità line of -2 and a running
    total of 12, the standings' total (it read 14, as if no penalty had been given)."""
    from tournament_app.services import PenaltyKind

    services, tid, seating = played
    first_ns = seating.tables[0].ns[0]
    services.penalties.add(tid, first_ns, PenaltyKind.VP, vp=2, round_number=1, reason="ritardo")
    standing = next(s for s in services.standings.overall(tid) if s.entry == first_ns)
    assert standing.vp == 12
    actions.export_tournament(services, tid, xlsx=tmp_path / "t.xlsx", html=tmp_path / "site")
    history = [
        row
        for row in load_workbook(tmp_path / "t.xlsx")["Storico"].iter_rows(values_only=True)
        if row[0] == first_ns
    ]
    assert len(history) == 2
    closing = history[-1]
    assert closing[2] is None and "Penalità" in closing
    assert closing[-2:] == (-2, 12)
    page = (tmp_path / "site" / f"n-{first_ns}.html").read_text(encoding="utf-8")
    assert "Penalità" in page and ">12<" in page
