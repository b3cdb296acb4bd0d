"""A whole burraco evening through the real widgets, the way a director runs it.

16 pairs registered by keyboard, 3 Mitchell rounds and 1 Danese (the default schedule, 3
hands), every table typed on the quick entry line, one result corrected, one penalty given,
and the standings read back and checked against totals worked out here from the FIBUR
3-hand table of the domain doc.
"""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt

from tests.builders.evenings import type_line
from tournament_app.services import BurracoSettings, Game, PenaltyKind, TournamentDraft
from tournament_app.ui.main_window.window import TAB_RESULTS, TAB_ROUNDS, TAB_STANDINGS, MainWindow
from tournament_app.ui.penalties_dialog import PenaltiesDialog
from tournament_app.ui.results.table_lines import TableState

# The FIBUR table for 3 hands, copied from the domain doc: (lowest difference, winner's VP).
FIBUR_3 = [
    (0, 10), (55, 11), (155, 12), (255, 13), (355, 14), (505, 15),
    (655, 16), (805, 17), (1005, 18), (1255, 19), (1505, 20),
]  # fmt: skip

PLAYERS = [
    ("Rossi", "Anna"), ("Bianchi", "Carlo"), ("Verdi", "Lucia"), ("Neri", "Paolo"),
    ("Russo", "Giulia"), ("Ferrari", "Marco"), ("Esposito", "Sara"), ("Romano", "Luca"),
    ("Colombo", "Elena"), ("Ricci", "Davide"), ("Marino", "Chiara"), ("Greco", "Andrea"),
    ("Bruno", "Marta"), ("Gallo", "Stefano"), ("Conti", "Laura"), ("De Luca", "Franco"),
    ("Costa", "Irene"), ("Giordano", "Piero"), ("Mancini", "Rosa"), ("Rizzo", "Enzo"),
    ("Lombardi", "Ada"), ("Moretti", "Ugo"), ("Barbieri", "Nora"), ("Fontana", "Ivo"),
    ("Santoro", "Lia"), ("Mariani", "Dino"), ("Rinaldi", "Eva"), ("Caruso", "Gino"),
    ("Ferrara", "Olga"), ("Galli", "Aldo"), ("Martini", "Pia"), ("Leone", "Tito"),
]  # fmt: skip


def vp(ns_mp: int, ew_mp: int) -> tuple[int, int]:
    """VP of both lines by the domain doc's table: winner's band, loser gets 20 minus it."""
    difference = abs(ns_mp - ew_mp)
    winner = max(points for low, points in FIBUR_3 if difference >= low)
    return (winner, 20 - winner) if ns_mp >= ew_mp else (20 - winner, winner)


def figures(round_number: int, table: int) -> tuple[int, int]:
    """A made-up but plausible scoresheet for a table: multiples of 5 under 2,000."""
    ns = 150 + 35 * ((round_number * 7 + table * 13) % 29)
    ew = 120 + 45 * ((round_number * 11 + table * 5) % 23)
    return ns, ew


def register_pairs(qtbot, page, count):
    """Type each pair on the registration page: first player, Enter, partner, Enter."""
    for number in range(count):
        first, second = PLAYERS[2 * number], PLAYERS[2 * number + 1]
        page.first.setFocus()
        qtbot.keyClicks(page.first, f"{first[0]} {first[1]}")
        qtbot.keyClick(page.first, Qt.Key.Key_Return)
        qtbot.keyClicks(page.second, f"{second[0]} {second[1]}")
        qtbot.keyClick(page.second, Qt.Key.Key_Return)


def test_a_whole_burraco_evening(qtbot, ui_context):
    """Register, seat and score four rounds, correct, penalise, and read the standings."""
    services = ui_context.services
    # GIVEN a new burraco tournament with the default schedule (Mitchell x3, Danese x1)
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO, name="Serata del giovedì", settings=BurracoSettings(hands=3)
        )
    )
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tournament.id)

    # WHEN 16 pairs are typed in
    register_pairs(qtbot, window.registration_page, 16)
    entries = services.entries.list(tournament.id)
    assert [e.number for e in entries] == list(range(1, 17))

    expected_vp: dict[int, int] = defaultdict(int)
    expected_diff: dict[int, int] = defaultdict(int)
    played: dict[tuple[int, int], tuple[int, int, int, int]] = {}  # (round, table) -> seats, MP
    systems = []
    for round_number in range(1, 5):
        # ... each round is generated, checked and published on the Rounds page
        window.show_page(TAB_ROUNDS)
        rounds_page = window.rounds_page
        qtbot.mouseClick(rounds_page.generate_button, Qt.MouseButton.LeftButton)
        current = rounds_page.current_round()
        assert current.number == round_number
        assert "Ready to publish" in rounds_page.verdict.text()
        systems.append(current.system)
        qtbot.mouseClick(rounds_page.publish_button, Qt.MouseButton.LeftButton)

        # ... and every table typed on the quick entry line
        window.show_page(TAB_RESULTS)
        results_page = window.results_page
        assert results_page.current_round().number == round_number
        assert len(results_page.missing_tables()) == 8
        for seat in current.tables:
            ns_mp, ew_mp = figures(round_number, seat.table)
            type_line(qtbot, results_page, seat.table, ns_mp, ew_mp)
            played[(round_number, seat.table)] = (seat.ns[0], seat.ew[0], ns_mp, ew_mp)
        assert results_page.missing_tables() == []
        assert "all 8 tables entered" in results_page.missing_label.text()

        if round_number == 2:
            # ... a sheet was added up wrong: table 3 is typed again, the director confirms
            ns_mp, ew_mp = figures(2, 3)
            ui_context.dialogs.confirmations.append(True)
            type_line(qtbot, results_page, 3, ew_mp, ns_mp)
            ns, ew, _, _ = played[(2, 3)]
            played[(2, 3)] = (ns, ew, ew_mp, ns_mp)
            assert results_page.line_for(3).state is TableState.ENTERED
            assert results_page.line_for(3).result.ns_mp == ew_mp

    # the first round is drawn, the Mitchell movement carries rounds 2-3, then Danese
    assert systems == ["draw", "mitchell", "mitchell", "danese"]
    for ns, ew, ns_mp, ew_mp in played.values():
        ns_vp, ew_vp = vp(ns_mp, ew_mp)
        expected_vp[ns] += ns_vp
        expected_vp[ew] += ew_vp
        expected_diff[ns] += ns_mp - ew_mp
        expected_diff[ew] += ew_mp - ns_mp

    # AND pair 5 gets a penalty of 1 VP for arriving late, through the penalties dialog
    dialog = PenaltiesDialog(ui_context, tournament.id, entry=5, round_number=4)
    qtbot.addWidget(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.VP))
    dialog.vp.setValue(1)
    qtbot.keyClicks(dialog.reason, "8 minuti di ritardo")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.model.rowCount() == 1
    expected_vp[5] -= 1

    # THEN the standings page shows every pair's VP and MP difference as worked out here
    window.show_page(TAB_STANDINGS)
    standings = window.standings_page.model.rows()
    assert len(standings) == 16
    for row in standings:
        assert row.vp == expected_vp[row.entry], f"entry {row.entry}"
        assert row.mp_difference == expected_diff[row.entry], f"entry {row.entry}"
        assert len(row.vp_per_round) == 4
    # ranked by VP, best first, and the ranks follow the order
    assert [r.vp for r in standings] == sorted((r.vp for r in standings), reverse=True)
    assert standings[0].rank == 1
    assert [r.rank for r in standings] == sorted(r.rank for r in standings)
    # every pair played each round once: 4 rounds x 20 VP per table x 8 tables, less 1
    assert sum(r.vp for r in standings) == 4 * 8 * 20 - 1
    # the log kept the correction with its before and after
    corrections = [e for e in services.audit.list(tournament.id) if e.action == "result.correct"]
    assert len(corrections) == 1
