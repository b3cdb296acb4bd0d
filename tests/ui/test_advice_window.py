"""The window advises its own way to put a refusal right (services.actions): its button and
page, never a command of the command line."""

from __future__ import annotations

import pytest

from tests.builders.evenings import sixteen_pairs_round_one
from tests.builders.snapshots import opened_tournament, ui_snapshot_fixtures, with_services
from tournament_app.services import ServiceError

# 16 pairs, round 1 published, nothing played.
start, ui_context = ui_snapshot_fixtures(
    {"published": with_services(sixteen_pairs_round_one, station="test")}
)


published = opened_tournament("published")


@pytest.mark.parametrize(
    ("language", "advice"),
    [
        ("it", "riportalo in bozza («Torna in bozza» nella pagina Turni)"),
        ("en", "take it back to draft (Back to draft on the Rounds page)"),
    ],
)
def test_a_published_round_is_taken_back_to_draft_by_the_rounds_page(
    ui_context, published, language: str, advice: str
) -> None:
    ui_context.language = language
    with pytest.raises(ServiceError) as refused:
        ui_context.services.rounds.swap(published, 1, 1, 2)
    said = ui_context.describe_error(refused.value)
    assert advice in said
    assert "torneo round" not in said and "unpublish" not in said and "-t " not in said


@pytest.mark.parametrize(
    ("language", "advice"),
    [("it", "se sono giusti, premi Invio e conferma."), ("en", "if they are right, press Enter")],
)
def test_unlikely_figures_are_confirmed_with_enter_on_the_quick_line(
    ui_context, published, language: str, advice: str
) -> None:
    ui_context.language = language
    with pytest.raises(ServiceError) as refused:
        ui_context.services.results.enter_totals(published, 1, 1, 3500, 0)
    said = ui_context.describe_error(refused.value)
    assert advice in said and "--yes" not in said and "comando" not in said
