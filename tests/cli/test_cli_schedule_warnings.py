"""`torneo tournament create`/`edit` and `round generate` print what the services warn of a
schedule (services.schedule_checks) on stderr, in the catalogue's words, the command that
sets each schedule proposed included: a Mitchell longer than the pairs allow, more rounds
than a FIBUR club tournament plays. The command succeeds all the same (exit 0), and --json
lists the warnings."""

from __future__ import annotations

import shlex

import pytest

from tests.cli.cli_helpers import Torneo
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    TournamentId,
)

WARNING = "torneo: warning: "


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def _with_pairs(torneo: Torneo, pairs: int, schedule: str) -> TournamentId:
    made = torneo.run(
        "tournament", "create", "--game", "burraco", "--name", "Serata", "--schedule", schedule
    )
    assert made.code == 0, made.err
    tournament = TournamentId(int(made.out.split()[1]))
    for number in range(1, pairs + 1):
        added = torneo.run(
            "entry", "add", "-t", tournament, f"Rossi{number} Anna", f"Neri{number} Carlo"
        )
        assert added.code == 0, added.err
    return tournament


def _schedule(services: Services, tournament: TournamentId) -> tuple[ScheduleStep, ...]:
    settings = services.tournaments.get(tournament).settings
    assert isinstance(settings, BurracoSettings)
    return settings.schedule


def _warnings(err: str) -> list[str]:
    return [line.removeprefix(WARNING) for line in err.splitlines() if line.startswith(WARNING)]


def test_create_mitchell_six_says_the_club_limit(torneo: Torneo) -> None:
    made = torneo.run(
        "tournament", "create", "--game", "burraco", "--name", "Serata", "--schedule", "mitchell:6"
    )
    assert made.code == 0
    assert made.out.startswith("Tournament 1 created")
    assert _warnings(made.err) == [
        "FIBUR club tournaments play at most 4 rounds, and this schedule sets 6."
    ]


def test_create_of_four_rounds_says_nothing(torneo: Torneo) -> None:
    made = torneo.run(
        "tournament", "create", "--game", "burraco", "--name", "Serata", "--rounds", 4
    )
    assert (made.code, made.err) == (0, "")


def test_edit_says_the_mitchell_too_long_and_how_to_set_it_right(
    torneo: Torneo, services: Services
) -> None:
    tournament = _with_pairs(torneo, 4, "mitchell:2,danese:1")
    fits = torneo.run("tournament", "edit", "-t", tournament, "--schedule", "mitchell:2")
    assert (fits.code, fits.err) == (0, "")
    longer = torneo.run("tournament", "edit", "-t", tournament, "--schedule", "mitchell:3")
    assert longer.code == 0 and longer.out.strip() == "Saved."
    (said,) = _warnings(longer.err)
    assert said.startswith(
        "With 4 pairs a Mitchell plays at most 2 rounds before pairs meet again, and the"
        " schedule sets 3 Mitchell rounds: from round 3 pairs who have already met would meet"
        " again. To avoid it, run torneo tournament edit"
    )
    # Saved as asked: a warning never refuses.
    assert _schedule(services, tournament) == (ScheduleStep(PairingSystem.MITCHELL, 3),)
    # The command the warning names is one the director can run as it is, and it fits.
    command = said.split("run torneo ", 1)[1].split(" (fewer rounds)")[0]
    followed = torneo.run(*shlex.split(command))
    assert (followed.code, followed.err) == (0, "")
    assert _schedule(services, tournament) == (ScheduleStep(PairingSystem.MITCHELL, 2),)


def test_edit_in_italian_with_json(torneo: Torneo) -> None:
    tournament = _with_pairs(torneo, 4, "mitchell:2")
    torneo.language = "it"
    edited = torneo.run(
        "--json", "tournament", "edit", "-t", tournament, "--schedule", "mitchell:6"
    )
    assert edited.code == 0
    mitchell, club = edited.json()["schedule_warnings"]
    assert (mitchell["code"], mitchell["allowed"], mitchell["rounds"]) == ("mitchell_repeats", 2, 6)
    assert (club["code"], club["allowed"], club["rounds"]) == ("club_rounds", 4, 6)
    assert _warnings(edited.err.replace("torneo: attenzione: ", WARNING)) == [
        mitchell["message"],
        club["message"],
    ]
    assert mitchell["message"].startswith("Con 4 coppie il Mitchell gioca al massimo 2 turni")
    assert (
        f"esegui torneo tournament edit -t {tournament} --schedule mitchell:2 (meno turni)"
        " oppure mitchell:2,danese:4 (i turni restanti come Danese)."
    ) in mitchell["message"]


def test_round_one_says_it_when_the_pairs_present_no_longer_fit(torneo: Torneo) -> None:
    tournament = _with_pairs(torneo, 5, "mitchell:3,danese:1")  # 5 pairs: 3 EO positions
    assert torneo.run("round", "generate", "-t", tournament).err == ""
    assert torneo.run("entry", "withdraw", "-t", tournament, 5).code == 0
    again = torneo.run("round", "generate", "-t", tournament)
    assert again.code == 0
    assert "Round 1" in again.out  # the draft is made all the same
    (said,) = _warnings(again.err)
    assert said.startswith("With 4 pairs a Mitchell plays at most 2 rounds")
    assert "from round 3 pairs who have already met would meet again" in said
