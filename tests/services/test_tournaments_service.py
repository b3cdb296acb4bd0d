"""Tournaments: create, list, edit settings, delete; bad settings change nothing."""

from __future__ import annotations

import pytest

from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    NotFoundError,
    PairingSystem,
    Scala40Settings,
    ScheduleStep,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    TournamentStatus,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.services.settings import TieBreak


def test_create_then_get_keeps_every_setting(services: Services) -> None:
    """Settings come back exactly as given, schedule and custom VP scale included."""
    scale = VictoryPointScale(
        "Club 2 mani",
        2,
        (VictoryPointBand(0, 10), VictoryPointBand(55, 12), VictoryPointBand(305, 15)),
    )
    settings = BurracoSettings(
        hands=2,
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 2), ScheduleStep(PairingSystem.DANESE, 2)),
        vp_scale=scale,
        bye_vp=13,
        tie_breaks=(TieBreak.MP_SCORED, TieBreak.MP_DIFF),
    )
    created = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "  Coppa   d'inverno ", "2026-12-05", "Sala Verdi", settings)
    )
    fetched = services.tournaments.get(created.id)
    assert fetched.name == "Coppa d'inverno"
    assert fetched.settings == settings
    assert fetched.status is TournamentStatus.REGISTRATION
    assert fetched.settings.rounds == 4  # type: ignore[union-attr]


def test_list_shows_newest_date_first(services: Services) -> None:
    """The start screen lists tournaments by date, newest first."""
    for name, date in [("Primo", "2026-01-10"), ("Terzo", "2026-03-10"), ("Secondo", "2026-02-10")]:
        services.tournaments.create(
            TournamentDraft(Game.SCALA40, name, date, settings=Scala40Settings())
        )
    assert [t.name for t in services.tournaments.list()] == ["Terzo", "Secondo", "Primo"]


@pytest.mark.parametrize(
    ("draft", "code"),
    [
        (TournamentDraft(Game.BURRACO, "   "), ErrorCode.TEXT_REQUIRED),
        (TournamentDraft(Game.BURRACO, "x", "29/11/2026"), ErrorCode.INVALID_INPUT),
        (
            TournamentDraft(Game.BURRACO, "x", settings=BurracoSettings(hands=5)),
            ErrorCode.INVALID_SETTINGS,
        ),
        # 2 hands have no FIBUR table: a custom one is required.
        (
            TournamentDraft(Game.BURRACO, "x", settings=BurracoSettings(hands=2)),
            ErrorCode.INVALID_SETTINGS,
        ),
        (
            TournamentDraft(Game.BURRACO, "x", settings=Scala40Settings()),
            ErrorCode.INVALID_SETTINGS,
        ),
        (
            TournamentDraft(Game.SCALA40, "x", settings=Scala40Settings(limit=0)),
            ErrorCode.INVALID_SETTINGS,
        ),
        (
            TournamentDraft(Game.SCALA40, "x", settings=Scala40Settings(placement_points=(1, 4))),
            ErrorCode.INVALID_SETTINGS,
        ),
        (
            TournamentDraft(
                Game.BURRACO,
                "x",
                settings=BurracoSettings(
                    vp_scale=VictoryPointScale("bad", 3, (VictoryPointBand(0, 12),))
                ),
            ),
            ErrorCode.INVALID_SETTINGS,
        ),
    ],
)
def test_bad_drafts_are_refused_and_nothing_is_created(
    services: Services, draft: TournamentDraft, code: ErrorCode
) -> None:
    """Each bad value gets its code and no tournament or audit row appears."""
    with pytest.raises(ServiceError) as caught:
        services.tournaments.create(draft)
    assert caught.value.code is code
    assert services.tournaments.list() == ()
    assert services.audit.list() == ()


def test_edit_changes_name_and_settings_and_logs_both_states(services: Services) -> None:
    """An edit is stored and its audit row holds the name before and after."""
    created = services.tournaments.create(TournamentDraft(Game.BURRACO, "Vecchio nome"))
    services.tournaments.edit(created.id, name="Nuovo nome", settings=BurracoSettings(hands=4))
    fetched = services.tournaments.get(created.id)
    assert fetched.name == "Nuovo nome"
    assert fetched.settings == BurracoSettings(hands=4)
    last = services.audit.list()[0]
    assert last.action == "tournament.edit"
    assert last.station == "test-station"
    assert last.before["tournaments"][0]["name"] == "Vecchio nome"
    assert last.after["tournaments"][0]["name"] == "Nuovo nome"


def test_unknown_tournament_is_not_found(services: Services) -> None:
    """Asking for a tournament that does not exist raises NOT_FOUND."""
    with pytest.raises(NotFoundError):
        services.tournaments.get(TournamentId(404))


def test_delete_then_undo_brings_everything_back(services: Services) -> None:
    """Deleting a tournament removes its entries; undo restores tournament and entries."""
    from tests.builders.tournaments import burraco_tournament

    tournament_id = burraco_tournament(services, pairs=3)
    services.tournaments.delete(tournament_id)
    assert services.tournaments.list() == ()
    services.audit.undo_last()
    assert [t.id for t in services.tournaments.list()] == [tournament_id]
    assert [e.number for e in services.entries.list(tournament_id)] == [1, 2, 3]


def test_undoing_a_delete_brings_back_an_open_double_entry_disagreement(
    services: Services,
) -> None:
    """A table whose second entry disagreed is still waiting for the right figures after a
    deleted tournament is brought back: the director must not find it silently checked."""
    from tests.builders.tournaments import burraco_tournament

    tournament_id = burraco_tournament(services, pairs=4)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245)
    services.results.second_entry(tournament_id, 1, 1, 460, 245)
    services.tournaments.delete(tournament_id)
    services.audit.undo_last()
    (waiting,) = services.results.disagreements(tournament_id, 1)
    assert (waiting.table, waiting.ns_mp, waiting.ew_mp) == (1, 460, 245)
    assert (waiting.first_ns_mp, waiting.first_ew_mp) == (640, 245)


def test_custom_vp_scales_are_saved_and_offered_after_fibur(services: Services) -> None:
    """Saved scales are listed after the two FIBUR tables; saving by the same name replaces."""
    first = VictoryPointScale("Circolo", 2, (VictoryPointBand(0, 10), VictoryPointBand(105, 15)))
    services.tournaments.save_vp_scale(first)
    services.tournaments.save_vp_scale(
        VictoryPointScale("Circolo", 2, (VictoryPointBand(0, 10), VictoryPointBand(205, 20)))
    )
    scales = services.tournaments.vp_scales()
    assert [s.hands for s in scales[:2]] == [3, 4]
    # FIBUR 3 hands: 0-50 is 10-10, 1505+ is 20-0 (domain doc).
    assert scales[0].bands[0] == VictoryPointBand(0, 10)
    assert scales[0].bands[-1] == VictoryPointBand(1505, 20)
    assert scales[2:] == (
        VictoryPointScale("Circolo", 2, (VictoryPointBand(0, 10), VictoryPointBand(205, 20))),
    )
