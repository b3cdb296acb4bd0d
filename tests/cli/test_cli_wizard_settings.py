"""What the wizard sets, the command line sets too (`tournament create` and `edit`): the
Danese variant, the Mitchell step, group sizes, the tie-break order, the house variants, the
bye, a scala 40 game's minutes; refused in the services' words, as the wizard's Finish is."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

CREATE = ("tournament", "create", "--game", "burraco", "--name", "Serata")


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys, language="it")


def _settings(torneo: Torneo, tid: int) -> dict:
    return torneo.ok("tournament", "show", "-t", tid)["settings"]


def test_create_sets_what_the_wizard_sets(torneo: Torneo) -> None:
    made = torneo.ok(
        *CREATE, "--schedule", "mitchell:2,gironi:2", "--danese", "never_again",
        "--mitchell-shift", "2", "--groups", "8,8,6", "--tie-breaks", "mp_scored,draw",
        "--no-semipulito", "--burraco-reale",
    )  # fmt: skip
    settings = _settings(torneo, made["id"])
    assert settings["danese_variant"] == "never_again"
    assert settings["mitchell_shift"] == 2
    assert settings["group_sizes"] == [8, 8, 6]
    assert settings["tie_breaks"] == ["mp_scored", "draw"]
    assert settings["no_semipulito"] is True and settings["burraco_reale"] is True


def test_scala40_minutes_per_game(torneo: Torneo) -> None:
    made = torneo.ok("tournament", "create", "--game", "scala40", "--name", "S", "--minutes", 40)
    assert _settings(torneo, made["id"])["minutes_per_game"] == 40


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (("--mitchell-shift", "0"), "l'avanzamento del Mitchell"),
        (("--groups", "8,1"), "un girone di dimensione 1 è troppo piccolo"),
        (("--tie-breaks", "mp_diff,sorte"), "«sorte» non è uno spareggio che Torneo conosca"),
        (("--tie-breaks", "draw,draw"), "«Sorteggio (registrato)» compare due volte"),
    ],
)
def test_bad_settings_are_refused_in_the_services_words(torneo: Torneo, options, words) -> None:
    refused = torneo.refused(*CREATE, *options)
    assert words in refused["error"]["message"]
    assert torneo.ok("tournament", "list") == []


def test_edit_changes_settings_until_a_round_is_published(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE)["id"]
    torneo.ok(
        "tournament", "edit", "-t", tid, "--danese", "puro", "--tie-breaks", "mp_diff,draw",
        "--bye-vp", 13, "--bye-mp", 300, "--groups", "halves",
    )  # fmt: skip
    settings = _settings(torneo, tid)
    assert settings["danese_variant"] == "puro"
    assert settings["tie_breaks"] == ["mp_diff", "draw"]
    assert (settings["bye_vp"], settings["bye_mp"]) == (13, 300)
    assert settings["group_sizes"] == []
    assert torneo.run("tournament", "edit", "-t", tid, "--minutes", 30).code == 2


def test_edit_of_a_frozen_setting_after_round_1_is_refused(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE)["id"]
    for number in range(1, 9):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Neri{number} Ugo")
    torneo.ok("round", "generate", "-t", tid, "--publish")
    refused = torneo.refused("tournament", "edit", "-t", tid, "--no-semipulito")
    assert refused["error"]["code"] == "state_refused"
    assert _settings(torneo, tid)["no_semipulito"] is False
