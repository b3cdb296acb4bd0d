"""What the evening's last printouts say, through the real services and a SQLite file.

- scala40.md: an elimination advances "the best N of each table to the next stage" down to
  one final table: each stage's results say who goes on, the final's papers say "Finale",
  and once the final has its winner the standings are the final ones.
- burraco.md "Byes, lateness, penalties": "two warnings = -1 VP and the equivalent MP" (the
  lower edge of the 11-9 band: 55 in FIBUR's 3-hand table); "Keep a log per pair and round,
  in VP and/or MP, with the reason": an MP penalty shows where the points do.
"""

from __future__ import annotations

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
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentStatus,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry
from tournament_app.services.errors import ServiceError

# How each table of the elimination is played (limit 101): seat 1 closes every hand; seat
# 4 pays 105 at hand 1, seat 3 pays 10 then 95 (105, out at hand 2), seat 2 pays 10, 10,
# 95 (115, out at hand 3). Places: seat 1 first (0), seat 2 second (115), seat 3 third
# (105), seat 4 fourth (105).
CARDS = (0, 115, 105, 105)


def _play(services: Services, tid: int, round_number: int, table: int) -> list[int]:
    """Play a table as CARDS says; returns its seats, which are also its places."""
    sheet = services.results.sheet(tid, round_number, table)
    first, second, third, fourth = sheet.players
    hands = (
        ((second, 10), (third, 10), (fourth, 105)),
        ((second, 10), (third, 95)),
        ((second, 95),),
    )
    version = sheet.version or None
    for points in hands:
        sheet = services.results.enter_hand(
            tid, round_number, table, Scala40Hand(points, first), expected_version=version
        )
        version = sheet.version
    assert sheet.finished
    return [first, second, third, fourth]


@pytest.fixture
def elimination(sqlite_url: str) -> Iterator[tuple[Services, int]]:
    """Eight players at two tables of 4, 2 of each table go on: round 1 played, so the
    final (round 2) is a table of 4."""
    services = open_services(sqlite_url)
    settings = Scala40Settings(format=Scala40Format.ELIMINATION, advance_per_table=2)
    tournament = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Scala della domenica", "2026-11-29", "Genova", settings)
    )
    services.entries.add_many(
        tournament.id, [NewEntry((PlayerSpec(f"Verdi{n}", "Gino"),)) for n in range(1, 9)]
    )
    seating = services.rounds.generate(tournament.id, seed=4)
    services.rounds.publish(tournament.id, 1)
    for table in seating.tables:
        _play(services, tournament.id, 1, table.table)
    try:
        yield services, tournament.id
    finally:
        services.close()


def _rows(path: Path, sheet: str) -> tuple[list[object], list[tuple[object, ...]]]:
    """A workbook sheet's title (row 1), headings (row 2) and rows."""
    rows = list(load_workbook(path)[sheet].iter_rows(values_only=True))
    return [rows[0][0], *rows[1]], [row for row in rows[2:] if any(c is not None for c in row)]


def _pdf(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def _notes(path: Path) -> dict[object, object]:
    (_title, *headings), rows = _rows(path, "Turno 1")
    column = {title: i for i, title in enumerate(headings)}
    return {row[column["N."]]: row[column["Note"]] for row in rows}


def test_a_stage_says_who_goes_on_and_who_is_out(elimination, tmp_path: Path) -> None:
    """The first two of each table go on; the two below are out of the tournament. The
    table game's "out at hand N" stays as information, not as the tournament's verdict."""
    services, tid = elimination
    tables = [services.results.sheet(tid, 1, t.table) for t in services.rounds.get(tid, 1).tables]
    target = tmp_path / "before.xlsx"
    actions.workbook_xlsx(services, tid, target)
    notes = _notes(target)
    for sheet in tables:
        first, second, third, fourth = sheet.players
        assert notes[first] == "passa al turno 2"
        assert notes[second] == "passa al turno 2 · oltre il limite alla smazzata 3"
        assert notes[third] == "eliminato · oltre il limite alla smazzata 2"
        assert notes[fourth] == "eliminato · oltre il limite alla smazzata 1"
    # Once the next stage is seated at one table, it is the final.
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    target = tmp_path / "after.xlsx"
    actions.workbook_xlsx(services, tid, target)
    notes = _notes(target)
    for sheet in tables:
        first, second, third, _fourth = sheet.players
        assert notes[first] == "in finale"
        assert notes[second] == "in finale · oltre il limite alla smazzata 3"
        assert str(notes[third]).startswith("eliminato")
    # The round's PDF says the same.
    actions.round_results_pdf(services, tid, 1, tmp_path / "r1.pdf")
    printed = _pdf(tmp_path / "r1.pdf")
    assert "in finale" in printed and "passa al turno" not in printed


def test_the_final_is_named_and_its_winner_closes_the_standings(
    elimination, tmp_path: Path
) -> None:
    services, tid = elimination
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    running = tmp_path / "running.xlsx"
    actions.workbook_xlsx(services, tid, running)
    title = str(_rows(running, "Classifica")[0][0])
    assert title.startswith("Classifica dopo il turno 2 (provvisoria, parziale)")
    # The final's papers say "Finale", never "turno 2".
    for flag, function in (
        ("seating", actions.seating_pdf),
        ("cards", actions.table_cards_pdf),
        ("sheets", actions.scoresheets_pdf),
    ):
        path = tmp_path / f"{flag}.pdf"
        function(services, tid, 2, path)
        printed = _pdf(path)
        assert "Finale" in printed or "finale" in printed, flag
        assert "urno 2" not in printed, flag
    assert "Disposizione ai tavoli – finale" in _pdf(tmp_path / "seating.pdf")
    assert "Segnapunti · Finale · Tavolo 1" in _pdf(tmp_path / "sheets.pdf")
    _play(services, tid, 2, 1)
    actions.round_results_pdf(services, tid, 2, tmp_path / "final.pdf")
    assert "Risultati della finale" in _pdf(tmp_path / "final.pdf")
    # The final has its winner: the standings are the final ones everywhere.
    actions.export_tournament(
        services,
        tid,
        xlsx=tmp_path / "t.xlsx",
        pdf=tmp_path / "t.pdf",
        html=tmp_path / "site",
    )
    assert str(_rows(tmp_path / "t.xlsx", "Classifica")[0][0]).startswith("Classifica finale")
    assert "Finale" in load_workbook(tmp_path / "t.xlsx").sheetnames
    assert "Classifica finale" in _pdf(tmp_path / "t.pdf")
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "<h2>Classifica finale</h2>" in index and ">Finale</a>" in index
    actions.prize_list_pdf(services, tid, tmp_path / "prizes.pdf")
    assert "Finale" in _pdf(tmp_path / "prizes.pdf")


def test_a_director_penalty_shows_in_the_history_and_the_standings(
    elimination, tmp_path: Path
) -> None:
    """20 penalty points given to a second place of round 1: the standings show them
    beside the total (115 + 20), and the player's history closes with them, so its figures
    add up to the standings'."""
    services, tid = elimination
    second = services.results.sheet(tid, 1, services.rounds.get(tid, 1).tables[0].table).players[1]
    services.penalties.add(tid, second, PenaltyKind.MP, mp=20, round_number=1, reason="carte")
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target, html=tmp_path / "site")
    (_title, *headings), rows = _rows(target, "Classifica")
    column = {title: i for i, title in enumerate(headings)}
    assert "Penalità carte" not in column  # the total holds the director's points too
    row = next(r for r in rows if r[column["N."]] == second)
    assert (row[column["Penalità arbitro"]], row[column["Penalità, tutte le fasi"]]) == (20, 135)
    (_title, *headings), rows = _rows(target, "Storico")
    column = {title: i for i, title in enumerate(headings)}
    history = [r for r in rows if r[column["N."]] == second]
    assert [r[column["Punti pen."]] for r in history] == [115, 20]
    assert history[-1][column["Avversari"]] == "Penalità"
    page = (tmp_path / "site" / f"n-{second}.html").read_text(encoding="utf-8")
    assert "Penalità" in page and ">20<" in page


def test_one_per_table_is_printed_as_the_settings_say_it(sqlite_url: str, tmp_path: Path) -> None:
    """The rules line words the setting as the wizard and `tournament show` do."""
    services = open_services(sqlite_url)
    try:
        for language, words in (("it", "Passano per tavolo: 1"), ("en", "Advance per table: 1")):
            tid = services.tournaments.create(
                TournamentDraft(Game.SCALA40, "Scala", "2026-11-29", "", Scala40Settings())
            ).id
            services.entries.add_many(
                tid, [NewEntry((PlayerSpec(f"Neri{n}", "Ugo"),)) for n in range(8)]
            )
            actions.export_tournament(services, tid, html=tmp_path / language, language=language)
            assert words in (tmp_path / language / "index.html").read_text(encoding="utf-8")
    finally:
        services.close()


def test_prizes_per_group_without_groups_are_refused(elimination, tmp_path: Path) -> None:
    """As the standings per group are: nothing written, a sentence saying what to do."""
    services, tid = elimination
    target = tmp_path / "premi.pdf"
    for print_it in (actions.prize_list_pdf, actions.standings_pdf):
        with pytest.raises(ServiceError) as refused:
            print_it(services, tid, target, per="group")
        assert refused.value.params == {"detail": "nothing_to_rank_by", "per": "group"}
        assert not target.exists()


@pytest.fixture
def burraco(sqlite_url: str) -> Iterator[tuple[Services, int, list[tuple[int, int]]]]:
    """Eight pairs, two of the four planned rounds played: at every table NS score 1250
    and EO 900 (a 350 difference: 13-7 in the 3-hand table). Yields the tables' (NS, EO)
    of round 1."""
    services = open_services(sqlite_url)
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Burraco del lunedì", "2026-11-30", "", BurracoSettings())
    )
    services.entries.add_many(
        tournament.id,
        [
            NewEntry((PlayerSpec(f"Rossi{n}", "Anna"), PlayerSpec(f"Bianchi{n}", "Carlo")))
            for n in range(1, 9)
        ],
    )
    lines = []
    for number in (1, 2):
        seating = services.rounds.generate(tournament.id, seed=1)
        services.rounds.publish(tournament.id, number)
        for table in seating.tables:
            services.results.enter_totals(tournament.id, number, table.table, 1250, 900)
            if number == 1:
                lines.append((table.ns[0], table.ew[0]))
    try:
        yield services, tournament.id, lines
    finally:
        services.close()


def test_burraco_points_penalties_add_up_everywhere(burraco, tmp_path: Path) -> None:
    """-100 MP to a pair; two warnings to another (-1 VP and -55 MP): the standings show
    both, the penalties log carries what the warnings cost on the second one, and the
    history's points scored add up to the standings'."""
    services, tid, lines = burraco
    (fined, _), (_, warned) = lines[0], lines[1]
    add = services.penalties.add
    add(tid, fined, PenaltyKind.MP, mp=100, round_number=2, reason="ritardo 7 minuti")
    add(tid, warned, PenaltyKind.WARNING, round_number=1, reason="telefono")
    add(tid, warned, PenaltyKind.WARNING, round_number=2, reason="telefono")
    target = tmp_path / "t.xlsx"
    actions.export_tournament(services, tid, xlsx=target, html=tmp_path / "site")
    (_title, *headings), rows = _rows(target, "Classifica")
    column = {title: i for i, title in enumerate(headings)}
    by_entry = {r[column["N."]]: r for r in rows}
    assert by_entry[fined][column["Pen. punti"]] == -100
    assert by_entry[warned][column["Pen. PV"]] == -1
    assert by_entry[warned][column["Pen. punti"]] == -55
    scored = by_entry[fined][column["Punti fatti"]]
    (_title, *headings), rows = _rows(target, "Storico")
    column = {title: i for i, title in enumerate(headings)}
    history = [r for r in rows if r[column["N."]] == fined]
    assert history[-1][column["Avversari"]] == "Penalità"
    assert history[-1][column["Fatti"]] == -100
    assert sum(r[column["Fatti"]] for r in history) == scored  # 2 x 1250 - 100
    assert scored == 2400
    (_title, *headings), rows = _rows(target, "Penalità")
    column = {title: i for i, title in enumerate(headings)}
    warnings = [(r[column["PV"]], r[column["Punti"]]) for r in rows if r[column["N."]] == warned]
    assert warnings == [(0, 0), (-1, -55)]
    page = (tmp_path / "site" / f"n-{fined}.html").read_text(encoding="utf-8")
    assert "Penalità" in page and ">-100<" in page


def test_the_penalties_sheet_runs_by_round_then_entry(burraco, tmp_path: Path) -> None:
    services, tid, _lines = burraco
    add = services.penalties.add
    given = ((2, 7), (1, 5), (2, 3), (1, 6), (None, 8))
    for round_number, entry in given:
        add(tid, entry, PenaltyKind.WARNING, round_number=round_number, reason="parlato")
    target = tmp_path / "t.xlsx"
    actions.workbook_xlsx(services, tid, target)
    (_title, *_headings), rows = _rows(target, "Penalità")
    # The one given for the whole tournament (no round) first, then round 1, then round 2.
    assert [(r[0], r[1]) for r in rows] == [(None, 8), (1, 5), (1, 6), (2, 3), (2, 7)]


def test_a_burraco_concluded_early_prints_its_final_standings(burraco, tmp_path: Path) -> None:
    services, tid, _lines = burraco
    actions.standings_pdf(services, tid, tmp_path / "before.pdf")
    assert "Classifica dopo il turno 2" in _pdf(tmp_path / "before.pdf")
    services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    actions.standings_pdf(services, tid, tmp_path / "after.pdf")
    assert "Classifica finale" in _pdf(tmp_path / "after.pdf")
    # Asked after round 1, it stays the standings after round 1.
    actions.standings_pdf(services, tid, tmp_path / "r1.pdf", after_round=1)
    assert "Classifica dopo il turno 1" in _pdf(tmp_path / "r1.pdf")
    actions.export_tournament(services, tid, language="en", html=tmp_path / "site")
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "<h2>Final standings</h2>" in index
