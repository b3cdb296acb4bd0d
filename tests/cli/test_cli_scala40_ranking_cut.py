"""`torneo tournament create --cuts 16,8,4`: a scala 40 elimination by the stage's ranking
(scala40.md, club practice: 40 -> 16 -> 8 -> final), shown in words, refused in words when
the numbers make no evening."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def _create(torneo: Torneo, *options: object) -> dict:
    return torneo.run(
        "--json",
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        "Quaranta al 151",
        "--limit",
        151,
        "--out-above-limit",
        *options,
    )


def test_cuts_are_stored_and_shown_in_words(torneo: Torneo) -> None:
    created = _create(torneo, "--cuts", "16,8,4")
    assert created.code == 0, created.err
    tid = created.json()["id"]
    english = torneo.run("tournament", "show", "-t", tid).out
    assert "Go through from the ranking" in english
    assert "16, 8, 4 (4 at the final table)" in english
    assert "Advance per table" not in english
    torneo.language = "it"
    italian = torneo.run("tournament", "show", "-t", tid).out
    assert "Passano dalla classifica" in italian
    assert "16, 8, 4 (4 al tavolo finale)" in italian
    assert "Passano per tavolo" not in italian


def test_without_cuts_the_best_of_each_table_go_on(torneo: Torneo) -> None:
    tid = _create(torneo, "--advance", 2).json()["id"]
    shown = torneo.run("tournament", "show", "-t", tid).out
    assert "Advance per table" in shown
    assert "from the ranking" not in shown


def test_cuts_that_rise_are_refused_in_words(torneo: Torneo) -> None:
    refused = _create(torneo, "--cuts", "16,20,4")
    assert refused.code == 3
    message = refused.json()["error"]["message"]
    assert "must fall" in message
    assert "16, 20, 4" in message
    assert torneo.ok("tournament", "list") == []


def test_a_final_table_of_8_is_refused_in_words(torneo: Torneo) -> None:
    torneo.language = "it"
    refused = _create(torneo, "--cuts", "16,8")
    assert refused.code == 3
    message = refused.json()["error"]["message"]
    assert "tavolo finale" in message
    assert "da 2 a 6" in message


def test_cuts_belong_to_scala_40(torneo: Torneo) -> None:
    result = torneo.run(
        "tournament", "create", "--game", "burraco", "--name", "Coppie", "--cuts", "16,8,4"
    )
    assert result.code != 0
    assert "--cuts" in result.err + result.out


def test_a_cut_as_large_as_the_evening_is_refused_when_seating(torneo: Torneo) -> None:
    tid = _create(torneo, "--cuts", "16,8,4").json()["id"]
    for number in range(1, 13):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number:02d} Nome")
    refused = torneo.refused("round", "generate", "-t", tid)
    message = refused["error"]["message"]
    assert "best 16" in message
    assert "12 players" in message
    # Nothing was seated: a round show finds no round.
    assert torneo.run("--json", "round", "show", "-t", tid).code != 0


@pytest.mark.parametrize(
    ("language", "other", "words"),
    [
        ("it", ("--advance", 2), "--cuts e --advance sono due modi diversi"),
        ("en", ("--advance", 2), "--cuts and --advance are two different ways"),
        ("it", ("--format", "placement"), "non per un torneo a punti piazzamento"),
        ("en", ("--format", "placement"), "not for a placement-points tournament"),
    ],
)
def test_cuts_beside_another_way_through_are_refused_in_words(
    torneo: Torneo, language: str, other: tuple[object, ...], words: str
) -> None:
    """So many per table, or no elimination at all, beside ranking cuts: one of the two
    would be dropped without a word, so neither is kept and the director is told."""
    torneo.language = language
    refused = _create(torneo, "--cuts", "8,4", *other)
    assert refused.code != 0
    assert words in refused.err + refused.out
    assert torneo.ok("tournament", "list") == []
