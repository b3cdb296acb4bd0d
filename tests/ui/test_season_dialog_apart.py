"""The season dialog marks a tournament still being played and says the ranking is then
provisional; it lists a team event unticked, says it is not counted, and counts it once
ticked (remembered for next time)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, Qt

from tests.builders.seasons import evenings_and_team_event
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.season_dialog import SeasonDialog

STATES = {"autumn": with_services(evenings_and_team_event, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
autumn = state_value("autumn")


@pytest.fixture
def dialog(qtbot, ui_context, autumn):
    """The season of 2026/27, tournaments still running counted."""
    shown = SeasonDialog(ui_context)
    qtbot.addWidget(shown)
    shown.date_from.setDate(QDate(2026, 9, 1))
    shown.date_to.setDate(QDate(2027, 8, 31))
    shown.running.setChecked(True)
    return shown


def listed(dialog: SeasonDialog) -> list[tuple[str, bool]]:
    items = [dialog.tournaments.item(i) for i in range(dialog.tournaments.count())]
    return [(i.text(), i.checkState() == Qt.CheckState.Checked) for i in items]


def test_running_is_marked_and_the_ranking_provisional(dialog) -> None:
    """Ottobre is still being played: marked in the list and in its column, and the ranking
    said to be provisional; the team event is listed unticked, as one."""
    assert listed(dialog) == [
        ("2026-09-18  Settembre", True),
        ("2026-10-16  Ottobre (in progress)", True),
        ("2026-11-27  Campionato a squadre (team event, in progress)", False),
    ]
    assert dialog.model.columns[-1].title.endswith("Ottobre\n(in progress)")
    assert dialog.provisional.isVisibleTo(dialog)
    assert dialog.provisional.text() == (
        "Provisional ranking — still being played, points provisional: Ottobre."
    )
    dialog.running.setChecked(False)
    assert [text for text, _ in listed(dialog)] == ["2026-09-18  Settembre"]
    assert not dialog.provisional.isVisibleTo(dialog)


def test_the_team_event_is_said_and_counts_once_ticked(qtbot, dialog, ui_context, autumn) -> None:
    """Two evenings of four pairs, the same two pairs winning both: 8 players, 8 points for
    a winner's (4 + 4), 4 for a loser's (2 + 2). The team event is said not to count; ticked,
    its sixteen players join, remembered for this database; unticked, they go again."""
    _settembre, _ottobre, teams = autumn
    assert sorted((r.points for r in dialog.model.rows()), reverse=True) == [8] * 4 + [4] * 4
    assert dialog.apart.isVisibleTo(dialog)
    assert dialog.apart.text() == (
        "Team events are not counted, each being a competition of its own: Campionato a"
        " squadre. Tick one in the list to count it."
    )
    item = dialog.tournaments.item(2)
    item.setCheckState(Qt.CheckState.Checked)
    assert len(dialog.model.rows()) == 8 + 16
    assert not dialog.apart.isVisibleTo(dialog)
    assert "Tournaments counted (3)" in dialog.counted.text()
    assert ui_context.settings.season_also_counted(ui_context.database) == (teams,)
    again = SeasonDialog(ui_context)
    qtbot.addWidget(again)
    again.date_from.setDate(QDate(2026, 9, 1))
    again.date_to.setDate(QDate(2027, 8, 31))
    assert listed(again)[2] == (
        "2026-11-27  Campionato a squadre (team event, in progress)",
        True,
    )
    again.close()
    dialog.tournaments.item(2).setCheckState(Qt.CheckState.Unchecked)
    assert len(dialog.model.rows()) == 8
    assert ui_context.settings.season_also_counted(ui_context.database) == ()
    assert ui_context.settings.season_left_out(ui_context.database) == ()


def test_the_notes_in_italian(qtbot, ui_context, autumn) -> None:
    """The same notes, in Italian."""
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        ui_context.language = "it"
        shown = SeasonDialog(ui_context)
        qtbot.addWidget(shown)
        shown.date_from.setDate(QDate(2026, 9, 1))
        shown.date_to.setDate(QDate(2027, 8, 31))
        shown.running.setChecked(True)
        assert shown.provisional.text() == (
            "Classifica provvisoria — ancora in corso, punti provvisori: Ottobre."
        )
        assert shown.apart.text() == (
            "I tornei a squadre non contano, essendo ciascuno una gara a sé: Campionato a"
            " squadre. Metti la spunta a uno nell'elenco per contarlo."
        )
        assert listed(shown)[1][0].endswith("Ottobre (in corso)")
        assert listed(shown)[2][0].endswith("Campionato a squadre (torneo a squadre, in corso)")
    finally:
        languages.apply("en")
        ui_context.language = "en"
