"""Opening, in the window, a tournament whose stored settings are damaged: one warning naming
it and what to do, the tournament not opened (every page would fail on it), the window and
the other tournaments as they were."""

from __future__ import annotations

from sqlalchemy import text

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.main_window.window import MainWindow


def test_a_tournament_with_damaged_settings_is_said_and_not_opened(qtbot, ui_context) -> None:
    """A warning with the sentence, no traceback from the pages; the sound one still opens."""
    services = ui_context.services
    damaged = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Serata rotta", settings=BurracoSettings())
    ).id
    sound = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Serata buona", settings=BurracoSettings())
    ).id
    with services.engine.begin() as connection:
        connection.execute(
            text("UPDATE tournaments SET settings = :cut WHERE id = :id"),
            {"cut": '{"hands": 3, "sche', "id": damaged},
        )
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(damaged)
    shown = ui_context.dialogs.shown
    assert [message.kind for message in shown] == ["warn"], shown
    assert "“Serata rotta”" in shown[0].text and "damaged" in shown[0].text
    assert ui_context.tournament_id is None
    window.open_tournament(sound)
    assert ui_context.tournament_id == sound
    assert len(ui_context.dialogs.shown) == 1
