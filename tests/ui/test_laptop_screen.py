"""A club evening on a common laptop (a 1366 x 768 window): every figure of the standings is
whole (a figure cut at the right edge reads as another number: 17 as "1"), the search on
the Registration page keeps room for its hint and a surname."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QLabel, QStyle, QStyleOptionFrame, QToolButton

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.services import (
    BurracoSettings,
    Game,
    PenaltyKind,
    PlayerSpec,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.ui.main_window.window import TAB_REGISTRATION, TAB_STANDINGS, MainWindow

LAPTOP = (1366, 768)

SURNAMES = [
    "Rossi", "Bianchi", "Verdi", "Neri", "Russo", "Ferrari", "Esposito", "Romano", "Colombo",
    "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Costa", "Giordano",
    "Mancini", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani",
    "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone", "Longo", "Gentile",
    "Martinelli", "Vitale", "Lombardo", "Serra", "Coppola", "De Santis", "D'Angelo",
    "Marchetti", "Parisi", "Villa", "Conte", "Ferraro", "Ferri", "Fabbri", "Bianco", "Marini",
    "Grasso", "Valentini", "Messina", "Sala", "De Angelis", "Gatti", "Pellegrini", "Palumbo",
    "Sanna", "Farina",
]  # fmt: skip
NAMES = ["Anna", "Carlo", "Maria Grazia", "Gianfranco", "Lucia", "Paolo", "Giuseppina",
         "Massimiliano", "Elena", "Pierluigi"]  # fmt: skip
CLUBS = ["Circolo Il Fante", "Bridge & Burraco Due Torri", "ASD Burraco Roma Nord",
         "Club La Pinella"]  # fmt: skip


def club_evening(services: Services) -> TournamentId:
    """60 pairs with the long names of a real club (namesakes of other clubs, flagged as
    possible duplicates), three Mitchell rounds played out, pair 17 withdrawn after round 1, a VP
    and a points penalty in round 2: every column of the burraco standings has something
    to show."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Torneo di Burraco d'Autunno",
            date="2026-11-27",
            settings=BurracoSettings(seed=3),
        )
    )
    tid = tournament.id
    for n in range(60):
        first, second, club = SURNAMES[n], SURNAMES[(n * 7 + 3) % 60], CLUBS[n % 4]
        services.entries.add(
            tid,
            [
                PlayerSpec(surname=first, name=NAMES[n % 10], club=club),
                PlayerSpec(surname=second, name=NAMES[(n + 3) % 10], club=club),
            ],
        )
    scores = random.Random(7)
    for number in range(1, 4):
        seating = services.rounds.generate(tid)
        services.rounds.publish(tid, seating.number)
        for seat in seating.tables:
            if not seat.is_bye:
                ns, ew = scores.randrange(20, 300) * 5, scores.randrange(20, 300) * 5
                services.results.enter_totals(tid, number, seat.table, ns, ew)
        if number == 1:
            services.entries.withdraw(tid, 17)
        if number == 2:
            services.penalties.add(tid, 5, PenaltyKind.VP, reason="Ritardo", round_number=2, vp=2)
            services.penalties.add(
                tid, 12, PenaltyKind.MP, reason="Carte mostrate", round_number=2, mp=100
            )
    return tid


# The evening built once per process (by the window's station, "test") and copied for each
# test: its third round only adds a column to the standings, and the Registration page
# reads the same entries after any round.
STATES = {"evening": with_services(club_evening, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
evening = state_value("evening")


def laptop_window(qtbot, ui_context, tid: TournamentId, page: int) -> MainWindow:
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tid)
    window.show_page(page)
    qtbot.wait(30)  # laid out at its final size
    return window


# -- standings ---------------------------------------------------------------------------------
def test_every_figure_of_the_standings_is_whole_on_a_laptop(qtbot, ui_context, evening):
    """Three rounds, a withdrawal and both kinds of penalty: rank, number, names, status, VP,
    points difference and scored, both penalties, R1-R3 and the tie-break all show whole,
    with no scroll bar hiding the right-hand columns; the prize list stays beside them."""
    window = laptop_window(qtbot, ui_context, evening, TAB_STANDINGS)
    page = window.standings_page
    view, header = page.view, page.view.horizontalHeader()
    shown = [c for c in range(page.model.columnCount()) if not view.isColumnHidden(c)]
    titles = [page.model.columns[c].title for c in shown]
    for title in ("Status", "Pen. VP", "Pen. MP", "R1", "R2", "R3", "Tie-break"):
        assert title in titles  # each has a figure or a word on some line

    for column in shown:  # the tie-break's words too: it is the last column
        needed = max(header.sectionSizeHint(column), view.sizeHintForColumn(column))
        assert view.columnWidth(column) >= needed, (titles[shown.index(column)], needed)
    assert view.horizontalScrollBar().maximum() == 0
    assert header.length() <= view.viewport().width()
    assert page.prize_box.isVisible() and page.prize_box.width() > 0
    assert page.prizes.count() == 3


def test_the_standings_give_the_room_back_on_a_wide_screen(qtbot, ui_context, evening):
    """From the laptop to a 1920 screen and back: the ranking keeps every figure whole at
    each size, and on the wide screen the prize list has more room than on the laptop."""
    window = laptop_window(qtbot, ui_context, evening, TAB_STANDINGS)
    page = window.standings_page
    on_laptop = page.prize_box.width()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: page.prize_box.width() > on_laptop)
    window.resize(*LAPTOP)
    qtbot.waitUntil(lambda: page.prize_box.width() == on_laptop)
    assert page.view.horizontalScrollBar().maximum() == 0


# -- registration ------------------------------------------------------------------------------
def test_the_search_keeps_its_room_beside_the_counts_on_a_laptop(qtbot, ui_context, evening):
    """60 pairs, one withdrawn, namesakes flagged: the counts line is long. The search still
    shows its hint whole, and a surname with a name typed in it shows whole beside the clear
    button (the text does not scroll out on the left); the counts wrap rather than being
    cut."""
    window = laptop_window(qtbot, ui_context, evening, TAB_REGISTRATION)
    search = window.registration_page.search
    metrics = search.fontMetrics()
    assert search.width() > metrics.horizontalAdvance(search.placeholderText())
    typed = "Gentile Gianfranco"
    qtbot.keyClicks(search, typed)
    # The text runs from the frame's contents (plus QLineEdit's 2 px) to the clear button.
    option = QStyleOptionFrame()
    search.initStyleOption(option)
    contents = search.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, search)
    (clear,) = [button for button in search.findChildren(QToolButton) if button.isVisible()]
    assert clear.x() - (contents.left() + 2) >= metrics.horizontalAdvance(typed)

    counts: QLabel = window.registration_page.counts
    assert "flagged as duplicates" in counts.text()
    assert counts.height() >= counts.heightForWidth(counts.width())  # every line shown


def test_the_counts_stay_on_one_line_on_a_wide_screen(qtbot, ui_context, evening):
    window = laptop_window(qtbot, ui_context, evening, TAB_REGISTRATION)
    window.resize(1920, 1080)
    counts: QLabel = window.registration_page.counts
    one_line = counts.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: counts.heightForWidth(counts.width()) < 2 * one_line)
