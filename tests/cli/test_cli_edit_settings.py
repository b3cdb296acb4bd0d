"""`torneo tournament edit` changes the settings as the wizard's pages do: a choice can be
taken back, new hands bring their own defaults, figures left at the default stay the default,
and once round 1 is published what it was scored with is refused in the services' words,
the same the wizard's Finish shows."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import BurracoSettings, Services, TournamentId
from tournament_app.services.errors import ServiceError
from tournament_app.services.messages import describe
from tournament_app.services.settings import Scala40Format, Scala40Settings


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def _create(torneo: Torneo, game: str, *options: object) -> TournamentId:
    made = torneo.ok("tournament", "create", "--game", game, "--name", "Serata", *options)
    return TournamentId(made["id"])


def _published(services: Services, settings: BurracoSettings | None = None) -> TournamentId:
    tid = burraco_tournament(services, pairs=4, settings=settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def _published_by_default(services: Services) -> TournamentId:
    """`_published` with the default settings: made once per process and backend, and
    copied."""
    return _published(services)


start, database_url = snapshot_fixtures({"published": with_services(_published_by_default)})
published = state_value("published")


def test_a_choice_made_is_taken_back(torneo: Torneo, services: Services) -> None:
    burraco = _create(torneo, "burraco", "--individual")
    torneo.ok("tournament", "edit", "-t", burraco, "--no-individual")
    assert services.tournaments.get(burraco).settings.individual is False

    scala = _create(torneo, "scala40", "--out-above-limit", "--minutes", 30, "--cuts", "16,8,4")
    torneo.ok("tournament", "edit", "-t", scala, "--no-out-above-limit", "--minutes", 0)
    torneo.ok("tournament", "edit", "-t", scala, "--advance", 2)
    settings = services.tournaments.get(scala).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.out_at_limit is True
    assert settings.minutes_per_game is None  # 0 is "no time limit", as in the wizard
    # Going through by table: the ranking's cuts are gone.
    assert (settings.advance_per_table, settings.stage_cuts) == (2, ())


def test_placement_points_leave_no_cuts_behind(torneo: Torneo, services: Services) -> None:
    tid = _create(torneo, "scala40", "--cuts", "16,8,4")
    torneo.ok("tournament", "edit", "-t", tid, "--format", "placement", "--rounds", 4)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.format, settings.rounds, settings.stage_cuts) == (
        Scala40Format.PLACEMENT_POINTS,
        4,
        (),
    )
    refused = torneo.run("--json", "tournament", "edit", "-t", tid, "--cuts", "8,4")
    assert refused.code == 2
    assert "--cuts" in refused.json()["error"]["message"]


def test_new_hands_bring_their_own_defaults(torneo: Torneo, services: Services) -> None:
    """The wizard shows the new hands' VP table and bye: a bye typed for 3 hands does not
    stay on a 4-hand tournament unless given again."""
    tid = _create(torneo, "burraco", "--bye-vp", 13, "--bye-mp", 300)
    torneo.ok("tournament", "edit", "-t", tid, "--hands", 4)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.hands, settings.vp_scale, settings.bye_vp, settings.bye_mp) == (
        4,
        None,
        None,
        None,
    )
    torneo.ok("tournament", "edit", "-t", tid, "--hands", 3, "--bye-vp", 12)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.hands, settings.bye_vp) == (3, 12)


def test_two_hands_need_a_table_and_say_so(torneo: Torneo, services: Services) -> None:
    tid = _create(torneo, "burraco")
    refused = torneo.refused("tournament", "edit", "-t", tid, "--hands", 2)
    assert refused["error"]["code"] == "invalid_settings"
    assert services.tournaments.get(tid).settings.hands == 3


def test_after_round_1_what_it_was_scored_with_is_refused_in_both_languages(
    services: Services, published: TournamentId, database_url: str, capsys
) -> None:
    tid = published
    for language in ("it", "en"):
        refused = Torneo(database_url, capsys, language=language).refused(
            "tournament", "edit", "-t", tid, "--hands", 4
        )
        with pytest.raises(ServiceError) as the_services:
            services.tournaments.edit(tid, settings=BurracoSettings(hands=4))
        assert refused["error"]["message"] == describe(the_services.value, language, face="cli")
        assert refused["error"]["code"] == "state_refused"
    assert services.tournaments.get(tid).settings == BurracoSettings()
    assert refused["error"]["message"] == (
        "Settings locked since round 1 was published: hands per round (its tables were seated"
        " with them, and will be scored by them). No table has played it yet, so to change"
        f" them take round 1 back to draft (torneo round unpublish -t {tid} -r 1), change the"
        f" settings, then generate round 1 again (torneo round generate -t {tid}) and publish"
        " it. Nothing changed."
    )


def test_after_round_1_the_rest_still_changes(
    torneo: Torneo, services: Services, published: TournamentId
) -> None:
    tid = published
    torneo.ok("tournament", "edit", "-t", tid, "--schedule", "mitchell:1,danese:3")
    torneo.ok("tournament", "edit", "-t", tid, "--first-round", "registration", "--seed", 5)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    assert settings.rounds == 4 and settings.seed == 5


def test_the_default_written_out_is_still_the_default(
    torneo: Torneo, services: Services, published: TournamentId
) -> None:
    """A tournament scored with FIBUR's table and the default bye may be given them by name
    and figure after round 1: nothing it was scored with changes (as the wizard's Finish with
    the pages left as shown)."""
    tid = published
    torneo.ok(
        "tournament", "edit", "-t", tid, "--vp-table", "FIBUR 3 smazzate",
        "--bye-vp", 14, "--bye-mp", 355,
    )  # fmt: skip
    assert services.tournaments.get(tid).settings == BurracoSettings()
    refused = torneo.refused("tournament", "edit", "-t", tid, "--bye-vp", 13)
    assert refused["error"]["code"] == "state_refused"


def test_the_services_say_what_is_locked(services: Services) -> None:
    """What the wizard greys out is the services' answer."""
    tid = burraco_tournament(services, pairs=4)
    assert services.tournaments.locked_settings(tid) == ()
    services.rounds.generate(tid)
    assert services.tournaments.locked_settings(tid) == ()  # a draft announces nothing
    services.rounds.publish(tid, 1)
    assert set(services.tournaments.locked_settings(tid)) == {
        "individual",
        "hands",
        "vp_scale",
        "bye_vp",
        "bye_mp",
        # The forfeits of the rounds published were scored with them.
        "forfeit_present_vp",
        "forfeit_late_vp",
        "no_semipulito",
        "burraco_reale",
        # The hand's amounts and the Brazilian variant scored the published sheets.
        "closing_bonus",
        "pozzetto_penalty",
        "reale_bonus",
        "super_bonus",
        "brazilian",
        # Pairs or teams: the rounds published were seated (and scored) as one or the other.
        "event_format",
        # How a table of three's VP were shared: its results were stored by it.
        "three_pairs_vp",
    }


@pytest.mark.parametrize(("size", "code"), [(2, 0), (6, 0), (7, 3)])
def test_a_table_size_is_the_services_rule(torneo: Torneo, size: int, code: int) -> None:
    """The wizard seats 2 to 6 at a table; the command line took only 3 to 6."""
    ran = torneo.run("--json", "tournament", "create", "--game", "scala40", "--name", "S",
                     "--table-size", size)  # fmt: skip
    assert ran.code == code, ran.out


def test_each_tournament_draws_with_its_own_seed(torneo: Torneo, services: Services) -> None:
    """As the wizard gives it: one seed shared by every tournament made on the command line
    would seat every evening's first round alike."""
    seeds = {services.tournaments.get(_create(torneo, "burraco")).settings.seed for _ in range(3)}
    assert len(seeds) == 3
    chosen = _create(torneo, "scala40", "--seed", 7)
    assert services.tournaments.get(chosen).settings.seed == 7
