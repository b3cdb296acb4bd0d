"""A burraco penalty taking more VP in one round than a turno can give (burraco.md: a turno
gives a pair 0-20 VP) is more likely a slip than meant: both faces ask before giving it, in
the services' one sentence, as they do for an unlikely score. The window's penalties dialog
asks (No gives nothing), `torneo penalty add` refuses until `--yes`; told so, both give it.
20 VP, or a penalty over the whole tournament, is not asked about; where a table of three
adds both its conversions a turno gives up to 40 VP, so 25 is not asked about either."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from scoring.three_pairs import SUM_RULE
from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.rows import every_row
from tests.builders.three_pairs import seven_pairs
from tests.cli.cli_helpers import Torneo
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    ServiceError,
    Services,
)
from tournament_app.ui.penalties_dialog import PenaltiesDialog

# language -> what the question and the refusal say: the entry, the round, the VP typed, the
# most a turno gives.
SAID = {
    "it": ("Iscrizione 3, turno 1", "togliere 25 PV", "al massimo 20 PV"),
    "en": ("Entry 3, round 1", "25 VP taken away", "at most 20 VP"),
}


def _dialog(qtbot, ui_context, tid: int, vp: int) -> PenaltiesDialog:
    dialog = PenaltiesDialog(ui_context, tid, entry=3, round_number=1)
    qtbot.addWidget(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.VP))
    dialog.vp.setValue(vp)
    qtbot.keyClicks(dialog.reason, "telefono")
    return dialog


@pytest.mark.parametrize("language", ["it", "en"])
def test_25_vp_in_a_round_is_asked_about_alike_in_both_faces(
    qtbot, ui_context, capsys, language: str
) -> None:
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    before = every_row(services.engine)
    ui_context.language = language

    dialog = _dialog(qtbot, ui_context, tid, 25)
    assert dialog.vp.value() == 25  # the box takes more than a turno gives: asked, not cut
    ui_context.dialogs.confirmations.append(False)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    asked = ui_context.dialogs.messages("confirm")[-1]
    torneo = Torneo(ui_context.database, capsys, language=language)
    args = ("penalty", "add", "-t", tid, "--entry", 3, "-r", 1, "--vp", 25, "--reason", "x")
    line = torneo.run(*args)
    assert line.code == 3, line.out + line.err
    assert every_row(services.engine) == before  # neither face gave it, nor logged a line

    for words in SAID[language]:
        assert words in asked, asked
        assert words in line.err, line.err
    # The same fact, then each face's own way on: a question, or --yes.
    fact = asked.split("\n")[0].removesuffix(".")
    assert line.err.strip().startswith(f"torneo: {fact}:")
    assert "--yes" in line.err

    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert torneo.run(*args, "--yes").code == 0
    given = services.penalties.list(tid)
    assert [(p.entry, p.round, p.vp) for p in given] == [(3, 1, 25), (3, 1, 25)]


def test_20_vp_is_given_without_a_question(qtbot, ui_context) -> None:
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    dialog = _dialog(qtbot, ui_context, tid, 20)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert ui_context.dialogs.messages("confirm") == []
    assert [p.vp for p in services.penalties.list(tid)] == [20]


def _refused(services: Services, tid: int, vp: int, round_number: int | None = 1) -> bool:
    try:
        services.penalties.add(tid, 1, PenaltyKind.VP, reason="x", round_number=round_number, vp=vp)
    except ServiceError as error:
        assert error.code is ErrorCode.UNLIKELY_PENALTY
        return True
    return False


def test_what_a_turno_can_give_follows_the_tournament(ui_context) -> None:
    """An overall penalty may stand for several turni: never asked about. Tables of three
    adding both conversions: a turno gives up to 40 VP."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    assert not _refused(services, tid, 25, round_number=None)
    summed = seven_pairs(services, three_pairs_vp=SUM_RULE)
    assert not _refused(services, summed, 40)
    assert _refused(services, summed, 45)
