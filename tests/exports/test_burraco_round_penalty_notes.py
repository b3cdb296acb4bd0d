"""A burraco round's results note the penalties given in that round, on the row of the
table where the penalised pair played, named by its line (burraco.md "Byes, lateness,
penalties": "Keep a log per pair and round, in VP and/or MP, with the reason"; "two
warnings = -1 VP and the equivalent MP", the lower edge of FIBUR's 11-9 band in the 3-hand
table: 55). "A penalty never credits the opponents": the table's MP and VP stay as
played (1250-900, a 350 difference: 13-7 in the 3-hand table).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tournament_app.services import (
    BurracoSettings,
    Game,
    PenaltyKind,
    PlayerSpec,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry

Tables = list[tuple[int, int]]


@pytest.fixture
def burraco(sqlite_url: str) -> Iterator[tuple[Services, int, dict[int, Tables]]]:
    """Eight pairs, two rounds played: at every table NS score 1250 and EO 900. Yields the
    (NS, EO) of each table, by round."""
    services = open_services(sqlite_url)
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Burraco del martedì", "2026-12-01", "", BurracoSettings())
    ).id
    services.entries.add_many(
        tid,
        [
            NewEntry((PlayerSpec(f"Rossi{n}", "Anna"), PlayerSpec(f"Bianchi{n}", "Carlo")))
            for n in range(1, 9)
        ],
    )
    lines: dict[int, Tables] = {}
    for number in (1, 2):
        seating = services.rounds.generate(tid, seed=1)
        services.rounds.publish(tid, number)
        for table in seating.tables:
            services.results.enter_totals(tid, number, table.table, 1250, 900)
        lines[number] = [(table.ns[0], table.ew[0]) for table in seating.tables]
    try:
        yield services, tid, lines
    finally:
        services.close()


def _round(path: Path, number: int) -> dict[tuple[object, object], dict[object, object]]:
    """A round's sheet of the workbook: (NS number, EO number) -> {heading: cell}."""
    rows = list(load_workbook(path)[f"Turno {number}"].iter_rows(min_row=2, values_only=True))
    headings = rows[0]
    found = {}
    for row in rows[1:]:
        cells = dict(zip(headings, row, strict=True))
        found[(cells["N. NS"], cells["N. EO"])] = cells
    return found


def _pdf_text(path: Path) -> str:
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


def test_a_points_penalty_is_noted_on_its_round_and_line(burraco, tmp_path: Path) -> None:
    """-100 MP to the EO pair of a table in round 2: that row of round 2 says so, its
    scores unchanged; the pair's row of round 1 and the other rows say nothing."""
    services, tid, lines = burraco
    table = lines[2][0]
    fined = table[1]
    services.penalties.add(tid, fined, PenaltyKind.MP, mp=100, round_number=2, reason="ritardo")
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target, html=tmp_path / "site")
    second = _round(target, 2)
    row = second[table]
    assert row["Note"] == "EO penalità -100 punti"
    assert (row["Punti NS"], row["Punti EO"], row["PV NS"], row["PV EO"]) == (1250, 900, 13, 7)
    assert all(not cells["Note"] for key, cells in second.items() if key != table)
    assert all(not cells["Note"] for cells in _round(target, 1).values())
    # The round's web page and its printout say the same.
    page = (tmp_path / "site" / "turno-2.html").read_text("utf-8")
    assert "EO penalità -100 punti" in re.sub(r"\s+", " ", page)
    actions.round_results_pdf(services, tid, 2, tmp_path / "r2.pdf")
    assert "EO penalità -100 punti" in _pdf_text(tmp_path / "r2.pdf")
    actions.round_results_pdf(services, tid, 2, tmp_path / "en.pdf", language="en")
    assert "EW penalty -100 MP" in _pdf_text(tmp_path / "en.pdf")


def test_vp_penalties_and_the_warning_that_costs_are_noted(burraco, tmp_path: Path) -> None:
    """-1 VP to an NS pair in round 1; two warnings to an EO pair, one per round: round 1
    notes the first warning, round 2 the second with what the two cost (-1 VP, -55)."""
    services, tid, lines = burraco
    docked, warned = lines[1][0][0], lines[1][1][1]
    add = services.penalties.add
    add(tid, docked, PenaltyKind.VP, vp=1, round_number=1, reason="carte scoperte")
    add(tid, warned, PenaltyKind.WARNING, round_number=1, reason="telefono")
    add(tid, warned, PenaltyKind.WARNING, round_number=2, reason="telefono")
    add(tid, docked, PenaltyKind.MP, mp=30, reason="tutto il torneo")  # no round: in none
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    first = _round(target, 1)
    assert first[lines[1][0]]["Note"] == "NS penalità -1 PV"
    assert first[lines[1][1]]["Note"] == "EO ammonizione"
    second = {key: cells["Note"] for key, cells in _round(target, 2).items()}
    (where,) = [key for key in second if warned in key]
    side = "NS" if where[0] == warned else "EO"
    assert second.pop(where) == f"{side} ammonizione -1 PV -55 punti"
    assert not any(second.values())  # the overall -30 belongs to no round
    actions.round_results_pdf(services, tid, 2, tmp_path / "en.pdf", language="en")
    side = {"NS": "NS", "EO": "EW"}[side]
    assert f"{side} warning -1 VP -55 MP" in _pdf_text(tmp_path / "en.pdf")


def test_a_penalty_follows_how_the_result_came_about(burraco, tmp_path: Path) -> None:
    """A turno forfeited by the EO line, which is also fined: the note says both, and
    which pair forfeited."""
    services, tid, _lines = burraco
    table = services.rounds.get(tid, 2).tables[0]
    ns, eo = table.ns[0], table.ew[0]
    current = services.results.get(tid, 2, table.table)
    assert current is not None
    services.results.enter_forfeit(
        tid, 2, table.table, absent="ew", expected_version=current.version
    )
    services.penalties.add(tid, eo, PenaltyKind.MP, mp=100, round_number=2, reason="ritardo")
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target)
    assert _round(target, 2)[(ns, eo)]["Note"] == f"forfait EO (n. {eo}) · EO penalità -100 punti"
