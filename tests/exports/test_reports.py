"""Service values become the right documents (services stood in for by fixed answers).

The answers below are what the services return for a small tournament; each expected figure
is written out by hand from them (and from the FIBUR 3-hand table in the domain doc).
"""

from __future__ import annotations

import datetime
import io
from pathlib import Path
from types import SimpleNamespace

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tournament_app.exports import grids
from tournament_app.exports.documents import BurracoStandings, Scala40Standings
from tournament_app.services import exports
from tournament_app.services.errors import ServiceError
from tournament_app.services.prize_awards import PrizeAwards, PrizeRule
from tournament_app.services.reports import documents as reports
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    Scala40Format,
    Scala40Settings,
)
from tournament_app.services.tally import Named
from tournament_app.services.values import (
    BurracoResult,
    BurracoStanding,
    Entry,
    EntryId,
    Penalty,
    PenaltyId,
    PenaltyKind,
    Player,
    PlayerId,
    Prize,
    ResultKind,
    Round,
    RoundStatus,
    RoundTable,
    Scala40Placing,
    Scala40Sheet,
    Scala40Standing,
    Tournament,
    TournamentId,
    TournamentStatus,
)

TID = TournamentId(1)


def _entry(number: int, *surnames: str, club: str | None = "Aurora") -> Entry:
    players = tuple(Player(PlayerId(number * 10 + i), s, "Anna") for i, s in enumerate(surnames))
    return Entry(EntryId(number), number, players, None, "A", True, False, club)


def _fake(tournament, entries, rounds, results=(), sheets=None, standings=(), penalties=()):
    """An object answering the read actions `reports` uses, with fixed values; a director's
    station on no database file, as the files written ask (services.output_files)."""
    return SimpleNamespace(
        database=SimpleNamespace(path=None),
        read_only=False,
        tournaments=SimpleNamespace(get=lambda tid: tournament),
        entries=SimpleNamespace(
            list=lambda tid: entries,
            named=lambda tid: {
                e.number: Named(tuple((p.surname, p.name) for p in e.players), e.club)
                for e in entries
            },
        ),
        rounds=SimpleNamespace(
            list=lambda tid: rounds,
            statuses=lambda tid: {r.number: r.status for r in rounds},
            get=lambda tid, number=None: next(r for r in rounds if r.number == number),
        ),
        results=SimpleNamespace(
            list=lambda tid, round_number=None: tuple(
                r for r in results if round_number is None or r.round == round_number
            ),
            sheets=lambda tid, round_number: (sheets or {}).get(round_number, ()),
        ),
        penalties=SimpleNamespace(list=lambda tid, entry=None: penalties),
        standings=SimpleNamespace(
            overall=lambda tid, after_round=None: standings,
            by_group=lambda tid: (),
            by_category=lambda tid: (("A", standings), ("B", ())),
            sections=lambda tid: ((), ("A", "B")),
            prize_awards=lambda tid, per="overall", places=3: PrizeAwards(
                PrizeRule.NOT_CUMULATIVE,
                tuple(Prize("", s.rank, s) for s in standings[:places]),
                sectioned=False,
            ),
        ),
    )


def burraco_services():
    """Five pairs, round 1 published (one table missing, a bye), round 2 still a draft."""
    tournament = Tournament(
        TID, "Serata <Aurora>", Game.BURRACO, "2026-11-29", "Genova", TournamentStatus.RUNNING,
        BurracoSettings(), 5, 2,
    )  # fmt: skip
    entries = (
        _entry(1, "Rossi", "Verdi"),
        _entry(2, '=HYPERLINK("x")', "Neri", club=None),
        _entry(3, "Łukasz", "Øyvind"),
        _entry(4, "Bruni", "Gialli"),
        _entry(5, "Zoë Müller", "Nicolò D'Angelo"),
    )
    rounds = (
        Round(TID, 1, "mitchell", RoundStatus.PUBLISHED,
              (RoundTable(1, (1,), (2,)), RoundTable(2, (3,), (4,)), RoundTable(3, (5,), ()))),
        Round(TID, 2, "danese", RoundStatus.DRAFT, (RoundTable(1, (1,), (5,)),)),
    )  # fmt: skip
    results = (
        BurracoResult(1, 1, (1,), (2,), ResultKind.PLAYED, 1250, 900, 13, 7, (), 1),
        BurracoResult(1, 3, (5,), (), ResultKind.BYE, 355, 0, 14, 0, (), 1),
    )
    standings = (
        BurracoStanding(1, 5, "", 14, 355, 355, (14,), 0, None, "A"),
        BurracoStanding(2, 1, "", 13, 350, 1250, (13,), 0, None, "A"),
        BurracoStanding(3, 2, "", 7, -350, 900, (7,), 0, None, "A"),
        BurracoStanding(4, 3, "", -1, 0, 0, (None,), 1, None, "A"),
        BurracoStanding(5, 4, "", 0, 0, 0, (None,), 0, None, "A"),
    )
    penalties = (Penalty(PenaltyId(1), 3, 1, PenaltyKind.VP, 1, 0, "ritardo"),)
    return _fake(tournament, entries, rounds, results, None, standings, penalties)


def test_header_carries_date_rounds_and_the_fibur_rules() -> None:
    """Date parsed, round 1 shown (round 2 is a draft), 4 rounds planned, FIBUR 3-hand table."""
    header = reports.tournament_header(burraco_services(), TID)
    assert header.name == "Serata <Aurora>" and header.date == datetime.date(2026, 11, 29)
    assert (header.round_shown, header.rounds_planned) == (1, 4)
    assert header.round_partial  # table 2 of round 1 has no result yet
    bands = header.rules.vp_bands
    assert (bands[0].low, bands[0].high, bands[0].winner, bands[0].loser) == (0, 50, 10, 10)
    assert (bands[-1].low, bands[-1].high, bands[-1].winner) == (1505, None, 20)
    # The default tie-breaks after VP: MP difference, MP scored, head-to-head, draw.
    assert header.rules.tie_breaks == (
        "Differenza punti", "Punti fatti", "Scontro diretto", "Sorteggio (registrato)",
    )  # fmt: skip
    assert header.rules.notes == (
        "Smazzate per turno: 3",
        "Calendario: Mitchell ×3 + Danese ×1",
        "PV del riposo: 14",
        "Punti del riposo: +355",
        "PV del forfait alla coppia presente: 14",
        "PV del forfait alla coppia in ritardo: 6",
    )


def test_standings_rows_name_entries_and_show_penalty_column_only_when_needed() -> None:
    """Names and clubs come from the entries; pair 3's 1 VP penalty adds a penalty column."""
    document = reports.standings_document(burraco_services(), TID)
    assert isinstance(document, BurracoStandings)
    first = document.rows[0]
    assert first.entry.names == "Zoë Müller Anna – Nicolò D'Angelo Anna"
    assert (first.victory_points, first.mp_difference, first.vp_per_round) == (14, 355, (14,))
    assert document.tie_break_names == ("Punti fatti", "Pen. PV")
    assert document.rows[3].tie_break_values == (0, -1)
    assert document.rounds == (1,)
    assert document.rows[2].entry.club == ""  # no club: empty, never "None"


def test_round_results_list_played_missing_and_bye() -> None:
    """Table 1 13-7, table 2 missing (its NS, pair 3, lost 1 VP in the round: noted),
    pair 5's bye with 14 VP and +355."""
    document = reports.round_results_document(burraco_services(), TID, 1)
    played, missing, bye = document.tables
    assert (played.table, played.ns_mp, played.eo_mp, played.ns_vp, played.eo_vp) == (
        1, 1250, 900, 13, 7,
    )  # fmt: skip
    assert (missing.table, missing.ns_vp) == (2, None)
    assert missing.note == "mancante · NS penalità -1 PV"
    assert (bye.table, bye.eo, bye.ns_mp, bye.ns_vp, bye.note) == (None, None, 355, 14, "riposo")
    assert document.system == "Mitchell"


def test_seating_and_scoresheets_leave_the_bye_out_of_the_tables() -> None:
    """Two tables seated, pair 5 on the bye; two scoresheets of 3 hands."""
    seating = reports.seating_document(burraco_services(), TID, 1)
    assert [t.table for t in seating.tables] == [1, 2]
    assert [(s.position, s.entry.number) for s in seating.tables[1].seats] == [("NS", 3), ("EO", 4)]
    # Pair 5 rests: the round keeps table number 3 for it, but no table 3 is played (nor
    # printed with the results), so the wall lists say "riposo" where the table stands.
    assert [(b.table, b.entry.number) for b in seating.byes] == [(3, 5)]
    by_table = grids.seating_by_table_grid(seating, "Turno 1")
    assert [row[0] for row in by_table.rows] == [1, 2, "riposo"]
    assert str(by_table.rows[-1][1]).startswith("5\u00a0·\u00a0") and by_table.rows[-1][2] == ""
    alphabetical = grids.seating_alphabetical_grid(seating, "Turno 1")
    resting = [row for row in alphabetical.rows if row[1] == 5]
    assert len(resting) == 2 and all(row[2:] == ("riposo", "") for row in resting)
    assert {row[2] for row in alphabetical.rows} == {1, 2, "riposo"}
    sheets = reports.scoresheet_documents(burraco_services(), TID, 1, language="en")
    assert [(s.table, s.ns.number, s.eo.number, s.hands) for s in sheets] == [
        (1, 1, 2, 3),
        (2, 3, 4, 3),
    ]


def test_histories_run_vp_totals_and_show_byes_and_missing_results() -> None:
    """Pair 1: 1250-900, 13 VP; pair 5: the bye (14); pair 3: seated, result missing."""
    histories = {h.entry.number: h for h in reports.entry_histories(burraco_services(), TID)}
    (row,) = histories[1].rows
    assert (row.table, row.position, row.score_for, row.score_against, row.points) == (
        1, "NS", 1250, 900, 13,
    )  # fmt: skip
    assert row.opponents.startswith("2 · =HYPERLINK")
    assert row.running_total == 13 and histories[1].rank == 2
    (bye,) = histories[5].rows
    assert (bye.table, bye.opponents, bye.points, bye.running_total) == (None, "riposo", 14, 14)
    (missing,) = histories[3].rows
    assert (missing.score_for, missing.points, missing.running_total) == (None, None, None)


def test_penalties_show_the_points_taken_as_negative() -> None:
    """1 VP taken away prints as -1, worded as a VP penalty."""
    (row,) = reports.penalty_rows(burraco_services(), TID)
    assert (row.entry.number, row.kind, row.victory_points, row.reason) == (
        3, "penalità PV", -1, "ritardo",
    )  # fmt: skip


def test_category_standings_are_added_when_there_are_several() -> None:
    """Categories A and B make two extra rankings in the report."""
    report = reports.tournament_report(burraco_services(), TID, language="en")
    assert [s.scope for s in report.extra_standings] == ["Cat. A", "Cat. B"]
    assert [r.round_number for r in report.rounds] == [1]


def test_export_tournament_writes_all_three_and_reports_progress(tmp_path: Path) -> None:
    """One call writes the workbook, the standings PDF and the site; progress ends at 4 of 4."""
    seen: list[tuple[int, int]] = []
    written = exports.export_tournament(
        burraco_services(), TID, xlsx=tmp_path / "t.xlsx", pdf=tmp_path / "t.pdf",
        html=tmp_path / "site", progress=lambda d, t: seen.append((d, t)),
    )  # fmt: skip
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert written == [tmp_path / "t.xlsx", tmp_path / "t.pdf", tmp_path / "site" / "index.html"]
    workbook = load_workbook(tmp_path / "t.xlsx")
    assert workbook.sheetnames[:2] == ["Classifica", "Cat. A"]
    assert "Zoë Müller Anna" in PdfReader(tmp_path / "t.pdf").pages[0].extract_text()
    assert (tmp_path / "site" / "turno-1.html").exists()


def test_every_printable_goes_through_its_action(tmp_path: Path) -> None:
    """Each print action writes a readable PDF naming the tournament."""
    services = burraco_services()
    actions = {
        "standings": lambda p: exports.standings_pdf(services, TID, p),
        "prizes": lambda p: exports.prize_list_pdf(services, TID, p),
        "seating": lambda p: exports.seating_pdf(services, TID, 1, p),
        "cards": lambda p: exports.table_cards_pdf(services, TID, 1, p),
        "sheets": lambda p: exports.scoresheets_pdf(services, TID, 1, p),
        "results": lambda p: exports.round_results_pdf(services, TID, 1, p),
        "entries": lambda p: exports.entries_pdf(services, TID, p),
    }
    for name, action in actions.items():
        stream = io.BytesIO()
        action(stream)
        stream.seek(0)
        assert "Serata <Aurora>" in PdfReader(stream).pages[0].extract_text(), name


def scala40_services():
    """Four players at one table, placement points 4-2-1-0, the table finished: player 3
    wins, 1 is out at hand 9, 2 at hand 8, 4 at hand 7."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tournament = Tournament(
        TID, "Scala <40>", Game.SCALA40, None, "", TournamentStatus.RUNNING, settings, 4, 1
    )
    entries = tuple(_entry(n, s) for n, s in enumerate(("Rossi", "Łukasz", "Øyvind", "Bruni"), 1))
    rounds = (Round(TID, 1, "draw", RoundStatus.COMPLETE, (RoundTable(1, players=(1, 2, 3, 4)),)),)
    sheet = Scala40Sheet(
        1, 1, (1, 2, 3, 4), (), ((1, 105), (2, 101), (3, 30), (4, 120)), (1, 2, 4), True, False,
        (Scala40Placing(3, 1, 30, None), Scala40Placing(1, 2, 105, 9),
         Scala40Placing(2, 3, 101, 8), Scala40Placing(4, 4, 120, 7)), 1,
    )  # fmt: skip
    standings = (
        Scala40Standing(1, 3, "", 4, 30, 1, None, None),
        Scala40Standing(2, 1, "", 2, 105, 1, None, None),
        Scala40Standing(3, 2, "", 1, 101, 1, None, None),
        Scala40Standing(4, 4, "", 0, 120, 1, None, None),
    )
    return _fake(tournament, entries, rounds, (), {1: (sheet,)}, standings)


def test_scala40_results_order_places_with_placement_points_and_eliminations() -> None:
    """Place 1 gets 4 points, place 2 (out at hand 9) 2, place 3 1, place 4 0."""
    (table,) = reports.round_results_document(scala40_services(), TID, 1).tables
    assert [(p.place, p.entry.number, p.placement_points) for p in table.placings] == [
        (1, 3, 4), (2, 1, 2), (3, 2, 1), (4, 4, 0),
    ]  # fmt: skip
    assert table.placings[1].note == "eliminato alla smazzata 9"


def test_scala40_standings_and_sheets() -> None:
    """Placement points per round in the ranking; the sheet has four seats and the limit."""
    services = scala40_services()
    document = reports.standings_document(services, TID)
    assert isinstance(document, Scala40Standings)
    assert [(r.entry.number, r.placement_points, r.points_per_round) for r in document.rows] == [
        (3, 4, (4,)), (1, 2, (2,)), (2, 1, (1,)), (4, 0, (0,)),
    ]  # fmt: skip
    notes = document.header.rules.notes
    assert notes[:2] == ("Limite: 101", "Eliminazione al limite: Sì")
    assert "Formula: punti piazzamento" in notes and "Punti piazzamento: 4, 2, 1, 0" in notes
    (sheet,) = reports.scoresheet_documents(services, TID, 1)
    assert [s.position for s in sheet.seats] == ["1", "2", "3", "4"] and sheet.limit == 101
    assert ("X", "eliminato") in sheet.marks and all(m != "R" for m, _ in sheet.marks)


def test_scala40_histories_show_the_place_at_the_table_not_the_chair() -> None:
    """Player 1 sat in chair 1 and finished 2nd (out at hand 9); player 3, chair 3, won: the
    history says 2° and 1°, under a place heading, in the workbook and the site alike."""
    services = scala40_services()
    histories = {h.entry.number: h for h in reports.entry_histories(services, TID)}
    assert [histories[n].rows[0].position for n in (1, 2, 3, 4)] == ["2°", "3°", "1°", "4°"]
    assert histories[1].rows[0].points == 2  # placement points 4-2-1-0 for the 2nd place
    grid = grids.history_grid(tuple(histories.values()), "it", "Storico", game="scala40")
    headings = [column.title for column in grid.columns]
    assert "Pos." in headings and "Posto" not in headings


def test_individual_burraco_lines_show_both_players_numbers() -> None:
    """Individual burraco: a line is two entries; sheets and results show "1 + 2", both names."""
    tournament = Tournament(
        TID, "Individuale", Game.BURRACO, None, "", TournamentStatus.RUNNING,
        BurracoSettings(individual=True), 4, 1,
    )  # fmt: skip
    entries = tuple(_entry(n, s) for n, s in enumerate(("Rossi", "Bianchi", "Verdi", "Neri"), 1))
    rounds = (Round(TID, 1, "draw", RoundStatus.PUBLISHED, (RoundTable(1, (1, 2), (3, 4)),)),)
    results = (BurracoResult(1, 1, (1, 2), (3, 4), ResultKind.PLAYED, 1000, 600, 14, 6, (), 1),)
    services = _fake(tournament, entries, rounds, results)
    (sheet,) = reports.scoresheet_documents(services, TID, 1)
    assert (sheet.ns.label, sheet.eo.label) == ("1 + 2", "3 + 4")
    assert sheet.ns.names == "Rossi Anna – Bianchi Anna"
    (table,) = reports.round_results_document(services, TID, 1).tables
    assert (table.ns.label, table.ns_vp, table.eo.label, table.eo_vp) == ("1 + 2", 14, "3 + 4", 6)
    histories = {h.entry.number: h for h in reports.entry_histories(services, TID)}
    assert histories[2].rows[0].opponents == "3 + 4 · Verdi Anna – Neri Anna"
    assert histories[2].rows[0].points == 14
    text = " ".join(
        page.extract_text() for page in _pdf(lambda p: exports.scoresheets_pdf(services, TID, 1, p))
    )
    assert "NS · 1 + 2" in text and "EO · 3 + 4" in text


def _pdf(action):
    stream = io.BytesIO()
    action(stream)
    stream.seek(0)
    return PdfReader(stream).pages


def test_standings_per_category_print_one_ranking_per_page() -> None:
    """Per category: A's ranking, then B's (empty) on its own page; per group: none to print."""
    services = burraco_services()
    pages = _pdf(lambda p: exports.standings_pdf(services, TID, p, per="category"))
    assert len(pages) == 2
    assert "Classifica dopo il turno 1 (provvisoria, parziale) – Cat. A" in pages[0].extract_text()
    second = pages[1].extract_text()
    assert "– Cat. B" in second and "Nessun dato." in second
    with pytest.raises(ServiceError) as refused:
        exports.standings_pdf(services, TID, io.BytesIO(), per="group")
    assert refused.value.params == {"detail": "nothing_to_rank_by", "per": "group"}
    with pytest.raises(ValueError, match="'group' or 'category'"):
        exports.standings_pdf(services, TID, io.BytesIO(), per="club")
