"""The window and the command line decide alike about unlikely figures: the window asks where
the command line wants --yes, on the same totals, by the services' one rule."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.cli.cli_helpers import Torneo
from tests.services.unlikely_cases import TOTALS
from tournament_app.services import BurracoSettings
from tournament_app.ui.results.page import ResultsPage


@pytest.mark.parametrize(("ns", "ew", "hands", "count"), TOTALS)
def test_the_window_asks_where_the_command_line_wants_yes(
    qtbot, ui_context, capsys, monkeypatch, ns, ew, hands, count
):
    """Table 1 typed in the window (declining any question), table 2 by `torneo result enter`
    without --yes, table 3 with it: unlikely totals are held back by both faces alike."""
    monkeypatch.setenv("TORNEO_LANG", "en")
    services = ui_context.services
    tid = burraco_tournament(services, 8, BurracoSettings(hands=hands))
    published_round(services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.focus_entry()
    ui_context.dialogs.confirmations.append(False)
    type_line(qtbot, page, 1, ns, ew)
    window_asked = any("Unlikely" in shown.title for shown in ui_context.dialogs.shown)
    window_saved = services.results.get(tid, 1, 1) is not None

    torneo = Torneo(ui_context.database, capsys)
    where = ("result", "enter", "-t", tid, "-r", 1, "--table")
    plain = torneo.run("--json", *where, 2, "--mp", ns, ew)
    cli_refused = plain.code != 0
    confirmed = torneo.run("--json", *where, 3, "--mp", ns, ew, "--yes")

    unlikely = count > 0
    assert (window_asked, window_saved) == (unlikely, not unlikely)
    assert cli_refused == unlikely
    if unlikely:
        assert plain.json()["error"]["code"] == "unlikely_score"
        assert "--yes" in plain.json()["error"]["message"]
        assert services.results.get(tid, 1, 2) is None
    assert confirmed.code == 0, confirmed.out
    assert (services.results.get(tid, 1, 3).ns_mp, services.results.get(tid, 1, 3).ew_mp) == (
        ns,
        ew,
    )
