"""The projector's heading: the tournament's name as typed, and a window that fits the
room's screen (1024x768, 1280x720) whatever the name's length, the clock always in view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import PlayerSpec
from tournament_app.ui.projector.window import ProjectorWindow

# 200 characters of a name a club might really type (words, an apostrophe).
LONG_NAME = (
    "Burraco del Venerdì: Coppa d'Autunno del Circolo Culturale Ricreativo Sant'Agata, "
    "serata benefica per la ristrutturazione della sede sociale e del giardino, "
    "in memoria del nostro caro socio fondatore Giovanni Esposito"
)[:200]
SCREENS = [(1024, 768), (1280, 720)]


def _projector(qtbot, ui_context, size=(1024, 768)):
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # the layout settles
    return window


def _plain(html: str) -> str:
    """What a rich-text page reads on screen."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def _burraco(services, name):
    tid = burraco_tournament(services, 4)
    services.tournaments.edit(tid, name=name)
    published_round(services, tid)
    return tid


def test_an_apostrophe_and_an_ampersand_read_as_typed(qtbot, ui_context):
    """«Coppa d'Autunno» showed as «Coppa d&#x27;Autunno»; an «&» as «&amp;»."""
    name = "Coppa d'Autunno & Amici"
    ui_context.open_tournament(_burraco(ui_context.services, name))
    window = _projector(qtbot, ui_context, (1280, 720))
    assert window.heading.textFormat() == Qt.TextFormat.PlainText
    assert window.heading.text() == "Coppa d'Autunno & Amici — Round 1"


def test_markup_in_a_name_is_shown_literally(qtbot, ui_context):
    """A name typed «<b>x</b>» shows its brackets, in the heading and on every page."""
    services = ui_context.services
    tid = burraco_tournament(services, 3)
    services.tournaments.edit(tid, name="<b>x</b>")
    services.entries.add(
        tid,
        [
            PlayerSpec(surname="<b>Rossi</b>", name="Anna"),
            PlayerSpec(surname="D'Angelo", name="Ugo"),
        ],
    )
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = _projector(qtbot, ui_context, (1280, 720))
    assert window.heading.textFormat() == Qt.TextFormat.PlainText
    assert window.heading.text() == "<b>x</b> — Round 1"
    for page in (window.seating, window.standings):
        shown = _plain(page.text())
        assert "<b>Rossi</b> Anna" in shown
        assert "D'Angelo Ugo" in shown
        assert "&" not in shown  # no entity left undone


def test_scala40_player_names_read_as_typed(qtbot, ui_context):
    services = ui_context.services
    tid = scala40_tournament(services, 7)
    services.entries.add(tid, [PlayerSpec(surname="D'Amico & <i>Figli</i>", name="Rita")])
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = _projector(qtbot, ui_context)
    assert "D'Amico & <i>Figli</i> Rita" in _plain(window.seating.text())
    assert "D'Amico & <i>Figli</i> Rita" in _plain(window.standings.text())


def _assert_fits(window, width, height):
    """The window is the screen's size at most, the clock wholly inside it and clear of
    the heading, the heading no taller than a fifth of the screen."""
    assert window.minimumSizeHint().width() <= width
    assert window.minimumSizeHint().height() <= height
    assert (window.width(), window.height()) == (width, height)
    clock = window.clock_label.geometry()
    assert window.rect().contains(clock)
    assert clock.width() >= window.clock_label.sizeHint().width()  # "40:00" not cut
    heading = window.heading.geometry()
    assert heading.right() < clock.left()
    assert heading.height() <= height // 5


@pytest.mark.parametrize("size", SCREENS)
@pytest.mark.parametrize("page", [0, 1])
def test_a_200_character_name_fits_a_burraco_projector(qtbot, ui_context, size, page):
    """A 42-character name made the window 1,409 px wide: the clock was off a 1024 px
    screen. Now the heading wraps, then is set smaller and cut, the round kept."""
    assert len(LONG_NAME) == 200
    ui_context.open_tournament(_burraco(ui_context.services, LONG_NAME))
    window = _projector(qtbot, ui_context, size)
    if page:
        window.next_page()
    _assert_fits(window, *size)
    shown = window.heading.text()
    assert shown.endswith("… — Round 1")
    assert LONG_NAME.startswith(shown.removesuffix("… — Round 1"))


@pytest.mark.parametrize("size", SCREENS)
@pytest.mark.parametrize("page", [0, 1])
def test_a_200_character_name_fits_a_scala40_projector(qtbot, ui_context, size, page):
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    services.tournaments.edit(tid, name=LONG_NAME)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = _projector(qtbot, ui_context, size)
    if page:
        window.next_page()
    _assert_fits(window, *size)
    assert window.heading.text().endswith("— Round 1")


def test_a_name_without_spaces_is_cut_too(qtbot, ui_context):
    """One 200-letter word cannot wrap: it is cut rather than pushing the clock away."""
    ui_context.open_tournament(_burraco(ui_context.services, "X" * 200))
    window = _projector(qtbot, ui_context)
    _assert_fits(window, 1024, 768)
    assert window.heading.text().endswith("… — Round 1")


def test_a_usual_name_is_whole_and_full_size(qtbot, ui_context):
    """A 47-character name wraps on two lines at full size, nothing cut."""
    name = "Burraco del Venerdì: Coppa d'Autunno / Serata 3"
    ui_context.open_tournament(_burraco(ui_context.services, name))
    window = _projector(qtbot, ui_context)
    _assert_fits(window, 1024, 768)
    assert window.heading.text() == name + " — Round 1"
    assert window.heading.font().pixelSize() == int(768 // 28 * 1.4)


def test_a_wider_window_gives_the_whole_name_back(qtbot, ui_context):
    """Cut on a small screen, the name comes back whole when the window grows."""
    name = (
        "Torneo sociale del giovedì sera al Circolo Sant'Agata, "
        "ottava serata del campionato d'inverno"
    )
    ui_context.open_tournament(_burraco(ui_context.services, name))
    window = _projector(qtbot, ui_context, (640, 480))
    assert window.heading.text() != name + " — Round 1"
    window.resize(1920, 1080)
    qtbot.wait(20)
    assert window.heading.text() == name + " — Round 1"
