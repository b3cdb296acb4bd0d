"""A schedule longer than its field allows is warned of when it is set, never refused.

With N tables (N EO positions, the bye counting as one) a Mitchell plays N rounds at most
before an EO pair meets an NS pair again (burraco.md); FIBUR's club tournaments play at most
4 rounds. The services return the warnings with the tournament created or edited and with
the round that starts a Mitchell phase (services.schedule_checks); the tournament is saved,
the round drafted, all the same. Here: the numbers a director reads, at the edges (exactly
the rounds allowed: nothing; one more: a warning), on SQLite and PostgreSQL.
"""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, enter_every_table, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    EventFormat,
    Game,
    PairingSystem,
    ScheduleStep,
    Services,
    TournamentDraft,
)
from tournament_app.services.messages import schedule_warning_sentence
from tournament_app.services.schedule_checks import (
    ScheduleWarning,
    ScheduleWarningCode,
    schedule_warnings,
)

MITCHELL = PairingSystem.MITCHELL
DANESE = PairingSystem.DANESE
REPEATS = ScheduleWarningCode.MITCHELL_REPEATS
CLUB = ScheduleWarningCode.CLUB_ROUNDS


def _schedule(*steps: tuple[PairingSystem, int]) -> tuple[ScheduleStep, ...]:
    return tuple(ScheduleStep(system, rounds) for system, rounds in steps)


def _settings(*steps: tuple[PairingSystem, int], shift: int = 1) -> BurracoSettings:
    return BurracoSettings(schedule=_schedule(*steps), mitchell_shift=shift)


def _codes(warnings: tuple[ScheduleWarning, ...]) -> list[ScheduleWarningCode]:
    return [warning.code for warning in warnings]


# -- creating: no entries yet, so only the club limit can be said -----------------------------


@pytest.mark.parametrize(("rounds", "warned"), [(4, False), (5, True)])
def test_creating_says_past_the_fibur_club_limit(
    services: Services, rounds: int, warned: bool
) -> None:
    settings = _settings((MITCHELL, rounds - 1), (DANESE, 1))
    made = services.tournaments.create(TournamentDraft(Game.BURRACO, "Serata", settings=settings))
    if not warned:
        assert made.schedule_warnings == ()
        return
    (club,) = made.schedule_warnings
    assert (club.code, club.rounds, club.allowed) == (CLUB, 5, 4)
    # Warned, not refused: the tournament is there with the schedule asked for.
    assert services.tournaments.get(made.id).settings == settings
    assert schedule_warning_sentence(club, "en") == (
        "FIBUR club tournaments play at most 4 rounds, and this schedule sets 5."
    )
    assert schedule_warning_sentence(club, "it") == (
        "I tornei di circolo FIBUR hanno al massimo 4 turni, e questo calendario ne prevede 5."
    )


def test_creating_mitchell_six_without_entries_says_only_the_club_limit(
    services: Services,
) -> None:
    made = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=_settings((MITCHELL, 6)))
    )
    assert _codes(made.schedule_warnings) == [CLUB]


# -- editing: the entries in play are the field ------------------------------------------------


@pytest.mark.parametrize(
    ("pairs", "allowed"),
    [(4, 2), (7, 4), (8, 4)],  # 7 pairs: 3 tables and the bye, 4 EO positions
)
def test_editing_warns_one_round_past_what_the_pairs_allow(
    services: Services, pairs: int, allowed: int
) -> None:
    tournament_id = burraco_tournament(services, pairs)
    fits = _settings((MITCHELL, allowed))
    assert services.tournaments.edit(tournament_id, settings=fits).schedule_warnings == ()
    longer = _settings((MITCHELL, allowed + 1))
    warned = services.tournaments.edit(tournament_id, settings=longer).schedule_warnings
    # Past 4 rounds the club limit follows the Mitchell's warning.
    assert _codes(warned) == [REPEATS] + [CLUB] * (allowed + 1 > 4)
    warning = warned[0]
    assert (warning.entries, warning.allowed, warning.rounds) == (pairs, allowed, allowed + 1)
    assert warning.repeat_round == allowed + 1
    # Saved all the same: the director may go on.
    assert services.tournaments.get(tournament_id).settings == longer


def test_four_pairs_on_mitchell_six_read_the_numbers_and_the_cure(services: Services) -> None:
    """The audit's case: 4 pairs, Mitchell x6. Rounds 1-2 are new meetings, round 3 repeats."""
    tournament_id = burraco_tournament(services, 4)
    edited = services.tournaments.edit(tournament_id, settings=_settings((MITCHELL, 6)))
    assert _codes(edited.schedule_warnings) == [REPEATS, CLUB]
    mitchell = edited.schedule_warnings[0]
    assert mitchell.fewer == _schedule((MITCHELL, 2))
    assert mitchell.danese_rest == _schedule((MITCHELL, 2), (DANESE, 4))
    assert schedule_warning_sentence(mitchell, "en") == (
        "With 4 pairs a Mitchell plays at most 2 rounds before pairs meet again, and the"
        " schedule sets 6 Mitchell rounds: from round 3 pairs who have already met would meet"
        " again. To avoid it, set the schedule to Mitchell ×2 (fewer rounds) or Mitchell ×2"
        " + Danish ×4 (the rest as Danish rounds)."
    )
    said = schedule_warning_sentence(mitchell, "it", "cli", tournament_id)
    assert said.startswith("Con 4 coppie il Mitchell gioca al massimo 2 turni")
    assert "prevede 6 turni Mitchell: dal turno 3" in said
    assert f"esegui torneo tournament edit -t {tournament_id} --schedule mitchell:2 " in said
    assert "oppure mitchell:2,danese:4 (i turni restanti come Danese)" in said


def test_the_field_is_who_plays_not_who_registered(services: Services) -> None:
    """6 pairs fit a Mitchell x3; with one absent and one withdrawn, 4 play: it no longer does."""
    tournament_id = burraco_tournament(services, 6)
    settings = _settings((MITCHELL, 3), (DANESE, 1))
    assert services.tournaments.edit(tournament_id, settings=settings).schedule_warnings == ()
    services.entries.set_present(tournament_id, 5, False)
    services.entries.withdraw(tournament_id, 6)
    assert services.tournaments.entries_in_play(tournament_id) == 4
    (warning,) = services.tournaments.edit(tournament_id, settings=settings).schedule_warnings
    assert (warning.entries, warning.allowed, warning.rounds) == (4, 2, 3)


def test_an_edit_of_the_name_alone_sets_no_schedule_and_warns_of_nothing(
    services: Services,
) -> None:
    tournament_id = burraco_tournament(services, 4, _settings((MITCHELL, 6)))
    assert services.tournaments.edit(tournament_id, name="Altro nome").schedule_warnings == ()


def test_the_shift_of_the_ew_pairs_shortens_the_movement(services: Services) -> None:
    """8 pairs, 4 tables, EO moving on by 2: back where they started after 2 rounds."""
    tournament_id = burraco_tournament(services, 8)
    moved_by_two = _settings((MITCHELL, 3), (DANESE, 1), shift=2)
    (warning,) = services.tournaments.edit(tournament_id, settings=moved_by_two).schedule_warnings
    assert (warning.allowed, warning.rounds, warning.repeat_round) == (2, 3, 3)
    # The rounds cut join the Danish phase after it.
    assert warning.danese_rest == _schedule((MITCHELL, 2), (DANESE, 2))
    assert warning.fewer == _schedule((MITCHELL, 2), (DANESE, 1))


@pytest.mark.parametrize(
    "settings",
    [
        BurracoSettings(individual=True, schedule=_schedule((MITCHELL, 4))),
        BurracoSettings(event_format=EventFormat.TEAMS, schedule=_schedule((MITCHELL, 4))),
    ],
    ids=["individual", "teams"],
)
def test_no_mitchell_warning_where_no_mitchell_seats(
    services: Services, settings: BurracoSettings
) -> None:
    """An individual tournament rotates partners, a team event seats by its team movement."""
    tournament_id = burraco_tournament(services, 4)
    assert services.tournaments.edit(tournament_id, settings=settings).schedule_warnings == ()


def test_scala40_has_no_schedule_to_warn_of(services: Services) -> None:
    tournament_id = scala40_tournament(services, 8)
    settings = services.tournaments.get(tournament_id).settings
    assert services.tournaments.edit(tournament_id, settings=settings).schedule_warnings == ()


# -- generating: the round that starts a Mitchell phase, with who is seated --------------------


def test_round_one_is_warned_of_when_the_pairs_present_no_longer_fit(services: Services) -> None:
    tournament_id = burraco_tournament(services, 6, _settings((MITCHELL, 3), (DANESE, 1)))
    services.entries.set_present(tournament_id, 5, False)
    services.entries.set_present(tournament_id, 6, False)
    first = services.rounds.generate(tournament_id)
    (warning,) = first.schedule_warnings
    assert (warning.entries, warning.allowed, warning.rounds, warning.repeat_round) == (4, 2, 3, 3)
    # The draft is made all the same, and generated again it says so again.
    assert first.number == 1 and len(first.tables) == 2
    assert services.rounds.generate(tournament_id).schedule_warnings == (warning,)
    services.rounds.publish(tournament_id, 1)
    enter_every_table(services, tournament_id, 1, 600, 400)
    # Round 2 starts nothing: the warning came with the phase's first round.
    assert services.rounds.generate(tournament_id).schedule_warnings == ()


def test_round_one_of_exactly_the_rounds_allowed_is_not_warned_of(services: Services) -> None:
    tournament_id = burraco_tournament(services, 4, _settings((MITCHELL, 2), (DANESE, 1)))
    assert services.rounds.generate(tournament_id).schedule_warnings == ()


def test_a_later_mitchell_phase_is_warned_of_at_its_first_round(services: Services) -> None:
    tournament_id = burraco_tournament(services, 4, _settings((DANESE, 1), (MITCHELL, 3)))
    assert services.rounds.generate(tournament_id).schedule_warnings == ()
    services.rounds.publish(tournament_id, 1)
    enter_every_table(services, tournament_id, 1, 600, 400)
    (warning,) = services.rounds.generate(tournament_id).schedule_warnings
    assert (warning.first_round, warning.repeat_round, warning.allowed) == (2, 4, 2)
    assert warning.fewer == _schedule((DANESE, 1), (MITCHELL, 2))


def test_two_mitchell_phases_too_long_are_both_cut_in_the_cure() -> None:
    settings = _settings((MITCHELL, 3), (DANESE, 1), (MITCHELL, 3))
    first, second = schedule_warnings(settings, 4)[:2]
    assert (first.first_round, second.first_round, second.repeat_round) == (1, 5, 7)
    assert first.fewer == second.fewer == _schedule((MITCHELL, 2), (DANESE, 1), (MITCHELL, 2))
    assert first.danese_rest == _schedule((MITCHELL, 2), (DANESE, 2), (MITCHELL, 2), (DANESE, 1))


def test_a_field_of_one_table_says_one_round_in_the_singular() -> None:
    (warning, _) = schedule_warnings(_settings((MITCHELL, 3), (DANESE, 2)), 2)
    assert warning.allowed == 1
    assert schedule_warning_sentence(warning, "en").startswith(
        "With 2 pairs a Mitchell plays only 1 round before pairs meet again"
    )
    assert "gioca un solo turno" in schedule_warning_sentence(warning, "it")
