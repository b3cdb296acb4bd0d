"""The wizard's chiusura in mano choice: no doubling (the default), FISCA's doubling or the
house doubling, in the words `torneo tournament show` uses; an older tournament, stored with
only the doubling switch, shows the house doubling it was played with.

Rules from /work/shared/domain/scala40.md: FISCA's rule doubles the penalty of the players
who had opened and charges a flat 100 to one who had not; the house doubling doubles every
other player's penalty, the not-opened player's too.
"""

from __future__ import annotations

import pytest
from sqlalchemy import update

from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.services import (
    Game,
    InHandClose,
    PlayerSpec,
    Scala40Settings,
    TournamentDraft,
)
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.storage.models import TournamentRow
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY


def _choices(wizard: NewTournamentWizard) -> list[str]:
    combo = wizard.scala40_page.in_hand
    return [combo.itemText(index) for index in range(combo.count())]


def test_the_three_rules_are_offered_in_words_off_by_default(qtbot, ui_context) -> None:
    """No doubling, FISCA's, the house's; a tournament left on the default doubles nothing."""
    wizard = new_scala40(qtbot, ui_context)
    choices = _choices(wizard)
    assert len(choices) == 3
    assert choices[0] == "no doubling"
    assert choices[1].startswith("FISCA") and "a flat 100" in choices[1]
    assert choices[2].startswith("house doubling") and "had not opened too" in choices[2]
    assert "100" in wizard.scala40_page.in_hand.toolTip()
    press_next(qtbot, wizard)
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert settings.in_hand_close is InHandClose.OFF


def test_the_choice_reads_in_italian(qtbot, ui_context) -> None:
    ui_context.language = "it"
    wizard = new_scala40(qtbot, ui_context)
    choices = _choices(wizard)
    assert choices[0] == "nessun raddoppio"
    assert choices[1].startswith("raddoppio FISCA") and "100 fissi" in choices[1]
    assert choices[2].startswith("raddoppio della casa")


@pytest.mark.parametrize(
    ("rule", "summary"),
    [(InHandClose.FISCA, "FISCA doubling"), (InHandClose.HOUSE, "house doubling")],
)
def test_the_rule_chosen_is_kept_and_summarised(qtbot, ui_context, rule, summary) -> None:
    """Chosen on the page, named on the summary page, stored with the tournament."""
    wizard = new_scala40(qtbot, ui_context)
    combo = wizard.scala40_page.in_hand
    combo.setCurrentIndex(combo.findData(rule))
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    assert summary in wizard.summary_page.text.text()
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.in_hand_close is rule


def _older_tournament(context, *, published: bool) -> NewTournamentWizard:
    """A tournament stored by a Torneo with only the doubling switch (on), opened for edit."""
    services = context.services
    created = services.tournaments.create(
        TournamentDraft(game=Game.SCALA40, name="Quaranta", settings=Scala40Settings())
    )
    stored = settings_to_json(services.tournaments.get(created.id).settings)
    del stored["in_hand_close"]
    stored["in_hand_doubles"] = True
    with services.engine.begin() as connection:
        where = TournamentRow.id == created.id
        connection.execute(update(TournamentRow).where(where).values(settings=stored))
    if published:
        for n in range(4):
            services.entries.add(created.id, [PlayerSpec(surname=f"Verdi{n}", name="Luca")])
        services.rounds.publish(created.id, services.rounds.generate(created.id).number)
    return NewTournamentWizard(context, tournament=services.tournaments.get(created.id))


def test_an_older_tournament_shows_the_house_doubling(qtbot, ui_context) -> None:
    """Edited, it shows and keeps the house doubling it was played with."""
    wizard = _older_tournament(ui_context, published=False)
    qtbot.addWidget(wizard)
    assert wizard.scala40_page.in_hand.rule() is InHandClose.HOUSE
    assert wizard.scala40_page.in_hand.currentText().startswith("house doubling")
    assert wizard.scala40_settings().in_hand_close is InHandClose.HOUSE


def test_the_rule_is_locked_once_round_1_is_published(qtbot, ui_context) -> None:
    """Round 1's tables are scored with it: greyed, with the reason."""
    wizard = _older_tournament(ui_context, published=True)
    qtbot.addWidget(wizard)
    combo = wizard.scala40_page.in_hand
    assert not combo.isEnabled()
    assert "round 1 was published" in combo.toolTip()
    assert combo.rule() is InHandClose.HOUSE
