"""In a scala 40 elimination each stage is a game of its own, and penalty points count in the
player's table game of one round (scala40.md): given with no round they would land on the
player's first table and rank nothing there. Both faces refuse them with the services' one
sentence, naming the round the player is playing, and nothing is saved; the window's
penalties dialog greys its "no round" out for them and starts on the round being played.
A placement-points tournament takes them with no round, as a ranking penalty."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import published_round, scala40_tournament
from tests.builders.rows import every_row
from tests.builders.tournaments import play_out
from tests.cli.cli_helpers import Torneo
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    Scala40Format,
    Scala40Settings,
    ServiceError,
)
from tournament_app.ui.penalties_dialog import PenaltiesDialog

# language -> what the refusal says: the stage a game of its own, the advice, who, the round
SAID = {
    "it": ("ogni fase è una partita a sé", "indica il turno", "giocatore 3", "turno 1"),
    "en": ("each stage is a game of its own", "name the round", "player 3", "round 1"),
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_points_with_no_round_are_refused_and_nothing_saved(
    ui_context, capsys, language: str
) -> None:
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    before = every_row(services.engine)

    with pytest.raises(ServiceError) as refused:
        services.penalties.add(tid, 3, PenaltyKind.MP, reason="ritardo", mp=10)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    torneo = Torneo(ui_context.database, capsys, language=language)
    line = torneo.run("penalty", "add", "-t", tid, "--entry", 3, "--mp", 10, "--reason", "x")
    assert line.code == 3, line.out + line.err
    for words in SAID[language]:
        assert words in line.err, line.err
    assert every_row(services.engine) == before

    # Named, the round takes them: in the player's table game of round 1.
    given = torneo.run(
        "penalty", "add", "-t", tid, "--entry", 3, "-r", 1, "--mp", 10, "--reason", "x"
    )
    assert given.code == 0, given.err
    assert [(p.entry, p.round, p.mp) for p in services.penalties.list(tid)] == [(3, 1, 10)]


def test_a_player_in_no_round_being_played_is_told_so(ui_context) -> None:
    """No round announced yet: nobody is playing one, and the sentence says so."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    with pytest.raises(ServiceError) as refused:
        services.penalties.add(tid, 3, PenaltyKind.MP, reason="ritardo", mp=10)
    said = ui_context.describe_error(refused.value)
    assert "player 3 has no seat in the round being played" in said
    assert services.penalties.list(tid) == ()


def test_placement_points_take_them_with_no_round(ui_context) -> None:
    services = ui_context.services
    tid = scala40_tournament(services, 8, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS))
    published_round(services, tid)
    services.penalties.add(tid, 3, PenaltyKind.MP, reason="ritardo", mp=10)
    assert [(p.entry, p.round, p.mp) for p in services.penalties.list(tid)] == [(3, None, 10)]


def _dialog(qtbot, ui_context, tid: int) -> PenaltiesDialog:
    dialog = PenaltiesDialog(ui_context, tid, entry=3)  # opened on no round
    qtbot.addWidget(dialog)
    return dialog


def _no_round_offered(dialog: PenaltiesDialog) -> bool:
    return dialog.round_choice.model().item(0).isEnabled()


def test_the_dialog_offers_no_round_only_where_it_counts(qtbot, ui_context) -> None:
    """Elimination, round 2 being played: a warning may be overall; penalty points grey
    "no round" out and move to round 2, which they are given in."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in seating.tables:
        play_out(services, tid, 1, table.table)
    published_round(services, tid)
    player = services.rounds.get(tid, 2).tables[0].players[0]

    dialog = PenaltiesDialog(ui_context, tid, entry=player)
    qtbot.addWidget(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.WARNING))
    assert _no_round_offered(dialog) and dialog.round_choice.currentData() is None
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    assert not _no_round_offered(dialog)
    assert dialog.round_choice.currentData() == 2
    dialog.mp.setValue(10)
    qtbot.keyClicks(dialog.reason, "slow play")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    given = [(p.entry, p.round, p.mp) for p in services.penalties.list(tid)]
    assert given == [(player, 2, 10)]


def test_placement_points_keep_no_round_for_penalty_points(qtbot, ui_context) -> None:
    services = ui_context.services
    tid = scala40_tournament(services, 8, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS))
    published_round(services, tid)
    dialog = _dialog(qtbot, ui_context, tid)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    assert _no_round_offered(dialog) and dialog.round_choice.currentData() is None
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.FORFEIT))
    assert not _no_round_offered(dialog) and dialog.round_choice.currentData() == 1
