"""Publishing a draft is decided by the services, once: notes go out, a broken rule or a
stale Danish draft needs the director's confirmation (refused with the problems listed until
given), an entry no longer playing refuses it whatever the answer."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tests.services.publish_cases import note_only, rematch, stale
from tournament_app.services import RoundStatus, Services
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages import describe
from tournament_app.services.publish_check import PublishUnconfirmedError, Severity


def test_a_draft_with_a_note_only_is_published_without_asking(services: Services) -> None:
    tid = note_only(services)
    checked = services.rounds.publish_check(tid, 2)
    assert [p.code for p in checked.notes] == ["groups_resized"]
    assert checked.to_confirm == () and not checked.stale
    services.rounds.publish(tid, 2, copy=False)
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


@pytest.mark.parametrize(
    ("build", "code", "stale_draft"),
    [(rematch, "forbidden_rematch", False), (stale, "standings_changed", True)],
)
def test_a_draft_needing_confirmation_is_refused_until_confirmed(
    services: Services, build, code, stale_draft
) -> None:
    tid = build(services)
    checked = services.rounds.publish_check(tid, 2)
    assert code in [p.code for p in checked.to_confirm]
    assert checked.stale is stale_draft
    with pytest.raises(PublishUnconfirmedError) as refused:
        services.rounds.publish(tid, 2, copy=False)
    assert refused.value.code is ErrorCode.ROUND_NEEDS_CONFIRMATION
    assert code in [p.code for p in refused.value.params["problems"]]
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    services.rounds.publish(tid, 2, copy=False, despite=True)
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_the_refusal_lists_the_problems_and_says_how_to_confirm_by_face(
    services: Services,
) -> None:
    tid = stale(services)
    with pytest.raises(PublishUnconfirmedError) as refused:
        services.rounds.publish(tid, 2, copy=False)
    cli_it = describe(refused.value, "it", face="cli")
    assert cli_it.startswith("Il turno 2 non è stato pubblicato: la bozza non è aggiornata")
    assert "- un risultato o una penalità è cambiato" in cli_it
    assert f"torneo round publish -t {tid} -r 2 --yes" in cli_it
    window_en = describe(refused.value, "en")
    assert "- a result or a penalty has changed since this draft was made" in window_en
    assert "press Publish again and confirm" in window_en and "--yes" not in window_en


def test_a_draft_seating_a_withdrawn_pair_is_refused_even_when_confirmed(
    services: Services,
) -> None:
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    services.entries.withdraw(tid, 5)
    checked = services.rounds.publish_check(tid, 1)
    assert [p.code for p in checked.refused] == ["seated_withdrawn"]
    assert all(
        p.severity is Severity.REFUSE
        for p in checked.problems
        if p.problem.code == "seated_withdrawn"
    )
    with pytest.raises(ServiceError):
        services.rounds.publish(tid, 1, copy=False, despite=True)
    assert services.rounds.get(tid, 1).status is RoundStatus.DRAFT
