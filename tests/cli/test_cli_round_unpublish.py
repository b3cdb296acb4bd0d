"""`torneo round unpublish`: a published round nobody has played goes back to draft, and
`hand correct` points to it when a correction changes who goes on to a stage already
published (instead of "decidi tu" with nothing to do)."""

from __future__ import annotations

import pytest

from tests.builders.corrections import final_seated, hand
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.cli.cli_helpers import Torneo
from tournament_app.services import RoundStatus, Services, TournamentId


def _final_published(services: Services) -> tuple[TournamentId, list[int], int]:
    """`final_seated` with the final published: made once per process and backend, and
    copied."""
    return final_seated(services, publish=True)


start, database_url = snapshot_fixtures({"final": with_services(_final_published)})
final = state_value("final")


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys, language="it")


def _correct(torneo: Torneo, tid, a: int, d: int):
    return torneo.run(
        "hand", "correct", "-t", tid, "-r", 1, "--table", 1, "--index", 4,
        "--points", f"{a}=0,{d}=50",
    )  # fmt: skip


def test_the_correction_warning_names_the_command_and_it_reseats_the_final(
    services: Services, final, torneo: Torneo
) -> None:
    tid, (a, _b, _c, d), other = final
    run = _correct(torneo, tid, a, d)
    assert run.code == 0, run.err
    assert "Il turno 2 non è ancora iniziato" in run.out
    assert f"torneo round unpublish -t {tid} -r 2" in run.out
    assert "decidi tu" not in run.out

    back = torneo.run("round", "unpublish", "-t", tid, "-r", 2)
    assert back.code == 0, back.err
    assert "Il turno 2 è di nuovo una bozza" in back.out
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    again = torneo.run("--json", "round", "generate", "-t", tid)
    assert again.code == 0, again.err
    assert sorted(again.json()["tables"][0]["players"]) == sorted((a, other))


def test_once_the_final_has_a_hand_the_warning_says_it_is_played_as_seated(
    services: Services, final, torneo: Torneo
) -> None:
    tid, (a, _b, _c, d), _other = final
    x, y = services.results.sheet(tid, 2, 1).players
    services.results.enter_hand(tid, 2, 1, hand({y: 40}, x))
    run = _correct(torneo, tid, a, d)
    assert run.code == 0, run.err
    assert "il turno 2 è già iniziato e si gioca come è stato abbinato" in run.out
    assert "unpublish" not in run.out

    refused = torneo.run("round", "unpublish", "-t", tid, "-r", 2)
    assert refused.code == 3
    assert "Il turno 2 è già iniziato (risultati o smazzate ai tavoli 1)" in refused.err
    assert "Dato non valido" not in refused.err and "Correggilo" not in refused.err
    assert "round_published" not in refused.err and "unpublish_started" not in refused.err
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_unpublish_in_english_and_json(services: Services, final, database_url, capsys) -> None:
    tid, _seats, _other = final
    english = Torneo(database_url, capsys, language="en")
    run = english.run("--json", "round", "unpublish", "-t", tid)  # -r: the latest round
    assert run.code == 0, run.err
    assert run.json()["status"] == "draft" and run.json()["round"] == 2
    refused = english.run("round", "unpublish", "-t", tid, "-r", 2)
    assert refused.code == 3
    assert "Round 2 is a draft already" in refused.err
    assert f"torneo round swap -t {tid} -r 2" in refused.err
