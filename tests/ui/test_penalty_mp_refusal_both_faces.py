"""A burraco penalty of 7 MP, in the window's penalties dialog and with `torneo penalty add`:
both refuse it with the same sentence, a penalty's own (burraco.md: every card is worth a
multiple of 5, so every score is, and a penalty in MP takes away points of a score): what is
wrong, the number typed, and what to write instead; not the scoresheet's sentence, which asks
for a sum to be checked. Nothing is recorded, neither a penalty nor a line of the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.rows import every_row
from tests.cli.cli_helpers import Torneo
from tournament_app.services import PenaltyKind
from tournament_app.ui.penalties_dialog import PenaltiesDialog

# language -> what the sentence must say, and the scoresheet's words it must not.
SAID = {
    "it": (
        ("una penalità in punti", "multiplo di 5", "7 non lo è", "scrivi 5, 10, 15"),
        ("segnapunti", "somma"),
    ),
    "en": (
        ("a penalty in MP", "multiple of 5", "7 is not", "write 5, 10, 15"),
        ("scoresheet", "sum"),
    ),
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_penalty_of_7_mp_is_refused_alike_in_both_faces(
    qtbot, ui_context, capsys, language: str
) -> None:
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    before = every_row(services.engine)
    ui_context.language = language

    dialog = PenaltiesDialog(ui_context, tid, entry=3, round_number=1)
    qtbot.addWidget(dialog)
    dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
    dialog.mp.setValue(7)  # the spin box steps by 5, but a number can be typed
    qtbot.keyClicks(dialog.reason, "ritardo")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    window = dialog.error.text()

    torneo = Torneo(ui_context.database, capsys, language=language)
    line = torneo.run(
        "penalty", "add", "-t", tid, "--entry", 3, "-r", 1, "--mp", 7, "--reason", "ritardo"
    )
    assert line.code == 3, line.out + line.err
    assert line.err.strip() == f"torneo: {window}"

    wanted, scoresheet = SAID[language]
    for words in wanted:
        assert words in window, window
    for words in scoresheet:
        assert words not in window.lower(), window
    assert services.penalties.list(tid) == ()
    assert every_row(services.engine) == before
