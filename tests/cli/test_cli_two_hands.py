"""`torneo tournament create --hands 2`: FIBUR publishes no 2-hand VP table, so without
--vp-table the command refuses, creating nothing, with a sentence naming the commands that
choose or make a table; with one of the club's own it creates the tournament, its bye
derived from that table."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

CREATE = ("tournament", "create", "--game", "burraco", "--name", "Due smazzate", "--hands", 2)


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def test_two_hands_without_a_table_name_the_commands(torneo: Torneo) -> None:
    refused = torneo.refused(*CREATE)
    message = refused["error"]["message"]
    assert "FIBUR publishes no VP table for 2-hand turni" in message
    assert "--vp-table NAME" in message and "torneo vp-table list" in message
    assert "torneo vp-table save --name NAME --hands 2" in message
    assert torneo.ok("tournament", "list") == []


def test_the_sentence_reads_in_italian(torneo: Torneo) -> None:
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    result = italian.run(*CREATE)
    assert result.code == 3
    assert "FIBUR non pubblica una tabella dei PV per i turni da 2 smazzate" in result.err
    assert "torneo vp-table save --name NOME --hands 2" in result.err


def test_two_hands_with_a_club_table_take_its_bye(torneo: Torneo) -> None:
    # The club's 2-hand table: 14 VP from a difference of 235.
    bands = "0:10,35:11,105:12,170:13,235:14,335:15,435:16,535:17,670:18,835:19,1005:20"
    torneo.ok("vp-table", "save", "--name", "Circolo 2", "--hands", 2, "--bands", bands)
    tid = torneo.ok(*CREATE, "--vp-table", "circolo 2")["id"]
    assert torneo.ok("tournament", "show", "-t", tid)["settings"]["hands"] == 2
    shown = torneo.run("tournament", "show", "-t", tid).out.splitlines()
    assert [line.split() for line in shown if line.startswith("Bye")] == [
        ["Bye", "VP", "14"],
        ["Bye", "MP", "+235"],
    ]
